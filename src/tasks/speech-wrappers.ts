import type { MessageId } from '../telegram/types.js';
import { readHeading } from './headings.js';
import { HONORIFIC, isMessageWord } from './meta-words.js';
import { otherScriptPattern } from './name-scripts.js';
import type { Hold, PersonaName } from './speech-context.js';
import { CLOCK, foldMarks } from './speech-marks.js';

/*
 * The wrappers a model puts around a message body: key lines, a speaker label or signature,
 * quotes, closing tags. Each is recognised by its shape relative to the body and the persona's
 * name, and held back as `wrapper` or `label`.
 */

/** Keys a model wraps a message in (`{"send": "…"}`, `text: …`). */
export const TEXT_KEYS = ['send', 'text', 'message', 'body', 'content', 'reply', 'response', 'answer', 'msg'];
/**
 * A reply's reference opening the body in brackets (`(replying to 4005)`, `[re #4005]`), or in any
 * language with the id as the transcript writes it (`(respondiendo a #4005)`, `(ответ на #4005)`).
 */
const REPLY_REFERENCE =
  /^\s*[([]\s*(?:(?:replying to|reply to|in reply to|re:?)\s*#?|(?:\p{L}+\s+){1,3}#)(\d+)\s*[)\]]\s*/iu;
const REPLY_KEYS = /^(?:reply_?to|in_reply_to|reply_to_message_id|replyto|message_id)$/i;
/** A line of one key and a message id (`reply_to: 4005`, `**reply_to**: #4005`). */
const REPLY_LINE = /^\s*[*_`]{0,2}([A-Za-z_]+)[*_`]{0,2}\s*[:=]\s*#?(\d+)\s*$/;
/** A language code or tag (`az`, `pt-BR`, `zh_Hant`). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,4})?$/;

export function namesPersona(text: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  return name !== '' && new RegExp(`${NAME_START}${name}${NAME_END}`, 'iu').test(text);
}

/** A label of the answer's key and the persona's name, inflected, or the audience it is for. */
function namesTheAnswer(label: string, persona: PersonaName | undefined): boolean {
  const words = label.trim().split(/\s+/);
  if (
    words.length > 5 ||
    !(words.some(isMessageWord) || /(?:の|的)(?:返信|返事|回复|回覆|답장)$/u.test(label))
  )
    return false;
  const first = persona?.configured.trim().split(/\s+/)[0] ?? '';
  const stem = [...first].length >= 4 ? `|${escapeRegExp([...first].slice(0, -1).join(''))}\\p{L}{1,3}` : '';
  const names = persona === undefined ? '' : personaName(persona);
  return (
    (names !== '' && new RegExp(`(?:^|[\\s*_])(?:${names}${stem})(?=の|的|\\s|$)`, 'iu').test(label)) ||
    AUDIENCE.test(label)
  );
}
const AUDIENCE =
  /(?<!\p{L})(?:for|para|für|pour|per|для|dla|voor|an)\s+(?:(?:the|el|la|die|le|il|de|het)\s+)?(?:group|grupo|gruppe|groupe|gruppo|группы|grupy|groep|all|everyone|todos|alle|tous|tutti|всех|wszystkich|iedereen)(?!\p{L})/iu;

/** A message's medium as a label names it (`[Voice note transcript]`, `[Sprachnachricht]`). */
const MEDIUM =
  /^(?:transcript|transcription|voice|audio|sprachnachricht|transkript|transcripción|transcrição|trascrizione|голосовое|расшифровка)$/iu;

/** `text: …`, `reply_to: 4005`, `type: send` lines at the top of a body: the key is not the message. */
export function readKeyLines(
  text: string,
  hold: Hold,
  persona?: PersonaName,
): { text: string; replyTo?: MessageId } {
  let lines = text.split('\n');
  // A message key of any language alone over the text (`Yanıt:`, `**Antwort:**`) labels it, as
  // does a label in brackets (`(W roli Tomasza:)`, `[In character:]`).
  const first = lines.findIndex((line) => line.trim() !== '');
  const alone = /^\s*[*_]{0,2}([\p{L}\p{M}]+)[*_]{0,2}\s*[:：][*_]{0,2}\s*$/u.exec(
    foldMarks(lines[first] ?? ''),
  )?.[1];
  // In brackets, a label ending in a colon, or a few words naming the message or its medium
  // (`[Voice note transcript]`).
  const inner = /^\s*[([（]\s*([^()[\]（）\n]{1,41}?)\s*[)\]）]\s*$/u.exec(lines[first] ?? '')?.[1];
  const words = inner === undefined || /[:：]/u.test(inner) ? [] : inner.split(/\s+/);
  const bracketed =
    /[:：]$/u.test(inner ?? '') ||
    (words.length <= 4 && words.some((w) => isMessageWord(w) || MEDIUM.test(w)));
  // Or the key with the persona or the audience (`Відповідь Оксани:`, `**はるかの返信：**`,
  // `**Respuesta para el grupo:**`); `Antwort von Mama:` passes on another's.
  const headed = /^\s*[*_]{0,2}([^:：\n]{2,40}?)[*_]{0,2}\s*[:：][*_]{0,2}\s*$/u.exec(
    foldMarks(lines[first] ?? ''),
  )?.[1];
  const labelled =
    (alone !== undefined && isMessageWord(alone)) ||
    bracketed ||
    (headed !== undefined && namesTheAnswer(headed, persona));
  if (
    labelled &&
    lines
      .slice(first + 1)
      .join('')
      .trim() !== ''
  ) {
    hold((lines[first] ?? '').trim(), 'label');
    lines = lines.slice(first + 1);
  }
  // A reply key anywhere (`reply_to: 4005`) says the body is a mapping: a message key of any
  // language over it (`текст: …`) is then a key, not the persona's word.
  const mapping = lines.some((line) => REPLY_KEYS.test(REPLY_LINE.exec(line)?.[1] ?? ''));
  let replyTo: MessageId | undefined;
  const out: string[] = [];
  let top = true;
  let scalar = false;
  let keyed = false;
  for (const line of lines) {
    // `message: …` then `mood: cheerful`: the other fields of the mapping the message was in.
    if (keyed && /^\s*[a-z][a-z_]*\s*:\s*\S.{0,39}$/.test(line)) {
      const reply = REPLY_LINE.exec(line);
      if (reply?.[2] && REPLY_KEYS.test(reply[1] ?? '')) replyTo ??= Number(reply[2]);
      hold(line.trim(), 'wrapper');
      continue;
    }
    if (scalar) {
      out.push(line);
      continue;
    }
    // The key's own emphasis (`**text:**`, `**text**:`) goes with it; the value's stays.
    const key = top
      ? /^\s*([*_`]{0,2})([\p{L}\p{M}_]+)(?:\1)?\s*[:=]\s*(?:\1(?=\s|$))?\s*(.*)$/u.exec(line)
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
    // Also any code-style key with a one-word value (`parse_mode: Markdown`): an API's field.
    if (
      key &&
      (/^(?:type|task|action|to|chat|chat_id)$/.test(name) ||
        // The language a model tags its message with (`lang: az`, `locale: pt-BR`).
        (/^(?:lang|language|locale)$/.test(key[2] ?? '') && LANGUAGE_TAG.test(value)) ||
        (/^[a-z]+(?:_[a-z]+)+$/.test(key[2] ?? '') && /^\S{1,40}$/.test(value))) &&
      value.length <= 40
    ) {
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
    const textKey = TEXT_KEYS.includes(name) || (mapping && isMessageWord(name));
    if (key && textKey && value !== '' && codeLike) {
      hold(`${name}:`, 'wrapper');
      out.push(value.replace(/^(["“«])([\s\S]*)(["”»])$/, '$2'));
      top = false;
      keyed = true;
      continue;
    }
    if (line.trim() !== '') top = false;
    out.push(line);
  }
  // A reply key closing the body (`…` then `reply_to: 4003`), as under a message written first.
  const last = out.findLastIndex((line) => line.trim() !== '');
  const closing = REPLY_LINE.exec(out[last] ?? '');
  if (!scalar && last > 0 && closing?.[2] && REPLY_KEYS.test(closing[1] ?? '')) {
    replyTo ??= Number(closing[2]);
    hold((out[last] ?? '').trim(), 'wrapper');
    out.splice(last, 1);
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
export const SAYS =
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
  // With a title before it (`Chị Linh:`), a suffix of address (`Heidi-chan:`), a second name
  // (`Григорий Петрович:`) or an emoji (`Mateo 🎸:`).
  const who = `(?:(?:(?:${HONORIFIC})\\.?\\s+)?(?:${name}(?:-\\p{L}{2,6})?(?:\\s+\\p{Lu}\\p{Ll}{2,})?(?:\\s*(?:\\p{Extended_Pictographic}|\\uFE0F|\\u200D)+)?)|You|Me|Assistant|Model|AI|Asistente|Assistente|Assistent|Assistante|Ассистент|Асистент|Asystent|Asistan|Βοηθός|アシスタント|助手|어시스턴트)`;
  const label = new RegExp(
    `^\\s*(?:[[(]${CLOCK}[\\])]\\s*)?(?:\\[#?\\d+\\]\\s*\\(\\s*${who}\\s*\\)\\s*:|([*_]{0,2})\\s*${who}(?:\\s*(?:${SAYS}))?(?:\\s*(?:→|->|to)\\s*[\\p{L} ]{1,30}?)?(?:(?:\\1)?\\s*\\([^)]*\\))?\\s*(?:\\1)?\\s*:\\s*(?:\\1(?=\\s|$))?|\\[\\s*${who}\\s*\\]\\s*:?|<\\s*${who}\\s*>(?=\\s*\\S))\\s*`,
    'iu',
  );
  // An emoji or an at sign before the name (`👩 Heidi: …`, `@Heidi: …`), or a chevron or bar after
  // it (`Heidi » …`, `Heidi | …`), as chat exports set a speaker off.
  const marked = new RegExp(
    `^\\s*(?:(?:\\p{Extended_Pictographic}|\\uFE0F|\\u200D)+\\s*|@)?[*_]{0,2}(?:(?:${HONORIFIC})\\.?\\s+)?${name}[*_]{0,2}\\s*(?:[»›|]\\s|:\\s*)(?=\\S)`,
    'iu',
  );
  const scripted = new RegExp(
    `^\\s*[*_]{0,2}${name}[*_]{0,2}\\s*:?\\s*([「『])([^「『」』]*)([」』])\\s*$`,
    'diu',
  );
  // `Heidi` or `**Heidi**` alone on the first line, the message below it, as a script writes it.
  const first = lines.findIndex((line) => line.trim() !== '');
  const named = new RegExp(`^\\s*[*_]{0,2}(?:${name}|assistant|model)[*_]{0,2}\\s*:?\\s*$`, 'iu');
  if (named.test(foldMarks(lines[first] ?? '')) && lines.slice(first + 1).some((l) => l.trim() !== '')) {
    hold((lines[first] ?? '').trim(), 'label');
    lines = lines.slice(first + 1);
  }
  const top = lines.findIndex((line) => line.trim() !== '');
  const out = lines.map((line, i) => {
    const folded = foldMarks(line);
    const quoted = scripted.exec(folded);
    const [start, end] = quoted?.indices?.[2] ?? [];
    if (start !== undefined && end !== undefined) {
      hold(`${line.slice(0, start)}${line.slice(end)}`.trim(), 'label');
      return line.slice(start, end);
    }
    // Only opening the body: further down, `🌊 Deniz: 22°` is a line of a list. A row of fields
    // split by bars (`Heidi | Bookshop | 10–18`) is not a label.
    const opening = i === top;
    // `me: need a nap` further down is a line of a list (`Alice: …`, `Jonas: …`, `me: …`).
    if (!opening && /^\s*[*_]{0,2}\s*(?:you|me)\s*[*_]{0,2}\s*:/iu.test(folded)) return line;
    // In a roll-call under a title (`Who brings what:` / `Mio: rice balls` / `Yuki: the mat`), the
    // persona's own name is one of the list's keys.
    if (!opening && inRollCall(lines, i)) return line;
    const found =
      label.exec(folded) ?? (!opening || folded.split('|').length > 2 ? null : marked.exec(folded));
    if (!found) return line;
    hold(line.slice(0, found[0].length).trim(), 'label');
    return line.slice(found[0].length);
  });
  const signed = out.findLastIndex((line) => line.trim() !== '');
  const signature = out[signed];
  if (signed <= 0 || signature === undefined || !isSignature(signature, persona)) return out;
  // The last item of a list (`- Ham` right under `- Eggs`) is not a short signature, nor is a
  // quotation's author right under it (`«Камень помнит»` then `— Яков`).
  const mark = (line: string | undefined) => /^\s*([—–~-]+)/.exec(line ?? '')?.[1];
  if (
    !signedWhole(signature, persona) &&
    ((mark(signature) !== undefined && mark(signature) === mark(out[signed - 1])) ||
      /["»”“'’][.!?…]?\s*$/u.test(out[signed - 1] ?? ''))
  )
    return out;
  const before = out.findLastIndex((line, i) => i < signed && line.trim() !== '');
  const closing = out[before] ?? '';
  // A letter the persona writes for someone else to read, led by a salutation of its own
  // paragraph (`Beste Ingrid,`, `Dear Mr Patel,`) and closed (`Hartelijke groet,`): signed as letters are.
  const salutation = out.findIndex(
    (line, i) => i > 0 && i < before && (out[i - 1] ?? '').trim() === '' && SALUTATION.test(line),
  );
  if (before > 0 && CLOSING_LINE.test(closing) && salutation > 0) return out;
  hold(signature.trim(), 'label');
  if (before <= 0 || !CLOSING_LINE.test(closing)) return out.slice(0, signed);
  hold(closing.trim(), 'label');
  return out.slice(0, before);
}

/** A letter's salutation alone on its line: a few words ending with a comma (`Querida abuela,`, `Beste Ingrid,`). */
const SALUTATION = /^\s*[*_]{0,2}\p{L}[\p{L}\p{M}.'’ ]{1,40}[,:][*_]{0,2}\s*$/u;

/** Line `at` follows a run of `name: value` lines under a title that ends with a colon, or two or more of them. */
function inRollCall(lines: readonly string[], at: number): boolean {
  const keyed = /^\s*[*_]{0,2}[\p{L}\p{M}][\p{L}\p{M}\p{N} ]{0,24}[*_]{0,2}\s*:\s*\S/u;
  let i = at - 1;
  while (i >= 0 && keyed.test(foldMarks(lines[i] ?? ''))) i--;
  return at - 1 - i >= 2 || (i < at - 1 && i >= 0 && /:\s*[*_]{0,2}\s*$/u.test(foldMarks(lines[i] ?? '')));
}

/** A letter's closing word alone on its line before the name: `Love,`, `Liebe Grüße,`, `Saludos,`. */
/** Also a mail program's signature delimiter (`-- `) over the name. */
/** Also a letter's closing word without its comma (`xoxo`, `Viele Grüße`): a closed set. */
const CLOSING_LINE = new RegExp(
  `^\\s*[*_]{0,2}\\p{L}[\\p{L}\\p{M}'’ ]{0,24}[,，、،፣][*_]{0,2}\\s*$|^\\s*--\\s*$|^\\s*[*_]{0,2}(?:${[
    'xoxo|xo|xx|cheers|love|lots of love|hugs|best|regards|kind regards|best wishes|warmly|yours',
    'viele grüße|liebe grüße|lg|vg|grüße|gruß|saludos|besos|abrazos|un abrazo|bisous|bises|cordialement',
    'baci|un abbraccio|abraços|beijos|pozdrawiam|pozdrowienia|с любовью|целую|обнимаю',
  ].join('|')})[!.]?[*_]{0,2}\\s*$`,
  'iu',
);

/**
 * `— Heidi`, `~Heidi`, `Heidi 📚`, `Love, Heidi`, `Heidi xx`, `ユキより`: a line that only signs the
 * message with the persona's name, after a dash or a closing word of up to three words; after a
 * dash also a short form of it (`– H.`, `~hei`, `-Heidi-chan`); or a line naming the device the
 * message was sent from (`Sent from my iPhone`), a mail program's signature no one types in a chat.
 */
export function isSignature(written: string, persona: PersonaName): boolean {
  // Direction and joiner marks (`\u200F— ليلى`) are not typed, only shown.
  const line = written.replace(/\p{Cf}/gu, '');
  if (signedWhole(line, persona) || DEVICE_SIGNATURE.test(line.trim())) return true;
  const short = shortForms(persona);
  return (
    short !== undefined &&
    new RegExp(`^\\s*[*_]{0,2}[—–~-]{1,2}\\s*[*_]{0,2}(?:${short})[*_]{0,2}[^\\p{L}\\p{N}]*$`, 'u').test(line)
  );
}

/**
 * The persona's whole name (or first name) signing the line, after a dash with a title too
 * (`— Chef Lorenzo`), or with where it writes from (`- Heidi (from the shop)`).
 */
function signedWhole(line: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  return (
    name !== '' &&
    new RegExp(
      `^\\s*(?:(?:[—–~-]{1,2}|[*_]{1,2}[—–~-])(?:\\s*\\p{Lu}\\p{Ll}{1,8}\\.?(?=\\s))?|(?:nā|from|von|от|від)\\s+|\\p{L}[\\p{L}\\p{M}'’]*(?:\\s+[\\p{L}\\p{M}'’]+){0,2}[,，、،])?\\s*[*_]{0,2}${name}(?:\\s*(?:より|から|드림|올림|씀|敬上|拝))?${NAME_END}(?:\\s*\\([^()\\n]{1,40}\\))?(?:\\s+(?:x|xo)+)?[^\\p{L}\\p{N}]*$`,
      'iu',
    ).test(line)
  );
}

/**
 * The short forms a persona signs with after a dash: its initials (`H.`, `H.B.`, upper case as
 * written), the first three or more letters of its first name (`hei`), the name with a
 * hyphenated suffix (`Heidi-chan`), or a pet name of its first letter (`Яся`). Undefined for a
 * name of other letters than Latin or Cyrillic.
 */
function shortForms(persona: PersonaName): string | undefined {
  const words = persona.configured.trim().split(/\s+/);
  if (!words.every((w) => /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}][\p{L}\p{M}'’-]*$/u.test(w)))
    return undefined;
  const first = words[0] ?? '';
  const [head, ...rest] = words.map((w) => `${escapeRegExp(w.charAt(0).toUpperCase())}\\.?`);
  const initials = `${head}${rest.map((i) => `(?:\\s?${i})?`).join('')}`;
  const letters = [...first.toLowerCase()];
  const prefixes = letters.slice(3).map((_, i) => letters.slice(0, 3 + i).join(''));
  const folded = (text: string) =>
    [...text].map((ch) => `[${escapeRegExp(ch)}${escapeRegExp(ch.toUpperCase())}]`).join('');
  // A pet name sharing the first letter (`Яся` for `Ярослава`, `Kat` for `Katherine`).
  const pet = `${escapeRegExp(first.charAt(0).toUpperCase())}\\p{Ll}{1,7}`;
  return [initials, ...prefixes.map(folded), `${folded(first.toLowerCase())}-\\p{L}{2,6}`, pet].join('|');
}

/**
 * `Sent from my iPhone`, `Von meinem iPhone gesendet`, `Отправлено с iPhone`: a line that names
 * the device a message was sent from, with a verb of sending, in the languages mail programs use.
 */
const DEVICE_SIGNATURE =
  /^[*_]*(?:(?:sent|envoy[ée]|enviado|inviato|gesendet|verzonden|skickat|sendt|wysłane|wysłano|odesláno|отправлено|надіслано|gönderildi|trimis|lähetetty|elküldve|αποστολή)(?:\s+\p{L}+){0,3}|von\s+meinem|с\s+моего)\s+(?:\p{L}+\s+){0,2}(?:iphone|ipad|android|galaxy|pixel|samsung(?:-ul)?|huawei|xiaomi|blackberry|mobile|smartphone|phone|handy|телефона?|смартфона?|айфона?)(?:\s+\p{L}+){0,2}[*_.]*$/iu;

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
  // Lower-case ASCII words without a sentence's punctuation read as a command (`sudo systemctl restart cups`).
  const command = /^[a-z0-9][\x20-\x7e]*$/.test(inner) && !/[A-Z,!?'"]/.test(inner);
  const prose = !command && (/\s/.test(inner) || new RegExp(`[${UNSPACED}]`, 'u').test(inner));
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
    // A run of them (`</message></response>`), as nested markup closes.
    const tag = /(?:<\/[A-Za-z][\w-]*>\s*)+$/.exec(line);
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
export const UNSPACED =
  '\\p{scx=Hira}\\p{scx=Kana}\\p{scx=Han}\\p{scx=Hang}\\p{scx=Thai}\\p{scx=Laoo}\\p{scx=Khmr}\\p{scx=Mymr}';
/** Where a name starts and ends: not inside a word of a spaced script (`Heidis`, `aHeidi`). */
export const NAME_START = `(?<![^\\P{L}${UNSPACED}]|\\p{N})`;
export const NAME_END = `(?![^\\P{L}${UNSPACED}]|\\p{N})`;

/** A name as typed on a plain keyboard: accents dropped, letters with no plain form spelled out (`Þórunn` as `Thorunn`). */
function plainLetters(name: string): string {
  const spelled: Readonly<Record<string, string>> = {
    Þ: 'Th',
    þ: 'th',
    Ð: 'D',
    ð: 'd',
    Æ: 'Ae',
    æ: 'ae',
    Ø: 'O',
    ø: 'o',
    ß: 'ss',
    Ł: 'L',
    ł: 'l',
    Œ: 'Oe',
    œ: 'oe',
  };
  return [...name.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((c) => spelled[c] ?? c)
    .join('')
    .normalize('NFC');
}

/**
 * The persona's name as a pattern (matched case-folded): the full name or its first word
 * (`Heidi Brandt` signs and is narrated as `Heidi`), each also in the other of the Latin and
 * Cyrillic scripts, with or without accents (`Bisola` signed `Bísọ́lá`), and the answer's own spellings of it in other scripts. Empty for no name.
 */
export function personaName(persona: PersonaName): string {
  const full = persona.configured.trim();
  const first = full.split(/\s+/)[0] ?? '';
  const given = [full, ...(first.length >= 2 && first !== full ? [first] : [])];
  // Also without its accents, as a model types it on a plain keyboard (`Lucía` labelled `Lucia:`).
  const names = [...new Set(given.flatMap((n) => [n, plainLetters(n)]))];
  // Also as spelled in the other of the Latin and Cyrillic scripts (`Dima` labelled `Дима:`).
  const spelled = names.flatMap((n) => otherScriptPattern(n) ?? []);
  // Each name with any accents matches it as written too (`[eéè…]` holds `e`).
  const written = [...names.map(anyAccents), ...persona.spellings.map(escapeRegExp)];
  return full === '' ? '' : `(?:${[...written, ...spelled].join('|')})`;
}

/** Each Latin letter's accented forms (`o`: `ó`, `ö`, `ọ` …), as a model may add them to a plain name. */
const ACCENTED: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (let code = 0xc0; code < 0x1f00; code++) {
    if (code >= 0x250 && code < 0x1e00) continue;
    const letter = String.fromCodePoint(code);
    const base = letter.normalize('NFD')[0] ?? '';
    if (/[a-z]/i.test(base) && base !== letter) forms.set(base, (forms.get(base) ?? '') + letter);
  }
  return forms;
})();

/** A pattern for the name with any accents on its letters, precomposed or combining. */
function anyAccents(name: string): string {
  return [...name]
    .map((c) => {
      const forms = ACCENTED.get(c);
      return forms === undefined ? escapeRegExp(c) : `[${c}${forms}]\\p{M}*`;
    })
    .join('');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Names of two letters or more, as patterns. */
export function namePatterns(names: readonly string[]): string[] {
  return names.filter((name) => name.length > 1).map(escapeRegExp);
}
