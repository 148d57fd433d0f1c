import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';
import { HOPE, ILSE, JASPER, MAI, NOOR, ROSA, SUNNY } from './answers-39-scenes.js';

/** A message as planned: in a group the first message answers the target unless it names one. */
export const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };

/**
 * Ordinary group answers, well formed or written the way people write (slang, typos, emoji,
 * Markdown, quotes, names that are also words), each expected exactly as sent.
 */
export const ORDINARY_39: CorpusEntry[] = [
  {
    // Gemini 2.5 Flash: the plain answer to a question put to the whole group.
    name: 'set39 sunny joins the bonfire',
    ...SUNNY,
    answer: "# «send»\nCount me in!! I'll bring marshmallows 🔥",
    expect: [send("Count me in!! I'll bring marshmallows 🔥", 4005)],
  },
  {
    // Gemini 3 Pro answers two people with replies, as the format asks in groups.
    name: 'set39 sunny answers priya and tom',
    ...SUNNY,
    answer:
      '# «send» 4003\nYep, new padlock, code is in the pinned message\n\n# «send» 4001\nTom I’m so sorry, the beer traps clearly lost this round 😭',
    expect: [
      send('Yep, new padlock, code is in the pinned message', 4003),
      send('Tom I’m so sorry, the beer traps clearly lost this round 😭', 4001),
    ],
  },
  {
    name: 'set39 sunny stays out with a think block',
    ...SUNNY,
    answer: '# «think»\nMarcus and Priya are sorting the work day out between them, nothing for me.',
    expect: [],
  },
  {
    name: 'set39 sunny reacts to the slugs',
    ...SUNNY,
    answer: '# «react» 4001\n😢',
    expect: [{ type: 'react', emoji: '😢', messageId: 4001 }],
  },
  {
    // A reaction without an id goes to the newest new message, then the message answers it.
    name: 'set39 sunny reacts then offers kindling',
    ...SUNNY,
    answer: "# «react»\n🔥\n\n# «send»\nI've got a bag of kindling from the hedge cutting",
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      send("I've got a bag of kindling from the hedge cutting", 4005),
    ],
  },
  {
    // The persona's name opening a sentence as the ordinary word it is.
    name: 'set39 sunny side up',
    ...SUNNY,
    answer: '# «send»\nSunny side up eggs on the bonfire?? Someone bring a pan 🍳',
    expect: [send('Sunny side up eggs on the bonfire?? Someone bring a pan 🍳', 4005)],
  },
  {
    // "wait," opening a real question.
    name: 'set39 sunny asks about the council',
    ...SUNNY,
    answer: '# «send»\nwait, are we even allowed? council said no fires after March 🙃',
    expect: [send('wait, are we even allowed? council said no fires after March 🙃', 4005)],
  },
  {
    name: 'set39 sunny aside in brackets',
    ...SUNNY,
    answer: "# «send»\nI'll bring the big kettle (the one with the dent) and some mugs",
    expect: [send("I'll bring the big kettle (the one with the dent) and some mugs", 4005)],
  },
  {
    // The persona's name as the ordinary word opening the message, with no verb that narrates.
    name: 'set39 hope opens with her name as a wish',
    ...HOPE,
    answer:
      "# «send»\nHope Derek's tables fit in the Volvo 😅 I can do the float, I'll pop to the bank Friday",
    expect: [
      send("Hope Derek's tables fit in the Volvo 😅 I can do the float, I'll pop to the bank Friday", 4005),
    ],
  },
  {
    // A quotation a person knows, with her name as its first word and a verb after it; one
    // paragraph, nothing around it: a careful operator sends it.
    name: 'set39 hope quotes dickinson',
    ...HOPE,
    answer:
      '# «send»\nHope is the thing with feathers, and apparently also a bag of 20p coins 😂 I’ll do the float',
    expect: [
      send(
        'Hope is the thing with feathers, and apparently also a bag of 20p coins 😂 I’ll do the float',
        4005,
      ),
    ],
  },
  {
    name: 'set39 hope waits between two messages',
    ...HOPE,
    answer:
      "# «send»\nI'll do the float 👍\n\n# «wait»\ndelay: 20\n\n# «send»\nDerek yes bring both, we're short since the scouts borrowed ours",
    expect: [
      send("I'll do the float 👍", 4005),
      { type: 'wait', delay: 20 },
      send("Derek yes bring both, we're short since the scouts borrowed ours"),
    ],
  },
  {
    // Lines opening with participants' names, each speaking to the one it names.
    name: 'set39 hope hands out jobs',
    ...HOPE,
    answer: "# «send»\nSorted 👇\nDerek: you're on tables\nSian: you're on the tea urn\nI'll do the float",
    expect: [
      send("Sorted 👇\nDerek: you're on tables\nSian: you're on the tea urn\nI'll do the float", 4005),
    ],
  },
  {
    name: 'set39 hope thanks derek with a reaction',
    ...HOPE,
    answer: '# «react» 4003\n🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4003 }],
  },
  {
    name: 'set39 rosa answers lucia then javi',
    ...ROSA,
    answer:
      '# «send» 4004\n¡Claro! Lo llevo yo, cabe en el maletero\n\n# «send»\nJavi, el general es a las 10:30, pero calentamos a las 10',
    expect: [
      send('¡Claro! Lo llevo yo, cabe en el maletero', 4004),
      send('Javi, el general es a las 10:30, pero calentamos a las 10'),
    ],
  },
  {
    // "Rosa" is the colour here, opening the message.
    name: 'set39 rosa the colour',
    ...ROSA,
    answer: '# «send»\nRosa o azul para las camisetas del concierto? Yo voto azul 😅',
    expect: [send('Rosa o azul para las camisetas del concierto? Yo voto azul 😅', 4005)],
  },
  {
    name: 'set39 rosa sends the time and a sticker',
    ...ROSA,
    answer: '# «send»\nA las 10:30 en la parroquia 🎶\n\n# «sticker»\nHeidiDuck\n👋',
    expect: [send('A las 10:30 en la parroquia 🎶', 4005), { type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'set39 rosa three short messages',
    ...ROSA,
    answer:
      '# «send»\nA las 10:30\n\n# «send»\npuntuales porfa 🙏\n\n# «send»\nque el año pasado empezamos a las 11 jajaja',
    expect: [
      send('A las 10:30', 4005),
      send('puntuales porfa 🙏'),
      send('que el año pasado empezamos a las 11 jajaja'),
    ],
  },
  {
    name: 'set39 jasper accepts in bold',
    ...JASPER,
    answer: '# «send»\n**Rematch accepted.** Loser does the washing up 😤',
    expect: [send('**Rematch accepted.** Loser does the washing up 😤', 4005)],
  },
  {
    // A person quoting part of an earlier message, then answering it.
    name: 'set39 jasper quotes dev',
    ...JASPER,
    answer:
      "# «send» 4003\n> it has a sea board\n\nDev if this makes Catan last four hours I'm leaving at 11",
    expect: [send("> it has a sea board\n\nDev if this makes Catan last four hours I'm leaving at 11", 4003)],
  },
  {
    // A list the persona writes, under a lead line ending in a colon: its own, not drafts.
    name: 'set39 jasper posts the lineup',
    ...JASPER,
    answer:
      "# «send»\nTonight's lineup:\n1. Wingspan (revenge)\n2. Catan with Dev's sea board\n3. Skull if we're still alive",
    expect: [
      send(
        "Tonight's lineup:\n1. Wingspan (revenge)\n2. Catan with Dev's sea board\n3. Skull if we're still alive",
        4005,
      ),
    ],
  },
  {
    name: 'set39 jasper brb aside',
    ...JASPER,
    answer: "# «send»\nRematch accepted\n(brb, pizza's here)",
    expect: [send("Rematch accepted\n(brb, pizza's here)", 4005)],
  },
  {
    name: 'set39 jasper wifi password in code',
    ...JASPER,
    answer: '# «send»\nyou lot keep asking, the wifi is `meeple4life`',
    expect: [send('you lot keep asking, the wifi is `meeple4life`', 4005)],
  },
  {
    name: 'set39 jasper empty answer',
    ...JASPER,
    answer: '',
    expect: [],
  },
  {
    name: 'set39 mai says yes to hotpot',
    ...MAI,
    answer: '# «send»\nĐi chứ! 7h nha, mình mang thêm rau',
    expect: [send('Đi chứ! 7h nha, mình mang thêm rau', 4005)],
  },
  {
    // "Mai" opens the message as the word for tomorrow.
    name: 'set39 mai tomorrow is busy',
    ...MAI,
    answer: '# «send» 4003\nMai mình bận rồi Linh ơi, thứ bảy được không?',
    expect: [send('Mai mình bận rồi Linh ơi, thứ bảy được không?', 4003)],
  },
  {
    name: 'set39 mai thinks in vietnamese and stays quiet',
    ...MAI,
    answer: '# «think»\nTuấn hỏi cả nhóm chuyện đá bóng, không phải hỏi mình.',
    expect: [],
  },
  {
    name: 'set39 mai replies with a sticker by id',
    ...MAI,
    answer: '# «sticker» 4005\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  {
    name: 'set39 noor on her way',
    ...NOOR,
    answer: '# «send»\nomw!! 10 min, order me a doodh patti',
    expect: [send('omw!! 10 min, order me a doodh patti', 4005)],
  },
  {
    name: 'set39 noor reacts and sends two',
    ...NOOR,
    answer:
      '# «react» 4003\n😢\n\n# «send»\ncoming coming 🏃‍♀️\n\n# «send»\nBilal we’ll bring you a samosa back',
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      send('coming coming 🏃‍♀️', 4005),
      send('Bilal we’ll bring you a samosa back'),
    ],
  },
  {
    name: 'set39 noor roman urdu with typos',
    ...NOOR,
    answer: '# «send»\nhaan yaar aa rhi hun, traffic mein phasi hui hun 😩',
    expect: [send('haan yaar aa rhi hun, traffic mein phasi hui hun 😩', 4005)],
  },
  {
    // A note label opening a message is the person's own word.
    name: 'set39 noor note chai is on me',
    ...NOOR,
    answer: '# «send»\nNote: chai is on me today, I owe you from last week',
    expect: [send('Note: chai is on me today, I owe you from last week', 4005)],
  },
  {
    name: 'set39 noor crying emoji only',
    ...NOOR,
    answer: '# «send»\n😭😭😭',
    expect: [send('😭😭😭', 4005)],
  },
  {
    name: 'set39 ilse brings potato salad',
    ...ILSE,
    answer: '# «send»\nIch bring Kartoffelsalat mit, ohne Mayo, versprochen 😄',
    expect: [send('Ich bring Kartoffelsalat mit, ohne Mayo, versprochen 😄', 4005)],
  },
  {
    name: 'set39 ilse answers and keeps a note',
    ...ILSE,
    answer: '# «send»\nIch mach Nudelsalat!\n\n# «note»\nSommerfest Samstag im Hof, ich bringe Nudelsalat.',
    expect: [send('Ich mach Nudelsalat!', 4005), { type: 'note' }],
  },
  {
    name: 'set39 ilse only learns about a neighbour',
    ...ILSE,
    answer: '# «person» 12\nHerr Brandt (user 12) organisiert das Sommerfest im Hof.',
    expect: [{ type: 'person' }],
  },
  {
    // "Kleiner Gedanke:" is how a neighbour floats an idea; the label is the message.
    name: 'set39 ilse a small thought about tables',
    ...ILSE,
    answer: '# «send»\nKleiner Gedanke: wir könnten die Biertische aus dem Keller nehmen',
    expect: [send('Kleiner Gedanke: wir könnten die Biertische aus dem Keller nehmen', 4005)],
  },
  {
    // Quotation marks inside a message, not around it.
    name: 'set39 ilse quotes herr brandt',
    ...ILSE,
    answer: '# «send»\nHerr Brandt meinte „Salat“ – zählt Kartoffelsalat? 😄',
    expect: [send('Herr Brandt meinte „Salat“ – zählt Kartoffelsalat? 😄', 4005)],
  },
  {
    // Roleplay actions are on in groups and Ngozi called him out: the action goes with the text.
    name: 'set39 jasper action on a callout with actions always',
    ...JASPER,
    callout: true,
    actions: 'always',
    answer: "# «send»\n*cracks knuckles* You're on. Wingspan, 8pm, no mercy",
    expect: [send("*cracks knuckles* You're on. Wingspan, 8pm, no mercy", 4005)],
  },
  {
    // A mention and a question back.
    name: 'set39 sunny asks marcus what time',
    ...SUNNY,
    answer: "# «send»\n@Marcus what time? I'm on the plot till 4",
    expect: [send("@Marcus what time? I'm on the plot till 4", 4005)],
  },
  {
    // Strikethrough a person uses to correct herself.
    name: 'set39 ilse strikes through her salad',
    ...ILSE,
    answer: '# «send»\n~~Kartoffelsalat~~ Nudelsalat, Kai macht schon Kartoffelsalat 😄',
    expect: [send('~~Kartoffelsalat~~ Nudelsalat, Kai macht schon Kartoffelsalat 😄', 4005)],
  },
  {
    // Capitals a person shouts with, not a token.
    name: 'set39 noor shouts okay',
    ...NOOR,
    answer: '# «send»\nOKAY OKAY coming 🙄',
    expect: [send('OKAY OKAY coming 🙄', 4005)],
  },
  {
    // A message, then a sticker answering Linh's older message.
    name: 'set39 mai sends then a sleepy sticker to linh',
    ...MAI,
    answer: '# «send»\nĐi!\n\n# «sticker» 4003\nHeidiDuck\n😴',
    expect: [send('Đi!', 4005), { type: 'sticker', set: 'HeidiDuck', name: '😴', replyTo: 4003 }],
  },
  {
    // A one-line message with a check mark, and a memory of her own promise.
    name: 'set39 hope float sorted and remembered',
    ...HOPE,
    answer: '# «send»\nFloat sorted ✅\n\n# «remember»\nI promised Gwen (user 21) to do the bake sale float.',
    expect: [send('Float sorted ✅', 4005), { type: 'remember' }],
  },
];
