import { normaliseType, taskOf } from './headings.js';
import { stringOf } from './kinds/define.js';
import { STEP_KINDS } from './kinds/registry.js';
import type { StepType } from './types.js';

/** One task of a JSON answer, reduced to the fields the block parser reads. */
export interface JsonTask {
  /** Undefined for a task whose type we do not know (`name` says what it was). */
  type: StepType | undefined;
  name: string;
  /** The reply id (send, sticker) or the message reacted to (react). */
  id?: number;
  /** The entry a memory task names: a note's or memory's id, a person's user id. */
  key?: string;
  /** The body, as a block would carry it: text, emoji, `set :: name`, a delay, a reason. */
  body: string;
}

const TYPE_KEYS = ['type', 'task', 'action', 'kind'];
const ID_KEYS = [
  'reply_to',
  'replyTo',
  'reply_to_message_id',
  'replyToMessageId',
  'reply_to_id',
  'in_reply_to',
  'message_id',
  'messageId',
  'target',
  'target_id',
];

/** Where a memory task names its entry. */
const KEY_KEYS = ['id', 'user', 'user_id', 'userId', 'note_id', 'memory_id', 'event_id'];

/**
 * The tasks of an answer written as JSON: an array of `{"type": "send", "text": "hi",
 * "reply_to": 12}` objects, `{"tasks": [...]}`, or one such object. Undefined when the text is
 * not JSON or not task-shaped (a message that happens to look like `[1, 2]` stays a message).
 */
export function readJsonTasks(text: string): JsonTask[] | undefined {
  const trimmed = text.trim();
  if (!/^[[{][\s\S]*[\]}]$/.test(trimmed)) return undefined;
  const value = parseLenient(trimmed);
  if (value === undefined) return undefined;
  const answer = isRecord(value) && typeName(value) === undefined ? answerText(value) : undefined;
  if (answer !== undefined) return [{ type: 'send', name: 'send', body: answer }];
  const list = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.tasks)
      ? value.tasks
      : isRecord(value) && Array.isArray(value.actions)
        ? value.actions
        : [value];
  const records = list.filter(isRecord);
  if (records.length === 0 || !records.some((r) => typeName(r) !== undefined)) return undefined;
  return records.map(toJsonTask);
}

/** JSON as models write it: also with trailing commas. Undefined when it is not JSON. */
export function parseLenient(text: string): unknown {
  for (const candidate of [text, text.replace(/,(\s*[\]}])/g, '$1')]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/** `{"response": "…"}`: an object whose only text is the message. */
function answerText(record: Record<string, unknown>): string | undefined {
  const keys = Object.keys(record);
  const key = ['reply', 'response', 'message', 'text', 'answer'].find((k) => typeof record[k] === 'string');
  return key !== undefined && keys.length === 1 ? (record[key] as string) : undefined;
}

/** Text that was meant as a JSON task list, readable or not. */
export function looksLikeJsonTasks(text: string): boolean {
  return /^\s*[[{][\s\S]*"(?:type|task|action)"\s*:/.test(text);
}

function toJsonTask(record: Record<string, unknown>): JsonTask {
  const name = normaliseType(typeName(record) ?? '');
  const type = taskOf(name);
  const id = ID_KEYS.map((key) => toId(record[key])).find((v) => v !== undefined);
  const task: JsonTask = { type, name, body: type ? STEP_KINDS[type].json.body(record) : '' };
  if (type && STEP_KINDS[type].json.keyed) {
    task.key = KEY_KEYS.map((key) => stringOf(record[key])).find((v) => v !== undefined);
    return task;
  }
  if (id !== undefined) task.id = id;
  return task;
}

function typeName(record: Record<string, unknown>): string | undefined {
  return TYPE_KEYS.map((key) => record[key]).find((v): v is string => typeof v === 'string');
}

function toId(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/^#/, '')) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
