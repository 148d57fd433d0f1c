import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, textResponse } from '../../src/llm/scripted-server.js';
import { MemoryRepo } from '../../src/store/memory.js';
import type { Db } from '../../src/store/schema.js';
import { RetryableError } from '../../src/support/errors.js';
import { Limiter } from '../../src/tasks/limiter.js';
import { ManualClock } from '../manual-clock.js';
import { eventually, world } from './world.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});
async function make(...args: Parameters<typeof world>) {
  const w = await world(...args);
  cleanups.push(w.cleanup);
  return w;
}
const statusOn = { persona: { statusReactions: true } };

/** A promise a model answer can wait on, and the call that lets it go. */
function gate(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

describe('status reactions', () => {
  it('show 👀 when queued, 🤔 while the model works and 🏆 once the answer is delivered', async () => {
    const w = await make({ ...statusOn, replies: ['# «send»\nHello Alice!'] });
    const hi = w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.reactions()).toEqual([`${hi.id}:👀`, `${hi.id}:🤔`, `${hi.id}:🏆`]);
    const types = w.simulator.actions.map((a) => a.type);
    expect(types.lastIndexOf('react')).toBeGreaterThan(types.indexOf('send'));
  });

  it('are off unless the persona turns them on', async () => {
    const w = await make({ replies: ['# «send»\nHello Alice!'] });
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.reactions()).toEqual([]);
    expect(w.sends()).toEqual(['Hello Alice!']);
  });

  it('show 👍 when the message was handled without a text reply', async () => {
    const w = await make({ ...statusOn, replies: [''] });
    const hi = w.simulator.receive('7', { from: '7', text: 'ok bye' });
    await w.runtime.idle();
    expect(w.reactions().at(-1)).toBe(`${hi.id}:👍`);
  });

  it('leave the persona’s own reaction on a message instead of a final status', async () => {
    const w = await make({ ...statusOn, replies: ['# «react»\n❤️'] });
    const hi = w.simulator.receive('7', { from: '7', text: 'I got the job!' });
    await w.runtime.idle();
    expect(w.reactions()).toEqual([`${hi.id}:👀`, `${hi.id}:🤔`, `${hi.id}:❤`]);
  });

  it('show 😱 when the model fails for good, and the log says why', async () => {
    const w = await make({ ...statusOn, responder: () => errorResponse(400, 'API key not valid') });
    const hi = w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.reactions().at(-1)).toBe(`${hi.id}:😱`);
    expect(w.sends()).toEqual([]);
    expect(w.log.entries.find((e) => e.msg === 'task failed')?.fields).toMatchObject({
      type: 'received',
      chat: '7',
    });
    expect(w.log.entries.some((e) => e.msg === 'turn ended with an error')).toBe(true);
  });

  it('show 😱 when a send fails after its retries, logged with the chat and the message', async () => {
    const w = await make({ ...statusOn, replies: ['# «send»\nYou will never see this'] });
    for (let i = 0; i < 4; i++) w.simulator.failNext('sendText', new RetryableError('FLOOD_WAIT_1'));
    const hi = w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.sends()).toEqual([]);
    expect(w.reactions().at(-1)).toBe(`${hi.id}:😱`);
    expect(w.log.entries.filter((e) => e.msg === 'task failed, will retry')).toHaveLength(3);
    expect(w.log.entries.find((e) => e.msg === 'task failed')?.fields).toMatchObject({
      type: 'send',
      chat: '7',
      message: 'You will never see this',
      attempts: 4,
    });
  });

  it('never hold up the reply when a reaction fails', async () => {
    const w = await make({ ...statusOn, replies: ['# «send»\nStill here'] });
    for (let i = 0; i < 3; i++) w.simulator.failNext('react', new Error('REACTIONS_TOO_MANY'));
    w.simulator.receive('7', { from: '7', text: 'hi' });
    await w.runtime.idle();
    expect(w.sends()).toEqual(['Still here']);
    expect(w.log.entries.filter((e) => e.msg.startsWith('status reaction not shown'))).toHaveLength(3);
  });
});

/** The notes the persona keeps on Alice's chat. */
async function notesOf(w: { store: { db: Db } }): Promise<string[]> {
  return (await new MemoryRepo(w.store.db, () => 0).notes('Heidi', '7')).map((n) => n.text);
}

describe('replanning', () => {
  it('drops a plan written before a newer message arrived and answers both with one turn', async () => {
    const { held, release } = gate();
    const w = await make({
      ...statusOn,
      responder: async (_req, i) => {
        if (i === 0) await held;
        return textResponse(
          i === 0
            ? '# «send»\nAnswer to the first only\n\n# «note»\nAlice wrote first'
            : '# «send»\nAnswer to both',
        );
      },
    });
    const first = w.simulator.receive('7', { from: '7', text: 'first' });
    await eventually(() => w.server.requests.length === 1, 'the first model call');
    const second = w.simulator.receive('7', { from: '7', text: 'second' });
    await eventually(() => w.reactions().includes(`${second.id}:👀`), 'the second message queued');
    release();
    await w.runtime.idle();
    expect(w.sends()).toEqual(['Answer to both']);
    expect(w.reactions().slice(-2)).toEqual([`${first.id}:🏆`, `${second.id}:🏆`]);
    expect(w.log.entries.some((e) => e.msg.startsWith('plan not sent: a newer message arrived'))).toBe(true);
    // What the superseded answer decided is kept: only its messages are not sent.
    expect(await notesOf(w)).toEqual(['Alice wrote first']);
  });

  it('drops a plan written for a text the person edited while the model worked, and answers the new text', async () => {
    const { held, release } = gate();
    const w = await make({
      responder: async (req, i) => {
        if (i === 0) await held;
        const sawEdit = JSON.stringify(req).includes('at 8, not 7');
        return textResponse(
          sawEdit ? '# «send»\nSee you at 8' : '# «send»\nSee you at 7\n\n# «note»\nDinner planned',
        );
      },
    });
    w.simulator.onEdited((m) => w.runtime.edited(m));
    const asked = w.simulator.receive('7', { from: '7', text: 'dinner at 7?' });
    await eventually(() => w.server.requests.length === 1, 'the first model call');
    w.simulator.editMessage('7', asked.id, 'dinner tonight, at 8, not 7?');
    await eventually(() => w.log.entries.some((e) => e.msg === 'message edited'), 'the edit taken in');
    release();
    await w.runtime.idle();
    expect(w.sends()).toEqual(['See you at 8']);
    expect(w.server.requests).toHaveLength(2);
    expect(w.log.entries.some((e) => e.msg.startsWith('plan not sent: a message was edited meanwhile'))).toBe(
      true,
    );
    expect(await notesOf(w)).toEqual(['Dinner planned']);
  });

  it('keeps an edit made while a turn was under way over the copy that turn had fetched', async () => {
    const { held, release } = gate();
    const w = await make({
      responder: async (_req, i) => {
        if (i === 1) await held;
        return textResponse('# «send»\nSure');
      },
    });
    w.simulator.onEdited((m) => w.runtime.edited(m));
    w.simulator.receive('7', { from: '7', text: 'tea?' });
    await w.runtime.idle();
    const mine = w.simulator.messages('7').find((m) => m.out);
    if (!mine) throw new Error('the persona answered');
    // The second turn fetches the chat with the persona's message as it was, and holds that
    // copy until its plan is stored; the account owner edits the message meanwhile.
    w.simulator.receive('7', { from: '7', text: 'and cake?' });
    await eventually(() => w.server.requests.length === 2, 'the second model call');
    w.simulator.editMessage('7', mine.id, 'Sure, with milk');
    await eventually(() => w.log.entries.some((e) => e.msg === 'message edited'), 'the edit taken in');
    release();
    await w.runtime.idle();
    expect(w.sends()).toEqual(['Sure', 'Sure']);
    expect((await w.runtime.messages.get('Heidi', '7', mine.id))?.text).toBe('Sure, with milk');
  });

  it('an edit that changes nothing the turn showed leaves its plan alone', async () => {
    const { held, release } = gate();
    const w = await make({
      responder: async (_req, i) => {
        if (i === 0) await held;
        return textResponse('# «send»\nSure');
      },
    });
    w.simulator.onEdited((m) => w.runtime.edited(m));
    const asked = w.simulator.receive('7', { from: '7', text: 'tea?' });
    await eventually(() => w.server.requests.length === 1, 'the first model call');
    w.simulator.editMessage('7', asked.id, 'tea?');
    await eventually(() => w.log.entries.some((e) => e.msg === 'message edited'), 'the edit taken in');
    release();
    await w.runtime.idle();
    expect(w.sends()).toEqual(['Sure']);
    expect(w.server.requests).toHaveLength(1);
  });

  it('does not call the model for a turn whose chat got a newer message while it waited for a slot', async () => {
    const { held, release } = gate();
    const asked: string[] = [];
    const modelLimiter = new Limiter(1);
    const w = await make({
      runtime: { modelLimiter },
      responder: async (req) => {
        const body = req.body as { contents: { parts: { text: string }[] }[] };
        const texts = body.contents
          .flatMap((c) => c.parts.flatMap((p) => p.text.split('\n')))
          .filter((t) => !t.startsWith('⟦'));
        asked.push(texts.join(' + '));
        if (texts.includes('busy')) await held;
        return textResponse('# «send»\nok');
      },
    });
    w.simulator.receive('8', { from: '8', text: 'busy' });
    await eventually(() => asked.length === 1, 'the slot taken');
    w.simulator.receive('7', { from: '7', text: 'one' });
    await eventually(
      () => w.log.entries.some((e) => e.msg === 'message received' && e.fields.chat === '7'),
      'one',
    );
    await eventually(() => modelLimiter.waiting === 1, 'one waiting for the model slot');
    w.simulator.receive('7', { from: '7', text: 'two' });
    await eventually(() => w.log.entries.filter((e) => e.msg === 'message received').length === 3, 'two');
    release();
    await w.runtime.idle();
    expect(asked).toEqual(['busy', 'one + two']);
    expect(w.sends()).toEqual(['ok', 'ok']);
  });

  it('keeps a running block → wait → unblock when a new message arrives (nobody stays blocked)', async () => {
    const clock = new ManualClock(Date.parse('2026-01-02T15:00:00Z'));
    const w = await make({
      clock,
      persona: { typing: { charsPerSecond: 30, minSeconds: 0, maxSeconds: 0 } },
      runtime: { settings: { debounceMs: 0 } },
      replies: ['# «send»\nThat was rude.\n# «block»\n# «wait»\ndelay: 3600\n# «unblock»', '# «send»\nHm?'],
    });
    w.simulator.receive('7', { from: '7', text: 'rude words' });
    await eventually(() => w.simulator.blocked.has('7'), 'the block');
    await clock.advance(60_000);
    w.simulator.receive('7', { from: '7', text: 'sorry!' });
    await eventually(() => w.sends().includes('Hm?'), 'the second answer');
    expect(w.simulator.blocked.has('7')).toBe(true);
    await clock.advance(3_540_000);
    await eventually(() => !w.simulator.blocked.has('7'), 'the unblock');
    await w.runtime.idle();
    expect(
      w.simulator.actions.filter((a) => a.type !== 'typing' && a.type !== 'read').map((a) => a.type),
    ).toEqual(['send', 'block', 'send', 'unblock']);
  });
});

describe('engine limits and restarts', () => {
  it('keeps concurrent model calls within the shared limit, across conversations', async () => {
    let inFlight = 0;
    let peak = 0;
    const modelLimiter = new Limiter(1);
    const w = await make({
      runtime: { modelLimiter },
      responder: async (_req, i) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        // The first call lasts until the other conversation waits for the slot (or, were the
        // limit broken, until its call overlaps this one).
        if (i === 0) await eventually(() => modelLimiter.waiting === 1 || inFlight > 1, 'the second turn');
        inFlight--;
        return textResponse('# «send»\nhi');
      },
    });
    w.simulator.receive('7', { from: '7', text: 'hello' });
    w.simulator.receive('8', { from: '8', text: 'hello' });
    await w.runtime.idle();
    expect(w.server.requests).toHaveLength(2);
    expect(peak).toBe(1);
    expect(w.sends()).toEqual(['hi', 'hi']);
  });

  it('stops in the middle of a plan and a new runtime on the same database finishes it', async () => {
    const clock = new ManualClock(Date.parse('2026-01-02T15:00:00Z'));
    const w = await make({
      clock,
      persona: { typing: { charsPerSecond: 30, minSeconds: 0, maxSeconds: 0 } },
      runtime: { settings: { debounceMs: 0 } },
      replies: ['# «send»\nOne\n# «wait»\ndelay: 60\n# «send»\nTwo'],
    });
    w.simulator.receive('7', { from: '7', text: 'tell me two things' });
    await eventually(() => w.sends().length === 1, 'the first send');
    await w.runtime.stop(0);
    await clock.advance(30_000);

    const again = w.make();
    await again.resume();
    await clock.advance(29_000);
    expect(w.sends()).toEqual(['One']);
    await clock.advance(1_000);
    await eventually(() => w.sends().length === 2, 'the second send');
    await again.idle();
    expect(w.sends()).toEqual(['One', 'Two']);
    expect(w.server.requests).toHaveLength(1);
  });
});
