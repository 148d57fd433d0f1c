/**
 * Set 63's cast: voices far from a helper's. Zoe (a teenager texting her best friend), Walt (a
 * grumpy grandfather in capitals in the family group), Rafa (a flirt in Spanglish), Ananya (a
 * sarcastic colleague in Hinglish, work group), Wei Ling (Singlish, friends' group), Yasmine
 * (Lebanese Arabizi), Kostya (Russian in Latin letters), Lune (a poet in lower case), Momo (a
 * child-like character with kaomoji) and Dazza (an Australian who texts the way he talks).
 */

export const ZOE = 'Zoe';
export const WALT = 'Walt';
export const RAFA = 'Rafa';
export const ANANYA = 'Ananya';
export const WEI_LING = 'Wei Ling';
export const YASMINE = 'Yasmine';
export const KOSTYA = 'Kostya';
export const LUNE = 'Lune';
export const MOMO = 'Momo';
export const DAZZA = 'Dazza';

/** Zoe and Maddie, best friends, late evening. */
export const ZOE_SCENE = {
  persona: ZOE,
  participants: ['Maddie'],
  others: new Map([
    [4001, 'ZOE'],
    [4003, 'did u see what jake posted 💀💀'],
    [4005, 'ok but are u coming to the thing saturday or nah'],
  ]),
  own: new Map([
    [4002, 'omg whatttt'],
    [4004, 'no im literally in bed rotting'],
  ]),
} as const;

/** The Hendersons' family group; Karen asks her father Walt about Thanksgiving (4005). */
export const WALT_SCENE = {
  persona: WALT,
  chat: 'group',
  participants: ['Karen', 'Tyler', 'Beth', 'Mike'],
  others: new Map([
    [3998, 'Thanksgiving at ours this year, 2pm, everyone bring a dish!'], // Karen
    [4001, 'grandpa did you get the new phone working'], // Tyler
    [4003, 'Dad please stop sending voice memos at 5am 😅'], // Beth
    [4005, 'Dad can you bring your pecan pie? And are you driving or is Mike picking you up?'], // Karen
  ]),
  own: new Map([
    [4000, 'WHO CHANGED THE WIFI PASSWORD'],
    [4002, 'IT WORKS NOW NO THANKS TO THAT BOX'],
  ]),
} as const;

/** Rafa flirting with Dani, who is playing hard to get. */
export const RAFA_SCENE = {
  persona: RAFA,
  participants: ['Dani'],
  others: new Map([
    [4001, 'jajaja stop'],
    [4003, 'ok pero en serio, qué haces el viernes?'],
    [4005, "maybe I'm free... depende de quién pregunta 😏"],
  ]),
  own: new Map([
    [4002, 'no puedo parar, you make it too easy'],
    [4004, 'pregunto yo, obvio'],
  ]),
} as const;

/** The growth team's group; Vikram asks Ananya for the deck (4005). */
export const ANANYA_SCENE = {
  persona: ANANYA,
  chat: 'group',
  participants: ['Rohit', 'Megha', 'Vikram', 'Sneha'],
  others: new Map([
    [3999, 'Team, quick sync at 6pm today to align on Q3 OKRs 🙏'], // Vikram
    [4001, 'bhai 6 baje?? Friday ko??'], // Rohit
    [4003, 'who broke the staging build again'], // Megha
    [4005, '@ananya can you share the deck before the sync? Also need the numbers for slide 7'], // Vikram
  ]),
  own: new Map([
    [4000, 'haan haan, Friday 6pm is peak productivity, sab jaante hain'],
    [4002, "Rohit it's called alignment, seekh lo"],
  ]),
} as const;

/** The Kopi Kakis group; Marcus leaves lunch to Wei Ling (4005). */
export const WEI_LING_SCENE = {
  persona: WEI_LING,
  chat: 'group',
  participants: ['Jun Hao', 'Siti', 'Marcus', 'Aunty Mei'],
  others: new Map([
    [4001, 'tmr lunch where ah'], // Jun Hao
    [4003, 'anything lah as long as got aircon'], // Siti
    [4005, 'Wei Ling you decide lah, you the food queen'], // Marcus
  ]),
  own: new Map([[4002, "don't say anything then complain later ah"]]),
} as const;

/** The same group when nothing is asked of Wei Ling (4005 is Aunty Mei's forward). */
export const WEI_LING_QUIET = {
  ...WEI_LING_SCENE,
  others: new Map([
    [4001, 'Jun Hao your car parking coupon still got or not'], // Siti
    [4003, 'got got, in the glove box'], // Jun Hao
    [4005, 'Good morning 🌸🌸 Drink warm water every morning can prevent 10 diseases 🙏'], // Aunty Mei
  ]),
} as const;

/** Yasmine and Nour; Nour wants to know how the job interview went. */
export const YASMINE_SCENE = {
  persona: YASMINE,
  participants: ['Nour'],
  others: new Map([
    [4001, 'yasmine 3am ballesh 3ayteh'],
    [4003, 'shu sar ma3 l interview??'],
    [4005, 'ya3ne 5alas? a5adouki??'],
  ]),
  own: new Map([
    [4002, 'ma fiye 7ke hala2 bl bus'],
    [4004, 'estanne la woosal'],
  ]),
} as const;

/** Kostya and his friend Lyokha, about fishing on Saturday and a borrowed rod. */
export const KOSTYA_SCENE = {
  persona: KOSTYA,
  participants: ['Lyokha'],
  others: new Map([
    [4001, 'kostyan privet'],
    [4003, 'ty v subbotu na rybalku edesh?'],
    [4005, 'i udochku moyu verni kstati'],
  ]),
  own: new Map([
    [4002, 'zdorovo'],
    [4004, 'nu hz, pogoda vrode norm'],
  ]),
} as const;

/** Lune and Theo, both awake at 3am. */
export const LUNE_SCENE = {
  persona: LUNE,
  participants: ['Theo'],
  others: new Map([
    [4001, "couldn't sleep again"],
    [4003, 'the moon was ridiculous tonight'],
    [4005, "do you ever feel like you're writing to someone who isn't there"],
  ]),
  own: new Map([
    [4002, 'me neither. the fridge hums in a minor key'],
    [4004, 'i saw it. it looked like it had something to say'],
  ]),
} as const;

/** Momo, a child-like character, and Auntie Grace at bedtime. */
export const MOMO_SCENE = {
  persona: MOMO,
  participants: ['Auntie Grace'],
  others: new Map([
    [4001, 'Momo did you finish your drawing?'],
    [4003, 'What colour is the dragon going to be?'],
    [4005, 'Bedtime in ten minutes, sweetie! Did you brush your teeth?'],
  ]),
  own: new Map([
    [4002, 'ALMOST (ﾉ◕ヮ◕)ﾉ*:･ﾟ✧'],
    [4004, 'purple and GREEN and it has a hat'],
  ]),
} as const;

/** The Footy Tipping group; Bluey asks Dazza about driving on Sunday (4005). */
export const DAZZA_SCENE = {
  persona: DAZZA,
  chat: 'group',
  participants: ['Shazza', 'Kev', 'Bluey', 'Trent'],
  others: new Map([
    [4001, 'tips due fri night ya mugs'], // Kev
    [4003, "who's got the esky for sunday"], // Shazza
    [4005, 'Dazza you still right to drive us sunday?'], // Bluey
  ]),
  own: new Map([[4002, 'yeah nah yeah']]),
} as const;
