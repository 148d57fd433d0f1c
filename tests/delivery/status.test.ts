import { describe, expect, it } from 'vitest';
import { StatusReactions } from '../../src/delivery/status.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';

function setup(enabled = true) {
  const simulator = new TelegramSimulator({ me: { id: '42', name: 'Heidi' }, clock: new VirtualClock(0) });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  simulator.seed('7', { id: 1, from: '7', text: 'one' });
  simulator.seed('7', { id: 2, from: '7', text: 'two' });
  const log = memoryLogger();
  const status = new StatusReactions({ port: simulator, log, enabled: () => enabled, timeoutMs: 20 });
  const shown = () =>
    simulator.actions.map((a) => (a.type === 'react' ? `${a.messageId}:${a.emoji}` : a.type));
  return { simulator, log, status, shown };
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

  it('gives up on a reaction Telegram does not answer, and logs it', async () => {
    const { simulator, status, log } = setup();
    const release = simulator.stallNext('react');
    await status.show('7', [1], 'working');
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
