import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LoadedEnv } from '../config/env.js';
import { loadConfig } from '../config/load.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { AppConfig } from '../config/types.js';
import { loadCuratedMedia } from '../media/curated.js';
import { isSticker } from '../media/render.js';
import { errorMessage, UserError } from '../support/errors.js';
import type { Style } from '../terminal/style.js';
import type { SessionProbe } from './check-env.js';

/** One finding of `check`: fine, worth knowing, or missing (which makes the exit code non-zero). */
export interface Finding {
  section: string;
  status: 'ok' | 'warn' | 'fail';
  text: string;
}

export interface CheckDeps {
  /** config.yaml as the user named it. */
  configFile: string;
  env: LoadedEnv;
  /** Session lookup for a loaded config (the state database it names). */
  sessions: (config: AppConfig) => SessionProbe;
}

const KNOWN_MACROS = new Set(['char', 'character', 'agent_name', 'user']);

/**
 * The doctor: is the config valid, are the prompts and media in place, are the keys set, is
 * every persona logged in. Secrets are only ever said to be present or not, never shown.
 */
export function runChecks(deps: CheckDeps): Finding[] {
  const out: Finding[] = [];
  const add = (section: string, status: Finding['status'], text: string) =>
    out.push({ section, status, text });

  let config: AppConfig | undefined;
  try {
    config = loadConfig(deps.configFile);
    const names = config.personas.map((p) => p.name).join(', ');
    add('Config', 'ok', `${deps.configFile} is valid: ${config.personas.length} personas (${names})`);
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    add('Config', 'fail', errorMessage(err));
  }
  if (config) {
    checkSchemaLink(config, deps.configFile, add);
    checkPrompts(config, add);
    checkMedia(config, add);
  }
  checkEnvironment(deps.env, add);
  if (config) checkSessions(config, deps.sessions(config), add);
  return out;
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
  for (const persona of config.personas) {
    for (const name of persona.rolePrompts) users.set(name, [...(users.get(name) ?? []), persona.name]);
    try {
      loadPersonaPrompts(config, persona);
    } catch (err) {
      add('Prompts', 'fail', errorMessage(err));
    }
    const own = [persona.instructions, ...Object.values(persona.card ?? {})].join('\n');
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
    add('Prompts', 'fail', `prompts folder ${rel(config.promptsDir)} does not exist`);
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
    add('Media', 'fail', errorMessage(err));
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
      add('Media', 'fail', `${rel(item.file)} (sample file of media ${item.id}) does not exist`);
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

function checkEnvironment(env: LoadedEnv, add: Add): void {
  const v = env.values;
  for (const file of env.exposed)
    add('Environment', 'warn', `${rel(file)} can be read by other users; it holds secrets (chmod 600)`);
  if (v.GEMINI_API_KEY?.trim() || v.GOOGLE_API_KEY?.trim())
    add('Environment', 'ok', `${v.GEMINI_API_KEY?.trim() ? 'GEMINI_API_KEY' : 'GOOGLE_API_KEY'} is set`);
  else
    add(
      'Environment',
      'fail',
      'GEMINI_API_KEY is not set: run needs it (chat falls back to a scripted model); create one at https://aistudio.google.com/apikey',
    );
  const id = v.TELEGRAM_API_ID?.trim();
  const hash = v.TELEGRAM_API_HASH?.trim();
  const where = 'from https://my.telegram.org (API development tools), needed by login and run';
  if (!id) add('Environment', 'fail', `TELEGRAM_API_ID is not set (${where})`);
  else if (!/^[1-9][0-9]{0,11}$/.test(id))
    add('Environment', 'fail', 'TELEGRAM_API_ID is set but is not a number');
  else add('Environment', 'ok', 'TELEGRAM_API_ID is set');
  if (!hash) add('Environment', 'fail', `TELEGRAM_API_HASH is not set (${where})`);
  else if (!/^[0-9a-f]{32}$/i.test(hash))
    add('Environment', 'fail', 'TELEGRAM_API_HASH is set but is not 32 hexadecimal characters');
  else add('Environment', 'ok', 'TELEGRAM_API_HASH is set');
}

function checkSessions(config: AppConfig, probe: SessionProbe, add: Add): void {
  if (existsSync(config.database) && process.platform !== 'win32') {
    if ((statSync(config.database).mode & 0o077) !== 0)
      add(
        'Sessions',
        'warn',
        `${rel(config.database)} can be read by other users; it holds Telegram sessions (chmod 600)`,
      );
  }
  for (const persona of config.personas) {
    const state = probe(persona.name);
    if (state.kind === 'present')
      add(
        'Sessions',
        'ok',
        `${persona.name}: logged in as ${state.account} (since ${new Date(state.savedAt).toISOString().slice(0, 10)})`,
      );
    else
      add(
        'Sessions',
        'fail',
        `${persona.name}: no Telegram session (${state.reason}): run "character-agent login ${persona.name}"`,
      );
  }
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
    const mark = f.status === 'ok' ? style.green('✓') : f.status === 'warn' ? style.yellow('!') : '✗';
    out.push(`  ${mark} ${f.text}`);
  }
  const failed = findings.filter((f) => f.status === 'fail').length;
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
