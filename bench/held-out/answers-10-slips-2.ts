/**
 * Held-out set 10, slips (part 2): wrappers inside a body (labels, signatures, keys, vendors'
 * JSON and tool calls, chat-template tokens), echoes, cut answers, stickers written as the
 * history shows them, and two slips in one answer. The expectation is what the account's owner
 * would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ANOUK_DIRECT,
  DIMA_GROUP,
  HARUKA_DIRECT,
  HEIDI_DE,
  MATEO_GROUP,
  OLEK_GROUP,
  PRIYA_DIRECT,
} from './answers-10-scenes.js';

export const SLIPS_10_MORE: CorpusEntry[] = [
  {
    name: 'a bold speaker label with a full-width colon',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    answer: '# «send»\n**ハルカ：** うん、行く！七時ね',
    expect: [{ type: 'send', text: 'うん、行く！七時ね' }],
  },
  {
    // GPT in an e-mail habit: the signature delimiter, then the name.
    name: 'a double-hyphen signature',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nKupię mleko i papier, będę koło 19\n\n-- Olek',
    expect: [{ type: 'send', text: 'Kupię mleko i papier, będę koło 19', replyTo: 4005 }],
  },
  {
    name: 'a closing word and the name in Dutch',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer: '# «send»\nIk haal de taart om half vijf!\n\nDikke kus,\nAnouk',
    expect: [{ type: 'send', text: 'Ik haal de taart om half vijf!' }],
  },
  {
    name: 'a message key and a recipient key in the body',
    answer: '# «send»\nrecipient: Jonas\nmessage: "Pixel is fine, he rules the new flat 👑"',
    expect: [{ type: 'send', text: 'Pixel is fine, he rules the new flat 👑' }],
  },
  {
    name: 'a reply id as a key line under the text',
    answer: '# «send»\nNo umbrella here, sorry — maybe the bakery?\nreply_to: 4003',
    expect: [{ type: 'send', text: 'No umbrella here, sorry — maybe the bakery?', replyTo: 4003 }],
  },
  {
    name: 'JSON with an action and a content key',
    answer: '{"action": "reply", "content": "He is alive! And we are open Saturday 10-14"}',
    expect: [{ type: 'send', text: 'He is alive! And we are open Saturday 10-14' }],
  },
  {
    // A Responses-API object pasted through by a proxy that flattens output.
    name: 'an output list with an output_text part',
    persona: 'Priya',
    others: PRIYA_DIRECT,
    answer:
      '{"output": [{"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Slides done ✅ you take budget?"}]}]}',
    expect: [{ type: 'send', text: 'Slides done ✅ you take budget?' }],
  },
  {
    // Qwen's native tool-call markup with another name for the reply.
    name: 'a tool_call envelope with a reply id',
    answer:
      '<tool_call>\n{"name": "reply", "arguments": {"message": "Yes! Behind the counter, come get it", "reply_to": 4003}}\n</tool_call>',
    expect: [{ type: 'send', text: 'Yes! Behind the counter, come get it', replyTo: 4003 }],
  },
  {
    // Llama 3 leaves its end-of-turn token.
    name: 'an end-of-turn token after the message',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer: '# «send»\nOk, ik haal hem! 🎂<|eot_id|>',
    expect: [{ type: 'send', text: 'Ok, ik haal hem! 🎂' }],
  },
  {
    name: 'a markup element of another name around the body',
    answer: '# «send»\n<reply_text>He is fine, open Saturday 10–14!</reply_text>',
    expect: [{ type: 'send', text: 'He is fine, open Saturday 10–14!' }],
  },
  {
    name: 'a group: the question repeated back before the answer',
    persona: 'Mateo',
    others: MATEO_GROUP,
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nMateo, ¿te vienes el sábado o qué? Salimos a las 8 de la plaza\nClaro que sí, allí estaré',
    expect: [{ type: 'send', text: 'Claro que sí, allí estaré', replyTo: 4005 }],
  },
  {
    name: 'a transcript header copied before the answer',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    callout: true,
    answer: '⟦#4005 Костя⟧ Дима, ты завтра на футбол идёшь? Нужен ещё один человек\n\n# «send»\nИду 💪',
    expect: [{ type: 'send', text: 'Иду 💪', replyTo: 4005 }],
  },
  {
    name: 'a group: the only block repeats the question',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    callout: true,
    answer: '# «send»\nOlek, kupisz mleko jak będziesz wracał? I papier toaletowy',
    expect: [],
  },
  {
    name: 'the same block twice',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer: '# «send»\nJa, ik haal de taart!\n\n# «send»\nJa, ik haal de taart!',
    expect: [{ type: 'send', text: 'Ja, ik haal de taart!' }],
  },
  {
    name: 'cut at the output limit in the second message',
    truncated: true,
    withheld: ['truncated'],
    answer: '# «send» 4005\nHe made it, no scratches 😺\n\n# «send»\nSaturday we are open from 10 to',
    expect: [{ type: 'send', text: 'He made it, no scratches 😺', replyTo: 4005 }],
  },
  {
    name: 'a JSON task list cut at the output limit',
    truncated: true,
    answer: '[{"type": "send", "text": "Alive and purring!"}, {"type": "send", "text": "Saturday we open at',
    expect: [{ type: 'send', text: 'Alive and purring!' }],
  },
  {
    name: 'an answer of one word joiner',
    answer: '\u2060',
    expect: [],
  },
  {
    name: 'a group: a message body of a zero-width space and a byte-order mark',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    answer: '# «send»\n\u200B\uFEFF',
    expect: [],
  },
  {
    name: 'a sticker block with an emoji only',
    answer: '# «sticker»\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'a sticker-list line copied into a message block',
    answer: '# «send»\n- HeidiDuck :: 😂 - ‹a duck laughing›',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'a Japanese translation note closing the line',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    answer: '# «send»\n行く行く！（訳：I’m in!）',
    expect: [{ type: 'send', text: '行く行く！' }],
  },
  {
    name: 'a Markdown heading titling the body as the German answer',
    others: HEIDI_DE,
    answer: '# «send»\n### Antwort an Jonas\nDer Kater lebt! Samstag 10–14.',
    expect: [{ type: 'send', text: 'Der Kater lebt! Samstag 10–14.' }],
  },
  {
    name: 'an out-of-character note in double brackets',
    persona: 'Anouk',
    others: ANOUK_DIRECT,
    answer: '# «send»\nTuurlijk haal ik die taart 🎂 ((OOC: keeping Anouk helpful))',
    expect: [{ type: 'send', text: 'Tuurlijk haal ik die taart 🎂' }],
  },
  {
    name: 'a Spanish stage direction where actions are off',
    persona: 'Mateo',
    others: MATEO_GROUP,
    actions: 'never',
    answer: '# «send»\n*se ríe* Vale, llevo la cuerda',
    expect: [{ type: 'send', text: 'Vale, llevo la cuerda' }],
  },
  {
    name: 'a Japanese narration naming the persona before a group message',
    persona: 'ハルカ',
    others: HARUKA_DIRECT,
    chat: 'group',
    callout: true,
    answer: '# «send»\n（ハルカは笑いながら）\nいいよー、七時ね',
    expect: [{ type: 'send', text: 'いいよー、七時ね', replyTo: 4005 }],
  },
  {
    name: 'two quoted drafts after a lead-in',
    persona: 'Priya',
    others: PRIYA_DIRECT,
    answer:
      '# «send»\nHere are two options:\n1. "Slides are done! Can you take the budget part?"\n2. "Done with slides, budget is yours 😄"',
    expect: [{ type: 'send', text: 'Slides are done! Can you take the budget part?' }],
  },
  {
    // Two slips: a speaker label and an offer to redo after a closing fence.
    name: 'a label inside a fence, an offer after it',
    persona: 'Olek',
    others: OLEK_GROUP,
    chat: 'group',
    callout: true,
    answer: "```\n# «send»\nOlek: jasne, kupię 👍\n```\nLet me know if you'd like a more sarcastic version!",
    expect: [{ type: 'send', text: 'jasne, kupię 👍', replyTo: 4005 }],
  },
  {
    // Two slips: a reasoning tag and the same message twice.
    name: 'a thinking tag inside the first block, the block repeated',
    answer:
      '# «send»\n<thinking>short and sweet</thinking>\nSee you Saturday 🌂\n\n# «send»\nSee you Saturday 🌂',
    expect: [{ type: 'send', text: 'See you Saturday 🌂' }],
  },
  {
    // Two slips: the other's message echoed, then cut at the output limit.
    name: 'an echo block, then a message cut at the limit',
    persona: 'Дима',
    others: DIMA_GROUP,
    chat: 'group',
    callout: true,
    truncated: true,
    answer: '# «send»\nПоле забронировано на 19:00, не опаздываем\n\n# «send»\nИду! Возьму мяч и',
    expect: [],
  },
  {
    // Two slips: a German reasoning paragraph outside the blocks and a signature with an emoji.
    name: 'German analysis before the blocks, a signature after the text',
    others: HEIDI_DE,
    answer:
      'Analyse: Jonas fragt nach dem Kater und den Öffnungszeiten.\n\n# «send» 4005\nDem Kater geht es super!\n\n— Heidi 🌻',
    expect: [{ type: 'send', text: 'Dem Kater geht es super!', replyTo: 4005 }],
  },
  {
    // Gemini puts the persona's plan into a JSON field beside the message.
    name: 'JSON with a reasoning field and a message field',
    answer:
      '```json\n{"reasoning": "Answer both questions cheerfully.", "message": "He is fine! Saturday 10–14 as always"}\n```',
    expect: [{ type: 'send', text: 'He is fine! Saturday 10–14 as always' }],
  },
];
