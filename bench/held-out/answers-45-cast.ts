/**
 * Set 45's cast: a week in two busy groups. Inês writes in a Portuguese-Polish family group
 * ("Os Nowak-Carvalho") and with her grandmother alone; Nessa is a nurse on a Dublin ward's
 * night crew ("4B Night Crew") and writes with her friend Vanessa alone. Names overlap on
 * purpose: Tomek and Tomás, Nessa and Vanessa, Siobhán and Shiv.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const INES = 'Inês';
export const NESSA = 'Nessa';

/** The family group's other members, as the model was shown them. */
export const FAMILY_PEOPLE: readonly string[] = [
  'Mãe',
  'Krzysztof',
  'Babcia Hania',
  'Tomek',
  'Tomás',
  'Zuza',
  'Tio Zé',
];

/** Sunday lunch: Mãe asks Inês by name (4005); the cousin wants a lift; an album; a recipe. */
export const FAMILY_SUNDAY: ReadonlyMap<number, string> = new Map([
  [3996, 'Kto zabrał moją ładowarkę z kuchni?? 😤'], // Tomek
  [3998, 'Domingo almoço aqui em casa às 13h, tragam sobremesa!'], // Mãe
  [4000, 'Przepis na pierogi ruskie od mojej mamy, przekazuję dalej 🥟'], // Babcia Hania, forwarded
  [4001, 'Alguém me dá boleia do aeroporto na sexta? Chego às 22h10'], // Tomás
  [4003, 'Zdjęcia z urodzin Leny 📸'], // Zuza, the album's first photo (4004 is its second)
  [4005, 'Inês, trazes tu o bolo de bolacha? E o Tomek que traga as cadeiras'], // Mãe
]);

/** Inês's own earlier messages in the family group. */
export const FAMILY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Eu levo o vinho verde 🍷'],
  [4002, 'Tomás, posso ir eu, saio do trabalho às 21h'],
]);

/** Tuesday: Tomek hunts his charger again (4005); nothing is asked of Inês. */
export const FAMILY_CHARGER: ReadonlyMap<number, string> = new Map([
  [4001, 'Lena pyta czy babcia zrobi pierogi na wigilię'], // Zuza
  [4003, 'Nie patrz na mnie 😇'], // Krzysztof
  [4005, 'Ok serio, kto ma moją ładowarkę? Ta biała, USB-C'], // Tomek
]);

/** Thursday: Babcia forwards a chain message; Mãe's poll about Christmas Eve (4005). */
export const FAMILY_POLL: ReadonlyMap<number, string> = new Map([
  [3997, 'PILNE!! Od poniedziałku Telegram będzie płatny, przekaż to 10 osobom'], // Babcia, forwarded
  [4001, 'Eu levo o bacalhau, não discutam 😎'], // Tio Zé
  [4005, '📊 Consoada: onde? — casa da babcia / cá em casa / restaurante'], // Mãe's poll
]);

/** Inês and her grandmother alone. */
export const BABCIA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Msza roratnia codziennie o 6:30, zapraszamy dzieci z lampionami'], // forwarded from the parish
  [4003, 'Inesko, kupiłam za dużo twarogu 😅'],
  [4005, 'Przyjdziesz w sobotę lepić pierogi? Tomek znowu nie może'],
]);
export const BABCIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Babciu, dzięki za przepis! ❤️'],
  [4004, 'A ile tego twarogu? 😄'],
]);

/** The ward group's members, as the model was shown them. */
export const WARD_PEOPLE: readonly string[] = ['Vanessa', 'Agnes', 'Raj', 'Siobhán', 'Shiv', 'Chidi', 'Mags'];

/** Monday: Siobhán asks Nessa by name about a shift swap (4005). */
export const WARD_SWAP: ReadonlyMap<number, string> = new Map([
  [3997, 'Rota for December is up. Swaps by Friday please, not on the day 🙏'], // Mags
  [3999, 'Anyone want my Sat night for their Tues? Wedding thing'], // Raj
  [4001, "Forwarded from 4B Social: Christmas do, The Bridge Bar or Nando's? Vote in the poll"], // Vanessa
  [4003, 'whoever finished the milk in the staff room I know where you live 🥛'], // Shiv
  [4005, 'Nessa are you still on for my Thursday long day? Need to know before Mags locks it'], // Siobhán
]);
export const WARD_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Raj I can take Sat if you take my Tues 👀'],
  [4002, "Bridge Bar. Nando's is a crime against Christmas"],
]);

/** Wednesday: the milk again (4005, Shiv); nothing is asked of Nessa. */
export const WARD_MILK: ReadonlyMap<number, string> = new Map([
  [4001, "Bed 12's family want an update at 9, can whoever's on take it"], // Chidi
  [4003, 'not me, I drink it black like my soul'], // Agnes
  [4005, 'ok who finished the milk AGAIN, there was a full carton at 7 😤'], // Shiv
]);

/** Friday: Raj orders pizza for the night (4005), for everyone. */
export const WARD_PIZZA: ReadonlyMap<number, string> = new Map([
  [4003, "Christmas do poll closes tonight, Bridge Bar's winning"], // Vanessa
  [4005, 'Ordering pizza for the night, shout your orders in the next 10 min 🍕'], // Raj
]);

/** Saturday: Mags asks Nessa to cover a sick colleague (4005, a mention). */
export const WARD_SICK: ReadonlyMap<number, string> = new Map([
  [4003, "Sorry all, temperature of 39, I won't make tonight 🤒"], // Agnes
  [4005, "@Nessa can you cover Agnes tonight? She's sick, I'll owe you one"], // Mags
]);

/** Sunday: Agnes's birthday. */
export const WARD_BIRTHDAY: ReadonlyMap<number, string> = new Map([
  [4003, "It's Agnes's birthday today, cake in the staff room at 3 🎂"], // Mags
  [4005, "Thank you all 🥹 ye're too good to me"], // Agnes
]);

/** Nessa and Vanessa alone. */
export const VANESSA_DM: ReadonlyMap<number, string> = new Map([
  [4003, 'Ness gising ka pa? 😅'],
  [4005, 'Pwede pasabay bukas? Car ko nasa garage pa 😩'],
]);
export const VANESSA_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Up, why, what happened']]);

/** An answer in the family group, unless the entry says otherwise. */
export function family(entry: CorpusEntry): CorpusEntry {
  return {
    persona: INES,
    chat: 'group',
    others: FAMILY_SUNDAY,
    own: FAMILY_OWN,
    participants: FAMILY_PEOPLE,
    ...entry,
  };
}

/** An answer in Inês's direct chat with her grandmother. */
export function babcia(entry: CorpusEntry): CorpusEntry {
  return {
    persona: INES,
    chat: 'direct',
    others: BABCIA_DM,
    own: BABCIA_OWN,
    participants: ['Babcia Hania'],
    ...entry,
  };
}

/** An answer in the ward group, unless the entry says otherwise. */
export function ward(entry: CorpusEntry): CorpusEntry {
  return {
    persona: NESSA,
    chat: 'group',
    others: WARD_SWAP,
    own: WARD_OWN,
    participants: WARD_PEOPLE,
    ...entry,
  };
}

/** An answer in Nessa's direct chat with Vanessa. */
export function vanessa(entry: CorpusEntry): CorpusEntry {
  return {
    persona: NESSA,
    chat: 'direct',
    others: VANESSA_DM,
    own: VANESSA_OWN,
    participants: ['Vanessa'],
    ...entry,
  };
}
