/**
 * Set 108, Agata, a Warsaw chess coach, in her juniors' parents' group, in English and Polish
 * (Gemini 3 Pro and 3 Flash): before the Warsaw Open, the results after it, and a carpool.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { parentsCarpool, parentsOpen, parentsResults } from './answers-108-cast.js';

export const AGATA_108: readonly CorpusEntry[] = [
  // Ordinary: three replies by id to three parents.
  {
    name: 'set108: Agata answers Olena, Declan and Kasia by id',
    ...parentsOpen,
    answer: `# «send» 4005
Tak, Sofia can play up in U12, I'll tick it on the form

# «send» 4001
Declan, 7 rounds, Saturday and Sunday. No hotel needed if you're in Warsaw

# «send» 4003
Kasia, the lucky pawn is allowed as long as it stays in Franek's pocket 😄`,
    expect: [
      { type: 'send', text: "Tak, Sofia can play up in U12, I'll tick it on the form", replyTo: 4005 },
      {
        type: 'send',
        text: "Declan, 7 rounds, Saturday and Sunday. No hotel needed if you're in Warsaw",
        replyTo: 4001,
      },
      {
        type: 'send',
        text: "Kasia, the lucky pawn is allowed as long as it stays in Franek's pocket 😄",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: a reading of the asker by pronoun glued after the message's last full stop.
  {
    name: 'set108: Agata says yes, then a glued reading of Olena',
    ...parentsOpen,
    answer: `# «send» 4005
Yes, she can play U12, it's good for her. She's probably worried Sofia will be out of her depth.`,
    expect: [{ type: 'send', text: "Yes, she can play U12, it's good for her.", replyTo: 4005 }],
  },
  // Ordinary: the rundown Declan asked for, one line a child.
  {
    name: 'set108: Agata posts the results rundown',
    ...parentsResults,
    answer: `# «send» 4005
Rundown for the grandparents 🏆
Kuba 4.5/7, best result in the club!
Sofia 4/7 in U12, playing up, brilliant
Franek 3/7, lost a heartbreaker in the last round but played his best chess this year
Zosia 3.5/7
Proud of all of them 💪`,
    expect: [
      {
        type: 'send',
        text: 'Rundown for the grandparents 🏆\nKuba 4.5/7, best result in the club!\nSofia 4/7 in U12, playing up, brilliant\nFranek 3/7, lost a heartbreaker in the last round but played his best chess this year\nZosia 3.5/7\nProud of all of them 💪',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: an appraisal of what it kept out, as the message's last paragraph.
  {
    name: 'set108: Agata posts the results, then explains what she kept out',
    ...parentsResults,
    answer: `# «send» 4005
Rundown:
Kuba 4.5/7 🎉
Sofia 4/7 (in U12!)
Franek 3/7
Zosia 3.5/7
Everyone played well.

I kept it upbeat and didn't single out Franek's loss, since Kasia said he was upset.`,
    expect: [
      {
        type: 'send',
        text: 'Rundown:\nKuba 4.5/7 🎉\nSofia 4/7 (in U12!)\nFranek 3/7\nZosia 3.5/7\nEveryone played well.',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: what a child told her, passed on to the group, then a word to his mother.
  {
    name: 'set108: Agata tells the group what Franek told her, then Kasia',
    ...parentsResults,
    answer: `# «send»
Franek told me after the game he wants to come early on Tuesday so we can go through it together. That's exactly the right attitude ♟️

# «send» 4001
Kasia, give him a hug from me`,
    expect: [
      {
        type: 'send',
        text: "Franek told me after the game he wants to come early on Tuesday so we can go through it together. That's exactly the right attitude ♟️",
        replyTo: 4005,
      },
      { type: 'send', text: 'Kasia, give him a hug from me', replyTo: 4001 },
    ],
  },
  // Gemini 3 Flash: whom to answer first, in Polish and in parentheses, above the message.
  {
    name: 'set108: Agata answers Olena under a bracketed Polish order note',
    ...parentsOpen,
    answer: `# «send» 4005
(Najpierw Olena — pyta wprost, reszta może poczekać.)
Tak, Sofia może grać w U12, wpiszę to w zgłoszeniu`,
    expect: [{ type: 'send', text: 'Tak, Sofia może grać w U12, wpiszę to w zgłoszeniu', replyTo: 4005 }],
  },
  // Ordinary: a reminder for everyone in the middle of others' carpool talk.
  {
    name: 'set108: Agata reminds all drivers of the times',
    ...parentsCarpool,
    answer: `# «send»
Reminder for all drivers: doors open 8:30, first round 9:30. Kids need their FIDE ID on the form!`,
    expect: [
      {
        type: 'send',
        text: 'Reminder for all drivers: doors open 8:30, first round 9:30. Kids need their FIDE ID on the form!',
        replyTo: 4005,
      },
    ],
  },
  // Chat-tuned habit: an offer to make the reply shorter or more formal, to the model's user.
  {
    name: 'set108: Agata says yes in Polish, then offers to shorten the reply',
    ...parentsOpen,
    answer: `# «send» 4005
Tak, oczywiście. Sofia gra w U12, to dla niej dobre wyzwanie 💪

If you want, I can make this shorter or more formal for the parents' group.`,
    expect: [
      {
        type: 'send',
        text: 'Tak, oczywiście. Sofia gra w U12, to dla niej dobre wyzwanie 💪',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: a thumbs-up on the settled carpool with no id, which reacts to the newest message.
  {
    name: 'set108: Agata only gives the carpool a thumbs-up',
    ...parentsCarpool,
    answer: `# «react»
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  // Gemini 3 Flash, two slips: a tone label above the rundown, and a last block cut at the limit.
  {
    name: 'set108: Agata posts results under a tone label, the last block cut',
    ...parentsResults,
    answer: `# «send» 4005
Tone: proud, warm, no blame.
Kuba 4.5/7 🎉 Sofia 4/7, Franek 3/7, Zosia 3.5/7. Brawo wszyscy!

# «send» 4001
Kasia, Franek's last game was honestly one of the best fights of the whole tournament, he had a winning position until mo`,
    truncated: true,
    expect: [
      {
        type: 'send',
        text: 'Kuba 4.5/7 🎉 Sofia 4/7, Franek 3/7, Zosia 3.5/7. Brawo wszyscy!',
        replyTo: 4005,
      },
    ],
    withheld: ['truncated'],
  },
];
