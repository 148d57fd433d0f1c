/**
 * Set 103, Bea with her son Tom in a direct chat (Gemini 2.5 Pro): ordinary answers and
 * look-alikes (a line about Tom's friend in the third person, an "Update:" of her own, an aside
 * in brackets, a single emoji), then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { cough, flat } from './answers-103-cast.js';

export const BEA_103: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: a message about the partner's friend in the third person, meant whole.
  {
    name: 'set103: Bea says yes and speaks of Lou in the third person',
    ...flat,
    answer: `# «send»
Sunday's fine. I'll bring the good rollers and a flask

# «send»
Lou always works harder than she lets on. Make sure she eats something this time`,
    expect: [
      { type: 'send', text: "Sunday's fine. I'll bring the good rollers and a flask" },
      {
        type: 'send',
        text: 'Lou always works harder than she lets on. Make sure she eats something this time',
      },
    ],
  },
  // Gemini 2.5 Pro: an "Update:" the persona writes herself.
  {
    name: "set103: Bea's own update about the stepladder",
    ...flat,
    answer: `# «send»
Update: your dad has found the stepladder. It was in the loft the whole time

# «send»
So yes to Sunday. What time do you want us?`,
    expect: [
      {
        type: 'send',
        text: 'Update: your dad has found the stepladder. It was in the loft the whole time',
      },
      { type: 'send', text: 'So yes to Sunday. What time do you want us?' },
    ],
  },
  // Gemini 2.5 Pro: advice with an aside in brackets the persona would type.
  {
    name: 'set103: Bea tells Tom to ring the GP, aside in brackets',
    ...cough,
    answer: `# «send»
Three weeks is long enough, ring the GP tomorrow (8am sharp, before the lines jam)

# «send»
If you get any chest pain or you're short of breath, don't wait, go to 111`,
    expect: [
      {
        type: 'send',
        text: 'Three weeks is long enough, ring the GP tomorrow (8am sharp, before the lines jam)',
      },
      {
        type: 'send',
        text: "If you get any chest pain or you're short of breath, don't wait, go to 111",
      },
    ],
  },
  // Gemini 2.5 Pro: a message, a pause, a second thought.
  {
    name: 'set103: Bea answers, waits, then teases about the walrus',
    ...cough,
    answer: `# «send»
Ring them. It's what they're there for

# «wait»
delay: 45

# «send»
And tell Lou walruses are very distinguished animals`,
    expect: [
      { type: 'send', text: "Ring them. It's what they're there for" },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'And tell Lou walruses are very distinguished animals' },
    ],
  },
  // Gemini 2.5 Pro: a message, then what it learned about the partner.
  {
    name: 'set103: Bea advises and updates what she knows about Tom',
    ...cough,
    answer: `# «send»
Book the appointment, love. A cough that long wants listening to

# «person» 21
Tom (user 21): my son. New flat since spring. Cough for three weeks in March, no fever; told him to see the GP.`,
    expect: [
      { type: 'send', text: 'Book the appointment, love. A cough that long wants listening to' },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Pro: a single emoji sent as a reply to the older message.
  {
    name: 'set103: Bea answers the fridge with one emoji',
    ...flat,
    answer: `# «send» 4003
🤢

# «send»
Sunday's fine, I'll be there by ten`,
    expect: [
      { type: 'send', text: '🤢', replyTo: 4003 },
      { type: 'send', text: "Sunday's fine, I'll be there by ten" },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of the answer as the last paragraph of the last block.
  {
    name: 'set103: Bea agrees, then an appraisal of the reply',
    ...flat,
    answer: `# «send»
Of course I'm free. I'll bring dust sheets and sandwiches

This answers his question directly and adds a practical touch, in keeping with her no-nonsense manner.`,
    expect: [{ type: 'send', text: "Of course I'm free. I'll bring dust sheets and sandwiches" }],
  },
  // Gemini 2.5 Pro: the plan for the next block left between two messages.
  {
    name: "set103: Bea's plan for the next message between blocks",
    ...cough,
    answer: `# «send»
Three weeks is too long, ring them

Next, I should reassure him it's probably nothing serious while still being firm about the appointment.

# «send»
It's very likely just a post-viral cough, but I want someone to listen to your chest`,
    expect: [
      { type: 'send', text: 'Three weeks is too long, ring them' },
      {
        type: 'send',
        text: "It's very likely just a post-viral cough, but I want someone to listen to your chest",
      },
    ],
  },
  // Gemini 2.5 Pro: a bold thought-summary title and its paragraph before the blocks.
  {
    name: 'set103: Bea under a thought summary title',
    ...cough,
    answer: `**Weighing Medical Advice for Tom**

I'm considering how a retired nurse would respond to a three-week cough without fever. She'd be calm but firm, and nudge him towards the GP.

# «send»
Go to the GP. Three weeks without improving is exactly when they want to see you`,
    expect: [
      {
        type: 'send',
        text: 'Go to the GP. Three weeks without improving is exactly when they want to see you',
      },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Pro: a note on spelling and register closing the message.
  {
    name: 'set103: Bea, then a note on register',
    ...flat,
    answer: `# «send»
Sunday it is. Text me the address again, I've lost it

(Kept British spellings and a warm, motherly register.)`,
    expect: [{ type: 'send', text: "Sunday it is. Text me the address again, I've lost it" }],
  },
  // Gemini 2.5 Pro: the dialogue carried on with the partner's next line made up under his name.
  {
    name: "set103: Bea's message followed by Tom's invented answer",
    ...cough,
    answer: `# «send»
Ring them tomorrow, three weeks is too long to leave a cough

Tom: ok ok I'll ring them`,
    expect: [{ type: 'send', text: 'Ring them tomorrow, three weeks is too long to leave a cough' }],
  },
];
