/**
 * Set 50, slips (1): the families written anew around tiny messages in German, Russian, Japanese,
 * Hinglish and Portuguese, where the slip is about as long as the message it rides with.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA_NIGHT, bia, dima, lunch, timo, WG_CHARGER, wg, yui } from './answers-50-cast.js';

export const SLIPS_50: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash states its plan in a line of prose before the first block.
  timo({
    name: 'set50 mila: a plan line before the block',
    answer: 'Timo fragt nach Pasta, kurz zusagen.\n\n# «send»\njaaa\n',
    expect: [{ type: 'send', text: 'jaaa' }],
    withheld: ['outside-blocks'],
  }),
  // Models copy the speaker prefix of a chat log onto the persona's own line.
  timo({
    name: 'set50 mila: her own name as a speaker label',
    answer: '# «send»\nMila: jo, gerne\n',
    expect: [{ type: 'send', text: 'jo, gerne' }],
    withheld: ['label'],
  }),
  // Reasoning models behind the OpenAI endpoint leave a think span before the blocks.
  timo({
    name: 'set50 mila: a think span before a one-line yes',
    answer: '<think>\nkurz antworten, sie hat hunger\n</think>\n# «send»\nja bitte 🍝\n',
    expect: [{ type: 'send', text: 'ja bitte 🍝' }],
    withheld: ['reasoning'],
  }),
  // Gemini narrates a sticker in a message block instead of writing a sticker block.
  timo({
    name: 'set50 mila: a sticker narrated in German',
    answer: '# «send»\n*schickt einen 😴 Sticker*\n',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  }),
  // The model goes on writing the chat and invents the next participant's turn.
  wg({
    name: 'set50 wg: a made-up answer from Selin after a yes',
    callout: true,
    answer: '# «send»\nBin dabei!\n\nSelin: yay 🥳 dann um 10 am Eingang\n',
    expect: [{ type: 'send', text: 'Bin dabei!', replyTo: 4005 }],
  }),
  // Gemini 3 narrates silence in brackets in a group turn that was never the persona's.
  wg({
    name: 'set50 wg: silence narrated in German brackets',
    others: WG_CHARGER,
    answer: '# «think»\nGeht um Timos Kabel, nicht um mich.\n\n# «send»\n(schweigt)\n',
    expect: [],
  }),
  // Models repeat the question they answer as the first line of the message.
  wg({
    name: 'set50 wg: the question echoed over a one-word answer',
    callout: true,
    answer: '# «send»\nMila, kommst du am Samstag mit zum Flohmarkt am Mauerpark?\nklar!\n',
    expect: [{ type: 'send', text: 'klar!', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // Chat-tuned models offer alternatives as labelled options.
  wg({
    name: 'set50 wg: two labelled options of a yes',
    callout: true,
    answer: '# «send»\n**Option 1:** Bin dabei!\n**Option 2:** Klar, wann genau?\n',
    expect: [{ type: 'send', text: 'Bin dabei!', replyTo: 4005 }],
  }),
  // A Cyrillic persona name used as the speaker label.
  dima({
    name: 'set50 anya: a Cyrillic label over a bracket smile',
    answer: '# «send»\nАня: да)\n',
    expect: [{ type: 'send', text: 'да)' }],
    withheld: ['label'],
  }),
  // Gemini writes its thought as a labelled line in the persona's language before the blocks.
  dima({
    name: 'set50 anya: a Russian thoughts label before a yes',
    answer: 'Мысли: он предлагает зайти в семь, соглашаюсь коротко\n\n# «send»\nда, давай\n',
    expect: [{ type: 'send', text: 'да, давай' }],
  }),
  // Gemini stopped at the output limit in the middle of a second message.
  dima({
    name: 'set50 anya: a second message cut at the limit',
    truncated: true,
    answer: '# «send»\nдавай\n\n# «send»\nтолько я, наверное, задержусь минут на дес',
    expect: [{ type: 'send', text: 'давай' }],
    withheld: ['truncated'],
  }),
  // The model signs a two-word message like a letter.
  dima({
    name: 'set50 anya: a dash signature under two words',
    answer: '# «send»\nок, жду)\n— Аня\n',
    expect: [{ type: 'send', text: 'ок, жду)' }],
  }),
  // A reply key written as a line of the body, as in a tool schema.
  dima({
    name: 'set50 anya: a text key before a time',
    answer: '# «send»\ntext: 19:30?\n',
    expect: [{ type: 'send', text: '19:30?' }],
  }),
  // The reply target written as a bracketed note opening the body.
  dima({
    name: 'set50 anya: a bracketed reply note before laughter',
    answer: '# «send»\n(replying to #4003) ахахах жирный\n',
    expect: [{ type: 'send', text: 'ахахах жирный', replyTo: 4003 }],
  }),
  // A persona name in kana as a label with a full-width colon.
  yui({
    name: 'set50 mika: a kana label with a full-width colon',
    answer: '# «send»\nミカ：おけ\n',
    expect: [{ type: 'send', text: 'おけ' }],
    withheld: ['label'],
  }),
  // Roleplay-tuned output: a stage direction in full-width brackets naming the persona.
  yui({
    name: 'set50 mika: a stage direction over www',
    answer: '# «send» 4003\n（ミカ、笑いながら）\nwww\n',
    expect: [{ type: 'send', text: 'www', replyTo: 4003 }],
    withheld: ['narration'],
  }),
  // Gemini copies the sticker offer line whole, dash and description.
  yui({
    name: 'set50 mika: the sticker line copied whole',
    answer: '# «sticker»\nHeidiDuck\n- 😂 — ‹duck laughing›\n',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  }),
  // Gemini 2.5 Pro's thought summary: a bold -ing title and a sentence of plan, before the block.
  yui({
    name: 'set50 mika: a thought summary title before the time',
    answer:
      "**Confirming the Lunch Time**\n\nI'm agreeing to 12:30 and keeping it brief.\n\n# «send»\n12時半おけー\n",
    expect: [{ type: 'send', text: '12時半おけー' }],
  }),
  // The answer written as a fenced JSON object, with no block.
  lunch({
    name: 'set50 priya: a fenced JSON send',
    callout: true,
    answer: '```json\n{"send": "omw 🏃‍♀️"}\n```\n',
    expect: [{ type: 'send', text: 'omw 🏃‍♀️', replyTo: 4005 }],
  }),
  // A note to whoever runs the persona after the message.
  lunch({
    name: 'set50 priya: a bracketed note on her manner',
    callout: true,
    answer: '# «send»\nhaan 2 min\n\n(Note: Priya is always running late, so keeping it casual.)\n',
    expect: [{ type: 'send', text: 'haan 2 min', replyTo: 4005 }],
  }),
  // The model continues the chat as the partner, on the next line of the same body.
  lunch({
    name: 'set50 priya: Rohan made up under her line',
    callout: true,
    answer: '# «send»\naa rahi hu\nRohan: jaldi aa, I am starving\n',
    expect: [{ type: 'send', text: 'aa rahi hu', replyTo: 4005 }],
  }),
  // Gemini repeats its first message at the end of a multi-block answer.
  lunch({
    name: 'set50 priya: the first message repeated last',
    callout: true,
    answer:
      '# «send»\naa rahi hu 5 min mein\n\n# «send» 4003\nArjun order kar dungi tera\n\n# «send»\naa rahi hu 5 min mein\n',
    expect: [
      { type: 'send', text: 'aa rahi hu 5 min mein', replyTo: 4005 },
      { type: 'send', text: 'Arjun order kar dungi tera', replyTo: 4003 },
    ],
    withheld: ['duplicate'],
  }),
  // The whole answer wrapped in a code fence.
  bia({
    name: 'set50 lucas: the answer inside a fence',
    answer: '```\n# «send»\nbora kkkk\n```\n',
    expect: [{ type: 'send', text: 'bora kkkk' }],
  }),
  // An assistant's offer to rewrite, in Portuguese, after the message.
  bia({
    name: 'set50 lucas: an offer to make it livelier',
    answer: '# «send»\nboraaa\n\nQuer que eu deixe a resposta mais animada?\n',
    expect: [{ type: 'send', text: 'boraaa' }],
  }),
  // The whole message in typographic quotes, as a model presents a line.
  bia({
    name: 'set50 lucas: a one-word message in curly quotes',
    answer: '# «send»\n“bora!”\n',
    expect: [{ type: 'send', text: 'bora!' }],
  }),
  // A silence token next to a reaction that was the whole answer.
  bia({
    name: 'set50 lucas: a heart and a silence token',
    others: BIA_NIGHT,
    answer: '# «react»\n❤\n\n# «send»\nNO_REPLY\n',
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
    withheld: ['silence-marker'],
  }),
];
