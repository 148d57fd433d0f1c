import type { MemorySettings } from '../config/resolved.js';
import { DEFAULT_MEMORY } from '../config/schema.js';
import { truncate } from '../conversation/sanitize.js';
import type { EngineStore } from '../store/engine.js';
import type { MemoryWrite } from '../store/memory.js';
import type { Logger } from '../support/log.js';
import type { StepHandlers, TaskResult } from '../tasks/scheduler.js';
import type { Task } from '../tasks/types.js';

export interface MemoryDeps {
  log: Logger;
  /** The persona's caps; the defaults when absent. */
  memory: () => MemorySettings | undefined;
}

/**
 * Handlers of the steps that change what the persona remembers. Each write is stored in the
 * transaction that stores the turn's plan (the task is stored done there), so it is written once,
 * whole, and nothing that happens to the plan's messages undoes it; nothing reaches Telegram.
 */
export function memoryHandlers(
  deps: MemoryDeps,
): Pick<StepHandlers<EngineStore>, 'note' | 'remember' | 'person'> {
  const settings = () => deps.memory() ?? DEFAULT_MEMORY;
  const text = (raw: string) => truncate(raw.trim(), settings().entryMaxCharacters);
  const logged = (task: Task<'note' | 'remember' | 'person'>, write: MemoryWrite) => {
    const detail = { chat: task.chatId, id: write.id, dropped: write.dropped };
    if (write.action === 'unknown') deps.log.info(`${task.type}: nothing to delete under that id`, detail);
    else deps.log.info(`${task.type} ${write.action}`, detail);
  };
  // A note and a memory differ only in their kind and cap: both are written in the task's commit.
  const entry = (
    task: Task<'note' | 'remember'>,
    kind: 'note' | 'memory',
    cap: () => number,
  ): TaskResult<EngineStore> => ({
    commit: async (store) => {
      const shared = 'shared' in task.params ? task.params.shared : undefined;
      const change = { id: task.params.id, text: text(task.params.text), shared, pinned: task.params.pinned };
      logged(task, await store.memory.write(task.agent, kind, task.chatId, change, cap()));
    },
  });
  return {
    async note(task) {
      return entry(task, 'note', () => settings().notesPerChat);
    },
    async remember(task) {
      return entry(task, 'memory', () => settings().memories);
    },
    async person(task): Promise<TaskResult<EngineStore>> {
      return {
        commit: async (store) => {
          const { user } = task.params;
          logged(
            task,
            await store.memory.writePerson(
              task.agent,
              user,
              {
                chat: task.chatId,
                text: text(task.params.text),
                shared: task.params.shared,
                pinned: task.params.pinned,
              },
              settings().people,
            ),
          );
        },
      };
    },
  };
}
