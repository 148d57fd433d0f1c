import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MessageLog } from '../../src/store/messages.js';
import { openStore } from '../../src/store/open.js';
import { inbound, tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

/** `check --json`: `{ok, findings: [{section, status, text, file?, line?}]}`, exit 2 on an error. */
const tmp = tempDir();
afterAll(() => tmp.cleanup());

interface CheckJson {
  ok: boolean;
  findings: { section: string; status: string; text: string; file?: string; line?: number }[];
}
let n = 0;
function project(): { config: string; database: string } {
  const dir = path.join(tmp.dir, `p${n++}`);
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(dir, entry), { recursive: true });
  return { config: path.join(dir, 'config.yaml'), database: path.join(dir, 'state', 'agent.sqlite') };
}

async function check(args: string[]): Promise<{ code: number | null; json: CheckJson }> {
  const result = await runCliInProcess(['check', '--json', ...args]);
  expect(result.stderr).toBe('');
  const json = JSON.parse(result.stdout) as CheckJson;
  expect(Object.keys(json).sort()).toEqual(['findings', 'ok']);
  for (const f of json.findings) {
    expect(['ok', 'warn', 'error']).toContain(f.status);
    expect(typeof f.section).toBe('string');
    expect(typeof f.text).toBe('string');
  }
  expect(json.ok).toBe(!json.findings.some((f) => f.status === 'error'));
  expect(result.code).toBe(json.ok ? 0 : 2);
  return { code: result.code, json };
}

describe('check --json', () => {
  it('names the file and line of a config error, and exits 2', async () => {
    const { config } = project();
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('timezone: Europe/London', 'timezone: Narnia'),
    );
    const { code, json } = await check(['--config', config]);
    expect(code).toBe(2);
    const error = json.findings.find((f) => f.section === 'Config' && f.status === 'error');
    expect(error?.text).toMatch(/personas\[1\]\.timezone: not a known IANA time zone/);
    expect(error?.file).toMatch(/config\.yaml$/);
    expect(error?.line).toBeGreaterThan(1);
  });

  it('calls a deleted summary prompt an error while a persona summarises, and fine once none does', async () => {
    const { config } = project();
    rmSync(path.join(path.dirname(config), 'prompts', 'Summarize.md'));
    const { code, json } = await check(['--config', config]);
    expect(code).toBe(2);
    const errors = json.findings.filter((f) => f.section === 'Prompts' && f.status === 'error');
    expect(errors.map((f) => f.text)).toEqual([
      expect.stringMatching(/Summarize\.md is missing: Heidi's chats are never summarised/),
      expect.stringMatching(/Summarize\.md is missing: Marlow's chats are never summarised/),
    ]);
    // Summaries turned off everywhere: the file is not needed.
    writeFileSync(config, `${readFileSync(config, 'utf8')}\nmemory:\n  summarize_above: 0\n`);
    const off = await check(['--config', config]);
    expect(off.json.findings.filter((f) => f.section === 'Prompts' && f.status === 'error')).toEqual([]);
  });

  it('--integrity passes a sound database and fails a damaged one', async () => {
    const { config, database } = project();
    const store = await openStore(database);
    await new MessageLog(store.db, () => 1).rememberAll(
      'Heidi',
      Array.from({ length: 400 }, (_, i) =>
        inbound({ id: i + 1, chatId: '7', text: `message ${i} `.repeat(30) }),
      ),
    );
    await store.close();
    const sound = (await check(['--integrity', '--config', config])).json.findings.find(
      (f) => f.section === 'State database',
    );
    expect(sound).toMatchObject({ status: 'ok', text: expect.stringMatching(/integrity check passed$/) });

    // The last pages hold messages: the schema and the sessions still read, the check does not.
    const image = readFileSync(database);
    image.fill(0x5a, image.length - 4096 * 3, image.length - 4096);
    writeFileSync(database, image);
    const damaged = (await check(['--integrity', '--config', config])).json;
    const finding = damaged.findings.find((f) => f.section === 'State database');
    expect(finding?.status, finding?.text).toBe('error');
    expect(damaged.ok).toBe(false);
  });
});
