import {
  isMessageWord,
  MANNER_WORDS,
  MESSAGE_WORDS,
  NOTE_LABEL,
  PARTNER_ASKS,
  PARTNER_NAMED_ASKS,
  SECOND_PERSON,
} from './meta-words.js';
import { speaksOfTurn } from './speech-apparatus.js';
import { wrapping } from './speech-marks.js';

/*
 * The writer's words on its own turn: the tone it kept or chose and why, the choices it made
 * for the turn, and what it cannot do in the chat.
 */

/**
 * An aside noting the tone or language chosen for the message and why, of someone in the third
 * person (`(kept it warm since he apologised)`, `(giữ ngắn gọn vì Minh có vẻ đang vội)`,
 * `(Replied in Ukrainian because she wrote in Ukrainian.)`), said to no one;
 * `(keep it short, I'm at work)` asks the reader and is a person's.
 */
export function notesTheTone(aside: string): boolean {
  return (TONE_CHOICE.test(aside) || LOGGED.test(aside)) && SOMEONE.test(aside) && !SECOND_PERSON.test(aside);
}

/** The writer's log of the language it chose, its subject left out (`(Replied in Ukrainian because she …)`). */
export const LOGGED =
  /^[\s(*_[]*(?:(?:replied|answered|responded|wrote)\s+in\s+\p{L}+|switched\s+to\s+\p{L}+)/iu;

/** Keeping it so (`kept it warm`, `giữ ngắn gọn`), or the tone named so (`Ton bewusst locker gehalten`). */
export const TONE_CHOICE = new RegExp(
  // Thai writes no spaces: keeping it polite is `คง…สุภาพ…ไว้`.
  `คง\\p{L}{0,8}(?:สุภาพ|สั้น|อบอุ่น)|(?<!\\p{L})(?:(?:keep it|keeping it|keeps it|kept it|kept this|halte es|lo mantengo|mantenerlo|lo mantuve|mantive|mantuve|ho tenuto|j['’]ai gardé|держу|giữ|tetap|hélt)\\s+(?:\\S+\\s+){0,2}?(?:${MANNER_WORDS})|(?:tone|ton|tono|тон|toon|tonu|sävy\\p{L}*|hangnem\\p{L}*|τόνο|טון|نبرة)\\s+(?:\\S+\\s+){0,2}?(?:${MANNER_WORDS})|(?:${MANNER_WORDS})\\s+(?:gehalten|gelassen|rakha|rakhi|rakh diya|rakh di|रखा|रखी)|(?:chose|went with|opted for|picked|used)\\s+(?:a|an|the)\\s+(?:${MANNER_WORDS})\\s+(?:register|tone|style|voice))(?!\\p{L})`,
  'iu',
);
/** Someone spoken of: a third person's pronoun, or a name inside the sentence. */
const SOMEONE =
  /(?<!\p{L})(?:he|she|they|him|her|his|them|er|sie|ihm|él|ella|il|elle|он|она|его|её|anh ấy|cô ấy|dia|woh|wo|vo|usne|use|unhe|unko|वह|वो|उसने|उसे)(?!\p{L})|\s\p{Lu}\p{Ll}+|เธอ|เขา/u;

/**
 * How an answer sounds, as the writer weighs it (`warmth and brevity`, `cercana y breve`): its
 * nouns and a few adjectives, not all of `MANNER_WORDS`, since a paragraph of news has everyday
 * `short` and `light` in it (`traffic is light`).
 */
export const MANNER =
  /(?<!\p{L})(?:warmth|warm|brevity|brief|concise|casual|playful|friendly|tone|voice|in character|cercan[oa]|breve|cálid[oa]|tono|locker|kurz|herzlich|chaleureu\p{L}*|тон|тепло|коротко)(?!\p{L})/iu;

/** A word for the tone of a message; bare French `ton` ("your") only after an article. */
const TONE_NOUNS =
  'tone|tono|тон|тону|toon|tooni|tonu|tonunu|tón|tónu|tonas|toni|τόνο|τόνος|ύφος|hangnem|hangnemben|hangvétel|טון|סגנון|בסגנון|نبرة|لحن|لهجة|أسلوب|लहजा|टोन|টোন|giọng|nada|sauti';

/**
 * The tone a message was written in, named with its manner in either order (`a warm tone`,
 * `tono cercano`, `samimi ve kısa bir ton`): the writer on its own message, which no message to a
 * friend says of itself.
 */
const TONE_NAMED = new RegExp(
  `(?<!\\p{L})(?<!(?:your|their|his|her|my)\\s+)(?:(?:${MANNER_WORDS})\\s+(?:\\S+\\s+){0,3}?(?:${TONE_NOUNS}|ton)(?!\\s+(?:of|in|on|de|del|des|di|do|da|von)(?!\\p{L}))|(?:(?:${TONE_NOUNS})|(?:un|le|du|ce|einen|den|bir|ten|tym)\\s+ton)\\s+(?:\\S+\\s+){0,2}?(?:${MANNER_WORDS}))(?!\\p{L})`,
  'iu',
);

/** A closing paragraph on the tone the message was written in, to no one (`(Samimi ve kısa bir ton kullandım.)`). */
export function namesItsTone(paragraph: string): boolean {
  if (paragraph.includes('\n') || SECOND_PERSON.test(paragraph)) return false;
  // Unspaced scripts name it in a note of its own (`（カジュアルなトーンにしました）`, `(말투는 친근하게)`,
  // `※…口調で書きました`).
  // The answer named with its manner only under a note's label: `(sorry for the short message)` is a person's.
  return (
    TONE_NAMED.test(paragraph) ||
    ((wrapping(paragraph) !== undefined || /^\s*※/u.test(paragraph)) && UNSPACED_TONE.test(paragraph)) ||
    // Under a label of its tone or register, wrapped (`[Ton: sachlich, aber solidarisch]`) or a
    // few words said to no one (`Registro: informale, affettuoso.`, `トーン：明るく`).
    (TONE_LABEL.test(paragraph) &&
      (wrapping(paragraph) !== undefined ||
        (paragraph.split(/\s+/u).length <= 12 && !/[?!？！]|\p{Extended_Pictographic}/u.test(paragraph)))) ||
    // Or its manners listed with the tone word, without a label's colon (`тон дружній, трохи
    // жартівливий`, `Rövid, tegező, családias hangnem.`): a few words, none asking.
    ((TONE_OPENS.test(paragraph) || TONE_CLOSES.test(paragraph)) &&
      paragraph.split(/\s+/u).length <= 6 &&
      !/[?!？！]|\p{Extended_Pictographic}/u.test(paragraph)) ||
    (NOTE_LABEL.test(paragraph) && ANSWER_MANNER.test(paragraph))
  );
}
/** The answer named with its manner (`שמרתי על תשובה קצרה`, `a short reply`), in a note set off. */
const ANSWER_MANNER = new RegExp(
  `(?<!\\p{L})(?:(?:${MESSAGE_WORDS})\\s+(?:\\S+\\s+){0,1}?(?:${MANNER_WORDS})|(?:${MANNER_WORDS})\\s+(?:\\S+\\s+){0,1}?(?:${MESSAGE_WORDS}))(?!\\p{L})`,
  'iu',
);
const TONE_OPENS = new RegExp(
  `^[\\s*_([{—–-]*(?:${TONE_NOUNS})\\s+\\p{L}+,\\s*(?:\\p{L}+\\s+)?\\p{L}+[.)\\]]?$`,
  'iu',
);
/** Closing the list, only a word that is nothing but a tone (not `nada`, Spanish "nothing"). */
const TONE_CLOSES =
  /^[\s*_([{]*\p{L}+(?:,\s*\p{L}+)+\s+(?:tone|tono|ton|тон|tón|toon|ύφος|hangnem|hangvétel|טון|نبرة)[.)\]]?$/iu;
const TONE_LABEL = new RegExp(
  `^[\\s*_([{]*(?:${TONE_NOUNS}|ton|tonfall|register|registre|registro|регистр|トーン|口調|语气|語氣|톤|말투)[*_\\s]*[:：]`,
  'iu',
);
const UNSPACED_TONE = /トーン|口調|語調|丁寧語|敬語|タメ口|语气|語氣|口吻|语调|톤|말투|어조|반말|존댓말/u;

/**
 * An aside on a choice the writer made for the turn, and why (`(Keeping this casual since she's a
 * close friend.)`, `(Reacting with 😂 since the joke landed.)`, `(I chose a heart because she shared
 * good news.)`, `(Later I'll follow up about her first week.)`): a participle or "I chose" of the
 * turn's acts, or a later turn, with its reason or the manner it matches; never said to someone, and without the writer's
 * own state (`(Skipping lunch because I'm swamped)`, `(Adding the receipts later, Jonas has them)`
 * are a person's).
 */
export function notesItsChoice(aside: string): boolean {
  const opening = CHOICE_OPENING.exec(aside);
  if (opening === null || SECOND_PERSON.test(aside)) return false;
  const rest = aside.slice(opening[0].length);
  if (WRITERS_OWN_STATE.test(rest)) return false;
  return CHOICE_GROUND.test(rest);
}
/** The writer's own state (`I'm swamped`, `estoy en el trabajo`): a person's aside, not a note on the turn. */
const WRITERS_OWN_STATE =
  /(?<!\p{L})(?:I['’]m|I am|me|my|we|us|our|estoy|tengo|mi|mis|estou|tenho|meu|minha|je suis|mon|ma|mes|ich bin|mein|meine|mir|mich|sono|mio|mia|я|мне|мой|моя|мені|мій|ja|mnie|mój|moja|ik ben|mijn|mij)(?!\p{L})/iu;
const CHOICE_OPENING =
  /^[\s([*_]*(?:(?:note|nota|remarque|anmerkung)\s*[:：]\s*)?(?:I['’]m\s+(?:keeping|matching|mirroring|going with|using|replying|answering|responding)(?!\p{L})|(?:keeping|reacting|sending|replying|answering|responding|using|adding|choosing|picking|matching|mirroring|following up|skipping|respondiendo|reaccionando|manteniendo|eligiendo|respondendo|reagindo|mantendo|réagissant|gardant|rispondendo|reagendo|mantenendo|respondo|contesto|reacciono|reaccioné|elegí|escogí|usé|mantengo|mantuve|añadí|envío|envié|reagi|reajo|escolhi|usei|mantive|mantenho|adicionei|enviei|je réponds|j['’]ai répondu|j['’]ai réagi|je réagis|j['’]ai choisi|j['’]ai utilisé|j['’]ai gardé|je garde|j['’]ai ajouté|ich antworte|ich reagiere|ich wähle|ich habe (?:\p{L}+ )?(?:gewählt|reagiert|geantwortet)|rispondo|reagisco|ho reagito|ho scelto|ho usato|ho mantenuto|ho aggiunto|отвечаю|ответила|ответил|выбрала|выбрал|реагирую|держу|відповідаю|обрала|обрав|odpowiadam|odpowiedziałam|odpowiedziałem|wybrałam|wybrałem|reaguję|ik houd|ik antwoord|ik reageer|ik koos|ik heb gekozen)(?!\p{L})|(?:I\s+)?(?:chose|picked|went with|used|opted for|decided|kept|added|reacted|sent|matched|mirrored|skipped)(?!\p{L})|I(?:['’]ve|\s+have)\s+(?:kept|avoided|chosen|used|added|gone with|matched|mirrored|focused|tried to keep|left out|skipped|included|opted for|steered clear of|made (?:it|the|this))(?!\p{L})|(?:later|next turn|next time|afterwards)\s*,?\s*I(?:['’]ll|\s+will)(?!\p{L}))/iu;
const CHOICE_GROUND =
  /(?<!\p{L})(?:since|because|as|given|so that|to match|to mirror|follow up|ask|style|tone|energy|vibe|register|porque|ya que|pues|já que|pois|parce que|parce qu|puisque|car|weil|da|denn|perché|poiché|visto che|dato che|потому что|так как|бо|тому що|bo|ponieważ|omdat|want|aangezien)(?!\p{L})/iu;

/**
 * The writer on what it cannot do in the chat (`I'd also react with 👍, but I can only send text
 * here.`, `[would attach a photo of the cake here]`): no person says so of their own chat.
 */
export const CANNOT_DO =
  /(?<!\p{L})(?:solo puedo (?:enviar|mandar|escribir) texto|só posso (?:enviar|mandar|escrever) texto|je ne peux (?:envoyer|écrire) que du texte|ich kann nur text (?:senden|schicken|schreiben)|posso (?:inviare|mandare|scrivere) solo testo|adjuntaría|anexaria|je joindrais|allegherei|würde (?:ich )?(?:ein|das|hier ein) (?:foto|bild) anhängen|I can only (?:send|write|reply with|use) text|I['’]d (?:also )?(?:react|send a sticker|attach)|(?:would|I['’]d) (?:attach|include|share) (?:a |an |the )?(?:photo|picture|image|pic|video|gif|screenshot|voice note)(?:[^.!?\n]*)\s+here)(?!\p{L})/iu;

/**
 * A wrapped paragraph describing the answer by its manner (`(Réponse courte et chaleureuse, comme
 * d'habitude.)`, `(Short, friendly reply.)`): the answer named and how it sounds, said to no one,
 * no label or question in it (`(short answer: yes)` is a person's).
 */
export function describesItsAnswer(paragraph: string): boolean {
  const words = paragraph
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
  // An article before it reads through (`(A friendly, practical reply …)`).
  const first = (ARTICLE.test(words[0] ?? '') ? words[1] : words[0]) ?? '';
  // It opens with the answer or its manner (`(sorry for the short message)` is a person's), or
  // it keeps the answer so (`(मैंने जवाब को छोटा और दोस्ताना रखा है।)`), French `ton` ("your") aside;
  // either naming the answer. Or it opens with the tone and its manner (`(Ton chaleureux.)`).
  const opensWithManner = (isMessageWord(first) || MANNER_WORD.test(first)) && MANNER_WORD.test(paragraph);
  const keepsIt =
    wrapping(paragraph) !== undefined && TONE_CHOICE.test(paragraph.replace(/(?<!\p{L})ton(?!\p{L})/giu, ''));
  return (
    !/[:：?？]/u.test(paragraph) &&
    !SECOND_PERSON.test(paragraph) &&
    !WRITERS_OWN_STATE.test(paragraph) &&
    (TONE_OPENING.test(paragraph) ||
      ((opensWithManner || keepsIt) && words.some(isMessageWord)) ||
      // Wrapped, a phrase headed by the answer itself (`(Réponse claire et structurée, avec un tableau…)`).
      (wrapping(paragraph) !== undefined && ANSWER_NOUN.test(first) && !WRITERS_OWN_STATE.test(paragraph)))
  );
}
const ARTICLE = /^(?:a|an|the|une|un|la|le|una|uno|el|um|uma|o|eine|ein|die|der)$/u;
/** The answer as a noun, in the languages personas speak (not `message`, which a person's aside names too). */
const ANSWER_NOUN =
  /^(?:reply|response|answer|réponse|respuesta|resposta|risposta|antwort|ответ|відповідь|odpowiedź|απάντηση|cevap|yanıt|antwoord|svar)$/u;
/**
 * A paragraph opening with the tone and its manner; French `ton` only when nothing is said of the
 * manner after it (`Ton chaleureux et commerçant.`): `ton court message` is "your short message".
 */
const TONE_OPENING = new RegExp(
  `^[\\s(*_]*(?:(?:${TONE_NOUNS})\\s+(?:${MANNER_WORDS})|ton\\s+(?:${MANNER_WORDS})(?=\\s*(?:[,.)]|et\\s|$)))(?!\\p{L})`,
  'iu',
);
const MANNER_WORD = new RegExp(`^(?:${MANNER_WORDS})$|(?<!\\p{L})(?:${MANNER_WORDS})(?!\\p{L})`, 'iu');

/** A reasoning summary's bold title in title case, opening with a verb in -ing (`**Crafting a Reply**`). */
export const THOUGHT_TITLE =
  /^\s*\*\*\p{Lu}\p{Ll}+(?:ing|ando|iendo|endo|indo)(?:\s+[\p{L}'’-]+){0,6}\*\*\s*$/u;

/** The writer speaking of its own choices (`I'm focusing on…`, `I've landed on…`), to no one. */
export function deliberates(line: string): boolean {
  return (
    /^\s*(?:I['’]m|I am|I['’]ve|I have|I['’]ll|I will|I need|I should|I want|My|Let me|Now|Quiero|Voy a|Estoy|Debo|Necesito|Quero|Vou|Estou|Preciso|Voglio|Sto|Devo|Ich will|Ich möchte|Ich werde|Ich muss|Je veux|Je vais|Хочу|Я хочу|Нужно|Мне нужно)(?!\p{L})/u.test(
      line,
    ) && !SECOND_PERSON.test(line)
  );
}

/**
 * The paragraph under a reasoning summary's title: the writer's plan (`I'm focusing on…`), or the
 * partner's request with how to answer it (`Carmen me pide magdalenas; quiero sonar cariñosa y
 * breve.`), said to no one.
 */
export function weighsTheTurn(paragraph: string): boolean {
  if (deliberates(paragraph)) return true;
  const asks = PARTNER_ASKS.test(paragraph) || PARTNER_NAMED_ASKS.test(paragraph);
  return asks && (MANNER.test(paragraph) || speaksOfTurn(paragraph)) && !SECOND_PERSON.test(paragraph);
}

/**
 * A closing paragraph naming the answer's own messages by their order or their split (`die zweite
 * Nachricht ist also doppelt`, `the first message already covers it`, `j'ai répondu … dans deux
 * messages séparés`), to no one: the writer reviewing its answer.
 */
export function namesItsMessages(paragraph: string): boolean {
  return ORDINAL_MESSAGE.test(paragraph) && !SECOND_PERSON.test(paragraph);
}
const ORDINALS =
  'first|second|third|last|other|erste|ersten|zweite|zweiten|dritte|letzte|letzten|andere|primer|primero|segundo|tercer|último|otro|premier|deuxième|dernier|autre|primo|secondo|terzo|ultimo|altro|primeira|segunda|última|outra|первое|второе|последнее|перше|друге|pierwsza|druga|ostatnia';
const ORDINAL_MESSAGE = new RegExp(
  `(?<!\\p{L})(?:the|die|der|das|el|la|le|il|lo|a|o)\\s+(?:${ORDINALS})\\s+(?:message|nachricht|mensaje|mensagem|messaggio|сообщение|повідомлення|wiadomość)(?!\\p{L})|(?<!\\p{L})(?:первое|второе|последнее)\\s+сообщение|(?<!\\p{L})(?:in|en|dans|in|em|в|w)\\s+(?:two|deux|zwei|dos|due|dois|двух|dwóch)\\s+(?:separate\\s+|getrennten\\s+|separados\\s+|separati\\s+)?(?:messages|nachrichten|mensajes|mensagens|messaggi|сообщениях|wiadomościach)(?!\\p{L})`,
  'iu',
);
