import type { MemorySettings } from '../config/resolved.js';
import { DEFAULT_MEMORY } from '../config/schema.js';
import { truncate } from '../conversation/sanitize.js';
import type { EngineStore } from '../store/engine.js';
import type { MemoryRepo, MemoryWrite } from '../store/memory.js';
import type { Logger } from '../support/log.js';
import type { StepHandlers, TaskResult } from '../tasks/scheduler.js';
import type { NewTask, Task } from '../tasks/types.js';
import type { ChatId } from '../telegram/types.js';

export interface MemoryDeps {
  log: Logger;
  /** The persona's caps; the defaults when absent. */
  memory: () => MemorySettings | undefined;
}

/** A memory step as planned: a note, a memory or a person's fact. */
export type MemoryStep = NewTask<'note' | 'remember' | 'person'>;

/**
 * Writes one memory step of the persona's, learned in `chatId`, within the caps: the one way a
 * turn's blocks and the summariser's facts become memory.
 */
export async function writeMemoryStep(
  memory: MemoryRepo,
  agent: string,
  chatId: ChatId,
  step: MemoryStep,
  limits: MemorySettings,
): Promise<MemoryWrite> {
  const text = truncate(step.params.text.trim(), limits.entryMaxCharacters);
  const { pinned } = step.params;
  if (step.type === 'person') {
    const { user, shared } = step.params;
    return memory.writePerson(agent, user, { chat: chatId, text, shared, pinned }, limits.people);
  }
  const shared = 'shared' in step.params ? step.params.shared : undefined;
  const change = { id: step.params.id, text, shared, pinned };
  return step.type === 'note'
    ? memory.write(agent, 'note', chatId, change, limits.notesPerChat)
    : memory.write(agent, 'memory', chatId, change, limits.memories);
}

/**
 * Handlers of the steps that change what the persona remembers. Each write is stored in the
 * transaction that stores the turn's plan (the task is stored done there), so it is written once,
 * whole, and nothing that happens to the plan's messages undoes it; nothing reaches Telegram.
 */
export function memoryHandlers(
  deps: MemoryDeps,
): Pick<StepHandlers<EngineStore>, 'note' | 'remember' | 'person'> {
  const handle = async (task: Task<'note' | 'remember' | 'person'>): Promise<TaskResult<EngineStore>> => ({
    commit: async (store) => {
      const step = { type: task.type, params: task.params } as MemoryStep;
      const write = await writeMemoryStep(
        store.memory,
        task.agent,
        task.chatId,
        step,
        deps.memory() ?? DEFAULT_MEMORY,
      );
      const detail = { chat: task.chatId, id: write.id, dropped: write.dropped };
      if (write.action === 'unknown') deps.log.info(`${task.type}: nothing to delete under that id`, detail);
      else deps.log.info(`${task.type} ${write.action}`, detail);
    },
  });
  return { note: handle, remember: handle, person: handle };
}
