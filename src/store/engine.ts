import { type Logger, silentLogger } from '../support/log.js';
import type { TaskStore } from '../tasks/queue.js';
import { DeliveryLog } from './deliveries.js';
import { EventRepo } from './events.js';
import { MemoryRepo } from './memory.js';
import { MessageLog } from './messages.js';
import { type Db, transaction } from './schema.js';
import { type SearchPort, SqliteSearch } from './search.js';
import { TaskRepo } from './tasks.js';

/**
 * The tables the engine changes together: tasks, inbound messages, deliveries, memory and the
 * persona's events. `transaction` hands out the same five bound to one transaction, so a state change and everything it
 * implies are stored at once or not at all.
 */
export class EngineStore implements TaskStore<EngineStore> {
  readonly tasks: TaskRepo;
  readonly messages: MessageLog;
  readonly deliveries: DeliveryLog;
  readonly memory: MemoryRepo;
  readonly events: EventRepo;
  /** Recall: full-text search over a chat's stored messages and summaries. */
  readonly search: SearchPort;

  constructor(
    readonly db: Db,
    private readonly now: () => number,
    private readonly newId: () => string,
    /** Where a stored task that cannot be read is reported. */
    private readonly log: Logger = silentLogger,
  ) {
    this.tasks = new TaskRepo(db, now, newId, log);
    this.messages = new MessageLog(db, now);
    this.deliveries = new DeliveryLog(db, now);
    this.memory = new MemoryRepo(db, now);
    this.events = new EventRepo(db, now);
    this.search = new SqliteSearch(db);
  }

  transaction<T>(fn: (store: EngineStore) => Promise<T>): Promise<T> {
    return transaction(this.db, (trx) =>
      fn(trx === this.db ? this : new EngineStore(trx, this.now, this.newId, this.log)),
    );
  }
}
