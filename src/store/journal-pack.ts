import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { JournalTurn } from '../tasks/journal.js';

/**
 * How a journalled turn is stored. Consecutive turns of a chat repeat almost all of what they
 * hold: the system instruction, the standing context, each rendered message of the window and
 * each message seen. Those are the turn's parts, stored once in `journal_parts` and named by
 * their place there; the rest of the turn (its frame: the per-turn part, the answer, the plan,
 * and whatever a turn holds besides) is deflated into its row. Pure: the store does the I/O.
 */

/** Where a stored part is: the `journal_parts` row and its position in that row's list. */
export interface Place {
  row: number;
  index: number;
}

/**
 * A turn as its row holds it (deflated JSON): the frame and where each of its parts is. What a
 * turn gains over time (its withheld text, tokens, latency) are fields of the frame: stored as
 * they come, with no change here.
 */
export interface PackedTurn {
  /** The turn with every part blank, in the same shape. */
  frame: JournalTurn;
  /** The `journal_parts` rows the parts are in. */
  rows: number[];
  /**
   * The parts in slot order, as runs of consecutive places in one row, flattened: position in
   * `rows`, first index, count (a turn's parts mostly run in order through the rows before it).
   */
  runs: number[];
}

/** One place in a turn that holds a part. */
interface Slot {
  read(): string;
  write(part: string): void;
  blank(): void;
}

/**
 * The turn's parts in slot order, and its frame (a copy with each part blank: '' for a text, {}
 * for an object, so the frame has the slots the turn had).
 */
export function splitTurn(turn: JournalTurn): { frame: JournalTurn; parts: string[] } {
  const frame = withOwnHolders(turn);
  const slots = slotsOf(frame);
  const parts = slots.map((slot) => slot.read());
  for (const slot of slots) slot.blank();
  return { frame, parts };
}

/**
 * A copy of the turn sharing everything but what holds a part (the request, its contents and
 * their parts, the snapshot and its messages): blanking the parts leaves the turn as it was,
 * without copying all of it.
 */
function withOwnHolders(turn: JournalTurn): JournalTurn {
  const { request, snapshot } = turn;
  const ownContents = (contents: unknown) =>
    Array.isArray(contents)
      ? contents.map((content: unknown) =>
          isRecord(content) && Array.isArray(content.parts)
            ? {
                ...content,
                parts: content.parts.map((part: unknown) => (isRecord(part) ? { ...part } : part)),
              }
            : content,
        )
      : contents;
  return {
    ...turn,
    request: isRecord(request) ? { ...request, contents: ownContents(request.contents) } : request,
    snapshot: isRecord(snapshot)
      ? {
          ...snapshot,
          messages: Array.isArray(snapshot.messages) ? [...snapshot.messages] : snapshot.messages,
        }
      : snapshot,
  };
}

/** The turn again, from its frame and its parts in slot order. */
export function joinTurn(frame: JournalTurn, parts: readonly string[]): JournalTurn {
  const slots = slotsOf(frame);
  if (slots.length !== parts.length)
    throw new Error(`journal turn ${frame.turnId}: ${parts.length} parts for ${slots.length} places`);
  for (const [i, slot] of slots.entries()) slot.write(parts[i] as string);
  return frame;
}

/**
 * Where each part goes: a place already stored (`stored`), or a new one in the turn's own row,
 * whose list is `fresh` (a part the turn holds twice is stored once). `placesIn` gives the
 * places once that row is numbered.
 */
export function placeParts(
  parts: readonly string[],
  stored: (part: string) => Place | undefined,
): { fresh: string[]; placesIn: (row: number) => Place[] } {
  const fresh: string[] = [];
  const freshIndex = new Map<string, number>();
  const placed = parts.map((part) => {
    const known = stored(part);
    if (known) return known;
    let index = freshIndex.get(part);
    if (index === undefined) {
      index = fresh.push(part) - 1;
      freshIndex.set(part, index);
    }
    return index;
  });
  return {
    fresh,
    placesIn: (row) => placed.map((place) => (typeof place === 'number' ? { row, index: place } : place)),
  };
}

/** A turn's frame and the places of its parts, as its row holds them. */
export function packedTurn(frame: JournalTurn, places: readonly Place[]): PackedTurn {
  const rows: number[] = [];
  const position = new Map<number, number>();
  const runs: number[] = [];
  for (const { row, index } of places) {
    let at = position.get(row);
    if (at === undefined) {
      at = rows.push(row) - 1;
      position.set(row, at);
    }
    const last = runs.length - 3;
    if (last >= 0 && runs[last] === at && (runs[last + 1] as number) + (runs[last + 2] as number) === index)
      runs[last + 2] = (runs[last + 2] as number) + 1;
    else runs.push(at, index, 1);
  }
  return { frame, rows, runs };
}

export function unpackTurn(packed: Uint8Array): PackedTurn {
  return inflateJson(packed) as PackedTurn;
}

/** The turn of a packed row, given the parts of the rows it names. */
export function rebuildTurn(
  packed: PackedTurn,
  partsOf: (row: number) => readonly string[] | undefined,
): JournalTurn {
  const parts: string[] = [];
  const { runs } = packed;
  for (let r = 0; r + 2 < runs.length; r += 3) {
    const row = packed.rows[runs[r] as number] ?? -1;
    const first = runs[r + 1] as number;
    for (let index = first; index < first + (runs[r + 2] as number); index++) {
      const part = partsOf(row)?.[index];
      if (part === undefined)
        throw new Error(`journal turn ${packed.frame.turnId}: its part ${row}/${index} is not stored`);
      parts.push(part);
    }
  }
  return joinTurn(packed.frame, parts);
}

/** Every part's place in the rows a packed turn names, by part: what the chat's next turn may reuse. */
export function placesOf(
  packed: PackedTurn,
  partsOf: (row: number) => readonly string[] | undefined,
): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const row of packed.rows)
    for (const [index, part] of (partsOf(row) ?? []).entries()) places.set(part, { row, index });
  return places;
}

/** The first byte of every stored value: how the rest was written (deflated with `DICTIONARY`). */
const FORMAT = 1;

/**
 * What stored values often hold, so that a small one deflates as well as a large one: the shape
 * of a journalled turn, its plan and its actions, a rendered message and a message seen, the
 * most frequent last. Never changed: what was written with it inflates only with it (a new one
 * takes a new `FORMAT`).
 */
const DICTIONARY = Buffer.from(
  [
    '{"frame":{"turnId":"received-","agent":"","chatId":"","at":,"trigger":"message","targetId":,',
    '"request":{"model":"","systemInstruction":"","generationConfig":{},"contents":[',
    '{"role":"user","parts":[{"text":""}]},{"role":"model","parts":[{"text":""}]},',
    '{"role":"user","parts":[{"text":""},{"text":""}]}]},',
    '"reply":{"kind":"text","text":"# «send»\\n"},"steps":[{"type":"send","params":{"text":""}}],"issues":[],',
    '"withheld":[],"tasks":[{"type":"send","params":{"text":""}}],',
    '"snapshot":{"nowMs":,"me":{"id":"","name":""},"chat":{"id":"","kind":"direct","title":""},',
    '"messages":[{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}],"descriptions":{},"memory":{},"events":[]},',
    '"seenBefore":,"cause":{"kind":"message"}},"rows":[],"runs":[0,0,1,0,1,2]}',
    '[{"taskId":"send-","type":"send","params":{"text":""},"status":"done","delivered":true}]',
    '["⟦#⟧\\n","⟦Now: ',
    '{"chatId":"","id":,"senderId":"","senderName":"","out":false,"date":,"text":"","media":[],"reactions":[],"mentioned":false}"]',
  ].join(''),
);

export function deflateJson(value: unknown): Buffer {
  const deflated = deflateRawSync(Buffer.from(JSON.stringify(value)), { dictionary: DICTIONARY });
  return Buffer.concat([Buffer.of(FORMAT), deflated]);
}

export function inflateJson(data: Uint8Array): unknown {
  if (data[0] !== FORMAT) throw new Error(`a journal value of an unknown format (${String(data[0])})`);
  return JSON.parse(inflateRawSync(data.subarray(1), { dictionary: DICTIONARY }).toString('utf8'));
}

/**
 * The places of a turn that hold a part, in a fixed order: the system instruction and the
 * generation settings, each text of the request's contents (the standing context, each rendered
 * message, the per-turn part), each message seen and the memory the standing context was built from.
 */
function slotsOf(turn: JournalTurn): Slot[] {
  const slots: Slot[] = [];
  const { request, snapshot } = turn;
  if (isRecord(request)) {
    textSlot(slots, request, 'systemInstruction');
    objectSlot(slots, request, 'generationConfig');
    if (Array.isArray(request.contents))
      for (const content of request.contents)
        if (isRecord(content) && Array.isArray(content.parts))
          for (const part of content.parts) if (isRecord(part)) textSlot(slots, part, 'text');
  }
  if (isRecord(snapshot)) {
    const { messages } = snapshot;
    if (Array.isArray(messages))
      messages.forEach((message, i) => {
        if (isRecord(message))
          slots.push({
            read: () => JSON.stringify(messages[i]),
            write: (part) => {
              messages[i] = JSON.parse(part);
            },
            blank: () => {
              messages[i] = {};
            },
          });
      });
    objectSlot(slots, snapshot, 'memory');
  }
  return slots;
}

function objectSlot(slots: Slot[], holder: Record<string, unknown>, key: string): void {
  if (!isRecord(holder[key])) return;
  slots.push({
    read: () => JSON.stringify(holder[key]),
    write: (part) => {
      holder[key] = JSON.parse(part);
    },
    blank: () => {
      holder[key] = {};
    },
  });
}

function textSlot(slots: Slot[], holder: Record<string, unknown>, key: string): void {
  if (typeof holder[key] !== 'string') return;
  slots.push({
    read: () => holder[key] as string,
    write: (part) => {
      holder[key] = part;
    },
    blank: () => {
      holder[key] = '';
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
