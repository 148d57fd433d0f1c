/**
 * Set 29, slips of the chat templates and tool formats of models other than Gemini: their special
 * tokens, reasoning spans, tool-call envelopes and the turns they go on to write. Only the message
 * the model meant may reach the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const TEMPLATE_SLIPS_29: readonly CorpusEntry[] = [
  {
    // Claude.ai's artifact prompt teaches an `antThinking` tag before a block; it is the writer's reasoning.
    name: 'Claude: an antThinking tag before the blocks',
    answer:
      "<antThinking>Jonas asks two things; a short warm answer to each, no artifact needed.</antThinking>\n\n# «send»\nHe's fine! Sulked for a day, now he's on the windowsill\n\n# «send»\nSaturday 10–4 ☀️",
    expect: [
      { type: 'send', text: "He's fine! Sulked for a day, now he's on the windowsill" },
      { type: 'send', text: 'Saturday 10–4 ☀️' },
    ],
  },
  {
    name: 'Claude: the message wrapped in an artifact element',
    answer:
      '<antArtifact identifier="reply-jonas" type="text/plain" title="Reply to Jonas">\nHe survived the basket! Saturday we\'re open 10 to 4\n</antArtifact>',
    expect: [{ type: 'send', text: "He survived the basket! Saturday we're open 10 to 4" }],
  },
  {
    name: 'Claude: a sentence of intent before the first block',
    answer:
      "I'll answer both of Jonas's questions in Heidi's casual voice.\n\n# «send»\nhe's alive and offended 😼\n\n# «send»\nand yes, Saturday as usual",
    expect: [
      { type: 'send', text: "he's alive and offended 😼" },
      { type: 'send', text: 'and yes, Saturday as usual' },
    ],
  },
  {
    name: 'Claude: an italic remark on the reply after a rule',
    answer:
      "# «send»\nYay for Pixel! We're open Saturday, 10–4.\n\n---\n*Kept this brief and upbeat since Jonas is a regular.*",
    expect: [{ type: 'send', text: "Yay for Pixel! We're open Saturday, 10–4." }],
  },
  {
    // ChatGPT's search tool marks its sources with private-use characters; copied text shows them as words.
    name: 'GPT-4o: a search citation token at the end',
    answer: "# «send»\nglad he's ok! Saturday we're open 10–4 citeturn0search2",
    expect: [{ type: 'send', text: "glad he's ok! Saturday we're open 10–4" }],
  },
  {
    name: 'GPT-4o JSON mode: its own key names and a reply id',
    answer:
      '{"reply_text": "He made it! Hiding under the sofa but eating. Saturday 10–4 🙂", "reply_to_message_id": 4005}',
    expect: [
      { type: 'send', text: 'He made it! Hiding under the sofa but eating. Saturday 10–4 🙂', replyTo: 4005 },
    ],
  },
  {
    name: 'GPT-4o: a whole tool_calls object with two sends',
    answer:
      '{"tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "send_message", "arguments": "{\\"text\\": \\"cat survived, barely 😂\\"}"}}, {"id": "call_2", "type": "function", "function": {"name": "send_message", "arguments": "{\\"text\\": \\"open Saturday 10-4!\\"}"}}]}',
    expect: [
      { type: 'send', text: 'cat survived, barely 😂' },
      { type: 'send', text: 'open Saturday 10-4!' },
    ],
  },
  {
    // DeepSeek R1's chat template opens the think tag itself, so the answer carries only the closing one.
    name: 'DeepSeek R1: reasoning up to a lone closing tag',
    answer:
      "Okay, the user is Jonas, he asks whether the cat survived and about Saturday. Heidi is warm and short. I'll answer both.\n</think>\n\n# «send»\nHe did!! Send me a photo of him in the new place\n\n# «send»\nSaturday 10–4 👍",
    expect: [
      { type: 'send', text: 'He did!! Send me a photo of him in the new place' },
      { type: 'send', text: 'Saturday 10–4 👍' },
    ],
  },
  {
    // The Ollama command line prints a thinking model's reasoning between these two lines.
    name: 'DeepSeek R1 through Ollama: Thinking... to ...done thinking.',
    answer:
      'Thinking...\nJonas wants to know about the cat and Saturday. Keep it light.\n...done thinking.\n\n# «send»\nthe cat is fine, the laundry basket less so 😂 Saturday yes!',
    expect: [{ type: 'send', text: 'the cat is fine, the laundry basket less so 😂 Saturday yes!' }],
  },
  {
    name: "DeepSeek V3: the model's own tool-call tokens around a send",
    answer:
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>send_message\n```json\n{"text": "He survived, and he already owns the radiator 😂"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    expect: [{ type: 'send', text: 'He survived, and he already owns the radiator 😂' }],
  },
  {
    // Qwen3 in non-thinking mode still opens its answer with an empty think span.
    name: 'Qwen3: an empty think span before plain text',
    answer: "<think>\n\n</think>\n\nHe's fine! A bit grumpy. We're open Saturday 10-4 😊",
    expect: [{ type: 'send', text: "He's fine! A bit grumpy. We're open Saturday 10-4 😊" }],
  },
  {
    name: 'Qwen3: an unclosed think span in Chinese up to the heading',
    answer: '<think>\n好的，Jonas问猫和周六。要简短友好。\n\n# «send»\nCat made it! Saturday open, 10–4 🐾',
    expect: [{ type: 'send', text: 'Cat made it! Saturday open, 10–4 🐾' }],
  },
  {
    name: 'Qwen2.5 in LM Studio: an end-of-text token, then a turn it made up for Jonas',
    answer: "# «send»\nHe survived! Saturday we're open as usual.<|endoftext|>\nHuman: great, see you then!",
    expect: [{ type: 'send', text: "He survived! Saturday we're open as usual." }],
  },
  {
    name: 'Llama 3: the assistant header tokens around plain text',
    answer:
      "<|start_header_id|>assistant<|end_header_id|>\n\nHe made it in one piece! Saturday we're open 10 till 4 🐈<|eot_id|>",
    expect: [{ type: 'send', text: "He made it in one piece! Saturday we're open 10 till 4 🐈" }],
  },
  {
    name: 'Llama 3.1 8B through Ollama: a lead-in and quotation marks around the message',
    answer:
      'Here is a response from Heidi:\n\n"He made it! Curled up in the basket the whole way. We\'re open Saturday, 10-4!"',
    expect: [
      { type: 'send', text: "He made it! Curled up in the basket the whole way. We're open Saturday, 10-4!" },
    ],
  },
  {
    name: "Llama 4 Scout: a speaker label with the persona's role in brackets",
    answer: "# «send»\n**Heidi (shop owner):** Pixel is fine, and yes we're open Saturday!",
    expect: [{ type: 'send', text: "Pixel is fine, and yes we're open Saturday!" }],
  },
  {
    name: 'Mistral: the end-of-sequence tag written out',
    answer: "Haha he's a survivor! Saturday 10 to 4 as always</s>",
    expect: [{ type: 'send', text: "Haha he's a survivor! Saturday 10 to 4 as always" }],
  },
  {
    name: 'Mistral 7B Instruct: a next user turn in its instruction tokens',
    answer: '# «send»\nthe cat is fine!! Saturday open 10–4\n[INST] thanks, see you Saturday [/INST]',
    expect: [{ type: 'send', text: 'the cat is fine!! Saturday open 10–4' }],
  },
  {
    name: 'Gemma 3: its role word alone on the first line, end-of-turn token at the end',
    answer: 'model\n# «send»\nHe survived and is now sleeping in the sink 😂 Saturday 10–4!\n<end_of_turn>',
    expect: [{ type: 'send', text: 'He survived and is now sleeping in the sink 😂 Saturday 10–4!' }],
  },
  {
    name: 'Gemma 3: a bold explanation of the choices after the message, no rule',
    answer:
      "# «send»\naww he made it! we're open Saturday 10–4 🌼\n\n**Explanation of choices:**\n* Kept it casual to match Heidi's voice\n* Answered both questions",
    expect: [{ type: 'send', text: "aww he made it! we're open Saturday 10–4 🌼" }],
  },
  {
    // Kimi K2's tool-call section, as a server without its parser passes it through.
    name: 'Kimi K2: the tool-call section tokens around a send',
    answer:
      '<|tool_calls_section_begin|><|tool_call_begin|>functions.send_message:0<|tool_call_argument_begin|>{"text": "He survived! Saturday 10–4, come say hi"}<|tool_call_end|><|tool_calls_section_end|>',
    expect: [{ type: 'send', text: 'He survived! Saturday 10–4, come say hi' }],
  },
  {
    // GLM-4.5 writes each argument as a key tag and a value tag inside its tool call.
    name: 'GLM-4.5: a tool call with argument key and value tags',
    answer:
      '<tool_call>send_message\n<arg_key>text</arg_key>\n<arg_value>Pixel is fine! And yes, open Saturday 🙂</arg_value>\n</tool_call>',
    expect: [{ type: 'send', text: 'Pixel is fine! And yes, open Saturday 🙂' }],
  },
  {
    name: 'GLM-4: its assistant token, then a user turn it wrote itself',
    answer: "<|assistant|>\nHe's fine, just dramatic. Saturday we're open 10–4!\n<|user|>\nok see you then",
    expect: [{ type: 'send', text: "He's fine, just dramatic. Saturday we're open 10–4!" }],
  },
  {
    // Phi-3 was trained on generated exercises and often writes the next one after its answer.
    name: 'Phi-3: a follow-up question section after the message',
    answer:
      '# «send»\nHe survived! Open Saturday 10-4 😊\n\n**Follow-up Question 1:** How would Heidi respond if Jonas asked about Sunday hours?\n\n**Solution:** Heidi would say the shop is closed on Sundays.',
    expect: [{ type: 'send', text: 'He survived! Open Saturday 10-4 😊' }],
  },
  {
    name: 'gpt-oss in LM Studio: harmony channels, analysis then final',
    answer:
      "<|channel|>analysis<|message|>User asks about cat and Saturday. Answer briefly, warm.<|end|><|start|>assistant<|channel|>final<|message|># «send»\nhe's fine, just needs a few days. Saturday 10–4!",
    expect: [{ type: 'send', text: "he's fine, just needs a few days. Saturday 10–4!" }],
  },
  {
    // Reflection-tuned Llama models answer in thinking, reflection and output elements.
    name: 'Reflection Llama 70B: thinking with a reflection inside, then output',
    answer:
      "<thinking>Jonas asks two things.\n<reflection>I should not forget the Saturday part.</reflection>\nAnswer both.</thinking>\n<output>\nHe survived the move! And Saturday we're open 10–4.\n</output>",
    expect: [{ type: 'send', text: "He survived the move! And Saturday we're open 10–4." }],
  },
  {
    name: 'Local model in LM Studio: end-of-turn token and the same text generated again',
    answer: 'He survived!! Saturday 10-4 :)<|eot_id|>assistant\n\nHe survived!! Saturday 10-4 :)',
    expect: [{ type: 'send', text: 'He survived!! Saturday 10-4 :)' }],
  },
  {
    name: 'Local model through Ollama: only an end-of-text token',
    answer: '<|endoftext|>',
    expect: [],
  },
];
