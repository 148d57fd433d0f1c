import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A project folder of its own, without a state database yet. */
function project(): { config: string; database: string } {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  for (const entry of ['config.yaml', 'prompts', 'media'])
    cpSync(entry, path.join(tmp.dir, entry), { recursive: true });
  return { config: path.join(tmp.dir, 'config.yaml'), database: path.join(tmp.dir, 'state', 'agent.sqlite') };
}

describe('memory edit as its help says', () => {
  it('adds a memory with "new" and no --chat, a note with --chat', async () => {
    const { config } = project();
    const cli = (...args: string[]) =>
      runCliInProcess(['memory', ...args, '--persona', 'Heidi', '--config', config]);
    expect(await cli('edit', 'new', 'Alice is learning Portuguese')).toMatchObject({
      code: 0,
      stdout: 'memory m1: added\n',
    });
    expect(await cli('edit', 'new', 'Book club on Fridays', '--chat', '-100777')).toMatchObject({
      code: 0,
      stdout: 'note n1: added\n',
    });
    expect((await cli('list')).stdout).toMatch(/m1 .*Alice is learning Portuguese/);
  });

  it.each([
    [['edit', 'x9', 'text'], '"x9" is not a memory id'],
    [['edit', 'n3', 'text'], 'notes and summaries belong to a chat: add --chat C'],
    [['edit', 's1', 'text'], 'notes and summaries belong to a chat: add --chat C'],
    [['forget', 'new'], 'name the entry to forget'],
    [['edit', 'new', 'text', '--chat', 'general'], '--chat takes a numeric Telegram id'],
  ])('%j: one line, exit 1, and no state database made', async (args, text) => {
    const { config, database } = project();
    const out = await runCliInProcess(['memory', ...args, '--persona', 'Heidi', '--config', config]);
    expect(out.code).toBe(1);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toContain(text);
    expect(existsSync(database)).toBe(false);
  });
});
