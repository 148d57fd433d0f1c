/**
 * Held-out set 10, slips (part 1): prose around blocks, reasoning in other languages and
 * brackets, narrated silence in groups, heading near-misses. Each shape is one a model of the
 * Gemini 2.5 / 3 line or another a user may plug in (GPT, Claude, Llama, Qwen, Mistral,
 * DeepSeek, Kimi) has been seen to write; the expectation is what the account's owner would
 * want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  DIMA_GROUP,
  HARUKA_DIRECT,
  HEIDI_DE,
  MATEO_GROUP,
  OLEK_GROUP,
  PRIYA_DIRECT,
} from './answers-10-scenes.js';

export const SLIPS_10: CorpusEntry[] = [
  {
    // Qwen: a summary of the request before the blocks.
    name: 'a summary of the two questions before the first block',
    answer:
      'Alright — Jonas wants two things: news of the cat and Saturday hours.\n\n# «send» 4005\nThe cat is great, he already found the sunniest windowsill\n\n# «send»\nSaturday 10–14 🙂',
    expect: [
      { type: 'send', text: 'The cat is great, he already found the sunniest windowsill', replyTo: 4005 },
      { type: 'send', text: 'Saturday 10–14 🙂' },
    ],
  },
  {
    // Claude: announces the plan in the first person before the blocks.
    name: 'an announcement of a warm reply before the block',
    answer: "I'll respond warmly and keep it brief.\n\n# «send»\nHe's fine!! Saturday we're open as usual",
    expect: [{ type: 'send', text: "He's fine!! Saturday we're open as usual" }],
  },
  {
    // Gemini: the whole answer fenced as markdown, then a remark after the fence.
    name: 'a remark about the voice after a closing fence',
    answer:
      "```markdown\n# «send»\nAlive and spoiled 😸 See you Saturday!\n```\n\nThis keeps Heidi's cheerful voice.",
    expect: [{ type: 'send', text: 'Alive and spoiled 😸 See you Saturday!' }],
  },
  {
    // GPT: a question that offers to rework the reply, after the message.
    name: 'an offer to shorten the reply after the message',
    answer: '# «send»\nHe made it! Saturday 10–14.\n\nShould I make the reply shorter or more playful?',
    expect: [{ type: 'send', text: 'He made it! Saturday 10–14.' }],
  },
  {
    name: 'a German reasoning label wrapped in stars over the message',
    others: HEIDI_DE,
    answer:
      '# «send»\n*Überlegung: kurz und herzlich antworten, beide Fragen.*\nDem Kater geht’s prima! Samstag 10–14 🙂',
    expect: [{ type: 'send', text: 'Dem Kater geht’s prima! Samstag 10–14 🙂' }],
  },
  {
    name: 'a Spanish thought label in brackets before the message',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    callout: true,
    answer:
      '# «send»\n(pensamiento: me preguntan directamente, contesto que sí)\n¡Me apunto! A las 8 en la plaza',
    expect: [{ type: 'send', text: '¡Me apunto! A las 8 en la plaza', replyTo: 4005 }],
  },
  {
    name: 'a reasoning tag of another name before the blocks',
    answer:
      '<reflection>\nThe user asks two things. I should answer both and stay in character.\n</reflection>\n# «send»\nCat: fine. Shop: open Saturday 10–14 😊',
    expect: [{ type: 'send', text: 'Cat: fine. Shop: open Saturday 10–14 😊' }],
  },
  {
    // Kimi's thinking markers in the middle of an answer.
    name: 'Kimi thinking markers between two blocks',
    answer:
      '# «send»\nHe survived 😹\n◁think▷Now the Saturday question, keep it short◁/think▷\n# «send»\nSaturday 10 to 2',
    expect: [
      { type: 'send', text: 'He survived 😹' },
      { type: 'send', text: 'Saturday 10 to 2' },
    ],
  },
  {
    // DeepSeek R1 distills: the opening tag lost, the closing one kept, in Japanese.
    name: 'a lone closing think tag after Japanese reasoning',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    answer: '友達がラーメンに誘っている。七時でOKと返事する。\n</think>\n\n# «send»\n行く！七時ね🍜',
    expect: [{ type: 'send', text: '行く！七時ね🍜' }],
  },
  {
    // gpt-oss through a server that keeps its channel tokens.
    name: 'an analysis channel before the final one',
    persona: 'Priya',
    others: PRIYA_DIRECT,
    answer:
      '<|channel|>analysis<|message|>Colleague asks about slides. Say done, ask them to take budget.<|end|><|start|>assistant<|channel|>final<|message|># «send»\nSlides are done! You take the budget part pls',
    expect: [{ type: 'send', text: 'Slides are done! You take the budget part pls' }],
  },
  {
    name: 'a Japanese analysis label in lenticular brackets',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    answer: '# «send»\n【考察】ラーメンの誘い。乗り気で返す。\nいいじゃん！七時に駅前ね',
    expect: [{ type: 'send', text: 'いいじゃん！七時に駅前ね' }],
  },
  {
    name: 'a group, nothing addressed: an italic aside of busy work',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    answer: '_przewija czat, dalej gra na konsoli_',
    expect: [],
  },
  {
    name: 'a group, nothing addressed: a third-person note in square brackets',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    answer: '[Mateo no contesta, está en el trabajo]',
    expect: [],
  },
  {
    name: 'a group, nothing addressed: a Japanese full-width aside',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    chat: 'group',
    answer: '（スルーする）',
    expect: [],
  },
  {
    name: 'a group: a silence token in braces',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    answer: '{{NO_RESPONSE}}',
    expect: [],
  },
  {
    name: 'a group: a self-closing silence tag of another word',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    answer: '<silent/>',
    expect: [],
  },
  {
    // Silence narrated in German in a direct chat: the owner wants nothing sent.
    name: 'a direct chat: a German stage direction of not answering',
    others: HEIDI_DE,
    answer: '# «send»\n*lässt die Nachricht erst mal unbeantwortet*',
    expect: [],
  },
  {
    name: 'a heading with "für" and the name',
    others: HEIDI_DE,
    answer: '# «send» für Jonas\nJa, der Kater lebt und ist beleidigt 😾',
    expect: [{ type: 'send', text: 'Ja, der Kater lebt und ist beleidigt 😾' }],
  },
  {
    // German typography quotes with »…«, the reverse of French guillemets.
    name: 'a heading in German chevrons',
    others: HEIDI_DE,
    answer: '# »send«\nSamstag haben wir von 10 bis 14 offen!',
    expect: [{ type: 'send', text: 'Samstag haben wir von 10 bis 14 offen!' }],
  },
  {
    name: 'a heading with a colon after the guillemets',
    answer: '## «Send»:\nAlive and well, open Saturday ✌️',
    expect: [{ type: 'send', text: 'Alive and well, open Saturday ✌️' }],
  },
  {
    name: 'a reaction heading with a Cyrillic a, from a Russian persona',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «reаct» 4003\n👍\n\n# «send»\nИду, буду к семи',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'Иду, буду к семи', replyTo: 4005 },
    ],
  },
  {
    name: 'a compound block name with "user"',
    answer: '# «reply_user»\nHe is thriving, thanks for asking!',
    expect: [{ type: 'send', text: 'He is thriving, thanks for asking!' }],
  },
  {
    // The block name translated: unknown, but the answer's only block, so its body is the message.
    name: 'a block named in Spanish, the only block',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «respuesta»\nVoy seguro, llevo la cuerda',
    expect: [{ type: 'send', text: 'Voy seguro, llevo la cuerda', replyTo: 4005 }],
  },
  {
    name: 'a bare heading with a colon',
    answer: '### Send:\nSaturday 10–14, cat says hi',
    expect: [{ type: 'send', text: 'Saturday 10–14, cat says hi' }],
  },
  {
    name: 'a heading in underscore bold',
    answer: '__«send»__\nHe is fine, see you Saturday',
    expect: [{ type: 'send', text: 'He is fine, see you Saturday' }],
  },
  {
    name: 'a heading cut mid-name at the output limit',
    truncated: true,
    answer: '# «send»\nHe survived the move 😺\n\n# «se',
    expect: [{ type: 'send', text: 'He survived the move 😺' }],
  },
];
