import { describe, expect, it } from 'vitest';
import { runCliInProcess } from './run-cli.js';

describe('character-agent: the command line', () => {
  it('refuses a surplus argument in one line instead of ignoring it', async () => {
    const prompt = await runCliInProcess(['prompt', 'examples/book-club.yaml', 'b']);
    expect(prompt.code).toBe(1);
    expect(prompt.stdout).toBe('');
    expect(prompt.stderr).toBe(
      'character-agent: prompt: unexpected argument "b" (usage: character-agent prompt <fixture.yaml|chat> [--persona P] [--target N] [--json])\n',
    );
    const media = await runCliInProcess(['media', 'describe', 'now']);
    expect(media.stderr).toBe(
      'character-agent: media describe: unexpected argument "now" (usage: character-agent media describe --persona P [--budget N] [--chats N] [--json])\n',
    );
  });

  it("refuses another command's option, naming the command", async () => {
    const result = await runCliInProcess(['schema', '--json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('character-agent: schema does not take --json (try --help)\n');
  });

  it('takes --port in decimal digits only (0x50 would be port 80)', async () => {
    for (const port of ['', '0x50', '1e3', '-1', '65536', ' 80']) {
      const result = await runCliInProcess(['console', '--demo', '--port', port]);
      expect(result.code, port).toBe(1);
      expect(result.stderr).toBe(
        `character-agent: --port ${port}: give a port number (0 picks a free one)\n`,
      );
    }
  });

  it('takes schedule --at as an ISO time, now or tomorrow only', async () => {
    for (const at of ['-1', '1..2', 'tomorow', '2026', 'yesterday']) {
      const result = await runCliInProcess(['schedule', '--persona', 'Heidi', '--at', at]);
      expect(result.code, at).toBe(1);
      expect(result.stderr).toBe(
        `character-agent: --at ${at}: give tomorrow (this time tomorrow), now, or an ISO time such as 2026-03-05T09:00:00Z\n`,
      );
    }
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000);
    const shown = await runCliInProcess(['schedule', '--persona', 'Heidi', '--at', 'tomorrow', '--json']);
    expect(shown.code).toBe(0);
    const day = (JSON.parse(shown.stdout) as { day: string }).day;
    // The day shown is the persona's; in Berlin it is tomorrow's date give or take the zone offset.
    expect(
      Math.abs(Date.parse(day.slice(4)) - Date.parse(tomorrow.toISOString().slice(0, 10))),
    ).toBeLessThanOrEqual(86_400_000);
  });

  it('lists every command in --help, and prints it when no command is given (exit 1)', async () => {
    const help = await runCliInProcess(['--help']);
    expect(help.code).toBe(0);
    for (const command of [
      'replay <fixture.yaml|folder>...',
      'prompt <chat> --persona P',
      'demo',
      'media describe --fixture F',
      'login <persona>',
      'run',
      'chat <persona> [--group]',
      'check',
      'persona import <card.json|png>',
      'schema [--out FILE]',
    ])
      expect(help.stdout).toContain(`\n  ${command}`);
    const bare = await runCliInProcess([]);
    expect(bare.code).toBe(1);
    expect(bare.stdout).toBe(help.stdout);
  });

  it('explains an incomplete command name with its usage', async () => {
    expect((await runCliInProcess(['persona', 'export'])).stderr).toBe(
      'character-agent: usage: character-agent persona import <card.json|card.png> [--phone +1555…] [--name N] [--config config.yaml]\n',
    );
  });
});
