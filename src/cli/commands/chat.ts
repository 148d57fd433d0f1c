import { DEFAULT_MODEL_PROVIDER, resolveSecrets } from '../../config/env.js';
import { findPersona, loadConfig } from '../../config/load.js';
import { modelKeyVariables, resolveModelReference } from '../../config/model-catalog.js';
import { UserError } from '../../support/errors.js';
import { silentLogger } from '../../support/log.js';
import type { ChatModel } from '../../workbench/chat.js';
import { defineCommand } from '../command.js';

export const chatCommand = defineCommand({
  name: ['chat'],
  help: '  chat <persona> [--group]         Talk to a persona in a simulated Telegram chat (/help inside)',
  options: {
    group: { type: 'boolean', default: false },
    as: { type: 'string', default: 'Alex' },
    start: { type: 'string' },
    scripted: { type: 'boolean', default: false },
    greeting: { type: 'string' },
  },
  args: { min: 1, max: 1 },
  usage: 'character-agent chat <persona> [--group] [--as NAME] [--start ISO] [--greeting N] [--scripted]',
  example: 'character-agent chat Heidi --scripted',
  missing: 'chat needs a persona: character-agent chat <persona> [--group]',
  run: async ({ args: [persona = ''], values, style, log, write }) => {
    const { runChat } = await import('../../workbench/chat.js');
    return runChat({
      configFile: values.config,
      persona,
      group: values.group,
      userName: values.as,
      startMs: parseStart(values.start),
      greeting: parseGreeting(values.greeting),
      model: values.scripted ? { kind: 'scripted', why: '--scripted' } : chatModel(values.config, persona),
      input: process.stdin,
      write,
      tty: Boolean(process.stdin.isTTY && process.stdout.isTTY),
      style,
      // The chat itself says what went wrong (✗ the model call failed, ⚠ an invalid edit); log
      // lines in between would only repeat it inside the conversation. --verbose shows them.
      log: values.verbose ? log : silentLogger,
    });
  },
});

/**
 * The persona's own model (a `models:` entry or a Gemini id, through the model factory) when
 * what it needs is there, else the scripted model: Gemini needs its key; a `models:` entry needs
 * the key it names, if it names one (a local server often takes none).
 */
function chatModel(configFile: string, personaName: string): ChatModel {
  const config = loadConfig(configFile);
  const persona = findPersona(config, personaName);
  const { modelKeys } = resolveSecrets(config.file, undefined, undefined, modelKeyVariables(config));
  const entry = resolveModelReference(config, persona?.model ?? config.model);
  const variable =
    entry.provider === 'gemini' ? modelKeys[DEFAULT_MODEL_PROVIDER]?.variable : entry.apiKeyEnv;
  if (entry.provider === 'gemini' && variable === undefined)
    return { kind: 'scripted', why: 'GEMINI_API_KEY is not set' };
  if (entry.apiKeyEnv !== undefined && !modelKeys.variables?.[entry.apiKeyEnv])
    return { kind: 'scripted', why: `${entry.apiKeyEnv} is not set` };
  const model = entry.provider === 'gemini' ? `Gemini ${entry.model}` : `${entry.model} at ${entry.baseUrl}`;
  return { kind: 'real', keys: modelKeys, model, keyVariable: variable };
}

function parseStart(value: string | undefined): number {
  if (value === undefined) return Math.floor(Date.now() / 1000) * 1000;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new UserError(`--start: expected an ISO time such as 2026-01-02T15:04:05Z (got "${value}")`);
  return ms;
}

/** `--greeting N`: 0 is the card's `first_mes`, 1… its `alternate_greetings`. */
function parseGreeting(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d{1,3}$/.test(value))
    throw new UserError(
      `--greeting: expected 0 (first_mes) or the number of an alternate greeting (got "${value}")`,
    );
  return Number(value);
}
