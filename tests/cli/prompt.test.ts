import { describe, expect, it } from 'vitest';
import type { PromptResult, ReplayResult } from '../../src/terminal/results.js';
import { runCli } from './run-cli.js';

function json<T>(args: string[]): T {
  const result = runCli(args);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

describe('character-agent prompt', () => {
  it('prints as JSON exactly the request replay sends, with its size', () => {
    const prompt = json<PromptResult>(['prompt', 'tests/fixtures/reply-chain.yaml', '--json']);
    const replay = json<ReplayResult>(['replay', 'tests/fixtures/reply-chain.yaml', '--json']);
    expect(prompt.request).toEqual(replay.request);
    expect(Object.keys(prompt.request)).toEqual(['model', 'systemInstruction', 'contents']);
    expect(prompt.target).toBe(332);
    expect(prompt.chat).toEqual({ id: 5001, type: 'group' });
    const contents = prompt.request.contents.flatMap((c) => c.parts).reduce((n, p) => n + p.text.length, 0);
    expect(prompt.characters).toEqual({
      systemInstruction: prompt.request.systemInstruction.length,
      contents,
      total: prompt.request.systemInstruction.length + contents,
    });
  });

  it('prints the request readably: system instruction, then each turn with its role and parts', () => {
    const result = runCli(['prompt', 'tests/fixtures/dm-burst.yaml']);
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toContain('Heidi in a direct chat, answering message #507');
    expect(out).toMatch(/system instruction \(\d+ characters\):\n {2}│ # How you take part in this chat/);
    expect(out).toContain('contents (4 turns, ');
    expect(out).toContain(
      [
        '  user  · ⟦#503 Jonas Weber (user 8, @jonas_w) 2026-03-03 09:10⟧',
        '          morning!!',
        '        · ⟦#504⟧',
        '          yes, Thursday works',
      ].join('\n'),
    );
    expect(out).not.toMatch(/\u001b\[/);
  });

  it('explains a missing fixture argument and a broken fixture in one line', () => {
    const missing = runCli(['prompt']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/prompt needs a fixture file/);
    const broken = runCli(['prompt', 'tests/fixtures/invalid/unknown-sender.yaml', '--json']);
    expect(broken.code).not.toBe(0);
    expect(broken.stdout).toBe('');
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
  });
});
