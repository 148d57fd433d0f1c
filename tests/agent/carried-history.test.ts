import { describe, expect, it } from 'vitest';
import { withCarried } from '../../src/agent/carried-history.js';
import type { InboundMessage } from '../../src/telegram/types.js';
import { inbound } from '../helpers.js';

const upgraded = inbound({ id: 1, service: { kind: 'other', text: 'upgraded', movedFrom: '-4001' } });
const carried = [inbound({ id: -1, text: 'before' }), inbound({ id: 0, text: 'just before' })];

function loader() {
  const asked: number[] = [];
  const load = async (_chat: string, limit: number): Promise<InboundMessage[]> => {
    asked.push(limit);
    return carried.slice(-limit);
  };
  return { asked, load };
}

describe('a history led by what the chat carried over from its former id', () => {
  it('fills what Telegram lacks when its history reaches the upgrade', async () => {
    const { asked, load } = loader();
    const telegram = [upgraded, inbound({ id: 2, text: 'first in the supergroup' })];
    const history = await withCarried('-1009001', telegram, 3, load);
    expect(history.map((m) => m.id)).toEqual([0, 1, 2]);
    expect(asked).toEqual([1]);
  });

  it('is Telegram’s alone when it is full, or does not reach an upgrade', async () => {
    const { asked, load } = loader();
    const full = [upgraded, inbound({ id: 2 }), inbound({ id: 3 })];
    expect(await withCarried('-1009001', full, 3, load)).toBe(full);
    const plain = [inbound({ id: 5 })];
    expect(await withCarried('-1009001', plain, 3, load)).toBe(plain);
    expect(asked).toEqual([]);
  });
});
