/**
 * Held-out set 10, the chats of one week: who the personas are and what the other side wrote, so
 * echoes can be judged. Ids stay inside the window the model was shown (3990–4005; 4005 the
 * message answered).
 */

/** Heidi's regulars writing in German (the shop, the cat, a lost umbrella). */
export const HEIDI_DE: ReadonlyMap<number, string> = new Map([
  [4001, 'Jonas ist am Sonntag umgezogen, der Kater im Wäschekorb'],
  [4003, 'Hat jemand meinen blauen Schirm gesehen? Ich glaub, ich hab ihn im Laden vergessen'],
  [4005, 'Hat der Kater den Umzug überlebt? Und habt ihr Samstag offen?'],
]);

/** Mateo's climbing group (Spanish). */
export const MATEO_GROUP: ReadonlyMap<number, string> = new Map([
  [4002, '¿Alguien tiene una cuerda de 70 metros para prestar?'],
  [4004, 'El sábado vamos a La Pedriza si no llueve'],
  [4005, 'Mateo, ¿te vienes el sábado o qué? Salimos a las 8 de la plaza'],
]);

/** Haruka's friend, a direct chat in Japanese. */
export const HARUKA_DIRECT: ReadonlyMap<number, string> = new Map([
  [4003, '今日の夜ひま？'],
  [4005, '駅前の新しいラーメン屋行かない？七時くらいでどう？'],
]);

/** Olek's flat-share group (Polish). */
export const OLEK_GROUP: ReadonlyMap<number, string> = new Map([
  [4002, 'Kto ostatni wyrzucał śmieci? Bo kosz znowu pełny'],
  [4004, 'Ja wyrzucałam w poniedziałek, nie patrzcie na mnie'],
  [4005, 'Olek, kupisz mleko jak będziesz wracał? I papier toaletowy'],
]);

/** Priya's colleague, a direct chat in English and Hinglish. */
export const PRIYA_DIRECT: ReadonlyMap<number, string> = new Map([
  [4004, 'also the client moved the call to 11'],
  [4005, 'Priya did you finish the slides for Monday or should I start on the budget part'],
]);

/** Anouk's sister, a direct chat in Dutch. */
export const ANOUK_DIRECT: ReadonlyMap<number, string> = new Map([
  [4004, 'Mama vraagt of we zondag komen eten'],
  [4005, 'Kun jij de taart halen bij de bakker? Ik red het niet voor vijf uur'],
]);

/** Dima's five-a-side group (Russian). */
export const DIMA_GROUP: ReadonlyMap<number, string> = new Map([
  [4003, 'Поле забронировано на 19:00, не опаздываем'],
  [4005, 'Дима, ты завтра на футбол идёшь? Нужен ещё один человек'],
]);
