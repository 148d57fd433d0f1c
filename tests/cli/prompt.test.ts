import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PromptResult, ReplayResult } from '../../src/terminal/results.js';
import { tempDir } from '../helpers.js';
import { runCliInProcess } from './run-cli.js';

async function json<T>(args: string[]): Promise<T> {
  const result = await runCliInProcess(args);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

describe('character-agent prompt', () => {
  it('prints as JSON exactly the request replay sends, with its size', async () => {
    const prompt = await json<PromptResult>(['prompt', 'tests/fixtures/reply-chain.yaml', '--json']);
    const replay = await json<ReplayResult>(['replay', 'tests/fixtures/reply-chain.yaml', '--json']);
    expect(prompt.request).toEqual(replay.request);
    expect(Object.keys(prompt.request)).toEqual([
      'model',
      'systemInstruction',
      'generationConfig',
      'contents',
    ]);
    expect(prompt.target).toBe(332);
    expect(prompt.chat).toEqual({ id: 5001, type: 'group' });
    const contents = prompt.request.contents.flatMap((c) => c.parts).reduce((n, p) => n + p.text.length, 0);
    expect(prompt.characters).toEqual({
      systemInstruction: prompt.request.systemInstruction.length,
      contents,
      total: prompt.request.systemInstruction.length + contents,
    });
  });

  it('prints the request readably: system instruction, then each turn with its role and parts', async () => {
    const result = await runCliInProcess(['prompt', 'tests/fixtures/dm-burst.yaml']);
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toContain('Heidi in a direct chat, answering message #507');
    expect(out).toContain(
      '── Request to gemini-2.5-flash\ngeneration: sampling and length: model defaults; safety BLOCK_ONLY_HIGH for harassment, hate_speech, sexually_explicit, dangerous_content\n',
    );
    expect(out).toMatch(/system instruction \(\d+ characters\):\n {2}│ # How you take part in this chat/);
    expect(out).toContain('contents (4 turns, ');
    expect(out).toContain(
      [
        '  user  · ⟦#503 Jonas Weber (user 8, @jonas_w) Tue 2026-03-03 09:10⟧',
        '          morning!!',
        '        · ⟦#504⟧',
        '          yes, Thursday works',
      ].join('\n'),
    );
    expect(out).not.toMatch(/\u001b\[/);
  });

  it('explains a missing fixture argument and a broken fixture in one line', async () => {
    const missing = await runCliInProcess(['prompt']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/prompt needs a fixture file/);
    const broken = await runCliInProcess(['prompt', 'tests/fixtures/invalid/unknown-sender.yaml', '--json']);
    expect(broken.code).not.toBe(0);
    expect(broken.stdout).toBe('');
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('prints a persona’s generation settings as request.generationConfig, the same as replay sends', async () => {
    const tmp = tempDir();
    try {
      const config = path.join(tmp.dir, 'config.yaml');
      writeFileSync(
        config,
        readFileSync('config.yaml', 'utf8')
          .replace('prompts_dir: prompts', `prompts_dir: ${JSON.stringify(path.resolve('prompts'))}`)
          .replace('media_dir: media', `media_dir: ${JSON.stringify(path.resolve('media'))}`)
          .replace(
            '    role_prompts: [Chatbot]\n',
            '    role_prompts: [Chatbot]\n    generation: { temperature: 0.6, thinking_budget: 0, safety: { harassment: OFF } }\n',
          ),
      );
      const fixture = path.join(tmp.dir, 'hello.yaml');
      writeFileSync(
        fixture,
        [
          'persona: Heidi',
          `config: ${JSON.stringify(config)}`,
          'chat: { id: 7, type: direct }',
          'me: { id: 42, name: Heidi }',
          'users: [{ id: 7, name: Alice }]',
          'messages:',
          '  - { id: 1, from: 7, at: "2026-02-10T19:40:00Z", text: "hi Heidi" }',
          '',
        ].join('\n'),
      );
      const prompt = await json<PromptResult>(['prompt', fixture, '--json']);
      expect(prompt.request.generationConfig).toEqual({
        temperature: 0.6,
        thinkingConfig: { thinkingBudget: 0 },
        safetySettings: [
          { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' },
          { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_ONLY_HIGH' },
          { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_ONLY_HIGH' },
          { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_ONLY_HIGH' },
        ],
      });
      expect((await json<ReplayResult>(['replay', fixture, '--json'])).request).toEqual(prompt.request);
      expect((await runCliInProcess(['prompt', fixture])).stdout).toContain(
        'generation: temperature 0.6, thinking_budget 0; safety OFF for harassment; BLOCK_ONLY_HIGH for hate_speech, sexually_explicit, dangerous_content\n',
      );
    } finally {
      tmp.cleanup();
    }
  });
});

describe('character-agent prompt: its arguments', () => {
  it('says in one line what is neither a fixture file nor a chat, and a bad --target', async () => {
    expect((await runCliInProcess(['prompt', 'missing.yaml'])).stderr).toBe(
      'character-agent: no such fixture file: missing.yaml\n',
    );
    expect((await runCliInProcess(['prompt', 'hello'])).stderr).toBe(
      'character-agent: "hello" is neither a fixture file nor a chat (a chat id such as -1001234567890, or @username)\n',
    );
    expect((await runCliInProcess(['prompt', '7', '--target', 'last'])).stderr).toBe(
      'character-agent: --target: expected a message id such as 1234 (got "last")\n',
    );
  });

  it('lets a fixture be seen by another persona or answered at another message', async () => {
    const other = await runCliInProcess([
      'prompt',
      'tests/fixtures/reply-chain.yaml',
      '--persona',
      'Marlow',
      '--target',
      '330',
      '--json',
    ]);
    expect(other.stderr).toBe('');
    const result = JSON.parse(other.stdout) as { persona: string; target: number };
    expect([result.persona, result.target]).toEqual(['Marlow', 330]);
    const bad = await runCliInProcess(['prompt', 'tests/fixtures/reply-chain.yaml', '--target', '9999']);
    expect(bad.stderr).toBe(
      'character-agent: tests/fixtures/reply-chain.yaml: --target 9999 is not in messages or archive\n',
    );
  });
});
