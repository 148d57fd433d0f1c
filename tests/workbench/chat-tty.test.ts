import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { builtCli, runCli } from '../cli/run-cli.js';
import { copyBundledProject, tempDir } from '../helpers.js';

/** util-linux `script` gives the chat a real pseudo-terminal: readline echoes, the chat redraws. */
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/**
 * What a terminal shows after `bytes`: lines of text, with the cursor moves the chat uses
 * (carriage return, line feed, cursor up, erase line); other escape sequences draw nothing.
 */
function screen(bytes: string): string[] {
  const rows: string[] = [''];
  let row = 0;
  let col = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i] as string;
    if (c === '\u001b') {
      const m = /^\u001b\[(\d*)([A-Za-z])/.exec(bytes.slice(i));
      if (!m) continue;
      i += m[0].length - 1;
      const [, n, code] = m;
      if (code === 'A') row = Math.max(0, row - Number(n || 1));
      else if (code === 'K' && n === '2') rows[row] = '';
      else if (code === 'G') col = Number(n || 1) - 1;
      continue;
    }
    if (c === '\r') col = 0;
    else if (c === '\n') {
      row++;
      col = 0;
      while (rows.length <= row) rows.push('');
    } else {
      const line = (rows[row] ?? '').padEnd(col);
      rows[row] = line.slice(0, col) + c + line.slice(col + 1);
      col++;
    }
  }
  return rows;
}

describe.skipIf(!hasScript)('character-agent chat in a real terminal (pseudo-terminal)', () => {
  it('keeps the reload notice and the invalid-edit error on screen, saying what changed', async () => {
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    copyBundledProject(tmp.dir);
    const config = path.join(tmp.dir, 'config.yaml');
    const original = readFileSync(config, 'utf8');
    const command = `${process.execPath} ${builtCli()} chat Heidi --scripted --start 2026-01-02T15:04:05Z`;
    const child: ChildProcessWithoutNullStreams = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: tmp.dir,
      env: {
        ...process.env,
        NO_COLOR: '1',
        GEMINI_API_KEY: '',
        CHARACTER_AGENT_NO_DOTENV: '1',
        COLUMNS: '200',
      },
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    const until = async (pattern: RegExp) => {
      for (let waited = 0; !pattern.test(out); waited += 50) {
        if (waited > 20_000) throw new Error(`no ${pattern} in:\n${out}`);
        await delay(50);
      }
    };
    try {
      await until(/Alex › /);
      child.stdin.write('first\r');
      await until(/#2 Heidi/);
      writeFileSync(config, original.replace('with a shop cat called Kafka', 'with a shop dog called Kafka'));
      child.stdin.write('second\r');
      await until(/#4 Heidi/);
      writeFileSync(config, original.replace('timezone: Europe/Berlin', 'timezone: Europe/Berln'));
      child.stdin.write('third\r');
      await until(/#6 Heidi/);
      child.stdin.write('/quit\r');
      await new Promise((resolve) => child.on('close', resolve));
    } finally {
      child.kill();
    }
    const shown = screen(out).join('\n');
    expect(shown).toContain('↻ reloaded config.yaml: Heidi.instructions changed');
    expect(shown).toMatch(
      /⚠ config\.yaml:\d+:15: personas\[0\]\.timezone: not a known IANA time zone \(did you mean Europe\/Berlin\?\) — still using the last good configuration/,
    );
    // Each typed line gives way to the message as the chat shows it: once, not twice.
    expect(shown.match(/second/g)).toHaveLength(1);
    expect(shown).toMatch(/#3 Alex: second/);
  }, 40_000);

  it('with a model that cannot be reached, says so in the ✗ line alone: no log lines inside the chat', () => {
    const chat = runCli(['chat', 'Heidi', '--start', '2026-01-02T15:04:05Z'], {
      env: { GEMINI_API_KEY: 'not-a-real-key', GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9' },
      input: 'hello\n',
    });
    expect(chat.code).toBe(0);
    expect(chat.stdout).toMatch(/✗ the model call failed, so there is no answer: /);
    expect(chat.stderr).toBe('');
  }, 40_000);
});
