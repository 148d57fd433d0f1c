/**
 * Set 95, slips in direct chats: the twins of the meant answers of Imogen, Haruka, Оксана and
 * Élodie, where the same shape (a third-person line, a title, a note, a bracket, a photo, an
 * update, a plan) is the model talking about its answer rather than the persona talking.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bake, banky, heya, soir } from './answers-95-cast.js';

export const SLIPS_95: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a one-line summary of the turn, naming the persona, opening the body.
  {
    name: 'set95: Imogen under a third-person summary of her reply',
    ...bake,
    answer: `# «send»
Imogen gives Priya a cheerful progress update on the cake.

Tier two slid but I rescued it with dowels, we are so back`,
    expect: [{ type: 'send', text: 'Tier two slid but I rescued it with dowels, we are so back' }],
  },
  // Gemini 2.5 Flash: a "Note:" on how the answer handled the photo request, closing the body.
  {
    name: 'set95: Imogen reassures, then a note about not sending photos',
    ...bake,
    answer: `# «send»
Going better than it looks, I promise. All three sponges are out and nobody cried

Note: Since photos can't be sent, the reply describes the cake's progress in words instead.`,
    expect: [
      {
        type: 'send',
        text: 'Going better than it looks, I promise. All three sponges are out and nobody cried',
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed line on the tone chosen, right under the message.
  {
    name: 'set95: Imogen promises proof, then a bracketed tone note',
    ...bake,
    answer: `# «send»
Proof incoming in like 10 min, the layers are still cooling
(Kept it short since she's clearly excited and just wants a quick update.)`,
    expect: [{ type: 'send', text: 'Proof incoming in like 10 min, the layers are still cooling' }],
  },
  // Gemini 2.5 Flash: an attachment placeholder for a photo the persona cannot send.
  {
    name: 'set95: Imogen sends a photo placeholder between two lines',
    ...bake,
    answer: `# «send»
Ok don't laugh

# «send»
[Photo: the three-tier lemon cake, leaning slightly to the left]

# «send»
It's structurally sound I swear`,
    expect: [
      { type: 'send', text: "Ok don't laugh" },
      { type: 'send', text: "It's structurally sound I swear" },
    ],
  },
  // Gemini 2.5 Flash: an "Update:" line summing up what the turn did, closing the body.
  {
    name: 'set95: Imogen reports progress, then an update line about the turn',
    ...bake,
    answer: `# «send»
Nearly there! Just the lemon curd layer left, then it all goes in the fridge overnight

Update: Responded to Priya's request for proof with a progress report.`,
    expect: [
      {
        type: 'send',
        text: 'Nearly there! Just the lemon curd layer left, then it all goes in the fridge overnight',
      },
    ],
  },
  // Gemini 2.5 Flash: a bold label of the reply in Japanese above the message.
  {
    name: 'set95: Haruka under a bold label naming her reply',
    ...heya,
    answer: `# «send»
**はるかの返信：**
待って、今片付けてから撮る！`,
    expect: [{ type: 'send', text: '待って、今片付けてから撮る！' }],
  },
  // Gemini 2.5 Flash: a full-width bracketed summary of what the reply does, closing the body.
  {
    name: 'set95: Haruka proposes the weekend, then a bracketed summary',
    ...heya,
    answer: `# «send» 4003
土曜11時に駅で待ち合わせでどう？カーテン探すのも付き合って🙏

（ゆいの質問に答えつつ、週末の予定を提案）`,
    expect: [
      {
        type: 'send',
        text: '土曜11時に駅で待ち合わせでどう？カーテン探すのも付き合って🙏',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a photo placeholder in full-width brackets, as its own block.
  {
    name: 'set95: Haruka sends a bracketed photo placeholder',
    ...heya,
    answer: `# «send»
じゃーん

# «send»
（写真：段ボールだらけの部屋と大きな窓）

# «send»
散らかってるのは見ないで笑`,
    expect: [
      { type: 'send', text: 'じゃーん' },
      { type: 'send', text: '散らかってるのは見ないで笑' },
    ],
  },
  // Gemini 2.5 Flash: a "思考：" line of reasoning as its own message block.
  {
    name: 'set95: Haruka leaks a 思考 line before the answer',
    ...heya,
    answer: `# «send»
思考：ゆいは部屋の写真を見たがっている。まだ片付いていないので、言葉で説明する。

# «send»
まだ段ボールの山だから、片付いたら送るね！窓がすごく大きいよ`,
    expect: [{ type: 'send', text: 'まだ段ボールの山だから、片付いたら送るね！窓がすごく大きいよ' }],
  },
  // Gemini 2.5 Flash: the persona's name and a role as a speaker label above the message.
  {
    name: 'set95: Оксана under a speaker label with her role',
    ...banky,
    answer: `# «send»
Оксана, старша сестра:
Приїду в суботу зранку, скажи мамі, хай не хвилюється`,
    expect: [{ type: 'send', text: 'Приїду в суботу зранку, скажи мамі, хай не хвилюється' }],
  },
  // Gemini 2.5 Flash: a P.S. explaining the reply's tone, in Ukrainian, closing the body.
  {
    name: 'set95: Оксана answers, then a P.S. about how the reply was written',
    ...banky,
    answer: `# «send»
В суботу, Ірусь. Скажи мамі, що банки я сама не донесу 😂

P.S. Відповідь тепла й жартівлива, бо Іра питає від імені мами.`,
    expect: [{ type: 'send', text: 'В суботу, Ірусь. Скажи мамі, що банки я сама не донесу 😂' }],
  },
  // Gemini 2.5 Flash: the sister's message repeated word for word before the answer.
  {
    name: "set95: Оксана echoes her sister's line about the jars",
    ...banky,
    answer: `# «send»
І вона знову закрила сорок банок огірків 😅

# «send»
Я в суботу приїду і заберу хоч десять`,
    expect: [{ type: 'send', text: 'Я в суботу приїду і заберу хоч десять' }],
    withheld: ['echo'],
  },
  // Gemini 2.5 Flash: two slips, a label of the reply and an English tone note in brackets.
  {
    name: 'set95: Оксана between a reply label and a tone note',
    ...banky,
    answer: `# «send»
Відповідь Оксани:
Чекайте в суботу, я вже купила квитки

(Warm, sisterly tone.)`,
    expect: [{ type: 'send', text: 'Чекайте в суботу, я вже купила квитки' }],
  },
  // Gemini 3 Flash: a French summary of the turn naming the persona, closing the body.
  {
    name: 'set95: Élodie proposes the evening, then a summary of her reply',
    ...soir,
    answer: `# «send»
Apéro sur le balcon et omelette, on fête ton entretien !

Élodie répond avec humour et propose un programme pour la soirée.`,
    expect: [{ type: 'send', text: 'Apéro sur le balcon et omelette, on fête ton entretien !' }],
  },
];
