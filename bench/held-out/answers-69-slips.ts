/**
 * Set 69's slips, first half: Teodora, Bongani, Hinata, Aurélien and Rosalind. Each entry's
 * comment names the model behaviour it stands for; some answers hold two slips.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aurelien, bongani, bonganiAside, hinata, rosalind, teodora } from './answers-69-cast.js';

export const SLIPS_69: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash opens with a line to its user in English before a Bulgarian block.
  teodora({
    name: 'teodora: an English preface before the block',
    answer: `Sure! Here is Teodora's reply, warm and sisterly:

# «send»
От 20-ти съм в отпуска, ще ти донеса две бучки сирене 😄`,
    expect: [{ type: 'send', text: 'От 20-ти съм в отпуска, ще ти донеса две бучки сирене 😄' }],
  }),
  // Chat models copy a transcript role label, here the persona's name in Latin letters.
  teodora({
    name: 'teodora: her name in Latin letters as a label',
    answer: `# «send»
Teodora: Да бе, от 20-ти съм свободна. Сиренето го мисли мама, не аз 😅`,
    expect: [{ type: 'send', text: 'Да бе, от 20-ти съм свободна. Сиренето го мисли мама, не аз 😅' }],
  }),
  // Models explain a vague answer to whoever runs them, in the chat's language, after the message.
  teodora({
    name: 'teodora: a bracketed note about the persona card after the message',
    answer: `# «send»
Абе не съм сигурна още, шефката не ми е подписала молбата 🙄 Ще ти кажа до петък

(Бележка: в описанието на Теодора няма нищо за работата ѝ, затова оставих отговора неясен.)`,
    expect: [
      {
        type: 'send',
        text: 'Абе не съм сигурна още, шефката не ми е подписала молбата 🙄 Ще ти кажа до петък',
      },
    ],
  }),
  // The answer hit the output limit in its second block.
  teodora({
    name: 'teodora: second message cut at the output limit',
    truncated: true,
    answer: `# «send»
Да, от 20-ти!

# «send»
А за Коледа мисля да дойда с влака, защото колата на Мирослав пак е в сервиза и няма как да`,
    expect: [{ type: 'send', text: 'Да, от 20-ти!' }],
    withheld: ['truncated'],
  }),
  // In a group where nothing was asked, Gemini narrates the persona keeping out of it.
  bonganiAside({
    name: 'bongani: narrated restraint in italics and brackets',
    answer: `# «send»
_(Bongani leaves the two of them to sort out the money)_`,
    expect: [],
  }),
  // A private note, then a bracketed instruction to pass the turn written as a message.
  bonganiAside({
    name: 'bongani: a think block, then a bracketed skip as a message',
    answer: `# «think»
This is between Thabo and Kagiso, nobody asked me anything.

# «send»
[skip this turn]`,
    expect: [],
  }),
  // The model starts its message with the header the transcript gives messages.
  bongani({
    name: 'bongani: the next transcript header copied before the text',
    callout: true,
    answer: `# «send»
⟦#4006 Bongani⟧ Ja I've got the ball, chill`,
    expect: [{ type: 'send', text: "Ja I've got the ball, chill", replyTo: 4005 }],
  }),
  // Gemini repeats a block word for word.
  bongani({
    name: 'bongani: the same message twice',
    callout: true,
    answer: `# «send»
Bibs are with Thabo, I'm telling you. Ball I'll bring

# «send»
Bibs are with Thabo, I'm telling you. Ball I'll bring`,
    expect: [{ type: 'send', text: "Bibs are with Thabo, I'm telling you. Ball I'll bring", replyTo: 4005 }],
    withheld: ['duplicate'],
  }),
  // Gemini 3 with thinking lets a paragraph of its plan into the body, in English.
  hinata({
    name: 'hinata: an English planning paragraph above the Japanese message',
    answer: `# «send»
Mio is proposing 10:30 at the café by the station. Hinata is a morning person, so she should agree happily and keep it short.

10時半おっけー！楽しみ☕️`,
    expect: [{ type: 'send', text: '10時半おっけー！楽しみ☕️' }],
  }),
  // A sticker written the way a chat shows one, in brackets with a label, instead of two lines.
  hinata({
    name: 'hinata: a sticker written as a bracketed description',
    answer: `# «send»
りょ！

# «sticker»
[sticker: 👋 HeidiDuck]`,
    expect: [
      { type: 'send', text: 'りょ！' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // Under an OpenAI-compatible endpoint with JSON mode on, a model answers in its own JSON shape.
  hinata({
    name: 'hinata: a fenced JSON object of messages instead of blocks',
    answer: `\`\`\`json
{"response": {"messages": [{"text": "10時半ね！遅れないでよ〜笑"}, {"text": "パンケーキ予約しとく？"}]}}
\`\`\``,
    expect: [
      { type: 'send', text: '10時半ね！遅れないでよ〜笑' },
      { type: 'send', text: 'パンケーキ予約しとく？' },
    ],
  }),
  // A message block whose body is only a zero-width space, beside a reaction.
  hinata({
    name: 'hinata: a reaction and an invisible message',
    answer: `# «react»
👍

# «send»
\u200B`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
    withheld: ['invisible'],
  }),
  // A heading with spaces inside the guillemets.
  aurelien({
    name: 'aurélien: spaces inside the heading’s guillemets',
    callout: true,
    answer: `# « send »
Je conduis, rendez-vous 8h devant la boulangerie de Yanis 🥐`,
    expect: [
      { type: 'send', text: 'Je conduis, rendez-vous 8h devant la boulangerie de Yanis 🥐', replyTo: 4005 },
    ],
  }),
  // Gemini announces its next block in English between two French ones.
  aurelien({
    name: 'aurélien: a line announcing the next message between blocks',
    callout: true,
    answer: `# «send»
Je conduis oui ! On part à 8h

Now a second message offering Yanis the seat:

# «send»
Yanis il te reste une place, je passe te prendre`,
    expect: [
      { type: 'send', text: 'Je conduis oui ! On part à 8h', replyTo: 4005 },
      { type: 'send', text: 'Yanis il te reste une place, je passe te prendre' },
    ],
  }),
  // A roleplay stage direction naming the persona, on its own line, where actions are off.
  aurelien({
    name: 'aurélien: a bracketed stage direction above the forecast',
    callout: true,
    actions: 'never',
    answer: `# «send»
(Aurélien vérifie l'appli météo)
Grand soleil samedi ☀️ départ 8h`,
    expect: [{ type: 'send', text: 'Grand soleil samedi ☀️ départ 8h', replyTo: 4005 }],
  }),
  // Gemini's thought summary (a bold title and a first-person paragraph) left above the blocks.
  aurelien({
    name: 'aurélien: a thought summary above the block',
    callout: true,
    answer: `**Confirming the Carpool**

I'm confirming that Aurélien is still driving and settling on a departure time that works for everyone in the group.

# «send»
Je conduis, rdv 8h au parking de la gare 👍`,
    expect: [{ type: 'send', text: 'Je conduis, rdv 8h au parking de la gare 👍', replyTo: 4005 }],
  }),
  // The model quotes the message it answers under its sender's label, then answers.
  rosalind({
    name: 'rosalind: Dev’s message repeated under his name above the answer',
    callout: true,
    answer: `# «send»
Dev: Rosalind, could you pick next month’s book? You always choose well

Go on then. Klara and the Sun — we can't leave Ishiguro just yet.`,
    expect: [
      {
        type: 'send',
        text: "Go on then. Klara and the Sun — we can't leave Ishiguro just yet.",
        replyTo: 4005,
      },
    ],
  }),
  // The assistant's closing question to its user about the persona's voice.
  rosalind({
    name: 'rosalind: a question to the user about her voice after the message',
    callout: true,
    answer: `# «send»
I'd love to. Let's do Small Things Like These — short enough for everyone before Christmas.

Want me to make her sound a bit more bookish, or is this about right?`,
    expect: [
      {
        type: 'send',
        text: "I'd love to. Let's do Small Things Like These — short enough for everyone before Christmas.",
        replyTo: 4005,
      },
    ],
  }),
  // A label with an addressee in brackets, under a heading that already replies by id.
  rosalind({
    name: 'rosalind: her name and an addressee as a label',
    callout: true,
    answer: `# «send» 4003
Rosalind (to Margaret): Yes, the 14th at 7. I've booked the back room again.`,
    expect: [{ type: 'send', text: "Yes, the 14th at 7. I've booked the back room again.", replyTo: 4003 }],
  }),
  // Two slips: a block of a kind nobody defined holding analysis, and a note to the operator.
  rosalind({
    name: 'rosalind: an analysis block and a note for the operator',
    callout: true,
    answer: `# «analysis»
Dev wants a recommendation. Rosalind is a retired librarian, so one confident pick with a reason fits her.

# «send»
The Blue Flower, Penelope Fitzgerald. Trust me on this one 📚

Note for the operator: I don't know whether the club has read Fitzgerald before — worth adding to her notes.`,
    expect: [
      { type: 'send', text: 'The Blue Flower, Penelope Fitzgerald. Trust me on this one 📚', replyTo: 4005 },
    ],
  }),
];
