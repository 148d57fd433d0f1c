/**
 * Set 50's cast: eleven chats where people text in a few letters. Mila (Berlin, German) with her
 * flatmate Timo and in the flat's group; Аня (St Petersburg) with Дима; ミカ (Tokyo) with ゆい;
 * Priya (Pune, Hinglish) in an office lunch group; Lucas (São Paulo) with Bia; Sam (a Manchester
 * teenager) in a Sunday five-a-side group and with his mum; 민준 (Seoul) with his sister 서연;
 * נועה (Tel Aviv) with איתי; Ploy (Bangkok) with Beam; Diego (Guadalajara) in his cousins' group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Timo, alone with Mila: the cellar key, when she comes home, pasta tonight (4005). */
export const TIMO_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'hast du den schlüssel für den keller?'],
  [4003, 'und wann kommst du heute heim'],
  [4005, 'ich mach pasta, willst du auch?'],
]);
export const TIMO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'nee, liegt auf dem kühlschrank glaub ich'],
  [4004, 'so gegen 8'],
]);

/** The flat's group: Selin asks Mila about the flea market (4005). */
export const WG_PEOPLE: readonly string[] = ['Timo', 'Selin', 'Basti'];
export const WG_MARKET: ReadonlyMap<number, string> = new Map([
  [4000, 'Wer hat die Spülmaschine ausgeräumt? Danke an die Person 🙏'], // Selin
  [4001, 'Putzplan für nächste Woche hängt im Flur, bitte eintragen'], // Basti
  [4003, "Ich war's 😇"], // Timo
  [4005, 'Mila, kommst du am Samstag mit zum Flohmarkt am Mauerpark?'], // Selin
]);
export const WG_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ich trag mich fürs Bad ein']]);
/** Basti's hoodie is gone (4005), for anyone to answer. */
export const WG_HOODIE: ReadonlyMap<number, string> = new Map([
  [4001, 'Putzplan für nächste Woche hängt im Flur, bitte eintragen'], // Basti
  [4003, 'Wer hat Bock auf Döner später?'], // Selin
  [4005, 'Wer hat meinen grauen Hoodie? Der lag auf dem Sofa'], // Basti
]);
/** Timo asks Selin for his charger (4005): nothing for Mila. */
export const WG_CHARGER: ReadonlyMap<number, string> = new Map([
  [4001, 'Putzplan für nächste Woche hängt im Flur, bitte eintragen'], // Basti
  [4003, 'Bin heute Abend nicht da, Schicht bis 23 Uhr'], // Selin
  [4005, 'Selin hast du mein Ladekabel? Das weiße'], // Timo
]);

/** Дима, alone with Аня: when she finishes, a fat cat, shall he come at seven (4005). */
export const DIMA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'ты сегодня на работе до скольки?'],
  [4003, 'смотри какого кота нашёл у подъезда'],
  [4005, 'зайти за тобой в семь?'],
]);
export const DIMA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'до шести вроде'],
  [4004, 'аааа какой толстый'],
]);
/** A number Аня never saved asks who she is (4005). */
export const OLEG_DM: ReadonlyMap<number, string> = new Map([
  [4003, 'Добрый вечер! Это по поводу занятий в субботу'],
  [4005, 'Извините, а кто это? Номер не сохранён'],
]);
export const OLEG_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Здравствуйте, а во сколько начало?']]);

/** ゆい, alone with ミカ: lunch tomorrow, a boss who will not stop, half past twelve (4005). */
export const YUI_DM: ReadonlyMap<number, string> = new Map([
  [4001, '明日のランチ、駅前のカフェでいい？'],
  [4003, '課長の話まだ終わらないんだけど笑'],
  [4005, '12時半集合でどう？'],
]);
export const YUI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'いいよー'],
  [4004, '草'],
]);

/** The office lunch group: Rohan asks Priya whether she is coming (4005). */
export const LUNCH_PEOPLE: readonly string[] = ['Rohan', 'Sneha', 'Arjun'];
export const LUNCH: ReadonlyMap<number, string> = new Map([
  [3999, 'Lunch at 1? Thali place or the momo guy?'], // Rohan
  [4001, 'momo guy pls, thali place gave me food coma last time'], // Sneha
  [4003, "I'm in a call till 1:15, order for me?"], // Arjun
  [4005, 'Priya you coming or still stuck with the client?'], // Rohan
]);
export const LUNCH_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'momo 🙌'],
  [4002, 'haan same'],
]);

/** Bia, alone with Lucas: last night's match, the referee, a barbecue on Saturday (4005). */
export const BIA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'vc viu o jogo ontem??'],
  [4003, 'o juiz roubou MUITO'],
  [4005, 'sábado vai ter churrasco na casa do Pedro, bora?'],
]);
export const BIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'vi kkkk'],
  [4004, 'roubou nada, foi pênalti'],
]);
/** Bia asks for a recipe (4005). */
export const BIA_RECIPE: ReadonlyMap<number, string> = new Map([
  [4003, 'o churrasco foi top demais'],
  [4005, 'me manda aquela receita de pão de queijo que vc falou'],
]);
/** Bia says good night (4005). */
export const BIA_NIGHT: ReadonlyMap<number, string> = new Map([
  [4003, 'amanhã acordo 6h, socorro'],
  [4005, 'boa noite 😘'],
]);

/** The Sunday five-a-side group: Dev asks Sam whether he is in (4005). */
export const FIVES_PEOPLE: readonly string[] = ['Dev', 'Kofi', 'Marcus', 'Jonas'];
export const FIVES: ReadonlyMap<number, string> = new Map([
  [3998, 'Pitch booked for Sunday 10am, £6 each'], // Dev
  [4000, "who's got the bibs from last week"], // Kofi
  [4001, 'not me, I left early'], // Marcus
  [4003, 'final score last week was 7-4 btw, my team 😎'], // Jonas
  [4005, 'Sam you in for Sunday? need 10'], // Dev
]);
export const FIVES_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'sound'],
  [4002, 'I think Kofi took them'],
]);
/** The pitch is flooded (4005), for everyone. */
export const FIVES_RAIN: ReadonlyMap<number, string> = new Map([
  [3998, 'Pitch booked for Sunday 10am, £6 each'], // Dev
  [4003, 'boots are clean for once'], // Marcus
  [4005, "pitch is flooded, Sunday's off lads 😩"], // Dev
]);
/** Marcus chases Kofi for the bibs (4005): nothing for Sam. */
export const FIVES_BIBS: ReadonlyMap<number, string> = new Map([
  [4000, "who's got the bibs from last week"], // Kofi
  [4003, 'they were in your boot Kofi I saw them'], // Jonas
  [4005, 'Kofi mate where are the bibs, we need them Sunday'], // Marcus
]);

/** Sam and his mum. */
export const MUM_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Did you eat?'],
  [4003, "Dinner at 6 tomorrow, Nan's coming"],
  [4005, 'And tidy your room before she gets here please'],
]);
export const MUM_OWN: ReadonlyMap<number, string> = new Map([[4002, 'yeah']]);

/** 서연, alone with her brother 민준: the work dinner, mum's birthday, she books the cake (4005). */
export const SEOYEON_DM: ReadonlyMap<number, string> = new Map([
  [4001, '오늘 회식 몇 시에 끝나?'],
  [4003, '아 그리고 내일 엄마 생신인 거 알지?'],
  [4005, '케이크는 내가 예약할게'],
]);
export const SEOYEON_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '10시쯤?'],
  [4004, '당연하지'],
]);

/** איתי, alone with נועה: tonight, a gig at ten, coming? (4005). */
export const ITAI_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'מה את עושה בערב?'],
  [4003, 'יש הופעה בבארבי ב-22:00, הלהקה של אורי'],
  [4005, 'באה?'],
]);
export const ITAI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'כלום, עייפה'],
  [4004, 'מי מופיע?'],
]);

/** Beam, alone with Ploy: Korean barbecue tomorrow, the usual place, what time (4005). */
export const BEAM_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'พรุ่งนี้ไปกินหมูกระทะกันป่ะ'],
  [4003, 'ร้านเดิมนะ'],
  [4005, 'กี่โมงดี'],
]);
export const BEAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ไปดิ'],
  [4004, 'โอเค'],
]);
/** Beam split his trousers eating (4005). */
export const BEAM_JOKE: ReadonlyMap<number, string> = new Map([
  [4003, 'อิ่มมากกกก'],
  [4005, 'เมื่อวานกินจนกางเกงขาด 555'],
]);

/** The cousins' group: Mari asks Diego about the tortillas (4005). */
export const PRIMOS_PEOPLE: readonly string[] = ['Vale', 'Toño', 'Mari'];
export const PRIMOS: ReadonlyMap<number, string> = new Map([
  [3999, '¿Quién trae las tortillas el domingo?'], // Mari
  [4001, 'Yo llevo el carbón y las chelas 🍺'], // Toño
  [4003, 'Ya nació el bebé de la prima Lupita!! 👶💙'], // Vale
  [4005, 'Diego, ¿tú traes las tortillas?'], // Mari
]);
export const PRIMOS_OWN: ReadonlyMap<number, string> = new Map([[4000, 'yo llevo salsa']]);

type Chat = (entry: CorpusEntry) => CorpusEntry;

function direct(
  persona: string,
  partner: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
): Chat {
  return (entry) => ({ persona, chat: 'direct', others, own, participants: [partner], ...entry });
}

function group(
  persona: string,
  people: readonly string[],
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
): Chat {
  return (entry) => ({ persona, chat: 'group', others, own, participants: people, ...entry });
}

export const timo = direct('Mila', 'Timo', TIMO_DM, TIMO_OWN);
export const wg = group('Mila', WG_PEOPLE, WG_MARKET, WG_OWN);
export const dima = direct('Аня', 'Дима', DIMA_DM, DIMA_OWN);
export const oleg = direct('Аня', 'Олег', OLEG_DM, OLEG_OWN);
export const yui = direct('ミカ', 'ゆい', YUI_DM, YUI_OWN);
export const lunch = group('Priya', LUNCH_PEOPLE, LUNCH, LUNCH_OWN);
export const bia = direct('Lucas', 'Bia', BIA_DM, BIA_OWN);
export const fives = group('Sam', FIVES_PEOPLE, FIVES, FIVES_OWN);
export const mum = direct('Sam', 'Mum', MUM_DM, MUM_OWN);
export const seoyeon = direct('민준', '서연', SEOYEON_DM, SEOYEON_OWN);
export const itai = direct('נועה', 'איתי', ITAI_DM, ITAI_OWN);
export const beam = direct('Ploy', 'Beam', BEAM_DM, BEAM_OWN);
export const primos = group('Diego', PRIMOS_PEOPLE, PRIMOS, PRIMOS_OWN);
