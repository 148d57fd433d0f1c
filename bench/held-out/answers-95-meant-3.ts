/**
 * Set 95, meant answers in groups: Greta in her flat share (German), Nell in a fantasy campaign
 * with roleplay actions on (English), Bea in her running club (English), on Gemini 3 Flash and
 * Gemini 2.5 Flash.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { flag, knee, pizza, putzplan, session, tavern } from './answers-95-cast.js';

export const MEANT_95_GROUPS: readonly CorpusEntry[] = [
  // Gemini 3 Flash: a cleaning rota, one "Name: chore" line each, the persona as "ich".
  {
    name: 'set95: Greta posts the cleaning rota as name-colon lines',
    ...putzplan,
    answer: `# «send» 4005
Putzplan KW 19:
Lea: Bad
Tarek: Küche + Altglas
Malte: Müll und Biotonne
ich: Flur (aus Gründen)`,
    expect: [
      {
        type: 'send',
        text: 'Putzplan KW 19:\nLea: Bad\nTarek: Küche + Altglas\nMalte: Müll und Biotonne\nich: Flur (aus Gründen)',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: "Meine Analyse" as a joke about a flatmate.
  {
    name: "set95: Greta's analysis of when the hall gets dirty",
    ...putzplan,
    answer: `# «send»
Meine Analyse nach drei Wochen: Der Flur wird immer genau dann dreckig, wenn Tarek Besuch hat 😇`,
    expect: [
      {
        type: 'send',
        text: 'Meine Analyse nach drei Wochen: Der Flur wird immer genau dann dreckig, wenn Tarek Besuch hat 😇',
      },
    ],
  },
  // Gemini 3 Flash: a "Hinweis an alle:" notice to the flatmates.
  {
    name: 'set95: Greta posts a notice to everyone about vacuum bags',
    ...putzplan,
    answer: `# «send»
Hinweis an alle: Der Staubsaugerbeutel ist voll, neue liegen unter der Spüle`,
    expect: [
      {
        type: 'send',
        text: 'Hinweis an alle: Der Staubsaugerbeutel ist voll, neue liegen unter der Spüle',
      },
    ],
  },
  // Gemini 3 Flash: an answer with a bracketed aside as its own paragraph, replying to Tarek.
  {
    name: 'set95: Greta says who had the bathroom, with a bracketed aside',
    ...putzplan,
    answer: `# «send» 4003
Bad war diese Woche Malte

(ja, ich hab im Plan nachgeschaut, keine Diskussion 😌)`,
    expect: [
      {
        type: 'send',
        text: 'Bad war diese Woche Malte\n\n(ja, ich hab im Plan nachgeschaut, keine Diskussion 😌)',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Flash: an "Update:" status line to the flat.
  {
    name: 'set95: Greta reports that the hall is mopped',
    ...putzplan,
    answer: `# «send»
Update: Flur ist gewischt, ihr dürft wieder barfuß laufen`,
    expect: [{ type: 'send', text: 'Update: Flur ist gewischt, ihr dürft wieder barfuß laufen' }],
  },
  // Gemini 3 Flash: a single-word pizza order in the group.
  {
    name: 'set95: Greta orders pizza with one word',
    ...pizza,
    answer: `# «send»
Salami!`,
    expect: [{ type: 'send', text: 'Salami!' }],
  },
  // Gemini 3 Flash with actions on: an action line, then the character's speech.
  {
    name: 'set95: Nell pockets the key, then Wren speaks',
    ...tavern,
    answer: `# «send»
*pockets the key before Kit can grab it*

# «send»
"We'll take the room. And the window stays shut, promise."`,
    expect: [
      { type: 'send', text: '*pockets the key before Kit can grab it*' },
      { type: 'send', text: `"We'll take the room. And the window stays shut, promise."` },
    ],
  },
  // Gemini 3 Flash with actions on: a turn that is one action alone, answering a callout.
  {
    name: 'set95: Nell answers her turn with a single action',
    ...tavern,
    answer: `# «send»
*slides two silver coins across the bar and holds the innkeeper's gaze*`,
    expect: [
      {
        type: 'send',
        text: "*slides two silver coins across the bar and holds the innkeeper's gaze*",
      },
    ],
  },
  // Gemini 3 Flash with actions on: an action that ends in "thinking", then a plain line.
  {
    name: 'set95: Nell taps the key, thinking, then sets the watch',
    ...tavern,
    answer: `# «send»
*taps the key against her teeth, thinking*

# «send»
Kit, you take first watch. I don't trust that window one bit`,
    expect: [
      { type: 'send', text: '*taps the key against her teeth, thinking*' },
      { type: 'send', text: "Kit, you take first watch. I don't trust that window one bit" },
    ],
  },
  // Gemini 3 Flash: a watch order, one "Name: shift" line each, the persona as "me".
  {
    name: 'set95: Nell sets the watch order as name-colon lines',
    ...tavern,
    answer: `# «send»
Watch order, no arguments:
Kit: first
Sam: second
me: dawn shift, I sleep light anyway`,
    expect: [
      {
        type: 'send',
        text: 'Watch order, no arguments:\nKit: first\nSam: second\nme: dawn shift, I sleep light anyway',
      },
    ],
  },
  // Gemini 3 Flash: a one-word sign-up, as the others wrote it.
  {
    name: 'set95: Nell signs up for Thursday with one word',
    ...session,
    answer: `# «send»
in`,
    expect: [{ type: 'send', text: 'in' }],
  },
  // Gemini 3 Flash: a sign-up with a P.S. to the game master.
  {
    name: 'set95: Nell signs up with a P.S. about the pizza money',
    ...session,
    answer: `# «send»
In! Thursday works

P.S. Ravi I still owe you for the pizza last time, remind me`,
    expect: [
      {
        type: 'send',
        text: 'In! Thursday works\n\nP.S. Ravi I still owe you for the pizza last time, remind me',
      },
    ],
  },
  // Gemini 2.5 Flash: a "status report:" on the knee, replying to the first question.
  {
    name: 'set95: Bea gives a knee status report',
    ...knee,
    answer: `# «send» 4003
Knee status report: swelling's gone, stairs are fine, physio says easy miles only this week`,
    expect: [
      {
        type: 'send',
        text: "Knee status report: swelling's gone, stairs are fine, physio says easy miles only this week",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: "Been thinking" in its everyday sense.
  {
    name: 'set95: Bea has been thinking and will cheer instead',
    ...knee,
    answer: `# «send»
Been thinking and I'll skip the 10k, but I'll come and cheer with the flag`,
    expect: [
      {
        type: 'send',
        text: "Been thinking and I'll skip the 10k, but I'll come and cheer with the flag",
      },
    ],
  },
  // Gemini 2.5 Flash: the persona's name with a mock epithet, as a joke.
  {
    name: 'set95: Bea the Bionic announces her comeback',
    ...knee,
    answer: `# «send»
Bea the Bionic is back, people 🦿

# «send»
Well, mostly. Easy 5k on Sunday instead of the 10k`,
    expect: [
      { type: 'send', text: 'Bea the Bionic is back, people 🦿' },
      { type: 'send', text: 'Well, mostly. Easy 5k on Sunday instead of the 10k' },
    ],
  },
  // Gemini 2.5 Flash: a weekend plan with day-colon lines.
  {
    name: 'set95: Bea posts her physio-approved weekend',
    ...knee,
    answer: `# «send»
My weekend, as approved by the physio:
Sat: rest + foam roller
Sun: 5k easy, then coffee with whoever's finished`,
    expect: [
      {
        type: 'send',
        text: "My weekend, as approved by the physio:\nSat: rest + foam roller\nSun: 5k easy, then coffee with whoever's finished",
      },
    ],
  },
  // Gemini 2.5 Flash: relaying what a club member said, in a reply.
  {
    name: 'set95: Bea relays what Dee told her about the flag',
    ...flag,
    answer: `# «send» 4005
Dee said on Friday it's in the clubhouse, under the benches by the lockers`,
    expect: [
      {
        type: 'send',
        text: "Dee said on Friday it's in the clubhouse, under the benches by the lockers",
        replyTo: 4005,
      },
    ],
  },
];
