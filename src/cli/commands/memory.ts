import { UserError } from '../../support/errors.js';
import { defineCommand, printResult } from '../command.js';

const OPTIONS = {
  persona: { type: 'string' },
  chat: { type: 'string' },
  person: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

const USAGE =
  'usage: character-agent memory list|show|edit|forget|share|unshare|pin|unpin --persona P [--chat C] [--person U] [--json]';

function scopeOf(values: { config: string; persona?: string; chat?: string; person?: string }) {
  return { configFile: values.config, persona: values.persona, chat: values.chat, person: values.person };
}

export const memoryListCommand = defineCommand({
  name: ['memory', 'list'],
  help: `  memory list --persona P [--chat C] [--person U] [--json]
                                   What a persona remembers: memories and people (one person
                                   with --person), a chat's notes and summaries with --chat`,
  options: OPTIONS,
  args: { min: 0, max: 0 },
  usage: 'character-agent memory list --persona P [--chat C] [--person U] [--json]',
  example: 'character-agent memory list --persona Heidi',
  missing: USAGE,
  run: async (input) => {
    const [{ listMemory }, { renderMemoryListing }] = await Promise.all([
      import('../../workbench/memory-admin.js'),
      import('../../terminal/memory.js'),
    ]);
    const listing = await listMemory({ ...scopeOf(input.values), warn: (line) => input.log.warn(line) });
    printResult(input, input.values.json, listing, (l) => renderMemoryListing(l, input.style));
    return 0;
  },
});

export const memoryShowCommand = defineCommand({
  name: ['memory', 'show'],
  help: `  memory show <id> --persona P [--chat C] | --person U
                                   One entry in full (n3 a note of --chat, m2 a memory, s1 a summary)`,
  options: OPTIONS,
  args: { min: 0, max: 1 },
  usage: 'character-agent memory show <id> --persona P [--chat C] [--person U] [--json]',
  example: 'character-agent memory show m1 --persona Heidi',
  missing: USAGE,
  run: async (input) => {
    const [id] = input.args;
    const { listMemory } = await import('../../workbench/memory-admin.js');
    const listing = await listMemory({ ...scopeOf(input.values), warn: (line) => input.log.warn(line) });
    const entry =
      input.values.person !== undefined
        ? listing.people[0]
        : ([...listing.notes, ...listing.memories].find((e) => e.id === id) ??
          listing.summaries.find((s) => `s${s.first_id}` === id));
    if (entry === undefined)
      throw new UserError(
        id === undefined && input.values.person === undefined
          ? 'memory show needs an id (n3, m2, s1) or --person U'
          : `nothing remembered under ${id ?? `person ${input.values.person ?? ''}`}`,
      );
    printResult(input, input.values.json, entry, (e) => e.text);
    return 0;
  },
});

export const memoryEditCommand = defineCommand({
  name: ['memory', 'edit'],
  help: `  memory edit <id|new> <text> --persona P [--chat C] | --person U <text>
                                   Change (or add) a note, a memory or what is known about a person`,
  options: OPTIONS,
  args: { min: 1, max: 2 },
  usage: 'character-agent memory edit <id|new> <text> --persona P [--chat C] | --person U <text>',
  example: 'character-agent memory edit new "Alice is learning Portuguese" --persona Heidi --chat 7',
  missing: USAGE,
  run: async (input) => {
    const { editMemory } = await import('../../workbench/memory-admin.js');
    const [first, second] = input.args;
    const person = input.values.person !== undefined;
    const id = person ? undefined : first;
    const text = (person ? first : second) ?? '';
    const change = await editMemory(scopeOf(input.values), id, text);
    printResult(input, input.values.json, change, (c) => `${c.kind} ${c.id}: ${c.action}`);
    return 0;
  },
});

/** `memory share` and `memory unshare`: one command each, the same work. */
function shareCommand(share: boolean) {
  const name = share ? 'share' : 'unshare';
  return defineCommand({
    name: ['memory', name],
    help: share
      ? `  memory share <m2> --persona P | --person U <chat>
                                   Show a memory in every chat, or a person's fact (learned in
                                   <chat>) wherever they are`
      : `  memory unshare <m2> --persona P | --person U <chat>
                                   Keep a memory or a person's fact to the chat it was written in`,
    options: OPTIONS,
    args: { min: 1, max: 1 },
    usage: `character-agent memory ${name} <m2> --persona P | --person U <chat>`,
    example: `character-agent memory ${name} m2 --persona Heidi`,
    missing: USAGE,
    run: async (input) => {
      const { shareMemory } = await import('../../workbench/memory-admin.js');
      const change = await shareMemory(scopeOf(input.values), input.args[0], share);
      printResult(
        input,
        input.values.json,
        change,
        (c) => `${c.kind} ${c.id}: ${c.action === 'changed' ? (share ? 'shared' : 'private') : c.action}`,
      );
      return change.action === 'changed' ? 0 : 1;
    },
  });
}

export const memoryShareCommand = shareCommand(true);
export const memoryUnshareCommand = shareCommand(false);

/** `memory pin` and `memory unpin`: one command each, the same work. */
function pinCommand(pin: boolean) {
  const name = pin ? 'pin' : 'unpin';
  const usage = `character-agent memory ${name} <n3|m2> --persona P [--chat C] | --person U <chat>`;
  return defineCommand({
    name: ['memory', name],
    help: pin
      ? `  memory pin <n3|m2> --persona P [--chat C] | --person U <chat>
                                   Never drop a note, memory or person's fact at its cap`
      : `  memory unpin <n3|m2> --persona P [--chat C] | --person U <chat>
                                   Let a pinned entry go at its cap again`,
    options: OPTIONS,
    args: { min: 1, max: 1 },
    usage,
    example: `character-agent memory ${name} n3 --persona Heidi --chat 7`,
    missing: USAGE,
    run: async (input) => {
      const { pinMemory } = await import('../../workbench/memory-admin.js');
      const change = await pinMemory(scopeOf(input.values), input.args[0], pin);
      printResult(
        input,
        input.values.json,
        change,
        (c) => `${c.kind} ${c.id}: ${c.action === 'changed' ? (pin ? 'pinned' : 'unpinned') : c.action}`,
      );
      return change.action === 'changed' ? 0 : 1;
    },
  });
}

export const memoryPinCommand = pinCommand(true);
export const memoryUnpinCommand = pinCommand(false);

export const memoryForgetCommand = defineCommand({
  name: ['memory', 'forget'],
  help: `  memory forget <id> --persona P [--chat C] | --person U
                                   Delete a note, memory, summary or person`,
  options: OPTIONS,
  args: { min: 0, max: 1 },
  usage: 'character-agent memory forget <id> --persona P [--chat C] | --person U',
  example: 'character-agent memory forget m1 --persona Heidi',
  missing: USAGE,
  run: async (input) => {
    const { forgetMemory } = await import('../../workbench/memory-admin.js');
    const [id] = input.args;
    if (id === undefined && input.values.person === undefined)
      throw new UserError('memory forget needs an id (n3, m2, s1) or --person U');
    const change = await forgetMemory(scopeOf(input.values), id);
    printResult(input, input.values.json, change, (c) => `${c.kind} ${c.id}: ${c.action}`);
    return change.action === 'deleted' ? 0 : 1;
  },
});
