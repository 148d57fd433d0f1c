import type { LoreFiring } from '../llm/lorebook.js';
import type { ModelRequest } from '../llm/types.js';
import type { ItemState } from '../media/library.js';
import type { PersonEntry, PersonFact } from '../store/memory.js';
import type { Withheld } from '../tasks/speech.js';
import type { NewTask, PlanStep, TurnTrigger } from '../tasks/types.js';
import type { HeldBack } from '../telegram/read-only.js';
import type { SimAction } from '../telegram/simulator.js';

/** What `replay --json` prints; docs/fixtures.md documents every key for outside checks. */
export interface ReplayResult {
  persona: string;
  /** The config that applied (`--config`, else the fixture's `config:`, else ./config.yaml), relative to the working directory. */
  config_file: string;
  /** `topic`: the forum topic the turn happened in. */
  chat: { id: number | string; type: string; topic?: number };
  target: number | null;
  request: ModelRequest | null;
  /** The wire format the model was reached by: gemini or openai-compatible. */
  provider: string;
  /** The model's answer as received ("" when it stayed silent). */
  reply: string;
  /** The parsed plan; a step planning changed carries `bounded`. */
  tasks: ReplayStep[];
  /** What reached the simulated Telegram, in order. */
  actions: ReplayAction[];
  /** Why parts of the answer were dropped or not carried out. */
  issues: string[];
  /** What of the answers did not reach the chat, and why (every turn's, in order). */
  withheld: Withheld[];
  /** Replay clock at the end (ISO time): waits and typing advance it; `until` when the fixture sets it. */
  finishedAt: string;
  /** Every turn, in order: the first is the one `request`, `reply` and `tasks` describe. */
  turns: ReplayTurn[];
  /** What the persona remembers after the turn (and any summary it started), as a fixture's `memory:`. */
  memory: MemoryJson;
  /** The persona's plans after the run, in all its chats, soonest first, as a fixture's `events:`. */
  events: EventJson[];
  /** Work that failed, as "type: reason" (only when some did): `replay` then exits 2. */
  failed?: string[];
  /** The fixture's `expect:` checked, one entry per check (only when it has one); a failed one exits 2. */
  expectations?: ExpectationResult[];
  /** The first turn's lorebook entries and why each fired (only for a persona with a lorebook). */
  lorebook?: LoreFiring[];
}

/** One fixture of a `replay` of several: its result and why it counts as failed, or why it could not run. */
export type ReplayRow =
  | { fixture: string; result: ReplayResult; problem: string | undefined }
  | { fixture: string; error: string; code: number };

/** One expectation checked: where (`turn` 1-based, null for the whole replay), which, and what was found. */
export interface ExpectationResult {
  turn: number | null;
  check: string;
  ok: boolean;
  /** What the replay did, said as the check reads it. */
  found: string;
}

/**
 * One plan of the persona, in the shape of a fixture's `events:` entry: `at` is its next
 * occurrence as local time in its zone, `times` what is left from it (absent: once, or until
 * cancelled with `every`).
 */
export interface EventJson {
  id: string;
  /** The chat it belongs to (in a fixture: absent for the fixture's chat). */
  chat?: number | string;
  at: string;
  every?: string;
  times?: number;
  what: string;
}

/** A persona's memory of one chat, in the shape of a fixture's `memory:` section. */
export interface MemoryJson {
  /** `pinned`: present (true) only on an entry never dropped at the cap, here and below. */
  notes: { id: string; text: string; pinned?: true }[];
  /** `chat`: where the memory was written; null when the operator added it. */
  memories: { id: string; text: string; chat: number | string | null; shared: boolean; pinned?: true }[];
  /** `text`: the facts joined; each fact's `chat` is where it was learned (null: the operator's). */
  people: {
    user: number | string;
    text: string;
    facts: { chat: number | string | null; text: string; shared: boolean; pinned?: true }[];
  }[];
  summaries: { first_id: number; last_id: number; text: string }[];
}

/** One turn of a replay. */
export interface ReplayTurn {
  /** What started it: `{ kind: "message" }` for a new message, or the turn's own trigger. */
  trigger: ReplayTrigger;
  /** The message it answered; `null` when it found none. */
  target: number | null;
  request: ModelRequest | null;
  reply: string;
  tasks: ReplayStep[];
  /** What reached the simulated Telegram from the start of this turn to the start of the next. */
  actions: ReplayAction[];
  issues: string[];
  /** What of this turn's answer did not reach the chat, and why. */
  withheld: Withheld[];
  /** The lorebook entries this turn's request carried, and why (only for a persona with a lorebook). */
  lorebook?: LoreFiring[];
}

/**
 * A parsed step: `params` as the model wrote them and, when a bound or an unknown id changed
 * them, `bounded` with the values carried out instead and why.
 */
export type ReplayStep = PlanStep & { bounded?: { params: NewTask['params']; reason: string } };

/** An action on the simulated Telegram as JSON: its chat id as a number when it is one. */
export type ReplayAction = SimAction extends infer A
  ? A extends SimAction
    ? Omit<A, 'chatId'> & { chatId: number | string }
    : never
  : never;

/** A turn's trigger as JSON: its kind, and what the kind carries. */
export type ReplayTrigger = TurnTrigger;

/** What `prompt --json` prints: the exact request for a fixture, and its size. */
export interface PromptResult {
  persona: string;
  /** The config that applied, as for `replay`. */
  config_file: string;
  /** `title` for a live chat: the group's title or the partner's name (untrusted text). */
  chat: { id: number | string; type: string; title?: string; topic?: number };
  target: number;
  /** Exactly what the Gemini SDK is handed: `{ model, systemInstruction, generationConfig, contents }`. */
  request: ModelRequest;
  /** Characters of the system instruction, of all content parts, and both together. */
  characters: { systemInstruction: number; contents: number; total: number };
  /** The lorebook entries the request carries, and why (only for a persona with a lorebook). */
  lorebook?: LoreFiring[];
  /** A live chat (`prompt <chat>`): what the read-only turn held back, and its media. */
  live?: {
    /** Writes the turn asked for and Telegram never saw (e.g. the read receipt, typing). */
    heldBack: HeldBack['action'][];
    /** What became of the window's media items; `described` ones are not saved. */
    media: Partial<Record<ItemState, number>>;
    /** Whether new media could be described (GEMINI_API_KEY set). */
    gemini: boolean;
  };
}

/** Ids are numbers in JSON when they fit exactly, as in the fixture; 64-bit ones stay strings. */
export function jsonId(id: string): number | string {
  const n = Number(id);
  return Number.isSafeInteger(n) && String(n) === id ? n : id;
}

/**
 * When an entry was last written, and last used (shown to a turn, or written: what goes first at
 * the cap), as ISO times; `memory list` only, a fixture's `memory:` has no times.
 */
export interface EntryTimes {
  written_at: string;
  used_at: string;
  /** When the cap archived it (no longer shown to turns, still found by recall); absent: shown. */
  archived_at?: string;
}

/**
 * What `memory list --json` prints: the fixture's `memory:` shape with each entry's times, and
 * where notes and summaries are kept.
 */
export interface MemoryListing extends MemoryJson {
  persona: string;
  /** The persona's zone (IANA): the human listing shows times in it. */
  timezone: string;
  notes: (MemoryJson['notes'][number] & EntryTimes)[];
  memories: (MemoryJson['memories'][number] & EntryTimes)[];
  people: (Omit<MemoryJson['people'][number], 'facts'> & {
    facts: (MemoryJson['people'][number]['facts'][number] & EntryTimes)[];
  })[];
  summaries: (MemoryJson['summaries'][number] & Pick<EntryTimes, 'written_at'>)[];
  /** The chat asked about (`--chat`), or null. */
  chat: number | string | null;
  /** Chats that have notes or summaries. */
  chats: (number | string)[];
}

/** `pinned: true` on a pinned entry; nothing on the others, so most outputs stay as they were. */
export function pinnedField(e: { pinned?: boolean }): { pinned?: true } {
  return e.pinned ? { pinned: true } : {};
}

/** A person as `--json` shows them: their facts, and the texts joined. */
export function personJson(p: PersonEntry): MemoryJson['people'][number] {
  return {
    user: jsonId(p.user),
    text: p.text,
    facts: p.facts.map(factJson),
  };
}

/** One fact about a person as `--json` shows it: where it was learned (null: the operator's). */
export function factJson(f: PersonFact): MemoryJson['people'][number]['facts'][number] {
  return {
    chat: f.chat === undefined ? null : jsonId(f.chat),
    text: f.text,
    shared: f.shared,
    ...pinnedField(f),
  };
}

/** An entry's times as `memory list --json` shows them. */
export function entryTimes(e: { updatedAt: number; usedAt: number; archivedAt?: number }): EntryTimes {
  return {
    written_at: new Date(e.updatedAt).toISOString(),
    used_at: new Date(e.usedAt).toISOString(),
    ...(e.archivedAt === undefined ? {} : { archived_at: new Date(e.archivedAt).toISOString() }),
  };
}

/** What `compare --json` prints: two versions of a persona over the same fixtures. */
export interface CompareResult {
  /**
   * `recorded`: both sides get the fixture's recorded answers, so only config effects show.
   * `live`: each side's model answers every recorded turn's request `samples` times.
   */
  mode: 'recorded' | 'live';
  /** In live mode: answers asked per turn, and where they are cached. */
  live?: { samples: number; cache: string; judge?: { rubric: string; seed: number } };
  /** How each side was given: a config file (null: each fixture's own) and a persona (null: the fixture's). */
  a: CompareSideSpec;
  b: CompareSideSpec;
  fixtures: CompareRow[];
  total: CompareTotal;
}

export interface CompareSideSpec {
  config: string | null;
  persona: string | null;
}

/** One fixture compared, or why one side could not run it (its A5 exit code). */
export type CompareRow = CompareFixture | { fixture: string; side: 'a' | 'b'; error: string; code: number };

export interface CompareFixture {
  fixture: string;
  a: CompareSideResult;
  b: CompareSideResult;
  /** Every section of the requests, characters summed over the turns; lines only one side sends. */
  request: SectionDiff[];
  behaviour: BehaviourDiff;
  /** Checks B fails that A meets (and turns that failed on B only): each makes `compare` exit 2. */
  regressions: string[];
  /** `--judge`: a model's pairwise verdicts on the two sides' answers (never a regression by itself). */
  judge?: JudgeResult;
}

/** A judge's verdicts on one fixture: who won each pair, why, and what judging cost. */
export interface JudgeResult {
  model: string;
  /** Decides which answer each pair shows first: the same seed gives the same order. */
  seed: number;
  wins: { a: number; b: number; tie: number };
  verdicts: JudgeVerdict[];
  /** Pairs the judge could not decide: no answer, or one that could not be read. */
  failed: string[];
  /** What judging cost (usage purpose `judge`); cost null when the model has no price. */
  usage: { input_tokens: number; output_tokens: number; thinking_tokens: number; cost: number | null };
}

export interface JudgeVerdict {
  turn: number;
  sample: number;
  /** The answer shown as Answer 1. */
  shown_first: 'a' | 'b';
  winner: 'a' | 'b' | 'tie';
  /** Each criterion of the rubric, scored for both sides. */
  scores: Record<string, { a: number; b: number }>;
  /** The judge's reasoning, kept as it wrote it. */
  reasoning: string;
  cached: boolean;
}

/** One side of a fixture: what applied, what the requests cost, how `expect:` went. */
export interface CompareSideResult {
  config_file: string;
  persona: string;
  /** The model of its first request, and its generation settings as `replay` describes them. */
  model: string | null;
  generation: string | null;
  usage: RequestUsage;
  /** The fixture's `expect:` checked on this side (absent: it has none); in live mode on the answers. */
  expectations?: ExpectationResult[];
  failed?: string[];
  /** In live mode: what the side's answers cost. */
  live?: LiveUsage;
}

/** The answers of one side in live mode: how many, tokens as the model counted them, latency, cost. */
export interface LiveUsage {
  answers: number;
  /** Served from the cache (free, and not timed again). */
  cached: number;
  failed: number;
  input_tokens: number;
  cached_tokens: number;
  output_tokens: number;
  thinking_tokens: number;
  /** Median of the answers asked this run; null when all came from the cache. */
  latency_ms_median: number | null;
  /** Dollars at the config's prices; null when a model has no price. */
  cost: number | null;
}

/** The requests of one replay, estimated: tokens ≈ characters ÷ 4. */
export interface RequestUsage {
  requests: number;
  characters: number;
  tokens: number;
  /** Prompt tokens a provider's prefix cache can serve: what repeats from the chat's previous request. */
  cached_tokens: number;
  /** Cached prompt characters ÷ prompt characters (0 to 1). */
  cached_share: number;
  /** Tokens of the answers (the recorded ones in recorded mode). */
  output_tokens: number;
  /** Dollars at the config's prices; null when a model has no price. */
  cost: number | null;
}

/** A section of the requests (matched by zone and name) on both sides. */
export interface SectionDiff {
  zone: 'system' | 'standing' | 'history' | 'turn';
  name: string;
  /** Characters over all turns; null when the side has no such section. */
  a: number | null;
  b: number | null;
  /** Lines only A's requests have, and only B's (empty when the section is the same). */
  removed: string[];
  added: string[];
}

/** What reached the chat and what the persona kept, by kind: entries only one side has. */
export interface BehaviourDiff {
  turns: { a: number; b: number };
  kinds: BehaviourKindDiff[];
  /** Entries only one side has, all kinds together. */
  changed: number;
}

export interface BehaviourKindDiff {
  kind: BehaviourKind;
  a: number;
  b: number;
  only_a: string[];
  only_b: string[];
}

export type BehaviourKind =
  | 'send'
  | 'sticker'
  | 'react'
  | 'silence'
  | 'withheld'
  | 'memory'
  | 'plan'
  | 'failed';

export interface CompareTotal {
  fixtures: number;
  /** Fixtures one side could not run. */
  errors: number;
  characters: { a: number; b: number };
  tokens: { a: number; b: number };
  /** Null when some request had no price. */
  cost: { a: number | null; b: number | null };
  actions_changed: number;
  /** `--judge`: pairs won by each side, and ties, over every fixture. */
  judge?: { a: number; b: number; tie: number };
  /** Expectations met of those checked, per side. */
  expectations: { a: { ok: number; of: number }; b: { ok: number; of: number } };
  regressions: number;
}
