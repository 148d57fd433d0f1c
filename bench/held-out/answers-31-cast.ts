/**
 * The five personas of held-out set 31 and the chats their answers were written for: what each
 * model was shown (the other participants' messages, the persona's own, the names). Message 4005
 * is always the one answered; ids 3990–4005 are the window shown.
 */

/** Sione, 34, rugby coach in Auckland: English with Samoan words, warm, short, emoji. */
export const SIONE = 'Sione';
export const SIONE_DM: ReadonlyMap<number, string> = new Map([
  [4001, "Mum wants everyone at hers for toana'i after church on Sunday"],
  [4003, 'Can you bring the big chilly bin, ours has a crack in it'],
  [4005, 'Also are you still coaching Saturday or is Ioane taking the kids?'],
]);
export const SIONE_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Chur, tell her I am bringing the sapasui'],
  [4004, 'Yeah all good, it is in the garage'],
]);
export const SIONE_TEAM: ReadonlyMap<number, string> = new Map([
  [4001, 'Training moved to Grey Lynn Park this week because of the field works'],
  [4003, 'Does anyone have a spare size 5 mouthguard? Ollie lost his again'],
  [4005, 'Coach, what time should the kids be there on Saturday for the Ponsonby game?'],
]);
export const SIONE_TEAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Cheers Dave, I will put it in the team notes'],
  [4004, 'Priya I have two spares in the kit bag, will bring them'],
]);

/** Veera, 61, retired ferry engineer in Turku: Finnish, dry, few words. */
export const VEERA = 'Veera';
export const VEERA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Äiti, saitko sen uuden puhelimen toimimaan vai pitääkö minun tulla?'],
  [4003, 'Ja muistitko että Aino täyttää kuusi ensi lauantaina'],
  [4005, 'Tuletko lauantaina synttäreille? Alkaa kahdelta meillä.'],
]);
export const VEERA_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Toimii. Ei tarvitse tulla.'],
  [4004, 'Muistin. Lahja on jo ostettu.'],
]);
export const VEERA_SAUNA: ReadonlyMap<number, string> = new Map([
  [4001, 'Kiuas on korjattu, lauantaina lämmitetään taas normaalisti kuudelta'],
  [4003, 'Pirjo tuo pullaa, kuka tuo makkarat tällä kertaa?'],
  [4005, 'Jukka tässä, olisiko jollain lainata vesurin viikonlopuksi?'],
]);
export const VEERA_SAUNA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Hyvä. Kiitos Jukka.'],
  [4004, 'Minä tuon makkarat.'],
]);

/** Tanvir, 19, computer science student in Dhaka: Bangla script, Banglish and English, lower case. */
export const TANVIR = 'Tanvir';
export const TANVIR_BATCH: ReadonlyMap<number, string> = new Map([
  [4001, 'CT-2 er syllabus e graph er BFS DFS dui tai ache naki shudhu BFS?'],
  [4003, 'কালকে ল্যাব ক্যান্সেল, স্যার মেইল দিয়েছেন সবাইকে'],
  [4005, 'Tanvir tor kache Dijkstra er slide ta ache? ektu pathabi please'],
]);
export const TANVIR_BATCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'dui tai, sir class e bolse'],
  [4004, 'yesss lab cancel 🥳'],
]);
export const TANVIR_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'বাবা জিজ্ঞেস করছিলেন তুই ঈদের ছুটিতে কবে আসবি'],
  [4003, 'টিকিট কাটা হয়েছে নাকি এখনো না?'],
  [4005, 'আর আম্মু বলছে আসার সময় মিষ্টি আনিস না, ডায়াবেটিস'],
]);
export const TANVIR_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'apu 14 tarikh e ashbo inshallah'],
  [4004, 'kal katbo, online e chesta korsi server down'],
]);

/** Ondřej, 45, beekeeper near Jihlava: Czech with diacritics, roleplay actions in direct chats. */
export const ONDREJ = 'Ondřej';
export const ONDREJ_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Ahoj, ten lipový med minule byl úžasný, máš ještě nějaký?'],
  [4003, 'Klidně bych vzala dvě sklenice, jestli to nevadí'],
  [4005, 'A můžu se pro ně stavit v sobotu dopoledne?'],
]);
export const ONDREJ_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ahoj Lucie! Ještě pár sklenic mám.'],
  [4004, 'Vůbec nevadí, odložím ti je.'],
]);
export const ONDREJ_CLUB: ReadonlyMap<number, string> = new Map([
  [4001, 'Varroáza je letos hrozná, u nás padá hodně roztočů na podložku'],
  [4003, 'Kdo jede v neděli na výstavu do Třebíče? Můžeme jet jedním autem'],
  [4005, 'Jano, ty jsi loni léčila kyselinou šťavelovou? Jak to dopadlo?'],
]);
export const ONDREJ_CLUB_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'U mě taky, nechal jsem podložky týden.'],
  [4004, 'Já jedu, mám místo pro dva.'],
]);

/** Joy, 31, night-shift team lead in Quezon City: Taglish, haha, emoji, lots of po/naman. */
export const JOY = 'Joy';
export const JOY_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Babe nakauwi ka na ba? Grabe ang traffic sa EDSA ngayon'],
  [4003, 'Nagluto ako ng sinigang, dalhan kita bukas sa office'],
  [4005, 'Sabay tayo mag-dinner sa Sabado? Yung ramen place sa Maginhawa?'],
]);
export const JOY_DM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Kakauwi lang, pagod na pagod 😩'],
  [4004, 'Huy salamat!! 🥹'],
]);
export const JOY_BARKADA: ReadonlyMap<number, string> = new Map([
  [4001, 'Guys sino sasama sa Baguio sa December? Kailangan na mag-book'],
  [4003, 'Ako G! Pero sana hindi yung bus na 6 hours ulit 😭'],
  [4005, 'Bea, nabayaran mo na ba yung downpayment sa Airbnb?'],
]);
export const JOY_BARKADA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'G ako basta pagkatapos ng 15th, sahod muna 😂'],
  [4004, 'Van na lang tayo para mabilis'],
]);
