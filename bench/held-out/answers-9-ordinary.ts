/**
 * Set 9, ordinary answers: well-formed blocks in the six personas' voices, and messages that only
 * look unusual (a kaomoji, a note to self, a plain list of options, a code block, a table): each
 * must reach the chat as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BOOK_CLUB,
  HARUKA_YUI,
  INGRID_ANNA,
  KAI_SAM,
  MARGIT_JONAS,
  RAID_NIGHT,
  ROSA_LUCA,
  react,
  send,
  sticker,
  TOMAS_LUCIA,
} from './answers-9-scenes.js';

const margit = { persona: 'Margit', others: MARGIT_JONAS } as const;
const tomas = { persona: 'Tomás', others: TOMAS_LUCIA } as const;
const rosa = { persona: 'Rosa', others: ROSA_LUCA } as const;
const kai = { persona: 'Kai', others: KAI_SAM } as const;
const ingrid = { persona: 'Ingrid', others: INGRID_ANNA } as const;
const haruka = { persona: 'Haruka', others: HARUKA_YUI } as const;
const bookClub = { others: BOOK_CLUB, chat: 'group' } as const;
const raid = { others: RAID_NIGHT, chat: 'group' } as const;

export const ORDINARY_9: CorpusEntry[] = [
  {
    name: 'margit: puts the book aside',
    ...margit,
    answer: '# «send»\nKlar, ich leg es dir an die Kasse. Bis Freitag ist kein Problem 📚',
    expect: [send('Klar, ich leg es dir an die Kasse. Bis Freitag ist kein Problem 📚')],
  },
  {
    name: 'margit: a reaction, then a reply to the cat news',
    ...margit,
    answer: '# «react» 👍\n\n# «send» 4003\nDas freut mich! Grüß ihn von mir 🐈',
    expect: [react('👍'), send('Das freut mich! Grüß ihn von mir 🐈', 4003)],
  },
  {
    name: 'margit: "Thought you\'d like" opens a real message',
    ...margit,
    answer: "# «send»\nThought you'd like this one too, it came in today. Soll ich es dazulegen?",
    expect: [send("Thought you'd like this one too, it came in today. Soll ich es dazulegen?")],
  },
  {
    name: 'margit: a note and a reply',
    ...margit,
    answer: '# «note»\nJonas: Buch bis Freitag zurückgelegt\n\n# «send»\nIst notiert 👍',
    expect: [{ type: 'note' }, send('Ist notiert 👍')],
  },
  {
    name: 'book club, not addressed: think only',
    persona: 'Margit',
    ...bookClub,
    answer: '# «think»\nDas geht an Mia, nicht an mich. Ich lass es.',
    expect: [],
  },
  {
    name: 'book club, addressed: hours with a parenthesis',
    persona: 'Margit',
    ...bookClub,
    callout: true,
    answer: '# «send»\nJa, Samstag 10–14 Uhr (danach bin ich beim Elternabend)',
    expect: [send('Ja, Samstag 10–14 Uhr (danach bin ich beim Elternabend)', 4005)],
  },
  {
    name: 'book club: answers Mia with a recommendation, markdown title',
    persona: 'Margit',
    ...bookClub,
    callout: true,
    answer: '# «send» 4003\nUnbedingt **„Verwobenes Leben“** von Merlin Sheldrake, steht vorne im Regal!',
    expect: [send('Unbedingt **„Verwobenes Leben“** von Merlin Sheldrake, steht vorne im Regal!', 4003)],
  },
  // The rules are silent on quoting part of another's message; an operator wants it sent as written.
  {
    name: 'book club: partial quote of Jonas, then the answer',
    persona: 'Margit',
    ...bookClub,
    callout: true,
    answer:
      '# «send» 4001\n> Ich hänge total hinterher\nIch auch, keine Sorge 😅 wir reden Donnerstag erst bis Kapitel 4',
    expect: [
      send(
        '> Ich hänge total hinterher\nIch auch, keine Sorge 😅 wir reden Donnerstag erst bis Kapitel 4',
        4001,
      ),
    ],
  },
  {
    name: 'tomás: two short messages',
    ...tomas,
    answer: '# «send»\njajaja obvio voy\n\n# «send»\nllevo hielo y unas papas 🧊',
    expect: [send('jajaja obvio voy'), send('llevo hielo y unas papas 🧊')],
  },
  {
    name: 'tomás: a sticker then a message',
    ...tomas,
    answer: '# «sticker» HeidiDuck 😂\n\n# «send» 4003\nno lo vi, qué dijo??',
    expect: [sticker('😂'), send('no lo vi, qué dijo??', 4003)],
  },
  {
    name: 'tomás: an aside alone in a direct chat is a message',
    ...tomas,
    answer: '# «send»\n(perdón, era para otro chat)',
    expect: [send('(perdón, era para otro chat)')],
  },
  {
    name: 'tomás: a plain list of options is his',
    ...tomas,
    answer: '# «send»\nOption 1: vamos juntos a las 9\nOption 2: nos vemos allá\ncuál prefieres?',
    expect: [send('Option 1: vamos juntos a las 9\nOption 2: nos vemos allá\ncuál prefieres?')],
  },
  {
    name: 'tomás: plain answer without blocks (Llama)',
    ...tomas,
    answer: 'sii voy!! a qué hora empieza?',
    expect: [send('sii voy!! a qué hora empieza?')],
  },
  {
    name: 'tomás: a wait between messages',
    ...tomas,
    answer:
      '# «send»\nespera que le pregunto a mi compa\n\n# «wait»\ndelay: 3 min\n\n# «send»\nlisto, dice que sí',
    expect: [
      send('espera que le pregunto a mi compa'),
      { type: 'wait', delay: 180 },
      send('listo, dice que sí'),
    ],
  },
  {
    name: 'rosa: lunch plans with typos',
    ...rosa,
    answer: '# «send»\nMa certo tesoro!! Faccio le lasagne, venite per le 12 e mezza. Giulia manga la carne?',
    expect: [send('Ma certo tesoro!! Faccio le lasagne, venite per le 12 e mezza. Giulia manga la carne?')],
  },
  {
    name: 'rosa: a hug as an action, allowed in a direct chat',
    ...rosa,
    answer: '# «send» 4003\nBravissimo amore mio!! *ti abbraccio forte*',
    expect: [send('Bravissimo amore mio!! *ti abbraccio forte*', 4003)],
  },
  {
    name: 'rosa: remembers an allergy, then answers',
    ...rosa,
    answer:
      '# «send»\nCerto che può venire! È allergica a qualcosa?\n\n# «remember»\nLuca porta Giulia a pranzo domenica',
    expect: [send('Certo che può venire! È allergica a qualcosa?'), { type: 'remember' }],
  },
  {
    name: 'rosa: three short messages the way she types',
    ...rosa,
    answer: '# «send»\nSi\n\n# «send»\nCerto\n\n# «send»\nVi aspetto ❤️❤️',
    expect: [send('Si'), send('Certo'), send('Vi aspetto ❤️❤️')],
  },
  {
    name: 'kai: patch notes rant',
    ...kai,
    answer: '# «send»\nbro WHAT\n\n# «send»\nthey gutted her ult cooldown 💀 im switching to support fr',
    expect: [send('bro WHAT'), send('they gutted her ult cooldown 💀 im switching to support fr')],
  },
  {
    name: 'kai: a code block in the middle of a message',
    ...kai,
    answer:
      '# «send»\nuse this bind, trust me:\n```\nbind "mouse4" "+quickswap"\n```\nthen practice in the range for 10 min',
    expect: [
      send(
        'use this bind, trust me:\n```\nbind "mouse4" "+quickswap"\n```\nthen practice in the range for 10 min',
      ),
    ],
  },
  {
    name: 'kai: love you too <3',
    ...kai,
    answer: '# «send»\nlmao ok love you too <3',
    expect: [send('lmao ok love you too <3')],
  },
  {
    name: 'raid night, addressed: in, with a reaction',
    persona: 'Kai',
    ...raid,
    callout: true,
    answer: '# «react» 🔥\n\n# «send»\nye im in, give me 5 to grab food',
    expect: [react('🔥'), send('ye im in, give me 5 to grab food', 4005)],
  },
  {
    name: 'raid night: a loadout table is his',
    persona: 'Kai',
    ...raid,
    callout: true,
    answer: '# «send»\nok roles:\n| who | role |\n|---|---|\n| me | tank |\n| Lea | heals |',
    expect: [send('ok roles:\n| who | role |\n|---|---|\n| me | tank |\n| Lea | heals |', 4005)],
  },
  {
    name: 'raid night, not addressed: silent',
    persona: 'Kai',
    ...raid,
    answer: '# «think»\nthey are sorting times, nothing for me',
    expect: [],
  },
  {
    name: 'raid night: answers Lea too',
    persona: 'Kai',
    ...raid,
    callout: true,
    answer: '# «send»\nyup\n\n# «send» 4003\n11 is fine, we only need you for the first boss',
    expect: [send('yup', 4005), send('11 is fine, we only need you for the first boss', 4003)],
  },
  {
    name: 'ingrid: swaps the shift',
    ...ingrid,
    answer: '# «send»\nJa, det går bra! Då tar du min söndag istället?',
    expect: [send('Ja, det går bra! Då tar du min söndag istället?')],
  },
  {
    name: 'ingrid: a schedule written as key lines is hers',
    ...ingrid,
    answer: '# «send»\nMin vecka:\nMån: natt\nTis: natt\nOns: ledig\nTors: kväll',
    expect: [send('Min vecka:\nMån: natt\nTis: natt\nOns: ledig\nTors: kväll')],
  },
  {
    name: 'ingrid: note to self opens a real message',
    ...ingrid,
    answer: '# «send»\nNote to self: never again three nights in a row 😵 men ja, fredag går',
    expect: [send('Note to self: never again three nights in a row 😵 men ja, fredag går')],
  },
  {
    name: 'ingrid: a note, a wait, a message',
    ...ingrid,
    answer:
      '# «note»\nbytt pass med Anna: fredag natt\n\n# «send»\nKlart!\n\n# «wait» 45 min\n\n# «send»\nsorry, larmet gick. vad var grejen på fredag?',
    expect: [
      { type: 'note' },
      send('Klart!'),
      { type: 'wait', delay: 2700 },
      send('sorry, larmet gick. vad var grejen på fredag?'),
    ],
  },
  {
    name: 'ingrid: the sleepy sticker',
    ...ingrid,
    answer: '# «sticker»\nHeidiDuck\n😴',
    expect: [sticker('😴')],
  },
  {
    name: 'haruka: yes to karaoke',
    ...haruka,
    answer: '# «send»\n行く行く！何時集合？🎤',
    expect: [send('行く行く！何時集合？🎤')],
  },
  {
    name: 'haruka: a kaomoji alone in a direct chat',
    ...haruka,
    answer: '# «send» 4003\n(´；ω；｀)',
    expect: [send('(´；ω；｀)', 4003)],
  },
  {
    name: 'haruka: quotes her teacher in 「」',
    ...haruka,
    answer: '# «send»\n先生が「来週テストあるよ」って言ってた😱\n\n# «send»\nでもカラオケは行く！',
    expect: [send('先生が「来週テストあるよ」って言ってた😱'), send('でもカラオケは行く！')],
  },
  {
    name: 'haruka: mixes English and Japanese',
    ...haruka,
    answer: '# «send»\nYES let’s go!! 駅前の新しいとこ気になってた〜',
    expect: [send('YES let’s go!! 駅前の新しいとこ気になってた〜')],
  },
  {
    name: 'haruka in the book club, addressed, with a kaomoji',
    persona: 'Haruka',
    ...bookClub,
    callout: true,
    answer: '# «send»\nごめんなさい、ドイツ語の本はまだ難しいです (＾▽＾;) でも頑張ります！',
    expect: [send('ごめんなさい、ドイツ語の本はまだ難しいです (＾▽＾;) でも頑張ります！', 4005)],
  },
  {
    name: 'haruka: a reaction only',
    ...haruka,
    answer: '# «react» 🎉',
    expect: [react('🎉')],
  },
  {
    name: 'rosa in the book club, addressed, a long message',
    persona: 'Rosa',
    ...bookClub,
    callout: true,
    answer:
      '# «send»\nIch habe das Buch schon fertig! Sehr schön, aber das Ende… ich sage nichts 🤐\n\nBringe Samstag Kuchen mit.',
    expect: [
      send(
        'Ich habe das Buch schon fertig! Sehr schön, aber das Ende… ich sage nichts 🤐\n\nBringe Samstag Kuchen mit.',
        4005,
      ),
    ],
  },
  {
    name: 'tomás in raid night, addressed, slang',
    persona: 'Tomás',
    ...raid,
    callout: true,
    answer: '# «send»\nimposible hoy bro, parcial mañana 😭 next week fs',
    expect: [send('imposible hoy bro, parcial mañana 😭 next week fs', 4005)],
  },
  {
    name: 'ingrid in raid night, a late reply',
    persona: 'Ingrid',
    ...raid,
    callout: true,
    answer: '# «send»\nPå jobbet till 23, sorry! Kör utan mig 🙏',
    expect: [send('På jobbet till 23, sorry! Kör utan mig 🙏', 4005)],
  },
  {
    name: 'margit: plain answer with a URL and no blocks',
    ...margit,
    answer: 'Klar! Hier ist der Link zur Lesung: https://buchladen-margit.de/termine#lesung',
    expect: [send('Klar! Hier ist der Link zur Lesung: https://buchladen-margit.de/termine#lesung')],
  },
  {
    name: 'kai: reply id written in the heading as «send 4005»',
    ...kai,
    answer: '# «send 4005»\nyeah saw it. rip',
    expect: [send('yeah saw it. rip', 4005)],
  },
  {
    name: 'tomás: remember and a short answer',
    ...tomas,
    answer: '# «remember»\nfiesta de Marta: sábado, llevar hielo\n\n# «send»\ndale 👌',
    expect: [{ type: 'remember' }, send('dale 👌')],
  },
  {
    name: 'rosa: a reaction to the exam news and a message',
    ...rosa,
    answer: '# «react» 4003 🎉\n\n# «send»\nChe bravo il mio nipotino!',
    expect: [react('🎉', 4003), send('Che bravo il mio nipotino!')],
  },
  {
    name: 'ingrid: bold and italics she uses',
    ...ingrid,
    answer: '# «send»\n**Absolut** inte lördag dock, då är jag __helt__ slut',
    expect: [send('**Absolut** inte lördag dock, då är jag __helt__ slut')],
  },
  {
    name: 'haruka: message ending mid-thought, finished normally',
    ...haruka,
    answer: '# «send»\nてか明日休講なら今日夜更かししちゃおうかな',
    expect: [send('てか明日休講なら今日夜更かししちゃおうかな')],
  },
  {
    name: 'margit: a message that opens with a plain "Hinweis:"',
    ...margit,
    answer: '# «send»\nHinweis: Freitag schließe ich schon um 16 Uhr, komm lieber vorher.',
    expect: [send('Hinweis: Freitag schließe ich schon um 16 Uhr, komm lieber vorher.')],
  },
  {
    name: 'kai: "thinking of you" is a message, not a label',
    ...kai,
    answer: '# «send»\nthinking of switching to her tbh, she looks busted now',
    expect: [send('thinking of switching to her tbh, she looks busted now')],
  },
  {
    name: 'margit: a goodbye and the waving duck',
    ...margit,
    answer: '# «send»\nBis Freitag dann!\n\n# «sticker» HeidiDuck 👋',
    expect: [send('Bis Freitag dann!'), sticker('👋')],
  },
  {
    name: 'tomás: emphasis inside a line',
    ...tomas,
    answer: '# «send» 4003\njaja dijo que el examen es *acumulativo* 😭',
    expect: [send('jaja dijo que el examen es *acumulativo* 😭', 4003)],
  },
  {
    name: 'ingrid: a quoted word and a question back',
    ...ingrid,
    answer: '# «send»\nVisst! Vad är det för ”grej” då? 👀',
    expect: [send('Visst! Vad är det för ”grej” då? 👀')],
  },
  {
    name: 'haruka: meeting time',
    ...haruka,
    answer: '# «send»\nOK！じゃあ2時に駅前で✨',
    expect: [send('OK！じゃあ2時に駅前で✨')],
  },
  {
    name: 'rosa: a list of what to bring is hers',
    ...rosa,
    answer: '# «send»\nPortate:\n- il pane\n- il vino per il nonno\n\nIl resto lo faccio io',
    expect: [send('Portate:\n- il pane\n- il vino per il nonno\n\nIl resto lo faccio io')],
  },
];
