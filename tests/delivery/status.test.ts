import { describe, expect, it } from 'vitest';
import { StatusReactions } from '../../src/delivery/status.js';
import { memoryLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { ManualClock } from '../manual-clock.js';

function setup(enabled = true) {
  const clock = new ManualClock(0);
  const simulator = new TelegramSimulator({ me: { id: '42', name: 'Heidi' }, clock });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.seed('7', { id: 1, from: '7', text: 'one' });
  simulator.seed('7', { id: 2, from: '7', text: 'two' });
  const log = memoryLogger();
  const status = new StatusReactions({ port: simulator, clock, log, enabled: () => enabled, timeoutMs: 20 });
  const shown = () =>
    simulator.actions.map((a) => (a.type === 'react' ? `${a.messageId}:${a.emoji}` : a.type));
  return { simulator, clock, log, status, shown };
}

describe('StatusReactions', () => {
  it('applies updates in order and skips one a newer status overtook', async () => {
    const { status, shown } = setup();
    void status.show('7', [1, 2], 'queued');
    void status.show('7', [2], 'working');
    await status.show('7', [1], 'delivered');
    await status.idle();
    expect(shown()).toEqual(['2:🤔', '1:🏆']);
  });

  it('does not react again with the emoji already shown', async () => {
    const { status, shown } = setup();
    await status.show('7', [1], 'queued');
    await status.show('7', [1], 'queued');
    expect(shown()).toEqual(['1:👀']);
  });

  it('gives up on a reaction Telegram does not answer once the clock passes the timeout, and logs it', async () => {
    const { simulator, clock, status, log } = setup();
    const release = simulator.stallNext('react');
    let done = false;
    const showing = status.show('7', [1], 'working').then(() => {
      done = true;
    });
    await clock.advance(19);
    expect(done).toBe(false);
    await clock.advance(1);
    await showing;
    expect(log.entries.find((e) => e.msg.startsWith('status reaction not shown'))?.fields).toMatchObject({
      chat: '7',
      message: 1,
      reason: 'no answer from Telegram within 20 ms',
    });
    release();
  });

  it('does nothing when the persona has status reactions off', async () => {
    const { status, shown } = setup(false);
    await status.show('7', [1], 'error');
    expect(shown()).toEqual([]);
  });
});
