import { COUNT_WORDS, NOTE_LABEL, PLAN_WORDS, SECOND_PERSON, TURN_WORDS } from './meta-words.js';
import type { Hold } from './speech-context.js';
import { CLOCK, foldMarks } from './speech-marks.js';

/*
 * A page's apparatus a model puts around a message, recognised by its structure: a count of the
 * answer's words, a language tag before a translated line, a speech-bubble emoji standing for a
 * speaker label, a plan of the answer before it. None of it is typed to a chat.
 */

/** The body without its apparatus; what is cut goes to `hold`. */
export function dropApparatus(text: string, hold: Hold): string {
  const boxed = dropCallouts(dropOperatorMentions(text, hold), hold);
  return dropLanguageTags(dropCount(dropBubbleLabels(dropClientLines(boxed, hold), hold), hold), hold);
}

/**
 * A documentation callout (`> [!NOTE]` or `> **Tip:**` and its quoted lines, `!!! tip` and its indented lines,
 * `:::note` … `:::`): a box of remarks for a page's reader, never a chat message; a model writes
 * its notes about the answer in one.
 */
function dropCallouts(written: string, hold: Hold): string {
  // A folded `<details>` element (a chat app's reasoning, copied with the answer) is never shown.
  const text = written.replace(/[ \t]*<details\b[^>]*>[\s\S]*?(?:<\/details>[ \t]*\n?|$)/gi, (folded) => {
    hold(folded.trim(), 'reasoning');
    return '';
  });
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // Also a quoted bold callout word (`> **Tip:** …`, `> 💡 **Note:** …`), a page's box of advice.
    const quoted =
      /^\s*>\s*\[![\p{L}-]+\][+-]?/u.test(line) ||
      /^\s*>\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)?\*\*(?:note|tip|hint|warning|info|important|caution|nota|consejo|hinweis|tipp|remarque|astuce|suggerimento|dica)\s*:?\*\*\s*:?/iu.test(
        line,
      );
    // `!!! so excited` is a person's: a callout's type is one word, its body indented below it.
    const indented =
      /^\s*(?:!!!|\?\?\?\+?)\s*\p{L}+(?:\s+"[^"\n]*")?\s*$/u.test(line) &&
      /^(?: {2,}|\t)\S/.test(lines[i + 1] ?? '');
    const fenced =
      /^\s*:::\s*\p{L}+/u.test(line) && lines.slice(i + 1).some((next) => /^\s*:::\s*$/.test(next));
    if (!quoted && !indented && !fenced) {
      out.push(line);
      continue;
    }
    let end = i + 1;
    const inside = (next: string) =>
      quoted ? /^\s*>/.test(next) : indented ? /^(?: {2,}|\t)\S/.test(next) : !/^\s*:::\s*$/.test(next);
    while (end < lines.length && inside(lines[end] ?? '')) end++;
    if (fenced && end < lines.length) end++;
    hold(lines.slice(i, end).join('\n').trim(), 'reasoning');
    i = end - 1;
  }
  return out.join('\n');
}

/**
 * A chat client's line copied over the message (`Forwarded from Jonas:`, `Replying to Jonas:`,
 * `Пересланное сообщение от Jonas`) or under it (a time with read ticks): the app shows it,
 * nobody types it.
 */
const CLIENT_LINE =
  /^\s*[[(]\s*(?:replying to|reply to|in reply to|antwort auf|respondiendo a|en réponse à|в ответ на)\s*:?\s*[^\n\])]{1,80}[\])]\s*$|^\s*[*_]{0,2}(?:forwarded (?:message )?from|replying to|in reply to|weitergeleitet von|antwort an|reenviado de|respondiendo a|transféré de|en réponse à|inoltrato da|пересланное сообщение от|переслано от|в ответ)\s+[^\n:]{1,40}[:：]?[*_]{0,2}\s*$/iu;

/** A chat client's time under a message with its read ticks (`10:04 ✓✓`, `✓ 9:41 PM`). */
const RECEIPT = /^\s*(?:[✓✔☑]{1,2}\s*)?\d{1,2}:\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?(?:\s*[✓✔☑]{1,2})?\s*$/u;

/**
 * A chat app's own words copied with the answer: `Use code with caution.` under a code block, a
 * typing indicator (`Digitando...`), a media placeholder (`[image: a cake]`).
 */
const APP_TEXT =
  /^\s*(?:Use code with caution\.?|(?:is )?(?:typing|digitando|escribiendo|está escribiendo|schreibt|tippt|печатает|sta scrivendo|écrit|en train d['’]écrire|pisze|yazıyor|sedang mengetik|đang soạn tin|入力中|正在输入)\s*(?:\.{2,}|…)|[[(](?:image|photo|picture|img|video|gif|audio|file|attachment|bild|foto|imagen|фото)\s*:[^\])\n]*[\])])\s*$/i;
/**
 * A chat app's status or button row copied under the answer: a delivery mark (`✓ Message delivered
 * to Jonas`, `Доставлено ✓✓`), or a row of its buttons (`Copy · Regenerate · 👍 👎`).
 */
const STATUS =
  /^\s*(?:[✓✔☑]{1,2}\s*)?(?:message\s+|nachricht\s+|mensaje\s+|сообщение\s+)?(?:delivered|sent|seen|read|zugestellt|gesendet|gelesen|entregado|enviado|visto|leído|lido|livré|envoyé|consegnato|inviato|letto|доставлено|отправлено|прочитано|dostarczono|wysłano|odczytano|bezorgd|verzonden|gelezen|teslim edildi|görüldü|terkirim|dibaca|đã gửi|đã xem|已送达|已发送|已读|既読|送信済み|전송됨|읽음)(?:\s+(?:to|an|a|para|à|до)\s+[^\n]{1,30})?(?:\s+(?:at\s+|um\s+|a las\s+)?\d{1,2}:\d{2})?\s*(?:[✓✔☑]{1,2})?\s*$/iu;
const BUTTON =
  /^(?:copy|regenerate|retry|share|edit|like|dislike|report|read aloud|good response|bad response|kopieren|neu generieren|teilen|copiar|regenerar|compartir|compartilhar|copier|régénérer|partager|copia|rigenera|condividi|копировать|повторить|поделиться|kopiuj|复制|重新生成|分享|コピー|再生成|共有|복사|다시 생성|공유|\p{Extended_Pictographic}\uFE0F?)$/iu;
function isButtonRow(line: string): boolean {
  const items = line
    .trim()
    .split(/\s*[·•|]\s*|\s{2,}|\s+(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic}\uFE0F?)\s+/u)
    .filter((item) => item !== '');
  return (
    items.length >= 3 && items.every((item) => BUTTON.test(item)) && items.some((item) => /\p{L}/u.test(item))
  );
}
function isStatus(line: string): boolean {
  return (
    STATUS.test(line) &&
    (/[✓✔☑]/u.test(line) || /^\s*[✓✔☑]*\s*(?:message|nachricht|mensaje|сообщение)\s/iu.test(line))
  );
}

/** An edit mark after a line (`(edited)`), a chat log's time before the first (`[19:02] `). */
const EDITED = /\s*\((?:edited|bearbeitet|editado|modifié|modificato|изменено|edytowano|düzenlendi)\)\s*$/i;
const LOG_TIME = new RegExp(String.raw`^\s*\[${CLOCK}\]\s+(?=\S)`);
/** A mail's subject line over the message. */
const SUBJECT =
  /^\s*[*_]{0,2}(?:subject|betreff|asunto|objet|oggetto|assunto|тема)\s*:[*_]{0,2}\s*\S[^\n]{0,60}$/i;

function dropClientLines(text: string, hold: Hold): string {
  const isApp = (line: string) => APP_TEXT.test(line) || isStatus(line) || isButtonRow(line);
  const app = text.split('\n').filter(isApp);
  for (const line of app) hold(line.trim(), 'label');
  const lines = text
    .split('\n')
    .filter((line) => !isApp(line))
    .map((line, i) => {
      const cut = line.match(EDITED)?.[0] ?? (i === 0 ? line.match(LOG_TIME)?.[0] : undefined);
      if (cut === undefined || cut.trim() === line.trim()) return line;
      hold(cut.trim(), 'label');
      return line.replace(cut, '');
    });
  const top = lines.findIndex((line) => line.trim() !== '');
  if (
    SUBJECT.test(lines[top] ?? '') &&
    lines[top + 1]?.trim() === '' &&
    lines
      .slice(top + 2)
      .join('')
      .trim() !== ''
  ) {
    hold((lines[top] ?? '').trim(), 'label');
    lines.splice(top, 2);
  }
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const footer = lines[last] ?? '';
  // Ticks make a time the client's: a time alone may be the answer (`When?` … `18:30`).
  if (last > 0 && RECEIPT.test(footer) && /[✓✔☑]/u.test(footer)) {
    hold(footer.trim(), 'label');
    return dropClientLines(lines.slice(0, last).join('\n'), hold);
  }
  const first = lines.findIndex((line) => line.trim() !== '');
  if (
    !CLIENT_LINE.test(lines[first] ?? '') ||
    lines
      .slice(first + 1)
      .join('')
      .trim() === ''
  )
    return lines.join('\n');
  hold((lines[first] ?? '').trim(), 'label');
  return lines.slice(first + 1).join('\n');
}

/** `(word count: 8)`, `（22文字）`, `[~40 words]`, `_(≈ 38 words)_`: a wrapped count ending the body (folded). */
const COUNT = new RegExp(
  `[*_]{0,2}[([{]\\s*(?:~|≈|approx\\.?\\s*|約)?\\s*(?:(?:${COUNT_WORDS})\\s*[:=]?\\s*[~≈]?\\d+\\s*(?:${COUNT_WORDS})?|\\d+\\s*(?:${COUNT_WORDS}))\\s*[)\\]}][*_]{0,2}\\s*$`,
  'iu',
);

/** `Word count: 4`, `**Zeichen:** 38`: the same count as a key and its number, a line of its own. */
const COUNT_LINE = new RegExp(
  `^\\s*[*_]{0,2}(?:${COUNT_WORDS})[*_]{0,2}\\s*[:=：][*_]{0,2}\\s*[~≈]?\\d+\\s*(?:${COUNT_WORDS})?\\s*[*_]{0,2}\\s*$`,
  'iu',
);

function dropCount(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const last = lines.findLastIndex((line) => line.trim() !== '');
  const line = lines[last] ?? '';
  const found = COUNT.exec(foldMarks(line)) ?? (last > 0 ? COUNT_LINE.exec(foldMarks(line)) : null);
  // Alone it would be the whole message: a count says something about an answer beside it.
  if (!found || lines.slice(0, last).join('').trim() + line.slice(0, found.index).trim() === '') return text;
  hold(line.slice(found.index).trim(), 'reasoning');
  lines[last] = line.slice(0, found.index).trimEnd();
  return lines.join('\n');
}

/**
 * A language's code in brackets opening a line (`[EN]`, `(de)`, `[RU]`): the same message again in
 * another language follows it. The first tagged paragraph is the message (its tag dropped); a
 * later one, and an untagged message's tagged translation, is held back.
 */
const LANGUAGE_TAG =
  /^\s*[[(](?:en|eng|de|deu|ger|fr|fra|es|esp|spa|it|ita|pt|por|ru|rus|uk|ukr|pl|nl|sv|tr|ja|jp|jpn|zh|cn|ko|kr|ar|he|hi|el|ka)[)\]]\s*:?\s*/i;

/** A flag opening a line (`🇬🇧 Yes, …`): a country's language, when another flagged line says the same. */
const FLAG_TAG = /^\s*[\u{1F1E6}-\u{1F1FF}]{2}\s*:?\s*/u;

/** The tag opening the line; in round brackets only in capitals (`(it)` is a word). */
function languageTag(line: string): string | undefined {
  const flag = FLAG_TAG.exec(line)?.[0];
  if (flag !== undefined) return flag;
  const tag = LANGUAGE_TAG.exec(line)?.[0];
  return tag === undefined || tag.trimStart().startsWith('[') || tag === tag.toUpperCase() ? tag : undefined;
}

function dropLanguageTags(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const tagged = lines.map(languageTag);
  if (!tagged.some((tag) => tag !== undefined)) return text;
  const firstText = lines.findIndex((line) => line.trim() !== '');
  // A flag alone on the first line is the message's own (`🇩🇪 won 2–1!`).
  const first = tagged[firstText];
  if (first !== undefined && FLAG_TAG.test(first) && tagged.filter((t) => t !== undefined).length === 1)
    return text;
  const out: string[] = [];
  // Which paragraph is being held: a tagged one after the message, to its blank line.
  let holding = false;
  lines.forEach((line, i) => {
    const tag = tagged[i];
    if (line.trim() === '') holding = false;
    if (tag !== undefined && i === firstText) {
      hold(tag.trim(), 'wrapper');
      out.push(line.slice(tag.length));
    } else if (tag !== undefined || holding) {
      holding = true;
      hold(line.trim(), 'reasoning');
    } else out.push(line);
  });
  return out.join('\n');
}

/**
 * A speech bubble (💬, 🗨️, 🗯️) standing for a speaker label: alone on a line (with a colon) over
 * the message, or before a label (`💬 **Message:** …`, which the key lines then read).
 */
const BUBBLE =
  /^(\s*)[\u{1F4AC}\u{1F5E8}\u{1F5EF}]\uFE0F?\s*(?::\s*$|$|(?=[*_]*\p{L}[\p{L} ]{0,20}[*_]*\s*:))/u;

function dropBubbleLabels(text: string, hold: Hold): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const found = BUBBLE.exec(line);
      if (!found) return [line];
      hold(found[0].trim(), 'label');
      const rest = line.slice(found[0].length);
      return rest.trim() === '' ? [] : [`${found[1]}${rest}`];
    })
    .join('\n');
}

/**
 * A first paragraph that plans the answer (`Plan: answer the cat question first`, `**Goals:**`
 * and a list, `方針：短く答える`): a plan label whose text speaks of the turn's acts.
 */
const PLAN_LABEL = new RegExp(`^[\\s*_#]*(?:${PLAN_WORDS})[*_\\s]*:`, 'iu');
/** Words of spaced scripts whole; those of Japanese, Chinese and Korean anywhere. */
const SPACED = '\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}';
const TURN = new RegExp(`(?<![${SPACED}])(?:${TURN_WORDS})(?:e?[ds]|ing)?(?![${SPACED}])`, 'iu');

export function plansTheTurn(paragraph: string): boolean {
  const folded = foldMarks(paragraph);
  return (PLAN_LABEL.test(folded) && (TURN.test(folded) || ASKED.test(folded))) || plansInSteps(folded);
}

/**
 * The same plan without a label, as steps of the turn in order (`First answer the cat question,
 * then give the Saturday hours.`, `まず猫のことに答えて、それから…`): one line opening with "first"
 * and naming an act of the turn, spoken to no one and by no one (`First answer my question!`
 * is a person's).
 */
function plansInSteps(text: string): boolean {
  return (
    FIRST_STEP.test(text) &&
    ANSWERING.test(text) &&
    !text.includes('\n') &&
    !/[?!？！]/u.test(text) &&
    !SECOND_PERSON.test(text) &&
    !/(?<!\p{L})(?:I|me|my|we|us|our|ich|mir|mein|wir|yo|mi|nosotros|je|moi|nous|я|мне|мы)(?!\p{L})|私|僕|俺|我/iu.test(
      text,
    )
  );
}
/** Answering a question, the act a plan of the turn names (not `confirm the booking`, an errand). */
const ANSWERING =
  /(?<!\p{L})(?:answer\p{L}*|repl(?:y|ies)|respond|question|antwort\p{L}*|frage|respuesta|responder|pregunta|réponse|répondre|risposta|rispondere|domanda|resposta|pergunta|odpowied\p{L}*|pytani\p{L}*|ответ\p{L}*|вопрос\p{L}*|cevap\p{L}*|soru\p{L}*)(?!\p{L})|答え|答える|回答|返信|返事|質問|回复|问题|대답|질문/iu;
const FIRST_STEP =
  /^[\s*_]*(?:(?:first|firstly|zuerst|erst|zunächst|primero|primeiro|d['’]abord|prima|сначала|najpierw|eerst|önce)(?!\p{L})|まず|首先|先|먼저)/iu;

/** A recap's question (`the latest message asks whether…`, `You asked:`). */
const ASKED =
  /(?<!\p{L})(?:asks|asked|asking|wants to know|wondering|fragt|gefragt|спрашивает|спросила|спросил|pregunta|demande|chiede)(?!\p{L})/iu;

/** The text names an act of the turn: answering, a question, the reply's length or tone. */
export function speaksOfTurn(text: string): boolean {
  return TURN.test(text);
}

/**
 * A checklist of what the answer did (`✅ Cat question answered`, `- Frage beantwortet ✓`), or a
 * score line of it (`Rules check → casual ✔ no AI talk ✔ under 30 words ✔`), under a label or
 * none: every line carries a check mark at its start or end (a score line two or more), and the
 * list speaks of the turn or of the persona's rules; a packing list ticked off is a person's.
 */
const CHECK = /\u2705|\u2611\uFE0F?|\u2714\uFE0F?|\u2713|\[[xX]\]/u;
const CHECKED_ITEM = new RegExp(
  `^\\s*(?:[-*•]\\s*)?(?:${CHECK.source})|(?:${CHECK.source})\\s*[.,;]?\\s*$`,
  'u',
);
const RULES =
  /(?<!\p{L})(?:rules?|regeln|reglas|regras|правила|persona|in character|no ai|emojis?|casual|locker|words|palabras|wörter|слов|tone|tono|tom|тон)(?!\p{L})|口調|口调|トーン|語気|语气|톤|어조|말투|โทน|(?<!\p{L})(?:respond|contest|beantw|antwort|ofrec|ответ|відпов|odpowie|rispo|répond|cevap|yanıt|jawab|menjawab|trả lời)\p{L}*/iu;

export function checksTheTurn(paragraph: string): boolean {
  const lines = paragraph.split('\n').filter((line) => line.trim() !== '');
  // A label over it (`Selbstcheck:`, `Rules check →`) is the list's own.
  const items = lines.length > 1 && !CHECK.test(lines[0] ?? '') ? lines.slice(1) : lines;
  const marks = (line: string) => line.match(new RegExp(CHECK.source, 'gu'))?.length ?? 0;
  const listed =
    items.length > 0 &&
    (items.every((line) => CHECKED_ITEM.test(line)) || (items.length === 1 && marks(items[0] ?? '') >= 2));
  return listed && (TURN.test(paragraph) || RULES.test(paragraph));
}

/**
 * A checklist closing the message after a blank line, with no lead-in over it (`✅ Receta
 * completa`, `✔ problema del server risolto`): what the writer ticked off, whatever words it uses.
 * A person's ticked list is led in (`Packed:`), crosses something off beside the ticks, or names
 * whom each item is for (`@Pablo botiquín ✔️`).
 */
export function ticksOffTheTurn(list: string, above: string): boolean {
  const lines = list.split('\n').filter((line) => line.trim() !== '');
  // Or a score line of it, two marks or more, under a label of its own or none (`Κάλυψα: ρύζι ✓
  // ζάχαρη ✓`, `✓ harusi imethibitishwa ✓ sauti ya kirafiki`).
  const score = lines.length === 1 && (list.match(new RegExp(CHECK.source, 'gu'))?.length ?? 0) >= 2;
  return (
    (lines.length >= 2 || score) &&
    (score || lines.every((line) => CHECKED_ITEM.test(line))) &&
    !/[\u274C\u274E\u2717\u2718]|\[\s\]|@\p{L}/u.test(list) &&
    above.trim() !== '' &&
    !/[:：]\s*$/u.test(above.trimEnd())
  );
}

/**
 * The same checklist closing the message's own paragraph, no blank line between (`Aye I'm in` then
 * `✔ confirmed attendance ✔ stayed in Scots dialect`): the checked lines at the body's end go
 * when they check the turn; a list the message introduces (`Packed:` over it) is the message's.
 */
export function cutTrailingChecklist(text: string, hold: Hold): string {
  const lines = text.trimEnd().split('\n');
  let start = lines.length;
  while (start > 0 && CHECKED_ITEM.test(lines[start - 1] ?? '')) start--;
  const above = lines.slice(0, start).join('\n').trimEnd();
  const list = lines.slice(start).join('\n');
  if (start === lines.length || above.trim() === '' || /[:：]\s*$/.test(above) || !checksTheTurn(list))
    return text;
  hold(list.trim(), 'outside-blocks');
  return above;
}

/**
 * The writer rating its own answer on a line of its own (`Confidence: high`, `Sentiment:
 * positive`, `Certeza: 90%`): a key no message carries, with a value of a few words.
 */
const SELF_RATING =
  /^\s*[*_]{0,2}(?:confidence|confidence score|certainty|sentiment|detected language|detected intent|intent|formality|confianza|certeza|confiança|konfidenz|sicherheit|confiance|certitude|fiducia|уверенность|достоверность)[*_]{0,2}\s*[:：][*_]{0,2}\s*[^\s:]+(?:\s+[^\s:]+){0,2}\s*$/iu;
export function ratesItself(paragraph: string): boolean {
  return !paragraph.trim().includes('\n') && SELF_RATING.test(paragraph);
}

/** A paragraph saying it is no part of the answer (`P.S. (not part of the reply) …`). */
export const OUTSIDE_ANSWER =
  /(?<!\p{L})(?:not (?:part of|in|for) (?:the|my|this) (?:reply|message|answer|response)|no (?:es|forma) parte de (?:la|mi) respuesta|nicht teil der (?:antwort|nachricht)|ne fait pas partie de (?:la|ma) réponse|не часть (?:ответа|сообщения))(?!\p{L})/iu;

/** A chat app's sources line naming the chat it read (`Sources: chat history (messages 4003–4005)`). */
export const CITED_FROM_CHAT =
  /^[\s*_]*(?:sources?|references?|fuentes?|quellen?|fonti|fontes)[*_\s]*[:：][^\n]*(?<!\p{L})(?:chat|history|messages?|conversation|context|prompt|persona|historial|verlauf|cronologia|histórico|conversación|\d{4})(?!\p{L})/iu;

/**
 * A note to whoever runs the persona, plain or set off (`Note pour l'opérateur : …`, `Dev note: …`,
 * `Hinweis an den Betreiber: …`, `Σημείωση προς τον διαχειριστή: …`): a label of two to five words
 * naming that role, in any wording around it.
 */
const OPERATOR_NOTE = new RegExp(
  `^[\\s*_([]*(?=[^:：\\n—–]{0,60}[:：—–])(?:[^\\s:：—–]+\\s+|\\p{L}{1,2}['’]){0,5}?(?:${[
    'operator|operators|operador|operadora|opérateur|operatore|operateur|betreiber|betreiberin|entwickler|developers?',
    'dev note|note (?:to|for) (?:the )?dev|desarrollador|desenvolvedor|développeur|sviluppatore|ontwikkelaar|pengembang|operaatorile|operatera',
    'admin|admins|administrator|administrador|administrateur|amministratore|prompt writer|system note|meta note',
    // Whoever runs the account, in so many words (`Obs. para quem administra a conta:`).
    'whoever (?:runs|manages)|who (?:runs|manages) (?:this|the) account|account (?:owner|holder)|quem (?:administra|gere|cuida)|quien (?:administra|gestiona|maneja|lleva)|qui gère|chi gestisce',
    'operatör\\p{L}*|prowadząc\\p{L}* konto|titular de la cuenta|dono da conta|propriétaire du compte|kontoinhaber\\p{L}*|beheerder|beheerders|hesab\\p{L}* yöneten|hesap sahib\\p{L}*|yönetici\\p{L}*|właściciel\\p{L}* konta|владел\\p{L}* аккаунт\\p{L}*',
    'оператор\\p{L}*|разработчик\\p{L}*|администратор\\p{L}*|διαχειριστ\\p{L}*|χειριστ\\p{L}*|προγραμματιστ\\p{L}*',
  ].join('|')})(?:\\s+[^\\s:：—–]+){0,4}?[)）*_\\s]*[:：—–]`,
  'iu',
);
/** The role named in a label of more than one word (`Operator:` alone may head a quoted line), or in an unspaced script. */
function toTheOperator(paragraph: string): boolean {
  const label = OPERATOR_NOTE.exec(paragraph)?.[0].replace(/^[\s*_([]+|[*_\s:：—–]+$/gu, '');
  return (
    (label !== undefined && /\s/u.test(label)) ||
    /^[\s*_([]*(?:運営|開発者|管理者|运营|开发者|管理员|운영자|개발자|관리자)[^:：\n]{0,12}[:：]/u.test(
      paragraph,
    )
  );
}
/**
 * A note to self after the message (`Note to self: Dimas still owes me coffee, ask next week.`):
 * the writer's memo, unless it is exclaimed, as a person's joke is (`note to self: never again 😂`).
 */
const NOTE_TO_SELF =
  /^[\s*_([]*(?:note to (?:self|myself)|note for myself|memo to self|nota para m[ií]|nota per me|notiz an mich|note à moi-même|заметка для себя|catatan untuk diri sendiri|nota vir myself|märkus endale|bilješka za sebe|napomena za sebe)[*_\s]*[:：—–-](?![^\n]*[!\p{Extended_Pictographic}])/iu;

/**
 * The writer's note after the message, to no one: to the operator, to itself, or on why it chose
 * a sticker or reaction (`Why the wave sticker: …`).
 */
export function writersNote(paragraph: string): boolean {
  return (
    (toTheOperator(paragraph) ||
      NOTE_TO_SELF.test(paragraph) ||
      // A note on what the chat as a record does not say (`Note: I'm assuming… — the chat doesn't say`).
      (NOTE_LABEL.test(paragraph) && MACHINERY.test(paragraph)) ||
      /^[\s*_]*why (?:the|this|that) [^:\n]{0,24}(?:sticker|emoji|reaction|react)[*_\s]*[:：]/iu.test(
        paragraph,
      )) &&
    !SECOND_PERSON.test(paragraph)
  );
}

/**
 * A paragraph to whoever runs the persona, by mention (`@admin the shop's hours aren't in my notes,
 * I used 10–16 from last week's chat.`): it speaks of the persona's machinery (its notes, prompt,
 * memory, instructions, the chat as data). `@admin please remove this spam` is a person's.
 */
function dropOperatorMentions(text: string, hold: Hold): string {
  const paragraphs = text.split(/(\n[ \t]*\n)/);
  if (paragraphs.length < 3) return text;
  return paragraphs
    .filter((paragraph) => {
      if (!OPERATOR_MENTION.test(paragraph) || !MACHINERY.test(paragraph)) return true;
      hold(paragraph.trim(), 'outside-blocks');
      return false;
    })
    .join('')
    .replace(/(\n[ \t]*\n){2,}/g, '\n\n');
}
const OPERATOR_MENTION = /^\s*@(?:admin|operator|dev|developer|system|owner|creator)(?!\p{L})/iu;
const MACHINERY =
  /(?<!\p{L})(?:my (?:notes|instructions|prompt|memory|persona|config)|(?:na|en la|nella|in der|dans la|в) (?:memória|memoria|mémoire|speicher|памяти)|(?:the|system) prompt|chat history|(?:from|in) (?:the|last \p{L}+['’]s|earlier) (?:chat|conversation)|not in (?:my|the) (?:notes|memory|data)|the (?:chat|conversation|transcript) (?:doesn['’]t|does not|didn['’]t|did not|never) (?:say|mention|specify|state|show))(?!\p{L})/iu;
