import { modelKeyValues, type Secrets } from '../config/env.js';
import type { AppConfig } from '../config/resolved.js';

/** Shorter strings are too likely to occur by chance to be replaced in a chat's text. */
const SHORTEST_SECRET = 6;

export const REDACTED = '[redacted]';

/**
 * Text no fixture may hold: API keys, Telegram's API hash and session strings, the accounts'
 * phone numbers. A fixture holds only what the model saw, so none of it should be there; should
 * one appear in a message anyway (someone pasted it), it is replaced before the file is rendered.
 * Every writer of fixtures (`chat /save`, the console's download, `run --record`) renders
 * through `renderFixture`, which requires one of these, so none of them can skip it.
 */
export class FixtureSecrets {
  /** Longest first: a phone number's digits never cut a longer key in two. */
  readonly #forms: string[];

  constructor(secrets: readonly (string | undefined)[]) {
    const forms = new Set<string>();
    for (const secret of secrets) {
      if (!secret) continue;
      forms.add(secret);
      // Telegram spells a phone number as bare digits.
      if (/^\+?[\d\s().-]+$/.test(secret)) forms.add(secret.replace(/\D/g, ''));
    }
    this.#forms = [...forms].filter((s) => s.length >= SHORTEST_SECRET).sort((a, b) => b.length - a.length);
  }

  /** One string without the secrets; `count` says how many it held. */
  text(value: string): { text: string; count: number } {
    let text = value;
    let count = 0;
    for (const secret of this.#forms) {
      if (!text.includes(secret)) continue;
      count += text.split(secret).length - 1;
      text = text.replaceAll(secret, REDACTED);
    }
    return { text, count };
  }

  /**
   * A copy of a fixture's tree with every string cleaned. Done on the values, not on the YAML
   * text: `[redacted]` replacing a whole plain scalar in the text would read back as a list.
   */
  tree(value: unknown): { value: unknown; count: number } {
    if (typeof value === 'string') {
      const { text, count } = this.text(value);
      return { value: text, count };
    }
    if (Array.isArray(value)) {
      let count = 0;
      const out = value.map((item) => {
        const cleaned = this.tree(item);
        count += cleaned.count;
        return cleaned.value;
      });
      return { value: out, count };
    }
    if (typeof value === 'object' && value !== null) {
      let count = 0;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const cleaned = this.tree(item);
        count += cleaned.count;
        out[key] = cleaned.value;
      }
      return { value: out, count };
    }
    return { value, count: 0 };
  }
}

/**
 * The secrets of one config and environment, the same for every writer: the model keys, the
 * Telegram API hash, every persona's phone number and whatever session strings the caller holds
 * (only `run` has them open).
 */
export function fixtureSecretsOf(
  config: Pick<AppConfig, 'personas'>,
  secrets: Pick<Secrets, 'telegram' | 'modelKeys'>,
  sessions: readonly (string | undefined)[] = [],
): FixtureSecrets {
  return new FixtureSecrets([
    secrets.telegram?.apiHash,
    ...modelKeyValues(secrets.modelKeys),
    ...sessions,
    ...config.personas.flatMap((p) => (p.phone === undefined ? [] : [p.phone])),
  ]);
}
