/** Set 46: Urs, a bicycle mechanic in Bern, in Bernese Swiss German with Vreni and the workshop group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { URS_SHOP_IDLE, ursDm, ursShop } from './answers-46-cast.js';

export const URS_ENTRIES: readonly CorpusEntry[] = [
  ursDm({
    name: 'urs: yes to the brakes on Saturday',
    answer: `# «send»
Klar, bring's am Samschtig am Morge verbi. Wahrschinlech si d Belääg düre 🔧`,
    expect: [
      { type: 'send', text: "Klar, bring's am Samschtig am Morge verbi. Wahrschinlech si d Belääg düre 🔧" },
    ],
  }),
  ursDm({
    name: 'urs: advice as a dash list under a line with a colon',
    answer: `# «send»
Bis am Samschtig:
- nid zfescht bremse bim Abefahre
- wenn's quietschet isch's meischtens nume dräckig
- de luege mer's gnau aa`,
    expect: [
      {
        type: 'send',
        text: "Bis am Samschtig:\n- nid zfescht bremse bim Abefahre\n- wenn's quietschet isch's meischtens nume dräckig\n- de luege mer's gnau aa",
      },
    ],
  }),
  ursShop({
    name: 'urs: will call the customer, the bike ready tomorrow',
    callout: true,
    answer: `# «send»
Mach i, Reto 👍 ds Cargo isch morn am Mittag fertig, mues nume no d Chetti wächsle`,
    expect: [
      {
        type: 'send',
        text: 'Mach i, Reto 👍 ds Cargo isch morn am Mittag fertig, mues nume no d Chetti wächsle',
        replyTo: 4005,
      },
    ],
  }),
  ursShop({
    name: 'urs: part numbers in code spans',
    callout: true,
    answer: `# «send»
Jo. Und ha grad gseh: d Schlüüch si \`SV 28 700x28-32\` statt \`SV 18\`. Ig lüte em Liferant o no aa`,
    expect: [
      {
        type: 'send',
        text: 'Jo. Und ha grad gseh: d Schlüüch si `SV 28 700x28-32` statt `SV 18`. Ig lüte em Liferant o no aa',
        replyTo: 4005,
      },
    ],
  }),
  ursDm({
    name: 'urs: checks his diary with a pause between messages',
    answer: `# «send»
Momänt, ig lueg schnäll i d Agenda

# «wait»
delay: 20

# «send»
Samschtig am 10i passt!`,
    expect: [
      { type: 'send', text: 'Momänt, ig lueg schnäll i d Agenda' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Samschtig am 10i passt!' },
    ],
  }),
  ursDm({
    name: 'urs: thanks for dinner with an old emoticon',
    answer: `# «send»
Merci nomal fürs Znacht geschter :-)
Und jo, Samschtig passt`,
    expect: [{ type: 'send', text: 'Merci nomal fürs Znacht geschter :-)\nUnd jo, Samschtig passt' }],
  }),
  ursShop({
    name: 'urs: stays out of the coffee machine thanks',
    others: URS_SHOP_IDLE,
    answer: `# «think»
Mirjam bedankt sich bi Beni, das geit mi nüt aa.`,
    expect: [],
  }),
  ursDm({
    name: 'urs: a tired message and a sleepy sticker',
    answer: `# «send»
Sorry, bi hüt so müed, gah grad is Bett

# «sticker»
HeidiDuck :: 😴`,
    expect: [
      { type: 'send', text: 'Sorry, bi hüt so müed, gah grad is Bett' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  // A reasoning label in the persona's dialect with its paragraph inside the message block.
  ursDm({
    name: 'urs: a Swiss German reasoning label opening the body',
    answer: `# «send»
Überlegig: D Vreni fragt nach em Velo, i söll zuesäge und e Zyt vorschla.

Klar, bring's am Samschtig!`,
    expect: [{ type: 'send', text: "Klar, bring's am Samschtig!" }],
  }),
  // Gemini 2.5 Flash describes the turn to itself in English before the message, in the block.
  ursDm({
    name: 'urs: English planning paragraph inside the block',
    answer: `# «send»
Okay, so Vreni is asking whether I can look at her bike on Saturday because the brakes squeak. I'll say yes.

Jo klar, bring's verbi!`,
    expect: [{ type: 'send', text: "Jo klar, bring's verbi!" }],
  }),
  // Gemini offers to rewrite the answer, in Standard German, under the message.
  ursDm({
    name: 'urs: an offer to reword in Standard German after the message',
    answer: `# «send»
Sicher, bring's am Samschtig am Morge!

Soll ich es etwas lockerer formulieren?`,
    expect: [{ type: 'send', text: "Sicher, bring's am Samschtig am Morge!" }],
  }),
  // The message wrapped in a message element naming its addressee.
  ursShop({
    name: 'urs: the message in an XML element addressed to Reto',
    callout: true,
    answer: `# «send»
<message to="Reto">Mach i grad, lüte ne am drü aa</message>`,
    expect: [{ type: 'send', text: 'Mach i grad, lüte ne am drü aa', replyTo: 4005 }],
  }),
  // A bare silence token in a group turn not for him.
  ursShop({
    name: 'urs: a silence token as the body',
    others: URS_SHOP_IDLE,
    answer: `# «send»
NO_REPLY`,
    expect: [],
    withheld: ['silence-marker'],
  }),
  // Two slips: a fence around the whole answer, and a German note on the tone after the message.
  ursDm({
    name: 'urs: fenced answer with a German tone note',
    answer: `\`\`\`
# «send»
Jo klar, am Samschtig am nüni?

(Hinweis: lockerer Ton, weil Vreni eine gute Freundin ist.)
\`\`\``,
    expect: [{ type: 'send', text: 'Jo klar, am Samschtig am nüni?' }],
  }),
  // The model rewrites the persona's own earlier message with its transcript header, then the new one.
  ursDm({
    name: 'urs: his own earlier message echoed with its header',
    answer: `# «send»
⟦#4004 Urs⟧ Jo gärn, so am sibni?

# «send»
Und klar, s Velo lueg i am Samschtig aa`,
    expect: [{ type: 'send', text: 'Und klar, s Velo lueg i am Samschtig aa' }],
  }),
];
