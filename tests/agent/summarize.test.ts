import { afterEach, describe, expect, it } from 'vitest';
import { type SummarizerDeps, summarizeChat } from '../../src/agent/summarize.js';
import type { MemorySettings } from '../../src/config/resolved.js';
import { DEFAULT_MEMORY } from '../../src/config/schema.js';
import type { ModelPort, ModelReply, ModelRequest } from '../../src/llm/types.js';
import { MemoryRepo } from '../../src/store/memory.js';
import { MessageLog } from '../../src/store/messages.js';
import { openStore, type Store } from '../../src/store/open.js';
import { silentLogger } from '../../src/support/log.js';
import { TelegramSimulator } from '../../src/telegram/simulator.js';
import { people, persona, prompts } from '../helpers.js';
import { ManualClock } from '../manual-clock.js';

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** A chat of `count` messages (every third one the persona's) and a summarizer over it. */
async function setup(count: number, memory: Partial<MemorySettings> = {}) {
  store = await openStore(':memory:');
  const clock = new ManualClock(Date.parse('2026-01-02T10:00:00Z'));
  const simulator = new TelegramSimulator({ ...people, clock });
  simulator.addChat({ id: '7', kind: 'direct', title: 'Alice' });
  for (let n = 1; n <= count; n++)
    simulator.seed('7', {
      from: n % 3 === 0 && n !== 12 ? '42' : '7',
      text: n === 12 ? 'Mia turns 30 on 14 April' : `m${n}`,
    });
  const requests: ModelRequest[] = [];
  let answer: () => ModelReply = () => ({ kind: 'text', text: 'a summary' });
  const model: ModelPort = {
    generate: async (request) => {
      requests.push(request);
      return answer();
    },
  };
  const repo = new MemoryRepo(store.db, () => clock.now());
  const messages = new MessageLog(store.db, () => clock.now());
  const deps: SummarizerDeps = {
    agent: 'Heidi',
    persona: () => persona({ name: 'Heidi', historySize: 100, memory: { ...DEFAULT_MEMORY, ...memory } }),
    prompts: () => prompts({ summarize: 'SUMMARISE' }),
    port: simulator,
    model,
    memory: repo,
    messages,
    log: silentLogger,
  };
  /** What a turn does before the pass: the window it read is stored. */
  const seen = async () => messages.rememberAll('Heidi', await simulator.history('7', 1_000));
  return {
    simulator,
    repo,
    requests,
    deps,
    seen,
    answerWith: (next: () => ModelReply) => {
      answer = next;
    },
  };
}

describe('summarizeChat', () => {
  it('waits until more than the threshold are unsummarised, then summarises all but the newest, once', async () => {
    const { deps, repo, requests, simulator, seen } = await setup(70);
    await seen();
    expect(await summarizeChat(deps, '7')).toEqual({ calls: 0 });
    simulator.seed('7', { from: '7', text: 'm71' });
    // Not seen by a turn yet: the pass does not ask Telegram.
    expect(await summarizeChat(deps, '7')).toEqual({ calls: 0 });
    await seen();
    expect(await summarizeChat(deps, '7')).toEqual({ calls: 1, summarised: { firstId: 1, lastId: 51 } });
    const transcript = requests[0]?.contents[0]?.parts[0]?.text ?? '';
    expect(transcript).toMatch(/^⟦messages to summarise⟧\n#1 2026-01-02 \d\d:\d\d Alice \(user 7\): m1\n/);
    expect(transcript).toContain('Alice (user 7): Mia turns 30 on 14 April');
    expect(transcript).toContain(' you: m3');
    expect(transcript).not.toContain('m52');
    expect(requests[0]?.systemInstruction).toMatch(/^SUMMARISE/);
    // Nothing new beyond the threshold: no call, nothing summarised twice.
    expect(await summarizeChat(deps, '7')).toEqual({ calls: 0 });
    expect((await repo.summaries('Heidi', '7')).map((s) => [s.firstId, s.lastId])).toEqual([[1, 51]]);
  });

  it('stores nothing when the call fails or answers nothing, and succeeds on the next pass', async () => {
    const { deps, repo, answerWith, seen } = await setup(80);
    await seen();
    answerWith(() => {
      throw new Error('model down');
    });
    await expect(summarizeChat(deps, '7')).rejects.toThrow('model down');
    answerWith(() => ({ kind: 'silent', reason: 'safety' }));
    expect(await summarizeChat(deps, '7')).toEqual({ calls: 1 });
    expect(await repo.summarisedUpTo('Heidi', '7')).toBeUndefined();
    answerWith(() => ({ kind: 'text', text: 'at last' }));
    expect((await summarizeChat(deps, '7')).summarised).toEqual({ firstId: 1, lastId: 60 });
  });

  it('merges the oldest summaries when they pile up, replacement first', async () => {
    const { deps, repo, requests, simulator, answerWith, seen } = await setup(0, {
      summarizeAbove: 4,
      keepNewest: 2,
      consolidateAt: 3,
      consolidateCount: 2,
    });
    let n = 0;
    answerWith(() => ({ kind: 'text', text: `summary ${++n}` }));
    for (let batch = 0; batch < 3; batch++) {
      for (let i = 0; i < (batch === 0 ? 5 : 3); i++) simulator.seed('7', { from: '7', text: 'x' });
      await seen();
      await summarizeChat(deps, '7');
    }
    expect(requests.at(-1)?.contents[0]?.parts[0]?.text).toMatch(
      /^⟦summaries to merge into one⟧\n⟦summary of #1–#3/,
    );
    expect((await repo.summaries('Heidi', '7')).map((s) => [s.firstId, s.lastId, s.text])).toEqual([
      [1, 6, 'summary 4'],
      [7, 9, 'summary 3'],
    ]);
  });
  it('keeps the durable facts its answer writes as the persona’s memory of the chat, within the caps', async () => {
    const { deps, repo, requests, answerWith, seen } = await setup(80, { notesPerChat: 1 });
    await repo.write('Heidi', 'note', '7', { text: 'Alice (user 7) is vegetarian', pinned: true }, 1);
    await seen();
    answerWith(() => ({
      kind: 'text',
      text: [
        'Alice (user 7) told me about her sister.',
        '# «person» 7',
        'Alice: her sister Mia turns 30 on 14 April.',
        '# «note»',
        'We talk on Sundays.',
        '# «remember» pinned',
        'I promised Alice a cake for Mia.',
        '# «person» 99',
        'Someone not in these messages.',
        '# «send»',
        'never sent',
      ].join('\n'),
    }));
    const pass = await summarizeChat(deps, '7');
    expect(pass.summarised).toEqual({ firstId: 1, lastId: 60 });
    // The call was shown what is kept already, after the transcript.
    expect(requests[0]?.contents[0]?.parts[0]?.text).toMatch(
      /⟦what you already keep as notes, memories and people⟧\nn1 \(pinned\): Alice \(user 7\) is vegetarian$/,
    );
    expect((await repo.summaries('Heidi', '7')).map((s) => s.text)).toEqual([
      'Alice (user 7) told me about her sister.',
    ]);
    const memory = await repo.forChat('Heidi', '7', ['7', '99']);
    expect(memory.people.map((p) => [p.user, p.text])).toEqual([
      ['7', 'Alice: her sister Mia turns 30 on 14 April.'],
    ]);
    expect(memory.memories).toMatchObject([
      { text: 'I promised Alice a cake for Mia.', chat: '7', pinned: true },
    ]);
    // The note cap is one and the kept note is pinned: the summariser's note is kept beside it.
    expect(memory.notes.map((n) => n.text)).toEqual(['Alice (user 7) is vegetarian', 'We talk on Sundays.']);
  });
});
