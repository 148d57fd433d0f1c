/**
 * Set 97's cast: eight invented personas, three writing in English. Wren, a Leeds bike mechanic,
 * in her Sunday club-ride group (Gemini 2.5 Flash and 3 Flash); Hattie in a Bath book club
 * (Gemini 3 Pro); Dev with his brother Sunny and with a buyer who threatens him (Llama 3.3, Qwen 3,
 * Mistral); Inés in her Valencian family's group and with her sister (Gemini 3 Flash); Konrad in
 * his allotment association's group (Gemini 2.5 Flash, Mistral); Zosia in a Kraków flat's group
 * and with a friend (Gemini 3 Flash, 2.5 Flash); Elif in her marketing team's group and with her
 * mother (Qwen, Gemini 2.5 Flash); はるか in a cooking circle and with a friend (Gemini 3 Pro,
 * 2.5 Flash). The message answered is always 4005.
 */

/** Any reason of the parser's silence: its wording is not ours to guess. */
export const SILENT = '';

export const WREN = 'Wren';
export const HATTIE = 'Hattie';
export const DEV = 'Dev';
export const INES = 'Inés';
export const KONRAD = 'Konrad';
export const ZOSIA = 'Zosia';
export const ELIF = 'Elif';
export const HARUKA = 'はるか';

/** Wren's Sunday club-ride group. */
export const RIDERS: readonly string[] = ['Priya', 'Olly', 'Mags', 'Stu'];
/** Priya asks Wren by name for the time and the route (a callout). */
export const RIDERS_ROUTE: ReadonlyMap<number, string> = new Map([
  [3998, 'Forecast says dry till 2 for once 🙌'],
  [4000, "I'm in for Sunday, legs permitting"],
  [4001, 'Are we doing the reservoir loop or the long one over the tops?'],
  [4003, 'Not the tops please, my gears are held together with hope'],
  [4005, "Wren you're leading Sunday right? What time at the cafe and which route?"],
]);
export const WREN_ROUTE_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Same, first dry Sunday in a month'],
  [4002, 'Reservoir loop is lovely this time of year tbh'],
]);
/** Banter about Stu's bike, not addressed to Wren. */
export const RIDERS_BANTER: ReadonlyMap<number, string> = new Map([
  [4001, "Did anyone see the state of Stu's chain on Sunday"],
  [4003, 'I could hear it from the back of the group'],
  [4004, "It's called character"],
  [4005, "Stu's had three punctures this month, at this point it's a lifestyle"],
]);
export const WREN_BANTER_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Stu bring it into the shop, I'm begging you"],
]);
/** Priya asks Wren to sort out who brings what for a trip (a callout). */
export const RIDERS_TRIP: ReadonlyMap<number, string> = new Map([
  [4001, 'Dales trip is confirmed! 12th to 14th next month 🎉'],
  [4003, 'I can drive, the van fits four bikes if we take the wheels off'],
  [4004, "I'll do the food shop"],
  [4005, "Wren can you sort out who's bringing what? You're the queen of lists"],
]);
export const WREN_TRIP_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Brilliant, I'll book the bunkhouse tonight"],
]);

/** Hattie's book club. */
export const BOOK_CLUB: readonly string[] = ['Bex', 'Niamh', 'Carol', 'Jo'];
/** Jo asks Hattie for March's book (a callout). */
export const CLUB_PICK: ReadonlyMap<number, string> = new Map([
  [4000, 'Loved that last one but the ending made me furious'],
  [4001, 'Same, I threw it across the room. Literally'],
  [4003, "I still haven't finished it, no spoilers!!"],
  [4005, "Hattie it's your turn to pick! What are we reading for March?"],
]);
export const HATTIE_PICK_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'The ending was the whole point, fight me 😤'],
  [4004, 'Carol you have till Thursday'],
]);
/** Jo teases Carol; not addressed to Hattie. */
export const CLUB_CAROL: ReadonlyMap<number, string> = new Map([
  [4001, "Are we still meeting at Bex's or has the baby changed plans"],
  [4003, 'Still mine! Baby permitting'],
  [4004, "I'm on page 212 thank you very much"],
  [4005, 'Carol did you finish it or did you give up like last time 😂'],
]);
export const HATTIE_CAROL_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Happy to host if Bex needs a break'],
]);
/** Niamh asks Hattie for the story of the library sale (a callout). */
export const CLUB_SALE: ReadonlyMap<number, string> = new Map([
  [4001, 'Did you get anything good at the library sale?'],
  [4003, 'I heard there was drama 👀'],
  [4005, 'Hattie tell us what happened at the sale, you promised'],
]);
export const HATTIE_SALE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oh there was DRAMA'],
  [4004, 'Give me a sec, putting the kettle on'],
]);

/** Dev and his younger brother Sunny. */
export const SUNNY: readonly string[] = ['Sunny'];
export const SUNNY_HOME: ReadonlyMap<number, string> = new Map([
  [4001, 'Mum wants to know if you’re coming for Diwali'],
  [4003, 'Also can I borrow the drill again, the shelf fell down lol'],
  [4005, 'And did you ever fix the car or is it still making that noise'],
]);
export const DEV_HOME_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Course, tell her I'll bring the barfi from Ambala"],
  [4004, 'The shelf you put up with Blu Tack?'],
]);
export const SUNNY_NERVES: ReadonlyMap<number, string> = new Map([
  [4001, "Interview's tomorrow at 10"],
  [4003, "They said there's a technical test and then a panel"],
  [4004, 'The fintech one in Canary Wharf'],
  [4005, "Honestly I'm bricking it bro, what if I blank"],
]);
export const DEV_NERVES_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "You've got this. Which company again?"],
]);
/** A buyer from a marketplace sale who threatens Dev. */
export const KYLE: readonly string[] = ['Kyle'];
export const KYLE_THREAT: ReadonlyMap<number, string> = new Map([
  [4001, 'you sold me a broken ps5 you scammer'],
  [4003, 'answer me'],
  [4005, "i know where you live. pay me back or you'll regret it"],
]);
export const DEV_THREAT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'It worked when you collected it, you played it in front of me'],
]);

/** Inés's family group in Valencia; Emma is her brother Javi's English partner. */
export const NAVARRO: readonly string[] = ['Pilar', 'Javi', 'Ramón', 'Emma'];
/** Her mother asks Inés what she brings on Sunday (a callout). */
export const NAVARRO_PAELLA: ReadonlyMap<number, string> = new Map([
  [3999, 'El domingo paella en casa, que viene el tío Ramón 🥘'],
  [4001, 'Nosotros llegamos sobre la una, Emma trae postre'],
  [4003, 'Yo llevo el vino, que el de la última vez parecía vinagre'],
  [4005, 'Inés, hija, ¿tú qué traes? Y dile a Emma que no hace falta que traiga nada'],
]);
export const INES_PAELLA_OWN: ReadonlyMap<number, string> = new Map([[4002, '¡Qué bien! Allí estaré 🙌']]);
/** Her uncle and her brother argue about football; not addressed to Inés. */
export const NAVARRO_FUTBOL: ReadonlyMap<number, string> = new Map([
  [4001, 'El Valencia este año baja, os lo digo yo'],
  [4003, 'Tío, que llevamos tres victorias seguidas'],
  [4005, 'Tres victorias contra equipos que no ganan ni al parchís, Javi'],
]);
export const INES_FUTBOL_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Buenos días familia ☀️']]);
/** Inés and her sister Lucía. */
export const LUCIA: readonly string[] = ['Lucía'];
export const LUCIA_ABUELA: ReadonlyMap<number, string> = new Map([
  [4001, 'Oye, ¿has hablado con mamá de lo de la residencia de la abuela?'],
  [4003, 'Yo no me atrevo, se pone fatal cada vez que lo saco'],
  [4005, '¿Lo hablamos el domingo después de comer? Las dos juntas'],
]);
export const INES_ABUELA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Todavía no 😬']]);

/** Konrad's allotment association group. */
export const VEREIN: readonly string[] = ['Brigitte', 'Uwe', 'Sabine', 'Mehmet'];
/** Brigitte asks Konrad to fetch the benches with his trailer (a callout). */
export const VEREIN_FEST: ReadonlyMap<number, string> = new Map([
  [4001, 'Das Sommerfest ist am 21. Juni, wer hilft beim Aufbau?'],
  [4003, 'Ich bringe den großen Grill mit, Kohle muss noch jemand besorgen'],
  [4005, 'Konrad, du hast doch den Anhänger, kannst du die Bierbänke vom Vereinsheim holen?'],
]);
export const KONRAD_FEST_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ich bin dabei! 🙋‍♂️']]);
/** Uwe and Mehmet about a hedge's height; not addressed to Konrad. */
export const VEREIN_HECKE: ReadonlyMap<number, string> = new Map([
  [4001, 'Laut Satzung darf die Hecke maximal 1,25 m hoch sein'],
  [4003, 'Meine ist 1,30. Soll ich jetzt mit dem Zollstock kommen?'],
  [4005, 'Mehmet, Regeln sind Regeln 🙄'],
]);
export const KONRAD_HECKE_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Morgen soll es endlich regnen'],
]);

/** Zosia's flat in Kraków. */
export const FLAT: readonly string[] = ['Kasia', 'Bartek', 'Ola'];
/** Ola asks Zosia to post the cleaning rota again (a callout). */
export const FLAT_ROTA: ReadonlyMap<number, string> = new Map([
  [4001, 'Kto znowu zostawił garnek z makaronem w zlewie? 🤢'],
  [4003, 'Nie ja, przysięgam na wszystko'],
  [4005, 'Zosia, ty robiłaś wczoraj grafik sprzątania, możesz go wrzucić jeszcze raz?'],
]);
export const ZOSIA_ROTA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Mój był umyty, sprawdzałam']]);
/** Bartek teases Kasia about a party; not addressed to Zosia. */
export const FLAT_PARTY: ReadonlyMap<number, string> = new Map([
  [4001, 'W sobotę urodziny Kuby, idziemy wszyscy?'],
  [4003, 'Ja tak, ale muszę wyjść przed północą'],
  [4005, 'Kasia jak zwykle Kopciuszek 😂'],
]);
export const ZOSIA_PARTY_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Kto wziął moją ładowarkę z salonu?'],
]);
/** Zosia and her friend Marta after an exam. */
export const MARTA: readonly string[] = ['Marta'];
export const MARTA_EXAM: ReadonlyMap<number, string> = new Map([
  [4001, 'I jak?? Już po?'],
  [4003, 'Mów, bo umieram z ciekawości'],
  [4005, 'Zdałaś??'],
]);
export const ZOSIA_EXAM_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Właśnie wyszłam z sali']]);

/** Elif's marketing team. */
export const TEAM: readonly string[] = ['Burak', 'Selin', 'Mert'];
/** Mert asks Elif whether the client confirmed the time (a callout). */
export const TEAM_PITCH: ReadonlyMap<number, string> = new Map([
  [4001, 'Yarınki sunum saat kaçta, 10 mu 11 mi?'],
  [4003, 'Müşteri 11 dedi ama teyit eden olmadı'],
  [4005, 'Elif sen müşteriyle konuşmuştun, saat kesin mi?'],
]);
export const ELIF_PITCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Slaytları dün gece bitirdim 💪'],
]);
/** Lunch banter; not addressed to Elif. */
export const TEAM_LUNCH: ReadonlyMap<number, string> = new Map([
  [4001, 'Öğle yemeğine nereye gidiyoruz?'],
  [4003, 'Yine mi dönerci, her gün aynı yer'],
  [4005, 'Selin sen zaten her gün salata yiyorsun 😄'],
]);
export const ELIF_LUNCH_OWN: ReadonlyMap<number, string> = new Map([[3999, 'Günaydın ekip ☕']]);
/** Elif and her mother Nurten. */
export const NURTEN: readonly string[] = ['Nurten'];
export const NURTEN_WEEKEND: ReadonlyMap<number, string> = new Map([
  [4001, 'Kızım bu hafta sonu geliyor musun?'],
  [4003, 'Teyzen de gelecek, sarma yapacağım'],
  [4005, 'Bir de şu telefondaki uygulamayı kuramadım, sen gelince bakarsın'],
]);
export const ELIF_WEEKEND_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Anneciğim daha bilmiyorum, iş çok yoğun'],
]);

/** はるか's cooking circle; Tom is new and writes in English. */
export const CIRCLE: readonly string[] = ['美咲', '健太', 'さくら', 'Tom'];
/** さくら asks はるか for last month's recipe (a callout). */
export const CIRCLE_GYOZA: ReadonlyMap<number, string> = new Map([
  [4000, 'Can I join next week? I can only make gyoza from frozen lol'],
  [4001, '来週の料理会、テーマ何にする？'],
  [4003, '餃子がいいな！皮から作りたい'],
  [4005, 'はるかさん、先月の餃子の皮のレシピまだ持ってる？共有してもらえる？'],
]);
export const HARUKA_GYOZA_OWN: ReadonlyMap<number, string> = new Map([[4002, '餃子賛成〜！🥟']]);
/** 健太 teases 美咲 about burnt gyoza; not addressed to はるか. */
export const CIRCLE_BURNT: ReadonlyMap<number, string> = new Map([
  [4001, '昨日の試作の餃子、焦がしたの誰？笑'],
  [4003, '私です…ごめん🙏'],
  [4005, '美咲さん、火加減は中火って言ったのに笑'],
]);
export const HARUKA_BURNT_OWN: ReadonlyMap<number, string> = new Map([[3999, '昨日はお疲れさまでした！']]);
/** はるか and her friend ユイ plan Kyoto. */
export const YUI: readonly string[] = ['ユイ'];
export const YUI_KYOTO: ReadonlyMap<number, string> = new Map([
  [4001, '週末の京都、宿取れた？'],
  [4003, 'あと抹茶のお店行きたい！'],
  [4005, '英語のメニューがあるとこがいいな、ジョシュも来るから'],
]);
export const HARUKA_KYOTO_OWN: ReadonlyMap<number, string> = new Map([[4002, '取れたよ！町家の宿🏠']]);

const group = 'group' as const;

/** Each scene as the entries spread it: persona, participants, messages shown, chat kind. */
export const route = {
  persona: WREN,
  participants: RIDERS,
  others: RIDERS_ROUTE,
  own: WREN_ROUTE_OWN,
  chat: group,
  callout: true,
};
export const banter = {
  persona: WREN,
  participants: RIDERS,
  others: RIDERS_BANTER,
  own: WREN_BANTER_OWN,
  chat: group,
};
export const trip = {
  persona: WREN,
  participants: RIDERS,
  others: RIDERS_TRIP,
  own: WREN_TRIP_OWN,
  chat: group,
  callout: true,
};
export const pick = {
  persona: HATTIE,
  participants: BOOK_CLUB,
  others: CLUB_PICK,
  own: HATTIE_PICK_OWN,
  chat: group,
  callout: true,
};
export const carol = {
  persona: HATTIE,
  participants: BOOK_CLUB,
  others: CLUB_CAROL,
  own: HATTIE_CAROL_OWN,
  chat: group,
};
export const sale = {
  persona: HATTIE,
  participants: BOOK_CLUB,
  others: CLUB_SALE,
  own: HATTIE_SALE_OWN,
  chat: group,
  callout: true,
};
export const home = { persona: DEV, participants: SUNNY, others: SUNNY_HOME, own: DEV_HOME_OWN };
export const nerves = { persona: DEV, participants: SUNNY, others: SUNNY_NERVES, own: DEV_NERVES_OWN };
export const threat = { persona: DEV, participants: KYLE, others: KYLE_THREAT, own: DEV_THREAT_OWN };
export const paella = {
  persona: INES,
  participants: NAVARRO,
  others: NAVARRO_PAELLA,
  own: INES_PAELLA_OWN,
  chat: group,
  callout: true,
};
export const futbol = {
  persona: INES,
  participants: NAVARRO,
  others: NAVARRO_FUTBOL,
  own: INES_FUTBOL_OWN,
  chat: group,
};
export const abuela = { persona: INES, participants: LUCIA, others: LUCIA_ABUELA, own: INES_ABUELA_OWN };
export const fest = {
  persona: KONRAD,
  participants: VEREIN,
  others: VEREIN_FEST,
  own: KONRAD_FEST_OWN,
  chat: group,
  callout: true,
};
export const hecke = {
  persona: KONRAD,
  participants: VEREIN,
  others: VEREIN_HECKE,
  own: KONRAD_HECKE_OWN,
  chat: group,
};
export const rota = {
  persona: ZOSIA,
  participants: FLAT,
  others: FLAT_ROTA,
  own: ZOSIA_ROTA_OWN,
  chat: group,
  callout: true,
};
export const party = {
  persona: ZOSIA,
  participants: FLAT,
  others: FLAT_PARTY,
  own: ZOSIA_PARTY_OWN,
  chat: group,
};
export const exam = { persona: ZOSIA, participants: MARTA, others: MARTA_EXAM, own: ZOSIA_EXAM_OWN };
export const sunum = {
  persona: ELIF,
  participants: TEAM,
  others: TEAM_PITCH,
  own: ELIF_PITCH_OWN,
  chat: group,
  callout: true,
};
export const lunch = {
  persona: ELIF,
  participants: TEAM,
  others: TEAM_LUNCH,
  own: ELIF_LUNCH_OWN,
  chat: group,
};
export const weekend = { persona: ELIF, participants: NURTEN, others: NURTEN_WEEKEND, own: ELIF_WEEKEND_OWN };
export const gyoza = {
  persona: HARUKA,
  participants: CIRCLE,
  others: CIRCLE_GYOZA,
  own: HARUKA_GYOZA_OWN,
  chat: group,
  callout: true,
};
export const burnt = {
  persona: HARUKA,
  participants: CIRCLE,
  others: CIRCLE_BURNT,
  own: HARUKA_BURNT_OWN,
  chat: group,
};
export const kyoto = { persona: HARUKA, participants: YUI, others: YUI_KYOTO, own: HARUKA_KYOTO_OWN };
