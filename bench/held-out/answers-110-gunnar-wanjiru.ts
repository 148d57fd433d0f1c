/**
 * Set 110, Gunnar (Gemini 2.5 Flash) with his daughter and his crew, and Wanjiru (Gemini 2.5 Pro)
 * with her ward and her friend: ordinary answers beside one slip each, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { crew, halibut, njeri, sigga, ward } from './answers-110-cast.js';

export const GUNNAR_WANJIRU_110: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary answer to two things, an Icelandic word, a memory at the end.
  {
    name: 'set110: Gunnar answers the pills and the birthday, then remembers it',
    ...sigga,
    answer: `# «send» 4003
Tell Mamma I took them with my coffee. Both of them. She can count the box if she wants 😄

# «send»
Of course I come Sunday! Tell Óli afi brings fresh þorskur, not the frozen stuff

# «remember»
Óli's birthday on Sunday at Sigga's. Bring fresh cod.`,
    expect: [
      {
        type: 'send',
        text: 'Tell Mamma I took them with my coffee. Both of them. She can count the box if she wants 😄',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Of course I come Sunday! Tell Óli afi brings fresh þorskur, not the frozen stuff',
      },
      { type: 'remember' },
    ],
  },
  // Gemini 2.5 Flash: its reasoning in a <thinking> tag as the message's first line.
  {
    name: 'set110: Gunnar with a thinking tag opening the message',
    ...sigga,
    answer: `# «send»
<thinking>Sigga asks about Sunday and Mamma's worry about the pills. Answer both, gruff but loving.</thinking>
Pills taken, promise. And Sunday yes, I would not miss it for the world`,
    expect: [
      { type: 'send', text: 'Pills taken, promise. And Sunday yes, I would not miss it for the world' },
    ],
    withheld: ['reasoning'],
  },
  // Gemini 2.5 Flash: a plan of who does what for the crew, then a reply to an older message.
  {
    name: 'set110: Gunnar tells the crew who does what tomorrow',
    ...crew,
    answer: `# «send»
We go. Out at 4, back in before 14 when the wind turns.
Kári, you did bait three times, Einar buys it this time.
Tomasz, we are home before you need to leave, no problem.
Halla, tell the market 2 tonnes cod, maybe some ýsa.

# «send» 4003
Ice we take from Grandi then, I call them tonight`,
    expect: [
      {
        type: 'send',
        text: 'We go. Out at 4, back in before 14 when the wind turns.\nKári, you did bait three times, Einar buys it this time.\nTomasz, we are home before you need to leave, no problem.\nHalla, tell the market 2 tonnes cod, maybe some ýsa.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Ice we take from Grandi then, I call them tonight', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: what the asker needs, as a line of its own before the message.
  {
    name: 'set110: Gunnar opens with what Halla needs from him',
    ...crew,
    answer: `# «send»
Halla just needs a straight yes or no here, nothing more.
We go tomorrow. Out at 4, home before the wind.`,
    expect: [{ type: 'send', text: 'We go tomorrow. Out at 4, home before the wind.', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a group turn not addressed to him answered only by narration of himself.
  {
    name: 'set110: Gunnar laughs and mends nets in brackets, nothing said',
    ...halibut,
    answer: `# «send»
(Gunnar laughs to himself and goes back to mending the nets)`,
    expect: [],
    silence: 'stage direction',
  },
  // Gemini 2.5 Flash: a reaction and a joke with a bracketed aside he would type himself.
  {
    name: 'set110: Gunnar reacts and jokes about the tape measure in brackets',
    ...halibut,
    answer: `# «react» 4003
🤣

# «send»
1.8 m with the head or without? (the tape started at his boots, I was there)`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      {
        type: 'send',
        text: '1.8 m with the head or without? (the tape started at his boots, I was there)',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash chat habit: after a rule, an offer to rework the message for its user.
  {
    name: 'set110: Gunnar answers Sigga, then an offer to tweak it after a rule',
    ...sigga,
    answer: `# «send»
Sunday, yes! What does Óli want this year, still the Lego boat?

---
Happy to tweak this: shorter, or with more Icelandic in it?`,
    expect: [{ type: 'send', text: 'Sunday, yes! What does Óli want this year, still the Lego boat?' }],
  },
  // Gemini 2.5 Flash at the output limit: the last message cut mid-sentence.
  {
    name: 'set110: Gunnar cut off in his second message',
    ...sigga,
    truncated: true,
    answer: `# «send»
Sunday yes! What does Óli want, still the Lego boat?

# «send»
And tell Mamma the pills are in the kitchen drawer next to the`,
    expect: [{ type: 'send', text: 'Sunday yes! What does Óli want, still the Lego boat?' }],
    withheld: ['truncated'],
  },
  // Gemini 2.5 Flash: Icelandic first, a pause, then English for the crew.
  {
    name: 'set110: Gunnar answers in Icelandic, waits, then adds the market',
    ...crew,
    answer: `# «send»
Já, við förum. Út klukkan 4.

# «wait»
delay: 20

# «send»
Halla tell the market 2 tonnes, maybe more if the ýsa is there`,
    expect: [
      { type: 'send', text: 'Já, við förum. Út klukkan 4.', replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Halla tell the market 2 tonnes, maybe more if the ýsa is there' },
    ],
  },
  // Gemini 2.5 Flash: his own name with a role as a bold speaker label on the message.
  {
    name: 'set110: Gunnar labelled as skipper before his answer',
    ...crew,
    answer: `# «send»
**Gunnar (skipper):** We go tomorrow. Be at the boat 03:45, coffee is on me`,
    expect: [{ type: 'send', text: 'We go tomorrow. Be at the boat 03:45, coffee is on me', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: the recap Achieng asked for, under a label she would type, then stores news.
  {
    name: "set110: Wanjiru passes on what matron said, then Mercy's gloves",
    ...ward,
    answer: `# «send»
Matron said:
- December rota comes out Friday
- Swaps only through her office, not WhatsApp 🙄
- Faith, she knows about the ruracio, Brian covers your Saturday

# «send» 4003
Mercy I told stores, size M gloves come Monday`,
    expect: [
      {
        type: 'send',
        text: 'Matron said:\n- December rota comes out Friday\n- Swaps only through her office, not WhatsApp 🙄\n- Faith, she knows about the ruracio, Brian covers your Saturday',
        replyTo: 4005,
      },
      { type: 'send', text: 'Mercy I told stores, size M gloves come Monday', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: its reading of the group as an opening paragraph, and a tone note to close (two slips).
  {
    name: 'set110: Wanjiru between a reading of the ward and a note on her tone',
    ...ward,
    answer: `# «send»
Everyone here is anxious about Saturday cover; Achieng is really asking on Faith's behalf.

Rota is out Friday. Faith, Brian is covering your Saturday, matron already agreed 👍

(Warm and reassuring, but brief, since they are all on shift.)`,
    expect: [
      {
        type: 'send',
        text: 'Rota is out Friday. Faith, Brian is covering your Saturday, matron already agreed 👍',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: news of how someone feels, passed on to the team.
  {
    name: 'set110: Wanjiru tells the team matron is low this week',
    ...ward,
    answer: `# «send»
Rota comes out Friday, no changes for this week

# «send»
Also matron is feeling a bit low since her mum went into hospital, so go easy on her with the swap requests 🙏`,
    expect: [
      { type: 'send', text: 'Rota comes out Friday, no changes for this week', replyTo: 4005 },
      {
        type: 'send',
        text: 'Also matron is feeling a bit low since her mum went into hospital, so go easy on her with the swap requests 🙏',
      },
    ],
  },
  // Gemini 2.5 Pro: a bare note on length and register after the message's full stop.
  {
    name: 'set110: Wanjiru with a bare register note after her full stop',
    ...ward,
    answer: `# «send»
Rota is out Friday, swaps through matron only. Short and practical, as suits a busy ward.`,
    expect: [{ type: 'send', text: 'Rota is out Friday, swaps through matron only.', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: Swahili and English, a sticker between, a reply to the older question.
  {
    name: 'set110: Wanjiru says yes to Naivasha with a sticker and answers the cake',
    ...njeri,
    answer: `# «send»
Eeh Saturday niko free! Naivasha here we come 🚐

# «sticker»
HeidiDuck
👋

# «send» 4003
The cake was my sister Wambui, she has started a small business. I'll send you her number`,
    expect: [
      { type: 'send', text: 'Eeh Saturday niko free! Naivasha here we come 🚐' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      {
        type: 'send',
        text: "The cake was my sister Wambui, she has started a small business. I'll send you her number",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: its order of answering as the first line of the first message.
  {
    name: 'set110: Wanjiru announces she answers the trip first, then the cake',
    ...njeri,
    answer: `# «send»
Answering the Naivasha question first, then the cake.
Saturday works! What time does the matatu leave?

# «send» 4003
The cake was my sister Wambui 😁 she takes orders now`,
    expect: [
      { type: 'send', text: 'Saturday works! What time does the matatu leave?' },
      { type: 'send', text: 'The cake was my sister Wambui 😁 she takes orders now', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: a tone key line heading the body.
  {
    name: 'set110: Wanjiru with a tone key line over her message',
    ...njeri,
    answer: `# «send»
tone: playful, tired
Saturday yes!! Nimechoka na Nairobi, I need the lake`,
    expect: [{ type: 'send', text: 'Saturday yes!! Nimechoka na Nairobi, I need the lake' }],
  },
  // Gemini 2.5 Pro: a tool call as a JSON line under the message.
  {
    name: 'set110: Wanjiru with a reminder tool call in JSON after her message',
    ...njeri,
    answer: `# «send»
Sawa, see you Saturday! Let's leave early before the traffic

{"tool": "set_reminder", "when": "Saturday 06:30", "text": "Naivasha trip with Njeri"}`,
    expect: [{ type: 'send', text: "Sawa, see you Saturday! Let's leave early before the traffic" }],
  },
  // Gemini 2.5 Pro: a reminder under a label she would type, then what she learned of Njeri.
  {
    name: 'set110: Wanjiru says yes with a typed Reminder line and keeps a note on Njeri',
    ...njeri,
    answer: `# «send»
Yes I'm free! Let's do it

# «send»
Reminder: bring your ID, the police checks at Mai Mahiu are serious these days

# «person» 12
Njeri (user 12): my friend from KMTC, coming to Naivasha with me on Saturday.`,
    expect: [
      { type: 'send', text: "Yes I'm free! Let's do it" },
      {
        type: 'send',
        text: 'Reminder: bring your ID, the police checks at Mai Mahiu are serious these days',
      },
      { type: 'person' },
    ],
  },
  // Gemini 2.5 Pro: a stage direction in stars as the message's last paragraph, in a group.
  {
    name: 'set110: Wanjiru sips her chai in stars after the rota news',
    ...ward,
    answer: `# «send»
Matron says the rota is out Friday and she wants all swaps in writing

*sips her chai and scrolls through the rota*`,
    expect: [
      {
        type: 'send',
        text: 'Matron says the rota is out Friday and she wants all swaps in writing',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a private note, a reaction to an older message, and the answer.
  {
    name: 'set110: Wanjiru thinks, reacts to the gloves and answers Achieng',
    ...ward,
    answer: `# «think»
Achieng asked me directly. Keep it short, it's a busy shift.

# «react» 4003
👍

# «send»
Matron says rota Friday. She also said no more swaps on WhatsApp, only through her office`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      {
        type: 'send',
        text: 'Matron says rota Friday. She also said no more swaps on WhatsApp, only through her office',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: Icelandic, then a whole message in brackets he would type as an aside.
  {
    name: 'set110: Gunnar answers in Icelandic and adds a bracketed aside about the pills',
    ...sigga,
    answer: `# «send»
Ég kem á sunnudaginn, elskan. Segðu Óla að afi komi

# «send»
(and no, I did not forget the pills, Mamma just didn't see me take them)`,
    expect: [
      { type: 'send', text: 'Ég kem á sunnudaginn, elskan. Segðu Óla að afi komi' },
      {
        type: 'send',
        text: "(and no, I did not forget the pills, Mamma just didn't see me take them)",
      },
    ],
  },
];
