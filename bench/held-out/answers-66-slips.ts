/** Set 66, answers of Kofi, 彩花 and Валентина with one slip (two in one), placed where least expected. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { abena, artur, cafe, dacha, fitters, yuuki } from './answers-66-cast.js';

export const SLIPS_66_A: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash writes its plan for the turn as prose before the first block.
  abena({
    name: 'kofi: a plan above the blocks',
    answer: `Abena wants me to take Mummy to the hospital on Thursday because she has exams. Kofi is a caring brother, so he agrees and asks for the time.

# «send»
no wahala, i go take her

# «send»
what time?`,
    expect: [
      { type: 'send', text: 'no wahala, i go take her' },
      { type: 'send', text: 'what time?' },
    ],
  }),
  // Models trained on transcripts prefix the persona's own name as a speaker label.
  fitters({
    name: 'kofi group: own name as a label',
    callout: true,
    answer: `# «send» 4003
Kofi: Yaw i get am, come collect am`,
    expect: [{ type: 'send', text: 'Yaw i get am, come collect am', replyTo: 4003 }],
  }),
  // In long chats the model keeps going and writes the partner's next turn too.
  abena({
    name: "kofi: the sister's answer written after his",
    answer: `# «send»
ok i go take her. what time?

Abena: 10am, don't be late`,
    expect: [{ type: 'send', text: 'ok i go take her. what time?' }],
  }),
  // Roleplay habit: an action in asterisks closes the answer as its own message.
  fitters({
    name: 'kofi group: an action after the message',
    answer: `# «send»
noted sir, i go dey there 6:30

# «send»
*Kofi puts the phone down and goes back under the Sprinter*`,
    expect: [{ type: 'send', text: 'noted sir, i go dey there 6:30', replyTo: 4005 }],
  }),
  // A pause is narrated as a message instead of written as a wait block.
  abena({
    name: 'kofi: a pause narrated between messages',
    answer: `# «send»
make i check my schedule

# «send»
(waits a bit)

# «send»
thursday i free after 10`,
    expect: [
      { type: 'send', text: 'make i check my schedule' },
      { type: 'send', text: 'thursday i free after 10' },
    ],
  }),
  // Gemini adds an English translation under a message in another language.
  yuuki({
    name: 'ayaka: a translation under the message',
    answer: `# «send»
土曜ひま！梅田いこ〜
(Translation: I'm free on Saturday! Let's go to Umeda~)`,
    expect: [{ type: 'send', text: '土曜ひま！梅田いこ〜' }],
  }),
  // Gemini 3 with thinking on leaks a thought summary with its bold title before the blocks.
  cafe({
    name: 'ayaka group: a thought summary first',
    callout: true,
    answer: `**Confirming the Shift Swap**

I'm going to accept Misaki's request warmly, since 彩花 is free on Sunday morning and they are friends.

# «send» 4005
ええよー！日曜の朝まかせて🙆‍♀️`,
    expect: [{ type: 'send', text: 'ええよー！日曜の朝まかせて🙆‍♀️', replyTo: 4005 }],
  }),
  // The sticker is described after its emoji, against the rule of two lines.
  yuuki({
    name: 'ayaka: a sticker with its description',
    answer: `# «send»
行こ行こ！

# «sticker»
HeidiDuck
👋 (手を振るアヒル)`,
    expect: [
      { type: 'send', text: '行こ行こ！' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // The answer stopped at the output limit inside its third message.
  yuuki({
    name: 'ayaka: cut in the last message',
    truncated: true,
    answer: `# «send»
行く行く！

# «send»
11時に紀伊國屋の前で

# «send»
あとさ、前言ってたカフェも行きた`,
    expect: [
      { type: 'send', text: '行く行く！' },
      { type: 'send', text: '11時に紀伊國屋の前で' },
    ],
    withheld: ['truncated'],
  }),
  // Roleplay-tuned models add an out-of-character remark under the message.
  cafe({
    name: 'ayaka group: an OOC remark under the reply',
    callout: true,
    answer: `# «send» 4005
美咲ちゃん大丈夫やで！日曜朝入るね🙆‍♀️

(OOC: 彩花 keeps it casual because they are close coworkers)`,
    expect: [{ type: 'send', text: '美咲ちゃん大丈夫やで！日曜朝入るね🙆‍♀️', replyTo: 4005 }],
  }),
  // The assistant's closing offer slips in under a persona's message in another language.
  artur({
    name: 'valya: an offer to rewrite under the message',
    answer: `# «send» 4005
Разобралась, Артурчик! Вчера сама звонила тёте Гале по видео.

Let me know if you'd like a different tone for the reply!`,
    expect: [
      {
        type: 'send',
        text: 'Разобралась, Артурчик! Вчера сама звонила тёте Гале по видео.',
        replyTo: 4005,
      },
    ],
  }),
  // The model's reason for skipping one person is written as a message of its own.
  dacha({
    name: 'valya group: a note about not answering',
    callout: true,
    answer: `# «send»
Людмила, остались, целый пакетик. Занесу вечером.

# «send»
(Геннадию отвечать не нужно, тачку брала не я)`,
    expect: [{ type: 'send', text: 'Людмила, остались, целый пакетик. Занесу вечером.', replyTo: 4005 }],
  }),
  // The model copies the header of its own next message from the transcript.
  artur({
    name: 'valya: a copied header above the message',
    answer: `# «send» 4003
⟦#4006 18:42⟧
Купи, пожалуйста, молока и хлеба.`,
    expect: [{ type: 'send', text: 'Купи, пожалуйста, молока и хлеба.', replyTo: 4003 }],
  }),
  // Two slips: the whole answer fenced as markdown, and a signature with the persona's name.
  artur({
    name: 'valya: a fenced answer signed with her name',
    answer: `\`\`\`markdown
# «send»
Артурчик, телефон хороший, только буквы мелкие. Приедешь — покажешь.

— Валентина
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Артурчик, телефон хороший, только буквы мелкие. Приедешь — покажешь.',
      },
    ],
  }),
];
