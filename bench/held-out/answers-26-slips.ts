/**
 * Held-out set 26, slips of the first four personas (Margit, Tomás, Priya, Dana): reasoning
 * labels in their languages, prose and offers around blocks, labels and signatures, headings
 * near-missed, data and calls, echoes, silence narrated in a group, cut answers, two slips in one.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { DANA, MARGIT, PRIYA, TOMAS } from './answers-26-cast.js';

export const HELD_OUT_26_SLIPS: readonly CorpusEntry[] = [
  {
    // Gemini 2.5 Flash writing its reading of the turn as a labelled line in the persona's language.
    name: 'Margit: a Hungarian thoughts label over the message',
    ...MARGIT,
    answer:
      '# «send» 4005\nGondolatok: Zsófi a receptet kéri és az időpontot, röviden válaszoljak.\n\nKicsikém, 14-én megyek! A receptet este leírom neked.',
    expect: [{ type: 'send', text: 'Kicsikém, 14-én megyek! A receptet este leírom neked.', replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  {
    name: 'Margit: signed with a closing word and her name',
    ...MARGIT,
    answer: '# «send»\nA tepertőt a piacon veszem, a többit megírom. Vigyázz magadra!\nSok puszi, Margit',
    expect: [{ type: 'send', text: 'A tepertőt a piacon veszem, a többit megírom. Vigyázz magadra!' }],
    withheld: ['label'],
  },
  {
    name: 'Margit: a fenced body, then an offer in Hungarian to write a more formal version',
    ...MARGIT,
    answer:
      '# «send»\n```\nDrágám, a recept megvan, szombaton lediktálom telefonon. 14-én megyek Pestre!\n```\nRemélem, így jó! Ha szeretnéd, írhatok egy hivatalosabb változatot is.',
    expect: [
      { type: 'send', text: 'Drágám, a recept megvan, szombaton lediktálom telefonon. 14-én megyek Pestre!' },
    ],
    withheld: ['outside-blocks'],
  },
  {
    name: 'Margit: a Markdown heading titling the answer with her name',
    ...MARGIT,
    answer: '### Margit válasza\n\nHát persze, hogy megvan! Jövő hónapban megyek és hozok is.',
    expect: [{ type: 'send', text: 'Hát persze, hogy megvan! Jövő hónapban megyek és hozok is.' }],
  },
  {
    name: 'Margit: cut at the output limit inside the second message',
    ...MARGIT,
    truncated: true,
    answer:
      '# «send»\n14-én megyek, szombaton!\n\n# «send»\nA pogácsa: liszt, tepertő, élesztő, tejföl, és a végén megkenem tojássárgájával, aztán',
    expect: [{ type: 'send', text: '14-én megyek, szombaton!' }],
    withheld: ['truncated'],
  },
  {
    name: 'Margit: "(válasz)" beside the heading, in her language',
    ...MARGIT,
    answer: '# «send» 4005 (válasz)\nMég a hónap közepén megyek, kicsim. A recept a füzetemben van.',
    expect: [
      { type: 'send', text: 'Még a hónap közepén megyek, kicsim. A recept a füzetemben van.', replyTo: 4005 },
    ],
  },
  {
    name: 'Margit: a note heading with a Cyrillic o, then the message',
    ...MARGIT,
    answer:
      '# «nоte»\nZsófi pogácsát kér, 14-én látogatás.\n\n# «send»\nRendben, 14-én ott leszek két dobozzal!',
    expect: [{ type: 'note' }, { type: 'send', text: 'Rendben, 14-én ott leszek két dobozzal!' }],
  },
  {
    // An answer of two word joiners and a zero-width non-joiner is nothing a person types.
    name: 'Margit: an answer of invisible characters only',
    ...MARGIT,
    answer: '\u2060\u200c\u2060',
    expect: [],
  },
  {
    name: 'Tomás: a courier’s silence narrated when the message is not his',
    ...TOMAS,
    others: new Map([[4005, 'Inês, amanhã trocas comigo o turno da manhã? tenho médico']]),
    answer: '*continua a olhar para o mapa da app, a calcular a próxima entrega*',
    expect: [],
  },
  {
    name: 'Tomás: a Portuguese silence token in brackets',
    ...TOMAS,
    others: new Map([[4005, 'Inês, amanhã trocas comigo o turno da manhã? tenho médico']]),
    answer: '[SEM_RESPOSTA]',
    expect: [],
  },
  {
    name: 'Tomás: an address before a colon on the heading line',
    ...TOMAS,
    answer: '# «send» para o Rui: sexta tou lá, levo o bolo da minha avó 🍰',
    expect: [{ type: 'send', text: 'sexta tou lá, levo o bolo da minha avó 🍰', replyTo: 4005 }],
    withheld: ['wrapper'],
  },
  {
    name: 'Tomás: his name without its accent as a speaker label',
    ...TOMAS,
    answer: 'Tomas: bora, mas só depois das 9 que ainda tenho duas entregas',
    expect: [
      { type: 'send', text: 'bora, mas só depois das 9 que ainda tenho duas entregas', replyTo: 4005 },
    ],
    withheld: ['label'],
  },
  {
    name: 'Tomás: prose before the block and a tone aside after it',
    ...TOMAS,
    answer:
      'Ok, o Rui pergunta pelo jantar, respondo curto.\n\n# «send»\nvou sim, saio do turno às 8 e vou direto\n(mantive curto porque o Rui escreve sempre curto)',
    expect: [{ type: 'send', text: 'vou sim, saio do turno às 8 e vou direto', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'Tomás: Rui’s question said back before the answer',
    ...TOMAS,
    answer: '# «send»\nTomás, ainda vens ao jantar de sexta ou tás de turno?\nvenho sim, guardem lugar',
    expect: [{ type: 'send', text: 'venho sim, guardem lugar', replyTo: 4005 }],
    withheld: ['echo'],
  },
  {
    // Gemma-style turn tokens leak from a tuned model: the made-up next turn must go with them.
    name: 'Tomás: an end-of-turn token and a made-up turn for Rui',
    ...TOMAS,
    answer: 'fechado, sexta às 9 🍻<end_of_turn>\n<start_of_turn>user\nRui: boa, então reservo para 5',
    expect: [{ type: 'send', text: 'fechado, sexta às 9 🍻', replyTo: 4005 }],
  },
  {
    name: 'Tomás: "Raciocínio:" with its list before his words',
    ...TOMAS,
    answer:
      '**Raciocínio:**\n- o Rui pergunta se vou\n- tenho turno até às 10\n\nsexta tou de turno até às 10 mas apareço pra sobremesa',
    expect: [{ type: 'send', text: 'sexta tou de turno até às 10 mas apareço pra sobremesa', replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  {
    name: 'Priya: two options offered in bold, the first sent',
    ...PRIYA,
    answer:
      '**Option A (warmer):**\nOh Deepa, that rota is cruel. Let’s fix it together tomorrow, I’ll take one of the nights.\n\n**Option B (shorter):**\nUgh. I’ll take one night, we’ll sort it.',
    expect: [
      {
        type: 'send',
        text: 'Oh Deepa, that rota is cruel. Let’s fix it together tomorrow, I’ll take one of the nights.',
      },
    ],
  },
  {
    name: 'Priya: a word count in brackets closing the message',
    ...PRIYA,
    answer: '# «send»\nFour nights is not happening. I’ll talk to Sister Latha before handover. (12 words)',
    expect: [
      { type: 'send', text: 'Four nights is not happening. I’ll talk to Sister Latha before handover.' },
    ],
  },
  {
    name: 'Priya: Malayalam with an English gloss in brackets at the end',
    ...PRIYA,
    answer: 'അയ്യോ, സാരമില്ല, നമുക്ക് നോക്കാം! [English: Oh no, never mind, we’ll sort it!]',
    expect: [{ type: 'send', text: 'അയ്യോ, സാരമില്ല, നമുക്ക് നോക്കാം!' }],
  },
  {
    name: 'Priya: a JSON body with a reply and a tone',
    ...PRIYA,
    answer:
      '# «send»\n{"reply": "Sure, I’ll take Sunday night. All the best to Amma 🙏", "tone": "supportive"}',
    expect: [{ type: 'send', text: 'Sure, I’ll take Sunday night. All the best to Amma 🙏' }],
    withheld: ['wrapper'],
  },
  {
    name: 'Priya: a Gemini functionCall object answering an older message',
    ...PRIYA,
    answer:
      '```json\n{"functionCall": {"name": "send_message", "args": {"text": "Yes, swap done. Sunday night is mine.", "reply_to": 4001}}}\n```',
    expect: [{ type: 'send', text: 'Yes, swap done. Sunday night is mine.', replyTo: 4001 }],
  },
  {
    name: 'Priya: an analysis of "the user" before her words, no blocks',
    ...PRIYA,
    answer:
      'The user is stressed about the rota and wants sympathy. Priya should be on her side and offer to help.\n\nFour nights straight?! No. Send me a photo of the rota, I’m calling the office tomorrow.',
    expect: [
      {
        type: 'send',
        text: 'Four nights straight?! No. Send me a photo of the rota, I’m calling the office tomorrow.',
      },
    ],
  },
  {
    name: 'Priya: an offer of a shorter version after the message',
    ...PRIYA,
    answer:
      '# «send»\nThat rota is a joke. I’ll take your Monday, you take my Thursday, done.\n\nLet me know if you want a shorter version of this reply!',
    expect: [
      { type: 'send', text: 'That rota is a joke. I’ll take your Monday, you take my Thursday, done.' },
    ],
  },
  {
    name: 'Priya: "for Deepa" on the heading and her own label in the body',
    ...PRIYA,
    answer: '# «send» for Deepa\nPriya: Done, Sunday night is mine. Tell Amma I’m praying 🙏',
    expect: [{ type: 'send', text: 'Done, Sunday night is mine. Tell Amma I’m praying 🙏' }],
  },
  {
    name: 'Dana: a Russian heading name for "send", the only block',
    ...DANA,
    answer: '# «отправить»\nСмотрю. Кнопку поправлю до вечера.',
    expect: [{ type: 'send', text: 'Смотрю. Кнопку поправлю до вечера.', replyTo: 4005 }],
  },
  {
    name: 'Dana: a bold analysis label with its list, then the message',
    ...DANA,
    answer:
      '**Анализ:** Артём просит посмотреть экран оплаты.\n- ответить коротко\n- назвать время\n\nГляну в три, скинь ссылку',
    expect: [{ type: 'send', text: 'Гляну в три, скинь ссылку', replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  {
    name: 'Dana: her name in Cyrillic as a speaker label',
    ...DANA,
    answer: 'Дана: да, вижу, это safe area. Поправлю',
    expect: [{ type: 'send', text: 'да, вижу, это safe area. Поправлю', replyTo: 4005 }],
    withheld: ['label'],
  },
  {
    name: 'Dana: silence narrated with her name when not addressed',
    ...DANA,
    others: new Map([[4005, 'Мадина, у тебя остался шрифт Inter Display? Скинь в личку']]),
    answer: '(Дана занята макетами и ничего не пишет)',
    expect: [],
  },
  {
    name: 'Dana: a reaction and a message headed on one line',
    ...DANA,
    answer: '# «react» 👀 # «send» 4005 уже смотрю',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4005 },
      { type: 'send', text: 'уже смотрю', replyTo: 4005 },
    ],
  },
  {
    name: 'Dana: a reasoning tag inside the message block',
    ...DANA,
    answer:
      '# «send»\n<reasoning>Артём спрашивает про кнопку; надо пообещать срок.</reasoning>\nДа, вижу. До шести поправлю и скину.',
    expect: [{ type: 'send', text: 'Да, вижу. До шести поправлю и скину.', replyTo: 4005 }],
    withheld: ['reasoning'],
  },
  {
    name: 'Dana: the same block written twice',
    ...DANA,
    answer: '# «send»\nОк, гляну после созвона\n\n# «send»\nОк, гляну после созвона',
    expect: [{ type: 'send', text: 'Ок, гляну после созвона', replyTo: 4005 }],
    withheld: ['duplicate'],
  },
  {
    name: 'Dana: cut inside her second message',
    ...DANA,
    truncated: true,
    answer: '# «send»\nГляну в три.\n\n# «send»\nИ ещё по онбордингу: на третьем шаге у нас',
    expect: [{ type: 'send', text: 'Гляну в три.', replyTo: 4005 }],
    withheld: ['truncated'],
  },
];
