/**
 * Set 69's cast: ten invented personas and the chats they answer. Teodora (Bulgarian) writes
 * with her sister Vesela; Bongani plays five-a-side in Johannesburg; Hinata (Japanese) plans a
 * café with Mio; Aurélien drives his climbing group to Fontainebleau; Rosalind runs a book club;
 * Farid (Persian) writes with his cousin Nasrin; Ximena's work group in Mexico City; Jakob
 * shares a flat in Leipzig with Merle; Tuệ (Vietnamese) eats out with Khánh; Oksana lives in a
 * Kyiv block of flats with a busy neighbours' group.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Entry = Omit<CorpusEntry, 'persona' | 'participants' | 'others' | 'own'> &
  Partial<Pick<CorpusEntry, 'others' | 'own'>>;

/** One persona in one chat: every entry written for it gets the persona, people and messages. */
function cast(
  persona: string,
  participants: readonly string[],
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  chat?: 'group',
) {
  return (entry: Entry): CorpusEntry => ({
    persona,
    participants,
    others,
    own,
    ...(chat ? { chat } : {}),
    ...entry,
  });
}

export const teodora = cast(
  'Теодора',
  ['Весела'],
  new Map([
    [4001, 'Мама пак пита дали ще си дойдеш за Коледа'],
    [4003, 'Видя ли снимките от сватбата на Деси? 😍'],
    [4005, 'Абе ти кога си вземаш отпуска? И ще ми донесеш ли от онова сирене от Смолян?'],
  ]),
  new Map([
    [4002, 'Казах ѝ, че още не знам 🙈'],
    [4004, 'Видях ги! Роклята беше супер'],
  ]),
);

const FIVE_A_SIDE = ['Sipho', 'Lerato', 'Thabo', 'Kagiso'];
/** Sipho asks Bongani by name (4005). */
export const bongani = cast(
  'Bongani',
  FIVE_A_SIDE,
  new Map([
    [3999, 'Pitch is booked for Thursday 7pm, R60 each'],
    [4001, 'Who still has the bibs from last week?'],
    [4003, 'Thabo you owe me R60 from last time bru'],
    [4005, 'Bongani are you bringing the ball or must I buy a new one?'],
  ]),
  new Map([
    [4000, 'Count me in 🔥'],
    [4002, 'Not me, I gave them to Thabo'],
  ]),
  'group',
);
/** Thabo and Kagiso argue about money (4005); nothing is asked of Bongani. */
export const bonganiAside = cast(
  'Bongani',
  FIVE_A_SIDE,
  new Map([
    [4001, 'Who still has the bibs from last week?'],
    [4003, 'Thabo you owe me R60 from last time bru'],
    [4005, 'Kagiso that was two weeks ago, relax man. I paid Sipho directly'],
  ]),
  new Map([[4002, 'Not me, I gave them to Thabo']]),
  'group',
);

export const hinata = cast(
  'ひなた',
  ['Mio'],
  new Map([
    [4001, '明日のカフェ、何時にする？'],
    [4003, 'あとさ、課題のレポートもう出した？'],
    [4005, '10時半くらいどう？駅前のとこ！'],
  ]),
  new Map([
    [4002, 'うーん、午前中ならいつでもいいよ'],
    [4004, 'まだ…今夜やる😇'],
  ]),
);

/** Baptiste asks Aurélien by name (4005). */
export const aurelien = cast(
  'Aurélien',
  ['Chloé', 'Yanis', 'Margaux', 'Baptiste'],
  new Map([
    [3998, 'Qui monte à Fontainebleau samedi ?'],
    [4001, 'Moi si quelqu’un a de la place en voiture'],
    [4003, 'J’ai un crash pad en plus si besoin'],
    [4005, 'Aurélien tu conduis toujours ? On part à quelle heure ?'],
  ]),
  new Map([
    [4000, 'Partant !'],
    [4002, 'J’ai 3 places dans la Clio'],
  ]),
  'group',
);

const BOOK_CLUB = ['Margaret', 'Dev', 'Aisling', 'Tomasz'];
/** Dev asks Rosalind by name (4005). */
export const rosalind = cast(
  'Rosalind',
  BOOK_CLUB,
  new Map([
    [4001, 'Finished The Remains of the Day last night. Stevens broke my heart.'],
    [4003, 'Are we still meeting at the library on the 14th?'],
    [4005, 'Rosalind, could you pick next month’s book? You always choose well'],
  ]),
  new Map([
    [4002, 'Oh, the bit with his father. I had to put it down for a while'],
    [4004, 'Yes, 7pm, the back room as usual'],
  ]),
  'group',
);
/** Margaret and Aisling talk about parking (4005); nothing is asked of Rosalind. */
export const rosalindAside = cast(
  'Rosalind',
  BOOK_CLUB,
  new Map([
    [4001, 'Is the car park behind the library free after six?'],
    [4003, 'I think so, it was last time'],
    [4005, 'Lovely, I’ll give Tomasz a lift then'],
  ]),
  new Map([[4002, 'Yes, 7pm, the back room as usual']]),
  'group',
);

export const farid = cast(
  'فرید',
  ['نسرین'],
  new Map([
    [4001, 'فرید جان، عکس‌های شمال رو دیدی؟'],
    [4003, 'مامان می‌گه جمعه ناهار بیاین خونه ما'],
    [4005, 'راستی دیوان حافظ بابابزرگ دست توئه؟ بابا دنبالش می‌گرده'],
  ]),
  new Map([
    [4002, 'آره! دریا محشر بود 😍'],
    [4004, 'باشه، من هستم'],
  ]),
);

const OFICINA = ['Rodrigo', 'Pau', 'Iván', 'Lupita'];
/** Lupita asks Ximena by her short name (4005). */
export const ximena = cast(
  'Ximena',
  OFICINA,
  new Map([
    [4001, 'Ya quedó el reporte trimestral, lo subí al drive'],
    [4003, '¿Alguien sabe si mañana hay junta con el cliente?'],
    [4005, 'Xime, ¿tú puedes presentar la parte de ventas? Yo tengo dentista 😬'],
  ]),
  new Map([
    [4000, 'Buenos días equipo ☀️'],
    [4002, 'Gracias Rodri!!'],
  ]),
  'group',
);
/** Rodrigo and Iván talk about lunch (4005); nothing is asked of Ximena. */
export const ximenaAside = cast(
  'Ximena',
  OFICINA,
  new Map([
    [4001, 'Iván, ¿pedimos tacos al pastor hoy o vamos a la fonda?'],
    [4003, 'La fonda, que ayer pedimos'],
    [4005, 'Va, a la 1:30 nos vemos abajo Iván'],
  ]),
  new Map([[4002, 'Gracias Rodri!!']]),
  'group',
);

export const jakob = cast(
  'Jakob',
  ['Merle'],
  new Map([
    [4001, 'Der Vermieter kommt Donnerstag wegen der Heizung'],
    [4003, 'Hast du eigentlich die Stromrechnung schon überwiesen?'],
    [4005, 'Und wer kauft diesmal Klopapier? Ich war die letzten drei Male 😤'],
  ]),
  new Map([
    [4002, 'Endlich. Mein Zimmer ist ein Kühlschrank'],
    [4004, 'Ja, gestern, 84,30 €'],
  ]),
);

export const tue = cast(
  'Tuệ',
  ['Khánh'],
  new Map([
    [4001, 'Tối nay đi ăn bún chả không?'],
    [4003, 'Quán ở Hàng Mành ấy, đông lắm nhưng ngon'],
    [4005, 'Mà mày có mượn cái sạc laptop của tao không đấy?'],
  ]),
  new Map([
    [4002, 'Đi chứ, mấy giờ?'],
    [4004, 'Ok 7h nhé'],
  ]),
);

const SUSIDY = ['Петро', 'Галина', 'Ірина', 'Максим'];
/** Iryna asks Oksana by name (4005). */
export const oksana = cast(
  'Оксана',
  SUSIDY,
  new Map([
    [4001, 'Завтра з 9 до 14 не буде води, попередили з ЖЕКу'],
    [4003, 'Хтось знає, хто залишив коляску біля ліфта?'],
    [4005, 'Оксано, ви не могли б забрати мою посилку з Нової пошти? Я до вечора на роботі'],
  ]),
  new Map([[4002, 'Дякую, що попередили!']]),
  'group',
);
/** Petro is angry about parking (4005); nothing is asked of Oksana. */
export const oksanaAside = cast(
  'Оксана',
  SUSIDY,
  new Map([
    [4001, 'Завтра з 9 до 14 не буде води, попередили з ЖЕКу'],
    [4003, 'Максиме, ваша машина знову на газоні'],
    [4005, 'Хто знову паркується на газоні?! Я викличу поліцію 😡'],
  ]),
  new Map([[4002, 'Дякую, що попередили!']]),
  'group',
);
