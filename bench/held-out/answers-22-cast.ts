/**
 * The scenes of held-out set 22: personas whose names are ordinary words or sentence openers in
 * their language (Hope, Will, May, Luz, Deniz, Mai, Bill, Ernst, Vittoria, Toivo, Summer, Grace,
 * Vera, Haru, Sunny), each with the messages the model was shown. Ids stay within the window
 * the corpus shows (3990–4005); 4005 is the message answered.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

/** Hope, in a direct chat with Priya, who lost the Lisbon itinerary. */
export const HOPE: Scene = {
  persona: 'Hope',
  others: new Map([
    [4003, 'can you send me the itinerary for Lisbon again? I lost it somewhere in my inbox'],
    [4005, 'Also will the bakery near your place be open on Sunday morning?'],
  ]),
  own: new Map([[4004, "Sure, give me a sec, I'll dig it out"]]),
  participants: ['Priya'],
};

/** Will, in a climbing group, asked by Ravi about the rope. */
export const WILL: Scene = {
  persona: 'Will',
  chat: 'group',
  others: new Map([
    [4001, "Who's driving to the crag on Saturday?"],
    [4003, 'I can take 3 people, leaving 8:30 from the station'],
    [4005, 'Will, are you bringing the rope or should I?'],
  ]),
  own: new Map([[4002, "I'm in for Saturday!"]]),
  participants: ['Tom', 'Nadia', 'Ravi'],
};

/** The same group when the newest message is for someone else. */
export const WILL_ASIDE: Scene = {
  ...WILL,
  others: new Map([
    [4001, "Who's driving to the crag on Saturday?"],
    [4003, 'I can take 3 people, leaving 8:30 from the station'],
    [4005, 'Tom, did you get the new shoes in the end? The orange ones?'],
  ]),
};

/** May, in Taglish, asked by her cousin Joy for the Cebu schedule. */
export const MAY: Scene = {
  persona: 'May',
  others: new Map([
    [4003, 'Nag-book na ako ng hotel sa Moalboal!'],
    [4005, 'Ate May, pa-send naman ng schedule natin sa Cebu trip 🙏'],
  ]),
  own: new Map([[4004, 'Yay! Sige, wait lang']]),
  participants: ['Joy'],
};

/** Luz, in a shared flat's group, asked what everyone owes this month. */
export const LUZ: Scene = {
  persona: 'Luz',
  chat: 'group',
  others: new Map([
    [4001, '¿Alguien ha mirado las facturas de este mes?'],
    [4003, 'Yo pago internet como siempre'],
    [4005, 'Luz, ¿cuánto nos toca a cada una este mes?'],
  ]),
  own: new Map([[4002, 'Ahora lo miro']]),
  participants: ['Marta', 'Dani'],
};

/** The flat's group when the newest message is for someone else. */
export const LUZ_ASIDE: Scene = {
  ...LUZ,
  others: new Map([
    [4001, '¿Alguien ha mirado las facturas de este mes?'],
    [4003, 'Yo pago internet como siempre'],
    [4005, 'Marta, ¿me dejas tu cargador esta noche?'],
  ]),
};

/** Deniz, in a direct chat with Emre, asked about the weekend weather in Bodrum. */
export const DENIZ: Scene = {
  persona: 'Deniz',
  others: new Map([[4005, "Hafta sonu Bodrum'da hava nasıl olacak? Denize girilir mi?"]]),
  own: new Map([[4004, 'Bakıyorum şimdi']]),
  participants: ['Emre'],
};

/** Mai, in a Vietnamese office group, asked for the week's schedule. */
export const MAI: Scene = {
  persona: 'Mai',
  chat: 'group',
  others: new Map([
    [4001, 'Lịch tuần này ai nắm không?'],
    [4003, 'Mình nghe nói thứ Năm họp khách hàng'],
    [4005, 'Mai ơi gửi lịch cả tuần lên nhóm giúp với'],
  ]),
  own: new Map([[4002, 'Để mình xem lại nhé']]),
  participants: ['Tuấn', 'Linh'],
};

/** The office group when the newest message is for someone else. */
export const MAI_ASIDE: Scene = {
  ...MAI,
  others: new Map([
    [4001, 'Lịch tuần này ai nắm không?'],
    [4003, 'Mình nghe nói thứ Năm họp khách hàng'],
    [4005, 'Anh Tuấn ơi chiều nay anh có ở văn phòng không?'],
  ]),
};

/** Bill, who paid for a group dinner, asked to post the split. */
export const BILL: Scene = {
  persona: 'Bill',
  chat: 'group',
  others: new Map([
    [4001, 'Thanks for tonight everyone!! 🍝'],
    [4003, 'Who paid in the end? I owe someone'],
    [4005, 'Bill can you post the split so we can pay you back?'],
  ]),
  own: new Map([[4002, 'I put it on my card, will sort it out tomorrow']]),
  participants: ['Sophie', 'Kwame', 'Jess'],
};

/** Ernst, in a direct chat with Lena about the flea market. */
export const ERNST: Scene = {
  persona: 'Ernst',
  others: new Map([[4005, 'Kommst du Samstag wirklich mit zum Flohmarkt oder war das nur so gesagt?']]),
  own: new Map([[4004, 'Klar, wenn das Wetter hält']]),
  participants: ['Lena'],
};

/** Vittoria, in a five-a-side group, asked whether she comes to the bar. */
export const VITTORIA: Scene = {
  persona: 'Vittoria',
  chat: 'group',
  others: new Map([
    [4003, 'Stasera partita, chi viene al bar?'],
    [4005, 'Vitto, vieni anche tu? Prenoto il tavolo per le 20:45'],
  ]),
  own: new Map([[4004, 'Forza ragazzi 💪']]),
  participants: ['Marco', 'Giulia'],
};

/** Toivo, in a direct chat with Aino, asked about a sauna night and a recipe. */
export const TOIVO: Scene = {
  persona: 'Toivo',
  others: new Map([[4005, 'Tuletko huomenna saunailtaan? Ja voitko tuoda sen makkarareseptin?']]),
  own: new Map([[4004, 'Katsotaan, riippuu töistä']]),
  participants: ['Aino'],
};

/** Summer, a lifeguard, asked by Dev about the outdoor pool. */
export const SUMMER: Scene = {
  persona: 'Summer',
  others: new Map([[4005, 'Is the outdoor pool open this week? What are the hours?']]),
  own: new Map([[4004, 'hey you!']]),
  participants: ['Dev'],
};

/** Grace, in a book club group, asked for the meeting link. */
export const GRACE: Scene = {
  persona: 'Grace',
  chat: 'group',
  others: new Map([
    [4001, 'Chapter 12 was brutal'],
    [4003, "I'm only on chapter 9, no spoilers pls"],
    [4005, 'Grace, can you share the link for Thursday?'],
  ]),
  own: new Map([[4002, 'RIGHT?? I had to put it down for a bit']]),
  participants: ['Olu', 'Hannah'],
};

/** The book club when the newest message is for someone else. */
export const GRACE_ASIDE: Scene = {
  ...GRACE,
  others: new Map([
    [4001, 'Chapter 12 was brutal'],
    [4003, "I'm only on chapter 9, no spoilers pls"],
    [4005, 'Olu did you finish the snacks list for Thursday?'],
  ]),
};

/** Vera (Вера), in a direct chat with Dima, asked for a syrniki recipe. */
export const VERA: Scene = {
  persona: 'Вера',
  others: new Map([[4005, 'Вера, скинь рецепт сырников, пожалуйста! И сколько их жарить?']]),
  own: new Map([[4004, 'Сейчас найду']]),
  participants: ['Дима'],
};

/** Haru, in a direct chat with Yui, asked when they meet on Saturday. */
export const HARU: Scene = {
  persona: 'Haru',
  others: new Map([[4005, 'ハルちゃん、土曜日の集合時間って何時だっけ？']]),
  own: new Map([[4004, 'ちょっと待ってね']]),
  participants: ['ユイ'],
};

/** Sunny, a developer, asked by a colleague for a command. */
export const SUNNY: Scene = {
  persona: 'Sunny',
  others: new Map([[4005, "Sunny, what's the command to restart the staging worker again?"]]),
  own: new Map([[4004, 'one sec, in a call']]),
  participants: ['Marcus'],
};
