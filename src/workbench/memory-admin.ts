import { findPersona, loadConfig } from '../config/load.js';
import { holdState } from '../store/lock.js';
import { MemoryRepo, type StoredSummary } from '../store/memory.js';
import { openStore, openStoreReadOnly, type Store } from '../store/open.js';
import type { MemoryKind } from '../store/schema.js';
import { UserError } from '../support/errors.js';
import {
  entryTimes,
  factJson,
  jsonId,
  type MemoryListing,
  personJson,
  pinnedField,
} from '../terminal/results.js';

/** Which part of a persona's memory the operator asks about. */
export interface MemoryScope {
  configFile: string;
  persona: string | undefined;
  /** A chat id: its notes and summaries too. */
  chat?: string;
  /** A user id: only what is known about that person. */
  person?: string;
  /** Told a reading command's one-line warning (a full disk). */
  warn?: (line: string) => void;
}

/** What `memory edit` and `memory forget` did. */
export interface MemoryChange {
  persona: string;
  kind: MemoryKind | 'summary';
  id: string;
  action: 'added' | 'changed' | 'deleted' | 'unknown';
}

/** Everything remembered in the scope; people only when asked for one (else all), notes only with a chat. */
export async function listMemory(scope: MemoryScope): Promise<MemoryListing> {
  return withMemory(scope, false, (memory, agent, timeZone) => memoryListing(memory, agent, scope, timeZone));
}

/**
 * Writes one entry as the operator wants it: `n3` (with --chat) or `m2` changes a note or a
 * memory, `s5` (with --chat) a summary's text, `new` (or `n`) adds a note, `m` a memory,
 * --person replaces what is known about a user. Caps do not apply to the operator.
 */
export async function editMemory(
  scope: MemoryScope,
  id: string | undefined,
  text: string,
): Promise<MemoryChange> {
  if (text.trim() === '')
    throw new UserError('memory edit needs the new text (to delete, use memory forget)');
  // A mistake in the command line is said before the state database is opened (or made).
  checkEntry(scope, id, 'edit');
  return withMemory(scope, 'memory edit', (memory, agent) => editMemoryEntry(memory, agent, scope, id, text));
}

/** Deletes a note, memory, summary (`s<first id>`, with --chat) or person. */
export async function forgetMemory(scope: MemoryScope, id: string | undefined): Promise<MemoryChange> {
  checkEntry(scope, id, 'forget');
  return withMemory(scope, 'memory forget', (memory, agent) => forgetMemoryEntry(memory, agent, scope, id));
}

/** Which part of an open store's memory: a chat, a person (numeric Telegram ids). */
export type EntryScope = Pick<MemoryScope, 'chat' | 'person'>;

/**
 * Shares a memory (`m2`) with every chat, or a person's fact (--person, the id is the chat it was
 * learned in) with every chat the person is in; `shared` false keeps it to where it was written.
 */
export async function shareMemory(
  scope: MemoryScope,
  id: string | undefined,
  shared: boolean,
): Promise<MemoryChange> {
  return withMemory(scope, 'memory share', (memory, agent) =>
    shareMemoryEntry(memory, agent, scope, id, shared),
  );
}

/** `shareMemory` over an already open store (the console's). */
export function shareMemoryEntry(
  memory: MemoryRepo,
  agent: string,
  scope: EntryScope,
  id: string | undefined,
  shared: boolean,
): Promise<MemoryChange> {
  return flagEntry(memory, agent, scope, id, 'shared', shared);
}

/**
 * Pins a note (`n3`, with --chat), a memory (`m2`) or a person's fact (--person, the id is the chat
 * it was learned in): never dropped at the cap; `pinned` false lets it go again.
 */
export async function pinMemory(
  scope: MemoryScope,
  id: string | undefined,
  pinned: boolean,
): Promise<MemoryChange> {
  return withMemory(scope, 'memory pin', (memory, agent) => pinMemoryEntry(memory, agent, scope, id, pinned));
}

/** `pinMemory` over an already open store (the console's). */
export function pinMemoryEntry(
  memory: MemoryRepo,
  agent: string,
  scope: EntryScope,
  id: string | undefined,
  pinned: boolean,
): Promise<MemoryChange> {
  return flagEntry(memory, agent, scope, id, 'pinned', pinned);
}

async function flagEntry(
  memory: MemoryRepo,
  agent: string,
  scope: EntryScope,
  id: string | undefined,
  flag: 'shared' | 'pinned',
  value: boolean,
): Promise<MemoryChange> {
  checkIds(scope);
  if (scope.person !== undefined) {
    if (id === undefined || !/^-?\d+$/.test(id))
      throw new UserError('name the chat the fact was learned in (memory list --person U shows it)');
    const done = await memory.setFlag(agent, 'person', scope.person, id, flag, value);
    return {
      persona: agent,
      kind: 'person',
      id: `${scope.person} in chat ${id}`,
      action: done ? 'changed' : 'unknown',
    };
  }
  const key = id?.toLowerCase() ?? '';
  if (flag === 'pinned' && /^n\d+$/.test(key)) {
    const done = await memory.setFlag(agent, 'note', requireChat(scope), key, flag, value);
    return { persona: agent, kind: 'note', id: key, action: done ? 'changed' : 'unknown' };
  }
  if (!/^m\d+$/.test(key))
    throw new UserError(
      flag === 'shared'
        ? 'only a memory (m2) or a person’s fact (--person U <chat>) can be shared'
        : 'only a note (n3 with --chat), a memory (m2) or a person’s fact (--person U <chat>) can be pinned',
    );
  const done = await memory.setFlag(agent, 'memory', '', key, flag, value);
  return { persona: agent, kind: 'memory', id: key, action: done ? 'changed' : 'unknown' };
}

/** `listMemory` over an already open store (the console's); `timeZone` is the persona's. */
export async function memoryListing(
  memory: MemoryRepo,
  agent: string,
  scope: EntryScope,
  timeZone: string,
): Promise<MemoryListing> {
  checkIds(scope);
  const person = scope.person;
  const people = (await memory.people(agent, person === undefined ? undefined : [person], true)).map((p) => ({
    ...personJson(p),
    facts: p.facts.map((f) => ({ ...factJson(f), ...entryTimes(f) })),
  }));
  const chat = person === undefined ? scope.chat : undefined;
  return {
    persona: agent,
    timezone: timeZone,
    chat: scope.chat === undefined ? null : jsonId(scope.chat),
    chats: (await memory.chats(agent)).map(jsonId),
    notes:
      chat === undefined
        ? []
        : (await memory.notes(agent, chat, true)).map((n) => ({
            id: n.id,
            text: n.text,
            ...pinnedField(n),
            ...entryTimes(n),
          })),
    memories:
      person === undefined
        ? (await memory.memories(agent, true)).map((m) => ({
            id: m.id,
            text: m.text,
            // Null when the operator added it (as the listing's type says).
            chat: m.chat === undefined ? null : jsonId(m.chat),
            shared: m.shared,
            ...pinnedField(m),
            ...entryTimes(m),
          }))
        : [],
    people,
    summaries: chat === undefined ? [] : (await memory.summaries(agent, chat)).map(summaryJson),
  };
}

/** `editMemory` over an already open store (the console's). */
export async function editMemoryEntry(
  memory: MemoryRepo,
  agent: string,
  scope: EntryScope,
  id: string | undefined,
  text: string,
): Promise<MemoryChange> {
  checkIds(scope);
  const trimmed = text.trim();
  if (trimmed === '') throw new UserError('the new text is empty (to delete, forget the entry)');
  const unlimited = Number.MAX_SAFE_INTEGER;
  if (scope.person !== undefined) {
    // The operator's own fact about the person, shown in every chat they are in.
    const write = await memory.writePerson(agent, scope.person, { text: trimmed }, unlimited);
    return { persona: agent, kind: 'person', id: scope.person, action: write.action };
  }
  const summary = /^s(\d+)$/.exec(id ?? '');
  if (summary?.[1]) {
    const chat = requireChat(scope);
    const first = Number(summary[1]);
    const stored = (await memory.summaries(agent, chat)).find((s) => s.firstId === first);
    if (!stored) return { persona: agent, kind: 'summary', id: id ?? '', action: 'unknown' };
    await memory.addSummary(agent, chat, { ...stored, text: trimmed });
    return { persona: agent, kind: 'summary', id: id ?? '', action: 'changed' };
  }
  const kind = entryKind(id, scope);
  const chat = scope.chat ?? '';
  const change = isNew(id) ? { text: trimmed } : { id, text: trimmed };
  const write = await memory.write(agent, kind, chat, change, unlimited);
  return { persona: agent, kind, id: write.id, action: write.action };
}

/** `forgetMemory` over an already open store (the console's). */
export async function forgetMemoryEntry(
  memory: MemoryRepo,
  agent: string,
  scope: EntryScope,
  id: string | undefined,
): Promise<MemoryChange> {
  checkIds(scope);
  if (scope.person !== undefined) {
    const gone = await memory.forgetPerson(agent, scope.person);
    return { persona: agent, kind: 'person', id: scope.person, action: gone ? 'deleted' : 'unknown' };
  }
  const summary = /^s(\d+)$/.exec(id ?? '');
  if (summary?.[1]) {
    const gone = await memory.forgetSummary(agent, requireChat(scope), Number(summary[1]));
    return { persona: agent, kind: 'summary', id: id ?? '', action: gone ? 'deleted' : 'unknown' };
  }
  if (isNew(id)) throw new UserError('name the entry to forget (n3, m2, s1)');
  const kind = entryKind(id, scope);
  const key = id ?? '';
  const gone = await memory.forget(agent, kind, kind === 'note' ? requireChat(scope) : '', key);
  return { persona: agent, kind, id: key, action: gone ? 'deleted' : 'unknown' };
}

/** No id, `new` or a bare prefix (`n`, `m`) asks for a new entry. */
function isNew(id: string | undefined): id is undefined | 'new' | 'n' | 'm' {
  return id === undefined || id === 'new' || id === 'n' || id === 'm';
}

function checkIds(scope: EntryScope): void {
  for (const [name, value] of [
    ['--chat', scope.chat],
    ['--person', scope.person],
  ] as const)
    if (value !== undefined && !/^-?\d+$/.test(value))
      throw new UserError(`${name} takes a numeric Telegram id, not "${value}"`);
}

/** What `edit` or `forget` names, checked as far as the command line tells (pure). */
function checkEntry(scope: EntryScope, id: string | undefined, what: 'edit' | 'forget'): void {
  checkIds(scope);
  if (scope.person !== undefined) return;
  if (/^s\d+$/.test(id ?? '')) {
    requireChat(scope);
    return;
  }
  if (what === 'forget' && isNew(id)) throw new UserError('name the entry to forget (n3, m2, s1)');
  entryKind(id, scope);
}

/** `new` (or no id) adds a note of --chat, or without --chat a memory; `n`, `m` say which. */
function entryKind(id: string | undefined, scope: EntryScope): 'note' | 'memory' {
  if (id === 'm') return 'memory';
  if (id === 'n') {
    requireChat(scope);
    return 'note';
  }
  if (isNew(id)) return scope.chat !== undefined ? 'note' : 'memory';
  if (/^n\d+$/.test(id)) {
    requireChat(scope);
    return 'note';
  }
  if (/^m\d+$/.test(id)) return 'memory';
  throw new UserError(`"${id}" is not a memory id (n3 is a note of --chat, m2 a memory, s1 a summary)`);
}

function requireChat(scope: EntryScope): string {
  if (scope.chat === undefined) throw new UserError('notes and summaries belong to a chat: add --chat C');
  return scope.chat;
}

function summaryJson(s: StoredSummary): MemoryListing['summaries'][number] {
  return {
    first_id: s.firstId,
    last_id: s.lastId,
    text: s.text,
    written_at: new Date(s.createdAt).toISOString(),
  };
}

async function withMemory<T>(
  scope: MemoryScope,
  /** The command that changes memory, or false to only read it. */
  write: false | 'memory edit' | 'memory forget' | 'memory share' | 'memory pin',
  work: (memory: MemoryRepo, agent: string, timeZone: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig(scope.configFile);
  if (scope.persona === undefined) throw new UserError('memory needs --persona P');
  const persona = findPersona(config, scope.persona);
  if (!persona)
    throw new UserError(
      `no persona "${scope.persona}" in ${scope.configFile} (known: ${config.personas.map((p) => p.name).join(', ')})`,
    );
  checkIds(scope);
  // Changing memory waits for no one: beside a running `run` it is refused, reading is not.
  const hold = write ? holdState(config.database, write) : undefined;
  try {
    // No state database yet: the persona remembers nothing, which reads as an empty memory.
    const store: Store = write
      ? await openStore(config.database)
      : ((await openStoreReadOnly(config.database, scope.warn)) ?? (await openStore(':memory:')));
    try {
      return await work(new MemoryRepo(store.db, () => Date.now()), persona.name, persona.timezone);
    } finally {
      await store.close();
    }
  } finally {
    hold?.release();
  }
}
