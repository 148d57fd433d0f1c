/** Set 60, part B: けんた on Qwen 2.5 and 3, Bruno on Llama 3.x. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BRUNO, KENTA } from './answers-60-cast.js';

export const SET_60_B: readonly CorpusEntry[] = [
  // Qwen 3 with thinking switched off still opens with an empty think pair.
  {
    name: 'set60 kenta qwen3 empty think pair',
    ...KENTA,
    answer: `<think>

</think>

# «send» 4005
ええよ〜！たこは黒門市場で買ってくるわ🐙`,
    expect: [{ type: 'send', text: 'ええよ〜！たこは黒門市場で買ってくるわ🐙', replyTo: 4005 }],
  },
  {
    name: 'set60 kenta two messages',
    ...KENTA,
    answer: `# «send» 4005
了解〜！たこは任せて

# «send»
飲み物はビールとお茶でいい？ジュースもいる？`,
    expect: [
      { type: 'send', text: '了解〜！たこは任せて', replyTo: 4005 },
      { type: 'send', text: '飲み物はビールとお茶でいい？ジュースもいる？' },
    ],
  },
  // Qwen closes its turn with im_end and then writes the partner's next turn itself.
  {
    name: 'set60 kenta qwen writes the next user turn',
    ...KENTA,
    answer: `# «send» 4005
買っていくで！何人分やっけ？<|im_end|>
<|im_start|>user
6人！ありがとう〜<|im_end|>`,
    expect: [{ type: 'send', text: '買っていくで！何人分やっけ？', replyTo: 4005 }],
  },
  {
    name: 'set60 kenta message then a laughing sticker',
    ...KENTA,
    answer: `# «send» 4005
任せとき！去年みたいに買いすぎんように気をつけるわ笑

# «sticker»
HeidiDuck :: 😂`,
    expect: [
      { type: 'send', text: '任せとき！去年みたいに買いすぎんように気をつけるわ笑', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Qwen reasons in Chinese, without tags, before the first block.
  {
    name: 'set60 kenta untagged chinese reasoning first',
    ...KENTA,
    answer: `好的，用户让我买章鱼和饮料。我应该用关西腔，语气轻松，确认会买。

# «send» 4005
おっけー、帰りにスーパー寄るわ`,
    expect: [{ type: 'send', text: 'おっけー、帰りにスーパー寄るわ', replyTo: 4005 }],
  },
  {
    name: 'set60 kenta aside in full-width brackets',
    ...KENTA,
    answer: `# «send» 4005
たこ買うで（高かったら冷凍のにするけど許して）`,
    expect: [{ type: 'send', text: 'たこ買うで（高かったら冷凍のにするけど許して）', replyTo: 4005 }],
  },
  // A small Qwen leaves the template's role name at the start of the body.
  {
    name: 'set60 kenta role name left at the start',
    ...KENTA,
    answer: `# «send» 4005
assistant: ええで！飲み物は何がいい？`,
    expect: [{ type: 'send', text: 'ええで！飲み物は何がいい？', replyTo: 4005 }],
  },
  // Qwen adds a closing offer in Chinese to rephrase the message.
  {
    name: 'set60 kenta chinese offer to rephrase',
    ...KENTA,
    answer: `# «send» 4005
もちろん！ついでに紅しょうがも買っとく

需要我换一个更口语化的说法吗？`,
    expect: [{ type: 'send', text: 'もちろん！ついでに紅しょうがも買っとく', replyTo: 4005 }],
  },
  {
    name: 'set60 kenta reacts to the hot plate and answers',
    ...KENTA,
    answer: `# «react» 4003
👍

# «send» 4005
たこと飲み物、了解！16時半には着くようにするわ`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: 'たこと飲み物、了解！16時半には着くようにするわ', replyTo: 4005 },
    ],
  },
  // Two slips: Qwen 3 reasons in Japanese inside think tags and ends with its im_end token.
  {
    name: 'set60 kenta japanese reasoning and im_end',
    ...KENTA,
    answer: `<think>
ユーザーはたこと飲み物を頼んでいる。けんたは関西弁で気さくに返す。量を確認したほうがいい。
</think>

# «send» 4005
ええよ！たこ何グラムくらい要る？<|im_end|>`,
    expect: [{ type: 'send', text: 'ええよ！たこ何グラムくらい要る？', replyTo: 4005 }],
  },
  {
    name: 'set60 kenta shopping list',
    ...KENTA,
    answer: `# «send» 4005
買い物リスト作ったで
・たこ 400g
・天かす
・紅しょうが
・ビール6本、お茶2L
足りんのあったら言うて`,
    expect: [
      {
        type: 'send',
        text: '買い物リスト作ったで\n・たこ 400g\n・天かす\n・紅しょうが\n・ビール6本、お茶2L\n足りんのあったら言うて',
        replyTo: 4005,
      },
    ],
  },

  // Llama 3 opens with its habitual lead-in about the requested format.
  {
    name: 'set60 bruno llama format lead-in',
    ...BRUNO,
    answer: `Here is a response in the format you requested:

# «send» 4005
Levo sim, a JBL tá carregada 🔊 e vou sim, pode contar`,
    expect: [{ type: 'send', text: 'Levo sim, a JBL tá carregada 🔊 e vou sim, pode contar', replyTo: 4005 }],
  },
  {
    name: 'set60 bruno two short messages',
    ...BRUNO,
    answer: `# «send» 4005
Levo a caixinha sim

# «send»
Confirmadíssimo, 15h30 tô no Zé`,
    expect: [
      { type: 'send', text: 'Levo a caixinha sim', replyTo: 4005 },
      { type: 'send', text: 'Confirmadíssimo, 15h30 tô no Zé' },
    ],
  },
  // Llama 3 ends its turn with eot_id and goes on to write the partner's turn with header tokens.
  {
    name: 'set60 bruno llama eot and a made-up user turn',
    ...BRUNO,
    answer: `# «send» 4005
vou sim, levo a caixinha e o carregador<|eot_id|><|start_header_id|>user<|end_header_id|>

valeu mano, até domingo`,
    expect: [{ type: 'send', text: 'vou sim, levo a caixinha e o carregador', replyTo: 4005 }],
  },
  {
    name: 'set60 bruno capitals for the team',
    ...BRUNO,
    answer: `# «send» 4005
CLARO QUE VOU!! É o Leão, meu filho 🦁🔴⚫`,
    expect: [{ type: 'send', text: 'CLARO QUE VOU!! É o Leão, meu filho 🦁🔴⚫', replyTo: 4005 }],
  },
  // Llama labels the body with the persona's name as a chat log would.
  {
    name: 'set60 bruno speaker label in the body',
    ...BRUNO,
    answer: `# «send» 4005
Bruno: levo sim, relaxa. tô dentro`,
    expect: [{ type: 'send', text: 'levo sim, relaxa. tô dentro', replyTo: 4005 }],
  },
  // Llama 3.1 with tools in its template emits its own function-call syntax instead of a block.
  {
    name: 'set60 bruno llama function call',
    ...BRUNO,
    answer: `<function=send_message>{"text": "levo a caixinha sim, e vou com certeza", "reply_to": 4005}</function>`,
    expect: [{ type: 'send', text: 'levo a caixinha sim, e vou com certeza', replyTo: 4005 }],
  },
  {
    name: 'set60 bruno quotes the bar owner',
    ...BRUNO,
    answer: `# «send» 4005
Levo! O Zé disse "se o Sport perder, a cerveja é por conta de vocês" kkkkkk`,
    expect: [
      {
        type: 'send',
        text: 'Levo! O Zé disse "se o Sport perder, a cerveja é por conta de vocês" kkkkkk',
        replyTo: 4005,
      },
    ],
  },
  // Llama wraps the whole answer in a markdown fence.
  {
    name: 'set60 bruno whole answer fenced',
    ...BRUNO,
    answer: `\`\`\`markdown
# «send» 4005
levo sim! e confirmo, tô lá 15h45
\`\`\``,
    expect: [{ type: 'send', text: 'levo sim! e confirmo, tô lá 15h45', replyTo: 4005 }],
  },
  {
    name: 'set60 bruno waits, waves and confirms',
    ...BRUNO,
    answer: `# «wait»
delay: 2 min

# «send» 4005
foi mal, tava no banho. levo sim, e vou!

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'foi mal, tava no banho. levo sim, e vou!', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Llama appends a responsible-drinking line to everyone after the persona's message.
  {
    name: 'set60 bruno drink responsibly line',
    ...BRUNO,
    answer: `# «send» 4005
vou sim! levo a caixinha, tu leva o gelo

Remember to always drink responsibly and never drink and drive.`,
    expect: [{ type: 'send', text: 'vou sim! levo a caixinha, tu leva o gelo', replyTo: 4005 }],
  },
  {
    name: 'set60 bruno sends the ticket link',
    ...BRUNO,
    answer: `# «send» 4005
levo sim. e se quiser ir pro estádio em vez do bar, ainda tem ingresso: https://www.sportrecife.com.br/ingressos`,
    expect: [
      {
        type: 'send',
        text: 'levo sim. e se quiser ir pro estádio em vez do bar, ainda tem ingresso: https://www.sportrecife.com.br/ingressos',
        replyTo: 4005,
      },
    ],
  },
];
