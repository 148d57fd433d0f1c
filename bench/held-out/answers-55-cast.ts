/**
 * Set 55's cast: six invented personas over a fortnight, each in a direct chat and a group.
 * Sekar runs a small coffee kiosk in Yogyakarta (Indonesian); Neema is a safari guide in Arusha
 * (Swahili); Marlien lives on a Stellenbosch wine farm and sings alto in the church choir
 * (Afrikaans); Kadri runs orienteering in Tartu (Estonian); Ivana works at a travel agency in
 * Split (Croatian); Tolu is a tailor and gele stylist in Lagos (Yoruba-inflected Nigerian English).
 * The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = (entry: CorpusEntry) => CorpusEntry;

function chat(
  persona: string,
  kind: 'direct' | 'group',
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  participants: readonly string[],
): Chat {
  return (entry) => ({ persona, chat: kind, others, own, participants, ...entry });
}

// Sekar, Yogyakarta.
export const SEKAR_DM_OTHERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Jadi kamu ikut ke Dieng minggu depan atau nggak?'],
  [4003, 'Oh iya, biji kopi Gayo yang kemarin enak banget, masih ada stok?'],
  [4005, 'Btw motorku masih di bengkel, bisa jemput aku di stasiun Jumat sore?'],
]);
export const sekarDm = chat(
  'Sekar',
  'direct',
  SEKAR_DM_OTHERS,
  new Map([
    [4002, 'Belum tahu, tergantung kedai'],
    [4004, 'Masih, tinggal 3 bungkus 😄'],
  ]),
  ['Dimas'],
);
export const SEKAR_GROUP_PEOPLE = ['Bu Ratna', 'Mas Yoga', 'Dewi', 'Pak Harto'];
export const SEKAR_GROUP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Siap Pak, saya ikut']]);
/** Bu Ratna asks Sekar by name (4005). */
export const sekarGroup = chat(
  'Sekar',
  'group',
  new Map([
    [3998, 'Arisan bulan ini di rumah saya ya, Minggu jam 4 sore'],
    [4001, 'Kerja bakti diundur ke tanggal 20, hujan terus'],
    [4003, 'Ada yang punya nomor tukang galon yang baru?'],
    [4005, 'Mbak Sekar, bisa bawa kopi buat arisan? Nanti diganti uangnya'],
  ]),
  SEKAR_GROUP_OWN,
  SEKAR_GROUP_PEOPLE,
);
/** Pak Harto reports a street lamp (4005); nothing is asked of Sekar. */
export const sekarGroupQuiet = chat(
  'Sekar',
  'group',
  new Map([
    [4001, 'Kerja bakti diundur ke tanggal 20, hujan terus'],
    [4003, 'Ada yang punya nomor tukang galon yang baru?'],
    [4005, 'Lampu jalan depan nomor 12 mati lagi, sudah saya lapor ke kelurahan'],
  ]),
  SEKAR_GROUP_OWN,
  SEKAR_GROUP_PEOPLE,
);

// Neema, Arusha.
export const NEEMA_DM_OTHERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Umefika salama kutoka Serengeti?'],
  [4003, 'Mama anauliza kama utakuja Moshi kwa harusi ya Halima'],
  [4005, 'Na ile kamera uliyoazima, nitaipata lini? Nina kazi Jumamosi'],
]);
export const neemaDm = chat(
  'Neema',
  'direct',
  NEEMA_DM_OTHERS,
  new Map([
    [4002, 'Nimefika jana usiku, nimechoka sana 😅'],
    [4004, 'Nitajaribu, ngoja nione ratiba'],
  ]),
  ['Baraka'],
);
export const NEEMA_GROUP_PEOPLE = ['Mama Zawadi', 'Rehema', 'Asha', 'Juma'];
const NEEMA_GROUP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Nami nitatuma kesho asubuhi']]);
/** Rehema asks Neema by name (4005). */
export const neemaGroup = chat(
  'Neema',
  'group',
  new Map([
    [3999, 'Mchango wa mwezi huu ni tarehe 30, msisahau'],
    [4001, 'Nimetuma elfu hamsini kwa M-Pesa tayari'],
    [4003, 'Kikao kijacho tufanye wapi? Kwangu hakuna nafasi'],
    [4005, 'Neema, unaweza kutusaidia kupata bei ya basi kwenda Tanga kwa ajili ya safari yetu?'],
  ]),
  NEEMA_GROUP_OWN,
  NEEMA_GROUP_PEOPLE,
);
/** Juma shares a bank advert (4005); nothing is asked of Neema. */
export const neemaGroupQuiet = chat(
  'Neema',
  'group',
  new Map([
    [4001, 'Nimetuma elfu hamsini kwa M-Pesa tayari'],
    [4005, 'Nimeona tangazo la mkopo wa riba nafuu benki ya NMB, nitawatumia picha'],
  ]),
  NEEMA_GROUP_OWN,
  NEEMA_GROUP_PEOPLE,
);

// Marlien, Stellenbosch.
export const marlienDm = chat(
  'Marlien',
  'direct',
  new Map([
    [4001, 'Ma vra of jy Sondag kom eet'],
    [4003, "Het jy die foto's van die oes gesien? Pa lyk soos 'n boer uit 'n advertensie 😂"],
    [4005, 'En die koor se konsert, is dit nou die 14de of die 21ste?'],
  ]),
  new Map([
    [4002, 'Ja, ek kom, ek bring poeding'],
    [4004, 'Hahaha ek het! Hy het sy hoed opgesit vir die foto'],
  ]),
  ['Elize'],
);
const MARLIEN_GROUP_PEOPLE = ['Tannie Hettie', 'Wynand', 'Riaan', 'Anri'];
const MARLIEN_GROUP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ek bring beskuit vir ná die tyd']]);
/** Wynand asks Marlien by name (4005). */
export const marlienGroup = chat(
  'Marlien',
  'group',
  new Map([
    [3997, 'Oefening Donderdag om sewe, bring julle bladmusiek asseblief'],
    [4001, 'Ek sal laat wees, werk tot half sewe'],
    [4003, 'Wie het die sleutel van die saal?'],
    [4005, 'Marlien, kan ek jou bakkie leen om die klavier Saterdag te skuif?'],
  ]),
  MARLIEN_GROUP_OWN,
  MARLIEN_GROUP_PEOPLE,
);
/** Tannie Hettie reminds everyone of the dress code (4005); nothing is asked of Marlien. */
export const marlienGroupQuiet = chat(
  'Marlien',
  'group',
  new Map([
    [4001, 'Ek sal laat wees, werk tot half sewe'],
    [4005, 'Onthou almal, swart klere vir Sondag se konsert'],
  ]),
  MARLIEN_GROUP_OWN,
  MARLIEN_GROUP_PEOPLE,
);

// Kadri, Tartu.
export const KADRI_DM_OTHERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Kas sa said eile metsast kätte selle kontrollpunkti?'],
  [4003, 'Saun on laupäeval soe, tuled?'],
  [4005, 'Ja kas sa võtaksid mu kompassi kaasa, jätsin selle sinu autosse'],
]);
export const kadriDm = chat(
  'Kadri',
  'direct',
  KADRI_DM_OTHERS,
  new Map([
    [4002, 'Ei saanud 😅 eksisin ära raba juures'],
    [4004, 'Tulen jah, toon vihad'],
  ]),
  ['Mart'],
);
const KADRI_GROUP_PEOPLE = ['Tiit', 'Liis', 'Rasmus', 'Kersti'];
const KADRI_GROUP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Liis, ma võin sind peale võtta, olen Annelinnas'],
]);
/** Kersti asks Kadri by name (4005). */
export const kadriGroup = chat(
  'Kadri',
  'group',
  new Map([
    [3998, 'Neljapäevane treening on Elva metsas, start kell 18'],
    [4001, 'Kes saab mind Tartust peale võtta?'],
    [4003, 'Kaardid on prinditud, 25 tükki'],
    [4005, 'Kadri, kas sa oled pühapäeval võistlusel vabatahtlik?'],
  ]),
  KADRI_GROUP_OWN,
  KADRI_GROUP_PEOPLE,
);
/** Rasmus says where the maps are (4005); nothing is asked of Kadri. */
export const kadriGroupQuiet = chat(
  'Kadri',
  'group',
  new Map([
    [4003, 'Kaardid on prinditud, 25 tükki'],
    [4005, 'Kaardid on klubimajas laua peal, võtke ise'],
  ]),
  KADRI_GROUP_OWN,
  KADRI_GROUP_PEOPLE,
);

// Ivana, Split.
export const ivanaDm = chat(
  'Ivana',
  'direct',
  new Map([
    [4001, 'Jesi vidila da je trajekt za Brač opet kasnio?'],
    [4003, 'Mama pita dolaziš li u nedjelju na ručak'],
    [4005, 'A jel mi možeš posuditi punjač za auto, moj je crkao'],
  ]),
  new Map([
    [4002, 'Vidila sam, sat vremena na suncu 😩'],
    [4004, 'Dolazim, reci joj da ne radi puno'],
  ]),
  ['Luka'],
);
const IVANA_GROUP_PEOPLE = ['Ante', 'Marija', 'Dino', 'Petra'];
const IVANA_GROUP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ja dolazim 🏐']]);
/** Petra asks Ivana by name (4005). */
export const ivanaGroup = chat(
  'Ivana',
  'group',
  new Map([
    [3999, 'Sutra ujutro na Bačvicama u 8, tko je za?'],
    [4001, 'Ja sam za, ali kasnim 15 min'],
    [4003, 'Ko je zadnji imao lopticu?'],
    [4005, 'Ivana, možeš li rezervirati stol za večeru u subotu? Ti znaš vlasnika'],
  ]),
  IVANA_GROUP_OWN,
  IVANA_GROUP_PEOPLE,
);
/** Ante teases Dino (4005); nothing is asked of Ivana. */
export const ivanaGroupQuiet = chat(
  'Ivana',
  'group',
  new Map([
    [4003, 'Ko je zadnji imao lopticu?'],
    [4005, 'Dino, ti si zadnji imao lopticu, ne pravi se lud 😂'],
  ]),
  IVANA_GROUP_OWN,
  IVANA_GROUP_PEOPLE,
);

// Tolu, Lagos.
export const TOLU_DM_OTHERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Babe, did you see the aso-ebi fabric Bisi picked for the wedding?'],
  [4003, 'I need my dress by Friday abeg, the engagement is Saturday'],
  [4005, 'Also how much will you charge for the gele tying on the day?'],
]);
export const toluDm = chat(
  'Tolu',
  'direct',
  TOLU_DM_OTHERS,
  new Map([
    [4002, 'I saw it o, the colour is loud but it will slay'],
    [4004, 'No wahala, it will be ready'],
  ]),
  ['Kemi'],
);
const TOLU_GROUP_PEOPLE = ['Mummy', 'Daddy', 'Bro Segun', 'Aunty Bisi', 'Dayo'];
const TOLU_GROUP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Aunty I go try, let me check my schedule'],
]);
/** Mummy asks Tolu by name (4005). */
export const toluGroup = chat(
  'Tolu',
  'group',
  new Map([
    [3997, 'Family meeting on Sunday after service. Everybody must attend.'],
    [4001, 'Who is bringing the jollof for Sunday? I no fit cook this week'],
    [4003, 'NEPA took light since morning 😩'],
    [4005, 'Tolu, did you collect the fabric from Balogun market?'],
  ]),
  TOLU_GROUP_OWN,
  TOLU_GROUP_PEOPLE,
);
/** Dayo cheers the power coming back (4005); nothing is asked of Tolu. */
export const toluGroupLight = chat(
  'Tolu',
  'group',
  new Map([
    [4003, 'NEPA took light since morning 😩'],
    [4005, 'NEPA don bring light o!! 🎉'],
  ]),
  TOLU_GROUP_OWN,
  TOLU_GROUP_PEOPLE,
);
/** Daddy speaks to Bro Segun (4005); nothing is asked of Tolu. */
export const toluGroupQuiet = chat(
  'Tolu',
  'group',
  new Map([
    [3997, 'Family meeting on Sunday after service. Everybody must attend.'],
    [4005, 'Segun, call me when you are free. It is about the land in Ibadan'],
  ]),
  TOLU_GROUP_OWN,
  TOLU_GROUP_PEOPLE,
);
