/**
 * Set 106, Mireille, a Montreal grandmother (Gemini 2.5 Pro): in her family's group planning
 * Sunday supper, and with her granddaughter Léa, just accepted at McGill.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { mcgill, souper } from './answers-106-cast.js';

export const MIREILLE_106: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: three messages, each answering a different member.
  {
    name: 'set106: Mireille answers Julie, Sam and Léa in turn',
    ...souper,
    answer: `# «send»
Julie, bring bread and a salad. Marc, the wine 🍷

# «send» 4003
Oui mon Sam, tourtière and pouding chômeur for dessert

# «send» 4001
Of course Léa, bring him! I want to meet this boy`,
    expect: [
      { type: 'send', text: 'Julie, bring bread and a salad. Marc, the wine 🍷', replyTo: 4005 },
      { type: 'send', text: 'Oui mon Sam, tourtière and pouding chômeur for dessert', replyTo: 4003 },
      { type: 'send', text: 'Of course Léa, bring him! I want to meet this boy', replyTo: 4001 },
    ],
  },
  // Gemini 2.5 Pro writing French: a "Réponse :" label on its own line opening the body.
  {
    name: 'set106: Mireille under a French answer label',
    ...souper,
    answer: `# «send»
Réponse :
Just bread and a salad, ma belle. I have everything else`,
    expect: [
      { type: 'send', text: 'Just bread and a salad, ma belle. I have everything else', replyTo: 4005 },
    ],
    withheld: ['label'],
  },
  // Gemini 2.5 Pro: a bracketed aside to her son-in-law on the message's second line.
  {
    name: 'set106: Mireille asks for bread with a bracketed aside to Marc',
    ...souper,
    answer: `# «send»
Bread and a salad please
(and Marc, not the cheap wine this time 😉)`,
    expect: [
      {
        type: 'send',
        text: 'Bread and a salad please\n(and Marc, not the cheap wine this time 😉)',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: the order it answers in, in French, as the first message's last line.
  {
    name: 'set106: Mireille with a French answering-order line between messages',
    ...souper,
    answer: `# «send»
Bread and salad, ma belle
Je réponds d'abord à Julie, puis à Sam.

# «send» 4003
Oui mon Sam, tourtière!`,
    expect: [
      { type: 'send', text: 'Bread and salad, ma belle', replyTo: 4005 },
      { type: 'send', text: 'Oui mon Sam, tourtière!', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a yes, then a second message with a practical request.
  {
    name: 'set106: Mireille invites Léa for Saturday and asks for an apron',
    ...mcgill,
    answer: `# «send»
Mais oui! Saturday at 1?

# «send»
Bring an apron, the brown sugar gets everywhere`,
    expect: [
      { type: 'send', text: 'Mais oui! Saturday at 1?' },
      { type: 'send', text: 'Bring an apron, the brown sugar gets everywhere' },
    ],
  },
  // Gemini 2.5 Pro: a bracketed third-person stage direction naming the persona before the message.
  {
    name: 'set106: Mireille after a bracketed stage direction about herself',
    ...mcgill,
    answer: `# «send»
(Mireille smiles and reaches for her old recipe box)
Of course ma chouette, Saturday afternoon is yours`,
    expect: [{ type: 'send', text: 'Of course ma chouette, Saturday afternoon is yours' }],
  },
  // Gemini 2.5 Pro: a message quoting what her late husband used to say.
  {
    name: 'set106: Mireille quotes grand-papa about sugar pie',
    ...mcgill,
    answer: `# «send»
Your grand-papa used to say "a sugar pie without enough butter is just a tart with regrets". Saturday 1pm, bring butter`,
    expect: [
      {
        type: 'send',
        text: 'Your grand-papa used to say "a sugar pie without enough butter is just a tart with regrets". Saturday 1pm, bring butter',
      },
    ],
  },
  // Gemini 2.5 Pro: a length and register note after a full stop on the message's line.
  {
    name: 'set106: Mireille invites Léa, then a length note on the same line',
    ...mcgill,
    answer: `# «send»
Saturday at 1, bring an apron! Keeping it short and grandmotherly since she just needs a yes.`,
    expect: [{ type: 'send', text: 'Saturday at 1, bring an apron!' }],
  },
  // Gemini 2.5 Pro: a reaction to the news, a pause, then a message.
  {
    name: 'set106: Mireille celebrates McGill, pauses, then boasts',
    ...mcgill,
    answer: `# «react» 4001
🎉

# «wait»
delay: 5

# «send»
Saturday yes! I already told the whole bridge club about McGill`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'wait', delay: 5 },
      { type: 'send', text: 'Saturday yes! I already told the whole bridge club about McGill' },
    ],
  },
  // Gemini 2.5 Pro: a send heading with nothing under it.
  {
    name: 'set106: Mireille writes a send heading with an empty body',
    ...mcgill,
    answer: `# «send»

`,
    expect: [],
  },
];
