/**
 * Set 99's cast: eight invented personas, four writing in English. Maeve, a Galway nurse in
 * Manchester, with her brother Ciarán (Gemini 2.5 Flash); Dev in a climbing group (Gemini 3
 * Flash); Harriet, a retired vet in the Dales, with her neighbour Gordon (Gemini 2.5 Pro and a
 * GPT-4o-class model); Nico in a Tuesday board-game group (Gemini 3 Pro, Llama, Qwen and a
 * DeepSeek R1 distill); Wilma in Utrecht with her friend Sanne in Dutch (Gemini 2.5 Flash); Emre
 * in an Izmir five-a-side group in Turkish (Gemini 3 Flash); Paloma with her cousin Javi in
 * Spanish (DeepSeek V3 and Gemini 2.5 Pro); Oksana with her sister Iryna in Ukrainian (Gemini 3
 * Pro and Mistral). The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const MAEVE = 'Maeve';
export const DEV = 'Dev';
export const HARRIET = 'Harriet';
export const NICO = 'Nico';
export const WILMA = 'Wilma';
export const EMRE = 'Emre';
export const PALOMA = 'Paloma';
export const OKSANA = 'Oksana';

/** Maeve and Ciarán: Christmas at home, the roof box, a night-shift swap. */
export const home: Scene = {
  persona: MAEVE,
  participants: ['Ciarán'],
  others: new Map([
    [4001, "Mam wants to know if you're coming home for Christmas or what"],
    [4003, 'Also can I borrow the roof box for the Kerry trip'],
    [4005, 'And did you ever sort the night shift swap?'],
  ]),
  own: new Map([
    [4002, 'Ugh, the eternal question'],
    [4004, 'One sec, on my break'],
  ]),
};

/** Ciarán is engaged and wants it kept from their mother until Sunday. */
export const engaged: Scene = {
  persona: MAEVE,
  participants: ['Ciarán'],
  others: new Map([
    [4001, 'So. Big news. I asked Aoife last night'],
    [4003, "She said yes obviously, she's not mad"],
    [4005, "Don't tell Mam yet, we're telling her Sunday"],
  ]),
  own: new Map([
    [4002, 'WHAT. Ciarán. Tell me everything'],
    [4004, "Sorry, patient buzzer, I'm back"],
  ]),
};

/** Dev's climbing group plans Thursday; Priya asks Dev by name (a callout). */
export const session: Scene = {
  persona: DEV,
  chat: 'group',
  callout: true,
  participants: ['Priya', 'Tom', 'Sasha', 'Lukas'],
  others: new Map([
    [3996, 'Session Thursday? The new set goes up Wednesday night'],
    [3998, "I'm in, fingers finally healed"],
    [4000, 'Can someone lend me shoes, mine split at the toe'],
    [4001, 'Thursday works if we go after 7'],
    [4003, "Who's doing the car? Last time Dev drove we got lost in a retail park"],
    [4005, 'Dev are you coming or are you still "resting your shoulder"'],
  ]),
  own: new Map([
    [3999, 'New set!! finally'],
    [4002, 'Lukas 7 is fine by me'],
    [4004, 'to be fair that retail park had great parking'],
  ]),
};

/** Banter in Dev's group, not addressed to Dev. */
export const banter: Scene = {
  persona: DEV,
  chat: 'group',
  participants: ['Priya', 'Tom', 'Sasha', 'Lukas'],
  others: new Map([
    [4001, 'Watched a video of someone flashing a V10 in jeans. I need to lie down'],
    [4003, 'Jeans are the real crux'],
    [4005, 'Sasha you said the same thing about the guy in crocs'],
  ]),
  own: new Map([[3999, 'I once topped out in flip flops, the gym banned me for a week']]),
};

/** Harriet and Gordon: a lame hen and a fox. */
export const hens: Scene = {
  persona: HARRIET,
  participants: ['Gordon'],
  others: new Map([
    [4001, "One of the hens is walking funny, left leg, she's still eating though"],
    [4003, 'And the fox was back last night, I heard the whole lot of them kick off'],
    [4005, 'Could you have a look at her tomorrow? Happy to pay you in eggs'],
  ]),
  own: new Map([
    [4002, 'Is she putting weight on it at all?'],
    [4004, 'Was the coop shut?'],
  ]),
};

/** Gordon wants Harriet to speak at the parish meeting about the car park. */
export const parish: Scene = {
  persona: HARRIET,
  participants: ['Gordon'],
  others: new Map([
    [4001, 'Did you see the notice about the car park going up to £3'],
    [4003, "There's a parish meeting on the 14th about it"],
    [4005, 'Will you come and say something? They listen to you'],
  ]),
  own: new Map([
    [4002, '£3! For the privilege of parking next to the bins'],
    [4004, 'I did see it'],
  ]),
};

/** Nico's board-game group: Bea asks Nico by name whether he hosts (a callout). */
export const tuesday: Scene = {
  persona: NICO,
  chat: 'group',
  callout: true,
  participants: ['Bea', 'Yusuf', 'Carl', 'Mina'],
  others: new Map([
    [3997, 'Tuesday is on! Bringing Wingspan unless someone objects'],
    [3999, 'Objection: we played Wingspan three weeks in a row'],
    [4001, 'I can bring Cascadia or that horrible trains one'],
    [4003, 'Nico do you still have my copy of Azul? No rush just checking'],
    [4005, 'Ok so who is hosting, Nico your place again?'],
  ]),
  own: new Map([
    [4000, 'Yusuf speaks the truth'],
    [4002, 'The horrible trains one is a masterpiece Carl'],
  ]),
};

/** Nico's group talks about Carl's dog; not addressed to Nico. */
export const meeple: Scene = {
  persona: NICO,
  chat: 'group',
  participants: ['Bea', 'Yusuf', 'Carl', 'Mina'],
  others: new Map([
    [4001, 'Carl did you ever find the missing meeple'],
    [4003, 'It was in the dog. Well. It was in the dog'],
    [4005, "I'm never borrowing anything from Carl again 😭"],
  ]),
  own: new Map([[3998, 'See you all Tuesday']]),
};

/** Wilma and Sanne: Bram's birthday, a present, the cake. */
export const verjaardag: Scene = {
  persona: WILMA,
  participants: ['Sanne'],
  others: new Map([
    [4001, 'Zaterdag is de verjaardag van Bram, kom je ook?'],
    [4003, 'Ik weet nog niet wat ik hem moet geven, hij heeft echt alles'],
    [4005, 'En neem je die taart mee waar iedereen het vorig jaar over had?'],
  ]),
  own: new Map([
    [4002, 'Ja natuurlijk! Hoe laat?'],
    [4004, 'Haha die man is onmogelijk'],
  ]),
};

/** Sanne has a job interview at the municipality, where Wilma once worked. */
export const sollicitatie: Scene = {
  persona: WILMA,
  participants: ['Sanne'],
  others: new Map([
    [4001, 'Ik heb morgen dat sollicitatiegesprek bij de gemeente'],
    [4003, 'Ik ben zo zenuwachtig, ik slaap vast niet'],
    [4005, 'Heb je nog tips? Jij hebt daar ooit gewerkt toch'],
  ]),
  own: new Map([
    [4002, 'Spannend!! Hoe laat?'],
    [4004, 'Ja, drie jaar lang haha'],
  ]),
};

/** Emre's five-a-side group: Can asks Emre by name to keep goal (a callout). */
export const halisaha: Scene = {
  persona: EMRE,
  chat: 'group',
  callout: true,
  participants: ['Burak', 'Zeynep', 'Can'],
  others: new Map([
    [4001, 'Cumartesi halı saha var mı bu hafta?'],
    [4003, 'Ben gelemiyorum, annemlerdeyim'],
    [4005, 'Emre sen geliyor musun? Kaleci lazım yine'],
  ]),
  own: new Map([
    [4002, "Var var, saat 8'de Bornova'da"],
    [4004, 'Zeynep annene selam söyle'],
  ]),
};

/** Emre's group talks about a series finale; not addressed to Emre. */
export const dizi: Scene = {
  persona: EMRE,
  chat: 'group',
  participants: ['Burak', 'Zeynep', 'Can'],
  others: new Map([
    [4001, 'Dün akşam dizinin finalini izleyen var mı'],
    [4003, 'Spoiler verme sakın, daha 3. bölümdeyim'],
    [4005, 'Tamam tamam ağzımı açmıyorum 🤐'],
  ]),
  own: new Map([[3999, 'Ben de izlemedim daha']]),
};

/** Paloma and her cousin Javi: cousin Lucía's wedding. */
export const boda: Scene = {
  persona: PALOMA,
  participants: ['Javi'],
  others: new Map([
    [4001, 'Oye, ¿al final vas a la boda de la prima Lucía?'],
    [4003, 'Mi madre dice que si vamos juntos en coche desde Madrid'],
    [4005, '¿Y tú qué le vas a regalar? Yo no tengo ni idea'],
  ]),
  own: new Map([
    [4002, 'Sí, claro, ya he confirmado'],
    [4004, 'Uf, déjame pensarlo'],
  ]),
};

/** Oksana and her sister Iryna: Easter at their mother's, Iryna's winter boots. */
export const velykden: Scene = {
  persona: OKSANA,
  participants: ['Ірина'],
  others: new Map([
    [4001, 'Мама питає, коли ти приїдеш на Великдень'],
    [4003, 'І ще: ти не бачила мої зимові чоботи? Здається, я лишила їх у тебе'],
    [4005, 'Ну що, приїдеш у суботу?'],
  ]),
  own: new Map([
    [4002, "Ще не знаю, в мене робота до п'ятниці"],
    [4004, 'Зараз гляну в шафі'],
  ]),
};
