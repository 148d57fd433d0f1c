import type { StickerRef } from '../telegram/types.js';

export interface TypingSettings {
  charsPerSecond: number;
  minSeconds: number;
  maxSeconds: number;
}

/** SillyTavern Character Card V2 texts a persona may carry (each absent when not given). */
export interface CharacterCard {
  description?: string;
  personality?: string;
  scenario?: string;
  /** Example dialogue (`mes_example`). */
  exampleMessages?: string;
  /** The card's main prompt (`system_prompt`). */
  systemPrompt?: string;
  /** `post_history_instructions`. */
  postHistoryInstructions?: string;
  /** The greeting (`first_mes`): `chat` opens with it. */
  firstMessage?: string;
}

export interface Persona {
  name: string;
  phone: string;
  /** "" when the persona is described by a Card V2 `description` instead. */
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
  /** Card V2 fields; absent or empty for personas written without them. */
  card?: CharacterCard;
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
