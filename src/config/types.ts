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
  /** React 👀 🤔 👍 🏆 😱 to show what happened to each message (seed 003); off when absent. */
  statusReactions?: boolean;
}

/** Settings of the task engine shared by all personas. */
export interface EngineSettings {
  /** Model calls in flight at once, across all personas. */
  maxConcurrentModelCalls: number;
  /** How long a turn waits for more messages of a burst. */
  debounceMs: number;
  /** Attempts per task before it fails for good. */
  maxAttempts: number;
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
  engine: EngineSettings;
  personas: Persona[];
}
