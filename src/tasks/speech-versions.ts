import { OPTION_WORDS, VERSION_WORDS } from './meta-words.js';
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

/** The first version of a body that offers several; any other body as it is. */
export function firstVersion(text: string, hold: Hold): string {
  const lines = text.split('\n');
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
