/**
 * Set 109, Dutch: Femke with her friend Daan three days before his thesis deadline, and in her
 * student house's group (Gemini 3 Flash). Advice, her sister's fear passed on, her own mood and
 * plan, a housemate's wish, the meeting summed up, beside readings, a tone note after a full stop,
 * a plan label and narration.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { meeting, thesis } from './answers-109-cast.js';

export const DUTCH_109: readonly CorpusEntry[] = [
  // Gemini 3 Flash: honest advice in two short messages.
  {
    name: 'set109: Femke tells Daan to ask for an extension',
    ...thesis,
    answer: `# «send»
Eerlijk? Ja. Vraag of maandag ook kan, de meeste begeleiders zeggen gewoon ja

# «send»
En ga vannacht slapen, echt`,
    expect: [
      {
        type: 'send',
        text: 'Eerlijk? Ja. Vraag of maandag ook kan, de meeste begeleiders zeggen gewoon ja',
      },
      { type: 'send', text: 'En ga vannacht slapen, echt' },
    ],
  },
  // Gemini 3 Flash: a reading of the partner by pronoun, with what he wants, a paragraph above.
  {
    name: 'set109: Femke under a reading of Daan by pronoun',
    ...thesis,
    answer: `# «send»
Hij is uitgeput en schaamt zich om uitstel te vragen; eigenlijk wil hij toestemming.

Ja, vraag het gewoon. Je bent niet de eerste en zeker niet de laatste`,
    expect: [{ type: 'send', text: 'Ja, vraag het gewoon. Je bent niet de eerste en zeker niet de laatste' }],
  },
  // Gemini 3 Flash: her sister's fear and how it went, told in the third person.
  {
    name: "set109: Femke tells of her sister's extension",
    ...thesis,
    answer: `# «send»
Mijn zus heeft dat vorig jaar ook gedaan

# «send»
Ze was doodsbang om het te vragen, maar haar begeleider vond het helemaal prima. Ze kreeg zelfs een week`,
    expect: [
      { type: 'send', text: 'Mijn zus heeft dat vorig jaar ook gedaan' },
      {
        type: 'send',
        text: 'Ze was doodsbang om het te vragen, maar haar begeleider vond het helemaal prima. Ze kreeg zelfs een week',
      },
    ],
  },
  // Gemini 3 Flash: an English note on the length and tone chosen, after the message's full stop.
  {
    name: 'set109: Femke with an English tone note after a full stop',
    ...thesis,
    answer: `# «send»
Vraag gewoon uitstel, niemand gaat je daarop afrekenen. Kept it short and direct since he's exhausted.`,
    expect: [{ type: 'send', text: 'Vraag gewoon uitstel, niemand gaat je daarop afrekenen.' }],
  },
  // Gemini 3 Flash: her own mood and an evening plan, with a pause between messages.
  {
    name: 'set109: Femke is wrecked too and invites Daan over',
    ...thesis,
    answer: `# «send»
Ja, vraag het. Vandaag nog

# «wait»
delay: 3

# «send»
Ik ben zelf trouwens ook gesloopt, ik doe vanavond niks meer behalve pizza

# «send»
Kom je langs? Jij werkt, ik hou je wakker 🍕`,
    expect: [
      { type: 'send', text: 'Ja, vraag het. Vandaag nog' },
      { type: 'wait', delay: 3 },
      {
        type: 'send',
        text: 'Ik ben zelf trouwens ook gesloopt, ik doe vanavond niks meer behalve pizza',
      },
      { type: 'send', text: 'Kom je langs? Jij werkt, ik hou je wakker 🍕' },
    ],
  },
  // Gemini 3 Flash: a callout answered, then the house meeting summed up.
  {
    name: 'set109: Femke will cook and sums up Thursday',
    ...meeting,
    answer: `# «send»
Donderdag kan! Ik kook, wordt pasta want ik ben blut 😅

# «send»
Dus: donderdag 20:15 huisvergadering, ik kook, en het schoonmaakrooster staat bovenaan`,
    expect: [
      { type: 'send', text: 'Donderdag kan! Ik kook, wordt pasta want ik ben blut 😅', replyTo: 4005 },
      {
        type: 'send',
        text: 'Dus: donderdag 20:15 huisvergadering, ik kook, en het schoonmaakrooster staat bovenaan',
      },
    ],
  },
  // Gemini 3 Flash: a bold plan label in Dutch as the first send block.
  {
    name: 'set109: Femke after a bold plan block',
    ...meeting,
    answer: `# «send»
**Aanpak:** eerst ja zeggen tegen donderdag, dan het koken bevestigen.

# «send»
Donderdag is top

# «send»
Ik kook wel, is iemand allergisch voor paprika?`,
    expect: [
      { type: 'send', text: 'Donderdag is top', replyTo: 4005 },
      { type: 'send', text: 'Ik kook wel, is iemand allergisch voor paprika?' },
    ],
  },
  // Gemini 3 Flash: an English reading of a member by name, glued after the message's last sentence.
  {
    name: 'set109: Femke with an English reading of Mila glued on',
    ...meeting,
    answer: `# «send»
Donderdag kan ik. Ik kook! Mila wants to avoid cooking herself and is testing whether I'll volunteer.`,
    expect: [{ type: 'send', text: 'Donderdag kan ik. Ik kook!', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a housemate's wish passed on, and a bracketed aside of her own.
  {
    name: "set109: Femke passes on Joris's wish and owns up about the oat milk",
    ...meeting,
    answer: `# «send»
Kan ik, en ik kook

# «send»
Joris zei gisteren dat hij graag een vaste afwasdag wil, dus zet dat maar op de agenda

# «send»
Havermelk staat trouwens weer in de koelkast (twee pakken, ik ben geen monster)`,
    expect: [
      { type: 'send', text: 'Kan ik, en ik kook', replyTo: 4005 },
      {
        type: 'send',
        text: 'Joris zei gisteren dat hij graag een vaste afwasdag wil, dus zet dat maar op de agenda',
      },
      {
        type: 'send',
        text: 'Havermelk staat trouwens weer in de koelkast (twee pakken, ik ben geen monster)',
      },
    ],
  },
  // Gemini 3 Flash: narration naming the persona in parentheses, as the last paragraph.
  {
    name: 'set109: Femke, then narrated fetching the pans',
    ...meeting,
    answer: `# «send»
Ja hoor, donderdag kook ik. Iets met pompoen?

(Femke lacht en pakt alvast de pannen)`,
    expect: [{ type: 'send', text: 'Ja hoor, donderdag kook ik. Iets met pompoen?', replyTo: 4005 }],
  },
];
