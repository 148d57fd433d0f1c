/**
 * Set 48, slips (Света, はるか, and more of the others): chat templates, special tokens, tool-call
 * formats, refusals and assistant habits of models other than Gemini, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BANDA_PLAYERAS,
  banda,
  crew,
  dacha,
  dima,
  felix,
  HAUS_TONNEN,
  haus,
  lupita,
  misaki,
  priya,
  zemi,
} from './answers-48-cast.js';

export const SLIPS_48_2: readonly CorpusEntry[] = [
  // Hermes-style fine-tunes imagine the tool's result and report on it after the call.
  dima({
    name: 'hermes made-up tool response',
    answer: `<tool_call>
{"name": "send_message", "arguments": {"text": "Подброшу, выезжаю в 7:40"}}
</tool_call>
<tool_response>
{"status": "ok", "message_id": 4006}
</tool_response>
Done! The message has been sent.`,
    expect: [{ type: 'send', text: 'Подброшу, выезжаю в 7:40' }],
  }),
  // Qwen 3 reasons in Chinese before a Japanese persona's block.
  misaki({
    name: 'qwen3 chinese reasoning',
    answer: `<think>
美咲想今晚打电话，问报告的问题。はるか已经写完了，应该答应。用日语回复，简短。
</think>

# «send»
いいよ！何時ごろにする？`,
    expect: [{ type: 'send', text: 'いいよ！何時ごろにする？' }],
  }),
  // DeepSeek V3 through a provider that passes its end-of-sentence token through.
  banda({
    name: 'deepseek end of sentence token',
    callout: true,
    answer: `# «send»
Va, el jueves lo checo con el multímetro 🔧<｜end▁of▁sentence｜>`,
    expect: [{ type: 'send', text: 'Va, el jueves lo checo con el multímetro 🔧', replyTo: 4005 }],
  }),
  // DeepSeek R1 distill: a lone closing tag, then its end token and a made-up user turn.
  lupita({
    name: 'r1 distill closing tag and user turn',
    answer: `The sister asks when I leave the studio so she can pick me up. Answer with a time.
</think>

# «send»
a las 9, gracias mana 🙏<｜end▁of▁sentence｜><｜User｜>ok, ahí te veo`,
    expect: [{ type: 'send', text: 'a las 9, gracias mana 🙏' }],
  }),
  // Gemma 3 in roleplay habit: a bold speaker label and an action, with actions off.
  priya({
    name: 'gemma bold label and action',
    actions: 'never',
    answer: `# «send»
**Maddie:** *laughs* course you can, just bring it back in one piece`,
    expect: [{ type: 'send', text: 'course you can, just bring it back in one piece' }],
  }),
  // Command R's end-of-turn token left on the message.
  dacha({
    name: 'command r end of turn token',
    callout: true,
    answer: `# «send»
Привезу, мам, всё будет 👌<|END_OF_TURN_TOKEN|>`,
    expect: [{ type: 'send', text: 'Привезу, мам, всё будет 👌', replyTo: 4005 }],
  }),
  // Qwen 3 stopped at the output limit in its second message.
  felix({
    name: 'qwen3 cut in second message',
    truncated: true,
    answer: `# «send»
Ich bin um 17:42 da, Gleis 3

# «send»
Und sag Mama, dass ich dieses Jahr auch den Nachtisch mache, also bitte nicht wieder`,
    expect: [{ type: 'send', text: 'Ich bin um 17:42 da, Gleis 3' }],
    withheld: ['truncated'],
  }),
  // A Hermes fine-tune stopped at the output limit inside its second tool call.
  banda({
    name: 'hermes cut in second call',
    callout: true,
    truncated: true,
    answer: `<tool_call>
{"name": "send", "arguments": {"text": "Sí, lo reviso el jueves"}}
</tool_call>
<tool_call>
{"name": "send", "arguments": {"text": "Beto tráete también el cable de`,
    expect: [{ type: 'send', text: 'Sí, lo reviso el jueves', replyTo: 4005 }],
  }),
  // Mistral Small announces its actions and gives them as a fenced JSON list.
  zemi({
    name: 'mistral json action list',
    callout: true,
    answer: `Here are my actions:

\`\`\`json
[
  {"type": "send", "text": "いいよ！スライドは私がやるね"},
  {"type": "react", "message_id": 4003, "emoji": "👍"}
]
\`\`\``,
    expect: [
      { type: 'send', text: 'いいよ！スライドは私がやるね', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  }),
  // GPT-4o-mini offers two versions and ticks the one it recommends.
  haus({
    name: 'gpt4o mini two options ticked',
    callout: true,
    answer: `# «send»
**Option 1:** Klar, Kuchen mach ich! 🍰
**Option 2 (förmlicher):** Gerne übernehme ich den Kuchen für das Hoffest. ✅`,
    expect: [{ type: 'send', text: 'Gerne übernehme ich den Kuchen für das Hoffest.', replyTo: 4005 }],
  }),
  // GPT-4o-mini notes the tone it chose, in Japanese, under the message.
  misaki({
    name: 'gpt4o mini japanese tone note',
    answer: `# «send»
もちろん！22時からなら大丈夫だよ📞

（カジュアルで親しみやすいトーンにしました）`,
    expect: [{ type: 'send', text: 'もちろん！22時からなら大丈夫だよ📞' }],
  }),
  // Claude Haiku steps out of character after a rule to say what it cannot do.
  dima({
    name: 'haiku out of character note',
    answer: `# «send»
Подброшу! Буду в 7:40 у подъезда

---
Note: I can only answer in text here and can't actually drive Дима anywhere, but I kept it in character.`,
    expect: [{ type: 'send', text: 'Подброшу! Буду в 7:40 у подъезда' }],
  }),
  // A server that strips special tokens leaves Llama 3's role name as a line of its own.
  dacha({
    name: 'stripped tokens role word then block',
    callout: true,
    answer: `assistant

# «send»
Конечно привезу! И кетчуп не забудьте 😄`,
    expect: [{ type: 'send', text: 'Конечно привезу! И кетчуп не забудьте 😄', replyTo: 4005 }],
  }),
  // The same stripped role word before an answer with no blocks at all.
  misaki({
    name: 'stripped tokens role word no blocks',
    answer: `assistant

いいよ〜、22時ごろ電話するね！`,
    expect: [{ type: 'send', text: 'いいよ〜、22時ごろ電話するね！' }],
  }),
  // Gemma 3 adds an English translation under a Russian message.
  dacha({
    name: 'gemma translation under russian',
    callout: true,
    answer: `# «send»
Конечно, мам! Уже мариную 🍖

*(Translation: Of course, Mom! I'm already marinating it.)*`,
    expect: [{ type: 'send', text: 'Конечно, мам! Уже мариную 🍖', replyTo: 4005 }],
  }),
  // Llama 3.1 8B adds a translation in brackets under a Japanese message.
  zemi({
    name: 'llama translation under japanese',
    callout: true,
    answer: `# «send»
いいよ、スライドは任せて！
(Translation: Sure, leave the slides to me!)`,
    expect: [{ type: 'send', text: 'いいよ、スライドは任せて！', replyTo: 4005 }],
  }),
  // A Hermes fine-tune writes the OpenAI wire format itself, arguments as a JSON string.
  felix({
    name: 'hermes openai tool calls object',
    answer: `{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "send_message", "arguments": "{\\"text\\": \\"Um 17:42, danke dir!\\"}"}}]}`,
    expect: [{ type: 'send', text: 'Um 17:42, danke dir!' }],
  }),
  // A small Llama at low temperature loops on its own block.
  crew({
    name: 'small llama loops the block',
    callout: true,
    answer: `# «send»
in for saturday! 🧗‍♀️

# «send»
in for saturday! 🧗‍♀️

# «send»
in for saturday! 🧗‍♀️`,
    expect: [{ type: 'send', text: 'in for saturday! 🧗‍♀️', replyTo: 4005 }],
    withheld: ['duplicate'],
  }),
  // An Alpaca-trained Phi fine-tune writes its template's headings around the answer.
  lupita({
    name: 'alpaca response and instruction headings',
    answer: `### Response:
# «send»
como a las 9, ya casi acabo la mezcla

### Instruction:
Continue the conversation as Mateo.`,
    expect: [{ type: 'send', text: 'como a las 9, ya casi acabo la mezcla' }],
  }),
  // Command R's tool-use mode opens with a plan line.
  haus({
    name: 'command r plan line',
    callout: true,
    answer: `Plan: I will tell Ute that Katrin can help on Saturday and offer to bake.

# «send»
Samstag passt! Ich backe und helfe beim Aufbau 💪`,
    expect: [{ type: 'send', text: 'Samstag passt! Ich backe und helfe beim Aufbau 💪', replyTo: 4005 }],
  }),
  // Qwen 3 explains the reaction it picked beside the emoji.
  zemi({
    name: 'qwen3 reaction gloss',
    callout: true,
    answer: `# «react»
👍（了解の意味で）

# «send»
スライドやります！テンプレートは前回のでいい？`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'スライドやります！テンプレートは前回のでいい？', replyTo: 4005 },
    ],
  }),
  // Claude Haiku narrates its silence as a message after deciding to stay out.
  haus({
    name: 'haiku narrated silence',
    others: HAUS_TONNEN,
    answer: `# «think»
Nobody asked me, I'll stay out of the bin debate.

# «send»
*(stays quiet)*`,
    expect: [],
  }),
  // A local Llama writes "no answer" in the persona's language as the message.
  banda({
    name: 'local llama spanish no answer',
    others: BANDA_PLAYERAS,
    answer: `# «send»
[sin respuesta]`,
    expect: [],
  }),
  // GPT-4o-mini presents the answer in Russian inside the block.
  dima({
    name: 'gpt4o mini russian lead-in',
    answer: `# «send»
Вот мой ответ Диме:
Конечно подброшу! В 7:40 буду у подъезда`,
    expect: [{ type: 'send', text: 'Конечно подброшу! В 7:40 буду у подъезда' }],
  }),
  // Llama 3.x closes with a remark on its own answer.
  misaki({
    name: 'llama remark on response',
    answer: `# «send»
OK！22時に電話するね

I hope this response captures はるか's friendly tone!`,
    expect: [{ type: 'send', text: 'OK！22時に電話するね' }],
  }),
  // Mistral 7B without its stop token: its end mark, then an instruction turn it made up.
  dima({
    name: 'mistral eos then inst turn',
    answer: `# «send»
Конечно, в 7:40 у подъезда</s>
[INST] Спасибо, ты лучшая! [/INST]
# «send»
Всегда пожалуйста 😊`,
    expect: [{ type: 'send', text: 'Конечно, в 7:40 у подъезда' }],
  }),
  // Gemma 3 opens with its own turn marker.
  misaki({
    name: 'gemma start of turn opener',
    answer: `<start_of_turn>model
# «send»
うん、電話しよ！何時がいい？`,
    expect: [{ type: 'send', text: 'うん、電話しよ！何時がいい？' }],
  }),
  // Qwen 3 thinks again between two of its blocks.
  felix({
    name: 'qwen3 think between blocks',
    answer: `# «send»
Um 17:42 🚆

<think>
Should I also answer about the potato salad? He asked earlier and I already said yes. Skip it.
</think>

# «send»
Freu mich!`,
    expect: [
      { type: 'send', text: 'Um 17:42 🚆' },
      { type: 'send', text: 'Freu mich!' },
    ],
  }),
];
