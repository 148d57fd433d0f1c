/**
 * Set 54's cast: long conversations where speakers are easy to mix up. Direct chats: Carmen
 * (Madrid) writes a sketch for her friend Lucía's theatre class and is asked about a dinner;
 * Oskar (Berlin) plays film-quote ping-pong with Jannik; Mira (London) retells a date to her
 * sister Zoe; Дарина and Костя after a quarrel; Selin and Emre plan an evening; Aarav does a mock
 * interview with Neha; 結衣 (Yui) retells a call with her manager to Haruto. Groups: Thiago in a
 * Brazilian barbecue group, Wren in a Tuesday D&D group, Élodie in a Paris flat-share.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** An answer's lines, joined as the model wrote them. */
export const lines = (...parts: string[]): string => parts.join('\n');

/** Carmen and Lucía: the sketch for the children's theatre class (4005 asks for it today). */
export const LUCIA_SKETCH: ReadonlyMap<number, string> = new Map([
  [3996, 'oye, ¿sigues viva? 😂'],
  [3999, 'el jueves tengo clase con los peques de teatro y no tengo guion'],
  [4001, 'tú que escribes tan bien… ¿me haces una escenita cortita? dos personajes, un minuto'],
  [4003, 'algo de una abuela y su nieto, que se rían'],
  [4005, '¿me lo pasas hoy? porfa porfa 🙏'],
]);
export const CARMEN_SKETCH_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'viva y con sueño jajaja'],
  [4000, 'uff qué estrés'],
  [4002, 'a ver, ¿de qué tema?'],
  [4004, 'dame 10 minutos'],
]);

/** Carmen and Lucía, another evening: Marta's dinner on Saturday. */
export const LUCIA_DINNER: ReadonlyMap<number, string> = new Map([
  [4001, 'Marta ha preguntado por ti, dice que no le contestas'],
  [4003, 'le dije que estabas liada con lo del piso'],
  [4005, '¿Vienes el sábado a la cena de Marta o no? Necesito saberlo hoy'],
]);
export const CARMEN_DINNER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ay, es que se me pasó totalmente'],
  [4004, 'gracias por cubrirme jajaja'],
]);

export function carmen(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Carmen',
    participants: ['Lucía'],
    others: LUCIA_SKETCH,
    own: CARMEN_SKETCH_OWN,
    ...entry,
  };
}

/** Oskar and Jannik: a round of film-quote ping-pong. */
export const JANNIK_GAME: ReadonlyMap<number, string> = new Map([
  [4001, 'Neue Runde Zitate-Pingpong? Ich fang an'],
  [4003, '„Ich mach ihm ein Angebot, das er nicht ablehnen kann.“'],
  [4005, 'Zu leicht, ich weiß 😅 Du bist dran, gib mir einen Film'],
]);
export const OSKAR_GAME_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'immer'],
  [4004, 'Der Pate. Beleidigend einfach 😴'],
]);

/** Oskar and Jannik: moving day. */
export const JANNIK_MOVE: ReadonlyMap<number, string> = new Map([
  [4001, 'Samstag ist Umzug, 9 Uhr, vierter Stock ohne Aufzug 🙃'],
  [4003, 'Mats hat abgesagt, der Sack'],
  [4005, 'Bist du dabei? Pizza und Bier danach gehen auf mich'],
]);
export const OSKAR_MOVE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Wo ist die neue Wohnung nochmal?'],
]);

export function oskar(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Oskar', participants: ['Jannik'], others: JANNIK_GAME, own: OSKAR_GAME_OWN, ...entry };
}

/** Mira and her sister Zoe: the morning after the date. */
export const ZOE_DATE: ReadonlyMap<number, string> = new Map([
  [4001, 'sooo how was the date'],
  [4003, 'I need every detail, word for word, go'],
  [4005, 'wait what did he say when you told him about the snake 😭'],
]);
export const MIRA_DATE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ZOE. it was a disaster'],
  [4004, 'ok hold on, typing'],
]);

/** Mira and Zoe: Sunday lunch at their mum's. */
export const ZOE_MUM: ReadonlyMap<number, string> = new Map([
  [4003, "mum's asking if we're both coming sunday"],
  [4005, "also she wants to know if you're still vegetarian lol"],
]);
export const MIRA_MUM_OWN: ReadonlyMap<number, string> = new Map([[4004, 'ugh, what time']]);

export function mira(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Mira', participants: ['Zoe'], others: ZOE_DATE, own: MIRA_DATE_OWN, ...entry };
}

/** Дарина and Костя after a quarrel. */
export const KOSTYA_FIGHT: ReadonlyMap<number, string> = new Map([
  [4001, 'ты обиделась?'],
  [4003, 'я же просто пошутил про твою маму'],
  [4005, 'Дарин, ну ответь хоть что-нибудь'],
]);
export const DARINA_FIGHT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'нет'],
  [4004, 'всё нормально'],
]);

/** Дарина and Костя, another day: her boss and the holiday. */
export const KOSTYA_BOSS: ReadonlyMap<number, string> = new Map([
  [4003, 'ну что, поговорила с начальницей?'],
  [4005, 'что она в итоге сказала про отпуск?'],
]);
export const DARINA_BOSS_OWN: ReadonlyMap<number, string> = new Map([[4004, 'щас расскажу, это цирк']]);

export function darina(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Дарина',
    participants: ['Костя'],
    others: KOSTYA_FIGHT,
    own: DARINA_FIGHT_OWN,
    ...entry,
  };
}

/** Selin and Emre: tonight, and his mother. */
export const EMRE_EVENING: ReadonlyMap<number, string> = new Map([
  [4001, 'Akşam ne yapıyoruz?'],
  [4003, 'Annem de bize gelmek istiyor bu arada 😅'],
  [4005, 'Sen ne dersin, çağırayım mı?'],
]);
export const SELIN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'bilmem, film?'],
  [4004, 'ciddi misin'],
]);

export function selin(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Selin', participants: ['Emre'], others: EMRE_EVENING, own: SELIN_OWN, ...entry };
}

/** Aarav and Neha: a mock interview, Neha playing HR. */
export const NEHA_MOCK: ReadonlyMap<number, string> = new Map([
  [4001, 'tu kal interview ke liye ready hai?'],
  [4003, 'chal mock interview karte hain, main HR banti hoon'],
  [4005, 'Okay first question: Tell me about yourself 😌'],
]);
export const AARAV_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'haan thoda thoda'],
  [4004, 'ok shuru kar'],
]);

export function aarav(entry: CorpusEntry): CorpusEntry {
  return { persona: 'Aarav', participants: ['Neha'], others: NEHA_MOCK, own: AARAV_OWN, ...entry };
}

/** 結衣 and Haruto: what the section chief said on the phone. */
export const HARUTO_CALL: ReadonlyMap<number, string> = new Map([
  [4001, 'おつかれ〜'],
  [4003, '昨日の電話、課長なんて言ってた？'],
  [4005, 'ちゃんと教えてよ〜 気になって寝れない'],
]);
export const YUI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'おつかれさま！'],
  [4004, 'それがさ…'],
]);

export function yui(entry: CorpusEntry): CorpusEntry {
  return { persona: '結衣', participants: ['Haruto'], others: HARUTO_CALL, own: YUI_OWN, ...entry };
}

/** Thiago's barbecue group. */
export const CHURRAS_PEOPLE: readonly string[] = ['Bruna', 'Rafa', 'Léo', 'Dani'];
export const CHURRAS: ReadonlyMap<number, string> = new Map([
  [3997, 'gente, sábado confirmado? 🔥'], // Bruna
  [3999, 'eu vou mas só chego 14h'], // Rafa
  [4001, 'quem leva o quê?'], // Léo
  [4003, 'eu levo a farofa e o vinagrete'], // Dani
  [4005, 'Thiago, tu cuida da carne né? e alguém precisa levar gelo'], // Bruna
]);
export const THIAGO_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'tô dentro'],
  [4002, 'bora fazer lista'],
]);

/** The same group another night: a story where each one adds a sentence. */
export const CHAIN_STORY: ReadonlyMap<number, string> = new Map([
  [4001, 'bora jogar história em cadeia, cada um manda uma frase'], // Léo
  [4003, 'Era uma vez uma capivara que queria ser DJ'], // Dani
  [4005, 'e numa sexta ela roubou a caixa de som do vizinho 🎧 vai Thiago'], // Rafa
]);
export const THIAGO_CHAIN_OWN: ReadonlyMap<number, string> = new Map([[4002, 'bora!!']]);

export function thiago(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Thiago',
    chat: 'group',
    participants: CHURRAS_PEOPLE,
    others: CHURRAS,
    own: THIAGO_OWN,
    callout: true,
    ...entry,
  };
}

/** Wren's D&D group; Marcus runs the game. */
export const DUNGEON_PEOPLE: readonly string[] = ['Marcus', 'Priya', 'Tobi', 'Ellie'];
export const DUNGEON: ReadonlyMap<number, string> = new Map([
  [3998, 'Session recap is up in the pinned doc'], // Marcus
  [4001, 'can we do 7 instead of 7:30 next week'], // Priya
  [4003, 'fine by me'], // Tobi
  [4005, 'Wren, your bard still owes the innkeeper a song from last session. Write it here before Tuesday?'], // Marcus
]);
export const WREN_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Grimble remembers nothing of the sort'],
  [4002, '7 works for me'],
]);

/** The same group: a rules argument. */
export const DUNGEON_RULES: ReadonlyMap<number, string> = new Map([
  [4001, 'Priya just counterspelled my fireball, is that even legal'], // Ellie
  [4003, 'it is, I had a slot left 😌'], // Priya
  [4005, 'Wren you play a caster, settle this pls'], // Tobi
]);

export function wren(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Wren',
    chat: 'group',
    participants: DUNGEON_PEOPLE,
    others: DUNGEON,
    own: WREN_OWN,
    callout: true,
    ...entry,
  };
}

/** Élodie's flat-share group. */
export const COLOC_PEOPLE: readonly string[] = ['Hugo', 'Samia', 'Bastien'];
export const COLOC: ReadonlyMap<number, string> = new Map([
  [3999, 'Qui a fini le lait ENCORE'], // Samia
  [4001, 'pas moi'], // Hugo
  [4003, 'pas moi non plus 😇'], // Bastien
  [4005, 'Élodie tu peux faire les courses demain ? je te fais la liste'], // Samia
]);
export const ELODIE_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'pas moi'],
  [4002, 'on a un fantôme dans cet appart'],
]);

/** The same flat: November's cleaning rota. */
export const COLOC_ROTA: ReadonlyMap<number, string> = new Map([
  [4003, 'On fait le planning ménage de novembre ?'], // Hugo
  [4005, "oui svp, Élodie tu t'en occupes ? t'es la meilleure pour ça"], // Samia
]);

export function elodie(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Élodie',
    chat: 'group',
    participants: COLOC_PEOPLE,
    others: COLOC,
    own: ELODIE_OWN,
    callout: true,
    ...entry,
  };
}
