import type { MessageId } from '../telegram/types.js';
import { readHeading } from './headings.js';
import { MESSAGE_KEYS } from './meta-words.js';
import { otherScriptPattern } from './name-scripts.js';
import type { BodyContext, Hold, PersonaName } from './speech-context.js';
import { foldMarks, wrapping } from './speech-marks.js';

/*
 * The wrappers a model puts around a message body: JSON, a tool call, key lines, a speaker label
 * or signature, quotes, and talk about the message after a rule. Each is recognised by its shape
 * relative to the body and the persona's name, and held back as `wrapper`, `label` or
 * `outside-blocks`.
 */

/** Keys a model wraps a message in (`{"send": "…"}`, `text: …`). */
const TEXT_KEYS = ['send', 'text', 'message', 'body', 'content', 'reply', 'response', 'answer', 'msg'];
/** `(replying to #4003)`, `[in reply to 4003]` opening a body: the id it answers. */
const REPLY_REFERENCE = /^\s*[([]\s*(?:replying to|reply to|in reply to|re:?)\s*#?(\d+)\s*[)\]]\s*/i;
const REPLY_KEYS = /^(?:reply_?to|in_reply_to|reply_to_message_id|replyto|message_id)$/i;

/**
 * Talk about the message after it (`**Note:** I kept it short`, `Let me know if you want another
 * tone`, `I hope this captures Heidi's voice`). After a rule (`---`), the rest is held back when
 * it opens with a label or a wrapped line, names the persona, or speaks of the answer; otherwise
 * the rule is the message's own. A last paragraph after a blank line is held back only when it
 * speaks of the persona or of the answer itself (its voice, its tone, "this reply"), as no
 * message to the chat does; a last line, blank line or not, when it offers to redo the answer.
 */
export function cutTrailingTalk(text: string, context: BodyContext, hold: Hold): string {
  let lines = text.split('\n');
  // An offer to redo the answer (`Let me know if you'd like another tone!`) needs no blank line;
  // it goes first, so that the paragraph it ends is judged without it.
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const lastLine = lines[last] ?? '';
  if (last > 0 && OFFER.test(lastLine) && (ANSWER_WORDS.test(lastLine) || speaksOfAnswer(lastLine))) {
    hold(lastLine.trim(), 'outside-blocks');
    lines = lines.slice(0, last);
  }
  // Last paragraphs first: the rule may be the message's own, with talk after its last paragraph.
  for (;;) {
    const blank = lines.findLastIndex((line, i) => line.trim() === '' && i < lines.length - 1);
    const after = lines
      .slice(blank + 1)
      .join('\n')
      .trim();
    if (blank <= 0 || lines.slice(0, blank).join('').trim() === '') break;
    const voice =
      (speaksOfPersona(unsigned(after, context.persona), context.persona) &&
        !startsWithName(after, context.persona)) ||
      speaksOfAnswer(after) ||
      remindsItself(after);
    if (!voice || RULE.test(after)) break;
    hold(after, 'outside-blocks');
    lines = lines.slice(0, blank);
  }
  const rule = lines.findLastIndex((line) => RULE.test(line));
  const before = lines.slice(0, Math.max(0, rule)).join('\n').trim();
  const after = lines
    .slice(rule + 1)
    .join('\n')
    .trim();
  if (rule <= 0 || before === '' || after === '') return lines.join('\n');
  const first = after.split('\n')[0] ?? '';
  const talk =
    /^\s*[*_]*[\p{L} ]{1,30}[*_]*\s*:/u.test(first) ||
    wrapping(first) !== undefined ||
    namesPersona(unsigned(after, context.persona), context.persona) ||
    ANSWER_WORDS.test(after);
  if (!talk) return lines.join('\n');
  hold(after, 'outside-blocks');
  return before;
}

const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/m;

/** The text without a signature line: signing is the persona's name as a label, not talk about it. */
function unsigned(text: string, persona: PersonaName): string {
  return text
    .split('\n')
    .filter((line) => !isSignature(line, persona))
    .join('\n');
}

/** Words a model uses when it talks about the answer it wrote rather than to the chat. */
const ANSWER_WORDS =
  /(?<![\p{L}_])(?:reply|replies|response|message|tone|version|draft|character|in-character|persona)(?![\p{L}_])/iu;
/** How the answer sounds or what it does, as a model speaks of it and no message to a friend does. */
const VOICE_WORDS = /(?<!\p{L})(?:in[ -]character|persona)(?!\p{L})/iu;
const TONE_TALK =
  /(?<!(?:your|their)\s+(?:\p{L}+\s+)?)(?<!\p{L})(?:tone|voice)(?!\p{L})(?!\s+(?:of|message|messages|note|notes|call|calls|memo|mail)(?!\p{L}))/iu;
const ANSWER_REFERENCE =
  /(?<!\p{L})(?:this|these|both|the above)\s+(?:\p{L}+\s+)?(?:reply|replies|response|responses|message|messages|draft|drafts|version|versions)(?!\p{L})/iu;
/** An offer to the one who asked for the answer: to change it, or to write another. */
const OFFER =
  /^[\s*_(]*(?:let me know|would you like me|do you want me|want me to|should I|I can (?:also )?|feel free to|if you(?:['’]d| would)? (?:like|want|prefer))/iu;

/**
 * The writer reminding itself what the answer must still do (`Wait, actually — I should also
 * answer the Saturday question.`): one short sentence speaking of the turn in the third person,
 * with nothing of a message in it (no colon, no question to the reader; `I should answer your
 * question too` is the persona's own).
 */
function remindsItself(text: string): boolean {
  return (
    SELF_REMINDER.test(text) &&
    !/[:：?？]/.test(text) &&
    text.split(/\s+/).length <= 16 &&
    !text.includes('\n')
  );
}
const SELF_REMINDER =
  /(?<!\p{L})I\s+(?:should|need to|must|have to|ought to|forgot to)\s+(?:also\s+)?(?:answer|reply to|respond to|address)\s+(?:the|their|his|her)(?!\p{L})/iu;

/** Talk about the answer itself: its voice, its tone, or the answer named as this one. */
function speaksOfAnswer(text: string): boolean {
  return VOICE_WORDS.test(text) || TONE_TALK.test(text) || ANSWER_REFERENCE.test(text);
}

/**
 * The persona named as someone else would (`Heidi would …`, `very Heidi`), not as a place
 * (`at Heidi's`) or by the persona itself (`Heidi here!`, `it's Heidi`).
 */
function speaksOfPersona(text: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  if (name === '') return false;
  const bare = `${NAME_START}${name}(?!['’]s)${NAME_END}`;
  const self = new RegExp(`${bare}\\s+here|(?:it['’]s|this is|I['’]m|I am)\\s+${bare}`, 'iu');
  return new RegExp(bare, 'iu').test(text) && !self.test(text);
}

/**
 * A first line that introduces the answer (`Here's Heidi's reply:`, `Sure! Here is my
 * response:`): it ends with a colon, speaks of the answer or names the persona, and more follows.
 */
export function cutLeadIn(text: string, persona: PersonaName, hold: Hold): string {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const line = lines[first] ?? '';
  const rest = lines.slice(first + 1).join('\n');
  const introduces =
    (/[:：]\s*$/.test(line) || /^\s*\*\*[^*]+\*\*\s*$/.test(line)) &&
    line.trim().split(/\s+/).length <= 12 &&
    (namesPersona(line, persona) ||
      WOULD_WRITE.test(line) ||
      (namesAnswerElsewhere(line) && LEAD_IN_ELSEWHERE.test(line)) ||
      (ANSWER_WORDS.test(line) && (LEAD_IN.test(line) || !SOMEONES_ANSWER.test(line))));
  if (introduces && rest.trim() !== '') {
    hold(line.trim(), 'outside-blocks');
    return rest;
  }
  // A first paragraph that analyses the turn (`Alice asks two things; Heidi would answer warmly.`).
  const blank = lines.findIndex((l, i) => i > first && l.trim() === '');
  const paragraph = lines.slice(first, blank < 0 ? first : blank).join('\n');
  const after = blank < 0 ? '' : lines.slice(blank + 1).join('\n');
  const analyses =
    /(?<!\p{L})the user(?!\p{L})/iu.test(paragraph) ||
    VOICE_WORDS.test(paragraph) ||
    TONE_TALK.test(paragraph) ||
    new RegExp(`${NAME_START}${personaName(persona)}\\s+${THIRD_PERSON}`, 'iu').test(paragraph);
  if (!analyses || after.trim() === '') return text;
  hold(paragraph.trim(), 'reasoning');
  return after;
}

/** Words that present what follows as the answer (`Here's my reply:`), as a relayed message is not. */
const LEAD_IN = /(?<!\p{L})(?:here|here['’]s|my|following|below|suggested|possible)(?!\p{L})/iu;

/**
 * The same in other languages, both needed (`Hier ist meine Antwort:`, `Voici ma réponse :`,
 * `Вот мой ответ:`, `以下是我的回复：`): a relayed message has no presenting word.
 */
function namesAnswerElsewhere(line: string): boolean {
  const words = line.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (words.some((w) => MESSAGE_KEYS.has(w) && !TEXT_KEYS.includes(w))) return true;
  const unspaced = new RegExp(`^[${UNSPACED}]+$`, 'u');
  return [...MESSAGE_KEYS].some((key) => unspaced.test(key) && line.includes(key));
}
const LEAD_IN_ELSEWHERE =
  /(?<!\p{L})(?:hier|meine|folgende|aquí|mi|voici|voilà|ma|mon|ecco|mia|aqui|minha|mijn|oto|moja|mój|işte|berikut|вот|мой|моё|мое|ось|моя)(?!\p{L})|以下|こちら|这是|我的|다음은/iu;

/** `left you a message:`, `your reply:`: a message someone else wrote, passed on. */
const SOMEONES_ANSWER =
  /(?<!\p{L})(?:a|an|your|his|her|their)\s+(?:\p{L}+\s+)?(?:reply|replies|response|message|messages|answer)(?!\p{L})/iu;

/** `Here's what I'd send:`: the writer of the answer speaking of what it would write. */
const WOULD_WRITE =
  /(?<!\p{L})I(?:['’]d| would| ['’]ll| will)\s+(?:send|say|write|reply|answer|respond|text)(?!\p{L})/iu;

/** Verbs a model puts after the persona's name when it writes about it rather than as it. */
const THIRD_PERSON =
  "(?:would|should|will|might|could|can|may|must|is|isn[’']t|has|does|doesn[’']t|keeps|stays|sounds|seems|comes|gets|answers|replies|responds|says|wants|needs|feels|knows|uses|shows|asks|tells)(?![\\p{L}])";

/** `Heidi: …`, `**Heidi:** …`: the name opens the text as a label (another rule's). */
function startsWithName(text: string, persona: PersonaName): boolean {
  return new RegExp(`^[\\s*_[<]*${personaName(persona)}[*_\\]>]*\\s*:`, 'iu').test(text);
}

export function namesPersona(text: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  return name !== '' && new RegExp(`${NAME_START}${name}${NAME_END}`, 'iu').test(text);
}

/** `text: …`, `reply_to: 4005`, `type: send` lines at the top of a body: the key is not the message. */
export function readKeyLines(text: string, hold: Hold): { text: string; replyTo?: MessageId } {
  const lines = text.split('\n');
  let replyTo: MessageId | undefined;
  const out: string[] = [];
  let top = true;
  let scalar = false;
  let keyed = false;
  for (const line of lines) {
    // `message: …` then `mood: cheerful`: the other fields of the mapping the message was in.
    if (keyed && /^\s*[a-z][a-z_]*\s*:\s*\S.{0,39}$/.test(line)) {
      hold(line.trim(), 'wrapper');
      continue;
    }
    if (scalar) {
      out.push(line);
      continue;
    }
    // The key's own emphasis (`**text:**`, `**text**:`) goes with it; the value's stays.
    const key = top
      ? /^\s*([*_`]{0,2})([A-Za-z_]+)(?:\1)?\s*[:=]\s*(?:\1(?=\s|$))?\s*(.*)$/.exec(line)
      : null;
    const name = key?.[2]?.toLowerCase() ?? '';
    const value = (key?.[3] ?? '').trim();
    const reference = top ? REPLY_REFERENCE.exec(line) : null;
    if (reference?.[1]) {
      replyTo = Number(reference[1]);
      hold(reference[0].trim(), 'wrapper');
      const rest = line.slice(reference[0].length);
      if (rest.trim() !== '') {
        out.push(rest);
        top = false;
      }
      continue;
    }
    if (key && REPLY_KEYS.test(name) && /^#?\d+$/.test(value)) {
      replyTo = Number(value.replace('#', ''));
      hold(line.trim(), 'wrapper');
      continue;
    }
    if (key && /^(?:type|task|action|to|chat|chat_id)$/.test(name) && value.length <= 40) {
      hold(line.trim(), 'wrapper');
      continue;
    }
    // `message: |` (YAML's block scalar): the indented lines under the key are the value.
    if (key && TEXT_KEYS.includes(name) && /^[|>][+-]?$/.test(value)) {
      hold(line.trim(), 'wrapper');
      scalar = true;
      top = false;
      continue;
    }
    // `Answer: yes` is a label people write; the other keys name the message's container.
    const codeLike = key !== null && (key[1] !== '' || key[2] === name || name !== 'answer');
    if (key && TEXT_KEYS.includes(name) && value !== '' && codeLike) {
      hold(`${name}:`, 'wrapper');
      out.push(value.replace(/^(["“«])([\s\S]*)(["”»])$/, '$2'));
      top = false;
      keyed = true;
      continue;
    }
    if (line.trim() !== '') top = false;
    out.push(line);
  }
  const value = scalar ? dedent(out.join('\n')) : out.join('\n');
  return replyTo === undefined ? { text: value } : { text: value, replyTo };
}

/** Lines without the indentation they all share. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const shared = Math.min(...indents, Number.MAX_SAFE_INTEGER);
  return lines.map((l) => l.slice(Math.min(shared, l.length))).join('\n');
}

/** Verbs a label puts after the speaker's name (`Heidi says:`, `Lena sagt:`, `小明说：`). */
const SAYS =
  'says|said|replies|writes|answers|responds|sagt|schreibt|antwortet|dice|responde|escribe|dit|répond|écrit|risponde|scrive|diz|escreve|zegt|mówi|говорит|пишет|отвечает|каже|说|回复|言う|답한다|말한다';

/**
 * A speaker label at a line's start: the persona's name or a role a chat log gives the model
 * (`Heidi:`, `**Heidi:**`, `Heidi says:`, `[Heidi]:`, `<Heidi>`, `Assistant:`, `ユキ：`,
 * `【ユキ】`), or the name before the quoted line of a script (`ユキ「行こう！」`); and the last
 * line's signature (`— Heidi`, `Love, Heidi`), with the closing word on the line before it
 * (`Love,` then `Heidi`). Colons and brackets of any script.
 */
export function dropLabels(lines: string[], persona: PersonaName, hold: Hold): string[] {
  const name = personaName(persona);
  if (name === '') return lines;
  const who = `(?:${name}|You|Me|Assistant|Model|AI)`;
  const label = new RegExp(
    `^\\s*(?:\\[\\d{1,2}:\\d{2}(?::\\d{2})?\\]\\s*)?(?:\\[#?\\d+\\]\\s*\\(\\s*${who}\\s*\\)\\s*:|([*_]{0,2})\\s*${who}(?:\\s*(?:${SAYS}))?(?:\\s*(?:→|->|to)\\s*[\\p{L} ]{1,30}?)?(?:\\s*\\([^)]*\\))?\\s*(?:\\1)?\\s*:\\s*(?:\\1(?=\\s|$))?|\\[\\s*${who}\\s*\\]\\s*:?|<\\s*${who}\\s*>(?=\\s*\\S))\\s*`,
    'iu',
  );
  const scripted = new RegExp(
    `^\\s*[*_]{0,2}${name}[*_]{0,2}\\s*:?\\s*([「『])([^「『」』]*)([」』])\\s*$`,
    'diu',
  );
  // `Heidi` or `**Heidi**` alone on the first line, the message below it, as a script writes it.
  const first = lines.findIndex((line) => line.trim() !== '');
  const named = new RegExp(`^\\s*[*_]{0,2}${name}[*_]{0,2}\\s*:?\\s*$`, 'iu');
  if (named.test(foldMarks(lines[first] ?? '')) && lines.slice(first + 1).some((l) => l.trim() !== '')) {
    hold((lines[first] ?? '').trim(), 'label');
    lines = lines.slice(first + 1);
  }
  const out = lines.map((line) => {
    const folded = foldMarks(line);
    const quoted = scripted.exec(folded);
    const [start, end] = quoted?.indices?.[2] ?? [];
    if (start !== undefined && end !== undefined) {
      hold(`${line.slice(0, start)}${line.slice(end)}`.trim(), 'label');
      return line.slice(start, end);
    }
    const found = label.exec(folded);
    if (!found) return line;
    hold(line.slice(0, found[0].length).trim(), 'label');
    return line.slice(found[0].length);
  });
  const signed = out.findLastIndex((line) => line.trim() !== '');
  const signature = out[signed];
  if (signed <= 0 || signature === undefined || !isSignature(signature, persona)) return out;
  hold(signature.trim(), 'label');
  const before = out.findLastIndex((line, i) => i < signed && line.trim() !== '');
  const closing = out[before] ?? '';
  if (before <= 0 || !CLOSING_LINE.test(closing)) return out.slice(0, signed);
  hold(closing.trim(), 'label');
  return out.slice(0, before);
}

/** A letter's closing word alone on its line before the name: `Love,`, `Liebe Grüße,`, `Saludos,`. */
const CLOSING_LINE = /^\s*[*_]{0,2}\p{L}[\p{L}\p{M}'’ ]{0,24}[,，、،][*_]{0,2}\s*$/u;

/**
 * `— Heidi`, `~Heidi`, `Heidi 📚`, `Love, Heidi`, `Heidi xx`, `ユキより`: a line that only signs the
 * message with the persona's name, after a dash or a closing word of up to three words.
 */
export function isSignature(line: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  return (
    name !== '' &&
    new RegExp(
      `^\\s*(?:[—–~-]{1,2}|[*_]{1,2}[—–~-]|\\p{L}[\\p{L}\\p{M}'’]*(?:\\s+[\\p{L}\\p{M}'’]+){0,2}[,，、،])?\\s*[*_]{0,2}${name}(?:より)?${NAME_END}(?:\\s+(?:x|xo)+)?[^\\p{L}\\p{N}]*$`,
      'iu',
    ).test(line)
  );
}

/** Quotation marks around the whole body (`"…"`, `“…”`, `«…»`, the original transcript's style). */
const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['«', '»'],
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ["'", "'"],
];

export function unquoteWhole(text: string, hold: Hold): string {
  // One code span around a whole sentence (`` `See you Saturday, as always` ``) is markup; around
  // code (`` `git pull --rebase` ``, a password) it is what the person means to show.
  const code = /^`([^`\n]+)`$/.exec(text);
  const inner = code?.[1]?.trim() ?? '';
  const prose = /\s/.test(inner) || new RegExp(`[${UNSPACED}]`, 'u').test(inner);
  if (code && prose && !/[{}()[\];=<>$|\\/_*#@~^&]|(?:^|\s)-/.test(inner)) {
    hold('``', 'wrapper');
    return inner;
  }
  for (const [open, close] of QUOTE_PAIRS) {
    const inner = text.slice(open.length, -close.length);
    if (text.length < 3 || !text.startsWith(open) || !text.endsWith(close)) continue;
    // Quotes inside stay paired (`"Jonas texted: "fine""`): the outer pair wraps the whole.
    // (`"Piranesi" or "Flights"?` is two quotes, not one around the whole).
    const first = inner.indexOf(open === close ? open : close);
    const opensFirst =
      open === close
        ? first <= 0 || /[\s:(]$/.test(inner.slice(0, first))
        : inner.indexOf(open) < first || first < 0;
    const paired =
      opensFirst &&
      (open === close
        ? inner.split(open).length % 2 === 1
        : inner.split(open).length === inner.split(close).length);
    // Unwrapping must not uncover a heading (`««send»»`): such a body stays as written.
    if (!paired || inner.split('\n').some((line) => readHeading(line) !== undefined)) continue;
    hold(`${open}${close}`, 'wrapper');
    return inner.trim();
  }
  return text;
}

/** `<send>…</send>`: a closing tag of the model's own markup, at a line's end or on its own. */
export function dropClosingTags(lines: string[], hold: Hold): string[] {
  return lines.flatMap((line) => {
    const tag = /<\/[A-Za-z][\w-]*>\s*$/.exec(line);
    if (!tag) return [line];
    hold(tag[0].trim(), 'wrapper');
    const rest = line.slice(0, tag.index);
    return rest.trim() === '' ? [] : [rest];
  });
}

/**
 * Letters of scripts written without spaces between words, or with particles joined to a name
 * (Korean `민지는`): a name may run into the next word.
 */
const UNSPACED =
  '\\p{scx=Hira}\\p{scx=Kana}\\p{scx=Han}\\p{scx=Hang}\\p{scx=Thai}\\p{scx=Laoo}\\p{scx=Khmr}\\p{scx=Mymr}';
/** Where a name starts and ends: not inside a word of a spaced script (`Heidis`, `aHeidi`). */
export const NAME_START = `(?<![^\\P{L}${UNSPACED}]|\\p{N})`;
export const NAME_END = `(?![^\\P{L}${UNSPACED}]|\\p{N})`;

/**
 * The persona's name as a pattern (matched case-folded): the full name or its first word
 * (`Heidi Brandt` signs and is narrated as `Heidi`), each also in the other of the Latin and
 * Cyrillic scripts, and the answer's own spellings of it in other scripts. Empty for no name.
 */
export function personaName(persona: PersonaName): string {
  const full = persona.configured.trim();
  const first = full.split(/\s+/)[0] ?? '';
  const names = [full, ...(first.length >= 2 && first !== full ? [first] : [])];
  // Also as spelled in the other of the Latin and Cyrillic scripts (`Dima` labelled `Дима:`).
  const spelled = names.flatMap((n) => otherScriptPattern(n) ?? []);
  const written = [...names, ...persona.spellings].map(escapeRegExp);
  return full === '' ? '' : `(?:${[...written, ...spelled].join('|')})`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
