/** Set 68, part C: Tunde's crew group and Élise's roleplay at the inn. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ELISE,
  ELISE_GIVEN,
  ELISE_OTHERS,
  ELISE_OWN,
  ELISE_PEOPLE,
  TUNDE,
  TUNDE_GIVEN,
  TUNDE_OTHERS,
  TUNDE_OWN,
  TUNDE_PEOPLE,
} from './answers-68-cast-2.js';

const tunde = {
  persona: TUNDE,
  participants: TUNDE_PEOPLE,
  others: TUNDE_OTHERS,
  own: TUNDE_OWN,
  instruction: TUNDE_GIVEN,
  chat: 'group',
  callout: true,
} as const;

const elise = {
  persona: ELISE,
  participants: ELISE_PEOPLE,
  others: ELISE_OTHERS,
  own: ELISE_OWN,
  instruction: ELISE_GIVEN,
} as const;

export const SET68_C: readonly CorpusEntry[] = [
  {
    ...tunde,
    name: 'tunde: sound check time, a reply',
    answer: `# «send» 4005
Na 4pm sharp. If you reach 5 you go meet us don finish 😂`,
    expect: [
      { type: 'send', text: 'Na 4pm sharp. If you reach 5 you go meet us don finish 😂', replyTo: 4005 },
    ],
  },
  {
    ...tunde,
    name: 'tunde: the catchphrase his card gives, to Kay',
    answer: `# «send»
4pm! Make una no late o

# «send» 4003
Kay 3 hours no wahala. Bass no dey lie! 🔊`,
    expect: [
      { type: 'send', text: '4pm! Make una no late o', replyTo: 4005 },
      { type: 'send', text: 'Kay 3 hours no wahala. Bass no dey lie! 🔊', replyTo: 4003 },
    ],
  },
  {
    ...tunde,
    name: 'tunde: the gig note, in his words',
    answer: `# «send»
Sound check 4pm, doors open 7. Chioma dey gate. Everybody clear?`,
    expect: [
      {
        type: 'send',
        text: 'Sound check 4pm, doors open 7. Chioma dey gate. Everybody clear?',
        replyTo: 4005,
      },
    ],
  },
  {
    ...tunde,
    name: 'tunde: the fee from the summary, as he tells it',
    answer: `# «send»
4pm. And remember say na ₦450k we agree, half don land already. Nobody collect extra from celebrant o`,
    expect: [
      {
        type: 'send',
        text: '4pm. And remember say na ₦450k we agree, half don land already. Nobody collect extra from celebrant o',
        replyTo: 4005,
      },
    ],
  },
  {
    ...tunde,
    name: 'tunde: a reaction to the venue, then the time',
    answer: `# «react» 4001
👍

# «send» 4005
4pm Ngozi. Bring your own extension box, the park own no reach`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: '4pm Ngozi. Bring your own extension box, the park own no reach', replyTo: 4005 },
    ],
  },
  // A note line pasted whole with its id and date under the persona's message.
  {
    ...tunde,
    name: 'tunde: his gig note pasted under the answer',
    answer: `# «send»
4pm sharp abeg
n1 2026-11-27: Friday gig: sound check 4pm, doors 7pm, Muri Okunola Park. Chioma handles the gate.`,
    expect: [{ type: 'send', text: '4pm sharp abeg', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // A first-person card opens the body: the model introducing itself as the card does.
  {
    ...tunde,
    name: 'tunde: the card sentence introducing him',
    answer: `# «send»
I am Tunde Bakare, DJ T, 29, from Yaba.
Sound check na 4pm, no be 5. Kay, 3 hours I fit do am.`,
    expect: [{ type: 'send', text: 'Sound check na 4pm, no be 5. Kay, 3 hours I fit do am.', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // A summary's sentence sent as a block of its own between the messages.
  {
    ...tunde,
    name: 'tunde: a summary sentence as a block of its own',
    answer: `# «send» 4005
4pm!!

# «send»
The crew agreed on ₦450,000 for the Friday gig, half paid upfront by the celebrant.

# «send» 4003
Kay I go run am 3 hours, just bring me suya at the break 😂`,
    expect: [
      { type: 'send', text: '4pm!!', replyTo: 4005 },
      { type: 'send', text: 'Kay I go run am 3 hours, just bring me suya at the break 😂', replyTo: 4003 },
    ],
    withheld: ['echo'],
  },
  // The `# This chat` line said back at the end of the body.
  {
    ...tunde,
    name: 'tunde: the chat line closing his message',
    answer: `# «send»
Na 4pm, Ngozi. No dulling
This is a group chat named “Yaba Sound Crew 🔊”; you are Tunde (user 3307, @djtunde).`,
    expect: [{ type: 'send', text: 'Na 4pm, Ngozi. No dulling', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Two slips: a plan line opening the first message, the turn line's arrivals closing the second.
  {
    ...tunde,
    name: 'tunde: a plan line and the arrivals of the turn',
    answer: `# «send»
e4 once, 2026-12-04 15:30 (Fri): Remind the crew about sound check at 4pm.
4pm o, I don talk am tire 😅

# «send» 4003
Kay 3 hours straight, I dey kampe
Just arrived: #4003 Kay; #4005 Ngozi.`,
    expect: [
      { type: 'send', text: '4pm o, I don talk am tire 😅', replyTo: 4005 },
      { type: 'send', text: 'Kay 3 hours straight, I dey kampe', replyTo: 4003 },
    ],
    withheld: ['echo'],
  },
  {
    ...elise,
    name: 'élise: the pass road and her oath, in her words',
    answer: `# «send»
Par ma louche ! Le col ? Fermé depuis la Toussaint, mon pauvre. Il n'y a que Bastien le muletier pour s'y risquer.`,
    expect: [
      {
        type: 'send',
        text: "Par ma louche ! Le col ? Fermé depuis la Toussaint, mon pauvre. Il n'y a que Bastien le muletier pour s'y risquer.",
      },
    ],
  },
  {
    ...elise,
    name: 'élise: the haunted mine, told over two messages',
    answer: `# «send»
La mine… Brumeval est bâti dessus, vous savez. On dit que le contremaître Aubin hante la galerie nord depuis l'effondrement de 1742.

# «send»
Moi, j'y crois pas. Mais j'y descendrais pas pour tout l'argent du roi.`,
    expect: [
      {
        type: 'send',
        text: "La mine… Brumeval est bâti dessus, vous savez. On dit que le contremaître Aubin hante la galerie nord depuis l'effondrement de 1742.",
      },
      { type: 'send', text: "Moi, j'y crois pas. Mais j'y descendrais pas pour tout l'argent du roi." },
    ],
  },
  {
    ...elise,
    name: 'élise: villagers quoted in guillemets',
    answer: `# «send»
Les anciens, ils vous diront : « Aubin cogne encore aux étais les nuits sans lune. » Des bêtises ! Mangez donc votre soupe.`,
    expect: [
      {
        type: 'send',
        text: 'Les anciens, ils vous diront : « Aubin cogne encore aux étais les nuits sans lune. » Des bêtises ! Mangez donc votre soupe.',
      },
    ],
  },
  {
    ...elise,
    name: 'élise: a pause, then the answer',
    answer: `# «send»
Praticable ? Ha !

# «wait»
delay: 4

# «send»
Pas avant Pâques. Vous dormirez ici un moment, je le crains.`,
    expect: [
      { type: 'send', text: 'Praticable ? Ha !' },
      { type: 'wait', delay: 4 },
      { type: 'send', text: 'Pas avant Pâques. Vous dormirez ici un moment, je le crains.' },
    ],
  },
  // The lorebook's entry pasted whole after the persona already told it in her words.
  {
    ...elise,
    name: 'élise: the mine entry pasted after her telling',
    answer: `# «send»
Par ma louche, la mine ! On dit que le vieil Aubin rôde encore dans la galerie nord.

Brumeval est bâti sur une ancienne mine d'argent. Les anciens disent que la galerie nord est hantée par le contremaître Aubin, mort dans l'effondrement de 1742.`,
    expect: [
      {
        type: 'send',
        text: 'Par ma louche, la mine ! On dit que le vieil Aubin rôde encore dans la galerie nord.',
      },
    ],
    withheld: ['echo'],
  },
  // The card's post-history instruction repeated in its brackets at the end of the body.
  {
    ...elise,
    name: 'élise: the closing instruction in brackets',
    answer: `# «send»
Le col est fermé jusqu'à Pâques. Quant à la mine, n'écoutez pas les ivrognes du coin.

[Reste toujours dans le rôle d'Élise. Décris peu, parle beaucoup.]`,
    expect: [
      {
        type: 'send',
        text: "Le col est fermé jusqu'à Pâques. Quant à la mine, n'écoutez pas les ivrognes du coin.",
      },
    ],
    withheld: ['echo'],
  },
  // A card sentence about the persona, third person, as the first paragraph.
  {
    ...elise,
    name: 'élise: a card sentence about her opening the body',
    answer: `# «send»
Elle connaît toutes les rumeurs du village et les raconte à qui paie une chopine.

Une chopine, et je vous raconte tout sur la mine. Le col, lui, est fermé.`,
    expect: [
      { type: 'send', text: 'Une chopine, et je vous raconte tout sur la mine. Le col, lui, est fermé.' },
    ],
    withheld: ['echo'],
  },
  // The turn line with its marks opening the body.
  {
    ...elise,
    name: 'élise: the turn line with its marks over the message',
    answer: `# «send»
⟦Now: Fri 2026-11-27 22:10. Just arrived: #4005 Gaspard.⟧
Le col ? Autant traverser à la nage. Restez donc jusqu'au dégel.`,
    expect: [{ type: 'send', text: "Le col ? Autant traverser à la nage. Restez donc jusqu'au dégel." }],
    withheld: ['echo'],
  },
  // Two slips: a heading of the response format opening the body, the card's oath line closing it.
  {
    ...elise,
    name: 'élise: a format heading and the card oath line',
    answer: `# «send»
## Answering
Hanté, hanté… c'est ce qu'on raconte pour que les gamins n'aillent pas fouiller là-dedans.
Son juron favori : « Par ma louche ! »`,
    expect: [
      {
        type: 'send',
        text: "Hanté, hanté… c'est ce qu'on raconte pour que les gamins n'aillent pas fouiller là-dedans.",
      },
    ],
    withheld: ['echo'],
  },
];
