import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPersonaEntry } from '../config/card-import.js';
import { findPersona, parseConfig } from '../config/load.js';
import { isTimeZone, timeZoneHint } from '../config/persona-schema.js';
import { UserError } from '../support/errors.js';
import type { Prompter } from '../terminal/prompter.js';

export interface InitAnswers {
  configFile: string;
  name?: string | undefined;
  timezone?: string | undefined;
  phone?: string | undefined;
  about?: string | undefined;
  /** Replace an existing prompt file without asking. */
  yes: boolean;
}

export interface InitDone {
  name: string;
  /** The persona's prompt file, as shown to the person (relative to the working folder). */
  promptFile: string;
  summary: string;
}

/**
 * `character-agent init`: a persona that talks at once. Each answer comes from its flag, else
 * from a question when a person is at the terminal (`prompter`), else its default; the name has
 * no default. Writes the persona's prompt file and adds it to config.yaml (a starter config when
 * there is none, with the bundled prompts copied beside it when they are missing). No file is
 * replaced without a yes; a config that would not validate is left as it was.
 */
export async function initPersona(answers: InitAnswers, prompter: Prompter | undefined): Promise<InitDone> {
  const ask = async (question: string, given: string | undefined, fallback = ''): Promise<string> =>
    given ?? (prompter ? (await prompter.ask(question)).trim() || fallback : fallback);
  const name = await ask('Name of the persona: ', answers.name?.trim());
  if (name === '') throw new UserError('init needs a name: --persona NAME (a terminal is asked for it)');
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timezone = await ask(`Time zone [${localZone}]: `, answers.timezone, localZone);
  if (!isTimeZone(timezone))
    throw new UserError(`--timezone: not a known IANA time zone: ${timezone} (${timeZoneHint(timezone)})`);
  const about = await ask(
    `What is ${name} like? (one line; Enter for a template to fill in): `,
    answers.about,
  );
  const phone = await ask(
    'Phone number of its Telegram account (Enter to skip: only login needs it): ',
    answers.phone,
  );

  const configFile = path.resolve(answers.configFile);
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const existing = existsSync(configFile) ? readFileSync(configFile, 'utf8') : undefined;
  const promptsDir = existing
    ? parseConfig(existing, configFile, answers.configFile).promptsDir
    : path.join(path.dirname(configFile), 'prompts');
  if (existing !== undefined && findPersona(parseConfig(existing, configFile, answers.configFile), name))
    throw new UserError(`${answers.configFile}: a persona named "${name}" already exists`);

  const promptName = name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'Persona';
  const promptFile = path.join(promptsDir, `${promptName}.md`);
  if (
    existsSync(promptFile) &&
    !(await allowed(`${shown(promptFile)} exists: replace it?`, answers.yes, prompter))
  )
    throw new UserError(`${shown(promptFile)} exists: give --yes to replace it, or choose another --persona`);

  const copied = existing === undefined ? copyBundledPrompts(promptsDir) : [];
  const rolePrompts = [...(existsSync(path.join(promptsDir, 'Chatbot.md')) ? ['Chatbot'] : []), promptName];
  mkdirSync(promptsDir, { recursive: true });
  const hadPrompt = existsSync(promptFile);
  writeFileSync(promptFile, personaPrompt(about));
  const entry: Record<string, unknown> & { name: string } = { name };
  if (phone) entry.phone = phone;
  Object.assign(entry, { timezone, role_prompts: rolePrompts, instructions: 'You are {{char}}.\n' });
  try {
    const text = addPersonaEntry(existing ?? STARTER_CONFIG, configFile, entry, answers.configFile).text;
    mkdirSync(path.dirname(configFile), { recursive: true });
    writeFileSync(configFile, text, { flag: existing === undefined ? 'wx' : 'w' });
  } catch (err) {
    if (!hadPrompt) rmSync(promptFile, { force: true });
    throw err;
  }
  const wrote =
    existing === undefined ? `wrote ${shown(configFile)}` : `added ${name} to ${shown(configFile)}`;
  const extra = copied.length > 0 ? `, copied ${copied.join(', ')}` : '';
  return {
    name,
    promptFile: shown(promptFile),
    summary: `${name} is ready: ${wrote}, wrote ${shown(promptFile)}${extra}${phone ? '' : ' (no phone yet: only login needs one)'}.`,
  };
}

async function allowed(question: string, yes: boolean, prompter: Prompter | undefined): Promise<boolean> {
  if (yes) return true;
  if (!prompter) return false;
  return /^y(es)?$/i.test((await prompter.ask(`${question} [y/N] `)).trim());
}

/** The persona's own prompt: what the person said, or headings to fill in. */
function personaPrompt(about: string): string {
  const who = about === '' ? 'Who {{char}} is: age, where they live, what they do all day.' : about;
  return `# Who you are\n\n${who}\n\n# How you write\n\nShort messages, as people text. Ask {{user}} about their day now and then.\n`;
}

/** A config.yaml with the settings a newcomer changes first; every other field has a default. */
const STARTER_CONFIG = `# Written by character-agent init. Every field and its default: schema/config.schema.json,
# or the README's "Personas" section.
model: gemini-2.5-flash   # the Gemini model; a persona may override it
prompts_dir: prompts      # prompt files (.md); role_prompts name them without .md
media_dir: media          # curated media descriptions
database: state/agent.sqlite

personas:
`;

/** The prompts every config needs (the response format, the summariser's, Chatbot), copied when missing. */
function copyBundledPrompts(promptsDir: string): string[] {
  const bundled = bundledPromptsDir();
  if (bundled === undefined || path.resolve(bundled) === path.resolve(promptsDir)) return [];
  mkdirSync(promptsDir, { recursive: true });
  const copied: string[] = [];
  for (const file of readdirSync(bundled).filter((f) => f.endsWith('.md'))) {
    const target = path.join(promptsDir, file);
    if (existsSync(target)) continue;
    writeFileSync(target, readFileSync(path.join(bundled, file)), { flag: 'wx' });
    copied.push(path.relative(process.cwd(), target) || target);
  }
  return copied;
}

/** The package's own prompts/ folder: above this module, in the source tree or beside dist/. */
function bundledPromptsDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++) {
    if (existsSync(path.join(dir, 'prompts', 'ResponseFormat.md'))) return path.join(dir, 'prompts');
    dir = path.dirname(dir);
  }
  return undefined;
}
