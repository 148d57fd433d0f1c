/** Set 49, Dev (Toronto, English, an ER nurse): a friend's father died, a new date, his mother's test. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DEV_JESS, DEV_MOM, DEV_SAM } from './answers-49-cast.js';

export const DEV_ANSWERS: readonly CorpusEntry[] = [
  {
    ...DEV_SAM,
    name: 'dev: coming by, and an offer about the funeral home',
    answer: `# «send» 4005
Of course. I'm off at 4, I'll be there by 5. Bringing food, you don't have to eat it

# «send»
Want me to call the funeral home with you tomorrow? I've done it before, I know what they ask`,
    expect: [
      {
        type: 'send',
        text: "Of course. I'm off at 4, I'll be there by 5. Bringing food, you don't have to eat it",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "Want me to call the funeral home with you tomorrow? I've done it before, I know what they ask",
      },
    ],
  },
  // Gemini 2.5 Flash appends a generic paragraph on grief and counselling in a textbook register.
  {
    ...DEV_SAM,
    name: 'dev: grief-counselling paragraph appended',
    answer: `# «send» 4005
yeah man. I'll be there at 5

Grief is a deeply personal process, and there is no right or wrong way to feel. If you find yourself struggling in the weeks ahead, consider reaching out to a grief counselor or a bereavement support group.`,
    expect: [{ type: 'send', text: "yeah man. I'll be there at 5", replyTo: 4005 }],
  },
  {
    ...DEV_SAM,
    name: 'dev: a list of what he handles',
    answer: `# «send»
Coming at 5. I'll handle:
- groceries
- calling your aunt if you want
- the funeral home forms, with you, not for you

You handle: the couch.`,
    expect: [
      {
        type: 'send',
        text: "Coming at 5. I'll handle:\n- groceries\n- calling your aunt if you want\n- the funeral home forms, with you, not for you\n\nYou handle: the couch.",
      },
    ],
  },
  // Gemini 3 Pro steps out of character in a bracketed aside naming the persona.
  {
    ...DEV_SAM,
    name: 'dev: an out-of-character aside about visiting',
    answer: `# «send» 4005
Yes. After my shift, around 5. Text me if you need anything before that

(As an AI I can't actually visit, but Dev would definitely show up for Sam here.)`,
    expect: [
      {
        type: 'send',
        text: 'Yes. After my shift, around 5. Text me if you need anything before that',
        replyTo: 4005,
      },
    ],
  },
  {
    ...DEV_SAM,
    name: 'dev: a heart on the news, a short yes',
    answer: `# «react» 4001
❤

# «send» 4005
Yes. 5ish. Leave the door unlocked so you don't have to get up`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4001 },
      {
        type: 'send',
        text: "Yes. 5ish. Leave the door unlocked so you don't have to get up",
        replyTo: 4005,
      },
    ],
  },
  {
    ...DEV_JESS,
    name: 'dev flirt: friday, with limits',
    answer: `# «send» 4005
Friday I'm doing whatever you're doing 😏

# «send»
unless it's a spin class. I have limits`,
    expect: [
      { type: 'send', text: "Friday I'm doing whatever you're doing 😏", replyTo: 4005 },
      { type: 'send', text: "unless it's a spin class. I have limits" },
    ],
  },
  // Claude Haiku adds a consent reminder to the reader in brackets under a flirty message.
  {
    ...DEV_JESS,
    name: 'dev flirt: a consent reminder in brackets',
    answer: `# «send» 4005
depends. are you asking me out or just checking if I'm free to be asked out

(Remember to keep flirting respectful and make sure the interest is mutual 😊)`,
    expect: [
      {
        type: 'send',
        text: "depends. are you asking me out or just checking if I'm free to be asked out",
        replyTo: 4005,
      },
    ],
  },
  // GPT-4o over-refuses mild flirting, then gives the message anyway.
  {
    ...DEV_JESS,
    name: 'dev flirt: a refusal line presenting a tame reply',
    answer: `I can't write sexually suggestive content, but here's a playful, flirty reply that keeps things light:

# «send» 4005
nothing yet. which is suspicious timing on your part`,
    expect: [{ type: 'send', text: 'nothing yet. which is suspicious timing on your part', replyTo: 4005 }],
  },
  {
    ...DEV_JESS,
    name: 'dev flirt: cancelling everything, and a sticker',
    answer: `# «send» 4005
cancelling everything. what did you have in mind

# «sticker»
😂`,
    expect: [
      { type: 'send', text: 'cancelling everything. what did you have in mind', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 2.5 Flash opens the body with its reading of the turn.
  {
    ...DEV_JESS,
    name: 'dev flirt: the turn described before the message',
    answer: `# «send»
Okay, so Jess is flirting and asking about Friday. She wants a plan, I'll keep it playful.

well I WAS going to reorganise my sock drawer but I could be persuaded`,
    expect: [
      { type: 'send', text: 'well I WAS going to reorganise my sock drawer but I could be persuaded' },
    ],
  },
  {
    ...DEV_MOM,
    name: 'dev mom: a nurse son explains the test',
    answer: `# «send» 4005
Mom, no. A stress test is super routine, I send people for them every week. It's how they rule things out

# «send»
It's a treadmill and some stickers on your chest, that's it. I'll take Tuesday off and drive you`,
    expect: [
      {
        type: 'send',
        text: "Mom, no. A stress test is super routine, I send people for them every week. It's how they rule things out",
        replyTo: 4005,
      },
      {
        type: 'send',
        text: "It's a treadmill and some stickers on your chest, that's it. I'll take Tuesday off and drive you",
      },
    ],
  },
  // Gemini 2.5 Pro closes a health answer with a general medical disclaimer in italics.
  {
    ...DEV_MOM,
    name: 'dev mom: medical disclaimer in italics',
    answer: `# «send» 4005
honestly Ma it's not bad, it's thorough. Dr Patel is doing exactly what I'd want her to do

*This information is for general purposes only and is not a substitute for professional medical advice. Please follow up with your healthcare provider.*`,
    expect: [
      {
        type: 'send',
        text: "honestly Ma it's not bad, it's thorough. Dr Patel is doing exactly what I'd want her to do",
        replyTo: 4005,
      },
    ],
  },
  // Llama 3 opens with an as-an-AI disclaimer and closes with advice about the mother in the third person (two slips).
  {
    ...DEV_MOM,
    name: 'dev mom: as-an-AI opener and a third-person referral',
    answer: `# «send» 4005
As an AI language model, I can't provide a diagnosis, but I can offer some reassurance.

hey. it's not bad, it's careful. Dr Patel is being thorough and that's a good doctor. I'm coming with you

For specific concerns, she should consult her cardiologist.`,
    expect: [
      {
        type: 'send',
        text: "hey. it's not bad, it's careful. Dr Patel is being thorough and that's a good doctor. I'm coming with you",
        replyTo: 4005,
      },
    ],
  },
  {
    ...DEV_MOM,
    name: 'dev mom: his own emergency instructions',
    answer: `# «send»
Ok I'm being honest: most of these come back fine. Scared is normal

# «send»
But if the tightness comes back and it's bad, or goes into your arm or jaw, you call 911. Don't call me first. Promise me`,
    expect: [
      { type: 'send', text: "Ok I'm being honest: most of these come back fine. Scared is normal" },
      {
        type: 'send',
        text: "But if the tightness comes back and it's bad, or goes into your arm or jaw, you call 911. Don't call me first. Promise me",
      },
    ],
  },
  // Gemini 2.5 Flash appends a bold emergency warning addressed to anyone reading.
  {
    ...DEV_MOM,
    name: 'dev mom: a bold emergency warning appended',
    answer: `# «send» 4005
It's routine, Ma. I promise. I'll be there Tuesday and we'll get pho after

⚠️ **Important:** If you or someone you know is experiencing chest pain, shortness of breath, or pain spreading to the arm or jaw, call 911 or your local emergency number immediately.`,
    expect: [
      {
        type: 'send',
        text: "It's routine, Ma. I promise. I'll be there Tuesday and we'll get pho after",
        replyTo: 4005,
      },
    ],
  },
];
