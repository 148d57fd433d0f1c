/**
 * Set 94, ordinary answers the persona means entirely, in the flat share (Noor), the language
 * exchange (Kenji) and the family over three countries (Marta): members answered in their own
 * languages, by reply and by name, translations and relays for the group, lists keyed by names,
 * brackets a person types, and silence kept in a think block.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bill, football, party, steps, venue, words, xmas } from './answers-94-cast.js';

export const ORDINARY_94: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: each flatmate answered by reply in the language they wrote in.
  {
    name: 'set94: Noor answers Lukas in German and Camille in French, by reply',
    ...bill,
    answer: `# «send» 4005
Ja, mach ich morgen früh. Schick mir bitte die Abrechnung als PDF, dann überweise ich die 240 € direkt

# «send» 4003
Camille oui bien sûr, je t'avance ta part, rembourse-moi quand tu peux 😘`,
    expect: [
      {
        type: 'send',
        text: 'Ja, mach ich morgen früh. Schick mir bitte die Abrechnung als PDF, dann überweise ich die 240 € direkt',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Camille oui bien sûr, je t'avance ta part, rembourse-moi quand tu peux 😘",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: one message answering two flatmates by name, each in their language, colon after the name.
  {
    name: 'set94: Noor answers Lukas and Camille by name in one message, two languages',
    ...bill,
    answer: `# «send»
Lukas: ja, ich überweise es bis Freitag, kein Problem
Camille : oui je t'avance les 60 €, tranquille

Tomás, you too please, 60 each 🙏`,
    expect: [
      {
        type: 'send',
        text: "Lukas: ja, ich überweise es bis Freitag, kein Problem\nCamille : oui je t'avance les 60 €, tranquille\n\nTomás, you too please, 60 each 🙏",
      },
    ],
  },
  // Gemini 2.5 Flash: the persona relays in English what Lukas said in German, for Tomás.
  {
    name: "set94: Noor relays Lukas's German to Tomás in English",
    ...bill,
    answer: `# «send»
Tomás, Lukas says the utility bill came and we owe 240 € extra for heating and water, so 60 each. I'll pay it by Friday, just send me your part 🙏`,
    expect: [
      {
        type: 'send',
        text: "Tomás, Lukas says the utility bill came and we owe 240 € extra for heating and water, so 60 each. I'll pay it by Friday, just send me your part 🙏",
      },
    ],
  },
  // Gemini 3 Pro: a German think block, a short reply and a reaction to Camille's message.
  {
    name: 'set94: Noor thinks in German, answers Lukas and reacts to Camille',
    ...bill,
    answer: `# «think»
Lukas fragt nach der Überweisung, Camille will, dass ich ihren Teil vorstrecke. Beides geht.

# «send» 4005
Klar, mach ich bis Freitag 👍

# «react» 4003
👍`,
    expect: [
      { type: 'send', text: 'Klar, mach ich bis Freitag 👍', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  },
  // Gemini 3 Pro: a think block alone when two flatmates talk to each other.
  {
    name: 'set94: Noor stays out of Camille and Tomás in a think block',
    ...party,
    answer: `# «think»
Camille fragt Tomás nach seiner Jacke, das ist nicht an mich. Ich halte mich raus.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a chip-in in French with an aside in brackets, as people type them.
  {
    name: 'set94: Noor claims the green jacket, a bracketed aside inside',
    ...party,
    answer: `# «send» 4005
Euh Camille… la veste verte c'est la mienne 😂 (Tomás me l'a empruntée en mars et ne me l'a jamais rendue)`,
    expect: [
      {
        type: 'send',
        text: "Euh Camille… la veste verte c'est la mienne 😂 (Tomás me l'a empruntée en mars et ne me l'a jamais rendue)",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: Spanish to Pablo, Japanese to Haruka, each by reply.
  {
    name: 'set94: Kenji answers Pablo in Spanish and Haruka in Japanese',
    ...venue,
    answer: `# «send» 4005
Me gusta la idea de Lucía 👍 Este jueves probamos la cafetería de la biblioteca, a las 19:30

# «send» 4001
ハルカさん、7時半からなので大丈夫ですよ！ゆっくり来てください😊`,
    expect: [
      {
        type: 'send',
        text: 'Me gusta la idea de Lucía 👍 Este jueves probamos la cafetería de la biblioteca, a las 19:30',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'ハルカさん、7時半からなので大丈夫ですよ！ゆっくり来てください😊',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: the host's announcement written twice, in Spanish and in Japanese, for everyone.
  {
    name: 'set94: Kenji announces the venue in both languages',
    ...venue,
    answer: `# «send»
📍 Jueves 19:30 – cafetería de la Biblioteca Eugenio Trías (Retiro)
📍 木曜日 19:30 – エウヘニオ・トリアス図書館のカフェ（レティーロ公園）

¡Nos vemos! / お待ちしてます！`,
    expect: [
      {
        type: 'send',
        text: '📍 Jueves 19:30 – cafetería de la Biblioteca Eugenio Trías (Retiro)\n📍 木曜日 19:30 – エウヘニオ・トリアス図書館のカフェ（レティーロ公園）\n\n¡Nos vemos! / お待ちしてます！',
      },
    ],
  },
  // Gemini 2.5 Flash: quoting part of Lucía's message in quotation marks, then agreeing.
  {
    name: "set94: Kenji quotes Lucía's proposal and agrees",
    ...venue,
    answer: `# «send» 4002
"La cafetería de la biblioteca, es más tranquila" — totalmente de acuerdo, Lucía. Vamos allí el jueves`,
    expect: [
      {
        type: 'send',
        text: '"La cafetería de la biblioteca, es más tranquila" — totalmente de acuerdo, Lucía. Vamos allí el jueves',
        replyTo: 4002,
      },
    ],
  },
  // Gemini 3 Pro: the host chips in as a teacher, mixing Spanish and Japanese words.
  {
    name: 'set94: Kenji adds a more casual Japanese word for Lucía',
    ...words,
    answer: `# «send» 4001
Ojo Lucía: 「うんざり」 está perfecto, pero entre amigos también se dice 「もう無理」 😂`,
    expect: [
      {
        type: 'send',
        text: 'Ojo Lucía: 「うんざり」 está perfecto, pero entre amigos también se dice 「もう無理」 😂',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 2.5 Flash: silence kept in a Japanese think block while two members talk.
  {
    name: 'set94: Kenji stays silent in a Japanese think block',
    ...words,
    answer: `# «think»
ルシアさんとユイさんの会話。私が口を挟む必要はない。`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: a reaction to Lucía's proposal and a short decision.
  {
    name: "set94: Kenji reacts to Lucía's idea and decides",
    ...venue,
    answer: `# «react» 4002
👍

# «send» 4005
Vale, ¡biblioteca entonces! Gracias Lucía`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4002 },
      { type: 'send', text: 'Vale, ¡biblioteca entonces! Gracias Lucía', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: who brings what, keyed by names, one line in German and one in English.
  {
    name: 'set94: Marta lists who brings what, keyed by names',
    ...xmas,
    answer: `# «send» 4005
Dobrze, to tak:
Ola – wino i irlandzki ser 🧀
Piotr i Svenja – Stollen (ja, Svenja, sehr gerne!!) i makowiec
Finn – yes you can bring your Switch, and a good mood 😄
Ja – pierogi, barszcz, karp i cała reszta`,
    expect: [
      {
        type: 'send',
        text: 'Dobrze, to tak:\nOla – wino i irlandzki ser 🧀\nPiotr i Svenja – Stollen (ja, Svenja, sehr gerne!!) i makowiec\nFinn – yes you can bring your Switch, and a good mood 😄\nJa – pierogi, barszcz, karp i cała reszta',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: the grandson in English, the daughter-in-law in German, each by reply.
  {
    name: 'set94: Marta answers Finn in English and Svenja in German',
    ...xmas,
    answer: `# «send» 4003
Of course Finn, bring it! And yes, there will be pierogi, three kinds 🥟

# «send» 4000
Svenja, ich freue mich so! Fahrt vorsichtig 🚗❤️`,
    expect: [
      {
        type: 'send',
        text: 'Of course Finn, bring it! And yes, there will be pierogi, three kinds 🥟',
        replyTo: 4003,
      },
      { type: 'send', text: 'Svenja, ich freue mich so! Fahrt vorsichtig 🚗❤️', replyTo: 4000 },
    ],
  },
  // Gemini 3 Pro: a grandmother's real translation for her grandson, introduced as people do.
  {
    name: 'set94: Marta writes to Ola in Polish and translates for Finn',
    ...xmas,
    answer: `# «send» 3997
Olu, tata odbierze was o 14:30, czekajcie przy wyjściu B.
Finn, for you: Grandpa will pick you up at the airport, wait at exit B 🙂`,
    expect: [
      {
        type: 'send',
        text: 'Olu, tata odbierze was o 14:30, czekajcie przy wyjściu B.\nFinn, for you: Grandpa will pick you up at the airport, wait at exit B 🙂',
        replyTo: 3997,
      },
    ],
  },
  // Gemini 2.5 Flash: a reaction and a German message to the mother of the child who walked.
  {
    name: "set94: Marta reacts to Mila's first steps and writes to Svenja in German",
    ...steps,
    answer: `# «react» 4001
😍

# «send» 4001
Meine kleine Mila!!! 🥹 Ich weine, Svenja. Küsschen von Oma`,
    expect: [
      { type: 'react', emoji: '😍', messageId: 4001 },
      { type: 'send', text: 'Meine kleine Mila!!! 🥹 Ich weine, Svenja. Küsschen von Oma', replyTo: 4001 },
    ],
  },
  // Gemini 3 Pro: silence in a Polish think block while son and grandson tease each other.
  {
    name: 'set94: Marta lets Piotr and Finn banter, in a Polish think block',
    ...football,
    answer: `# «think»
Piotr i Finn żartują o piłce, nie muszę się wtrącać.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: two members by name in one message, English for one, Polish for the other.
  {
    name: 'set94: Marta tells Finn in English and Piotr in Polish to behave',
    ...football,
    answer: `# «send»
Finn, be nice to your uncle 😄
Piotruś, a ty nie kłóć się z dzieckiem`,
    expect: [
      { type: 'send', text: 'Finn, be nice to your uncle 😄\nPiotruś, a ty nie kłóć się z dzieckiem' },
    ],
  },
];
