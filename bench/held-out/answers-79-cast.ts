/**
 * Set 79's cast: eight invented personas and their chats. Priya is a backend developer in
 * Bengaluru (an on-call group, a friend alone); Lucía organises a hen weekend in Madrid (the
 * group, her mother alone); Katja studies in Leipzig (a study group, a friend alone); Саша is a
 * translator in Moscow; 藍子 chats with a friend in Osaka; Chloé leads a hiking group in
 * Grenoble; Clara is a novelist in Belo Horizonte; Zeynep lives in an Istanbul block of flats.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Priya's on-call group: Arjun asks her by name for what she found (4005). */
export const ONCALL: ReadonlyMap<number, string> = new Map([
  [4001, 'p99 on checkout just jumped to 4s, anyone touching the db?'], // Dave
  [4003, "not me, I'm on the migration review"], // Meera
  [4005, 'Priya can you post what you found? and the command you used to check the pool'], // Arjun
]);
export const ONCALL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'looking'],
  [4004, 'found it I think, one sec'],
]);

/** Priya and her friend Nandini. */
export const NANDINI: ReadonlyMap<number, string> = new Map([
  [4003, 'did u try that AI resume thing'],
  [4005, 'what are you up to rn? also send me the prompt you used for your cover letter pls'],
]);
export const NANDINI_OWN: ReadonlyMap<number, string> = new Map([[4004, 'yesss last week']]);

/** Lucía's hen-weekend group: Marta asks her by name for the packing list (4005). */
export const HEN: ReadonlyMap<number, string> = new Map([
  [4001, '¿A qué hora salimos el viernes?'], // Bea
  [4003, 'Yo llevo el altavoz 🔊'], // Irene
  [4005, 'Lucía pásanos la lista de lo que hay que llevar porfa'], // Marta
]);
export const HEN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ahora os digo'],
  [4004, 'Perfecto Irene 🙌'],
]);

/** Lucía and her mother: a translation for the new neighbour. */
export const MAMA: ReadonlyMap<number, string> = new Map([
  [4003, '¿Estás en casa?'],
  [
    4005,
    'Hija, ¿me traduces esto al inglés? Es para la vecina nueva: "Bienvenida al edificio, si necesitas algo estoy en el 3ºB"',
  ],
]);
export const MAMA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'No, todavía en la oficina']]);

/** Katja's study group: Mira missed the lecture (4003), Ole asks Katja by name (4005). */
export const STATS: ReadonlyMap<number, string> = new Map([
  [4001, 'Hat jemand Aufgabe 3b? Ich komm auf 0,42'], // Jannik
  [4003, 'Ich war gestern nicht da, kann jemand zusammenfassen was Schneider gesagt hat?'], // Mira
  [4005, 'Katja du hattest doch die Folien, was kommt in der Klausur dran?'], // Ole
]);
export const STATS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ich hab 0,38 raus 🤔'],
  [4004, 'Moment, such grad'],
]);

/** Katja and her friend Lena. */
export const LENA: ReadonlyMap<number, string> = new Map([
  [4003, 'Ich hab heute ChatGPT meine Hausarbeit korrigieren lassen lol'],
  [
    4005,
    'Was machst du gerade? Und hast du den Artikel über KI-Chatbots gelesen, den ich dir geschickt hab?',
  ],
]);
export const LENA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Nee, oder? 😂']]);

/** Саша and her friend Марина: lines of a CV to put into English. */
export const MARINA: ReadonlyMap<number, string> = new Map([
  [4003, 'Саш, спасёшь? Нужно перевести на английский пару строк для резюме'],
  [4005, '«Руководила командой из пяти человек, запустила три продукта». Как лучше?'],
]);
export const MARINA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Давай, кидай']]);

/** 藍子 and her friend ゆか. */
export const YUKA: ReadonlyMap<number, string> = new Map([
  [4003, '今なにしてる？'],
  [4005, 'ねえ、この英文の意味わかる？ "I\'m not mad, just disappointed" ってどういうニュアンス？'],
]);
export const YUKA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'ひま〜']]);

/** Chloé's hiking group: Inès is new (4003), Bastien asks Chloé for a recap (4005). */
export const RANDO: ReadonlyMap<number, string> = new Map([
  [4001, 'On part toujours samedi 7h ?'], // Théo
  [4003, "Il faut prendre quoi exactement ? C'est ma première rando en bivouac"], // Inès
  [4005, 'Chloé tu peux faire un récap pour Inès ? Elle a raté la réunion'], // Bastien
]);
export const RANDO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oui 7h pile au parking de la gare'],
  [4004, 'Bien sûr !'],
]);

/** Clara and her friend Rafa. */
export const RAFA: ReadonlyMap<number, string> = new Map([
  [4003, 'Como tá o livro?'],
  [4005, 'Vc usa IA pra escrever? Minha editora falou que tem autor usando ChatGPT pra rascunho'],
]);
export const RAFA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Devagar e sempre 😅']]);

/** Zeynep's block of flats: Ayşe Hanım missed the residents' meeting (4005). */
export const APARTMAN: ReadonlyMap<number, string> = new Map([
  [4001, 'Asansör yine bozuk, 6. kata yürüyerek çıktım'], // Hakan Bey
  [4003, 'Yönetici ne zaman gelecek?'], // Selin
  [4005, 'Zeynep kızım toplantıda ne konuşuldu, ben gelemedim'], // Ayşe Hanım
]);
export const APARTMAN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Servisi aradım, yarın geliyorlarmış'],
  [4004, 'Perşembe 10da geliyor'],
]);

export function priyaOncall(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Priya',
    chat: 'group',
    callout: true,
    others: ONCALL,
    own: ONCALL_OWN,
    participants: ['Arjun', 'Meera', 'Dave', 'Kofi'],
    ...entry,
  };
}
export function priyaNandini(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Priya', others: NANDINI, own: NANDINI_OWN, participants: ['Nandini'], ...entry };
}
export function luciaHen(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Lucía',
    chat: 'group',
    callout: true,
    others: HEN,
    own: HEN_OWN,
    participants: ['Bea', 'Irene', 'Marta', 'Sofía'],
    ...entry,
  };
}
export function luciaMama(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Lucía', others: MAMA, own: MAMA_OWN, participants: ['Mamá'], ...entry };
}
export function katjaStats(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Katja',
    chat: 'group',
    callout: true,
    others: STATS,
    own: STATS_OWN,
    participants: ['Ole', 'Mira', 'Jannik'],
    ...entry,
  };
}
export function katjaLena(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Katja', others: LENA, own: LENA_OWN, participants: ['Lena'], ...entry };
}
export function sasha(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Саша', others: MARINA, own: MARINA_OWN, participants: ['Марина'], ...entry };
}
export function aiko(entry: CorpusEntry): CorpusEntry {
  return { persona: '藍子', others: YUKA, own: YUKA_OWN, participants: ['ゆか'], ...entry };
}
export function chloe(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Chloé',
    chat: 'group',
    callout: true,
    others: RANDO,
    own: RANDO_OWN,
    participants: ['Théo', 'Inès', 'Bastien'],
    ...entry,
  };
}
export function clara(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Clara', others: RAFA, own: RAFA_OWN, participants: ['Rafa'], ...entry };
}
export function zeynep(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Zeynep',
    chat: 'group',
    callout: true,
    others: APARTMAN,
    own: APARTMAN_OWN,
    participants: ['Hakan Bey', 'Selin', 'Murat', 'Ayşe Hanım'],
    ...entry,
  };
}
