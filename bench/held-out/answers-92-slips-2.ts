/**
 * Set 92, answers with slips in English from Rufus (GPT-4o-class, Llama 3.x and DeepSeek behind
 * the endpoint, a direct chat) and Imogen (Gemini 2.5 Pro, Qwen and DeepSeek, a group): one slip
 * each, one with two, written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { breakup, moth, pick, venue } from './answers-92-cast.js';

export const SLIPS_92_MORE: readonly CorpusEntry[] = [
  // GPT-4o-class: an offer to adjust the wording, to the model's user, as the body's last paragraph.
  {
    name: 'set92: Rufus offers the date, then to tweak the wording',
    ...moth,
    answer: `# «send»
Thursday the 9th at 2pm or Saturday at 11, your pick

Happy to tweak the wording if it sounds too casual for a booking confirmation.`,
    expect: [{ type: 'send', text: 'Thursday the 9th at 2pm or Saturday at 11, your pick' }],
  },
  // Llama 3.x: a preamble introducing the persona's reply before the first block.
  {
    name: "set92: Rufus's blocks introduced by a preamble line",
    ...moth,
    answer: `Here is Rufus's reply in the task format:

# «send»
Thursday 2pm is open, want it?

# «send»
$180, venmo is fine`,
    expect: [
      { type: 'send', text: 'Thursday 2pm is open, want it?' },
      { type: 'send', text: '$180, venmo is fine' },
    ],
    withheld: ['outside-blocks'],
  },
  // DeepSeek R1 behind the endpoint: reasoning with only its closing tag before the blocks.
  {
    name: 'set92: Rufus after reasoning that only closes its think tag',
    ...breakup,
    answer: `Okay, Maya just broke up with Jordan and is asking for a distraction. Rufus is a tattoo artist, so a funny story from the shop fits. Keep it light, two short messages.
</think>

# «send»
ok. distraction. a guy asked me today for a tattoo of his own signature

# «send»
spelled wrong. on purpose. he said it's "for security"`,
    expect: [
      { type: 'send', text: 'ok. distraction. a guy asked me today for a tattoo of his own signature' },
      { type: 'send', text: 'spelled wrong. on purpose. he said it\'s "for security"' },
    ],
  },
  // GPT-4o-class: a bracketed reading of the friend's mood closing the last message.
  {
    name: "set92: Rufus's story ends with a bracketed reading of Maya",
    ...breakup,
    answer: `# «send»
ok distraction incoming

# «send»
a lady came in wanting a tiny anchor and left with a full sleeve consultation booked. I don't know what happened either

(She's hurting but asked for lightness, so a story and no advice.)`,
    expect: [
      { type: 'send', text: 'ok distraction incoming' },
      {
        type: 'send',
        text: "a lady came in wanting a tiny anchor and left with a full sleeve consultation booked. I don't know what happened either",
      },
    ],
  },
  // GPT-4o-class: the whole answer wrapped in a markdown code fence.
  {
    name: "set92: Rufus's answer wrapped in a markdown fence",
    ...moth,
    answer: `\`\`\`markdown
# «send»
Thursday at 2 is yours if you want it

# «send»
$180, cash or venmo
\`\`\``,
    expect: [
      { type: 'send', text: 'Thursday at 2 is yours if you want it' },
      { type: 'send', text: '$180, cash or venmo' },
    ],
  },
  // Llama 3.x repetition loop: both blocks written a second time.
  {
    name: 'set92: Rufus writes his two messages twice over',
    ...moth,
    answer: `# «send»
Thursday 2pm or Saturday 11am

# «send»
$180, bring cash or venmo

# «send»
Thursday 2pm or Saturday 11am

# «send»
$180, bring cash or venmo`,
    expect: [
      { type: 'send', text: 'Thursday 2pm or Saturday 11am' },
      { type: 'send', text: '$180, bring cash or venmo' },
    ],
    withheld: ['duplicate'],
  },
  // Gemini 2.5 Pro: a level-three heading instead of level one.
  {
    name: 'set92: Imogen writes her heading as ### «send»',
    ...venue,
    answer: `### «send»
Fenton, same time works for me 👍`,
    expect: [{ type: 'send', text: 'Fenton, same time works for me 👍' }],
  },
  // Gemini 2.5 Pro: silence in a group narrated in square brackets.
  {
    name: 'set92: Imogen narrates having nothing to add in brackets',
    ...venue,
    answer: `# «send»
[nothing to add here, Harriet has it sorted]`,
    expect: [],
  },
  // Gemini 2.5 Pro: an account of how the reply was written after the last message.
  {
    name: 'set92: Imogen explains her reply after the last message',
    ...pick,
    answer: `# «send» 4005
Yes! __Lessons in Chemistry__ by Bonnie Garmus. Funny, furious, and there's a dog called Six-Thirty

# «send» 4001
It's 400 pages Des, but I promise you'll finish this one

I answered Harriet's question with the title first and then teased Des gently, which matches how Imogen talks in this group.`,
    expect: [
      {
        type: 'send',
        text: "Yes! __Lessons in Chemistry__ by Bonnie Garmus. Funny, furious, and there's a dog called Six-Thirty",
        replyTo: 4005,
      },
      { type: 'send', text: "It's 400 pages Des, but I promise you'll finish this one", replyTo: 4001 },
    ],
  },
  // DeepSeek behind the endpoint: Harriet's message copied with its transcript header.
  {
    name: "set92: Imogen echoes Harriet's line with its transcript header",
    ...pick,
    answer: `# «send»
⟦#4005 Harriet⟧ Imogen, you were going to suggest that novel about the chemist?

# «send»
I was! Lessons in Chemistry. Everyone will love Elizabeth Zott`,
    expect: [{ type: 'send', text: 'I was! Lessons in Chemistry. Everyone will love Elizabeth Zott' }],
    withheld: ['echo'],
  },
  // Qwen: a "P.S." that is really a note about writing in character.
  {
    name: 'set92: Imogen ends with a P.S. about playing her character',
    ...pick,
    answer: `# «send»
Yes, Lessons in Chemistry! Short it is not, sorry Des

P.S. I've written this the way Imogen would, a bit dry and a bit nerdy, as her persona asks.`,
    expect: [{ type: 'send', text: 'Yes, Lessons in Chemistry! Short it is not, sorry Des' }],
  },
  // Gemini 2.5 Pro: two slips, a thought-summary title before and a tone offer after.
  {
    name: 'set92: Imogen under a title, ending with an offer on the tone',
    ...pick,
    answer: `**Suggesting the Chemistry Novel**

I'll name the book Harriet asked about and keep it light.

# «send» 4005
Lessons in Chemistry! I'll bring my copy to lend

Let me know if you want the reply to sound more enthusiastic.`,
    expect: [{ type: 'send', text: "Lessons in Chemistry! I'll bring my copy to lend", replyTo: 4005 }],
  },
];
