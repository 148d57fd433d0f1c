import { describeMediaInBulk, type MediaDescribeReport, parseBudget } from '../media/bulk.js';
import { loadCuratedMedia } from '../media/curated.js';
import type { MediaItem } from '../media/describer.js';
import { MediaDescriptions } from '../store/media.js';
import type { Clock } from '../support/clock.js';
import { errorMessage, UserError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { GramjsTelegram } from '../telegram/gramjs/adapter.js';
import { TELEGRAM_SERVICE_ID } from '../telegram/gramjs/peers.js';
import type { Account, InboundMessage } from '../telegram/types.js';
import { ProgressBar, type ProgressStream } from '../terminal/progress.js';
import { type LiveCommandOptions, liveMediaLibrary, withLiveAccount } from './account.js';

/** Newest dialogs whose media `media describe` looks at, unless `--chats` says otherwise. */
export const DEFAULT_CHATS = 20;

export interface LiveMediaOptions extends LiveCommandOptions {
  budget?: string;
  /** How many of the newest dialogs to read (default 20). */
  chats?: string;
}

/**
 * `character-agent media describe --persona P` on the persona's live account: its sticker sets
 * and the media of its newest chats are described by Gemini under the rules of a turn (one
 * budget for the run, `concurrency` at a time, a timeout per step, failures retried only up to
 * the limit) and cached in the state database, where later turns find them.
 */
export async function describeLiveMedia(
  options: LiveMediaOptions,
  progress: ProgressStream,
): Promise<MediaDescribeReport> {
  // Bad numbers are reported before anything connects.
  const chats = parseChats(options.chats);
  parseBudget(options.budget, 0);
  return withLiveAccount(
    {
      ...options,
      command: 'media describe',
      alternative: '--fixture <file.yaml> to describe a fixture’s media offline',
      database: 'read-write',
      requireModel: true,
    },
    async (account) => {
      const { config, persona, telegram, model, log, clock } = account;
      const budget = parseBudget(options.budget, config.media.budget);
      const media = liveMediaLibrary({
        config,
        curated: loadCuratedMedia(config.mediaDir),
        cache: new MediaDescriptions(account.store.db),
        model,
        port: telegram,
        clock,
        log,
      });
      return describeMediaInBulk({
        persona,
        port: telegram,
        media,
        budget,
        progress: new ProgressBar(progress, 'describing'),
        recent: () =>
          recentMedia({
            telegram,
            me: account.me,
            chats,
            historySize: persona.historySize,
            paceMs: config.telegram.scanPaceMs,
            clock,
            log,
            progress,
          }),
      });
    },
  );
}

/**
 * The media of the newest `chats` dialogs the persona takes part in (not broadcast channels,
 * Saved Messages or Telegram's service chat), each read like a turn reads it (`history_size`
 * messages), chats paced like scans; newest media first across all chats.
 */
async function recentMedia(o: {
  telegram: GramjsTelegram;
  me: Account;
  chats: number;
  historySize: number;
  paceMs: number;
  clock: Clock;
  log: Logger;
  progress: ProgressStream;
}): Promise<MediaItem[]> {
  if (o.chats === 0) return [];
  const dialogs = (await o.telegram.recentChats(o.chats)).filter(
    (c) => c.id !== o.me.id && c.id !== TELEGRAM_SERVICE_ID,
  );
  const bar = new ProgressBar(o.progress, 'reading chats');
  bar.update(0, dialogs.length, '');
  const messages: InboundMessage[] = [];
  for (const [i, chat] of dialogs.entries()) {
    if (i > 0) await o.clock.sleep(o.paceMs);
    try {
      messages.push(...(await o.telegram.history(chat.id, o.historySize)));
    } catch (err) {
      // One unreadable chat (left, banned, a flood wait) does not stop the others.
      o.log.warn('chat not read', { chat: chat.id, reason: errorMessage(err) });
    }
    bar.update(i + 1, dialogs.length, '');
  }
  bar.finish();
  messages.sort((a, b) => b.date - a.date || b.id - a.id);
  return messages.flatMap((m) => m.media.map((ref) => ({ ref, chatId: m.chatId, messageId: m.id })));
}

function parseChats(value: string | undefined): number {
  if (value === undefined) return DEFAULT_CHATS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1000)
    throw new UserError(`--chats: expected a whole number from 0 to 1000, got "${value}"`);
  return n;
}
