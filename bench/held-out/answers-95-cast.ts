/**
 * Set 95's cast: eight invented personas in six languages, on Gemini 2.5 Flash and Gemini 3.
 * Imogen, a home baker, with her friend Priya (English, direct); Carmen in her family's group
 * planning her grandmother's birthday (Spanish, group); Haruka with her friend Yui after a move
 * (Japanese, direct); Greta in her flat share's group (German, group); Élodie with her partner
 * Julien after his job interview (French, direct); Оксана with her sister Іра about their
 * mother's pickles (Ukrainian, direct); Nell in a play-by-post fantasy campaign, actions on
 * (English, group); Bea in her running club's group (English, group). The message answered is
 * always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Any reason the parser gives for silence counts. */
export const SILENT = '';

type Scene = Omit<CorpusEntry, 'name' | 'answer' | 'expect'>;

export const IMOGEN = 'Imogen';
export const CARMEN = 'Carmen';
export const HARUKA = 'Haruka';
export const GRETA = 'Greta';
export const ELODIE = 'Élodie';
export const OKSANA = 'Оксана';
export const NELL = 'Nell';
export const BEA = 'Bea';

/** Imogen is baking Priya's three-tier birthday cake for Saturday. */
export const bake: Scene = {
  persona: IMOGEN,
  participants: ['Priya'],
  others: new Map([
    [4001, 'Is the cake still happening for Saturday or have you come to your senses'],
    [4003, 'Dev says he can pick up the balloons if you want'],
    [4005, "How's it going over there?? I need proof"],
  ]),
  own: new Map([
    [4002, 'Still happening. Three tiers. Pray for me'],
    [4004, 'Yes please, tell him the shop on Elm Road opens at 9'],
  ]),
};

/** Carmen's family group: her mother Pilar asks her to organise the grandmother's birthday. */
export const cumple: Scene = {
  persona: CARMEN,
  chat: 'group',
  callout: true,
  participants: ['Pilar', 'Javi', 'Rosa'],
  others: new Map([
    [3998, 'Bueno, ¿quién se encarga de qué para el cumple de la abuela?'],
    [4001, 'Yo llevo el coche, caben cinco'],
    [4003, 'Yo hago la tortilla, eso no se discute'],
    [4005, 'Carmen, organízanos tú, que si no esto es un caos'],
  ]),
  own: new Map([[4002, 'Yo me pido la tarta 🎂']]),
};

/** Carmen's family group: her aunt Rosa asks her about the market. */
export const mercado: Scene = {
  persona: CARMEN,
  chat: 'group',
  callout: true,
  participants: ['Pilar', 'Javi', 'Rosa'],
  others: new Map([
    [4001, '¿Alguien sabe si el mercado abre el lunes festivo?'],
    [4003, 'Creo que sí, hasta las dos'],
    [4005, 'Carmen, ¿tú vas mañana? Necesito cilantro'],
  ]),
  own: new Map([[4002, 'Yo también lo quería saber']]),
};

/** Carmen's family group: football banter between her brother and aunt, not addressed to her. */
export const futbol: Scene = {
  persona: CARMEN,
  chat: 'group',
  participants: ['Pilar', 'Javi', 'Rosa'],
  others: new Map([
    [4001, 'Menudo partidazo ayer'],
    [4003, 'El árbitro estaba ciego, de verdad'],
    [4005, 'Javi asúmelo, jugasteis fatal 😂'],
  ]),
  own: new Map(),
};

/** Haruka has just moved; Yui wants to see the new flat and meet at the weekend. */
export const heya: Scene = {
  persona: HARUKA,
  participants: ['ゆい'],
  others: new Map([
    [4001, '引っ越しおつかれ！新しい部屋どう？'],
    [4003, 'てか今週末ひま？カフェ行きたい'],
    [4005, '部屋の写真みたい！'],
  ]),
  own: new Map([
    [4002, 'ありがとう〜まだ段ボールだらけ笑'],
    [4004, 'ひまひま！どこ行く？'],
  ]),
};

/** Greta's flat share: Malte asks her to hand out the cleaning. */
export const putzplan: Scene = {
  persona: GRETA,
  chat: 'group',
  callout: true,
  participants: ['Lea', 'Tarek', 'Malte'],
  others: new Map([
    [4001, 'Leute, der Flur sieht aus wie nach einem Festival'],
    [4003, 'Wer war diese Woche eigentlich mit Bad dran?'],
    [4005, 'Greta, du hast doch den Plan, teil uns mal ein'],
  ]),
  own: new Map([
    [4002, 'Schuldig, das war meine Geburtstagsparty 🙈'],
    [4004, 'Moment, ich schau nach'],
  ]),
};

/** Greta's flat share: Tarek orders pizza for everyone. */
export const pizza: Scene = {
  persona: GRETA,
  chat: 'group',
  participants: ['Lea', 'Tarek', 'Malte'],
  others: new Map([
    [4001, 'Pizza heute Abend?'],
    [4003, 'Bin dabei'],
    [4005, 'Ich bestell um 8, wer will was?'],
  ]),
  own: new Map(),
};

/** Élodie and Julien: he has just left a job interview. */
export const soir: Scene = {
  persona: ELODIE,
  participants: ['Julien'],
  others: new Map([
    [4001, "Je sors de l'entretien, je crois que ça s'est bien passé"],
    [4003, 'Tu veux que je prenne quelque chose en rentrant ?'],
    [4005, 'Et ce soir on fait quoi ?'],
  ]),
  own: new Map([
    [4002, "Raconte !! Ils t'ont demandé quoi ?"],
    [4004, 'Attends je regarde le frigo'],
  ]),
};

/** Оксана and her sister Іра: their mother wants to know when Оксана visits. */
export const banky: Scene = {
  persona: OKSANA,
  participants: ['Іра'],
  others: new Map([
    [4001, 'Мама питає, коли ти приїдеш'],
    [4003, 'І вона знову закрила сорок банок огірків 😅'],
    [4005, 'Ну то що, коли тебе чекати?'],
  ]),
  own: new Map([
    [4002, 'Скажи їй, що скоро'],
    [4004, 'Сорок?! 😂'],
  ]),
};

/** Nell plays Wren in a fantasy campaign the group runs in the chat; the game master is Ravi. */
export const tavern: Scene = {
  persona: NELL,
  chat: 'group',
  callout: true,
  actions: 'always',
  participants: ['Ravi', 'Kit', 'Sam'],
  others: new Map([
    [
      4001,
      'The innkeeper slams a rusted key on the bar. "Room\'s upstairs. Whatever you hear tonight, don\'t open the window."',
    ],
    [4003, '*eyes the key* why the window though'],
    [4005, "Nell, Wren's turn. What does she do?"],
  ]),
  own: new Map([[4002, '*leans on the bar* How much for the room, and how much for the truth?']]),
};

/** The same group out of character, fixing the next session; nobody asks Nell by name. */
export const session: Scene = {
  persona: NELL,
  chat: 'group',
  actions: 'always',
  participants: ['Ravi', 'Kit', 'Sam'],
  others: new Map([
    [4001, "ok OOC: next session Thursday 8pm, who's in"],
    [4003, 'in!'],
    [4005, 'in, bringing snacks'],
  ]),
  own: new Map(),
};

/** Bea's running club: Tom asks her about her knee. */
export const knee: Scene = {
  persona: BEA,
  chat: 'group',
  callout: true,
  participants: ['Tom', 'Aisha', 'Dee'],
  others: new Map([
    [4001, "Who's doing the 10k on Sunday?"],
    [4003, "Bea how's the knee after Saturday?"],
    [4005, 'Bea?? knee report please 😄'],
  ]),
  own: new Map([[4002, 'Me! Hopefully']]),
};

/** Bea's running club: looking for the club flag; not addressed to Bea. */
export const flag: Scene = {
  persona: BEA,
  chat: 'group',
  participants: ['Tom', 'Aisha', 'Dee'],
  others: new Map([
    [4001, "Who's got the club flag?"],
    [4003, 'Think Dee took it home after the relay'],
    [4005, 'Dee can you bring it Sunday?'],
  ]),
  own: new Map(),
};
