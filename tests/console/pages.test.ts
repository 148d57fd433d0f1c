import { describe, expect, it } from 'vitest';
import { chatPage } from '../../src/console/pages.js';

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
