import type {
  BehaviourDiff,
  BehaviourKind,
  BehaviourKindDiff,
  ReplayAction,
  ReplayResult,
} from '../terminal/results.js';

/** What a replay did, as the behaviour diff reads it. */
export type Behaviour = Pick<ReplayResult, 'actions' | 'turns' | 'withheld' | 'memory' | 'events' | 'failed'>;

const KINDS: readonly BehaviourKind[] = [
  'send',
  'sticker',
  'react',
  'silence',
  'withheld',
  'memory',
  'plan',
  'failed',
];

/**
 * Two replays' behaviour side by side (pure): per kind, the entries only one side has, each
 * entry counted as often as it occurs. Sends, stickers and reactions are what reached the chat;
 * a silence is a turn where none did; withheld is what the speech boundary held back; memory and
 * plans are the state after the run; failed is work that failed. Order is not compared: the same
 * messages in another order are no change.
 */
export function diffBehaviour(a: Behaviour, b: Behaviour): BehaviourDiff {
  return diffEntries(entriesOf(a), entriesOf(b), { a: a.turns.length, b: b.turns.length });
}

/** Two sides' entries by kind, diffed as multisets (pure): what `diffBehaviour` does with a replay's. */
export function diffEntries(
  left: Record<BehaviourKind, string[]>,
  right: Record<BehaviourKind, string[]>,
  turns: BehaviourDiff['turns'],
): BehaviourDiff {
  const kinds = KINDS.flatMap((kind): BehaviourKindDiff[] => {
    const x = left[kind];
    const y = right[kind];
    if (x.length === 0 && y.length === 0) return [];
    return [{ kind, a: x.length, b: y.length, only_a: without(x, y), only_b: without(y, x) }];
  });
  return {
    turns,
    kinds,
    changed: kinds.reduce((n, k) => n + k.only_a.length + k.only_b.length, 0),
  };
}

/** Each entry of `items` not matched by one in `other` (as many times as it occurs). */
function without(items: readonly string[], other: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const o of other) left.set(o, (left.get(o) ?? 0) + 1);
  return items.filter((item) => {
    const n = left.get(item) ?? 0;
    if (n > 0) left.set(item, n - 1);
    return n === 0;
  });
}

function entriesOf(run: Behaviour): Record<BehaviourKind, string[]> {
  const { memory } = run;
  return {
    send: run.actions.flatMap((x) => (x.type === 'send' ? [`${replyTo(x)}${x.text}`] : [])),
    sticker: run.actions.flatMap((x) => (x.type === 'sticker' ? [`${replyTo(x)}${x.set} :: ${x.name}`] : [])),
    react: run.actions.flatMap((x) => (x.type === 'react' ? [`${x.emoji} on #${x.messageId}`] : [])),
    silence: run.turns.flatMap((t, i) =>
      t.actions.some(reachesChat) ? [] : [`turn ${i + 1}${t.target === null ? '' : ` (#${t.target})`}`],
    ),
    withheld: run.withheld.map((w) => `${w.reason}: ${w.text}`),
    memory: [
      ...memory.notes.map((n) => `note: ${n.text}`),
      ...memory.memories.map((m) => `memory: ${m.text}`),
      ...memory.people.flatMap((p) => p.facts.map((f) => `person ${p.user}: ${f.text}`)),
      ...memory.summaries.map((s) => `summary #${s.first_id}–#${s.last_id}: ${s.text}`),
    ],
    plan: run.events.map((e) => `${e.at}${e.every ? ` every ${e.every}` : ''}: ${e.what}`),
    failed: run.failed ?? [],
  };
}

function reachesChat(action: ReplayAction): boolean {
  return action.type === 'send' || action.type === 'sticker' || action.type === 'react';
}

function replyTo(action: { replyTo?: number }): string {
  return action.replyTo === undefined ? '' : `→ #${action.replyTo} `;
}
