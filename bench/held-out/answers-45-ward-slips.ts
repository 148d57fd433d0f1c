/**
 * Set 45, the ward's slips: what chat and agent models were seen to add around, inside and
 * instead of Nessa's messages (Gemini, Claude, GPT, Llama and Mistral agents, Qwen), written
 * anew, some with two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { vanessa, WARD_MILK, WARD_SICK, ward } from './answers-45-cast.js';

export const WARD_SLIPS: readonly CorpusEntry[] = [
  // Claude announces what it is about to do before the first block.
  ward({
    name: 'ward slip: a sentence announcing the reply before the block',
    callout: true,
    answer:
      "I'll respond to Siobhán confirming the Thursday shift.\n\n# «send»\nYes! Still on for Thursday 👍\n",
    expect: [{ type: 'send', text: 'Yes! Still on for Thursday 👍', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // A ReAct agent's trace (LangChain prompts on Llama and Mistral): thought, action, its input.
  ward({
    name: 'ward slip: a ReAct trace with the message as the action input',
    callout: true,
    answer:
      'Thought: Siobhán needs a yes or no before Mags locks the rota. I am still free Thursday.\nAction: send_message\nAction Input: {"text": "Yes still on for Thursday, tell Mags 👍"}\n',
    expect: [{ type: 'send', text: 'Yes still on for Thursday, tell Mags 👍', replyTo: 4005 }],
  }),
  ward({
    name: 'ward slip: silence narrated in brackets naming the persona',
    others: WARD_MILK,
    answer: '(Nessa lets the others sort out the milk drama)\n',
    expect: [],
  }),
  ward({
    name: 'ward slip: a self-closing silence tag',
    others: WARD_MILK,
    answer: '<silent/>\n',
    expect: [],
  }),
  // Reasoning opened by a thought bubble, the whole answer, when nothing is hers.
  ward({
    name: 'ward slip: a thought-bubble line as the whole answer',
    others: WARD_MILK,
    answer: '💭 Shiv is fuming about the milk again, nothing for me here\n',
    expect: [],
  }),
  // A mail app's line under the message, without "my".
  ward({
    name: 'ward slip: an Outlook device line under the message',
    callout: true,
    answer: '# «send»\nStill on for Thursday, put me down x\n\nSent from Outlook for Android\n',
    expect: [{ type: 'send', text: 'Still on for Thursday, put me down x', replyTo: 4005 }],
  }),
  // Shiv's own message sent back as a block of its own, then the real answer.
  ward({
    name: "ward slip: Shiv's rant sent back as its own block",
    others: WARD_MILK,
    answer:
      "# «send»\nok who finished the milk AGAIN, there was a full carton at 7 😤\n\n# «send»\nwasn't me, I'm a black coffee woman now\n",
    expect: [{ type: 'send', text: "wasn't me, I'm a black coffee woman now", replyTo: 4005 }],
    withheld: ['echo'],
  }),
  ward({
    name: "ward slip: Shiv's message in the original log's form above the answer",
    answer:
      '# «send» 4003\n[4003] (Shiv): whoever finished the milk in the staff room I know where you live 🥛\nnot me, I swear on the rota\n',
    expect: [{ type: 'send', text: 'not me, I swear on the rota', replyTo: 4003 }],
  }),
  // MAX_TOKENS fell in the heading of a third block: the two before it are whole.
  ward({
    name: 'ward slip: MAX_TOKENS cuts a third heading mid-name',
    callout: true,
    truncated: true,
    answer: "# «react» 4003\n🤣\n\n# «send»\nThursday's grand, count me in\n\n# «sen",
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      { type: 'send', text: "Thursday's grand, count me in", replyTo: 4005 },
    ],
  }),
  // Gemini's tool_code fence with a call named for replying.
  ward({
    name: 'ward slip: a tool_code reply call',
    callout: true,
    answer:
      '```tool_code\nprint(default_api.reply(message_id=4005, text="Thursday\'s mine Siobhán, tell Mags 👍"))\n```\n',
    expect: [{ type: 'send', text: "Thursday's mine Siobhán, tell Mags 👍", replyTo: 4005 }],
  }),
  ward({
    name: 'ward slip: a reply element with attributes around the body',
    callout: true,
    answer: '# «send»\n<reply for="Siobhán" tone="warm">Yes, the Thursday long day is mine 👍</reply>\n',
    expect: [{ type: 'send', text: 'Yes, the Thursday long day is mine 👍', replyTo: 4005 }],
  }),
  // Key lines: who it is for, then the message under `text:`.
  ward({
    name: 'ward slip: recipient and text key lines',
    callout: true,
    answer: "# «send»\nrecipient: Siobhán\ntext: Thursday's mine, no bother\n",
    expect: [{ type: 'send', text: "Thursday's mine, no bother", replyTo: 4005 }],
  }),
  ward({
    name: 'ward slip: an offer of a less passive-aggressive version',
    others: WARD_MILK,
    answer:
      "# «send»\nwhoever it was, there's a Tesco 3 min away 🙃\n\nWant a version that sounds less passive-aggressive?\n",
    expect: [{ type: 'send', text: "whoever it was, there's a Tesco 3 min away 🙃", replyTo: 4005 }],
  }),
  ward({
    name: 'ward slip: a closing paragraph on what the persona would say',
    callout: true,
    answer:
      "# «send»\nAh go on, Thursday's mine. Mags can lock it 🔒\n\nNessa would definitely say yes here, she owes Siobhán from October.\n",
    expect: [{ type: 'send', text: "Ah go on, Thursday's mine. Mags can lock it 🔒", replyTo: 4005 }],
  }),
  ward({
    name: 'ward slip: a checklist of the turn under the message',
    callout: true,
    answer: '# «send»\nYes Thursday, all good 👍\n\n✔ confirmed the shift\n✔ kept it short\n',
    expect: [{ type: 'send', text: 'Yes Thursday, all good 👍', replyTo: 4005 }],
  }),
  // Actions default to direct chats only: the salute goes, the words stay.
  ward({
    name: 'ward slip: a salute as an action where actions are for direct chats',
    others: WARD_SICK,
    callout: true,
    answer: '# «send»\n*salutes* On it Mags. Agnes, go to bed and drink something hot\n',
    expect: [{ type: 'send', text: 'On it Mags. Agnes, go to bed and drink something hot', replyTo: 4005 }],
  }),
  // A list of message objects keyed `body`, as some API-style answers write them.
  ward({
    name: 'ward slip: a messages list of objects with body keys',
    callout: true,
    answer:
      '{"messages": [{"body": "Thursday\'s mine 👍"}, {"body": "and Shiv it wasn\'t me, I\'ve witnesses"}]}\n',
    expect: [
      { type: 'send', text: "Thursday's mine 👍", replyTo: 4005 },
      { type: 'send', text: "and Shiv it wasn't me, I've witnesses" },
    ],
  }),
  // Two slips: a lead-in naming the persona's reply, and initials signing the message.
  ward({
    name: "ward slip: a lead-in for Nessa's reply and initials under it",
    callout: true,
    answer: "Here's Nessa's reply to Siobhán:\n\n# «send»\nYeah Thursday's grand, put me down\n— N.\n",
    expect: [{ type: 'send', text: "Yeah Thursday's grand, put me down", replyTo: 4005 }],
  }),
  // Two slips: a wrapped thinking label with a dash, and a translation closing the line.
  vanessa({
    name: 'vanessa slip: a thinking aside and a translation of the Taglish word',
    answer:
      '# «send»\n_(thinking — Van wrote in Taglish, throw in a word of it)_\nSige! Outside yours at 7.10 🚗 (Translation: Okay! Outside yours at 7.10)\n',
    expect: [{ type: 'send', text: 'Sige! Outside yours at 7.10 🚗' }],
  }),
  ward({
    name: 'ward slip: MAX_TOKENS inside a JSON task list',
    callout: true,
    truncated: true,
    answer:
      '[{"type": "send", "text": "Thursday\'s mine 👍"}, {"type": "send", "text": "Shiv it wasn\'t me, check Ra',
    expect: [{ type: 'send', text: "Thursday's mine 👍", replyTo: 4005 }],
  }),
  // Set and emoji joined by a chevron, on one line, with a reply id on the heading.
  ward({
    name: 'ward slip: a sticker written set » emoji',
    others: WARD_SICK,
    callout: true,
    answer: '# «sticker» 4005\nHeidiDuck » 😴\n',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴', replyTo: 4005 }],
  }),
  // Her next message written as the transcript writes one: a new number, and a sticker as the
  // history describes one.
  ward({
    name: "ward slip: a sticker in the history's words under a new header of hers",
    answer:
      "# «send» 4003\nShiv I'm dying 😂\n⟦#4006 Nessa 23:14⟧ ⟦the sticker `😂` from the sticker set `HeidiDuck`⟧\n",
    expect: [
      { type: 'send', text: "Shiv I'm dying 😂", replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  ward({
    name: 'ward slip: an eye-roll action at the end of a line in a group',
    others: WARD_MILK,
    answer: "# «send»\nhonestly it's every week *rolls eyes*\n",
    expect: [{ type: 'send', text: "honestly it's every week", replyTo: 4005 }],
  }),
  ward({
    name: "ward slip: an author's note after the message",
    others: WARD_SICK,
    callout: true,
    answer:
      "# «send»\nYeah go on, I'll cover. Agnes feel better x\n\n[Author's note: keeping her grumpy after three nights]\n",
    expect: [{ type: 'send', text: "Yeah go on, I'll cover. Agnes feel better x", replyTo: 4005 }],
  }),
  // Llama 3 runs past its end-of-turn token into a turn it writes for the other side.
  ward({
    name: 'ward slip: text after an end-of-turn token',
    callout: true,
    answer:
      "# «send»\nThursday's mine!<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nthanks Ness you're a star\n",
    expect: [{ type: 'send', text: "Thursday's mine!", replyTo: 4005 }],
  }),
  vanessa({
    name: "vanessa slip: the persona's label in lower case",
    answer: '# «send»\nnessa: yes obviously, 7.10 outside yours\n',
    expect: [{ type: 'send', text: 'yes obviously, 7.10 outside yours' }],
  }),
  // Silence in a private note, then a remark outside any block.
  ward({
    name: 'ward slip: a private note, then "(no message sent)" outside it',
    others: WARD_MILK,
    answer: '# «think»\nMilk drama, not my business.\n\n(no message sent)\n',
    expect: [],
  }),
  // `always` allows actions in groups only when the turn calls on the persona.
  ward({
    name: 'ward slip: a shrug alone, actions always, not called on',
    others: WARD_MILK,
    actions: 'always',
    answer: '*shrugs*\n',
    expect: [],
  }),
];
