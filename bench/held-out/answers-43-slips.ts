import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { LUCIA, LUCIA_NOT_ADDRESSED, MAGGIE, THIAGO } from './answers-43-scenes.js';

/**
 * Set 43, slips (English, Spanish, Brazilian Portuguese). Each shape is one models are reported
 * to write behind a role prompt: notes to whoever built the bot when the system prompt reads
 * like a spec (GPT-4o, Gemini), reasoning summaries and self-revision left in the text (Gemini
 * 2.5/3, DeepSeek-R1, Qwen3), a chat app's formatting (headers, footnotes, citations) carried
 * into a chat (GPT-4o, Copilot, Gemini app), the choice of a sticker or reaction explained, a
 * plan for later turns, and two of these in one block. Where the documented rules are silent,
 * the expectation is what a careful operator of the account would want sent: the message
 * without the slip.
 */
export const HELD_OUT_43_SLIPS: readonly CorpusEntry[] = [
  {
    name: 'en maggie: a bracketed note to the developer between two paragraphs (GPT-4o)',
    ...MAGGIE,
    answer:
      "# «send»\nIt's £15 now, went up in January, sorry!\n\n[Dev note: the price isn't in the persona sheet, I took £15 from the last invoice in memory.]\n\nAnd yes! The lead was in my van the whole time 🙈",
    expect: [
      {
        type: 'send',
        text: "It's £15 now, went up in January, sorry!\n\nAnd yes! The lead was in my van the whole time 🙈",
      },
    ],
  },
  {
    name: 'en maggie: a plain line to the operator closing the second message (Gemini 2.5 Flash)',
    ...MAGGIE,
    answer:
      "# «send»\nThursday's still fine 👍\n\n# «send»\n£15 now, and lead found!\n\nNote to operator: I couldn't verify the price, please update the persona card if it changed.",
    expect: [
      { type: 'send', text: "Thursday's still fine 👍" },
      { type: 'send', text: '£15 now, and lead found!' },
    ],
  },
  {
    name: 'en maggie: the reaction choice explained in brackets after the message (Gemini 3 Flash)',
    ...MAGGIE,
    answer:
      '# «react» 🤣 4001\n\n# «send»\n£15 now! And the lead turned up 🙌\n\n(Used 🤣 on her first message because it was a joke about Biscuit.)',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4001 },
      { type: 'send', text: '£15 now! And the lead turned up 🙌' },
    ],
  },
  {
    name: 'en maggie: two slips, a bold speaker label and a plan for the next turn (Gemini 2.5 Flash)',
    ...MAGGIE,
    answer:
      '# «send»\n**Maggie:** £15 now love, and the lead turned up in the van!\n\nNext turn: ask how her late shift went.',
    expect: [{ type: 'send', text: '£15 now love, and the lead turned up in the van!' }],
  },
  {
    name: 'en maggie: a formal draft, "wait, actually" and the redo (DeepSeek-V3)',
    ...MAGGIE,
    answer:
      "# «send»\nHi Priya, thank you for your message. The current rate is £15 per hour and I have located the lead.\n\nWait, actually that's far too formal for Maggie. Let me redo it:\n\n£15 now! and found his lead, it was in the van all along 🙈",
    expect: [{ type: 'send', text: '£15 now! and found his lead, it was in the van all along 🙈' }],
  },
  {
    name: 'en maggie: a chat app’s header titling the message (ChatGPT)',
    ...MAGGIE,
    answer:
      '# «send»\n#### 💬 Message for Priya\n£15 an hour since January, and the lead is found, it was in my van!',
    expect: [{ type: 'send', text: '£15 an hour since January, and the lead is found, it was in my van!' }],
  },
  {
    name: 'en maggie: a Copilot-style footnote mark and its definition (Copilot)',
    ...MAGGIE,
    answer:
      "# «send»\nIt's £15 an hour now[^1^] and the lead was in my van all along!\n\n[^1^]: Price updated in January per Maggie's notes.",
    expect: [{ type: 'send', text: "It's £15 an hour now and the lead was in my van all along!" }],
  },
  {
    name: 'en maggie: the client’s whole question repeated in italics before the answer (Gemini 2.5 Flash)',
    ...MAGGIE,
    answer:
      '# «send»\n_"also is it £12 or £15 now for the hour? and did you ever find his blue lead"_\n\n£15 since January! Lead found, it’s in the van 😅',
    expect: [{ type: 'send', text: '£15 since January! Lead found, it’s in the van 😅' }],
  },
  {
    // An act the model can only narrate (there is no photo to send) is no message of the persona.
    name: 'en maggie: an act narrated instead of done, closing the message (Gemini 3 Flash)',
    ...MAGGIE,
    answer:
      "# «send»\n£15 now, and the lead's found!\n\n(Would attach a photo of the lead here if I could send images.)",
    expect: [{ type: 'send', text: "£15 now, and the lead's found!" }],
  },
  {
    name: 'en maggie: an auto-reply disclaimer naming the persona under the message (Llama 3.1 8B)',
    ...MAGGIE,
    answer:
      '# «send»\nThursday half 10 👍 and it’s £15 now x\n\n_Auto-reply: Maggie is out walking dogs and will confirm later._',
    expect: [{ type: 'send', text: 'Thursday half 10 👍 and it’s £15 now x' }],
  },
  {
    name: 'en maggie: an answer of one word joiner (Gemini 2.5 Flash-Lite)',
    ...MAGGIE,
    answer: '# «send»\n\u2060',
    expect: [],
  },
  {
    name: 'en maggie: the sticker’s choice explained on a third line of its block (Gemini 3 Flash)',
    ...MAGGIE,
    answer:
      '# «send»\nLead found! 🙌 see you thursday\n\n# «sticker»\nHeidiDuck\n😴\n(sleepy one, because Biscuit naps after every walk)',
    expect: [
      { type: 'send', text: 'Lead found! 🙌 see you thursday' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    name: 'es lucía: not addressed, the persona narrated in brackets and asterisks (Gemini 2.5 Flash)',
    ...LUCIA,
    others: LUCIA_NOT_ADDRESSED,
    answer: '# «send»\n*(Lucía sigue amasando y deja que conteste Rosa)*',
    expect: [],
  },
  {
    name: 'es lucía: a reasoning summary title in Spanish and its deliberation open the body (Gemini 3 Pro)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send»\n**Confirmando las magdalenas**\n\nCarmen me pide magdalenas para el jueves; quiero sonar cariñosa y breve.\n\n¡Claro, Carmen! Te bajo una docena el jueves por la mañana, y ni se te ocurra pagarme 😘',
    expect: [
      {
        type: 'send',
        text: '¡Claro, Carmen! Te bajo una docena el jueves por la mañana, y ni se te ocurra pagarme 😘',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'es lucía: a note for the operator between two paragraphs (GPT-4.1)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send»\n¡Sí! Me sobran un montón.\n\n(Nota para el operador: no sé si Lucía hornea los miércoles, lo he supuesto.)\n\nEl jueves os bajo una bandeja 🧁',
    expect: [
      { type: 'send', text: '¡Sí! Me sobran un montón.\n\nEl jueves os bajo una bandeja 🧁', replyTo: 4005 },
    ],
  },
  {
    name: 'es lucía: a sticker, a message, and the sticker’s choice explained in italics (Gemini 2.5 Flash)',
    ...LUCIA,
    callout: true,
    answer:
      '# «sticker»\nHeidiDuck\n😂\n\n# «send»\n¡Hecho! Una docena para el jueves\n\n_Elegí el sticker de la risa porque Carmen siempre bromea con pagar._',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
      { type: 'send', text: '¡Hecho! Una docena para el jueves' },
    ],
  },
  {
    name: 'es lucía: not addressed, a Spanish silence token in brackets (Gemini 3 Flash)',
    ...LUCIA,
    others: LUCIA_NOT_ADDRESSED,
    answer: '# «send»\n[SIN_RESPUESTA]',
    expect: [],
  },
  {
    name: 'es lucía: a Spanish block name with an arrow to the addressee (Gemini 2.5 Flash)',
    ...LUCIA,
    callout: true,
    answer: '## «mensaje» ➜ Carmen\n¡Claro! Te guardo una docena 🧁',
    expect: [{ type: 'send', text: '¡Claro! Te guardo una docena 🧁', replyTo: 4005 }],
  },
  {
    name: 'es lucía: a plan for the next turn closing the second message (Gemini 3 Flash)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send»\nQue sí, Carmen, una docena apartada 🧁\n\n# «send» 4003\nEl fontanero viene a las 11, me lo ha dicho la portera\n\nPara el próximo turno: preguntar a Paco si le han devuelto la fianza.',
    expect: [
      { type: 'send', text: 'Que sí, Carmen, una docena apartada 🧁', replyTo: 4005 },
      { type: 'send', text: 'El fontanero viene a las 11, me lo ha dicho la portera', replyTo: 4003 },
    ],
  },
  {
    name: 'es lucía: two slips, reasoning before a lone closing tag and a tone note in the body (DeepSeek-R1)',
    ...LUCIA,
    callout: true,
    answer:
      'Vale, Carmen pregunta si me sobran magdalenas para el jueves. Lucía es generosa, dirá que sí y que no pague.\n</think>\n\n# «send»\n¡Claro! Te aparto una docena, invita la casa 😘\n\n(respuesta breve, como escribe Lucía en el grupo)',
    expect: [{ type: 'send', text: '¡Claro! Te aparto una docena, invita la casa 😘', replyTo: 4005 }],
  },
  {
    name: 'es lucía: Carmen’s question repeated as the first line of the answer (Gemini 2.5 Flash)',
    ...LUCIA,
    callout: true,
    answer:
      '# «send»\nLucía, ¿te sobran magdalenas para la reunión del jueves? Pago yo eh\n¡Me sobran! Y no pagas, que nos conocemos 😄',
    expect: [{ type: 'send', text: '¡Me sobran! Y no pagas, que nos conocemos 😄', replyTo: 4005 }],
  },
  {
    name: 'es lucía: two slips, a speaker label and an English translation under a flag (Gemini 3 Flash)',
    ...LUCIA,
    callout: true,
    answer: '# «send»\nLucía: ¡Claro! Te guardo una docena 🧁\n\n🇬🇧 Of course! I’ll save you a dozen.',
    expect: [{ type: 'send', text: '¡Claro! Te guardo una docena 🧁', replyTo: 4005 }],
  },
  {
    name: 'pt-br thiago: a tone note in brackets between two paragraphs (Gemini 2.5 Flash)',
    ...THIAGO,
    answer:
      '# «send»\nvai rolar sim!! 🔥\n\n(mantendo o tom animado porque a Bia tá empolgada)\n\nleva a caixa de som e uns 2kg de linguiça',
    expect: [{ type: 'send', text: 'vai rolar sim!! 🔥\n\nleva a caixa de som e uns 2kg de linguiça' }],
  },
  {
    name: 'pt-br thiago: the reaction’s choice explained inside its block (Gemini 3 Flash)',
    ...THIAGO,
    answer:
      '# «react» 🔥\nescolhi 🔥 porque combina com a empolgação dela\n\n# «send»\nsábado 13h, traz a caixa!',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'sábado 13h, traz a caixa!' },
    ],
  },
  {
    name: 'pt-br thiago: two slips, a speaker label and a citation mark closing the body (Gemini app)',
    ...THIAGO,
    answer: '# «send»\nThiago: bora!! sábado 13h lá em casa\ntraz a caixa de som sim [cite: 3]',
    expect: [{ type: 'send', text: 'bora!! sábado 13h lá em casa\ntraz a caixa de som sim' }],
  },
  {
    name: 'pt-br thiago: a formal draft, "pera" and the redo (Gemini 2.5 Pro)',
    ...THIAGO,
    answer:
      '# «send»\nOlá, Bia! Sim, o churrasco está confirmado para sábado.\n\nPera, tá muito formal pro Thiago. Refazendo:\n\nvai rolar sim 🔥 sábado 13h, traz a caixa!',
    expect: [{ type: 'send', text: 'vai rolar sim 🔥 sábado 13h, traz a caixa!' }],
  },
  {
    name: 'pt-br thiago: two slips, a suggestion lead-in and an offer to redo it (GPT-4o mini)',
    ...THIAGO,
    answer:
      '# «send»\nSegue uma sugestão de resposta pra Bia:\n\n"bora!! sábado 13h, traz a caixa 🔊"\n\nQuer que eu deixe mais zoeiro?',
    expect: [{ type: 'send', text: 'bora!! sábado 13h, traz a caixa 🔊' }],
  },
  {
    name: 'pt-br thiago: a file-search citation mark inside the sentence (GPT-4.1 with files)',
    ...THIAGO,
    answer: '# «send»\nchurras sábado 13h, o jogo é às 16h【4:2†agenda.txt】 então dá tempo de sobra',
    expect: [{ type: 'send', text: 'churras sábado 13h, o jogo é às 16h então dá tempo de sobra' }],
  },
  {
    name: 'pt-br thiago: a memory write logged in the text beside the real one (Gemini 2.5 Flash)',
    ...THIAGO,
    answer:
      '# «send»\nsábado sim, traz a caixa!\n\n(Salvei na memória: a Bia sempre leva a caixa de som.)\n\n# «person» 5521\nBia leva a caixa de som nos churrascos',
    expect: [{ type: 'send', text: 'sábado sim, traz a caixa!' }, { type: 'person' }],
  },
  {
    name: 'pt-br thiago: a plan for later turns under a Portuguese block name (Gemini 3 Flash)',
    ...THIAGO,
    answer:
      '# «send»\nvai rolar!! 13h lá em casa\n\n# «plano»\nNa sexta perguntar se ela vai levar a caixa e quantas pessoas vêm.',
    expect: [{ type: 'send', text: 'vai rolar!! 13h lá em casa' }],
  },
];
