import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { GIULIA, GIULIA_NOT_ADDRESSED, JURGEN } from './answers-43-scenes.js';

/** Set 43, ordinary answers continued: Jürgen, Giulia and Heidi, and their real look-alikes. */
export const HELD_OUT_43_ORDINARY_2: readonly CorpusEntry[] = [
  {
    name: 'de jürgen: yes, meeting point, which oil (Gemini 2.5 Flash)',
    ...JURGEN,
    answer: '# «send»\nBin dabei! 8 Uhr Krugkoppelbrücke passt. Öl bring ich mit, das von Finish Line 👍',
    expect: [
      {
        type: 'send',
        text: 'Bin dabei! 8 Uhr Krugkoppelbrücke passt. Öl bring ich mit, das von Finish Line 👍',
      },
    ],
  },
  {
    name: 'de jürgen: a wait of 45 seconds between two messages (Gemini 3 Flash)',
    ...JURGEN,
    answer:
      '# «send»\nSamstag bin ich dabei.\n\n# «wait»\n45 s\n\n# «send»\nAch, und die Kette: erst sauber machen, dann ölen, sonst quietscht die in zwei Tagen wieder 😉',
    expect: [
      { type: 'send', text: 'Samstag bin ich dabei.' },
      { type: 'wait', delay: 45 },
      {
        type: 'send',
        text: 'Ach, und die Kette: erst sauber machen, dann ölen, sonst quietscht die in zwei Tagen wieder 😉',
      },
    ],
  },
  {
    name: 'de jürgen: a "Nachtrag" paragraph a person adds (Gemini 2.5 Pro)',
    ...JURGEN,
    answer:
      '# «send»\nSamstag: bin dabei.\n\nNachtrag: Treffpunkt ist diesmal an der Fernsicht, die Brücke ist wegen Bauarbeiten gesperrt!',
    expect: [
      {
        type: 'send',
        text: 'Samstag: bin dabei.\n\nNachtrag: Treffpunkt ist diesmal an der Fernsicht, die Brücke ist wegen Bauarbeiten gesperrt!',
      },
    ],
  },
  {
    name: 'de jürgen: a sticker alone (Gemini 2.5 Flash-Lite)',
    ...JURGEN,
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'de jürgen: a message and something to remember (Gemini 3 Flash)',
    ...JURGEN,
    answer:
      '# «send»\nKlar, Samstag 8 Uhr!\n\n# «remember»\nAnke fährt samstags meist mit; ihre Kette quietscht, Öl mitbringen',
    expect: [{ type: 'send', text: 'Klar, Samstag 8 Uhr!' }, { type: 'remember' }],
  },
  {
    name: 'de jürgen: Anke wants text for the club page, a note for newcomers in it (Claude Haiku)',
    ...JURGEN,
    others: new Map([
      [4001, 'Na, wie war die Runde am Sonntag? Ich hab’s leider nicht geschafft'],
      [4003, 'Die Kette quietscht bei mir seit Tagen, hast du noch das gute Öl?'],
      [
        4005,
        'Kannst du mir fürs Vereins-Wiki kurz sagen, was da stehen soll? Ich bau die Seite heute Abend.',
      ],
    ]),
    answer:
      '# «send»\nKlar, für die Seite:\n\nTreffpunkt: Krugkoppelbrücke, samstags 8 Uhr\nTempo: 25–28 km/h\nHinweis für Neue: Helm ist Pflicht, Licht im Winter auch!',
    expect: [
      {
        type: 'send',
        text: 'Klar, für die Seite:\n\nTreffpunkt: Krugkoppelbrücke, samstags 8 Uhr\nTempo: 25–28 km/h\nHinweis für Neue: Helm ist Pflicht, Licht im Winter auch!',
      },
    ],
  },
  {
    name: 'it giulia: called by name, yes and wine (Gemini 2.5 Flash)',
    ...GIULIA,
    callout: true,
    answer: '# «send»\nci sono!! porto il vino, tu pensa alla carbonara vera 🍷',
    expect: [
      { type: 'send', text: 'ci sono!! porto il vino, tu pensa alla carbonara vera 🍷', replyTo: 4005 },
    ],
  },
  {
    name: 'it giulia: abbreviations and a typo (Gemini 3 Flash)',
    ...GIULIA,
    callout: true,
    answer: '# «send»\nsiii arrivo verso le 8 e mezza, nn iniziate senza di me eh',
    expect: [
      { type: 'send', text: 'siii arrivo verso le 8 e mezza, nn iniziate senza di me eh', replyTo: 4005 },
    ],
  },
  {
    name: 'it giulia: Sara reminds Marco, an empty answer (Gemini 2.5 Flash)',
    ...GIULIA,
    others: GIULIA_NOT_ADDRESSED,
    answer: '\n',
    expect: [],
  },
  {
    name: 'it giulia: a parenthesis and a P.S. of her own (Gemini 2.5 Pro)',
    ...GIULIA,
    callout: true,
    answer:
      '# «send»\nci sono! (a patto che sia davvero senza panna 😤)\nP.S. ho ricomprato io il caffè, Marco sei perdonato',
    expect: [
      {
        type: 'send',
        text: 'ci sono! (a patto che sia davvero senza panna 😤)\nP.S. ho ricomprato io il caffè, Marco sei perdonato',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'it giulia: an asterisk footnote a person types (Qwen3 235B)',
    ...GIULIA,
    callout: true,
    answer: '# «send»\nstasera ci sono*\n\n*salvo disastri in ufficio, vi scrivo entro le 7',
    expect: [
      {
        type: 'send',
        text: 'stasera ci sono*\n\n*salvo disastri in ufficio, vi scrivo entro le 7',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'it giulia: news with its source, in a group turn not for her (Gemini 3 Flash)',
    ...GIULIA,
    others: GIULIA_NOT_ADDRESSED,
    answer:
      '# «send»\nragazzi domani sciopero dei bus, fonte: sito TPER. Marco se vuoi ti porto io in bici 😂',
    expect: [
      {
        type: 'send',
        text: 'ragazzi domani sciopero dei bus, fonte: sito TPER. Marco se vuoi ti porto io in bici 😂',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'en heidi: the cat and the hours, bold day names a person types (Gemini 2.5 Flash)',
    answer:
      '# «send»\nHe did! Sulked under the sofa for a day, now he owns the new flat 🐈\n\n# «send»\n**Saturday:** 10–16\n**Sunday:** closed',
    expect: [
      { type: 'send', text: 'He did! Sulked under the sofa for a day, now he owns the new flat 🐈' },
      { type: 'send', text: '**Saturday:** 10–16\n**Sunday:** closed' },
    ],
  },
  {
    name: 'en heidi: a note for the friend who fixes her till, opening the message (GPT-4o)',
    others: new Map([
      [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
      [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
      [4005, 'I can come by Saturday to look at the card reader. Anything I should know?'],
    ]),
    answer:
      '# «send»\nNote for the tech guy: the card reader needs a restart every morning and it hates the wifi near the window 😅 Saturday after 12 is best',
    expect: [
      {
        type: 'send',
        text: 'Note for the tech guy: the card reader needs a restart every morning and it hates the wifi near the window 😅 Saturday after 12 is best',
      },
    ],
  },
];
