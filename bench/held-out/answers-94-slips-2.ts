/**
 * Set 94, answers with slips in the remote team (Priya), the five-a-side (Dario) and the choir on
 * tour (Ingrid): a thought summary and plan before the blocks, whom to answer first, readings of
 * a member or of the room, narration of members and of the persona, narrated silence, roleplay
 * actions alone in a group, lines made up for members, a meta message and a cut last block.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dinner, goal, headcount, offsite, siena, staging } from './answers-94-cast.js';

export const SLIPS_94_MORE: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a thought summary's bold title and its plan of whom to answer first, before the blocks.
  {
    name: 'set94: Priya under a summary title and plan before the blocks',
    ...staging,
    answer: `**Prioritizing the Release Blocker**

I'm going to answer Lena first since she needs an owner, then switch to Portuguese for Mateus.

# «send» 4003
Lena, I've got it, I'll own the staging fix

# «send» 4005
Mateus, consigo sim, olho agora à tarde`,
    expect: [
      { type: 'send', text: "Lena, I've got it, I'll own the staging fix", replyTo: 4003 },
      { type: 'send', text: 'Mateus, consigo sim, olho agora à tarde', replyTo: 4005 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro: a reading of Mateus in English, in brackets, as the message's last paragraph.
  {
    name: 'set94: Priya answers Mateus, then a bracketed reading of his stress',
    ...staging,
    answer: `# «send» 4005
Mateus, sim! Já achei o problema, te mando o fix até as 17h

(Mateus seems stressed about the deadline, so I'm reassuring him in his own language.)`,
    expect: [
      { type: 'send', text: 'Mateus, sim! Já achei o problema, te mando o fix até as 17h', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash: silence narrated in italics, naming the persona, as the whole answer.
  {
    name: 'set94: Priya narrates staying out of the banter',
    ...offsite,
    answer: `# «send»
_Priya stays out of the Brazil–Portugal banter._`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: a made-up answer for Rohan as the last line of the persona's chip-in.
  {
    name: "set94: Priya chips in, then Rohan's made-up answer",
    ...offsite,
    answer: `# «send»
Mateus, Lisbon menus are in Portuguese, you'll be our translator 😄
Rohan: lol fair point, I take it back`,
    expect: [{ type: 'send', text: "Mateus, Lisbon menus are in Portuguese, you'll be our translator 😄" }],
  },
  // Gemini 2.5 Flash: a stage direction narrating another member before the persona's message.
  {
    name: 'set94: Priya opens with Lena narrated tapping her pen',
    ...staging,
    answer: `# «send» 4003
*Lena taps her pen impatiently.*
Lena, put my name down. Staging will be green before Thursday`,
    expect: [
      {
        type: 'send',
        text: 'Lena, put my name down. Staging will be green before Thursday',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: whom to answer first, in Hinglish, as the first line of the message.
  {
    name: 'set94: Priya plans in Hinglish whom to answer first',
    ...staging,
    answer: `# «send» 4003
Pehle Lena ko jawab dena hai, phir Mateus ko Portuguese mein.
Lena, I'll own it

# «send» 4005
Mateus, olho hoje sim, fica tranquilo`,
    expect: [
      { type: 'send', text: "Lena, I'll own it", replyTo: 4003 },
      { type: 'send', text: 'Mateus, olho hoje sim, fica tranquilo', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Flash at the output limit: the last message cut mid-word.
  {
    name: 'set94: Priya answers Lena, the Portuguese message cut off',
    ...staging,
    truncated: true,
    answer: `# «send» 4003
Lena, mine. I'll have it fixed by tomorrow

# «send» 4005
Mateus, consigo sim, mas preciso que você me mande o log completo da migra`,
    expect: [{ type: 'send', text: "Lena, mine. I'll have it fixed by tomorrow", replyTo: 4003 }],
    withheld: ['truncated'],
  },
  // Gemini 2.5 Flash: the persona narrated in Italian before a chip-in.
  {
    name: 'set94: Dario narrated laughing in Italian before his chip-in',
    ...goal,
    answer: `# «send» 4002
*Dario ride e scrive:*
Luca, parla per te, io sono milanista 😂`,
    expect: [{ type: 'send', text: 'Luca, parla per te, io sono milanista 😂', replyTo: 4002 }],
  },
  // Gemini 3 Pro: two slips, a language plan before the blocks and a thank-you made up for Sem.
  {
    name: "set94: Dario's plan before the roll call and a thank-you made up for Sem",
    ...headcount,
    answer: `Sem asked in English, so the roll call goes in English.

# «send» 4005
Thursday so far: Dario, Oleksii, Facundo, Luca, Sem, Bram. 4 missing, ask your friends 🙏

# «send»
Sem: top, thanks Dario! 🙌`,
    expect: [
      {
        type: 'send',
        text: 'Thursday so far: Dario, Oleksii, Facundo, Luca, Sem, Bram. 4 missing, ask your friends 🙏',
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Pro: the plan of languages written as a message block of its own.
  {
    name: 'set94: Dario sends his language plan as a message of its own',
    ...headcount,
    answer: `# «send»
I'll answer Sem in English and Luca in Italian.

# «send» 4005
Counting: we're 6, I'll ask the Tuesday guys for 4 more

# «send» 4001
Luca sì, passami a prendere 🚲`,
    expect: [
      { type: 'send', text: "Counting: we're 6, I'll ask the Tuesday guys for 4 more", replyTo: 4005 },
      { type: 'send', text: 'Luca sì, passami a prendere 🚲', replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Flash: silence narrated in Spanish in round brackets, naming the persona.
  {
    name: 'set94: Dario narrates in Spanish that he says nothing',
    ...goal,
    answer: `# «send»
(Dario no dice nada, está viendo el resumen del partido)`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: a reading of Sem in Dutch, in brackets, before the roll call.
  {
    name: 'set94: Dario reads Sem in Dutch before the headcount',
    ...headcount,
    answer: `# «send» 4005
(Sem wil gewoon een lijstje, dus kort houden.)
In so far: Dario, Oleksii, Facundo, Luca, Sem, Bram. Need 4 more 💪`,
    expect: [
      {
        type: 'send',
        text: 'In so far: Dario, Oleksii, Facundo, Luca, Sem, Bram. Need 4 more 💪',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: another member narrated, then a real explanation in English for him.
  {
    name: 'set94: Dario narrates Oleksii looking lost, then explains in English',
    ...goal,
    answer: `# «send» 4003
*Oleksii looks completely lost*
Oleksii, they're just arguing about a goal Lautaro scored for Inter last night 😄`,
    expect: [
      {
        type: 'send',
        text: "Oleksii, they're just arguing about a goal Lautaro scored for Inter last night 😄",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: an action line alone in a group when nothing is asked of the persona.
  {
    name: 'set94: Ingrid smiles and reads on, as an action alone',
    ...dinner,
    answer: `# «send»
*smiler og leser videre*`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: the persona narrated in Norwegian, without brackets, before her message.
  {
    name: 'set94: Ingrid narrated laughing in Norwegian before answering Henrik',
    ...siena,
    answer: `# «send» 4005
Ingrid ler og skriver:
Ja da, Henrik, nøkkelen er i jakkelomma mi 😄`,
    expect: [{ type: 'send', text: 'Ja da, Henrik, nøkkelen er i jakkelomma mi 😄', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a reading of Kari in Norwegian, in brackets, opening the message.
  {
    name: 'set94: Ingrid opens with a bracketed Norwegian reading of Kari',
    ...siena,
    answer: `# «send» 3998
(Kari er sur på grunn av tidspunktet – jeg svarer med humor.)
Kari, du kan sove på bussen, Siena er to timer unna 😴`,
    expect: [{ type: 'send', text: 'Kari, du kan sove på bussen, Siena er to timer unna 😴', replyTo: 3998 }],
  },
  // Gemini 3 Pro: the order of answers planned in Norwegian before the blocks.
  {
    name: 'set94: Ingrid plans the order in Norwegian before the blocks',
    ...siena,
    answer: `Henrik først (nøkkelen), så Giulia (lista), så Aurélie (øvingen).

# «send» 4005
Ja, jeg har nøkkelen, Henrik 🔑

# «send» 4003
Giulia, I'll send the list tonight

# «send» 4000
Aurélie, oui, toujours 11h`,
    expect: [
      { type: 'send', text: 'Ja, jeg har nøkkelen, Henrik 🔑', replyTo: 4005 },
      { type: 'send', text: "Giulia, I'll send the list tonight", replyTo: 4003 },
      { type: 'send', text: 'Aurélie, oui, toujours 11h', replyTo: 4000 },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: silence narrated in French, in brackets, naming the persona.
  {
    name: 'set94: Ingrid narrates in French that she is not concerned',
    ...dinner,
    answer: `# «send»
(pas de réponse — Ingrid n'est pas concernée)`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash with actions at the default: an action line alone answering a group callout.
  {
    name: 'set94: Ingrid raises her hand as an action alone, actions direct',
    ...siena,
    answer: `# «send» 4005
*rekker opp hånda*`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: a thank-you made up for Giulia, in Italian, as a block after the persona's.
  {
    name: "set94: Ingrid answers Giulia, then Giulia's made-up thanks",
    ...siena,
    answer: `# «send» 4003
Giulia, of course! The list comes tonight after the concert

# «send»
Giulia: Perfetto, grazie mille Ingrid! 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Giulia, of course! The list comes tonight after the concert',
        replyTo: 4003,
      },
    ],
  },
];
