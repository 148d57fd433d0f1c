/** Set 60, part C: Priya on GPT-4o, 4.1 and 5, Margot on Mistral. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MARGOT, PRIYA } from './answers-60-cast.js';

export const SET_60_C: readonly CorpusEntry[] = [
  // GPT-4o's cheerful lead-in naming the persona's reply before the blocks.
  {
    name: 'set60 priya gpt4o sure here is',
    ...PRIYA,
    answer: `Sure! Here's a reply from Priya:

# «send» 4005
Obviously!! I've been revising capital cities all week`,
    expect: [{ type: 'send', text: "Obviously!! I've been revising capital cities all week", replyTo: 4005 }],
  },
  {
    name: 'set60 priya team name in brackets',
    ...PRIYA,
    answer: `# «send» 4005
Yes!! Thursday 7:30, the Fox & Hound. I've already got a team name (it's terrible, you'll love it)`,
    expect: [
      {
        type: 'send',
        text: "Yes!! Thursday 7:30, the Fox & Hound. I've already got a team name (it's terrible, you'll love it)",
        replyTo: 4005,
      },
    ],
  },
  // GPT-4o closes with an offer to redo the message in another tone.
  {
    name: 'set60 priya closing tone offer',
    ...PRIYA,
    answer: `# «send» 4005
Course we are, I'm not letting Dave's team win again

Let me know if you'd like the reply to sound more casual!`,
    expect: [{ type: 'send', text: "Course we are, I'm not letting Dave's team win again", replyTo: 4005 }],
  },
  {
    name: 'set60 priya the dal recipe for mum',
    ...PRIYA,
    answer: `# «send» 4003
Tell her:
- 1 cup toor dal, rinsed till the water runs clear
- turmeric and salt, boil till it's mush
- tadka: ghee, cumin, garlic, 2 dried chillies

And no skimping on the ghee!

# «send» 4005
And yes, quiz is ON`,
    expect: [
      {
        type: 'send',
        text: "Tell her:\n- 1 cup toor dal, rinsed till the water runs clear\n- turmeric and salt, boil till it's mush\n- tadka: ghee, cumin, garlic, 2 dried chillies\n\nAnd no skimping on the ghee!",
        replyTo: 4003,
      },
      { type: 'send', text: 'And yes, quiz is ON', replyTo: 4005 },
    ],
  },
  // GPT-4.1 puts the whole message in quotation marks.
  {
    name: 'set60 priya whole message in quotes',
    ...PRIYA,
    answer: `# «send» 4005
"Yes! Thursday is still on, I'll bring pens this time 🙌"`,
    expect: [
      { type: 'send', text: "Yes! Thursday is still on, I'll bring pens this time 🙌", replyTo: 4005 },
    ],
  },
  // GPT-5 adds a checklist of what the turn covered under the message.
  {
    name: 'set60 priya checklist of the turn',
    ...PRIYA,
    answer: `# «send» 4005
Yep! See you there at half 7

✅ Confirmed the quiz
✅ Kept it brief and in character`,
    expect: [{ type: 'send', text: 'Yep! See you there at half 7', replyTo: 4005 }],
  },
  {
    name: 'set60 priya laughs at mum and confirms',
    ...PRIYA,
    answer: `# «react» 4003
🤣

# «send» 4005
Yes! Tell your mum she can have the recipe if she comes to the quiz 😂`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      {
        type: 'send',
        text: 'Yes! Tell your mum she can have the recipe if she comes to the quiz 😂',
        replyTo: 4005,
      },
    ],
  },
  // Two slips: a lead-in over the blocks and an explanation after a rule at the body's end.
  {
    name: 'set60 priya lead-in and why it works',
    ...PRIYA,
    answer: `Here's a natural reply:

# «send» 4005
Wouldn't miss it. Loser buys chips after?

---
**Why this works:** It confirms the plan warmly and adds a playful challenge.`,
    expect: [{ type: 'send', text: "Wouldn't miss it. Loser buys chips after?", replyTo: 4005 }],
  },
  {
    name: 'set60 priya capitals and an emoticon',
    ...PRIYA,
    answer: `# «send» 4005
THURSDAY. Obviously. We are defending our title :D`,
    expect: [{ type: 'send', text: 'THURSDAY. Obviously. We are defending our title :D', replyTo: 4005 }],
  },
  // GPT-4o drifts to JSON in a fence, as in a structured-output mode.
  {
    name: 'set60 priya json tasks in a fence',
    ...PRIYA,
    answer: `\`\`\`json
[
  {"type": "send", "text": "Yes, still on! Want to grab food before?", "reply_to": 4005}
]
\`\`\``,
    expect: [{ type: 'send', text: 'Yes, still on! Want to grab food before?', replyTo: 4005 }],
  },
  // GPT-4o titles the body with a Markdown heading naming the reply.
  {
    name: 'set60 priya markdown heading over the body',
    ...PRIYA,
    answer: `# «send» 4005
### Reply to Tom
Yes! Meet at mine at 7 and we'll walk over together?`,
    expect: [{ type: 'send', text: "Yes! Meet at mine at 7 and we'll walk over together?", replyTo: 4005 }],
  },
  {
    name: 'set60 priya sign-off on a long message',
    ...PRIYA,
    answer: `# «send» 4005
Yes! And while I've got you: the Whitby place has no kettle apparently?? So I'm bringing ours. You're on snacks and the playlist. Don't be late Thursday.

Love you, bye x`,
    expect: [
      {
        type: 'send',
        text: "Yes! And while I've got you: the Whitby place has no kettle apparently?? So I'm bringing ours. You're on snacks and the playlist. Don't be late Thursday.\n\nLove you, bye x",
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set60 priya answers and notes the quiz',
    ...PRIYA,
    answer: `# «think»
Quiz is Thursday, I said yes last week.

# «send» 4005
Yes of course, 7:30!

# «note»
Pub quiz with Tom on Thursday 7:30 at the Fox & Hound.`,
    expect: [{ type: 'send', text: 'Yes of course, 7:30!', replyTo: 4005 }, { type: 'note' }],
  },

  // Mistral's template goes on past the answer into a made-up instruction turn.
  {
    name: 'set60 margot mistral made-up inst turn',
    ...MARGOT,
    answer: `# «send» 4005
Oui oui, je te le ramène jeudi, promis
[INST] Sandrine: merci ma belle ! [/INST]`,
    expect: [{ type: 'send', text: 'Oui oui, je te le ramène jeudi, promis', replyTo: 4005 }],
  },
  {
    name: 'set60 margot book title in guillemets',
    ...MARGOT,
    answer: `# «send» 4005
Oui bien sûr, « Les Années » est sur ma table de chevet, je te le rends jeudi`,
    expect: [
      {
        type: 'send',
        text: 'Oui bien sûr, « Les Années » est sur ma table de chevet, je te le rends jeudi',
        replyTo: 4005,
      },
    ],
  },
  // Mistral prints its end-of-sequence token after the message.
  {
    name: 'set60 margot end of sequence token',
    ...MARGOT,
    answer: `# «send» 4005
Aïe, je l'ai prêté à ma sœur... je le récupère avant jeudi</s>`,
    expect: [
      { type: 'send', text: "Aïe, je l'ai prêté à ma sœur... je le récupère avant jeudi", replyTo: 4005 },
    ],
  },
  {
    name: 'set60 margot two messages with an aside',
    ...MARGOT,
    answer: `# «send» 4005
Bien sûr ! Je l'ai fini hier (j'ai pleuré dans le tram, c'était gênant)

# «send»
Je te le ramène jeudi avec la tarte`,
    expect: [
      {
        type: 'send',
        text: "Bien sûr ! Je l'ai fini hier (j'ai pleuré dans le tram, c'était gênant)",
        replyTo: 4005,
      },
      { type: 'send', text: 'Je te le ramène jeudi avec la tarte' },
    ],
  },
  // Mistral presents its answer in French before the blocks.
  {
    name: 'set60 margot french lead-in',
    ...MARGOT,
    answer: `Voici ma réponse :

# «send» 4005
Oui ! Rappelle-moi jeudi sinon je vais oublier 🙈`,
    expect: [{ type: 'send', text: 'Oui ! Rappelle-moi jeudi sinon je vais oublier 🙈', replyTo: 4005 }],
  },
  // Mistral Small labels the body with the persona's name, French spacing before the colon.
  {
    name: 'set60 margot name label with french spacing',
    ...MARGOT,
    answer: `# «send» 4005
Margot : Oui, je le mets dans mon sac tout de suite`,
    expect: [{ type: 'send', text: 'Oui, je le mets dans mon sac tout de suite', replyTo: 4005 }],
  },
  {
    name: 'set60 margot reacts and answers',
    ...MARGOT,
    answer: `# «react» 4003
👍

# «send» 4005
Ah oui pardon ! Je l'ai toujours, jeudi sans faute`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: "Ah oui pardon ! Je l'ai toujours, jeudi sans faute", replyTo: 4005 },
    ],
  },
  // Mistral ends with a note on the tone it kept.
  {
    name: 'set60 margot tone note',
    ...MARGOT,
    answer: `# «send» 4005
Évidemment, il est dans l'entrée, je l'oublierai pas

(Note : j'ai gardé un ton amical et décontracté.)`,
    expect: [{ type: 'send', text: "Évidemment, il est dans l'entrée, je l'oublierai pas", replyTo: 4005 }],
  },
  {
    name: 'set60 margot message then a wave',
    ...MARGOT,
    answer: `# «send» 4005
Oui ! À jeudi, 19h chez moi

# «sticker»
HeidiDuck :: 👋`,
    expect: [
      { type: 'send', text: 'Oui ! À jeudi, 19h chez moi', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Mistral drops the blocks and writes its answer under a French "answer" key.
  {
    name: 'set60 margot answer key without blocks',
    ...MARGOT,
    answer: `Réponse :
Oui je te le ramène jeudi, promis juré`,
    expect: [{ type: 'send', text: 'Oui je te le ramène jeudi, promis juré' }],
  },
];
