import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPersona, loadConfig } from '../../src/config/load.js';
import { ConfigError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function persona(name: string, extra = ''): string {
  return `  - name: ${name}
    phone: "+1555123456${name.length}"
    timezone: Europe/Berlin
    instructions: You are ${name}.
${extra}`;
}

function load(top: string, personas = persona('Wendy')) {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  mkdirSync(path.join(tmp.dir, 'prompts'));
  writeFileSync(path.join(tmp.dir, 'prompts', 'ResponseFormat.md'), 'R');
  const file = path.join(tmp.dir, 'config.yaml');
  writeFileSync(file, `${top}personas:\n${personas}`);
  return loadConfig(file);
}

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

const DEFAULT_SAFETY = {
  harassment: 'BLOCK_ONLY_HIGH',
  hate_speech: 'BLOCK_ONLY_HIGH',
  sexually_explicit: 'BLOCK_ONLY_HIGH',
  dangerous_content: 'BLOCK_ONLY_HIGH',
};

describe('the generation: section', () => {
  it('leaves sampling to the model and blocks only high-probability harm when nothing is set', () => {
    const config = load('');
    expect(config.personas[0]?.generation).toEqual({ safety: DEFAULT_SAFETY });
  });

  it('lets a persona override the global section field by field and safety category by category', () => {
    const config = load(
      `generation:
  temperature: 0.8
  top_k: 40
  thinking_budget: 256
  safety:
    harassment: BLOCK_MEDIUM_AND_ABOVE
    civic_integrity: BLOCK_NONE
`,
      persona(
        'Marlow',
        `    generation:
      temperature: 1.2
      max_output_tokens: 4096
      safety:
        dangerous_content: OFF
`,
      ) + persona('Heidi'),
    );
    expect(findPersona(config, 'Marlow')?.generation).toEqual({
      temperature: 1.2,
      topK: 40,
      maxOutputTokens: 4096,
      thinkingBudget: 256,
      safety: {
        ...DEFAULT_SAFETY,
        harassment: 'BLOCK_MEDIUM_AND_ABOVE',
        civic_integrity: 'BLOCK_NONE',
        dangerous_content: 'OFF',
      },
    });
    expect(findPersona(config, 'Heidi')?.generation).toEqual({
      temperature: 0.8,
      topK: 40,
      thinkingBudget: 256,
      safety: { ...DEFAULT_SAFETY, harassment: 'BLOCK_MEDIUM_AND_ABOVE', civic_integrity: 'BLOCK_NONE' },
    });
  });

  it('names the file, line and field of a threshold Gemini does not have, and lists the ones it has', () => {
    const message = errorOf(() => load('generation:\n  safety:\n    harassment: block_none\n'));
    expect(message).toMatch(/config\.yaml:3:\d+: generation\.safety\.harassment: /);
    expect(message).toContain(
      'expected one of BLOCK_LOW_AND_ABOVE, BLOCK_MEDIUM_AND_ABOVE, BLOCK_ONLY_HIGH, BLOCK_NONE, OFF',
    );
  });

  it('refuses a harm category Gemini does not have', () => {
    const message = errorOf(() =>
      load('', persona('Wendy', '    generation:\n      safety:\n        violence: OFF\n')),
    );
    expect(message).toMatch(/personas\[0\]\.generation\.safety/);
    expect(message).toMatch(/violence/);
  });

  it.each([
    ['temperature: 2.5', 'generation.temperature'],
    ['top_p: 1.5', 'generation.top_p'],
    ['top_k: 0', 'generation.top_k'],
    ['max_output_tokens: 0', 'generation.max_output_tokens'],
    ['thinking_budget: -2', 'generation.thinking_budget'],
    ['thinking_budget: 10.5', 'generation.thinking_budget'],
  ])('refuses %s', (line, field) => {
    expect(errorOf(() => load(`generation:\n  ${line}\n`))).toMatch(new RegExp(`:2:\\d+: ${field}: `));
  });

  it('refuses a thinking budget that leaves no room for the answer, also when the two meet from two sections', () => {
    const message = errorOf(() =>
      load(
        'generation:\n  max_output_tokens: 1024\n',
        persona('Wendy', '    generation:\n      thinking_budget: 1024\n'),
      ),
    );
    expect(message).toMatch(
      /config\.yaml:\d+:\d+: personas\[0\]\.generation: thinking_budget 1024 leaves no room/,
    );
    expect(message).toContain('(persona Wendy)');
    // "the model decides" and "off" never conflict with a limit.
    expect(
      load('generation:\n  max_output_tokens: 64\n  thinking_budget: -1\n').personas[0]?.generation,
    ).toMatchObject({ maxOutputTokens: 64, thinkingBudget: -1 });
  });

  it('keeps the commented example of config.yaml valid, with the settings it describes', () => {
    const uncommented = readFileSync('config.yaml', 'utf8')
      .split('\n')
      .map((line) => {
        const m =
          /^(\s*)# ( *(?:generation:|temperature|top_p|top_k|max_output_tokens|thinking_budget|safety:|harassment|hate_speech|sexually_explicit|dangerous_content).*)$/.exec(
            line,
          );
        return m ? `${m[1]}${m[2]}` : line;
      })
      .join('\n');
    expect(uncommented).not.toBe(readFileSync('config.yaml', 'utf8'));
    const tmp = tempDir();
    cleanup = tmp.cleanup;
    const file = path.join(tmp.dir, 'config.yaml');
    writeFileSync(
      file,
      uncommented.replace('prompts_dir: prompts', `prompts_dir: ${path.resolve('prompts')}`),
    );
    const config = loadConfig(file);
    expect(findPersona(config, 'Heidi')?.generation).toEqual({
      temperature: 1.0,
      topP: 0.95,
      topK: 40,
      maxOutputTokens: 4096,
      thinkingBudget: 1024,
      safety: DEFAULT_SAFETY,
    });
    expect(findPersona(config, 'Marlow')?.generation).toMatchObject({
      temperature: 1.2,
      safety: { ...DEFAULT_SAFETY, dangerous_content: 'BLOCK_NONE' },
    });
  });
});
