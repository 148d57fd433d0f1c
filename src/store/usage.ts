import { type Insertable, sql } from 'kysely';
import { timeOrderedId } from '../support/ids.js';
import type { ModelCall, TokenUsage, UsageSink } from '../support/usage.js';
import { prepared } from './prepared.js';
import type { Db, ModelUsageTable } from './schema.js';

/** Token counts added up for one persona, provider, model and purpose. */
export interface UsageTotal extends TokenUsage {
  agent: string;
  provider: string;
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

/** Every model call's token counts, with who made it and why: the source of usage and cost. */
export class UsageLog implements UsageSink {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async record(call: ModelCall): Promise<void> {
    const { usage } = call;
    const at = this.now();
    await RECORD(this.db, {
      id: timeOrderedId(at),
      agent: call.agent,
      chat_id: call.chatId ?? null,
      purpose: call.purpose,
      model: call.model,
      provider: call.provider ?? 'gemini',
      prompt_tokens: usage.promptTokens,
      cached_tokens: usage.cachedTokens,
      output_tokens: usage.outputTokens,
      thinking_tokens: usage.thinkingTokens,
      at,
      turn_id: call.turnId ?? null,
      latency_ms: call.latencyMs ?? null,
    });
  }

  /**
   * The model calls of these journal turns, summed per turn and model (a turn retried after a
   * failure made more than one): what each turn card shows.
   */
  async ofTurns(turnIds: readonly string[]): Promise<Map<string, TurnCalls[]>> {
    const byTurn = new Map<string, TurnCalls[]>();
    if (turnIds.length === 0) return byTurn;
    const rows = await this.db
      .selectFrom('model_usage')
      .select((eb) => [
        'turn_id',
        'model',
        eb.fn.countAll<number>().as('calls'),
        eb.fn.sum<number>('prompt_tokens').as('prompt'),
        eb.fn.sum<number>('cached_tokens').as('cached'),
        eb.fn.sum<number>('output_tokens').as('output'),
        eb.fn.sum<number>('thinking_tokens').as('thinking'),
        eb.fn.sum<number>('latency_ms').as('latency'),
      ])
      .where('turn_id', 'in', [...new Set(turnIds)])
      .groupBy(['turn_id', 'model'])
      .orderBy('model')
      .execute();
    for (const r of rows) {
      if (r.turn_id === null) continue;
      const calls = byTurn.get(r.turn_id) ?? [];
      calls.push({
        model: r.model,
        calls: Number(r.calls),
        usage: {
          promptTokens: Number(r.prompt),
          cachedTokens: Number(r.cached),
          outputTokens: Number(r.output),
          thinkingTokens: Number(r.thinking),
        },
        latencyMs: Number(r.latency ?? 0),
      });
      byTurn.set(r.turn_id, calls);
    }
    return byTurn;
  }

  /** Sums per persona, model, chat and UTC day: the console's chart and cost per chat. */
  async slices(since: number): Promise<UsageSlice[]> {
    const day = sql<number>`at / 86400000`;
    const rows = await this.db
      .selectFrom('model_usage')
      .select((eb) => [
        'agent',
        'model',
        'chat_id',
        day.as('day'),
        eb.fn.countAll<number>().as('calls'),
        eb.fn.sum<number>('prompt_tokens').as('prompt'),
        eb.fn.sum<number>('cached_tokens').as('cached'),
        eb.fn.sum<number>('output_tokens').as('output'),
        eb.fn.sum<number>('thinking_tokens').as('thinking'),
      ])
      .where('at', '>=', since)
      .groupBy(['agent', 'model', 'chat_id', day])
      .execute();
    return rows.map((r) => ({
      agent: r.agent,
      model: r.model,
      chatId: r.chat_id,
      day: Math.floor(Number(r.day)),
      calls: Number(r.calls),
      promptTokens: Number(r.prompt),
      cachedTokens: Number(r.cached),
      outputTokens: Number(r.output),
      thinkingTokens: Number(r.thinking),
    }));
  }

  /** Sums per persona, model and purpose, largest prompt first. */
  async totals(query: UsageQuery): Promise<UsageTotal[]> {
    let q = this.db
      .selectFrom('model_usage')
      .select((eb) => [
        'agent',
        'provider',
        'model',
        'purpose',
        eb.fn.countAll<number>().as('calls'),
        eb.fn.sum<number>('prompt_tokens').as('prompt'),
        eb.fn.sum<number>('cached_tokens').as('cached'),
        eb.fn.sum<number>('output_tokens').as('output'),
        eb.fn.sum<number>('thinking_tokens').as('thinking'),
      ])
      .where('at', '>=', query.since)
      .groupBy(['agent', 'provider', 'model', 'purpose'])
      .orderBy('agent')
      .orderBy('provider')
      .orderBy('model')
      .orderBy('purpose');
    if (query.agent !== undefined) q = q.where('agent', '=', query.agent);
    if (query.chatId !== undefined) q = q.where('chat_id', '=', query.chatId);
    const rows = await q.execute();
    return rows.map((r) => ({
      agent: r.agent,
      provider: r.provider,
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

/** Token counts of one persona's calls to one model in one chat on one UTC day. */
export interface UsageSlice extends TokenUsage {
  agent: string;
  model: string;
  /** Null for calls outside a chat (media descriptions of the library). */
  chatId: string | null;
  /** Days since 1970-01-01 (UTC). */
  day: number;
  calls: number;
}

/** A turn's calls to one model, added up. */
export interface TurnCalls {
  model: string;
  calls: number;
  usage: TokenUsage;
  /** Wall time of the calls added up (ms). */
  latencyMs: number;
}

/** Once per model call: compiled once. */
const RECORD = prepared((db, r: Insertable<ModelUsageTable>) =>
  db.insertInto('model_usage').values({
    id: r.id,
    agent: r.agent,
    chat_id: r.chat_id,
    purpose: r.purpose,
    model: r.model,
    provider: r.provider,
    prompt_tokens: r.prompt_tokens,
    cached_tokens: r.cached_tokens,
    output_tokens: r.output_tokens,
    thinking_tokens: r.thinking_tokens,
    at: r.at,
    turn_id: r.turn_id,
    latency_ms: r.latency_ms,
  }),
);
