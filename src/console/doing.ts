import type { ConnectionOverview } from '../store/connection-memory.js';
import type { JournalEntry } from '../store/journal.js';
import type { Task } from '../tasks/types.js';
import type { ScheduleResult } from '../terminal/schedule.js';
import type { StateReason } from './backend.js';
import { relative, taskWords, timeIn, whenWords } from './words.js';

/**
 * What a persona is doing and why, in words: its state with the reason, the current activity,
 * the next thing to happen, its paused chats and how its last turn ended. Pure: the server
 * reads the facts, this says them.
 */
export interface Doing {
  /** The state's reason in one line ("since 16:02 Berlin, 3 attempts: …"); absent when running. */
  reason?: string;
  /** "at the shop until 19:00"; absent without a schedule. */
  activity?: string;
  /** The soonest pending task or planned event, in words, with the chat it happens in. */
  next?: { text: string; chatId?: string };
  /** How the newest turn ended, in which chat. */
  lastTurn?: { chatId: string; text: string; failed: boolean; at: string };
  /** What waits for Telegram to be reachable, and the chats the persona marked unread itself. */
  outage?: string;
}

export interface DoingFacts {
  state: string;
  reason?: StateReason;
  wakeAt?: number;
  now: number;
  timeZone: string;
  schedule: ScheduleResult;
  /** The persona's open tasks of every chat. */
  open: readonly Task[];
  /** A chat's title by id (untrusted). */
  title: (chatId: string) => string;
  lastTurn?: JournalEntry;
  /** The stored outage state: steps held for the connection, own unread marks. */
  connection?: ConnectionOverview;
}

export function doing(f: DoingFacts): Doing {
  const out: Doing = {};
  const reason = reasonWords(f);
  if (reason !== undefined) out.reason = reason;
  const activity = activityWords(f.schedule);
  if (activity !== undefined) out.activity = activity;
  const next = nextWords(f);
  if (next !== undefined) out.next = next;
  const outage = outageWords(f);
  if (outage !== undefined) out.outage = outage;
  if (f.lastTurn) {
    const { turn } = f.lastTurn;
    out.lastTurn = {
      chatId: turn.chatId,
      text: `${f.title(turn.chatId)}: ${turnOutcome(f.lastTurn)}`,
      failed: turn.error !== undefined,
      at: `${timeIn(turn.at, f.timeZone, f.now)} (${relative(turn.at, f.now)})`,
    };
  }
  return out;
}

function reasonWords(f: DoingFacts): string | undefined {
  const at = (ms: number) => timeIn(ms, f.timeZone, f.now);
  switch (f.state) {
    case 'reconnecting': {
      const t = f.reason?.trouble;
      if (!t) return 'connecting to Telegram';
      const tries = t.attempts > 0 ? `, ${t.attempts} failed attempt${t.attempts === 1 ? '' : 's'}` : '';
      const next = t.nextTryAt > f.now ? `; next try ${relative(t.nextTryAt, f.now)}` : '';
      return `since ${at(t.since)} (${relative(t.since, f.now)})${tries}: ${t.lastError}${next}`;
    }
    case 'asleep':
      return f.wakeAt === undefined
        ? 'asleep by its schedule'
        : `asleep until ${at(f.wakeAt)}: new messages wait`;
    case 'sending-paused': {
      const until = f.reason?.pausedUntil;
      return `Telegram limited the account: messages to people who are not contacts are held${
        until === undefined ? '' : ` until ${at(until)}`
      }`;
    }
    case 'stopped':
      return 'stopped: it takes no messages until run starts again';
    default:
      return undefined;
  }
}

/** `1 step held until Telegram is connected, since 16:02 Berlin (25 min ago); …`, as stored. */
function outageWords(f: DoingFacts): string | undefined {
  const c = f.connection;
  if (!c) return undefined;
  const parts: string[] = [];
  if (c.held > 0) {
    const since =
      c.heldSince === undefined
        ? ''
        : `, since ${timeIn(c.heldSince, f.timeZone, f.now)} (${relative(c.heldSince, f.now)})`;
    parts.push(`${c.held} step${c.held === 1 ? '' : 's'} held until Telegram is connected${since}`);
  }
  const titles = (ids: readonly string[]) => ids.map(f.title).join(', ');
  if (c.toMark.length > 0)
    parts.push(`given up, marked unread once the connection is back: ${titles(c.toMark)}`);
  if (c.marked.length > 0) parts.push(`marked unread by the persona, starting no turn: ${titles(c.marked)}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function activityWords(s: ScheduleResult): string | undefined {
  if (s.state === 'no-schedule') return undefined;
  const current = s.activities.find((a) => a.current);
  if (current) return `${current.asleep ? 'asleep' : current.name} until ${current.end}`;
  return s.next ? `free time until ${s.next.name} at ${s.next.start}` : 'free time';
}

/** The soonest of: a pending task with a due time, a task running now, a planned event. */
function nextWords(f: DoingFacts): Doing['next'] {
  const context = { now: f.now, timeZone: f.timeZone };
  const candidates: { at: number; text: string; chatId?: string }[] = [];
  for (const task of f.open) {
    const words = taskWords(task, context);
    if (words === undefined) continue;
    const at = task.status === 'active' ? f.now : task.notBefore;
    if (at !== undefined)
      candidates.push({ at, text: `${f.title(task.chatId)}: ${words}`, chatId: task.chatId });
  }
  for (const e of f.schedule.events) {
    const at = Date.parse(e.next);
    candidates.push({
      at,
      text: `${e.title ?? e.chat}: plan ${e.id} (${e.what}), ${whenWords(at, f.timeZone, f.now)}`,
      chatId: e.chat,
    });
  }
  candidates.sort((a, b) => a.at - b.at);
  const first = candidates[0];
  if (!first) return undefined;
  return first.chatId === undefined ? { text: first.text } : { text: first.text, chatId: first.chatId };
}

/** How a turn ended: answered (how many messages), silent and why, failed and why, what was withheld. */
export function turnOutcome(entry: JournalEntry): string {
  const { turn, actions } = entry;
  if (turn.error !== undefined) return `failed: ${turn.error}`;
  const withheld = turn.withheld?.length ?? 0;
  const held = withheld > 0 ? `; ${withheld} part${withheld === 1 ? '' : 's'} withheld` : '';
  if (turn.reply?.kind === 'silent') return `silent: ${turn.reply.reason}${held}`;
  if (turn.reply === undefined) return 'no answer';
  const messages = actions?.filter((a) => a.type === 'send' || a.type === 'sticker') ?? [];
  if (actions === undefined) return `answered; delivery under way${held}`;
  const delivered = messages.filter((a) => a.delivered).length;
  const failed = actions.filter((a) => a.status === 'failed');
  if (messages.length === 0) return `answered without a message${held}`;
  const sent = `answered: ${delivered} of ${messages.length} message${messages.length === 1 ? '' : 's'} delivered`;
  return `${sent}${failed.length > 0 ? `; failed: ${failed[0]?.lastError ?? failed[0]?.type}` : ''}${held}`;
}
