import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Secrets } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { MACRO_NAMES } from '../config/macros.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { AppConfig } from '../config/resolved.js';
import { parseYamlSource } from '../config/yaml-source.js';
import { CONSOLE_TOKEN_ENV, consoleAccess } from '../console/start.js';
import { loadCuratedMedia } from '../media/curated.js';
import { isSticker } from '../media/render.js';
import { probeSessions, type SessionState } from '../store/sessions.js';
import { errorMessage, UserError } from '../support/errors.js';
import type { Style } from '../terminal/style.js';
import { checkModels, NO_GEMINI_KEY } from './doctor-models.js';

/**
 * One finding of `check`: fine, worth knowing, or an error (which makes the exit code 2), with
 * the file and line it is about when the text starts with them. `check --json` prints them as
 * they are.
 */
export interface Finding {
  section: string;
  status: 'ok' | 'warn' | 'error';
  text: string;
  file?: string;
  line?: number;
}

export interface CheckDeps {
  /** config.yaml as the user named it. */
  configFile: string;
  secrets: Secrets;
  /** Also run SQLite's integrity check over the whole state database (reads every page). */
  integrity?: boolean;
}

const KNOWN_MACROS = new Set(MACRO_NAMES);

/**
 * The doctor: is the config valid, are the prompts and media in place, are the keys set, is
 * every persona logged in. Secrets are only ever said to be present or not, never shown.
 */
export async function runChecks(deps: CheckDeps): Promise<Finding[]> {
  const out: Finding[] = [];
  const add = (section: string, status: Finding['status'], text: string) =>
    out.push({ section, status, text, ...placeOf(text) });

  let config: AppConfig | undefined;
  try {
    config = loadConfig(deps.configFile);
    const names = config.personas.map((p) => p.name).join(', ');
    add('Config', 'ok', `${deps.configFile} is valid: ${config.personas.length} personas (${names})`);
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    add('Config', 'error', errorMessage(err));
  }
  if (config) {
    checkSchemaLink(config, deps.configFile, add);
    checkPrompts(config, add);
    checkMedia(config, add);
    checkConsoleToken(config, deps.configFile, add);
  }
  checkEnvironment(deps.secrets, add);
  if (config) await checkModels(config, deps.secrets, add);
  else if (!deps.secrets.modelKeys.gemini) add('Models', 'error', NO_GEMINI_KEY);
  if (config) {
    const states = await probeSessions(
      config.database,
      config.personas.map((p) => p.name),
    );
    checkSessions(config, states, add);
    if (deps.integrity) await checkIntegrity(config.database, add);
  }
  return out;
}

/** `file:line:column: …`, the way every located error of this program starts. */
function placeOf(text: string): { file?: string; line?: number } {
  const found = /^([^\s:][^:\n]*):(\d+):\d+: /.exec(text);
  return found?.[1] && found[2] ? { file: found[1], line: Number(found[2]) } : {};
}

async function checkIntegrity(database: string, add: Add): Promise<void> {
  const { integrityProblems } = await import('../store/sqlite-vacuum.js');
  try {
    const problems = integrityProblems(database);
    if (problems === undefined) add('State database', 'ok', `${rel(database)}: no state database yet`);
    else if (problems.length === 0) add('State database', 'ok', `${rel(database)}: integrity check passed`);
    else
      add(
        'State database',
        'error',
        `${rel(database)}: integrity check found ${problems.length} problem${problems.length === 1 ? '' : 's'} (first: ${problems[0]}): restore it from a backup`,
      );
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    add('State database', 'error', errorMessage(err));
  }
}

type Add = (section: string, status: Finding['status'], text: string) => void;

function checkSchemaLink(config: AppConfig, shown: string, add: Add): void {
  const text = readFileSync(config.file, 'utf8');
  const link = /^#\s*yaml-language-server:\s*\$schema=(\S+)/m.exec(text)?.[1];
  if (!link) {
    add(
      'Config',
      'warn',
      `${shown} does not link the JSON Schema: editors will not complete or check fields (add "# yaml-language-server: $schema=./schema/config.schema.json" at the top; write the file with "character-agent schema --out schema/config.schema.json")`,
    );
    return;
  }
  if (/^[a-z]+:\/\//i.test(link)) {
    add('Config', 'ok', `editor schema: ${link}`);
    return;
  }
  const file = path.resolve(path.dirname(config.file), link);
  if (existsSync(file)) add('Config', 'ok', `editor schema: ${rel(file)}`);
  else
    add(
      'Config',
      'warn',
      `the editor schema ${rel(file)} does not exist (write it with "character-agent schema --out ${rel(file)}")`,
    );
}

function checkPrompts(config: AppConfig, add: Add): void {
  const users = new Map<string, string[]>();
  users.set(config.responsePrompt, ['response format']);
  // Optional: without its file, chats are not summarised (no error).
  if (existsSync(path.join(config.promptsDir, `${config.summaryPrompt}.md`)))
    users.set(config.summaryPrompt, ['used by the summariser']);
  // The tuning lab's rubric, read by `compare --judge` from the prompts folder.
  if (existsSync(path.join(config.promptsDir, 'Judge.md'))) users.set('Judge', ['used by compare --judge']);
  for (const persona of config.personas) {
    for (const name of persona.rolePrompts) users.set(name, [...(users.get(name) ?? []), persona.name]);
    if (persona.memory.summarizeAbove > 0) {
      users.set(config.summaryPrompt, [
        ...(users.get(config.summaryPrompt) ?? []),
        `${persona.name}'s summaries`,
      ]);
      const file = path.join(config.promptsDir, `${config.summaryPrompt}.md`);
      // Without it summaries silently stop and old messages leave memory for good.
      if (!existsSync(file))
        add(
          'Prompts',
          'error',
          `${rel(file)} is missing: ${persona.name}'s chats are never summarised (restore it, or set memory.summarize_above: 0)`,
        );
    }
    try {
      loadPersonaPrompts(config, persona);
    } catch (err) {
      add('Prompts', 'error', errorMessage(err));
    }
    const lore = persona.lorebook?.entries.map((e) => e.content) ?? [];
    const own = [persona.instructions, ...Object.values(persona.card).flat(), ...lore].join('\n');
    for (const macro of unknownMacros(own))
      add(
        'Prompts',
        'warn',
        `${persona.name}: {{${macro}}} is not a macro we replace (known: {{char}}, {{user}})`,
      );
  }
  for (const [name, usedBy] of users) {
    const file = path.join(config.promptsDir, `${name}.md`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // reported above
    }
    if (text.trim() === '') add('Prompts', 'warn', `${rel(file)} is empty (${usedBy.join(', ')})`);
    else add('Prompts', 'ok', `${rel(file)}: ${text.length} characters (${usedBy.join(', ')})`);
    for (const macro of unknownMacros(text))
      add(
        'Prompts',
        'warn',
        `${rel(file)}: {{${macro}}} is not a macro we replace (known: {{char}}, {{user}})`,
      );
  }
  let files: string[] = [];
  try {
    files = readdirSync(config.promptsDir).filter((f) => f.endsWith('.md'));
  } catch {
    add('Prompts', 'error', `prompts folder ${rel(config.promptsDir)} does not exist`);
  }
  const unused = files.filter((f) => !users.has(f.slice(0, -3)));
  if (unused.length > 0) add('Prompts', 'ok', `not used by any persona: ${unused.join(', ')}`);
}

function checkMedia(config: AppConfig, add: Add): void {
  if (!existsSync(config.mediaDir)) {
    add('Media', 'warn', `${rel(config.mediaDir)} does not exist: no curated media descriptions`);
    return;
  }
  let curated: ReturnType<typeof loadCuratedMedia>;
  try {
    curated = loadCuratedMedia(config.mediaDir);
  } catch (err) {
    add('Media', 'error', errorMessage(err));
    return;
  }
  const stickers = [...curated.values()].filter((m) => isSticker(m.kind));
  const sets = new Set(stickers.map((s) => s.set));
  add(
    'Media',
    'ok',
    `${rel(config.mediaDir)}: ${plural(curated.size, 'curated description')} (${plural(stickers.length, 'sticker')} in ${plural(sets.size, 'set')})`,
  );
  for (const item of curated.values())
    if (item.file && !existsSync(item.file))
      add('Media', 'error', `${rel(item.file)} (sample file of media ${item.id}) does not exist`);
  for (const persona of config.personas) {
    const bare = persona.stickers.filter((s) => !stickers.some((c) => c.set === s.set && c.emoji === s.name));
    if (bare.length > 0)
      add(
        'Media',
        'warn',
        `${persona.name}: no curated description for ${bare.map((s) => `${s.set} :: ${s.name}`).join(', ')} (listed to the model without one)`,
      );
  }
}

/**
 * The console's stable token, checked as `run --console` checks it at start (which refuses what
 * is an error here); the token itself is never shown, only where it comes from and its length.
 */
function checkConsoleToken(config: AppConfig, shown: string, add: Add): void {
  const fromEnv = process.env[CONSOLE_TOKEN_ENV] !== undefined;
  if (!fromEnv && config.console.tokenFile === undefined) return;
  try {
    const access = consoleAccess(config.console);
    const from = access.tokenFrom === CONSOLE_TOKEN_ENV ? CONSOLE_TOKEN_ENV : rel(access.tokenFrom ?? '');
    if (access.token !== undefined)
      add('Console', 'ok', `a stable token from ${from}: ${access.token.length} characters`);
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    // The file's problems are the config field's: the line that names the file says where.
    const field = fromEnv ? undefined : parseYamlSource(readFileSync(config.file, 'utf8'), shown);
    const at = field?.locate(['console', 'token_file']);
    add('Console', 'error', `${at ? `${shown}:${at.line}:${at.col}: ` : ''}${errorMessage(err)}`);
  }
}

function checkEnvironment(secrets: Secrets, add: Add): void {
  for (const file of secrets.exposed)
    add('Environment', 'warn', `${rel(file)} can be read by other users; it holds secrets (chmod 600)`);
  const where = 'from https://my.telegram.org (API development tools), needed by login and run';
  const malformed = {
    TELEGRAM_API_ID: 'TELEGRAM_API_ID is set but is not a number',
    TELEGRAM_API_HASH: 'TELEGRAM_API_HASH is set but is not 32 hexadecimal characters',
  };
  for (const variable of ['TELEGRAM_API_ID', 'TELEGRAM_API_HASH'] as const) {
    const problem = secrets.telegramProblems.find((p) => p.variable === variable)?.problem;
    if (problem === 'missing') add('Environment', 'error', `${variable} is not set (${where})`);
    else if (problem === 'malformed') add('Environment', 'error', malformed[variable]);
    else add('Environment', 'ok', `${variable} is set`);
  }
}

function checkSessions(config: AppConfig, states: readonly SessionState[], add: Add): void {
  if (existsSync(config.database) && process.platform !== 'win32') {
    if ((statSync(config.database).mode & 0o077) !== 0)
      add(
        'Sessions',
        'warn',
        `${rel(config.database)} can be read by other users; it holds Telegram sessions (chmod 600)`,
      );
  }
  config.personas.forEach((persona, i) => {
    const state: SessionState = states[i] ?? { kind: 'missing', reason: 'not looked up' };
    if (state.kind === 'present')
      add(
        'Sessions',
        'ok',
        `${persona.name}: logged in as ${state.account} (since ${new Date(state.savedAt).toISOString().slice(0, 10)})`,
      );
    else
      add(
        'Sessions',
        'error',
        `${persona.name}: no Telegram session (${state.reason}): run "character-agent login ${persona.name}"`,
      );
  });
}

/** `{{something}}` that applyMacros leaves as it is. */
export function unknownMacros(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)) {
    const name = match[1] ?? '';
    if (!KNOWN_MACROS.has(name.toLowerCase())) out.add(name);
  }
  return [...out];
}

export function renderFindings(findings: readonly Finding[], style: Style): string {
  const out: string[] = [];
  let section = '';
  for (const f of findings) {
    if (f.section !== section) {
      section = f.section;
      out.push(style.bold(section));
    }
    const mark =
      f.status === 'ok' ? style.green('✓') : f.status === 'warn' ? style.yellow('!') : style.red('✗');
    out.push(`  ${mark} ${f.text}`);
  }
  const failed = findings.filter((f) => f.status === 'error').length;
  const warned = findings.filter((f) => f.status === 'warn').length;
  out.push('');
  out.push(
    failed === 0
      ? style.green(`All required checks passed${warned > 0 ? ` (${plural(warned, 'warning')})` : ''}.`)
      : `${plural(failed, 'problem')} to fix${warned > 0 ? `, ${plural(warned, 'warning')}` : ''}.`,
  );
  return out.join('\n');
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function rel(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
