import { block } from './block.js';
import { clearConversation } from './clear-conversation.js';
import { event } from './event.js';
import { note } from './note.js';
import { person } from './person.js';
import { react } from './react.js';
import { recall } from './recall.js';
import { received } from './received.js';
import { remember } from './remember.js';
import { report } from './report.js';
import { send } from './send.js';
import { shutdown } from './shutdown.js';
import { sticker } from './sticker.js';
import { think } from './think.js';
import { unblock } from './unblock.js';
import { wait } from './wait.js';

/**
 * Every step the model may ask for, each one module. A new type is a module and a line here;
 * the compiler then names the places that must handle it (the parser's block reading, delivery's
 * handlers, a new Telegram capability's implementations).
 */
export const STEP_KINDS = {
  send,
  sticker,
  react,
  wait,
  block,
  unblock,
  'clear-conversation': clearConversation,
  think,
  shutdown,
  note,
  remember,
  person,
  event,
  recall,
};

/** The engine's own task types: a turn and its closing report. */
export const INTERNAL_KINDS = { received, report };

export const TASK_KINDS = { ...STEP_KINDS, ...INTERNAL_KINDS };
