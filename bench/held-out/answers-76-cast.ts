/**
 * Set 76's cast: eleven invented personas and the chats their answers come from. In English:
 * Maya (a Bristol barista, alone with her friend Priya), Dev (a Thursday five-a-side group),
 * Ruth (a grandmother in Adelaide, alone with her grandson Sam), Kofi (a shared flat's group),
 * Noor (a nursing student, alone with her classmate Hana) and Theo (who keeps a Dublin bookshop
 * and its book club's group). Elsewhere: Jana (German, alone with Felix), Lucía (Spanish, a
 * family group), Renata (Brazilian Portuguese, alone with Bia), Haruka (Japanese, alone with
 * Yui) and Élodie (French, a choir's group).
 */

export const MAYA = 'Maya';
export const DEV = 'Dev';
export const RUTH = 'Ruth';
export const KOFI = 'Kofi';
export const NOOR = 'Noor';
export const THEO = 'Theo';
export const JANA = 'Jana';
export const LUCIA = 'Lucía';
export const RENATA = 'Renata';
export const HARUKA = 'Haruka';
export const ELODIE = 'Élodie';

/** Maya and Priya: an interview tomorrow, a landlord, a blazer (4005 asks two things). */
export const MAYA_DM: ReadonlyMap<number, string> = new Map([
  [3999, 'so the interview is tomorrow at 10 and I have nothing to wear'],
  [4001, 'also my landlord finally replied about the damp'],
  [4003, `he says "it's condensation, open a window" 🙃`],
  [4005, 'can I borrow your green blazer?? and are you free tonight to do a mock interview with me'],
]);
export const MAYA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, "PRIYA. you'll smash it"],
  [4002, 'oh here we go'],
  [4004, 'classic'],
]);

/** The five-a-side group: Sophie asks Dev by name about the bibs and his cousin (4005). */
export const FIVES_PEOPLE: readonly string[] = ['Marcus', 'Tariq', 'Sophie', 'Liam'];
export const FIVES_BIBS: ReadonlyMap<number, string> = new Map([
  [3996, 'Pitch 3 booked for Thursday 8pm, £6 each'], // Marcus
  [3998, "I'm in but I might be 10 mins late"], // Tariq
  [4000, 'in 👍'], // Sophie
  [4001, 'who has the bibs? last time they ended up in my car for a month'], // Liam
  [4003, 'we need one more, anyone bringing a mate?'], // Marcus
  [4005, 'Dev you had the bibs last, right? and are you bringing your cousin?'], // Sophie
]);
export const FIVES_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'in'],
  [4002, 'bibs are not my problem this week'],
]);
/** Later: Tariq chases Liam for money (4005); nothing is asked of Dev. */
export const FIVES_FIVER: ReadonlyMap<number, string> = new Map([
  [4001, 'good game lads, my knees disagree'], // Marcus
  [4003, 'same time next week?'], // Sophie
  [4005, 'Liam you still owe me a fiver from last week btw'], // Tariq
]);

/** Ruth and her grandson Sam: a new phone, holiday photos, Sunday lunch with Jess (4005). */
export const RUTH_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Hi Gran! Mum says you got a new phone'],
  [4003, 'Did you get my photos from the trip?'],
  [4005, "Also is it ok if I come for Sunday lunch and bring Jess? She's vegetarian"],
]);
export const RUTH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Hello darling, yes it is very clever but the buttons are tiny'],
  [4004, 'Which photos? I have so many on here now'],
]);

/** The flat's group: Ama asks Kofi by name to be in for the boiler engineer (4005). */
export const FLAT_PEOPLE: readonly string[] = ['Ama', 'Josh', 'Bea'];
export const FLAT_BOILER: ReadonlyMap<number, string> = new Map([
  [3997, 'bins go out tonight, not it'], // Josh
  [3999, 'the boiler is making the noise again'], // Bea
  [4001, "I've rung the agency, they said Thursday between 8 and 1"], // Ama
  [4003, "between 8 and 1 lol who's home"], // Josh
  [4005, 'Kofi you work from home Thursdays right? can you be in for the boiler guy?'], // Ama
]);
export const FLAT_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'the knocking one or the whistling one'],
  [4002, 'classic agency window'],
]);
/** Later: Bea's halloumi has gone (4005); nothing is asked of Kofi. */
export const FLAT_HALLOUMI: ReadonlyMap<number, string> = new Map([
  [4001, 'boiler guy came, it is fixed (for now)'], // Ama
  [4003, 'legend'], // Josh
  [4005, 'Josh did you eat my halloumi'], // Bea
]);

/** Noor and Hana: the placement rota and a pharmacology reflection (4005). */
export const NOOR_DM: ReadonlyMap<number, string> = new Map([
  [4001, "placement rota is out and I'm on nights week 3 😭"],
  [4003, 'are you on the same ward as me?'],
  [4005, "and did you finish the pharmacology reflection? I'm stuck on the bit about anticoagulants"],
]);
export const NOOR_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'nooo nights'],
  [4004, 'let me check the rota'],
]);

/** The book club's group: Fiona asks Theo by name to host and order copies (4005). */
export const CLUB_PEOPLE: readonly string[] = ['Fiona', 'Aidan', 'Grace', 'Ciarán'];
export const CLUB_NEXT: ReadonlyMap<number, string> = new Map([
  [3998, 'Next month: we said Klara and the Sun, yes?'], // Fiona
  [4000, 'I voted Piranesi but fine'], // Aidan
  [4001, "Can we do the 14th instead of the 7th? I'm away"], // Grace
  [4003, 'The 14th works for me'], // Ciarán
  [4005, 'Theo, can we host at the shop again? And will you order copies?'], // Fiona
]);
export const CLUB_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Klara it is'],
  [4002, 'Piranesi next time, promise'],
]);
/** Later: Aidan asks Grace about the last book (4005); nothing is asked of Theo. */
export const CLUB_ASIDE: ReadonlyMap<number, string> = new Map([
  [4001, 'Copies are in, I picked mine up today'], // Ciarán
  [4003, 'Ooh nice cover'], // Fiona
  [4005, 'Grace, did you finish the last one in the end?'], // Aidan
]);

/** Jana and Felix: his train is stuck in Halle; a key at the neighbour's; dinner (4005). */
export const JANA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Bist du schon auf dem Weg?'],
  [4003, 'Die Bahn hat wieder Verspätung, ich steh in Halle fest'],
  [4005, 'Kannst du den Schlüssel bei Frau Krüger abholen? Und was essen wir heute?'],
]);
export const JANA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Nee, erst um sechs'],
  [4004, 'Oh nein, wie lange?'],
]);

/** Lucía's family group: Grandma's birthday; her mother Carmen asks her by name (4005). */
export const FAMILIA_PEOPLE: readonly string[] = ['Carmen', 'Pablo', 'Tía Rosa', 'Diego'];
export const FAMILIA_CUMPLE: ReadonlyMap<number, string> = new Map([
  [3999, 'La tarta la encargo yo en la pastelería de siempre'], // Carmen
  [4001, '¿A qué hora quedamos el sábado?'], // Pablo
  [4003, 'Yo llevo la tortilla, que la abuela dice que la mía es la mejor 😌'], // Tía Rosa
  [4005, 'Lucía, ¿te encargas tú de las flores? Y ¿puedes recoger a la abuela?'], // Carmen
]);
export const FAMILIA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Yo pongo las bebidas'],
  [4002, 'A las dos, ¿no?'],
]);

/** Renata and Bia: a cancelled concert, the refund, Saturday plans (4005). */
export const RENATA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'amiga, o show foi cancelado 😭'],
  [4003, 'vão devolver o dinheiro mas só em 30 dias'],
  [4005, 'bora fazer outra coisa sábado? praia ou cinema?'],
]);
export const RENATA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'NÃO ACREDITO'],
  [4004, 'que palhaçada'],
]);

/** Haruka and Yui: tomorrow's drinks, and the umbrella Yui still has (4005). */
export const HARUKA_DM: ReadonlyMap<number, string> = new Map([
  [4001, '明日の飲み会、何時からだっけ？'],
  [4003, '駅前の新しいお店だよね'],
  [4005, 'あと、傘借りたままでごめん！明日返すね'],
]);
export const HARUKA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '7時からだよ'],
  [4004, 'そうそう、焼き鳥のとこ'],
]);

/** The choir's group: Sylvie asks Élodie by name for a lift (4005). */
export const CHORALE_PEOPLE: readonly string[] = ['Annick', 'Bruno', 'Sylvie'];
export const CHORALE_MARDI: ReadonlyMap<number, string> = new Map([
  [4001, 'Qui a les partitions du Fauré ?'], // Bruno
  [4003, 'Répétition avancée à 19h mardi prochain'], // Annick
  [4005, 'Élodie, tu peux faire le covoiturage pour Bruno et moi ?'], // Sylvie
]);
export const CHORALE_OWN: ReadonlyMap<number, string> = new Map([[4002, "Moi j'en ai deux exemplaires"]]);
/** Later: Annick asks Bruno about his membership fee (4005); nothing is asked of Élodie. */
export const CHORALE_COTISATION: ReadonlyMap<number, string> = new Map([
  [4001, 'Merci pour le trajet hier soir !'], // Sylvie
  [4003, 'Rappel : les cotisations sont à régler avant la fin du mois'], // Annick
  [4005, 'Bruno, tu as payé ta cotisation ?'], // Annick
]);
