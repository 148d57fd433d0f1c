/**
 * Set 94, answers with slips in the flat share (Noor), the language exchange (Kenji) and the
 * family over three countries (Marta): the model's plan of languages and of whom to answer first,
 * readings of a member or of the room in the chat's languages, translations of the persona's own
 * message for the model's reader, narration, narrated silence and lines made up for members.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bill, football, party, steps, venue, words, xmas } from './answers-94-cast.js';

export const SLIPS_94: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: the plan of which language to use for whom, printed before the blocks.
  {
    name: 'set94: Noor with a language plan before the blocks',
    ...bill,
    answer: `Lukas wrote in German and Camille in French, so I'll answer each of them in their own language and keep it short.

# «send» 4005
Ja, ich überweise es bis Freitag

# «send» 4003
Camille pas de souci, je t'avance les 60 €`,
    expect: [
      { type: 'send', text: 'Ja, ich überweise es bis Freitag', replyTo: 4005 },
      { type: 'send', text: "Camille pas de souci, je t'avance les 60 €", replyTo: 4003 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro: a reading of the room in German, in brackets, opening the message.
  {
    name: 'set94: Noor opens with a bracketed German reading of the mood',
    ...bill,
    answer: `# «send» 4005
(Die Stimmung ist wegen des Geldes etwas angespannt – ich bleibe ruhig und sachlich.)
Ja, ich überweise es bis Freitag. Schickt mir einfach eure 60 € bis dahin`,
    expect: [
      {
        type: 'send',
        text: 'Ja, ich überweise es bis Freitag. Schickt mir einfach eure 60 € bis dahin',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: two slips, French narration of the persona before the message and a reading of Camille after it.
  {
    name: 'set94: Noor narrated in French, then a reading of Camille',
    ...bill,
    answer: `# «send» 4003
*Noor soupire et tape :*
Camille oui t'inquiète, je te l'avance

(Camille a l'air gênée de demander, alors je la rassure.)`,
    expect: [{ type: 'send', text: "Camille oui t'inquiète, je te l'avance", replyTo: 4003 }],
  },
  // Gemini 3 Pro: whom to answer first, in English, as the first paragraph of the message.
  {
    name: 'set94: Noor states whom she answers first inside the message',
    ...bill,
    answer: `# «send» 4005
Answering Lukas first because his question has a deadline, then Camille.

Ja, mach ich bis Freitag, die Zugangsdaten hab ich

# «send» 4003
Et oui Camille, je t'avance ta part`,
    expect: [
      { type: 'send', text: 'Ja, mach ich bis Freitag, die Zugangsdaten hab ich', replyTo: 4005 },
      { type: 'send', text: "Et oui Camille, je t'avance ta part", replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: silence narrated in German as a message, in a group where nothing is asked of her.
  {
    name: 'set94: Noor narrates her silence in German',
    ...party,
    answer: `# «send»
*(Noor liest mit, sagt aber nichts – das ist Camilles und Tomás' Sache.)*`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: a reply made up for Tomás in his Spanish, as a block of its own after the persona's.
  {
    name: 'set94: Noor claims the jacket, then a line made up for Tomás',
    ...party,
    answer: `# «send» 4005
Camille la veste verte c'est la mienne 😂 demande-moi plutôt

# «send»
Tomás: jajaja es verdad, es de Noor`,
    expect: [
      { type: 'send', text: "Camille la veste verte c'est la mienne 😂 demande-moi plutôt", replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: an English translation of the persona's Spanish, labelled, in a group that writes Spanish and Japanese.
  {
    name: 'set94: Kenji decides in Spanish, then an italic English translation',
    ...venue,
    answer: `# «send» 4005
Vale, yo también prefiero la biblioteca. ¡Jueves a las 19:30 allí!

*(Translation: Okay, I also prefer the library. Thursday at 7:30 there!)*`,
    expect: [
      {
        type: 'send',
        text: 'Vale, yo también prefiero la biblioteca. ¡Jueves a las 19:30 allí!',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a Japanese reply followed by a "Translation:" line in English nobody in the group writes.
  {
    name: 'set94: Kenji answers Haruka in Japanese, then a Translation line',
    ...venue,
    answer: `# «send» 4001
ハルカさん、7時半スタートにしますね。間に合いますよ！

Translation: Haruka, we'll start at 7:30. You'll make it!`,
    expect: [{ type: 'send', text: 'ハルカさん、7時半スタートにしますね。間に合いますよ！', replyTo: 4001 }],
  },
  // Gemini 3 Pro: the language plan written in Spanish as the message's first line.
  {
    name: 'set94: Kenji opens with his language plan in Spanish',
    ...venue,
    answer: `# «send»
Plan: responder en español a Pablo y Lucía, y en japonés a Haruka y Yui.
¡Decidido! Este jueves en la cafetería de la biblioteca, 19:30

# «send» 4001
ハルカさん、7時半なので大丈夫です👍`,
    expect: [
      { type: 'send', text: '¡Decidido! Este jueves en la cafetería de la biblioteca, 19:30' },
      { type: 'send', text: 'ハルカさん、7時半なので大丈夫です👍', replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Flash: silence narrated in Japanese, in full-width brackets naming the persona.
  {
    name: 'set94: Kenji narrates watching in silence, in Japanese',
    ...words,
    answer: `# «send»
（ケンジは黙って二人のやりとりを見守る）`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a reply made up for Yui as the last line of the persona's message.
  {
    name: "set94: Kenji decides, then Yui's made-up answer on the last line",
    ...venue,
    answer: `# «send» 4005
¡Pues biblioteca! Jueves 19:30, traed ganas de hablar 😄
Yui: やった！図書館楽しみ！`,
    expect: [
      { type: 'send', text: '¡Pues biblioteca! Jueves 19:30, traed ganas de hablar 😄', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: a reading of Pablo in Japanese, in brackets, before the Spanish answer.
  {
    name: 'set94: Kenji reads Pablo in Japanese before answering in Spanish',
    ...venue,
    answer: `# «send» 4005
（パブロさんは冗談っぽく言っているので、軽く返す）
Jajaja jefe yo no, pero vale: biblioteca, jueves 19:30`,
    expect: [{ type: 'send', text: 'Jajaja jefe yo no, pero vale: biblioteca, jueves 19:30', replyTo: 4005 }],
  },
  // Gemini 3 Pro: the language plan in Polish opening the message, before the real list.
  {
    name: 'set94: Marta opens her list with a Polish plan of languages',
    ...xmas,
    answer: `# «send» 4005
Odpowiem po polsku Oli i Piotrowi, po angielsku Finnowi, po niemiecku Svenji.

Kochani, tak robimy:
Ola – wino
Piotr i Svenja – Stollen
Finn – yes, bring the Switch 🎮`,
    expect: [
      {
        type: 'send',
        text: 'Kochani, tak robimy:\nOla – wino\nPiotr i Svenja – Stollen\nFinn – yes, bring the Switch 🎮',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: the grandson's made-up answer as the last line of the persona's list.
  {
    name: "set94: Marta's list ends with a line made up for Finn",
    ...xmas,
    answer: `# «send» 4005
Ola – wino i ser
Piotr i Svenja – Stollen i makowiec
Finn – Switch yes, but also help me with the dishes 😄
Finn: YESSS thanks babcia 🎮`,
    expect: [
      {
        type: 'send',
        text: 'Ola – wino i ser\nPiotr i Svenja – Stollen i makowiec\nFinn – Switch yes, but also help me with the dishes 😄',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: the persona narrated in Polish before her German message.
  {
    name: 'set94: Marta narrated wiping a tear before writing to Svenja',
    ...steps,
    answer: `# «send» 4001
*Babcia Marta ociera łzę wzruszenia*
Svenja, das ist wunderbar!! Gib Mila einen dicken Kuss von mir 😘`,
    expect: [
      {
        type: 'send',
        text: 'Svenja, das ist wunderbar!! Gib Mila einen dicken Kuss von mir 😘',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: silence narrated in Polish in square brackets, as the whole message.
  {
    name: 'set94: Marta narrates her smile and silence in square brackets',
    ...football,
    answer: `# «send»
[Marta tylko się uśmiecha i nie odpowiada]`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a reading of the room in English as the last paragraph of a Polish list.
  {
    name: "set94: Marta's list ends with an English reading of the family",
    ...xmas,
    answer: `# «send» 4005
Dobrze kochani:
Ola – wino
Piotr i Svenja – Stollen
Ja – cała reszta 🥟

(The family is excited and a bit chaotic, so a clear list helps everyone.)`,
    expect: [
      {
        type: 'send',
        text: 'Dobrze kochani:\nOla – wino\nPiotr i Svenja – Stollen\nJa – cała reszta 🥟',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: whom to answer first, in German, as the first line of the German message.
  {
    name: 'set94: Marta states in German whom to answer first',
    ...steps,
    answer: `# «send» 4001
Zuerst Svenja gratulieren, dann auf Finn eingehen.
Svenja, meine Liebe, was für eine Freude! Bald läuft sie zu Oma 🥰

# «send» 4003
Finn, she'll be faster than you by Christmas 😄`,
    expect: [
      {
        type: 'send',
        text: 'Svenja, meine Liebe, was für eine Freude! Bald läuft sie zu Oma 🥰',
        replyTo: 4001,
      },
      { type: 'send', text: "Finn, she'll be faster than you by Christmas 😄", replyTo: 4003 },
    ],
  },
];
