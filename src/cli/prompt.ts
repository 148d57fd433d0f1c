import { sanitizeName } from '../conversation/sanitize.js';
import type { ModelRequest } from '../llm/types.js';
import type { ItemState } from '../media/library.js';
import { FixtureError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { HeldBack } from '../telegram/read-only.js';
import { type LoadedFixture, loadFixture } from './fixture.js';
import { buildReplayWorld } from './offline.js';
import { renderRequest, requestSize } from './render.js';
import { jsonId } from './replay.js';
import type { Style } from './style.js';

/** What `prompt --json` prints: the exact request for a fixture, and its size. */
export interface PromptResult {
  persona: string;
  /** `title` for a live chat: the group's title or the partner's name (untrusted text). */
  chat: { id: number | string; type: string; title?: string };
  target: number;
  /** Exactly what the Gemini SDK is handed: `{ model, systemInstruction, contents }`. */
  request: ModelRequest;
  /** Characters of the system instruction, of all content parts, and both together. */
  characters: { systemInstruction: number; contents: number; total: number };
  /** A live chat (`prompt <chat>`): what the read-only turn held back, and its media. */
  live?: {
    /** Writes the turn asked for and Telegram never saw (e.g. the read receipt, typing). */
    heldBack: HeldBack['action'][];
    /** What became of the window's media items; `described` ones are not saved. */
    media: Partial<Record<ItemState, number>>;
    /** Whether new media could be described (GEMINI_API_KEY set). */
    gemini: boolean;
  };
}

/** A chat named on the command line: a marked chat id (`-100…` included) or an `@username`. */
export function isChatReference(arg: string): boolean {
  return /^-?[1-9][0-9]*$/.test(arg) || /^@[A-Za-z0-9_]{3,32}$/.test(arg);
}

/** `--persona` and `--target` given on the command line replace the fixture's own. */
export interface FixtureOverrides {
  persona?: string;
  target?: number;
}

export async function promptFile(
  file: string,
  log: Logger,
  overrides: FixtureOverrides = {},
): Promise<PromptResult> {
  const loaded = loadFixture(file);
  const { fixture } = loaded;
  if (overrides.persona !== undefined) fixture.persona = overrides.persona;
  if (overrides.target !== undefined) {
    const known = [...fixture.messages, ...fixture.archive].some((m) => m.id === overrides.target);
    if (!known) throw new FixtureError(`${file}: --target ${overrides.target} is not in messages or archive`);
    fixture.target = overrides.target;
  }
  return promptFixture(loaded, log);
}

/**
 * Builds the request a fixture's turn sends, through the same path as `replay` (simulated
 * Telegram, store, media, assembly, prompt build, the real SDK on loopback), with a model that
 * stays silent so nothing is planned or sent.
 */
export async function promptFixture(loaded: LoadedFixture, log: Logger): Promise<PromptResult> {
  const world = await buildReplayWorld(loaded, log, { silentModel: true });
  try {
    const { fixture } = loaded;
    await world.runtime.startTurn(fixture.chat.id, fixture.target);
    await world.runtime.idle();
    const report = world.reports[0];
    if (!report?.request || report.targetId === undefined) {
      throw new FixtureError(`${loaded.file}: no request was built (no message to answer)`);
    }
    return {
      persona: world.persona.name,
      chat: { id: jsonId(fixture.chat.id), type: fixture.chat.type },
      target: report.targetId,
      request: report.request,
      characters: requestSize(report.request),
    };
  } finally {
    await world.close();
  }
}

export function renderPrompt(title: string, result: PromptResult, style: Style): string {
  const { characters: c, chat } = result;
  // A live chat's title comes from Telegram: untrusted, kept to one clean line.
  const name = chat.title ? `“${sanitizeName(chat.title)}”` : '';
  const where = !name
    ? `a ${chat.type} chat`
    : chat.type === 'direct'
      ? `a direct chat with ${name}`
      : `the ${chat.type} chat ${name}`;
  const out = [
    style.bold(`━━ ${title}`),
    `${result.persona} in ${where}, answering message #${result.target}`,
    style.dim(
      `${c.total} characters: system instruction ${c.systemInstruction}, contents ${c.contents} (${result.request.contents.length} turns)`,
    ),
  ];
  if (result.live) out.push(...liveNotes(result.live).map((line) => style.dim(line)));
  out.push('', renderRequest(result.request, style));
  return out.join('\n');
}

const HELD_BACK: Record<HeldBack['action'], string> = {
  read: 'the read receipt',
  typing: '“typing…”',
  send: 'a message',
  sticker: 'a sticker',
  react: 'a reaction',
  block: 'a block',
  unblock: 'an unblock',
  clear: 'clearing the chat',
};

/** What a live prompt did not do, and where its media descriptions came from. */
function liveNotes(live: NonNullable<PromptResult['live']>): string[] {
  const held = live.heldBack.map((a) => HELD_BACK[a]);
  const lines = [
    `live chat, read only: nothing was sent${held.length > 0 ? `; held back ${held.join(' and ')}` : ''}`,
  ];
  const m = live.media;
  const fresh = (m.described ?? 0) + (m.fallback ?? 0);
  // Without a key, items Gemini would describe are "skipped" too.
  const missing =
    (m['over-budget'] ?? 0) + (m.error ?? 0) + (m.timeout ?? 0) + (live.gemini ? 0 : (m.skipped ?? 0));
  const parts: string[] = [];
  if ((m.curated ?? 0) + (m.cached ?? 0) > 0) parts.push(`${(m.curated ?? 0) + (m.cached ?? 0)} known`);
  if (fresh > 0) parts.push(`${fresh} described for this prompt only (\`media describe\` keeps them)`);
  if (missing > 0)
    parts.push(
      `${missing} without a description${live.gemini ? '' : ' (set GEMINI_API_KEY, or run `media describe`)'}`,
    );
  if (parts.length > 0) lines.push(`media: ${parts.join(', ')}`);
  return lines;
}
