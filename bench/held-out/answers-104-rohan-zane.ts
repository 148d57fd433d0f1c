/**
 * Set 104, Rohan the Mumbai coder writing Hinglish (Gemini 2.5 Pro) and Zane the Cape Town
 * surfer (Gemini 3 Pro): ordinary answers of every block kind, some that merely look unusual, and
 * one slip each in the others.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { board, build, cricket, goa, swell, traffic } from './answers-104-cast.js';

export const ROHAN_ZANE_104: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: two Hinglish messages, the cause and the estimate.
  {
    name: 'set104: Rohan explains the failed migration and promises EOD',
    ...build,
    answer: `# «send»
Migration script mein ek column nullable nahi tha, isliye fail hua. Fix push kar diya hai, pipeline abhi chal rahi hai

# «send»
EOD tak pakka ho jayega, shaam 6 tak green dikhna chahiye`,
    expect: [
      {
        type: 'send',
        text: 'Migration script mein ek column nullable nahi tha, isliye fail hua. Fix push kar diya hai, pipeline abhi chal rahi hai',
      },
      { type: 'send', text: 'EOD tak pakka ho jayega, shaam 6 tak green dikhna chahiye' },
    ],
  },
  // Gemini 2.5 Pro: a question from another team relayed to the partner.
  {
    name: "set104: Rohan relays DevOps' rollback question",
    ...build,
    answer: `# «send»
Ek kaam kar, DevOps wale puch rahe hai ki rollback karein ya forward fix? Manager se confirm karke bata de`,
    expect: [
      {
        type: 'send',
        text: 'Ek kaam kar, DevOps wale puch rahe hai ki rollback karein ya forward fix? Manager se confirm karke bata de',
      },
    ],
  },
  // Gemini 2.5 Pro: an answer to the callout, then a reply on the dates.
  {
    name: 'set104: Rohan is coming to Goa and backs December',
    ...goa,
    answer: `# «send»
Haan bhai is baar pakka aa raha hoon 🤞 leave already apply kar di

# «send» 4003
December hi rakho, Pooja ka appraisal kharab nahi karna`,
    expect: [
      {
        type: 'send',
        text: 'Haan bhai is baar pakka aa raha hoon 🤞 leave already apply kar di',
        replyTo: 4005,
      },
      { type: 'send', text: 'December hi rakho, Pooja ka appraisal kharab nahi karna', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a crying reaction alone to a message not addressed to him.
  {
    name: "set104: Rohan reacts to Pooja's missed match",
    ...cricket,
    answer: `# «react» 4005
😭`,
    expect: [{ type: 'react', emoji: '😭', messageId: 4005 }],
  },
  // Gemini 2.5 Pro: inline code in a message, then what he learned about the partner.
  {
    name: 'set104: Rohan shows the culprit in code and notes Sneha',
    ...build,
    answer: `# «send»
Ye tha culprit: \`ALTER TABLE orders ADD COLUMN region_id INT NOT NULL\` bina default ke. Default daal diya hai

# «person» 12
Sneha (user 12): teammate on the payments service, covered for me at standup.`,
    expect: [
      {
        type: 'send',
        text: 'Ye tha culprit: `ALTER TABLE orders ADD COLUMN region_id INT NOT NULL` bina default ke. Default daal diya hai',
      },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Pro: its reading of a group member by pronoun, in English, as the body's first line.
  {
    name: "set104: Rohan's message under a reading of Aditya by pronoun",
    ...goa,
    answer: `# «send»
He's teasing me about ditching last time, so play along and confirm.
Arre last time boss ne leave cancel ki thi yaar 😤 Is baar aa raha hoon, promise`,
    expect: [
      {
        type: 'send',
        text: 'Arre last time boss ne leave cancel ki thi yaar 😤 Is baar aa raha hoon, promise',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a report of its order of answering after the last block.
  {
    name: 'set104: Rohan answers both, then reports the order he answered in',
    ...goa,
    answer: `# «send»
Aa raha hoon bhai, tickets bhi dekh liye

# «send» 4003
December works, Pooja ke appraisal se pehle nikal lete hai

Answered Aditya first, then the dates question, to keep the group thread clear.`,
    expect: [
      { type: 'send', text: 'Aa raha hoon bhai, tickets bhi dekh liye', replyTo: 4005 },
      {
        type: 'send',
        text: 'December works, Pooja ke appraisal se pehle nikal lete hai',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: a note on tone after a full stop on the message's own line.
  {
    name: 'set104: Rohan promises EOD, then a tone note on the same line',
    ...build,
    answer: `# «send»
EOD tak ho jayega, 90% sure. Bas ek test flaky hai. Casual Hinglish, colleague-to-colleague.`,
    expect: [{ type: 'send', text: 'EOD tak ho jayega, 90% sure. Bas ek test flaky hai.' }],
  },
  // Gemini 2.5 Pro: a bracketed appraisal of its estimate under the message.
  {
    name: 'set104: Rohan gives an estimate, then a bracketed appraisal',
    ...build,
    answer: `# «send»
2-3 ghante max. EOD se pehle green kar dunga

(Realistic estimate, doesn't overpromise.)`,
    expect: [{ type: 'send', text: '2-3 ghante max. EOD se pehle green kar dunga' }],
  },
  // Gemini 3 Pro: two messages, one with a bracketed aside he would type.
  {
    name: 'set104: Zane is keen for Muizies and wants the good coffee',
    ...swell,
    answer: `# «send»
Ja shot, Muizies it is

# «send»
Pick you up 6:30, bring the coffee (the good one, not that Ricoffy stuff)`,
    expect: [
      { type: 'send', text: 'Ja shot, Muizies it is' },
      { type: 'send', text: 'Pick you up 6:30, bring the coffee (the good one, not that Ricoffy stuff)' },
    ],
  },
  // Gemini 3 Pro: an answer to the callout in two messages.
  {
    name: 'set104: Zane is still selling the board',
    ...board,
    answer: `# «send»
Ja still selling, R3500 with fins and a bag

# «send»
Tell him to DM me, he can come try it Saturday if the flag's green`,
    expect: [
      { type: 'send', text: 'Ja still selling, R3500 with fins and a bag', replyTo: 4005 },
      { type: 'send', text: "Tell him to DM me, he can come try it Saturday if the flag's green" },
    ],
  },
  // Gemini 3 Pro: a quoted road sign in a group message.
  {
    name: 'set104: Zane quotes the roadworks sign',
    ...traffic,
    answer: `# «send»
Ja the sign at the top literally says "expect delays until March" 🙃`,
    expect: [
      {
        type: 'send',
        text: 'Ja the sign at the top literally says "expect delays until March" 🙃',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: silence as a single think block in a group sorting itself out.
  {
    name: 'set104: Zane stays silent with a think block',
    ...traffic,
    answer: `# «think»
They're sorting out the traffic between themselves, nothing for me to add.`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: a one-word message, then his own joke about its length.
  {
    name: 'set104: Zane says ja, then jokes that it was too long',
    ...swell,
    answer: `# «send»
Ja

# «send»
Sorry, was that too long? 😂 Muizies Thursday, I'm in`,
    expect: [
      { type: 'send', text: 'Ja' },
      { type: 'send', text: "Sorry, was that too long? 😂 Muizies Thursday, I'm in" },
    ],
  },
  // Gemini 3 Pro: its reading of a group member by name as the body's first paragraph.
  {
    name: "set104: Zane's price under a reading of Kyle",
    ...board,
    answer: `# «send»
Kyle's asking on behalf of his cousin, so give the price and keep it friendly.

R3500, fins included. Tell your cousin to shout me`,
    expect: [{ type: 'send', text: 'R3500, fins included. Tell your cousin to shout me', replyTo: 4005 }],
  },
  // Chat-tuned habit: an offer to rewrite in more slang, glued under the message's last line.
  {
    name: 'set104: Zane is in, then an offer to add slang',
    ...swell,
    answer: `# «send»
Ja bru Muizies 100%, Dungeons can keep its 15 foot
I can also rewrite this with more local slang if you want.`,
    expect: [{ type: 'send', text: 'Ja bru Muizies 100%, Dungeons can keep its 15 foot' }],
  },
  // Gemini 3 Pro: a transcript header for its own message written over the body.
  {
    name: 'set104: Zane under a transcript header of his own',
    ...swell,
    answer: `# «send»
⟦#4006 Zane⟧
Lekker, Muizies it is. Dawn patrol?`,
    expect: [{ type: 'send', text: 'Lekker, Muizies it is. Dawn patrol?' }],
  },
  // Gemini 3 Pro repetition: the same block written twice.
  {
    name: 'set104: Zane sends the price twice',
    ...board,
    answer: `# «send»
Still got it! R3500, he can come check it out

# «send»
Still got it! R3500, he can come check it out`,
    expect: [{ type: 'send', text: 'Still got it! R3500, he can come check it out', replyTo: 4005 }],
    withheld: ['duplicate'],
  },
  // Gemini 3 Pro: silence narrated in square brackets in a group nobody asked him in.
  {
    name: 'set104: Zane narrates that no reply is needed',
    ...traffic,
    answer: "[no reply needed, they're sorting out the route themselves]",
    expect: [],
    silence: '',
  },
];
