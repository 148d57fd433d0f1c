import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANY, react, send } from './expected-2.js';

/*
 * Set 2 of the held-out answers, its other languages: the persona's reasoning, narration and
 * silence come in German, Spanish, Russian and Japanese, and so do the messages that only look
 * like them. Written like answers-2.ts, which holds the rest of the set.
 */

/** Greta in a German flat-share group; #4005 asks her about Saturday. */
const GRETA = 'Greta';
const WG: ReadonlyMap<number, string> = new Map([
  [3998, 'Hat jemand am Samstag Zeit für den Flohmarkt am Mauerpark?'],
  [4002, 'Ich bringe Kuchen mit, wenn ihr wollt, aber nur Apfelkuchen'],
  [4004, 'Tobias, hast du die Schlüssel vom Keller noch?'],
  [4005, 'Greta, kommst du Samstag auch mit?'],
]);

/** Lucía in a Spanish DM with her friend Marta. */
const LUCIA = 'Lucía';
const MARTA: ReadonlyMap<number, string> = new Map([
  [4003, '¿Me pasas la receta de la tortilla que hiciste el domingo?'],
  [4005, '¿Y a qué hora quedamos mañana para el cine?'],
]);

/** Катя in a Russian hiking group. */
const KATYA = 'Катя';
const HIKERS: ReadonlyMap<number, string> = new Map([
  [4001, 'Кто-нибудь знает, во сколько завтра электричка на Сергиев Посад?'],
  [4003, 'Я возьму термос и бутерброды на всех'],
  [4005, 'Катя, ты поедешь с нами в субботу?'],
]);

/** ユキ in a Japanese DM. */
const YUKI = 'ユキ';
const RAMEN: ReadonlyMap<number, string> = new Map([
  [4005, '明日の夜、ラーメン食べに行かない？駅前に新しいお店できたんだって'],
]);

const greta = { persona: GRETA, others: WG, chat: 'group' } as const;
const lucia = { persona: LUCIA, others: MARTA } as const;
const katya = { persona: KATYA, others: HIKERS, chat: 'group' } as const;
const yuki = { persona: YUKI, others: RAMEN } as const;

export const HELD_OUT_2_LANGUAGES: CorpusEntry[] = [
  // ---- Greta in a German group ----
  {
    name: 'German reasoning label before the blocks',
    ...greta,
    callout: true,
    answer:
      '**Gedankengang:** Lena fragt mich direkt, ob ich Samstag mitkomme. Kurz zusagen.\n\n# «send»\nKlar, ich bin dabei!',
    expect: [send('Klar, ich bin dabei!', 4005)],
  },
  {
    name: 'German reasoning paragraph opening the body',
    ...greta,
    callout: true,
    answer:
      '# «send»\nÜberlegung: Lena will wissen, ob ich komme. Ja sagen.\n\nJa, ich komme mit! Soll ich was mitbringen?',
    expect: [send('Ja, ich komme mit! Soll ich was mitbringen?', 4005)],
    withheld: ['reasoning'],
  },
  {
    name: 'German translated block name, the only block',
    ...greta,
    callout: true,
    answer: '# «senden»\nJa, Samstag passt mir!',
    expect: [send('Ja, Samstag passt mir!', 4005)],
  },
  {
    name: 'German narrated silence, not addressed',
    ...greta,
    answer: '*(Greta liest nur mit und sagt nichts.)*',
    expect: [],
    silence: ANY,
  },
  {
    name: 'German note for a flatmate is a message',
    ...greta,
    answer: '# «send» 4004\nNotiz an Tobias: die Kellerschlüssel liegen unter der Fußmatte.',
    expect: [send('Notiz an Tobias: die Kellerschlüssel liegen unter der Fußmatte.', 4004)],
  },
  {
    name: 'German dash signature',
    ...greta,
    callout: true,
    answer: '# «send»\nBis Samstag! 😊\n— Greta',
    expect: [send('Bis Samstag! 😊', 4005)],
    withheld: ['label'],
  },
  {
    name: 'German comment about the answer after a rule',
    ...greta,
    callout: true,
    answer:
      '# «send»\nIch komme, bring aber keinen Kuchen mit 😅\n\n---\nHinweis: Ich habe die Antwort locker gehalten.',
    expect: [send('Ich komme, bring aber keinen Kuchen mit 😅', 4005)],
  },
  {
    // Rules silent on a German key name: the operator wants the text under it.
    name: 'German JSON key',
    ...greta,
    callout: true,
    answer: '{"nachricht": "Bin dabei, bis Samstag!"}',
    expect: [send('Bin dabei, bis Samstag!', 4005)],
  },
  {
    name: "German echo of a flatmate's message, then the answer",
    ...greta,
    callout: true,
    answer:
      '# «send»\nIch bringe Kuchen mit, wenn ihr wollt, aber nur Apfelkuchen\n\n# «send»\nApfelkuchen ist perfekt, ich komme!',
    expect: [send('Apfelkuchen ist perfekt, ich komme!', 4005)],
    withheld: ['echo'],
  },
  {
    name: 'German answer with a reaction and two replies',
    ...greta,
    callout: true,
    answer:
      '# «react» 4002\n🔥\n\n# «send»\nJa klar!\n\n# «send» 4004\nTobias hat sie mir gestern gegeben, ich hab sie.',
    expect: [
      react('🔥', 4002),
      send('Ja klar!', 4005),
      send('Tobias hat sie mir gestern gegeben, ich hab sie.', 4004),
    ],
  },
  {
    // Rules silent on a translation aside: nobody in this chat asked for English.
    name: 'German message with an English translation aside',
    ...greta,
    callout: true,
    answer: '# «send»\nJa, Samstag passt!\n\n(Translation: Yes, Saturday works!)',
    expect: [send('Ja, Samstag passt!', 4005)],
  },

  // ---- Lucía, Spanish direct chat ----
  {
    // Spanish marker words are not in the documented list; the operator still wants no reasoning sent.
    name: 'Spanish wrapped reasoning before the message',
    ...lucia,
    answer: '# «send»\n(Pensando: Marta quiere saber la hora del cine.)\n¡A las 8 en la puerta del cine!',
    expect: [send('¡A las 8 en la puerta del cine!')],
  },
  {
    name: 'Spanish recipe with a "Nota:" line of its own',
    ...lucia,
    answer:
      '# «send» 4003\nTortilla para 4:\n- 6 huevos\n- 4 patatas\n- 1 cebolla\n- aceite de oliva y sal\n\nNota: la cebolla bien pochada, a fuego lento 20 minutos.\n\n# «send»\n¡Y mañana a las 8 en el cine!',
    expect: [
      send(
        'Tortilla para 4:\n- 6 huevos\n- 4 patatas\n- 1 cebolla\n- aceite de oliva y sal\n\nNota: la cebolla bien pochada, a fuego lento 20 minutos.',
        4003,
      ),
      send('¡Y mañana a las 8 en el cine!'),
    ],
  },
  {
    name: 'Spanish laughter in capitals',
    ...lucia,
    answer: '# «send»\n¡JAJAJA!\n\n# «send»\na las 8, no llegues tarde esta vez',
    expect: [send('¡JAJAJA!'), send('a las 8, no llegues tarde esta vez')],
  },
  {
    name: 'Spanish typed action alone (actions direct)',
    ...lucia,
    answer: '# «send»\n*se ríe*\n\n# «send»\nvale, a las 8',
    expect: [send('*se ríe*'), send('vale, a las 8')],
  },
  {
    name: 'Spanish announced silence in a direct chat',
    ...lucia,
    answer: '(sin respuesta)',
    expect: [],
    silence: ANY,
  },
  {
    name: 'Spanish speaker label with the accented name',
    ...lucia,
    answer: '# «send»\nLucía: ¡a las 8 en la taquilla!',
    expect: [send('¡a las 8 en la taquilla!')],
    withheld: ['label'],
  },
  {
    name: 'Spanish fenced answer with an offer after the fence',
    ...lucia,
    answer:
      '```\n# «send»\nA las 8 🎬\n\n# «send»\nTe paso la receta esta noche\n```\n\n¿Quieres que lo haga más formal?',
    expect: [send('A las 8 🎬'), send('Te paso la receta esta noche')],
    withheld: ['outside-blocks'],
  },
  {
    name: 'Spanish tilde signature with the accented name',
    ...lucia,
    answer: '# «send»\nMañana a las 8, ¡no faltes!\n~Lucía',
    expect: [send('Mañana a las 8, ¡no faltes!')],
    withheld: ['label'],
  },

  // ---- Катя, Russian group ----
  {
    name: 'Russian reasoning label before the blocks',
    ...katya,
    callout: true,
    answer: 'Мысли: Вопрос адресован мне, нужно ответить коротко.\n\n# «send»\nДа, поеду!',
    expect: [send('Да, поеду!', 4005)],
  },
  {
    name: 'Russian wrapped reasoning label in a body',
    ...katya,
    callout: true,
    answer: '# «send»\n*Размышление: стоит ли ехать, если дождь?*\nДа, конечно поеду 🙂',
    expect: [send('Да, конечно поеду 🙂', 4005)],
    withheld: ['reasoning'],
  },
  {
    name: 'Russian narrated silence naming the persona',
    ...katya,
    answer: '*Катя молча читает чат*',
    expect: [],
    silence: ANY,
  },
  {
    name: 'Russian aside-only silence, not addressed',
    ...katya,
    answer: '# «send»\n(молчит)',
    expect: [],
    silence: ANY,
  },
  {
    name: 'Russian block name, the only block',
    ...katya,
    callout: true,
    answer: '# «отправить»\nКонечно, еду!',
    expect: [send('Конечно, еду!', 4005)],
  },
  {
    name: 'Russian speaker label with the Cyrillic name',
    ...katya,
    callout: true,
    answer: '# «send»\nКатя: да, еду, возьму палатку',
    expect: [send('да, еду, возьму палатку', 4005)],
    withheld: ['label'],
  },
  {
    name: 'Russian note opening the body is a message',
    ...katya,
    answer: '# «send» 4001\nПримечание: электричка в 8:15 с Ярославского, не опаздывайте.',
    expect: [send('Примечание: электричка в 8:15 с Ярославского, не опаздывайте.', 4001)],
  },
  {
    name: "Russian quoted line equal to another's message",
    ...katya,
    answer:
      '# «send» 4001\n> Кто-нибудь знает, во сколько завтра электричка на Сергиев Посад?\nВ 8:15 с Ярославского.',
    expect: [send('В 8:15 с Ярославского.', 4001)],
    withheld: ['echo'],
  },
  {
    name: 'Russian transcript echo in plain header form',
    ...katya,
    callout: true,
    answer: '# «send»\n#4003 Дима: Я возьму термос и бутерброды на всех\nСупер, а я возьму печенье!',
    expect: [send('Супер, а я возьму печенье!', 4005)],
    withheld: ['echo'],
  },

  // ---- ユキ, Japanese direct chat ----
  {
    name: 'Japanese reasoning label before the blocks',
    ...yuki,
    answer: '考え：ラーメンの誘いなので、乗り気で返す。\n\n# «send»\n行く行く！何時にする？',
    expect: [send('行く行く！何時にする？')],
  },
  {
    // 【】 is not in the documented wrappers; a labelled reasoning line is still not speech.
    name: 'Japanese reasoning in lenticular brackets',
    ...yuki,
    answer: '# «send»\n【思考】誘われているので前向きに。\n\n行きたい！7時はどう？',
    expect: [send('行きたい！7時はどう？')],
  },
  {
    name: 'Japanese laughter in full-width parentheses',
    ...yuki,
    answer: '# «send»\n新しいお店、絶対混んでるよね（笑）\n\n# «send»\nでも行こう！',
    expect: [send('新しいお店、絶対混んでるよね（笑）'), send('でも行こう！')],
  },
  {
    name: 'full-width hash and corner brackets heading',
    ...yuki,
    answer: '＃　「send」\nいいね、明日7時に駅前で！',
    expect: [send('いいね、明日7時に駅前で！')],
  },
  {
    name: 'Japanese emoji-only message',
    ...yuki,
    answer: '# «send»\n🍜🍜🍜',
    expect: [send('🍜🍜🍜')],
  },
  {
    name: 'Japanese memo for a friend is a message',
    ...yuki,
    answer: '# «send»\n行く！\n\n# «send»\nメモ：明日は財布忘れないでね（前回のこと覚えてるよ）',
    expect: [send('行く！'), send('メモ：明日は財布忘れないでね（前回のこと覚えてるよ）')],
  },
  {
    name: 'Japanese speaker label with a full-width colon',
    ...yuki,
    answer: '# «send»\nユキ：行きたい！何時？',
    expect: [send('行きたい！何時？')],
    withheld: ['label'],
  },
  {
    name: 'Japanese narration naming the persona',
    ...yuki,
    answer: '# «send»\n*ユキは少し考えてから返信する*\nうん、行こう！',
    expect: [send('うん、行こう！')],
    withheld: ['narration'],
  },
  {
    name: 'Japanese narrated non-reply in a direct chat',
    ...yuki,
    answer: '（既読スルー）',
    expect: [],
    silence: ANY,
  },
];
