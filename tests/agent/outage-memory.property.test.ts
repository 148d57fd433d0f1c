import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConnectionWait, downtimeMs, type Outage } from '../../src/agent/connection-wait.js';
import { Gate } from '../../src/intake/gate.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { createSimWorld } from '../../src/offline/sim-world.js';
import { ConnectionMemory } from '../../src/store/connection-memory.js';
import { VirtualClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import type { Task } from '../../src/tasks/types.js';
import { persona, prompts } from '../helpers.js';
import { seedFrom } from '../property.js';

/**
 * The connection wait and the gate's own unread marks over the real store, the simulator and the
 * real runtime (its model on loopback), through any interleaving of the connection going down
 * and up, replies falling due, time passing, scans, Telegram telling of a mark, the owner opening
 * a chat, and restarts (a new wait and gate on the same database, nothing carried over in
 * memory; each restart comes between two steps, once what was decided is written). An oracle
 * keeps the outages and each reply's first wait across restarts.
 */
const MAX_WAIT_MS = 10_000;
const CHATS = ['7', '8', '9'] as const;
const GIVEN_UP_LINE = 'a reply was given up while Telegram could not be reached: marking the chat unread';

type Step =
  | { kind: 'down' }
  | { kind: 'up' }
  | { kind: 'reply'; chat: string }
  | { kind: 'pass'; ms: number }
  | { kind: 'restart' }
  | { kind: 'scan' }
  | { kind: 'told'; chat: string }
  | { kind: 'owner-reads'; chat: string };

const chat = fc.constantFrom(...CHATS);
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'down' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'up' as const }), weight: 1 },
  { arbitrary: chat.map((c) => ({ kind: 'reply' as const, chat: c })), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 15_000 }).map((ms) => ({ kind: 'pass' as const, ms })), weight: 4 },
  { arbitrary: fc.constant({ kind: 'restart' as const }), weight: 2 },
  fc.constant({ kind: 'scan' as const }),
  chat.map((c) => ({ kind: 'told' as const, chat: c })),
  chat.map((c) => ({ kind: 'owner-reads' as const, chat: c })),
);

async function world() {
  const server = new ScriptedGeminiServer(() => textResponse('# «send»\nok'));
  const log = memoryLogger();
  const sim = await createSimWorld({
    clock: new VirtualClock(Date.parse('2026-01-02T15:00:00Z')),
    log,
    telegram: {
      me: { id: '42', name: 'Heidi', username: 'heidi' },
      users: CHATS.map((id) => ({ id, name: `User ${id}` })),
      chats: CHATS.map((id) => ({ id, kind: 'direct' as const, title: `User ${id}` })),
    },
    model: { server },
    persona: () => persona({ name: 'Heidi' }),
    prompts: () => prompts(),
  });
  /** A new process on the same database: the wait and the gate take up what is stored. */
  const start = async () => {
    const memory = new ConnectionMemory(sim.store.db, 'Heidi');
    const wait = new ConnectionWait({ maxWaitMs: MAX_WAIT_MS, memory, log });
    await wait.restore(sim.clock.now());
    const gate = new Gate({
      port: sim.simulator,
      sink: sim.runtime,
      clock: sim.clock,
      log,
      ownMarks: memory,
      options: { scanPaceMs: 0 },
    });
    return { wait, gate };
  };
  return { sim, server, log, start };
}

describe('what the persona knows about outages, across restarts', () => {
  it('marks a chat unread once per give-up, at the next reconnection, and its own mark never starts a turn', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 30, size: 'max' }), async (steps) => {
        const w = await world();
        try {
          let { wait, gate } = await w.start();
          const now = () => w.sim.clock.now();
          // The oracle.
          let downSince: number | undefined;
          const outages: Outage[] = [];
          const held = new Map<string, { task: Task; firstWaited?: number }>();
          const toMark = new Set<string>();
          const marksDue = new Map<string, number>();

          const connectionBack = async () => {
            wait.returned(now());
            await wait.markGivenUp((c) => gate.markUnread(c));
            for (const c of toMark) marksDue.set(c, (marksDue.get(c) ?? 0) + 1);
            toMark.clear();
          };
          const judge = async (entry: { task: Task; firstWaited?: number }) => {
            const { task } = entry;
            const verdict = wait.readiness(task, now());
            if (downSince === undefined) {
              expect(verdict).toEqual({ ready: true });
              held.delete(task.id);
              await w.sim.runtime.tasks.complete(task.id);
              return;
            }
            entry.firstWaited ??= now();
            const waited = downtimeMs(outages, downSince, entry.firstWaited, now());
            if (waited >= MAX_WAIT_MS) {
              expect(verdict).toMatchObject({ giveUp: expect.stringContaining('send_wait_max_minutes') });
              held.delete(task.id);
              toMark.add(task.chatId);
              // What the scheduler does with a give-up.
              await w.sim.runtime.tasks.fail(task.id, 'given up');
              return;
            }
            expect(verdict).toMatchObject({ heldUntil: now() + MAX_WAIT_MS - waited, untilWoken: true });
          };

          for (const s of steps) {
            switch (s.kind) {
              case 'down':
                if (downSince !== undefined) break;
                downSince = now();
                wait.lost(now());
                break;
              case 'up':
                if (downSince === undefined) break;
                outages.push({ from: downSince, to: now() });
                downSince = undefined;
                await connectionBack();
                break;
              case 'reply': {
                const [task] = await w.sim.runtime.tasks.appendChain('Heidi', s.chat, [
                  { type: 'send', params: { text: 'hi' } },
                ]);
                if (!task) throw new Error('no task stored');
                const entry = { task };
                held.set(task.id, entry);
                await judge(entry);
                break;
              }
              case 'pass':
                w.sim.clock.advance(s.ms);
                for (const entry of [...held.values()]) await judge(entry);
                break;
              case 'restart':
                await wait.saved();
                ({ wait, gate } = await w.start());
                expect(wait.connected).toBe(downSince === undefined);
                // Started with Telegram reachable: what the last run left is marked now.
                if (downSince === undefined) await connectionBack();
                break;
              case 'scan':
                await gate.scan('periodic');
                break;
              case 'told':
                if (w.sim.simulator.isMarkedUnread(s.chat)) await gate.onMarkedUnread(s.chat);
                break;
              case 'owner-reads':
                await w.sim.simulator.clearUnreadMark(s.chat);
                break;
            }
          }
          await w.sim.runtime.idle();
          const marked = new Map<string, number>();
          for (const e of w.log.entries)
            if (e.msg === GIVEN_UP_LINE) {
              const c = String(e.fields.chat);
              marked.set(c, (marked.get(c) ?? 0) + 1);
            }
          expect(marked).toEqual(marksDue);
          expect(w.server.requests).toHaveLength(0);
          expect(w.sim.reports).toEqual([]);
        } finally {
          await w.sim.runtime.stop();
          await w.sim.close();
        }
      }),
      {
        numRuns: 60,
        seed: seedFrom('OUTAGE_MEMORY_SEED', 20261127),
        // The case in words: a reply given up, its chat marked, the process restarted, a scan.
        examples: [
          [
            [
              { kind: 'down' },
              { kind: 'reply', chat: '7' },
              { kind: 'pass', ms: 8_000 },
              { kind: 'pass', ms: 8_000 },
              { kind: 'up' },
              { kind: 'restart' },
              { kind: 'scan' },
              { kind: 'told', chat: '7' },
            ],
          ],
        ],
      },
    );
  });
});
