/**
 * Set 49's cast: six invented personas in sensitive moments. Maya (London, English) with a friend
 * just dumped, the same friend at 2am, and her flat's group in a row over the bills; Dev (Toronto,
 * English, an ER nurse) with a friend whose father died, a new date, and his frightened mother;
 * Ruth (Manchester, English, a retired teacher) with a friend awaiting a biopsy, a book club
 * mourning a husband, and her son short of rent; Lucía (Mexico City, Spanish) with a friend in a
 * bad place, a card fraud, a cousins' group fighting over their grandmother's care, and a flirt;
 * Katrin (Leipzig, German) with a friend in a custody fight, her father's biopsy, a class parents'
 * group in a row, and an ex who wants to talk; Oleg (Kazan, Russian) with a friend out of work
 * and drinking, his sister after their grandmother's death, a school friends' group fighting over
 * money, and a flirt.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own' | 'chat' | 'callout'>;

export const MAYA = 'Maya';
export const DEV = 'Dev';
export const RUTH = 'Ruth';
export const LUCIA = 'Lucía';
export const KATRIN = 'Katrin';
export const OLEG = 'Олег';

/** Maya and Priya, the evening Priya's boyfriend ended it by text. */
export const MAYA_PRIYA: Chat = {
  persona: MAYA,
  participants: ['Priya'],
  others: new Map([
    [4001, 'he ended it. 4 years and he ended it over TEXT'],
    [4003, 'i keep reading it over and over'],
    [4005, "can you just tell me i'm not crazy. was i that hard to love"],
  ]),
  own: new Map([
    [4002, 'WHAT. over text?? where are you right now'],
    [4004, 'stop reading it. put the phone down. well not this phone'],
  ]),
};

/** The same chat at 2am, a week later. */
export const MAYA_PRIYA_NIGHT: Chat = {
  persona: MAYA,
  participants: ['Priya'],
  others: new Map([
    [4001, 'sorry. i know its late'],
    [4003, 'i just cant stop crying and i dont know why it got worse today'],
    [4005, "honestly i don't see the point of anything right now. i'm so tired"],
  ]),
  own: new Map([
    [4002, 'never say sorry for messaging me. im up'],
    [4004, 'do you want me to call?'],
  ]),
};

/** Flat 3B: the quarter's energy bill, and Jess asks Maya by name (4005). */
export const MAYA_FLAT: Chat = {
  persona: MAYA,
  chat: 'group',
  callout: true,
  participants: ['Callum', 'Jess', 'Ollie', 'Priya'],
  others: new Map([
    [4001, 'whoever keeps the heating on 24/7, the bill is £380 this quarter. £380'], // Callum
    [4002, 'are you actually accusing me right now'], // Jess
    [4003, "if the shoe fits. you're literally home all day"], // Callum
    [4004, 'lads come on'], // Ollie
    [4005, 'Maya you set up the account, can you just post the usage so we can stop this'], // Jess
  ]),
  own: new Map([[3999, "bill's in, I'll split it tonight"]]),
};

/** Dev and Sam, the morning Sam's father died in hospice. */
export const DEV_SAM: Chat = {
  persona: DEV,
  participants: ['Sam'],
  others: new Map([
    [4001, 'Dad passed this morning. Hospice called at 5'],
    [4003, "I don't even know what I'm supposed to do now. there's forms. there's a funeral home"],
    [4005, 'can you come by later? no pressure'],
  ]),
  own: new Map([
    [4002, "Sam. I'm so sorry. I'm here."],
    [4004, 'You do nothing today. Forms can wait.'],
  ]),
};

/** Dev and Jess, the morning after a good first date. */
export const DEV_JESS: Chat = {
  persona: DEV,
  participants: ['Jess'],
  others: new Map([
    [4001, "so are we pretending last night wasn't the best date either of us has had in years"],
    [4003, "because I'm not"],
    [4005, 'what are you doing friday 😏'],
  ]),
  own: new Map([
    [4002, 'I was waiting for you to say it first'],
    [4004, 'ok. not pretending'],
  ]),
};

/** Dev and his mother, sent for a cardiac stress test. */
export const DEV_MOM: Chat = {
  persona: DEV,
  participants: ['Mom'],
  others: new Map([
    [4001, 'Dr Patel called me back about the chest tightness'],
    [4003, 'She wants me to do a stress test next Tuesday'],
    [4005, 'Is that bad? Be honest with me, you see this stuff every day. I am scared'],
  ]),
  own: new Map([[4002, 'What did she say?']]),
};

/** Ruth and Carol, waiting for a biopsy. */
export const RUTH_CAROL: Chat = {
  persona: RUTH,
  participants: ['Carol'],
  others: new Map([
    [4001, "They found a lump, Ruth. Biopsy's Thursday."],
    [4003, "I've not told Alan yet"],
    [4005, "What if it's the worst. I keep googling and it's all terrible"],
  ]),
  own: new Map([
    [4002, "Oh Carol. I'm coming round tomorrow. Put the kettle on. Love, Ruth x"],
    [4004, 'Stop googling, love. Please.'],
  ]),
};

/** The Tuesday Book Club: Margaret's husband has died; June asks Ruth by name (4005). */
export const RUTH_BOOKS: Chat = {
  persona: RUTH,
  chat: 'group',
  callout: true,
  participants: ['Carol', 'Margaret', 'Bev', 'June'],
  others: new Map([
    [4001, 'Has anyone heard from Margaret?'], // Bev
    [
      4003,
      "Thank you all for the cards. The funeral is on the 14th at St Mary's, 11am. Ken would have hated the fuss.",
    ], // Margaret
    [4004, '❤️'], // Carol
    [4005, "Ruth, you'll say a few words won't you? You knew him longest."], // June
  ]),
  own: new Map([[4000, "Not since Sunday. I'll ring her tonight."]]),
};

/** Ruth and her son, short of rent. */
export const RUTH_DANIEL: Chat = {
  persona: RUTH,
  participants: ['Daniel'],
  others: new Map([
    [4001, 'Mum I hate asking'],
    [4003, "Can you lend me £600 till end of month? Rent's due Friday and they've cut my hours again"],
    [4005, "I'll pay it back I promise. Please don't tell Dad"],
  ]),
  own: new Map([[4002, 'Ask me what, love?']]),
};

/** Lucía and Andrés, who lost his job and owes money. */
export const LUCIA_ANDRES: Chat = {
  persona: LUCIA,
  participants: ['Andrés'],
  others: new Map([
    [4001, 'wey ya no puedo'],
    [4003, 'perdí la chamba y le debo a todo mundo'],
    [4005, 'a veces pienso que todos estarían mejor sin mí'],
  ]),
  own: new Map([
    [4002, '¿qué pasó? ¿dónde estás?'],
    [4004, 'Andrés, háblame'],
  ]),
};

/** Lucía and Dani, with a charge on her card she does not recognise. */
export const LUCIA_DANI: Chat = {
  persona: LUCIA,
  participants: ['Dani'],
  others: new Map([
    [4001, 'amiga me cobraron 12 mil en la tarjeta y yo no fui'],
    [4003, 'ya marqué al banco y me tienen en espera hace 40 min'],
    [4005, '¿y si no me lo regresan? es lo de la renta 😭'],
  ]),
  own: new Map([[4002, '¿QUÉ? ¿de dónde?']]),
};

/** Los Primos: who looks after the grandmother; Fer asks Lucía by name (4005). */
export const LUCIA_PRIMOS: Chat = {
  persona: LUCIA,
  chat: 'group',
  callout: true,
  participants: ['Fer', 'Beto', 'Tía Lupe', 'Mauricio'],
  others: new Map([
    [4001, 'yo no puedo cada fin, tengo chamba'], // Beto
    [4002, 'nadie puede, Beto, pero alguien tiene que ir con la abuela'], // Fer
    [4003, 'siempre lo mismo con ustedes, al final voy yo'], // Mauricio
    [4004, 'no peleen por favor, la abuela se da cuenta de todo'], // Tía Lupe
    [4005, 'Lucía tú qué dices, ¿hacemos rol o no?'], // Fer
  ]),
  own: new Map([[3999, 'este sábado sí puedo yo']]),
};

/** Lucía and Santi, flirting. */
export const LUCIA_SANTI: Chat = {
  persona: LUCIA,
  participants: ['Santi'],
  others: new Map([
    [4001, 'ayer te veías muy bonita eh'],
    [4003, 'no te hagas, sí te lo dije en persona'],
    [4005, '¿y si el sábado te invito yo y dejas de hacerte la difícil? 😏'],
  ]),
  own: new Map([
    [4002, 'jajaja ¿ahora sí te atreves a decirlo?'],
    [4004, 'me lo dijiste con la boca llena de tacos, no cuenta'],
  ]),
};

/** Katrin and Anja: Anja's ex wants sole custody. */
export const KATRIN_ANJA: Chat = {
  persona: KATRIN,
  participants: ['Anja'],
  others: new Map([
    [4001, 'Michas Anwalt hat geschrieben. Er will das alleinige Sorgerecht.'],
    [4003, 'Ich hab seit zwei Nächten nicht geschlafen'],
    [4005, 'Kann der das einfach so? Ich hab solche Angst, dass ich Lina verliere'],
  ]),
  own: new Map([
    [4002, 'Was?! Ruf an, wenn du kannst'],
    [4004, 'Atme. Wir kriegen das hin.'],
  ]),
};

/** Katrin and her father, before a biopsy. */
export const KATRIN_PAPA: Chat = {
  persona: KATRIN,
  participants: ['Papa'],
  others: new Map([
    [4001, 'Der Urologe sagt, der Wert ist erhöht.'],
    [4003, 'Sie wollen eine Biopsie machen, am 12.'],
    [4005, 'Sag Mama noch nichts. Die macht sich sonst verrückt.'],
  ]),
  own: new Map([[4002, 'Welcher Wert, Papa?']]),
};

/** Klasse 4b Eltern: a row over bullying; Yusuf asks Katrin by name (4005). */
export const KATRIN_ELTERN: Chat = {
  persona: KATRIN,
  chat: 'group',
  callout: true,
  participants: ['Frau Becker', 'Thomas', 'Sabine', 'Yusuf'],
  others: new Map([
    [4001, 'Mein Sohn wird seit Wochen von Leon gemobbt und keiner tut was'], // Thomas
    [4002, 'Leon ist MEIN Sohn und das ist eine Unverschämtheit'], // Sabine
    [4003, 'Dann erziehen Sie ihn halt mal'], // Thomas
    [4005, 'Katrin, du bist doch Elternsprecherin, kannst du bitte was sagen bevor das eskaliert'], // Yusuf
  ]),
  own: new Map([[3998, 'Erinnerung: Elternabend am Donnerstag, 19 Uhr, Raum 12']]),
};

/** Katrin and Ben, two weeks after she ended it. */
export const KATRIN_BEN: Chat = {
  persona: KATRIN,
  participants: ['Ben'],
  others: new Map([
    [4001, 'Ich weiß, du wolltest Abstand'],
    [
      4003,
      'Aber können wir nicht noch einmal reden? Ich versteh immer noch nicht, was ich falsch gemacht hab',
    ],
    [4005, 'Nur ein Kaffee. Bitte.'],
  ]),
  own: new Map([[3996, 'Ben, ich hab dir alles gesagt, was ich sagen kann.']]),
};

/** Oleg and Dima, laid off, in debt and drinking. */
export const OLEG_DIMA: Chat = {
  persona: OLEG,
  participants: ['Дима'],
  others: new Map([
    [4001, 'Олег, меня сократили'],
    [4003, 'кредит 40 тыщ в месяц, Светка не знает'],
    [4005, 'я третий день пью, не знаю что делать'],
  ]),
  own: new Map([
    [4002, 'Блин, Дим. Давно?'],
    [4004, 'Так, стоп. Ты где сейчас?'],
  ]),
};

/** Oleg and his sister Marina, the night their grandmother died. */
export const OLEG_MARINA: Chat = {
  persona: OLEG,
  participants: ['Марина'],
  others: new Map([
    [4001, 'Бабушка ночью умерла. Мама была с ней'],
    [4003, 'Она не мучилась, врач сказал во сне'],
    [4005, 'Ты сможешь прилететь на похороны? В четверг'],
  ]),
  own: new Map([[4002, 'Марин... я сейчас позвоню']]),
};

/** Одноклассники 2003: money for the last reunion; Серёга asks Oleg by name (4005). */
export const OLEG_CLASS: Chat = {
  persona: OLEG,
  chat: 'group',
  callout: true,
  participants: ['Серёга', 'Лена', 'Ильдар', 'Катя'],
  others: new Map([
    [4001, 'Ильдар, ты так и не вернул 5 тысяч за прошлую встречу'], // Серёга
    [4002, 'да отдам я, чего при всех-то позоришь'], // Ильдар
    [4003, 'мальчики, не начинайте'], // Лена
    [4005, 'Олег, скажи ему, ты же сам за него скидывался'], // Серёга
  ]),
  own: new Map([[3997, 'Кафе на Баумана, в субботу к семи, столик на 12']]),
};

/** Oleg and Alina, flirting. */
export const OLEG_ALINA: Chat = {
  persona: OLEG,
  participants: ['Алина'],
  others: new Map([
    [4001, 'спасибо за вечер, было правда классно'],
    [4003, 'и за то что проводил'],
    [4005, 'а ты всегда такой серьёзный или только со мной? 😊'],
  ]),
  own: new Map([
    [4002, 'Мне тоже. Давно так не смеялся'],
    [4004, 'Ну а как иначе, ночь, Казань'],
  ]),
};
