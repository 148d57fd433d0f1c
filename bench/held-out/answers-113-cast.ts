/**
 * Set 113's cast: seven invented personas who code-switch as they breathe. Trixie, a Manila
 * copywriter, with her friend Jomar in Taglish (Gemini 2.5 Flash); Ishita in her Delhi college
 * group in Hinglish (Gemini 2.5 Pro); Yaneli with her cousin Dayami in Miami Spanglish (Gemini 3
 * Flash); Océane in a Montreal group in Franglais (Gemini 3 Pro); Kathi with her coworker Basti
 * in Munich Denglisch (Gemini 2.5 Flash); Nour in a Beirut group in Arabizi (Gemini 2.5 Pro and
 * 3 Flash); Wei Ling with Darren in Singlish (Gemini 3 Pro and 3 Flash). The message answered is
 * always 4005.
 */

export const TRIXIE = 'Trixie';
export const ISHITA = 'Ishita';
export const YANELI = 'Yaneli';
export const OCEANE = 'Océane';
export const KATHI = 'Kathi';
export const NOUR = 'Nour';
export const WEI_LING = 'Wei Ling';

/** Trixie and Jomar: his final interview tomorrow. */
export const JOMAR: readonly string[] = ['Jomar'];
export const JOMAR_INTERVIEW: ReadonlyMap<number, string> = new Map([
  [4001, 'Trix bukas na yung final interview ko sa BGC 😭'],
  [4003, 'Di ko alam isusuot ko, polo ba or long sleeves?'],
  [4005, 'Tsaka pano kung tanungin nila yung "where do you see yourself in five years" huhu'],
]);
export const TRIXIE_INTERVIEW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'OMG ayan na! Anong oras?'],
  [4004, 'Teka tignan ko yung pics mo sa IG'],
]);
/** Trixie and Jomar: Carla's birthday dinner on Saturday. */
export const JOMAR_CARLA: ReadonlyMap<number, string> = new Map([
  [4001, 'Uy sa Sabado na bday ni Carla, may plano na ba?'],
  [4003, 'Pwede sa Maginhawa, yung ramen place na bago'],
  [4005, 'Sino magbo-book? Ako na ba or ikaw?'],
]);
export const TRIXIE_CARLA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Wala pa nga eh, ang busy ng week ko'],
  [4004, 'Ramen! Gusto ko yan'],
]);

/** Ishita's college group: Kabir, Tanvi, Rohit. */
export const YAAR: readonly string[] = ['Kabir', 'Tanvi', 'Rohit'];
/** The Rishikesh trip; Tanvi teases Ishita by name (a callout). */
export const YAAR_TRIP: ReadonlyMap<number, string> = new Map([
  [3998, 'Guys Rishikesh ka plan final karo yaar, long weekend aa raha hai'],
  [4000, 'Main toh ready hoon, bas leave approve ho jaye'],
  [4001, 'Bus ya car? Car mein fuel split karenge'],
  [4003, 'Car better hai, mere paas Creta hai'],
  [4005, 'Ishita tu bata, tu aa rahi hai ya phir se office ka bahana? 😂'],
]);
export const ISHITA_TRIP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Car pakka, bus mein main nahi jaa rahi 6 ghante'],
  [4004, 'Ek min, manager se baat karke batati hoon'],
]);
/** Last night's match; Kabir invites everyone for the next one. */
export const YAAR_MATCH: ReadonlyMap<number, string> = new Map([
  [4001, 'Kya match tha yaar, last over mein 18 chase kar liya'],
  [4003, 'RCB fans aaj so nahi paayenge 😂'],
  [4005, 'Kal ka match kahan dekh rahe ho sab? Mere ghar aa jao'],
]);
export const ISHITA_MATCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Mera BP abhi bhi high hai honestly'],
]);

/** Yaneli and her cousin Dayami: abuela's party. */
export const DAYAMI: readonly string[] = ['Dayami'];
export const DAYAMI_PARTY: ReadonlyMap<number, string> = new Map([
  [4001, 'Prima la fiesta de abuela es el sábado at 7, en casa de tía Mirta'],
  [4003, 'Mami dice que tú traes el flan, ok?'],
  [4005, 'And can you pick me up? Mi carro está en el shop otra vez 🙄'],
]);
export const YANELI_PARTY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ay sí, ya lo tengo en el calendar'],
  [4004, 'El flan?? Who decided that lol'],
]);
/** Dayami's ex wrote after six months. */
export const DAYAMI_EX: ReadonlyMap<number, string> = new Map([
  [4001, 'Girl guess who me escribió anoche'],
  [4003, 'Javi. After SIX months. Como si nada'],
  [4005, '¿Le contesto o lo dejo en visto?'],
]);
export const YANELI_EX_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'No me digas...'],
  [4004, 'WHAT. Qué te dijo?'],
]);

/** Océane's Montreal group: Jess, Gab, Ludo. */
export const GANG: readonly string[] = ['Jess', 'Gab', 'Ludo'];
/** Concert tickets; Jess asks Océane by name (a callout). */
export const GANG_SHOW: ReadonlyMap<number, string> = new Map([
  [3999, 'Les billets pour Charlotte Cardin sont en vente à midi'],
  [4001, "J'ai mon laptop ready, je spam refresh"],
  [4003, 'Faut être quatre max par commande, fyi'],
  [4005, "Océane t'en veux-tu un? Faut que je sache avant midi"],
]);
export const OCEANE_SHOW_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Moi je suis dans un meeting jusqu'à 11h45, so full stress"],
]);
/** Ludo moves on the first of July; not addressed to Océane by name. */
export const GANG_MOVE: ReadonlyMap<number, string> = new Map([
  [4001, "Le 1er juillet approche, qui peut m'aider à déménager?"],
  [4003, "Moi je peux le matin, après j'ai un souper"],
  [4005, "J'ai loué un truck chez Discount pour 8h, bring coffee svp"],
]);
export const OCEANE_MOVE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Encore un 3e sans ascenseur j’imagine 😩'],
]);

/** Kathi and Basti: the pitch deck due Thursday. */
export const BASTI: readonly string[] = ['Basti'];
export const BASTI_DECK: ReadonlyMap<number, string> = new Map([
  [4001, 'Kathi, hast du das Deck für den Pitch schon gesehen?'],
  [4003, 'Der Client will jetzt doch alles bis Donnerstag, ich dreh durch'],
  [4005, 'Kannst du die Slides 10 bis 15 übernehmen? Sonst schaff ich das nicht'],
]);
export const KATHI_DECK_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Grad erst geöffnet, sieht schon ziemlich nice aus'],
  [4004, 'Donnerstag?? Das ist doch crazy'],
]);
/** Kathi and Basti: the Wiesn on Saturday. */
export const BASTI_WIESN: ReadonlyMap<number, string> = new Map([
  [4001, 'Wiesn am Samstag steht noch, oder?'],
  [4003, 'Ich hab einen Tisch im Schottenhamel für 12 Uhr reserviert 🍻'],
  [4005, 'Kommst du im Dirndl oder casual?'],
]);
export const KATHI_WIESN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Safe, ich freu mich schon mega'],
]);

/** Nour's Beirut group: Lara, Ziad, Karim. */
export const SHILLE: readonly string[] = ['Lara', 'Ziad', 'Karim'];
/** Sunday brunch; Karim teases Nour by name (a callout). */
export const SHILLE_BRUNCH: ReadonlyMap<number, string> = new Map([
  [3999, 'Ya jame3a brunch l a7ad? Fi place jdid b Mar Mikhael'],
  [4001, 'Ana ma3kon bas ba3d l 12, 3am nem ktir l sabt'],
  [4003, 'Yalla 12:30 then, w Karim ma t2akhar metl kel marra'],
  [4005, 'Nour enti jeye? W jibi ma3ik el cousin l 7elwe 😏'],
]);
export const NOUR_BRUNCH_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Shu esmo l place?']]);
/** The power cut; Ziad asks who comes to the café. */
export const SHILLE_POWER: ReadonlyMap<number, string> = new Map([
  [4001, 'El kahraba ma ejet mn mbere7 😩'],
  [4003, 'W l moteur 3am ye2ta3 kel sa3tein'],
  [4005, 'Ana rayi7 3al café la eshte8el, 7ada baddo yeje?'],
]);
export const NOUR_POWER_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Kel yom nafs l ossa']]);

/** Wei Ling and Darren: lunch. */
export const DARREN: readonly string[] = ['Darren'];
export const DARREN_LUNCH: ReadonlyMap<number, string> = new Map([
  [4001, 'Eh lunch where? Maxwell or Amoy?'],
  [4003, 'Maxwell the chicken rice queue damn long one leh'],
  [4005, 'Or we just go Amoy, the fishball noodle there also not bad'],
]);
export const WEI_LING_LUNCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Anything lah, as long as got aircon after'],
  [4004, 'Ya last time we queue 40 min siao'],
]);
/** Darren's BTO keys and the renovation quote. */
export const DARREN_BTO: ReadonlyMap<number, string> = new Map([
  [4001, 'Wei Ling!! We got our BTO keys today'],
  [4003, 'Finally after 4 years of waiting sia'],
  [4005, "Renovation quote came in at 60k though, I think I'm going to faint"],
]);
export const WEI_LING_BTO_OWN: ReadonlyMap<number, string> = new Map([[4002, 'WAAAH congrats!!! 🎉']]);

export const interview = {
  persona: TRIXIE,
  participants: JOMAR,
  others: JOMAR_INTERVIEW,
  own: TRIXIE_INTERVIEW_OWN,
};
export const carla = { persona: TRIXIE, participants: JOMAR, others: JOMAR_CARLA, own: TRIXIE_CARLA_OWN };
export const trip = {
  persona: ISHITA,
  participants: YAAR,
  others: YAAR_TRIP,
  own: ISHITA_TRIP_OWN,
  chat: 'group' as const,
  callout: true,
};
export const match = {
  persona: ISHITA,
  participants: YAAR,
  others: YAAR_MATCH,
  own: ISHITA_MATCH_OWN,
  chat: 'group' as const,
};
export const party = { persona: YANELI, participants: DAYAMI, others: DAYAMI_PARTY, own: YANELI_PARTY_OWN };
export const ex = { persona: YANELI, participants: DAYAMI, others: DAYAMI_EX, own: YANELI_EX_OWN };
export const show = {
  persona: OCEANE,
  participants: GANG,
  others: GANG_SHOW,
  own: OCEANE_SHOW_OWN,
  chat: 'group' as const,
  callout: true,
};
export const move = {
  persona: OCEANE,
  participants: GANG,
  others: GANG_MOVE,
  own: OCEANE_MOVE_OWN,
  chat: 'group' as const,
};
export const deck = { persona: KATHI, participants: BASTI, others: BASTI_DECK, own: KATHI_DECK_OWN };
export const wiesn = { persona: KATHI, participants: BASTI, others: BASTI_WIESN, own: KATHI_WIESN_OWN };
export const brunch = {
  persona: NOUR,
  participants: SHILLE,
  others: SHILLE_BRUNCH,
  own: NOUR_BRUNCH_OWN,
  chat: 'group' as const,
  callout: true,
};
export const power = {
  persona: NOUR,
  participants: SHILLE,
  others: SHILLE_POWER,
  own: NOUR_POWER_OWN,
  chat: 'group' as const,
};
export const lunch = {
  persona: WEI_LING,
  participants: DARREN,
  others: DARREN_LUNCH,
  own: WEI_LING_LUNCH_OWN,
};
export const bto = { persona: WEI_LING, participants: DARREN, others: DARREN_BTO, own: WEI_LING_BTO_OWN };
