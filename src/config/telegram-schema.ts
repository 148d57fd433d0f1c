import { z } from 'zod';

/** Reading time: length ÷ speed, clamped; a read receipt never comes the instant a message arrives. */
const readDelaySchema = z
  .strictObject({
    chars_per_second: z
      .number()
      .positive()
      .max(1000)
      .default(40)
      .meta({ description: 'Reading speed (default 40).' }),
    min_seconds: z
      .number()
      .min(0)
      .max(600)
      .default(2)
      .meta({ description: 'Shortest reading time (default 2).' }),
    max_seconds: z
      .number()
      .min(0)
      .max(600)
      .default(12)
      .meta({ description: 'Longest reading time (default 12).' }),
  })
  .refine((d) => d.min_seconds <= d.max_seconds, {
    path: ['max_seconds'],
    message: 'must not be less than min_seconds',
  })
  .transform((d) => ({
    charsPerSecond: d.chars_per_second,
    minMs: Math.round(d.min_seconds * 1000),
    maxMs: Math.round(d.max_seconds * 1000),
  }));

/** How long reading a message takes before the chat is marked read: length ÷ speed, clamped. */
export type ReadDelaySettings = z.output<typeof readDelaySchema>;

/** Live Telegram settings (`run`); every field has a default, so the section is optional. */
export const telegramSchema = z
  .strictObject({
    /** Flood waits Telegram asks for up to this long are waited out, then the call is retried. */
    flood_wait_max_seconds: z.int().min(0).max(3600).default(60),
    /** Retries after flood waits for one call before it gives up. */
    flood_wait_retries: z.int().min(0).max(10).default(3),
    /** How often every dialog is checked for unread messages; 0 turns the periodic scan off. */
    scan_interval_seconds: z.int().min(0).max(86_400).default(90),
    /** Pause between the chats a scan looks into, so a scan never hammers the API. */
    scan_pace_ms: z.int().min(0).max(60_000).default(1_000),
    /** The newest dialogs a scan looks at. */
    scan_max_dialogs: z.int().min(1).max(10_000).default(200),
    /** A cheap request this often keeps the update stream flowing and detects a dead connection. */
    keepalive_seconds: z.int().min(5).max(3_600).default(60),
    /** Upper bound of the exponential backoff between reconnection attempts. */
    reconnect_max_seconds: z.int().min(1).max(3_600).default(300),
    send_wait_max_minutes: z
      .number()
      .positive()
      .max(24 * 60)
      .default(30)
      .meta({
        description:
          'A message due while Telegram is unreachable waits for the connection this long at most (default 30); then it fails, and the chat is marked unread once the connection is back, so the owner sees it. Time asleep by the schedule does not count.',
      }),
    /** How long mute settings and the blocklist are trusted before they are fetched again. */
    mute_cache_seconds: z.int().min(0).max(3_600).default(60),
    blocklist_cache_seconds: z.int().min(0).max(3_600).default(60),
    /** Media larger than this is not downloaded (its thumbnail still is). */
    download_max_mb: z.number().positive().max(2_000).default(20),
    /** On SIGINT/SIGTERM, how long in-flight work may finish before the process exits (it resumes later). */
    shutdown_grace_seconds: z.int().min(0).max(600).default(10),
    backlog_max_age_hours: z
      .number()
      .positive()
      .max(24 * 365)
      .default(24)
      .meta({
        description:
          'Messages older than this when the persona finds them (at start, after downtime, in scans) get no turn and are left unread (default 24). Read at start.',
      }),
    read_delay: readDelaySchema.prefault({}).meta({
      description:
        'How long the persona takes to read a message before the chat shows it read and its turn starts: length ÷ chars_per_second, clamped to min_seconds..max_seconds. Replay, chat and the demo wait it too. Read at start.',
    }),
  })
  .transform((t) => ({
    floodWaitMaxMs: t.flood_wait_max_seconds * 1000,
    floodWaitRetries: t.flood_wait_retries,
    /** 0 = no periodic scan. */
    scanIntervalMs: t.scan_interval_seconds * 1000,
    scanPaceMs: t.scan_pace_ms,
    scanMaxDialogs: t.scan_max_dialogs,
    keepAliveMs: t.keepalive_seconds * 1000,
    reconnectMaxMs: t.reconnect_max_seconds * 1000,
    sendWaitMaxMs: Math.round(t.send_wait_max_minutes * 60_000),
    muteCacheMs: t.mute_cache_seconds * 1000,
    blocklistCacheMs: t.blocklist_cache_seconds * 1000,
    downloadMaxBytes: Math.round(t.download_max_mb * 1024 * 1024),
    shutdownGraceMs: t.shutdown_grace_seconds * 1000,
    backlogMaxAgeMs: Math.round(t.backlog_max_age_hours * 3_600_000),
    readDelay: t.read_delay,
  }));

/** Live Telegram settings, in milliseconds and bytes. */
export type TelegramSettings = z.output<typeof telegramSchema>;
