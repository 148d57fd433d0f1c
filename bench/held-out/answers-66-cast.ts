/**
 * Set 66's cast: six invented personas on ordinary days, each in one direct chat and one group.
 * Kofi (34, fitter in a Kumasi workshop, lower-case Ghanaian English) with his sister Abena and
 * the "Suame Fitters" group; 彩花 (22, student and café part-timer in Osaka, Kansai Japanese,
 * kaomoji) with her friend ゆうき and the café's shift group; Валентина (68, retired maths
 * teacher in Riga, careful Russian, some Latvian) with her grandson Артур and the dacha
 * neighbours; Mariana (41, baker in Porto Alegre, gaúcho Portuguese) with a customer and her
 * family group; Samir (29, backend developer in Beirut, Arabic, Arabizi, French and English)
 * with his mother and his team; Liesl (55, primary teacher in Hamburg) with her colleague
 * Birgit and the class's parents' group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const KOFI = 'Kofi';
export const AYAKA = '彩花';
export const VALYA = 'Валентина';
export const MARIANA = 'Mariana';
export const SAMIR = 'Samir';
export const LIESL = 'Liesl';

/** Kofi and his sister Abena: she has exams and asks him to take their mother to hospital. */
export const ABENA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Kofi did you call mummy yesterday?'],
  [4003, 'she says her knee is paining her again'],
  [4005, 'Can you take her to Komfo Anokye on Thursday? I have exams'],
]);
export const ABENA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'i called in the evening, she was fine then'],
  [4004, 'herh which knee now'],
]);

/** The workshop group: the foreman calls a Saturday meeting (4005). */
export const FITTERS_PEOPLE: readonly string[] = ['Yaw', 'Kwame', 'Osei', 'Mr Boateng'];
export const FITTERS: ReadonlyMap<number, string> = new Map([
  [3998, 'who took the 14mm spanner from my box'], // Osei
  [4001, 'the Sprinter gearbox is finished, customer says tomorrow latest'], // Kwame
  [4003, 'Kofi the Benz fuel pump, you get am?'], // Yaw
  [4005, 'Meeting Saturday 7am, everybody come early. No excuses'], // Mr Boateng
]);
export const FITTERS_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'not me oo'],
  [4002, 'tell am thursday, the part never come'],
]);

/** 彩花 and her friend ゆうき. */
export const YUUKI_DM: ReadonlyMap<number, string> = new Map([
  [4001, '明日のゼミ、発表順決まった？'],
  [4003, 'てか昨日のライブどうだった！？'],
  [4005, '土曜ひま？梅田で服見たい'],
]);
export const YUUKI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'うちら3番目やって〜'],
  [4004, 'まじ最高やった😭😭'],
]);

/** The café's shift group: 美咲 asks 彩花 by name to swap Sunday morning (4005). */
export const CAFE_PEOPLE: readonly string[] = ['店長', 'りく', '美咲', 'Tom'];
export const CAFE: ReadonlyMap<number, string> = new Map([
  [4001, '来週のシフト、出られない日がある人は今日中に連絡ください'], // 店長
  [4003, '今日レジの小銭が足りなかったです、sorry 🙇'], // Tom
  [4005, '彩花ちゃん、日曜の朝だけ代わってもらえないかな？🙏'], // 美咲
]);
export const CAFE_OWN: ReadonlyMap<number, string> = new Map([[4002, '了解です！']]);

/** Валентина and her grandson Артур. */
export const ARTUR_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Бабуль, привет! Я в субботу приеду'],
  [4003, 'Что-нибудь купить по дороге?'],
  [4005, 'И как там твой новый телефон, разобралась?'],
]);
export const ARTUR_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Артурчик, привет! Жду, пирог испеку.'],
  [4004, 'Я подумаю и напишу.'],
]);
/** Another evening: Артур asks how much to put on her phone. */
export const ARTUR_TOPUP: ReadonlyMap<number, string> = new Map([
  [4003, 'Бабуль, у тебя на телефоне деньги кончились, я видел'],
  [4005, 'Сколько положить? В евро'],
]);

/** The dacha neighbours in Jūrmala: Людмила asks Валентина for dill seeds (4005). */
export const DACHA_PEOPLE: readonly string[] = ['Людмила', 'Inese', 'Геннадий'];
export const DACHA: ReadonlyMap<number, string> = new Map([
  [4001, 'Sveiki! Rīt ūdens būs izslēgts no 9 līdz 12'], // Inese
  [4003, 'Кто брал мою тачку? Верните, пожалуйста'], // Геннадий
  [4005, 'Валентина Ивановна, у вас остались семена укропа?'], // Людмила
]);
export const DACHA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Спасибо, Inese!']]);

/** Mariana and a customer, Camila, who wants a carrot cake for Saturday. */
export const CAMILA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Oi Mariana! Vi o bolo de cenoura no insta 😍'],
  [4003, 'Faz pra 20 pessoas?'],
  [4005, 'Preciso pra sábado, aniversário da minha filha. Quanto fica?'],
]);
export const CAMILA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oi Camila! Que bom que gostou 🥰'],
  [4004, 'Faço sim!'],
]);

/** The Oliveira family group: Mãe asks Mariana for the grape cuca (4005). */
export const OLIVEIRA_PEOPLE: readonly string[] = ['Mãe', 'Pedro', 'Tia Rosa', 'Lucas'];
export const OLIVEIRA: ReadonlyMap<number, string> = new Map([
  [4001, 'Churrasco domingo lá em casa, quem vem?'], // Pedro
  [4003, 'olha o gatinho novo da vizinha 🐱'], // Tia Rosa, with a photo
  [4005, 'Mari, tu traz a cuca de uva?'], // Mãe
]);
export const OLIVEIRA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Eu vou!! Levo a sobremesa']]);

/** Samir and his mother. */
export const MAMA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'حبيبي اكلت؟'],
  [4003, 'الكهربا رح تنقطع الساعة ٦'],
  [4005, 'بتجي عالغدا الأحد؟ عاملة كبة'],
]);
export const MAMA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'اي ماما اكلت'],
  [4004, 'اوكي شكراً'],
]);

/** Samir's team: Maya asks him by mention for a review (4005). */
export const TEAM_PEOPLE: readonly string[] = ['Nour', 'Julien', 'Karim', 'Maya'];
export const TEAM: ReadonlyMap<number, string> = new Map([
  [3999, 'deploy is stuck on staging again'], // Julien
  [4001, 'who owns the payments migration?'], // Nour
  [4003, 'lunch at 1? Barbar or Tawlet'], // Karim
  [4005, '@samir can you review PR #482 before standup?'], // Maya
]);
export const TEAM_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'checking'],
  [4002, 'me, will finish it today inshallah'],
]);
/** Later: Karim looks for his charger; nothing is asked of Samir. */
export const TEAM_CHARGER: ReadonlyMap<number, string> = new Map([
  [4001, 'standup moved to 10:30'], // Nour
  [4003, 'ok'], // Julien
  [4005, 'anyone seen my usb-c charger? the white one'], // Karim
]);

/** Liesl and her colleague Birgit. */
export const BIRGIT_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Moin Liesl! Hast du die Zeugnisse schon fertig?'],
  [4003, 'Ich sitze noch an Mathe, furchtbar'],
  [4005, 'Kaffee morgen nach der 6. Stunde?'],
]);
export const BIRGIT_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Fast! Noch Sachkunde.'],
  [4004, 'Oh je, Kopf hoch 😄'],
]);
/** Late that evening: Birgit has finished. */
export const BIRGIT_DONE: ReadonlyMap<number, string> = new Map([
  [4003, 'Noch 4 Zeugnisse…'],
  [4005, 'ICH BIN FERTIG MIT MATHE!!!'],
]);

/** The parents of class 3b: Anja asks "Frau Brandt" about cakes for the summer fair (4005). */
export const PARENTS_PEOPLE: readonly string[] = ['Frau Yilmaz', 'Herr Petersen', 'Anja', 'Jens'];
export const PARENTS: ReadonlyMap<number, string> = new Map([
  [4001, 'Wann ist eigentlich der Ausflug zum Hafen?'], // Frau Yilmaz
  [4003, 'Brauchen die Kinder Regenjacken?'], // Herr Petersen
  [4005, 'Frau Brandt, können wir noch Kuchen fürs Sommerfest anmelden?'], // Anja
]);
export const PARENTS_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Moin zusammen!']]);
/** The next day: only thanks. */
export const PARENTS_THANKS: ReadonlyMap<number, string> = new Map([
  [4003, 'Super, dann trage ich mich ein'], // Anja
  [4005, 'Danke für die Infos, Frau Brandt!'], // Herr Petersen
]);

function make(base: Omit<CorpusEntry, 'name' | 'answer' | 'expect'>) {
  return (entry: CorpusEntry): CorpusEntry => ({ ...base, ...entry });
}

export const abena = make({ persona: KOFI, others: ABENA_DM, own: ABENA_OWN, participants: ['Abena'] });
export const fitters = make({
  persona: KOFI,
  chat: 'group',
  others: FITTERS,
  own: FITTERS_OWN,
  participants: FITTERS_PEOPLE,
});
export const yuuki = make({ persona: AYAKA, others: YUUKI_DM, own: YUUKI_OWN, participants: ['ゆうき'] });
export const cafe = make({
  persona: AYAKA,
  chat: 'group',
  others: CAFE,
  own: CAFE_OWN,
  participants: CAFE_PEOPLE,
});
export const artur = make({ persona: VALYA, others: ARTUR_DM, own: ARTUR_OWN, participants: ['Артур'] });
export const dacha = make({
  persona: VALYA,
  chat: 'group',
  others: DACHA,
  own: DACHA_OWN,
  participants: DACHA_PEOPLE,
});
export const camila = make({
  persona: MARIANA,
  others: CAMILA_DM,
  own: CAMILA_OWN,
  participants: ['Camila'],
});
export const oliveira = make({
  persona: MARIANA,
  chat: 'group',
  others: OLIVEIRA,
  own: OLIVEIRA_OWN,
  participants: OLIVEIRA_PEOPLE,
});
export const mama = make({ persona: SAMIR, others: MAMA_DM, own: MAMA_OWN, participants: ['ماما'] });
export const team = make({
  persona: SAMIR,
  chat: 'group',
  others: TEAM,
  own: TEAM_OWN,
  participants: TEAM_PEOPLE,
});
export const birgit = make({ persona: LIESL, others: BIRGIT_DM, own: BIRGIT_OWN, participants: ['Birgit'] });
export const parents = make({
  persona: LIESL,
  chat: 'group',
  others: PARENTS,
  own: PARENTS_OWN,
  participants: PARENTS_PEOPLE,
});
