import {
  MESSAGE_WORDS,
  NOTE_OR_TRANSLATION,
  NOTE_WORDS,
  REASONING_WORDS,
  SECOND_PERSON,
} from './meta-words.js';
import { notesTheTurn } from './speech-analysis.js';
import { speaksOfTurn } from './speech-apparatus.js';
import type { Hold, PersonaName } from './speech-context.js';
import { CLOSING, edgeSegment, foldMarks, wrapping } from './speech-marks.js';
import { CANNOT_DO, describesItsAnswer, notesItsChoice, notesTheTone } from './speech-tone.js';
import { namesPersona } from './speech-wrappers.js';

/*
 * The writer's reasoning inside a message body, by a marker word in its place: a label line, a
 * labelled line, a wrapped label, a progress line, a thought bubble. Held back as `reasoning`.
 */

/** A marker word, also as a process of it (`Thinking process`, `Processus de réflexion`, `Proceso de razonamiento`). */
const MARKER_WORD = `(?:(?:processus|proceso|processo|proces|процесс)\\s+(?:(?:de|di|del|do|da|des|du)\\s+)?)?(?:${REASONING_WORDS}|${NOTE_OR_TRANSLATION})(?:\\s+process)?`;
/* Read on the folded line (`foldMarks`): full-width colons and brackets of every script are ours. */
const LABEL_LINE = new RegExp(`^\\s*[*_#\\s]*${MARKER_WORD}[*_\\s]*:?[*_\\s]*$`, 'iu');
/** `Thinking...`, `*thinking…*`: a model's progress line, alone on its line. */
/** `Thinking…`, and a chat app's `Thought for 7 seconds` (`Reasoned for 1m 12s`, `Show thinking`) over the answer. */
const PROGRESS_LINE = new RegExp(
  `^\\s*[*_>]*\\s*(?:${MARKER_WORD}\\s*(?:\\.{2,}|…)|(?:show|hide)\\s+${MARKER_WORD}|(?:${MARKER_WORD}|reasoned|thought)\\s+for\\s+(?:a\\s+few\\s+(?:seconds|moments)|(?:about\\s+)?(?:\\d+(?:[.,]\\d+)?\\s*(?:s|secs?|seconds?|m|mins?|minutes?)\\b\\s*)+))[*_]*\\s*$`,
  'iu',
);
/**
 * A chat app's line of how long the model thought, in the app's language (`Pensó durante 14 s`,
 * `已深度思考（用时 9 秒）`, `Nachgedacht für 8 Sekunden`): a thinking word and a duration, a few
 * words alone on their line, no one speaking in it.
 */
const THINK_STEM =
  /think|thought|reason|pens[oóaé]|réfléchi|nachgedacht|dachte|überlegt|думал|размышлял|думав|思考|考え|생각|düşün|berpikir|suy nghĩ|ragionat|myślał|přemýšlel|nagedacht|tänkte|tenkte|σκέφτ|חשב|فكر|सोच/iu;
const DURATION =
  /\d+(?:[.,]\d+)?\s*(?:s|secs?|seconds?|segs?|segundos?|secondes?|secondi|sek\.?|sekunden|sekund\p{L}*|сек\.?|секунд\p{L}*|秒|초|sn|saniye|detik|giây|วินาที|ثوان\p{L}*|ثانية|שניות|δευτερόλεπτα|m|mins?|minutes?|minutos?|minuten|минут\p{L}*|分钟|分)(?![\p{L}])/iu;
function thoughtFor(line: string): boolean {
  const s = line.trim().replace(/^[*_>]+|[*_]+$/g, '');
  const words = s.split(/\s+/).length;
  return (
    THINK_STEM.test(s) &&
    DURATION.test(s) &&
    !/[?!]|(?<!\p{L})(?:I|ich|yo|eu|je|io|я|ben|aku|tôi)(?!\p{L})|我/iu.test(s) &&
    (words <= 5 || (words <= 3 && s.length <= 24))
  );
}
/**
 * A reasoning word may carry one word of its kind (`Analisis singkat:`, `Quick analysis:`); a note
 * may not (`Quick note: we close at four` is the message's).
 */
const QUALIFIED = `(?:(?:quick|brief|short|initial|internal|kurze|breve|rápido|rápida|rapide|krótka|краткий|быстрый)\\s+(?:${REASONING_WORDS})|(?:${REASONING_WORDS})\\s+\\p{L}{2,12})`;
const LABELLED = new RegExp(`^\\s*[*_]{0,2}\\s*(${MARKER_WORD}|${QUALIFIED})\\s*[*_]{0,2}\\s*:`, 'iu');
/** `(thinking: …)`, `*Thought: …*`, `_(Pensando: …)_`, `【思考：…】`: a marker and its text in one wrapping. */
const WRAPPED_ASIDE = new RegExp(
  `^\\s*(?:[*_]{1,2}(?=[([{<]))?([([{<]|[*_](?![*_]))[([{<]?\\s*${MARKER_WORD}\\s*(?::|[—–→⇒]|\\s-\\s|\\s?-+>|\\s?=>)`,
  'iu',
);
/** `_(EN: Sure, I'm in!)_`: a language's code in capitals opening an aside, a translation of the message. */
const CODE_ASIDE =
  /^\s*(?:[*_]{1,2})?([([])\s*(?:EN|ENG|DE|FR|ES|IT|PT|RU|UK|UA|PL|NL|TR|JA|JP|ZH|KO|AR|HE|HI|EL|SV|ID|VI)\s*:/;
/** `[思考] …`, `(thought)`, `*Thinking*`: a marker alone in its wrapping, a label. */
const WRAPPED_WORD = new RegExp(
  `^\\s*(?:[([{<]|[*_]{1,2})\\s*${MARKER_WORD}\\s*:?\\s*(?:[)\\]}>]|[*_]{1,2})[*_]*`,
  'iu',
);
/** A JSON object of a thought on its line (`{"type": "thought", "content": "…"}`). */
const JSON_THOUGHT = new RegExp(
  `^\\s*\\{\\s*"(?:type|kind|role)"\\s*:\\s*"(?:${MARKER_WORD})"[^\\n]*\\}\\s*$`,
  'iu',
);
/** A line opening with a thought bubble (`💭 she wants the hours`) is a thought. */
const THOUGHT_BUBBLE = /^[\s*_([]*\u{1F4AD}/u;
const PLAIN_NOTE = new RegExp(`^[\\s*_([{<]*(?:${NOTE_WORDS})(?![\\p{L}])`, 'iu');
const NOTE_OPENING = new RegExp(`^[\\s*_#([{<]*(?:${NOTE_OR_TRANSLATION})(?![\\p{L}])`, 'iu');

/** A note's words about the answer: its tone, a choice, the turn, the message or the persona. */
function talksOfAnswer(line: string, persona: PersonaName): boolean {
  return (
    notesTheTone(line) ||
    notesItsChoice(line) ||
    describesItsAnswer(line) ||
    notesTheTurn(line) ||
    speaksOfTurn(line) ||
    MESSAGE_NAMED.test(line) ||
    namesPersona(line, persona) ||
    (CANNOT_DO.test(line) && !SECOND_PERSON.test(line))
  );
}
/** A plain note's label in emphasis of its own, the note's text after it (`*Note:* bring your ID`). */
const EMPHASISED_NOTE = new RegExp(`^\\s*([*_]{1,2})(?:${NOTE_WORDS})\\s*:?\\1\\s*:?\\s+\\S`, 'iu');
const MESSAGE_NAMED = new RegExp(
  `(?<!\\p{L})(?:${MESSAGE_WORDS}|tone|ton|tono|тон|kept|keeping|made it|went with|used)(?!\\p{L})|톤|말투|어조|语气|語氣|口调|口調|トーン|角色|キャラ`,
  'iu',
);

/**
 * Reasoning by its marker, in label-line (`Thinking Process:` then its paragraph and list),
 * labelled (`**Analysis:** …`, `[思考] …`) or wrapped-label (`(thinking: …)`, `*Thought: …*`)
 * form, with any bracket or colon of any script. A wrapped label is held to its closing mark: the
 * text after it on the line is the message. A note label is the message itself when it opens the
 * body or is written plain (`Note: bring snacks`).
 */
export function dropReasoning(lines: string[], persona: PersonaName, hold: Hold): string[] {
  const out: string[] = [];
  let inside = false;
  let alone = false;
  let afterBlank = false;
  let awaiting = false;
  /** The closing mark of a wrapped label that runs on over more lines. */
  let closing: string | undefined;
  for (const line of lines) {
    // A quote marker, a code comment's or an emoji before a label (`> Thinking: …`, `// reasoning: …`,
    // `🤔 Thinking: …`) sets it off.
    // A line struck through (`~~thinking: …~~`) reads as one in brackets; a comment of a notes
    // app (`%% … %%`) is never shown, whatever it says.
    if (/^\s*%%[\s\S]*%%\s*$/.test(line)) {
      hold(line, 'reasoning');
      continue;
    }
    const folded = foldMarks(line)
      .replace(/^(\s*)~~(.*)~~(\s*)$/, '$1 ($2 )$3')
      .replace(/^(\s*)(?:>|\/\/)/, '$1 ')
      .replace(
        /^([\s*_]*)((?:\p{Extended_Pictographic}|\uFE0F|\u200D)+)/u,
        (_m, lead: string, emoji: string) =>
          emoji.includes('\u{1F4AD}') ? `${lead}${emoji}` : `${lead}${' '.repeat(emoji.length)}`,
      );
    if (closing !== undefined) {
      hold(line, 'reasoning');
      if (folded.includes(closing)) closing = undefined;
      continue;
    }
    const blank = line.trim() === '';
    const opensBody = out.every((l) => l.trim() === '');
    const aside = WRAPPED_ASIDE.exec(folded) ?? CODE_ASIDE.exec(folded);
    const word = WRAPPED_WORD.exec(folded);
    const labelled = LABELLED.exec(folded);
    const bubble = THOUGHT_BUBBLE.test(folded);
    const marker =
      aside !== null ||
      word !== null ||
      labelled !== null ||
      bubble ||
      JSON_THOUGHT.test(line) ||
      LABEL_LINE.test(folded) ||
      (!opensBody &&
        wrapping(line) !== undefined &&
        (notesTheTone(line) ||
          notesItsChoice(line) ||
          describesItsAnswer(line) ||
          (CANNOT_DO.test(line) && !SECOND_PERSON.test(line))));
    const note = !bubble && NOTE_OPENING.test(folded);
    // A plain `Note: we close at four` is the message's own; set off (`**Note:**`, `(note: …)`)
    // after the text, or naming the persona, it is talk about the message.
    const setOff = /^\s*[*_([{<]/.test(folded) || /^\s*\/\//.test(line) || namesPersona(line, persona);
    if (PROGRESS_LINE.test(folded) || thoughtFor(folded)) {
      hold(line, 'reasoning');
      continue;
    }
    // `Bis Samstag! (Translation: See you Saturday!)`: a wrapped label closing a line of text.
    const edge = marker ? undefined : edgeSegment(line);
    const edgeFolded = edge ? foldMarks(edge.segment) : '';
    // A note there may be the message's own (`meet at 8 (note: side entrance)`).
    if (
      edge &&
      ((WRAPPED_ASIDE.test(edgeFolded) && !PLAIN_NOTE.test(edgeFolded)) ||
        CODE_ASIDE.test(edgeFolded) ||
        notesTheTurn(edge.segment) ||
        notesTheTone(edge.segment) ||
        notesItsChoice(edge.segment))
    ) {
      hold(edge.segment, 'reasoning');
      out.push(edge.rest.trimEnd());
      continue;
    }
    // Set off after the text, a note is still the message's when it says nothing of the answer
    // (`*Note:* bring your ID`, `*Not:* …öğrenciyle konuşuyorum`); `**Note:** I kept it short` is talk.
    // Under a rule (`---` then `**Note:** …`) it is set apart from the message.
    const ruled = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(out.findLast((l) => l.trim() !== '') ?? '');
    const ownNote =
      note &&
      !ruled &&
      wrapping(line) === undefined &&
      EMPHASISED_NOTE.test(folded) &&
      !talksOfAnswer(line, persona);
    if (marker && !(note && (opensBody || !setOff || ownNote))) {
      afterBlank = false;
      if (aside) {
        const close = CLOSING[aside[1] ?? ''] ?? ')';
        const end = folded.indexOf(close, aside[0].length);
        if (end < 0) {
          closing = close;
          hold(line, 'reasoning');
          continue;
        }
        // Closing marks after it too: `))` of a doubled `((OOC: …))`, `*` of `*(…)*`.
        const after =
          new RegExp(`^[*_${close === ')' ? ')' : close === ']' ? '\\]' : ''}]*`).exec(
            folded.slice(end + 1),
          )?.[0].length ?? 0;
        const rest = line.slice(end + 1 + after);
        // A note's or translation's label alone in its wrapping after the text (`*In English:*
        // Sure!`): what follows it, on its line or under it, is the note or the translation.
        if (!opensBody && note && folded.slice(aside[0].length, end).trim() === '') {
          inside = true;
          alone = rest.trim() === '';
          awaiting = alone;
          hold(line, 'reasoning');
          continue;
        }
        hold(line.slice(0, end + 1 + after), 'reasoning');
        inside = false;
        if (rest.trim() !== '') out.push(rest.trimStart());
        continue;
      }
      // A label alone on its line (`Thinking Process:`, `【思考】`) heads the paragraph after it,
      // blank line or not; a label with its text (`Thought: …`) only the list or indented lines
      // under it, as the next plain line is the message.
      inside = true;
      alone = LABEL_LINE.test(folded) || (word !== null && folded.slice(word[0].length).trim() === '');
      awaiting = alone;
      hold(line, 'reasoning');
      continue;
    }
    if (inside) {
      if (blank) {
        afterBlank = !awaiting;
        continue;
      }
      awaiting = false;
      const continues = (!afterBlank && alone) || /^\s*(?:[-*•]|\d+[.)])\s|^\s{2,}\S/.test(line);
      if (continues) {
        hold(line, 'reasoning');
        continue;
      }
      inside = false;
    }
    out.push(line);
  }
  return out;
}
