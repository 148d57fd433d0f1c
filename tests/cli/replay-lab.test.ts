import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PromptResult, ReplayResult } from '../../src/terminal/results.js';
import { tempDir } from '../helpers.js';
import { expectOneLine } from './one-line.js';
import { runCliInProcess } from './run-cli.js';

/**
 * Tuning a persona on recorded conversations: an explicit --config or --persona replaces the
 * fixture's own, `replay` takes several fixtures (JSON Lines, a pass/fail table), and `expect:`
 * turns a replay into a check (exit 2).
 */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** config.yaml with `extra` appended (its prompts and media found from anywhere). */
function configWith(name: string, extra: string): string {
  const base = readFileSync('config.yaml', 'utf8')
    .replace(/^prompts_dir: .*$/m, `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}`)
    .replace(/^media_dir: .*$/m, `media_dir: ${JSON.stringify(path.resolve('media'))}`);
  const file = path.join(tmp.dir, name);
  writeFileSync(file, `${base}\n${extra}\n`);
  return file;
}

/** A copy of a bundled fixture (its config found from the copy) with `expect` in place of its own. */
function fixtureWith(source: string, name: string, expect: string): string {
  const text = readFileSync(source, 'utf8')
    .replace(/^config: .*$/m, `config: ${JSON.stringify(path.resolve('config.yaml'))}`)
    .replace(/^expect:[\s\S]*$/m, '');
  const file = path.join(tmp.dir, name);
  writeFileSync(file, `${text}${expect}\n`);
  return file;
}

async function json<T>(args: string[]): Promise<T> {
  const result = await runCliInProcess([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

const MARK = 'Never use emoji; sign off with x H.';

describe('an explicit --config replaces the fixture’s config:', () => {
  // Heidi's instructions are a YAML block: a config where the persona has one line more.
  const tuned = configWith('tuned.yaml', '');
  writeFileSync(
    tuned,
    readFileSync(tuned, 'utf8').replace(
      /(\n\s+instructions: \|\n)(\s+)/,
      (_m, head: string, indent: string) => `${head}${indent}${MARK}\n${indent}`,
    ),
  );
  const shown = path.relative(process.cwd(), tuned);

  it.each([['replay'], ['prompt']])(
    '%s: --config wins, and config_file says which applied',
    async (command) => {
      const fixture = 'tests/fixtures/dm-burst.yaml';
      const own = await json<ReplayResult | PromptResult>([command, fixture]);
      expect(own.config_file).toBe('config.yaml');
      expect(own.request?.systemInstruction).not.toContain(MARK);
      const given = await json<ReplayResult | PromptResult>([command, fixture, '--config', tuned]);
      expect(given.config_file).toBe(shown);
      expect(given.request?.systemInstruction).toContain(MARK);
      const readable = await runCliInProcess([command, fixture, '--config', tuned]);
      expect(readable.stdout).toContain(`\nconfig: ${shown}\n`);
    },
  );

  it('the default config.yaml does not replace the config a fixture names; naming it does', async () => {
    const text = readFileSync('tests/fixtures/dm-burst.yaml', 'utf8');
    const fixture = path.join(tmp.dir, 'names-tuned.yaml');
    writeFileSync(fixture, text.replace(/^config: .*$/m, `config: ${JSON.stringify(tuned)}`));
    const own = await json<ReplayResult>(['replay', fixture]);
    expect(own.config_file).toBe(shown);
    expect(own.request?.systemInstruction).toContain(MARK);
    const named = await json<ReplayResult>(['replay', fixture, '--config', 'config.yaml']);
    expect(named.config_file).toBe('config.yaml');
    expect(named.request?.systemInstruction).not.toContain(MARK);
  });

  it('replay --persona replaces the fixture’s persona, and names itself when unknown', async () => {
    const out = await json<ReplayResult>(['replay', 'tests/fixtures/dm-burst.yaml', '--persona', 'Marlow']);
    expect(out.persona).toBe('Marlow');
    expect(out.request?.systemInstruction).toContain('Marlow');
    expectOneLine(
      await runCliInProcess(['replay', 'tests/fixtures/dm-burst.yaml', '--persona', 'Nope']),
      /^character-agent: --persona: no persona "Nope" in config\.yaml/,
    );
  });
});

describe('replay of several fixtures', () => {
  it('prints JSON Lines, one object per fixture with its name, for files and folders', async () => {
    const result = await runCliInProcess(['replay', 'tests/fixtures/bounds.yaml', 'examples', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    const rows = lines.map((l) => JSON.parse(l) as ReplayResult & { fixture: string });
    expect(rows.map((r) => r.fixture)).toEqual([
      'tests/fixtures/bounds.yaml',
      path.join('examples', 'book-club.yaml'),
      path.join('examples', 'direct-hello.yaml'),
      path.join('examples', 'lighthouse-story.yaml'),
    ]);
    // Each line is what `replay <that file> --json` prints, with its name in front.
    const alone = await json<ReplayResult>(['replay', 'examples/direct-hello.yaml']);
    expect(rows[2]).toEqual({ fixture: path.join('examples', 'direct-hello.yaml'), ...alone });
  });

  it('shows people a pass/fail table; one that fails or cannot run does not stop the others', async () => {
    const failing = fixtureWith(
      'tests/fixtures/hostile.yaml',
      'hostile-nice.yaml',
      'expect: { sends: { min: 1 }, never_match: "nice try" }',
    );
    const result = await runCliInProcess([
      'replay',
      'tests/fixtures/bounds.yaml',
      failing,
      'tests/fixtures/invalid/bad-chat-type.yaml',
      'examples/direct-hello.yaml',
    ]);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^fixture\s+turns\s+sent\s+expect\s+result$/);
    expect(lines.find((l) => l.startsWith('tests/fixtures/bounds.yaml'))).toMatch(/\s1\s+2\s+2\/2\s+PASS$/);
    expect(lines.find((l) => l.startsWith(failing))).toMatch(/\s1\s+1\s+1\/2\s+FAIL$/);
    expect(result.stdout).toContain(
      '    expectation failed: never_match "nice try": “No free books. Nice try, whoever that was.”\n',
    );
    expect(lines.find((l) => l.startsWith('tests/fixtures/invalid/bad-chat-type.yaml'))).toMatch(/ERROR$/);
    expect(result.stdout).toContain('    tests/fixtures/invalid/bad-chat-type.yaml:4:18: chat.type: ');
    expect(lines.find((l) => l.startsWith('examples/direct-hello.yaml'))).toMatch(/PASS$/);
    expect(result.stdout).toContain('4 fixtures: 2 passed, 1 failed, 1 could not run');
    // The fixture that could not run decides the code (a bad fixture: 1) over a failed check (2).
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const failed = await runCliInProcess(['replay', failing, 'examples/direct-hello.yaml']);
    expect(failed.code).toBe(2);
  });

  it('says so in one line when a folder holds no fixture', async () => {
    expectOneLine(
      await runCliInProcess(['replay', 'tests/cli']),
      /^character-agent: tests\/cli: no fixtures/,
    );
  });
});

describe('expect: in a fixture', () => {
  it('a config that breaks a bundled fixture’s expectation fails its replay with exit 2, naming it', async () => {
    // One message per answer: the example's second message, replying to #100, is dropped.
    const strict = configWith('one-message.yaml', 'answers: { max_messages: 1 }');
    const result = await runCliInProcess(['replay', 'examples/book-club.yaml', '--config', strict, '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'character-agent: examples/book-club.yaml: expectation failed: replies_to 100: no message replies to #100\n',
    );
    const out = JSON.parse(result.stdout) as ReplayResult;
    expect(out.expectations?.filter((e) => !e.ok).map((e) => e.check)).toEqual(['replies_to 100']);
  });

  it('checks each turn on its own, and the whole replay by default', async () => {
    const file = fixtureWith(
      'tests/fixtures/incoming-wait.yaml',
      'turns.yaml',
      [
        'expect:',
        '  silent: false',
        '  turns:',
        '    - silent: true',
        '    - null',
        '    - sends: { min: 1 }',
      ].join('\n'),
    );
    const result = await runCliInProcess(['replay', file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('── Expectations (1 of 3 met)\n');
    expect(result.stdout).toContain('  ✓ silent: false — 4 sends and reactions\n');
    expect(result.stdout).toContain('  ✗ turn 1: silent: true — 2 sends and reactions\n');
    expect(result.stdout).toContain('  ✗ turn 3: turn — turn 3 did not run (2 ran)\n');
    expect(result.stderr).toMatch(
      /^character-agent: .*turns\.yaml: expectation failed: turn 1: silent: true: 2 sends and reactions \(and 1 more\)\n$/,
    );
  });

  it('refuses a pattern that is no regular expression at its line', async () => {
    const file = fixtureWith(
      'tests/fixtures/hostile.yaml',
      'bad-regex.yaml',
      'expect:\n  sends_match: "/(unclosed/"',
    );
    expectOneLine(
      await runCliInProcess(['replay', file]),
      /^character-agent: .*bad-regex\.yaml:\d+:\d+: expect\.sends_match: not a regular expression: /,
    );
  });
});
