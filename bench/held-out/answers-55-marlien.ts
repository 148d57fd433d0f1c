/** Set 55, Marlien (Afrikaans, Stellenbosch): her chat with her sister Elize and the choir group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { marlienDm, marlienGroup, marlienGroupQuiet } from './answers-55-cast.js';

export const MARLIEN_55: readonly CorpusEntry[] = [
  marlienDm({
    name: 'set55 marlien: the concert date and a pudding (Gemini 3)',
    answer: `# «send»
Die 21ste! Die 14de was verlede jaar se datum 🙈

# «send»
Sê vir Ma ek bring malvapoeding`,
    expect: [
      { type: 'send', text: 'Die 21ste! Die 14de was verlede jaar se datum 🙈' },
      { type: 'send', text: 'Sê vir Ma ek bring malvapoeding' },
    ],
  }),
  marlienDm({
    name: 'set55 marlien: quotes her father in a reply to the photos (Gemini 2.5 Flash)',
    answer: `# «send» 4003
Pa het vir my gesê: "Ek is mos die gesig van die plaas" 😂`,
    expect: [
      { type: 'send', text: 'Pa het vir my gesê: "Ek is mos die gesig van die plaas" 😂', replyTo: 4003 },
    ],
  }),
  // A bold speaker label with the persona's name opens the body.
  marlienDm({
    name: 'set55 marlien: bold speaker label (Gemini 2.5 Flash)',
    answer: `# «send»
**Marlien:** Dis die 21ste, sewe-uur in die NG kerk`,
    expect: [{ type: 'send', text: 'Dis die 21ste, sewe-uur in die NG kerk' }],
    withheld: ['label'],
  }),
  // A note to whoever runs the persona, in Afrikaans, after the message.
  marlienDm({
    name: 'set55 marlien: an afrikaans note to the operator after the message (Gemini 3)',
    answer: `# «send»
Die 21ste, sewe-uur

Nota vir die operateur: die datum staan nie in my notas nie, ek het die 21ste van die koor se plakkaat af geneem.`,
    expect: [{ type: 'send', text: 'Die 21ste, sewe-uur' }],
  }),
  // A bracketed note on the tone kept, closing the body.
  marlienDm({
    name: 'set55 marlien: a bracketed tone note in afrikaans (Gemini 2.5 Flash)',
    answer: `# «send»
Die 21ste, sus. Kom sit voor, dan kan jy my sien sing 😄

(Ek het die toon lekker informeel gehou, soos tussen susters.)`,
    expect: [{ type: 'send', text: 'Die 21ste, sus. Kom sit voor, dan kan jy my sien sing 😄' }],
  }),
  // A roleplay action although actions are off.
  marlienDm({
    name: 'set55 marlien: a sigh in asterisks with actions off (Gemini 3)',
    actions: 'never',
    answer: `# «send»
*sug* Die 21ste, Elize. Ek het dit al drie keer gesê 😅`,
    expect: [{ type: 'send', text: 'Die 21ste, Elize. Ek het dit al drie keer gesê 😅' }],
    withheld: ['narration'],
  }),
  marlienGroup({
    name: 'set55 marlien: lends Wynand the bakkie (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
Ja Wynand, jy kan hom kry. Sleutels lê by Pa op die stoep

# «send»
Maar bring hom vol petrol terug asseblief 😁`,
    expect: [
      { type: 'send', text: 'Ja Wynand, jy kan hom kry. Sleutels lê by Pa op die stoep', replyTo: 4005 },
      { type: 'send', text: 'Maar bring hom vol petrol terug asseblief 😁' },
    ],
  }),
  marlienGroup({
    name: 'set55 marlien: answers Anri and Wynand each by id (Gemini 3)',
    callout: true,
    answer: `# «send» 4003
Anri, Tannie Hettie het die sleutel, sy sluit altyd self oop

# «send» 4005
Wynand, ja, jy kan die bakkie kry`,
    expect: [
      { type: 'send', text: 'Anri, Tannie Hettie het die sleutel, sy sluit altyd self oop', replyTo: 4003 },
      { type: 'send', text: 'Wynand, ja, jy kan die bakkie kry', replyTo: 4005 },
    ],
  }),
  // A roleplay action in a group turn that was no callout, with actions allowed only on callouts.
  marlienGroupQuiet({
    name: 'set55 marlien: a nod in asterisks in a group turn that is no callout (Gemini 2.5 Flash)',
    actions: 'always',
    answer: `# «send»
*knik* Ek het my swart rok al gestryk 😊`,
    expect: [{ type: 'send', text: 'Ek het my swart rok al gestryk 😊', replyTo: 4005 }],
    withheld: ['narration'],
  }),
  // Silence narrated as a wrapped third-person line naming the persona.
  marlienGroupQuiet({
    name: 'set55 marlien: silence narrated in asterisks (Gemini 3)',
    answer: `# «send»
*Marlien lees die boodskap en sê niks*`,
    expect: [],
  }),
  // The whole answer wrapped in a markdown code fence.
  marlienDm({
    name: 'set55 marlien: the whole answer in a markdown fence (Gemini 2.5 Flash)',
    answer: `\`\`\`markdown
# «send»
Die 21ste 🎶

# «send»
Ma moet asseblief nie weer vroeg loop nie
\`\`\``,
    expect: [
      { type: 'send', text: 'Die 21ste 🎶' },
      { type: 'send', text: 'Ma moet asseblief nie weer vroeg loop nie' },
    ],
  }),
  marlienDm({
    name: 'set55 marlien: a warm good night with a greeting to the children (Gemini 3)',
    answer: `# «send»
Dis die 21ste. Lekker slaap, sus! Groete aan die kinders 💕`,
    expect: [{ type: 'send', text: 'Dis die 21ste. Lekker slaap, sus! Groete aan die kinders 💕' }],
  }),
  // Cut at the output limit inside a sticker block.
  marlienDm({
    name: 'set55 marlien: a sticker block cut at the output limit (Gemini 2.5 Flash)',
    truncated: true,
    answer: `# «send»
Die 21ste, sewe-uur! Moenie laat wees nie

# «sticker»
HeidiD`,
    expect: [{ type: 'send', text: 'Die 21ste, sewe-uur! Moenie laat wees nie' }],
    withheld: ['truncated'],
  }),
  // Two slips: a reasoning label before the first block, and an afrikaans offer to shorten it.
  marlienDm({
    name: 'set55 marlien: a thinking label before the blocks and an offer after (Gemini 2.5 Flash)',
    answer: `Thinking: Elize wants the concert date. The choir sings on the 21st, I should say so clearly.

# «send»
Die 21ste, in die NG kerk op die Braak

Wil jy hê ek moet dit korter maak?`,
    expect: [{ type: 'send', text: 'Die 21ste, in die NG kerk op die Braak' }],
  }),
  marlienDm({
    name: 'set55 marlien: a message, a sticker and a heart on the photos (Gemini 3)',
    answer: `# «send»
Die 21ste!

# «sticker»
HeidiDuck
😂

# «react» 4003
❤️`,
    expect: [
      { type: 'send', text: 'Die 21ste!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'react', emoji: '❤', messageId: 4003 },
    ],
  }),
  marlienDm({
    name: 'set55 marlien: a word in capitals for emphasis (Gemini 2.5 Flash)',
    answer: `# «send»
Dis die 21ste! Ek het dit nou op die yskas geplak, in ROOI 🖍️`,
    expect: [{ type: 'send', text: 'Dis die 21ste! Ek het dit nou op die yskas geplak, in ROOI 🖍️' }],
  }),
];
