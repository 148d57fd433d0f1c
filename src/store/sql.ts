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

  constructor(private readonly sqlite: SQLite.Database) {}

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
  constructor(
    private readonly statements: StatementCache,
    private readonly driver: TrackingDriver,
    /** The kysely handle this runs beside: the database, or the transaction it belongs to. */
    readonly db: Db,
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
   * Runs `fn` in a transaction, or in the current one. kysely opens it, so kysely queries
   * inside `fn` (on the `Db` it is given) and our statements share it.
   */
  transaction<T>(fn: (trx: Sql) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return fn(this);
    return this.db.transaction().execute((trx) => fn(this.#bind(trx)));
  }

  /** The `Sql` of a kysely transaction begun on this database. */
  #bind(trx: Db): Sql {
    const bound = new Sql(this.statements, this.driver, trx);
    handles.set(trx, bound);
    return bound;
  }

  #exec<T>(work: () => T): Promise<T> {
    // better-sqlite3 is synchronous: when the connection is free (or ours), the statement runs
    // now, and nothing else can start before it is done.
    if (this.db.isTransaction || !this.driver.held) {
      try {
        return Promise.resolve(work());
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return this.db.connection().execute(async () => work());
  }
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
