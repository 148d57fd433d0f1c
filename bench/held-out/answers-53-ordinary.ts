/**
 * Set 53, ordinary answers (1): real messages that quote, forward, paraphrase or resend what was
 * said, answer with the other person's own word, or repeat a catchphrase, as the persona means.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { camille, katya, lukas, priya, rafa, sakura, valentina } from './answers-53-cast.js';

export const ORDINARY_53: readonly CorpusEntry[] = [
  // Tom asked for the wifi password again: Priya resends her own earlier message word for word.
  priya({
    name: 'priya resends her own wifi message as asked',
    answer: `# «send» 4003
wifi: Hyperoptic-7F2A / pw: lemon-parrot-42

# «send»
And yes Saturday is on! 10ish?`,
    expect: [
      { type: 'send', text: 'wifi: Hyperoptic-7F2A / pw: lemon-parrot-42', replyTo: 4003 },
      { type: 'send', text: 'And yes Saturday is on! 10ish?' },
    ],
  }),
  priya({
    name: 'priya answers with his own words, still on',
    answer: `# «send»
Still on 💪

# «send»
I've been doing the finger exercises all week, prepare to be humbled`,
    expect: [
      { type: 'send', text: 'Still on 💪' },
      { type: 'send', text: "I've been doing the finger exercises all week, prepare to be humbled" },
    ],
  }),
  priya({
    name: 'priya sends the recipe for his mum as a list with an aside',
    answer: `# «send» 4001
For your mum:
1. ragù the night before
2. béchamel with nutmeg, lots
3. layer, sauce, cheese, repeat
4. 180° for 45 min, then rest 15 (the resting is the secret, tell her I said so)`,
    expect: [
      {
        type: 'send',
        text: 'For your mum:\n1. ragù the night before\n2. béchamel with nutmeg, lots\n3. layer, sauce, cheese, repeat\n4. 180° for 45 min, then rest 15 (the resting is the secret, tell her I said so)',
        replyTo: 4001,
      },
    ],
  }),
  priya({
    name: 'priya quotes a fragment of the landlord news back',
    answer: `# «send»
"between 8 and 12" means 11:58, you know that right 😅

# «send»
climbing Saturday yes!!`,
    expect: [
      { type: 'send', text: '"between 8 and 12" means 11:58, you know that right 😅' },
      { type: 'send', text: 'climbing Saturday yes!!' },
    ],
  }),
  priya({
    name: 'priya reacts and sends a sticker',
    answer: `# «react» 4005
👍

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  lukas({
    name: 'lukas confesses and votes in the poll in words',
    answer: `# «send» 4005
Ich war's 🙈 sorry, ich kauf heute zwei neue

# «send» 4002
Sonntag: ja, ich mach Lasagne`,
    expect: [
      { type: 'send', text: "Ich war's 🙈 sorry, ich kauf heute zwei neue", replyTo: 4005 },
      { type: 'send', text: 'Sonntag: ja, ich mach Lasagne', replyTo: 4002 },
    ],
  }),
  lukas({
    name: 'lukas quotes a fragment of selin to point at ben',
    answer: `# «send»
„die leere Packung zurück in den Kühlschrank" – das war Ben, ich hab's gesehen 👀`,
    expect: [
      {
        type: 'send',
        text: '„die leere Packung zurück in den Kühlschrank" – das war Ben, ich hab\'s gesehen 👀',
        replyTo: 4005,
      },
    ],
  }),
  lukas({
    name: 'lukas proposes a cleaning rota with names at line starts',
    answer: `# «send» 3996
Vorschlag für Dezember:
Mara: Bad
Selin: Küche
Ben: Flur + Müll
ich: Wohnzimmer`,
    expect: [
      {
        type: 'send',
        text: 'Vorschlag für Dezember:\nMara: Bad\nSelin: Küche\nBen: Flur + Müll\nich: Wohnzimmer',
        replyTo: 3996,
      },
    ],
  }),
  lukas({
    name: 'lukas reacts to ben and turns his words around',
    answer: `# «react» 4000
🤣

# «send»
Ben ist raus, der trinkt ja „nur Kuhmilch 🐄"`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4000 },
      { type: 'send', text: 'Ben ist raus, der trinkt ja „nur Kuhmilch 🐄"', replyTo: 4005 },
    ],
  }),
  lukas({
    name: 'lukas answers the poll with its own option word',
    answer: `# «send» 4002
Vielleicht. Hängt davon ab, wer kocht 😏`,
    expect: [{ type: 'send', text: 'Vielleicht. Hängt davon ab, wer kocht 😏', replyTo: 4002 }],
  }),
  // Diego asked her to copy the line word for word: the copy is the joke, and meant.
  valentina({
    name: 'valentina copies the oath her brother dictated',
    answer: `# «send»
Yo, Valentina, prometo devolver el táper de mamá esta semana

# «send»
¿contento? 🙄`,
    expect: [
      { type: 'send', text: 'Yo, Valentina, prometo devolver el táper de mamá esta semana' },
      { type: 'send', text: '¿contento? 🙄' },
    ],
  }),
  valentina({
    name: 'valentina copies the oath with a loophole',
    answer: `# «send»
Yo, Valentina, prometo devolver el táper de mamá esta semana... o la que viene 😇`,
    expect: [
      {
        type: 'send',
        text: 'Yo, Valentina, prometo devolver el táper de mamá esta semana... o la que viene 😇',
      },
    ],
  }),
  valentina({
    name: 'valentina answers the location in her own words',
    answer: `# «send» 3999
Dale, Parque Los Andes. ¿A qué hora, 13?`,
    expect: [{ type: 'send', text: 'Dale, Parque Los Andes. ¿A qué hora, 13?', replyTo: 3999 }],
  }),
  valentina({
    name: 'valentina relays to mum with guillemets',
    answer: `# «send»
Jajaja ya le dije a mamá: «el táper vuelve el domingo, palabra de hija»

# «send»
no copio nada, que después me lo usás en contra`,
    expect: [
      { type: 'send', text: 'Jajaja ya le dije a mamá: «el táper vuelve el domingo, palabra de hija»' },
      { type: 'send', text: 'no copio nada, que después me lo usás en contra' },
    ],
  }),
  // Olya asked her to send the train time again: resending her own earlier message is the point.
  katya({
    name: 'katya resends the train time as she wrote it',
    answer: `# «send» 4005
Электричка с Финляндского в 7:42, встречаемся у касс в 7:20`,
    expect: [
      { type: 'send', text: 'Электричка с Финляндского в 7:42, встречаемся у касс в 7:20', replyTo: 4005 },
    ],
  }),
  katya({
    name: 'katya paraphrases the forwarded forecast',
    answer: `# «send»
7:42 с Финляндского, у касс в 7:20 😉

# «send»
И Дима же кидал прогноз: +4 и без осадков, так что термос обязателен ☕`,
    expect: [
      { type: 'send', text: '7:42 с Финляндского, у касс в 7:20 😉', replyTo: 4005 },
      { type: 'send', text: 'И Дима же кидал прогноз: +4 и без осадков, так что термос обязателен ☕' },
    ],
  }),
  katya({
    name: 'katya quotes seryozha in guillemets and reacts',
    answer: `# «send»
В 7:42, у касс в 7:20!

# «react» 4003
🔥

# «send» 4003
«Я беру горелку» — лучшие слова за неделю 🫖`,
    expect: [
      { type: 'send', text: 'В 7:42, у касс в 7:20!', replyTo: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'send', text: '«Я беру горелку» — лучшие слова за неделю 🫖', replyTo: 4003 },
    ],
  }),
  camille({
    name: 'camille quotes her mother to her sister and answers',
    answer: `# «send»
Oui je viens ! Et j'ai dit à Léa : « repas dimanche à 12h30 chez Mamie, et tu apportes le fromage » 🧀`,
    expect: [
      {
        type: 'send',
        text: "Oui je viens ! Et j'ai dit à Léa : « repas dimanche à 12h30 chez Mamie, et tu apportes le fromage » 🧀",
      },
    ],
  }),
  camille({
    name: 'camille praises the photo in her own words',
    answer: `# «send» 4003
Elle est superbe 😍 papa devrait se lancer dans la menuiserie

# «send»
Et oui je viens dimanche, pardon j'avais vu et oublié de répondre`,
    expect: [
      { type: 'send', text: 'Elle est superbe 😍 papa devrait se lancer dans la menuiserie', replyTo: 4003 },
      { type: 'send', text: "Et oui je viens dimanche, pardon j'avais vu et oublié de répondre" },
    ],
  }),
  camille({
    name: 'camille repeats her own bravo on purpose',
    answer: `# «send»
Comme je disais : bravo papa 👏👏

# «send»
Dimanche oui, j'arrive vers midi`,
    expect: [
      { type: 'send', text: 'Comme je disais : bravo papa 👏👏' },
      { type: 'send', text: "Dimanche oui, j'arrive vers midi" },
    ],
  }),
  rafa({
    name: 'rafa confirms with his catchphrase',
    answer: `# «send»
Confirmado! Bora que bora 🔥`,
    expect: [{ type: 'send', text: 'Confirmado! Bora que bora 🔥', replyTo: 4005 }],
  }),
  // The catchphrase is his, said again in a new moment: he means it every time.
  rafa({
    name: 'rafa says his catchphrase again alone',
    answer: `# «send»
Tô dentro

# «send»
Bora que bora 🔥`,
    expect: [
      { type: 'send', text: 'Tô dentro', replyTo: 4005 },
      { type: 'send', text: 'Bora que bora 🔥' },
    ],
  }),
  rafa({
    name: 'rafa quotes the payment rule at thiago',
    answer: `# «send»
"Quem não pagar até quarta não joga" — já paguei, Thiago, pode conferir 😎`,
    expect: [
      {
        type: 'send',
        text: '"Quem não pagar até quarta não joga" — já paguei, Thiago, pode conferir 😎',
        replyTo: 4005,
      },
    ],
  }),
  sakura({
    name: 'sakura answers with the word he used',
    answer: `# «send»
かわいい！！🐶

# «send»
レインコート着てるの反則でしょ`,
    expect: [
      { type: 'send', text: 'かわいい！！🐶' },
      { type: 'send', text: 'レインコート着てるの反則でしょ' },
    ],
  }),
  sakura({
    name: 'sakura repeats the meeting point back to confirm',
    answer: `# «send»
かわいすぎる😭

# «send» 4001
明日ハチ公前10時ね、了解！`,
    expect: [
      { type: 'send', text: 'かわいすぎる😭' },
      { type: 'send', text: '明日ハチ公前10時ね、了解！', replyTo: 4001 },
    ],
  }),
];
