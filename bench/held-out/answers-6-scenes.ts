/**
 * Set 6 of the held-out answers: the chats the answers are written for. Each scene is the other
 * participants' messages the model was shown (ids within the corpus window, 4005 the one answered).
 */

/** Mateo's climbing group (Spanish). */
export const CLIMBING: ReadonlyMap<number, string> = new Map([
  [4002, '¿Quién se apunta el domingo al rocódromo? Yo llevo la cuerda'],
  [4004, 'yo voy pero llego tarde, tipo 11'],
  [4005, '¿Mateo vienes o qué? Te guardo sitio en el coche'],
]);

/** Юля's friend asking about tomorrow (Russian, direct). */
export const YULIA_FRIEND: ReadonlyMap<number, string> = new Map([
  [4003, 'Я дочитала ту книгу, которую ты мне дала'],
  [4005, 'Юль, ты завтра на работе? Хочу занести тебе книгу обратно'],
]);

/** Kenji's former classmates planning drinks (Japanese, group). */
export const CLASSMATES: ReadonlyMap<number, string> = new Map([
  [4001, '来週の飲み会、場所は駅前の居酒屋でいいかな'],
  [4005, 'ケンジさん、来週の飲み会どうする？金曜でいい？'],
]);

/** Priya's colleague stuck with git (English, direct). */
export const REBASE: ReadonlyMap<number, string> = new Map([
  [4004, 'I tried merging main into my branch and now everything is conflicts'],
  [4005, 'can you send me the command to rebase my branch? I keep messing it up'],
]);

/** Lotte's sister about the market (Dutch, direct). */
export const MARKET: ReadonlyMap<number, string> = new Map([
  [4005, 'Lot, heb je zin om zaterdag naar de markt te gaan? Ik wil bloemen halen'],
]);

/** Ana's friends planning a birthday (Portuguese, group). */
export const BIRTHDAY: ReadonlyMap<number, string> = new Map([
  [4002, 'Gente, o aniversário da Bia é sábado às 16h lá no salão do prédio'],
  [4003, 'Alguém sabe se pode levar criança?'],
  [4005, 'Ana, você vai no aniversário da Bia sábado? Vai ter bolo de cenoura'],
]);

/** Elif's neighbour expecting a parcel at her shop (Turkish, direct). */
export const PARCEL: ReadonlyMap<number, string> = new Map([
  [4005, 'Elif abla, yarın dükkan açık mı? Kargo gelecek, sana bırakabilirler mi?'],
]);

/** The bookshop's book club group, where nothing is addressed to Heidi. */
export const BOOK_CLUB: ReadonlyMap<number, string> = new Map([
  [4002, 'Who is bringing snacks this time? I did it last month'],
  [4004, 'I can bake something, probably the lemon cake again'],
  [4005, 'Lemon cake yes please, that one was gone in ten minutes'],
]);
