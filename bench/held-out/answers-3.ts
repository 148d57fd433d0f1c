/**
 * Held-out set 3 of the speech boundary: raw answers of models other than Gemini (gpt-oss
 * channels, Qwen and DeepSeek think blocks, Claude lead-ins and XML, Llama and Gemma template
 * tokens), drafts and options the model wrote for itself, self-corrections, repeats and cut
 * answers. Written from the documented rules only, without the boundary's source. Where the rules
 * are silent the expectation is what a careful operator of the account would want sent, and the
 * entry says so. Languages, stage directions, groups and legitimate look-alikes are in the
 * sibling files.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { send } from './answers-3-expect.js';
import { HELD_OUT_3_LANGUAGES } from './answers-3-languages.js';
import { HELD_OUT_3_LOOK_ALIKES } from './answers-3-look-alikes.js';

const CAT = 'He survived! Sulked under the sofa for a day, now he owns the place 🐈';
const SATURDAY = 'And yes, Saturday 10 to 4 as always';

const OTHER_MODELS: CorpusEntry[] = [
  {
    name: 'gpt-oss: analysis channel, then final channel with blocks',
    answer: `<|channel|>analysis<|message|>The user asks whether the cat survived and if the shop is open Saturday. Heidi should answer both, warmly.<|end|><|start|>assistant<|channel|>final<|message|># «send»\n${CAT}\n\n# «send»\n${SATURDAY}`,
    expect: [send(CAT), send(SATURDAY)],
    withheld: ['outside-blocks'],
  },
  {
    // No block at all: the analysis channel is reasoning by its marker word; the final channel is
    // the one candidate message (rules silent on channel tokens: the operator wants only the final).
    name: 'gpt-oss: analysis and final channels, no blocks',
    answer: `<|channel|>analysis<|message|>User asks two things. Keep it short, friendly.<|end|><|start|>assistant<|channel|>final<|message|>${CAT}`,
    expect: [send(CAT)],
  },
  {
    // The special tokens stripped by the serving stack, the channel names glued to the text.
    name: 'gpt-oss through a server that strips its tokens: analysis…assistantfinal',
    answer: `analysisThe user asks if the cat survived the move and whether the shop is open on Saturday. Answer both in Heidi's voice.assistantfinal# «send»\n${CAT}`,
    expect: [send(CAT)],
  },
  {
    // Rules silent: nobody types "assistantfinal"; the operator wants what follows it.
    name: 'gpt-oss stripped tokens, no blocks',
    answer: `analysisNeed to reply about the cat and Saturday. Heidi is warm, brief.assistantfinal${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    // Rules silent on template tokens: a stop token is never text a person types.
    name: 'gpt-oss return token after the last block',
    answer: `# «send»\n${CAT}<|return|>`,
    expect: [send(CAT)],
  },
  {
    name: 'Qwen: think block left open, then blocks',
    answer: `<think>\nOkay, the user is asking about the cat and about Saturday. I should reply as Heidi, who runs the bookshop. Keep it casual.\n\n# «send»\n${CAT}\n\n# «send»\n${SATURDAY}`,
    expect: [send(CAT), send(SATURDAY)],
  },
  {
    name: 'Qwen: think block closed, answer without blocks',
    answer: `<think>\nThe user wants to know two things. Let me answer both in one message.\n</think>\n\n${CAT}`,
    expect: [send(CAT)],
  },
  {
    name: 'DeepSeek R1: only the closing think tag survives the template',
    answer: `Okay, so Jonas is asking whether the cat made it and if we're open Saturday. Heidi would be relieved and cheerful.\n</think>\n\n# «send»\n${CAT}`,
    expect: [send(CAT)],
  },
  {
    name: 'Qwen: think open and the answer cut inside it at the output limit',
    answer: `<think>\nOkay, let me figure out how Heidi would respond here. The user asks about the cat, and`,
    truncated: true,
    expect: [],
  },
  {
    name: 'Claude: "I\'ll respond as Heidi:" lead-in, no blocks',
    answer: `I'll respond as Heidi:\n\n${CAT}`,
    expect: [send(CAT)],
  },
  {
    name: 'Claude: closing paragraph about the voice kept, inside the last block',
    answer: `# «send»\n${CAT}\n\n# «send»\n${SATURDAY}\n\nI've kept Heidi's voice casual and answered both of Jonas's questions.`,
    expect: [send(CAT), send(SATURDAY)],
  },
  {
    // Rules silent on XML tags other than the reasoning words: a scratchpad is Claude's reasoning.
    name: 'Claude: scratchpad tags before the message',
    answer: `<scratchpad>\nJonas asked two things. The cat is fine per earlier messages; Saturday hours are 10–4.\n</scratchpad>\n\n${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    // Rules silent on a <response> wrapper: the tags are markup around the one message.
    name: 'Claude: the message in response tags',
    answer: `<response>\n${CAT}\n</response>`,
    expect: [send(CAT)],
  },
  {
    name: 'Llama: "Here is a possible response:", no blocks',
    answer: `Here is a possible response:\n\n${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    name: 'Llama: the blocks in a fence after an introduction',
    answer: `Here is Heidi's response in the required format:\n\n\`\`\`markdown\n# «send»\n${CAT}\n\n# «send»\n${SATURDAY}\n\`\`\``,
    expect: [send(CAT), send(SATURDAY)],
  },
  {
    // Rules silent on chat-template tokens: <|eot_id|> ends Llama's turn, it is not text.
    name: 'Llama 3: end-of-turn token after the body',
    answer: `# «send»\n${SATURDAY}<|eot_id|>`,
    expect: [send(SATURDAY)],
  },
  {
    name: 'Gemma: turn tokens around the blocks',
    answer: `<start_of_turn>model\n# «send»\n${CAT}<end_of_turn>`,
    expect: [send(CAT)],
  },
  {
    // A misconfigured stop sequence: the model goes on to write the next user turn.
    name: 'Qwen ChatML: the model runs on into a made-up user turn',
    answer: `# «send»\n${CAT}<|im_end|>\n<|im_start|>user\nThanks! See you Saturday<|im_end|>`,
    expect: [send(CAT)],
  },
  {
    name: 'Hermes/Qwen tool call in tool_call tags',
    answer: `<tool_call>\n{"name": "send_message", "arguments": {"text": "${SATURDAY}"}}\n</tool_call>`,
    expect: [send(SATURDAY)],
  },
  {
    name: 'OpenAI-style function call JSON as the whole answer',
    answer: `{"name": "send", "arguments": {"text": "${CAT}", "reply_to": 4005}}`,
    expect: [send(CAT, 4005)],
  },
  {
    // Rules silent on a role and a description after the name: still a speaker label.
    name: 'GPT-4o: speaker label with a role in brackets',
    answer: `# «send»\nHeidi (bookseller): ${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    // Rules silent on HTML markup around a label; the label is the persona's name all the same.
    name: 'speaker label in HTML bold',
    answer: `# «send»\n<b>Heidi:</b> ${CAT}`,
    expect: [send(CAT)],
  },
  {
    // Rules silent on HTML comments: a comment is never shown to a reader, so never sent.
    name: 'HTML comment with a note to self inside the body',
    answer: `# «send»\n${CAT} <!-- keep it light, he was worried -->`,
    expect: [send(CAT)],
  },
];

const DRAFTS: CorpusEntry[] = [
  {
    name: 'table of tone options before the block',
    answer: `| Option | Tone | Length |\n|---|---|---|\n| A | playful | short |\n| B | dry | short |\n\nGoing with A.\n\n# «send»\n${CAT}`,
    expect: [send(CAT)],
    withheld: ['outside-blocks'],
  },
  {
    // Rules silent on options inside one body: the operator wants only the chosen one sent.
    name: 'Option 1 / Option 2 inside one body, the chosen one marked ✅',
    answer:
      '# «send»\n**Option 1:** He survived! Hid in the basket the whole way.\n**Option 2:** Survived and already shedding on the new sofa 😂\n\n✅ Option 2',
    expect: [send('Survived and already shedding on the new sofa 😂')],
  },
  {
    // Rules silent on alternatives written as two blocks: sending both reads as a glitch; with no
    // choice marked, the operator wants the first.
    name: 'two send blocks labelled Option 1 and Option 2 on the heading line',
    answer: '# «send» Option 1\nHe survived!\n\n# «send» Option 2\nHe survived, barely 😅',
    expect: [send('He survived!')],
  },
  {
    // Rules silent on Draft/Final labels: the draft was the model's, the final is the message.
    name: 'bold Draft: then Final: inside one body',
    answer: `# «send»\n**Draft:** He survived. Saturday 10-4.\n\n**Final:** ${CAT}`,
    expect: [send(CAT)],
  },
  {
    name: 'a bare Final: label before the text',
    answer: `# «send»\nFinal: ${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    // Rules silent: no block, a list of candidates with one marked. The operator wants that one.
    name: 'numbered candidates, no blocks, the chosen one ✅',
    answer: '1. He survived!\n2. He survived and took over the sofa ✅',
    expect: [send('He survived and took over the sofa')],
  },
  {
    // Rules silent on a near-repeat: two nearly equal messages in a row read as a glitch; the
    // second is the model's revision and is the one the operator wants.
    name: 'the same block repeated with a small edit',
    answer:
      '# «send»\nHe survived! Hid in the basket the whole ride.\n\n# «send»\nHe survived! Hid in the laundry basket the whole ride 😅',
    expect: [send('He survived! Hid in the laundry basket the whole ride 😅')],
  },
  {
    name: 'Llama loop: the whole answer written twice',
    answer: `# «send»\n${CAT}\n\n# «send»\n${SATURDAY}\n\n# «send»\n${CAT}\n\n# «send»\n${SATURDAY}`,
    expect: [send(CAT), send(SATURDAY)],
    withheld: ['duplicate'],
  },
  {
    // Rules silent: a paragraph about what the answer should still do is the model's, not Heidi's.
    name: '"Wait, actually, I should also answer…" between two blocks',
    answer: `# «send»\n${CAT}\n\nWait, actually — I should also answer the Saturday question.\n\n# «send»\n${SATURDAY}`,
    expect: [send(CAT), send(SATURDAY)],
  },
  {
    name: 'reply in a quote block',
    answer: `# «send»\n> ${SATURDAY}`,
    expect: [send(SATURDAY)],
    withheld: ['wrapper'],
  },
  {
    // Rules silent on one inline code span around the whole message: markup, not the message.
    name: 'reply in a code span',
    answer: `# «send»\n\`${SATURDAY}\``,
    expect: [send(SATURDAY)],
  },
  {
    name: 'no blocks, the answer quoted line by line',
    answer: '> He survived!\n> Saturday 10-4 as usual',
    expect: [send('He survived!\nSaturday 10-4 as usual')],
  },
];

const CUT: CorpusEntry[] = [
  {
    name: 'MAX_TOKENS: the second block cut mid-sentence',
    answer: `# «send»\n${CAT}\n\n# «send»\nAnd Saturday we're open from 10 until`,
    truncated: true,
    expect: [send(CAT)],
    withheld: ['truncated'],
  },
  {
    // By the rules only a stop at the output limit marks a cut block; without it, it is sent.
    name: 'cut mid-sentence, no finish reason',
    answer: `# «send»\n${CAT}\n\n# «send»\nAnd Saturday we're open from 10 until`,
    expect: [send(CAT), send("And Saturday we're open from 10 until")],
  },
  {
    name: 'MAX_TOKENS: cut inside the next heading',
    answer: `# «send»\n${CAT}\n\n# «sti`,
    truncated: true,
    expect: [send(CAT)],
  },
  {
    name: 'MAX_TOKENS: the only block cut',
    answer: '# «send»\nHe survived the move, hid in the',
    truncated: true,
    expect: [],
    withheld: ['truncated'],
  },
  {
    name: 'MAX_TOKENS: no blocks, one message cut',
    answer: 'He survived! Sulked under the sofa for a day, now he',
    truncated: true,
    expect: [],
  },
];

export const HELD_OUT_3: readonly CorpusEntry[] = [
  ...OTHER_MODELS,
  ...DRAFTS,
  ...CUT,
  ...HELD_OUT_3_LANGUAGES,
  ...HELD_OUT_3_LOOK_ALIKES,
];
