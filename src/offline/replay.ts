import type { Logger } from '../support/log.js';
import type { SimAction } from '../telegram/simulator.js';
import { jsonId, type ReplayResult } from '../terminal/results.js';
import { type LoadedFixture, loadFixture } from './fixture.js';
import { memoryJson } from './fixture-memory.js';
import { buildReplayWorld } from './world.js';

export async function replayFile(file: string, log: Logger): Promise<ReplayResult> {
  return replayFixture(loadFixture(file), log);
}

export async function replayFixture(loaded: LoadedFixture, log: Logger): Promise<ReplayResult> {
  const world = await buildReplayWorld(loaded, log);
  try {
    const { fixture } = loaded;
    await world.runtime.startTurn(fixture.chat.id, fixture.target);
    await world.runtime.idle();
    const report = world.reports[0];
    return {
      persona: world.persona.name,
      chat: { id: jsonId(fixture.chat.id), type: fixture.chat.type },
      target: report?.targetId ?? null,
      request: report?.request ?? null,
      reply: report?.reply?.kind === 'text' ? report.reply.text : '',
      tasks: (report?.steps ?? []).map((s) => ({ type: s.type, params: { ...s.params } })),
      actions: world.simulator.actions.map(jsonAction),
      issues: [
        ...(report?.issues ?? []).map((i) => (i.block ? `block ${i.block}: ${i.reason}` : i.reason)),
        ...(report?.notes ?? []).map((n) => `step ${n.step}: ${n.reason}`),
      ],
      finishedAt: new Date(world.clock.now()).toISOString(),
      memory: await memoryJson(world.store, world.persona.name, fixture.chat.id),
    };
  } finally {
    await world.close();
  }
}

function jsonAction(action: SimAction): Record<string, unknown> {
  return { ...action, chatId: jsonId(action.chatId) };
}
