/**
 * The group scenes of set 30: who said what in the window the model was shown. Each scene is a
 * busy group where several people talk at once; the newest message (4005) is the turn's target.
 */

/** Heidi's friends planning a birthday in their group "Ofenbande". */
export const PARTY: ReadonlyMap<number, string> = new Map([
  [3999, 'who is bringing the cake on Saturday?'],
  [4001, 'I can bake, but someone else does the candles'],
  [4003, 'I will get candles and balloons, no stress'],
  [4005, 'Heidi can you bring the big table from the shop?'],
]);
export const PARTY_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ooh a party, count me in 🎉'],
  [4004, 'I can do drinks if nobody else wants to'],
]);
export const PARTY_NAMES: readonly string[] = ['Jonas', 'Alice', 'Marek'];

/** A football group where Kostya is one of many; nobody speaks to him at first. */
export const FOOTBALL: ReadonlyMap<number, string> = new Map([
  [4001, 'кто сегодня на футбол в семь?'],
  [4002, 'я буду, но опоздаю минут на десять'],
  [4003, 'Дима, мяч не забудь в этот раз'],
  [4004, 'да помню я, помню 🙄'],
  [4005, 'Костя, ты с нами или опять работаешь допоздна?'],
]);
export const FOOTBALL_OWN: ReadonlyMap<number, string> = new Map([[3998, 'всем привет']]);
export const FOOTBALL_NAMES: readonly string[] = ['Лена', 'Дима', 'Саша'];

/** Marta's flat-share group in Valencia. */
export const PISO: ReadonlyMap<number, string> = new Map([
  [4001, '¿alguien tiene un cargador de iPhone que me preste?'],
  [4002, 'yo tengo uno en el salón, cógelo'],
  [4004, 'gracias Pablo, eres un sol'],
  [4005, 'Marta, ¿vienes al concierto el viernes o no?'],
]);
export const PISO_OWN: ReadonlyMap<number, string> = new Map([[4003, 'el mío está roto desde ayer 😩']]);
export const PISO_NAMES: readonly string[] = ['Lucía', 'Pablo'];

/** Yuki's study group, mostly talking among themselves. */
export const STUDY: ReadonlyMap<number, string> = new Map([
  [4001, '明日の小テスト、範囲どこまでだっけ？'],
  [4002, '第5章の終わりまでだと思う'],
  [4003, 'ありがとう！助かる〜'],
  [4005, 'ユキ、ノート写真で送ってくれない？'],
]);
export const STUDY_OWN: ReadonlyMap<number, string> = new Map([[4004, 'わたしも範囲知りたかった']]);
export const STUDY_NAMES: readonly string[] = ['ハルト', 'ミオ'];

/** A tabletop roleplay group where Lotte plays a character; actions are part of the game. */
export const TAVERN: ReadonlyMap<number, string> = new Map([
  [4001, '*Bram slaat met zijn vuist op de tafel* Wie heeft mijn bier gepakt?'],
  [4003, '*de waard kijkt schuldig weg*'],
  [4005, 'Lotte, jij zat het dichtst bij de tap. Heb jij iets gezien?'],
]);
export const TAVERN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '*leunt achterover* Niet naar mij kijken.'],
]);
export const TAVERN_NAMES: readonly string[] = ['Bram', 'Sem'];
