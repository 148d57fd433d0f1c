import { describe, expect, it } from 'vitest';
import { START_FORMS } from '../../src/tasks/event-time.js';
import { parseReply } from '../../src/tasks/parse.js';
import { planSteps } from '../../src/tasks/plan.js';

const BERLIN = 'Europe/Berlin';
const NOW = Date.parse('2026-05-03T10:00:00Z'); // 12:00 in Berlin, a Sunday
const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const events = { now: NOW, timeZone: BERLIN, earlierConversation: true };

describe('the event block', () => {
  it('reads a new event: at, every, times and the one-line intent', () => {
    const parsed = parseReply(
      '# «event»\nat: 2026-05-04 09:00\nevery: 1 day\ntimes: 3\nAsk Alice how\nher exam went.\n\n# «send»\nGood luck!',
    );
    expect(parsed.issues).toEqual([]);
    expect(parsed.steps).toEqual([
      {
        type: 'event',
        params: { at: '2026-05-04 09:00', every: '1d', times: 3, what: 'Ask Alice how her exam went.' },
      },
      { type: 'send', params: { text: 'Good luck!' } },
    ]);
  });

  it('changes an event by its id, keeping what it does not name, and cancels one with an empty body', () => {
    const parsed = parseReply('# «event» e3\nevery: 2h\n\n# «event» E4\n\n# «event» #e5 cancel');
    expect(parsed.steps).toEqual([
      { type: 'event', params: { id: 'e3', every: '2h' } },
      { type: 'event', params: { id: 'e4', cancel: true } },
      { type: 'event', params: { id: 'e5', cancel: true } },
    ]);
    expect(parsed.silence).toBe('the answer only changed what the persona remembers or plans');
  });

  it('reads a bare time, `every: once`, and the JSON form', () => {
    expect(parseReply('# «event» e2 at: 21:30\nevery: once').steps).toEqual([
      { type: 'event', params: { id: 'e2', at: '21:30', every: 'once' } },
    ]);
    expect(
      parseReply('[{"type": "event", "at": "08:00", "every": "1w", "what": "Water the plants"}]').steps,
    ).toEqual([{ type: 'event', params: { at: '08:00', every: '1w', what: 'Water the plants' } }]);
  });

  it('drops only the broken block, saying why', () => {
    const parsed = parseReply(
      [
        '# «event»\nat: tomorrow morning\nCall Bob',
        '# «event»\nat: 09:00\nevery: sometimes\nCall Bob',
        '# «event»\nat: 09:00\nevery: 5m\nCall Bob',
        '# «event»\nat: 09:00\nevery: 1d\ntimes: 0\nCall Bob',
        '# «event»\nat: 09:00\ntimes: 3\nCall Bob',
        '# «event»\nCall Bob',
        '# «event»\nat: 09:00',
        '# «send»\nok',
      ].join('\n\n'),
    );
    expect(parsed.steps).toEqual([{ type: 'send', params: { text: 'ok' } }]);
    expect(parsed.issues.map((i) => [i.block, i.reason])).toEqual([
      [1, `event \`at: tomorrow morning\` cannot be read as a time (write ${START_FORMS})`],
      [2, 'event `every: sometimes` is not an interval such as 30m, 2h, 1d or 1w'],
      [3, 'event `every: 5m` is shorter than 30m'],
      [4, 'event `times: 0` is not a number from 1 to 1000'],
      [5, 'event block gives `times:` without `every:`'],
      [6, `event block needs \`at:\` (${START_FORMS})`],
      [7, 'event block needs a line saying what the plan is'],
    ]);
  });

  it('does not take `Event:` in a message for a plan', () => {
    expect(parseReply('Event: the party is on Friday!').steps).toEqual([
      { type: 'send', params: { text: 'Event: the party is on Friday!' } },
    ]);
  });
});

describe('planning an event', () => {
  const plan = (reply: string, context: Partial<Parameters<typeof planSteps>[1]> = {}) =>
    planSteps(parseReply(reply).steps, { chatKind: 'direct', targetId: 1, events, ...context });

  it('resolves the start in the persona’s zone, in direct chats and groups', () => {
    for (const chatKind of ['direct', 'group'] as const)
      expect(plan('# «event»\nat: 09:00\nevery: 1d\nAsk Alice', { chatKind }).tasks).toEqual([
        {
          type: 'event',
          params: { start: { day: day('2026-05-04'), minute: 540 }, every: '1d', what: 'Ask Alice' },
        },
      ]);
    expect(plan('# «event» e3\nat: 2026-05-03 13:00').tasks).toEqual([
      { type: 'event', params: { id: 'e3', start: { day: day('2026-05-03'), minute: 780 } } },
    ]);
  });

  it('drops a one-off in the past with its reason; a recurring one is kept (it starts at its next occurrence)', () => {
    const past = plan('# «event»\nat: 2026-05-03 11:00\nCall Bob');
    expect(past.tasks).toEqual([]);
    expect(past.notes).toEqual([{ step: 1, reason: 'event dropped: 2026-05-03 11:00 has already passed' }]);
    expect(plan('# «event»\nat: 2026-05-03 11:00\nevery: 1d\nCall Bob').tasks).toHaveLength(1);
  });

  it('plans a new or changed event only where the other side has written; a cancel always', () => {
    const quiet = { events: { ...events, earlierConversation: false } };
    const planned = plan('# «event»\nat: 09:00\nCall Bob\n\n# «event» e2\ntimes: 2\n\n# «event» e3', quiet);
    expect(planned.tasks).toEqual([{ type: 'event', params: { id: 'e3', cancel: true } }]);
    expect(planned.notes).toEqual([
      { step: 1, reason: 'event dropped: the other side has not written in this chat yet' },
      { step: 2, reason: 'event e2 dropped: the other side has not written in this chat yet' },
    ]);
    expect(plan('# «event»\nat: 09:00\nCall Bob', { events: undefined }).notes).toEqual([
      { step: 1, reason: 'event dropped: plans are not kept here' },
    ]);
  });
});
