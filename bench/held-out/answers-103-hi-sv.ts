/**
 * Set 103, Kabir with his cousin Rhea in Hinglish (Gemini 2.5 Flash, GPT-4o-class) and Ebba in
 * a Swedish choir's group (Gemini 2.5 Pro, Llama): ordinary answers (one quoting a member),
 * then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { diwali, fika, noter } from './answers-103-cast.js';

export const HI_SV_103: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two messages in Hinglish.
  {
    name: 'set103: Kabir promises the laptop and maybe Diwali',
    ...diwali,
    answer: `# «send»
Laptop kal pakka. Motherboard ka part aa gaya hai

# «send»
Aur Diwali ka dekh raha hun, 2 din ke liye bhi aa jaunga shayad`,
    expect: [
      { type: 'send', text: 'Laptop kal pakka. Motherboard ka part aa gaya hai' },
      { type: 'send', text: 'Aur Diwali ka dekh raha hun, 2 din ke liye bhi aa jaunga shayad' },
    ],
  },
  // GPT-4o-class: a reply by id, then a message with an aside in brackets.
  {
    name: 'set103: Kabir answers the flights by id, laptop with an aside',
    ...diwali,
    answer: `# «send» 4003
Dekhe. 8.5k ho gaye hain 💀 train lunga shayad

# «send»
Laptop Sunday tak, promise (is baar sach mein)`,
    expect: [
      { type: 'send', text: 'Dekhe. 8.5k ho gaye hain 💀 train lunga shayad', replyTo: 4003 },
      { type: 'send', text: 'Laptop Sunday tak, promise (is baar sach mein)' },
    ],
  },
  // Gemini 2.5 Flash: a message, a pause while he checks, then the fare.
  {
    name: 'set103: Kabir checks flights after a pause',
    ...diwali,
    answer: `# «send»
ruk, flights check karta hun abhi

# «wait»
delay: 30

# «send»
Jaipur 6.2k hai 27 ko, le lun?`,
    expect: [
      { type: 'send', text: 'ruk, flights check karta hun abhi' },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'Jaipur 6.2k hai 27 ko, le lun?' },
    ],
  },
  // Gemini 2.5 Flash: its English reading of the partner slipped in above a Hinglish message.
  {
    name: 'set103: Kabir under an English reading of Rhea',
    ...diwali,
    answer: `# «send»
Rhea is annoyed about the laptop delay, so I should apologise first and give a firm date.

Sorry sorry 🙏 Saturday ko pakka de dunga`,
    expect: [{ type: 'send', text: 'Sorry sorry 🙏 Saturday ko pakka de dunga' }],
  },
  // GPT-4o-class: a bracketed tone note closing the message.
  {
    name: 'set103: Kabir teases back, then a tone note',
    ...diwali,
    answer: `# «send»
2 hafte hi toh hue hain, tu bhi na 😂 kal le ja

(Tone: playful, like a cousin teasing back.)`,
    expect: [{ type: 'send', text: '2 hafte hi toh hue hain, tu bhi na 😂 kal le ja' }],
  },
  // GPT-4o-class: a second heading written in bold instead of as a heading.
  {
    name: 'set103: Kabir with a bold second heading',
    ...diwali,
    answer: `# «send»
Sorry yaar, laptop Sunday tak pakka 🙏

**«send»**
Aur flights bhi dekh li, 27 ko 6.2k hai`,
    expect: [
      { type: 'send', text: 'Sorry yaar, laptop Sunday tak pakka 🙏' },
      { type: 'send', text: 'Aur flights bhi dekh li, 27 ko 6.2k hai' },
    ],
  },
  // Gemini 2.5 Pro: the callout answered, then a reply by id about fika.
  {
    name: 'set103: Ebba has the sheet music and takes fika',
    ...noter,
    answer: `# «send»
Ja, jag har en extra kopia, tar med den på torsdag

# «send» 4003
Jag kan ta fika! Det blir kanelbullar`,
    expect: [
      { type: 'send', text: 'Ja, jag har en extra kopia, tar med den på torsdag', replyTo: 4005 },
      { type: 'send', text: 'Jag kan ta fika! Det blir kanelbullar', replyTo: 4003 },
    ],
  },
  // Llama 3.x: a thumbs up on the reminder, then the answer.
  {
    name: 'set103: Ebba thumbs up the reminder and will scan the music',
    ...noter,
    answer: `# «react» 4001
👍

# «send»
Jag scannar in mina ikväll och lägger upp dem här`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: 'Jag scannar in mina ikväll och lägger upp dem här', replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Pro: a think block, then a message quoting a member's words.
  {
    name: "set103: Ebba thinks, then quotes Linnea's inte 19",
    ...noter,
    answer: `# «think»
Maja needs the music; I have a spare copy.

# «send»
Ja, du får min extra! Och Linnea skrev "inte 19!" så nu vågar ingen komma sent`,
    expect: [
      {
        type: 'send',
        text: 'Ja, du får min extra! Och Linnea skrev "inte 19!" så nu vågar ingen komma sent',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: its English plan for the next block left between two Swedish messages.
  {
    name: "set103: Ebba's English plan between her blocks",
    ...noter,
    answer: `# «send»
Ja, jag har dem! Jag tar med en kopia till dig på torsdag

Now I'll also answer Johan's fika question, since nobody has volunteered yet.

# «send» 4003
Jag tar fika, det blir kladdkaka`,
    expect: [
      {
        type: 'send',
        text: 'Ja, jag har dem! Jag tar med en kopia till dig på torsdag',
        replyTo: 4005,
      },
      { type: 'send', text: 'Jag tar fika, det blir kladdkaka', replyTo: 4003 },
    ],
  },
  // Llama 3.x: silence narrated in Swedish, naming the persona, in a group.
  {
    name: 'set103: Ebba narrated as reading without answering, in Swedish',
    ...fika,
    answer: `(Ebba läser men svarar inte, det här är mellan Johan och Linnea.)`,
    expect: [],
  },
  // Gemini 2.5 Pro repetition: the only message written twice.
  {
    name: 'set103: Ebba sends the same answer twice',
    ...noter,
    answer: `# «send»
Ja! Jag har en extra, du får den på genrepet

# «send»
Ja! Jag har en extra, du får den på genrepet`,
    expect: [{ type: 'send', text: 'Ja! Jag har en extra, du får den på genrepet', replyTo: 4005 }],
    withheld: ['duplicate'],
  },
];
