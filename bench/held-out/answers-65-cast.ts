/**
 * Set 65's cast: nine personas and the chats they were shown. Marisol (Mexico City Spanish)
 * with Toño; Jens in a German allotment group; Aigerim (Russian) with her sister Dana; ゆき in a
 * Japanese tennis-club group; Chiara (Italian) with Luca; Tunde in a Lagos residents' group;
 * Ewa (Polish) with Kasia; Mehmet in a Turkish five-a-side group; Lan (Vietnamese) with Minh.
 * Heidi keeps the corpus's default chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** An entry without its chat: what each chat helper below fills in. */
export type Turn = Omit<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

export const MARISOL = 'Marisol';
export const TONO_PEOPLE: readonly string[] = ['Toño'];
export const TONO: ReadonlyMap<number, string> = new Map([
  [4001, 'oye, ¿ya viste que cancelaron el concierto de Café Tacvba?'],
  [4003, 'yo ya había comprado los boletos 😩'],
  [4005, '¿quieres ir a comer el sábado para consolarnos? ¿tacos o pozole?'],
]);
export const TONO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'noooo, ¿en serio? 😭'],
  [4004, 'pide el reembolso ya, antes de que se hagan los locos'],
]);

export const JENS = 'Jens';
export const GARDEN_PEOPLE: readonly string[] = ['Birgit', 'Olaf', 'Frau Kowalski', 'Deniz'];
/** Birgit asks Jens by name for the trailer (4005). */
export const GARDEN_ASK: ReadonlyMap<number, string> = new Map([
  [3998, 'Wer hat die Heckenschere zuletzt gehabt?'], // Olaf
  [4000, 'Samstag ist Gemeinschaftsarbeit, 9 Uhr am Tor'], // Birgit
  [4001, 'Ich bring Brötchen mit 🥐'], // Deniz
  [4003, 'Die Wasseruhr muss bis Ende des Monats abgelesen werden!'], // Frau Kowalski
  [4005, 'Jens, kannst du den Anhänger organisieren? Für den Grünschnitt'], // Birgit
]);
export const GARDEN_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Die hängt bei mir im Schuppen, hol sie dir einfach'],
  [4002, 'Ich bin dabei 👍'],
]);
/** Olaf and Deniz talk tomatoes; nothing is asked of Jens. */
export const GARDEN_TOMATOES: ReadonlyMap<number, string> = new Map([
  [4001, 'Meine Tomaten haben schon wieder Braunfäule'], // Olaf
  [4003, 'Kupferspray hilft angeblich, hat mein Nachbar gesagt'], // Deniz
  [4005, 'Hat bei mir nix gebracht leider, alles auf den Kompost'], // Olaf
]);

export const AIGERIM = 'Айгерим';
export const DANA_PEOPLE: readonly string[] = ['Дана'];
export const DANA: ReadonlyMap<number, string> = new Map([
  [4001, 'Мама спрашивает, приедешь ли ты на Наурыз'],
  [4003, 'И купи по дороге баурсаки, она просила'],
  [4005, 'Ты вообще живая? Третий день молчишь 😤'],
]);
export const DANA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Скорее всего да, но билеты дорогие'],
  [4004, 'Баурсаки лучше сама пожарю'],
]);

export const YUKI = 'ゆき';
export const TENNIS_PEOPLE: readonly string[] = ['健太', 'さくら', '大輔'];
/** 大輔 asks ゆき by name for a racket (4005). */
export const TENNIS_ASK: ReadonlyMap<number, string> = new Map([
  [4001, '来週の練習、雨なら中止でいい？'], // 健太
  [4003, 'コート予約しといたよ〜 第2コートね'], // さくら
  [4005, 'ゆき、ラケット貸してくれない？ガット切れた😭'], // 大輔
]);
export const TENNIS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '了解です！'],
  [4004, 'さくらありがとう🙏'],
]);
/** 健太 and さくら plan the year-end party; nothing is asked of ゆき. */
export const TENNIS_PARTY: ReadonlyMap<number, string> = new Map([
  [4001, '忘年会どこにする？駅前の焼き鳥屋でいい？'], // 健太
  [4003, 'いいね、予約は18時からで'], // さくら
  [4005, '了解、じゃあ俺が電話しとく'], // 健太
]);

export const CHIARA = 'Chiara';
export const LUCA_PEOPLE: readonly string[] = ['Luca'];
export const LUCA: ReadonlyMap<number, string> = new Map([
  [4001, 'Ho bruciato di nuovo la moka'],
  [4003, 'Stasera cucino io, promesso'],
  [4005, 'Porti tu il vino o ci penso io?'],
]);
export const LUCA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ma come fai?? 😂'],
  [4004, 'Promesso promesso?'],
]);

export const TUNDE = 'Tunde';
export const ESTATE_PEOPLE: readonly string[] = ['Mama Ronke', 'Chidi', 'Bisi', 'Engr. Yusuf'];
/** Bisi asks Tunde by name for the plumber's number (4005). */
export const ESTATE_ASK: ReadonlyMap<number, string> = new Map([
  [3999, 'NEPA don take light since morning o'], // Engr. Yusuf
  [4001, 'Generator levy is now 5k per flat from next month'], // Chidi
  [4003, 'Who parked the blue Corolla blocking the gate?'], // Mama Ronke
  [4005, 'Tunde abeg you still get that plumber number? My kitchen don flood'], // Bisi
]);
export const ESTATE_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Na so we see am'],
  [4002, '5k ke? Chidi you dey whine us'],
]);
/** Chidi announces the meeting; nothing is asked of Tunde. */
export const ESTATE_MEETING: ReadonlyMap<number, string> = new Map([
  [4001, 'Oga Yusuf the transformer people go come Monday'], // Chidi
  [4003, 'Thank God 🙏🏾'], // Mama Ronke
  [4005, 'Residents meeting is Sunday 4pm at the clubhouse, attendance compulsory'], // Chidi
]);

export const EWA = 'Ewa';
export const KASIA_PEOPLE: readonly string[] = ['Kasia'];
export const KASIA: ReadonlyMap<number, string> = new Map([
  [4001, 'Znowu zgubiłam klucze od piwnicy'],
  [4003, 'Pożyczysz mi swoje jutro?'],
  [4005, 'I jak tam rozmowa o pracę?? Opowiadaj!'],
]);
export const KASIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Klasyka 😅'],
  [4004, 'Jasne, zostawię u pani Basi'],
]);

export const MEHMET = 'Mehmet';
export const PITCH_PEOPLE: readonly string[] = ['Emre', 'Burak', 'Onur'];
/** Onur asks Mehmet by name whether he comes on Thursday (4005). */
export const PITCH_ASK: ReadonlyMap<number, string> = new Map([
  [4001, 'Perşembe 21:00 saha ayarlandı'], // Emre
  [4003, 'Ben kaleye geçmem bu sefer'], // Burak
  [4005, 'Mehmet sen geliyor musun? Bir kişi eksik'], // Onur
]);
export const PITCH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Süper 👏'],
  [4004, 'Burak her hafta aynı şeyi söylüyor 😂'],
]);
/** Emre and Burak argue about the match; nothing is asked of Mehmet. */
export const PITCH_DERBY: ReadonlyMap<number, string> = new Map([
  [4001, 'Dün akşamki maçta hakem rezaletti'], // Emre
  [4003, 'Penaltı kesin penaltıydı, tartışmaya gerek yok'], // Burak
  [4005, 'Hadi ya, adam kendini attı resmen'], // Emre
]);

export const LAN = 'Lan';
export const MINH_PEOPLE: readonly string[] = ['Minh'];
export const MINH: ReadonlyMap<number, string> = new Map([
  [4001, 'Chị ơi, mai chị có rảnh không?'],
  [4003, 'Em muốn nhờ chị xem giúp cái CV'],
  [4005, 'Em gửi file qua email rồi nha chị'],
]);
export const MINH_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Chiều mai chị rảnh nè'],
  [4004, 'Ok em, gửi chị đi'],
]);

/** Heidi's chat with an abusive stranger. */
export const HEIDI_RUDE: ReadonlyMap<number, string> = new Map([
  [4001, 'Why is your shop closed AGAIN'],
  [4003, 'answer me, I have been waiting an hour'],
  [4005, 'you are a useless old witch, answer me or I come round'],
]);
export const HEIDI_RUDE_OWN: ReadonlyMap<number, string> = new Map([[4004, 'We open at 9 tomorrow.']]);

export const HEIDI_RUDE_PEOPLE: readonly string[] = ['Ralf'];

/** Each persona's chat, filled in around an answer. */
export const marisol = (t: Turn): CorpusEntry => ({
  persona: MARISOL,
  others: TONO,
  own: TONO_OWN,
  participants: TONO_PEOPLE,
  ...t,
});
export const jensAsked = (t: Turn): CorpusEntry => ({
  persona: JENS,
  others: GARDEN_ASK,
  own: GARDEN_OWN,
  participants: GARDEN_PEOPLE,
  chat: 'group',
  callout: true,
  ...t,
});
export const jensQuiet = (t: Turn): CorpusEntry => ({
  persona: JENS,
  others: GARDEN_TOMATOES,
  own: GARDEN_OWN,
  participants: GARDEN_PEOPLE,
  chat: 'group',
  ...t,
});
export const aigerim = (t: Turn): CorpusEntry => ({
  persona: AIGERIM,
  others: DANA,
  own: DANA_OWN,
  participants: DANA_PEOPLE,
  ...t,
});
export const yukiAsked = (t: Turn): CorpusEntry => ({
  persona: YUKI,
  others: TENNIS_ASK,
  own: TENNIS_OWN,
  participants: TENNIS_PEOPLE,
  chat: 'group',
  callout: true,
  ...t,
});
export const yukiQuiet = (t: Turn): CorpusEntry => ({
  persona: YUKI,
  others: TENNIS_PARTY,
  own: TENNIS_OWN,
  participants: TENNIS_PEOPLE,
  chat: 'group',
  ...t,
});
export const chiara = (t: Turn): CorpusEntry => ({
  persona: CHIARA,
  others: LUCA,
  own: LUCA_OWN,
  participants: LUCA_PEOPLE,
  ...t,
});
export const tundeAsked = (t: Turn): CorpusEntry => ({
  persona: TUNDE,
  others: ESTATE_ASK,
  own: ESTATE_OWN,
  participants: ESTATE_PEOPLE,
  chat: 'group',
  callout: true,
  ...t,
});
export const tundeQuiet = (t: Turn): CorpusEntry => ({
  persona: TUNDE,
  others: ESTATE_MEETING,
  own: ESTATE_OWN,
  participants: ESTATE_PEOPLE,
  chat: 'group',
  ...t,
});
export const ewa = (t: Turn): CorpusEntry => ({
  persona: EWA,
  others: KASIA,
  own: KASIA_OWN,
  participants: KASIA_PEOPLE,
  ...t,
});
export const mehmetAsked = (t: Turn): CorpusEntry => ({
  persona: MEHMET,
  others: PITCH_ASK,
  own: PITCH_OWN,
  participants: PITCH_PEOPLE,
  chat: 'group',
  callout: true,
  ...t,
});
export const mehmetQuiet = (t: Turn): CorpusEntry => ({
  persona: MEHMET,
  others: PITCH_DERBY,
  own: PITCH_OWN,
  participants: PITCH_PEOPLE,
  chat: 'group',
  ...t,
});
export const lan = (t: Turn): CorpusEntry => ({
  persona: LAN,
  others: MINH,
  own: MINH_OWN,
  participants: MINH_PEOPLE,
  ...t,
});
