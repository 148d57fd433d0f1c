import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Set 41, part c: two slips in one answer, other model families' shapes, and more look-alikes. */
export const HELD_OUT_41_C: readonly CorpusEntry[] = [
  {
    name: 'Spanish: reasoning tag and an offer to redo, both around one block',
    answer:
      '<thinking>Pregunta por el gato y el sábado.</thinking>\n# «send»\nEl gato bien, el sábado abrimos a las 10 🙂\n\n¿Quieres que lo haga más corto?',
    expect: [{ type: 'send', text: 'El gato bien, el sábado abrimos a las 10 🙂' }],
  },
  {
    name: 'German: speaker label and a signature in one body',
    answer: '# «send»\nHeidi: Der Katze geht’s gut! Samstag 9–14.\n– Heidi',
    expect: [{ type: 'send', text: 'Der Katze geht’s gut! Samstag 9–14.' }],
  },
  {
    name: 'Italian: lead-in and a tone note after a rule',
    answer:
      'Ecco la mia risposta:\n\n# «send»\nIl gatto è salvo! Sabato fino alle 13.\n\n---\n**Tono:** leggero e amichevole.',
    expect: [{ type: 'send', text: 'Il gatto è salvo! Sabato fino alle 13.' }],
  },
  {
    name: 'French: Qwen-style tool call with a French message',
    answer:
      '<tool_call>\n{"name": "send_message", "arguments": {"text": "Le chat va très bien ! Samedi 9h–13h."}}\n</tool_call>',
    expect: [{ type: 'send', text: 'Le chat va très bien ! Samedi 9h–13h.' }],
  },
  {
    name: 'Polish: chat template end token then more text',
    answer: '# «send»\nKot żyje, sobota do 14 😊<|im_end|>\nUżytkownik: dzięki!',
    expect: [{ type: 'send', text: 'Kot żyje, sobota do 14 😊' }],
  },
  {
    name: 'Dutch: Mistral-style answer with a duplicate block',
    answer: '# «send»\nDe kat is ok! Zaterdag 10–16.\n\n# «send»\nDe kat is ok! Zaterdag 10–16.',
    expect: [{ type: 'send', text: 'De kat is ok! Zaterdag 10–16.' }],
  },
  {
    name: 'Czech: echo of the partner’s message, then the answer',
    answer:
      '# «send»\nDid the cat survive the move? And are you open on Saturday?\n\n# «send»\nPřežila! V sobotu do 13.',
    expect: [{ type: 'send', text: 'Přežila! V sobotu do 13.' }],
  },
  {
    name: 'Romanian: closing a real message with "Notă" set off in parentheses about the persona',
    answer: '# «send»\nPisica e bine, sâmbătă 10–14!\n\n(Notă: Heidi răspunde scurt, ca de obicei.)',
    expect: [{ type: 'send', text: 'Pisica e bine, sâmbătă 10–14!' }],
  },
  {
    name: 'Hungarian: a real P.S. line stays',
    answer: '# «send»\nA cica jól van! Szombaton 10–14.\n\nU.i.: az esernyőt megtaláltam az ajtónál 🙂',
    expect: [
      {
        type: 'send',
        text: 'A cica jól van! Szombaton 10–14.\n\nU.i.: az esernyőt megtaláltam az ajtónál 🙂',
      },
    ],
  },
  {
    name: 'Swedish: a real aside in parentheses about the cat stays',
    answer: '# «send»\nKatten lever (och har redan rivit en kartong 🙄). Lördag 10–15!',
    expect: [{ type: 'send', text: 'Katten lever (och har redan rivit en kartong 🙄). Lördag 10–15!' }],
  },
  {
    name: 'Greek group: silence as a capital word in Greek',
    chat: 'group',
    answer: 'ΣΙΩΠΗΛΑ',
    expect: [],
    silence: '',
  },
  {
    name: 'Portuguese group: reason for silence in Portuguese',
    chat: 'group',
    answer: 'Isto não é comigo, fico calada.',
    expect: [],
    silence: '',
  },
  {
    name: 'Ukrainian group: addressed with a callout and a reaction',
    chat: 'group',
    callout: true,
    answer: '# «react» 4005\n👍\n\n# «send» 4005\nТак, кіт живий 😺 Субота до 14.',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Так, кіт живий 😺 Субота до 14.', replyTo: 4005 },
    ],
  },
  {
    name: 'German: a message about thinking stays',
    answer: '# «send»\nIch hab lange nachgedacht: Katzen hassen Umzüge mehr als wir 😂 Samstag bis 14!',
    expect: [
      {
        type: 'send',
        text: 'Ich hab lange nachgedacht: Katzen hassen Umzüge mehr als wir 😂 Samstag bis 14!',
      },
    ],
  },
  {
    name: 'French: a message that talks about a chatbot’s answer stays',
    answer:
      '# « send »\nJ’ai demandé à ChatGPT si les chats supportent les déménagements, sa réponse était nulle 😂 Samedi 9h !',
    expect: [
      {
        type: 'send',
        text: 'J’ai demandé à ChatGPT si les chats supportent les déménagements, sa réponse était nulle 😂 Samedi 9h !',
      },
    ],
  },
  {
    name: 'Italian: sticker by set and name with a double colon',
    answer: '# «sticker»\nHeidiDuck :: 😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'Spanish: thought summary in Spanish with a gerund title',
    answer:
      '**Respondiendo sobre el gato**\n\nQuiero sonar cercana y breve.\n\n# «send»\n¡Sobrevivió! Y sí, el sábado abrimos de 10 a 14.',
    expect: [{ type: 'send', text: '¡Sobrevivió! Y sí, el sábado abrimos de 10 a 14.' }],
  },
  {
    name: 'Dutch: a word count at the end',
    answer: '# «send»\nKat leeft, zaterdag open 10–16 😊\n\n_(≈ 6 woorden)_',
    expect: [{ type: 'send', text: 'Kat leeft, zaterdag open 10–16 😊' }],
  },
  {
    name: 'Polish: person fact and a short reply',
    answer:
      '# «person» 7\nJonas przeprowadził się w niedzielę, ma kota.\n\n# «send»\nTrzymam kciuki za kota! Sobota do 14.',
    expect: [{ type: 'person' }, { type: 'send', text: 'Trzymam kciuki za kota! Sobota do 14.' }],
  },
  {
    name: 'Czech: a plan label that is a real plan stays',
    answer: '# «send»\nPlán: v sobotu v 10 u nás, pak na oběd. Kočka může přijít taky 😄',
    expect: [{ type: 'send', text: 'Plán: v sobotu v 10 u nás, pak na oběd. Kočka může přijít taky 😄' }],
  },
];
