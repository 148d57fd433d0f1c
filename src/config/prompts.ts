import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../support/errors.js';
import { FILE_PROBLEMS, READ_LIMITS, readLimited, readProblem } from '../support/files.js';
import type { AppConfig, Persona } from './resolved.js';
import { decodeUtf8, notUtf8Message } from './text-file.js';

/** The prompt texts one persona's turn needs, read from the prompts folder. */
export interface PersonaPrompts {
  responseFormat: string;
  roles: { name: string; text: string }[];
  /** Instructions of the summarising call; absent (no such file): chats are not summarised. */
  summarize?: string;
}

/** Loads the response-format prompt and the persona's role prompts; a missing file names the field. */
export function loadPersonaPrompts(config: AppConfig, persona: Persona): PersonaPrompts {
  return {
    responseFormat: readPrompt(config, config.responsePrompt),
    roles: persona.rolePrompts.map((name) => ({ name, text: readPrompt(config, name) })),
    summarize: existsSync(promptFile(config, config.summaryPrompt))
      ? readPrompt(config, config.summaryPrompt)
      : undefined,
  };
}

function promptFile(config: AppConfig, name: string): string {
  return path.join(config.promptsDir, `${name}.md`);
}

/** Prompt files were checked when the config was loaded; a file removed since is reported here. */
function readPrompt(config: AppConfig, name: string): string {
  const file = promptFile(config, name);
  const shown = path.relative(process.cwd(), file);
  let bytes: Buffer;
  try {
    bytes = readLimited(file, READ_LIMITS.prompt);
  } catch (err) {
    const problem = readProblem(err);
    throw new ConfigError(
      problem === FILE_PROBLEMS.ENOENT
        ? `${config.file}: prompt file not found: ${shown}`
        : `${config.file}: cannot read prompt file ${shown} (${problem})`,
    );
  }
  const decoded = decodeUtf8(bytes);
  if ('notUtf8' in decoded) throw new ConfigError(notUtf8Message(shown, decoded.notUtf8));
  return decoded.text.trim();
}
