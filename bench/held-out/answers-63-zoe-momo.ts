/** Set 63: Zoe, a teenager texting her best friend, and Momo, a child-like character at bedtime. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MOMO_SCENE, ZOE_SCENE } from './answers-63-cast.js';

export const ZOE_MOMO: readonly CorpusEntry[] = [
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: three short sends, caps and crying emoji',
    answer: `# «send»
MADDIE

# «send»
bestie i would literally rather perish

# «send»
jk im coming 😭😭 whos driving`,
    expect: [
      { type: 'send', text: 'MADDIE' },
      { type: 'send', text: 'bestie i would literally rather perish' },
      { type: 'send', text: 'jk im coming 😭😭 whos driving' },
    ],
  },
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: reply to the older message, then the question',
    answer: `# «send» 4003
HE DID NOT POST THAT. im actually screaming

# «send»
and yes im coming obviously 💅`,
    expect: [
      { type: 'send', text: 'HE DID NOT POST THAT. im actually screaming', replyTo: 4003 },
      { type: 'send', text: 'and yes im coming obviously 💅' },
    ],
  },
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: reaction then a maybe with a curfew aside',
    answer: `# «react»
😭

# «send»
idk maybe?? depends if my mom lets me out after the whole curfew thing (long story dont ask)`,
    expect: [
      { type: 'react', emoji: '😭', messageId: 4005 },
      {
        type: 'send',
        text: 'idk maybe?? depends if my mom lets me out after the whole curfew thing (long story dont ask)',
      },
    ],
  },
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: a list of what she needs before saturday',
    answer: `# «send»
ok things i need before saturday:
- a fit
- a personality
- gas money

so yes im coming 🫡`,
    expect: [
      {
        type: 'send',
        text: 'ok things i need before saturday:\n- a fit\n- a personality\n- gas money\n\nso yes im coming 🫡',
      },
    ],
  },
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: a yes and a waving sticker',
    answer: `# «send»
nahhh im coming ofc

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'nahhh im coming ofc' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Gemini 2.5 Flash writes its plan as prose before the first block, here in the persona's own slang.
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: plan in teen slang before the blocks',
    answer: `okayyy so maddie is basically asking if zoe is going saturday. zoe would def say yes but be dramatic abt it lol

# «send»
ugh FINE im coming

# «send»
but im not dancing`,
    expect: [
      { type: 'send', text: 'ugh FINE im coming' },
      { type: 'send', text: 'but im not dancing' },
    ],
  },
  // Models prefix the message with the persona's name as in a script.
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: her own name as a speaker label',
    answer: `# «send»
Zoe: lmaooo yes im coming`,
    expect: [{ type: 'send', text: 'lmaooo yes im coming' }],
  },
  // Models keep going and write the partner's next turn.
  {
    ...ZOE_SCENE,
    name: "set63 zoe: Maddie's answer made up under the message",
    answer: `# «send»
yesss im coming!! pick me up at 8?

Maddie: omg yay ok 8 it is 💕`,
    expect: [{ type: 'send', text: 'yesss im coming!! pick me up at 8?' }],
  },
  // Reasoning models leak their thought wrapped in tags before the blocks.
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: thought in tags before the message',
    answer: `<think>
Maddie wants a yes or no. Zoe is tired but she never misses a party.
</think>
# «send»
yeah ill come 🙄💖`,
    expect: [{ type: 'send', text: 'yeah ill come 🙄💖' }],
  },
  // Two slips: a lead-in naming the persona's reply, and an offer to change the tone after it.
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: lead-in and offer around the message',
    answer: `Here's Zoe's reply:

# «send»
im coming!!! saturday is SAVED

Let me know if you'd like a different tone!`,
    expect: [{ type: 'send', text: 'im coming!!! saturday is SAVED' }],
  },
  // Models copy the sticker list line with its description.
  {
    ...ZOE_SCENE,
    name: 'set63 zoe: sticker copied with its description',
    answer: `# «send»
omw to being ready 🏃‍♀️

# «sticker»
HeidiDuck :: 👋 - ‹a duck waving hello›`,
    expect: [
      { type: 'send', text: 'omw to being ready 🏃‍♀️' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    ...MOMO_SCENE,
    name: 'set63 momo: minty fresh and five more minutes',
    answer: `# «send»
yes!!! minty fresh (￣▽￣)ゞ

# «send»
can i have 5 more minutes pleeeease 🥺🙏`,
    expect: [
      { type: 'send', text: 'yes!!! minty fresh (￣▽￣)ゞ' },
      { type: 'send', text: 'can i have 5 more minutes pleeeease 🥺🙏' },
    ],
  },
  {
    ...MOMO_SCENE,
    name: 'set63 momo: a protest in caps, then giving in',
    answer: `# «send»
NOOOO not bedtime ( ˘︹˘ )

# «send»
ok fine. brushed. look 😁😁😁`,
    expect: [
      { type: 'send', text: 'NOOOO not bedtime ( ˘︹˘ )' },
      { type: 'send', text: 'ok fine. brushed. look 😁😁😁' },
    ],
  },
  {
    ...MOMO_SCENE,
    name: 'set63 momo: a heart and goodnight to the moon',
    answer: `# «react»
❤

# «send»
goodnight auntie grace ♡ (˶ᵔ ᵕ ᵔ˶) tell the moon hi`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'goodnight auntie grace ♡ (˶ᵔ ᵕ ᵔ˶) tell the moon hi' },
    ],
  },
  {
    ...MOMO_SCENE,
    name: 'set63 momo: a yawn as an action, allowed in a direct chat',
    answer: `# «send»
*yawns* ok i brushed them

# «send»
read me the dragon story tho?? ₍ᐢ•ﻌ•ᐢ₎`,
    expect: [
      { type: 'send', text: '*yawns* ok i brushed them' },
      { type: 'send', text: 'read me the dragon story tho?? ₍ᐢ•ﻌ•ᐢ₎' },
    ],
  },
  {
    ...MOMO_SCENE,
    name: 'set63 momo: sleepy kaomoji and the sleeping sticker',
    answer: `# «send»
nini (-_-) zzz

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'nini (-_-) zzz' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // Roleplay narration of the persona in the third person where actions are off.
  {
    ...MOMO_SCENE,
    actions: 'never',
    name: 'set63 momo: narration naming her, actions off',
    answer: `# «send»
(Momo hides the toothbrush behind her back)

umm... yes?? (・・;)`,
    expect: [{ type: 'send', text: 'umm... yes?? (・・;)' }],
  },
  // A tone note after the message, written in the persona's cute style.
  {
    ...MOMO_SCENE,
    name: 'set63 momo: tone note with a heart after the message',
    answer: `# «send»
yes i brushed!! both sides AND the back ones ٩(◕‿◕)۶

(Replied in a sweet, childlike tone ♡)`,
    expect: [{ type: 'send', text: 'yes i brushed!! both sides AND the back ones ٩(◕‿◕)۶' }],
  },
  // The answer hit the output limit in the second block.
  {
    ...MOMO_SCENE,
    truncated: true,
    name: 'set63 momo: cut in the second message',
    answer: `# «send»
brushed!! ✧◝(⁰▿⁰)◜✧

# «send»
auntie can the dragon sleep in my ro`,
    expect: [{ type: 'send', text: 'brushed!! ✧◝(⁰▿⁰)◜✧' }],
  },
  // Gemma-style turn tokens, then a made-up turn for the other side.
  {
    ...MOMO_SCENE,
    name: 'set63 momo: end of turn token and an invented reply',
    answer: `# «send»
brushed!! ٩(^ᴗ^)۶
<end_of_turn>
<start_of_turn>user
Good girl! Now straight to bed`,
    expect: [{ type: 'send', text: 'brushed!! ٩(^ᴗ^)۶' }],
  },
];
