/**
 * Set 94's cast: six invented group chats whose members write in two or three languages each,
 * and a persona in each who answers some members in one language and others in another. Noor in
 * a Berlin flat share (German, French, Spanish, English); Kenji hosting a Spanish–Japanese
 * language exchange in Madrid; Marta, a grandmother in Kraków, with her family in Dublin and
 * Hamburg (Polish, English, German); Priya in a remote engineering team (English, Portuguese,
 * Hindi); Dario in an Amsterdam five-a-side of expats (English, Italian, Spanish, Dutch); Ingrid
 * managing a Norwegian choir on tour in Italy (Norwegian, English, Italian, French). Each group
 * has a turn addressed to the persona (a callout) and one that is not. The message answered is
 * always 4005.
 */

export const NOOR = 'Noor';
export const KENJI = 'Kenji';
export const MARTA = 'Marta';
export const PRIYA = 'Priya';
export const DARIO = 'Dario';
export const INGRID = 'Ingrid';

/** Noor's flat share in Berlin. */
export const FLAT: readonly string[] = ['Lukas', 'Camille', 'Tomás'];
/** The utility bill: Lukas and Camille ask Noor by name (a callout). */
export const FLAT_BILL: ReadonlyMap<number, string> = new Map([
  [3998, 'Die Nebenkostenabrechnung ist da. Wir müssen 240 € nachzahlen 😬'],
  [3999, "240?? c'est une blague"],
  [4000, 'wait what, for the heating??'],
  [4001, 'Ja, Heizung und Wasser. 60 pro Person'],
  [4003, 'Noor tu peux avancer ma part ? Je te rembourse le 1er, promis'],
  [
    4005,
    'Noor, kannst du das Geld bis Freitag an die Hausverwaltung überweisen? Du hast doch den Zugang zum WG-Konto',
  ],
]);
export const NOOR_BILL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oh nee. Okay, ich schau mir die Abrechnung heute Abend an'],
]);
/** Camille and Tomás plan a party; nothing is asked of Noor. */
export const FLAT_PARTY: ReadonlyMap<number, string> = new Map([
  [4001, 'Fiesta el sábado en casa de Inés, ¿alguien se apunta?'],
  [4002, 'moi ! enfin... yo! 😂'],
  [4003, 'jajaja tu español mejora cada día'],
  [4005, 'Tomás tu peux me prêter ta veste verte pour samedi ?'],
]);
export const NOOR_PARTY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Wer hat meine Hafermilch ausgetrunken 😤'],
]);

/** Kenji's Spanish–Japanese exchange in Madrid. */
export const INTERCAMBIO: readonly string[] = ['Pablo', 'Haruka', 'Lucía', 'Yui'];
/** Where to meet on Thursday: Pablo asks Kenji by name (a callout). */
export const INTER_VENUE: ReadonlyMap<number, string> = new Map([
  [4000, '¿Seguimos en el bar de Lavapiés? La última vez no se oía nada'],
  [4001, 'ケンジさん、木曜日は何時からですか？仕事が7時までなんです'],
  [4002, 'Yo propongo la cafetería de la biblioteca, es más tranquila'],
  [4003, '図書館いいですね！静かだし'],
  [4005, 'Kenji, ¿tú qué dices? Decides tú, que eres el jefe 😄'],
]);
export const KENJI_VENUE_OWN: ReadonlyMap<number, string> = new Map([
  [3999, '¡Hola a todos! Este jueves intercambio como siempre 🇪🇸🇯🇵'],
]);
/** Lucía and Yui talk about a Japanese word; nothing is asked of Kenji. */
export const INTER_WORDS: ReadonlyMap<number, string> = new Map([
  [4001, "Haruka, ¿cómo se dice 'estoy hasta las narices' en japonés? 😂"],
  [4002, 'うーん、「もううんざり」かな？'],
  [4003, 'jajaja me encanta, うんざり 😂'],
  [4005, '「うんざり」は日常でよく使いますよ、ルシアさん'],
]);
export const KENJI_WORDS_OWN: ReadonlyMap<number, string> = new Map([
  [3998, '¡Qué bien lo pasamos ayer, gracias por venir!'],
]);

/** Marta's family group: Kraków, Dublin and Hamburg. */
export const FAMILY: readonly string[] = ['Ola', 'Piotr', 'Svenja', 'Finn'];
/** Christmas: Ola asks her mother to say who brings what (a callout). */
export const FAMILY_XMAS: ReadonlyMap<number, string> = new Map([
  [3997, 'Mamo, kupiłam już bilety na 22 grudnia! Lądujemy o 14:30 w Balicach'],
  [3998, 'Babcia will there be pierogi?? 🥟'],
  [4000, 'Wir kommen am 23. mit dem Auto, Piotr fährt 🚗'],
  [4001, 'Mamo, co mamy przywieźć? Svenja pyta, czy może upiec swój Stollen'],
  [4003, 'also can I bring my switch'],
  [4005, 'Mamo, napisz wszystkim, kto co przywozi, bo zaraz będzie chaos 😅'],
]);
export const MARTA_XMAS_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Olu, cudownie! Tata was odbierze z lotniska'],
  [4002, 'Zaraz wszystko napiszę, muszę pomyśleć'],
]);
/** Svenja's daughter walks: news for the grandmother, not a question to her. */
export const FAMILY_STEPS: ReadonlyMap<number, string> = new Map([
  [4001, 'Schaut mal, Mila hat heute ihre ersten Schritte gemacht!! 🥹'],
  [4002, 'O matko!!! Brawo Mila!!! 😍'],
  [4003, 'she walks better than me lol'],
  [4005, "Finn, you'll have to run after her at Christmas 😂"],
]);
export const MARTA_STEPS_OWN: ReadonlyMap<number, string> = new Map([
  [3996, 'Dzień dobry kochani, u nas pierwszy śnieg ❄️'],
]);
/** Piotr and Finn tease each other about football; nothing is asked of Marta. */
export const FAMILY_FOOTBALL: ReadonlyMap<number, string> = new Map([
  [4001, 'Finn did you see the Bayern game?'],
  [4002, 'nah bayern is boring, Liverpool forever'],
  [4003, 'Heresy! 😂'],
  [4005, "uncle Piotr you're just old"],
]);
export const MARTA_FOOTBALL_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'Piotruś, zadzwoń do mnie wieczorem'],
]);

/** Priya's remote team. */
export const TEAM: readonly string[] = ['Mateus', 'Rohan', 'Lena'];
/** Staging is down before a release; Mateus asks Priya by name (a callout). */
export const TEAM_STAGING: ReadonlyMap<number, string> = new Map([
  [3998, 'Standup notes are in the doc. Release is Thursday 10:00 CET'],
  [4000, 'Priya, the payments migration is still failing on staging 😕 pode dar uma olhada?'],
  [4001, 'yaar staging is down since morning, koi dekh raha hai?'],
  [4003, 'Can someone own this before the release? I need a name'],
  [4005, 'Priya você consegue olhar hoje? Eu fico até às 18h daqui'],
]);
export const PRIYA_STAGING_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Looking at the logs now']]);
/** The offsite in Lisbon: Mateus and Rohan tease each other; nothing is asked of Priya. */
export const TEAM_OFFSITE: ReadonlyMap<number, string> = new Map([
  [4001, "Random: who's going to the offsite in Lisbon in May?"],
  [4002, 'Eu!! Finally a place where I can order food in my language 😂'],
  [4003, "Mateus that's Portugal, not Brazil, they'll laugh at your accent"],
  [4005, 'Rohan você é muito engraçado 🙄 at least I can read the menu'],
]);
export const PRIYA_OFFSITE_OWN: ReadonlyMap<number, string> = new Map([
  [3997, 'Merged the retry fix, thanks for the review Lena'],
]);

/** Dario's five-a-side in Amsterdam. */
export const FIVES: readonly string[] = ['Sem', 'Facundo', 'Oleksii', 'Luca'];
/** Thursday's game: Sem asks Dario for the headcount (a callout). */
export const FIVES_COUNT: ReadonlyMap<number, string> = new Map([
  [3996, 'Donderdag 20:00 Sportpark De Pijp, veld 3. Wie komt?'],
  [3997, 'in 💪'],
  [3999, 'Yo voy seguro, pero llego 20:10 por el laburo'],
  [4001, 'Dario ci sei giovedì? Ti passo a prendere in bici'],
  [4003, 'we need 10, I count 6 so far'],
  [4005, 'Dario, can you do the headcount? You have the list from last time'],
]);
export const DARIO_COUNT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Un attimo, sto controllando chi viene'],
]);
/** Facundo, Luca and Sem on last night's goal; nothing is asked of Dario. */
export const FIVES_GOAL: ReadonlyMap<number, string> = new Map([
  [4001, '¿Vieron el gol de Lautaro anoche? Una locura 🔥'],
  [4002, 'Lautaro è nostro, giù le mani 😂'],
  [4003, "guys english please, I only understand 'Lautaro'"],
  [4005, 'haha Oleksii welkom bij de club'],
]);
export const DARIO_GOAL_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'Who took the orange bibs home? 😅'],
]);

/** Ingrid's choir on tour in Italy, with Giulia the Italian guide and Aurélie the pianist. */
export const CHOIR: readonly string[] = ['Giulia', 'Kari', 'Henrik', 'Aurélie'];
/** Leaving for Siena: Henrik, Giulia and Aurélie ask Ingrid by name (a callout). */
export const CHOIR_SIENA: ReadonlyMap<number, string> = new Map([
  [3997, 'Good morning choir! Tomorrow the bus leaves the hotel at 7:45 for Siena, please be on time 🙏'],
  [3998, '7:45?! Vi la oss ikke før to i natt 😩'],
  [4000, 'Ingrid, est-ce que la répétition à Sienne est toujours à 11h ? I need to tell the piano tuner'],
  [4001, 'Hvem har nøkkelen til notekofferten? Den står låst i bussen'],
  [4003, 'Ingrid, the church in Siena asks for the final list of singers, can you send it tonight?'],
  [4005, 'Ingrid? Du har vel nøkkelen?'],
]);
export const INGRID_SIENA_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Kari, kaffe på bussen, jeg lover ☕'],
  [4002, 'Sjekker alt nå, et øyeblikk'],
]);
/** A free evening: Kari, Henrik and Aurélie arrange pizza; nothing is asked of Ingrid. */
export const CHOIR_DINNER: ReadonlyMap<number, string> = new Map([
  [4001, 'Stasera cena libera! Vi consiglio la trattoria Da Nello, vicino al Duomo 🍝'],
  [4002, 'Er det noen som vil bli med på pizza? 🍕'],
  [4003, 'Jeg blir med! Aurélie, tu viens ?'],
  [4005, 'Oui ! Henrik, on se retrouve au lobby à 20h ?'],
]);
export const INGRID_DINNER_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'Takk for i dag, dere sang nydelig 💙'],
]);

const group = 'group' as const;

/** Each scene as the entries spread it: persona, participants, messages shown, chat kind. */
export const bill = {
  persona: NOOR,
  participants: FLAT,
  others: FLAT_BILL,
  own: NOOR_BILL_OWN,
  chat: group,
  callout: true,
};
export const party = {
  persona: NOOR,
  participants: FLAT,
  others: FLAT_PARTY,
  own: NOOR_PARTY_OWN,
  chat: group,
};
export const venue = {
  persona: KENJI,
  participants: INTERCAMBIO,
  others: INTER_VENUE,
  own: KENJI_VENUE_OWN,
  chat: group,
  callout: true,
};
export const words = {
  persona: KENJI,
  participants: INTERCAMBIO,
  others: INTER_WORDS,
  own: KENJI_WORDS_OWN,
  chat: group,
};
export const xmas = {
  persona: MARTA,
  participants: FAMILY,
  others: FAMILY_XMAS,
  own: MARTA_XMAS_OWN,
  chat: group,
  callout: true,
};
export const steps = {
  persona: MARTA,
  participants: FAMILY,
  others: FAMILY_STEPS,
  own: MARTA_STEPS_OWN,
  chat: group,
};
export const football = {
  persona: MARTA,
  participants: FAMILY,
  others: FAMILY_FOOTBALL,
  own: MARTA_FOOTBALL_OWN,
  chat: group,
};
export const staging = {
  persona: PRIYA,
  participants: TEAM,
  others: TEAM_STAGING,
  own: PRIYA_STAGING_OWN,
  chat: group,
  callout: true,
};
export const offsite = {
  persona: PRIYA,
  participants: TEAM,
  others: TEAM_OFFSITE,
  own: PRIYA_OFFSITE_OWN,
  chat: group,
};
export const headcount = {
  persona: DARIO,
  participants: FIVES,
  others: FIVES_COUNT,
  own: DARIO_COUNT_OWN,
  chat: group,
  callout: true,
};
export const goal = {
  persona: DARIO,
  participants: FIVES,
  others: FIVES_GOAL,
  own: DARIO_GOAL_OWN,
  chat: group,
};
export const siena = {
  persona: INGRID,
  participants: CHOIR,
  others: CHOIR_SIENA,
  own: INGRID_SIENA_OWN,
  chat: group,
  callout: true,
};
export const dinner = {
  persona: INGRID,
  participants: CHOIR,
  others: CHOIR_DINNER,
  own: INGRID_DINNER_OWN,
  chat: group,
};
