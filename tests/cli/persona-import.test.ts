import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { tempDir } from '../helpers.js';
import { chatOnce } from '../workbench/chat-process.js';
import { runCli } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function projectCopy(): string {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(tmp.dir, entry), { recursive: true });
  cpSync('tests/fixtures/cards/mira.card.json', path.join(tmp.dir, 'mira.json'));
  return tmp.dir;
}

describe('character-agent persona import', () => {
  it('adds a Card V2 as a persona that chat then talks to, greeting first', () => {
    const dir = projectCopy();
    const before = readFileSync(path.join(dir, 'config.yaml'), 'utf8');
    const imported = runCli(
      [
        'persona',
        'import',
        'mira.json',
        '--phone',
        '+15550100003',
        '--timezone',
        'Europe/Paris',
        '--role-prompts',
        'Chatbot',
      ],
      { cwd: dir },
    );
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(
      'Added persona "Mira" to config.yaml (from mira.json, chara_card_v2; time zone Europe/Paris).',
    );
    expect(imported.stdout).toContain(
      'also kept: alternate_greetings, creator_notes (as a comment above the persona)',
    );
    expect(imported.stdout).not.toContain('not imported');
    expect(imported.stdout).toContain('lorebook: character_book with 1 entry');

    const after = readFileSync(path.join(dir, 'config.yaml'), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    const mira = loadConfig(path.join(dir, 'config.yaml')).personas.find((p) => p.name === 'Mira');
    expect(mira?.card?.systemPrompt).toBe('Write as {{char}}, never as {{user}}.');

    const chat = chatOnce(['Mira', '--start', '2026-01-02T23:30:00Z'], ['hello?', '/prompt'], { cwd: dir });
    expect(chat.code).toBe(0);
    expect(chat.stdout).toContain('[00:30] #1 Mira: *looks up from a lantern* Oh! A customer, Alex?');
    expect(chat.stdout).toContain('[00:30] #2 Alex: hello?');
    expect(chat.stdout).toContain('│ Write as Mira, never as “Alex”.');
    expect(chat.stdout).toContain('│ ## Scenario');
    // The card's post-history instructions close the request, after the turn part.
    expect(chat.stdout).toMatch(/⟧\n *\n +Stay in Mira's voice\.\n/);
  });

  it('imports a card in full: chat opens with an alternate greeting, {{char}} is the nickname, the depth prompt is in the turn part', () => {
    const dir = projectCopy();
    const card = {
      spec: 'chara_card_v3',
      data: {
        name: 'Mira Vance',
        nickname: 'Mira',
        description: '{{char}} sells lanterns; {{user}}’s questions amuse her. {{original}}',
        first_mes: 'Evening.',
        alternate_greetings: ['Back again? {{char}} waves at {{user}}.'],
        extensions: {
          talkativeness: 0.4,
          depth_prompt: { prompt: 'Remember: {{user}} is tired.', depth: 4 },
        },
      },
    };
    writeFileSync(path.join(dir, 'full.json'), JSON.stringify(card));
    const imported = runCli(['persona', 'import', 'full.json', '--phone', '+15550100003'], { cwd: dir });
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(
      'macros a persona cannot fill were removed: {{original}} (description)',
    );
    expect(imported.stdout).toContain('talkativeness 0.4: kept and shown');
    const check = runCli(['check', '--json'], { cwd: dir });
    expect(check.stdout).not.toContain('{{original}}');

    const chat = chatOnce(
      ['Mira Vance', '--group', '--greeting', '1', '--start', '2026-01-02T23:30:00Z'],
      ['hello?', '/prompt'],
      { cwd: dir },
    );
    expect(chat.code).toBe(0);
    expect(chat.stdout).toContain('Mira Vance: Back again? Mira waves at Alex.');
    expect(chat.stdout).toContain('Card talkativeness 0.4: kept from the card, changes nothing here.');
    // In a group {{user}} is its people, except where the sentence needs one person.
    expect(chat.stdout).toContain(
      '│ Mira sells lanterns; the person you are talking to’s questions amuse her.',
    );
    expect(chat.stdout).toMatch(/⟧\n *\n +Remember: the person you are talking to is tired\.\n/);
    const missing = chatOnce(['Mira Vance', '--greeting', '3'], [], { cwd: dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--greeting 3: Mira Vance has 1 alternate greeting(s)');
  });

  it('needs a free name (a phone only for login), and leaves config.yaml as it was otherwise', () => {
    const dir = projectCopy();
    const before = readFileSync(path.join(dir, 'config.yaml'), 'utf8');
    // Without a phone the persona is added for offline use; login then asks for the number.
    const noPhone = runCli(['persona', 'import', 'mira.json', '--name', 'Mira Offline'], { cwd: dir });
    expect(noPhone.code).toBe(0);
    expect(runCli(['check'], { cwd: dir }).stdout).toContain('Mira Offline');
    const login = runCli(['login', 'Mira Offline'], { cwd: dir });
    expect(login.code).toBe(78);
    expect(login.stderr).toContain('persona Mira Offline has no phone: add phone:');
    writeFileSync(path.join(dir, 'config.yaml'), before);
    expect(runCli(['persona', 'import', 'mira.json', '--phone', '+15550100003'], { cwd: dir }).code).toBe(0);
    const imported = readFileSync(path.join(dir, 'config.yaml'), 'utf8');
    const again = runCli(['persona', 'import', 'mira.json', '--phone', '+15550100003'], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'config.yaml: a persona named "Mira" already exists (choose another with --name)',
    );
    expect(readFileSync(path.join(dir, 'config.yaml'), 'utf8')).toBe(imported);
    const renamed = runCli(
      ['persona', 'import', 'mira.json', '--phone', '+15550100004', '--name', 'Mira Two'],
      { cwd: dir },
    );
    expect(renamed.code).toBe(0);
    expect(loadConfig(path.join(dir, 'config.yaml')).personas.map((p) => p.name)).toEqual([
      'Heidi',
      'Marlow',
      'Mira',
      'Mira Two',
    ]);
    expect(before.length).toBeLessThan(imported.length);
  });
});
