import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRepo } from '../../src/store/memory.js';
import { openStore } from '../../src/store/open.js';
import { copyBundledProject, tempDir } from '../helpers.js';
import { runCli } from './run-cli.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project(): { dir: string; database: string } {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  copyBundledProject(tmp.dir);
  return { dir: tmp.dir, database: path.join(tmp.dir, 'state', 'agent.sqlite') };
}

describe('memory list|show|edit|forget', () => {
  it('shows what the persona wrote, and lets the operator change and delete it', async () => {
    const { dir, database } = project();
    const store = await openStore(database);
    const memory = new MemoryRepo(store.db, () => Date.parse('2026-01-02T10:00:00Z'));
    await memory.write('Heidi', 'note', '-100777', { text: 'Fridays at 19:00' }, 10);
    await memory.write('Heidi', 'memory', '8', { text: 'I promised pretzels' }, 10);
    await memory.writePerson('Heidi', '12', { text: 'Anna: allergic to cats' }, 10);
    await memory.writePerson('Heidi', '12', { chat: '12', text: 'Anna: in therapy' }, 10);
    await memory.addSummary('Heidi', '-100777', {
      firstId: 1,
      lastId: 40,
      firstDate: 0,
      lastDate: 0,
      text: 'We picked Piranesi.',
    });
    await store.close();
    const cli = (...args: string[]) => runCli(['memory', ...args, '--persona', 'heidi'], { cwd: dir });

    const listed = cli('list', '--chat', '-100777', '--json');
    expect(listed.stderr).toBe('');
    // Every entry says when it was written and last used (here: when the persona wrote it).
    const at = { written_at: '2026-01-02T10:00:00.000Z', used_at: '2026-01-02T10:00:00.000Z' };
    expect(JSON.parse(listed.stdout)).toEqual({
      persona: 'Heidi',
      timezone: 'Europe/Berlin',
      chat: -100777,
      chats: [-100777],
      notes: [{ id: 'n1', text: 'Fridays at 19:00', ...at }],
      memories: [{ id: 'm1', text: 'I promised pretzels', chat: 8, shared: false, ...at }],
      people: [
        {
          user: 12,
          text: 'Anna: allergic to cats\nAnna: in therapy',
          facts: [
            { chat: null, text: 'Anna: allergic to cats', shared: false, ...at },
            { chat: 12, text: 'Anna: in therapy', shared: false, ...at },
          ],
        },
      ],
      summaries: [{ first_id: 1, last_id: 40, text: 'We picked Piranesi.', written_at: at.written_at }],
    });
    // The human listing says the times in the persona's zone, with its name.
    expect(cli('list', '--chat', '-100777').stdout).toContain(
      'n1: Fridays at 19:00 · written 2026-01-02 11:00 Berlin, used 2026-01-02 11:00 Berlin',
    );
    expect(cli('list').stdout).toContain('user 12 (added by the operator): Anna: allergic to cats');
    expect(cli('list').stdout).toContain('user 12 (chat 12): Anna: in therapy');
    // Shared: the memory is shown in every chat, the fact wherever Anna is; and back.
    expect(cli('share', 'm1').stdout).toBe('memory m1: shared\n');
    expect(cli('share', '12', '--person', '12').stdout).toBe('person 12 in chat 12: shared\n');
    expect(cli('list').stdout).toContain('user 12 (chat 12, shared): Anna: in therapy');
    expect(cli('unshare', '12', '--person', '12').stdout).toBe('person 12 in chat 12: private\n');
    const missing = cli('share', 'm9');
    expect([missing.code, missing.stdout]).toEqual([1, 'memory m9: unknown\n']);
    expect(cli('share', 'n1', '--chat', '-100777').stderr).toMatch(/only a memory \(m2\) or a person’s fact/);
    expect(cli('show', 's1', '--chat', '-100777').stdout).toBe('We picked Piranesi.\n');

    expect(cli('edit', '--person', '12', 'Anna (user 12): allergic to cats, loves Piranesi').stdout).toBe(
      'person 12: changed\n',
    );
    expect(cli('edit', 'new', 'Meet at the café', '--chat', '-100777').stdout).toBe('note n2: added\n');
    expect(cli('edit', 's1', 'We chose Piranesi, then Dune.', '--chat', '-100777').stdout).toBe(
      'summary s1: changed\n',
    );
    expect(cli('edit', 'm', 'Bring pretzels on Friday').stdout).toBe('memory m2: added\n');
    expect(cli('forget', 'm1').stdout).toBe('memory m1: deleted\n');
    const again = cli('forget', 'm1');
    expect([again.code, again.stdout]).toEqual([1, 'memory m1: unknown\n']);

    // What the operator changed was written now; what they left keeps its time.
    const timed = JSON.parse(cli('list', '--chat', '-100777', '--json').stdout) as Record<string, unknown>;
    expect(timed.notes).toMatchObject([{ id: 'n1', ...at }, { id: 'n2' }]);
    expect(Date.parse(String((timed.notes as { written_at: string }[])[1]?.written_at))).toBeGreaterThan(
      Date.parse(at.written_at),
    );
    const after = JSON.parse(cli('list', '--chat', '-100777', '--json').stdout, (key, value: unknown) =>
      key === 'written_at' || key === 'used_at' ? undefined : value,
    ) as Record<string, unknown>;
    expect(after.notes).toEqual([
      { id: 'n1', text: 'Fridays at 19:00' },
      { id: 'n2', text: 'Meet at the café' },
    ]);
    expect(after.memories).toEqual([
      { id: 'm2', text: 'Bring pretzels on Friday', chat: null, shared: false },
    ]);
    expect(after.summaries).toEqual([{ first_id: 1, last_id: 40, text: 'We chose Piranesi, then Dune.' }]);
    expect(after.people).toEqual([
      {
        user: 12,
        text: 'Anna (user 12): allergic to cats, loves Piranesi\nAnna: in therapy',
        facts: [
          { chat: null, text: 'Anna (user 12): allergic to cats, loves Piranesi', shared: false },
          { chat: 12, text: 'Anna: in therapy', shared: false },
        ],
      },
    ]);
  });

  it('says in one line what is wrong', () => {
    const { dir } = project();
    // No state database yet: the persona remembers nothing, an empty listing (and no file made).
    const empty = runCli(['memory', 'list', '--persona', 'Heidi', '--json'], { cwd: dir });
    expect(empty.code).toBe(0);
    expect(JSON.parse(empty.stdout)).toMatchObject({ persona: 'Heidi', memories: [], people: [], chats: [] });
    expect(existsSync(path.join(dir, 'state', 'agent.sqlite'))).toBe(false);
    expect(runCli(['memory', 'list', '--persona', 'Nobody'], { cwd: dir }).stderr).toMatch(
      /no persona "Nobody"/,
    );
    expect(runCli(['memory', 'forget', 'n1', '--persona', 'Heidi'], { cwd: dir }).stderr).toMatch(
      /notes and summaries belong to a chat: add --chat C/,
    );
  });
});
