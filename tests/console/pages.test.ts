import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatPage, chatsPage, underTheirGroups } from '../../src/console/pages.js';
import { groupOf, topicConversation } from '../../src/telegram/topics.js';
import type { InboundMessage } from '../../src/telegram/types.js';
import { seedFrom } from '../property.js';

describe('chatPage', () => {
  it('shows a turn that failed for good with its error, escaped', () => {
    const page = chatPage({
      persona: 'Heidi',
      chatId: '7',
      title: 'Alice',
      paused: false,
      messages: [],
      openTasks: [],
      turns: [
        {
          turn: {
            turnId: 't1',
            agent: 'Heidi',
            chatId: '7',
            at: 0,
            trigger: 'message',
            steps: [],
            issues: [],
            tasks: [],
            error: 'model said <b>no</b>',
          },
          graphId: undefined,
          actions: [],
        },
      ],
      csrf: 'c',
      taskContext: { now: 0, timeZone: 'UTC' },
      time: () => 'then',
    }).value;
    expect(page).toContain('<span class="badge paused">failed</span>');
    expect(page).toContain('failed for good: model said &lt;b&gt;no&lt;/b&gt;');
  });

  it('says why the persona may not write in the chat, escaped, and nothing when it may', () => {
    const page = (cannotWrite?: string) =>
      chatPage({
        persona: 'Heidi',
        chatId: '-1005',
        title: 'Announcements',
        paused: false,
        ...(cannotWrite === undefined ? {} : { cannotWrite }),
        messages: [],
        openTasks: [],
        turns: [],
        csrf: 'c',
        taskContext: { now: 0, timeZone: 'UTC' },
        time: () => 'then',
      }).value;
    expect(page('only admins may write in <this> group')).toContain(
      '<span class="badge paused">cannot write</span> only admins may write in &lt;this&gt; group',
    );
    expect(page()).not.toContain('cannot write');
  });
});

describe('the chat list', () => {
  const message = (chatId: string, date: number): InboundMessage => ({
    chatId,
    id: date,
    senderId: '7',
    senderName: 'Alice',
    out: false,
    date,
    text: 'hi',
    media: [],
    reactions: [],
    mentioned: false,
  });

  it('lists each forum topic under its group, the groups by their newest conversation', () => {
    const groups = fc.constantFrom('-1005', '-1006', '7', '8');
    const rows = fc.uniqueArray(
      fc.record({
        group: groups,
        topic: fc.option(fc.integer({ min: 2, max: 9 }), { nil: undefined }),
        date: fc.integer({ min: 1, max: 1_000 }),
      }),
      { selector: (r) => `${r.group}/${r.topic}`, maxLength: 12 },
    );
    fc.assert(
      fc.property(rows, (drawn) => {
        const listed = underTheirGroups(
          drawn.map((r) => ({ chatId: topicConversation(r.group, r.topic), last: message(r.group, r.date) })),
        );
        const order = listed.map((r) => groupOf(r.chatId));
        // Each group's conversations are together, the group itself first.
        expect(order.filter((g, i) => order.indexOf(g) !== i && order[i - 1] !== g)).toEqual([]);
        for (const [i, r] of listed.entries())
          if (r.chatId === groupOf(r.chatId)) expect(order.indexOf(r.chatId)).toBe(i);
        expect(listed).toHaveLength(drawn.length);
      }),
      { numRuns: 200, seed: seedFrom('CHAT_LIST_SEED', 20261127) },
    );
  });

  it('names a topic row by its topic alone when its group is listed', () => {
    const row = (chatId: string, title: string) => ({
      chatId,
      title,
      paused: false,
      openTasks: 0,
      last: undefined,
    });
    const page = chatsPage(
      'Heidi',
      [row('-1005/50', 'Book club › Piranesi'), row('-1005', 'Book club'), row('-1009/3', 'Other › Chess')],
      'c',
      () => 'then',
    ).value;
    expect(page).toMatch(/<tr data-chat="-1005"><td><a [^>]*>Book club<\/a>/);
    expect(page).toMatch(/<tr data-chat="-1005\/50" class="topic"><td><a [^>]*>Piranesi<\/a>/);
    expect(page).toMatch(/<tr data-chat="-1009\/3"><td><a [^>]*>Other › Chess<\/a>/);
  });
});
