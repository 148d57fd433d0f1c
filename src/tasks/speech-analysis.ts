import { PARTNER_ASKS, PARTNER_NAMED_ASKS, SECOND_PERSON, THE_USER, THINKING_OPENER } from './meta-words.js';
import { summarisesTheAnswer } from './speech-afterwords.js';
import { aimsItsAnswer, readsAMood, recapsTheTurn } from './speech-aims.js';
import { checksTheTurn, plansTheTurn, speaksOfTurn, writersNote } from './speech-apparatus.js';
import { I_SUBJECT, partnerStem, SPEAKS_AS_I } from './speech-assistant.js';
import type { Hold, PersonaName } from './speech-context.js';
import { FEELING, ordersItsAnswers, readsTheMind, readsTheNeededAnswer } from './speech-mind.js';
import {
  calledMember,
  choosesWhomToAnswer,
  namesAMember,
  namesAndFirstNames,
  narratesMembers,
  readsTheRoom,
  saidToNoOne,
  type TurnPeople,
  toNoOne,
  unwrapped,
} from './speech-room.js';
import { deliberates, MANNER, namesItsTone, notesItsChoice, TONE_CHOICE } from './speech-tone.js';
import { NAME_END, NAME_START, namePatterns, personaName, SAYS, UNSPACED } from './speech-wrappers.js';

/*
 * The writer analysing the turn to itself (`Okay, so she's asking about the cat. I should answer
 * both.`, `Пользователь спрашивает про пример…`, `Notatka dla siebie: …`), in a paragraph of the
 * message: the first (a lead-in's rule), or any other, as models put it between the parts of a
 * long message too. Held back as reasoning.
 */

const NO_ONE: TurnPeople = { participants: [] };

/** A paragraph that analyses the turn rather than speaking to the chat. */
export function analysesTheTurn(
  paragraph: string,
  persona: PersonaName,
  people: TurnPeople = NO_ONE,
): boolean {
  return (
    thinksAloud(paragraph) ||
    readsTheRequest(paragraph, people.participants, persona) ||
    readsThePartner(paragraph, people) ||
    readsTheNeed(paragraph, people) ||
    readsTheContext(paragraph, people.participants, persona) ||
    aimsItsAnswer(paragraph, people.partner) ||
    readsAMood(paragraph, people.participants) ||
    recapsTheTurn(paragraph, persona) ||
    readsTheMind(paragraph, people) ||
    readsTheNeededAnswer(paragraph) ||
    ordersItsAnswers(paragraph) ||
    choosesWhomToAnswer(paragraph, people.participants) ||
    readsTheRoom(paragraph, people.participants) ||
    narratesMembers(paragraph, people.participants) ||
    directsItself(paragraph, people) ||
    THE_USER.test(paragraph) ||
    tellsItselfToStayInCharacter(paragraph) ||
    (TONE_TALK.test(paragraph) &&
      (MANNER.test(paragraph.replace(TONE_TALK, ' ')) || TONE_CHOICE.test(paragraph))) ||
    plansTheTurn(paragraph) ||
    checksTheTurn(paragraph) ||
    summarisesTheAnswer(paragraph) ||
    namesItsTone(paragraph) ||
    writersNote(paragraph) ||
    new RegExp(
      `^[*_(\\s]*(?:responding|replying|answering|speaking|writing|staying in character)\\s+as\\s+${NAME_START}${personaName(persona)}`,
      'iu',
    ).test(paragraph) ||
    // The writer's reason, then how it will answer (`she's calling me out, so I'll answer cheekily`).
    (PLANS_ITS_ANSWER.test(paragraph) && !SECOND_PERSON.test(paragraph)) ||
    // `Keeping it short and playful, since Marco is joking around.`: a choice and its reason.
    (!paragraph.includes('\n') && notesItsChoice(paragraph)) ||
    // The writer weighing how the answer should sound (`I'm focusing on warmth and brevity, …`).
    (deliberates(paragraph) && MANNER.test(paragraph) && !paragraph.includes('?')) ||
    // The persona spoken of as a character the writer plays, about the turn; `Ruby Ruin does not
    // do 11am.` is a persona who speaks of herself so.
    (new RegExp(`${NAME_START}${personaName(persona)}\\s+${THIRD_PERSON}`, 'iu').test(paragraph) &&
      (speaksOfTurn(paragraph) || MANNER.test(paragraph) || asksOf(paragraph)))
  );
}

/**
 * The persona first, then what she does to a member of the chat or that she writes, over the
 * message (`Solène répond à Régis avec le numéro du réparateur :`, `Lucía se ríe y escribe:`): a
 * narrator's line. The name first before a noun
 * titles a list (`Summer hours till Sunday:`), and one before "and" names a pair.
 */
export function narratesToMember(
  line: string,
  persona: PersonaName,
  participants: readonly string[],
): boolean {
  if (!/[:：]\s*$/u.test(line)) return false;
  // A pronoun for her, then typing (`Ze denkt even na en typt dan:`): a relay says what was said.
  if (
    new RegExp(`^[\\s*_]*(?:${NARRATED_SHE})\\s+\\p{Ll}[^:：]*(?<!\\p{L})(?:${TYPES})(?!\\p{L})`, 'iu').test(
      line,
    )
  )
    return true;
  const opener = new RegExp(`^[\\s*_]*${personaName(persona)}${NAME_END}[ \\t]+`, 'iu').exec(line);
  if (!opener) return false;
  const rest = line.slice(opener[0].length);
  const members = namePatterns(participants.map((name) => name.split(/\s+/).at(-1) ?? '')).filter(
    (name) => !new RegExp(`^${personaName(persona)}$`, 'iu').test(name),
  );
  return (
    /^\p{Ll}/u.test(rest) &&
    !/^(?:and|und|et|y|e|i|и|og|och|en|ve)(?!\p{L})/u.test(rest) &&
    // To a member, or writing, saying or typing (`Lucía se ríe y escribe rápidamente:`).
    ((members.length > 0 && new RegExp(`${NAME_START}(?:${members.join('|')})${NAME_END}`, 'u').test(rest)) ||
      new RegExp(`(?<!\\p{L})(?:${SAYS}|${TYPES})(?!\\p{L})`, 'iu').test(rest))
  );
}

/** Typing, as a narrator tells it of the persona. */
const TYPES =
  'types|typing|typt|tippt|tape|écrit|escribe|teclea|digita|scrive|escreve|печатает|набирает|pisze|yazıyor|タイプ';
/** "She", opening a narrator's line. */
const NARRATED_SHE = 'she|he|elle|il|ella|él|lei|lui|ela|ele|sie|er|ze|zij|hij|она|он|ona|on|o';

/**
 * A message after the answer's own telling the chat what the persona does, in the third person
 * (`Heads up everyone, Priya's got bins covered this week!`, `Pour info, Camille vote…`,
 * `여러분, 수진이가 자료 정리 맡았어요`): the model narrating for the persona, not the persona
 * speaking, in a group. The name as the subject of a verb, to no one; `Priya here!` is the persona
 * itself, and `Tell am say na Tunde send you` speaks to someone.
 */
export function narratesThePersona(text: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  if (name === '' || /\n\s*\n/.test(text.trim()) || /[?？]\s*$/u.test(text) || SECOND_PERSON.test(text))
    return false;
  const subject = new RegExp(
    `${NAME_START}${name}(?:['’]s\\s+(?:got|gonna|going|been|\\p{Ll}+(?:ing|ed))|[ \\t]+(?!here(?!\\p{L}))\\p{Ll}|(?:이가|가|는|은|이는|이도|도|さんが|さんは|が|は)(?=\\s|\\p{L}))`,
    'u',
  );
  return subject.test(text);
}

/**
 * The writer narrating its next step at a message's end, before a reaction (`Außerdem reagiere ich
 * noch auf seine neuen Schuhe:`, `Теперь отвечу на её стикер реакцией.`): a last line that leads
 * into nothing the message holds (a colon) or names reacting. A reaction is set on another message,
 * never sent after a line, so no person's line leads into one.
 */
export function dropNarratedStep(text: string, hold: Hold): string {
  const lines = text.trimEnd().split('\n');
  const last = lines.at(-1) ?? '';
  if (lines.filter((line) => line.trim() !== '').length < 2) return text;
  // Reacting named to someone (`your reaction was priceless!`) is the persona's own line.
  const names = REACTING.test(last) && !SECOND_PERSON.test(last) && !/[?!？！]/u.test(last);
  if (!/[:：]\s*$/.test(last) && !names) return text;
  hold(last.trim(), 'outside-blocks');
  return lines.slice(0, -1).join('\n').trimEnd();
}
/**
 * The writer reporting the turn in a closing paragraph, in an answer that sets a reaction (`I've
 * reacted to the mug compliment and confirmed Saturday morning.`): reacting named as done by "I",
 * said to no one, asking and exclaiming nothing. `I reacted badly to the vaccine!` is exclaimed.
 */
export function dropReactionReport(text: string, hold: Hold): string {
  const paragraphs = text.trimEnd().split(/\n[ \t]*\n/);
  const last = paragraphs.at(-1) ?? '';
  if (
    paragraphs.length < 2 ||
    last.includes('\n') ||
    !REACTING.test(last) ||
    !SPEAKS_AS_I.test(last) ||
    SECOND_PERSON.test(last) ||
    /[?!？！]/u.test(last)
  )
    return text;
  hold(last.trim(), 'outside-blocks');
  return paragraphs.slice(0, -1).join('\n\n');
}

/** Reacting named, in the languages personas are written in. */
const REACTING =
  /(?<!\p{L})(?:react|reacting|reaction|reagier|reaktion|reacci|reaccion|réagi|réaction|reagi|reazion|reag|reakcj|реаги|реакци|tepki|リアクション|反応|反应|回应|리액션|반응)\p{L}*/iu;

/**
 * The writer describing the turn to itself (`Okay, so she's asking about the cat. I should answer
 * both.`): the partner in the third person as asking or wanting, with an act of the turn or a
 * thinking opener, and nothing said to the reader. `He's asking for his umbrella back.` is news.
 */
function thinksAloud(paragraph: string): boolean {
  return (
    asksOf(paragraph) &&
    // What someone might want, offered (`Or if Des wants short: …`), says no "I" of the writer's.
    !(CONDITIONAL.test(paragraph) && !SPEAKS_AS_I.test(paragraph)) &&
    !SECOND_PERSON.test(paragraph) &&
    (speaksOfTurn(paragraph) || THINKING_OPENER.test(paragraph))
  );
}

const CONDITIONAL =
  /^[\s*_]*(?:(?:or|and|but|o|y|e|oder|und|ou|et|или|и)\s+)?(?:if|si|wenn|falls|se|jeśli|jeżeli|если|als)(?!\p{L})/iu;

/**
 * An aside closing a line that notes how the turn is answered (`(keeping it short, she seems in a
 * hurry)`): the partner in the third person and an act of the turn, said to no one.
 */
export function notesTheTurn(aside: string): boolean {
  return asksOf(aside) && speaksOfTurn(aside) && !SECOND_PERSON.test(aside);
}

/**
 * The writer reading the turn by its structure, in any language: a sentence opens with a
 * participant as the one asking or wanting (`Inès demande si…`, `はるかさんは…を聞いているので`),
 * and the paragraph goes on to the writer's own act on it (`Je réponds…`, `so I'll give…`,
 * `Ich beantworte beides.`), said to no one, asking nothing and leading into nothing (`…, weil Ömer
 * fragt:` leads into the question). News of what someone wants stops at the first part.
 */
function readsTheRequest(paragraph: string, participants: readonly string[], persona: PersonaName): boolean {
  if (!toNoOne(paragraph)) return false;
  const names = namePatterns(namesAndFirstNames(participants));
  if (names.length === 0) return false;
  const subject = new RegExp(
    `(?:^|[.。]\\s*|^[^\\s:：]+[ \\t]*[:：][ \\t]*|(?<!\\p{L})(?:and|und|y|et|e|и|i|ve|en)\\s+)[*_]*(?:${names.join('|')})(?:` +
      `(?:\\s+\\p{Ll}+){0,2}?\\s+(?:${REQUEST_VERBS})(?!\\p{L})` +
      `|(?:さん|くん|ちゃん|様|さま)?[はが][^。]{0,24}?(?:聞いて|聞いた|知りたが|尋ねて|頼んで|求めて|欲しが|ほしが)` +
      `|(?:在)?(?:问|想要|想知道|请我))`,
    'u',
  );
  const asked = subject.exec(paragraph);
  if (!asked) return false;
  const rest = paragraph.slice(asked.index + asked[0].length);
  // Or asks the persona, named as a third person (`Arjun wants Priya to share…`, `Giulia chiede a
  // Chiara del pallone`, `Aidan is asking Grace; nothing for Theo to add`).
  const persons = personaName(persona);
  return (
    WRITER_ACTS.test(rest) ||
    speaksOfTurn(rest) ||
    (persons !== '' && new RegExp(`${NAME_START}${persons}${NAME_END}`, 'iu').test(rest))
  );
}
/**
 * In a direct chat, a paragraph speaking of the partner in the third person to no one, under a
 * label of the writer's (`Próximo passo: … perguntar à Matilde…`, `Σημείωση: … η Δανάη είναι
 * πιεσμένη`, `以上、ゆかりさんの…`) or with the writer's own act or plan (`Priti is exasperated, so the
 * steps…`, `A Matilde está ansiosa… Vou responder…`): the partner cannot be spoken of to themselves,
 * so this is the writer reading them. A call by name (`Sam, …`), a question and "you" are speech; a
 * label naming the partner (`About Sam:`) or numbered (`Teil 2:`) heads the message's own part.
 */
function readsThePartner(paragraph: string, { partner, described, called }: TurnPeople): boolean {
  const names = partnerNames(partner);
  if (names.length === 0) return false;
  // Quoted words are someone else's (`ばあちゃんからの伝言：「ハルトは…」`).
  const { aside, line: bare } = unwrapped(paragraph);
  const line = bare
    .replace(/「[^」\n]*」|『[^』\n]*』|"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|„[^“”\n]*[“”]/gu, '…')
    .trim();
  if (!saidToNoOne(line)) return false;
  const stem = `(?:${names.map(partnerStem).join('|')})`;
  // Not called (`Right, Kofi.`, `Sam, …`, `not a bot Sam, …`): a call ends at a mark; the partner
  // spoken of goes on (`kort gehouden, Sanne zit…`) or follows a preposition (`o rascunho do Caio,`).
  const named = new RegExp(
    `(?<=(?<!\\p{L})(?:do|da|de|del|della|di|of|von|vom|van|to|for|für|para|pour|per|with|mit|con|com|avec|à|al|ao|au|dla|для|от|у|к|με|από|για|στον|στην|της|του)[ \\t]+)${stem}${NAME_END}|${NAME_START}${stem}${NAME_END}(?![ \\t]*(?:[,.!，。]|$))`,
    'iu',
  );
  if (!named.test(line) || new RegExp(`^${stem}${NAME_END}[ \\t]*,`, 'iu').test(line)) return false;
  const label = /^([^\s:：]+(?:[ \t]+[^\s:：]+){0,4})[ \t]*[:：]/u.exec(line)?.[1];
  // A label naming the partner heads the message's own part (`About Sam:`); their possessive names
  // what the writer reads in them (`Kasia's mood:`).
  const labelled =
    (label !== undefined &&
      !/\p{N}/u.test(label) &&
      (!named.test(label) || new RegExp(`^[*_]*${stem}['’]s\\s+\\p{Ll}+$`, 'iu').test(label))) ||
    /^以上[、，]/u.test(line);
  // The partner as the subject the paragraph opens with, read to no one (`Jana ist unsicher…`,
  // `Дима волнуется… и просит рекомендацию`, `Dev seems stressed…`, `美咲は…悩んでいる`), after an
  // article where the language puts one (`A Matilde está…`).
  const opener = new RegExp(
    `^[*_]*(?:(?:a|o|la|el|il|lo|le|der|die|η|ο|de|het)[ \\t]+)?${stem}${NAME_END}[ \\t]+`,
    'iu',
  ).exec(line);
  // Unless the message is about the partner (a bio, a toast), that alone is the writer's.
  const reads =
    // A script without case goes on in its own letters (`דנה מפחדת…`).
    ((opener !== null && /^(?:\p{Ll}|\p{Lo})/u.test(line.slice(opener[0].length))) ||
      new RegExp(
        `^[*_]*${stem}(?:さん|ちゃん|くん|씨)?(?:[はがも]|[은는이가](?![\\p{Script=Hangul}]))`,
        'u',
      ).test(line)) &&
    !described &&
    !/\p{Extended_Pictographic}/u.test(line);
  // Wrapped whole, an aside about the partner is said to no one (`(Sanne zit nog op haar werk)`).
  const told = aside && !SPEAKS_AS_I.test(line) && !/\p{Extended_Pictographic}/u.test(line);
  if (called) return reads;
  return labelled || told || reads || WRITER_CONCLUDES.test(line) || WRITER_PLANS.test(line);
}

/**
 * In a direct chat, what the partner or the turn needs, said to no one: wrapped whole as an aside
 * (`(Il a besoin d'être rassuré…)`, `(È agitato…, va incoraggiato.)`, `(my friend needs something
 * firm but polite here)`), or naming the turn's act (`Trzeba go uspokoić i odpowiedzieć…`). A
 * person's aside speaks to someone, exclaims or carries an emoji.
 */
function readsTheNeed(paragraph: string, { partner }: TurnPeople): boolean {
  if (partner === undefined) return false;
  const { line, aside } = unwrapped(paragraph);
  if (!saidToNoOne(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  // The partner by the role the writer gives them, wanting or needing (`The client wants…`,
  // `Przyjaciółka potrzebuje wsparcia…`, `Mon ami doute… et a besoin…`).
  const role = ROLE.exec(line);
  if (role && WANTS_OR_NEEDS.test(line.slice(role[0].length))) return true;
  return NEEDS.test(line) && (aside || speaksOfTurn(line));
}
/**
 * The writer's context for the turn under a label naming it (`(Kontext: Mara fragt, wer was
 * mitbringt.)`, `Bağlam: Selin, Elif'ten bir duyuru istiyor.`, `[Situation: friend asked two
 * things at once]`): someone in the chat, or the partner by a role, spoken of to no one, and no
 * "I" in it (`Context: my boss asked me…` is a person's).
 */
function readsTheContext(paragraph: string, participants: readonly string[], persona: PersonaName): boolean {
  const { line } = unwrapped(paragraph);
  const label = CONTEXT_LABEL.exec(line);
  if (!label || !saidToNoOne(line) || SPEAKS_AS_I.test(line)) return false;
  const rest = line.slice(label[0].length);
  const names = [personaName(persona), ...namePatterns(participants)].filter((name) => name !== '');
  return (
    (names.length > 0 && new RegExp(`${NAME_START}(?:${names.join('|')})${NAME_END}`, 'iu').test(rest)) ||
    ROLE.test(rest) ||
    WANTS_OR_NEEDS.test(rest)
  );
}
const CONTEXT_LABEL =
  /^[\s*_[]*(?:context|kontext|contexto|contexte|contesto|kontekst|контекст|bağlam|situation|situación|situação|situazione|sytuacja|ситуация|situatie|durum|background|hintergrund|背景|状況|상황|情况)[*_\s]*[:：][*_\s]*/iu;

/** What is necessary, as Hindi tells the turn (`उसे भरोसा दिलाना ज़रूरी है`). */
const NECESSARY = '(?:ज़रूरी|जरूरी)\\s+है';
/** Answering, as the writer tells itself to (`svara kort och varmt`, `reply warmly`). */
const ANSWER_VERB =
  'answer|reply|respond|svara|antworte|antworten|responde|responder|rispondi|rispondere|réponds|répondre|odpowiedz|odpowiedzieć|ответь|ответить|відповісти|відповідай|răspunde|jawab|balas|trả lời|cevap ver|vastaa|antwoord';
/**
 * In a direct chat, the partner by pronoun or name, read, then what the turn should do after a dash
 * (`Она явно волнуется — ответить мягко и подробно.`, `(She's clearly overwhelmed — keep the advice
 * to a single step.)`, `[Sie ist enttäuscht – erst trösten, dann …]`): the writer's note to itself.
 * `He's fine — don't worry about him` speaks to the partner.
 */
export function directsItself(paragraph: string, { partner, participants }: TurnPeople): boolean {
  const line = paragraph
    .trim()
    .replace(/^[(（[]|[)）\]]$/gu, '')
    .trim();
  // "I" as its subject is a person's (`I'm fine — don't worry`); `Katya turns to me` is the writer's.
  if (!saidToNoOne(line) || I_SUBJECT.test(line)) return false;
  // Or the partner by name (`[Théo is dreading the move — keep it short and funny]`), or the group
  // (`Group seems keen on a change of scene; confirm venue and time, keep it upbeat.`).
  // In a group, any member (`Amaka impatient, deadline pressure — reassure fast.`).
  const names = (partner === undefined ? participants.flatMap(partnerNames) : partnerNames(partner)).map(
    partnerStem,
  );
  const named = new RegExp(
    `^(?:(?:the\\s+)?(?:group|everyone|everybody|группа|все|die gruppe|el grupo|le groupe|il gruppo|o grupo|grupa)${names.length > 0 ? `|${names.join('|')}` : ''})${NAME_END}`,
    'iu',
  );
  if (!named.test(line) && partner === undefined) return false;
  const read = PRONOUN_THEN_DASH.exec(line) ?? PRONOUN_THEN_DASH.exec(line.replace(named, 'she'));
  const after = read?.[1];
  if (after === undefined || /\p{Extended_Pictographic}/u.test(line)) return false;
  // What they need, after how they feel (`Doyun is clearly worried…, so he needs a firm yes`);
  // `Jake is driving, so he needs the address` is news for the group.
  if (THEIR_NEED.test(after)) return FEELING.test(line.slice(0, line.length - after.length));
  return TURN_DIRECTIVE.test(after);
}
const PRONOUN_THEN_DASH = new RegExp(
  `^(?:she|he|she['’]s|he['’]s|она|он|elle|il|sie ist|er ist|sie wirkt|er wirkt|ella|él|lei|lui|ela|ele|ze|hij|zij|ona|on|वह|वो)(?!\\p{L})[^—–;\\n]*?(?:\\s[—–]|;|,\\s+so(?!\\p{L})|,\\s+(?=(?:${ANSWER_VERB})(?!\\p{L})|[^,\\n]*${NECESSARY}))\\s*(.+)$`,
  'iu',
);
/** What the turn should do, as the writer tells itself: a verb of the turn, or an infinitive. */
const TURN_DIRECTIVE = new RegExp(
  `^(?:\\p{L}+\\s+)?(?:keep (?:it|this|the \\p{L}+|things) (?:short|brief|light|simple|upbeat|warm|casual|friendly|positive|to)|confirm|make sure|play along|circle back|follow up|reassure|comfort|validate|acknowledge|${ANSWER_VERB}|\\p{L}{3,}(?:ть|ться|ти|er|ir|re|ar|en))(?!\\p{L})|${NECESSARY}`,
  'iu',
);
/** What they need or want, as the turn should give it (`he needs a firm yes`). */
const THEIR_NEED =
  /^(?:he|she|they)\s+(?:just\s+|really\s+)?(?:needs|need|wants|want)\s+(?:a|an|the|to|some)(?!\p{L})/iu;

/** The partner by a role, opening the line: the writer's word for the one it answers. */
const ROLE =
  /^[\s*_]*(?:(?:the|my|mon|ma|mi|il|el|la|le|o|a|der|die|mein|meine|mój|moja)\s+)?(?:friend|client|customer|user|ami|amie|amigo|amiga|amico|amica|cliente|client|klient|klientka|przyjaciel|przyjaciółka|клиент|клиентка|друг|подруга|Freund|Freundin|Kunde|Kundin|vriend|vriendin|arkadaşım)(?!\p{L})/iu;
const NEEDS =
  /(?<!\p{L})(?:needs|need to|besoin|braucht|brauchen|necesita|precisa|ha bisogno|нужно|надо|нуждается|потрібно|potrzebuje|trzeba|hay que|il faut|bisogna|é preciso|ihtiyacı var|va \p{L}+(?:ato|ata|ati|ate))(?!\p{L})/iu;

/**
 * Every name the partner goes by (`Granny Nora` is also `Nora`, `Don Ernesto` also `Ernesto`); a
 * name of an unspaced script may be two signs (`美咲`).
 */
function partnerNames(partner: string | undefined): string[] {
  return (partner ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => [...word].length >= (new RegExp(`^[${UNSPACED}]+$`, 'u').test(word) ? 2 : 3));
}

/**
 * Who the turn is with, from the body. A direct chat with one partner has the partner readings; the
 * message is about the partner (a bio, a toast, a reference) when more than one of its paragraphs
 * names them.
 */
export function turnPeople(
  participants: readonly string[],
  direct: boolean,
  body: string,
  answer = body,
): TurnPeople {
  const direct1 = direct && participants.length === 1;
  // A member another message of the answer calls is theirs only where this body names them too.
  const elsewhere = calledMember(participants, answer);
  const named = elsewhere !== undefined && namesAMember(body, [elsewhere]);
  const partner = direct1
    ? participants[0]
    : (calledMember(participants, body) ?? (named ? elsewhere : undefined));
  if (partner === undefined) return { participants };
  const names = partnerNames(partner).map(partnerStem);
  const naming = new RegExp(`${NAME_START}(?:${names.join('|')})${NAME_END}`, 'iu');
  // A paragraph calling them (`Rafa, você vai arrasar`) speaks to them, not of them.
  const calling = new RegExp(`^[\\s*_]*(?:${names.join('|')})${NAME_END}[ \\t]*[,，!！]`, 'iu');
  const described =
    names.length > 0 &&
    body.split(/\n[ \t]*\n/).filter((part) => naming.test(part) && !calling.test(part)).length > 1;
  return { participants, partner, ...(described ? { described } : {}), ...(direct1 ? {} : { called: true }) };
}

/**
 * The writer's plan in the first person future, by its form: Spanish, Portuguese, Italian and
 * French first-person future endings (`responderé`, `darei`, `spiegherò`, `répondrai`), "I'm going
 * to" (`vou`, `voy a`, `je vais`), Greek `θα`, German `werde`, Japanese `予定`/`つもり`.
 */
export const WRITER_PLANS =
  /(?<!\p{L})(?:\p{L}{3,}(?:aré|eré|iré|arei|erei|irei|erò|irò|arò|erai|irai)|vou|voy a|vamos a|je vais|θα|werde|I will|I['’]ll|I['’]m going to)(?!\p{L})|予定|つもり/iu;

/** What someone asking or wanting does, as the writer reports it, in the languages personas speak. */
const REQUEST_VERBS = [
  'asks|asked|asking|wants|wanted|needs|wonders|wondering|requests|requested|would like|addresses|is talking to',
  'fragt|fragte|möchte|wollte|braucht|bittet|bat|wünscht',
  'pide|pidió|pidiendo|pregunta|preguntó|preguntando|quiere|quería|queriendo|necesita',
  "demande|demandé|veut|voudrait|aimerait|cherche|s[’']adresse",
  'chiede|chiesto|chiedendo|vuole|vorrebbe|cerca|si rivolge',
  'pede|pediu|pedindo|pergunta|perguntou|perguntando|quer|queria|querendo|precisa',
  'спрашивает|спросил|спросила|просит|попросил|попросила|хочет|хотел|хотела|интересуется',
  'pyta|pytał|pytała|prosi|prosił|prosiła|chce|soruyor|sordu|istiyor|sesleniyor|vraagt|vroeg|wil',
  'ζητάει|ζητά|ζήτησε|ρωτάει|ρωτά|ρώτησε|θέλει|ήθελε|χρειάζεται',
].join('|');
/** The partner, by a role, wanting or needing. */
export const WANTS_OR_NEEDS = new RegExp(`(?<!\\p{L})(?:${REQUEST_VERBS})(?!\\p{L})|${NEEDS.source}`, 'iu');
/**
 * The writer concluding from what it read: a "so" after a comma, or its words in other languages
 * (`Priti is fed up, so the steps…`, `…, also kurz und lieb`). An "I" alone is the persona's own
 * (`I've known Priya for eight years.`, a reference about the partner).
 */
const WRITER_CONCLUDES_SOURCE =
  '(?<!\\p{L})(?:(?<=[,;][ \\t]*)(?:so|also)|therefore|daher|deshalb|donc|alors|quindi|perciò|así que|por eso|então|por isso|поэтому|так что|więc|dlatego|dus|bu yüzden|o yüzden)(?!\\p{L})|ので|から、|ため、|所以|因此';
const WRITER_CONCLUDES = new RegExp(WRITER_CONCLUDES_SOURCE, 'u');
/** The writer's own act, after the request: the writer as "I", or "so" leading to what it does. */
const WRITER_ACTS = new RegExp(
  `(?<!\\p{L})(?:I(?:['’](?:ll|m|ve|d))?|[Ii]ch|[Jj]e|[Jj]['’]|[Yy]o|[Ii]o|[Ee]u|[Яя]|[Jj]a|[Ii]k|[Bb]en)(?!\\p{L})|我|${WRITER_CONCLUDES_SOURCE}`,
  'u',
);

/** The partner spoken of as asking or wanting, by pronoun or by name. */
function asksOf(text: string): boolean {
  return PARTNER_ASKS.test(text) || PARTNER_NAMED_ASKS.test(text);
}

/**
 * The writer telling itself to stay in character (`Stay in character and don't reveal anything.`),
 * a sentence of its prose; a rule on a list (`4. stay in character no matter what`) is a bot's
 * rule someone tells about, and the word `persona` alone is the chat's topic as often as not.
 */
function tellsItselfToStayInCharacter(paragraph: string): boolean {
  const prose = paragraph
    .split('\n')
    .filter((line) => !/^\s*(?:[-*•]|\d{1,2}[.)])\s/u.test(line))
    .join('\n');
  return /(?:^|[.!?]\s+)(?:stay|keep|remain)(?:ing)?\s+in[ -]character(?!\p{L})/imu.test(prose);
}

/** "So I'll answer cheekily", "so I'll reply and keep it short": how the writer means to answer, and why. */
const PLANS_ITS_ANSWER =
  /(?<!\p{L})so\s+I(?:['’]ll|\s+will)\s+(?:answer|reply|respond|keep it|play along)(?!\p{L})[^.!?\n]*(?<!\p{L})(?:\p{L}+ily|warmly|playfully|briefly|teasingly|short|brief|light)(?!\p{L})/iu;

export const TONE_TALK =
  /(?<!(?:your|their|my|his|her|our)\s+(?:\p{L}+\s+)?)(?<!\p{L})(?:tone|voice)(?!\p{L})(?!\s+(?:of|in|on|message|messages|note|notes|call|calls|memo|mail)(?!\p{L}))/iu;
/** Verbs a model puts after the persona's name when it writes about it rather than as it. */
export const THIRD_PERSON =
  "(?:would|should|will|might|could|can|may|must|is|isn[’']t|has|does|doesn[’']t|keeps|stays|sounds|seems|comes|gets|answers|replies|responds|says|wants|needs|feels|knows|uses|shows|asks|tells|types|texts|writes|smiles|grins|laughs|nods|sighs|adds|thinks|decides)(?![\\p{L}])";
