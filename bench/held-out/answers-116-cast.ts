/**
 * Set 116's cast: seven invented personas, each writing in her own language with some English,
 * in a direct chat and a small group. Inês in Lisbon (Portuguese, Gemini 2.5 Flash) with her
 * friend Rita and her flatmates; Defne in Istanbul (Turkish, Gemini 3 Flash) with her sister Ece
 * and her office; Agnieszka in Warsaw (Polish, Gemini 2.5 Pro) with Kuba and her climbing group;
 * Putri in Jakarta (Indonesian, Gemini 3 Pro) with Dimas and her arisan; Adaeze in Lagos (Nigerian
 * Pidgin and English, Gemini 2.5 Flash) with Tunde and her friends; Maude in Montréal (Québec
 * French, Gemini 3 Flash) with Jérôme and her book club; Mio in Osaka (Kansai Japanese, Gemini 2.5
 * Pro and 3 Pro) with Yui and her part-time coworkers. The message answered is always 4005.
 */

export const INES = 'Inês';
export const DEFNE = 'Defne';
export const AGNIESZKA = 'Agnieszka';
export const PUTRI = 'Putri';
export const ADAEZE = 'Adaeze';
export const MAUDE = 'Maude';
export const MIO = 'Mio';

/** Inês and Rita: the heat, Rita's mother's knee, the arraial in Alfama on Friday. */
export const RITA: readonly string[] = ['Rita'];
export const RITA_ARRAIAL: ReadonlyMap<number, string> = new Map([
  [4001, 'Já viste o calor que está? Nem consigo dormir'],
  [4003, 'A minha mãe foi operada ontem ao joelho, correu bem mas está cheia de dores'],
  [4005, 'Sexta ainda vamos ao arraial em Alfama? Preciso de sardinhas e de esquecer tudo 😩'],
]);
export const INES_ARRAIAL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Eu durmo com a ventoinha na cara, é o que é'],
  [4004, 'Ai coitadinha, dá-lhe um beijinho meu'],
]);

/** Inês's flat in Arroios: the dishes, the rent; Tiago asks her by name. */
export const FLAT: readonly string[] = ['Tiago', 'Beatriz', 'Rita'];
export const FLAT_RENT: ReadonlyMap<number, string> = new Map([
  [4001, 'Quem é que deixou a loiça na banca desde domingo?'],
  [4003, 'Não fui eu, juro'],
  [4005, 'Inês a renda deste mês já foi paga? O senhorio ligou-me'],
]);
export const INES_RENT_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Eu lavo hoje à noite, calma']]);

/** Defne and her sister Ece: the bayram at their mother's, Kerem's leave. */
export const ECE: readonly string[] = ['Ece'];
export const ECE_BAYRAM: ReadonlyMap<number, string> = new Map([
  [4001, 'Annem yine aradı, bayramda kim gelecek diye soruyor'],
  [4003, 'Ben cuma akşamı çıkarım herhalde, Kerem izin alamadı'],
  [4005, 'Sen ne zaman geliyorsun? Bilet aldın mı?'],
]);
export const DEFNE_BAYRAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Yine mi 😅 daha iki hafta var'],
  [4004, 'Kerem çok üzülmüştür ya'],
]);

/** Defne's office group: tomorrow's presentation, lunch in Kadıköy (asked of everyone). */
export const OFFICE: readonly string[] = ['Burak', 'Selin', 'Mert'];
export const OFFICE_LUNCH: ReadonlyMap<number, string> = new Map([
  [4001, "Yarınki sunum 10'a alındı, haberiniz olsun"],
  [4003, 'Off ben daha slaytları bitirmedim 😩'],
  [4005, "Öğlen kim Kadıköy'e balıkçıya geliyor?"],
]);
export const DEFNE_LUNCH_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Tamamdır, teşekkürler Burak']]);

/** Agnieszka and Kuba: his night shifts, Zośka's birthday on Saturday. */
export const KUBA: readonly string[] = ['Kuba'];
export const KUBA_BIRTHDAY: ReadonlyMap<number, string> = new Map([
  [4001, 'Wróciłem z nocki, padam na twarz'],
  [4003, 'Zośka pytała czy idziemy w sobotę na jej urodziny do tej knajpy na Pradze'],
  [4005, 'Idziemy? Bo ja nie wiem czy dam radę po tygodniu nocek'],
]);
export const AGNIESZKA_BIRTHDAY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Biedaku, śpij ile się da'],
]);

/** Agnieszka's climbing group: Thursday at the wall; Ola asks her by name. */
export const CLIMBERS: readonly string[] = ['Ola', 'Michał', 'Kasia'];
export const CLIMBERS_WALL: ReadonlyMap<number, string> = new Map([
  [4001, 'Ścianka w czwartek o 19, kto jest?'],
  [4003, 'Ja, ale mam jeszcze obolały palec po ostatnim razie'],
  [4005, 'Aga, a ty? Bierzesz swoje buty czy wypożyczasz?'],
]);
export const AGNIESZKA_WALL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Czekajcie, sprawdzam grafik'],
  [4004, 'Michał, to od tej przewieszki?'],
]);

/** Putri and Dimas: traffic on Sudirman, Sari ill, dinner in Blok M. */
export const DIMAS: readonly string[] = ['Dimas'];
export const DIMAS_DINNER: ReadonlyMap<number, string> = new Map([
  [4001, 'Put, macet parah di Sudirman, aku telat ya'],
  [4003, 'Btw Sari bilang dia lagi sakit, jadi nggak ikut nanti'],
  [4005, 'Kamu udah pesen tempat belum? Yang di Blok M itu'],
]);
export const PUTRI_DINNER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Santai aja, aku juga baru jalan'],
  [4004, 'Yah kasian Sari 😢'],
]);

/** Putri's arisan group: whose house this month; Sari names Putri's. */
export const ARISAN: readonly string[] = ['Sari', 'Rina', 'Bayu'];
export const ARISAN_HOST: ReadonlyMap<number, string> = new Map([
  [4001, 'Arisan bulan ini di rumah siapa ya?'],
  [4003, 'Jangan di rumahku, lagi renovasi dapur 😅'],
  [4005, 'Gimana kalau di rumah Putri aja? Kan deket stasiun'],
]);
export const PUTRI_HOST_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Bulan lalu di Rina kan?']]);

/** Adaeze and Tunde: Third Mainland traffic, Chioma's boss, the owambe's aso ebi. */
export const TUNDE: readonly string[] = ['Tunde'];
export const TUNDE_OWAMBE: ReadonlyMap<number, string> = new Map([
  [4001, 'Traffic for Third Mainland today na wahala o'],
  [4003, 'Chioma say she no go fit come for the owambe again, her oga no gree give her off'],
  [4005, 'You still dey come Saturday? Make I know whether to buy the aso ebi for you'],
]);
export const ADAEZE_OWAMBE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Na every day wahala for that bridge'],
  [4004, 'Ah, that her oga no get heart'],
]);

/** Adaeze's friends: no light since morning, who is coming Saturday (asked of everyone). */
export const FRIENDS: readonly string[] = ['Chioma', 'Emeka', 'Funmi'];
export const FRIENDS_SATURDAY: ReadonlyMap<number, string> = new Map([
  [4001, 'Guys, NEPA don take light since morning. Gen don tire me'],
  [4003, 'Same here for Surulere 😩'],
  [4005, 'Who dey come for the owambe Saturday? Make we plan how we go reach there'],
]);
export const ADAEZE_SATURDAY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'E don reach 10 hours for our side'],
]);

/** Maude and Jérôme: snow in April, his girlfriend ill, the sugar shack. */
export const JEROME: readonly string[] = ['Jérôme'];
export const JEROME_CABANE: ReadonlyMap<number, string> = new Map([
  [4001, "Y neige encore, j'te jure, en avril!"],
  [4003, "Ma blonde est malade depuis deux jours, j'fais le souper tout seul"],
  [4005, 'Toi tu fais quoi en fin de semaine? On pourrait aller à la cabane à sucre'],
]);
export const MAUDE_CABANE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Pas encore 😭 j'ai rentré mes bottes hier"],
]);

/** Maude's book club: Thursday at whose place; Sophie asks her by name about the ending. */
export const CLUB: readonly string[] = ['Sophie', 'Olivier', 'Jérôme'];
export const CLUB_ENDING: ReadonlyMap<number, string> = new Map([
  [4001, 'On se fait ça chez qui jeudi?'],
  [4003, "Moi j'ai pas fini le livre, je vous avertis"],
  [4005, "Maude t'as aimé la fin toi?"],
]);
export const MAUDE_ENDING_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Chez nous si vous voulez, j'ai du vin"],
]);

/** Mio and Yui: the heat, Yui's mother's back, USJ next week. */
export const YUI: readonly string[] = ['Yui'];
export const YUI_USJ: ReadonlyMap<number, string> = new Map([
  [4001, '今日めっちゃ暑ない？溶けそう'],
  [4003, 'ママが腰痛めてん、しばらく店手伝わなあかん'],
  [4005, '来週のUSJ、ほんまに行ける？チケット買ってええ？'],
]);
export const MIO_USJ_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ほんまそれ、クーラー最強にしてる'],
  [4004, 'えっ大丈夫なん？お大事にって伝えてな'],
]);

/** Mio's part-time coworkers: Kenta needs tomorrow's shift covered and asks her. */
export const SHIFT_MATES: readonly string[] = ['Kenta', 'Saki', 'Yui'];
export const SHIFT_SWAP: ReadonlyMap<number, string> = new Map([
  [4001, '明日のシフト誰か代わってくれへん？'],
  [4003, 'ごめん、明日は無理やわ'],
  [4005, 'ミオちゃんどう？夕方だけでもええねん'],
]);
export const MIO_SWAP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'また急やなぁ']]);

export const arraial = { persona: INES, participants: RITA, others: RITA_ARRAIAL, own: INES_ARRAIAL_OWN };
export const rent = {
  persona: INES,
  participants: FLAT,
  others: FLAT_RENT,
  own: INES_RENT_OWN,
  chat: 'group' as const,
  callout: true,
};
export const bayram = { persona: DEFNE, participants: ECE, others: ECE_BAYRAM, own: DEFNE_BAYRAM_OWN };
export const lunch = {
  persona: DEFNE,
  participants: OFFICE,
  others: OFFICE_LUNCH,
  own: DEFNE_LUNCH_OWN,
  chat: 'group' as const,
};
export const birthday = {
  persona: AGNIESZKA,
  participants: KUBA,
  others: KUBA_BIRTHDAY,
  own: AGNIESZKA_BIRTHDAY_OWN,
};
export const wall = {
  persona: AGNIESZKA,
  participants: CLIMBERS,
  others: CLIMBERS_WALL,
  own: AGNIESZKA_WALL_OWN,
  chat: 'group' as const,
  callout: true,
};
export const dinner = { persona: PUTRI, participants: DIMAS, others: DIMAS_DINNER, own: PUTRI_DINNER_OWN };
export const host = {
  persona: PUTRI,
  participants: ARISAN,
  others: ARISAN_HOST,
  own: PUTRI_HOST_OWN,
  chat: 'group' as const,
  callout: true,
};
export const owambe = { persona: ADAEZE, participants: TUNDE, others: TUNDE_OWAMBE, own: ADAEZE_OWAMBE_OWN };
export const saturday = {
  persona: ADAEZE,
  participants: FRIENDS,
  others: FRIENDS_SATURDAY,
  own: ADAEZE_SATURDAY_OWN,
  chat: 'group' as const,
};
export const cabane = { persona: MAUDE, participants: JEROME, others: JEROME_CABANE, own: MAUDE_CABANE_OWN };
export const ending = {
  persona: MAUDE,
  participants: CLUB,
  others: CLUB_ENDING,
  own: MAUDE_ENDING_OWN,
  chat: 'group' as const,
  callout: true,
};
export const usj = { persona: MIO, participants: YUI, others: YUI_USJ, own: MIO_USJ_OWN };
export const swap = {
  persona: MIO,
  participants: SHIFT_MATES,
  others: SHIFT_SWAP,
  own: MIO_SWAP_OWN,
  chat: 'group' as const,
  callout: true,
};
