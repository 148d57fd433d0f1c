/**
 * Set 108, Katrin in a Berlin Sunday ride group, in English and German (Gemini 2.5 Pro): the
 * route and meeting time, tyre banter, and a recap of the Usedom trip for Lena.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { rideFlat, rideRecap, rideSunday } from './answers-108-cast.js';

export const KATRIN_108: readonly CorpusEntry[] = [
  // Ordinary: three messages, each a reply to a different member by id.
  {
    name: 'set108: Katrin answers Mehmet, Chris and Sabine by id',
    ...rideSunday,
    answer: `# «send» 4005
Yes! Havel route via Wannsee and Potsdam, about 95 km. Meet 9:00 at Oberbaumbrücke, rolling 9:15

# «send» 4000
Chris, your brother is very welcome, gravel works fine on that route

# «send» 4003
And Sabine, I've loaded the GPX this time. Nobody gets lost 😤`,
    expect: [
      {
        type: 'send',
        text: 'Yes! Havel route via Wannsee and Potsdam, about 95 km. Meet 9:00 at Oberbaumbrücke, rolling 9:15',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Chris, your brother is very welcome, gravel works fine on that route',
        replyTo: 4000,
      },
      { type: 'send', text: "And Sabine, I've loaded the GPX this time. Nobody gets lost 😤", replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Pro: what the answer should achieve, as the first paragraph of the first message.
  {
    name: 'set108: Katrin gives the route under a goal paragraph',
    ...rideSunday,
    answer: `# «send» 4005
Goal: settle the route and the meeting time, and reassure Chris about the gravel bike.

Havel route, 95 km, 9:00 at Oberbaumbrücke 🚴‍♀️

# «send» 4000
Gravel bike is totally fine, bring him!`,
    expect: [
      { type: 'send', text: 'Havel route, 95 km, 9:00 at Oberbaumbrücke 🚴‍♀️', replyTo: 4005 },
      { type: 'send', text: 'Gravel bike is totally fine, bring him!', replyTo: 4000 },
    ],
  },
  // Ordinary: a label-like first word, then how Lena feels and what she will do, told to all.
  {
    name: "set108: Katrin gives the route and tells the group about Lena's knee",
    ...rideSunday,
    answer: `# «send»
Route: Havel, Wannsee, Potsdam. 9:00 Oberbaumbrücke

# «send»
Lena texted me, her knee still hurts so she'll take the S-Bahn to Potsdam and meet us for Kuchen 🍰`,
    expect: [
      { type: 'send', text: 'Route: Havel, Wannsee, Potsdam. 9:00 Oberbaumbrücke', replyTo: 4005 },
      {
        type: 'send',
        text: "Lena texted me, her knee still hurts so she'll take the S-Bahn to Potsdam and meet us for Kuchen 🍰",
      },
    ],
  },
  // Gemini 2.5 Pro: the transcript continued, a block in Mehmet's voice answering Katrin.
  {
    name: "set108: Katrin's answer followed by a block written as Mehmet",
    ...rideSunday,
    answer: `# «send» 4005
Havel route, 9:00 at the bridge. Don't be late Mehmet 😉

# «send»
Mehmet: Perfect, see you there! I'll bring the pump for Chris's brother`,
    expect: [
      { type: 'send', text: "Havel route, 9:00 at the bridge. Don't be late Mehmet 😉", replyTo: 4005 },
    ],
  },
  // Ordinary: a joke about the group, a made-up rule for everyone.
  {
    name: 'set108: Katrin makes up a group rule about flats',
    ...rideFlat,
    answer: `# «send»
Official Sonntagsrunde rule from now on: whoever gets the next flat buys the first round in Potsdam. Jonte, start saving 💸`,
    expect: [
      {
        type: 'send',
        text: 'Official Sonntagsrunde rule from now on: whoever gets the next flat buys the first round in Potsdam. Jonte, start saving 💸',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a reading of the member by pronoun and a tone order, after a dash on the line.
  {
    name: 'set108: Katrin joins the tubeless cult, then a reading after a dash',
    ...rideFlat,
    answer: `# «send»
Tubeless is a cult and I'm a happy member 🙋‍♀️ — he's clearly fishing for an argument, keep it playful.`,
    expect: [{ type: 'send', text: "Tubeless is a cult and I'm a happy member 🙋‍♀️", replyTo: 4005 }],
  },
  // Ordinary: the summary Lena asked for, as a dashed list.
  {
    name: 'set108: Katrin sums up the Usedom trip for Lena',
    ...rideRecap,
    answer: `# «send» 4005
Short version for Usedom:
- 14–16 June, train to Züssow Friday evening
- Jonte books the Ferienwohnung in Heringsdorf
- Two days riding, ~80 km each, back Sunday by train
- Paul & Chris still haven't agreed on tyres 🙄`,
    expect: [
      {
        type: 'send',
        text: "Short version for Usedom:\n- 14–16 June, train to Züssow Friday evening\n- Jonte books the Ferienwohnung in Heringsdorf\n- Two days riding, ~80 km each, back Sunday by train\n- Paul & Chris still haven't agreed on tyres 🙄",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of its own summary as the message's last paragraph.
  {
    name: 'set108: Katrin sums up in German, then appraises the summary',
    ...rideRecap,
    answer: `# «send» 4005
Kurz: 14.–16. Juni Usedom, Freitagabend mit dem Zug nach Züssow, Jonte bucht die Wohnung. Samstag und Sonntag je ~80 km.

That should cover everything Lena missed without overwhelming her.`,
    expect: [
      {
        type: 'send',
        text: 'Kurz: 14.–16. Juni Usedom, Freitagabend mit dem Zug nach Züssow, Jonte bucht die Wohnung. Samstag und Sonntag je ~80 km.',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: a numbered vote on the route, poll-like.
  {
    name: 'set108: Katrin puts two routes to a vote',
    ...rideSunday,
    answer: `# «send»
Haven't decided yet, so let's vote, reply with the number:
1. Havel loop via Wannsee and Potsdam, 95 km
2. Müggelsee and back, 70 km, flatter for Lena's knee
Start 9:00 Oberbaumbrücke either way`,
    expect: [
      {
        type: 'send',
        text: "Haven't decided yet, so let's vote, reply with the number:\n1. Havel loop via Wannsee and Potsdam, 95 km\n2. Müggelsee and back, 70 km, flatter for Lena's knee\nStart 9:00 Oberbaumbrücke either way",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro at the output limit: the second message cut mid-sentence.
  {
    name: 'set108: Katrin recaps, the second message cut off',
    ...rideRecap,
    answer: `# «send» 4005
Usedom: 14–16 June, train Friday evening, Jonte books the flat

# «send»
Also Paul said he'd bring the repair kit and the big pump, and we still need someone to check whether the ferry from`,
    truncated: true,
    expect: [
      { type: 'send', text: 'Usedom: 14–16 June, train Friday evening, Jonte books the flat', replyTo: 4005 },
    ],
    withheld: ['truncated'],
  },
];
