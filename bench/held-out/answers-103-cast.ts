/**
 * Set 103's cast: eight invented personas. In English: Nell, a Cornish baker, with her friend
 * Imogen (Gemini 2.5 Flash); Marcus in a climbing gym's group (Gemini 3 Flash, GPT-4o-class,
 * Llama); Bea, a retired nurse, with her son Tom (Gemini 2.5 Pro); Hazel, secretary of an
 * allotment society's group (Gemini 3 Pro, DeepSeek, Llama, Qwen). In other languages: Thiago
 * with Júlia in Brazilian Portuguese (Gemini 2.5 Flash, Qwen); Лев in a Russian group of old
 * classmates (Gemini 3 Flash, DeepSeek); Kabir with his cousin Rhea in Hinglish (Gemini 2.5
 * Flash, GPT-4o-class); Ebba in a Swedish choir's group (Gemini 2.5 Pro, Llama). The message
 * answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat' | 'callout'>;

/** Nell and Imogen: saffron buns for a book club, the damp flat. */
export const saffron: Scene = {
  persona: 'Nell',
  participants: ['Imogen'],
  others: new Map([
    [4001, 'Are you doing the saffron buns again for the Penzance fair?'],
    [4003, 'My mum wants to order two dozen for her book club, is that mad?'],
    [4005, 'Saturday the 14th. Also did you ever hear back from the landlord about the damp?'],
  ]),
  own: new Map([
    [4002, "Trying to! Oven's playing up though"],
    [4004, 'not mad at all, when for?'],
  ]),
};

/** Imogen has broken up with Dan. */
export const breakup: Scene = {
  persona: 'Nell',
  participants: ['Imogen'],
  others: new Map([
    [4001, 'Okay so Dan and I are officially done'],
    [4003, 'It was mutual I guess. Still feels rubbish'],
    [4005, 'Can I come round tonight or is that too much'],
  ]),
  own: new Map([
    [4002, 'Oh Immy. Are you alright?'],
    [4004, "I'm here"],
  ]),
};

const CRUX = ['Jules', 'Sian', 'Ade', 'Priyanka'];

/** Marcus's climbing group: Jules asks him for the chalk bag back (a callout). */
export const chalk: Scene = {
  persona: 'Marcus',
  chat: 'group',
  callout: true,
  participants: CRUX,
  others: new Map([
    [3998, 'New set on the comp wall is up, the pink 6b is evil'],
    [4000, 'I got it second go 😇'],
    [4001, 'liar'],
    [4003, "Who's in for Thursday 7pm? I can drive two"],
    [4005, 'Marcus you still have my chalk bag btw'],
  ]),
  own: new Map([[4002, 'pink 6b is a crime against fingers']]),
};

/** The Peak District trip: banter between Ade and Priyanka, not addressed to Marcus. */
export const sheep: Scene = {
  persona: 'Marcus',
  chat: 'group',
  participants: CRUX,
  others: new Map([
    [4001, "Peak District trip in May, who's keen?"],
    [4003, "Depends if Priyanka's driving, last time we nearly died on the Snake Pass"],
    [4005, 'That was ONE sheep Ade'],
  ]),
  own: new Map([[4002, "keen if it's not Stanage in the rain again"]]),
};

/** Bea and her son Tom: the new flat and a painting Sunday; Lou is Tom's friend. */
export const flat: Scene = {
  persona: 'Bea',
  participants: ['Tom'],
  others: new Map([
    [4001, 'Got the keys to the new flat today!'],
    [4003, 'Bit of a state inside though, previous tenant left a fridge full of something'],
    [4005, "Any chance you're free Sunday to help paint? Lou's coming too"],
  ]),
  own: new Map([
    [4002, 'Oh wonderful, well done love'],
    [4004, 'Oh dear. Gloves and bleach first'],
  ]),
};

/** Tom's cough. */
export const cough: Scene = {
  persona: 'Bea',
  participants: ['Tom'],
  others: new Map([
    [4001, 'Had this cough for three weeks now'],
    [4003, 'No fever. Lou says I sound like a walrus'],
    [4005, 'Should I bother the GP or just wait it out?'],
  ]),
  own: new Map([
    [4002, 'Three weeks? Any fever?'],
    [4004, "Lou's not wrong, I heard you on the phone"],
  ]),
};

const PLOTS = ['Derek', 'Margaret', 'Yusuf', 'Fen'];

/** Hazel's allotment group: Fen asks her for the seed swap date (a callout). */
export const shed: Scene = {
  persona: 'Hazel',
  chat: 'group',
  callout: true,
  participants: PLOTS,
  others: new Map([
    [4000, "Someone's left the shed unlocked again"],
    [4001, "Not me, I was at my sister's all weekend"],
    [4003, 'The water butts on plot 12 are overflowing btw'],
    [4005, 'Hazel do we have a date for the seed swap yet?'],
  ]),
  own: new Map([[4002, "I'll change the padlock code this week"]]),
};

/** Slug banter, not addressed to Hazel. */
export const slugs: Scene = {
  persona: 'Hazel',
  chat: 'group',
  participants: PLOTS,
  others: new Map([
    [4001, 'Slugs have had every one of my lettuces'],
    [4003, 'Beer traps Derek. I keep telling you'],
    [4005, 'Derek would rather drink the beer himself 😂'],
  ]),
  own: new Map([[4002, 'Copper tape worked for me last year']]),
};

/** Thiago and Júlia: concert tickets. */
export const show: Scene = {
  persona: 'Thiago',
  participants: ['Júlia'],
  others: new Map([
    [4001, 'Ti, conseguiu os ingressos pro show do Emicida?'],
    [4003, 'AAAA eu te amo'],
    [4005, 'Quanto deu? Te passo no pix agora'],
  ]),
  own: new Map([
    [4002, 'Consegui!! Pista, dois'],
    [4004, 'eu sei kkkk'],
  ]),
};

/** Júlia found a flat and needs a guarantor. */
export const ape: Scene = {
  persona: 'Thiago',
  participants: ['Júlia'],
  others: new Map([
    [4001, 'Achei um apê em Pinheiros, 2 quartos, 3200'],
    [4003, 'Mas o dono quer fiador 😩'],
    [4005, 'Você topa ser meu fiador? Brincadeira... ou não kkkk'],
  ]),
  own: new Map([
    [4002, 'Pinheiros!! chique'],
    [4004, 'fiador hoje em dia é crime'],
  ]),
};

const CLASS = ['Оля', 'Денис', 'Катя'];

/** Лев's old classmates plan a twenty-year reunion; Катя asks him (a callout). */
export const reunion: Scene = {
  persona: 'Лев',
  chat: 'group',
  callout: true,
  participants: CLASS,
  others: new Map([
    [4001, 'Народ, встреча выпускников 20 лет! Суббота 12-го, кто может?'],
    [4003, 'Я в деле, только если не в той столовой опять'],
    [4005, 'Лёва, ты приедешь из Питера?'],
  ]),
  own: new Map([[4002, 'Ого, двадцать лет. Страшно подумать']]),
};

/** Оля posts the prom photo; Катя teases Лев about his hair (a callout). */
export const prom: Scene = {
  persona: 'Лев',
  chat: 'group',
  callout: true,
  participants: CLASS,
  others: new Map([
    [4001, 'Нашла фотку с выпускного, держитесь'],
    [4003, 'Кто этот парень с чёлкой?? 😂'],
    [4005, 'Это же Лёва!!! Лёва, ты что с волосами сделал'],
  ]),
  own: new Map([[4002, 'Оля, удали немедленно']]),
};

/** Kabir and his cousin Rhea: Diwali at Dadi's and a laptop he promised to fix. */
export const diwali: Scene = {
  persona: 'Kabir',
  participants: ['Rhea'],
  others: new Map([
    [4001, 'Bhai Dadi ne bola tu Diwali pe nahi aa raha??'],
    [4003, 'Tickets toh dekh le at least, Pune se Jaipur flights mehengi ho rahi hain'],
    [4005, 'Aur mera laptop kab theek karega? 2 hafte ho gaye 🙄'],
  ]),
  own: new Map([
    [4002, 'arre abhi confirm nahi hai yaar'],
    [4004, 'haan haan dekh raha hun'],
  ]),
};

const CHOIR = ['Linnea', 'Johan', 'Maja'];

/** Ebba's choir: Maja asks her for the sheet music (a callout). */
export const noter: Scene = {
  persona: 'Ebba',
  chat: 'group',
  callout: true,
  participants: CHOIR,
  others: new Map([
    [4001, 'Påminnelse: genrep på torsdag kl 18, inte 19!'],
    [4003, 'Vem tar med fika den här gången?'],
    [4005, 'Ebba, har du noterna till Stilla natt? Jag har tappat bort mina'],
  ]),
  own: new Map([[4002, 'Tack Linnea, hade skrivit fel i kalendern']]),
};

/** Fika banter between Johan and Linnea, not addressed to Ebba. */
export const fika: Scene = {
  persona: 'Ebba',
  chat: 'group',
  participants: CHOIR,
  others: new Map([
    [4001, 'Kanelbullar eller kladdkaka på torsdag?'],
    [4003, 'Kladdkaka, alltid'],
    [4005, 'Linnea du sa samma sak förra året 😄'],
  ]),
  own: new Map([[4002, 'Jag röstar kanelbullar']]),
};
