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
  /** Messages of the answered message's reply chain shown, its direct parent included (1–10). */
  replyThreadDepth: number;
  typing: TypingSettings;
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
  personas: Persona[];
}
