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
      'not imported (no place for them in a persona): alternate_greetings (2), character_book (1 entry)',
    );

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
