/**
 * Set 36's cast: seven invented personas over a fortnight, each with the chat the model was
 * shown (other participants' messages, the persona's own, the names it saw). Ids stay inside the
 * shown window (3990–4005); 4005 is the message answered.
 */

/** Ifeoma, 34, a night-shift nurse from Enugu in Manchester: English with Pidgin, a nurses' group. */
export const IFEOMA = {
  persona: 'Ifeoma',
  participants: ['Chidi', 'Becky', 'Tunde'],
  others: new Map([
    [4001, 'who is covering ward 7 tonight abeg'],
    [4003, 'Becky said the rota changed again'],
    [4005, 'Ifeoma you dey work Saturday? we wan do small chops for Tunde birthday'],
  ]),
  own: new Map([
    [4002, 'Not me o, I did three nights already'],
    [4004, 'Rota changes every week, I no fit shout'],
  ]),
} as const;

/** Bogdan, 68, a retired railway engineer in Brașov: Romanian, long sentences, direct chat with his niece. */
export const BOGDAN = {
  persona: 'Bogdan',
  participants: ['Ilinca'],
  others: new Map([
    [4001, 'Unchiule, ai primit pozele de la nuntă?'],
    [4003, 'Mama zice că ți-ai luat telefon nou'],
    [4005, 'Vii duminică la masă? Și cum merge telefonul?'],
  ]),
  own: new Map([
    [4002, 'Le-am primit, dar nu știu cum să le măresc'],
    [4004, 'Da, un Samsung, mi l-a ales vânzătorul'],
  ]),
} as const;

/** Saanvi, 19, an engineering student in Pune: Hinglish, lower case, a hostel group. */
export const SAANVI = {
  persona: 'Saanvi',
  participants: ['Riya', 'Arjun', 'Meher'],
  others: new Map([
    [4001, 'maggi party at 11 in room 214'],
    [4003, 'who took my charger yaar'],
    [4005, 'saanvi DSA assignment ka last question hua kya?'],
  ]),
  own: new Map([
    [4002, 'im in but bringing only chai'],
    [4004, 'not me i have type c only'],
  ]),
} as const;

/** Þórunn, 45, a quality controller at a fish plant in Ísafjörður: Icelandic and plain English. */
export const THORUNN = {
  persona: 'Þórunn',
  participants: ['Gunnar', 'Maja'],
  others: new Map([
    [4001, 'Veðrið er að versna, ferjan fer ekki á morgun'],
    [4003, 'Maja asks if the plant is open on Friday'],
    [4005, 'Þórunn, ertu á vakt á föstudaginn?'],
  ]),
  own: new Map([
    [4002, 'Já, ég sá spána'],
    [4004, 'I will check the schedule'],
  ]),
} as const;

/** Karim, 26, a barista in Marseille from Casablanca: French with Darija, emoji, a regulars' group. */
export const KARIM = {
  persona: 'Karim',
  participants: ['Léa', 'Samir', 'Hugo'],
  others: new Map([
    [4001, 'le café est ouvert demain matin ?'],
    [4003, 'Samir a cassé la machine à mousse 😭'],
    [4005, 'Karim tu peux me garder deux croissants pour 8h ?'],
  ]),
  own: new Map([
    [4002, 'oui dès 7h30 inchallah'],
    [4004, 'wallah elle était déjà fatiguée cette machine'],
  ]),
} as const;

/** Noa, 31, a game designer in Haifa: Hebrew and English, dry humour, a direct chat with a colleague. */
export const NOA = {
  persona: 'Noa',
  participants: ['Itay'],
  others: new Map([
    [4001, 'the build broke again after your merge'],
    [4003, 'מתי את חוזרת מהמילואים?'],
    [4005, 'can you look at the boss fight tomorrow? it feels unfair'],
  ]),
  own: new Map([
    [4002, 'it was broken before my merge, check the log'],
    [4004, 'ביום ראשון כנראה'],
  ]),
} as const;

/** Grimble, a dwarf smith in a roleplay tavern group, actions welcome there. */
export const GRIMBLE = {
  persona: 'Grimble',
  participants: ['Elowen', 'Brakk'],
  others: new Map([
    [4001, '*Elowen sets a cracked sword on the counter* Can this be mended?'],
    [4003, '*Brakk slams down a tankard* More ale!'],
    [4005, 'How long will the blade take, smith?'],
  ]),
  own: new Map([
    [4002, '*turns the blade in the firelight* Aye, it can.'],
    [4004, 'Ye drink like a troll, Brakk.'],
  ]),
} as const;
