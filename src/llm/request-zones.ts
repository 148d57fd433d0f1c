import { isMessageText } from './render.js';
import { RECENT_MARK } from './standing-context.js';
import type { ModelRequest } from './types.js';

/** One piece of a request as an author reads it: where it sits, its name, its text. */
export interface RequestSection {
  zone: 'system' | 'standing' | 'history' | 'turn';
  /** A system section's heading (`# Your character`); the zone's name for the others. */
  name: string;
  /** Its text; the parts of a zone of several are one line apart. */
  text: string;
  /** Characters it adds to the request (the separators above are not sent). */
  characters: number;
}

/** Before the first heading of the system instruction (a card's system prompt may have none). */
export const UNTITLED_SECTION = '(untitled)';

/**
 * A request cut into its zones, in the order the model reads them (pure): the system
 * instruction by level-1 heading (outside code fences, so the response format's examples of
 * task blocks stay in their section), the standing context (the first user turn when it is not
 * a message), the history window, the standing context's recent part (after the history), and
 * the per-turn part (the last part). The characters of the sections add up to the request's.
 */
export function requestSections(request: ModelRequest): RequestSection[] {
  const sections: RequestSection[] = systemSections(request.systemInstruction);
  const parts = request.contents.flatMap((c) => c.parts.map((p) => p.text));
  const turn = parts.pop();
  const first = request.contents[0];
  const standing =
    first?.role === 'user' && request.contents.length > 1 && !isMessageText(first.parts[0]?.text ?? '')
      ? parts.splice(0, first.parts.length)
      : [];
  const recent = parts.at(-1)?.startsWith(RECENT_MARK) ? parts.splice(-1) : [];
  const zone = (zone: RequestSection['zone'], name: string, texts: string[]) => {
    if (texts.length > 0)
      sections.push({ zone, name, text: texts.join('\n'), characters: texts.join('').length });
  };
  zone('standing', 'standing context', standing);
  zone('history', 'history', parts);
  zone('standing', 'standing context, recent', recent);
  zone('turn', 'per-turn part', turn === undefined ? [] : [turn]);
  return sections;
}

function systemSections(text: string): RequestSection[] {
  const out: RequestSection[] = [];
  if (text === '') return out;
  let fenced = false;
  // Each line keeps its newline, so the sections' characters add up to the instruction's.
  for (const line of text.split(/(?<=\n)/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^# \S/.test(line);
    const current = out.at(-1);
    if (heading || !current) {
      const name = heading ? line.trim() : UNTITLED_SECTION;
      out.push({ zone: 'system', name, text: line, characters: line.length });
    } else {
      current.text += line;
      current.characters += line.length;
    }
  }
  return out;
}

/** System sections the persona may say in its own voice: its style examples, the stickers it may send. */
const SAID_SECTIONS = /^# (?:How you write|Stickers you may send)\b/;
/** The mark over the lorebook's facts, and over what a recall found (chat words). */
const LORE_MARK = /^⟦what you know that bears/;
const RECALL_MARK = /^⟦recalled:/;

/** What the model was given besides the chat, as the speech boundary reads echoes of it. */
export interface Given {
  /** Its instruction: the system instruction, notes, plans, summaries, the turn's lines. */
  instruction: string[];
  /** The lorebook's facts shown: the persona's to tell. */
  lore: string[];
}

/** What the model was given besides the chat's messages (pure): every zone but the history, read by `splitGiven`. */
export function instructionTexts(request: ModelRequest): Given {
  const given: Given = { instruction: [], lore: [] };
  for (const section of requestSections(request)) {
    if (section.zone === 'history') continue;
    const split = splitGiven(section.text);
    given.instruction.push(...split.instruction);
    given.lore.push(...split.lore);
  }
  return given;
}

/**
 * An instruction's text cut into the instruction proper and the lorebook's facts; the persona's
 * style examples and sticker list and what a recall found (chat words) are left out: the persona
 * may well say them.
 */
export function splitGiven(text: string): Given {
  const instruction: string[] = [];
  const lore: string[] = [];
  let part: 'instruction' | 'lore' | 'said' = 'instruction';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // A system section runs to the next heading; a part of the context to the next marker alone.
    if (/^# \S/.test(line)) part = SAID_SECTIONS.test(line) ? 'said' : 'instruction';
    else if (/^⟦[^⟧]*⟧$/.test(line))
      part = LORE_MARK.test(line) ? 'lore' : RECALL_MARK.test(line) ? 'said' : 'instruction';
    if (RECALL_MARK.test(line) || LORE_MARK.test(line) || part === 'said') continue;
    (part === 'lore' ? lore : instruction).push(raw);
  }
  return { instruction: [instruction.join('\n')], lore: lore.length > 0 ? [lore.join('\n')] : [] };
}
