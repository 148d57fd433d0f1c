import { namesPersonasMessage } from './heading-address.js';
import {
  DRAFT_FOR,
  EXPLAIN_WORDS,
  isMessageWord,
  MANNER_WORDS,
  MESSAGE_KEYS,
  SECOND_PERSON,
  VERSION_OF,
} from './meta-words.js';
import { remindsItself, summarisesTheAnswer, translatesTheMessage } from './speech-afterwords.js';
import { narratesToMember, THIRD_PERSON, TONE_TALK } from './speech-analysis.js';
import {
  CITED_FROM_CHAT,
  checksTheTurn,
  OUTSIDE_ANSWER,
  plansTheTurn,
  ratesItself,
  speaksOfTurn,
  ticksOffTheTurn,
  writersNote,
} from './speech-apparatus.js';
import type { BodyContext, Hold, PersonaName } from './speech-context.js';
import { cutLeadingAnalysis } from './speech-lead.js';
import { wrapping } from './speech-marks.js';
import { offers, offersOfAnswer, sentencesOf } from './speech-offers.js';
import { choosesWhomToAnswer, type TurnPeople } from './speech-room.js';
import {
  CANNOT_DO,
  deliberates,
  describesItsAnswer,
  LOGGED,
  MANNER,
  namesItsMessages,
  namesItsTone,
  notesItsChoice,
  THOUGHT_TITLE,
  TONE_CHOICE,
  weighsTheTurn,
} from './speech-tone.js';
import { afterFinalLabel } from './speech-versions.js';
import {
  isSignature,
  NAME_END,
  NAME_START,
  namesPersona,
  personaName,
  TEXT_KEYS,
  UNSPACED,
} from './speech-wrappers.js';

/*
 * The writer's talk around a message rather than to the chat: a lead-in presenting the answer, a
 * first paragraph analysing the turn, and talk about the message after it. Held back as
 * `outside-blocks` or `reasoning`.
 */

/**
 * Talk about the message after it (`**Note:** I kept it short`, `Let me know if you want another
 * tone`, `I hope this captures Heidi's voice`). After a rule (`---`), the rest is held back when
 * it opens with a label or a wrapped line, names the persona, or speaks of the answer; otherwise
 * the rule is the message's own. A last paragraph after a blank line is held back only when it
 * speaks of the persona or of the answer itself (its voice, its tone, "this reply"), as no
 * message to the chat does; a last line, blank line or not, when it offers to redo the answer.
 */
export function cutTrailingTalk(text: string, context: BodyContext, hold: Hold): string {
  let lines = text.split('\n');
  // An offer to redo the answer (`Let me know if you'd like another tone!`) needs no blank line;
  // it goes first, so that the paragraph it ends is judged without it.
  const end = lines.findLastIndex((line) => line.trim() !== '');
  // A signature under the offer (`Vuoi che la riscriva…?` then `— Heidi`) stays for the labels to take.
  const signed = end > 0 && isSignature(lines[end] ?? '', context.persona);
  const last = signed ? lines.findLastIndex((line, i) => i < end && line.trim() !== '') : end;
  const signature = signed ? lines.slice(last + 1) : [];
  const lastLine = lines[last] ?? '';
  // The offer may follow a few words of its own (`Hope this works! I can make it more formal…`).
  const sentences = sentencesOf(lastLine);
  // Also as a sentence's last clause (`I went for encouraging…; happy to tweak it if…`): the
  // sentence is the offer's.
  const offering = (s: string) =>
    offersOfAnswer(s, (rest) => ANSWER_WORDS.test(rest) || speaksOfAnswer(rest));
  const at = sentences.findIndex((s) => offering(s) || offering(s.split(/;\s*/u).at(-1) ?? ''));
  // Or after the last dash of the message's line (`…أنا هون — want me to make it sound more
  // formal?`): the offer alone goes.
  const dashed = /^(.*\S)\s+[—–]\s+([^—–\n]+)$/u.exec(lastLine);
  if (at < 0 && dashed && offering(dashed[2] ?? '')) {
    hold((dashed[2] ?? '').trim(), 'outside-blocks');
    lines = [...lines.slice(0, last), dashed[1] ?? '', ...signature];
  } else if (last > 0 && at >= 0) {
    // Those words go with it when they are few; `See you at eight then! Let me know…` keeps them.
    const before = sentences.slice(0, at);
    // On a line of its own under the message, a few words before it are the offer's too
    // (`Too formal? I can tone it down.`).
    const alone = before.every((s) => s.split(/\s+/).length <= 4 || HOPES_IT_WORKS.test(s));
    hold(sentences.slice(alone ? 0 : at).join(' '), 'outside-blocks');
    lines = [
      ...lines.slice(0, last),
      ...(alone || before.length === 0 ? [] : [before.join(' ')]),
      ...signature,
    ];
  } else if (last === 0 && !signed && offersAlone(lastLine)) {
    // A body that is only the offer (`Hope that helps! Let me know if you'd like another tone.`).
    hold(lastLine.trim(), 'outside-blocks');
    return '';
  }
  // Last paragraphs first: the rule may be the message's own, with talk after its last paragraph.
  for (;;) {
    const blank = lines.findLastIndex((line, i) => line.trim() === '' && i < lines.length - 1);
    const after = lines
      .slice(blank + 1)
      .join('\n')
      .trim();
    if (blank <= 0 || lines.slice(0, blank).join('').trim() === '') break;
    // A reasoning summary between messages: its title, then the writer's plan under it.
    const title = lines.findLastIndex((line, i) => i < blank && line.trim() !== '');
    if (deliberates(after) && THOUGHT_TITLE.test(lines[title] ?? '') && title > 0) {
      hold(`${(lines[title] ?? '').trim()}\n\n${after}`, 'reasoning');
      lines = lines.slice(0, title);
      continue;
    }
    const voice =
      (speaksOfPersona(unstaged(unsigned(after, context.persona)), context.persona) &&
        !startsWithName(after, context.persona)) ||
      speaksOfAnswer(after) ||
      // `Ich habe … den Ton locker gehalten.`, `I've kept it short, since Priya is upset.`: the
      // writer on the tone it kept or a choice it made, to no one (wrapped, it is reasoning's).
      (!after.includes('\n') &&
        !wrapping(after) &&
        ((TONE_CHOICE.test(after) && !SECOND_PERSON.test(after)) || notesItsChoice(after))) ||
      // `(Samimi ve kısa bir ton kullandım.)`: the tone named, wrapped or not.
      namesItsTone(after) ||
      namesItsMessages(after) ||
      remindsItself(after) ||
      NEXT_TURN.test(after) ||
      CITED_FROM_CHAT.test(after) ||
      writersNote(after) ||
      (CANNOT_DO.test(after) && !SECOND_PERSON.test(after)) ||
      OUTSIDE_ANSWER.test(after) ||
      plansTheTurn(after) ||
      checksTheTurn(after) ||
      ticksOffTheTurn(after, lines.slice(0, blank).join('\n')) ||
      translatesTheMessage(after, lines.slice(0, blank).join('\n')) ||
      summarisesTheAnswer(after) ||
      ratesItself(after) ||
      // `(Responded in a friendly, concise manner.)`: the writer's log of how it answered.
      (wrapping(after) !== undefined && (LOGGED.test(after) || describesItsAnswer(after))) ||
      explainsTheAnswer(after) ||
      // A reasoning summary's title closing the answer (`**Finalizing the Response**`).
      (THOUGHT_TITLE.test(after) && (ANSWER_WORDS.test(after) || speaksOfTurn(after)));
    if (!voice || RULE.test(after)) break;
    hold(after, 'outside-blocks');
    lines = lines.slice(0, blank);
  }
  const rule = lines.findLastIndex((line) => RULE.test(line));
  const before = lines.slice(0, Math.max(0, rule)).join('\n').trim();
  const after = lines
    .slice(rule + 1)
    .join('\n')
    .trim();
  if (rule <= 0 || before === '' || after === '') return lines.join('\n');
  const first = after.split('\n')[0] ?? '';
  // `Me before: …` --- `Me after: …`: the rule parts two lines of the message's own, labelled alike.
  // A label is set off (`**Why it works:**`) or one word (`Tone:`); `Y otra cosa: …` is a sentence.
  const label = (line: string) =>
    (/^\s*(?:\*\*|__)(\p{L}+)[\p{L} ]{0,29}\s*:?(?:\*\*|__)\s*:?/u.exec(line) ??
      /^\s*[*_]*(\p{L}+)[*_]*\s*:/u.exec(line))?.[1]?.toLowerCase();
  const talk =
    (label(first) !== undefined &&
      label(first) !== label(before.split('\n')[0] ?? '') &&
      !PERSONS_LABEL.test(first)) ||
    wrapping(first) !== undefined ||
    namesPersona(unsigned(after, context.persona), context.persona) ||
    ANSWER_WORDS.test(after);
  if (!talk) return lines.join('\n');
  hold(after, 'outside-blocks');
  return before;
}

const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/m;
/** Labels a person sets under a rule of their own message: a tip, a postscript, a signature. */
const PERSONS_LABEL =
  /^\s*[*_]{0,2}(?:tip|tips|hint|truco|trucos|consejo|tipp|astuce|dica|consiglio|p\.?\s?s|firmado|signed|gez\.|signé|assinado|firmato)[*_]{0,2}\s*[:：.]/iu;

/** The text without its wrapped lines: a stage direction naming the persona is narration, another rule's. */
function unstaged(text: string): string {
  return text
    .split('\n')
    .filter((line) => wrapping(line) === undefined)
    .join('\n');
}

/** The text without a signature line: signing is the persona's name as a label, not talk about it. */
function unsigned(text: string, persona: PersonaName): string {
  const lines = text.split('\n');
  // A letter's sign-off: its closing line, then the persona's full name, and its title under it
  // (`С уважением,` / `Ольга Миронова` / `руководитель отдела…`).
  const signs = new RegExp(`^[\\s*_]*${personaName(persona)}${NAME_END}`, 'iu');
  const closing = lines.findIndex(
    (line, i) =>
      /^[^\n]{1,30}[,，]\s*$/u.test(line) && signs.test(lines[i + 1] ?? '') && lines.length - i <= 4,
  );
  return (closing >= 0 ? lines.slice(0, closing) : lines)
    .filter((line) => !isSignature(line, persona))
    .join('\n');
}

/**
 * A line that only offers to redo the answer: its sentences before the offer are a few words
 * (`Hope that helps!`), and the offer speaks of the answer's tone or voice.
 */
function offersAlone(line: string): boolean {
  const sentences = sentencesOf(line);
  const at = sentences.findIndex(offers);
  const offer = sentences.slice(at).join(' ');
  return (
    at >= 0 &&
    offersOfAnswer(offer, speaksOfAnswer) &&
    sentences.slice(0, at).every((sentence) => sentence.split(/\s+/).length <= 4)
  );
}

/** A note for a later turn (`Next turn: ask how the first week went.`), which the chat never reads. */
const NEXT_TURN =
  /^[\s*_([]*(?:(?:for the|para el|para o|pour le|per il|für den|für)\s+)?(?:(?:next|following|later|future)\s+(?:turns?|messages?)|spätere turns|späteren turns|for the next turn|follow-up for later|próximo turno|siguiente turno|próximo mensaje|próxima mensagem|nächste runde|nächste nachricht|prochain tour|prochain message|prossimo turno|prossimo messaggio)[*_\s]*[:：]/iu;

/** The writer hoping its answer does (`Hope this captures Farah's vibe!`, `I hope that works`). */
const HOPES_IT_WORKS = /^[\s*_]*(?:I\s+)?hope\s+(?:this|that|it)\s/iu;

/** Words a model uses when it talks about the answer it wrote rather than to the chat. */
const ANSWER_WORDS =
  /(?<![\p{L}_])(?:reply|replies|response|message|tone|version|draft|character|in-character|persona|versión|versao|versão|versione|versie|wersj[aęi]|sürüm|верси[яюи]|версі[яюї]|tono|tom|ton|тон|גרסה|גרסת|نسخة|εκδοχή)(?![\p{L}_])/iu;
/**
 * The answer named as what the line leads into (`My reply:`, `my response as Heidi:`), not as a
 * word describing something else (`my 3 rules for persona prompts:`).
 */
const ANSWER_HEAD = new RegExp(
  `${ANSWER_WORDS.source}(?=[*_\\s]*(?:[:：]|$)|\\s+(?:as|to|for|in|from|para|a|de|an|für|als|à|pour|per|для|на)(?!\\p{L}))`,
  'iu',
);
/** A manner named (`casual`, `warm`, `short`). */
const MANNER_NAMED = new RegExp(`(?<!\\p{L})(?:${MANNER_WORDS})(?!\\p{L})`, 'iu');
/** How the answer sounds or what it does, as a model speaks of it and no message to a friend does. */
const VOICE_WORDS = /(?<!\p{L})(?:in[ -]character|persona)(?!\p{L})/iu;
/** Not as a preposition's object (`vote on this message`, `reply to this message`): the chat's message. */
const ANSWER_REFERENCE =
  /(?<!(?:on|to|in|under|at|for|with)\s+)(?<!\p{L})(?:this|these|both|the above)\s+(?:\p{L}+\s+)?(?:reply|replies|response|responses|message|messages|draft|drafts|version|versions)(?!\p{L})/iu;
/**
 * A closing paragraph explaining the answer (`Rationale: short and friendly.`, `Why this works:
 * …`, `TL;DR of my reply: …`): a label of explanation speaking of the turn or of how it sounds,
 * or a label naming the answer as the writer's own after other words (`My answer: yes!` is one);
 * `Explanation: the cat knocked it over` is news.
 */
const EXPLAIN_LABEL = new RegExp(`^\\s*[*_]{0,2}(?:${EXPLAIN_WORDS})[*_]{0,2}\\s*[:：]`, 'iu');
const OWN_ANSWER_LABEL =
  /^\s*[*_]{0,2}[^:：\n]{2,30}(?<!\p{L})(?:my|this|the)\s+(?:reply|response|answer|message)(?!\p{L})[^:：\n]{0,20}[*_]{0,2}\s*[:：]/iu;
function explainsTheAnswer(paragraph: string): boolean {
  if (SECOND_PERSON.test(paragraph)) return false;
  return (
    (EXPLAIN_LABEL.test(paragraph) &&
      (speaksOfTurn(paragraph) || MANNER.test(paragraph) || ANSWER_WORDS.test(paragraph))) ||
    OWN_ANSWER_LABEL.test(paragraph)
  );
}

/** Talk about the answer itself: its voice, its tone, or the answer named as this one. */
function speaksOfAnswer(text: string): boolean {
  return (
    VOICE_WORDS.test(text) ||
    // The tone named with how it is (`kept the tone light`); `killed the AI voice for me` is a topic.
    (TONE_TALK.test(text) && (MANNER_NAMED.test(text) || TONE_CHOICE.test(text))) ||
    ANSWER_REFERENCE.test(text)
  );
}

/**
 * The persona named as someone else would (`Heidi would …`, `very Heidi`), not as a place
 * (`at Heidi's`) or by the persona itself (`Heidi here!`, `it's Heidi`).
 */
function speaksOfPersona(written: string, persona: PersonaName): boolean {
  const name = personaName(persona);
  if (name === '') return false;
  // Code is data: the name as a value in it (`- name: Sunny` in a YAML block) is no one spoken of.
  // So is a table's row or a list's item (a rota with the persona in it).
  const keyLine = /^\s*[*_]{0,2}\p{L}[\p{L}\p{M}\p{N} ()'’.-]{0,30}[*_]{0,2}\s*:[ \t]*\S.*$/gmu;
  const text = written
    .replace(/```[\s\S]*?(?:```|$)|`[^`\n]*`/g, ' ')
    .replace(/^\s*(?:\|.*\||(?:[-*•]|\d{1,2}[.)])\s.*)$/gmu, ' ')
    // So is a key of a run of `name: value` lines (`Ines (me): the cake` among the members').
    .replace((written.match(keyLine)?.length ?? 0) >= 2 ? keyLine : /(?!)/u, ' ');
  const bare = `${NAME_START}${name}(?!['’]s)${NAME_END}`;
  const self = new RegExp(`${bare}\\s+here|(?:it['’]s|this is|I['’]m|I am)\\s+${bare}`, 'iu');
  // Not as part of a name (`the Heidi & Sons stand`, `Heidi and Co.`), read case-sensitively.
  const named = [...text.matchAll(new RegExp(bare, 'giu'))].some(
    (m) =>
      !/(?:^|\s)the\s+$/i.test(text.slice(0, m.index)) &&
      !/^\s*(?:&|\+|and|und)\s+\p{Lu}/u.test(text.slice(m.index + m[0].length)) &&
      // One of names listed together (`Катя и Оля`, `Lena, Pia und Jakob`), as people sign.
      !/\p{Lu}\p{L}*\s*(?:,|&|\+|and|und|и|y|et|e|i|ve|en)\s+$/u.test(text.slice(0, m.index)) &&
      !ordinaryWord(text, m.index, m[0].length) &&
      // Lower case, a capitalised name is a word (`deniz 23°`, the sea, for Deniz).
      !(/^\p{Ll}/u.test(m[0]) && /^\p{Lu}/u.test(persona.configured.trim())),
  );
  return named && !self.test(text);
}

/**
 * A name that is also a word (`Mai` is Vietnamese for tomorrow; `Grace period`, `Summer hours`),
 * opening the text with a lower-case word after it, in a paragraph a person types: an emoji, a question or exclamation, someone spoken to. A writer's
 * talk about the persona (`Heidi hält es kurz und freundlich.`) has none of them.
 */
function ordinaryWord(text: string, at: number, length: number): boolean {
  if (text.slice(0, at).trim().replace(/[*_]/g, '') !== '') return false;
  const next = /^\s+(\p{L}+)/u.exec(text.slice(at + length))?.[1] ?? '';
  return (
    /^\p{Ll}/u.test(next) && (/\p{Extended_Pictographic}|[?!？！]/u.test(text) || SECOND_PERSON.test(text))
  );
}

/**
 * A first line that introduces the answer (`Here's Heidi's reply:`, `Sure! Here is my
 * response:`): it ends with a colon, speaks of the answer or names the persona, and more follows.
 */
export function cutLeadIn(
  written: string,
  persona: PersonaName,
  hold: Hold,
  followed = false,
  people?: TurnPeople,
): string {
  const lines = afterFinalLabel(withoutTitle(written, persona, hold), hold).split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const line = lines[first] ?? '';
  const rest = lines.slice(first + 1).join('\n');
  const next = lines.findIndex((l, i) => i > first && l.trim() !== '');
  // A reasoning summary's title (`**Assessing the Questions**`) over the writer's own plan.
  const summary = THOUGHT_TITLE.test(line) && next > 0 && weighsTheTurn(lines[next] ?? '');
  // After an apology or an aside, its last clause presents the answer (`Desculpe, não consigo
  // enviar áudios, então segue a resposta em texto:`).
  const clause = line.split(/[,;，；]\s+/).at(-1) ?? line;
  // An emoji after words is a person's (`Captain Maeve reporting 🫡 Rounds:`); `📝 Reply:` an icon.
  const introduces =
    !summary &&
    !/\p{L}[^\n]*\p{Extended_Pictographic}/u.test(line) &&
    (/[:：]\s*$/.test(line) || /^\s*\*\*[^*]+\*\*\s*$/.test(line)) &&
    clause.trim().split(/\s+/).length <= 12 &&
    (presentsPersona(line, persona) ||
      // A reasoning summary's title naming the answer (`**Crafting a Gentle Reply**`).
      (THOUGHT_TITLE.test(line) && ANSWER_WORDS.test(line)) ||
      // `Oké, zo zou Maud reageren:`: the persona spoken of after other words, in any language, over
      // the message (first, a name that is also a word titles a list: `Summer hours till Sunday:`).
      (speaksOfPersona(line, persona) &&
        /[:：]\s*$/.test(line) &&
        !new RegExp(`^[\\s*_]*${personaName(persona)}${NAME_END}`, 'iu').test(line)) ||
      WOULD_WRITE.test(line) ||
      narratesToMember(line, persona, people?.participants ?? []) ||
      // The writer naming whom it answers, over the message (`Burak'a cevap veriyorum:`).
      choosesWhomToAnswer(line.replace(/[:：][\s*_]*$/u, '.'), people?.participants ?? []) ||
      (namesAnswerElsewhere(clause) && LEAD_IN_ELSEWHERE.test(clause)) ||
      // Bare (`Quick version:`) only when short: `ok quick version, notes tomorrow:` is a person's.
      (ANSWER_HEAD.test(line) &&
        !VERSION_OF.test(line) &&
        !DRAFT_FOR.test(line) &&
        (LEAD_IN.test(line) || (!SOMEONES_ANSWER.test(line) && line.trim().split(/\s+/).length <= 5))));
  if (introduces && rest.trim() !== '') {
    hold(line.trim(), 'outside-blocks');
    return rest;
  }
  // The same lead-in with the message after it on its line (`As Heidi, I'd say: Yes!`).
  const colon = /^([^:：→\n]{3,80}?)(?:[:：][*_]{0,2}|\s*(?:→|->|=>))\s+(?=\S)/u.exec(line);
  const prefix = colon?.[1] ?? '';
  // Or naming the persona's answer (`Heidi's reply: …`, `here's how Heidi might reply: …`).
  const name = personaName(persona);
  const personas =
    (name !== '' &&
      new RegExp(
        `${NAME_START}${name}(?:['’]s\\s+(?:reply|response|answer)|\\s+(?:might|would|could|will|should|may)\\s+(?:\\p{L}+ly\\s+)?(?:reply|respond|answer|say|write|text))(?!\\p{L})`,
        'iu',
      ).test(prefix)) ||
    namesPersonasMessage(prefix, persona.configured);
  if (
    colon &&
    prefix.trim().split(/\s+/).length <= (personas ? 24 : 12) &&
    (WOULD_WRITE.test(prefix) ||
      personas ||
      (ANSWER_WORDS.test(prefix) && LEAD_IN.test(prefix) && !SOMEONES_ANSWER.test(prefix)) ||
      // `Draft reply → …`, `Suggested response: …`: a label of nothing but the answer's words
      // (`Answer: yes, both!` and `My answer: …` are a person's).
      /^\s*[*_]{0,2}(?:draft|final|suggested|proposed)\s+(?:reply|response|answer)[*_]{0,2}\s*$/iu.test(
        prefix,
      ))
  ) {
    hold(colon[0].trim(), 'outside-blocks');
    return [...lines.slice(0, first), line.slice(colon[0].length), ...lines.slice(first + 1)].join('\n');
  }
  // `"Yes, Saturday!" — that's what I'd text back.`: the answer quoted, then the writer on it.
  const quoted = /^\s*(["“«„])(.+)(["”»“])\s*[—–-]+\s*(.+)$/u.exec(line);
  if (quoted && WOULD_WRITE.test(quoted[4] ?? '') && rest.trim() === '') {
    hold(`${quoted[1]}…${quoted[3]} — ${quoted[4]}`, 'outside-blocks');
    return [...lines.slice(0, first), quoted[2] ?? ''].join('\n');
  }
  let from = first;
  let title = '';
  if (summary) {
    title = line;
    from = next;
  }
  return cutLeadingAnalysis(lines, from, title, followed, persona, people, hold);
}

/** Words that present what follows as the answer (`Here's my reply:`), as a relayed message is not. */
const LEAD_IN = /(?<!\p{L})(?:here|here['’]s|my|following|below|suggested|possible)(?!\p{L})/iu;

/**
 * The same in other languages, both needed (`Hier ist meine Antwort:`, `Voici ma réponse :`,
 * `Вот мой ответ:`, `以下是我的回复：`): a relayed message has no presenting word.
 */
function namesAnswerElsewhere(line: string): boolean {
  const words = line.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (words.some((w) => isMessageWord(w) && !TEXT_KEYS.includes(w))) return true;
  const unspaced = new RegExp(`^[${UNSPACED}]+$`, 'u');
  return [...MESSAGE_KEYS].some((key) => (unspaced.test(key) || key.includes(' ')) && line.includes(key));
}
const LEAD_IN_ELSEWHERE =
  /(?<!\p{L})(?:hier|meine|folgende|aquí|mi|voici|voilà|ma|mon|ecco|mia|aqui|segue|seguem|minha|mijn|oto|moja|mój|işte|İşte|berikut|вот|мой|моё|мое|ось|моя|ορίστε|ιδού|הנה|إليك|đây là|tässä|íme|iată|zde je|tady je|här är|her er|yaha|यह रहा|यहाँ है|इसका|narito|heto|eto|hapa|hii ndiyo|huu ndio|inilah|dưới đây|এই যে|এখানে|இதோ|இங்கே|این هم|اینم|یہ رہا|یہ ہے|ይኸውና|štai|lūk|siin on|tu je|tukaj je|evo|ево|ето|këtu është|dyma|seo|hona hemen|hér er|აი|ահա|budur|міне|mana|энэ бол|ga shi|èyí ni|nansi|nayi|mano|minu|môj|moj|мој|моја|моят|ჩემი|իմ|mənim|менің|mening|миний)(?![\p{L}\p{M}])|以下|こちら|这是|我的|다음은|นี่คือ/iu;

/** `left you a message:`, `your reply:`: a message someone else wrote, passed on. */
const SOMEONES_ANSWER =
  /(?<!\p{L})(?:a|an|your|his|her|their)\s+(?:\p{L}+\s+)?(?:reply|replies|response|message|messages|answer)(?!\p{L})/iu;

/**
 * A line naming the persona as the one answering (`Heidi's reply:`, `As Heidi:`, `Heidi (playful):`);
 * a longer one naming it only as a word (`Summer hours till Sunday:`) is the message's own.
 */
function presentsPersona(line: string, persona: PersonaName): boolean {
  if (!namesPersona(line, persona)) return false;
  const name = personaName(persona);
  const words = line
    .replace(/[*_:：()[\]]/g, ' ')
    .trim()
    .split(/\s+/);
  return (
    words.length <= 3 ||
    ANSWER_WORDS.test(line) ||
    line.split(/[^\p{L}\p{M}]+/u).some(isMessageWord) ||
    // Its reply, as it, it with a verb or a note, or it closing the line (`Ето отговора на Деси:`).
    new RegExp(
      `${name}['’]s|(?<!\\p{L})(?:as|als|como|comme|come|как|jako)\\s+${name}|${name}\\s+${THIRD_PERSON}|${name}\\s*\\(|${name}[*_]*\\s*[:：]\\s*$`,
      'iu',
    ).test(line)
  );
}

const WOULD_WRITE =
  /(?<!\p{L})I(?:['’]d| would| ['’]ll| will)\s+(?:send|say|write|reply|answer|respond|text)(?!\p{L})/iu;

/** `Heidi: …`, `**Heidi:** …`: the name opens the text as a label (another rule's). */
function startsWithName(text: string, persona: PersonaName): boolean {
  return new RegExp(`^[\\s*_[<]*${personaName(persona)}[*_\\]>]*\\s*:`, 'iu').test(text);
}

/**
 * A Markdown heading over the message that titles it as the answer (`## Reply to Jonas`,
 * `### Heidi's reply`, `### Odpowiedź`): a message key or the persona's name in a heading line
 * opening the body, with the message below. `## Opening hours` over a list is a person's title.
 */
function withoutTitle(text: string, persona: PersonaName, hold: Hold): string {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const title = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/.exec(lines[first] ?? '')?.[1];
  if (
    title === undefined ||
    lines
      .slice(first + 1)
      .join('')
      .trim() === ''
  )
    return text;
  const words = title.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (!words.some((w) => isMessageWord(w)) && !namesPersona(title, persona)) return text;
  hold((lines[first] ?? '').trim(), 'outside-blocks');
  return lines.slice(first + 1).join('\n');
}
