/**
 * Set 6, shapes of models a user may plug in besides Gemini (Llama, Qwen, DeepSeek, GPT, Mistral,
 * Claude, Gemma), and Gemini's own thought summaries, each around a message that must arrive.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BOOK_CLUB } from './answers-6-scenes.js';

export const MODEL_SLIPS_6: readonly CorpusEntry[] = [
  {
    name: 'Gemini: a thought-summary title and paragraph before the blocks',
    answer:
      "**Confirming the Cat's Wellbeing**\n\nI'm focusing on answering both of Jonas's questions in a relaxed, friendly way.\n\n# «send»\nHe survived! Saturday we're open 10–4.",
    expect: [{ type: 'send', text: "He survived! Saturday we're open 10–4." }],
  },
  {
    name: 'Gemini: a thought-summary paragraph about the user opening the body',
    answer:
      "# «send»\n**Answering Both Questions**\nThe user wants to know about the cat and Saturday. I'll keep it light.\n\nHe's alive and very bossy! Saturday we're open.",
    expect: [{ type: 'send', text: "He's alive and very bossy! Saturday we're open." }],
  },
  {
    name: 'Gemini: a plain answer without any block',
    answer: 'He survived!! Saturday open 10-4 🙂',
    expect: [{ type: 'send', text: 'He survived!! Saturday open 10-4 🙂' }],
  },
  {
    name: 'Gemini: a think block after the message',
    answer:
      '# «send»\nhaha yes he survived. Saturday open!\n# «think»\nHe seemed worried; follow up next week.',
    expect: [{ type: 'send', text: 'haha yes he survived. Saturday open!' }],
  },
  {
    name: "Llama 3: the template's end-of-turn token after the body",
    answer: '# «send»\nHe made it! Open Saturday 10–4<|eot_id|>',
    expect: [{ type: 'send', text: 'He made it! Open Saturday 10–4' }],
  },
  {
    name: 'Llama 3.1: a python-tag tool call as the whole answer',
    answer: '<|python_tag|>send_message(text="He survived! Open Saturday.")',
    expect: [{ type: 'send', text: 'He survived! Open Saturday.' }],
  },
  {
    name: 'Qwen: an invented user turn after the end token',
    answer: '# «send»\nYes to both! 🐈\n<|im_end|>\n<|im_start|>user\nthanks Heidi, see you then',
    expect: [{ type: 'send', text: 'Yes to both! 🐈' }],
  },
  {
    name: 'DeepSeek R1: an unclosed think tag up to the heading',
    answer:
      '<think>\nOkay, so Jonas is asking whether his cat survived and about Saturday. Heidi is warm, keep it short.\n# «send»\nAlive and thriving! Saturday 10–4 🙂',
    expect: [{ type: 'send', text: 'Alive and thriving! Saturday 10–4 🙂' }],
  },
  {
    name: 'GPT-oss: the analysis channel with its tokens lost',
    answer:
      'analysisWe need to reply as Heidi, two questions, short and warm.assistantfinal# «send»\nHe survived! Open Saturday as usual.',
    expect: [{ type: 'send', text: 'He survived! Open Saturday as usual.' }],
  },
  {
    name: 'Mistral: a tool-calls token with a JSON call',
    answer:
      '[TOOL_CALLS][{"name": "send_message", "arguments": {"text": "Er hat überlebt! Samstag offen."}}]',
    expect: [{ type: 'send', text: 'Er hat überlebt! Samstag offen.' }],
  },
  {
    name: 'Claude: a sentence announcing the role before the blocks',
    answer:
      "I'll respond as Heidi, keeping it casual.\n\n# «send»\nHe did! Basket and all. Saturday we're open.",
    expect: [{ type: 'send', text: "He did! Basket and all. Saturday we're open." }],
  },
  {
    name: 'Claude: an XML tool invocation',
    answer:
      '<invoke name="send_message">\n<parameter name="text">Yes, he survived! See you Saturday?</parameter>\n</invoke>',
    expect: [{ type: 'send', text: 'Yes, he survived! See you Saturday?' }],
  },
  {
    name: "Gemma: the template's turn markers around the blocks",
    answer: '<start_of_turn>model\n# «send»\nHe survived, and yes, Saturday!\n<end_of_turn>',
    expect: [{ type: 'send', text: 'He survived, and yes, Saturday!' }],
  },
  {
    name: 'DeepSeek V3, Xiaolin: a Chinese reasoning label alone on its line with its paragraph',
    persona: '小林',
    answer: '# «send»\n思考过程：\n对方问了猫和周六营业。简短回答。\n\n猫没事！周六照常营业～',
    expect: [{ type: 'send', text: '猫没事！周六照常营业～' }],
  },
  {
    name: 'GPT: German low-high quotation marks around the whole message',
    // The docs list «…», "…" and “…”; „…“ is the same wrapper in German typography.
    answer: '# «send»\n„Er lebt! Samstag ganz normal offen.“',
    expect: [{ type: 'send', text: 'Er lebt! Samstag ganz normal offen.' }],
  },
  {
    name: 'group: a reply id the model was never shown answers the target instead',
    chat: 'group',
    others: BOOK_CLUB,
    callout: true,
    answer: '# «send» 4123\nlemon cake forever 🍋',
    expect: [{ type: 'send', text: 'lemon cake forever 🍋', replyTo: 4005 }],
  },
];
