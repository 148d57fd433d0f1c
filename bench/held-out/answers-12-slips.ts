/**
 * Held-out set 12, slips inside and of the blocks: reasoning labels in the personas' languages,
 * headings in other names, brackets and scripts, wrappers (labels, signatures, keys, vendors'
 * tool calls), narrated silence in groups, echoes and repeats, cut answers, invisible bodies,
 * stickers and reactions written loosely, roleplay actions, and two slips in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ARABIC,
  DUTCH,
  HINDI,
  INDONESIAN,
  POLISH,
  PORTUGUESE,
  react,
  SILENT,
  SPANISH,
  send,
  TURKISH,
  UKRAINIAN,
  VIETNAMESE,
} from './answers-12-scenes.js';

export const SLIPS_12: CorpusEntry[] = [
  {
    name: 'qwen2.5, Polish: a bold reasoning label with its text, then the message',
    ...POLISH,
    answer: '# «send»\n**Rozumowanie:** Tomek pyta o sobotę, odpowiem krótko.\n\nJasne, jadę! Biorę kocyk.',
    expect: [send('Jasne, jadę! Biorę kocyk.')],
    withheld: ['reasoning'],
  },
  {
    name: 'gemma 3, Arabic: an analysis label line over the message',
    ...ARABIC,
    answer: '# «send»\nالتحليل: عمر يسأل عن يوم الجمعة، سأوافق.\nإن شاء الله، أكيد 🌙',
    expect: [send('إن شاء الله، أكيد 🌙')],
  },
  {
    name: 'llama 3.1, Ukrainian: an italic reasoning label wrapped over its line',
    ...UKRAINIAN,
    answer: '# «send»\n*Міркування: Андрій питає про концерт, відповім коротко*\nТак, буду! Квитки вже є 🎶',
    expect: [send('Так, буду! Квитки вже є 🎶')],
  },
  {
    name: 'mistral, Dutch: a quoted reasoning label, a blank line, then the message',
    ...DUTCH,
    answer: '# «send»\n> Denkproces: Daan wil vrijdag borrelen, ik zeg ja\n\nJa leuk, vrijdag om 5?',
    expect: [send('Ja leuk, vrijdag om 5?')],
  },
  {
    name: 'deepseek-v3, Spanish: a reasoning label alone with its list, then the message',
    ...SPANISH,
    answer:
      '# «send»\nRazonamiento:\n- Mateo pregunta por la cena\n- responder que sí\n\n¡Sí, voy! ¿Llevo algo?',
    expect: [send('¡Sí, voy! ¿Llevo algo?')],
  },
  {
    name: 'llama 3.1, Spanish: the heading name translated, the only block',
    ...SPANISH,
    answer: '# «enviar»\n¡Voy! Llevo vino 🍷',
    expect: [send('¡Voy! Llevo vino 🍷')],
  },
  {
    name: 'mistral-nemo, Ukrainian: a Cyrillic letter in "react", then a message',
    ...UKRAINIAN,
    answer: '# «rеact»\n🔥\n\n# «send»\nБуду обовʼязково!',
    expect: [react('🔥'), send('Буду обовʼязково!')],
  },
  {
    // The rules name several bracket pairs, not this one; a heading still never reaches the chat
    // and the message under it is meant.
    name: 'qwen2.5, Vietnamese: a heading in mathematical double angle brackets',
    ...VIETNAMESE,
    answer: '# ⟪send⟫\nĐi luôn! 🎤',
    expect: [send('Đi luôn! 🎤')],
  },
  {
    name: 'llama 3.1, Polish: an address in Polish on the heading line',
    ...POLISH,
    answer: '# «send» dla Tomka\nJasne, jadę! Biorę kocyk 🧺',
    expect: [send('Jasne, jadę! Biorę kocyk 🧺')],
  },
  {
    name: 'phi-3 via Ollama, Vietnamese: a heading without spaces and a reply id',
    ...VIETNAMESE,
    answer: '#«send»4003\nPhở Thìn ở Lò Đúc nha, ngon lắm',
    expect: [send('Phở Thìn ở Lò Đúc nha, ngon lắm', 4003)],
  },
  {
    name: 'deepseek-v3, Indonesian: a closing word and the name on two lines',
    ...INDONESIAN,
    answer: '# «send»\nJadi dong! Sampai ketemu besok 😊\n\nSalam,\nPutri',
    expect: [send('Jadi dong! Sampai ketemu besok 😊')],
  },
  {
    name: 'gemma 2, Arabic: the persona name as a speaker label in Arabic script',
    ...ARABIC,
    answer: '# «send»\nليلى: نعم إن شاء الله، بعد الصلاة مباشرة',
    expect: [send('نعم إن شاء الله، بعد الصلاة مباشرة')],
  },
  {
    // `content` is a message key of JSON bodies; written as a key line it is the same wrapper.
    name: 'qwen2.5, Vietnamese: reply_to and content key lines',
    ...VIETNAMESE,
    answer: '# «send»\nreply_to: 4003\ncontent: Phở Thìn ở Lò Đúc nha',
    expect: [send('Phở Thìn ở Lò Đúc nha', 4003)],
  },
  {
    name: 'gpt-4o function calling, Polish: a tool_calls object with its arguments as a string',
    ...POLISH,
    answer:
      '{"tool_calls":[{"id":"call_8f2","type":"function","function":{"name":"reply","arguments":"{\\"text\\": \\"Tak, jadę!\\"}"}}]}',
    expect: [send('Tak, jadę!')],
  },
  {
    name: 'claude tool use, Ukrainian: a list of two tool_use objects, each a message',
    ...UKRAINIAN,
    answer:
      '[{"type":"tool_use","id":"toolu_01","name":"send_message","input":{"text":"Так, буду!"}},{"type":"tool_use","id":"toolu_02","name":"send_message","input":{"text":"Квиток уже купила 🎶"}}]',
    expect: [send('Так, буду!'), send('Квиток уже купила 🎶')],
  },
  {
    name: 'deepseek-v3 raw: its own tool-call tokens around a fenced JSON argument',
    ...INDONESIAN,
    answer:
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>send_message\n```json\n{"text": "Jadi dong!"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    expect: [send('Jadi dong!')],
  },
  {
    name: 'llama 3.1, Spanish group: the persona narrated in the third person, nothing else',
    ...SPANISH,
    chat: 'group',
    answer: '*(Lucía sigue leyendo sin contestar)*',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'qwen2.5, Turkish group: a silence token in curly braces',
    ...TURKISH,
    chat: 'group',
    answer: '{NO_RESPONSE}',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'llama 3.1, Dutch group: an aside that no reaction is needed',
    ...DUTCH,
    chat: 'group',
    answer: '[geen reactie nodig]',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'mistral, Spanish group: a think block, then a send announcing silence',
    ...SPANISH,
    chat: 'group',
    answer: '# «think»\nNo me preguntan a mí.\n\n# «send»\n(no hace falta responder)',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'llama 3.2 3B, Hindi: a transcript header line in the body before the answer',
    ...HINDI,
    answer:
      '# «send»\n⟦#4005 Arjun⟧ Saturday ko housewarming hai, aaogi na?\nAaungi! 7 baje tak pahunch jaungi 🎉',
    expect: [send('Aaungi! 7 baje tak pahunch jaungi 🎉')],
  },
  {
    name: 'mistral at temperature 1.3, Dutch: the other person’s question sent back, then an answer',
    ...DUTCH,
    answer:
      '# «send»\nweet iemand of de markt zaterdag doorgaat met dit weer?\n\n# «send»\nJa, vrijdag ben ik erbij!',
    expect: [send('Ja, vrijdag ben ik erbij!')],
  },
  {
    name: 'mistral at temperature 1.3, Portuguese: the same block twice',
    ...PORTUGUESE,
    answer: '# «send»\nBora! Sábado às 20h?\n\n# «send»\nBora! Sábado às 20h?',
    expect: [send('Bora! Sábado às 20h?')],
  },
  {
    name: 'gpt-4o at the output limit, Portuguese: the second message cut mid-word',
    ...PORTUGUESE,
    truncated: true,
    answer: '# «send»\nSim, vou sim!\n\n# «send»\nE a Júlia, você vem tamb',
    expect: [send('Sim, vou sim!')],
    withheld: ['truncated'],
  },
  {
    name: 'qwen3 at the output limit, Turkish: the thinking never closed, nothing else',
    ...TURKISH,
    truncated: true,
    answer:
      '<think>\nEmre cumartesi sahile gitmek istiyor. Ne diyeceğim? Önce hava durumuna bakmalıyım, sonra',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'gpt-4o JSON mode at the output limit, Dutch: a task list cut in its second item',
    ...DUTCH,
    truncated: true,
    answer: '[{"type": "send", "text": "Ja, vrijdag!"}, {"type": "send", "text": "Zal ik Lot',
    expect: [send('Ja, vrijdag!')],
  },
  {
    name: 'llama 3.1, Ukrainian: a second block of one invisible separator',
    ...UKRAINIAN,
    answer: '# «send»\nТак, буду!\n\n# «send»\n\u2063',
    expect: [send('Так, буду!')],
    withheld: ['invisible'],
  },
  {
    name: 'qwen2.5, Vietnamese: a sticker named by its emoji on the heading line',
    ...VIETNAMESE,
    answer: '# «sticker» 😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'gemma 3, Turkish: a reaction written as a shortcode',
    ...TURKISH,
    answer: '# «react»\n:thumbsup:',
    expect: [react('👍')],
  },
  {
    name: 'llama 3.1, Dutch group: a roleplay action before the text where actions are not sent',
    ...DUTCH,
    chat: 'group',
    answer: '# «send»\n*lacht* Ja hoor, vrijdag!',
    expect: [send('Ja hoor, vrijdag!', 4005)],
  },
  {
    name: 'llama 3.1, Dutch group callout with actions always: the action is sent',
    ...DUTCH,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*heft het glas* Proost! Vrijdag ben ik erbij',
    expect: [send('*heft het glas* Proost! Vrijdag ben ik erbij', 4005)],
  },
  {
    name: 'claude, Ukrainian: two slips, a lead-in naming the persona and a signature',
    ...UKRAINIAN,
    answer: "Here's a warm reply from Оксана:\n\n# «send»\nТак, буду! Побачимось там 🎶\n\n— Оксана",
    expect: [send('Так, буду! Побачимось там 🎶')],
  },
  {
    name: 'qwen3, Vietnamese: two slips, a think element and the block repeated',
    ...VIETNAMESE,
    answer: '<think>Trả lời ngắn.</think>\n# «send»\nĐi luôn!\n# «send»\nĐi luôn!',
    expect: [send('Đi luôn!')],
  },
  {
    // A reserved token of Llama's vocabulary leaking through a raw completion endpoint.
    name: 'llama 3 raw completion, Indonesian: a reserved special token after the message',
    ...INDONESIAN,
    answer: '# «send»\nSiap, besok jam 7! 🎬<|reserved_special_token_3|>',
    expect: [send('Siap, besok jam 7! 🎬')],
  },
];
