/**
 * Held-out set 12, slips of the model around the message: prose and reasoning before or after
 * the blocks, reasoning channels and chat-template tokens of models other than Gemini (Qwen's
 * `<think>`, DeepSeek R1's lost opening tag, Magistral's `[THINK]`, gpt-oss's channels, Llama,
 * Gemma, Mistral and ChatML tokens, Alpaca prompts of llama.cpp), turns a small model made up for
 * the others, and talk about the answer in the persona's language.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  DUTCH,
  INDONESIAN,
  POLISH,
  PORTUGUESE,
  SPANISH,
  send,
  TURKISH,
  UKRAINIAN,
  VIETNAMESE,
} from './answers-12-scenes.js';

export const PROSE_12: CorpusEntry[] = [
  {
    name: 'gpt-4o: an English lead-in before a Spanish block',
    ...SPANISH,
    answer: "Sure! Here's how Lucía might reply:\n\n# «send»\nSí, voy seguro 🙌 ¿a qué hora quedamos?",
    expect: [send('Sí, voy seguro 🙌 ¿a qué hora quedamos?')],
    withheld: ['outside-blocks'],
  },
  {
    // Offered to the operator, not to Mateo, who asked about dinner: an operator would not send it.
    name: 'gpt-4o: an offer of a more formal version in Spanish after a rule',
    ...SPANISH,
    answer: '# «send»\n¡Sí! Ahí estaré 🙌\n\n---\n¿Quieres que te prepare una versión más formal?',
    expect: [send('¡Sí! Ahí estaré 🙌')],
  },
  {
    name: 'claude: a lead-in, then the message inside message tags',
    ...POLISH,
    answer:
      "I'll respond as Kasia, keeping it casual and in Polish.\n\n# «send»\n<message>\nJasne, jadę! O której zbiórka?\n</message>",
    expect: [send('Jasne, jadę! O której zbiórka?')],
    withheld: ['outside-blocks'],
  },
  {
    name: 'claude, group: an italic remark on the reply after the message',
    ...POLISH,
    chat: 'group',
    answer:
      "# «send»\nJadę! Biorę kocyk i ciasto 🍰\n\n*Kasia's reply is short and enthusiastic, matching the group's relaxed tone.*",
    expect: [send('Jadę! Biorę kocyk i ciasto 🍰', 4005)],
  },
  {
    name: 'qwen3 with thinking switched off: an empty think element before the block',
    ...TURKISH,
    answer: '<think>\n\n</think>\n\n# «send»\nOlur! Saat kaçta çıkıyoruz?',
    expect: [send('Olur! Saat kaçta çıkıyoruz?')],
  },
  {
    name: 'qwen3: a wrapped reasoning label in Chinese over a Turkish message',
    ...TURKISH,
    answer: '# «send»\n（思考：他在问周六去海边）\nOlur, ben varım!',
    expect: [send('Olur, ben varım!')],
  },
  {
    name: 'deepseek-r1 via Ollama: reasoning without its opening tag before the block',
    ...INDONESIAN,
    answer:
      'Okay, Dimas is asking whether we are still going to the movies tomorrow. I should confirm casually in Indonesian.\n</think>\n\n# «send»\nJadi dong! Jam berapa ketemuan?',
    expect: [send('Jadi dong! Jam berapa ketemuan?')],
  },
  {
    // No block at all: the answer is one candidate message, and what stands before the lone
    // closing tag is the reasoning R1 wrote; an operator sends only what follows it.
    name: 'deepseek-r1 distill: no blocks, reasoning up to a lone closing tag',
    ...INDONESIAN,
    answer:
      "Okay, so the user wants to know if I'm coming tomorrow. Putri is friendly, answer in Indonesian.\n</think>\n\nJadi dong, aku udah beli tiket!",
    expect: [send('Jadi dong, aku udah beli tiket!')],
  },
  {
    name: 'magistral: a [THINK] span before the block',
    ...DUTCH,
    answer:
      '[THINK]Daan vraagt of ik vrijdag kom. Kort en enthousiast.[/THINK]\n# «send»\nJa gezellig! Hoe laat spreken we af?',
    expect: [send('Ja gezellig! Hoe laat spreken we af?')],
  },
  {
    name: 'gpt-oss: the analysis channel and the final channel with their tokens',
    ...DUTCH,
    answer:
      '<|channel|>analysis<|message|>User asks about Friday drinks. Respond yes in Dutch.<|end|><|start|>assistant<|channel|>final<|message|># «send»\nZeker, ik kom! 🍻<|return|>',
    expect: [send('Zeker, ik kom! 🍻')],
  },
  {
    name: 'llama 3.1 raw: the header tokens before and the end-of-turn token after',
    ...POLISH,
    answer: '<|start_header_id|>assistant<|end_header_id|>\n\n# «send»\nTak, jadę! Wezmę kocyk 🧺<|eot_id|>',
    expect: [send('Tak, jadę! Wezmę kocyk 🧺')],
  },
  {
    // The rules name chat-log roles; a shown participant's name opening a line after the message
    // is the same made-up turn, and no operator sends words put in Tomek's and Ola's mouths.
    name: 'llama 3.2 1B: lines made up for the other participants after the message',
    ...POLISH,
    answer: '# «send»\nJasne, jadę! O 9 pod blokiem?\nTomek: super, to widzimy się o 9!\nOla: ja też jadę',
    expect: [send('Jasne, jadę! O 9 pod blokiem?')],
  },
  {
    name: 'gemma 2 via Ollama: turn tokens and a made-up user turn',
    ...TURKISH,
    answer:
      "<start_of_turn>model\n# «send»\nOlur, cumartesi sabah çıkalım!<end_of_turn>\n<start_of_turn>user\nSüper, 8'de alırım seni",
    expect: [send('Olur, cumartesi sabah çıkalım!')],
  },
  {
    name: 'qwen2.5 through a ChatML template: the end token and a made-up user turn',
    ...TURKISH,
    answer: "# «send»\nTamam, 10'da buluşalım<|im_end|>\n<|im_start|>user\nharika!",
    expect: [send("Tamam, 10'da buluşalım")],
  },
  {
    // The trailing heading is the next prompt of an Alpaca template, not text for Dimas.
    name: 'llama.cpp with an Alpaca template: a response heading, then the next instruction heading',
    ...INDONESIAN,
    answer: '### Response:\n# «send»\nSiap! Jadi dong besok 🎬\n\n### Instruction:',
    expect: [send('Siap! Jadi dong besok 🎬')],
  },
  {
    name: 'gpt-5, no blocks: a bold title naming the persona over the message',
    ...SPANISH,
    answer: '**Respuesta de Lucía**\n\n¡Sí, voy! Llevo el vino 🍷',
    expect: [send('¡Sí, voy! Llevo el vino 🍷')],
  },
  {
    name: 'gpt-4o: a Markdown heading in Portuguese titling the body as the answer',
    ...PORTUGUESE,
    answer: '# «send»\n### Resposta\nBora! Sábado às 20h no Zé?',
    expect: [send('Bora! Sábado às 20h no Zé?')],
  },
  {
    name: 'claude: a closing paragraph in Spanish about the reply keeping her tone',
    ...SPANISH,
    answer:
      '# «send»\n¡Sí, ahí estaré! ¿Llevo algo?\n\nEsta respuesta mantiene el tono cercano y alegre de Lucía.',
    expect: [send('¡Sí, ahí estaré! ¿Llevo algo?')],
  },
  {
    // The rules name this in English; in Vietnamese the aside still notes the turn in the third
    // person ("keeping it short since Minh seems in a hurry"), which an operator would not send.
    name: 'claude: an aside in Vietnamese noting the turn at the end of the line',
    ...VIETNAMESE,
    answer: '# «send»\nĐi chứ! Mấy giờ? (giữ ngắn gọn vì Minh có vẻ đang vội)',
    expect: [send('Đi chứ! Mấy giờ?')],
  },
  {
    name: 'llama 3.3: an English translation in an italic aside under a Turkish message',
    ...TURKISH,
    answer: "# «send»\nOlur, varım! 🚗\n_(EN: Sure, I'm in!)_",
    expect: [send('Olur, varım! 🚗')],
  },
  {
    name: 'gpt-4o: two drafts offered as bold Portuguese options, the first is sent',
    ...PORTUGUESE,
    answer: '# «send»\n**Opção 1 (curta):** Bora!\n**Opção 2 (animada):** Bora demais, já tô pronta! 🍻',
    expect: [send('Bora!')],
  },
  {
    // A chat app's status line copied with the answer; no operator sends it to a friend.
    name: 'o3 copied from a chat app: its "Thought for 7 seconds" line over the message',
    ...UKRAINIAN,
    answer: 'Thought for 7 seconds\n\nТак, буду! Вже купила квиток 🎶',
    expect: [send('Так, буду! Вже купила квиток 🎶')],
  },
];
