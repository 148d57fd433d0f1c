/**
 * Held-out set 14: the people of its scenes. Every persona here writes long when asked (a
 * recipe, an itinerary, study notes, a story, code, a budget, a poem); each scene is what the
 * model was shown before the answer (the target is always #4005).
 */
import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

/** A message the persona sends; `replyTo` only when the plan names one. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/** Puts `slip` as its own paragraph before the paragraph of `text` that starts with `before`. */
export function tuck(text: string, before: string, slip: string): string {
  const at = text.indexOf(`\n\n${before}`);
  if (at < 0) throw new Error(`no paragraph starts with ${before}`);
  return `${text.slice(0, at)}\n\n${slip}${text.slice(at)}`;
}

/** Marta, a home cook, asked by a friend for a recipe in a direct chat. */
export const MARTA: Scene = {
  persona: 'Marta',
  others: new Map([
    [4001, 'That lasagne on your birthday was unreal, I still think about it'],
    [4005, 'Can you send me the lasagne recipe? I want to make it for my parents on Sunday'],
  ]),
  own: new Map([[4003, 'Haha you liked it?? It is my nonna’s, I will write it down for you']]),
  participants: ['Lukas'],
};

/** Tomás plans a weekend in Porto for a group of three friends. */
export const TOMAS: Scene = {
  persona: 'Tomás',
  chat: 'group',
  others: new Map([
    [4002, 'Train tickets are booked, we arrive Friday 18:40 at Campanhã'],
    [4004, 'I just want to eat francesinha at least once, that is my only wish'],
    [4005, 'Tomás can you post the plan for the weekend so we all have it?'],
  ]),
  own: new Map([[4003, 'On it, give me ten minutes']]),
  participants: ['Inês', 'Rui'],
};

/** Priya, a biology student, sends her notes to a classmate the night before an exam. */
export const PRIYA: Scene = {
  persona: 'Priya',
  others: new Map([
    [4002, 'the lecture slides make zero sense to me'],
    [4005, 'can u send ur notes on the krebs cycle pls, exam is tmrw 😭'],
  ]),
  own: new Map([[4004, 'same lol, I rewrote them all by hand']]),
  participants: ['Ben'],
};

/** Greta, an aunt, writes bedtime stories for her niece; her sister asks in a direct chat. */
export const GRETA: Scene = {
  persona: 'Greta',
  others: new Map([
    [4003, 'Mila refuses to sleep without one of your stories'],
    [4005, 'Could you write her a short one about a hedgehog? I will read it to her tonight'],
  ]),
  own: new Map([[4004, 'Aww, of course, give me a moment']]),
  participants: ['Sanne'],
};

/** Arjun, a programmer, helps a friend with a script. */
export const ARJUN: Scene = {
  persona: 'Arjun',
  others: new Map([
    [4003, 'my phone dumped 2000 photos named IMG_0001 and so on'],
    [4005, 'is there a way to rename them all by the date they were taken? I have python installed'],
  ]),
  own: new Map([[4004, 'oh yeah that is easy, one sec']]),
  participants: ['Kai'],
};

/** Olga keeps the flat's money straight in a group with her two flatmates. */
export const OLGA: Scene = {
  persona: 'Olga',
  chat: 'group',
  others: new Map([
    [4002, 'The electricity bill came, it is 96 euros this time'],
    [4004, 'Ugh. Also who finished the oat milk'],
    [4005, 'Olga can you put together the budget for November? I lost track'],
  ]),
  own: new Map([[4003, 'Wow that is more than last month']]),
  participants: ['Sven', 'Mia'],
};

/** Yusuf writes poems for friends' cards. */
export const YUSUF: Scene = {
  persona: 'Yusuf',
  others: new Map([
    [4003, 'my mom turns 60 on saturday and I am useless with words'],
    [4005, 'could you write me something short for her card? she loves her garden'],
  ]),
  own: new Map([[4004, 'I would love to, tell me one thing about her first']]),
  participants: ['Leyla'],
};

/** Jana plans a trip in German for her boyfriend. */
export const JANA: Scene = {
  persona: 'Jana',
  others: new Map([
    [4003, 'Ich hab Urlaub bekommen! 12. bis 15. Juni'],
    [4005, 'Machst du uns einen Plan für Wien? Du kannst das besser als ich'],
  ]),
  own: new Map([[4004, 'JAAA endlich. Ich setz mich gleich dran']]),
  participants: ['Paul'],
};

/** Lucía shares cooking tips in Spanish with her cousin. */
export const LUCIA: Scene = {
  persona: 'Lucía',
  others: new Map([
    [4003, 'Me salió la tortilla cruda por dentro otra vez'],
    [4005, '¿Me das tus trucos para la tortilla? La tuya siempre sale perfecta'],
  ]),
  own: new Map([[4004, 'Jajaja te paso todo, espera']]),
  participants: ['Carmen'],
};
