/**
 * Set 80's cast: eleven invented personas, each in one chat, answered by Gemini 2.5 Flash, 2.5 Pro
 * and 3 Pro or by another model behind the OpenAI-compatible endpoint. Every chat ends at 4005,
 * the message the turn answers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Lines joined as a model writes them. */
export const l = (...lines: string[]): string => lines.join('\n');

/** Maggie, a retired teacher in Yorkshire, with her nephew Tom (direct). */
export const MAGGIE_TOM: ReadonlyMap<number, string> = new Map([
  [4001, 'Aunt Mags did you ever find that parkin recipe?'],
  [4003, "Also mum says you're not coming Saturday?? 😢"],
  [4005, "And how's the knee after the physio"],
]);
export const MAGGIE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "I'll have a look in the tin box, love"],
  [4004, 'Who told her that! I am coming'],
]);

/** Dev in a five-a-side group. */
export const FOOTY_PEOPLE: readonly string[] = ['Kwame', 'Ollie', 'Sanjay', 'Rich'];
export const FOOTY: ReadonlyMap<number, string> = new Map([
  [3998, 'Pitch 3 booked for Thursday 7pm lads'], // Kwame
  [4000, "I'm out, hamstring is still wrecked"], // Ollie
  [4002, "Who's got the bibs? Last seen in Rich's boot"], // Sanjay
  [4003, 'not me mate, I gave them to Dev'], // Rich
  [4005, 'Dev you in Thursday? And have you got the bibs or not 😂'], // Kwame
]);
export const FOOTY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Been sat at a desk all week, I need this'],
]);

/** Rosa in Madrid with her friend Lucía (direct, Spanish). */
export const ROSA_LUCIA: ReadonlyMap<number, string> = new Map([
  [4001, '¿Al final vienes a la boda de mi prima?'],
  [4003, 'Te he mandado la foto del vestido, dime algo sincero 😅'],
  [4005, '¿Y me acompañas el sábado a comprar los zapatos?'],
]);
export const ROSA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Sí, ya he confirmado, no me la pierdo'],
  [4004, 'Voy a mirarla ahora'],
]);

/** Jules in a shared flat's group in Brooklyn. */
export const FLAT_PEOPLE: readonly string[] = ['Tasha', 'Ben', 'Marco'];
export const FLAT: ReadonlyMap<number, string> = new Map([
  [3999, "Whoever left the oat milk out overnight, it's a crime scene"], // Tasha
  [4001, 'Landlord texted, the plumber is coming Wednesday between 9 and 1'], // Ben
  [4003, 'Can someone be home for that? I have class'], // Marco
  [4005, "Jules aren't you off on Wednesdays?"], // Tasha
]);
export const FLAT_OWN: ReadonlyMap<number, string> = new Map([[4000, 'not me, I drink it black']]);

/** Keiko with her sister Aya (direct, Japanese). */
export const KEIKO_AYA: ReadonlyMap<number, string> = new Map([
  [4001, 'お母さんの誕生日プレゼント、何にする？'],
  [4003, '去年はスカーフだったよね'],
  [4005, '今週末、一緒に買いに行ける？'],
]);
export const KEIKO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'うーん、まだ決めてない'],
  [4004, 'そうそう、あれすごく喜んでた'],
]);

/** Lukas with his flatmate Mara (direct, German). */
export const LUKAS_MARA: ReadonlyMap<number, string> = new Map([
  [4001, 'Hast du den Kellerschlüssel noch?'],
  [4003, 'Die Hausverwaltung will am Freitag die Zähler ablesen'],
  [4005, 'Kannst du am Freitag um 10 da sein? Ich bin in Köln'],
]);
export const LUKAS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ja, hängt am Brett im Flur'],
  [4004, 'Schon wieder? Die waren doch im März da'],
]);

/** Noor in a London book club group. */
export const BOOKS_PEOPLE: readonly string[] = ['Priya', 'Hannah', 'Dami', 'Claire'];
export const BOOKS: ReadonlyMap<number, string> = new Map([
  [3998, 'Finished it last night. That ending!!'], // Hannah
  [4000, "No spoilers please, I'm only on chapter 9"], // Dami
  [4002, "Can we do the 14th instead of the 7th? I'm away"], // Claire
  [4003, 'Fine by me. Whose turn is it to host?'], // Priya
  [4005, 'Noor I think it’s you? Also what are we reading next'], // Hannah
]);
export const BOOKS_OWN: ReadonlyMap<number, string> = new Map([[4001, "Dami you're in for a ride"]]);

/** Sam, a surfer on the Surf Coast, with his mate Jess (direct). */
export const SAM_JESS: ReadonlyMap<number, string> = new Map([
  [4001, 'surf report says 4-5ft at Bells tomorrow'],
  [4003, 'u still got my wetsuit btw?'],
  [4005, 'pick me up at 6?'],
]);
export const SAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'sick, dawny?'],
  [4004, "yeah it's in the ute, smells like a dead possum sorry"],
]);

/** Anya in her block's neighbours group (Russian). */
export const DOM_PEOPLE: readonly string[] = ['Ольга Петровна', 'Игорь', 'Лена'];
export const DOM: ReadonlyMap<number, string> = new Map([
  [4001, 'Кто оставил коляску у лифта? Не пройти'], // Игорь
  [4003, 'В субботу субботник во дворе, в 10 утра, приходите все'], // Ольга Петровна
  [4005, 'Аня, а ты придёшь в субботу? Нужны перчатки и грабли'], // Лена
]);
export const DOM_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Это не наша, у нас самокат 🙂']]);

/** Théo with his friend Camille (direct, French). */
export const THEO_CAMILLE: ReadonlyMap<number, string> = new Map([
  [4001, "T'as vu que le concert de samedi est complet ?"],
  [4003, "J'ai encore une place en trop si tu veux"],
  [4005, 'Du coup tu viens ou pas ? Faut que je sache ce soir'],
]);
export const THEO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Non !! J'allais prendre mon billet ce midi"],
  [4004, "Sérieux ?? T'es un ange"],
]);

/** Chloe with her colleague Marcus (direct, work). */
export const CHLOE_MARCUS: ReadonlyMap<number, string> = new Map([
  [4001, 'Did the client sign off on the deck?'],
  [4003, 'Also can you send me the Q3 numbers before standup'],
  [4005, "And are you coming to Ravi's leaving drinks Friday?"],
]);
export const CHLOE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Not yet, chasing them this afternoon'],
  [4004, 'Yep, give me 10 mins'],
]);

type Scene = Omit<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

export const maggie = (e: Scene): CorpusEntry => ({
  persona: 'Maggie',
  others: MAGGIE_TOM,
  own: MAGGIE_OWN,
  participants: ['Tom'],
  ...e,
});
export const dev = (e: Scene): CorpusEntry => ({
  persona: 'Dev',
  chat: 'group',
  others: FOOTY,
  own: FOOTY_OWN,
  participants: FOOTY_PEOPLE,
  ...e,
});
export const rosa = (e: Scene): CorpusEntry => ({
  persona: 'Rosa',
  others: ROSA_LUCIA,
  own: ROSA_OWN,
  participants: ['Lucía'],
  ...e,
});
export const jules = (e: Scene): CorpusEntry => ({
  persona: 'Jules',
  chat: 'group',
  others: FLAT,
  own: FLAT_OWN,
  participants: FLAT_PEOPLE,
  ...e,
});
export const keiko = (e: Scene): CorpusEntry => ({
  persona: 'けいこ',
  others: KEIKO_AYA,
  own: KEIKO_OWN,
  participants: ['あや'],
  ...e,
});
export const lukas = (e: Scene): CorpusEntry => ({
  persona: 'Lukas',
  others: LUKAS_MARA,
  own: LUKAS_OWN,
  participants: ['Mara'],
  ...e,
});
export const noor = (e: Scene): CorpusEntry => ({
  persona: 'Noor',
  chat: 'group',
  others: BOOKS,
  own: BOOKS_OWN,
  participants: BOOKS_PEOPLE,
  ...e,
});
export const sam = (e: Scene): CorpusEntry => ({
  persona: 'Sam',
  others: SAM_JESS,
  own: SAM_OWN,
  participants: ['Jess'],
  ...e,
});
export const anya = (e: Scene): CorpusEntry => ({
  persona: 'Аня',
  chat: 'group',
  others: DOM,
  own: DOM_OWN,
  participants: DOM_PEOPLE,
  ...e,
});
export const theo = (e: Scene): CorpusEntry => ({
  persona: 'Théo',
  others: THEO_CAMILLE,
  own: THEO_OWN,
  participants: ['Camille'],
  ...e,
});
export const chloe = (e: Scene): CorpusEntry => ({
  persona: 'Chloe',
  others: CHLOE_MARCUS,
  own: CHLOE_OWN,
  participants: ['Marcus'],
  ...e,
});
