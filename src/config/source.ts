import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { errorMessage, UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { findPersona, loadConfig } from './load.js';
import { loadPersonaPrompts, type PersonaPrompts } from './prompts.js';
import type { AppConfig, Persona } from './resolved.js';

/** What a check of the files found. */
export type ReloadEvent =
  /** `changed` names the files; `fields` what changed in them: `Juno.instructions`, `history_size`. */
  | { kind: 'reloaded'; changed: string[]; fields: string[]; restartNeeded: string[] }
  | { kind: 'invalid'; changed: string[]; error: string };

export interface ConfigSourceOptions {
  log: Logger;
  /**
   * Providers look at the files at most this often (wall time, default 250 ms): a turn asks for
   * its persona many times, and the first ask of a turn comes long after the previous turn's.
   */
  minIntervalMs?: number;
  /** Wall clock for that interval (file times are wall time even when the agent's clock is not). */
  wallNow?: () => number;
  /** Every reload or rejected edit (also logged). */
  onEvent?: (event: ReloadEvent) => void;
}

/** How often the files are looked at, and by which clock: replaceable in tests. */
export type ConfigChecks = Pick<ConfigSourceOptions, 'minIntervalMs' | 'wallNow'>;

interface Snapshot {
  config: AppConfig;
  /** Prompts per persona, by lower-cased name. */
  prompts: Map<string, PersonaPrompts>;
}

/**
 * config.yaml and the prompt files, re-read when they change: each ask checks the files' times
 * (throttled) and loads them again; an edit that does not validate is reported once with its
 * file, line and field, and the last good configuration stays in use. A persona keeps its name
 * for the life of the source (it keys the persona's state), so a renamed or removed persona
 * keeps its last good version until restart.
 */
export class ConfigSource {
  readonly file: string;
  readonly #options: ConfigSourceOptions;
  #good: Snapshot;
  #stamp: string;
  #lastCheck = Number.NEGATIVE_INFINITY;
  #lastError: string | undefined;

  /** Loads the files; an invalid config at start is a ConfigError, as with `loadConfig`. */
  constructor(file: string, options: ConfigSourceOptions) {
    this.file = file;
    this.#options = options;
    this.#good = load(file);
    this.#stamp = this.#currentStamp(this.#good.config);
    this.#lastCheck = this.#wallNow();
  }

  /** The last good configuration. */
  get config(): AppConfig {
    return this.#good.config;
  }

  /** Why the files on disk are not in use, while they are invalid. */
  get lastError(): string | undefined {
    return this.#lastError;
  }

  /** Checks the files now; reloads when they changed. `undefined` when nothing changed. */
  refresh(): ReloadEvent | undefined {
    this.#lastCheck = this.#wallNow();
    const stamp = this.#currentStamp(this.#good.config);
    if (stamp === this.#stamp) return undefined;
    const changed = changedFiles(this.#stamp, stamp);
    this.#stamp = stamp;
    let event: ReloadEvent;
    try {
      const next = load(this.file);
      event = {
        kind: 'reloaded',
        changed,
        fields: changedFields(this.#good.config, next.config),
        restartNeeded: restartNeeded(this.#good.config, next.config),
      };
      this.#good = next;
      this.#lastError = undefined;
      this.#options.log.info('configuration reloaded', { changed });
      if (event.restartNeeded.length > 0)
        this.#options.log.warn('some changes apply only after a restart', { fields: event.restartNeeded });
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      const error = errorMessage(err);
      event = { kind: 'invalid', changed, error };
      if (error !== this.#lastError)
        this.#options.log.warn(`${error} (keeping the last good configuration)`, { changed });
      this.#lastError = error;
    }
    this.#options.onEvent?.(event);
    return event;
  }

  /** A provider for AgentRuntime's `persona`: the persona as last loaded, checked for edits. */
  persona(name: string): () => Persona {
    const first = this.#persona(name);
    let last = first;
    return () => {
      this.#maybeRefresh();
      const found = findPersona(this.#good.config, first.name);
      if (found) last = found;
      return last;
    };
  }

  /** A provider for AgentRuntime's `prompts`. */
  prompts(name: string): () => PersonaPrompts {
    const key = this.#persona(name).name.toLowerCase();
    let last = this.#good.prompts.get(key) as PersonaPrompts;
    return () => {
      this.#maybeRefresh();
      last = this.#good.prompts.get(key) ?? last;
      return last;
    };
  }

  /** A provider for AgentRuntime's `admins`. */
  readonly admins = (): readonly string[] => {
    this.#maybeRefresh();
    return this.#good.config.admins;
  };

  #persona(name: string): Persona {
    const persona = findPersona(this.#good.config, name);
    if (!persona) {
      const known = this.#good.config.personas.map((p) => p.name).join(', ');
      throw new UserError(`persona "${name}" is not in ${this.file} (known: ${known})`);
    }
    return persona;
  }

  #maybeRefresh(): void {
    if (this.#wallNow() - this.#lastCheck < (this.#options.minIntervalMs ?? 250)) return;
    this.refresh();
  }

  #wallNow(): number {
    return (this.#options.wallNow ?? Date.now)();
  }

  /**
   * Modification time, size and inode of config.yaml and of every `.md` file in the prompts
   * folder (a file that appears or disappears changes it too); one line per file.
   */
  #currentStamp(config: AppConfig): string {
    const lines = [`${this.file}\t${fileStamp(this.file)}`];
    let names: string[] = [];
    try {
      names = readdirSync(config.promptsDir).filter((n) => n.endsWith('.md'));
    } catch {
      // a missing folder is a stamp too: it shows up as no files
    }
    for (const name of names.sort()) {
      const file = path.join(config.promptsDir, name);
      lines.push(`${file}\t${fileStamp(file)}`);
    }
    return lines.join('\n');
  }
}

function load(file: string): Snapshot {
  const config = loadConfig(file);
  const prompts = new Map<string, PersonaPrompts>();
  for (const persona of config.personas)
    prompts.set(persona.name.toLowerCase(), loadPersonaPrompts(config, persona));
  return { config, prompts };
}

function fileStamp(file: string): string {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}:${s.ino}`;
  } catch {
    return 'missing';
  }
}

/** Files whose line differs between two stamps, relative to the working directory. */
function changedFiles(before: string, after: string): string[] {
  const parse = (stamp: string) =>
    new Map(stamp.split('\n').map((line) => line.split('\t') as [string, string]));
  const a = parse(before);
  const b = parse(after);
  const out: string[] = [];
  for (const file of new Set([...a.keys(), ...b.keys()]))
    if (a.get(file) !== b.get(file)) out.push(path.relative(process.cwd(), file) || file);
  return out.sort();
}

/** Settings a running process took at start: changing them needs a restart to take effect. */
/**
 * The settings whose values differ, as config.yaml spells them: `Juno.instructions` for a
 * persona's field, `history_size` for a global one (a persona added or removed is its name).
 */
export function changedFields(before: AppConfig, after: AppConfig): string[] {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  const spelled = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const out: string[] = [];
  for (const key of Object.keys(after) as (keyof AppConfig)[])
    if (key !== 'personas' && differs(before[key], after[key])) out.push(spelled(key));
  for (const persona of after.personas) {
    const old = findPersona(before, persona.name);
    if (!old) {
      out.push(persona.name);
      continue;
    }
    for (const key of Object.keys(persona) as (keyof Persona)[])
      if (differs(old[key], persona[key])) out.push(`${persona.name}.${spelled(key)}`);
  }
  for (const persona of before.personas) if (!findPersona(after, persona.name)) out.push(persona.name);
  return out;
}

function restartNeeded(before: AppConfig, after: AppConfig): string[] {
  const out: string[] = [];
  if (before.database !== after.database) out.push('database');
  if (before.mediaDir !== after.mediaDir) out.push('media_dir');
  const names = (c: AppConfig) => c.personas.map((p) => p.name.toLowerCase());
  const added = names(after).filter((n) => !names(before).includes(n));
  const removed = names(before).filter((n) => !names(after).includes(n));
  if (added.length > 0 || removed.length > 0) out.push('personas (added, removed or renamed)');
  for (const persona of before.personas) {
    const next = findPersona(after, persona.name);
    if (next && next.phone !== persona.phone) out.push(`personas.${persona.name}.phone`);
  }
  return out;
}
