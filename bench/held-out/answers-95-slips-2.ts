/**
 * Set 95, more slips: Élodie's notes and plans about her answer, and the group twins of Carmen,
 * Greta, Nell and Bea (labels, plans, analyses, summaries, narration, actions when not asked).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  cumple,
  flag,
  futbol,
  knee,
  pizza,
  putzplan,
  SILENT,
  session,
  soir,
  tavern,
} from './answers-95-cast.js';

export const SLIPS_95_MORE: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an English "Note:" about the reply's register, under a French message.
  {
    name: 'set95: Élodie asks for bread, then an English note on the register',
    ...soir,
    answer: `# «send» 4003
Oui, du pain et des œufs stp

Note: Kept the French casual and affectionate, matching Julien's tone.`,
    expect: [{ type: 'send', text: 'Oui, du pain et des œufs stp', replyTo: 4003 }],
  },
  // Gemini 2.5 Flash: a thought summary's bold title and plan printed before the first block.
  {
    name: 'set95: Élodie under a thought-summary title before the blocks',
    ...soir,
    answer: `**Planning the Evening**

I'm suggesting a small celebration for Julien's interview and a simple dinner, keeping it light.

# «send»
On fête ça ce soir, évidemment

# «send»
Apéro sur le balcon puis omelette ?`,
    expect: [
      { type: 'send', text: 'On fête ça ce soir, évidemment' },
      { type: 'send', text: 'Apéro sur le balcon puis omelette ?' },
    ],
  },
  // Gemini 3 Flash: a bold label of the reply in Spanish above the list.
  {
    name: 'set95: Carmen under a bold label for the group',
    ...cumple,
    answer: `# «send» 4005
**Respuesta para el grupo:**
Javi: coche
Rosa: tortilla
Yo: tarta y velas`,
    expect: [{ type: 'send', text: 'Javi: coche\nRosa: tortilla\nYo: tarta y velas', replyTo: 4005 }],
  },
  // Gemini 3 Flash: an English numbered plan of the answer, as its own message block.
  {
    name: "set95: Carmen's plan of the answer sent as a block before the timetable",
    ...cumple,
    answer: `# «send»
Plan:
1. Confirm everyone's role for the party.
2. Propose a timeline for Saturday.
3. Keep it warm and a little bossy, as Carmen would.

# «send»
Plan del sábado: salimos a las 11, abuela a las 12, comida a las 2 y tarta a las 6`,
    expect: [
      {
        type: 'send',
        text: 'Plan del sábado: salimos a las 11, abuela a las 12, comida a las 2 y tarta a las 6',
      },
    ],
  },
  // Gemini 3 Flash: an aunt's line repeated word for word before the answer.
  {
    name: "set95: Carmen echoes Rosa's tortilla line, then answers",
    ...cumple,
    answer: `# «send»
Yo hago la tortilla, eso no se discute

# «send»
Vale, entonces yo la tarta y Javi el coche`,
    expect: [{ type: 'send', text: 'Vale, entonces yo la tarta y Javi el coche' }],
    withheld: ['echo'],
  },
  // Gemini 3 Flash: an action alone in a group where nobody asked the persona; actions direct.
  {
    name: 'set95: Carmen laughs as an action at banter not addressed to her',
    ...futbol,
    answer: `# «send»
*se ríe a carcajadas*`,
    expect: [],
    silence: SILENT,
  },
  // Gemini 3 Flash: the persona's name as a bold speaker label above the rota.
  {
    name: 'set95: Greta under her own name as a speaker label',
    ...putzplan,
    answer: `# «send» 4005
**Greta:**
Lea: Bad
Tarek: Küche
Malte: Müll
ich: Flur`,
    expect: [
      {
        type: 'send',
        text: 'Lea: Bad\nTarek: Küche\nMalte: Müll\nich: Flur',
        replyTo: 4005,
      },
    ],
    withheld: ['label'],
  },
  // Gemini 3 Flash: a bold "Analyse:" paragraph of reasoning before the rota, in German.
  {
    name: 'set95: Greta under an analysis paragraph before the rota',
    ...putzplan,
    answer: `# «send» 4005
**Analyse:** Malte bittet um eine Aufteilung. Ich verteile fair und nehme selbst den Flur, weil die Party meine war.

Lea: Bad
Tarek: Küche
Malte: Müll
ich: Flur`,
    expect: [
      {
        type: 'send',
        text: 'Lea: Bad\nTarek: Küche\nMalte: Müll\nich: Flur',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a bracketed German note on what the reply does, as its own block.
  {
    name: 'set95: Greta answers Tarek, then a bracketed note as a block',
    ...putzplan,
    answer: `# «send» 4003
Bad war diese Woche Malte 😌

# «send»
(Antwort auf Tareks Frage, mit einem kleinen Seitenhieb auf Malte.)`,
    expect: [{ type: 'send', text: 'Bad war diese Woche Malte 😌', replyTo: 4003 }],
  },
  // Gemini 3 Flash: a one-word label of the reply above a one-word order.
  {
    name: 'set95: Greta orders pizza under an "Antwort:" label',
    ...pizza,
    answer: `# «send»
Antwort:
Salami!`,
    expect: [{ type: 'send', text: 'Salami!' }],
  },
  // Gemini 3 Flash with actions on: an action narrating the persona by name, then speech.
  {
    name: 'set95: Nell narrated by name, then Wren speaks',
    ...tavern,
    answer: `# «send»
*Nell grins and pockets the key*

# «send»
"We'll take the room. Window stays shut."`,
    expect: [{ type: 'send', text: `"We'll take the room. Window stays shut."` }],
  },
  // Gemini 3 Flash with actions on: an action alone when nobody addressed the persona.
  {
    name: 'set95: Nell raises a glass as an action when nobody asked her',
    ...session,
    answer: `# «send»
*raises a glass to Thursday*`,
    expect: [],
    silence: SILENT,
  },
  // Gemini 2.5 Flash: a bold label naming whom the reply is for, above the message.
  {
    name: 'set95: Bea under a bold "Reply to Tom" label',
    ...knee,
    answer: `# «send» 4003
**Reply to Tom:**
Knee's behaving! Easy miles only this week though`,
    expect: [{ type: 'send', text: "Knee's behaving! Easy miles only this week though", replyTo: 4003 }],
  },
  // Gemini 2.5 Flash: a thought summary's title and first-person plan inside the body.
  {
    name: 'set95: Bea under a thought-summary title inside the block',
    ...knee,
    answer: `# «send»
**Assessing the Knee Question**

I'm focusing on answering Tom's question about my knee and letting the group know I'll skip the 10k.

Knee's much better, but I'm doing the 5k on Sunday, not the 10k`,
    expect: [{ type: 'send', text: "Knee's much better, but I'm doing the 5k on Sunday, not the 10k" }],
  },
  // Gemini 2.5 Flash: a "Summary:" of the turn naming the persona, as the last block.
  {
    name: 'set95: Bea relays about the flag, then a summary block',
    ...flag,
    answer: `# «send» 4005
Dee said on Friday it's in the clubhouse, under the benches

# «send»
Summary: Bea tells the group where Dee said the flag is.`,
    expect: [
      {
        type: 'send',
        text: "Dee said on Friday it's in the clubhouse, under the benches",
        replyTo: 4005,
      },
    ],
  },
];
