import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPersona, loadConfig, parseConfig } from '../../src/config/load.js';
import { loadPersonaPrompts } from '../../src/config/prompts.js';
import { ConfigError } from '../../src/support/errors.js';
import { tempDir } from '../helpers.js';

const VALID = `model: gemini-x
prompts_dir: prompts
personas:
  - name: Wendy
    phone: "+15551234567"
    timezone: Europe/Berlin
    role_prompts: [Chat]
    sticker_sets: [WendyDancer]
    stickers:
      - WendyDancer :: Wink
      - "CINDYAI :: HeartEyes"
    instructions: |
      You are Wendy.
`;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project(
  configText: string,
  promptsFiles: Record<string, string> = { ResponseFormat: 'R', Chat: 'C' },
) {
  const tmp = tempDir();
  cleanup = tmp.cleanup;
  mkdirSync(path.join(tmp.dir, 'prompts'));
  for (const [name, body] of Object.entries(promptsFiles))
    writeFileSync(path.join(tmp.dir, 'prompts', `${name}.md`), body);
  const file = path.join(tmp.dir, 'config.yaml');
  writeFileSync(file, configText);
  return file;
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

describe('loadConfig', () => {
  it('turns status reactions off by default and fills in the engine settings', () => {
    const config = loadConfig(project(VALID));
    expect(config.personas[0]?.statusReactions).toBe(false);
    expect(config.engine).toEqual({ maxConcurrentModelCalls: 8, debounceMs: 500, maxAttempts: 4 });
  });

  it('reads status_reactions per persona and the engine section', () => {
    const text = VALID.replace(
      '    timezone: Europe/Berlin\n',
      '    timezone: Europe/Berlin\n    status_reactions: true\n',
    );
    const config = loadConfig(
      project(`engine:\n  max_concurrent_model_calls: 2\n  debounce_ms: 250\n${text}`),
    );
    expect(config.personas[0]?.statusReactions).toBe(true);
    expect(config.engine).toEqual({ maxConcurrentModelCalls: 2, debounceMs: 250, maxAttempts: 4 });
  });

  it('names the line of a bad engine setting', () => {
    const message = errorOf(() => loadConfig(project(`engine:\n  debounce_ms: 20000\n${VALID}`)));
    expect(message).toMatch(/config\.yaml:2:\d+: engine\.debounce_ms: /);
  });

  it('fills the retention section with its defaults, in milliseconds', () => {
    const day = 24 * 3_600_000;
    expect(loadConfig(project(VALID)).retention).toEqual({
      messagesMs: 7 * day,
      mediaMs: 30 * day,
      tasksMs: 7 * day,
      deliveriesMs: 7 * day,
      journalMs: 14 * day,
      pruneIntervalMs: 3_600_000,
    });
    const config = loadConfig(
      project(`retention:\n  messages_days: 60\n  prune_interval_minutes: 5\n${VALID}`),
    );
    expect(config.retention).toMatchObject({
      messagesMs: 60 * day,
      tasksMs: 7 * day,
      pruneIntervalMs: 300_000,
    });
  });

  it('refuses a retention shorter than a day, naming its line', () => {
    const message = errorOf(() => loadConfig(project(`retention:\n  tasks_days: 0\n${VALID}`)));
    expect(message).toMatch(/config\.yaml:2:\d+: retention\.tasks_days: /);
  });

  it('loads personas with defaults, overrides and sticker lines split at the first ::', () => {
    const config = loadConfig(project(VALID));
    const wendy = findPersona(config, 'wendy');
    expect(wendy).toMatchObject({
      name: 'Wendy',
      model: 'gemini-x',
      historySize: 100,
      rolePrompts: ['Chat'],
      stickerSets: ['WendyDancer'],
      stickers: [
        { set: 'WendyDancer', name: 'Wink' },
        { set: 'CINDYAI', name: 'HeartEyes' },
      ],
    });
    expect(wendy?.instructions).toBe('You are Wendy.');
  });

  it('loads the bundled config.yaml and its prompts', () => {
    const config = loadConfig('config.yaml');
    expect(config.personas.map((p) => p.name)).toEqual(['Heidi', 'Marlow']);
    const heidi = config.personas[0];
    if (!heidi) throw new Error('no persona');
    const loaded = loadPersonaPrompts(config, heidi);
    expect(loaded.responseFormat).toContain('# «send»');
    expect(loaded.roles.map((r) => r.name)).toEqual(['Chatbot']);
  });

  it('takes the reply-thread depth from the persona, else the global setting, else 3', () => {
    expect(findPersona(loadConfig(project(VALID)), 'Wendy')?.replyThreadDepth).toBe(3);
    const global = loadConfig(project(`reply_thread_depth: 5\n${VALID}`));
    expect(findPersona(global, 'Wendy')?.replyThreadDepth).toBe(5);
    const own = loadConfig(
      project(VALID.replace('    timezone:', '    reply_thread_depth: 1\n    timezone:')),
    );
    expect(findPersona(own, 'Wendy')?.replyThreadDepth).toBe(1);
    const message = errorOf(() =>
      loadConfig(project(VALID.replace('    timezone:', '    reply_thread_depth: 0\n    timezone:'))),
    );
    expect(message).toMatch(/config\.yaml:6:\d+: personas\[0\]\.reply_thread_depth: /);
  });

  it('names file, line and field for an unknown time zone', () => {
    const message = errorOf(() => loadConfig(project(VALID.replace('Europe/Berlin', 'Mars/Olympus'))));
    expect(message).toMatch(/config\.yaml:6:15: personas\[0\]\.timezone: not a known IANA time zone/);
  });

  it('names the line of an unknown field', () => {
    const message = errorOf(() =>
      loadConfig(project(VALID.replace('    sticker_sets:', '    sticker_set: x\n    sticker_sets:'))),
    );
    expect(message).toMatch(/config\.yaml:8:5: personas\[0\]\.sticker_set: unknown field "sticker_set"/);
  });

  it('says no secret is read from the config file for a field named like one, and only for such', () => {
    const field = (name: string) =>
      errorOf(() =>
        loadConfig(project(VALID.replace('    sticker_sets:', `    ${name}: x\n    sticker_sets:`))),
      );
    for (const secret of ['token', 'api_key', 'gemini_api_key', 'API_HASH', 'session', 'bot_token'])
      expect(field(secret)).toContain(`unknown field "${secret}": no secret is read from the config file`);
    for (const plain of ['max_tokens', 'sessions_dir', 'tokenizer'])
      expect(field(plain)).not.toContain('no secret');
  });

  it('names a missing required field at its persona', () => {
    const message = errorOf(() => loadConfig(project(VALID.replace('    timezone: Europe/Berlin\n', ''))));
    expect(message).toMatch(/config\.yaml:4:5: personas\[0\]\.timezone: missing/);
  });

  it('takes a persona without a phone (only login needs one)', () => {
    const config = loadConfig(project(VALID.replace('    phone: "+15551234567"\n', '')));
    expect(config.personas[0]?.phone).toBeUndefined();
  });

  it('names a role prompt whose file does not exist', () => {
    const message = errorOf(() => loadConfig(project(VALID, { ResponseFormat: 'R' })));
    expect(message).toMatch(
      /config\.yaml:7:20: personas\[0\]\.role_prompts\[0\]: prompt file not found: .*Chat\.md/,
    );
  });

  it('reports YAML syntax errors with their position', () => {
    const message = errorOf(() =>
      parseConfig('personas:\n  - name: [unclosed\n', '/x/config.yaml', 'config.yaml'),
    );
    expect(message).toMatch(/^config\.yaml:\d+:\d+: invalid YAML: /);
  });

  it('rejects a malformed sticker line', () => {
    const message = errorOf(() =>
      loadConfig(project(VALID.replace('- WendyDancer :: Wink', '- WendyDancer Wink'))),
    );
    expect(message).toMatch(/personas\[0\]\.stickers\[0\]: expected "SET :: NAME"/);
  });

  it('rejects two personas with the same name', () => {
    const twice = `${VALID}  - name: wendy\n    phone: "+15550000000"\n    timezone: UTC\n    instructions: x\n`;
    const message = errorOf(() => loadConfig(project(twice)));
    expect(message).toMatch(/config\.yaml:14:11: personas\[1\]\.name: duplicate persona name "wendy"/);
  });

  it('rejects two personas on the same phone number, however it is written', () => {
    const twice = `${VALID}  - name: Other\n    phone: "+1 (555) 123-4567"\n    timezone: UTC\n    instructions: x\n`;
    const message = errorOf(() => loadConfig(project(twice)));
    expect(message).toBe(
      `${path.join(path.dirname(message.split(':')[0] ?? ''), 'config.yaml')}:15:12: personas[1].phone: same phone number as personas[0] ("Wendy"): one Telegram account per persona`,
    );
  });

  it('rejects a persona name with a line break, NUL or a bidi control', () => {
    for (const name of ['"Wen\\ndy"', '"Wen\\0dy"', '"Wen\\u202Edy"']) {
      const message = errorOf(() => loadConfig(project(VALID.replace('name: Wendy', `name: ${name}`))));
      expect(message, name).toMatch(
        /config\.yaml:4:\d+: personas\[0\]\.name: must not contain line breaks, tabs or other control characters$/,
      );
    }
  });

  it('says which file it cannot read', () => {
    expect(errorOf(() => loadConfig('/nonexistent/config.yaml'))).toBe(
      '/nonexistent/config.yaml: cannot read config file (no such file or folder)',
    );
  });

  it('fills the telegram section with defaults and converts it to milliseconds and bytes', () => {
    expect(loadConfig(project(VALID)).telegram).toEqual({
      floodWaitMaxMs: 60_000,
      floodWaitRetries: 3,
      scanIntervalMs: 90_000,
      scanPaceMs: 1_000,
      scanMaxDialogs: 200,
      keepAliveMs: 60_000,
      reconnectMaxMs: 300_000,
      sendWaitMaxMs: 30 * 60_000,
      muteCacheMs: 60_000,
      blocklistCacheMs: 60_000,
      downloadMaxBytes: 20 * 1024 * 1024,
      shutdownGraceMs: 10_000,
      backlogMaxAgeMs: 24 * 3_600_000,
      readDelay: { charsPerSecond: 40, minMs: 2_000, maxMs: 12_000 },
    });
    const tuned = loadConfig(
      project(`telegram:\n  flood_wait_max_seconds: 5\n  scan_interval_seconds: 0\n${VALID}`),
    );
    expect([tuned.telegram.floodWaitMaxMs, tuned.telegram.scanIntervalMs]).toEqual([5_000, 0]);
  });

  it('names the line of a bad telegram setting', () => {
    const message = errorOf(() => loadConfig(project(`telegram:\n  keepalive_seconds: 1\n${VALID}`)));
    expect(message).toMatch(/config\.yaml:2:\d+: telegram\.keepalive_seconds: /);
  });
});

describe('memory settings', () => {
  it('defaults, a global memory section, a persona overriding it field by field, and the summary prompt', () => {
    const file = project(
      VALID.replace('personas:', 'memory:\n  notes_per_chat: 5\n  summarize_above: 40\npersonas:').replace(
        '    timezone: Europe/Berlin',
        '    timezone: Europe/Berlin\n    memory: { people: 3 }',
      ),
      { ResponseFormat: 'R', Chat: 'C', Summarize: 'S' },
    );
    const config = loadConfig(file);
    const wendy = findPersona(config, 'wendy');
    expect(wendy?.memory).toEqual({
      notesPerChat: 5,
      memories: 50,
      people: 3,
      entryMaxCharacters: 500,
      summarizeAbove: 40,
      keepNewest: 20,
      consolidateAt: 7,
      consolidateCount: 5,
      forgetOnRestart: false,
    });
    expect(wendy && loadPersonaPrompts(config, wendy).summarize).toBe('S');
  });

  it('has no summary prompt without its file, and refuses merging more summaries than it keeps', () => {
    const config = loadConfig(project(VALID));
    const wendy = findPersona(config, 'Wendy');
    expect(wendy && loadPersonaPrompts(config, wendy).summarize).toBeUndefined();
    const bad = project(
      VALID.replace('personas:', 'memory:\n  consolidate_at: 3\n  consolidate_count: 4\npersonas:'),
    );
    expect(errorOf(() => loadConfig(bad))).toMatch(
      /memory\.consolidate_count: must not be larger than consolidate_at/,
    );
  });
});
