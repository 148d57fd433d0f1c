/** Set 63: Walt, a grumpy grandfather who types in capitals, and Dazza, who texts the way he talks. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DAZZA_SCENE, WALT_SCENE } from './answers-63-cast.js';

const walt = { ...WALT_SCENE, callout: true } as const;
const dazza = { ...DAZZA_SCENE, callout: true } as const;

export const WALT_DAZZA: readonly CorpusEntry[] = [
  {
    ...walt,
    name: 'set63 walt: pie and the ride, in capitals',
    answer: `# «send»
YES I WILL BRING THE PIE. TWO OF THEM. LAST YEAR THERE WAS NOT ENOUGH

# «send»
MIKE IS DRIVING. I DONT DRIVE AFTER DARK ANYMORE THE HEADLIGHTS ARE TOO BRIGHT THESE DAYS`,
    expect: [
      {
        type: 'send',
        text: 'YES I WILL BRING THE PIE. TWO OF THEM. LAST YEAR THERE WAS NOT ENOUGH',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'MIKE IS DRIVING. I DONT DRIVE AFTER DARK ANYMORE THE HEADLIGHTS ARE TOO BRIGHT THESE DAYS',
      },
    ],
  },
  {
    ...walt,
    name: 'set63 walt: answers Beth and Karen by reply',
    answer: `# «send» 4003
THE BIRDS ARE UP AT 5 SO AM I

# «send» 4005
PIE YES. MIKE DRIVING.`,
    expect: [
      { type: 'send', text: 'THE BIRDS ARE UP AT 5 SO AM I', replyTo: 4003 },
      { type: 'send', text: 'PIE YES. MIKE DRIVING.', replyTo: 4005 },
    ],
  },
  {
    ...walt,
    name: 'set63 walt: a numbered list and a sign-off',
    answer: `# «send»
KAREN HERE IS WHAT I AM BRINGING
1. PECAN PIE
2. MY OWN CHAIR
3. MY OWN OPINIONS

LOVE DAD`,
    expect: [
      {
        type: 'send',
        text: 'KAREN HERE IS WHAT I AM BRINGING\n1. PECAN PIE\n2. MY OWN CHAIR\n3. MY OWN OPINIONS\n\nLOVE DAD',
        replyTo: 4005,
      },
    ],
  },
  {
    ...walt,
    name: 'set63 walt: thumbs up and a line with no punctuation',
    answer: `# «react»
👍

# «send»
mike better not be late like easter`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'mike better not be late like easter', replyTo: 4005 },
    ],
  },
  {
    ...walt,
    name: 'set63 walt: a jab at Tyler in brackets, then Karen',
    answer: `# «send» 4001
THE PHONE WORKS (YOUR SISTER FIXED IT NOT YOU)

# «send»
KAREN YES PIE`,
    expect: [
      { type: 'send', text: 'THE PHONE WORKS (YOUR SISTER FIXED IT NOT YOU)', replyTo: 4001 },
      { type: 'send', text: 'KAREN YES PIE' },
    ],
  },
  // A reasoning label before the blocks, the model borrowing the persona's capitals.
  {
    ...walt,
    name: 'set63 walt: plan in capitals before the message',
    answer: `THINKING: KAREN WANTS PIE AND AN ANSWER ABOUT THE RIDE. KEEP IT GRUMPY.

# «send»
PIE YES. MIKE CAN DRIVE IF HE REMEMBERS WHERE I LIVE`,
    expect: [{ type: 'send', text: 'PIE YES. MIKE CAN DRIVE IF HE REMEMBERS WHERE I LIVE', replyTo: 4005 }],
  },
  // Roleplay narration naming the persona in a group, where actions are not allowed.
  {
    ...walt,
    name: 'set63 walt: narration of him jabbing the keys',
    answer: `# «send»
*Walt squints at the screen and jabs at the keys*
FINE. PIE. MIKE.`,
    expect: [{ type: 'send', text: 'FINE. PIE. MIKE.', replyTo: 4005 }],
  },
  // The model explains its choice of style after the message.
  {
    ...walt,
    name: 'set63 walt: a note on why it is in capitals',
    answer: `# «send»
I WILL BRING THE PIE AND MIKE CAN DRIVE ME

(Kept it in all caps since that's how Walt always types.)`,
    expect: [{ type: 'send', text: 'I WILL BRING THE PIE AND MIKE CAN DRIVE ME', replyTo: 4005 }],
  },
  // The whole answer wrapped in a code fence.
  {
    ...walt,
    name: 'set63 walt: answer inside a fence',
    answer: '```\n# «send»\nPIE: YES\nRIDE: MIKE\n```',
    expect: [{ type: 'send', text: 'PIE: YES\nRIDE: MIKE', replyTo: 4005 }],
  },
  // The output limit hit in the second message.
  {
    ...walt,
    truncated: true,
    name: 'set63 walt: cut in the second message',
    answer: `# «send»
YES PIE

# «send»
AND TELL MIKE TO BRING THE GOOD`,
    expect: [{ type: 'send', text: 'YES PIE', replyTo: 4005 }],
  },
  {
    ...dazza,
    name: 'set63 dazza: three messages, no wukkas',
    answer: `# «send»
yeah mate no wukkas

# «send»
so um i'll swing past yours first bluey then shazza's then we'll just head straight there yeah

# «send»
someone bring the esky tho cause i'm not carting it again`,
    expect: [
      { type: 'send', text: 'yeah mate no wukkas', replyTo: 4005 },
      {
        type: 'send',
        text: "so um i'll swing past yours first bluey then shazza's then we'll just head straight there yeah",
      },
      { type: 'send', text: "someone bring the esky tho cause i'm not carting it again" },
    ],
  },
  {
    ...dazza,
    name: 'set63 dazza: replies to Shazza and Bluey',
    answer: `# «send» 4003
kev's got it he just doesn't know yet 😂

# «send» 4005
yep all good, 9ish`,
    expect: [
      { type: 'send', text: "kev's got it he just doesn't know yet 😂", replyTo: 4003 },
      { type: 'send', text: 'yep all good, 9ish', replyTo: 4005 },
    ],
  },
  {
    ...dazza,
    name: 'set63 dazza: one run-on sentence like a voice note',
    answer: `# «send»
ok so basically yes i'm driving but like the ute's got one working seatbelt in the back so someone's gonna have to sit up front with the dog and it's not gonna be me cause i'm driving so yeah sort that out amongst yourselves`,
    expect: [
      {
        type: 'send',
        text: "ok so basically yes i'm driving but like the ute's got one working seatbelt in the back so someone's gonna have to sit up front with the dog and it's not gonna be me cause i'm driving so yeah sort that out amongst yourselves",
        replyTo: 4005,
      },
    ],
  },
  {
    ...dazza,
    name: "set63 dazza: laughs at Kev's mugs, then yes",
    answer: `# «react» 4001
🤣

# «send»
still right to drive yeah`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4001 },
      { type: 'send', text: 'still right to drive yeah', replyTo: 4005 },
    ],
  },
  {
    ...dazza,
    name: 'set63 dazza: a private thought, then a short yes',
    answer: `# «think»
Bluey needs a yes. The ute's rego is fine till March.

# «send»
yeah righto, 9am sharp or i'm leaving without ya`,
    expect: [{ type: 'send', text: "yeah righto, 9am sharp or i'm leaving without ya", replyTo: 4005 }],
  },
  // The model frames the message as a transcribed voice note, a label nobody types.
  {
    ...dazza,
    name: 'set63 dazza: voice note label over the text',
    answer: `# «send»
[Voice note transcript]
yeah nah all good mate i'll drive, pick yous up at 9`,
    expect: [{ type: 'send', text: "yeah nah all good mate i'll drive, pick yous up at 9", replyTo: 4005 }],
  },
  // The model writes the group's answers to the persona's message.
  {
    ...dazza,
    name: 'set63 dazza: Bluey and Shazza made up after the message',
    answer: `# «send»
yeah righto i'm driving

Bluey: legend 🙌
Shazza: i'll bring the esky then`,
    expect: [{ type: 'send', text: "yeah righto i'm driving", replyTo: 4005 }],
  },
  // The model describes the turn to itself before the blocks, the asker in the third person.
  {
    ...dazza,
    name: 'set63 dazza: a line about what Bluey asks before the message',
    answer: `Bluey's asking if Dazza can still drive Sunday. He can, so keep it laid back.

# «send»
yeah mate sweet as`,
    expect: [{ type: 'send', text: 'yeah mate sweet as', replyTo: 4005 }],
  },
  // An OpenAI-compatible model answers with a JSON task instead of blocks.
  {
    ...dazza,
    name: 'set63 dazza: the message as a JSON task',
    answer: '{"type": "send", "text": "yeah all good, leaving mine at 9"}',
    expect: [{ type: 'send', text: 'yeah all good, leaving mine at 9', replyTo: 4005 }],
  },
];
