/**
 * Held-out set 37, slips (part 2): wrappers inside a body, echoes, truncation, invisible
 * bodies, stickers written as prose, made-up turns, stray tokens and two slips in one answer,
 * with a few look-alikes a person types. Where the documented rules name no case like it, the
 * expected outcome is what a careful operator of the account would want sent, and the entry
 * says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BETHAN,
  BRANNOC,
  FARAH,
  FARAH_WARD_ASIDE,
  INGRID,
  JURGIS,
  lines,
  MARISOL,
  ZUZKA,
} from './answers-37-cast.js';

export const MORE_37: CorpusEntry[] = [
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: a bold label with a family title before her name',
    answer: lines('# «send»', '**Mamma Ingrid:** Jeg henter Theo, ikke tenk på det'),
    expect: [{ type: 'send', text: 'Jeg henter Theo, ikke tenk på det' }],
  },
  {
    ...JURGIS,
    name: 'jurgis / 2.5 flash: a dash signature with a bus emoji',
    answer: lines('# «send»', 'Dviratį paimsiu šeštadienį', '– Jurgis 🚌'),
    expect: [{ type: 'send', text: 'Dviratį paimsiu šeštadienį' }],
  },
  {
    ...MARISOL,
    name: 'marisol / 2.5 pro: the body as key lines with Spanish keys',
    answer: lines('# «send»', 'mensaje: Ya pues Yoli, te cuido el puesto', 'responder_a: 4005'),
    expect: [{ type: 'send', text: 'Ya pues Yoli, te cuido el puesto', replyTo: 4005 }],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: a JSON body with Malay keys and a mood',
    answer: lines('# «send»', '{"mesej": "ok jom sabtu 8 pagi!", "emosi": "excited"}'),
    expect: [{ type: 'send', text: 'ok jom sabtu 8 pagi!' }],
  },
  {
    ...BRANNOC,
    name: 'brannoc / 3 pro: a response element with a speaker attribute around his line',
    answer: lines(
      '# «send»',
      '<response speaker="Brannoc">*spits over the rail* Dawn. Don\'t be late.</response>',
    ),
    expect: [{ type: 'send', text: "*spits over the rail* Dawn. Don't be late.", replyTo: 4005 }],
  },
  {
    ...BETHAN,
    // Welsh "Bethan says:" — the documented forms show other languages' "says"; an operator drops it.
    name: 'bethan / 2.5 pro: a Welsh "says" label over her message',
    answer: lines(
      '# «send»',
      'Bethan yn dweud:',
      "Yes of course, I'll bring the urn and a spare extension lead.",
    ),
    expect: [
      { type: 'send', text: "Yes of course, I'll bring the urn and a spare extension lead.", replyTo: 4005 },
    ],
  },
  {
    ...INGRID,
    // A mail program's device line in Norwegian; Telegram adds none, so an operator drops it.
    name: 'ingrid / 2.5 flash: a Norwegian device line under the message',
    answer: lines('# «send»', 'Theo er min på torsdag 😊', '', 'Sendt fra min iPhone'),
    expect: [{ type: 'send', text: 'Theo er min på torsdag 😊' }],
  },
  {
    ...FARAH,
    // A label with a bracketed role after her name; close to the documented second-name form.
    name: 'farah / 2.5 flash: her name and a bracketed mode as a label',
    answer: lines('# «send»', 'Farah (nurse mode): ok sat 8am, I need kopi first tho'),
    expect: [{ type: 'send', text: 'ok sat 8am, I need kopi first tho' }],
  },
  {
    ...MARISOL,
    name: "marisol / 2.5 flash: Yoli's message echoed under her name, then the answer",
    answer: lines(
      '# «send»',
      'Yoli: Marisol, me guardas el puesto mañana un ratito? tengo cita en el hospital',
      'Ya pues, yo te lo cuido',
    ),
    expect: [{ type: 'send', text: 'Ya pues, yo te lo cuido', replyTo: 4005 }],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 pro: her own earlier message echoed with its transcript header',
    answer: lines(
      '# «send»',
      '⟦#4004 Ingrid 12:31⟧ Skal sjekke kalenderen',
      'Torsdag er fri, jeg henter Theo!',
    ),
    expect: [{ type: 'send', text: 'Torsdag er fri, jeg henter Theo!' }],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: the same block twice',
    answer: lines('# «send»', 'jom!! 8am sharp', '', '# «send»', 'jom!! 8am sharp'),
    expect: [{ type: 'send', text: 'jom!! 8am sharp' }],
  },
  {
    ...JURGIS,
    name: "jurgis / 2.5 flash: Tomas's question sent back as a first block",
    answer: lines(
      '# «send»',
      'Ir ar galėtum paimti tą seną dviratį iš garažo?',
      '# «send»',
      'Galiu, šeštadienį po darbo',
    ),
    expect: [{ type: 'send', text: 'Galiu, šeštadienį po darbo' }],
  },
  {
    ...ZUZKA,
    truncated: true,
    name: 'zuzka / 3 flash: stopped at the output limit inside the second message',
    answer: lines('# «send»', 'ok idem 🎉', '# «send»', 'ale o polnoci odchádzam lebo a potom pôjdeme na'),
    expect: [{ type: 'send', text: 'ok idem 🎉' }],
  },
  {
    ...MARISOL,
    truncated: true,
    name: 'marisol / 2.5 flash: a JSON task list cut inside its second item',
    answer:
      '[{"type": "send", "text": "Ya Yoli, te cuido el puesto"}, {"type": "send", "text": "Trae tu DNI que en el hosp',
    expect: [{ type: 'send', text: 'Ya Yoli, te cuido el puesto', replyTo: 4005 }],
  },
  {
    ...FARAH_WARD_ASIDE,
    name: 'farah / 2.5 flash: a group answer of a word joiner and a byte-order mark',
    answer: '\u2060\uFEFF',
    expect: [],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 3 flash: a fire reaction and a message of one zero-width joiner',
    answer: lines('# «react»', '🔥', '# «send»', '\u200D'),
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    ...FARAH,
    name: 'farah / 2.5 flash: a sticker noted in brackets with the Malay word for it',
    answer: '[stiker 😂]',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    ...JURGIS,
    // "from" in Lithuanian between the emoji and its set, as the documented `😂 from HeidiDuck`.
    name: 'jurgis / 2.5 pro: a sticker body of the emoji, "iš" and the set',
    answer: lines('# «sticker»', '👋 iš HeidiDuck'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 2.5 flash: a made-up answer for Miro after her own',
    answer: lines('# «send»', 'idem no 🙄', 'Miro: super tak o 9 pred internátom'),
    expect: [{ type: 'send', text: 'idem no 🙄' }],
  },
  {
    ...BETHAN,
    // A word count in Welsh ("gair": words), wrapped at the end, as the documented counts are.
    name: 'bethan / 2.5 pro: a Welsh word count in brackets closing the message',
    answer: lines('# «send»', 'Of course, Gwenllian, the urn will be there by seven. (12 gair)'),
    expect: [{ type: 'send', text: 'Of course, Gwenllian, the urn will be there by seven.', replyTo: 4005 }],
  },
  {
    ...BRANNOC,
    name: 'brannoc / 3 pro: two slips, his name as a label and an OOC note at the end',
    answer: lines('# «send»', 'Brannoc: *grunts* Dawn. Dress warm.', '(OOC: keeping him terse)'),
    expect: [{ type: 'send', text: '*grunts* Dawn. Dress warm.', replyTo: 4005 }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 2.5 flash: two slips, a text fence around the answer and a dash signature',
    answer: lines('```text', '# «send»', 'jasné, o 9 pred vchodom', '— Zuzka', '```'),
    expect: [{ type: 'send', text: 'jasné, o 9 pred vchodom' }],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: two slips, a lead-in naming her reply and her label',
    answer: lines("Here's Farah's reply:", '', 'Farah: yesss sat!! bring tissue, the sambal damn pedas'),
    expect: [{ type: 'send', text: 'yesss sat!! bring tissue, the sambal damn pedas' }],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 pro: two slips, "the user" in Norwegian before and an offer after',
    answer: lines(
      'Brukeren spør om Ingrid kan hente Theo og låne kjølebagen. Hun bør svare varmt og kort.',
      '',
      'Klart, vennen! Theo henter jeg, og kjølebagen står klar til deg.',
      '',
      'Vil du at jeg skal gjøre svaret mer formelt?',
    ),
    expect: [{ type: 'send', text: 'Klart, vennen! Theo henter jeg, og kjølebagen står klar til deg.' }],
  },
  {
    ...BETHAN,
    name: "bethan / 2.5 pro: a Markdown heading naming Bethan's answer in Welsh opening the body",
    answer: lines('# «send»', '### Ateb Bethan', "Wrth gwrs! I'll bring the urn and the cups."),
    expect: [{ type: 'send', text: "Wrth gwrs! I'll bring the urn and the cups.", replyTo: 4005 }],
  },
  {
    ...JURGIS,
    // Lithuanian version labels ("Variantas"); the documented version words name other languages.
    name: 'jurgis / 2.5 pro: two versions labelled in Lithuanian, the first is sent',
    answer: lines(
      '# «send»',
      'Variantas 1:',
      'Gerai, paimsiu šeštadienį.',
      '',
      'Variantas 2:',
      'Jo, dviratį pasiimsiu, kai baigsiu pamainą.',
    ),
    expect: [{ type: 'send', text: 'Gerai, paimsiu šeštadienį.' }],
  },
  {
    ...ZUZKA,
    actions: 'never',
    name: 'zuzka / 3 flash: an action at the line start with actions off',
    answer: lines('# «send»', '*prevracia očami* jasné že idem'),
    expect: [{ type: 'send', text: 'jasné že idem' }],
  },
  {
    ...BETHAN,
    name: 'bethan / 2.5 flash: called on in a group where actions are not sent, an action opens it',
    answer: lines('# «send»', "*rummages in the chapel cupboard* Yes, I'll bring the urn."),
    expect: [{ type: 'send', text: "Yes, I'll bring the urn.", replyTo: 4005 }],
  },
  {
    ...ZUZKA,
    // A raw control token of the model's vocabulary left at the end; no person types it.
    name: 'zuzka / 2.5 flash: a stray control token after the message',
    answer: lines('# «send»', 'jasné, o 9 pri vchode<ctrl100>'),
    expect: [{ type: 'send', text: 'jasné, o 9 pri vchode' }],
  },
  {
    ...MARISOL,
    name: 'marisol / 3 flash: two slips, her label and a bracketed tone note',
    answer: lines(
      '#«send»',
      'Marisol: Tranquila Yoli, yo te cuido todo',
      '(mantuve el tono cercano porque Yoli es su vecina)',
    ),
    expect: [{ type: 'send', text: 'Tranquila Yoli, yo te cuido todo', replyTo: 4005 }],
  },
  {
    ...BETHAN,
    name: 'bethan / 2.5 pro: look-alike, a second message opening with "Note:" is hers',
    answer: lines(
      '# «send»',
      "Yes, I'll bring the urn.",
      '# «send»',
      'Note: the vestry door sticks, give it a good push',
    ),
    expect: [
      { type: 'send', text: "Yes, I'll bring the urn.", replyTo: 4005 },
      { type: 'send', text: 'Note: the vestry door sticks, give it a good push' },
    ],
  },
  {
    ...JURGIS,
    name: "jurgis / 3 flash: look-alike, his mother's words in Lithuanian quotes inside his line",
    answer: lines('# «send»', 'Mama sakė: „atvažiuok su dviračiu“ 😄 Tai atvažiuosiu'),
    expect: [{ type: 'send', text: 'Mama sakė: „atvažiuok su dviračiu“ 😄 Tai atvažiuosiu' }],
  },
];
