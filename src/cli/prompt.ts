import type { ModelRequest } from '../llm/types.js';
import { FixtureError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import { type LoadedFixture, loadFixture } from './fixture.js';
import { buildReplayWorld } from './offline.js';
import { renderRequest, requestSize } from './render.js';
import { jsonId } from './replay.js';
import type { Style } from './style.js';

/** What `prompt --json` prints: the exact request for a fixture, and its size. */
export interface PromptResult {
  persona: string;
  chat: { id: number | string; type: string };
  target: number;
  /** Exactly what the Gemini SDK is handed: `{ model, systemInstruction, contents }`. */
  request: ModelRequest;
  /** Characters of the system instruction, of all content parts, and both together. */
  characters: { systemInstruction: number; contents: number; total: number };
}

export async function promptFile(file: string, log: Logger): Promise<PromptResult> {
  return promptFixture(loadFixture(file), log);
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
  const { characters: c } = result;
  return [
    style.bold(`━━ ${title}`),
    `${result.persona} in a ${result.chat.type} chat, answering message #${result.target}`,
    style.dim(
      `${c.total} characters: system instruction ${c.systemInstruction}, contents ${c.contents} (${result.request.contents.length} turns)`,
    ),
    '',
    renderRequest(result.request, style),
  ].join('\n');
}
