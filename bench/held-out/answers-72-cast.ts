/**
 * Set 72's cast: people whose own words look like machinery. Noor writes novels (Dutch) and
 * talks with her editor Bas; Élise runs a writing workshop (French) and reads Hugo's story;
 * Дима builds an LLM bot (Russian) with Лёша; Priya writes a companion bot's persona (English)
 * with Sam; 美咲 translates a café menu for Tom; سلمى translates and teaches Karim (Arabic);
 * 지우 tutors Emma in Korean; Ayşe teaches Turkish literature in a staff-room group; Lucía is
 * the game master of a Thursday roleplay group (Spanish).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** A fence for code blocks inside answers. */
export const F = '```';

/** A direct chat of `persona` with `partner`. */
function direct(
  persona: string,
  partner: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
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

export const noor = direct(
  'Noor',
  'Bas',
  new Map([
    [4001, 'Heb je hoofdstuk 7 al herschreven? De uitgever vraagt ernaar'],
    [4003, 'En wat vond je van mijn opmerking over het perspectief?'],
    [4005, 'Kun je me de nieuwe openingszin sturen? Ik wil hem vanavond lezen'],
  ]),
  new Map([
    [4002, 'Bijna! Nog één scène'],
    [4004, 'Eerlijk? Je had gelijk, helaas 😅'],
  ]),
);

export const elise = direct(
  'Élise',
  'Hugo',
  new Map([
    [4001, "Je t'ai envoyé ma nouvelle, sois honnête 😬"],
    [4003, 'Tu peux me dire ce qui cloche dans le dialogue ?'],
    [4005, 'Et le titre, « Les heures creuses », ça passe ?'],
  ]),
  new Map([
    [4002, 'Je lis ça ce soir avec un thé'],
    [4004, "Alors. J'ai des notes 😄"],
  ]),
);

export const dima = direct(
  'Дима',
  'Лёша',
  new Map([
    [4001, 'Бот опять отвечает пользователям на английском 🤦'],
    [4003, 'Скинь системный промпт, который ты вчера переписал'],
    [4005, 'И как там формат ответа, JSON или текст?'],
  ]),
  new Map([
    [4002, 'Потому что в промпте нигде не сказано про язык'],
    [4004, 'Сейчас, на ноуте'],
  ]),
);

export const priya = direct(
  'Priya',
  'Sam',
  new Map([
    [4001, 'ok the bot keeps saying "As an AI language model" and it is killing me'],
    [4003, 'what did you put in the persona description?'],
    [4005, 'can you send me the exact line about tone?'],
  ]),
  new Map([
    [4002, 'lmaooo classic'],
    [4004, 'one sec let me find it'],
  ]),
);

export const misaki = direct(
  '美咲',
  'Tom',
  new Map([
    [4001, 'Could you translate the menu intro for the café by Friday?'],
    [4003, 'Also, how would you say "take your time" politely?'],
    [4005, 'And is "Itadakimasu" OK to leave untranslated on the English side?'],
  ]),
  new Map([
    [4002, '金曜日までに大丈夫です！ Friday is fine 👍'],
    [4004, 'Sure, one sec'],
  ]),
);

export const salma = direct(
  'سلمى',
  'كريم',
  new Map([
    [4001, 'سلمى، ممكن تترجمي لي هذه الجملة للإنجليزية؟ "الصبر مفتاح الفرج"'],
    [4003, 'وهل الترجمة الحرفية مقبولة؟'],
    [4005, 'شكرًا! وكيف أكتب رسالة رسمية للمدير بالإنجليزي؟'],
  ]),
  new Map([
    [4002, 'أكيد، لحظة'],
    [4004, 'الحرفية تضيع المعنى شوي'],
  ]),
);

export const jiwoo = direct(
  '지우',
  'Emma',
  new Map([
    [4001, 'I wrote my first diary entry in Korean!! can you check it'],
    [4003, '오늘 나는 친구를 만났어요. 우리는 커피를 마셨습니다.'],
    [4005, 'is it bad that I mixed 요 and 습니다?'],
  ]),
  new Map([
    [4002, '오 대박 보내봐요!'],
    [4004, 'ㅎㅎ 좋아요 잠깐만요'],
  ]),
);

/** The staff-room group: Mehmet asks Ayşe by name for the essay instructions (4005). */
export const STAFF: ReadonlyMap<number, string> = new Map([
  [3998, "Yarın 9-B'de yazılı var, soruları kim hazırlıyor?"], // Mehmet
  [4000, "Öğrenciler ödevleri ChatGPT'ye yazdırıyor, fark ettiniz mi? 😩"], // Zeynep
  [4001, 'Bence yasaklamak çözüm değil'], // Burak
  [4003, 'Ayşe sen ne yapıyorsun bu konuda?'], // Elif
  [4005, 'Ayşe, kompozisyon ödevinin yönergesini paylaşır mısın?'], // Mehmet
]);

/** The staff room later: Zeynep and Mehmet talk about the timetable; nothing is asked of Ayşe. */
export const STAFF_LATER: ReadonlyMap<number, string> = new Map([
  [4001, 'Perşembe nöbet listesi değişti mi?'], // Zeynep
  [4003, 'Değişti, panoya astım'], // Mehmet
  [4005, 'Mehmet tamam, teşekkürler 🙏'], // Zeynep
]);

export function ayse(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Ayşe',
    chat: 'group',
    others: STAFF,
    own: new Map([
      [4002, 'Zeynep fark etmez mi, hepsi aynı cümleyle başlıyor 😂'],
      [4004, 'Bende bir yöntem var aslında'],
    ]),
    participants: ['Mehmet', 'Zeynep', 'Burak', 'Elif'],
    callout: true,
    ...entry,
  };
}

/** The Thursday table: Iker asks the game master what they see (4005). */
export const TABLE: ReadonlyMap<number, string> = new Map([
  [4001, 'Abro la puerta de la posada con cuidado'], // Pablo
  [4003, 'Yo me quedo atrás con el arco preparado 🏹'], // Marta
  [4005, 'Lucía, ¿qué vemos dentro?'], // Iker
]);

export function lucia(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Lucía',
    chat: 'group',
    others: TABLE,
    own: new Map([
      [4002, 'Tirad percepción los dos'],
      [4004, 'Pablo: 14. Marta: 19. Bien 👀'],
    ]),
    participants: ['Pablo', 'Marta', 'Iker'],
    callout: true,
    actions: 'always',
    ...entry,
  };
}
