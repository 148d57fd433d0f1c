import type { MessageLog } from '../store/messages.js';
import type { TaskRepo } from '../store/tasks.js';
import type { Logger } from '../support/log.js';
import type { TaskType } from '../tasks/types.js';
import type { InboundMessage } from '../telegram/types.js';

/** Pending work a newer message makes obsolete: the previous turn and its unsent messages. */
export const REPLACED_BY_NEW_MESSAGE: readonly TaskType[] = ['received', 'send', 'sticker', 'react'];

export interface IntakeDeps {
  agent: string;
  messages: MessageLog;
  tasks: TaskRepo;
  log: Logger;
  now: () => number;
  /** How long a turn waits for more messages of a burst before it starts. */
  debounceMs: number;
  /** Starts work on the conversation. */
  kick: (chatId: string) => void;
}

export type IntakeOutcome = 'queued' | 'duplicate' | 'own';

/**
 * Takes one inbound message: persisted before any work (so a crash loses nothing), duplicates
 * dropped, then the conversation is replanned around one new `received` turn. The turn waits
 * `debounceMs`; a newer message in that time replaces it, so a burst costs one model call.
 */
export async function acceptMessage(deps: IntakeDeps, message: InboundMessage): Promise<IntakeOutcome> {
  if (message.out) return 'own';
  const fresh = await deps.messages.remember(deps.agent, message);
  if (!fresh) {
    deps.log.debug('duplicate message ignored', { chat: message.chatId, message: message.id });
    return 'duplicate';
  }
  const replaced = await deps.tasks.cancelPending(deps.agent, message.chatId, REPLACED_BY_NEW_MESSAGE);
  const turn = { type: 'received' as const, params: { targetId: message.id } };
  await deps.tasks.appendChain(deps.agent, message.chatId, [turn], {
    notBefore: deps.now() + deps.debounceMs,
  });
  deps.log.info('message received', { chat: message.chatId, message: message.id, replaced });
  deps.kick(message.chatId);
  return 'queued';
}
