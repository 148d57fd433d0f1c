/**
 * Set 96, Adaeze with her friend Kemi in Nigerian English (Gemini 3 Flash): Kemi's mother in
 * hospital in Ibadan and Kemi tired of carrying her family; then Chioma's aso-ebi and Adaeze's
 * boss. Half are messages Adaeze means (her boss's mood, her own under "mood:", a plan, advice,
 * what her mother and cousin said); half carry the model's reading of Kemi or its plan.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { mum, wedding } from './answers-96-cast.js';

export const ENGLISH_96: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an ordinary answer about the boss's mood, then her own under "mood:".
  {
    name: 'set96: Adaeze on her oga’s foul mood and "mood: 😴"',
    ...wedding,
    answer: `# «send»
My oga has been in a foul mood since the client rejected the second design. He shouted at the intern today because of font size 😭

# «send»
mood: 😴 but surviving`,
    expect: [
      {
        type: 'send',
        text: 'My oga has been in a foul mood since the client rejected the second design. He shouted at the intern today because of font size 😭',
      },
      { type: 'send', text: 'mood: 😴 but surviving' },
    ],
  },
  // Gemini 3 Flash: an ordinary "So we're agreed:" summary of the plan, between two messages.
  {
    name: 'set96: Adaeze sums up the aso-ebi plan',
    ...wedding,
    answer: `# «send» 4001
Paying tonight, I promise

# «send»
So we're agreed: I pay tonight, you send me your tailor's number, we go for fitting together on Saturday by 11

# «send»
As for oga, e still dey do anyhow. I'm just doing my work and going home`,
    expect: [
      { type: 'send', text: 'Paying tonight, I promise', replyTo: 4001 },
      {
        type: 'send',
        text: "So we're agreed: I pay tonight, you send me your tailor's number, we go for fitting together on Saturday by 11",
      },
      { type: 'send', text: "As for oga, e still dey do anyhow. I'm just doing my work and going home" },
    ],
  },
  // Gemini 3 Flash: ordinary advice, "The most important thing is…".
  {
    name: 'set96: Adaeze advises Kemi to rest before travelling',
    ...mum,
    answer: `# «send»
The most important thing is that you rest before you travel. You can't pour from an empty cup, abeg

# «send»
And call Tunde's wife. She'll make him pick`,
    expect: [
      {
        type: 'send',
        text: "The most important thing is that you rest before you travel. You can't pour from an empty cup, abeg",
      },
      { type: 'send', text: "And call Tunde's wife. She'll make him pick" },
    ],
  },
  // Gemini 3 Flash: a reaction, the partner's tiredness named to her, and what her mother did.
  {
    name: 'set96: Adaeze reacts, says "I know you\'re exhausted" and tells of her mum',
    ...mum,
    answer: `# «react» 4005
🤗

# «send»
I know you're exhausted, and you have every right to be

# «send»
My mum said the same thing about her own sisters for years. She finally told them straight and now they take turns with Grandma`,
    expect: [
      { type: 'react', emoji: '🤗', messageId: 4005 },
      { type: 'send', text: "I know you're exhausted, and you have every right to be" },
      {
        type: 'send',
        text: 'My mum said the same thing about her own sisters for years. She finally told them straight and now they take turns with Grandma',
      },
    ],
  },
  // Gemini 3 Flash: what her cousin said she will do, then a note about this chat.
  {
    name: 'set96: Adaeze relays her cousin Ngozi’s promise and notes it',
    ...mum,
    answer: `# «send»
I just called my cousin Ngozi, she's a nurse at UCH. She said she'll check on your mum during her night shift and send you an update

# «send»
So at least one family member will be there tonight, even if it's mine 😅

# «note»
Kemi's mum admitted at UCH Ibadan (BP). My cousin Ngozi is checking on her tonight.`,
    expect: [
      {
        type: 'send',
        text: "I just called my cousin Ngozi, she's a nurse at UCH. She said she'll check on your mum during her night shift and send you an update",
      },
      { type: 'send', text: "So at least one family member will be there tonight, even if it's mine 😅" },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: what the partner feels, by pronoun, and the plan for the turn, before the blocks.
  {
    name: 'set96: Adaeze after "She\'s burnt out…" before the blocks',
    ...mum,
    answer: `She's burnt out and feels unappreciated by her family; validate first, solutions later.

# «send»
Kemi, you've been carrying everybody for too long

# «send»
You're allowed to be tired`,
    expect: [
      { type: 'send', text: "Kemi, you've been carrying everybody for too long" },
      { type: 'send', text: "You're allowed to be tired" },
    ],
  },
  // Gemini 3 Flash: a label naming the partner's state after a full stop, on the message's line.
  {
    name: 'set96: Adaeze’s sympathy followed by "Partner\'s state: overwhelmed…"',
    ...mum,
    answer: `# «send»
Honestly that's too much for one person. Partner's state: overwhelmed, needs to be heard.

# «send»
Do you want me to come over after work? I'll bring suya`,
    expect: [
      { type: 'send', text: "Honestly that's too much for one person." },
      { type: 'send', text: "Do you want me to come over after work? I'll bring suya" },
    ],
  },
  // Gemini 3 Flash: a recap of what the partner told, naming her, as a last block of its own.
  {
    name: 'set96: Adaeze ends with a "What Kemi said:" recap block',
    ...wedding,
    answer: `# «send»
Wine and gold I fit manage 😂

# «send»
Oga still dey vex, but I've decided he's not my problem

# «send»
What Kemi said: aso-ebi deadline Sunday, colour is wine and gold, asking about my boss.`,
    expect: [
      { type: 'send', text: 'Wine and gold I fit manage 😂' },
      { type: 'send', text: "Oga still dey vex, but I've decided he's not my problem" },
    ],
  },
  // Gemini 3 Flash: which question to answer first and why, in brackets, opening the body.
  {
    name: 'set96: Adaeze’s message opens with "(Answering the boss question first…)"',
    ...wedding,
    answer: `# «send»
(Answering the boss question first since that's what she actually asked last.)
He's still acting up. Yesterday he called a meeting at 6:45pm to discuss another meeting`,
    expect: [
      {
        type: 'send',
        text: "He's still acting up. Yesterday he called a meeting at 6:45pm to discuss another meeting",
      },
    ],
  },
  // Gemini 3 Flash: a note on the register chosen, after a dash on the message's own line.
  {
    name: 'set96: Adaeze’s comfort followed by "— register: warm, a bit of Pidgin…"',
    ...mum,
    answer: `# «send»
Sorry dear, I'm here for you — register: warm, a bit of Pidgin to feel familiar

# «send»
Make Tunde no vex me o, I go call am myself`,
    expect: [
      { type: 'send', text: "Sorry dear, I'm here for you" },
      { type: 'send', text: 'Make Tunde no vex me o, I go call am myself' },
    ],
  },
];
