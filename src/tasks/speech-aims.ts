import { isMessageWord } from './meta-words.js';
import { SPEAKS_AS_I } from './speech-assistant.js';
import { saidToNoOne, unwrapped } from './speech-room.js';

/*
 * The writer telling itself what its answer must do, or reading a mood under a label, in any of
 * the languages personas speak: held back as reasoning. A person's line speaks to someone, asks,
 * exclaims or carries an emoji.
 */

/**
 * The answer as the subject of what it must do (`Odpowiedź ma ją uspokoić…`, `The reply should
 * validate her feelings…`, `Cevap onu sakinleştirmeli…`): a line of its own opening with the word
 * for the answer, unowned, then a modal and what it must do. `The answer has to be no` is a
 * person's, and so is whose answer it is (`your answer`, `Antwort von Mama`).
 */
export function aimsItsAnswer(paragraph: string): boolean {
  const { line } = unwrapped(paragraph);
  if (!saidToNoOne(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  const opened = ANSWER_FIRST.exec(line);
  if (!opened || !isMessageWord(opened[1] ?? '')) return false;
  const rest = line.slice(opened[0].length);
  const modal = MODAL.exec(rest);
  if (modal && modal.index === 0) return rest.slice(modal[0].length).trim().split(/\s+/).length >= 3;
  // Where the obligation is the verb's ending (`Cevap onu sakinleştirmeli`).
  return /^(?:\s+\p{L}+){0,3}?\s+\p{L}+(?:meli|malı)(?!\p{L})/u.test(rest);
}
const ANSWER_FIRST =
  /^[\s*_]*(?:(?:the|this|a|o|la|el|het|de|die|der|das|le|il)\s+|l['’]\s*)?(\p{L}+)(?=\s)/iu;
const MODAL =
  /^\s+(?:should|must|needs to|has to|ought to|должен|должна|должно|ma|musi|powinna|powinien|powinno|precisa|deve|devia|tem que|tem de|debería|debe|tiene que|ha de|moet|zou moeten|soll|sollte|muss|doit|devrait|dovrebbe)(?!\p{L})/iu;

/**
 * A person's mood read under a label (`Настроение: держится из последних сил…`, `Estado de ánimo
 * de Quique: inseguro…`, `mood: overwhelmed, needs structure…`): the writer's reading, not a
 * message. A mood of her own says "I" or carries an emoji (`mood: 😴`), or is a few words.
 */
export function readsAMood(paragraph: string): boolean {
  const { line } = unwrapped(paragraph);
  const label = /^[\s*_]*([^:：\n]{2,40}?)[*_]*[:：][*_]*\s+(.+)$/u.exec(line);
  if (
    !label ||
    !MOOD.test(label[1] ?? '') ||
    /(?<!\p{L})(?:my|mi|mein|meine|mój|moja|мо[ёея])(?!\p{L})/iu.test(label[1] ?? '')
  )
    return false;
  const content = label[2] ?? '';
  return (
    saidToNoOne(content) &&
    !SPEAKS_AS_I.test(content) &&
    !/\p{Extended_Pictographic}/u.test(content) &&
    content.trim().split(/\s+/).length >= 4
  );
}
const MOOD =
  /(?<!\p{L})(?:mood|state of mind|emotional state|humor|humour|humeur|stemming|stimmung|gemütslage|настроение|настрій|состояние|nastrój|ruh hali|estado de ánimo|estado emocional|estado de espírito|état d['’]esprit|umore|stato d['’]animo|ánimo)(?!\p{L})|気分|心情|기분/iu;

/** A line under a label of its own (`Настроение: держится…`), whole without a full stop. */
export const LABEL_LINE = /^[\s*_]*[^:：\n]{2,40}?[*_]*[:：][*_]*\s+\S/u;
