import type SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  Kysely,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import type { Database, Db } from './schema.js';

/** What a statement binds: better-sqlite3 binds neither booleans nor Dates nor undefined. */
export type SqlValue = string | number | bigint | null;

/**
 * Prepared statements kept by SQL text: preparing costs about as much as running a small query.
 * Shared by kysely and the repositories' own statements. Nothing is evicted: `openSqlite` keeps
 * every statement it prepared until the process exits anyway (see `untilExit` in open.ts), so an
 * eviction would free nothing and a later re-prepare would only add another object to keep.
 */
class StatementCache {
  readonly #cache = new Map<string, SQLite.Statement>();

  constructor(readonly sqlite: SQLite.Database) {}

  /** The statements run at once, for `Sql.atomically`: one per database, shared by its transactions. */
  readonly sync: SyncSql = {
    all: <R>(sql: string, params: readonly SqlValue[] = []) => this.get(sql).all(...params) as R[],
    run: (sql: string, params: readonly SqlValue[] = []) => this.get(sql).run(...params).changes,
  };

  get(sql: string): SQLite.Statement {
    let statement = this.#cache.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.#cache.set(sql, statement);
    }
    return statement;
  }
}

/**
 * kysely's SQLite driver, telling when its one connection is taken: while kysely holds it (a
 * transaction may be open), a statement of our own must wait its turn instead of landing in
 * the middle of that transaction.
 */
class TrackingDriver extends SqliteDriver {
  held = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.held = true;
    return connection;
  }

  override async releaseConnection(): Promise<void> {
    this.held = false;
    await super.releaseConnection();
  }
}

/** What a transaction runs once it is committed, or once it is given up. */
interface TransactionHooks {
  committed: (() => void)[];
  abandoned: (() => void)[];
}

class TrackingDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly driver: TrackingDriver,
  ) {
    super(config);
  }

  override createDriver(): SqliteDriver {
    return this.driver;
  }
}

/**
 * Statements the repositories run themselves, as cached prepared statements: kysely builds and
 * compiles every query anew, which cost more than SQLite's own work on the engine's hot path.
 * The SQL is plain and portable (it also runs on PostgreSQL). A `Sql` is either the database
 * (each statement on its own, after any transaction kysely has open) or one transaction.
 */
export class Sql {
  /** State kept for this handle alone: the database, or one transaction (made on first use). */
  #scoped: Map<object, unknown> | undefined;

  constructor(
    private readonly statements: StatementCache,
    private readonly driver: TrackingDriver,
    /** The kysely handle this runs beside: the database, or the transaction it belongs to. */
    readonly db: Db,
    /** State kept per database, shared by its transactions (a repository's memory of rows). */
    private readonly sharedState = new Map<object, unknown>(),
    /** Set when this handle is a transaction: what runs when it ends. */
    private readonly ending: TransactionHooks | undefined = undefined,
  ) {}

  all<R>(sql: string, params: readonly SqlValue[] = []): Promise<R[]> {
    return this.#exec(() => this.statements.get(sql).all(...params) as R[]);
  }

  get<R>(sql: string, params: readonly SqlValue[] = []): Promise<R | undefined> {
    return this.#exec(() => this.statements.get(sql).get(...params) as R | undefined);
  }

  /** Runs a statement that returns no rows; resolves to how many rows it changed. */
  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.#exec(() => this.statements.get(sql).run(...params).changes);
  }

  /**
   * Runs `work` with synchronous statements, with nothing else running in between: what it
   * keeps in memory about the rows it read or wrote cannot be overtaken by another statement.
   */
  atomically<T>(work: (sql: SyncSql) => T): Promise<T> {
    return this.#exec(() => work(this.statements.sync));
  }

  /** Whether this handle is a transaction (its changes may still be rolled back). */
  get inTransaction(): boolean {
    return this.ending !== undefined;
  }

  /** One value per database, made on first use: the same for the database and its transactions. */
  shared<T>(key: object, make: () => T): T {
    return remembered(this.sharedState, key, make);
  }

  /** One value per handle, made on first use: a transaction gets its own. */
  scoped<T>(key: object, make: () => T): T {
    this.#scoped ??= new Map();
    return remembered(this.#scoped, key, make);
  }

  /**
   * Runs `hook` once what this handle changed is committed: at once outside a transaction,
   * right after COMMIT inside one (never when it rolls back).
   */
  whenCommitted(hook: () => void): void {
    if (this.ending) this.ending.committed.push(hook);
    else hook();
  }

  /** Inside a transaction, runs `hook` when it is rolled back instead of committed. */
  whenAbandoned(hook: () => void): void {
    this.ending?.abandoned.push(hook);
  }

  /**
   * Runs `fn` in a transaction, or in the current one. It holds kysely's one connection for
   * its whole length and is begun and ended by our own statements (kysely's transactions cost
   * more than the statements of a short one); kysely queries on the `Db` it is given run in it.
   */
  transaction<T>(fn: (trx: Sql) => Promise<T>): Promise<T> {
    if (this.ending) return fn(this);
    const bound = this.sharedState.get(BOUND) as BoundConnection | undefined;
    if (!bound)
      return this.db.connection().execute(async (connectionDb) => {
        // SQLite has one connection: the handle kysely makes for it the first time serves
        // every later transaction (making one costs more than a short transaction's statements).
        const connection = await connectionDb.getExecutor().provideConnection(async (c) => c);
        this.sharedState.set(BOUND, { connection, db: connectionDb } satisfies BoundConnection);
        return this.#inTransaction(connectionDb, fn);
      });
    return this.#holding((connection) => {
      if (connection !== bound.connection)
        throw new Error('the SQLite driver handed out a second connection');
      return this.#inTransaction(bound.db, fn);
    });
  }

  /**
   * Runs `work` holding the one connection, taken from the driver itself: kysely's own way there
   * (its executor, connection provider and runtime driver) adds three promises a transaction and
   * does nothing more once the driver is set up, which the first transaction did.
   */
  async #holding<T>(work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    const connection = await this.driver.acquireConnection();
    try {
      return await work(connection);
    } finally {
      await this.driver.releaseConnection();
    }
  }

  async #inTransaction<T>(connectionDb: Db, fn: (trx: Sql) => Promise<T>): Promise<T> {
    const ending: TransactionHooks = { committed: [], abandoned: [] };
    const trx = new Sql(this.statements, this.driver, connectionDb, this.sharedState, ending);
    handles.set(connectionDb, trx);
    this.statements.get('BEGIN').run();
    let result: T;
    try {
      result = await fn(trx);
      this.statements.get('COMMIT').run();
    } catch (err) {
      // SQLite ends some failed transactions by itself; one still open is rolled back here.
      if (this.statements.sqlite.inTransaction) this.statements.get('ROLLBACK').run();
      for (const hook of ending.abandoned) hook();
      throw err;
    }
    // Right after COMMIT, with the connection still held: no statement of anyone else runs in
    // between, so what is kept in memory follows the database exactly.
    for (const hook of ending.committed) hook();
    return result;
  }

  #exec<T>(work: () => T): Promise<T> {
    // better-sqlite3 is synchronous: when the connection is free (or ours), the statement runs
    // now, and nothing else can start before it is done.
    if (this.ending || !this.driver.held) {
      try {
        return Promise.resolve(work());
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return this.#holding(async () => work());
  }
}

/** Where the database's one connection and kysely's handle on it are kept. */
const BOUND = {};

interface BoundConnection {
  connection: DatabaseConnection;
  db: Db;
}

/** Statements run at once, for `Sql.atomically`. */
export interface SyncSql {
  all<R>(sql: string, params?: readonly SqlValue[]): R[];
  run(sql: string, params?: readonly SqlValue[]): number;
}

function remembered<T>(state: Map<object, unknown>, key: object, make: () => T): T {
  if (state.has(key)) return state.get(key) as T;
  const value = make();
  state.set(key, value);
  return value;
}

const handles = new WeakMap<Db, Sql>();

/** The kysely database over `sqlite`, sharing its statement cache with `sqlOf(db)`. */
export function openKysely(sqlite: SQLite.Database): Db {
  const statements = new StatementCache(sqlite);
  const database: SqliteDatabase = { close: () => sqlite.close(), prepare: (sql) => statements.get(sql) };
  const config: SqliteDialectConfig = { database };
  const driver = new TrackingDriver(config);
  const db = new Kysely<Database>({ dialect: new TrackingDialect(config, driver) });
  handles.set(db, new Sql(statements, driver, db));
  return db;
}

/** Our own statements on `db` (a database from `openKysely`, or a transaction begun by `sqlTransaction`). */
export function sqlOf(db: Db): Sql {
  const sql = handles.get(db);
  if (!sql) throw new Error('this database handle was not opened by the store (openStore)');
  return sql;
}

/** Runs `fn` in a transaction on `db`, or directly when `db` already is one (they do not nest). */
export function sqlTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return sqlOf(db).transaction((trx) => fn(trx.db));
}

/** `?, ?, …`: one placeholder per value of an IN list. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
