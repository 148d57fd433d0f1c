/**
 * Set 56's cast: an ordinary fortnight of six invented personas, each in one direct chat and one
 * group. Callum fixes bikes in Bristol (English, "Sunday Riders"); Marisol teaches in Seville
 * (Spanish, "Profes 3ºB"); Jannik studies in Leipzig and shares a flat (German, "WG Karli 12",
 * roleplay actions never sent); Solène is a florist in Lyon (French, "Les Tontons du Jeudi",
 * roleplay actions always allowed on callouts); Ярослава lives in Novosibirsk (Russian, the family
 * dacha group); 美咲 studies in Osaka (Japanese, her seminar group).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const CALLUM = 'Callum';
export const MARISOL = 'Marisol';
export const JANNIK = 'Jannik';
export const SOLENE = 'Solène';
export const YAROSLAVA = 'Ярослава';
export const MISAKI = '美咲';

type Scene = {
  persona: string;
  chat: 'direct' | 'group';
  others: ReadonlyMap<number, string>;
  own: ReadonlyMap<number, string>;
  participants: readonly string[];
};

function scene(base: Scene) {
  return (entry: CorpusEntry): CorpusEntry => ({ ...base, ...entry });
}

// Callum and his sister Fiona.
export const FIONA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'did you ever fix the gears on my old Raleigh'],
  [4003, "also mum says you're ignoring her on whatsapp"],
  [4005, "are you coming to dad's 60th on the 14th or not?? need numbers by friday"],
]);
export const fiona = scene({
  persona: CALLUM,
  chat: 'direct',
  others: FIONA_DM,
  own: new Map([
    [4002, 'not yet, need a new derailleur hanger'],
    [4004, "I'm not ignoring her I'm just slow"],
  ]),
  participants: ['Fiona'],
});

// The riding club: Priya asks Callum by name (4005).
export const RIDERS_PEOPLE = ['Priya', 'Dev', 'Gwen', 'Tomasz'];
export const RIDERS_WHEEL: ReadonlyMap<number, string> = new Map([
  [3998, 'route for Sunday is up on Strava, 62k with the Cheddar climb'], // Gwen
  [4000, 'my back tyre keeps going soft, slow puncture I reckon'], // Dev
  [4003, "who's bringing the spare tubes this time"], // Tomasz
  [4005, "Callum can you look at Dev's wheel before we go? meet 8:30 at the shop?"], // Priya
]);
export const riders = scene({
  persona: CALLUM,
  chat: 'group',
  others: RIDERS_WHEEL,
  own: new Map([[4001, "bring it in Saturday Dev, I'll have a look"]]),
  participants: RIDERS_PEOPLE,
});
/** The café stop, nothing asked of Callum. */
export const RIDERS_CAKE: ReadonlyMap<number, string> = new Map([
  [4003, 'cafe stop at the Lakeside or the garden centre?'], // Gwen
  [4005, 'garden centre has better cake, fight me'], // Dev
]);

// Marisol and her friend Candela.
export const candela = scene({
  persona: MARISOL,
  chat: 'direct',
  others: new Map([
    [4001, 'tía, ¿al final vas a la feria el sábado?'],
    [4003, 'es que Rocío ha dicho que no puede y me quedo sola'],
    [4005, '¿y si quedamos a las 9 en la portada? 🥹'],
  ]),
  own: new Map([
    [4002, 'creo que sí, depende de cómo acabe con los exámenes'],
    [4004, 'noooo, ¿y eso?'],
  ]),
  participants: ['Candela'],
});

// The teachers' group: Ana Belén asks Marisol by name (4005).
export const profes = scene({
  persona: MARISOL,
  chat: 'group',
  others: new Map([
    [3999, 'Recordad que el lunes hay claustro a las 17:00'], // Maite
    [4001, '¿Alguien tiene las notas de la recuperación de mates?'], // Julián
    [4003, 'Yo las subo esta noche a Séneca'], // Sergio
    [4005, 'Marisol, ¿te encargas tú de la excursión a Itálica? Necesito la lista de autorizaciones'], // Ana Belén
  ]),
  own: new Map([[4002, 'Yo tengo las de lengua, las subo mañana']]),
  participants: ['Julián', 'Maite', 'Ana Belén', 'Sergio'],
});

// Jannik and his friend Merve.
export const merve = scene({
  persona: JANNIK,
  chat: 'direct',
  others: new Map([
    [4001, 'Hast du die Klausur schon zurück?'],
    [4003, 'Ich hab ne 2,3 😭 dachte ich fall durch'],
    [4005, 'Wollen wir Samstag zum Cossi? Soll 28 Grad werden'],
  ]),
  own: new Map([
    [4002, 'Nee, kommt erst Montag'],
    [4004, 'Digga 2,3 ist doch super'],
  ]),
  participants: ['Merve'],
});

// The flatshare: Ben asks Jannik by name (4005).
export const WG_PEOPLE = ['Lotte', 'Ben', 'Anh'];
export const wg = scene({
  persona: JANNIK,
  chat: 'group',
  others: new Map([
    [3998, 'Wer hat meinen Hafermilch-Vorrat geplündert'], // Lotte
    [4001, 'Putzplan diese Woche: Bad ist Jannik dran'], // Ben
    [4003, 'Die Nebenkostenabrechnung ist da, 84€ Nachzahlung pro Person 🙃'], // Anh
    [4005, 'Jannik, Bad bis Sonntag? Und wer kann Dienstag den Handwerker reinlassen?'], // Ben
  ]),
  own: new Map([[4002, 'Ich war das nicht mit der Hafermilch, ehrlich']]),
  participants: WG_PEOPLE,
});
/** The oat milk again, nothing asked of Jannik. */
export const WG_MILK: ReadonlyMap<number, string> = new Map([
  [4003, 'Ich hab neue gekauft, steht im Kühlschrank'], // Anh
  [4005, 'Danke Anh ❤️ du bist die Beste'], // Lotte
]);

// Solène and Bastien, a friend and customer.
export const bastien = scene({
  persona: SOLENE,
  chat: 'direct',
  others: new Map([
    [4001, 'Tu fais toujours les bouquets pour le mariage de Clém ?'],
    [4003, "Elle veut des pivoines mais c'est plus la saison non"],
    [4005, 'Tu peux me faire un prix si je prends 3 centres de table ?'],
  ]),
  own: new Map([
    [4002, "Oui, samedi 21, j'ai hâte"],
    [4004, "Plus trop, mais j'ai des renoncules qui ressemblent"],
  ]),
  participants: ['Bastien'],
});

// The board-game group: Karim and Nathalie both ask Solène (4003, 4005).
export const TONTONS_PEOPLE = ['Karim', 'Élodie', 'Marc', 'Nathalie'];
export const tontons = scene({
  persona: SOLENE,
  chat: 'group',
  others: new Map([
    [3999, 'Jeudi on teste Ark Nova, prévoyez 3h'], // Marc
    [4001, 'Je ramène la quiche'], // Élodie
    [4003, "Solène t'as toujours le Dixit ? 😄"], // Karim
    [4005, 'Solène tu viens jeudi ? On a besoin d’une 5e joueuse'], // Nathalie
  ]),
  own: new Map([[4002, 'Et moi des fleurs pour faire joli 🌷']]),
  participants: TONTONS_PEOPLE,
});
/** Who won last time, nothing asked of Solène. */
export const TONTONS_SCORE: ReadonlyMap<number, string> = new Map([
  [4003, 'Qui a gagné la dernière fois déjà ?'], // Marc
  [4005, 'Karim, évidemment, comme toujours 🙄'], // Élodie
]);

// Ярослава and Гоша.
export const gosha = scene({
  persona: YAROSLAVA,
  chat: 'direct',
  others: new Map([
    [4001, 'Ясь, ты в субботу свободна?'],
    [4003, 'Надо помочь маме с рассадой на даче'],
    [4005, 'Заеду за тобой в 8, норм?'],
  ]),
  own: new Map([
    [4002, 'Смотря для чего 😏'],
    [4004, 'Ооо, опять помидоры'],
  ]),
  participants: ['Гоша'],
});

// The dacha family group: Мама asks Яся by name (4005).
export const DACHA_PEOPLE = ['Мама', 'Гоша', 'Тётя Люда', 'Кирилл'];
export const dacha = scene({
  persona: YAROSLAVA,
  chat: 'group',
  others: new Map([
    [3998, 'Кто забрал мою лейку зелёную?'], // Тётя Люда
    [4001, 'В субботу сажаем картошку, всем быть к 9'], // Мама
    [4003, 'Я не могу, у меня смена'], // Кирилл
    [4005, 'Яся, купи по дороге семена укропа и огурцов, список скину'], // Мама
  ]),
  own: new Map([[4002, 'Я буду, но к 10 🙈']]),
  participants: DACHA_PEOPLE,
});
/** The watering can found, nothing asked of Яся. */
export const DACHA_CAN: ReadonlyMap<number, string> = new Map([
  [4003, 'Нашлась лейка, Кирилл взял'], // Тётя Люда
  [4005, 'Я вернул её уже!!'], // Кирилл
]);

// 美咲 and 健太.
export const kenta = scene({
  persona: MISAKI,
  chat: 'direct',
  others: new Map([
    [4001, '今週のバイト何曜日？'],
    [4003, '土曜ヒマやったら映画行かへん？'],
    [4005, '新しいスパイダーマンのやつ、梅田で18時からあるで'],
  ]),
  own: new Map([
    [4002, '水曜と金曜やで〜'],
    [4004, 'え、何観るん？'],
  ]),
  participants: ['健太'],
});

// The seminar group: さくら asks 美咲 by name (4005).
export const ZEMI_PEOPLE = ['山本', 'さくら', 'リク', '佐藤先輩'];
export const zemi = scene({
  persona: MISAKI,
  chat: 'group',
  others: new Map([
    [3999, '発表の資料、金曜までに共有してね'], // さくら
    [4001, '俺のパートまだ半分しかできてへん…'], // リク
    [4003, '先生が来週休講やって'], // 佐藤先輩
    [4005, '美咲ちゃん、スライドのテンプレ作ってくれる？'], // さくら
  ]),
  own: new Map([[4002, 'リク頑張れ〜笑']]),
  participants: ZEMI_PEOPLE,
});
/** The cancelled class, nothing asked of 美咲. */
export const ZEMI_OFF: ReadonlyMap<number, string> = new Map([
  [4003, '休講マジ？やった'], // リク
  [4005, '再来週に補講あるらしいで'], // 山本
]);
