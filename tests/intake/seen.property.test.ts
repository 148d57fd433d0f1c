import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScanMemory } from '../../src/intake/seen.js';
import type { UnreadDialog } from '../../src/telegram/port.js';
import { chance, seedFrom } from '../property.js';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

/** One scan of a chat: how it looks in the dialog list, and how reading it went. */
const scanStep = fc.record({
  newMessage: chance(30),
  markedUnread: chance(20),
  muted: chance(20),
  mentions: fc.integer({ min: 0, max: 2 }),
  ageDays: fc.integer({ min: 0, max: 3 }),
  outcome: fc.constantFrom('judged', 'failed', 'doubted'),
  /** A look-up on the live path failed before the scan: no bearing on the scan's own reading. */
  strayDoubt: chance(20),
});

describe('ScanMemory: a chat is read again only when something reached it', () => {
  it('reads exactly when the chat differs from how a whole scan last judged it, never past the backlog age unless marked', () => {
    fc.assert(
      fc.property(fc.array(scanStep, { minLength: 1, maxLength: 30 }), (steps) => {
        const memory = new ScanMemory();
        let top = 1;
        let judged: string | undefined;
        for (const step of steps) {
          if (step.newMessage) top++;
          const dialog: UnreadDialog = {
            chatId: '-1005',
            kind: 'group',
            title: 'Book club',
            unreadCount: 1,
            unreadMentions: step.mentions,
            markedUnread: step.markedUnread,
            muted: step.muted,
            readInboxMaxId: 0,
            topMessageId: top,
            topMessageDate: Math.floor((NOW - step.ageDays * DAY) / 1000),
          };
          const looks = JSON.stringify([top, step.markedUnread, step.muted, step.mentions]);
          const tooOld = step.ageDays >= 2 && !step.markedUnread;
          if (step.strayDoubt) memory.doubt(dialog.chatId);
          const read = memory.needsReading(dialog, NOW, 1.5 * DAY);
          expect(read).toBe(!tooOld && looks !== judged);
          if (!read) continue;
          // As the gate does: a failed read judges nothing; a judgement that could not read what
          // it needed is in doubt and leaves no memory.
          if (step.outcome === 'failed') continue;
          if (step.outcome === 'doubted') memory.doubt(dialog.chatId);
          memory.judged(dialog);
          if (step.outcome === 'judged') judged = looks;
        }
      }),
      { numRuns: 300, seed: seedFrom('SCAN_MEMORY_SEED') },
    );
  });
});
