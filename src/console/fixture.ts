import type { TurnSeen } from '../agent/turn.js';
import type { JournalEntry } from '../store/journal.js';
import type { Account } from '../telegram/types.js';
import { fixtureFromTurn, renderFixture } from '../workbench/save.js';

/**
 * A journal turn as a replay fixture: the chat as the model saw it, the time, the target and
 * the model's answer, so `replay` of the file builds the same request and does the same things.
 * `config` is the absolute path of config.yaml: the file is saved wherever the browser puts it.
 * Undefined for a turn that kept no snapshot.
 */
export function fixtureOfTurn(entry: JournalEntry, configFile: string): string | undefined {
  const seen = asSeen(entry.turn.snapshot);
  if (!seen) return undefined;
  const { turn } = entry;
  const users = new Map<string, Account>();
  for (const m of seen.messages) {
    if (m.senderId === seen.me.id || users.has(m.senderId)) continue;
    const user: Account = { id: m.senderId, name: m.senderName };
    if (m.senderUsername) user.username = m.senderUsername;
    users.set(m.senderId, user);
  }
  const fixture = fixtureFromTurn({
    file: configFile,
    configFile,
    persona: turn.agent,
    chat: { id: turn.chatId, type: seen.chat.kind === 'direct' ? 'direct' : 'group', title: seen.chat.title },
    me: seen.me,
    users: [...users.values()],
    turn: {
      report: {
        chatId: turn.chatId,
        targetId: turn.targetId,
        reply: turn.reply,
        steps: [],
        issues: [],
        notes: [],
        tasks: [],
      },
      snapshot: {
        nowMs: seen.nowMs,
        messages: seen.messages,
        descriptions: new Map(Object.entries(seen.descriptions)),
        actionsStart: 0,
      },
    },
  });
  fixture.config = configFile;
  return renderFixture(
    fixture,
    `Turn ${turn.turnId} of ${turn.agent} in chat ${turn.chatId}, downloaded from the operator console.\nReplay it: character-agent replay <this file>`,
  );
}

function asSeen(value: unknown): TurnSeen | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const seen = value as Partial<TurnSeen>;
  if (!Array.isArray(seen.messages) || !seen.me || !seen.chat || typeof seen.nowMs !== 'number')
    return undefined;
  return { ...seen, descriptions: seen.descriptions ?? {} } as TurnSeen;
}
