import { ownForm, paragraphRuns } from './answer-text.js';
import { MANNER_WORDS } from './meta-words.js';
import { aimsItsAnswer, LABEL_LINE, readsAMood } from './speech-aims.js';
import { analysesTheTurn, directsItself, WANTS_OR_NEEDS, WRITER_PLANS } from './speech-analysis.js';
import { writersNote } from './speech-apparatus.js';
import { I_SUBJECT, SPEAKS_AS_I, THEM } from './speech-assistant.js';
import type { Hold, PersonaName } from './speech-context.js';
import { MIND_WORD, ordersItsAnswers, readsTheMind, readsTheNeededAnswer } from './speech-mind.js';
import {
  callsAMember,
  namesAMember,
  narratesMembers,
  saidToNoOne,
  type TurnPeople,
  unwrapped,
} from './speech-room.js';
import { namesItsTone, notesItsChoice, TONE_CHOICE } from './speech-tone.js';

/**
 * A first paragraph that analyses the turn (`Alice asks two things; Heidi would answer warmly.`),
 * or a summary's title over it, held back as reasoning; with another message after it in the
 * answer, the whole body may be that paragraph. The analysis may also be only the message's first
 * line, glued to it, or the part of that line before a dash (`Najpierw pytanie Michała o listę… —
 * Sam, bez osoby towarzyszącej`).
 */
export function cutLeadingAnalysis(
  lines: readonly string[],
  from: number,
  title: string,
  followed: boolean,
  persona: PersonaName,
  people: TurnPeople | undefined,
  hold: Hold,
): string {
  const text = lines.join('\n');
  const analyses = (part: string) => analysesTheTurn(part.trim(), persona, people);
  const blank = lines.findIndex((l, i) => i > from && l.trim() === '');
  const paragraph = lines.slice(from, blank >= 0 ? blank : followed ? lines.length : from).join('\n');
  const after = blank < 0 ? '' : lines.slice(blank + 1).join('\n');
  const glued = lines[from] ?? '';
  const below = lines.slice(from + 1, blank >= 0 ? blank : lines.length).join('\n');
  // A label's line or an aside over the message (`Plan: responder en español…` over `¡Decidido!…`):
  // the line alone, when what is under it is the message's.
  // Not the first of a run of label lines (a dialogue replayed).
  const ownLabel = LABEL_LINE.test(glued) && !LABEL_LINE.test(lines[from + 1] ?? '');
  const calls = (line: string) => callsAMember(line, people?.participants ?? []);
  // The partner's mind read, or the answers ordered: the writer's, a sentence or a note's fragment.
  // A pronoun's, right above the line calling the member, is theirs (`He feels attacked…` over
  // `Bartek, the circuit is great…`).
  const reader = people?.called && calls(lines[from + 1] ?? '') ? { ...people, called: false } : people;
  const mind = (part: string) =>
    (reader !== undefined && readsTheMind(part, reader)) ||
    readsTheNeededAnswer(part) ||
    ordersItsAnswers(part) ||
    // A reading, then the manner it keeps (`Happy, tired room — keep it short.`).
    (TONE_CHOICE.test(part) && saidToNoOne(part) && !I_SUBJECT.test(part));
  const cutGlued = () => {
    hold(glued.trim(), 'reasoning');
    return lines.slice(from + 1).join('\n');
  };
  if (
    title === '' &&
    (ownLabel || unwrapped(glued).aside) &&
    below.trim() !== '' &&
    analyses(glued) &&
    !analyses(below)
  )
    return cutGlued();
  // Only the part of the first line before a dash, when the rest is the message's (`Tono
  // scherzoso — Sì che la conosco…`).
  const dash = title === '' ? /^(.+?)\s+[—–]\s+(\S.*)$/u.exec(glued) : null;
  if (dash) {
    const [, before = '', rest = ''] = dash;
    if (speaksToSomeone(rest) && analyses(before) && !analyses(rest)) {
      hold(before.trim(), 'reasoning');
      return [rest, ...lines.slice(from + 1)].join('\n');
    }
  }
  // An aside opening the first line, glued to the message on it (`(casual, team-lead friendly)
  // Sure, notes are mine`): the writer's note on its manner.
  const aside = title === '' ? /^\s*([(（[][^()（）[\]\n]+[)）\]])[ \t]*(\S.*)$/u.exec(glued) : null;
  if (aside && notesTheMessage(aside[1] ?? '', people ?? { participants: [] }) && !analyses(aside[2] ?? '')) {
    hold((aside[1] ?? '').trim(), 'reasoning');
    return [aside[2], ...lines.slice(from + 1)].join('\n');
  }
  // Sentences at one end of the first line analysing the turn, the rest of it said to someone:
  // where the whole would go (`Goal: confirm the shift clearly. はい、午後入れます！`, `Klar bin ich
  // da. Malte braucht…`), after a reading of the partner (`Хвилюється за мене… Все добре, сонце…`),
  // or before a member called by name (`…reassure her first. Cristina, nu-ți face griji…`). Not
  // when the whole paragraph analyses it and a message follows it.
  const held = analyses(paragraph.trim() === '' ? glued : paragraph);
  const named = (part: string) => namesAMember(part, people?.participants ?? []);
  const leads = (head: string, tail: string) =>
    mind(head) ||
    (analyses(head) &&
      !SPEAKS_AS_I.test(head) &&
      (calls(tail) ||
        (speaksToSomeone(tail) &&
          // A label over words (`Mehmet'in cevabı: Да, …`) only where the whole line would go.
          (held || !/[:：]\s*\S/u.test(head)) &&
          // Opening with a member's name and no comma, it may call them (`Tunde abeg buy the red
          // one.`): the writer's only when it reads their mind or request.
          (!named(head.split(/\s/u)[0] ?? '') || MIND_WORD.test(head) || WANTS_OR_NEEDS.test(head)))));
  const split =
    title === '' &&
    !(held && after.trim() !== '') &&
    // The analysis last where the whole would go, or where it names whom it reads (`Yes, I can take
    // her! Sofia is worried…`).
    splitSpoken(glued, below, analyses, leads, (tail) => held || named(tail));
  if (split) {
    hold(split.held, 'reasoning');
    return [split.kept, ...lines.slice(from + 1)].join('\n');
  }
  if (title !== '' || analyses(paragraph)) {
    if (after.trim() === '' && !followed) return text;
    hold([title, paragraph].join('\n').trim(), 'reasoning');
    return after;
  }
  // The same on the message's first line, glued to it (`(intern: Felix ist genervt, also kurz)`
  // over `Kein Stress…`): a whole sentence or aside of its own.
  if (
    (lines[from + 1] ?? '').trim() !== '' &&
    (mind(glued) || ((/[.。)）\]】]\s*$/u.test(glued) || ownLabel) && analyses(glued)))
  )
    return cutGlued();
  return text;
}

/**
 * The line's sentences split where those at one end analyse the turn and the rest, alone, does
 * not: the analysis first, as `leads` tells; or, where `trails` allows it, the analysis last, at
 * its paragraph's end, after what speaks. Nothing when no split is clear.
 */
function splitSpoken(
  line: string,
  below: string,
  analyses: (part: string) => boolean,
  leads: (head: string, tail: string) => boolean,
  trails: (tail: string) => boolean,
): { held: string; kept: string } | undefined {
  const ends = [...line.matchAll(PART_END)].map((end) => end.index ?? 0);
  // A label's colon ends an analysis of its own words (`…返事をする：`), not a label alone (`Note
  // to self:`).
  const parts = ends
    .map((end) => ({ head: line.slice(0, end).trim(), tail: line.slice(end).trim() }))
    .filter(
      ({ head, tail }) =>
        head !== '' &&
        tail !== '' &&
        (!/[:：]$/u.test(head) || head.split(/\s+/u).length > 3 || /[^\x00-\u024f\s]{6}/u.test(head)),
    );
  // The shortest analysis first. Kept, a sentence in lower case goes on in the same voice (`Abena
  // relax, i go handle am. you…`).
  const first = parts.find(
    ({ head, tail }) => !/^\p{Ll}/u.test(tail) && !analyses([tail, below].join('\n')) && leads(head, tail),
  );
  if (first) return { held: first.head, kept: first.tail };
  // After the message, the analysis is its last sentence, said to no one: no call, emoji,
  // exclamation or question in it.
  const last = parts.at(-1);
  if (
    last === undefined ||
    /[:：]$/u.test(last.head) ||
    below.trim() !== '' ||
    !trails(last.tail) ||
    !analyses(last.tail) ||
    !saidToNoOne(last.tail) ||
    /\p{Extended_Pictographic}|[!?！？]\s*$/u.test(last.tail) ||
    analyses(last.head) ||
    !speaksToSomeone(last.head)
  )
    return undefined;
  return { held: last.tail, kept: last.head };
}

/**
 * Where a line's parts meet: a sentence's end, with or without the space after it (`…the ride
 * first.Claro que…`, `…(tramwaj 🙄)Answering Ola first…`, `…👍Short and reassuring`), or a label's
 * colon after a word (`…返事をする：ママさんお大事にな。`), not a time's (`12:30`).
 */
const PART_END =
  /(?<=[.!?…])\s+|(?<=[。！？])|(?<=\p{Ll}[.!?]|[)）]|\p{Extended_Pictographic})(?=\p{Lu}\p{Ll}|\p{Lo})|(?<=\p{L}[:：])\s*/gu;

/**
 * Said to someone: "you", a call (`Sam, …`, `Ay canım, …`), an emoji, an exclamation or question, or the
 * writer's own "I" (`omg yes Saturday, I'm there`), neither acting on them (`je le rassure`) nor
 * planning (`I will answer both.`).
 */
function speaksToSomeone(part: string): boolean {
  return (
    !saidToNoOne(part) ||
    /^\p{Lu}\p{L}*(?:\s+\p{L}+)?,/u.test(part) ||
    /\p{Extended_Pictographic}/u.test(part) ||
    /[!?！？]\s*$/u.test(part) ||
    (I_SUBJECT.test(part) && !THEM.test(part) && !WRITER_PLANS.test(part))
  );
}

/**
 * A paragraph inside a message, after its first, that analyses the turn (a note to itself
 * between a recipe's ingredients and its method): held back. Only prose paragraphs count (not a
 * list, a quotation, a table or code, which a person's message holds as its own), and never the
 * first, which the lead-in's rule reads.
 */
export function dropInteriorAnalysis(
  text: string,
  persona: PersonaName,
  people: TurnPeople,
  hold: Hold,
): string {
  const paragraphs = paragraphRuns(text);
  let dropped = false;
  const kept = paragraphs.filter((paragraph, i) => {
    // A quotation whole is someone's words. What the paragraph before introduces (`Vale, ahí
    // va:`) may speak of the partner as the message's own (a bio), though not to the writer.
    if (i === 0 || ownForm(paragraph)) return true;
    const introduced = /[:：]\s*$/u.test(paragraphs[i - 1]?.text ?? '');
    const reader = introduced ? { participants: people.participants } : people;
    if (!analysesTheTurn(paragraph.text.trim(), persona, reader)) return true;
    hold(paragraph.text.trim(), 'reasoning');
    dropped = true;
    return false;
  });
  const body = dropped ? kept.map((paragraph) => paragraph.text).join('\n\n') : text;
  return dropGluedLast(body, persona, people, hold);
}

/** "And", "but" and "yet" between two manners, in the languages personas write. */
const AND_OR_BUT =
  'but|and|yet|и|но|et|mais|y|pero|e|ma|mas|und|aber|en|maar|i|ale|och|men|ve|ama|dan|tapi|și|dar|và|nhưng';
/**
 * The manner of the message as the writer notes it: two of its words (`Casual Hinglish`), or one
 * and a second or a reason (`friendly but clear that…`, `Short, since Owen just needs a yes`);
 * `short, sorry, on the bus` is a person's.
 */
const MANNER_NOTE = new RegExp(
  `^(?:${MANNER_WORDS})(?:\\s+(?:${MANNER_WORDS})(?:[,.]|$)|\\s+(?:${AND_OR_BUT})\\s+(?:${MANNER_WORDS}|clear|firm|honest)(?!\\p{L})|,\\s*(?:[\\p{L}-]+\\s+)?(?:${MANNER_WORDS})(?:[,.]|$)|,?\\s+(?:since|because|as)(?!\\p{L}))`,
  'iu',
);

/**
 * The writer's own note on the tone or length kept and why (`… — keeping this short and gentle
 * since Aoife is upset`, `Kurz gehalten, Jens hat…`, `[friendly but professional]`), or a reading
 * then what the turn should do. A person's asks it of someone as "I" (`(keep it short, I’m at work)`).
 */
function notesTheMessage(part: string, people: TurnPeople): boolean {
  const line = unwrapped(part.replace(/^\s*\[(.*)\]\s*$/su, '($1)')).line;
  return (
    saidToNoOne(part) &&
    !I_SUBJECT.test(part) &&
    !/\p{Extended_Pictographic}/u.test(part) &&
    (TONE_CHOICE.test(part) ||
      notesItsChoice(part) ||
      namesItsTone(part) ||
      MANNER_NOTE.test(line) ||
      directsItself(part, people))
  );
}

/**
 * The same analysis glued under the message's last line, set off as a label's line, an aside or
 * the answer's aim (`…zmieszczę` then `Sytuacja: Michał czeka…`, `(Odpowiedź ma go uspokoić…)`).
 */
function dropGluedLast(text: string, persona: PersonaName, people: TurnPeople, hold: Hold): string {
  const lines = text.trimEnd().split('\n');
  const last = (lines.at(-1) ?? '').trim();
  const above = lines.at(-2)?.trim() ?? '';
  const note = (part: string) => notesTheMessage(part, people);
  const reading = (part: string, run: boolean, before: string, subjectless: boolean) =>
    !/^\s*(?:[-*•]|\d{1,2}[.)])\s/u.test(part) &&
    (note(part) ||
      (((LABEL_LINE.test(part) && (!run || readsAMood(part))) ||
        unwrapped(part).aside ||
        aimsItsAnswer(part, people.partner) ||
        readsTheMind(part, people, before, subjectless) ||
        ordersItsAnswers(part)) &&
        // A person's aside says "I", carries an emoji or tells of members (`(Jonas says hi)`).
        !SPEAKS_AS_I.test(part) &&
        !/\p{Extended_Pictographic}/u.test(part) &&
        !narratesMembers(part, people.participants) &&
        analysesTheTurn(part, persona, people) &&
        // A note to herself glued to her message is her joke (`Note to self: stop losing…`).
        !writersNote(part)));
  // Glued under it, or the writer's note as the last paragraph of its own (the tone's own word
  // there may be French "your": `(ton court message m'a fait rire)`).
  if (
    (above !== '' && reading(last, LABEL_LINE.test(above), lines.slice(0, -1).join('\n'), true)) ||
    (lines.length > 2 && above === '' && note(last) && !TONE_CHOICE.test(last))
  ) {
    hold(last, 'reasoning');
    return lines.slice(0, -1).join('\n').trimEnd();
  }
  // Or on the message's last line, after its last sentence, emoji or dash, or as a closing aside
  // (`…au courant. Objectif : le rassurer…`, `… — register: warm…`, `… (obiettivo: farla ridere)`).
  // The shortest first: what follows the last dash or sentence may itself hold a dash.
  const tails = [
    /^(.*\S)\s+[—–]\s+([^—–\n]+)$/u,
    /^(.*?\S)\s*([(（[][^()（）[\]\n]+[)）\]])$/u,
    /^(.*?\S)(?<=[.!?。！？]|\p{Extended_Pictographic}|\uFE0F)\s*([^.!?。！？\n]+[.。]?)$/u,
  ]
    .map((form) => form.exec(last))
    .sort((a, b) => (a?.[2]?.length ?? 0) - (b?.[2]?.length ?? 0));
  for (const tail of tails) {
    const [, head = '', part = ''] = tail ?? [];
    // A sentence without its subject on the same line goes on with the one before (`…Busca a alguien…`).
    const cut = part.replace(/^[\s—–-]+/u, '');
    // What the note is glued to has words (`✅ тон тёплый` is a checklist's line).
    if (
      tail &&
      /[\p{L}\p{N}]/u.test(head) &&
      reading(cut, false, [...lines.slice(0, -1), head].join('\n'), false)
    ) {
      hold(cut.trim(), 'reasoning');
      return [...lines.slice(0, -1), head].join('\n');
    }
  }
  return text;
}
