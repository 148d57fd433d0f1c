import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY } from '../../src/config/schema.js';
import { fixtureOfTurn } from '../../src/console/fixture.js';
import { errorResponse } from '../../src/llm/scripted-server.js';
import { isSummaryRequestBody } from '../../src/llm/summary-request.js';
import { FixtureSecrets } from '../../src/offline/fixture-redact.js';
import { repliesInOrder } from '../../src/offline/sim-world.js';
import { TurnJournal } from '../../src/store/journal.js';
import { ChatPauses } from '../../src/store/pauses.js';
import { pruneExpired } from '../../src/store/retention.js';
import { UsageLog } from '../../src/store/usage.js';
import type { Clock } from '../../src/support/clock.js';
import { ManualClock } from '../manual-clock.js';
import { eventually, world as simWorld } from './world.js';

const DAY = 24 * 3_600_000;
const secrets = new FixtureSecrets([]);
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function world(replies: string[], options: Parameters<typeof simWorld<Clock>>[0] = {}) {
  const w = await simWorld({ replies, operated: true, ...options });
  cleanups.push(w.cleanup);
  const now = () => w.clock.now();
  return {
    ...w,
    journal: new TurnJournal(w.store.db, now),
    usage: new UsageLog(w.store.db, now),
    pauses: new ChatPauses(w.store.db, now),
  };
}

describe('the turn journal and usage', () => {
  it('keeps each turn: trigger, target, the exact request, the answer, the plan and what was delivered', async () => {
    const w = await world(['# «send»\nHello Alice!\n\n# «react»\n👍']);
    const message = w.simulator.receive('7', { from: '7', text: 'hi Heidi' });
    await w.runtime.idle();
    const [entry] = await w.journal.ofChat('Heidi', '7');
    expect(entry?.turn.trigger).toBe('message');
    expect(entry?.turn.targetId).toBe(message.id);
    expect(entry?.turn.request).toEqual(w.reports[0]?.request);
    expect(entry?.turn.reply).toEqual({ kind: 'text', text: '# «send»\nHello Alice!\n\n# «react»\n👍' });
    expect(entry?.turn.steps.map((s) => s.type)).toEqual(['send', 'react']);
    expect(entry?.actions?.map((a) => [a.type, a.status, a.delivered])).toEqual([
      ['send', 'done', true],
      ['react', 'done', false],
    ]);
    const snapshot = entry?.turn.snapshot as { messages: { text: string }[]; chat: { title: string } };
    expect(snapshot.chat.title).toBe('Alice');
    expect(snapshot.messages.map((m) => m.text)).toEqual(['hi Heidi']);
  });

  it('rebuilds a turn byte for byte, and its fixture download, after its message was edited and pruned', async () => {
    const w = await world(['# «send»\nHello Alice!']);
    const message = w.simulator.receive('7', { from: '7', text: 'hi Heidi, how was the book?' });
    await w.runtime.idle();
    const [entry] = await w.journal.ofChat('Heidi', '7');
    const turnId = entry?.turn.turnId ?? '';
    // What the engine reported is what the journal holds.
    expect(entry?.turn.request).toEqual(w.reports[0]?.request);
    expect(JSON.stringify(entry?.turn.snapshot)).toBe(JSON.stringify(w.reports[0]?.seen));
    const asRecorded = async () => {
      const again = await w.journal.get(turnId);
      if (!again) throw new Error(`turn ${turnId} is gone from the journal`);
      return {
        turn: JSON.stringify(again),
        fixture: fixtureOfTurn(again, '/srv/agent/config.yaml', secrets)?.text,
      };
    };
    const before = await asRecorded();
    expect(before.fixture).toContain('hi Heidi, how was the book?');

    w.simulator.editMessage('7', message.id, 'hi Heidi, how was the film?');
    w.simulator.receive('7', { from: '7', text: 'and the ending?' });
    await w.runtime.idle();
    expect((await w.runtime.messages.get('Heidi', '7', message.id))?.text).toBe(
      'hi Heidi, how was the film?',
    );
    expect(await asRecorded()).toEqual(before);

    const pruned = await pruneExpired(
      w.store.db,
      'Heidi',
      {
        messagesMs: DAY,
        mediaMs: DAY,
        tasksMs: DAY,
        deliveriesMs: DAY,
        keepNewestMessages: 0,
        journalMs: 30 * DAY,
      },
      w.clock.now() + 3 * DAY,
    );
    expect(pruned.messages).toBeGreaterThan(0);
    expect(await w.runtime.messages.get('Heidi', '7', message.id)).toBeUndefined();
    expect(await asRecorded()).toEqual(before);
  });

  it('records the token counts of every turn with persona, chat, purpose and model', async () => {
    const w = await world(['# «send»\nHello!']);
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    w.simulator.receive('8', { from: '8', text: 'hello there' });
    await w.runtime.idle();
    const totals = await w.usage.totals({ since: 0 });
    expect(totals.map((t) => [t.agent, t.model, t.purpose, t.calls])).toEqual([
      ['Heidi', 'gemini-test', 'turn', 2],
    ]);
    expect(totals[0]?.promptTokens).toBeGreaterThan(10);
    expect(totals[0]?.outputTokens).toBeGreaterThan(0);
    const alice = await w.usage.totals({ since: 0, chatId: '7' });
    expect(alice[0]?.calls).toBe(1);
  });

  it('links each turn’s model call to its journal turn, with the call’s wall time', async () => {
    // The model takes real time to answer; the engine's virtual clock does not move meanwhile.
    const slowMs = 60;
    const answer = repliesInOrder(['# «send»\nHello!']);
    const w = await world([], {
      responder: async (request, index) => {
        await new Promise((r) => setTimeout(r, slowMs));
        return answer(request, index);
      },
    });
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    w.simulator.receive('8', { from: '8', text: 'hello there, a longer message' });
    await w.runtime.idle();
    const turns = [...(await w.journal.ofChat('Heidi', '7')), ...(await w.journal.ofChat('Heidi', '8'))];
    const ids = turns.map((t) => t.turn.turnId);
    expect(new Set(ids).size).toBe(2);
    const byTurn = await w.usage.ofTurns([...ids, 'no-such-turn']);
    expect([...byTurn.keys()].sort()).toEqual([...ids].sort());
    const totals = await w.usage.totals({ since: 0 });
    // The turns' calls add up to the usage totals: one source, read two ways.
    const linked = [...byTurn.values()].flat();
    expect(linked.map((c) => [c.model, c.calls])).toEqual([
      ['gemini-test', 1],
      ['gemini-test', 1],
    ]);
    expect(linked.reduce((n, c) => n + c.usage.promptTokens, 0)).toBe(totals[0]?.promptTokens);
    expect(linked.reduce((n, c) => n + c.usage.outputTokens, 0)).toBe(totals[0]?.outputTokens);
    for (const c of linked) expect(c.latencyMs).toBeGreaterThanOrEqual(slowMs - 5);
  });

  it('records the summary calls as purpose summary, for the chat they summarised', async () => {
    const w = await world(['# «send»\nok'], {
      persona: { memory: { ...DEFAULT_MEMORY, summarizeAbove: 3, keepNewest: 1 } },
      prompts: { summarize: 'SUMMARISE' },
      responder: (request) => ({
        status: 200,
        body: {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [{ text: isSummaryRequestBody(request.body) ? 'They said hello.' : '# «send»\nok' }],
              },
              finishReason: 'STOP',
            },
          ],
          usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 9, thoughtsTokenCount: 4 },
        },
      }),
    });
    for (const text of ['one', 'two', 'three', 'four']) {
      w.simulator.receive('7', { from: '7', text });
      await w.runtime.idle();
    }
    const summary = await w.usage.totals({ since: 0, chatId: '7' });
    const bySummary = summary.find((t) => t.purpose === 'summary');
    // The persona's own replies are stored as they are confirmed, so the chat passes the
    // threshold more than once in eight messages: each summary call is counted with its tokens.
    const calls = bySummary?.calls ?? 0;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(bySummary).toMatchObject({ agent: 'Heidi', model: 'gemini-test', promptTokens: 120 * calls });
    expect(bySummary?.outputTokens).toBe(9 * calls);
    expect(bySummary?.thinkingTokens).toBe(4 * calls);
    expect(summary.find((t) => t.purpose === 'turn')?.calls).toBe(4);
  });

  it('journals a turn that failed for good, with its error and the request it sent', async () => {
    const w = await world([], { responder: () => errorResponse(400, 'API key not valid') });
    const message = w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    const [entry] = await w.journal.ofChat('Heidi', '7');
    expect(entry?.turn).toMatchObject({ trigger: 'message', targetId: message.id, steps: [] });
    expect(entry?.turn.error).toContain('API key not valid');
    expect(JSON.stringify(entry?.turn.request)).toContain('hi');
    expect(entry?.turn.reply).toBeUndefined();
    // Its closing report settled it: nothing was carried out.
    expect(entry?.actions).toEqual([]);
  });

  it('starts no turn in a paused chat but stores its messages; answer now still answers', async () => {
    const w = await world(['# «send»\nHello!']);
    await w.pauses.pause('Heidi', '7');
    const message = w.simulator.receive('7', { from: '7', text: 'anyone?' });
    await w.runtime.idle();
    expect(w.server.requests).toHaveLength(0);
    expect((await w.runtime.messages.get('Heidi', '7', message.id))?.text).toBe('anyone?');
    await w.runtime.startTurn('7', undefined, { kind: 'operator' });
    await w.runtime.idle();
    expect(w.sends()).toEqual(['Hello!']);
    expect((await w.journal.ofChat('Heidi', '7'))[0]?.turn.trigger).toBe('operator');
  });

  it('cancels the planned sends of a chat when it is paused', async () => {
    // A clock that only moves when told: the wait stays pending until the plan is cancelled.
    const clock = new ManualClock(Date.parse('2026-01-02T15:00:00Z'));
    const w = await world(['# «send»\nfirst\n\n# «wait»\ndelay: 600\n\n# «send»\nsecond'], {
      clock,
      persona: { typing: { charsPerSecond: 30, minSeconds: 0, maxSeconds: 0 } },
      runtime: { settings: { debounceMs: 0 } },
    });
    w.simulator.receive('7', { from: '7', text: 'hi' });
    // The first send is out and the wait is pending: pausing cancels the rest of the plan.
    await eventually(() => w.sends().length > 0 && clock.sleeping > 0, 'the first send and the wait');
    await w.pauses.pause('Heidi', '7');
    await w.runtime.cancelPlans('7', 'chat paused by the operator');
    await clock.advance(600_000);
    await w.runtime.idle();
    expect(w.sends()).toEqual(['first']);
    const [entry] = await w.journal.ofChat('Heidi', '7');
    expect(entry?.actions?.map((a) => a.status)).toContain('cancelled');
  });

  it('cancels what depends on a cancelled task in the same step, while the lane still sleeps', async () => {
    const clock = new ManualClock(Date.parse('2026-01-02T15:00:00Z'));
    const w = await world(['# «send»\nfirst\n\n# «wait»\ndelay: 3600\n\n# «send»\nmuch later'], {
      clock,
      persona: { typing: { charsPerSecond: 30, minSeconds: 0, maxSeconds: 0 } },
      runtime: { settings: { debounceMs: 0 } },
    });
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await eventually(() => w.sends().length > 0 && clock.sleeping > 0, 'the first send and the wait');
    const open = await w.runtime.tasks.open('Heidi', '7');
    const wait = open.find((t) => t.type === 'wait');
    expect(wait).toBeDefined();
    expect(await w.runtime.cancelTask(wait?.id ?? '', 'cancelled by the operator')).toBe(true);
    // No clock movement: the later send is gone from the open tasks at once.
    const after = (await w.runtime.tasks.open('Heidi', '7')).map((t) => t.type);
    expect(after).not.toContain('wait');
    expect(after).not.toContain('send');
    await clock.advance(3_600_000);
    await w.runtime.idle();
    expect(w.sends()).toEqual(['first']);
  });
});

describe('turn triggers', () => {
  it('calls a turn started for a message a message turn', async () => {
    const w = await world(['# «send»\nHello!']);
    const m = w.simulator.seed('7', { from: '7', text: 'hi' });
    await w.runtime.startTurn('7', m.id);
    await w.runtime.idle();
    const [entry] = await w.journal.ofChat('Heidi', '7');
    expect(entry?.turn.trigger).toBe('message');
  });
});
