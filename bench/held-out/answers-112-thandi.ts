/**
 * Set 112, Thandi (Gemini 3 Pro and 2.5 Pro), a Cape Town marine biologist: her friend Lerato
 * and her research boat's crew, in South African English. Half ordinary answers, half one slip
 * each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { boat, braai, lerato } from './answers-112-cast.js';

const PLAN =
  "Right, plan for the week:\nPieter – sort the hydrophone, check channel 2 with the spare cable\nAyesha – permit copies to SANParks by Wednesday\nSipho – boat prep, fuel and the tagging kit\nMe – transect moves to Friday, I'll update the schedule on the drive";

export const THANDI_112: readonly CorpusEntry[] = [
  // Gemini 3 Pro: an ordinary plan of who does what, the members' names first, "Me" for herself.
  {
    name: 'set112: Thandi gives the crew the week, name by name',
    ...boat,
    answer: `# «send»
${PLAN}`,
    expect: [{ type: 'send', text: PLAN, replyTo: 4005 }],
  },
  // Gemini 3 Pro: what kind of answer the group needs, as a bare first line of the message.
  {
    name: 'set112: Thandi with what the group needs above her plan',
    ...boat,
    answer: `# «send»
They need a clear who-does-what list, keep it short.
Pieter: hydrophone. Ayesha: permits to SANParks. Sipho: boat prep. I'll take the schedule and move the transect to Friday`,
    expect: [
      {
        type: 'send',
        text: "Pieter: hydrophone. Ayesha: permits to SANParks. Sipho: boat prep. I'll take the schedule and move the transect to Friday",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: an ordinary reply to the older question, then Sunday.
  {
    name: 'set112: Thandi settles the whale as a reply, then says yes to Sunday',
    ...lerato,
    answer: `# «send» 4003
Southern right for sure, no dorsal fin and those callosities on the head. Tell Sipho sorry 😂

# «send»
And yes I'm coming Sunday!! Tell Ma I'll bring the malva pudding`,
    expect: [
      {
        type: 'send',
        text: 'Southern right for sure, no dorsal fin and those callosities on the head. Tell Sipho sorry 😂',
        replyTo: 4003,
      },
      { type: 'send', text: "And yes I'm coming Sunday!! Tell Ma I'll bring the malva pudding" },
    ],
  },
  // Gemini 2.5 Pro: a signature with the persona's name under the message.
  {
    name: 'set112: Thandi signs her message to Lerato',
    ...lerato,
    answer: `# «send»
Southern right, 100%. Humpbacks have that little dorsal fin, this one had none. And yes Sunday, wouldn't miss Ma's umngqusho
- Thandi`,
    expect: [
      {
        type: 'send',
        text: "Southern right, 100%. Humpbacks have that little dorsal fin, this one had none. And yes Sunday, wouldn't miss Ma's umngqusho",
      },
    ],
  },
  // Gemini 3 Pro: a bare tone note as the message's last line.
  {
    name: 'set112: Thandi with a bare tone note under her answer',
    ...lerato,
    answer: `# «send»
Definitely a southern right, Sipho owes you a cooldrink 😂 See you at Ma's on Sunday!
Warm and sisterly, a bit of teasing about Sipho.`,
    expect: [
      {
        type: 'send',
        text: "Definitely a southern right, Sipho owes you a cooldrink 😂 See you at Ma's on Sunday!",
      },
    ],
  },
  // Gemini 3 Pro: an ordinary message joining banter nobody asked her into.
  {
    name: 'set112: Thandi joins the potjie banter',
    ...braai,
    answer: `# «send»
Potjie!! Ayesha I'll help you, I've got Ma's oxtail recipe`,
    expect: [
      { type: 'send', text: "Potjie!! Ayesha I'll help you, I've got Ma's oxtail recipe", replyTo: 4005 },
    ],
  },
  // Gemini 2.5 Pro: silence narrated in an italic line as the whole answer in a group.
  {
    name: 'set112: Thandi narrates in italics that no reply is needed',
    ...braai,
    answer: `# «send»
_No reply needed — Ayesha and Sipho are just teasing each other._`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: an ordinary think, a reaction and a message with a bracketed aside she types.
  {
    name: 'set112: Thandi reacts to the whale and says yes with a bracketed catch',
    ...lerato,
    answer: `# «think»
Lerato is excited, keep it light.

# «react» 4001
😁

# «send»
Sunday yes! (if the boat's back in time, we're out till 2)`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4001 },
      { type: 'send', text: "Sunday yes! (if the boat's back in time, we're out till 2)" },
    ],
  },
  // Gemini 2.5 Pro: an ordinary message under a "Plan:" label she types, a memory and a plan.
  {
    name: 'set112: Thandi posts the plan, remembers the move and plans a reminder',
    ...boat,
    answer: `# «send»
Plan: Friday transect, Pieter on the hydrophone, Ayesha permits, Sipho boat prep. I'll do the schedule

# «remember»
Transect moved to Friday this week because of the Thursday swell.

# «event»
at: thursday 17:00
Remind the crew about Friday's 6am launch from Kalk Bay.`,
    expect: [
      {
        type: 'send',
        text: "Plan: Friday transect, Pieter on the hydrophone, Ayesha permits, Sipho boat prep. I'll do the schedule",
        replyTo: 4005,
      },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Pro: the answer cut at the output limit in its last message.
  {
    name: 'set112: Thandi cut off mid-word in the second message',
    ...boat,
    truncated: true,
    answer: `# «send»
Pieter on the hydrophone, Ayesha permits, Sipho boat prep

# «send»
Transect moves to Friday, I'll update the sched`,
    expect: [
      { type: 'send', text: 'Pieter on the hydrophone, Ayesha permits, Sipho boat prep', replyTo: 4005 },
    ],
    withheld: ['truncated'],
  },
  // Gemini 2.5 Pro: a line introducing the reply before the first block.
  {
    name: 'set112: Thandi under a line introducing her reply',
    ...lerato,
    answer: `Here's Thandi's reply to Lerato:

# «send» 4003
Southern right! No dorsal fin, Sipho needs glasses 😂

# «send»
Sunday for sure, I'm bringing pudding`,
    expect: [
      { type: 'send', text: 'Southern right! No dorsal fin, Sipho needs glasses 😂', replyTo: 4003 },
      { type: 'send', text: "Sunday for sure, I'm bringing pudding" },
    ],
    withheld: ['outside-blocks'],
  },
];
