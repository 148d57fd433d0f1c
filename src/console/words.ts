import { formatMessageTime, zoneName } from '../conversation/time.js';
import type { JournalAction } from '../tasks/journal.js';
import { describeStep, isStepType, type PlanStep, type Task, type TaskType } from '../tasks/types.js';

/**
 * The console's words for times and tasks, the same the CLI prints: every time in the persona's
 * zone with the zone's name beside it, and tasks through the step kinds' own descriptions.
 */

/** `10:04:57 Berlin` today, `2026-11-28 10:04 Berlin` on another day (days as the persona counts them). */
export function timeIn(ms: number, timeZone: string, now: number): string {
  const local = formatMessageTime(ms, timeZone);
  const today = formatMessageTime(now, timeZone).slice(0, 10);
  const seconds = String(new Date(ms).getUTCSeconds()).padStart(2, '0');
  const text = local.slice(0, 10) === today ? `${local.slice(11)}:${seconds}` : local;
  return `${text} ${zoneName(timeZone)}`;
}

/** `45 s`, `1 min 32 s`, `2 h 5 min`, `3 d 4 h`: a span as people read it. */
export function spanWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  const min = Math.floor(s / 60);
  if (min < 24 * 60) return min % 60 ? `${Math.floor(min / 60)} h ${min % 60} min` : `${min / 60} h`;
  const h = Math.floor(min / 60);
  return h % 24 ? `${Math.floor(h / 24)} d ${h % 24} h` : `${h / 24} d`;
}

/** `in 1 min 32 s` or `3 min ago`. */
export function relative(ms: number, now: number): string {
  return ms >= now ? `in ${spanWords(ms - now)}` : `${spanWords(now - ms)} ago`;
}

/** `10:04:57 Berlin, in 1 min 32 s`. */
export function whenWords(ms: number, timeZone: string, now: number): string {
  return `${timeIn(ms, timeZone, now)}, ${relative(ms, now)}`;
}

/** What the words of a task need beyond the task: the clock, the zone, who wrote a message. */
export interface TaskWordsContext {
  now: number;
  timeZone: string;
  /** The sender of a stored message of the chat, by id (a turn says whose message it reads). */
  senderOf?: (messageId: number) => string | undefined;
}

/** A step as the model planned it, in words; a type no step kind knows is shown by its name. */
export function stepWords(type: string, params: Record<string, unknown>): string {
  // A stored task's parameters are its kind's own: the step kind describes them.
  return isStepType(type) ? describeStep({ type, params } as PlanStep) : type;
}

/**
 * A pending or running task in words, with when it happens: `wait 120 s, due 10:04:57 Berlin,
 * in 1 min 32 s`; `reads Alice's message #98, in 20 s`. The closing `report` of a turn is the
 * engine's own bookkeeping: undefined, not shown.
 */
export function taskWords(task: Task, c: TaskWordsContext): string | undefined {
  const what =
    task.type === 'received'
      ? turnWords(task, c)
      : task.type === 'report'
        ? undefined
        : stepWords(task.type, task.params);
  if (what === undefined) return undefined;
  if (task.status === 'active') return `${what}, now`;
  if (task.notBefore !== undefined) return `${what}, due ${whenWords(task.notBefore, c.timeZone, c.now)}`;
  return task.dependsOn.length > 0 ? `${what}, after the step before it` : what;
}

function turnWords(task: Task<'received'>, c: TaskWordsContext): string {
  const { targetId, trigger } = task.params;
  switch (trigger?.kind) {
    case 'operator':
      return 'a turn the operator asked for';
    case 'event':
      return `a turn for its plan${trigger.id ? ` ${trigger.id}` : ''}: ${trigger.what}`;
    case 'reaction':
      return `a turn for the reaction ${trigger.emoji} to #${trigger.messageId}`;
    case 'marked-unread':
      return 'a turn: the chat was marked unread';
    default: {
      if (targetId === undefined) return 'reads the newest messages';
      const who = c.senderOf?.(targetId);
      return who ? `reads ${who}'s message #${targetId}` : `reads message #${targetId}`;
    }
  }
}

/** Whether the operator may see a task at all (the engine's closing reports are not theirs). */
export function shownTask(task: { type: TaskType | string }): boolean {
  return task.type !== 'report';
}

/** A settled action in words: `send, reply to #100: …` with what became of it. */
export function actionWords(a: JournalAction): string {
  return stepWords(a.type, a.params);
}
