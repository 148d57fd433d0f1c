/**
 * Set 92, answers with one slip each in Italian (Chiara, Gemini 2.5 Flash), European Portuguese
 * (Joana, Gemini 3 Pro), Polish (Kasia, Gemini 2.5 Pro) and Russian (Аркадий, Gemini 3 Flash and
 * DeepSeek): the model's English reasoning, labels, tone and mood notes in the persona's
 * language, narration, an offer, an echo and cut answers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { drill, gelato, swell, tournament } from './answers-92-cast.js';

export const SLIPS_92_LANGUAGES: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: its English plan as the first paragraph of an Italian message.
  {
    name: "set92: Chiara's Italian message opens with the model's English plan",
    ...gelato,
    answer: `# «send»
Matteo is asking about flavours, so I'll list them casually and offer a mix.

Pistacchio, fiordilatte, stracciatella e il nuovo al fico. Ti faccio una vaschetta mista?`,
    expect: [
      {
        type: 'send',
        text: 'Pistacchio, fiordilatte, stracciatella e il nuovo al fico. Ti faccio una vaschetta mista?',
      },
    ],
  },
  // Gemini 2.5 Flash: her name with a stage direction as a speaker label.
  {
    name: 'set92: Chiara labelled by her name and "(ridendo)"',
    ...gelato,
    answer: `# «send»
Chiara (ridendo): Tutti, ovviamente. Per il tuo compleanno porto il banco intero`,
    expect: [{ type: 'send', text: 'Tutti, ovviamente. Per il tuo compleanno porto il banco intero' }],
  },
  // Gemini 2.5 Flash: the answer stopped at the output limit inside the second message.
  {
    name: 'set92: Chiara cut off inside her second message',
    ...gelato,
    answer: `# «send»
Pistacchio, nocciola e fiordilatte come sempre

# «send»
E poi c'è il nuovo gusto al fico e n`,
    expect: [{ type: 'send', text: 'Pistacchio, nocciola e fiordilatte come sempre' }],
    truncated: true,
    withheld: ['truncated'],
  },
  // Gemini 2.5 Flash: a reading of the cousin's mood in Italian as the last paragraph.
  {
    name: "set92: Chiara's message ends with a reading of Matteo's mood",
    ...gelato,
    answer: `# «send»
Questa settimana ho zabaione, pistacchio e sorbetto al mandarino. Scegli tu!

Matteo è entusiasta per la festa, quindi rispondo con lo stesso tono allegro.`,
    expect: [
      {
        type: 'send',
        text: 'Questa settimana ho zabaione, pistacchio e sorbetto al mandarino. Scegli tu!',
      },
    ],
  },
  // Gemini 3 Pro: English reasoning before the blocks of a Portuguese answer.
  {
    name: 'set92: Joana after English reasoning before the blocks',
    ...swell,
    answer: `Rui is asking me directly about the 10am group. I'll take it and agree with cancelling the kids' class.

# «send»
Fico eu com as 10h

# «send»
E sim, cancelem a dos miúdos, com 2 metros não dá`,
    expect: [
      { type: 'send', text: 'Fico eu com as 10h' },
      { type: 'send', text: 'E sim, cancelem a dos miúdos, com 2 metros não dá' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro: a bracketed note on the tone, in Portuguese, closing the message.
  {
    name: 'set92: Joana closes with a bracketed tone note in Portuguese',
    ...swell,
    answer: `# «send»
Fico com o grupo das 10h, tranquilo

(Resposta curta e prática, o grupo só precisa de uma decisão.)`,
    expect: [{ type: 'send', text: 'Fico com o grupo das 10h, tranquilo' }],
  },
  // Gemini 3 Pro: the persona narrated in the third person before her group message.
  {
    name: 'set92: Joana narrated checking the forecast before her message',
    ...swell,
    answer: `# «send»
*Joana volta a olhar para a previsão no telemóvel*

Fico eu com as 10h. Se o vento rodar para leste ainda se faz`,
    expect: [{ type: 'send', text: 'Fico eu com as 10h. Se o vento rodar para leste ainda se faz' }],
  },
  // Gemini 2.5 Pro: a line of English reasoning between two Polish messages.
  {
    name: "set92: Kasia's English reasoning between her Polish messages",
    ...drill,
    answer: `# «send»
Jasne, pożyczę

Now the recipe: she found it in her notebook, so promise a photo.

# «send» 4003
Przepis mam, wyślę ci zdjęcie wieczorem`,
    expect: [
      { type: 'send', text: 'Jasne, pożyczę' },
      { type: 'send', text: 'Przepis mam, wyślę ci zdjęcie wieczorem', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: an offer in Polish to rewrite the answer, to the model's user.
  {
    name: 'set92: Kasia answers, then an offer in Polish to reword it',
    ...drill,
    answer: `# «send»
Pewnie, wiertarka czeka. Tylko oddaj z wiertłami tym razem

Jeśli chcesz, mogę przeredagować tę odpowiedź, żeby brzmiała cieplej.`,
    expect: [{ type: 'send', text: 'Pewnie, wiertarka czeka. Tylko oddaj z wiertłami tym razem' }],
  },
  // Gemini 2.5 Pro: Tomek's question copied into a block of its own.
  {
    name: "set92: Kasia echoes Tomek's drill question first",
    ...drill,
    answer: `# «send»
Aha, i pożyczysz mi wiertarkę? Wieszam półki

# «send»
Jasne, wpadnij jutro po nią`,
    expect: [{ type: 'send', text: 'Jasne, wpadnij jutro po nią' }],
    withheld: ['echo'],
  },
  // DeepSeek behind the endpoint: a Russian "thoughts" label opening the first message.
  {
    name: 'set92: Аркадий opens with a line of labelled Russian thoughts',
    ...tournament,
    answer: `# «send»
Мысли: родители спрашивают про время и часы, отвечу по пунктам.
Начало в 10:00, часы не нужны, клуб выдаёт`,
    expect: [{ type: 'send', text: 'Начало в 10:00, часы не нужны, клуб выдаёт' }],
  },
  // Gemini 3 Flash: a reading of the parents' mood as the last paragraph.
  {
    name: "set92: Аркадий's message ends with a reading of the parents",
    ...tournament,
    answer: `# «send» 4005
Тимуру можно в старшую группу, я его допущу

Родители немного волнуются перед турниром, поэтому отвечаю спокойно и по пунктам.`,
    expect: [{ type: 'send', text: 'Тимуру можно в старшую группу, я его допущу', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the answer stopped at the output limit in its third message.
  {
    name: 'set92: Аркадий cut off in his third message',
    ...tournament,
    answer: `# «send»
Начало в 10:00, приходите к 9:30

# «send»
Часы брать не нужно

# «send» 4005
Тимуру в старшей группе будет полезно, только пусть не расстраивается, если сначала`,
    expect: [
      { type: 'send', text: 'Начало в 10:00, приходите к 9:30' },
      { type: 'send', text: 'Часы брать не нужно' },
    ],
    truncated: true,
    withheld: ['truncated'],
  },
];
