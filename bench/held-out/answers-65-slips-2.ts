/**
 * Set 65, slips (2/2): wrappers inside a body, echoes of the transcript and of the other
 * person's message, the same block twice, truncated and invisible answers, stickers written as
 * the history shows them, and answers with two slips, each above its entry with the behaviour
 * it stands for.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  aigerim,
  chiara,
  ewa,
  jensAsked,
  jensQuiet,
  lan,
  marisol,
  mehmetAsked,
  tundeAsked,
  yukiAsked,
} from './answers-65-cast.js';

export const SLIPS_65_B: readonly CorpusEntry[] = [
  // Models write a chat-log speaker label with the persona's name at the start of the body.
  chiara({
    name: 'chiara: her own name as a speaker label',
    answer: `# «send»
Chiara: porto io il vino, rosso che stasera fa freddo`,
    expect: [{ type: 'send', text: 'porto io il vino, rosso che stasera fa freddo' }],
    withheld: ['label'],
  }),
  // A signature line with the persona's name closing a group message.
  tundeAsked({
    name: 'tunde: a signature under his message',
    answer: `# «send»
Bisi na 08031234567, Mr Ifeanyi. E sabi work well well
— Tunde`,
    expect: [{ type: 'send', text: 'Bisi na 08031234567, Mr Ifeanyi. E sabi work well well', replyTo: 4005 }],
  }),
  // Key lines as a structured-output model writes them: the text and the reply id as fields.
  ewa({
    name: 'ewa: text and reply_to key lines',
    answer: `# «send»
text: Chyba dobrze poszło! Szczegóły wieczorem
reply_to: 4005`,
    expect: [{ type: 'send', text: 'Chyba dobrze poszło! Szczegóły wieczorem', replyTo: 4005 }],
  }),
  // A JSON body with key names of the model's own choosing (body and tone).
  chiara({
    name: 'chiara: a JSON body with body and tone keys',
    answer: `# «send»
{"body": "Ci penso io al vino, tu pensa alla cena", "tone": "affettuoso"}`,
    expect: [{ type: 'send', text: 'Ci penso io al vino, tu pensa alla cena' }],
  }),
  // A JSON body keyed in Turkish, as a model writes when told to keep the persona's language.
  mehmetAsked({
    name: 'mehmet: a JSON body keyed in Turkish',
    answer: `# «send»
{"mesaj": "Geliyorum abi, beni yazın", "ruh_hali": "neşeli"}`,
    expect: [{ type: 'send', text: 'Geliyorum abi, beni yazın', replyTo: 4005 }],
  }),
  // Gemini writes a tool call as code inside the block instead of the message.
  lan({
    name: 'lan: a tool call written as code in the body',
    answer: `# «send»
\`\`\`tool_code
print(default_api.send_message(chat_id=4005, text="Chị nhận rồi, mai chị gửi lại bản sửa nha"))
\`\`\``,
    expect: [{ type: 'send', text: 'Chị nhận rồi, mai chị gửi lại bản sửa nha' }],
  }),
  // The transcript's header of the answered message copied above the answer.
  aigerim({
    name: 'aigerim: the answered message echoed with its header',
    answer: `# «send»
⟦#4005 Дана⟧ Ты вообще живая? Третий день молчишь 😤
Живая, прости, аврал на работе`,
    expect: [{ type: 'send', text: 'Живая, прости, аврал на работе' }],
  }),
  // The other person's message repeated under their name before the answer.
  mehmetAsked({
    name: 'mehmet: Onur’s question echoed under his name',
    answer: `# «send»
Onur: Mehmet sen geliyor musun? Bir kişi eksik

Geliyorum abi, 20:45 gibi oradayım`,
    expect: [{ type: 'send', text: 'Geliyorum abi, 20:45 gibi oradayım', replyTo: 4005 }],
  }),
  // The other person's message sent back as a block of its own before the answer.
  chiara({
    name: 'chiara: Luca’s question as a block of its own',
    answer: `# «send»
Porti tu il vino o ci penso io?

# «send»
Porto io, tu pensa al sugo`,
    expect: [{ type: 'send', text: 'Porto io, tu pensa al sugo' }],
  }),
  // The same block written twice, as a looping sampler repeats itself.
  marisol({
    name: 'marisol: the same message twice',
    answer: `# «send»
¡nos vemos el sábado! 🍲

# «send»
¡nos vemos el sábado! 🍲`,
    expect: [{ type: 'send', text: '¡nos vemos el sábado! 🍲' }],
    withheld: ['duplicate'],
  }),
  // The answer stopped at the output limit in the middle of its second message.
  chiara({
    name: 'chiara: cut in the middle of the second message',
    truncated: true,
    answer: `# «send»
Porto io il vino!

# «send»
E se vuoi porto anche quel tiramisù che ti piaceva tanto l'altra vol`,
    expect: [{ type: 'send', text: 'Porto io il vino!' }],
    withheld: ['truncated'],
  }),
  // Cut in a heading: the last line is the start of a heading that never finished.
  jensAsked({
    name: 'jens: cut inside the last heading',
    truncated: true,
    answer: `# «send»
Ich kümmere mich drum, Birgit.

# «se`,
    expect: [{ type: 'send', text: 'Ich kümmere mich drum, Birgit.', replyTo: 4005 }],
  }),
  // An answer written as a JSON task list, cut at the output limit inside its second item.
  lan({
    name: 'lan: a JSON task list cut in its second item',
    truncated: true,
    answer: `[{"type": "send", "text": "Ok em, chị nhận rồi"}, {"type": "send", "text": "Tối nay chị xem xong sẽ gọi em để gó`,
    expect: [{ type: 'send', text: 'Ok em, chị nhận rồi' }],
  }),
  // A message body of a zero-width space only, from a model told to stay quiet in a group.
  jensQuiet({
    name: 'jens: an invisible message body',
    answer: `# «send»
\u200b`,
    expect: [],
  }),
  // A reaction beside a message body of only a word joiner.
  ewa({
    name: 'ewa: a reaction beside an invisible message',
    answer: `# «react» 4005
🔥

# «send»
\u2060`,
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  }),
  // A sticker written as the history shows one, in a message block.
  {
    name: 'heidi: a sticker written as the history sentence',
    answer: `# «send»
Open Saturday as always!

# «send»
⟦the sticker \`😂\` from the sticker set \`HeidiDuck\` that appears as ‹a duck laughing so hard it falls over›⟧`,
    expect: [
      { type: 'send', text: 'Open Saturday as always!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // A sticker block whose body copies the offer's line with its description.
  marisol({
    name: 'marisol: the sticker offer line copied into the block',
    answer: `# «sticker»
- 😴 — ‹a sleepy duck in a nightcap›`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  }),
  // The sticker narrated in Polish inside a message block.
  ewa({
    name: 'ewa: a sticker narrated in Polish',
    answer: `# «send»
Opowiem jutro!

# «send»
*wysyła naklejkę 😂*`,
    expect: [
      { type: 'send', text: 'Opowiem jutro!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // Two slips: a plan in English before the blocks and a signature in the body.
  tundeAsked({
    name: 'tunde: a plan before the blocks and a signature',
    answer: `Bisi needs the plumber urgently; I will share the number and reassure her.

# «send»
Bisi sorry o! Call Mr Ifeanyi, 08031234567
— Tunde`,
    expect: [{ type: 'send', text: 'Bisi sorry o! Call Mr Ifeanyi, 08031234567', replyTo: 4005 }],
  }),
  // Two slips: a reasoning span inside the body and the other person's message echoed.
  lan({
    name: 'lan: a thinking tag in the body and an echo',
    answer: `# «send»
<thinking>Minh gửi file rồi, mình xác nhận thôi.</thinking>
> Em gửi file qua email rồi nha chị
Ok em, chị mở ra xem liền`,
    expect: [{ type: 'send', text: 'Ok em, chị mở ra xem liền' }],
  }),
  // Two slips: a full-width heading with its name in Japanese and an explanation after a rule.
  yukiAsked({
    name: 'yuki: a full-width heading and a note after a rule',
    answer: `＃「送信」
いいよ、部室に置いとくね

---
（メモ：大輔に直接聞かれたので短く返事した）`,
    expect: [{ type: 'send', text: 'いいよ、部室に置いとくね', replyTo: 4005 }],
  }),
  // Two slips: a speaker label and a closing offer to rewrite the answer.
  {
    name: 'heidi: a speaker label and an offer to redo it',
    answer: `# «send»
Heidi: The cat is fine, a bit offended. Open Saturday till 14!

Let me know if you'd like a warmer version of this reply.`,
    expect: [{ type: 'send', text: 'The cat is fine, a bit offended. Open Saturday till 14!' }],
  },
  // A private-note block named in the persona's language, beside the message.
  jensAsked({
    name: 'jens: a think block named in German',
    answer: `# «Gedanken»
Birgit will eine Zusage. Schwager fragen.

# «send»
Ja, mach ich. Sag dir bis Mittwoch Bescheid`,
    expect: [{ type: 'send', text: 'Ja, mach ich. Sag dir bis Mittwoch Bescheid', replyTo: 4005 }],
  }),
  // Markup tags around the whole body, as chat models trained on XML formats write.
  mehmetAsked({
    name: 'mehmet: a message tag around the body',
    answer: `# «send»
<message to="Onur">Geliyorum, bir kişi tamam 👍</message>`,
    expect: [{ type: 'send', text: 'Geliyorum, bir kişi tamam 👍', replyTo: 4005 }],
  }),
  // A first line introducing the answer in Russian, as a helper model presents its draft.
  aigerim({
    name: 'aigerim: a line introducing the answer',
    answer: `# «send»
Вот мой ответ Дане:
Живая я, просто сессия. Прости, что пропала`,
    expect: [{ type: 'send', text: 'Живая я, просто сессия. Прости, что пропала' }],
  }),
];
