import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { openStore } from '../../src/store/open.js';
import { TelegramSessions } from '../../src/store/sessions.js';
import { copyBundledProject, tempDir } from '../helpers.js';
import { runCli, runCliAsync } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const SECRETS = {
  GEMINI_API_KEY: 'AIza-test-gemini-key-0123456789',
  TELEGRAM_API_ID: '1234567',
  TELEGRAM_API_HASH: '0123456789abcdef0123456789abcdef',
};
const SESSION = '1BVtsOKABu0-test-session-string-never-printed';

function project(): string {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  copyBundledProject(tmp.dir, ['schema']);
  return tmp.dir;
}

/** A state database with sessions as `login` stores them. */
async function logIn(dir: string, personas: string[]): Promise<void> {
  const store = await openStore(path.join(dir, 'state', 'agent.sqlite'));
  const sessions = new TelegramSessions(store.db, () => Date.parse('2026-01-05T10:00:00Z'));
  for (const persona of personas)
    await sessions.put(persona, SESSION, { id: '777', name: `${persona} (account)` });
  await store.close();
}

describe('character-agent check', () => {
  it('passes a complete project and says what is fine without printing any secret', async () => {
    const dir = project();
    const env = path.join(dir, '.env');
    writeFileSync(
      env,
      Object.entries(SECRETS)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    chmodSync(env, 0o600);
    await logIn(dir, ['Heidi', 'Marlow']);
    const result = runCli(['check'], { cwd: dir, dotenv: true });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = result.stdout;
    for (const line of [
      '  ✓ config.yaml is valid: 2 personas (Heidi, Marlow)',
      '  ✓ editor schema: schema/config.schema.json',
      '  ✓ prompts/Chatbot.md: ',
      '  ✓ media: 4 curated descriptions (4 stickers in 1 set)',
      '  ✓ GEMINI_API_KEY is set',
      '  ✓ TELEGRAM_API_ID is set',
      '  ✓ TELEGRAM_API_HASH is set',
      '  ✓ Heidi: logged in as Heidi (account) (since 2026-01-05)',
      '  ✓ Marlow: logged in as Marlow (account) (since 2026-01-05)',
      'All required checks passed',
    ])
      expect(out).toContain(line);
    for (const secret of [...Object.values(SECRETS), SESSION]) expect(out).not.toContain(secret);
  });

  it('fails a broken project and says what is missing and how to fix it', async () => {
    const dir = project();
    const config = path.join(dir, 'config.yaml');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('timezone: Europe/London', 'timezone: Narnia'),
    );
    const broken = runCli(['check'], { cwd: dir });
    expect(broken.code).toBe(2);
    expect(broken.stdout).toMatch(
      / {2}✗ config\.yaml:\d+:15: personas\[1\]\.timezone: not a known IANA time zone/,
    );
    expect(broken.stdout).toContain(
      '  ✗ GEMINI_API_KEY is not set: run needs it (chat falls back to a scripted model)',
    );
    expect(broken.stdout).toContain('  ✗ TELEGRAM_API_ID is not set (from https://my.telegram.org');

    // Valid config, but a bad key, no sessions, a broken media file and an unlinked schema.
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace('timezone: Narnia', 'timezone: Europe/London')
        .replace(/^# yaml-language-server.*\n/, ''),
    );
    writeFileSync(path.join(dir, 'media', 'broken.json'), '{ "id": 1 }');
    await logIn(dir, ['Heidi']);
    const partial = runCli(['check'], {
      cwd: dir,
      env: {
        GEMINI_API_KEY: SECRETS.GEMINI_API_KEY,
        TELEGRAM_API_ID: 'abc',
        TELEGRAM_API_HASH: SECRETS.TELEGRAM_API_HASH,
      },
    });
    expect(partial.code).toBe(2);
    const out = partial.stdout;
    expect(out).toContain('  ! config.yaml does not link the JSON Schema');
    expect(out).toMatch(/ {2}✗ .*broken\.json: id: /);
    expect(out).toContain('  ✗ TELEGRAM_API_ID is set but is not a number');
    expect(out).toContain('  ✓ Heidi: logged in as Heidi (account)');
    expect(out).toContain(
      '  ✗ Marlow: no Telegram session (not logged in): run "character-agent login Marlow"',
    );
    expect(out).toMatch(/\n3 problems to fix, 1 warning\.\n$/);
    expect(out).not.toContain('abc');
  });

  it('asks each configured provider for its models: unreachable is a warning, a missing key an error', async () => {
    const server = new ScriptedGeminiServer(() => textResponse('unused'));
    const url = await server.start();
    try {
      const dir = project();
      const config = path.join(dir, 'config.yaml');
      const models = [
        'models:',
        '  local:',
        '    provider: openai-compatible',
        `    base_url: ${url}/v1`,
        '    model: scripted',
        '  gone:',
        '    provider: openai-compatible',
        '    base_url: http://127.0.0.1:9/v1',
        '    model: llama3.1',
        '  paid:',
        '    provider: openai-compatible',
        '    base_url: http://127.0.0.1:9/v1',
        '    model: deepseek-chat',
        '    api_key_env: PAID_KEY',
      ].join('\n');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace(/^model: gemini-2\.5-flash.*$/m, `model: local\n${models}`),
      );
      await logIn(dir, ['Heidi', 'Marlow']);
      const result = await runCliAsync(['check', '--json'], {
        cwd: dir,
        env: { ...SECRETS, GEMINI_API_KEY: '' },
      });
      const { findings } = JSON.parse(result.stdout) as {
        findings: { section: string; status: string; text: string }[];
      };
      const said = findings.filter((f) => f.section === 'Models').map((f) => `${f.status} ${f.text}`);
      expect(said).toContain('ok GEMINI_API_KEY is not set (no configured model needs it)');
      expect(said).toContain(`ok local: ${url}/v1 answers (scripted)`);
      expect(said).toContainEqual(
        expect.stringMatching(/^warn gone: http:\/\/127\.0\.0\.1:9\/v1 did not answer \(/),
      );
      expect(said).toContain('error paid: PAID_KEY is not set (the key of deepseek-chat)');
      expect(result.code).toBe(2);
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models']);
    } finally {
      await server.stop();
    }
  });
  it('checks the console token as run --console will: length, who may read its file, never in config.yaml', () => {
    const dir = project();
    const config = path.join(dir, 'config.yaml');
    const original = readFileSync(config, 'utf8');
    const token = path.join(dir, 'token');
    const good = 'a-stable-console-token-of-40-characters!!';
    writeFileSync(config, `${original}\nconsole:\n  token_file: token\n`);
    const check = (env: Record<string, string> = {}) => runCli(['check'], { cwd: dir, env });
    const consoleLines = (out: string) => out.split('\n').filter((l) => /token/i.test(l));

    writeFileSync(token, good);
    chmodSync(token, 0o644);
    const open = check();
    expect(open.code).toBe(2);
    expect(consoleLines(open.stdout)).toEqual([
      `  ✗ config.yaml:${original.split('\n').length + 2}:15: console.token_file: ${token} may be read by others: chmod 600 ${token}`,
    ]);
    chmodSync(token, 0o600);
    expect(consoleLines(check().stdout)).toEqual(['  ✓ a stable token from token: 41 characters']);
    writeFileSync(token, 'short');
    expect(consoleLines(check().stdout)).toEqual([
      expect.stringMatching(
        /^ {2}✗ config\.yaml:\d+:15: console\.token_file \S+token: the token has 5 characters; give at least 32/,
      ),
    ]);
    // The variable wins over the file, and is checked the same way.
    expect(consoleLines(check({ CHARACTER_AGENT_CONSOLE_TOKEN: 'tiny' }).stdout)).toEqual([
      expect.stringMatching(/^ {2}✗ CHARACTER_AGENT_CONSOLE_TOKEN: the token has 4 characters/),
    ]);
    writeFileSync(config, `${original}\nconsole:\n  token: ${good}\n`);
    const inline = check();
    expect(inline.code).toBe(2);
    expect(consoleLines(inline.stdout)).toEqual([
      expect.stringMatching(
        /^ {2}✗ config\.yaml:\d+:3: console\.token: unknown field "token": no secret is read from the config file .* \(did you mean token_file\?\)$/,
      ),
    ]);
    for (const run of [open, inline]) expect(run.stdout).not.toContain(good);
  });
});
