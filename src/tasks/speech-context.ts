import type { ChatKind, MessageId, StickerRef } from '../telegram/types.js';
import type { WithheldReason } from './withheld.js';

/** Roleplay actions (`*smiles*`): never sent, sent in direct chats, or sent everywhere. */
export type ActionsStyle = 'never' | 'direct' | 'always';

/** What the boundary knows about the turn. */
export interface SpeechContext {
  /** The persona's name: a label, signature or third-person line naming it is not speech. */
  persona: string;
  chatKind: ChatKind;
  actions: ActionsStyle;
  /** The turn answers a message addressed to the persona (a mention or a reply to it). */
  callout: boolean;
  /** Other participants' messages the model was shown, by id: a body repeating one is an echo. */
  others: ReadonlyMap<MessageId, string>;
  /** The persona's own earlier messages the model was shown, by id: one under its header is an echo. */
  own?: ReadonlyMap<MessageId, string>;
  /**
   * The other participants' names as the model was shown them: a line opened by one after the
   * message is a turn the model went on to write for them.
   */
  participants?: readonly string[];
  /** The answer was cut by the output limit: its last block is unfinished. */
  truncated?: boolean;
  /** The stickers the persona was offered: a sticker named by its emoji alone is one of them. */
  stickers: readonly StickerRef[];
  /**
   * What the model was given besides the chat's messages: the system instruction (the persona's
   * card, the rules), its notes, plans and summaries, the turn's own lines. A body repeating a
   * line of it is an echo.
   */
  instruction?: readonly string[];
  /**
   * The lorebook's facts the model was shown: the persona's to tell, in its words or theirs; one
   * pasted whole beside the answer's own words is an echo.
   */
  lore?: readonly string[];
}

/** The persona's name as a body is read: as configured, and as the answer spells it in other scripts. */
export interface PersonaName {
  configured: string;
  /** Words of the answer that spell the name in a script other than its own (`ハイジ` for `Heidi`). */
  spellings: readonly string[];
}

/** What the boundary knows while it reads one body of the answer. */
export type BodyContext = Omit<SpeechContext, 'persona' | 'instruction' | 'lore'> & {
  persona: PersonaName;
  /** The instruction, read once for all the answer's bodies. */
  instruction?: InstructionIndex;
  /** Another message of the answer follows this body: a body that only analyses the turn is no message. */
  followed?: boolean;
  /** A message of the answer came before this body: a turn opening it went on writing the chat. */
  preceded?: boolean;
  /** A reaction comes next in the answer: a line leading into it is the writer narrating its step. */
  beforeReaction?: boolean;
  /** The answer's messages speak a language other than English: English prose to no one is the model's. */
  otherLanguage?: boolean;
  /** The answer sets a reaction: a closing line reporting it (`I've reacted to…`) is the writer's log. */
  reacts?: boolean;
  /** All the answer's message bodies: in a group, a member called in one is whom the others read. */
  answer?: string;
};

/** Where a piece of a body held back goes, with its reason. */
export type Hold = (text: string, reason: WithheldReason) => void;

/** The instruction as a body's lines are compared with it: folded lines, sentences and headings. */
export interface InstructionIndex {
  /** Each line of the instruction, folded: a body line opening one, or holding one whole, repeats it. */
  lines: readonly string[];
  /** Sentences of the instruction's own prose (not of the notes it lists): one said alone repeats it. */
  sentences: ReadonlySet<string>;
  /** The instruction's headings (`# Your character`), folded. */
  headings: ReadonlySet<string>;
  /** What the instruction quotes: words given to be said (a catchphrase), which a body may say. */
  quoted: readonly string[];
  /** The lorebook's lines and paragraphs, folded: one pasted whole beside other words repeats it. */
  lore: readonly string[];
}
