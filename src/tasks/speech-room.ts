import { GREEK_YOU_OBJECT, SECOND_PERSON } from './meta-words.js';
import { partnerStem, SPEAKS_AS_I } from './speech-assistant.js';
import { escapeRegExp, NAME_END, namePatterns } from './speech-wrappers.js';

/*
 * What is said to no one, and the writer reading a group by it: choosing aloud whom to answer,
 * describing the room. A member says "I" or "you", asks or exclaims.
 */

/** Who the turn is with: everyone the model was shown by name, and the one partner of a direct chat. */
export interface TurnPeople {
  participants: readonly string[];
  partner?: string;
  /** The message is about the partner: more than one of its paragraphs names them. */
  described?: boolean;
  /** In a group, the member the message calls by name: only read as the subject it opens with. */
  called?: boolean;
}

/** A paragraph wrapped whole as an aside (`(…)`), and its text unwrapped. */
export function unwrapped(paragraph: string): { line: string; aside: boolean } {
  return {
    line: paragraph.replace(/^[\s*_]*[(（]|[)）][\s*_]*$/gu, '').trim(),
    aside: /^[\s*_]*[(（][\s\S]*[)）][\s*_]*$/u.test(paragraph.trim()),
  };
}

/** One line said to no one: not to "you", asking nothing, exclaiming nothing, leading into nothing. */
export function toNoOne(text: string): boolean {
  // French `du` ("of the") is not German's "you" (`Théo attend les détails du pot…`).
  // Nor is Polish or Czech `u` ("at") chat spelling's "you" (`szuka otuchy u kolegów`).
  const said = (FRENCH.test(text) && !GERMAN.test(text) ? text.replace(/(?<!\p{L})du(?!\p{L})/giu, '') : text)
    .replace(SLAVIC.test(text) ? /(?<!\p{L})u(?!\p{L})/gu : /(?!)/u, '')
    // Nor Dutch `te` ("to"): `bang om hulpeloos te zijn`.
    .replace(DUTCH.test(text) ? /(?<!\p{L})te(?!\p{L})/giu : /(?!)/u, '');
  return !text.includes('\n') && !/[?!？！]|[:：]\s*$/u.test(text) && !SECOND_PERSON.test(said);
}
const FRENCH = /(?<!\p{L})(?:les|des|est|une|pour|avec|dans|sur|pas|qui|et|le)(?!\p{L})/iu;
const SLAVIC = /[ąćęłńóśźżčďěňřšťůž]|(?<!\p{L})(?:się|jest|nie|jak|przed|jsem|není|proto)(?!\p{L})/iu;
const DUTCH = /(?<!\p{L})(?:het|een|niet|maar|zijn|wil|heeft|wordt|voor|omdat)(?!\p{L})/iu;
const GERMAN = /(?<!\p{L})(?:ist|und|nicht|ich|der|das|bist|hast|dir|dich)(?!\p{L})/iu;

/** Said to no one, "you" in Greek and chat spelling (`ur`, `ya`) included. */
export function saidToNoOne(line: string): boolean {
  return toNoOne(line) && !OTHER_YOU.test(line);
}
/** "You" in Greek and in chat spelling (`ur`, `ya`), which `SECOND_PERSON` leaves out. */
const OTHER_YOU = new RegExp(
  `(?<!\\p{L})(?:σου|σας|εσύ|εσένα|εσείς|${GREEK_YOU_OBJECT}|ur|ya)(?!\\p{L})`,
  'iu',
);
/**
 * In a group, the writer choosing aloud whom to answer (`Ich antworte zuerst Mara, …`, `No le voy a
 * contestar a Paty por ahora`, `Сначала отвечу Кириллу`, `Murat Bey'e cevap vermeyeceğim`): its
 * own act of answering, in the first person, with a member spoken of, said to no one.
 */
export function choosesWhomToAnswer(paragraph: string, participants: readonly string[]): boolean {
  if (participants.length < 2 || !saidToNoOne(paragraph.trim())) return false;
  if (!ANSWERS_AS_I.test(paragraph)) return false;
  const stems = namesAndFirstNames(participants).filter((name) => [...name].length > 2);
  return (
    stems.length > 0 && new RegExp(`(?<!\\p{L})(?:${stems.map(partnerStem).join('|')})`, 'iu').test(paragraph)
  );
}
/** The writer answering, or not, as "I", in the languages personas speak. */
const ANSWERS_AS_I =
  /(?<!\p{L})(?:I['’]ll (?:answer|reply to|respond to|get to)|I['’]m (?:not )?(?:answering|replying to)|(?:not )?(?:answering|replying to)|ich (?:antworte|beantworte)|antworte ich|(?:no )?(?:le |les )?(?:voy a|vamos a) (?:contestar|responder)|(?:le |les )?(?:contesto|contestaré|respondo|responderé)|je (?:vais )?(?:réponds|répondre|répondrai)|(?:rispondo|risponderò|rispondo prima)|vou responder|(?:сначала |не )?(?:отвечу|отвечаю)|не буду отвечать|отвечать не буду|(?:nie )?(?:odpowiem|odpowiadam)|cevap ver\p{L}*m|yanıt\p{L}*m|ik (?:antwoord|reageer)|eerst antwoord)(?!\p{L})/iu;

/**
 * In a group, the writer reading the room: the group or the chat described by its mood, said to
 * no one (`(The group is in a playful mood…)`, `Le groupe est calme ce soir…`, `В чате царит
 * праздничное настроение…`, `Nastrój w grupie: …`). A member says "I", "you" or exclaims.
 */
export function readsTheRoom(paragraph: string, participants: readonly string[]): boolean {
  const { line } = unwrapped(paragraph);
  return (
    participants.length >= 2 &&
    saidToNoOne(line) &&
    !SPEAKS_AS_I.test(line) &&
    !/\p{Extended_Pictographic}/u.test(line) &&
    GROUP_NOUN.test(line) &&
    (MOOD_WORD.test(line) ||
      // Or the group as the subject, and a member wanting something of the turn (`The group is
      // sorting out Thursday's lifts and Jules wants the chalk bag back.`).
      (/^[\s*_]*(?:the\s+)?group\s+(?:is|are|seems|has)(?!\p{L})/iu.test(line) &&
        new RegExp(
          `(?<!\\p{L})(?:${namesAndFirstNames(participants).map(escapeRegExp).join('|')})\\s+(?:wants|asks|needs|is asking)(?!\\p{L})`,
          'u',
        ).test(line)))
  );
}
/** The group or its chat, as the writer names it. */
const GROUP_NOUN =
  /(?<!\p{L})(?:group|group['’]s|chat|groupe|grupo|gruppo|gruppe|groep|grup|grupta|grubun|grupa|grupie|grupy|группа|группе|группы|чат|чате|чата|група|групі|ομάδα)(?!\p{L})|グループ|그룹|群里|群聊/iu;
/** A mood, as a group has one. */
const MOOD_WORD =
  /(?<!\p{L})(?:mood|atmosphere|vibe|vibes|banter|playful|teasing|festive|tense|quiet|calm|calme|chaos|zamieszanie|gergin|ambiance|humeur|ambiente|clima|atmosfera|umore|stimmung|sfeer|nastrój|nastroju|atmosfera|atmosferze|настроение|атмосфера|настрой|тишина|ruh hali|hava|ortam)(?!\p{L})|雰囲気|분위기|气氛|氛围/iu;

/**
 * In a group, an aside set off whole narrating members (`(Paty se ríe mientras Dani…)`, `(Игорь
 * жалуется, Лена оправдывается…)`, `（健太が担当を決めてほしいと頼んでいる）`): a member opening it as
 * the subject, said to no one. A member's own aside says "I" or carries an emoji.
 */
export function narratesMembers(paragraph: string, participants: readonly string[]): boolean {
  const trimmed = paragraph.trim();
  if (participants.length < 2 || !/^[(（[][\s\S]*[)）\]]$/u.test(trimmed)) return false;
  const line = trimmed.slice(1, -1).trim();
  if (!saidToNoOne(line) || SPEAKS_AS_I.test(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  const stems = namesAndFirstNames(participants)
    .filter((name) => [...name].length > 1)
    .map(partnerStem);
  return new RegExp(`^(?:${stems.join('|')})(?:[ \\t]+\\p{Ll}|(?:さん|くん|ちゃん)?[がは])`, 'u').test(line);
}

/** Everyone in the chat by full name and by first name (`Murat Bey`, `Murat`). */
export function namesAndFirstNames(participants: readonly string[]): string[] {
  return [...new Set(participants.flatMap((name) => [name, name.split(/\s+/)[0] ?? '']))];
}

/**
 * In a group, the one member the message, or else the whole answer, calls by name at a line's
 * start (`Свет, встреча 29-го…`, a Slavic call dropping the name's last vowel; `Gráinne pick
 * anything you loved`): whom it answers, so a paragraph reading that member to no one is the
 * writer's, as a direct chat's partner.
 */
export function calledMember(participants: readonly string[], body: string): string | undefined {
  const lines = body.split('\n');
  const called = participants.filter((name) => lines.some((line) => callsMember(line, name)));
  return called.length === 1 ? called[0] : undefined;
}

/** A line calling one of the members at its start. */
export function callsAMember(line: string, participants: readonly string[]): boolean {
  return participants.some((name) => callsMember(line, name));
}

/** By name and a comma, or saying "you" in the sentence the name opens (`Luis I'll text you…`). */
function callsMember(line: string, name: string): boolean {
  const first = name.split(/\s+/)[0] ?? '';
  if ([...first].length < 3) return false;
  const calls = [first, ...(/^.{3,}[aаяyeеiі]$/iu.test(first) ? [first.slice(0, -1)] : [])];
  const found = new RegExp(
    `^[\\s*_]*(?:${namePatterns(calls).join('|')})${NAME_END}[ \\t]*([,，])?`,
    'iu',
  ).exec(line);
  return (
    found !== null && (found[1] !== undefined || SECOND_PERSON.test(line.split(/[.!?。！？]/u)[0] ?? ''))
  );
}

/** A member named in `text` by their name's first three letters, as names decline (`Pavel`, `Pavlovi`). */
export function namesAMember(text: string, participants: readonly string[]): boolean {
  const stems = participants
    .filter((name) => [...name].length >= 3)
    .map((name) => escapeRegExp([...name].slice(0, 3).join('')));
  return stems.length > 0 && new RegExp(`(?<!\\p{L})(?:${stems.join('|')})`, 'u').test(text);
}
