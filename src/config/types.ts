import type { StickerRef } from '../telegram/types.js';

export interface TypingSettings {
  charsPerSecond: number;
  minSeconds: number;
  maxSeconds: number;
}

export interface Persona {
  name: string;
  phone: string;
  instructions: string;
  rolePrompts: string[];
  stickerSets: string[];
  /** Explicit `set :: name` stickers the persona may send. */
  stickers: StickerRef[];
  timezone: string;
  model: string;
  historySize: number;
  typing: TypingSettings;
}

/** Live Telegram settings, in milliseconds and bytes. */
export interface TelegramSettings {
  floodWaitMaxMs: number;
  floodWaitRetries: number;
  /** 0 = no periodic scan. */
  scanIntervalMs: number;
  scanPaceMs: number;
  scanMaxDialogs: number;
  keepAliveMs: number;
  reconnectMaxMs: number;
  muteCacheMs: number;
  blocklistCacheMs: number;
  downloadMaxBytes: number;
  shutdownGraceMs: number;
}

export interface AppConfig {
  /** Absolute path of the config file; other paths are resolved against its folder. */
  file: string;
  model: string;
  historySize: number;
  responsePrompt: string;
  promptsDir: string;
  mediaDir: string;
  database: string;
  admins: string[];
  telegram: TelegramSettings;
  personas: Persona[];
}
