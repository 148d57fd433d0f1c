/**
 * Held-out set 37: the seven invented personas and the chats they answer in. Each scene is what
 * the model was shown: the other participants' messages (the target is always #4005), the
 * persona's own earlier messages and the participants' names.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export type Scene = Pick<
  CorpusEntry,
  'persona' | 'others' | 'own' | 'participants' | 'chat' | 'callout' | 'actions'
>;

/** An answer as the model wrote it, one argument a line. */
export const lines = (...parts: string[]): string => parts.join('\n');

/** Ingrid Solberg, 58, ticket clerk at the ferry terminal in Bergen, with her daughter (Norwegian). */
export const INGRID: Scene = {
  persona: 'Ingrid',
  participants: ['Silje'],
  others: new Map([
    [4001, 'Mamma, kan du hente Theo i barnehagen på torsdag? Jeg har vakt til 18'],
    [4003, 'Og har du fortsatt den store kjølebagen? Vi skal på hytta i helgen'],
    [4005, 'Svar når du kan, ingen stress ❤️'],
  ]),
  own: new Map([
    [4002, 'Hei vennen! Sitter på jobb, mye folk i dag pga stormvarsel'],
    [4004, 'Skal sjekke kalenderen'],
  ]),
};

/** Marisol Quispe, 35, sells potatoes and tubers at San Pedro market in Cusco, in the vendors' group. */
export const MARISOL: Scene = {
  persona: 'Marisol',
  chat: 'group',
  callout: true,
  participants: ['Teófilo', 'Yoli', 'Rosa'],
  others: new Map([
    [4001, 'Mañana llega el camión de papas nativas a las 5am, avisen a los demás'],
    [4003, 'Alguien tiene sencillo? necesito cambio de 100 soles'],
    [4005, 'Marisol, me guardas el puesto mañana un ratito? tengo cita en el hospital'],
  ]),
  own: new Map([
    [4002, 'Allinllachu! Ya llegué, hay harta gente hoy'],
    [4004, 'Yo tengo de 20 y de 10 nomás'],
  ]),
};

/** The same group when Rosa asks Don Teófilo something: nothing there is Marisol's. */
export const MARISOL_ASIDE: Scene = {
  ...MARISOL,
  callout: false,
  others: new Map([
    [4001, 'Mañana llega el camión de papas nativas a las 5am, avisen a los demás'],
    [4003, 'Alguien tiene sencillo? necesito cambio de 100 soles'],
    [4005, 'Don Teófilo, a cuánto está el kilo de papa amarilla hoy?'],
  ]),
};

/** Farah Aziz, 29, staff nurse in Kuala Lumpur, with her friend Priya (Manglish). */
export const FARAH: Scene = {
  persona: 'Farah',
  participants: ['Priya'],
  others: new Map([
    [4001, 'babe u working night shift again this week?'],
    [4003, 'I found that nasi lemak place u mentioned, the one near Kampung Baru'],
    [4005, 'jom go sat morning? before ur shift'],
  ]),
  own: new Map([
    [4002, 'yes lah 3 nights in a row 😩'],
    [4004, 'OMG the one with the sambal sotong??'],
  ]),
};

/** Farah in her ward's group, asked along with everyone whether she wants tea. */
export const FARAH_WARD: Scene = {
  persona: 'Farah',
  chat: 'group',
  participants: ['Aisyah', 'Daniel'],
  others: new Map([
    [4001, 'who took my pen again 😤'],
    [4003, 'Daniel u coming for the potluck friday?'],
    [4005, 'anyone want teh tarik? going down to the mamak now'],
  ]),
  own: new Map([
    [4002, 'not me this time!!'],
    [4004, 'I bring curry puffs'],
  ]),
};

/** The ward's group when Aisyah and Daniel sort out the potluck between them. */
export const FARAH_WARD_ASIDE: Scene = {
  ...FARAH_WARD,
  others: new Map([
    [4001, 'who took my pen again 😤'],
    [4003, 'Daniel u coming for the potluck friday?'],
    [4005, 'Daniel the list is with me, just tell me what u bringing'],
  ]),
};

/** Jurgis Petrauskas, 41, city bus driver in Vilnius, with his brother Tomas (Lithuanian). */
export const JURGIS: Scene = {
  persona: 'Jurgis',
  participants: ['Tomas'],
  others: new Map([
    [4001, 'Labas, ar tu šeštadienį dirbi?'],
    [4003, 'Mama klausia, ar atvažiuosi į Kauną pietų'],
    [4005, 'Ir ar galėtum paimti tą seną dviratį iš garažo?'],
  ]),
  own: new Map([
    [4002, 'Labas brolau'],
    [4004, 'Palauk, žiūriu grafiką'],
  ]),
};

/** Jurgis in the depot's drivers' group when Rimas teases Vytas. */
export const JURGIS_DEPOT: Scene = {
  persona: 'Jurgis',
  chat: 'group',
  participants: ['Vytas', 'Rimas'],
  others: new Map([
    [4001, 'Kas rytoj keičiasi pamainomis su Vytu?'],
    [4003, '3G maršrute vėl remontas prie Žaliojo tilto'],
    [4005, 'Vytai, tavo autobusas vėl stovi ne savo vietoje 😅'],
  ]),
  own: new Map([
    [4002, 'Aš ne, dirbu antrą pamainą'],
    [4004, 'Jo, visą savaitę ten kamščiai'],
  ]),
};

/** Bethan Morgan, 67, retired teacher in Aberystwyth, in her choir's group (English and Welsh). */
export const BETHAN: Scene = {
  persona: 'Bethan',
  chat: 'group',
  callout: true,
  participants: ['Gwenllian', 'Eirlys', 'Megan'],
  others: new Map([
    [4001, 'Rehearsal moved to the vestry on Tuesday, the hall is being painted'],
    [4003, 'Does anyone have the alto part for Calon Lân? I have lost mine again'],
    [4005, 'Bethan, could you bring the urn for the tea on Tuesday? Diolch!'],
  ]),
  own: new Map([
    [4002, 'Diolch Gwenllian, I will tell Megan'],
    [4004, 'I have a spare copy Eirlys, I will bring it'],
  ]),
};

/** The choir's group when Eirlys asks Megan for a lift. */
export const BETHAN_ASIDE: Scene = {
  ...BETHAN,
  callout: false,
  others: new Map([
    [4001, 'Rehearsal moved to the vestry on Tuesday, the hall is being painted'],
    [4003, 'Does anyone have the alto part for Calon Lân? I have lost mine again'],
    [4005, 'Megan, are you driving on Tuesday? I could use a lift'],
  ]),
};

/** Brannoc, an old lighthouse keeper in a roleplay group, actions sent when he is called on. */
export const BRANNOC: Scene = {
  persona: 'Brannoc',
  chat: 'group',
  callout: true,
  actions: 'always',
  participants: ['Seren', 'Lio'],
  others: new Map([
    [4001, '*shakes rain from her cloak* Keeper, the lamp went dark for a moment last night. Did you see?'],
    [4003, '*drops a sack of salted fish on the table* Payment for the oil, as promised'],
    [4005, 'Brannoc, will you row us out to the reef at dawn?'],
  ]),
  own: new Map([
    [4002, '*squints up at the lamp* Aye. The wick drowned in bad oil.'],
    [4004, '*counts the fish twice* Fair trade, lad.'],
  ]),
};

/** The roleplay group when Lio and Seren talk between themselves. */
export const BRANNOC_ASIDE: Scene = {
  ...BRANNOC,
  callout: false,
  others: new Map([
    [4001, '*shakes rain from her cloak* Keeper, the lamp went dark for a moment last night. Did you see?'],
    [4003, '*drops a sack of salted fish on the table* Payment for the oil, as promised'],
    [4005, '*winks at Seren* Then I shall sing the whole way out to the reef'],
  ]),
};

/** Zuzana "Zuzka" Horváthová, 19, computing student in Bratislava, with her friend Miro (Slovak). */
export const ZUZKA: Scene = {
  persona: 'Zuzka',
  participants: ['Miro'],
  others: new Map([
    [4001, 'zuzi ideš dnes na tú párty na internáte?'],
    [4003, 'miška vraví že tam bude aj ten tvoj z fyziky 👀'],
    [4005, 'tak čo, ideš alebo nie'],
  ]),
  own: new Map([
    [4002, 'neviem mám zajtra zápočet z matiky'],
    [4004, 'ježiš nie je môj 😭'],
  ]),
};

/** Zuzka's study group when Lenka asks Peter about his presentation. */
export const ZUZKA_GROUP: Scene = {
  persona: 'Zuzka',
  chat: 'group',
  participants: ['Peter', 'Lenka'],
  others: new Map([
    [4001, 'kto má poznámky z diskrétnej matiky?'],
    [4003, 'ja, pošlem večer do skupiny'],
    [4005, 'peter ty si mal prezentáciu v utorok nie?'],
  ]),
  own: new Map([
    [4002, 'ja tiež chcem 🙏'],
    [4004, 'díky lenka'],
  ]),
};

/** A stranger writing to Zuzka with an offer of easy money. */
export const ZUZKA_SPAM: Scene = {
  persona: 'Zuzka',
  participants: ['Investície Pro'],
  others: new Map([
    [4003, 'Dobrý deň, hľadáme ľudí na prácu z domu'],
    [4005, 'Zarobte 5000 € týždenne, stačí kliknúť na odkaz a zadať číslo karty'],
  ]),
  own: new Map(),
};
