import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/support/log.js';
import { type ChatEvent, ChatWorld } from '../../src/workbench/world.js';

const START = Date.parse('2026-01-02T15:04:05Z');
const HOUR = 3_600_000;

let world: ChatWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

async function openChat(events: ChatEvent[]): Promise<ChatWorld> {
  world = await ChatWorld.open({
    configFile: 'config.yaml',
    persona: 'Heidi',
    group: false,
    userName: 'Alex',
    startMs: START,
    log: silentLogger,
    onEvent: (event) => events.push(event),
  });
  return world;
}

describe('ChatWorld.wait (/wait)', () => {
  it('moves the clock and reports that nothing fell due', async () => {
    const chat = await openChat([]);
    expect(await chat.wait(24 * HOUR)).toEqual({ turns: 0, actions: 0 });
    expect(chat.clock.now()).toBe(START + 24 * HOUR);
  });

  it('fires what falls due at its own time, runs the turn it starts, then moves on to the end', async () => {
    const events: ChatEvent[] = [];
    const chat = await openChat(events);
    // Something due in an hour writes to the chat, as a planned event or a late message would.
    chat.clock.timer(HOUR, () => {
      void chat.runtime.accept(
        chat.simulator.receive(chat.chatId, { from: chat.speaker.id, text: 'still there?' }),
      );
    });
    const happened = await chat.wait(24 * HOUR);
    expect(happened.turns).toBe(1);
    expect(happened.actions).toBeGreaterThan(0);
    // The answer was sent, and shown, within the hour it fell due, not a day later.
    const chatMessages = chat.simulator.messages(chat.chatId);
    expect(chatMessages.map((m) => [m.out, Math.floor((m.date * 1000 - START) / HOUR)])).toEqual([
      [false, 1],
      [true, 1],
    ]);
    expect(events.some((e) => e.kind === 'message' && e.message.out)).toBe(true);
    expect(chat.clock.now()).toBe(START + 24 * HOUR);
  });

  it('fires a plan of the persona that falls due, as a turn with its trigger', async () => {
    const chat = await openChat([]);
    await chat.say('talk tomorrow?');
    const rule = { startDay: Math.floor(START / (24 * HOUR)) + 1, startMinute: 10 * 60 };
    const { id } = await chat.runtime.events.write(chat.persona.name, chat.chatId, {
      what: 'ask how the day went',
      timeZone: 'UTC',
      rule,
      done: 0,
      nextAt: Date.parse('2026-01-03T10:00:00Z'),
    });
    // As after the turn that planned it: the runtime settles, its event clock set for the plan.
    chat.runtime.eventsChanged();
    await chat.runtime.idle();
    const happened = await chat.wait(24 * HOUR);
    expect(happened.turns).toBe(1);
    expect(chat.lastTurn?.report.trigger).toEqual({
      kind: 'event',
      id,
      what: 'ask how the day went',
      dueAt: Date.parse('2026-01-03T10:00:00Z'),
    });
    expect(await chat.runtime.events.ofAgent(chat.persona.name)).toEqual([]);
  });
});
