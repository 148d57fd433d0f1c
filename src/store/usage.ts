import { timeOrderedId } from '../support/ids.js';
import type { ModelCall, TokenUsage, UsageSink } from '../support/usage.js';
import type { Db } from './schema.js';
import { sqlOf } from './sql.js';

/** Token counts added up for one persona, model and purpose. */
export interface UsageTotal extends TokenUsage {
  agent: string;
  model: string;
  purpose: string;
  calls: number;
}

export interface UsageQuery {
  agent?: string;
  chatId?: string;
  /** Calls at or after this time (ms). */
  since: number;
}

/** A usage sink that can also write within a store transaction, its rows committing with it. */
export interface StoreUsage extends UsageSink {
  within(db: Db): UsageSink;
}

/** Every model call's token counts, with who made it and why: the source of usage and cost. */
export class UsageLog implements StoreUsage {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The same log written within a store transaction (`db` is one): its rows commit with it. */
  within(db: Db): UsageLog {
    return db === this.db ? this : new UsageLog(db, this.now);
  }

  async record(call: ModelCall): Promise<void> {
    const { usage } = call;
    const at = this.now();
    // Once per model call: a cached prepared statement rather than a kysely query.
    await sqlOf(this.db).run(
      `INSERT INTO model_usage (id, agent, chat_id, purpose, model, prompt_tokens, cached_tokens, output_tokens, thinking_tokens, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        timeOrderedId(at),
        call.agent,
        call.chatId ?? null,
        call.purpose,
        call.model,
        usage.promptTokens,
        usage.cachedTokens,
        usage.outputTokens,
        usage.thinkingTokens,
        at,
      ],
    );
  }

  /** Sums per persona, model and purpose, largest prompt first. */
  async totals(query: UsageQuery): Promise<UsageTotal[]> {
    let q = this.db
      .selectFrom('model_usage')
      .select((eb) => [
        'agent',
        'model',
        'purpose',
        eb.fn.countAll<number>().as('calls'),
        eb.fn.sum<number>('prompt_tokens').as('prompt'),
        eb.fn.sum<number>('cached_tokens').as('cached'),
        eb.fn.sum<number>('output_tokens').as('output'),
        eb.fn.sum<number>('thinking_tokens').as('thinking'),
      ])
      .where('at', '>=', query.since)
      .groupBy(['agent', 'model', 'purpose'])
      .orderBy('agent')
      .orderBy('model')
      .orderBy('purpose');
    if (query.agent !== undefined) q = q.where('agent', '=', query.agent);
    if (query.chatId !== undefined) q = q.where('chat_id', '=', query.chatId);
    const rows = await q.execute();
    return rows.map((r) => ({
      agent: r.agent,
      model: r.model,
      purpose: r.purpose,
      calls: Number(r.calls),
      promptTokens: Number(r.prompt),
      cachedTokens: Number(r.cached),
      outputTokens: Number(r.output),
      thinkingTokens: Number(r.thinking),
    }));
  }
}
