import { DEFAULT_TYPING } from '../src/config/load.js';
import type { Persona } from '../src/config/types.js';

/** The persona the engine benchmarks run: a plain Heidi with a 100-message window. */
export function benchPersona(model: string, typing: Partial<Persona['typing']> = {}): Persona {
  return {
    name: 'Heidi',
    phone: '+15550001111',
    instructions: 'You are Heidi.',
    rolePrompts: [],
    stickerSets: [],
    stickers: [],
    timezone: 'Europe/Berlin',
    replyThreadDepth: 3,
    model,
    historySize: 100,
    typing: { ...DEFAULT_TYPING, ...typing },
  };
}
