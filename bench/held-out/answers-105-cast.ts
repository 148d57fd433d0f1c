/**
 * Set 105's cast: seven invented personas in languages the models speak every day. Nerea with her
 * friend Álvaro in Spain's Spanish (Gemini 2.5 Flash); Luana in a Brazilian friends' group (Gemini
 * 3 Flash); Annika with her brother Malte in German (Gemini 2.5 Pro); Solène in a shared-garden
 * group in French (Gemini 3 Pro); Ilaria with her mother Patrizia in Italian (Gemini 2.5 Flash and
 * 3 Flash); Zosia in her flatmates' groups in Polish (Gemini 3 Flash and 2.5 Flash); 美咲 with her
 * friend 翔太 in Japanese (Gemini 2.5 Pro and 3 Pro). The message answered is always 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** What a scene gives every entry played in it. */
export type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const NEREA = 'Nerea';
export const LUANA = 'Luana';
export const ANNIKA = 'Annika';
export const SOLENE = 'Solène';
export const ILARIA = 'Ilaria';
export const ZOSIA = 'Zosia';
export const MISAKI = '美咲';

/** Álvaro gets the keys to his new flat and asks Nerea to help on Saturday; Marta is stressed. */
export const piso: Scene = {
  persona: NEREA,
  participants: ['Álvaro'],
  others: new Map([
    [4001, 'Tía, al final nos dan las llaves el viernes'],
    [4003, 'Marta está de los nervios, dice que no vamos a llegar con las cajas'],
    [4005, '¿Te vienes el sábado a echar una mano? Pago yo las pizzas'],
  ]),
  own: new Map([
    [4002, '¡Por fin! ¿Y Marta qué tal lo lleva?'],
    [4004, 'Normal, con el curro que tiene'],
  ]),
};

/** Álvaro failed his driving test again; his mother says he should give it a rest. */
export const examen: Scene = {
  persona: NEREA,
  participants: ['Álvaro'],
  others: new Map([
    [4001, 'Me han vuelto a suspender el práctico'],
    [4003, 'Una rotonda. Siempre la maldita rotonda'],
    [4005, 'Mi madre dice que lo deje un tiempo, no sé'],
  ]),
  own: new Map([[4002, 'Nooo. ¿Qué ha pasado?']]),
};

/** Caio closes the barbecue list and asks Luana by name for dessert and ice. */
export const churras: Scene = {
  persona: LUANA,
  participants: ['Caio', 'Duda', 'Rafa'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3999, 'Churrasco sábado aqui em casa, confirmem aí'],
    [4000, 'Eu vou! Levo a farofa'],
    [4001, 'Vou mas chego tarde, saio do plantão às 20h'],
    [4003, 'A Jéssica perguntou se pode levar o namorado novo 👀'],
    [4005, 'Luana, você fica com a sobremesa e o gelo? Preciso fechar a lista hoje'],
  ]),
  own: new Map([[4002, 'Tô dentro!!']]),
};

/** Caio tells the group Duda got into her medical residency; nobody asked Luana anything. */
export const residencia: Scene = {
  persona: LUANA,
  participants: ['Caio', 'Duda', 'Rafa'],
  chat: 'group',
  others: new Map([
    [4001, 'Alguém vai no show do Djavan em março?'],
    [4003, 'Eu queria mas tá caro demais, 380 a pista'],
    [4005, 'Gente, a Duda passou na residência!!! 🎉'],
  ]),
  own: new Map([[4004, 'caro mesmo']]),
};

/** Malte and Annika plan their father's 70th; their mother wants no big party. */
export const papa: Scene = {
  persona: ANNIKA,
  participants: ['Malte'],
  others: new Map([
    [4001, 'Hast du schon mit Mama wegen Papas Geburtstag telefoniert?'],
    [4003, 'Sie will keine große Feier, sagt sie. Aber Papa würde sich doch freuen'],
    [4005, 'Und was machen wir jetzt? Restaurant oder bei uns im Garten?'],
  ]),
  own: new Map([
    [4002, 'Gestern Abend, ganz kurz'],
    [4004, 'Ich glaub, sie hat einfach Angst vor dem Aufwand'],
  ]),
};

/** Malte's job interview is tomorrow morning and he is scared of the SAP question. */
export const bewerbung: Scene = {
  persona: ANNIKA,
  participants: ['Malte'],
  others: new Map([
    [4001, 'Morgen um 9 ist das Vorstellungsgespräch'],
    [4003, 'Ich hab seit Tagen schlecht geschlafen'],
    [4005, 'Ehrlich gesagt hab ich Schiss, dass die merken, dass ich keine Ahnung von SAP hab'],
  ]),
  own: new Map([[4002, 'Du packst das!']]),
};

/** The shared garden's August watering rota; Mireille asks Solène by name to fill a gap. */
export const arrosage: Scene = {
  persona: SOLENE,
  participants: ['Mireille', 'Karim', 'Hugo'],
  chat: 'group',
  callout: true,
  others: new Map([
    [3998, "Bonjour à tous ! Qui peut arroser pendant la première quinzaine d'août ?"],
    [4000, 'Moi je suis là jusqu’au 10'],
    [4001, 'Je pars le 3, désolé'],
    [4003, "Karim a dit qu'il pouvait prêter son tuyau aussi"],
    [4005, 'Solène, tu peux prendre du 11 au 15 ? Ça boucherait le trou'],
  ]),
  own: new Map([[4002, 'Je regarde mon planning ce soir']]),
};

/** Someone took Hugo's cherry tomatoes; the group guesses who. */
export const tomates: Scene = {
  persona: SOLENE,
  participants: ['Mireille', 'Karim', 'Hugo'],
  chat: 'group',
  others: new Map([
    [4001, 'Quelqu’un a piqué les tomates cerises du bac 3 😡'],
    [4003, 'C’est peut-être les gamins du 12, je les ai vus hier soir'],
    [4005, 'Hugo est vraiment déçu, il les surveillait depuis juin'],
  ]),
  own: new Map([[4004, 'Ou les merles, ils adorent ça']]),
};

/** Patrizia invites Ilaria and Davide to Sunday lunch at the grandmother's and asks for dessert. */
export const pranzo: Scene = {
  persona: ILARIA,
  participants: ['Patrizia'],
  others: new Map([
    [4001, 'Domenica pranzo dalla nonna, vieni con Davide?'],
    [4003, 'La nonna ci tiene tanto, dice che non lo vede da Pasqua'],
    [4005, 'E porta tu il dolce che io non ho tempo, sabato ho il turno'],
  ]),
  own: new Map([[4002, 'Credo di sì, glielo chiedo stasera']]),
};

/** Patrizia's blood test: cholesterol a little high, and Ilaria's father must not know. */
export const esami: Scene = {
  persona: ILARIA,
  participants: ['Patrizia'],
  others: new Map([
    [4001, 'Ho fatto gli esami del sangue stamattina'],
    [4003, 'Il colesterolo è un po’ alto, il medico vuole rivedermi tra un mese'],
    [4005, 'Non dirlo a tuo padre che si preoccupa per niente'],
  ]),
  own: new Map([[4002, 'E com’è andata?']]),
};

/** The flat's electricity bill; Kuba asks Zosia by name to split it. */
export const rachunek: Scene = {
  persona: ZOSIA,
  participants: ['Kuba', 'Ola', 'Wiktor'],
  chat: 'group',
  callout: true,
  others: new Map([
    [4000, 'Przyszedł rachunek za prąd, 612 zł 😬'],
    [4001, 'Ile?? To przez farelkę Wiktora'],
    [4003, 'Dobra dobra, oddam więcej, tylko nie róbcie ze mnie winnego'],
    [4005, 'Zosia, ty robisz w tym miesiącu przelew do właściciela? Podzielisz to?'],
  ]),
  own: new Map([[4002, 'no ja nic nie mówię']]),
};

/** A side group without Kuba plans his surprise birthday. */
export const niespodzianka: Scene = {
  persona: ZOSIA,
  participants: ['Ola', 'Wiktor'],
  chat: 'group',
  others: new Map([
    [4001, 'W sobotę urodziny Kuby, robimy mu niespodziankę?'],
    [4003, 'Ja ogarnę tort, ale ktoś musi go wyciągnąć z domu na dwie godziny'],
    [4005, 'Kuba mówił, że jest ostatnio przybity, bo w zeszłym roku nikt nie pamiętał'],
  ]),
  own: new Map([[4002, 'Jasne że robimy!!']]),
};

/** 翔太 is transferred to Osaka next month and has not told his girlfriend yet. */
export const tenkin: Scene = {
  persona: MISAKI,
  participants: ['翔太'],
  others: new Map([
    [4001, '来月から大阪に転勤になった'],
    [4003, '彼女にはまだ言えてないんだよね'],
    [4005, '送別会とかやってくれたら嬉しいけど、みんな忙しいよな'],
  ]),
  own: new Map([[4002, 'え、急すぎない？']]),
};

/** 翔太's family cat is eighteen and has stopped eating. */
export const neko: Scene = {
  persona: MISAKI,
  participants: ['翔太'],
  others: new Map([
    [4001, '実家の猫、もう18歳でさ'],
    [4003, '最近ほとんどご飯食べないって母さんから連絡きた'],
    [4005, '週末帰ろうか迷ってる'],
  ]),
  own: new Map([[4002, 'うん、前に写真見せてくれた子だよね']]),
};
