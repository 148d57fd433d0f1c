/**
 * Set 42, slips of Finno-Ugric Europe, the Balkans, Greece, Romania and Iceland: case endings on
 * the addressee, labels and signatures across Cyrillic and Latin, reasoning and notes labelled in
 * the persona's language, look-alike and full-width headings, key lines and data, chat-template
 * channels, echoes, cuts, and two slips in one answer. Each expects what the persona meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BG, EL, FI, HR, HU, IS, MK, RO, SQ, SR, SR_LATN } from './answers-42-scenes.js';

export const SLIPS_2_42: readonly CorpusEntry[] = [
  {
    ...FI,
    // Finnish allative: Sanna → Sannalle "to Sanna".
    name: 'fi: the addressee with the Finnish allative ending and a colon on the heading line',
    answer: '# «send» Sannalle:\nKissa voi hyvin! Lauantaina auki 10–16.',
    expect: [{ type: 'send', text: 'Kissa voi hyvin! Lauantaina auki 10–16.' }],
  },
  {
    ...FI,
    // Narrated silence naming the persona, in Finnish.
    name: 'fi: in a group, the persona narrated going on with her coffee',
    chat: 'group',
    answer: '*Aino jatkaa kahvinsa juomista*',
    expect: [],
  },
  {
    ...FI,
    // "Vastaus" is Finnish for "answer": a message key alone over the text.
    name: 'fi: a Finnish answer key alone over the message',
    answer: '# «send»\nVastaus:\nKissa on kunnossa! Lauantaina ollaan auki.',
    expect: [{ type: 'send', text: 'Kissa on kunnossa! Lauantaina ollaan auki.' }],
  },
  {
    ...FI,
    // "Ainon vastaus" is "Aino's answer": the genitive of the name labels the line.
    name: "fi: a label in the persona's name with a Finnish possessive case",
    answer: '# «send»\nAinon vastaus: kissa on ihan ok 😸 lauantaina 10–16!',
    expect: [{ type: 'send', text: 'kissa on ihan ok 😸 lauantaina 10–16!' }],
  },
  {
    ...HU,
    // Hungarian dative: Réka → Rékának "to Réka".
    name: 'hu: the addressee in the Hungarian dative on the heading line',
    answer: '# «send» Rékának\nAz esernyőd itt van, az ajtó mellett ☂️',
    expect: [{ type: 'send', text: 'Az esernyőd itt van, az ajtó mellett ☂️' }],
  },
  {
    ...HU,
    // A chat model ignoring the block format announces whom it speaks as, then labels the line.
    name: 'hu: an announcement of the persona, then a bold speaker label, no block at all',
    answer: "I'll reply as Zsófi, in Hungarian:\n\n**Zsófi:** Igen, túlélte 😹 Szombaton nyitva vagyunk.",
    expect: [{ type: 'send', text: 'Igen, túlélte 😹 Szombaton nyitva vagyunk.' }],
  },

  {
    ...SR,
    // Serbian models switch script freely; the label is the persona's name in Latin.
    name: 'sr: the Cyrillic persona labelled in Latin letters',
    answer: '# «send»\nMilica: Преживела је! У суботу радимо 9–15.',
    expect: [{ type: 'send', text: 'Преживела је! У суботу радимо 9–15.' }],
  },
  {
    ...SR,
    // A one-word stage direction of silence in a group turn not addressed to her.
    name: 'sr: in a group, "keeps silent" in Serbian in brackets',
    chat: 'group',
    answer: '(ћути)',
    expect: [],
  },
  {
    ...SR,
    // "Размишљање" is "reasoning"; the next plain line is the message.
    name: 'sr: a Serbian reasoning label with its text, then the message',
    answer: '# «send»\nРазмишљање: Ана пита за мачку и суботу.\nЖива је! У суботу од 9.',
    expect: [{ type: 'send', text: 'Жива је! У суботу од 9.' }],
  },
  {
    ...SR_LATN,
    // The signature in the other Serbian script.
    name: 'sr-latn: the Latin persona signing in Cyrillic',
    answer: '# «send»\nPreživela je, spava na radijatoru 😹\nSubotom 9–15.\n— Јелена',
    expect: [{ type: 'send', text: 'Preživela je, spava na radijatoru 😹\nSubotom 9–15.' }],
  },
  {
    ...SR_LATN,
    // A letter's closing, as models end messages in formal registers.
    name: 'sr-latn: a closing word and the name on two lines',
    answer: '# «send»\nKišobran je kod nas, svrati sutra!\n\nPozdrav,\nJelena',
    expect: [{ type: 'send', text: 'Kišobran je kod nas, svrati sutra!' }],
  },
  {
    ...HR,
    // Two slips: "Razmišljanje" (reasoning) before, "Napomena" (note) naming the persona after a rule.
    name: 'hr: wrapped Croatian reasoning before the block, a note about the answer after a rule',
    answer:
      '*Razmišljanje: Luka pita za mačku i subotu.*\n\n# «send»\nŽiva je! U subotu radimo 8–14.\n\n---\n**Napomena:** Odgovor je kratak i topao, kako Ivana piše.',
    expect: [{ type: 'send', text: 'Živa je! U subotu radimo 8–14.' }],
  },
  {
    ...HR,
    // Two headings on one line, a model saving lines.
    name: 'hr: a reaction and a message headed on one line',
    answer: '# «react» 😁 # «send» Živa je, sve 5! U subotu 8–14.',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4005 },
      { type: 'send', text: 'Živa je, sve 5! U subotu 8–14.' },
    ],
  },
  {
    ...HR,
    // Actions are off in groups by default: the action goes, the line stays.
    name: 'hr: in a group not addressed, a roleplay action before the text',
    chat: 'group',
    answer: '# «send»\n*slaže knjige na policu* Luka, pozdravi mačku!',
    expect: [{ type: 'send', text: 'Luka, pozdravi mačku!', replyTo: 4005 }],
  },
  {
    ...BG,
    // "съобщение" is Bulgarian for "message", "действие"/"изпрати" for "action"/"send".
    name: 'bg: a JSON list with Bulgarian key names',
    answer: '[{"действие": "изпрати", "съобщение": "Жива е! В събота сме отворени 10–16."}]',
    expect: [{ type: 'send', text: 'Жива е! В събота сме отворени 10–16.' }],
  },
  {
    ...BG,
    // "ТИШИНА" is "silence", in doubled brackets as template tokens are written.
    name: 'bg: in a group, a Bulgarian silence word in doubled brackets',
    chat: 'group',
    answer: '[[ТИШИНА]]',
    expect: [],
  },
  {
    ...BG,
    // Typography of a model trained on CJK text, in a Bulgarian answer.
    name: 'bg: a full-width hash and corner brackets around the task name',
    answer: '＃「send」\nЖива е 😸 В събота сме отворени.',
    expect: [{ type: 'send', text: 'Жива е 😸 В събота сме отворени.' }],
  },
  {
    ...MK,
    // "send" spelled with Cyrillic dze (ѕ) and ie (е): every letter reads as Latin.
    name: 'mk: a heading name in Macedonian look-alike letters',
    answer: '# «ѕеnd»\nЈа преживеа! Во сабота работиме 9–14.',
    expect: [{ type: 'send', text: 'Ја преживеа! Во сабота работиме 9–14.' }],
  },
  {
    ...MK,
    // The model restates the question it answers as a message of its own.
    name: 'mk: the question sent back as a block before the answer',
    answer:
      '# «send»\nДали мачката ја преживеа селидбата? И дали работите во сабота?\n\n# «send»\nЈа преживеа, сега спие на прозорецот 😄 Во сабота сме отворени.',
    expect: [{ type: 'send', text: 'Ја преживеа, сега спие на прозорецот 😄 Во сабота сме отворени.' }],
  },
  {
    ...MK,
    // Key lines in the persona's language and in English on one body.
    name: 'mk: a Macedonian text key over the message and a reply key under it',
    answer: '# «send»\nтекст: Ја преживеа! Во сабота 9–14.\nreply_to: 4005',
    expect: [{ type: 'send', text: 'Ја преживеа! Во сабота 9–14.', replyTo: 4005 }],
  },
  {
    ...SQ,
    // MAX_TOKENS mid-sentence in the last block.
    name: 'sq: cut at the output limit in the second message',
    truncated: true,
    answer: '# «send»\nPo, macja shpëtoi! 😹\n\n# «send»\nTë shtunën jemi hapur nga ora 10 deri',
    expect: [{ type: 'send', text: 'Po, macja shpëtoi! 😹' }],
  },
  {
    ...SQ,
    // An aside naming the persona, in her language.
    name: 'sq: an aside narrating the persona in Albanian after the message',
    answer: '# «send»\nPo, shpëtoi! Të shtunën jemi hapur 😊\n\n*(Arbëra përgjigjet me ngrohtësi)*',
    expect: [{ type: 'send', text: 'Po, shpëtoi! Të shtunën jemi hapur 😊' }],
  },
  {
    ...SQ,
    // "mesazh" is Albanian for "message": a YAML block scalar under it.
    name: 'sq: a YAML block scalar under an Albanian message key',
    answer: 'mesazh: |\n  Po, macja shpëtoi!\n  Të shtunën jemi hapur.',
    expect: [{ type: 'send', text: 'Po, macja shpëtoi!\nTë shtunën jemi hapur.' }],
  },
  {
    ...EL,
    // "Σκέψη" is "thought".
    name: 'el: a Greek reasoning label with its text, then the message',
    answer:
      '# «send»\nΣκέψη: η Κατερίνα ρωτάει για τη γάτα, απαντάω σύντομα.\nΖει και βασιλεύει 😹 Το Σάββατο ανοιχτά 10–15.',
    expect: [{ type: 'send', text: 'Ζει και βασιλεύει 😹 Το Σάββατο ανοιχτά 10–15.' }],
  },
  {
    ...EL,
    // Two slips over two blocks: a label above one, the persona's Greek initial under the other.
    name: 'el: a Greek speaker label on the first message, a Greek initial under the second',
    answer: '# «send»\nΕλένη: Ζει! 😹\n\n# «send»\nΤο Σάββατο είμαστε ανοιχτά 10–15.\n— Ε.',
    expect: [
      { type: 'send', text: 'Ζει! 😹' },
      { type: 'send', text: 'Το Σάββατο είμαστε ανοιχτά 10–15.' },
    ],
  },
  {
    ...RO,
    // An assistant's closing offer, written in the persona's language.
    name: 'ro: an offer of a more formal version in Romanian after the message',
    answer:
      '# «send»\nA supraviețuit! Sâmbătă deschidem la 10.\n\nDacă vrei, pot scrie și o variantă mai formală a răspunsului.',
    expect: [{ type: 'send', text: 'A supraviețuit! Sâmbătă deschidem la 10.' }],
  },
  {
    ...RO,
    // gpt-oss served raw: its analysis channel and tokens before the final channel.
    name: 'ro: an analysis channel of a chat template before the final answer',
    answer:
      '<|channel|>analysis<|message|>Bianca asks about the cat and Saturday. Keep it short.<|end|><|start|>assistant<|channel|>final<|message|># «send»\nDa, pisica e bine! Sâmbătă deschis 10–14.',
    expect: [{ type: 'send', text: 'Da, pisica e bine! Sâmbătă deschis 10–14.' }],
  },
  {
    ...IS,
    // The name typed without its accent, as models do on non-English names.
    name: "is: the persona's name without its accent as a label",
    answer: '# «send»\nSigrun: Já, kötturinn lifði! Opið 11–16 á laugardaginn.',
    expect: [{ type: 'send', text: 'Já, kötturinn lifði! Opið 11–16 á laugardaginn.' }],
  },
  {
    ...IS,
    // "Athugasemd" is Icelandic for "note": set off after the text and naming the persona.
    name: 'is: an Icelandic note about the persona in brackets after the message',
    answer: '# «send»\nJá! Opið 11–16 á laugardaginn.\n\n(Athugasemd: Sigrún svarar stutt og hlýlega.)',
    expect: [{ type: 'send', text: 'Já! Opið 11–16 á laugardaginn.' }],
  },
  {
    ...SR,
    // The same message again in the other Serbian script, labelled: the partner reads both.
    name: 'sr: the message repeated in Latin script under a label',
    answer: '# «send»\nЖива је! У суботу од 9.\n\nLatinicom: Živa je! U subotu od 9.',
    expect: [{ type: 'send', text: 'Жива је! У суботу од 9.' }],
  },
];
