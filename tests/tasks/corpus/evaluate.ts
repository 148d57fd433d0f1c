import { splitGiven } from '../../../src/llm/request-zones.js';
import { parseReply } from '../../../src/tasks/parse.js';
import { planSteps } from '../../../src/tasks/plan.js';
import { type ActionsStyle, speechBoundary, type Withheld } from '../../../src/tasks/speech.js';
import type { NewTask } from '../../../src/tasks/types.js';
import { TELEGRAM_REACTIONS } from '../../../src/telegram/reactions.js';

/** The message every corpus answer answers, and the ids of the chat the model was shown. */
export const TARGET = 4005;
export const SHOWN_IDS: ReadonlySet<number> = new Set(Array.from({ length: 16 }, (_, i) => 3990 + i));
/** The persona answering. */
export const PERSONA = 'Heidi';
/** Messages of the other participants the model was shown (the rest of the window is Heidi's). */
export const OTHERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
  [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
  [4005, 'Did the cat survive the move? And are you open on Saturday?'],
]);
/** Heidi's own messages in the window the model was shown. */
export const OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oh no, how did the cat take it? Tell me everything'],
  [4004, 'I saw a blue one by the door, I will check tomorrow morning'],
]);
/** The other participants' names as the model was shown them. */
export const PARTICIPANTS: readonly string[] = ['Jonas', 'Alice'];

/** The stickers Heidi is offered. */
export const STICKERS = [
  { set: 'HeidiDuck', name: '😂' },
  { set: 'HeidiDuck', name: '👋' },
  { set: 'HeidiDuck', name: '😴' },
];

/** A planned task, as the corpus states it: type and the parameters that carry the intent. */
export type Expected =
  | { type: 'send'; text: string; replyTo?: number }
  | { type: 'sticker'; set: string; name: string; replyTo?: number }
  | { type: 'react'; emoji: string; messageId: number }
  | { type: 'wait'; delay: number }
  | { type: 'block' | 'unblock' | 'clear-conversation' | 'shutdown' }
  /** A memory write, judged by its kind only: the boundary never reads memory bodies. */
  | { type: 'note' | 'remember' | 'person' };

export interface CorpusEntry {
  name: string;
  /** The persona answering (default: Heidi). */
  persona?: string;
  /** The other participants' messages the model was shown (default: `OTHERS`). */
  others?: ReadonlyMap<number, string>;
  /** The persona's own earlier messages the model was shown (default: `OWN`). */
  own?: ReadonlyMap<number, string>;
  /** The other participants' names the model was shown (default: `PARTICIPANTS`). */
  participants?: readonly string[];
  /**
   * What the model was given besides the chat's messages, as the request showed it (system
   * instruction, notes, plans, summaries, the turn's lines); default: nothing.
   */
  instruction?: string;
  /** The model's raw answer. */
  answer: string;
  /** Default: a direct chat. */
  chat?: 'direct' | 'group';
  /** The chat's partner is an admin (direct chats only). */
  fromAdmin?: boolean;
  /** What reaches Telegram, in order. */
  expect: Expected[];
  /** For an answer that means silence: a word of the parser's reason. */
  silence?: string;
  /** The turn answers a message addressed to the persona (default: no). */
  callout?: boolean;
  /** `style.actions` (default: direct). */
  actions?: ActionsStyle;
  /** The answer stopped at the output limit. */
  truncated?: boolean;
  /** Reasons the boundary must have held something back for (each at least once). */
  withheld?: Withheld['reason'][];
}

export interface Verdict {
  name: string;
  /** Expected intent that did not reach Telegram as stated (missing, different, or extra). */
  lost: string[];
  /** Markup, reasoning, headings, markers or stage directions that would reach the chat. */
  leaked: string[];
}

/** Leak patterns checked in every text that would be sent; independent of the parser's own rules. */
const LEAKS: readonly [string, RegExp][] = [
  ['prompt marker', /[⟦⟧]/],
  [
    'task heading',
    /^\s*(?:#{1,6}|\*\*|__)?\s*(?:#{1,6}\s*)?(?:«|<<|‹)\s*[a-z-]+\s*(?:\s\d+)?\s*(?:»|>>|›)/im,
  ],
  [
    'bare task heading',
    /^\s*#{1,6}\s*(?:send|reply|react|reaction|sticker|wait|think|message|msg|text)\s*(?:\d+)?\s*:?\s*$/im,
  ],
  ['task label', /^\s*\**\s*(?:send|reply|react|sticker|wait|think)\s*:?\s*\**\s*$/im],
  ['reasoning tag', /<\/?(?:think|thinking|thought|reasoning)>/i],
  ['heading in another typography', /^\s*[#＃]{1,6}\s*[«《<‹「『【]/m],
  [
    'reasoning label',
    /^\s*[*_([]*\s*(?:think|thinking|thought|thoughts|reasoning|analysis|gedanken|gedankengang|überlegung|überlegungen|мысли|размышление|рассуждение|анализ|思考|考え|推論|分析)(?:\s+process)?\s*[*_]*\s*(?:[:：]|$)/imu,
  ],
  [
    'offer to redo the answer',
    /^\s*(?:let me know|would you like me|I can also)[^\n]*(?:tone|reply|response|version)/im,
  ],
  ['talk about the answer', /^\s*(?:this response|this reply|I kept (?:it|both|the))/im],
  ['silence token', /^\s*[<[(]?[A-Za-z]+_[A-Za-z_]+[>\])]?\s*$/m],
  ['invisible', /^[\p{Cf}\s]*$/u],
  ['sticker description', /‹[^›]*›?/],
  ['sticker list line', /^\s*-?\s*\w+\s*::\s*\S+/m],
  ['JSON task', /"(?:type|task|action)"\s*:/],
  ['template token', /<\|[a-z_]+\|>|\[\[[A-Za-z_ -]+\]\]|\{\{[A-Za-z_ -]+\}\}/],
  ['code-style key line', /^\s*[*_`]*[a-z]+(?:_[a-z]+)+[*_`]*\s*[:=]/m],
  ['out-of-character aside', /[([]{1,2}\s*OOC\b/i],
  ['label in lenticular brackets', /^\s*【[^】\n]{1,12}】\s*$/m],
  [
    'silence stage direction',
    /^\s*(?:\(|\[|\*)[^\n]*\b(?:no reply|no response|silent|silence|says nothing|ignores|nothing to add)\b[^\n]*(?:\)|\]|\*)\s*$/i,
  ],
];

/**
 * A fence line is a leak when it is unpaired or opens the message (a wrapper the model put around
 * its answer); a code block in a message, at its end too, is Telegram formatting (`pre`).
 */
function strayFence(text: string): boolean {
  const lines = text.trim().split('\n');
  const fence = (line: string | undefined) => line !== undefined && /^\s*(?:```|~~~)/.test(line);
  return fence(lines[0]) || lines.filter(fence).length % 2 === 1;
}

/** The leak patterns that name the persona. */
function personaLeaks(persona: string): [string, RegExp][] {
  const name = persona.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ['speaker label', new RegExp(`^\\s*[*_]*\\s*${name}\\s*[*_]*\\s*:`, 'im')],
    ['signature', new RegExp(`^\\s*[—–~-]\\s*${name}\\W*$`, 'im')],
    ['narration', new RegExp(`^\\s*[(*_[][^\\n]*(?<!\\p{L})${name}(?!\\p{L})[^\\n]*[)*_\\]]\\s*$`, 'mu')],
  ];
}

export function leaksIn(text: string, persona = PERSONA): string[] {
  // What a code block holds is sent as code, as a person pastes it (a config's `parse_mode: …`).
  const prose = text.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '');
  const found = [...LEAKS, ...personaLeaks(persona)]
    .filter(([, pattern]) => pattern.test(prose))
    .map(([what]) => what);
  return strayFence(text) ? ['code fence', ...found] : found;
}

/** Runs one answer through parsing and planning, as a turn does, and judges what would be sent. */
export function judge(
  entry: CorpusEntry,
): Verdict & { tasks: NewTask[]; silence?: string; withheld: Withheld[] } {
  const parsed = speechBoundary(parseReply(entry.answer), {
    persona: entry.persona ?? PERSONA,
    chatKind: entry.chat ?? 'direct',
    actions: entry.actions ?? 'direct',
    callout: entry.callout ?? false,
    others: entry.others ?? OTHERS,
    own: entry.own ?? OWN,
    participants: entry.participants ?? PARTICIPANTS,
    truncated: entry.truncated,
    stickers: STICKERS,
    ...(entry.instruction === undefined ? {} : splitGiven(entry.instruction)),
  });
  const plan = planSteps(parsed.steps, {
    chatKind: entry.chat ?? 'direct',
    targetId: TARGET,
    adminPartner: entry.fromAdmin ? '7' : undefined,
    knownIds: SHOWN_IDS,
  });
  const leaked: string[] = [];
  for (const task of plan.tasks) {
    if (task.type === 'send')
      leaked.push(...leaksIn(task.params.text, entry.persona).map((l) => `${l}: ${task.params.text}`));
    if (task.type === 'sticker' && (/[\s‹:]/.test(task.params.name) || !/^\w+$/.test(task.params.set)))
      leaked.push(`sticker reference: ${task.params.set} / ${task.params.name}`);
    if (task.type === 'react' && !TELEGRAM_REACTIONS.includes(task.params.emoji))
      leaked.push(`reaction: ${task.params.emoji}`);
  }
  const lost: string[] = [];
  const actual = plan.tasks.map(describe);
  const wanted = entry.expect.map(describe);
  if (JSON.stringify(actual) !== JSON.stringify(wanted))
    lost.push(`expected ${JSON.stringify(wanted)}, planned ${JSON.stringify(actual)}`);
  if (entry.silence !== undefined && !parsed.silence?.includes(entry.silence))
    lost.push(`expected silence (${entry.silence}), got ${parsed.silence ?? 'no silence'}`);
  // Silence means nothing said in the chat: a memory write beside it is no contradiction.
  const visible = entry.expect.some((e) => e.type === 'send' || e.type === 'sticker' || e.type === 'react');
  if (entry.silence === undefined && parsed.silence !== undefined && visible)
    lost.push(`unexpected silence: ${parsed.silence}`);
  // A meant message that the boundary held back: the strict side's failure, counted apart.
  const heldTexts = parsed.withheld.map((w) => w.text);
  const withheldWrongly = entry.expect.some(
    (e) =>
      e.type === 'send' &&
      !actual.some((a) => a.text === e.text) &&
      heldTexts.some((h) => h.includes(e.text)),
  );
  if (withheldWrongly) lost.push('a meant message was withheld');
  const reasons = new Set(parsed.withheld.map((w) => w.reason));
  for (const reason of entry.withheld ?? [])
    if (!reasons.has(reason))
      lost.push(`expected something withheld as ${reason}, got ${[...reasons].join(', ') || 'nothing'}`);
  const verdict: Verdict & { tasks: NewTask[]; silence?: string; withheld: Withheld[] } = {
    name: entry.name,
    lost,
    leaked,
    tasks: plan.tasks,
    withheld: parsed.withheld,
  };
  if (parsed.silence !== undefined) verdict.silence = parsed.silence;
  return verdict;
}

/** The planned task reduced to what the corpus states (think never reaches the plan). */
function describe(task: NewTask | Expected): Record<string, unknown> {
  switch (task.type) {
    case 'send':
    case 'sticker':
    case 'react':
    case 'wait': {
      const params = 'params' in task ? task.params : task;
      const { type: _type, ...rest } = { type: task.type, ...params };
      return { type: task.type, ...sorted(rest) };
    }
    default:
      return { type: task.type };
  }
}

function sorted(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key, value]) => value !== undefined && key !== 'requestedBy')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export interface CorpusResult {
  total: number;
  ok: number;
  lost: number;
  /** Of the lost, those where a meant message was held back by the boundary. */
  withheldWrongly: number;
  leaked: number;
  failures: Verdict[];
}

export function runCorpus(entries: readonly CorpusEntry[]): CorpusResult {
  const verdicts = entries.map(judge);
  const failures = verdicts
    .filter((v) => v.lost.length > 0 || v.leaked.length > 0)
    .map(({ name, lost, leaked }) => ({ name, lost, leaked }));
  return {
    total: entries.length,
    ok: verdicts.length - failures.length,
    lost: verdicts.filter((v) => v.lost.length > 0).length,
    withheldWrongly: verdicts.filter((v) => v.lost.includes('a meant message was withheld')).length,
    leaked: verdicts.filter((v) => v.leaked.length > 0).length,
    failures,
  };
}

/** The failed answers for people, as the benches print them: each name, then what was lost or leaked. */
export function failureLines(failures: readonly Verdict[]): string[] {
  return failures.flatMap((failure) => [
    `\n✗ ${failure.name}`,
    ...failure.lost.map((l) => `  lost: ${l}`),
    ...failure.leaked.map((l) => `  leaked: ${l}`),
  ]);
}
