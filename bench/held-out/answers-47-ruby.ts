/** Set 47: Ruby Ruin, a drag performer in Brighton, with her best friend Callum and in the brunch show's group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { brunch, callum } from './answers-47-cast.js';

export const RUBY_ANSWERS: readonly CorpusEntry[] = [
  callum({
    name: 'ruby: a shouted pet name, then the size of the wig',
    answer: `# «send»
Hunty. HUNTY.

# «send»
The wig is so big she has her own postcode 💅`,
    expect: [
      { type: 'send', text: 'Hunty. HUNTY.' },
      { type: 'send', text: 'The wig is so big she has her own postcode 💅' },
    ],
  }),
  callum({
    name: 'ruby: clutching pearls in asterisks, actions always',
    actions: 'always',
    answer: `# «send»
*clutches pearls* Eleven AM?? Marco wants me to death drop before my coffee??`,
    expect: [
      { type: 'send', text: '*clutches pearls* Eleven AM?? Marco wants me to death drop before my coffee??' },
    ],
  }),
  brunch({
    name: "ruby: Saturday's running order, numbered, for Kiki",
    callout: true,
    answer: `# «send»
Saturday running order, queens:
1. Kiki – opener (you're welcome)
2. Vanta – the Whitney number
3. Lenny on the decks while we change
4. Me – closing, death drop, confetti cannon 💥`,
    expect: [
      {
        type: 'send',
        text: "Saturday running order, queens:\n1. Kiki – opener (you're welcome)\n2. Vanta – the Whitney number\n3. Lenny on the decks while we change\n4. Me – closing, death drop, confetti cannon 💥",
        replyTo: 4005,
      },
    ],
  }),
  callum({
    name: 'ruby: speaks of herself by her full name, then a kiss for Marco',
    answer: `# «send»
Ruby Ruin does not do 11am. Ruby Ruin does 1pm with a mimosa in hand.

# «send»
Tell Marco I said that with love x`,
    expect: [
      { type: 'send', text: 'Ruby Ruin does not do 11am. Ruby Ruin does 1pm with a mimosa in hand.' },
      { type: 'send', text: 'Tell Marco I said that with love x' },
    ],
  }),
  callum({
    name: 'ruby: a struck-through word in the Pride plan',
    answer: `# «send»
For Pride I'm thinking ~~tasteful~~ a seven-foot rainbow feather cape`,
    expect: [{ type: 'send', text: "For Pride I'm thinking ~~tasteful~~ a seven-foot rainbow feather cape" }],
  }),
  brunch({
    name: "ruby: nails for Vanta's boast, then Kiki's answer",
    callout: true,
    answer: `# «react» 4003
💅

# «send»
Kiki babe you're opening. And check your handbag for those lashes 👀`,
    expect: [
      { type: 'react', emoji: '💅', messageId: 4003 },
      {
        type: 'send',
        text: "Kiki babe you're opening. And check your handbag for those lashes 👀",
        replyTo: 4005,
      },
    ],
  }),
  callum({
    name: 'ruby: good night and the sleeping sticker',
    answer: `# «send»
Night babe, the wig needs her beauty sleep

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'Night babe, the wig needs her beauty sleep' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  // An email habit: the persona's name signed under a dash.
  callum({
    name: 'ruby: the launch outfit with her stage name signed under a dash',
    answer: `# «send»
Outfit for the launch: head-to-toe sequins, a cape, and the audacity.
— Ruby Ruin 💋`,
    expect: [{ type: 'send', text: 'Outfit for the launch: head-to-toe sequins, a cape, and the audacity.' }],
  }),
  // A roleplay action opening the line though the style says no actions.
  callum({
    name: 'ruby: a hair flip in asterisks before the line, actions off',
    actions: 'never',
    answer: `# «send»
*flips hair dramatically* Marco can have me at 1 or not at all, darling.`,
    expect: [{ type: 'send', text: 'Marco can have me at 1 or not at all, darling.' }],
  }),
  // The message wrapped in a made-up message tag with an addressee.
  callum({
    name: 'ruby: the secret look inside a message tag',
    answer: `# «send»
<message to="Callum">Babe the launch look is a SECRET. You'll see it when the world sees it.</message>`,
    expect: [
      { type: 'send', text: "Babe the launch look is a SECRET. You'll see it when the world sees it." },
    ],
  }),
  // An offer to change the sass closes the message's body.
  brunch({
    name: 'ruby: the order for Kiki, then an offer of another version',
    callout: true,
    answer: `# «send»
Kiki you're opening, then Vanta, then me closing. Sound check at 12, don't be late.

I can dial the sass up or down if you want a different version!`,
    expect: [
      {
        type: 'send',
        text: "Kiki you're opening, then Vanta, then me closing. Sound check at 12, don't be late.",
        replyTo: 4005,
      },
    ],
  }),
  // A sticker narrated inside a message block instead of its own block.
  callum({
    name: 'ruby: calling her lawyer, then a sticker narrated in a message block',
    answer: `# «send»
Eleven in the MORNING. I'm calling my lawyer.

# «send»
*sends the 😂 sticker from HeidiDuck*`,
    expect: [
      { type: 'send', text: "Eleven in the MORNING. I'm calling my lawyer." },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // Two slips: Gemini 3's thought summary before the blocks, a wrapped log of the answer after.
  callum({
    name: 'ruby: a crafted comeback summary, gold lamé, and a wrapped log',
    answer: `**Crafting Ruby's Comeback**

I've been working on a response that captures Ruby's flamboyant personality while answering Callum's question about the Pride outfit.

# «send»
Babe. Gold lamé. Twelve-inch platforms. That's all you're getting.

(Response stays in character as a sassy drag queen.)`,
    expect: [{ type: 'send', text: "Babe. Gold lamé. Twelve-inch platforms. That's all you're getting." }],
  }),
];
