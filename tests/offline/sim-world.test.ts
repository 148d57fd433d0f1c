import { afterEach, describe, expect, it } from 'vitest';
import type { TurnReport } from '../../src/agent/turn.js';
import { ScriptedGeminiServer } from '../../src/llm/scripted-server.js';
import type { ModelRequest } from '../../src/llm/types.js';
import { MediaDescriber } from '../../src/media/describer.js';
import { createSimWorld, repliesInOrder } from '../../src/offline/sim-world.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { people, persona, prompts } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const base = {
  log: memoryLogger(),
  telegram: { ...people, chats: [{ id: '7', kind: 'direct' as const, title: 'Alice' }] },
  persona: () => persona({ name: 'Heidi', typing: { charsPerSecond: 1000, minSeconds: 0, maxSeconds: 0 } }),
  prompts: () => prompts(),
};

describe('createSimWorld', () => {
  it('hands incoming messages to the runtime, asks a plain model port and reports every turn to both listeners', async () => {
    const asked: ModelRequest[] = [];
    const heard: TurnReport[] = [];
    const world = await createSimWorld({
      ...base,
      clock: new VirtualClock(Date.parse('2026-01-02T15:00:00Z')),
      model: {
        port: {
          generate: async (request) => {
            asked.push(request);
            return { kind: 'text', text: '# «send»\nHi Alice' };
          },
        },
      },
      engine: { settings: { debounceMs: 0 }, observer: { onTurn: (report) => heard.push(report) } },
      acceptIncoming: true,
    });
    cleanups.push(() => world.close());
    const hi = world.simulator.receive('7', { from: '7', text: 'hi' });
    await world.runtime.idle();
    expect(asked).toHaveLength(1);
    expect(world.simulator.actions.filter((a) => a.type === 'send').map((a) => a.text)).toEqual(['Hi Alice']);
    expect(world.reports.map((r) => r.targetId)).toEqual([hi.id]);
    expect(heard).toEqual(world.reports);
  });

  it('starts the loopback server for the SDK and stops it on close', async () => {
    const server = new ScriptedGeminiServer(repliesInOrder(['# «send»\none', '# «send»\ntwo']));
    const world = await createSimWorld({
      ...base,
      clock: new VirtualClock(Date.parse('2026-01-02T15:00:00Z')),
      model: { server },
    });
    const first = world.simulator.receive('7', { from: '7', text: 'a' });
    await world.runtime.accept(first);
    await world.runtime.idle();
    const second = world.simulator.receive('7', { from: '7', text: 'b' });
    await world.runtime.accept(second);
    await world.runtime.idle();
    expect(server.requests).toHaveLength(2);
    expect(world.simulator.actions.filter((a) => a.type === 'send').map((a) => a.text)).toEqual([
      'one',
      'two',
    ]);
    const request = world.reports[0]?.request;
    if (!request) throw new Error('the turn built no request');
    await world.close();
    await expect(world.model.generate(request)).rejects.toThrow();
  });

  it('refuses a media describer when the model cannot describe media', async () => {
    const world = createSimWorld({
      ...base,
      clock: new VirtualClock(0),
      model: { port: { generate: async () => ({ kind: 'silent', reason: 'test' }) } },
      media: {
        describer: (model) =>
          new MediaDescriber({ model, modelName: 'm', fetch: async () => null, log: base.log }),
      },
    });
    await expect(world).rejects.toThrow(/describer needs a model that describes media/);
  });
});
