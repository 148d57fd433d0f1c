/**
 * Set 84's cast: four English-speaking personas and three writing in other languages, in direct
 * chats and groups. Maya (Bristol) writes with her friend Priya the night before an interview;
 * Dev plays Tuesday five-a-side and sits in its group; Ruth, a retired teacher, writes with her
 * grandson Ollie; Nora runs a book club's group; Tomás (Mexico City) writes with his sister
 * Lupe; Annika shares a flat in Berlin and its group; Júlia (São Paulo) writes with Caio.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Maya and Priya alone: the interview is tomorrow, Priya asks about the green blazer (4005). */
export const PRIYA_DM: ReadonlyMap<number, string> = new Map([
  [3998, "are you around tonight or are you still at your mum's"],
  [4001, 'ok so the interview is tomorrow at 10 and I have NOTHING to wear'],
  [4003, 'also I think I bombed the practice question about conflict at work'],
  [4005, 'be honest, should I just wear the green blazer or is it too much?'],
]);
export const PRIYA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, "back home now! what's up"],
  [4002, 'omg tomorrow already?? ok breathe'],
  [4004, "send me the question, we'll fix it"],
]);

/** The five-a-side group's other members, as the model was shown them. */
export const FOOTY_PEOPLE: readonly string[] = ['Callum', 'Ade', 'Rory', 'Sanjay', 'Kev'];

/** Ade asks Dev by name whether he plays next Tuesday (4005). */
export const FOOTY_ASK: ReadonlyMap<number, string> = new Map([
  [3994, 'Pitch 4 again next week lads, 7pm'], // Sanjay
  [3997, "who's got the bibs, they stink"], // Rory
  [4001, 'Kev that penalty was a crime against football'], // Callum
  [4003, 'I slipped!! the grass was wet'], // Kev
  [4005, 'Dev you in for next Tuesday or what? need a number by tomorrow'], // Ade
]);
/** The same evening later: banter, nothing asked of Dev (4005, Rory). */
export const FOOTY_BANTER: ReadonlyMap<number, string> = new Map([
  [4001, 'Kev that penalty was a crime against football'], // Callum
  [4003, 'I slipped!! the grass was wet'], // Kev
  [4005, 'honestly we should start a fines jar for missed pens'], // Rory
]);
export const FOOTY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, "bibs are in my boot, I'll wash them (maybe)"],
  [4002, 'ball went into orbit tbf'],
]);

/** Ruth and her grandson alone: he asks how she met his grandad (4005). */
export const OLLIE_DM: ReadonlyMap<number, string> = new Map([
  [3996, 'nan can you send me grandads chilli recipe'],
  [4001, 'also my flatmate wants to know how you got the red wine out of the carpet lol'],
  [4003, 'we have a uni thing about family history, can I interview you?'],
  [4005, 'what was grandad actually like when you met him? like the real story'],
]);
export const OLLIE_OWN: ReadonlyMap<number, string> = new Map([
  [3998, "Of course love, I'll dig it out"],
  [4002, 'Salt and white wine, then blot. Never rub!'],
  [4004, 'I would be honoured, Oliver.'],
]);

/** The book club's other members, as the model was shown them. */
export const BOOK_PEOPLE: readonly string[] = ['Hilary', 'Femi', 'Gwen', 'Marcus'];

/** Hilary teases Nora by name about the month's pick (4005). */
export const BOOK_CLUB: ReadonlyMap<number, string> = new Map([
  [3995, 'Next month: Klara and the Sun or Demon Copperhead?'], // Gwen
  [4001, "I'm only on chapter 6, no spoilers please!!"], // Femi
  [4003, 'the ending made me so angry honestly'], // Marcus
  [4005, 'Nora you picked this one, defend yourself 😂'], // Hilary
]);
export const BOOK_OWN: ReadonlyMap<number, string> = new Map([
  [3999, "Demon Copperhead, I've been dying to read it"],
  [4002, "Femi I promise I won't spoil anything"],
]);

/** Tomás and his sister Lupe alone: she wants his pozole recipe (4005). */
export const LUPE_DM: ReadonlyMap<number, string> = new Map([
  [4001, '¿Ya viste lo que subió mi mamá al grupo? 😂'],
  [4003, 'oye el sábado es la comida de la tía Chela, ¿vas a ir?'],
  [4005, '¿y me pasas la receta del pozole que hiciste? la de la otra vez'],
]);
export const LUPE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'jajaja sí, la foto del perro con sombrero'],
  [4004, 'creo que sí, si no me toca trabajar'],
]);

/** The flat's other members, as the model was shown them. */
export const WG_PEOPLE: readonly string[] = ['Lukas', 'Mira', 'Ben'];

/** Mira asks Annika by name to let the landlady in on Thursday (4005). */
export const WG_HEATING: ReadonlyMap<number, string> = new Map([
  [3998, 'Wer hat den letzten Kaffee genommen? 😑'], // Ben
  [4001, 'Die Vermieterin kommt Donnerstag wegen der Heizung'], // Mira
  [4003, 'Ich bin Donnerstag den ganzen Tag an der Uni'], // Lukas
  [4005, 'Annika, kannst du am Donnerstag aufmachen? Sie kommt zwischen 10 und 12'], // Mira
]);
/** Another day: Ben complains about the bins (4005), to no one in particular. */
export const WG_BINS: ReadonlyMap<number, string> = new Map([
  [4001, 'Heizung läuft wieder 🎉'], // Mira
  [4003, 'endlich, danke an wen auch immer'], // Lukas
  [4005, 'Der Biomüll riecht schon bis in den Flur, ich sag ja nur'], // Ben
]);
export const WG_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Endlich! Mein Zimmer ist ein Kühlschrank'],
  [4004, 'Ich hab Donnerstag eigentlich frei'],
]);

/** Júlia and Caio alone: the Emicida concert on Saturday (4005). */
export const CAIO_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'júlia, tu vai no show do Emicida sábado?'],
  [4003, 'tô pensando em comprar ingresso mas tá caro demais'],
  [4005, 'se tu for eu vou, fechou?'],
]);
export const CAIO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'vou sim!! comprei mês passado'],
  [4004, 'ainda tem meia-entrada?'],
]);

export const maya = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Maya',
  others: PRIYA_DM,
  own: PRIYA_OWN,
  participants: ['Priya'],
  ...entry,
});

export const dev = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Dev',
  chat: 'group',
  callout: true,
  others: FOOTY_ASK,
  own: FOOTY_OWN,
  participants: FOOTY_PEOPLE,
  ...entry,
});

export const ruth = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Ruth',
  others: OLLIE_DM,
  own: OLLIE_OWN,
  participants: ['Ollie'],
  ...entry,
});

export const nora = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Nora',
  chat: 'group',
  callout: true,
  others: BOOK_CLUB,
  own: BOOK_OWN,
  participants: BOOK_PEOPLE,
  ...entry,
});

export const tomas = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Tomás',
  others: LUPE_DM,
  own: LUPE_OWN,
  participants: ['Lupe'],
  ...entry,
});

export const annika = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Annika',
  chat: 'group',
  callout: true,
  others: WG_HEATING,
  own: WG_OWN,
  participants: WG_PEOPLE,
  ...entry,
});

export const julia = (entry: CorpusEntry): CorpusEntry => ({
  persona: 'Júlia',
  others: CAIO_DM,
  own: CAIO_OWN,
  participants: ['Caio'],
  ...entry,
});
