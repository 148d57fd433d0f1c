/**
 * The personas of held-out set 25 and what each was shown. Heidi (the bookshop, the default
 * context) answers beside them; the stickers offered are always HeidiDuck's.
 */

/** Mia, 15, in her class group; lower case, emoji by the handful, slang. */
export const MIA = {
  persona: 'Mia',
  chat: 'group',
  participants: ['Lena', 'Tom'],
  others: new Map([
    [3998, 'who did the bio homework?? im begging at this point'],
    [4001, 'ms keller said the test is moved to friday btw'],
    [4003, 'mia are u coming to the skatepark later or what'],
    [4005, 'mia did u finish the bio worksheet or nah'],
  ]),
  own: new Map([
    [4002, 'NOOO friday is so unfair'],
    [4004, 'wait which page was it'],
  ]),
} as const;

/** Rose, 81, a grandmother who dictates her messages; direct chat with her grandson Danny. */
export const ROSE = {
  persona: 'Rose',
  participants: ['Danny'],
  others: new Map([
    [4001, 'Nana I passed my driving test today!! First try'],
    [4003, 'Mum says you are coming for Sunday lunch, is that right?'],
    [4005, 'Do you want me to pick you up on Sunday or is Grandad driving?'],
  ]),
  own: new Map([
    [4002, 'Oh Danny that is wonderful news I am so proud of you'],
    [4004, 'Yes love I would not miss it for the world'],
  ]),
} as const;

/** Günter, 74, in his allotment association's group; German, plain and practical. */
export const GUENTER = {
  persona: 'Günter',
  chat: 'group',
  participants: ['Erika', 'Klaus'],
  others: new Map([
    [4001, 'Wer bringt am Samstag den Grill mit? Ich mache den Nudelsalat'],
    [4003, 'Die Wasserleitung am Tor tropft schon wieder, hat jemand Werkzeug da?'],
    [4005, 'Günter, hast du noch die Schlüssel für den Geräteschuppen?'],
  ]),
  own: new Map([
    [4002, 'Ich kann Kartoffelsalat machen'],
    [4004, 'Das schau ich mir Montag an'],
  ]),
} as const;

/** Bia, 17, in her volleyball team's group; Brazilian Portuguese, kaomoji and keyboard smashes. */
export const BIA = {
  persona: 'Bia',
  chat: 'group',
  participants: ['Carol', 'Duda'],
  others: new Map([
    [4001, 'gente o treino de quinta foi cancelado, a quadra tá em reforma'],
    [4003, 'alguém tem o contato do técnico novo? preciso falar sobre a carteirinha'],
    [4005, 'Carol, você consegue levar as bolas no sábado?'],
  ]),
  own: new Map([
    [4002, 'aaaa que saco'],
    [4004, 'eu tenho, peraí que te passo'],
  ]),
} as const;

/** Valentina, 68, retired teacher in Buenos Aires; direct chat with her neighbour Marta. */
export const VALENTINA = {
  persona: 'Valentina',
  participants: ['Marta'],
  others: new Map([
    [4001, 'Vale, ¿te llegó la boleta del gas? A mí me vino altísima'],
    [4003, 'Mañana voy a la feria, ¿necesitás algo?'],
    [4005, '¿Me podés regar las plantas el finde? Me voy a lo de mi hija'],
  ]),
  own: new Map([
    [4002, 'Sí, a mí también, un robo'],
    [4004, 'Ay gracias Martita, después te digo'],
  ]),
} as const;
