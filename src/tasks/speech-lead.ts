import { LABEL_LINE } from './speech-aims.js';
import { analysesTheTurn, type TurnPeople } from './speech-analysis.js';
import type { Hold, PersonaName } from './speech-context.js';
import { saidToNoOne, unwrapped } from './speech-room.js';

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
  const setOff =
    (LABEL_LINE.test(glued) && !LABEL_LINE.test(lines[from + 1] ?? '')) || unwrapped(glued).aside;
  if (title === '' && setOff && below.trim() !== '' && analyses(glued) && !analyses(below)) {
    hold(glued.trim(), 'reasoning');
    return lines.slice(from + 1).join('\n');
  }
  if (title !== '' || analyses(paragraph)) {
    if (after.trim() === '' && !followed) return text;
    // Only the part before a dash on a line of its own, when the rest is the message's.
    const dash = /^(.+?)\s+[—–]\s+(\S.*)$/u.exec(glued);
    if (title === '' && !glued.includes('\n') && paragraph.trim() === glued.trim() && dash) {
      const [, before = '', rest = ''] = dash;
      // The rest speaks to someone (`Sam, …`, "you", a question, an emoji); `— je le rassure…`
      // is the writer's act, read with what it acts on.
      const spoken =
        !saidToNoOne(rest) || /^\p{Lu}\p{L}*,/u.test(rest) || /\p{Extended_Pictographic}/u.test(rest);
      if (spoken && analyses(before) && !analyses(rest)) {
        hold(before.trim(), 'reasoning');
        return [rest, ...lines.slice(from + 1)].join('\n');
      }
    }
    hold([title, paragraph].join('\n').trim(), 'reasoning');
    return after;
  }
  // The same on the message's first line, glued to it (`(intern: Felix ist genervt, also kurz)`
  // over `Kein Stress…`): a whole sentence or aside of its own.
  if (
    (lines[from + 1] ?? '').trim() === '' ||
    !(
      /[.。)）\]】]\s*$/u.test(glued) ||
      (LABEL_LINE.test(glued) && !LABEL_LINE.test(lines[from + 1] ?? ''))
    ) ||
    !analyses(glued)
  )
    return text;
  hold(glued.trim(), 'reasoning');
  return lines.slice(from + 1).join('\n');
}
