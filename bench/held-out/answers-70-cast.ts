/**
 * Set 70's cast: seven writers of long messages. Ottilie (Leipzig, German) writes with her friend
 * Mareike and in her flat-share group; Benedita (Porto, Portuguese) with her sister Matilde;
 * Варя (Moscow, Russian) with her brother Лёша and in her hiking group; 千晶 (Osaka, Japanese)
 * with her friend ゆかり and in a trip group; Φοίβη (Thessaloniki, Greek) with her cousin Δανάη;
 * Wendell (Manchester, English) in a homelab group and with Priti; Maite (Bilbao, Spanish) with
 * her friend Carmela.
 */
import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';

/** A message that reaches the chat. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/** A reaction to a message. */
export function react(emoji: string, messageId: number): Expected {
  return { type: 'react', emoji, messageId };
}

/** A sticker of the offered set. */
export function sticker(name: string, replyTo?: number): Expected {
  return replyTo === undefined
    ? { type: 'sticker', set: 'HeidiDuck', name }
    : { type: 'sticker', set: 'HeidiDuck', name, replyTo };
}

export const OTTILIE = 'Ottilie';
export const BENEDITA = 'Benedita';
export const VARYA = 'Варя';
export const CHIAKI = '千晶';
export const FOIVI = 'Φοίβη';
export const WENDELL = 'Wendell';
export const MAITE = 'Maite';

/** Ottilie and Mareike: a walk in Scotland in two weeks, an interview tomorrow. */
export const MAREIKE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Kurze Frage, du bist doch schon mal allein durch Schottland gewandert?'],
  [4003, 'Ich hab morgen das Vorstellungsgespräch bei der Stadtbibliothek 😬'],
  [4005, 'Kannst du mir ne Packliste schicken? West Highland Way, 8 Tage, in zwei Wochen'],
]);
export const MAREIKE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ja! 2019, war großartig und sehr nass'],
  [4004, 'Du rockst das, ehrlich'],
]);

/** The flat-share group: December's cleaning rota, the landlord and the broken boiler. */
export const WG_PEOPLE: readonly string[] = ['Jannis', 'Bea', 'Konsti'];
export const WG_CHAT: ReadonlyMap<number, string> = new Map([
  [3999, 'Die Therme macht wieder dieses Klackgeräusch'], // Bea
  [4001, 'Ich hab der Hausverwaltung schon zweimal angerufen, nix'], // Konsti
  [4003, 'Wer hat eigentlich im November das Bad gemacht? Ehrliche Frage'], // Jannis
  [
    4005,
    'Otti, machst du den Putzplan für Dezember? Und vielleicht nen Brief an die Verwaltung wegen der Therme?',
  ], // Jannis
]);
export const WG_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ich war das mit dem Bad, zweimal sogar 🙃'],
]);

/** Benedita and her sister Matilde, who moves to Rotterdam next month. */
export const MATILDE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'A mãe pergunta se vens no Natal ou só na passagem de ano'],
  [4003, 'Já assinei o contrato da casa em Roterdão!!'],
  [4005, 'Ajuda-me: o que é que levo na mala e o que mando por transportadora? Estou perdida'],
]);
export const MATILDE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Venho no Natal, diz-lhe que levo o bolo-rei'],
  [4004, 'PARABÉNS 🎉 tens varanda?'],
]);

/** Варя and her brother Лёша, who asks about a trip to Karelia and his sourdough. */
export const LYOSHA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Мама спрашивает, ты на майские приедешь?'],
  [4003, 'Закваска опять не поднялась, я её похоронил'],
  [4005, 'Слушай, расскажи нормально, как вы в Карелии заблудились? Ты обещала'],
]);
export const LYOSHA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Приеду, скажи ей, что на три дня'],
  [4004, 'Не хорони, она ещё жива, я тебе напишу как'],
]);

/** The hiking group: a weekend route near Zvenigorod. */
export const HIKE_PEOPLE: readonly string[] = ['Гоша', 'Нина', 'Стас'];
export const HIKE_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Электричка в 7:42 с Белорусского, кто едет?'], // Гоша
  [4003, 'Я еду, но у меня нет нормального спальника'], // Нина
  [4005, 'Варя, скинь список, что брать, и расписание на оба дня, а то как в прошлый раз'], // Стас
]);
export const HIKE_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Я еду! Нина, дам тебе свой запасной']]);

/** 千晶 and ゆかり, who starts a new job and asks about Kyoto. */
export const YUKARI_DM: ReadonlyMap<number, string> = new Map([
  [4001, '来週から新しい職場なんだけど、めっちゃ緊張する…'],
  [4003, 'そういえば千晶って京都詳しかったよね？'],
  [4005, '11月の三連休に京都行きたい！おすすめのスケジュール教えて〜'],
]);
export const YUKARI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '大丈夫！ゆかりなら絶対うまくいくよ'],
]);

/** The trip group: a weekend in Kanazawa. */
export const TRIP_PEOPLE: readonly string[] = ['真央', '健太'];
export const TRIP_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'サンダーバードの指定席とれた！'], // 健太
  [4003, '宿は駅から歩いて10分くらい'], // 真央
  [4005, '千晶、持ち物リストと当日のタイムテーブル作ってくれない？'], // 真央
]);
export const TRIP_OWN: ReadonlyMap<number, string> = new Map([[4002, 'ナイス！何時発？']]);

/** Φοίβη and her cousin Δανάη, who writes a thesis and fights with her flatmate. */
export const DANAI_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Η γιαγιά ρωτάει αν θα κατέβεις το Πάσχα'],
  [4003, 'Η συγκάτοικός μου πάλι άφησε τα πιάτα τρεις μέρες'],
  [4005, 'Φοίβη βοήθα, πώς γράφω εισαγωγή στη διπλωματική χωρίς να πανικοβληθώ;'],
]);
export const DANAI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ναι, θα έρθω Μεγάλη Πέμπτη'],
  [4004, 'Πάλι; 😩'],
]);

/** The homelab group: backups, a Pi and a reverse proxy. */
export const LAB_PEOPLE: readonly string[] = ['Priti', 'Gaz', 'Ola'];
export const LAB_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'my nextcloud backup has been silently failing for 3 weeks lol'], // Gaz
  [4003, 'anyone running caddy in front of jellyfin? mine keeps timing out'], // Ola
  [4005, 'Wendell can you post that backup script of yours? the one with restic'], // Priti
]);
export const LAB_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Gaz that is every homelab ever']]);

/** Wendell and Priti alone: she is moving her parents onto a new router. */
export const PRITI_DM: ReadonlyMap<number, string> = new Map([
  [4003, 'my dad has changed the wifi password to his own name again'],
  [4005, 'can you write me idiot-proof steps for setting up the new router at my parents? I go Saturday'],
]);
export const PRITI_OWN: ReadonlyMap<number, string> = new Map([[4004, 'a classic']]);

/** Maite and Carmela: a breakup, a trip to Lisbon and a letter to a grandmother. */
export const CARMELA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Lo de Edu se acabó. Definitivamente.'],
  [4003, 'Y encima mi abuela cumple 90 y quiere que le escriba una carta, yo que no sé escribir'],
  [4005, 'Necesito que me digas algo largo y sabio, como tú haces 😭'],
]);
export const CARMELA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ay, Carmela. Te llamo esta noche si quieres'],
  [4004, '¿90? Qué maravilla'],
]);

function cast(
  persona: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  participants: readonly string[],
  chat: 'direct' | 'group',
) {
  return (entry: Omit<CorpusEntry, 'persona'>): CorpusEntry => ({
    persona,
    others,
    own,
    participants,
    ...(chat === 'group' ? { chat } : {}),
    ...entry,
  });
}

export const mareike = cast(OTTILIE, MAREIKE_DM, MAREIKE_OWN, ['Mareike'], 'direct');
export const wg = cast(OTTILIE, WG_CHAT, WG_OWN, WG_PEOPLE, 'group');
export const matilde = cast(BENEDITA, MATILDE_DM, MATILDE_OWN, ['Matilde'], 'direct');
export const lyosha = cast(VARYA, LYOSHA_DM, LYOSHA_OWN, ['Лёша'], 'direct');
export const hike = cast(VARYA, HIKE_CHAT, HIKE_OWN, HIKE_PEOPLE, 'group');
export const yukari = cast(CHIAKI, YUKARI_DM, YUKARI_OWN, ['ゆかり'], 'direct');
export const trip = cast(CHIAKI, TRIP_CHAT, TRIP_OWN, TRIP_PEOPLE, 'group');
export const danai = cast(FOIVI, DANAI_DM, DANAI_OWN, ['Δανάη'], 'direct');
export const lab = cast(WENDELL, LAB_CHAT, LAB_OWN, LAB_PEOPLE, 'group');
export const priti = cast(WENDELL, PRITI_DM, PRITI_OWN, ['Priti'], 'direct');
export const carmela = cast(MAITE, CARMELA_DM, CARMELA_OWN, ['Carmela'], 'direct');
