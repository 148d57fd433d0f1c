import { FINAL_WORDS, OPTION_WORDS, VERSION_WORDS } from './meta-words.js';
import type { Hold } from './speech-context.js';
import { foldMarks } from './speech-marks.js';

/*
 * A body offering the message in more than one version (`**Option 1:** … **Option 2:** …`,
 * `Draft A:` …, `…` then `Alternative: …`): a person sends one message, so the first version is
 * the message and the rest is talk to whoever asked for it (`outside-blocks`).
 */

const ORDINAL = '(?:#?\\d{1,2}|[A-Za-z](?![\\p{L}])|[一二三四五六])';
/** `Version 2:`, `**Draft B** (shorter):`, `Option 1 (playful) —`, with the text after it on the line. */
const LABEL = new RegExp(
  `^\\s*(?:[-•]\\s*)?([*_]{0,2})\\s*(?:(${VERSION_WORDS})|(${OPTION_WORDS}))\\s*${ORDINAL}\\s*(\\([^)\\n]{1,40}\\))?\\s*(?:\\1)?\\s*[:.)—–-]\\s*(?:\\1(?=\\s|$))?\\s*`,
  'iu',
);
/** `Alternative:`, `**Alternatively:**`: another version after the first. */
const ANOTHER =
  /^\s*([*_]{0,2})\s*(?:alternative(?:ly)?|alternativ[ae]?|alternativamente)\s*(?:\1)?\s*:\s*(?:\1(?=\s|$))?\s*/iu;

interface Label {
  /** Where the label ends on its line. */
  end: number;
  /** A version word, or an option set off (bold, annotated, alone on its line). */
  offers: boolean;
  another: boolean;
}

function labelOf(line: string): Label | undefined {
  const folded = foldMarks(line);
  const another = ANOTHER.exec(folded);
  if (another) return { end: another[0].length, offers: true, another: true };
  const found = LABEL.exec(folded);
  if (!found) return undefined;
  const alone = folded.slice(found[0].length).trim() === '';
  const setOff = found[1] !== '' || found[4] !== undefined || alone;
  return { end: found[0].length, offers: found[2] !== undefined || setOff, another: false };
}

/** `**Final:**`, `Final answer:`, `Final:` after a `Draft:`: the version settled on, after its label. */
const FINAL = new RegExp(
  `^\\s*([*_]{0,2})\\s*(${FINAL_WORDS})\\s*(?:\\1)?\\s*:\\s*(?:\\1(?=\\s|$))?\\s*`,
  'iu',
);
const DRAFT = new RegExp(`^\\s*([*_]{0,2})\\s*(?:${VERSION_WORDS})\\s*(?:\\1)?\\s*:`, 'iu');

/** The version a body settled on, when it labels one final; else the first of several; else the body. */
export function firstVersion(text: string, hold: Hold): string {
  const lines = text.split('\n');
  const final = lines.findIndex((line, i) => {
    const found = FINAL.exec(foldMarks(line));
    if (!found) return false;
    // Opening the body set off or qualified; or after a draft (a list of results may end in a final).
    const setOff = found[1] !== '' || /\s/.test(found[2] ?? '');
    const opens = lines.slice(0, i).every((before) => before.trim() === '');
    return (opens && setOff) || lines.slice(0, i).some((before) => DRAFT.test(foldMarks(before)));
  });
  if (final >= 0) {
    const line = lines[final] ?? '';
    const label = FINAL.exec(foldMarks(line))?.[0].length ?? 0;
    hold([...lines.slice(0, final), line.slice(0, label)].join('\n').trim(), 'outside-blocks');
    return [line.slice(label), ...lines.slice(final + 1)].join('\n');
  }
  const labels = lines.map(labelOf);
  const at = labels.flatMap((label, i) => (label?.offers ? [i] : []));
  const first = at[0];
  if (first === undefined) return text;
  const before = lines.slice(0, first).join('\n').trim();
  // Text before the first label is the first version; else the first label's own.
  if (before !== '') {
    hold(lines.slice(first).join('\n').trim(), 'outside-blocks');
    return lines.slice(0, first).join('\n');
  }
  const second = at[1];
  if (second === undefined || labels[first]?.another) return text;
  const label = labels[first];
  const line = lines[first] ?? '';
  hold(line.slice(0, label?.end ?? 0).trim(), 'outside-blocks');
  hold(lines.slice(second).join('\n').trim(), 'outside-blocks');
  return [line.slice(label?.end ?? 0), ...lines.slice(first + 1, second)].join('\n');
}
