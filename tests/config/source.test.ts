import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigSource, type ReloadEvent } from '../../src/config/source.js';
import { memoryLogger } from '../../src/support/log.js';
import { tempDir } from '../helpers.js';

const CONFIG = `# my personas
history_size: 50
personas:
  - name: Wendy
    phone: "+15551234567"
    timezone: Europe/Berlin
    role_prompts: [Chat]
    instructions: |
      You are Wendy.
`;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project() {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  mkdirSync(path.join(tmp.dir, 'prompts'));
  writeFileSync(path.join(tmp.dir, 'prompts', 'ResponseFormat.md'), 'FORMAT');
  writeFileSync(path.join(tmp.dir, 'prompts', 'Chat.md'), 'Chat style v1');
  const file = path.join(tmp.dir, 'config.yaml');
  writeFileSync(file, CONFIG);
  return { dir: tmp.dir, file };
}

/** Writes a file with a modification time in the future, so even a same-size edit is seen. */
let tick = 0;
function edit(file: string, text: string): void {
  writeFileSync(file, text);
  const when = new Date(Date.now() + ++tick * 1000);
  utimesSync(file, when, when);
}

function source(file: string, events: ReloadEvent[] = []) {
  const log = memoryLogger();
  let wall = 0;
  const src = new ConfigSource(file, {
    log,
    minIntervalMs: 1_000,
    wallNow: () => wall,
    onEvent: (e) => events.push(e),
  });
  return { src, log, events, pass: (ms: number) => (wall += ms) };
}

describe('ConfigSource (hot reload)', () => {
  it('applies a valid edit of config.yaml or of a prompt file to the next ask of the providers', () => {
    const { dir, file } = project();
    const { src, events, pass } = source(file);
    const persona = src.persona('wendy');
    const prompts = src.prompts('Wendy');
    expect(persona().instructions).toBe('You are Wendy.');
    expect(prompts().roles).toEqual([{ name: 'Chat', text: 'Chat style v1' }]);

    edit(file, CONFIG.replace('You are Wendy.', 'You are Wendy, now a pilot.').replace('50', '20'));
    edit(path.join(dir, 'prompts', 'Chat.md'), 'Chat style v2');
    pass(1_000);
    expect(persona().instructions).toBe('You are Wendy, now a pilot.');
    expect(persona().historySize).toBe(20);
    expect(prompts().roles[0]?.text).toBe('Chat style v2');
    expect(events).toEqual([
      {
        kind: 'reloaded',
        changed: [
          path.relative(process.cwd(), file),
          path.relative(process.cwd(), path.join(dir, 'prompts', 'Chat.md')),
        ].sort(),
        // What changed, as config.yaml spells it: the global default, and the persona's
        // instructions and the history size it inherits.
        fields: ['history_size', 'Wendy.instructions', 'Wendy.history_size'],
        restartNeeded: [],
      },
    ]);
  });

  it('checks the files at most once per interval when asked through the providers', () => {
    const { file } = project();
    const { src, pass } = source(file);
    const persona = src.persona('Wendy');
    edit(file, CONFIG.replace('You are Wendy.', 'Edited.'));
    pass(999);
    expect(persona().instructions).toBe('You are Wendy.');
    pass(1);
    expect(persona().instructions).toBe('Edited.');
  });

  it('reports an invalid edit once with file, line and field, and keeps the last good config until it is fixed', () => {
    const { file } = project();
    const { src, log, events } = source(file);
    const persona = src.persona('Wendy');
    const broken = CONFIG.replace('Europe/Berlin', 'Mars/Olympus');
    edit(file, broken);
    const event = src.refresh();
    expect(event).toMatchObject({ kind: 'invalid', changed: [path.relative(process.cwd(), file)] });
    const error = event?.kind === 'invalid' ? event.error : '';
    expect(error).toMatch(/config\.yaml:6:15: personas\[0\]\.timezone: not a known IANA time zone/);
    expect(src.lastError).toBe(error);
    expect(persona().timezone).toBe('Europe/Berlin');
    expect(src.config.personas[0]?.timezone).toBe('Europe/Berlin');

    // Asking again without a change neither reloads nor repeats the warning.
    expect(src.refresh()).toBeUndefined();
    edit(file, broken.replace('You are Wendy.', 'You are Wendy!'));
    expect(src.refresh()?.kind).toBe('invalid');
    expect(
      log.entries.filter((e) => e.level === 'warn' && e.msg.includes('not a known IANA time zone')),
    ).toHaveLength(1);
    expect(log.entries.find((e) => e.level === 'warn')?.msg).toContain('keeping the last good configuration');

    edit(file, CONFIG.replace('Europe/Berlin', 'Asia/Tokyo'));
    expect(src.refresh()?.kind).toBe('reloaded');
    expect(persona().timezone).toBe('Asia/Tokyo');
    expect(src.lastError).toBeUndefined();
    expect(events.map((e) => e.kind)).toEqual(['invalid', 'invalid', 'reloaded']);
  });

  it('names the real line of a YAML syntax error or an alias bomb in an edit', () => {
    const { file } = project();
    const { src } = source(file);
    edit(file, CONFIG.replace('    timezone: Europe/Berlin', '\ttimezone: Europe/Berlin'));
    const tab = src.refresh();
    expect(tab?.kind === 'invalid' && tab.error).toMatch(
      /config\.yaml:6:1: invalid YAML: Tabs are not allowed/,
    );
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', 'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]'];
    bomb.push('c: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]');
    edit(file, `${bomb.join('\n')}\n${CONFIG}`);
    const refused = src.refresh();
    expect(refused?.kind === 'invalid' && refused.error).toMatch(
      /config\.yaml:2:8: invalid YAML: its aliases expand to too much data/,
    );
    expect(src.config.personas[0]?.timezone).toBe('Europe/Berlin');
  });

  it('treats a deleted prompt file as an invalid edit naming the field that uses it', () => {
    const { dir, file } = project();
    const { src } = source(file);
    const prompts = src.prompts('Wendy');
    const chat = path.join(dir, 'prompts', 'Chat.md');
    const text = readFileSync(chat, 'utf8');
    rmSync(chat);
    const event = src.refresh();
    expect(event?.kind === 'invalid' && event.error).toMatch(
      /config\.yaml:\d+:\d+: personas\[0\]\.role_prompts\[0\]: prompt file not found/,
    );
    expect(prompts().roles[0]?.text).toBe(text);
    // The file comes back: the folder is watched, so that is a change too.
    edit(chat, 'Chat style v3');
    expect(src.refresh()?.kind).toBe('reloaded');
    expect(prompts().roles[0]?.text).toBe('Chat style v3');
  });

  it('keeps a renamed persona under its old name and says which changes need a restart', () => {
    const { file } = project();
    const { src } = source(file);
    const persona = src.persona('Wendy');
    edit(file, CONFIG.replace('name: Wendy', 'name: Wanda').replace('+15551234567', '+15559999999'));
    const event = src.refresh();
    expect(event).toMatchObject({
      kind: 'reloaded',
      restartNeeded: ['personas (added, removed or renamed)'],
    });
    expect(persona().name).toBe('Wendy');
    edit(
      file,
      CONFIG.replace('+15551234567', '+15559999999').replace('history_size: 50', 'database: other.sqlite'),
    );
    expect(src.refresh()).toMatchObject({
      kind: 'reloaded',
      restartNeeded: ['database', 'personas (added, removed or renamed)'],
    });
  });

  it('refuses to start on an invalid config, with the same one-line error as loadConfig', () => {
    const { file } = project();
    writeFileSync(file, CONFIG.replace('history_size: 50', 'history_size: 0'));
    expect(() => source(file)).toThrow(/config\.yaml:2:15: history_size: /);
  });
});
