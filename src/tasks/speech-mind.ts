import { SPEAKS_AS_I } from './speech-assistant.js';
import { saidToNoOne, type TurnPeople, unwrapped } from './speech-room.js';
import { UNSPACED } from './speech-wrappers.js';

/*
 * The writer reading what the one it answers feels, fears or wants, by pronoun or with no subject
 * as its language allows, and choosing the order of its answers: held back as reasoning. Names
 * are read by the partner rules (`readsThePartner`); these are the sentences that name no one.
 */

/**
 * In a direct chat, the partner's mind read to no one, the sentence opening with a third person's
 * pronoun (`On się boi kolejnej porażki…`, `Ze is bang voor een conflict…`, `She just needs to hear
 * she's not overreacting.`) or, where the language drops it, with the verb of feeling or wanting
 * (`Νιώθει ενοχές…`, `Potřebuje hlavně slyšet…`, `È spaventato e si sente solo…`). A person's line
 * says "I", asks, exclaims or carries an emoji, and the one it answers is "you". In a group, or
 * when the partner is called by name, a pronoun may be anyone's.
 */
export function readsTheMind(
  paragraph: string,
  { partner, called }: TurnPeople,
  before = '',
  subjectless = true,
): boolean {
  if (partner === undefined || called) return false;
  const { line } = unwrapped(paragraph);
  // A pronoun points back at the last one named: after someone else named inside a sentence of
  // the message (`…se tu vai levar a Duda. ela precisa…`), it is theirs.
  const others = (before.match(/(?<=[\p{Ll},;:–—-][ \t]+)\p{Lu}\p{Ll}+/gu) ?? []).filter(
    (name) => !partner.startsWith(name.slice(0, 3)),
  );
  if (others.length > 0) return false;
  // How they sound, then what the writer will do (`She sounds stretched with work… so I'll offer…`).
  if (/^(?:she|he)\s+(?:sounds|seems)(?!\p{L})[^\n]*?(?<!\p{L})so\s+I['’]ll(?!\p{L})/iu.test(line))
    return true;
  if (!saidToNoOne(line) || SPEAKS_AS_I.test(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  // One sentence of four words or more: `Переживает, конечно. Каждый вечер звонит…` answers a question.
  if (
    /[.!?。][ \t]+\S/u.test(line.replace(/[.。]$/u, '')) ||
    (line.split(/\s+/u).length < 4 && !UNSPACED_SIGN.test(line))
  )
    return false;
  return (
    PRONOUN_MIND.test(line) ||
    (subjectless && (DROPPED_MIND.test(line) || SEEMS_MIND.test(line))) ||
    UNSPACED_MIND.test(line)
  );
}

/**
 * What kind of answer someone needs, as the writer reads it (`Maricel … needs a quick yes.`, `Mafe
 * está organizando todo y necesita una respuesta concreta.`, `Pavel potřebuje jasnou odpověď.`):
 * the answer's quality named, to no one, with no "I". `Pavel needs a clear answer from the
 * landlord` is news of someone else's answer, and a person asks the group for one.
 */
export function readsTheNeededAnswer(paragraph: string): boolean {
  const { line } = unwrapped(paragraph);
  if (!saidToNoOne(line) || SPEAKS_AS_I.test(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  const need = NEEDED_ANSWER.exec(line);
  return (
    need !== null &&
    !/^\s*(?:from|von|de|del|od|от|від|van|da|från|fra)(?!\p{L})/iu.test(
      line.slice(need.index + need[0].length),
    )
  );
}
const NEED =
  "needs|wants|necesita|quiere|precisa|quer|braucht|will|a besoin d['’]|veut|ha bisogno di|vuole|potrzebuje|chce|нужен|хочет|ждёт|потребує|хоче|potřebuje|behöver|vill ha|trenger|butuh|perlu|cần";
const QUALITY =
  'quick|clear|concrete|firm|straight|direct|simple|honest|rápida|concreta|clara|directa|firme|konkrete|klare|schnelle|concrète|claire|rapide|chiara|veloce|konkretnej|jasnej|szybkiej|конкретный|чёткий|ясный|быстрый|конкретну|чітку|jasnou|konkrétní|rychlou|tydligt|konkret|klart|jelas|pasti|rõ ràng';
const ANSWER_WORD =
  'yes|answer|reply|response|decision|confirmation|sí|respuesta|resposta|decisión|decisão|antwort|zusage|entscheidung|oui|réponse|décision|risposta|decisione|odpowiedzi|decyzji|ответ|решение|відповідь|рішення|odpověď|rozhodnutí|svar|besked|jawaban|keputusan|câu trả lời';
/** The answer's quality before or after it (`a quick yes`, `una respuesta concreta`). */
const NEEDED_ANSWER = new RegExp(
  `(?<!\\p{L})(?:${NEED})\\s+(?:\\p{L}+\\s+){0,2}?(?:(?:${QUALITY})\\s+(?:\\p{L}+\\s+)?(?:${ANSWER_WORD})|(?:${ANSWER_WORD})\\s+(?:${QUALITY}))(?!\\p{L})`,
  'iu',
);

/** A sign of a script written without spaces. */
const UNSPACED_SIGN = new RegExp(`[${UNSPACED}]`, 'u');
/** A Korean note's plain ending, with no "I" (`나`, `제가`) after it in the line. */
const KOREAN_NOTE_END = '(?![\\p{L}])(?![^\\n]*(?<![\\p{L}])(?:나|내가|난|저|제가)(?![\\p{L}]))';
/** How they feel, as the writer reads it. */
export const FEELING =
  /(?<!\p{L})(?:worried|nervous|anxious|stressed|upset|scared|afraid|panicking|overwhelmed|unsure|insecure|confused|frustrated|hurt|lonely|defensive|shy|annoyed|tense|attacked|singled out)(?!\p{L})/iu;
/** Feeling, fearing, wanting or needing, as the writer reads it, where the language names the subject. */
const SUBJECT_MIND = [
  "afraid|scared|worried|nervous|anxious|stressed|overwhelmed|upset|guilty|ashamed|lonely|insecure|panicking|drowning|feels|fears|wants|needs|hopes|after|bang|[’']s after|is looking for|is fishing for",
  'bezorgd|zenuwachtig|onzeker|schaamt|voelt|zoekt|heeft\\s+\\p{L}+\\s+nodig',
  'angst|besorgt|nervös|unsicher|fühlt|möchte|braucht|sucht|schämt|enttäuscht',
  'peur|inquiet|inquiète|angoissée?|stressée?|se sent|veut|voudrait|a besoin|cherche|déçue?',
  'rädd|orolig|känner|vill|behöver|redd|bekymret|føler|trenger',
].join('|');
/** The same where the language drops the subject (`Νιώθει ενοχές…`, `Potřebuje hlavně slyšet…`). */
const DROPPED_MIND_WORDS = [
  'miedo|preocupad[oa]|nerviosa?o?|agobiad[oa]|se siente|quiere|necesita|busca|tiene miedo',
  'paura|preoccupat[oa]|spaventat[oa]|agitat[oa]|si sente|vuole|ha bisogno|teme',
  'medo|aflit[oa]|ansios[oa]|nervos[oa]|culpad[oa]|se sente|sente-se|se sentindo|quer|precisa|procura',
  'boi|martwi|czuje|chce|potrzebuje|szuka|wstydzi',
  'bojí|strach|potřebuje|chce|cítí|hledá|stydí',
  'боится|волнуется|переживает|чувствует|хочет|ищет|боїться|хвилюється|переживає|відчуває|хоче|потребує|шукає',
  'teme|îngrijorat[ăa]?|simte|vrea|caută|are nevoie',
  'φοβάται|ανησυχεί|νιώθει|θέλει|χρειάζεται|ψάχνει',
  'korkuyor|endişeli|hissediyor|istiyor|ihtiyacı|utanıyor',
  'aggódik|szeretné|pelkää|huolissaan|tuntee|haluaa|tarvitsee|häpeää',
  'takut|khawatir|cemas|panik|merasa|ingin|butuh',
  'kiệt sức|lo lắng|cảm thấy|cần được|muốn được|sợ bị',
  'מפחד|מפחדת|דואג|דואגת|מרגיש|מרגישה|רוצה|צריך|צריכה|מחפש|מחפשת',
].join('|');
const MIND = `${SUBJECT_MIND}|${DROPPED_MIND_WORDS}`;
/** A word of feeling, fearing, wanting or needing anywhere in the line. */
export const MIND_WORD = new RegExp(`(?<!\\p{L})(?:${MIND})(?!\\p{L})|${FEELING.source}`, 'iu');
/** A third person's pronoun opening the sentence, its verb of mind within three words. */
const PRONOUN_MIND = new RegExp(
  `^[\\s*_]*(?:she|he|she['’]s|he['’]s|ze|zij|hij|sie|er|elle|ella|él|lei|lui|ela|ele|ona|on|она|он|вона|він|han|hon|hän|αυτή|αυτός|ő|dia|הוא|היא)(?!\\p{L})(?:[ \\t]+\\S+){0,3}?[ \\t]+(?:${MIND})(?!\\p{L})`,
  'iu',
);
/** Note-style, how they seem, then their mind (`Wirkt unsicher und braucht Bestätigung…`). */
const SEEMS_MIND = new RegExp(
  `^[\\s*_]*(?:seems|sounds|wirkt|scheint|semble|parece|sembra)(?!\\p{L})(?=.*(?<!\\p{L})(?:${SUBJECT_MIND}|${DROPPED_MIND_WORDS}|unsicher|stretched|stressed)(?!\\p{L}))`,
  'iu',
);
/** No subject, the verb of mind first, or after the copula (`È spaventato`, `Está preocupada`). */
const DROPPED_MIND = new RegExp(
  `^[\\s*_]*(?:(?:è|é|está|tá|jest|είναι|és|đang)[ \\t]+)?(?:${DROPPED_MIND_WORDS})(?!\\p{L})`,
  'iu',
);
/**
 * In Japanese by pronoun (`彼は私のことを心配していて…`); in Korean by pronoun or in a note's plain
 * ending (`…죄책감을 동시에 느끼고 있음.`).
 */
const UNSPACED_MIND = new RegExp(
  `^(?:(?:彼女?|그녀?)[はがも는]|그가)[^\\n]{0,24}?(?:心配|不安|焦って|怖が|寂しが|欲しが|求めて|気にして|불안|걱정|원하|필요)|(?:불안|걱정|느끼|원하|필요)\\p{Script=Hangul}*(?:\\s*있음|함|임)${KOREAN_NOTE_END}`,
  'u',
);

/**
 * The writer choosing the order of its answers (`Vastataan ensin Jussi-juttuun, sitten tuomisiin.`,
 * `Answer Tanaka first, then offer Kimura help directly.`, `Primero contesto a lo del piso…`):
 * answering, or the question, and "first", said to no one with no "I" of its own. `First I'll
 * answer my boss, then I'm free` is a person's.
 */
export function ordersItsAnswers(paragraph: string): boolean {
  const { line } = unwrapped(paragraph);
  if ((NEXT_STEP.test(line) || KOREAN_ANSWERED.test(line) || SO_ANSWERS.test(line)) && saidToNoOne(line))
    return true;
  if (!saidToNoOne(line) || SPEAKS_AS_I.test(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  // Said to the one it calls (`Carmela, responderé primero…`), or what she did, told after
  // (`(answered Mia first, she was panicking)`).
  if (/^[\s*_]*\p{Lu}\p{L}*,/u.test(line)) return false;
  // What it did, told after, is a person's unless it speaks of the questions answered (`(Answered
  // the Saturday question first…)`).
  if (PAST_REPORT.test(line)) return true;
  if (
    /(?<!\p{L})(?:answered|replied|responded)(?!\p{L})/iu.test(line) &&
    !/(?<!\p{L})questions?(?!\p{L})/iu.test(line)
  )
    return false;
  return (
    (FIRST.test(line) && ANSWERING.test(line)) ||
    // Its way through the partner's questions (`Now for the second part of his question…`), its
    // answer appraised (`This answers his question directly…`) or its next step on them (`Next, I
    // should reassure him…`; "I" is its own here).
    /(?<!\p{L})(?:part|half|bit) of (?:his|her|their) (?:question|message)|^(?:this|it) (?:answers|addresses|covers|acknowledges) (?:his|her|their|both of|all of|\p{Lu}\p{L}*['’]s) (?:\p{L}+['’]s )?(?:question|message|worry|point)/iu.test(
      line,
    )
  );
}
/** What it read, so how it answers (`Kuba oczekuje konkretnej odpowiedzi, więc odpowiadam krótko…`). */
const SO_ANSWERS =
  /(?<!\p{L})(?:so|więc|donc|quindi|así que|então|поэтому|dus|also|bu yüzden)\s+(?:\p{L}+\s+)?(?:answer|repl|respond|antwort|contest|répond|rispond|ответ|отвеч|odpow|cevap|antwoord|odpověd)/iu;
/** Korean's note ending on answering (`짧게 답함`), with no "I" in the line. */
const KOREAN_ANSWERED = new RegExp(`(?:답함|답장함|대답함)${KOREAN_NOTE_END}`, 'u');
/** The writer's next step on the partner (`Next, I should reassure him it's probably nothing…`). */
const NEXT_STEP =
  /^(?:next|now|then|first),?\s+(?:(?:I\s+(?:should|need to|must|will|['’]ll)\s+(?:also\s+)?)?(?:reassure|acknowledge|validate|address|comfort)\s+(?:him|her|them|\p{Lu}\p{L}*['’]s)(?!\p{L})|(?:for\s+)?(?:the|his|her|their)\s+(?:\p{L}+\s+)?question\s*[:：]\s*(?:give|answer|keep|mention|offer|confirm|explain|reassure|acknowledge)(?!\p{L}))/iu;
/** The writer's report of its answer opening the line (`Answered both of Sam's questions in one go.`). */
const PAST_REPORT =
  /^(?:answered|replied to|responded to|covered) (?:both|all|each) of (?:his|her|their|\p{Lu}\p{L}*['’]s) (?:questions|messages)/iu;
export const FIRST =
  /(?<!\p{L})(?:first|zuerst|erst|primero|primeiro|d['’]abord|prima|сначала|спочатку|najpierw|önce|eerst|ensin|nejdřív|nejprve|dulu|először|întâi|πρώτα|först|først|pehle)(?!\p{L})|まず|先に|먼저|קודם/iu;
/**
 * Answering, or the question answered, in the languages personas speak (stems), or a message by
 * the id the transcript gives it (`mesajul Biancăi (#4005)`), which no person sees.
 */
export const ANSWERING =
  /(?<![\p{L}#])#\d{3,}(?!\d)|(?<!\p{L})(?:answer|repl|respond|antwort|beantwort|contest|répond|rispond|ответ|отвеч|відпов|odpow|odpov|cevap|yanıt|antwoord|reageer|vasta|jawab|balas|válasz|răspun|απαντ|svar|question|vraag|frage|pregunta|pergunta|domanda|вопрос|pytani|sorus|kysymy|otázk|pertanyaan|kérdés|întrebar|ερώτησ|fråga|spørsmål)|返信|返事|答え|質問|답장|질문|לענות|תשובה|שאלה/iu;
