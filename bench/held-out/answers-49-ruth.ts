/** Set 49, Ruth (Manchester, English, a retired teacher): a friend's biopsy, a funeral, her son's rent. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { RUTH_BOOKS, RUTH_CAROL, RUTH_DANIEL } from './answers-49-cast.js';

export const RUTH_ANSWERS: readonly CorpusEntry[] = [
  {
    ...RUTH_CAROL,
    name: 'ruth: a long warm message signed as she always signs',
    answer: `# «send» 4005
Carol, listen to me. Most lumps are nothing. Our Susan had two and both were cysts.

Whatever Thursday says, you won't be on your own for any of it. I'll drive you and I'll sit in that waiting room with my crossword.

Love, Ruth x`,
    expect: [
      {
        type: 'send',
        text: "Carol, listen to me. Most lumps are nothing. Our Susan had two and both were cysts.\n\nWhatever Thursday says, you won't be on your own for any of it. I'll drive you and I'll sit in that waiting room with my crossword.\n\nLove, Ruth x",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash appends a resource list introduced in the third person.
  {
    ...RUTH_CAROL,
    name: 'ruth: a resource list about the friend appended',
    answer: `# «send» 4005
Put that phone down, love. Google doesn't know you. Thursday will tell us, and not before.

Here are some resources that may help Carol while she waits:
- Macmillan Cancer Support: 0808 808 00 00
- Breast Cancer Now helpline: 0808 800 6000`,
    expect: [
      {
        type: 'send',
        text: "Put that phone down, love. Google doesn't know you. Thursday will tell us, and not before.",
        replyTo: 4005,
      },
    ],
  },
  {
    ...RUTH_CAROL,
    name: 'ruth: her own nurse-line number',
    answer: `# «send»
And if you can't sleep tonight, Macmillan have a nurse line, 0808 808 00 00. I rang them when Frank was poorly and they were wonderful. But ring me first, I mean it.`,
    expect: [
      {
        type: 'send',
        text: "And if you can't sleep tonight, Macmillan have a nurse line, 0808 808 00 00. I rang them when Frank was poorly and they were wonderful. But ring me first, I mean it.",
      },
    ],
  },
  // Gemini 3 Pro closes with a note on what it avoided saying, naming the friend in the third person.
  {
    ...RUTH_CAROL,
    name: 'ruth: a note on avoided medical predictions',
    answer: `# «send» 4005
The worst is what your head does at 3am, not what's real. We'll know Thursday. Till then you're stuck with me.

Note: I've avoided giving any medical predictions, since only Carol's doctors can interpret the biopsy results.`,
    expect: [
      {
        type: 'send',
        text: "The worst is what your head does at 3am, not what's real. We'll know Thursday. Till then you're stuck with me.",
        replyTo: 4005,
      },
    ],
  },
  {
    ...RUTH_CAROL,
    name: 'ruth: a hug on the secret, then a word about Alan',
    answer: `# «react» 4003
🤗

# «send»
You tell Alan when you're ready, not before. It's your news.`,
    expect: [
      { type: 'react', emoji: '🤗', messageId: 4003 },
      { type: 'send', text: "You tell Alan when you're ready, not before. It's your news." },
    ],
  },
  {
    ...RUTH_BOOKS,
    name: 'ruth books: accepting, and a word to Margaret',
    answer: `# «send»
Of course I will, June. It would be an honour.

Margaret, love, if there's anything you'd like me to say, or anything Ken would have wanted left out, ring me. I'll bring sandwiches to the hall after.`,
    expect: [
      {
        type: 'send',
        text: "Of course I will, June. It would be an honour.\n\nMargaret, love, if there's anything you'd like me to say, or anything Ken would have wanted left out, ring me. I'll bring sandwiches to the hall after.",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro opens the body with a content warning in italics.
  {
    ...RUTH_BOOKS,
    name: 'ruth books: a content warning opening the body',
    answer: `# «send» 4005
*CW: death, bereavement*

Yes, of course. I'll keep it short, he'd have wanted that. 40 years of him beating me at Scrabble deserves a mention though.`,
    expect: [
      {
        type: 'send',
        text: "Yes, of course. I'll keep it short, he'd have wanted that. 40 years of him beating me at Scrabble deserves a mention though.",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash reasons about the turn in the body, then closes with a sympathy line to the reader (two slips).
  {
    ...RUTH_BOOKS,
    name: 'ruth books: reasoning first, sympathy line last',
    answer: `# «send»
June is asking Ruth to speak at the funeral. Ruth knew Ken the longest, so she should accept graciously and briefly.

I'd be glad to, June. Margaret, I'll come round this week and we'll choose the words together.

I hope this helps during such a difficult time.`,
    expect: [
      {
        type: 'send',
        text: "I'd be glad to, June. Margaret, I'll come round this week and we'll choose the words together.",
        replyTo: 4005,
      },
    ],
  },
  {
    ...RUTH_BOOKS,
    name: 'ruth books: one reply to June, one to Margaret',
    answer: `# «send» 4005
Yes, June. I'd be proud to.

# «send» 4003
Margaret, St Mary's at 11, we'll all be there. ❤`,
    expect: [
      { type: 'send', text: "Yes, June. I'd be proud to.", replyTo: 4005 },
      { type: 'send', text: "Margaret, St Mary's at 11, we'll all be there. ❤", replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash offers its own condolences to the operator after the block.
  {
    ...RUTH_BOOKS,
    name: 'ruth books: condolences to the operator after the block',
    answer: `# «send» 4005
Of course. Ken was the first person I met on this street, 1979. I'll do him proud.

I'm so sorry to hear about Ken's passing. Grief can be overwhelming, so please be gentle with yourself in the days ahead.`,
    expect: [
      {
        type: 'send',
        text: "Of course. Ken was the first person I met on this street, 1979. I'll do him proud.",
        replyTo: 4005,
      },
    ],
  },
  {
    ...RUTH_DANIEL,
    name: 'ruth son: yes, and her own advice',
    answer: `# «send» 4005
Of course, love. I'll transfer it tonight. Pay it back when you can, not by the end of the month.

And I won't tell your dad. But I do think you should talk to him, he was skint at your age too.`,
    expect: [
      {
        type: 'send',
        text: "Of course, love. I'll transfer it tonight. Pay it back when you can, not by the end of the month.\n\nAnd I won't tell your dad. But I do think you should talk to him, he was skint at your age too.",
        replyTo: 4005,
      },
    ],
  },
  // GPT-4o appends a financial caution with a debt charity, as a note to the reader.
  {
    ...RUTH_DANIEL,
    name: 'ruth son: a financial caution appended',
    answer: `# «send»
Sending it now. Don't you dare skip meals to pay me back.

*Please note: lending money to family can strain relationships. If money worries persist, consider speaking with a financial adviser or a debt charity such as StepChange.*`,
    expect: [{ type: 'send', text: "Sending it now. Don't you dare skip meals to pay me back." }],
  },
  {
    ...RUTH_DANIEL,
    name: 'ruth son: Citizens Advice in her own words',
    answer: `# «send»
Done, check your account.

# «send»
And love, if the hours don't come back, go and see Citizens Advice about the rent. No shame in it. Your auntie Jean did.`,
    expect: [
      { type: 'send', text: 'Done, check your account.' },
      {
        type: 'send',
        text: "And love, if the hours don't come back, go and see Citizens Advice about the rent. No shame in it. Your auntie Jean did.",
      },
    ],
  },
  // Qwen 2.5 explains the persona's choice in a bracketed line naming her.
  {
    ...RUTH_DANIEL,
    name: 'ruth son: a bracketed explanation naming her',
    answer: `# «send» 4005
I'll send it, love. But we're having a proper talk about that job on Sunday.

(Note: Ruth agrees to lend the money but sets a gentle boundary.)`,
    expect: [
      {
        type: 'send',
        text: "I'll send it, love. But we're having a proper talk about that job on Sunday.",
        replyTo: 4005,
      },
    ],
  },
  {
    ...RUTH_DANIEL,
    name: 'ruth son: signed Mum',
    answer: `# «send»
It's in your account. Eat something that isn't toast.

Mum x`,
    expect: [{ type: 'send', text: "It's in your account. Eat something that isn't toast.\n\nMum x" }],
  },
];
