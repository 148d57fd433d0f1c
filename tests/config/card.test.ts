import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCharacterCard, readCharacterCard } from '../../src/config/card.js';
import { addCardPersona } from '../../src/config/card-import.js';
import { findPersona, parseConfig } from '../../src/config/load.js';
import { fireLore } from '../../src/llm/lorebook.js';
import { UserError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';

/** A Card V2 with every text field, macros, and the awkward characters YAML must keep. */
const MIRA_FILE = 'tests/fixtures/cards/mira.card.json';
const MIRA_CARD = JSON.parse(readFileSync(MIRA_FILE, 'utf8')) as { data: Record<string, unknown> };

const EXPECTED_TEXTS = {
  description:
    '{{char}} runs a lantern stall at the night market.\n  Indented line: "quoted" # not a comment\n\ttab line',
  personality: 'curious: teasing, warm',
  scenario: '{{user}} stops at the stall after midnight.',
  first_mes: '*looks up from a lantern* Oh! A customer, {{user}}?',
  mes_example: '<START>\n{{user}}: how much?\n{{char}}: for you? a story.\n<START>\n{{char}}: closing soon!',
  system_prompt: 'Write as {{char}}, never as {{user}}.',
  post_history_instructions: "Stay in {{char}}'s voice.",
};

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('reading SillyTavern character cards', () => {
  it('reads a Card V2, keeping {{char}}/{{user}} and naming what has no place in a persona', () => {
    const card = parseCharacterCard(MIRA_CARD, 'mira.json');
    expect(card).toEqual({
      name: 'Mira',
      spec: 'chara_card_v2',
      texts: EXPECTED_TEXTS,
      ignored: [],
      book: { entries: [{ keys: ['lantern'], content: 'Lanterns glow.' }] },
      more: { alternate_greetings: ['Hi!', 'Hello!'] },
      creatorNotes: 'for testing',
      removedMacros: [],
    });
  });

  it('reads V1 cards (fields at the top) and turns their <USER>/<BOT> into macros', () => {
    const card = parseCharacterCard(
      { name: 'Old', description: '<BOT> greets <USER>.', personality: '' },
      'old.json',
    );
    expect(card).toMatchObject({
      name: 'Old',
      spec: 'v1',
      texts: { description: '{{char}} greets {{user}}.' },
    });
  });

  it('rejects what is not a card with the file and field', () => {
    const error = (value: unknown) => {
      try {
        parseCharacterCard(value, 'x.json');
      } catch (err) {
        expect(err).toBeInstanceOf(UserError);
        return (err as Error).message;
      }
      return 'no error';
    };
    expect(error({ spec: 'chara_card_v2', data: { description: 'x' } })).toMatch(/^x\.json: data\.name: /);
    expect(error({ spec: 'chara_card_v9', data: { name: 'x' } })).toBe(
      'x.json: unknown card spec "chara_card_v9" (expected chara_card_v2)',
    );
    expect(error([1, 2])).toMatch(/^x\.json: /);
  });

  it('reads a card embedded in a PNG (tEXt "chara" chunk)', () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    const file = path.join(tmp.dir, 'mira.png');
    writeFileSync(file, pngWithText('chara', Buffer.from(JSON.stringify(MIRA_CARD)).toString('base64')));
    expect(readCharacterCard(file).texts).toEqual(EXPECTED_TEXTS);
    writeFileSync(file, pngWithText('Comment', 'nothing here'));
    expect(() => readCharacterCard(file)).toThrow(/has no character card in it/);
  });
});

/** A V3 card's lorebook as SillyTavern exports it: V2 fields, V3 ones, an unusable entry. */
const V3_BOOK = {
  name: 'Night market',
  scan_depth: 3,
  token_budget: 200,
  extensions: { world: 'x' },
  entries: [
    {
      keys: ['lantern', ''],
      content: 'Lanterns glow.\r\n<BOT> sells them.',
      enabled: true,
      insertion_order: 10,
      case_sensitive: null,
      priority: 2,
      position: 'after_char',
      id: 0,
      use_regex: false,
      extensions: { depth: 4 },
    },
    {
      keys: ['moth'],
      secondary_keys: ['lantern'],
      selective: true,
      constant: false,
      content: 'Moths love {{user}}.',
    },
    { keys: ['empty'], content: '' },
  ],
};

describe('a card lorebook', () => {
  it('becomes the persona’s character_book (ccv3 PNG): Card V2 fields kept, the rest named, and it fires', () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    const v3 = {
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { ...MIRA_CARD.data, character_book: V3_BOOK },
    };
    const file = path.join(tmp.dir, 'mira.png');
    writeFileSync(file, pngWithText('ccv3', Buffer.from(JSON.stringify(v3)).toString('base64')));
    const card = readCharacterCard(file);
    expect(card.ignored).toEqual([
      'character_book entries 3 (no content, or fields of the wrong kind)',
      'character_book entry fields use_regex (not Card V2)',
    ]);
    const configText = readFileSync('config.yaml', 'utf8');
    const result = addCardPersona(configText, path.resolve('config.yaml'), card, {
      phone: '+15550100003',
      timezone: 'UTC',
    });
    const persona = findPersona(parseConfig(result.text, path.resolve('config.yaml')), 'Mira');
    expect(persona?.lorebook).toEqual({
      scanDepth: 3,
      budgetTokens: 200,
      entries: [
        {
          number: 1,
          label: undefined,
          keys: ['lantern'],
          secondaryKeys: [],
          selective: false,
          constant: false,
          enabled: true,
          insertionOrder: 10,
          caseSensitive: false,
          content: 'Lanterns glow.\n{{char}} sells them.',
        },
        {
          number: 2,
          label: undefined,
          keys: ['moth'],
          secondaryKeys: ['lantern'],
          selective: true,
          constant: false,
          enabled: true,
          insertionOrder: 0,
          caseSensitive: false,
          content: 'Moths love {{user}}.',
        },
      ],
    });
    const book = persona?.lorebook;
    if (!book) throw new Error('no lorebook');
    const said = (text: string) =>
      fireLore(book, [{ id: 1, text, out: false }], undefined).map((f) => f.entry);
    expect(said('a moth near the Lantern')).toEqual([2, 1]);
    expect(said('a moth')).toEqual([]);
    // What the card had and we do not use stays in the file.
    expect(result.text.slice(configText.length)).toContain('position: after_char');
  });
});

/** A V3 card with every part a persona now keeps, and macros it cannot fill. */
const FULL_V3 = {
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: {
    name: 'Mira Vance',
    nickname: 'Mira',
    description: '{{char}} sells lanterns. {{original}} {{random:a,b}}',
    first_mes: 'Evening, {{user}}.',
    alternate_greetings: ['Back again, {{user}}?', '  ', '{{char}} waves.'],
    creator_notes: 'Works best with short replies.\n\nv2: calmer.',
    extensions: { talkativeness: '0.7', depth_prompt: { prompt: 'Keep {{user}}’s name in mind.', depth: 4 } },
  },
};

describe('a card in full', () => {
  it('keeps greetings, nickname, depth prompt, talkativeness and creator notes; removes macros it cannot fill', () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    const file = path.join(tmp.dir, 'mira.json');
    writeFileSync(file, JSON.stringify(FULL_V3));
    const card = readCharacterCard(file);
    expect(card.removedMacros).toEqual(['{{original}} (description)', '{{random:a,b}} (description)']);
    const configText = readFileSync('config.yaml', 'utf8');
    const result = addCardPersona(configText, path.resolve('config.yaml'), card, {
      phone: '+15550100003',
      timezone: 'UTC',
    });
    const added = result.text.slice(configText.length);
    expect(added).toContain(
      "  # Creator's notes (from the card):\n  # Works best with short replies.\n  #\n  # v2: calmer.\n  - name: Mira Vance\n",
    );
    const persona = findPersona(parseConfig(result.text, path.resolve('config.yaml')), 'Mira Vance');
    expect(persona?.card).toMatchObject({
      description: '{{char}} sells lanterns.',
      firstMessage: 'Evening, {{user}}.',
      alternateGreetings: ['Back again, {{user}}?', '{{char}} waves.'],
      nickname: 'Mira',
      depthPrompt: 'Keep {{user}}’s name in mind.',
      talkativeness: 0.7,
    });
  });
});

describe('importing a card into config.yaml', () => {
  const configText = readFileSync('config.yaml', 'utf8');
  const configFile = path.resolve('config.yaml');

  it('round-trips: the new persona holds exactly the card texts, and the rest of the file is untouched', () => {
    const card = parseCharacterCard(MIRA_CARD, 'mira.json');
    const result = addCardPersona(configText, configFile, card, {
      phone: '+15550100003',
      timezone: 'Europe/Paris',
      rolePrompts: ['Chatbot'],
    });
    expect(result.text.startsWith(configText)).toBe(true);
    expect(result.text).toContain('# yaml-language-server: $schema=./schema/config.schema.json');
    const persona = findPersona(parseConfig(result.text, configFile), 'Mira');
    expect(persona).toMatchObject({
      name: 'Mira',
      phone: '+15550100003',
      timezone: 'Europe/Paris',
      rolePrompts: ['Chatbot'],
    });
    expect(persona?.card).toEqual({
      description: EXPECTED_TEXTS.description,
      personality: EXPECTED_TEXTS.personality,
      scenario: EXPECTED_TEXTS.scenario,
      firstMessage: EXPECTED_TEXTS.first_mes,
      exampleMessages: EXPECTED_TEXTS.mes_example,
      systemPrompt: EXPECTED_TEXTS.system_prompt,
      postHistoryInstructions: EXPECTED_TEXTS.post_history_instructions,
      alternateGreetings: ['Hi!', 'Hello!'],
    });
    // The card describes the character: no instructions are made up.
    expect(persona?.instructions).toBe('');
    // Written like the hand-made personas: a list item at their indentation, texts as blocks.
    const added = result.text.slice(configText.length);
    expect(added).toMatch(
      /^\n {2}# Creator's notes \(from the card\):\n {2}# for testing\n {2}- name: Mira\n {4}phone: "\+15550100003"\n/,
    );
    expect(added).toContain('    description: |-\n      {{char}} runs a lantern stall');
  });

  it('refuses a name that is taken and an import that would break the config, changing nothing', () => {
    const card = parseCharacterCard({ ...MIRA_CARD, data: { ...MIRA_CARD.data, name: 'heidi' } }, 'h.json');
    expect(() =>
      addCardPersona(configText, configFile, card, { phone: '+15550100003', timezone: 'UTC' }),
    ).toThrow(/a persona named "heidi" already exists \(choose another with --name\)/);
    const mira = parseCharacterCard(MIRA_CARD, 'mira.json');
    expect(() =>
      addCardPersona(configText, configFile, mira, {
        phone: '+15550100003',
        timezone: 'UTC',
        rolePrompts: ['Nope'],
      }),
    ).toThrow(/the imported persona would make the config invalid: .*prompt file not found/);
  });
});

/** A minimal PNG (1×1, one text chunk); CRCs are right so any reader accepts it. */
function pngWithText(keyword: string, text: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk(
      'tEXt',
      Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]),
    ),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
