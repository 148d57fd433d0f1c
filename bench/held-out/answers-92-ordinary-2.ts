/**
 * Set 92, ordinary answers in English from Rufus (GPT-4o-class, Llama 3.x and DeepSeek behind
 * the endpoint) and Imogen (Gemini 2.5 Pro and Qwen): several messages, replies, memory, a
 * reaction, and messages that merely look unusual; each must arrive whole.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { breakup, moth, pick, venue } from './answers-92-cast.js';

export const ORDINARY_92_MORE: readonly CorpusEntry[] = [
  // GPT-4o-class: three messages, the first a reply to the size question, then a memory.
  {
    name: 'set92: Rufus answers size, dates and price, then remembers the booking',
    ...moth,
    answer: `# «send» 4003
palm-sized is perfect for the moth, any smaller and the wing detail turns to mush

# «send»
I've got next Thursday at 2 or Saturday the 14th at 11

# «send»
$180 flat. cash or venmo, whatever's easier

# «remember»
Maya's moth from the flash sheet, inner forearm, palm-sized. Offered Thu 2pm or Sat 14th 11am.`,
    expect: [
      {
        type: 'send',
        text: 'palm-sized is perfect for the moth, any smaller and the wing detail turns to mush',
        replyTo: 4003,
      },
      { type: 'send', text: "I've got next Thursday at 2 or Saturday the 14th at 11" },
      { type: 'send', text: "$180 flat. cash or venmo, whatever's easier" },
      { type: 'remember' },
    ],
  },
  // Llama 3.x: a bracketed aside a person types, on its own line after the price.
  {
    name: 'set92: Rufus gives the friend rate with a bracketed aside',
    ...moth,
    answer: `# «send»
Thursday at 2 works if you can do it

# «send»
$150 for you
(don't tell my other clients I gave you the friend rate)`,
    expect: [
      { type: 'send', text: 'Thursday at 2 works if you can do it' },
      {
        type: 'send',
        text: "$150 for you\n(don't tell my other clients I gave you the friend rate)",
      },
    ],
  },
  // GPT-4o-class: Telegram formatting a person uses, bold and double-underscore italic.
  {
    name: 'set92: Rufus books her in with bold and italic',
    ...moth,
    answer: `# «send»
**Thursday 2pm**, you're in the book

# «send»
bring $180 and __eat something before__, I mean it`,
    expect: [
      { type: 'send', text: "**Thursday 2pm**, you're in the book" },
      { type: 'send', text: 'bring $180 and __eat something before__, I mean it' },
    ],
  },
  // DeepSeek: a distraction story about a stranger and his cat in the third person.
  {
    name: 'set92: Rufus distracts Maya with a story about a client',
    ...breakup,
    answer: `# «send»
ok distraction incoming

# «send»
guy came in today wanting his cat's face on his calf. the cat is called Lord Biscuit. he brought Lord Biscuit. in a harness

# «send»
Lord Biscuit sat on the client chair for the whole stencil and refused to move`,
    expect: [
      { type: 'send', text: 'ok distraction incoming' },
      {
        type: 'send',
        text: "guy came in today wanting his cat's face on his calf. the cat is called Lord Biscuit. he brought Lord Biscuit. in a harness",
      },
      {
        type: 'send',
        text: 'Lord Biscuit sat on the client chair for the whole stencil and refused to move',
      },
    ],
  },
  // GPT-4o-class: a heart on the breakup message, then a line quoting her word back.
  {
    name: 'set92: Rufus reacts with a heart and quotes her "mostly"',
    ...breakup,
    answer: `# «react» 4001
❤

# «send» 4003
you said "mostly" and I heard it. pizza counts as self care though`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4001 },
      {
        type: 'send',
        text: 'you said "mostly" and I heard it. pizza counts as self care though',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: titles in double-underscore italics, a remark to another member by name.
  {
    name: 'set92: Imogen names the chemist novel and a short one for Des',
    ...pick,
    answer: `# «send» 4005
Yes! __Lessons in Chemistry__ by Bonnie Garmus. Funny, furious, and there's a dog called Six-Thirty

# «send»
Or if Des wants short: __The Periodic Table__ by Primo Levi, every chapter is an element`,
    expect: [
      {
        type: 'send',
        text: "Yes! __Lessons in Chemistry__ by Bonnie Garmus. Funny, furious, and there's a dog called Six-Thirty",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Or if Des wants short: __The Periodic Table__ by Primo Levi, every chapter is an element',
      },
    ],
  },
  // Gemini 2.5 Pro: a numbered shortlist with bracketed notes, then a note about the chat.
  {
    name: 'set92: Imogen posts a numbered shortlist and notes the vote',
    ...pick,
    answer: `# «send»
My shortlist, shortest last for Des:
1. Lessons in Chemistry (long, very funny)
2. Uncle Tungsten (Oliver Sacks as a boy with a home lab)
3. The Periodic Table (short, gorgeous)

# «note»
Book club vote open for next month; I nominated three chemistry books.`,
    expect: [
      {
        type: 'send',
        text: 'My shortlist, shortest last for Des:\n1. Lessons in Chemistry (long, very funny)\n2. Uncle Tungsten (Oliver Sacks as a boy with a home lab)\n3. The Periodic Table (short, gorgeous)',
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: a message about another member in the third person.
  {
    name: 'set92: Imogen says Lorna will be thrilled about the pub',
    ...venue,
    answer: `# «send»
Lorna's been wanting to try the Fenton for ages, she'll be thrilled

# «send»
Same time works for me`,
    expect: [
      { type: 'send', text: "Lorna's been wanting to try the Fenton for ages, she'll be thrilled" },
      { type: 'send', text: 'Same time works for me' },
    ],
  },
  // Qwen: a reply to the builders message by id, then a plain answer.
  {
    name: 'set92: Imogen asks about the builders by reply, then agrees',
    ...venue,
    answer: `# «send» 4001
Good luck with the builders! How long are they in for?

# «send»
Fenton, same time, I'm in`,
    expect: [
      { type: 'send', text: 'Good luck with the builders! How long are they in for?', replyTo: 4001 },
      { type: 'send', text: "Fenton, same time, I'm in" },
    ],
  },
  // Gemini 2.5 Pro: a message opening with "Note:" about the pub itself, as a person writes.
  {
    name: 'set92: Imogen starts a practical message with "Note:"',
    ...venue,
    answer: `# «send»
Note: the back room has to be booked by Thursday. I can ring them tomorrow`,
    expect: [
      { type: 'send', text: 'Note: the back room has to be booked by Thursday. I can ring them tomorrow' },
    ],
  },
];
