/**
 * Set 101, Sanne in her student house's group and with her friend Lotte in Dutch (Gemini 2.5
 * Flash): five answers she means whole (a proposed rota, what Femke said, advice, her own anger,
 * a reaction with a message) and five with the model's working voice left in, in Dutch and
 * English, one of them silence narrated.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { fiets, huis, huur } from './answers-101-cast.js';

export const DUTCH_101: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a proposal for the group as a short list, names in the third person.
  {
    name: 'set101: Sanne proposes a cleaning rota for the house',
    ...huis,
    answer: `# «send»
Oké, voorstel voor het rooster:
Week 1 – Daan keuken, Femke badkamer, Bram gang, ik wc
Daarna schuift iedereen eentje door
Wie het vergeet trakteert op stroopwafels 😄`,
    expect: [
      {
        type: 'send',
        text: 'Oké, voorstel voor het rooster:\nWeek 1 – Daan keuken, Femke badkamer, Bram gang, ik wc\nDaarna schuift iedereen eentje door\nWie het vergeet trakteert op stroopwafels 😄',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: passing on what a housemate said last week, meant for the group.
  {
    name: 'set101: Sanne passes on what Femke said about the bathroom',
    ...huis,
    answer: `# «send»
Ja, de app heet Tody, ik zet hem er vanavond in

# «send»
Femke zei vorige week dat ze liever geen badkamer doet, dus die pak ik de eerste week wel`,
    expect: [
      { type: 'send', text: 'Ja, de app heet Tody, ik zet hem er vanavond in', replyTo: 4005 },
      {
        type: 'send',
        text: 'Femke zei vorige week dat ze liever geen badkamer doet, dus die pak ik de eerste week wel',
      },
    ],
  },
  // Gemini 2.5 Flash: advice opening with "the most important thing", then a second message.
  {
    name: "set101: Sanne's advice starting 'Het belangrijkste' arrives whole",
    ...huur,
    answer: `# «send»
Het belangrijkste is dat je eerst checkt of dat wel mag, bij het Juridisch Loket weten ze dat zo

# «send»
En je hoeft hem echt niet te bellen, een mailtje mag ook`,
    expect: [
      {
        type: 'send',
        text: 'Het belangrijkste is dat je eerst checkt of dat wel mag, bij het Juridisch Loket weten ze dat zo',
      },
      { type: 'send', text: 'En je hoeft hem echt niet te bellen, een mailtje mag ook' },
    ],
  },
  // Gemini 2.5 Flash: the persona's own mood and an offer, as a friend writes them.
  {
    name: 'set101: Sanne is angry for Lotte and offers to call with her',
    ...huur,
    answer: `# «send»
Ik word hier echt boos van namens jou 😤

# «send»
Zal ik morgen even naast je zitten als je belt?`,
    expect: [
      { type: 'send', text: 'Ik word hier echt boos van namens jou 😤' },
      { type: 'send', text: 'Zal ik morgen even naast je zitten als je belt?' },
    ],
  },
  // Gemini 2.5 Flash: a reaction to an older message, then a message.
  {
    name: "set101: Sanne reacts to Daan's confession and answers him",
    ...huis,
    answer: `# «react» 4003
👍

# «send»
Ik zet de app er vanavond in, zit nu nog in college`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Ik zet de app er vanavond in, zit nu nog in college', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: a reading of the partner by pronoun, a paragraph before the message.
  {
    name: "set101: Sanne's message after a reading of Lotte by pronoun",
    ...huur,
    answer: `# «send»
Ze is bang voor een conflict met haar huisbaas en schaamt zich er een beetje voor.

Snap ik helemaal hoor, niemand belt graag met een huisbaas`,
    expect: [{ type: 'send', text: 'Snap ik helemaal hoor, niemand belt graag met een huisbaas' }],
  },
  // Gemini 2.5 Flash: a bold label naming the approach, then the message.
  {
    name: "set101: Sanne's advice under a bold 'Aanpak' label",
    ...huur,
    answer: `# «send»
**Aanpak:** geruststellen + praktisch advies

Je hoeft hem echt niet te bellen. Stuur gewoon een mail, dan heb je het ook op papier`,
    expect: [
      {
        type: 'send',
        text: 'Je hoeft hem echt niet te bellen. Stuur gewoon een mail, dan heb je het ook op papier',
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed note on length and register, the last paragraph.
  {
    name: "set101: Sanne's message with a bracketed length note last",
    ...huis,
    answer: `# «send»
Haha ja, hij heet Tody. Link komt zo

(Kort gehouden, in de toon van de groepschat.)`,
    expect: [{ type: 'send', text: 'Haha ja, hij heet Tody. Link komt zo', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: narrated silence of the persona in a group quarrel that does not ask her.
  {
    name: 'set101: Sanne narrated as staying out of it is silence',
    ...fiets,
    answer: `# «send»
_Sanne houdt zich er lekker buiten en zegt niks_`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: an English reading of two members and the plan, then the joke.
  {
    name: "set101: Sanne's joke after an English reading of the quarrel",
    ...fiets,
    answer: `# «send»
Femke and Bram are bickering about the bike; Sanne can defuse it with a joke.

Jongens, ik koop wel een fietsenrek voor de gang. Kerstcadeau 🎄`,
    expect: [
      {
        type: 'send',
        text: 'Jongens, ik koop wel een fietsenrek voor de gang. Kerstcadeau 🎄',
        replyTo: 4005,
      },
    ],
  },
];
