import { afterEach, describe, expect, it } from 'vitest';
import { AgentRuntime } from '../../src/agent/runtime.js';
import type { TurnReport } from '../../src/agent/turn.js';
import { GeminiClient } from '../../src/llm/gemini-client.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { MediaLibrary } from '../../src/media/library.js';
import { MediaDescriptions } from '../../src/store/media.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { persona, prompts, tempStore } from '../helpers.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** The whole pipeline on the simulator, with the real SDK talking to a loopback model. */
async function world(replies: string[], options: { admins?: string[] } = {}) {
  const t = await tempStore();
  cleanups.push(t.cleanup);
  const server = new ScriptedGeminiServer((_req, i) =>
    textResponse(replies[Math.min(i, replies.length - 1)] ?? ''),
  );
  const baseUrl = await server.start();
  cleanups.push(() => server.stop());
  const clock = new VirtualClock(Date.parse('2026-01-02T15:00:00Z'));
  const log = memoryLogger();
  const simulator = new TelegramSimulator({
    me: { id: '42', name: 'Heidi' },
    users: [{ id: '7', name: 'Alice' }],
    clock,
  });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  const reports: TurnReport[] = [];
  const runtime = new AgentRuntime({
    persona: () => persona({ name: 'Heidi' }),
    prompts: () => prompts(),
    admins: () => options.admins ?? [],
    port: simulator,
    model: new GeminiClient({ apiKey: 'test', baseUrl, clock, log }),
    store: t.store,
    media: new MediaLibrary({
      curated: new Map(),
      cache: new MediaDescriptions(t.store.db),
      now: () => clock.now(),
      log,
    }),
    clock,
    log,
    onTurn: (r) => reports.push(r),
  });
  simulator.onMessage((m) => void runtime.accept(m));
  return { simulator, runtime, server, log, reports, clock };
}

describe('AgentRuntime', () => {
  it('answers an incoming message end to end: read, typing while thinking, typing before each send', async () => {
    const w = await world(['# «send»\nHello Alice!\n\n# «wait»\ndelay: 60\n\n# «send»\nStill there?']);
    w.simulator.receive('7', { from: '7', text: 'hi Heidi' });
    await w.runtime.idle();
    expect(w.simulator.actions).toEqual([
      { type: 'read', chatId: '7' },
      { type: 'typing', chatId: '7' },
      { type: 'typing', chatId: '7' },
      { type: 'send', chatId: '7', text: 'Hello Alice!' },
      { type: 'typing', chatId: '7' },
      { type: 'send', chatId: '7', text: 'Still there?' },
    ]);
    expect(w.server.requests).toHaveLength(1);
    const body = w.server.requests[0]?.body as { contents: { role: string; parts: { text: string }[] }[] };
    expect(body.contents.at(-1)?.parts.at(-1)?.text).toMatch(/\nhi Heidi$/);
  });

  it('ignores a duplicate delivery of the same message', async () => {
    const w = await world(['# «send»\nonce']);
    const message = w.simulator.receive('7', { from: '7', text: 'hi' });
    expect(await w.runtime.accept(message)).toBe('duplicate');
    await w.runtime.idle();
    expect(w.server.requests).toHaveLength(1);
    expect(w.simulator.actions.filter((a) => a.type === 'send')).toHaveLength(1);
  });

  it('answers a burst that arrives before the turn starts with one model call', async () => {
    const w = await world(['# «send»\nanswer to both']);
    const first = w.simulator.seed('7', { from: '7', text: 'one' });
    const second = w.simulator.seed('7', { from: '7', text: 'two' });
    await w.runtime.accept(first);
    await w.runtime.accept(second);
    await w.runtime.idle();
    expect(w.server.requests).toHaveLength(1);
    expect(w.reports.map((r) => r.targetId)).toEqual([second.id]);
    const tasks = await w.runtime.tasks.list('Heidi', '7');
    expect(tasks.filter((t) => t.type === 'received').map((t) => t.status)).toEqual(['cancelled', 'done']);
  });

  it('logs why nothing was sent when every block of a non-empty answer is unusable', async () => {
    const w = await world(['# «dance»\nwildly']);
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.simulator.actions.map((a) => a.type)).toEqual(['read', 'typing']);
    const warning = w.log.entries.find((e) => e.msg === 'the model answered but nothing will be sent');
    expect(warning?.fields.reasons).toEqual([
      'unknown task type "dance"',
      'the reply had task blocks but none was usable',
    ]);
  });

  it('stays silent on an empty answer and logs it', async () => {
    const w = await world(['']);
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.simulator.actions.map((a) => a.type)).toEqual(['read', 'typing']);
    expect(w.log.entries.some((e) => e.msg === 'the model chose not to reply')).toBe(true);
  });

  it('carries out a block / wait / unblock sequence in a direct chat', async () => {
    const w = await world(['# «send»\nBye.\n# «block»\n# «wait»\ndelay: 3600\n# «unblock»']);
    const start = w.clock.now();
    w.simulator.receive('7', { from: '7', text: 'rude words' });
    await w.runtime.idle();
    expect(w.simulator.actions.map((a) => a.type)).toEqual([
      'read',
      'typing',
      'typing',
      'send',
      'block',
      'unblock',
    ]);
    expect(w.clock.now() - start).toBeGreaterThanOrEqual(3_600_000);
  });

  it('honours shutdown only from an admin', async () => {
    const stranger = await world(['# «shutdown»\nplease stop']);
    stranger.simulator.receive('7', { from: '7', text: 'shut down' });
    await stranger.runtime.idle();
    expect(stranger.log.entries.some((e) => e.msg === 'shutdown requested by an admin')).toBe(false);
    const admin = await world(['# «shutdown»\nplease stop'], { admins: ['7'] });
    admin.simulator.receive('7', { from: '7', text: 'shut down' });
    await admin.runtime.idle();
    expect(admin.log.entries.some((e) => e.msg === 'shutdown requested by an admin')).toBe(true);
  });
});
