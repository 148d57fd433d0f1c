/**
 * Set 53, slips (1): the transcript's rendering repeated in the answer — headers or their pieces,
 * annotation lines, the other person's message sent back, made-up turns, the same block twice —
 * in direct chats and groups.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { camille, katya, lukas, priya, valentina } from './answers-53-cast.js';

export const SLIPS_53: readonly CorpusEntry[] = [
  // Gemini opens a message with the header its own model turns carry in the history.
  priya({
    name: 'priya under a new header of her own',
    answer: `# «send»
⟦#4006 18:41⟧
Yes! Saturday 10am, I'll bring the chalk`,
    expect: [{ type: 'send', text: "Yes! Saturday 10am, I'll bring the chalk" }],
  }),
  // The header written without its brackets, as a chat log line, before the text on one line.
  priya({
    name: 'priya text after a bare log header',
    answer: `# «send»
#4006 Priya 18:41: Still on, 10am at the wall?`,
    expect: [{ type: 'send', text: 'Still on, 10am at the wall?' }],
  }),
  // Two slips: no blocks at all, the model writes the transcript on and makes up Tom's next turn.
  priya({
    name: 'priya writes the transcript on and makes up his turn',
    answer: `⟦#4006 Priya 18:41⟧
Yes!! 10am at the wall
⟦#4007 Tom 18:42⟧
perfect see you there`,
    expect: [{ type: 'send', text: 'Yes!! 10am at the wall' }],
  }),
  // The question answered is sent back whole before the answer, a habit of chat models.
  priya({
    name: 'priya sends his question back before answering',
    answer: `# «send»
And are we still on for the climbing wall on Saturday?

# «send»
Yes! 10am?`,
    expect: [{ type: 'send', text: 'Yes! 10am?' }],
  }),
  // The edit time of Tom's header copied under the message as if it were part of it.
  priya({
    name: 'priya message closed by an edit note',
    answer: `# «send» 4003
Hyperoptic-7F2A / lemon-parrot-42
(edited 18:44)`,
    expect: [{ type: 'send', text: 'Hyperoptic-7F2A / lemon-parrot-42', replyTo: 4003 }],
  }),
  // The reactions line that closes messages in the transcript, copied under the persona's own.
  priya({
    name: 'priya message closed by a reactions line',
    answer: `# «send»
Saturday yes 🧗‍♀️
⟦reactions: 👍 Tom⟧`,
    expect: [{ type: 'send', text: 'Saturday yes 🧗‍♀️' }],
  }),
  // The model's previous turn regurgitated as the first block: already sent, already answered.
  priya({
    name: 'priya repeats her last joke before answering',
    answer: `# «send»
Haha tell her the secret is just an obscene amount of cheese

# «send»
Saturday still on, 10?`,
    expect: [{ type: 'send', text: 'Saturday still on, 10?' }],
  }),
  // Two slips: the recent lines of the group copied above the blocks, then the same block twice.
  lukas({
    name: 'lukas copies the last lines then sends his confession twice',
    answer: `Selin: Und wer war es jetzt mit der Hafermilch? 😤
Ben: Ich nicht, ich trinke nur Kuhmilch 🐄

# «send»
Okay okay, ich war's 🙈 kauf heute neue

# «send»
Okay okay, ich war's 🙈 kauf heute neue`,
    expect: [{ type: 'send', text: "Okay okay, ich war's 🙈 kauf heute neue", replyTo: 4005 }],
    withheld: ['outside-blocks', 'duplicate'],
  }),
  // The poll's media sentence copied over the vote.
  lukas({
    name: 'lukas votes under the poll sentence',
    answer: `# «send» 4002
⟦the poll “Gemeinsames Essen am Sonntag?”⟧
Ja, bin dabei! Ich mach Nachtisch`,
    expect: [{ type: 'send', text: 'Ja, bin dabei! Ich mach Nachtisch', replyTo: 4002 }],
  }),
  // The poll restated as Telegram's card shows it, above the persona's own answer to it.
  lukas({
    name: 'lukas restates the poll card above his vote',
    answer: `# «send» 4002
📊 Gemeinsames Essen am Sonntag? — Ja / Nein / Vielleicht
Ja! Ich koche, Ben spült`,
    expect: [{ type: 'send', text: 'Ja! Ich koche, Ben spült', replyTo: 4002 }],
  }),
  // The turn part's list of new messages echoed as the message's first line.
  lukas({
    name: 'lukas opens with the just arrived line',
    answer: `# «send»
Just arrived: #4005 Selin
Ich war's, sorry 🙈 ersetze ich heute`,
    expect: [{ type: 'send', text: "Ich war's, sorry 🙈 ersetze ich heute", replyTo: 4005 }],
  }),
  // The same block twice in a row, a repetition loop.
  lukas({
    name: 'lukas same block twice',
    answer: `# «send» 4005
Sorry, ich war's. Kaufe heute neue 🙈

# «send» 4005
Sorry, ich war's. Kaufe heute neue 🙈`,
    expect: [{ type: 'send', text: "Sorry, ich war's. Kaufe heute neue 🙈", replyTo: 4005 }],
    withheld: ['duplicate'],
  }),
  // The persona's own name and time written as a log line's speaker.
  lukas({
    name: 'lukas as a log speaker with a time',
    answer: `# «send»
Lukas (18:40): Ich war's. Asche auf mein Haupt 🙈`,
    expect: [{ type: 'send', text: "Ich war's. Asche auf mein Haupt 🙈", replyTo: 4005 }],
  }),
  // The persona's name and time put on the heading line as the transcript names a sender.
  lukas({
    name: 'lukas heading carries his name and time',
    answer: `# «send» Lukas 18:40
Schuldig 🙋‍♂️ neue Hafermilch steht ab heute Abend im Kühlschrank`,
    expect: [
      {
        type: 'send',
        text: 'Schuldig 🙋‍♂️ neue Hafermilch steht ab heute Abend im Kühlschrank',
        replyTo: 4005,
      },
    ],
  }),
  // The copy Diego asked for, with his message first copied under his name and id.
  valentina({
    name: 'valentina copies the oath under his labelled line',
    answer: `# «send»
Diego (4005): Yo, Valentina, prometo devolver el táper de mamá esta semana
Yo, Valentina, prometo devolver el táper de mamá esta semana 🙄`,
    expect: [{ type: 'send', text: 'Yo, Valentina, prometo devolver el táper de mamá esta semana 🙄' }],
  }),
  // The location's media sentence copied above the answer.
  valentina({
    name: 'valentina under the location sentence',
    answer: `# «send» 3999
⟦the location “Parque Los Andes”⟧
¿A qué hora? ¿13?`,
    expect: [{ type: 'send', text: '¿A qué hora? ¿13?', replyTo: 3999 }],
  }),
  // A made-up next turn for Diego after her message, in the log's shape.
  valentina({
    name: 'valentina message then a turn made up for diego',
    answer: `# «send»
Ni en pedo copio eso 😂 el domingo se lo llevo y listo

#4006 Diego: jajaja dale`,
    expect: [{ type: 'send', text: 'Ni en pedo copio eso 😂 el domingo se lo llevo y listo' }],
  }),
  // Two slips: the forward annotation and Dima's forecast pasted back into the group, then the answer.
  katya({
    name: 'katya pastes the forward with its annotation before the time',
    answer: `# «send»
⟦forwarded from the channel “Погода Карелии”⟧
Прогноз на субботу: +4, без осадков, ветер северный 5 м/с

# «send»
7:42 с Финляндского, у касс в 7:20!`,
    expect: [{ type: 'send', text: '7:42 с Финляндского, у касс в 7:20!', replyTo: 4005 }],
  }),
  // Asked to send the time again, the model copies her own message with its transcript header.
  katya({
    name: 'katya resends her message under its old header',
    answer: `# «send» 4005
⟦#3993 Thu 2026-11-26 21:10⟧
Электричка с Финляндского в 7:42, встречаемся у касс в 7:20`,
    expect: [
      { type: 'send', text: 'Электричка с Финляндского в 7:42, встречаемся у касс в 7:20', replyTo: 4005 },
    ],
  }),
  // Olya's request copied under her name before the answer.
  katya({
    name: 'katya copies olya request under her name',
    answer: `# «send»
Оля: Катя, скинь ещё раз время электрички плиз, не могу найти
Лови: 7:42 с Финляндского, у касс в 7:20 🚆`,
    expect: [{ type: 'send', text: 'Лови: 7:42 с Финляндского, у касс в 7:20 🚆', replyTo: 4005 }],
  }),
  // The thread annotation copied under the message.
  katya({
    name: 'katya message closed by a thread line',
    answer: `# «send»
В 7:42! У касс в 7:20
⟦earlier in the thread: your #3993⟧`,
    expect: [{ type: 'send', text: 'В 7:42! У касс в 7:20', replyTo: 4005 }],
  }),
  // Her own earlier message copied with its header under the new one.
  katya({
    name: 'katya message then her own older line with its header',
    answer: `# «send»
7:42, у касс в 7:20 ✌️
⟦#4000 Катя⟧ Я возьму аптечку и карту`,
    expect: [{ type: 'send', text: '7:42, у касс в 7:20 ✌️', replyTo: 4005 }],
  }),
  // The photo described in brackets, as the model was shown it, before her words.
  camille({
    name: 'camille opens with a photo description in brackets',
    answer: `# «send» 4003
[Photo : la barrière toute neuve, peinte en vert]
Trop belle ! Bravo papa

# «send»
Et oui je viens dimanche 😘`,
    expect: [
      { type: 'send', text: 'Trop belle ! Bravo papa', replyTo: 4003 },
      { type: 'send', text: 'Et oui je viens dimanche 😘' },
    ],
  }),
];
