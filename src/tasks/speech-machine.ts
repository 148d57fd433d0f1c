import YAML from 'yaml';
import { normaliseType, taskOf } from './headings.js';
import {
  actionShaped,
  callsIn,
  cutBack,
  isMessageKey,
  namesMessage,
  parseLenient,
  readJsonValue,
  responseEnvelope,
  SENDING,
  TYPE_KEYS,
} from './json-answer.js';
import { NOTE_OR_TRANSLATION, REASONING_WORDS } from './meta-words.js';
import type { Hold } from './speech-context.js';

/*
 * A message body written as data rather than text: JSON (`{"nachricht": "…"}`, `["…", "…"]`) or
 * YAML (`- send: "…"`, `text: …`) read by one walk, a tool call as code (`send_message(chat_id=1,
 * text="…")`, Gemini's `tool_code`, a Python list of calls), a tool call as JSON (any vendor's
 * shape: a name and its arguments, also as a JSON string), as Llama's `<function=…>` or as XML
 * (`<invoke>` and its `<parameter>`s), inside the tags and tag lines models put around them. The
 * messages are the strings the data carries for the chat; the rest is held back as `wrapper`, the
 * item an answer was cut off in as `truncated`.
 */

/** A line or token around a tool call: a language tag, a tool tag, a fence. */
const ENVELOPE_LINE =
  /^\s*(?:`{3,}[\w-]*|~{3,}[\w-]*|tool_code|tool_calls?|function_calls?|python|json|<\/?[\w|-]*(?:tool|function)[\w|-]*(?:\s[^>]*)?>|<\|[\w-]+\|>|\[\/?TOOL_CALLS\])\s*$/i;
const ENVELOPE_TOKEN = /^\s*(?:<\|[\w-]+\|>|\[TOOL_CALLS\])\s*/i;
/** What marks text as a model's tool calls rather than code a person pastes. */
const TOOL_ENVELOPE =
  /^\s*(?:`{3,}|~{3,})?(?:tool_code|tool_calls?|function_calls?)\s*$|<\|python_tag\|>|\[TOOL_CALLS\]|<\/?[\w|-]*(?:tool|function)[\w|-]*(?:[\s=][^>]*)?>/im;

/**
 * The messages a body written as data carries, and the message its JSON says they answer
 * (`"reply_to": 4005`); undefined when it is text.
 */
export function unwrapData(text: string, hold: Hold, cut = false): UnwrappedData | undefined {
  // The calls before a cut one, or before a result the model made up for them (`<tool_response>`).
  const open = text.lastIndexOf('<tool_call>');
  const cutCall = cut && open > 0 && !text.slice(open).includes('</tool_call>') ? open : -1;
  const result = /\n[ \t]*<(?:tool_response|tool_result|function_results?)>/.exec(text)?.index ?? -1;
  const end = cutCall > 0 ? cutCall : result;
  if (end > 0) {
    const whole = unwrapData(text.slice(0, end), hold);
    if (whole) hold(text.slice(end).trim(), cutCall > 0 ? 'truncated' : 'outside-blocks');
    return whole;
  }
  // A ReAct trace (`Thought: …`, `Action: send_message`, `Action Input: {"text": …}`): the input is the data.
  const reAct = /^[ \t]*Action[ \t]*Input[ \t]*:[ \t]*([[{].*)$/im.exec(text);
  if (reAct?.[1] && /^[ \t]*Action[ \t]*:/im.test(text)) {
    const input = unwrapData(reAct[1], () => {}, cut);
    if (input) hold(text.trim(), 'wrapper');
    if (input) return input;
  }
  const lines = text.trim().split('\n');
  const inner = functionTags(
    lines
      .filter((line) => !ENVELOPE_LINE.test(line))
      .join('\n')
      .replace(ENVELOPE_TOKEN, '')
      .trim(),
  );
  // YAML's block scalars (`message: |`) may hold a fence of the message's own, indented: only
  // the envelope's own lines at the ends go.
  const body = (line: string) => !ENVELOPE_LINE.test(line) || /^\s/.test(line);
  const first = lines.findIndex(body);
  const last = lines.findLastIndex(body);
  const data =
    jsonData(inner) ??
    yamlData(lines.slice(first, last + 1).join('\n'), cut) ??
    fencedData(lines, hold) ??
    dataAfterProse(lines, hold);
  const texts = data?.texts ?? xmlCallMessages(inner) ?? callMessages(inner, TOOL_ENVELOPE.test(text));
  if (texts === undefined) return undefined;
  hold(data?.written ?? text.trim(), 'wrapper');
  if (data?.cut) hold(data.cut, 'truncated');
  const cleaned = texts.map((t) => t.trim()).filter((t) => t !== '');
  // A call's keyword argument (`reply_to=4003`) names the message it answers, as a JSON key does.
  const replyTo =
    data === undefined
      ? Number(/\b(?:reply_?to|in_reply_to|reply_to_message_id)\s*=\s*(\d+)/i.exec(inner)?.[1]) || undefined
      : replyOf(data.value);
  const reactions = data === undefined ? [] : reactionsIn(data.value);
  return {
    texts: cleaned,
    ...(replyTo === undefined ? {} : { replyTo }),
    ...(reactions.length === 0 ? {} : { reactions }),
  };
}

/** What a body written as data carries for the chat. */
export interface UnwrappedData {
  texts: string[];
  replyTo?: number;
  /** Reactions asked for by calls named for reacting, and whether they come before the messages. */
  reactions?: { emoji: string; messageId?: number; first: boolean }[];
}

/**
 * Calls named for reacting (`{"name": "react", "arguments": {"message_id": 4003, "emoji": "🙏"}}`):
 * a reaction is a task of the answer, as a `# «react»` block is, with an emoji and an id.
 */
function reactionsIn(value: unknown): NonNullable<UnwrappedData['reactions']> {
  const calls = callsIn(value);
  const firstMessage = calls.findIndex((c) => !/react/i.test(c.name));
  return calls.flatMap((call, i) => {
    const emoji = call.args.emoji ?? call.args.reaction;
    const id = Number(call.args.message_id ?? call.args.messageId ?? call.args.id);
    if (
      !/react/i.test(call.name) ||
      typeof emoji !== 'string' ||
      !/^\p{Extended_Pictographic}/u.test(emoji.trim())
    )
      return [];
    const first = firstMessage < 0 || i < firstMessage;
    return [
      Number.isInteger(id) && id > 0
        ? { emoji: emoji.trim(), messageId: id, first }
        : { emoji: emoji.trim(), first },
    ];
  });
}

/**
 * A call written as a name and its JSON arguments between a vendor's marks, as JSON calls; other
 * text as it is: Llama's `<function=send_message>{…}</function>`, Mistral's `send_message[ARGS]{…}`
 * (after its `[TOOL_CALLS]`), Qwen's `✿FUNCTION✿: send_message` over `✿ARGS✿: {…}`, and a call
 * in code with one JSON object (`functions.send_message({…})`).
 */
function functionTags(text: string): string {
  const forms: readonly [RegExp, RegExp][] = [
    [/(?=<function=)/, /^<function=([\w.-]+)>([\s\S]*?)(?:<\/function>)?\s*$/],
    [/(?=^(?:\[TOOL_CALLS\])?[\w.-]+\[ARGS\])/m, /^(?:\[TOOL_CALLS\])?([\w.-]+)\[ARGS\]\s*([\s\S]*?)\s*$/],
    [
      /(?=^✿FUNCTION✿)/m,
      /^✿FUNCTION✿\s*[:：]\s*([\w.-]+)\s*\n\s*✿ARGS✿\s*[:：]\s*([\s\S]*?)\s*(?:✿(?:RESULT|RETURN)✿[\s\S]*)?$/,
    ],
    [/(?=^(?:functions\.)?[\w-]+\(\s*\{)/m, /^(?:functions\.)?([\w-]+)\(\s*(\{[\s\S]*\})\s*\)\s*;?\s*$/],
  ];
  for (const [split, form] of forms) {
    const calls = text.split(split).map((part) => form.exec(part.trim()));
    if (calls.length === 0 || calls.some((c) => c === null)) continue;
    return `[${calls.map((c) => `{"name": ${JSON.stringify(c?.[1])}, "arguments": ${c?.[2]?.trim() || '{}'}}`).join(', ')}]`;
  }
  return text;
}

interface Data {
  texts: string[];
  value: unknown;
  cut?: string;
  /** The data as written, when prose stood around it. */
  written?: string;
}

/**
 * Prose around a fenced block of data that names messages or calls (`Here you go:` then
 * ```` ```json ```` and a tool call): the block is the body, the prose is the model's to its reader.
 */
function fencedData(lines: string[], hold: Hold): Data | undefined {
  const fence = (line: string) => /^\s*(?:`{3,}|~{3,})[\w-]*\s*$/.test(line);
  const open = lines.findIndex(fence);
  const close = lines.findIndex((line, i) => i > open && fence(line));
  if (open < 0 || close < 0) return undefined;
  const written = lines
    .slice(open + 1, close)
    .join('\n')
    .replace(ENVELOPE_TOKEN, '')
    .trim();
  const json = jsonData(functionTags(written));
  const calls = callMessages(
    written
      .split('\n')
      .filter((line) => !ENVELOPE_LINE.test(line))
      .join('\n'),
    TOOL_ENVELOPE.test(lines.join('\n')),
  );
  const data = json === undefined ? calls && { texts: calls, value: undefined } : json;
  if (data === undefined || (json !== undefined && !namesMessages(json.value))) return undefined;
  const prose = [...lines.slice(0, open), ...lines.slice(close + 1)].join('\n').trim();
  // Calls that carry no message under the message (`print(dispatch.assign(…))`), not introduced
  // by it (`Here's the call:`) nor talked of after: the prose is the message.
  const under =
    lines
      .slice(close + 1)
      .join('')
      .trim() === '' && !INTRODUCES.test(prose);
  if (data.texts.length === 0 && prose !== '' && under) return { texts: [prose], value: undefined, written };
  if (prose !== '') hold(prose, 'outside-blocks');
  return { ...data, written };
}

/** Prose that leads into what follows it (`Here's the call:`): what follows is shown, not the writer's own. */
const INTRODUCES = /[:：]\s*$/u;

/**
 * Prose, then data to its end without a fence (`I'll send a short confirmation.` then a
 * `tool_use` object): the data is the body, the prose the model's to its reader, as when fenced.
 */
function dataAfterProse(lines: string[], hold: Hold): Data | undefined {
  const at = lines.findIndex((line, i) => i > 0 && /^\s*[[{]/.test(line));
  if (at < 0) return undefined;
  const written = lines.slice(at).join('\n').trim();
  const json = jsonData(written);
  const prose = lines.slice(0, at).join('\n').trim();
  if (json !== undefined && namesMessages(json.value)) {
    hold(prose, 'outside-blocks');
    return { ...json, written };
  }
  // The model's own action under the message (`{"action": "confirm_set", …}`), not introduced by it.
  const action = !INTRODUCES.test(prose) && actionShaped(json?.value ?? readJsonValue(written));
  return action ? { texts: [prose], value: undefined, written } : undefined;
}

/**
 * The mappings at the top of a value (it, or each item of its list) are data: one names a message
 * or is a call, and each names a message, is a call or is a task (`- react: "👍"`, `type: react`).
 */
function namesMessages(value: unknown, key: (key: string) => boolean = () => true): boolean {
  const maps = Array.isArray(value) ? value : [value];
  const mapping = (map: unknown): map is Record<string, unknown> =>
    typeof map === 'object' && map !== null && !Array.isArray(map) && Object.keys(map).every(key);
  const task = (map: Record<string, unknown>) =>
    Object.keys(map).some((k) => TYPE_KEYS.includes(k) || taskOf(normaliseType(k)) !== undefined);
  return (
    maps.some((map) => mapping(map) && (namesMessage(map) || callsIn(map).length > 0)) &&
    maps.every((map) => mapping(map) && (namesMessage(map) || callsIn(map).length > 0 || task(map)))
  );
}
const REPLY_KEY = /^(?:reply_?to|in_reply_to|reply_to_message_id|reply_to_id)$/i;

/** The first message id under a reply key, at any depth (a tool call's arguments too). */
function replyOf(value: unknown): number | undefined {
  if (typeof value === 'string')
    return /^\s*\{/.test(value) ? replyOf(parseLenient(value.trim())) : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const id = typeof inner === 'string' ? Number(inner.replace(/^#/, '')) : inner;
    if (REPLY_KEY.test(key) && typeof id === 'number' && Number.isInteger(id) && id > 0) return id;
  }
  for (const inner of Object.values(value)) {
    const found = replyOf(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** JSON, whole or cut off mid-way; not data when it carries nothing for the chat and no call. */
function jsonData(text: string): Data | undefined {
  const value = withoutEnvelope(/^[[{][\s\S]*[\]}]$/.test(text) ? readJsonValue(text) : undefined);
  // A task of another kind written as JSON in a message's place (`{"type": "wait", "delay": 30}`),
  // or the writer's own action (`{"action": "confirm_booking", …}`).
  if (actionShaped(value)) return { texts: [], value };
  const cut = value === undefined ? cutBack(text) : undefined;
  if (cut !== undefined) return { texts: dataMessages(cut.value) ?? [], value: cut.value, cut: cut.cut };
  const texts = value === undefined ? undefined : dataMessages(value);
  return texts === undefined || value === undefined ? undefined : { texts, value };
}

/**
 * A vendor's response envelope copied whole (OpenAI's `{"output": [...]}` and `{"choices": [...]}`,
 * Gemini's `{"candidates": [...]}`): what it holds is the answer.
 */
function withoutEnvelope(value: unknown): unknown {
  const inner = responseEnvelope(value);
  return inner === undefined ? value : withoutEnvelope(inner.length === 1 ? inner[0] : inner);
}

/**
 * YAML a model writes its messages in (`- send: "…"`, `text: …` and `reply_to: 4005`): data
 * only when every mapping at its top names a message or is a call, in keys written as code
 * (ASCII lower case, no spaces), so a person's `Time: 10–14` in a list of facts, or `תשובה: …`
 * ("Answer: …") in a script without case, stays a message.
 */
function yamlData(text: string, cut: boolean): Data | undefined {
  if (!/^\s*(?:-\s+)?[a-z_][a-z0-9_]*\s*:(?:\s|$)/m.test(text)) return undefined;
  // Cut by the output limit, YAML has no closing mark to tell: its last top item is the cut one.
  const lines = text.split('\n');
  const indent = (i: number) => /^\s*/.exec(lines[i] ?? '')?.[0].length ?? 0;
  const items = lines.flatMap((line, i) => (/^\s*-\s/.test(line) ? [i] : []));
  const tops =
    items.length > 0
      ? items.filter((i) => indent(i) === indent(items[0] ?? 0))
      : lines.flatMap((line, i) => (/^\S/.test(line) ? [i] : []));
  const end = cut ? (tops.at(-1) ?? 0) : lines.length;
  const complete = lines.slice(0, end).join('\n');
  if (complete.trim() === '') return undefined;
  // Strictly: `text: Saturday: 10–16` is a key line over a message, not YAML.
  const document = YAML.parseDocument(complete, { schema: 'failsafe', logLevel: 'silent' });
  if (document.errors.length > 0 || document.warnings.length > 0) return undefined;
  const value: unknown = document.toJS();
  if (!namesMessages(value, (key) => /^[a-z_][a-z0-9_]*$/.test(key))) return undefined;
  const texts = dataMessages(value);
  const rest = lines.slice(end).join('\n').trim();
  if (texts === undefined) return undefined;
  return rest === '' ? { texts, value } : { texts, value, cut: rest };
}

/**
 * The messages of a data value: with tool calls, the message arguments of the calls that send
 * (other calls and the text around them are never messages); else the strings it carries for
 * the chat. Undefined when it carries none and no call.
 */
function dataMessages(value: unknown): string[] | undefined {
  const calls = callsIn(value);
  if (calls.length > 0)
    return calls
      .filter((call) => SENDING.test(call.name) && !REACTING.test(call.name))
      .flatMap((call) => messagesOf(call.args));
  const texts = messagesOf(value);
  return texts.length > 0 ? texts : undefined;
}

const META_KEY = new RegExp(`^(?:${REASONING_WORDS}|${NOTE_OR_TRANSLATION})(?:[\\s_-]?\\w+)?$`, 'iu');

/** Prose a person types, not a value's tag: more than one word, or punctuation, or an emoji. */
const PROSE = /\s|[\p{P}\p{Extended_Pictographic}]/u;

/**
 * The strings a JSON value carries for the chat: a list of strings; the strings under message
 * keys; else those of the values it nests (a tool call's `arguments`, also written as a JSON
 * string); else its one string, or its longest prose string, never one under a reasoning key. In
 * a list where some mappings name a message, one that names none (`{"react": "👍"}`,
 * `{"mood": "glad"}`) carries none.
 */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    const nested = /^\s*[[{]/.test(value) ? parseLenient(value.trim()) : undefined;
    return nested === undefined ? [value] : messagesOf(nested);
  }
  if (Array.isArray(value)) {
    const named = value.some(namesMessage);
    return value.flatMap((item) =>
      typeof item === 'object'
        ? named && !namesMessage(item)
          ? []
          : messagesOf(item)
        : typeof item === 'string'
          ? [item]
          : [],
    );
  }
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value).filter(([key]) => !META_KEY.test(key));
  const keyed = entries.filter(([key]) => isMessageKey(key));
  if (keyed.length > 0) return keyed.flatMap(([, inner]) => messagesOf(inner));
  const nested = entries.flatMap(([, inner]) =>
    typeof inner === 'object' || (typeof inner === 'string' && /^\s*[[{]/.test(inner))
      ? messagesOf(inner)
      : [],
  );
  if (nested.length > 0) return nested;
  const strings = entries.flatMap(([, inner]) => (typeof inner === 'string' ? [inner] : []));
  if (strings.length <= 1) return strings;
  const prose = strings.filter((s) => PROSE.test(s.trim()));
  const longest = prose.reduce<string | undefined>(
    (a, b) => (a === undefined || b.length > a.length ? b : a),
    undefined,
  );
  return longest === undefined ? [] : [longest];
}

/** `<invoke name="send"><parameter name="text">…</parameter></invoke>`: the message parameters. */
function xmlCallMessages(text: string): string[] | undefined {
  if (!/<invoke\b|<parameter\b/i.test(text)) return undefined;
  const params = [
    ...text.matchAll(/<parameter\s+name\s*=\s*["']?([\w-]+)["']?\s*>([\s\S]*?)<\/parameter>/gi),
  ];
  const keyed = params.filter((p) => isMessageKey(p[1] ?? ''));
  const chosen = keyed.length > 0 ? keyed : params.slice(0, 1);
  return chosen.length > 0 ? chosen.map((p) => p[2] ?? '') : undefined;
}

const REACTING = /react|sticker|emoji/i;

/**
 * Calls written as code, one a line or in a list: `send_message(text="…")`,
 * `print(default_api.send_message(chat_id=4005, text="…"))`, `[reply(text="…"), …]`. A call
 * counts when its name says it sends or a keyword argument is a message key (`print("…")` in a
 * developer's message stays code); in a tool envelope (`tool_code`, `<|python_tag|>`) every line is
 * a call, and one that does not send is never a message. Its message is the message-key argument,
 * else its first string.
 */
function callMessages(text: string, enveloped: boolean): string[] | undefined {
  const body = text.replace(/^\s*\[([\s\S]*)\]\s*$/, '$1');
  const calls = splitCalls(body);
  if (calls === undefined || calls.length === 0) return undefined;
  const texts: string[] = [];
  for (const call of calls) {
    const keyed = call.args.filter((a) => a.key !== undefined && isMessageKey(a.key));
    if (!SENDING.test(call.name) && keyed.length === 0) {
      if (enveloped) continue;
      return undefined;
    }
    if (REACTING.test(call.name)) continue;
    const chosen = keyed.length > 0 ? keyed : call.args.filter((a) => a.key === undefined).slice(0, 1);
    for (const a of chosen) if (a.value !== undefined) texts.push(a.value);
  }
  return texts;
}

interface Call {
  name: string;
  args: { key?: string; value?: string }[];
}

/** The calls of `text`, each `name(args)` (`print(…)` around one taken off); undefined when it is not only calls. */
function splitCalls(text: string): Call[] | undefined {
  const calls: Call[] = [];
  let at = 0;
  const s = text;
  const skip = () => {
    while (at < s.length && /[\s,;]/.test(s[at] ?? '')) at++;
  };
  skip();
  while (at < s.length) {
    const head = /^(?:print\s*\(\s*)?([A-Za-z_][\w.]*)\s*\(/.exec(s.slice(at));
    if (!head?.[1]) return undefined;
    const printed = head[0].startsWith('print') && head[1] !== 'print';
    at += head[0].length;
    const args = readArgs(s, at);
    if (!args) return undefined;
    at = args.end;
    if (printed) {
      while (at < s.length && /\s/.test(s[at] ?? '')) at++;
      if (s[at] !== ')') return undefined;
      at++;
    }
    calls.push({ name: head[1], args: args.args });
    skip();
  }
  return calls;
}

/** Arguments from `at` (after the opening parenthesis) to the closing one. */
function readArgs(s: string, from: number): { args: Call['args']; end: number } | undefined {
  const args: Call['args'] = [];
  let at = from;
  for (;;) {
    while (at < s.length && /[\s,]/.test(s[at] ?? '')) at++;
    if (at >= s.length) return undefined;
    if (s[at] === ')') return { args, end: at + 1 };
    const key = /^([A-Za-z_]\w*)\s*[=:](?!=)\s*/.exec(s.slice(at));
    if (key) at += key[0].length;
    const value = readValue(s, at);
    if (!value) return undefined;
    at = value.end;
    args.push(key?.[1] === undefined ? { value: value.text } : { key: key[1], value: value.text });
  }
}

/** One value: a string literal (its text), or a number, name, list or object (skipped). */
function readValue(s: string, at: number): { text?: string; end: number } | undefined {
  const literal = /^[rRbBfFuU]?("""|'''|"|')/.exec(s.slice(at));
  if (literal?.[1]) {
    const quote = literal[1];
    let i = at + literal[0].length;
    let out = '';
    while (i < s.length) {
      if (s.startsWith(quote, i)) return { text: out, end: i + quote.length };
      const c = s[i] ?? '';
      if (c === '\\' && i + 1 < s.length) {
        const next = s[i + 1] ?? '';
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    return undefined;
  }
  let depth = 0;
  let i = at;
  for (; i < s.length; i++) {
    const c = s[i] ?? '';
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) break;
    else if (c === '"' || c === "'") return undefined;
  }
  return i > at ? { end: i } : undefined;
}
