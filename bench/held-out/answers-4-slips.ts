/**
 * Held-out set 4, the slips: answers carrying one mistake a model makes (reasoning or notes to
 * itself, labels, wrappers, narration, echoes, cut answers, format near-misses, other models'
 * template habits), each with the message a person meant to reach the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** A Russian-speaking tutor's direct chat. */
const DIMA_CHAT: ReadonlyMap<number, string> = new Map([
  [4004, 'Дима, привет! Можно перенести занятие на четверг?'],
  [4005, 'И скинь, пожалуйста, домашку ещё раз, я её потеряла'],
]);

/** A Spanish-speaking climbing coach's direct chat. */
const MATEO_CHAT: ReadonlyMap<number, string> = new Map([
  [4004, 'hoy no puedo ir, me duele el dedo desde el martes'],
  [4005, '¿crees que es grave o descanso unos días y ya?'],
]);

export const SLIPS_4: CorpusEntry[] = [
  {
    name: 'reasoning in think tags before the blocks',
    answer:
      '<think>\nAlice asks two things: the cat and Saturday. Heidi knows from Jonas the cat is fine. Answer both, short.\n</think>\n\n# «send»\ncat is fine, hid in the laundry basket the whole way\n\n# «send»\nSaturday open 10–16!',
    expect: [
      { type: 'send', text: 'cat is fine, hid in the laundry basket the whole way' },
      { type: 'send', text: 'Saturday open 10–16!' },
    ],
    withheld: ['reasoning'],
  },
  {
    name: 'an introduction line before the first block',
    answer: "Here's Heidi's reply:\n\n# «send»\nThe cat made it! And yes, open Saturday",
    expect: [{ type: 'send', text: 'The cat made it! And yes, open Saturday' }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a bold speaker label inside the body',
    answer: '# «send»\n**Heidi:** she survived, barely dignified. Saturday yes!',
    expect: [{ type: 'send', text: 'she survived, barely dignified. Saturday yes!' }],
    withheld: ['label'],
  },
  {
    name: 'a signature line at the end of the body',
    answer: '# «send»\nYes we are open Saturday, 10 to 4. The cat is thriving.\n— Heidi',
    expect: [{ type: 'send', text: 'Yes we are open Saturday, 10 to 4. The cat is thriving.' }],
    withheld: ['label'],
  },
  {
    name: 'an offer to redo the answer after the last block',
    answer: "# «send»\ncat's fine! open Saturday 🙂\n\nLet me know if you'd like a more playful version!",
    expect: [{ type: 'send', text: "cat's fine! open Saturday 🙂" }],
  },
  {
    name: 'the whole answer in a markdown fence',
    answer: '```markdown\n# «send»\nshe made it, Jonas is a hero\n\n# «send»\nSaturday 10–16\n```',
    expect: [
      { type: 'send', text: 'she made it, Jonas is a hero' },
      { type: 'send', text: 'Saturday 10–16' },
    ],
  },
  {
    name: 'a group: an action line meaning silence',
    chat: 'group',
    answer: '# «send»\n*keeps shelving the new crime arrivals*',
    expect: [],
  },
  {
    name: 'a group: a silence token',
    chat: 'group',
    answer: '# «send»\nNO_REPLY',
    expect: [],
    withheld: ['silence-marker'],
  },
  {
    name: 'cut at the output limit in the second message',
    truncated: true,
    answer:
      '# «send»\nthe cat is totally fine\n\n# «send»\nand Saturday we open at 10 but I might be a bit la',
    expect: [{ type: 'send', text: 'the cat is totally fine' }],
    withheld: ['truncated'],
  },
  {
    name: 'messages written as JSON in the body',
    answer: '# «send»\n{"messages": ["she survived 🐈", "open Saturday 10–16"]}',
    expect: [
      { type: 'send', text: 'she survived 🐈' },
      { type: 'send', text: 'open Saturday 10–16' },
    ],
    withheld: ['wrapper'],
  },
  {
    name: 'a wrapped thinking label opening the body',
    answer:
      '# «send»\n(thinking: she wants both answers, keep it light)\nhaha the cat is fine! Saturday 10–16',
    expect: [{ type: 'send', text: 'haha the cat is fine! Saturday 10–16' }],
    withheld: ['reasoning'],
  },
  {
    name: "the other person's question sent back before the answer",
    answer:
      '# «send»\nDid the cat survive the move? And are you open on Saturday?\n\n# «send»\nYes and yes 😄',
    expect: [{ type: 'send', text: 'Yes and yes 😄' }],
    withheld: ['echo'],
  },
  {
    name: 'the same message twice',
    answer: '# «send»\nopen Saturday, cat fine!\n\n# «send»\nopen Saturday, cat fine!',
    expect: [{ type: 'send', text: 'open Saturday, cat fine!' }],
    withheld: ['duplicate'],
  },
  {
    name: 'an answer of one zero-width space',
    answer: '\u200b',
    expect: [],
  },

  {
    name: 'a full-width hash and Japanese brackets around the name',
    answer: '＃ 【send】\nshe survived! open Sat 10–16',
    expect: [{ type: 'send', text: 'she survived! open Sat 10–16' }],
  },
  {
    name: "Gemma's end-of-turn token after the body",
    answer: '# «send»\nyes the cat is fine and yes we open Saturday<end_of_turn>',
    expect: [{ type: 'send', text: 'yes the cat is fine and yes we open Saturday' }],
  },
  {
    name: 'a tool call as code instead of a block',
    answer:
      '```tool_code\nprint(default_api.send_message(chat_id=4005, text="Cat is fine! Open Saturday 10-16"))\n```',
    expect: [{ type: 'send', text: 'Cat is fine! Open Saturday 10-16' }],
  },
  {
    name: 'an unknown block name as the only block',
    answer: '# «respond»\nshe is fine, and Saturday we are open',
    expect: [{ type: 'send', text: 'she is fine, and Saturday we are open' }],
  },
  {
    name: 'quotation marks around the whole message',
    answer: '# «send»\n"Cat survived, shop open Saturday. Life is good."',
    expect: [{ type: 'send', text: 'Cat survived, shop open Saturday. Life is good.' }],
  },
  {
    name: 'a note about the answer after a rule',
    answer:
      "# «send»\nshe's fine! Saturday 10–16\n\n---\n**Note:** I kept it short and casual since they're friends.",
    expect: [{ type: 'send', text: "she's fine! Saturday 10–16" }],
  },
  {
    name: 'narration of the persona in a direct chat',
    answer: '# «send»\n*Heidi laughs and puts down the coffee*\nthe cat is fine! open Saturday',
    expect: [{ type: 'send', text: 'the cat is fine! open Saturday' }],
    withheld: ['narration'],
  },

  {
    name: 'a key-value mapping in the body',
    answer: '# «send»\nmessage: Cat is great, open Saturday!\nmood: cheerful',
    expect: [{ type: 'send', text: 'Cat is great, open Saturday!' }],
    withheld: ['wrapper'],
  },
  {
    name: 'the transcript header repeated before the answer',
    answer:
      '# «send»\n⟦#4005 Alice 14:02⟧ Did the cat survive the move? And are you open on Saturday?\n\n# «send»\nshe did 😄 and yes, 10–16',
    expect: [{ type: 'send', text: 'she did 😄 and yes, 10–16' }],
  },
  {
    name: 'a laughing emoji reaction Telegram does not offer',
    // A reaction Telegram refuses becomes the close one the rules name (😂 → 🤣).
    answer: '# «react»\n😂\n\n# «send»\na laundry basket, of course',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4005 },
      { type: 'send', text: 'a laundry basket, of course' },
    ],
  },

  {
    name: 'Russian: an introduction line inside the body',
    persona: 'Dima',
    others: DIMA_CHAT,
    answer:
      '# «send»\nВот мой ответ:\nПривет! Четверг подходит, давай в 18:00\n\n# «send»\nДомашку сейчас перешлю 👌',
    expect: [
      { type: 'send', text: 'Привет! Четверг подходит, давай в 18:00' },
      { type: 'send', text: 'Домашку сейчас перешлю 👌' },
    ],
    withheld: ['outside-blocks'],
  },
  {
    name: 'Russian: a plain speaker label with the persona name',
    persona: 'Dima',
    others: DIMA_CHAT,
    answer: '# «send» 4004\nДима: да, конечно, четверг в 18:00 ок',
    expect: [{ type: 'send', text: 'да, конечно, четверг в 18:00 ок', replyTo: 4004 }],
    withheld: ['label'],
  },
  {
    name: 'Spanish: a translation aside after the message',
    persona: 'Mateo',
    others: MATEO_CHAT,
    answer:
      '# «send»\nDescansa una semana y hielo, si sigue doliendo ve al fisio (Translation: Rest a week and ice, if it still hurts see a physio)',
    expect: [{ type: 'send', text: 'Descansa una semana y hielo, si sigue doliendo ve al fisio' }],
  },
  {
    name: 'Spanish: a thought label line before the message',
    persona: 'Mateo',
    others: MATEO_CHAT,
    answer:
      '# «send»\nPensamiento: probablemente una polea, no debo diagnosticar\n\n# «send»\nuf, los dedos son delicados. para unos días y si no mejora, médico 🙏',
    expect: [{ type: 'send', text: 'uf, los dedos son delicados. para unos días y si no mejora, médico 🙏' }],
  },
  {
    name: "Qwen's end token and a stray assistant role",
    answer: '# «send»\ncat: alive. shop: open Saturday.<|im_end|>\n<|im_start|>assistant',
    expect: [{ type: 'send', text: 'cat: alive. shop: open Saturday.' }],
  },
  {
    name: 'a group: a narrated silence in brackets naming the persona',
    chat: 'group',
    answer: '(Heidi reads along but stays out of the umbrella hunt.)',
    expect: [],
  },
];
