/**
 * Set 97, Dev in direct chats with his brother Sunny and with a buyer who threatens him, on
 * models behind the OpenAI-compatible endpoint (Llama 3.3 70B, Qwen 3, Mistral): ordinary
 * answers (a bracketed aside, relayed words, a wait, a person note, a block) and answers with one
 * slip each, one with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { home, nerves, threat } from './answers-97-cast.js';

export const DEV_97: readonly CorpusEntry[] = [
  // Llama 3.3: a reply to an older message, then the answer to the last one.
  {
    name: 'set97: Dev lends the drill in a reply, then says the car is fixed',
    ...home,
    answer: `# «send» 4003
Yeah come grab it Saturday, but you're buying proper wall plugs this time

# «send»
Car's fixed!! Heat shield was rattling, £40 at Kev's`,
    expect: [
      {
        type: 'send',
        text: "Yeah come grab it Saturday, but you're buying proper wall plugs this time",
        replyTo: 4003,
      },
      { type: 'send', text: "Car's fixed!! Heat shield was rattling, £40 at Kev's" },
    ],
  },
  // Mistral: a bracketed aside on its own line under the message (meant).
  {
    name: 'set97: Dev on the car with a bracketed aside about Dad',
    ...home,
    answer: `# «send»
Fixed it last week, turned out to be the heat shield
(don't tell Dad I went to Kev's and not his mate)`,
    expect: [
      {
        type: 'send',
        text: "Fixed it last week, turned out to be the heat shield\n(don't tell Dad I went to Kev's and not his mate)",
      },
    ],
  },
  // Llama 3.3: two messages with a pause between them.
  {
    name: 'set97: Dev reassures Sunny, waits, then gives a tip',
    ...nerves,
    answer: `# «send»
Bro you won't blank, you literally do this stuff every day

# «wait»
delay: 20

# «send»
Do what Dad always said, three points on a post-it and breathe before you answer`,
    expect: [
      { type: 'send', text: "Bro you won't blank, you literally do this stuff every day" },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: 'Do what Dad always said, three points on a post-it and breathe before you answer',
      },
    ],
  },
  // Qwen 3: a message with quoted words to say, then a person entry.
  {
    name: 'set97: Dev gives Sunny a line to buy time and notes the interview',
    ...nerves,
    answer: `# «send»
Everyone blanks for a second, just say "good question, let me think" and you've bought yourself ten seconds 😅

# «person» 12
Sunny (user 12), my little brother: big interview tomorrow at 10 (technical test then panel). Ask him how it went.`,
    expect: [
      {
        type: 'send',
        text: 'Everyone blanks for a second, just say "good question, let me think" and you\'ve bought yourself ten seconds 😅',
      },
      { type: 'person' },
    ],
  },
  // Llama 3.3: a last message to a threatening buyer, then a block, as the prompt shows.
  {
    name: 'set97: Dev answers the threat once and blocks the buyer',
    ...threat,
    answer: `# «send»
You tested it in front of me and it worked. I'm not paying you anything, and any more threats go straight to the police.

# «block»`,
    expect: [
      {
        type: 'send',
        text: "You tested it in front of me and it worked. I'm not paying you anything, and any more threats go straight to the police.",
      },
      { type: 'block' },
    ],
  },
  // Mistral: words of a third person relayed in quotes (meant).
  {
    name: "set97: Dev relays the mechanic's words to Sunny",
    ...home,
    answer: `# «send»
Fixed! Kev says hi btw, and says "tell your brother he still owes me for the tyres" 👀`,
    expect: [
      {
        type: 'send',
        text: 'Fixed! Kev says hi btw, and says "tell your brother he still owes me for the tyres" 👀',
      },
    ],
  },
  // Qwen 3: a short think block, then the message.
  {
    name: 'set97: Dev thinks briefly, then answers about the car',
    ...home,
    answer: `# «think»
Diwali and the drill are sorted already, just the car left.

# «send»
Car's fixed mate, purrs like a kitten now`,
    expect: [{ type: 'send', text: "Car's fixed mate, purrs like a kitten now" }],
  },
  // Llama 3.3: an assistant's lead-in before the blocks and an offer to adjust after them.
  {
    name: 'set97: Dev under a lead-in, with an offer to adjust the tone after',
    ...home,
    answer: `Here is my response as Dev:

# «send»
Fixed it on Tuesday! Heat shield, nothing serious

# «send» 4003
And yeah drill's yours, come get it whenever

Let me know if you'd like me to adjust the tone of the reply!`,
    expect: [
      { type: 'send', text: 'Fixed it on Tuesday! Heat shield, nothing serious' },
      { type: 'send', text: "And yeah drill's yours, come get it whenever", replyTo: 4003 },
    ],
  },
  // Qwen 3 behind the endpoint: its reasoning in think tags before the blocks.
  {
    name: 'set97: Dev after a think-tag reasoning span',
    ...nerves,
    answer: `<think>
Sunny is anxious about tomorrow. As his older brother, Dev should reassure him, keep it casual, and give one practical tip.
</think>

# «send»
You won't blank. And if you do, ask them to repeat the question, nobody minds`,
    expect: [
      {
        type: 'send',
        text: "You won't blank. And if you do, ask them to repeat the question, nobody minds",
      },
    ],
  },
  // Mistral: the persona's name as a bold chat-log label opening the body.
  {
    name: 'set97: Dev labelled by his bold name',
    ...home,
    answer: `# «send»
**Dev:** Fixed it last week mate, it was the heat shield. Sounds like a new car now`,
    expect: [
      {
        type: 'send',
        text: 'Fixed it last week mate, it was the heat shield. Sounds like a new car now',
      },
    ],
    withheld: ['label'],
  },
  // Llama 3.3: a sentence about the reply itself as the body's last paragraph.
  {
    name: 'set97: Dev reassures, then a line on what the reply does',
    ...nerves,
    answer: `# «send»
Bro, breathe. You know this stuff better than anyone on that panel

This keeps it brotherly and light while still giving Sunny some real reassurance.`,
    expect: [{ type: 'send', text: 'Bro, breathe. You know this stuff better than anyone on that panel' }],
  },
  // Qwen 3: the partner's thanks made up under the persona's message, in bold label form.
  {
    name: "set97: Dev's advice followed by a made-up line from Sunny",
    ...nerves,
    answer: `# «send»
Honestly? Blanking happens to everyone. Take a sip of water, smile, start again

**Sunny:** thanks bro, that actually helps 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Honestly? Blanking happens to everyone. Take a sip of water, smile, start again',
      },
    ],
  },
  // Mistral Small: a reading of the partner in the third person over the message.
  {
    name: "set97: Dev's message opens with a guess about Sunny's mood",
    ...home,
    answer: `# «send»
Sunny's probably just winding me up about the car again.

It's FIXED. Heat shield. Ask me how much`,
    expect: [{ type: 'send', text: "It's FIXED. Heat shield. Ask me how much" }],
  },
  // Llama 3.3: the transcript's header and Sunny's message copied into a block of their own.
  {
    name: "set97: Dev's first block copies Sunny's message with its header",
    ...home,
    answer: `# «send»
⟦#4005 Sunny⟧ And did you ever fix the car or is it still making that noise

# «send»
Fixed! Heat shield, forty quid at Kev's`,
    expect: [{ type: 'send', text: "Fixed! Heat shield, forty quid at Kev's" }],
    withheld: ['echo'],
  },
];
