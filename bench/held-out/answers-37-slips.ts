/**
 * Held-out set 37, slips (part 1): prose around blocks, reasoning labels in the personas'
 * languages, narrated silence in groups and heading near-misses, each written anew. Where the
 * documented rules name no case like it, the expected outcome is what a careful operator of the
 * account would want sent, and the entry says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BETHAN,
  BETHAN_ASIDE,
  BRANNOC,
  BRANNOC_ASIDE,
  FARAH,
  FARAH_WARD_ASIDE,
  INGRID,
  JURGIS,
  JURGIS_DEPOT,
  lines,
  MARISOL,
  MARISOL_ASIDE,
  ZUZKA,
  ZUZKA_GROUP,
} from './answers-37-cast.js';

export const SLIPS_37: CorpusEntry[] = [
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: an analysis of the turn in Norwegian before the first block',
    answer: lines(
      'Silje spør om to ting: å hente Theo og kjølebagen. Ingrid er hjelpsom, men travel på jobb, så svaret bør være kort.',
      '',
      '# «send»',
      'Klart jeg henter Theo! Og kjølebagen kan du få',
    ),
    expect: [{ type: 'send', text: 'Klart jeg henter Theo! Og kjølebagen kan du få' }],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: a rule and an italic remark on the answer after the body',
    answer: lines(
      '# «send»',
      'Torsdag er grei, jeg henter ham 🙂',
      '',
      '---',
      '*Kept it short since Ingrid is at work during a storm warning.*',
    ),
    expect: [{ type: 'send', text: 'Torsdag er grei, jeg henter ham 🙂' }],
  },
  {
    ...INGRID,
    name: 'ingrid / 2.5 flash: a Norwegian "svar" heading, the only block, is the message',
    answer: lines('## «svar»', 'Jeg kan hente Theo! Kjølebagen er din 😊'),
    expect: [{ type: 'send', text: 'Jeg kan hente Theo! Kjølebagen er din 😊' }],
  },
  {
    ...MARISOL,
    name: 'marisol / 2.5 flash: a wrapped Spanish thinking label closing the body',
    answer: lines(
      '# «send»',
      'Ya Yoli, tranquila, yo te cuido el puesto 💪',
      '*Pensamiento: Yoli está preocupada, respondo con cariño y corto.*',
    ),
    expect: [{ type: 'send', text: 'Ya Yoli, tranquila, yo te cuido el puesto 💪', replyTo: 4005 }],
  },
  {
    ...MARISOL_ASIDE,
    name: 'marisol / 2.5 flash: not addressed, a bracketed Spanish stage direction only',
    answer: lines('# «send»', '(sigue atendiendo a sus caseritas)'),
    expect: [],
  },
  {
    ...MARISOL,
    // The rules list no such lead-in in Spanish naming the partner; an operator would not want it sent.
    name: 'marisol / 2.5 pro: a lead-in presenting the answer for Yoli, no blocks',
    answer: lines('Mi respuesta para Yoli sería:', '', 'Claro que sí, yo te cuido el puesto, vete tranquila'),
    expect: [{ type: 'send', text: 'Claro que sí, yo te cuido el puesto, vete tranquila', replyTo: 4005 }],
  },
  {
    ...FARAH,
    name: 'farah / 3 flash: a closing offer to make it more Manglish',
    answer: lines(
      '# «send»',
      'confirm sat!! I bawak tupperware for the sambal 😂',
      '',
      "Hope this captures Farah's vibe! Let me know if you want it more Manglish 😄",
    ),
    expect: [{ type: 'send', text: 'confirm sat!! I bawak tupperware for the sambal 😂' }],
  },
  {
    ...FARAH,
    // A Malay "for Priya" after the heading: the rules name other languages' forms; an operator drops it.
    name: 'farah / 2.5 flash: Japanese brackets around the name and a Malay address after it',
    answer: lines('# 「send」 untuk Priya', 'jom! I tunggu kat LRT Kampung Baru 8am'),
    expect: [{ type: 'send', text: 'jom! I tunggu kat LRT Kampung Baru 8am' }],
  },
  {
    ...FARAH,
    name: 'farah / 3 pro: a Gemini 3 summary title and paragraph over the message in its body',
    answer: lines(
      '# «send»',
      '**Confirming the Saturday Plan**',
      '',
      "I'm thinking about how Farah would react: tired but excited about the food.",
      '',
      'ok deal, sat 8am 🤤',
    ),
    expect: [{ type: 'send', text: 'ok deal, sat 8am 🤤' }],
  },
  {
    ...FARAH_WARD_ASIDE,
    name: 'farah / 2.5 flash: not addressed, a Malay remark in brackets to herself',
    answer: '[tak payah reply, ni antara Aisyah dengan Daniel]',
    expect: [],
  },
  {
    ...JURGIS,
    // Lithuanian is not among the documented languages for a thoughts label; an operator holds it back.
    name: 'jurgis / 2.5 flash: a Lithuanian "Mintys:" label and its paragraph inside the body',
    answer: lines(
      '# «send»',
      'Mintys:',
      'Tomas klausia apie dviratį, reikia patvirtinti ir paminėti darbą.',
      '',
      'Gerai, paimsiu dviratį po darbo šeštadienį',
    ),
    expect: [{ type: 'send', text: 'Gerai, paimsiu dviratį po darbo šeštadienį' }],
  },
  {
    ...JURGIS,
    // A Lithuanian presenting lead-in ("Here is my answer:"); the documented list lacks Lithuanian.
    name: 'jurgis / 2.5 flash-lite: "Štai mano atsakymas:" over a block-less answer',
    answer: lines('Štai mano atsakymas:', '', 'Gerai, paimsiu dviratį šeštadienį. Mamai pasakyk, kad būsiu'),
    expect: [{ type: 'send', text: 'Gerai, paimsiu dviratį šeštadienį. Mamai pasakyk, kad būsiu' }],
  },
  {
    ...JURGIS,
    name: 'jurgis / 2.5 pro: a Lithuanian "send" heading beside a reaction keeps its place',
    answer: lines('# «siųsti»', 'Paimsiu, nėra problemų', '# «react»', '👍'),
    expect: [
      { type: 'send', text: 'Paimsiu, nėra problemų' },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  },
  {
    ...JURGIS_DEPOT,
    // The model's reason for passing, in Lithuanian ("not for me, I'll keep quiet"); no one posts it.
    name: 'jurgis / 2.5 flash: the reason for silence in Lithuanian as the whole group answer',
    answer: lines('# «send»', 'Čia ne man, patylėsiu.'),
    expect: [],
  },
  {
    ...BETHAN,
    // Welsh "thinking" in an italic wrapped label; Welsh is not in the documented list of marker words.
    name: 'bethan / 2.5 pro: an italic Welsh thinking label over her answer',
    answer: lines(
      '# «send»',
      "_Meddwl: mae Gwenllian eisiau'r wrn, ateb yn gadarnhaol._",
      "Of course, I'll bring the urn on Tuesday.",
    ),
    expect: [{ type: 'send', text: "Of course, I'll bring the urn on Tuesday.", replyTo: 4005 }],
  },
  {
    ...BETHAN_ASIDE,
    name: 'bethan / 2.5 flash: not addressed, narrates herself sipping tea',
    answer: lines('# «send»', '*Bethan sips her tea and scrolls on*'),
    expect: [],
  },
  {
    ...BETHAN,
    truncated: true,
    name: 'bethan / 2.5 pro: cut at the output limit inside a second heading',
    answer: lines('# «send»', "Of course, I'll bring the urn.", '', '# «se'),
    expect: [{ type: 'send', text: "Of course, I'll bring the urn.", replyTo: 4005 }],
  },
  {
    ...BETHAN,
    name: 'bethan / 3 flash: a bold "reply" heading with an id, to Eirlys',
    answer: lines('**«reply»** 4003', 'Eirlys, your copy is already in my bag, cariad'),
    expect: [{ type: 'send', text: 'Eirlys, your copy is already in my bag, cariad', replyTo: 4003 }],
  },
  {
    ...BETHAN,
    name: 'bethan / 2.5 pro: a one-word language note in brackets on the heading line',
    answer: lines('# «send» (Welsh)', 'Wrth gwrs, Gwenllian! Dof i â’r wrn.'),
    expect: [{ type: 'send', text: 'Wrth gwrs, Gwenllian! Dof i â’r wrn.', replyTo: 4005 }],
  },
  {
    ...BRANNOC,
    name: 'brannoc / 3 pro: an OOC bracket opening the body before his line',
    answer: lines(
      '# «send»',
      "[OOC: should he agree? going with yes, he's gruff but kind]",
      '*spits into the wind* Dawn. And not a minute after.',
    ),
    expect: [{ type: 'send', text: '*spits into the wind* Dawn. And not a minute after.', replyTo: 4005 }],
  },
  {
    ...BRANNOC_ASIDE,
    name: 'brannoc / 3 pro: not called on, an action saying nothing',
    answer: lines('# «send»', '*trims the wick and says nothing, listening to the rain*'),
    expect: [],
  },
  {
    ...BRANNOC,
    name: 'brannoc / 2.5 pro: narration naming him in the third person, then speech',
    answer: lines('# «send»', '*Brannoc squints toward the reef*', 'Dawn. Bring lanterns.'),
    expect: [{ type: 'send', text: 'Dawn. Bring lanterns.', replyTo: 4005 }],
  },
  {
    ...ZUZKA,
    // Slovak "thinking" in a bracketed label; Czech is documented, Slovak's word is not.
    name: 'zuzka / 3 flash: a Slovak thinking label in brackets over the message',
    answer: lines('(premýšľanie: miro chce vedieť či idem, odpovedz krátko)', 'jasné že idem 😎'),
    expect: [{ type: 'send', text: 'jasné že idem 😎' }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 2.5 flash: a Cyrillic a in "react"',
    answer: lines('# «reаct»', '😁'),
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  },
  {
    ...ZUZKA,
    name: 'zuzka / 3 flash: a sticker heading and a send heading on one line',
    answer: '# «sticker» HeidiDuck 😂 # «send» toto som ja zajtra na zápočte',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'toto som ja zajtra na zápočte' },
    ],
  },
  {
    ...ZUZKA_GROUP,
    name: 'zuzka / 2.5 flash: not addressed, a bracketed capital token',
    answer: '[NO_MESSAGE]',
    expect: [],
  },
];
