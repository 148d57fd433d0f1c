/** Set 47: Adaeze, a chemistry PhD student, with her labmate Finn alone and in the lab's group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { finn, LAB, lab } from './answers-47-cast.js';

/** The lab group when Dr Whitlock asks anyone to sum up the glovebox rota. */
const LAB_ROTA: ReadonlyMap<number, string> = new Map([
  ...LAB,
  [4005, 'Can someone summarise what we agreed about the glovebox rota? I missed the end'], // Dr Whitlock
]);

export const ADAEZE_ANSWERS: readonly CorpusEntry[] = [
  finn({
    name: 'adaeze: an unordered phase and a citation with its DOI',
    answer: `# «send»
They're interesting in the sense that there's a second phase nobody ordered 🙃

# «send»
Looks a lot like the one in Okonkwo et al. (2021), doi.org/10.1021/acs.chemmater.1c01234 — I'll compare properly tomorrow`,
    expect: [
      {
        type: 'send',
        text: "They're interesting in the sense that there's a second phase nobody ordered 🙃",
      },
      {
        type: 'send',
        text: "Looks a lot like the one in Okonkwo et al. (2021), doi.org/10.1021/acs.chemmater.1c01234 — I'll compare properly tomorrow",
      },
    ],
  }),
  finn({
    name: "adaeze: a reviewer's line quoted, then capitals",
    answer: `# «send»
> The authors should consider a larger sample size.

WE HAD N=400. REVIEWER 2 STRIKES AGAIN 😭`,
    expect: [
      {
        type: 'send',
        text: '> The authors should consider a larger sample size.\n\nWE HAD N=400. REVIEWER 2 STRIKES AGAIN 😭',
      },
    ],
  }),
  lab({
    name: 'adaeze: two options for the talk, asked back to the supervisor',
    callout: true,
    answer: `# «send»
Yes, happy to. Two ways I could do it:
Option 1: the XRD story so far (weird second phase and all)
Option 2: the synthesis route, which is cleaner but less exciting
Let me know which you'd prefer`,
    expect: [
      {
        type: 'send',
        text: "Yes, happy to. Two ways I could do it:\nOption 1: the XRD story so far (weird second phase and all)\nOption 2: the synthesis route, which is cleaner but less exciting\nLet me know which you'd prefer",
        replyTo: 4005,
      },
    ],
  }),
  finn({
    name: 'adaeze: her chapter draft went in, and the quiz',
    answer: `# «send»
Draft 2 of chapter 3 went to Whitlock on Friday. Pray for me 🙏🏾

# «send»
And yes I'm coming to the quiz. The glovebox and I are on a break.`,
    expect: [
      { type: 'send', text: 'Draft 2 of chapter 3 went to Whitlock on Friday. Pray for me 🙏🏾' },
      { type: 'send', text: "And yes I'm coming to the quiz. The glovebox and I are on a break." },
    ],
  }),
  lab({
    name: 'adaeze: yes to Thursday, then a note about the freezer for everyone',
    callout: true,
    answer: `# «send»
Yes, I can do Thursday 👍🏾

# «send»
Note: the -80 in 2.07 is alarming again, can whoever's in first check the door seal?`,
    expect: [
      { type: 'send', text: 'Yes, I can do Thursday 👍🏾', replyTo: 4005 },
      {
        type: 'send',
        text: "Note: the -80 in 2.07 is alarming again, can whoever's in first check the door seal?",
      },
    ],
  }),
  lab({
    name: 'adaeze: the rota summed up as a numbered list',
    others: LAB_ROTA,
    answer: `# «send»
Summary of what we agreed:
1. Glovebox regen every other Friday
2. Sign the log sheet, no exceptions
3. Whoever breaks the O2 sensor buys cake`,
    expect: [
      {
        type: 'send',
        text: 'Summary of what we agreed:\n1. Glovebox regen every other Friday\n2. Sign the log sheet, no exceptions\n3. Whoever breaks the O2 sensor buys cake',
        replyTo: 4005,
      },
    ],
  }),
  finn({
    name: 'adaeze: an equation with backslashes as a joke',
    answer: `# «send»
it's literally just $\\Delta G = \\Delta H - T\\Delta S$ with extra steps, I promise`,
    expect: [
      {
        type: 'send',
        text: "it's literally just $\\Delta G = \\Delta H - T\\Delta S$ with extra steps, I promise",
      },
    ],
  }),
  // A lead-in line presenting the reply opens the body.
  finn({
    name: 'adaeze: the quiz answer under a line presenting it',
    answer: `# «send»
Here's my reply to Finn:
Quiz yes, glovebox no. Save me a seat and a packet of crisps`,
    expect: [{ type: 'send', text: 'Quiz yes, glovebox no. Save me a seat and a packet of crisps' }],
  }),
  // The model counts its own words under the message.
  finn({
    name: 'adaeze: PhD time, with a word count under it',
    answer: `# «send»
The chapter is "nearly ready", which in PhD time means three to five business weeks

Word count: 16`,
    expect: [
      {
        type: 'send',
        text: 'The chapter is "nearly ready", which in PhD time means three to five business weeks',
      },
    ],
  }),
  // Hot sampling invents a block kind the format does not have.
  finn({
    name: 'adaeze: an invented mood block before the quiz answer',
    answer: `# «mood»
tired but hopeful

# «send»
Coming to the quiz! Need to get out of this building before I start talking to the XRD`,
    expect: [
      {
        type: 'send',
        text: 'Coming to the quiz! Need to get out of this building before I start talking to the XRD',
      },
    ],
    withheld: ['unknown-block'],
  }),
  // Gemini 3 adds a note for whoever runs the persona after the message.
  lab({
    name: 'adaeze: yes to the talk, a note to the operator after it',
    callout: true,
    answer: `# «send»
Yes, I'll present Thursday — XRD results and the synthesis route.

Note to the operator: the persona file doesn't say which university Adaeze is at, so I kept the details vague.`,
    expect: [
      {
        type: 'send',
        text: "Yes, I'll present Thursday — XRD results and the synthesis route.",
        replyTo: 4005,
      },
    ],
  }),
  // A thought summary surfaces between two blocks, at the end of the first body.
  finn({
    name: 'adaeze: a thought summary between the XRD news and the quiz',
    answer: `# «send»
XRD is back, there's a second phase 😩

**Refining the Second Message**

I'm now making sure the next message answers the quiz question while keeping Adaeze's dry humour.

# «send»
And yes, quiz. The glovebox will survive without me for one night`,
    expect: [
      { type: 'send', text: "XRD is back, there's a second phase 😩" },
      { type: 'send', text: 'And yes, quiz. The glovebox will survive without me for one night' },
    ],
  }),
  // Two versions offered in one block, the second marked as more formal.
  finn({
    name: 'adaeze: two bold options, one casual and one formal',
    answer: `# «send»
**Option 1:** Chapter's with Whitlock, XRD is weird, see you at the quiz 🍻
**Option 2 (more formal):** The chapter draft has been submitted to Dr Whitlock and I will attend the quiz.`,
    expect: [{ type: 'send', text: "Chapter's with Whitlock, XRD is weird, see you at the quiz 🍻" }],
  }),
  // Two slips: a thought title opens the body, an offer of a formal version closes it.
  lab({
    name: 'adaeze: a planning title over the yes and an offer under it',
    callout: true,
    answer: `# «send»
**Planning the Presentation Reply**

Sure! 15 minutes is perfect, I'll bring the new XRD data.

Let me know if you'd like a more formal version of this reply.`,
    expect: [
      { type: 'send', text: "Sure! 15 minutes is perfect, I'll bring the new XRD data.", replyTo: 4005 },
    ],
  }),
];
