/**
 * Set 48's cast: five personas whose model is not Gemini but a model behind an OpenAI-compatible
 * endpoint. Maddie (English, Manchester, a barista who climbs) writes with her friend Priya and in
 * her climbing group; Katrin (German, Leipzig, a teacher) with her brother Felix and in her
 * building's group; Mateo (Mexican Spanish, a sound engineer) with his sister Lupita and in his
 * band's group; Света (Russian, Novosibirsk) with Дима and in her family's dacha group; はるか
 * (Japanese, a nursing student in Osaka) with 美咲 and in her seminar group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const MADDIE = 'Maddie';
export const KATRIN = 'Katrin';
export const MATEO = 'Mateo';
export const SVETA = 'Света';
export const HARUKA = 'はるか';

/** Maddie and Priya alone: the chalk bag (4005). */
export const PRIYA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'did you get home ok last night'],
  [4003, 'also are you still coming bouldering thurs'],
  [4005, 'and can I borrow your chalk bag, mine split 😭'],
]);
export const PRIYA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'yeah got the last tram, barely'],
  [4004, 'defo coming'],
]);

/** The climbing group: Dev asks Maddie by name about Saturday (4005). */
export const CREW_PEOPLE: readonly string[] = ['Priya', 'Dev', 'Ollie', 'Sam'];
export const CREW_SATURDAY: ReadonlyMap<number, string> = new Map([
  [3998, "wall's closed sunday for resetting"], // Dev
  [4001, "who's driving to the peak on saturday"], // Ollie
  [4003, 'I can take 3 in the fiesta'], // Sam
  [4005, 'Maddie you in for Saturday or nah?'], // Dev
]);
export const CREW_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'gutted about sunday'],
  [4002, 'depends on the weather tbh'],
]);
/** The climbing group later: a rope for sale, nothing asked of Maddie (4005, Sam). */
export const CREW_ROPE: ReadonlyMap<number, string> = new Map([
  [4001, 'anyone selling a 9.8 rope? mine is fuzzy af'], // Ollie
  [4003, 'check the gear swap page'], // Priya
  [4005, 'or just use mine lol'], // Sam
]);

/** Katrin and her brother Felix alone: Christmas (4005). */
export const FELIX_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Mama fragt, ob du Weihnachten kommst'],
  [4003, 'Und ob du wieder den Kartoffelsalat machst 😅'],
  [4005, 'Ich hol dich Freitag vom Bahnhof ab, wann kommst du an?'],
]);
export const FELIX_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Klar komme ich!'],
  [4004, "Natürlich, sonst gibt's Ärger"],
]);

/** The building's group: Ute asks Katrin by name about the courtyard party (4005). */
export const HAUS_PEOPLE: readonly string[] = ['Ute Lindner', 'Bernd', 'Svenja', 'Familie Yılmaz'];
export const HAUS_HOFFEST: ReadonlyMap<number, string> = new Map([
  [3997, 'Die Haustür schließt wieder nicht richtig'], // Bernd
  [4001, 'Wer hat das Fahrrad im Flur abgestellt?'], // Ute
  [4003, 'Paket für Katrin liegt bei mir 📦'], // Svenja
  [4005, 'Katrin, kannst du am Samstag beim Hoffest helfen? Wir brauchen noch jemanden für den Kuchen'], // Ute
]);
export const HAUS_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Ich ruf morgen die Hausverwaltung an'],
  [4002, 'Meins ist es nicht 🙈'],
]);
/** The building's group later: the bins, nothing asked of Katrin (4005, Bernd). */
export const HAUS_TONNEN: ReadonlyMap<number, string> = new Map([
  [4001, 'Die gelben Tonnen sind schon wieder voll'], // Familie Yılmaz
  [4003, 'Abholung ist erst Donnerstag'], // Svenja
  [4005, 'Dann stell ich meine Säcke halt in den Keller'], // Bernd
]);

/** Mateo and his sister Lupita alone (4005). */
export const LUPITA_DM: ReadonlyMap<number, string> = new Map([
  [4001, '¿ya comiste?'],
  [4003, 'mi mamá quiere que vengas el domingo'],
  [4005, '¿a qué hora sales del estudio hoy? te paso a buscar'],
]);
export const LUPITA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'apenas, unos tacos de canasta'],
  [4004, 'va, ahí estaré'],
]);

/** The band's group: Rocío asks Mateo about Beto's amp (4005). */
export const BANDA_PEOPLE: readonly string[] = ['Chuy', 'Rocío', 'Beto', 'Dani'];
export const BANDA_AMPLI: ReadonlyMap<number, string> = new Map([
  [3999, 'ensayo el jueves 8pm en el local de siempre'], // Chuy
  [4001, 'ya tengo la lista de canciones para el toque'], // Rocío
  [4003, 'el ampli sigue haciendo un zumbido horrible'], // Beto
  [4005, '@mateo ¿puedes revisar el ampli de Beto antes del toque del sábado?'], // Rocío
]);
export const BANDA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'jueves sí puedo'],
  [4002, 'pásala porfa'],
]);
/** The band's group later: Chuy and Dani about a T-shirt design, nothing asked of Mateo (4005). */
export const BANDA_PLAYERAS: ReadonlyMap<number, string> = new Map([
  [4001, 'ya quedó el diseño de las playeras'], // Chuy
  [4003, 'me late pero el negro mejor'], // Dani
  [4005, 'ok negro entonces, mando a imprimir mañana'], // Chuy
]);

/** Света and Дима alone: a lift to work (4005). */
export const DIMA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Ты видела, снег опять'],
  [4003, 'Машину не откопать 😩'],
  [4005, 'Подбросишь завтра до работы? Моя под сугробом'],
]);
export const DIMA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Видела, кошмар'],
  [4004, 'Бери лопату 😄'],
]);

/** The family's dacha group: Мама asks Света about the shashlik (4005). */
export const DACHA_PEOPLE: readonly string[] = ['Мама', 'Ира', 'Дядя Коля'];
export const DACHA_SUBBOTA: ReadonlyMap<number, string> = new Map([
  [3998, 'Рассаду привезла, стоит на веранде'], // Мама
  [4001, 'Кто едет в субботу на дачу?'], // Дядя Коля
  [4003, 'Я с детьми, часам к одиннадцати'], // Ира
  [4005, 'Светочка, ты шашлык привезёшь?'], // Мама
]);
export const DACHA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Ура, помидоры!'],
  [4002, 'Я, наверное, тоже'],
]);

/** はるか and 美咲 alone: a call tonight about the report (4005). */
export const MISAKI_DM: ReadonlyMap<number, string> = new Map([
  [4001, '明日のレポートもう終わった？'],
  [4003, '私まだ半分…'],
  [4005, '今夜電話していい？分からないところある😭'],
]);
export const MISAKI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ギリギリ終わったよ〜'],
  [4004, 'がんばれ！'],
]);

/** The seminar group: さくら asks はるか about the slides (4005). */
export const ZEMI_PEOPLE: readonly string[] = ['美咲', '健太', 'さくら'];
export const ZEMI_SLIDES: ReadonlyMap<number, string> = new Map([
  [3999, '発表は来週の水曜です'], // 健太
  [4001, 'スライド誰が作る？'], // さくら
  [4003, '僕は資料まとめます'], // 健太
  [4005, 'はるか、スライドお願いしてもいい？'], // さくら
]);
export const ZEMI_OWN: ReadonlyMap<number, string> = new Map([
  [4000, '了解です！'],
  [4002, '水曜の何限？'],
]);

function direct(
  persona: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  partner: string,
) {
  return (entry: CorpusEntry): CorpusEntry => ({
    persona,
    chat: 'direct',
    others,
    own,
    participants: [partner],
    ...entry,
  });
}

function group(
  persona: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  participants: readonly string[],
) {
  return (entry: CorpusEntry): CorpusEntry => ({
    persona,
    chat: 'group',
    others,
    own,
    participants,
    ...entry,
  });
}

export const priya = direct(MADDIE, PRIYA_DM, PRIYA_OWN, 'Priya');
export const crew = group(MADDIE, CREW_SATURDAY, CREW_OWN, CREW_PEOPLE);
export const felix = direct(KATRIN, FELIX_DM, FELIX_OWN, 'Felix');
export const haus = group(KATRIN, HAUS_HOFFEST, HAUS_OWN, HAUS_PEOPLE);
export const lupita = direct(MATEO, LUPITA_DM, LUPITA_OWN, 'Lupita');
export const banda = group(MATEO, BANDA_AMPLI, BANDA_OWN, BANDA_PEOPLE);
export const dima = direct(SVETA, DIMA_DM, DIMA_OWN, 'Дима');
export const dacha = group(SVETA, DACHA_SUBBOTA, DACHA_OWN, DACHA_PEOPLE);
export const misaki = direct(HARUKA, MISAKI_DM, MISAKI_OWN, '美咲');
export const zemi = group(HARUKA, ZEMI_SLIDES, ZEMI_OWN, ZEMI_PEOPLE);
