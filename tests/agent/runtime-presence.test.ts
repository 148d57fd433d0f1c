import { afterEach, describe, expect, it } from 'vitest';
import { offlinePauseMs, PresenceController } from '../../src/delivery/presence.js';
import { MAX_TYPING_DEFERRAL_MS, PARTNER_TYPING_MS } from '../../src/intake/partner-typing.js';
import { memoryLogger } from '../../src/support/log.js';
import type { TelegramSimulator } from '../../src/telegram/simulator.js';
import { ManualClock } from '../manual-clock.js';
import { eventually, world } from './world.js';

/**
 * Presence and the partner's typing on the whole pipeline: the simulator, the real runtime and
 * the loopback model, on a clock the test moves. Wired as `run` wires them (LivePersona).
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const START = Date.parse('2026-01-02T15:00:00Z');
const DEBOUNCE = 500;

async function make() {
  const clock = new ManualClock(START);
  let simulator: TelegramSimulator | undefined;
  const presence = new PresenceController({
    clock,
    log: memoryLogger(),
    set: (online) => simulator?.setPresence(online) ?? Promise.resolve(),
    enabled: () => true,
    asleep: () => false,
    seed: 'Heidi',
  });
  const w = await world({
    clock,
    persona: { typing: { charsPerSecond: 30, minSeconds: 0, maxSeconds: 0 } },
    runtime: { settings: { debounceMs: DEBOUNCE }, presence },
    replies: ['# «send»\nHello Alice!'],
  });
  simulator = w.simulator;
  w.simulator.onTyping((t) => void w.runtime.partnerTyping(t));
  cleanups.push(w.cleanup);
  /** Alice writes; resolves once her message is stored with its turn. */
  const receive = async (text: string) => {
    const before = w.log.entries.filter((e) => e.msg === 'message received').length;
    w.simulator.receive('7', { from: '7', text });
    await eventually(
      () => w.log.entries.filter((e) => e.msg === 'message received').length > before,
      'the message taken in',
    );
  };
  /** Alice keeps typing: a status now and every five seconds for `ms`, as her app repeats it. */
  const typeFor = async (ms: number) => {
    for (let t = 0; ; t += 5_000) {
      w.simulator.userTyping('7', '7');
      await clock.advance(0);
      if (t + 5_000 > ms) return t;
      await clock.advance(5_000);
    }
  };
  const read = () => w.simulator.actions.some((a) => a.type === 'read');
  return { ...w, clock, receive, typeFor, read };
}

describe('partner typing holds back the answer in a direct chat', () => {
  it('answers six seconds after Alice stops typing, not while she types', async () => {
    const w = await make();
    await w.receive('hi');
    const lastTyping = START + (await w.typeFor(20_000));
    expect(lastTyping).toBe(START + 20_000);
    const due = lastTyping + PARTNER_TYPING_MS;
    await w.clock.advance(due - 1 - w.clock.now());
    expect(w.read()).toBe(false);
    expect(w.simulator.presence).toEqual([]);
    await w.clock.advance(1);
    await eventually(() => w.sends().length === 1, 'the answer');
    expect(w.sends()).toEqual(['Hello Alice!']);
    // The turn started (and showed the persona online) exactly when the typing lapsed.
    expect(w.simulator.presence).toEqual([{ at: due, online: true }]);
    await w.runtime.idle();
    await w.clock.advance(120_000);
    expect(w.simulator.presence).toEqual([
      { at: due, online: true },
      { at: due + offlinePauseMs('Heidi', due), online: false },
    ]);
  });

  it('cuts endless typing at the bound: a minute after the turn first became due', async () => {
    const w = await make();
    await w.receive('hi');
    const firstDue = START + DEBOUNCE;
    await w.typeFor(55_000);
    await w.clock.advance(firstDue + MAX_TYPING_DEFERRAL_MS - 1 - w.clock.now());
    expect(w.read()).toBe(false);
    // Still typing: a status every five seconds does not hold the turn any longer.
    w.simulator.userTyping('7', '7');
    await w.clock.advance(1);
    await eventually(() => w.sends().length === 1, 'the answer');
    expect(w.simulator.presence[0]).toEqual({ at: firstDue + MAX_TYPING_DEFERRAL_MS, online: true });
  });

  it("answers at once when Alice's app says she stopped", async () => {
    const w = await make();
    await w.receive('hi');
    await w.typeFor(10_000);
    w.simulator.userTyping('7', '7', false);
    await w.clock.advance(0);
    await eventually(() => w.sends().length === 1, 'the answer');
    expect(w.simulator.presence[0]).toEqual({ at: START + 10_000, online: true });
  });

  it('ignores typing reported for someone other than the chat (group typing is no reason to wait)', async () => {
    const w = await make();
    await w.receive('hi');
    w.simulator.userTyping('7', '8');
    await w.clock.advance(DEBOUNCE);
    await eventually(() => w.sends().length === 1, 'the answer');
    expect(w.simulator.presence[0]).toEqual({ at: START + DEBOUNCE, online: true });
  });
});
