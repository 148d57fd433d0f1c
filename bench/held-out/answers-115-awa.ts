/**
 * Set 115, Awa, a Dakar DJ, on Gemini 3 Flash: in her crew's group before a Saturday gig, in
 * English with French and Wolof, and with Léa, a Berlin promoter. Five ordinary answers, five
 * with one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { crew, promoter } from './answers-115-cast.js';

export const AWA_115: readonly CorpusEntry[] = [
  // Gemini 3 Flash: the plan of who does what that the crew asked for, names as list labels.
  {
    name: 'set115: Awa gives the crew the plan, one line per person',
    ...crew,
    answer: `# «send»
Ok plan 👇
Ibou: lights, Fatou brings you the extension cables
Cheikh: speakers from Médina, pick them up by 8 latest
Fatou: door and guest list
Me: music, obviously 😎`,
    expect: [
      {
        type: 'send',
        text: 'Ok plan 👇\nIbou: lights, Fatou brings you the extension cables\nCheikh: speakers from Médina, pick them up by 8 latest\nFatou: door and guest list\nMe: music, obviously 😎',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a line of JSON for the lighting app that she introduces and pastes.
  {
    name: 'set115: Awa pastes her lighting cue settings for Léa',
    ...promoter,
    answer: `# «send»
Rider comes by email tonight. For the lighting team, this is what I load in the venue app, they can paste it:
\`\`\`json
{"scene": "closing", "bpm": 122, "strobe": false, "haze": "low", "colour": "amber"}
\`\`\`

# «send»
Merci Léa, I'm so excited for this one`,
    expect: [
      {
        type: 'send',
        text: 'Rider comes by email tonight. For the lighting team, this is what I load in the venue app, they can paste it:\n```json\n{"scene": "closing", "bpm": 122, "strobe": false, "haze": "low", "colour": "amber"}\n```',
      },
      { type: 'send', text: "Merci Léa, I'm so excited for this one" },
    ],
  },
  // Gemini 3 Flash: a sticker, a message and a chat note in a direct chat.
  {
    name: 'set115: Awa waves with a sticker, promises the rider and notes the booking',
    ...promoter,
    answer: `# «sticker»
HeidiDuck
👋

# «send»
Sending the rider tomorrow morning, my laptop is at the studio

# «note»
Léa (Berlin): closing set 14 September, 90 min, flights and two nights. Rider still owed.`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'Sending the rider tomorrow morning, my laptop is at the studio' },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash in Wolof and French: a reaction, a reply to the speakers message, a hype line.
  {
    name: 'set115: Awa reacts to Ibou, answers about the speakers in Wolof, then hypes the night',
    ...crew,
    answer: `# «react» 4001
🔥

# «send» 4003
Cheikh dafa war indi speakers yi avant 22h, sinon on est morts

# «send»
Yalla, Saturday we burn Le Phare down 🔥`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      {
        type: 'send',
        text: 'Cheikh dafa war indi speakers yi avant 22h, sinon on est morts',
        replyTo: 4003,
      },
      { type: 'send', text: 'Yalla, Saturday we burn Le Phare down 🔥' },
    ],
  },
  // Gemini 3 Flash: the plan, then news of how a friend who is not in the group feels.
  {
    name: 'set115: Awa sets the plan and tells the crew how Ndeye feels after last time',
    ...crew,
    answer: `# «send»
Same as last time but with less chaos: Ibou lights, Cheikh speakers, Fatou door

# «send»
Also Ndeye is still shaken after the fight at the door last time, so she's on the bar this time, not the door. Be nice to her`,
    expect: [
      {
        type: 'send',
        text: 'Same as last time but with less chaos: Ibou lights, Cheikh speakers, Fatou door',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Also Ndeye is still shaken after the fight at the door last time, so she's on the bar this time, not the door. Be nice to her",
      },
    ],
  },
  // Gemini 3 Flash, roleplay actions off: an asterisk stage direction on the message's first line.
  {
    name: 'set115: Awa opens with an action line while actions are off',
    ...crew,
    actions: 'never',
    answer: `# «send»
*puts her headphones around her neck and grins*
Ok ok, the plan: Ibou lights, Cheikh speakers, Fatou door, me music`,
    expect: [
      {
        type: 'send',
        text: 'Ok ok, the plan: Ibou lights, Cheikh speakers, Fatou door, me music',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: an offer to its user to redo the message, as the body's last paragraph.
  {
    name: 'set115: Awa answers Léa, then an offer to make it more professional',
    ...promoter,
    answer: `# «send»
Rider and cue settings coming tonight, promise! Merci for being so patient 🙏

Want me to make this sound more professional, since she's a promoter?`,
    expect: [
      { type: 'send', text: 'Rider and cue settings coming tonight, promise! Merci for being so patient 🙏' },
    ],
  },
  // Gemini 3 Flash: a level-three heading instead of the level-one task heading.
  {
    name: 'set115: Awa under a level-three send heading',
    ...crew,
    answer: `### «send»
Plan: Ibou lights, Cheikh speakers, Fatou door. Everyone at Le Phare by 10`,
    expect: [
      {
        type: 'send',
        text: 'Plan: Ibou lights, Cheikh speakers, Fatou door. Everyone at Le Phare by 10',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: an addressee key line above the message.
  {
    name: 'set115: Awa’s message under a "to:" key line',
    ...promoter,
    answer: `# «send»
to: Léa
Rider is in your inbox, and I added the cue settings as a PDF too`,
    expect: [{ type: 'send', text: 'Rider is in your inbox, and I added the cue settings as a PDF too' }],
  },
  // Gemini 3 Flash at the output limit: the last message cut mid-word.
  {
    name: 'set115: Awa’s second message cut at the output limit',
    ...crew,
    truncated: true,
    answer: `# «send»
Plan is simple: Ibou lights, Cheikh speakers, Fatou door, me music

# «send»
And please this time nobody drinks before the set, I remember what happe`,
    expect: [
      {
        type: 'send',
        text: 'Plan is simple: Ibou lights, Cheikh speakers, Fatou door, me music',
        replyTo: 4005,
      },
    ],
    withheld: ['truncated'],
  },
];
