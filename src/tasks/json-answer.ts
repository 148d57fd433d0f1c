import { normaliseType, taskOf } from './headings.js';
import { stringOf } from './kinds/define.js';
import { STEP_KINDS } from './kinds/registry.js';
import { MESSAGE_KEYS } from './meta-words.js';
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
  /** The item an answer was cut off in: never carried out. */
  cut?: true;
}

/** The keys a JSON task names its kind under. */
export const TYPE_KEYS: readonly string[] = ['type', 'task', 'action', 'kind'];
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
 * not JSON or not task-shaped (a message that happens to look like `[1, 2]` stays a message), and
 * for tool calls, which the speech boundary reads. A list cut off mid-way yields its complete
 * tasks, then the cut one (`cut`).
 */
export function readJsonTasks(text: string): JsonTask[] | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  const whole = /[\]}]$/.test(trimmed) ? parseLenient(trimmed) : undefined;
  const cut = whole === undefined ? cutBack(trimmed) : undefined;
  const value = whole ?? cut?.value;
  if (value === undefined || callsIn(value).length > 0) return undefined;
  const cutTask: JsonTask[] =
    cut !== undefined && cut.cut !== '' ? [{ type: undefined, name: '', body: cut.cut, cut: true }] : [];
  const answer = isRecord(value) && typeName(value) === undefined ? answerText(value) : undefined;
  if (answer !== undefined) return [{ type: 'send', name: 'send', body: answer }, ...cutTask];
  const list = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.tasks)
      ? value.tasks
      : isRecord(value) && Array.isArray(value.actions)
        ? value.actions
        : [value];
  const records = list.filter(isRecord);
  if (records.length === 0 || !records.some((r) => typeName(r) !== undefined))
    return cutTask.length > 0 && looksLikeJsonTasks(trimmed) ? cutTask : undefined;
  return [...records.map(toJsonTask), ...cutTask];
}

/**
 * JSON as models write it: also with trailing commas, or as a Python literal (`{'text': '…',
 * 'reply_to': None}`, a model printing its data as code). Undefined when it is not JSON.
 */
export function parseLenient(text: string): unknown {
  const python = fromPythonLiteral(text);
  const candidates = [text, text.replace(/,(\s*[\]}])/g, '$1'), ...(python === undefined ? [] : [python])];
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/**
 * A Python literal as JSON: its single-quoted strings double-quoted, `None`, `True` and `False`
 * outside strings as JSON's words. Undefined when the text has no single-quoted string.
 */
function fromPythonLiteral(text: string): string | undefined {
  if (!/^[\s[{]*'/.test(text)) return undefined;
  let out = '';
  let quote: string | undefined;
  let word = '';
  const words: Record<string, string> = { None: 'null', True: 'true', False: 'false' };
  const flush = () => {
    out += words[word] ?? word;
    word = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (quote === undefined) {
      if (/[A-Za-z_]/.test(ch)) {
        word += ch;
        continue;
      }
      flush();
      if (ch === "'" || ch === '"') {
        quote = ch;
        out += '"';
      } else out += ch;
      continue;
    }
    if (ch === '\\') {
      const next = text[i + 1] ?? '';
      out += next === "'" ? "'" : `\\${next}`;
      i++;
    } else if (ch === quote) {
      quote = undefined;
      out += '"';
    } else out += ch === '"' ? '\\"' : ch;
  }
  flush();
  return quote === undefined ? out : undefined;
}

/** JSON, or one JSON object a line (`{"type": "tool_use", …}` twice) as the list it is. */
export function readJsonValue(text: string): unknown {
  const whole = parseLenient(text);
  if (whole !== undefined) return whole;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const values = lines.map((line) => (/^\s*\{/.test(line) ? parseLenient(line.trim()) : undefined));
  return lines.length > 1 && values.every((v) => v !== undefined) ? values : undefined;
}

/**
 * JSON cut off mid-way (`[{"text": "A"}, {"text": "B`): the value up to the item the cut falls
 * in (of the outermost open list, as a list's items are what an answer lists; else the member of
 * the innermost open object), its brackets closed, and that cut item. Undefined when the text is
 * not a cut JSON value.
 */
export function cutBack(text: string): { value: unknown; cut: string } | undefined {
  // It opens as JSON does (`[{`, `["`, `{"`), not as a person's `[oops`.
  if (!/^(?:\[\s*["{[]|\{\s*")/.test(text)) return undefined;
  const open: { closer: string; start: number; comma?: number }[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') open.push({ closer: c === '{' ? '}' : ']', start: i + 1 });
    else if (c === '}' || c === ']') {
      if (open.pop()?.closer !== c || (open.length === 0 && text.slice(i + 1).trim() !== ''))
        return undefined;
    } else if (c === ',') {
      const inner = open.at(-1);
      if (inner) inner.comma = i;
    }
  }
  if (open.length === 0) return undefined;
  const listAt = open.findIndex((o) => o.closer === ']');
  const at = listAt >= 0 ? listAt : open.length - 1;
  const end = open[at]?.comma ?? open[at]?.start ?? 0;
  const closers = open
    .slice(0, at + 1)
    .map((o) => o.closer)
    .reverse()
    .join('');
  const value = parseLenient(text.slice(0, end) + closers);
  return value === undefined ? undefined : { value, cut: text.slice(end).replace(/^,/, '').trim() };
}

/** A tool call, by its structure: a name, and arguments (an object, or JSON text of one). */
export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}
const ARGUMENT_KEYS = ['arguments', 'args', 'input', 'parameters'];

/**
 * The tool calls a JSON value carries, at any depth: OpenAI's `tool_calls` and `function_call`,
 * Anthropic's `tool_use` (also in a `content` list), Gemini's `functionCall`, a bare call.
 */
export function callsIn(value: unknown): ToolCall[] {
  if (typeof value === 'string')
    return /^\s*[[{]/.test(value) ? callsIn(parseLenient(value.trim()) ?? null) : [];
  if (Array.isArray(value)) return value.flatMap(callsIn);
  if (!isRecord(value)) return [];
  const key = ARGUMENT_KEYS.find((k) => k in value);
  const raw = key === undefined ? undefined : value[key];
  const args = typeof raw === 'string' ? parseLenient(raw.trim()) : raw;
  if (typeof value.name === 'string' && isRecord(args)) return [{ name: value.name, args }];
  return Object.values(value).flatMap(callsIn);
}

/** `{"response": "…"}`: an object whose only text is the message. */
function answerText(record: Record<string, unknown>): string | undefined {
  const keys = Object.keys(record);
  const key = ['reply', 'response', 'message', 'text', 'answer'].find((k) => typeof record[k] === 'string');
  return key !== undefined && keys.length === 1 ? (record[key] as string) : undefined;
}

/** Text that was meant as a JSON task list, readable or not. */
export function looksLikeJsonTasks(text: string): boolean {
  const value = readJsonValue(text.trim()) ?? cutBack(text.trim())?.value ?? null;
  return (
    /^\s*[[{][\s\S]*"(?:type|task|action)"\s*:/.test(text) &&
    callsIn(value).length === 0 &&
    responseEnvelope(value) === undefined
  );
}

/**
 * What a vendor's response copied whole holds (`{"output": [...]}`, `{"choices": [...]}`,
 * `{"candidates": [...]}`), which the speech boundary reads as any data body.
 */
export function responseEnvelope(value: unknown): unknown[] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const inner = Object.entries(value).find(
    ([key, held]) => /^(?:output|choices|candidates)$/.test(key) && Array.isArray(held),
  )?.[1];
  return Array.isArray(inner) ? inner : undefined;
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

/**
 * A model's own call tokens as the JSON calls they stand for, when the answer is only calls:
 * DeepSeek's (`<｜tool▁call▁begin｜>function<｜tool▁sep｜>send_message` over fenced arguments),
 * Kimi's (`<|tool_call_begin|>functions.send_message:0<|tool_call_argument_begin|>{…}`) and
 * GLM's (`<tool_call>send_message` with `<arg_key>text</arg_key><arg_value>…</arg_value>`);
 * other text as it is.
 */
export function callTokensAsJson(text: string): string {
  const calls = [
    ...[...text.matchAll(DEEPSEEK_CALL)].map((c) => ({
      at: c.index,
      name: c[1],
      args: c[2]?.trim() || '{}',
    })),
    ...[...text.matchAll(KIMI_CALL)].map((c) => ({ at: c.index, name: c[1], args: c[2]?.trim() || '{}' })),
    ...[...text.matchAll(GLM_CALL)].map((c) => ({ at: c.index, name: c[1], args: glmArguments(c[2] ?? '') })),
  ].sort((x, y) => x.at - y.at);
  const rest = [DEEPSEEK_CALL, KIMI_CALL, GLM_CALL, CALL_TOKEN].reduce(
    (t, pattern) => t.replace(pattern, ''),
    text,
  );
  if (calls.length === 0 || rest.trim() !== '') return text;
  return `[${calls.map((c) => `{"name": ${JSON.stringify(c.name)}, "arguments": ${c.args}}`).join(', ')}]`;
}

const DEEPSEEK_CALL =
  /<｜tool▁call▁begin｜>\w*<｜tool▁sep｜>([\w.-]+)\s*(?:(?:`{3,}|~{3,})\w*\s*)?([\s\S]*?)\s*(?:(?:`{3,}|~{3,})\s*)?<｜tool▁call▁end｜>/g;
const KIMI_CALL =
  /<\|tool_call_begin\|>\s*(?:functions\.)?([\w.-]+?)(?::\d+)?\s*<\|tool_call_argument_begin\|>([\s\S]*?)<\|tool_call_end\|>/g;
const GLM_CALL = /<tool_call>\s*([\w.-]+)\s*((?:<arg_key>[\s\S]*?<\/arg_value>\s*)*)<\/tool_call>/g;
const CALL_TOKEN = /<｜tool▁calls?▁(?:begin|end)｜>|<\|tool_calls_section_(?:begin|end)\|>/g;

/** GLM's argument tags as a JSON object of strings. */
function glmArguments(tags: string): string {
  const args: Record<string, string> = {};
  for (const m of tags.matchAll(/<arg_key>([\s\S]*?)<\/arg_key>\s*<arg_value>([\s\S]*?)<\/arg_value>/g))
    args[(m[1] ?? '').trim()] = (m[2] ?? '').trim();
  return JSON.stringify(args);
}

/*
 * Task-shaped JSON inside a message's place: what names a message, and what names another task.
 */

/**
 * A mapping, or a list of them, naming no message, each with a type key's value that is an
 * identifier and does not send (`{"type": "wait", "delay": 30}`, `"action": "confirm_set"`): a
 * task of another kind or the writer's own action, which carries nothing for the chat.
 */
export function actionShaped(value: unknown): boolean {
  const maps = Array.isArray(value) ? value : [value];
  return (
    maps.length > 0 &&
    maps.every(
      (map) =>
        isRecord(map) &&
        !namesMessage(map) &&
        callsIn(map).length === 0 &&
        Object.entries(map).some(
          ([key, kind]) =>
            TYPE_KEYS.includes(key) &&
            typeof kind === 'string' &&
            /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/i.test(kind) &&
            !SENDING.test(kind) &&
            kind !== 'text' &&
            taskOf(normaliseType(kind)) !== 'send',
        ),
    )
  );
}

/** Words in a function's or action's name that make it a call to send: `send_message`, `reply`, `post`. */
export const SENDING = /send|reply|respond|message|msg|say|post|answer|speak/i;

/** A mapping with a message key. */
export function namesMessage(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).some(isMessageKey)
  );
}

/** A key naming a message or a list of them, in a persona's language (`messages`, `nachrichten`). */
export function isMessageKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[\s-]+/g, '_');
  if (MESSAGE_KEYS.has(k)) return true;
  for (const word of MESSAGE_KEYS)
    if (word.length >= 4 && word !== 'send' && k.length - word.length <= 2 && k.length > word.length)
      if (k.startsWith(word.slice(0, -1))) return true;
  return false;
}
