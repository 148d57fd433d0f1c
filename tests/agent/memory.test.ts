import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY } from '../../src/config/schema.js';
import type { ModelRequest } from '../../src/llm/types.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { longChat } from './long-chat.js';
import { world } from './world.js';

const FACT = 'FACT: my sister Mia turns 30 on 14 April';

function contentsText(request: ModelRequest): string {
  return request.contents.map((c) => c.parts.map((p) => p.text).join('\n')).join('\n');
}

describe('memory over a long conversation', () => {
  it('still knows the fact of message 12 at turn 500, through summaries, with a small request', async () => {
    const requests = new Map<number, ModelRequest>();
    const result = await longChat({
      messages: 500,
      text: (n) => (n === 12 ? `Alice (user 7) says: ${FACT}` : `small talk number ${n}`),
      answers: (n) => n % 10 === 0 && n > 50,
      onTurn: (n, request) => {
        if (n === 100 || n === 500) requests.set(n, request);
      },
    });
    const last = requests.get(500);
    if (!last) throw new Error('no request at turn 500');
    const text = contentsText(last);
    expect(text).toContain('Mia turns 30 on 14 April');
    expect(text).toContain('(user 7)');
    expect(text).not.toContain('small talk number 12\n');
    // The window is what no summary covers: never more than the threshold plus the new message.
    const shown = text.match(/⟦#\d+/g) ?? [];
    expect(shown.length).toBeLessThanOrEqual(71);
    expect(text).toContain('small talk number 500');
    // Smaller than the 100-message window the chat had before its first summary.
    const before = requests.get(100);
    if (!before) throw new Error('no request at turn 100');
    expect(text.length).toBeLessThan(contentsText(before).length);
    // Summaries are a few extra calls: about one per 50 messages plus merges.
    expect(result.turnCalls).toBe(500);
    expect(result.summaryCalls).toBeGreaterThan(5);
    expect(result.summaryCalls).toBeLessThan(20);
    // Consecutive, never overlapping: no message was summarised twice, none was skipped.
    expect(result.summaries[0]?.firstId).toBe(1);
    result.summaries.forEach((s, i) => {
      if (i > 0) expect(s.firstId).toBe((result.summaries[i - 1]?.lastId ?? 0) + 1);
    });
    expect(result.summaries.length).toBeLessThan(7);
  });

  it('without the summary prompt, old messages simply leave the window', async () => {
    let last: ModelRequest | undefined;
    await longChat({
      messages: 150,
      burst: 10,
      summaries: false,
      text: (n) => (n === 12 ? FACT : `small talk number ${n}`),
      answers: () => false,
      onTurn: (_n, request) => {
        last = request;
      },
    });
    expect(last && contentsText(last)).not.toContain('Mia');
  });
});

describe('a direct chat whose history the partner cleared', () => {
  async function afterRestart(forgetOnRestart: boolean) {
    const w = await world({
      persona: { memory: { ...DEFAULT_MEMORY, forgetOnRestart } },
      replies: ['# «send»\nHello again!'],
    });
    try {
      const memory = new MemoryRepo(w.store.db, () => w.clock.now());
      await memory.addSummary('Heidi', '7', {
        firstId: 1,
        lastId: 50,
        firstDate: 0,
        lastDate: 0,
        text: 'old times',
      });
      await memory.write('Heidi', 'note', '7', { text: 'an old note' }, 10);
      await memory.write('Heidi', 'memory', '7', { text: 'a memory' }, 10);
      const plan = { what: 'ask', timeZone: 'UTC', rule: { startDay: 30_000, startMinute: 60 }, done: 0 };
      await w.runtime.events.write('Heidi', '7', { ...plan, nextAt: 1e13 });
      // Messages 1–50 are gone from Telegram; the partner writes anew.
      w.simulator.receive('7', { id: 120, from: '7', text: 'hi, fresh start' });
      await w.runtime.idle();
      const plans = (await w.runtime.events.ofChat('Heidi', '7')).map((e) => e.what);
      return { ...(await memory.forChat('Heidi', '7', ['7'])), plans };
    } finally {
      await w.cleanup();
    }
  }

  it('forgets the chat’s notes, summaries and plans when the persona says so, and keeps its memories', async () => {
    expect(await afterRestart(true)).toMatchObject({
      summaries: [],
      notes: [],
      plans: [],
      memories: [{ text: 'a memory' }],
    });
  });

  it('keeps them by default', async () => {
    expect(await afterRestart(false)).toMatchObject({
      summaries: [{ text: 'old times' }],
      notes: [{ text: 'an old note' }],
      plans: ['ask'],
    });
  });
});
