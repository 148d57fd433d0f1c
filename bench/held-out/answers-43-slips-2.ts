import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ELODIE, ELODIE_NOT_ADDRESSED, GIULIA, GIULIA_NOT_ADDRESSED, JURGEN } from './answers-43-scenes.js';

/**
 * Set 43, slips (French, German, Italian, and Heidi's shop in English), with a few real messages
 * of the same look among them. As in the first slips file, each shape is one models are reported
 * to write behind a role prompt, and where the documented rules are silent the expectation is
 * what a careful operator of the account would want sent.
 */
export const HELD_OUT_43_SLIPS_2: readonly CorpusEntry[] = [
  {
    name: 'fr élodie: a roleplay action line in a group, then the answer (Gemini 2.5 Flash)',
    ...ELODIE,
    callout: true,
    answer:
      '# «send»\n*vérifie le planning sur son téléphone*\nOui Sébastien, je peux prendre Léo et un autre, départ 8h15 !',
    expect: [
      { type: 'send', text: 'Oui Sébastien, je peux prendre Léo et un autre, départ 8h15 !', replyTo: 4005 },
    ],
  },
  {
    name: 'fr élodie: two slips, the persona narrated over the text and a rule with why this tone (Gemini 3 Flash)',
    ...ELODIE,
    callout: true,
    answer:
      "# «send»\n(Élodie, ravie de rendre service)\nAvec plaisir ! J'ai de la place pour deux.\n\n---\n**Pourquoi ce ton :** Élodie est serviable et les parents se connaissent bien.",
    expect: [{ type: 'send', text: "Avec plaisir ! J'ai de la place pour deux.", replyTo: 4005 }],
  },
  {
    name: 'fr élodie: drafts offered as a table with a Message column (ChatGPT)',
    ...ELODIE,
    callout: true,
    answer:
      '# «send»\nDeux propositions :\n\n| Ton | Message |\n|---|---|\n| chaleureux | Avec plaisir, deux places pour vendredi ! |\n| bref | OK pour deux. |',
    expect: [{ type: 'send', text: 'Avec plaisir, deux places pour vendredi !', replyTo: 4005 }],
  },
  {
    name: 'fr élodie: not addressed, her silence explained in brackets (Gemini 2.5 Flash)',
    ...ELODIE,
    others: ELODIE_NOT_ADDRESSED,
    answer: '# «send»\n[pas de réponse, ça ne me concerne pas]',
    expect: [],
  },
  {
    name: 'fr élodie: two slips, a "Réponse" header and a footnote with its definition (Gemini app)',
    ...ELODIE,
    callout: true,
    answer:
      "# «send»\n## Réponse\nOui, deux enfants c'est bon ![^1]\n\n[^1]: Élodie a un monospace sept places.",
    expect: [{ type: 'send', text: "Oui, deux enfants c'est bon !", replyTo: 4005 }],
  },
  {
    name: 'fr élodie: stopped at the output limit inside the second message (Gemini 2.5 Flash)',
    ...ELODIE,
    callout: true,
    truncated: true,
    answer: "# «send»\nOui pour deux !\n\n# «send»\nPar contre il faudrait que quelqu'un prenne les gou",
    expect: [{ type: 'send', text: 'Oui pour deux !', replyTo: 4005 }],
    withheld: ['truncated'],
  },
  {
    name: 'de jürgen: a German "writes:" speaker line over the message (Gemini 2.5 Flash)',
    ...JURGEN,
    answer: '# «send»\nJürgen schreibt:\nMoin Anke! Samstag bin ich dabei, 8 Uhr Brücke 🚴',
    expect: [{ type: 'send', text: 'Moin Anke! Samstag bin ich dabei, 8 Uhr Brücke 🚴' }],
  },
  {
    name: 'de jürgen: a note to the developers closing the message (GPT-4o)',
    ...JURGEN,
    answer:
      '# «send»\nKlar, 8 Uhr passt!\n\nHinweis für die Entwickler: Das Öl-Thema habe ich bewusst weggelassen, weil es schon beantwortet war.',
    expect: [{ type: 'send', text: 'Klar, 8 Uhr passt!' }],
  },
  {
    name: 'de jürgen: a closing "Moment, eigentlich…" that decides to keep both messages (Gemini 3 Flash)',
    ...JURGEN,
    answer:
      '# «send»\nBin dabei, 8 Uhr!\n\n# «send»\nÖl bring ich mit.\n\nMoment, eigentlich hab ich Anke das Öl schon versprochen – die zweite Nachricht ist also doppelt. Egal, ich lasse es so.',
    expect: [
      { type: 'send', text: 'Bin dabei, 8 Uhr!' },
      { type: 'send', text: 'Öl bring ich mit.' },
    ],
  },
  {
    name: 'de jürgen: a real "Moment, nee" correcting the time, as people type (Gemini 2.5 Pro)',
    ...JURGEN,
    answer: '# «send»\nSamstag 8 Uhr! Moment, nee – 7:30, wir wollten doch früher los wegen der Hitze 🥵',
    expect: [
      {
        type: 'send',
        text: 'Samstag 8 Uhr! Moment, nee – 7:30, wir wollten doch früher los wegen der Hitze 🥵',
      },
    ],
  },
  {
    name: 'de jürgen: a German block name in bold with no space after the hash (Gemini 2.5 Flash-Lite)',
    ...JURGEN,
    answer: '**#«Senden»**\nBin dabei, bis Samstag!',
    expect: [{ type: 'send', text: 'Bin dabei, bis Samstag!' }],
  },
  {
    name: 'de jürgen: two slips, a code-style address key and an initial as signature (Mistral Small)',
    ...JURGEN,
    answer: '# «send»\nantwort_an: Anke\nSamstag 8 Uhr, ich bin dabei 🚴\n— J.',
    expect: [{ type: 'send', text: 'Samstag 8 Uhr, ich bin dabei 🚴' }],
  },
  {
    name: 'de jürgen: a list of things for later turns closing the message (Gemini 3 Flash)',
    ...JURGEN,
    answer:
      '# «send»\nSamstag 8 Uhr, bin dabei!\n\nFür spätere Turns:\n- nach der Kette fragen\n- die Sonntagsrunde vorschlagen',
    expect: [{ type: 'send', text: 'Samstag 8 Uhr, bin dabei!' }],
  },
  {
    name: 'it giulia: Sara reminds Marco, a stage direction alone (Gemini 2.5 Flash)',
    ...GIULIA,
    others: GIULIA_NOT_ADDRESSED,
    answer: '# «send»\n*continua a lavare i piatti*',
    expect: [],
  },
  {
    name: 'it giulia: a message, a sticker, and a plan for later messages in the sticker’s block (Gemini 3 Flash)',
    ...GIULIA,
    callout: true,
    answer:
      '# «send»\nci sono!! 🍝\n\n# «sticker»\nHeidiDuck\n😂\n\nPiano per i prossimi messaggi: domani chiedere a Sara del padrone di casa.',
    expect: [
      { type: 'send', text: 'ci sono!! 🍝', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'it giulia: a heading in heavy angle brackets (Gemini 2.5 Flash)',
    ...GIULIA,
    callout: true,
    answer: '### ❰send❱\nci sono, porto il dolce',
    expect: [{ type: 'send', text: 'ci sono, porto il dolce', replyTo: 4005 }],
  },
  {
    name: 'it giulia: two bold options, the second marked chosen (Gemini 2.5 Pro)',
    ...GIULIA,
    callout: true,
    answer:
      '# «send»\n**Opzione A:**\nstasera passo, scusate 😔\n\n**Opzione B:** ✅\nci sono!! porto il vino',
    expect: [{ type: 'send', text: 'ci sono!! porto il vino', replyTo: 4005 }],
  },
  {
    name: 'it giulia: an English line weighing the tone opens the Italian body (Claude Sonnet)',
    ...GIULIA,
    callout: true,
    answer:
      '# «send»\nKeeping it short and playful, since Marco is joking around.\n\nci sono!! ma se vedo la panna me ne vado 😤',
    expect: [{ type: 'send', text: 'ci sono!! ma se vedo la panna me ne vado 😤', replyTo: 4005 }],
  },
  {
    name: 'it giulia: a real plan for tomorrow, in a turn not for her (Gemini 3 Flash)',
    ...GIULIA,
    others: GIULIA_NOT_ADDRESSED,
    answer: '# «send»\nPiano per domani: io compro il caffè, Marco lo zucchero, Sara si riposa 😇',
    expect: [
      {
        type: 'send',
        text: 'Piano per domani: io compro il caffè, Marco lo zucchero, Sara si riposa 😇',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'en heidi: an @admin note between the two answers (Gemini 2.5 Flash)',
    answer:
      "# «send»\nHe survived! Sulking under the radiator now 😹\n\n@admin the shop's Saturday hours aren't in my notes, I used 10–16 from last week's chat.\n\nSaturday we're open 10–16 as usual.",
    expect: [
      {
        type: 'send',
        text: "He survived! Sulking under the radiator now 😹\n\nSaturday we're open 10–16 as usual.",
      },
    ],
  },
  {
    name: 'en heidi: a sticker and why it was picked, as a label closing the message (Gemini 3 Flash)',
    answer:
      '# «sticker»\nHeidiDuck\n👋\n\n# «send»\nHe made it! Saturday 10–16 🙂\n\nWhy the wave sticker: Jonas just moved, so a hello to the new flat felt right.',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'He made it! Saturday 10–16 🙂' },
    ],
  },
  {
    name: 'en heidi: a rule, then next steps for the conversation in bold (Gemini 2.5 Pro)',
    answer:
      "# «send»\nHe did, he's already claimed the windowsill 🐈 And yes, Saturday 10–16!\n\n---\n**Next steps for the conversation:** ask Jonas for a photo of the cat in the new flat.",
    expect: [
      { type: 'send', text: "He did, he's already claimed the windowsill 🐈 And yes, Saturday 10–16!" },
    ],
  },
];
