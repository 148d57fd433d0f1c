import { z } from 'zod';
import { oneLine } from '../tasks/kinds/define.js';
import type { Withheld } from '../tasks/speech.js';
import type { NewTask } from '../tasks/types.js';
import type { ExpectationResult, ReplayAction, ReplayResult, ReplayTurn } from '../terminal/results.js';

/**
 * A text pattern of an expectation: a case-folded substring, or `/regex/flags` (JavaScript
 * syntax) matched against the text as it is.
 */
const pattern = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    const problem = regexProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const patterns = z.union([pattern, z.array(pattern).min(1)]).transform((p) => [p].flat());
const messageId = z.int().positive();
const userId = z.union([z.int(), z.string().regex(/^-?\d+$/)]).transform(String);

const memoryKinds = ['note', 'memory', 'person', 'summary'] as const;

/** The checks one `expect:` entry may make (docs/fixtures.md, "expect"). */
const checks = {
  silent: z.boolean().optional(),
  sends: z
    .strictObject({ min: z.int().min(0).optional(), max: z.int().min(0).optional() })
    .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, {
      message: 'min must not be above max',
    })
    .optional(),
  sends_match: patterns.optional(),
  never_match: patterns.optional(),
  replies_to: z
    .union([messageId, z.array(messageId).min(1)])
    .transform((ids) => [ids].flat())
    .optional(),
  memory_has: z
    .array(z.strictObject({ kind: z.enum(memoryKinds), text: pattern, user: userId.optional() }))
    .min(1)
    .optional(),
  plans_has: patterns.optional(),
  no_withheld: z.boolean().optional(),
};

const turnChecks = z.strictObject(checks).superRefine((turn, ctx) => {
  turn.memory_has?.forEach((entry, i) => {
    if (entry.kind === 'summary')
      ctx.addIssue({
        code: 'custom',
        path: ['memory_has', i, 'kind'],
        message: 'a turn writes no summary (summaries follow it): check summaries for the whole replay',
      });
  });
});

/** `expect:` of a fixture: checks of the whole replay, and `turns:` with checks per turn, in order. */
export const expectSchema = z.strictObject({
  ...checks,
  turns: z.array(turnChecks.nullable()).min(1).optional(),
});

export type FixtureExpect = z.output<typeof expectSchema>;
type Checks = z.output<typeof turnChecks>;

/** What a replay is checked on: every turn's actions together, or one turn's. */
interface Scope {
  actions: readonly ReplayAction[];
  withheld: readonly Withheld[];
  /** Memory entries of a kind as texts (after the replay, or written by the turn). */
  memory(kind: (typeof memoryKinds)[number], user: string | undefined): string[];
  /** The plans' intents (after the replay, or written by the turn). */
  plans: string[];
}

/** One turn's answer as `compare --live` reads it: what it would do, not what a replay did. */
export interface AnsweredTurn {
  chatId: number | string;
  tasks: readonly NewTask[];
  withheld: readonly Withheld[];
}

/**
 * Checks answers, one per turn in order, against `expect:` (pure): the same checks as a replay's,
 * on the actions the answers' tasks would take and on what they would write. For the whole run,
 * memory and plans are what the answers wrote (the fixture's own entries are not counted).
 */
export function checkAnswers(expect: FixtureExpect, turns: readonly AnsweredTurn[]): ExpectationResult[] {
  const scopes = turns.map(answeredScope);
  const whole: Scope = {
    actions: scopes.flatMap((s) => s.actions),
    withheld: scopes.flatMap((s) => s.withheld),
    memory: (kind, user) => scopes.flatMap((s) => s.memory(kind, user)),
    plans: scopes.flatMap((s) => s.plans),
  };
  const out = checkScope(expect, whole, null);
  expect.turns?.forEach((turnExpect, i) => {
    if (!turnExpect) return;
    const scope = scopes[i];
    if (scope) out.push(...checkScope(turnExpect, scope, i + 1));
    else
      out.push({
        turn: i + 1,
        check: 'turn',
        ok: false,
        found: `turn ${i + 1} did not run (${turns.length} ran)`,
      });
  });
  return out;
}

function answeredScope({ chatId, tasks, withheld }: AnsweredTurn): Scope {
  const actions = tasks.flatMap((t): ReplayAction[] => {
    if (t.type === 'send') return [{ type: 'send', chatId, text: t.params.text, replyTo: t.params.replyTo }];
    if (t.type === 'sticker')
      return [{ type: 'sticker', chatId, set: t.params.set, name: t.params.name, replyTo: t.params.replyTo }];
    if (t.type === 'react')
      return [{ type: 'react', chatId, emoji: t.params.emoji, messageId: t.params.messageId }];
    return [];
  });
  return { actions, withheld, ...written(tasks) };
}

/** What steps or tasks write: memory entries of a kind (persons by user), and plans' intents. */
function written(items: readonly { type: string; params: object }[]): Pick<Scope, 'memory' | 'plans'> {
  const text = (params: object) => ('text' in params && typeof params.text === 'string' ? [params.text] : []);
  const of = (type: 'note' | 'remember' | 'person', user: string | undefined) =>
    items.flatMap((t) => {
      if (t.type !== type) return [];
      if (type === 'person' && user !== undefined && 'user' in t.params && t.params.user !== user) return [];
      return text(t.params);
    });
  return {
    memory: (kind, user) => (kind === 'summary' ? [] : of(kind === 'memory' ? 'remember' : kind, user)),
    plans: items.flatMap((t) =>
      t.type === 'event' && 'what' in t.params && typeof t.params.what === 'string' && t.params.what
        ? [t.params.what]
        : [],
    ),
  };
}

/** Checks a replay against its fixture's `expect:` (pure). */
export function checkExpectations(expect: FixtureExpect, result: ReplayResult): ExpectationResult[] {
  const out = checkScope(expect, wholeReplay(result), null);
  expect.turns?.forEach((turnExpect, i) => {
    if (!turnExpect) return;
    const turn = result.turns[i];
    if (!turn) {
      out.push({
        turn: i + 1,
        check: 'turn',
        ok: false,
        found: `turn ${i + 1} did not run (${result.turns.length} ran)`,
      });
      return;
    }
    out.push(...checkScope(turnExpect, oneTurn(turn), i + 1));
  });
  return out;
}

function wholeReplay(result: ReplayResult): Scope {
  const { memory } = result;
  return {
    actions: result.actions,
    withheld: result.withheld,
    memory: (kind, user) => {
      if (kind === 'note') return memory.notes.map((n) => n.text);
      if (kind === 'memory') return memory.memories.map((m) => m.text);
      if (kind === 'summary') return memory.summaries.map((s) => s.text);
      return memory.people.filter((p) => user === undefined || String(p.user) === user).map((p) => p.text);
    },
    plans: result.events.map((e) => e.what),
  };
}

/**
 * One turn: its actions, and what its memory and event steps wrote. Planning notes on such a
 * step (`step N: …`) only ever say it was dropped, so a noted step wrote nothing.
 */
function oneTurn(turn: ReplayTurn): Scope {
  const dropped = new Set(turn.issues.flatMap((i) => /^step (\d+): /.exec(i)?.[1] ?? []).map(Number));
  const kept = turn.tasks.filter((_t, i) => !dropped.has(i + 1));
  return { actions: turn.actions, withheld: turn.withheld, ...written(kept) };
}

function checkScope(c: Checks, scope: Scope, turn: number | null): ExpectationResult[] {
  const out: ExpectationResult[] = [];
  const add = (check: string, ok: boolean, found: string) => out.push({ turn, check, ok, found });
  const messages = scope.actions.filter((a) => a.type === 'send' || a.type === 'sticker');
  const texts = scope.actions.flatMap((a) => (a.type === 'send' ? [a.text] : []));
  const reached = scope.actions.filter(
    (a) => a.type === 'send' || a.type === 'sticker' || a.type === 'react',
  );
  const sent = `${messages.length} message${messages.length === 1 ? '' : 's'} sent`;
  if (c.silent !== undefined)
    add(
      `silent: ${c.silent}`,
      (reached.length === 0) === c.silent,
      reached.length === 0 ? 'nothing reached the chat' : `${reached.length} sends and reactions`,
    );
  if (c.sends) {
    const { min = 0, max = Number.POSITIVE_INFINITY } = c.sends;
    add(
      `sends: ${c.sends.min ?? 0}..${c.sends.max ?? '∞'}`,
      messages.length >= min && messages.length <= max,
      sent,
    );
  }
  for (const p of c.sends_match ?? []) {
    const hit = texts.find((t) => matches(p, t));
    add(
      `sends_match ${JSON.stringify(p)}`,
      hit !== undefined,
      hit === undefined ? `no message matches (${sent})` : quote(hit),
    );
  }
  for (const p of c.never_match ?? []) {
    const hit = texts.find((t) => matches(p, t));
    add(
      `never_match ${JSON.stringify(p)}`,
      hit === undefined,
      hit === undefined ? `no message matches (${sent})` : quote(hit),
    );
  }
  for (const id of c.replies_to ?? []) {
    const ok = messages.some((m) => m.replyTo === id);
    add(`replies_to ${id}`, ok, ok ? `a message replies to #${id}` : `no message replies to #${id}`);
  }
  for (const entry of c.memory_has ?? []) {
    const entries = scope.memory(entry.kind, entry.user);
    const hit = entries.find((t) => matches(entry.text, t));
    const who = entry.user === undefined ? '' : ` (user ${entry.user})`;
    add(
      `memory_has ${entry.kind}${who} ${JSON.stringify(entry.text)}`,
      hit !== undefined,
      hit === undefined ? `${entries.length} ${entry.kind} entries, none matches` : quote(hit),
    );
  }
  for (const p of c.plans_has ?? []) {
    const hit = scope.plans.find((t) => matches(p, t));
    add(
      `plans_has ${JSON.stringify(p)}`,
      hit !== undefined,
      hit === undefined ? `${scope.plans.length} plans, none matches` : quote(hit),
    );
  }
  if (c.no_withheld !== undefined) {
    const reasons = [...new Set(scope.withheld.map((w) => w.reason))].join(', ');
    add(
      `no_withheld: ${c.no_withheld}`,
      (scope.withheld.length === 0) === c.no_withheld,
      scope.withheld.length === 0 ? 'nothing withheld' : `${scope.withheld.length} withheld (${reasons})`,
    );
  }
  return out;
}

/** `/body/flags`: a regular expression; anything else a substring, both sides case-folded. */
export function matches(p: string, text: string): boolean {
  const regex = asRegex(p);
  if (regex) return regex.test(text);
  return fold(text).includes(fold(p));
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const REGEX = /^\/(.+)\/([a-z]*)$/s;

function asRegex(p: string): RegExp | undefined {
  const m = REGEX.exec(p);
  if (!m) return undefined;
  return new RegExp(m[1] ?? '', m[2]);
}

function regexProblem(p: string): string | undefined {
  try {
    asRegex(p);
    return undefined;
  } catch (err) {
    return `not a regular expression: ${err instanceof Error ? err.message : String(err)}`;
  }
}

function quote(text: string): string {
  const line = oneLine(text);
  return `“${line.length > 80 ? `${line.slice(0, 77)}...` : line}”`;
}
