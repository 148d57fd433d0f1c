import { isMessageWord, MANNER_WORDS } from './meta-words.js';
import { escapeRegExp } from './speech-wrappers.js';

/*
 * Text on a message block's heading line that is no part of the message: an address (`to Alice`,
 * `kwa Juma`, `Артёму`), a label (`(reply)`, `message 2`) or a note on the manner (`— casual`).
 */

/** `# «send» to Alice: He survived!`, `para o Rui: …`: the address, then the message. */
export const ADDRESS_THEN_TEXT =
  /^(?:to|for|@|an|à|para|pro|pra|per|pour|für|для|aan|voor|dla|kepada|untuk|kay|cho)\s*(?:(?:o|a|el|la|le|il|lo)\s+)?\p{Lu}[^:\n]{0,39}?:\s+(?=\S)/iu;

/** "To" or "for" in other languages, before a capitalised name (`an Jonas`, `dla Tomka`). */
const NAME_PREPOSITIONS =
  'an|à|a|para|pro|pra|per|pour|für|для|до|aan|voor|till|til|do|dla|kepada|untuk|naar|cho|kay|kina';

const PREPOSITION_THEN_NAME = new RegExp(
  `^(?:${NAME_PREPOSITIONS})\\s+(?:(?:o|a|os|as|el|la|le|il|lo)\\s+)?\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?[:,]?$`,
  'u',
);

/** `— casual`, `tone: warm`, `playful/short`: only the answer's manner. */
const MANNER_NOTE = new RegExp(`^(?:tone\\s*[:=]\\s*)?(?:${MANNER_WORDS})(?:\\s*[,/&+]\\s*\\p{L}+)*$`, 'iu');

/** Heading-line text that addresses or labels the block: `to Alice`, `(reply)`, `message`. */
export function isAnnotation(text: string): boolean {
  const s = text.trim();
  if (s === '') return false;
  // `to Alice`, `@Alice`, `→ Alice`; `Tomorrow then!` and `Format ok?` are the message's first line.
  if (/^(?:(?:to|for)\s|@|→|->|=>|»|➜|➔|➡️?|⇒)\s*\S/iu.test(s) && s.split(/\s+/).length <= 4) return true;
  // `an Jonas`, `à Léa`, `para Ana`, `для Димы`, `dla Tomka`: "to" or "for" in other languages, then only a name.
  if (PREPOSITION_THEN_NAME.test(s)) return true;
  // The same joined to the name as these languages write it: Korean `민준에게`, Hebrew `לאיתי`;
  if (/^(?:\p{Script=Hangul}+(?:에게|한테|께)|ל\p{Script=Hebrew}{2,})[:,]?$/u.test(s)) return true;
  // After it, as Urdu and Hindi write "for": `ہنا کے لیے`, `मार्टा के लिए`.
  if (/^[\p{L}\p{M}]+(?:\s[\p{L}\p{M}]+)?\s(?:کے لیے|کے لئے|کیلئے|के लिए)[:,]?$/u.test(s)) return true;
  // Arabic's and Hebrew's "to" or "for" before it, Japanese へ after it, Chinese 给 before it.
  if (
    /^(?:(?:إلى|الى|בשביל|אל)\s\p{L}+|\p{L}{1,8}(?:ちゃん|さん|くん)?へ|给(?![你您我])\p{L}{1,4})[:,：]?$/u.test(
      s,
    )
  )
    return true;
  // `(reply)`, `(DM)`, `[to Alice, DM]`: an annotation in brackets; `(sorry, wrong chat)` is the message's.
  const bracketed = /^[([]([^)\]]*)[)\]]$/.exec(s);
  if (bracketed)
    return isAnnotation(bracketed[1] ?? '') || (bracketed[1] ?? '').trim().split(/\s+/).length <= 2;
  // `— casual`, `tone: warm`, `playful/short`: the answer's manner, a note to whoever reads the answer.
  if (MANNER_NOTE.test(s)) return true;
  // `message`, `reply:`, `message 1`, `part 2/3`: the block's label, numbered or not.
  const label = /^([A-Za-z-]+)(?:\s*#?\d+(?:\/\d+)?)?:?$/.exec(s)?.[1]?.toLowerCase() ?? '';
  return [
    'message',
    'reply',
    'text',
    'msg',
    'answer',
    'response',
    'send',
    'part',
    'body',
    'content',
  ].includes(label);
}

/**
 * "To" or "for" before a name of someone in the chat (`kwa Juma`, `إلى عمر`), and Chinese's 给
 * joined to it; with any name, capitalised, those of the languages above.
 */
const TO_WORDS = `to|for|${NAME_PREPOSITIONS}|kwa|sa|ke|ki a|ki|mā|mo|iā|إلى|الى|בשביל|אל|给|給|致|ເຖິງ|ถึง|ជូន|ដល់`;
/** "For" after a name as a word of its own (`Ahmet için`, `मार्टा के लिए`). */
const FOR_AFTER = 'için|के लिए|के लिये|کے لیے|کے لئے|کیلئے|জন্য|కోసం|க்காக|သို့|အတွက်|에게|께';

/**
 * Heading-line text that is only the name of someone in the chat, as an address writes it: with
 * "to" or "for" before or after it, or the case or particle a language joins to it (`Артёму`,
 * `Ahmet'e`, `केतकीसाठी`, `민준에게`, `ゆいちゃんへ`, `לאיתי`). Such a line above the message says
 * whom it is for; a greeting with the name (`Hi Juma`) or a line with punctuation is the message's.
 */
export function addressesOneOf(text: string, names: readonly string[]): boolean {
  const s = text.trim().replace(/\s*[:,：،]$/u, '');
  if (s === '' || /[\p{N}\p{Extended_Pictographic}?!.？！。]/u.test(s)) return false;
  return names.some((name) => addressForms(name).some((form) => form.test(s)));
}

/**
 * A label naming the persona's message in any language, its name inflected as the language
 * writes a possessive or "of" (`Heidi's reply`, `Ainon vastaus`, `Antwort von Heidi`, `respuesta de
 * Lucía`): a person never calls their own message that.
 */
export function namesPersonasMessage(label: string, persona: string): boolean {
  const words = label
    .replace(/[*_]/g, '')
    .trim()
    .split(/\s+/)
    .filter(
      (w) => !/^(?:la|el|the|a|an|il|le|o|a|die|der|das|de|del|of|von|di|du|da|do|od|от|од|з)$/iu.test(w),
    );
  if (words.length !== 2 || !words.some((w) => isMessageWord(w))) return false;
  const forms = addressForms(persona);
  return words.some((w) => !isMessageWord(w) && forms.some((form) => form.test(w)));
}

function addressForms(name: string): RegExp[] {
  const full = name.trim();
  const given = [...new Set([full, full.split(/\s+/)[0] ?? ''])].filter((n) => [...n].length >= 2);
  return given.map((n) => {
    const letters = [...n];
    // A case ending may change the name's last letter (`Марта` → `Марті`, `Réka` → `Rékának`,
    // `Mart` → `Mardile`).
    const stem =
      letters.length >= 4 ? `|${escapeRegExp(letters.slice(0, -1).join(''))}[\\p{L}\\p{M}]{0,4}` : '';
    // Scripts with capitals join only short endings to a name (`Артёму`, `Tomkowi`); others join
    // whole particles (`केतकीसाठी`) and prefixes (`לאיתי`, `ถึงต้น`).
    const cased = /[\p{Lu}\p{Ll}]/u.test(n);
    const before = cased ? '' : '(?![\\p{Script=Han}])[\\p{L}\\p{M}]{0,3}';
    const after = cased ? "(?:['’][\\p{L}\\p{M}]{1,4}|[\\p{L}\\p{M}]{0,3})" : '[\\p{L}\\p{M}]{0,8}';
    return new RegExp(
      `^(?:(?:${TO_WORDS})\\s*)?${before}(?:${escapeRegExp(n)}${after}${stem})(?:\\s+(?:${FOR_AFTER}))?$`,
      'iu',
    );
  });
}
