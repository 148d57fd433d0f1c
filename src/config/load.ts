import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../support/errors.js';
import { READ_LIMITS, readLimited, readProblem } from '../support/files.js';
import { generationConflict } from './generation.js';
import { type AppConfig, configSchema, type Persona, type ResolvedConfig } from './resolved.js';
import { decodeUtf8, notUtf8Message } from './text-file.js';
import {
  describeIssue,
  formatPath,
  parseYamlSource,
  type YamlSource,
  YamlSyntaxError,
} from './yaml-source.js';

/** Reads and validates config.yaml; any problem is one ConfigError line naming file, line and field. */
export function loadConfig(file: string): AppConfig {
  const absolute = path.resolve(file);
  let bytes: Buffer;
  try {
    bytes = readLimited(absolute, READ_LIMITS.config);
  } catch (err) {
    throw new ConfigError(`${file}: cannot read config file (${readProblem(err)})`);
  }
  const decoded = decodeUtf8(bytes);
  if ('notUtf8' in decoded) throw new ConfigError(notUtf8Message(file, decoded.notUtf8));
  return parseConfig(decoded.text, absolute, file);
}

/** Validates config text; `displayName` is how the file is named in error messages. */
export function parseConfig(text: string, absolute: string, displayName = absolute): AppConfig {
  let source: YamlSource;
  try {
    source = parseYamlSource(text, displayName);
  } catch (err) {
    if (err instanceof YamlSyntaxError) throw new ConfigError(err.message);
    throw err;
  }
  if (source.value === null || source.value === undefined)
    throw new ConfigError(`${displayName}:1:1: the file is empty (it needs at least a personas list)`);
  const result = configSchema.safeParse(source.value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(
      issue ? describeIssue(source, issue, configSchema) : `${displayName}: invalid config`,
    );
  }
  checkUniquePersonas(result.data, source);
  const dir = path.dirname(absolute);
  const config: AppConfig = {
    ...result.data,
    file: absolute,
    promptsDir: path.resolve(dir, result.data.promptsDir),
    mediaDir: path.resolve(dir, result.data.mediaDir),
    database: path.resolve(dir, result.data.database),
    console: {
      ...result.data.console,
      tokenFile: result.data.console.tokenFile && path.resolve(dir, result.data.console.tokenFile),
    },
  };
  checkGeneration(config, source);
  checkPromptFiles(config, source);
  return config;
}

function checkPromptFiles(config: AppConfig, source: YamlSource): void {
  const check = (name: string, fieldPath: (string | number)[]) => {
    const problem = promptFileProblem(config.promptsDir, name);
    if (problem === undefined) return;
    const { line, col } = source.locate(fieldPath);
    throw new ConfigError(`${source.file}:${line}:${col}: ${formatPath(fieldPath)}: ${problem}`);
  };
  check(config.responsePrompt, ['response_prompt']);
  config.personas.forEach((persona, p) => {
    persona.rolePrompts.forEach((name, r) => {
      check(name, ['personas', p, 'role_prompts', r]);
    });
  });
}

/**
 * Why a prompt cannot be used, or undefined when it can: prompt names are plain file names inside
 * the prompts folder, never paths, and the file must be readable UTF-8 text (a folder, a FIFO,
 * bytes that are not UTF-8 or a file this user may not read would fail every turn later).
 */
function promptFileProblem(dir: string, name: string): string | undefined {
  const file = path.join(dir, `${name}.md`);
  const shown = path.relative(process.cwd(), file);
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || !existsSync(file))
    return `prompt file not found: ${shown}`;
  let bytes: Buffer;
  try {
    bytes = readLimited(file, READ_LIMITS.prompt);
  } catch (err) {
    return `cannot read prompt file ${shown} (${readProblem(err)})`;
  }
  const decoded = decodeUtf8(bytes);
  return 'notUtf8' in decoded ? notUtf8Message(shown, decoded.notUtf8) : undefined;
}

/** Generation settings that contradict each other once the global section and the persona's meet. */
function checkGeneration(config: AppConfig, source: YamlSource): void {
  config.personas.forEach((persona, index) => {
    const conflict = generationConflict(persona.generation);
    if (!conflict) return;
    const own = ['personas', index, 'generation'];
    const fieldPath = setInFile(source.value, own) ? own : ['generation'];
    const { line, col } = source.locate(fieldPath);
    throw new ConfigError(
      `${source.file}:${line}:${col}: ${formatPath(fieldPath)}: ${conflict} (persona ${persona.name})`,
    );
  });
}

/**
 * Names key each persona's state; phones are Telegram accounts, and two personas on one account
 * would answer every message twice and fight over one session.
 */
function checkUniquePersonas(config: ResolvedConfig, source: YamlSource): void {
  const names = new Map<string, number>();
  const phones = new Map<string, number>();
  config.personas.forEach((persona, index) => {
    const fail = (field: string, reason: string): never => {
      const { line, col } = source.locate(['personas', index, field]);
      throw new ConfigError(`${source.file}:${line}:${col}: personas[${index}].${field}: ${reason}`);
    };
    const name = persona.name.toLowerCase();
    if (names.has(name)) fail('name', `duplicate persona name "${persona.name}"`);
    names.set(name, index);
    if (persona.phone === undefined) return;
    const phone = phoneDigits(persona.phone);
    const other = phones.get(phone);
    if (other !== undefined)
      fail(
        'phone',
        `same phone number as personas[${other}] ("${config.personas[other]?.name}"): one Telegram account per persona`,
      );
    phones.set(phone, index);
  });
}

/** Whether config.yaml itself sets a field (its parsed YAML, before any default). */
function setInFile(value: unknown, fieldPath: readonly (string | number)[]): boolean {
  let node = value;
  for (const key of fieldPath) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== undefined;
}

/** `+1 (555) 010-0001` and `15550100001` are the same account. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function findPersona(config: AppConfig, name: string): Persona | undefined {
  const key = name.toLowerCase();
  return config.personas.find((p) => p.name.toLowerCase() === key);
}
