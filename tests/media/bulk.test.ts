import { describe, expect, it } from 'vitest';
import type { MediaDescribeReport } from '../../src/media/bulk.js';
import { renderBar } from '../../src/terminal/progress.js';
import { runCli } from '../cli/run-cli.js';

const FIXTURE = 'tests/fixtures/media/photos.yaml';

function describeJson(...args: string[]): { report: MediaDescribeReport; stderr: string } {
  const result = runCli(['media', 'describe', '--fixture', FIXTURE, '--json', ...args], {
    env: { GEMINI_API_KEY: '' },
  });
  expect(result.code).toBe(0);
  return { report: JSON.parse(result.stdout) as MediaDescribeReport, stderr: result.stderr };
}

describe('character-agent media describe', () => {
  it('describes the persona’s sticker set and the chat’s media offline, with a progress bar', () => {
    const { report, stderr } = describeJson();
    expect(report.persona).toBe('Heidi');
    const byId = new Map(report.items.map((i) => [i.id, i]));
    expect(byId.get('9002')).toMatchObject({
      source: 'sticker set',
      state: 'described',
      set: 'HeidiDuck',
      emoji: '🎉',
      description: 'A yellow ball bouncing with confetti, celebrating.',
    });
    expect(byId.get('7301000000000000004')).toMatchObject({ source: 'sticker set', state: 'curated' });
    expect(byId.get('9001')).toMatchObject({ source: 'chat', state: 'described' });
    expect(byId.get('9006')).toMatchObject({ state: 'unsupported', reason: 'no file to describe' });
    expect(report.counts).toEqual({ curated: 4, described: 4, fallback: 1, unsupported: 1 });
    expect(report.budget).toEqual({ total: 8, spent: 6 });
    // Each item once: the 👋 sticker of message 4 is the set's sticker, not a second item.
    expect(report.items).toHaveLength(10);
    expect(stderr).toContain(
      'describing ████████████████████████ 10/10  4 described · 1 fallback · 4 curated · 1 unsupported',
    );
  });

  it('stops at the budget and says what is left for later', () => {
    const { report } = describeJson('--budget', '2');
    expect(report.budget).toEqual({ total: 2, spent: 2 });
    expect(report.counts['over-budget']).toBe(4);
    // The persona's own stickers come first.
    expect(report.items.find((i) => i.id === '9002')?.state).toBe('described');
    const readable = runCli(['media', 'describe', '--fixture', FIXTURE, '--budget', '2'], {
      env: { GEMINI_API_KEY: '' },
    });
    expect(readable.stdout).toContain('4 left for later: run again, or raise --budget');
    expect(readable.stdout).toMatch(/^ {2}over-budget +photo 9001$/m);
  });

  it('follows the persona’s audio setting', () => {
    const { report } = describeJson('--persona', 'Deaf Heidi');
    expect(report.persona).toBe('Deaf Heidi');
    expect(report.items.every((i) => i.source === 'chat')).toBe(true);
    expect(report.items.find((i) => i.id === '9003')).toMatchObject({ kind: 'voice', state: 'skipped' });
  });

  it('explains what it needs', () => {
    const bare = runCli(['media', 'describe']);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toMatch(
      /media describe needs --persona: whose account to use \(known: Heidi, Marlow\); or --fixture <file\.yaml> to describe a fixture’s media offline/,
    );
    expect(runCli(['media']).stderr).toMatch(/usage: character-agent media describe/);
    const budget = runCli(['media', 'describe', '--fixture', FIXTURE, '--budget', 'lots']);
    expect(budget.stderr.trim()).toBe(
      'character-agent: --budget: expected a whole number from 0 to 10000, got "lots"',
    );
  });
});

describe('progress bar', () => {
  it('fills in proportion to the work done', () => {
    expect(renderBar('x', 0, 4, '', 8)).toBe('x ░░░░░░░░ 0/4');
    expect(renderBar('x', 1, 4, 'one', 8)).toBe('x ██░░░░░░ 1/4  one');
    expect(renderBar('x', 0, 0, '', 8)).toBe('x ████████ 0/0');
  });
});
