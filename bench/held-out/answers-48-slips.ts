/**
 * Set 48, slips (Maddie, Katrin, Mateo): chat templates, special tokens, tool-call formats and
 * assistant habits of models other than Gemini behind an OpenAI-compatible endpoint.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { banda, crew, felix, haus, lupita, priya } from './answers-48-cast.js';

export const SLIPS_48: readonly CorpusEntry[] = [
  // Qwen 3 with thinking switched off still opens with an empty reasoning span.
  priya({
    name: 'qwen3 empty think span',
    answer: `<think>

</think>

# «send»
yes babe take it, I'll leave it on the bench by the kettle`,
    expect: [{ type: 'send', text: "yes babe take it, I'll leave it on the bench by the kettle" }],
  }),
  // DeepSeek R1 distills: the template opens the reasoning, so only its closing tag is written.
  lupita({
    name: 'r1 distill lone closing tag',
    answer: `Okay, Lupita is asking when I leave the studio. Mateo is mixing late, so give a time and keep it short, Mexican Spanish.
</think>

# «send»
como a las 9:30, te aviso`,
    expect: [{ type: 'send', text: 'como a las 9:30, te aviso' }],
  }),
  // Llama 3 served with a mismatched template: the assistant header is generated as text.
  crew({
    name: 'llama3 assistant header first',
    callout: true,
    answer: `<|start_header_id|>assistant<|end_header_id|>

# «send»
in! can someone grab me from Piccadilly tho`,
    expect: [{ type: 'send', text: 'in! can someone grab me from Piccadilly tho', replyTo: 4005 }],
  }),
  // Llama 3 without the stop token set: it ends its turn and writes the next user turn.
  crew({
    name: 'llama3 eot then made-up turn',
    callout: true,
    answer: `# «send»
count me in, I'll bring the pads

<|eot_id|><|start_header_id|>user<|end_header_id|>

Dev: sweet, see you at 8`,
    expect: [{ type: 'send', text: "count me in, I'll bring the pads", replyTo: 4005 }],
  }),
  // A ChatML model (Qwen 2.5 7B on llama.cpp) writes its end token as text.
  felix({
    name: 'chatml end token glued',
    answer: `# «send»
Ich komm um 17:42 an 🚆<|im_end|>`,
    expect: [{ type: 'send', text: 'Ich komm um 17:42 an 🚆' }],
  }),
  // ChatML without a stop sequence: a made-up turn for the brother, then another turn of its own.
  felix({
    name: 'chatml made-up brother turn',
    answer: `# «send»
17:42 am Hauptbahnhof, Gleis 3
<|im_end|>
<|im_start|>user
⟦#4006 Felix⟧ Super, bis Freitag!<|im_end|>
<|im_start|>assistant
# «send»
Bis Freitag! 🎄`,
    expect: [{ type: 'send', text: '17:42 am Hauptbahnhof, Gleis 3' }],
  }),
  // Gemma 3 on a server that does not stop on its turn marker.
  lupita({
    name: 'gemma end of turn glued',
    answer: `# «send»
salgo a las 9, pásate por la puerta de atrás<end_of_turn>`,
    expect: [{ type: 'send', text: 'salgo a las 9, pásate por la puerta de atrás' }],
  }),
  // Mistral Small answers with its native tool-call token and a JSON call instead of blocks.
  banda({
    name: 'mistral tool calls token',
    callout: true,
    answer: `[TOOL_CALLS][{"name": "send_message", "arguments": {"text": "Sí, llévalo el jueves y lo reviso antes del toque", "reply_to": 4005}}]`,
    expect: [{ type: 'send', text: 'Sí, llévalo el jueves y lo reviso antes del toque', replyTo: 4005 }],
  }),
  // Hermes-style function-calling fine-tunes write each task as a tool call.
  priya({
    name: 'hermes two tool calls',
    answer: `<tool_call>
{"name": "send", "arguments": {"text": "yes defo coming, 7ish?", "reply_to": 4003}}
</tool_call>
<tool_call>
{"name": "send", "arguments": {"text": "and yeah take my chalk bag, it's in my locker"}}
</tool_call>`,
    expect: [
      { type: 'send', text: 'yes defo coming, 7ish?', replyTo: 4003 },
      { type: 'send', text: "and yeah take my chalk bag, it's in my locker" },
    ],
  }),
  // Hermes 3: a reaction and a message as tool calls in a group.
  haus({
    name: 'hermes react and send calls',
    callout: true,
    answer: `<tool_call>
{"name": "react", "arguments": {"message_id": 4003, "emoji": "🙏"}}
</tool_call>
<tool_call>
{"name": "send", "arguments": {"text": "Ute, klar helfe ich! Ich mach einen Blechkuchen"}}
</tool_call>`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'Ute, klar helfe ich! Ich mach einen Blechkuchen', replyTo: 4005 },
    ],
  }),
  // Command R in tool-use mode first calls its "directly_answer" tool, then answers.
  haus({
    name: 'command r directly answer action',
    callout: true,
    answer: `Action: \`\`\`json
[
    {
        "tool_name": "directly_answer",
        "parameters": {}
    }
]
\`\`\`
# «send»
Ja, ich bin dabei! Den Kuchen übernehme ich 🍰`,
    expect: [{ type: 'send', text: 'Ja, ich bin dabei! Den Kuchen übernehme ich 🍰', replyTo: 4005 }],
  }),
  // Command R's grounded mode wraps what it takes from the chat in citation tags.
  felix({
    name: 'command r citation tags',
    answer: `# «send»
Wie Mama schon sagte: <co: 0>Kartoffelsalat</co: 0> kommt mit. Ich bin um 17:42 da!`,
    expect: [{ type: 'send', text: 'Wie Mama schon sagte: Kartoffelsalat kommt mit. Ich bin um 17:42 da!' }],
  }),
  // Command R's grounded preamble (documents, then "Answer:") before the blocks.
  lupita({
    name: 'command r documents preamble',
    answer: `Relevant Documents: 0
Cited Documents: 0
Answer:
# «send»
ya casi acabo, como a las 9 🙏`,
    expect: [{ type: 'send', text: 'ya casi acabo, como a las 9 🙏' }],
  }),
  // gpt-oss behind a server that does not parse its channels: analysis and final both arrive.
  crew({
    name: 'harmony channels as text',
    callout: true,
    answer: `<|channel|>analysis<|message|>Dev asks if Maddie is in for Saturday. She said it depends on the weather. Say yes if it's dry.<|end|><|start|>assistant<|channel|>final<|message|># «send»
yeah I'm in if it stays dry ☀️`,
    expect: [{ type: 'send', text: "yeah I'm in if it stays dry ☀️", replyTo: 4005 }],
  }),
  // GPT-4o-mini: an assistant's lead-in before the blocks and an offer to redo at the end.
  priya({
    name: 'gpt4o mini lead-in and offer',
    answer: `Sure! Here's a casual reply from Maddie:

# «send»
ofc! grab it from my locker thursday 💪

Let me know if you'd like a different tone!`,
    expect: [{ type: 'send', text: 'ofc! grab it from my locker thursday 💪' }],
  }),
  // GPT-4o-mini wraps the whole answer in a markdown fence.
  felix({
    name: 'gpt4o mini markdown fence',
    answer: `\`\`\`markdown
# «send»
Um 17:42! Danke, dass du mich abholst 🥰

# «send» 4003
Und ja, Kartoffelsalat ist gebongt
\`\`\``,
    expect: [
      { type: 'send', text: 'Um 17:42! Danke, dass du mich abholst 🥰' },
      { type: 'send', text: 'Und ja, Kartoffelsalat ist gebongt', replyTo: 4003 },
    ],
  }),
  // Claude Haiku announces in English how it will answer before a German persona's block.
  haus({
    name: 'haiku english preface',
    callout: true,
    answer: `I'll respond as Katrin, keeping it warm and brief.

# «send»
Na klar, Ute! Ich backe was und helfe beim Aufbau`,
    expect: [{ type: 'send', text: 'Na klar, Ute! Ich backe was und helfe beim Aufbau', replyTo: 4005 }],
  }),
  // Claude Haiku, used to XML-tagged prompts, wraps its answer in a tag of its own.
  banda({
    name: 'haiku response tags',
    callout: true,
    answer: `<response>
# «send»
Sí, tráiganlo el jueves. Si es el cable, lo cambio ahí mismo
</response>`,
    expect: [
      { type: 'send', text: 'Sí, tráiganlo el jueves. Si es el cable, lo cambio ahí mismo', replyTo: 4005 },
    ],
  }),
  // Phi-4-mini's own role and end tokens left in the text.
  lupita({
    name: 'phi4 mini role and end tokens',
    answer: `<|assistant|>
# «send»
a las 9 y media, te marco<|end|>`,
    expect: [{ type: 'send', text: 'a las 9 y media, te marco' }],
  }),
  // Phi-4's ChatML variant with its separator token opens the answer.
  haus({
    name: 'phi4 im sep opener',
    callout: true,
    answer: `<|im_start|>assistant<|im_sep|>
# «send»
Ja, ich übernehme den Kuchen! Streusel oder Zwetschge?`,
    expect: [{ type: 'send', text: 'Ja, ich übernehme den Kuchen! Streusel oder Zwetschge?', replyTo: 4005 }],
  }),
  // Llama 3.2 3B copies the transcript's header for its own next message.
  priya({
    name: 'small llama header echo',
    answer: `# «send»
⟦#4006 Maddie⟧ yeah course, it's in my locker`,
    expect: [{ type: 'send', text: "yeah course, it's in my locker" }],
  }),
  // A small local model labels its message with the persona's name, as in a script.
  crew({
    name: 'small model speaker label',
    callout: true,
    answer: `# «send»
Maddie: I'm in!! who's got space for me`,
    expect: [{ type: 'send', text: "I'm in!! who's got space for me", replyTo: 4005 }],
    withheld: ['label'],
  }),
  // Qwen 2.5 3B goes on writing the group's next line for Dev.
  crew({
    name: 'small qwen writes dev line',
    callout: true,
    answer: `# «send»
in! meet at the Tesco car park at 8?
Dev: perfect, I'll bring the crash pads`,
    expect: [{ type: 'send', text: 'in! meet at the Tesco car park at 8?', replyTo: 4005 }],
  }),
];
