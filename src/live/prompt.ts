import { runTurn, type TurnMemory } from '../agent/turn.js';
import { loadPersonaPrompts } from '../config/prompts.js';
import type { ModelPort, ModelRequest } from '../llm/types.js';
import { loadCuratedMedia } from '../media/curated.js';
import { EventRepo } from '../store/events.js';
import { MediaDescriptions, OverlayMediaCache } from '../store/media.js';
import { MemoryRepo } from '../store/memory.js';
import { MessageLog, OverlayMessages } from '../store/messages.js';
import { openStore } from '../store/open.js';
import { UserError } from '../support/errors.js';
import { ReadOnlyTelegram } from '../telegram/read-only.js';
import type { MessageId } from '../telegram/types.js';
import { requestSize } from '../terminal/render.js';
import type { PromptResult } from '../terminal/results.js';
import { jsonId } from '../terminal/results.js';
import { type LiveCommandOptions, liveMediaLibrary, withLiveAccount } from './account.js';

export interface LivePromptOptions extends LiveCommandOptions {
  /** The chat: a marked id or an @username. */
  chat: string;
  /** The message to answer; default the newest incoming one. */
  target?: MessageId;
}

/**
 * `character-agent prompt <chat> --persona P`: the exact request the persona would send for a
 * live chat, built by the real turn (history, reply context, media, assembly, prompt build)
 * with a model that records the request and stays silent. Nothing changes anywhere:
 *
 * - Telegram is read through `ReadOnlyTelegram`: no read receipt, no typing, no reaction, no
 *   message, whatever the turn asks for (`live.heldBack` lists what it asked for);
 * - the state database is opened read-only: the session, known messages and media descriptions
 *   come from it, while what this turn learns (fetched messages, new descriptions) stays in an
 *   in-memory store that is dropped at the end; the turn runs without the scheduler, so no task
 *   is stored or planned.
 *
 * New media is described by Gemini only when GEMINI_API_KEY is set, within the turn's budget;
 * those descriptions are not kept (`media describe` keeps them).
 */
export async function promptLive(options: LivePromptOptions): Promise<PromptResult> {
  return withLiveAccount({ ...options, command: 'prompt <chat>', database: 'read-only' }, async (account) => {
    const { config, persona, telegram, log, clock } = account;
    const chatId = await telegram.findChat(options.chat, config.telegram.scanMaxDialogs);
    if (!chatId) {
      throw new UserError(
        options.chat.startsWith('@')
          ? `no chat ${options.chat} on ${persona.name}'s account (Telegram knows no such username)`
          : `no chat ${options.chat} among the newest ${config.telegram.scanMaxDialogs} dialogs of ${persona.name}'s account (telegram.scan_max_dialogs)`,
      );
    }
    const port = new ReadOnlyTelegram(telegram, log);
    const memory = await openStore(':memory:');
    try {
      const now = () => clock.now();
      const media = liveMediaLibrary({
        config,
        curated: loadCuratedMedia(config.mediaDir),
        cache: new OverlayMediaCache(
          new MediaDescriptions(account.store.db),
          new MediaDescriptions(memory.db),
        ),
        model: account.model,
        port,
        clock,
        log,
      });
      const sent: ModelRequest[] = [];
      const silent: ModelPort = {
        generate: async (request) => {
          sent.push(request);
          return { kind: 'silent', reason: 'prompt only shows the request' };
        },
      };
      const report = await runTurn(
        {
          agent: persona.name,
          persona: () => persona,
          prompts: () => loadPersonaPrompts(config, persona),
          admins: () => config.admins,
          port,
          model: silent,
          media,
          messages: new OverlayMessages(
            new MessageLog(account.store.db, now),
            new MessageLog(memory.db, now),
          ),
          clock,
          log,
          // What `run` would show of memory, read only: showing a person does not count as using them.
          memory: readOnlyMemory(new MemoryRepo(account.store.db, now)),
          // The chat's plans as `run` lists them (a read); an event step is never planned here.
          events: new EventRepo(account.store.db, now),
          // Unreachable with a silent model; a plan here would be a bug, not a prompt.
          enqueue: async () => {
            throw new Error('prompt only looks: nothing may be planned');
          },
        },
        // What `run` would do for this chat if it started now: its start-up scan answers it.
        { chatId, targetId: options.target, trigger: { kind: 'unread-scan' } },
      );
      const request = sent[0];
      if (!request || report.targetId === undefined) {
        throw new UserError(
          options.target === undefined
            ? `chat ${options.chat} has no incoming message to answer`
            : `message ${options.target} is not in chat ${options.chat} (deleted, or never there)`,
        );
      }
      const chat = await port.chat(chatId);
      return {
        persona: persona.name,
        config_file: options.configFile,
        chat: { id: jsonId(chatId), type: chat.kind, title: chat.title },
        target: report.targetId,
        request,
        characters: requestSize(request),
        live: {
          heldBack: [...new Set(port.heldBack.map((h) => h.action))],
          media: report.media ?? {},
          gemini: account.model !== undefined,
        },
      };
    } finally {
      await memory.close();
    }
  });
}

function readOnlyMemory(repo: MemoryRepo): TurnMemory {
  return {
    forChat: (agent, chatId, people) => repo.forChat(agent, chatId, people),
  };
}
