import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Set 41, part b: groups, stickers, memory, silence and data-shaped slips in European languages. */
export const HELD_OUT_41_B: readonly CorpusEntry[] = [
  {
    name: 'Polish group: reason for silence in Polish',
    chat: 'group',
    answer: 'To nie do mnie, więc się nie odzywam.',
    expect: [],
    silence: '',
  },
  {
    name: 'Dutch group: silence token in double brackets',
    chat: 'group',
    answer: '[[GEEN_ANTWOORD]]',
    expect: [],
    silence: '',
  },
  {
    name: 'French group: think-only answer',
    chat: 'group',
    answer: '# «think»\nAlice parle de son parapluie à Jonas, pas à moi. Je reste discrète.',
    expect: [],
    silence: '',
  },
  {
    name: 'German group: addressed, answers with reply id',
    chat: 'group',
    callout: true,
    answer: '# «send» 4005\nJa, die Katze lebt! Und Samstag sind wir bis 14 Uhr da 🙂',
    expect: [
      { type: 'send', text: 'Ja, die Katze lebt! Und Samstag sind wir bis 14 Uhr da 🙂', replyTo: 4005 },
    ],
  },
  {
    name: 'Italian group: narrated silence with italics',
    chat: 'group',
    answer: '_resta in silenzio_',
    expect: [],
    silence: '',
  },
  {
    name: 'Spanish group: real short message "nada, todo bien" is sent',
    chat: 'group',
    callout: true,
    answer: '# «send» 4005\nnada, todo bien por aquí 😊 el gato vivo y el sábado abierto',
    expect: [
      { type: 'send', text: 'nada, todo bien por aquí 😊 el gato vivo y el sábado abierto', replyTo: 4005 },
    ],
  },
  {
    name: 'Swedish: sticker block with set and emoji',
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'Czech: sticker noted in brackets in Czech',
    // A bracketed note of a sticker and its one emoji is that sticker.
    answer: '# «send»\n[posílá nálepku 😴]',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'Portuguese: memory note and a reply',
    answer:
      '# «note»\nJonas mudou de casa no domingo; a gata foi num cesto de roupa.\n\n# «send»\nA gata está bem? Sábado abrimos às 9!',
    expect: [{ type: 'note' }, { type: 'send', text: 'A gata está bem? Sábado abrimos às 9!' }],
  },
  {
    name: 'German: remember block and a reaction',
    answer: '# «remember»\nJonas hat eine Katze, die Umzüge hasst.\n\n# «react»\n👍',
    expect: [{ type: 'remember' }, { type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'Romanian: heading with an unknown Romanian block name',
    // An unknown block in an answer with no other message block becomes the one message.
    answer: '# «răspuns»\nPisica e bine! Sâmbătă suntem deschiși până la 14.',
    expect: [{ type: 'send', text: 'Pisica e bine! Sâmbătă suntem deschiși până la 14.' }],
  },
  {
    name: 'Hungarian: JSON body with a Hungarian key',
    answer: '# «send»\n{"üzenet": "A cica túlélte! Szombaton 10–14 nyitva."}',
    expect: [{ type: 'send', text: 'A cica túlélte! Szombaton 10–14 nyitva.' }],
  },
  {
    name: 'Dutch: answer with a thought-for line from a chat app',
    answer: 'Nagedacht gedurende 6 seconden\n\n# «send»\nDe kat leeft nog hoor! Zaterdag open van 10 tot 16.',
    expect: [{ type: 'send', text: 'De kat leeft nog hoor! Zaterdag open van 10 tot 16.' }],
  },
  {
    name: 'Polish: "Odpowiedź:" lead-in on the message line',
    answer: '# «send»\nMoja odpowiedź: Kot żyje! W sobotę jesteśmy do 14.',
    expect: [{ type: 'send', text: 'Kot żyje! W sobotę jesteśmy do 14.' }],
  },
  {
    name: 'Polish: message opening with "Odpowiedź" about an answer from the landlord stays',
    answer: '# «send»\nOdpowiedź od właściciela przyszła, możemy zostać do końca roku! A kot żyje 😺',
    expect: [
      { type: 'send', text: 'Odpowiedź od właściciela przyszła, możemy zostać do końca roku! A kot żyje 😺' },
    ],
  },
  {
    name: 'French: two versions, the first sent',
    answer:
      '# «send»\n**Version 1 :** Le chat va bien, samedi on ouvre à 9h !\n**Version 2 :** Chat ok 👍 samedi 9h.',
    expect: [{ type: 'send', text: 'Le chat va bien, samedi on ouvre à 9h !' }],
  },
  {
    name: 'Spanish: a plain list of two options is the person’s',
    answer:
      '# «send»\nEl gato genial. Para el sábado:\nOpción 1: venir a las 10\nOpción 2: venir a las 13 y comemos juntos',
    expect: [
      {
        type: 'send',
        text: 'El gato genial. Para el sábado:\nOpción 1: venir a las 10\nOpción 2: venir a las 13 y comemos juntos',
      },
    ],
  },
  {
    name: 'Italian: "Ragionamento" tag pair before the block',
    answer:
      '<ragionamento>Jonas chiede del gatto e del sabato.</ragionamento>\n# «send»\nIl gatto è vivo e vegeto! Sabato aperti 9–13.',
    expect: [{ type: 'send', text: 'Il gatto è vivo e vegeto! Sabato aperti 9–13.' }],
  },
  {
    name: 'German: think tag with the answer after it and no blocks',
    answer:
      '<think>\nEr fragt nach der Katze und Samstag. Kurz antworten.\n</think>\n\nDie Katze lebt! Samstag bis 14 Uhr offen 🙂',
    expect: [{ type: 'send', text: 'Die Katze lebt! Samstag bis 14 Uhr offen 🙂' }],
  },
  {
    name: 'Greek: reasoning label in Greek before the text',
    answer: '# «send»\nΣκέψη: ρωτάει για τη γάτα.\nΗ γάτα είναι μια χαρά! Σάββατο 10–14.',
    expect: [{ type: 'send', text: 'Η γάτα είναι μια χαρά! Σάββατο 10–14.' }],
  },
  {
    name: 'Swedish: offer of a more formal version after a friendly word',
    answer:
      '# «send»\nKatten lever! Lördag 10–15 🙂\n\nHoppas det funkar! Vill du att jag skriver en mer formell version?',
    expect: [{ type: 'send', text: 'Katten lever! Lördag 10–15 🙂' }],
  },
  {
    name: 'Swedish: a real offer to bring a version of a menu stays',
    answer: '# «send»\nLördag 10–15! Vill du att jag tar med en tryckt version av menyn?',
    expect: [{ type: 'send', text: 'Lördag 10–15! Vill du att jag tar med en tryckt version av menyn?' }],
  },
  {
    name: 'Ukrainian: "Користувач питає" analysis paragraph',
    answer:
      'Користувач питає про кота і про суботу. Відповім коротко й тепло.\n\n# «send»\nКіт вижив і вже командує на новому місці 😸 У суботу до 14!',
    expect: [{ type: 'send', text: 'Кіт вижив і вже командує на новому місці 😸 У суботу до 14!' }],
  },
  {
    name: 'Portuguese: speaker label then a translation in brackets',
    answer: '# «send»\nHeidi: Sobreviveu! Sábado até às 13.\n(Tradução: She survived! Saturday until 1 pm.)',
    expect: [{ type: 'send', text: 'Sobreviveu! Sábado até às 13.' }],
  },
  {
    name: 'Czech: Markdown a person uses in a list of hours',
    answer: '# «send»\n**Otevírací doba:**\n- so 9–13\n- ne zavřeno\n\nA kočka? Přežila 😺',
    expect: [{ type: 'send', text: '**Otevírací doba:**\n- so 9–13\n- ne zavřeno\n\nA kočka? Přežila 😺' }],
  },
  {
    name: 'Hungarian: lead-in "Íme a válaszom" over the text',
    answer: '# «send»\nÍme a válaszom:\nIgen, a cica jól van! Szombaton 10-től vagyunk.',
    expect: [{ type: 'send', text: 'Igen, a cica jól van! Szombaton 10-től vagyunk.' }],
  },
  {
    name: 'Romanian: asking back, a typo and emoji',
    answer: '# «send»\nA supravietuit, dar e suparata pe toti 😾 tu vi sambata?',
    expect: [{ type: 'send', text: 'A supravietuit, dar e suparata pe toti 😾 tu vi sambata?' }],
  },
  {
    name: 'Dutch: quoting the partner in the reply',
    answer: '# «send»\n> are you open on Saturday?\nJazeker, 10 tot 16 🙂',
    expect: [{ type: 'send', text: '> are you open on Saturday?\nJazeker, 10 tot 16 🙂' }],
  },
  {
    name: 'Spanish: silence token in a direct chat is never sent',
    answer: '<sin_respuesta>',
    expect: [],
    silence: '',
  },
  {
    name: 'Italian: tone kept noted in a last line',
    answer:
      '# «send»\nIl gatto è sopravvissuto, sabato aperti fino alle 13 😊\n\nNota: ho mantenuto un tono amichevole.',
    expect: [{ type: 'send', text: 'Il gatto è sopravvissuto, sabato aperti fino alle 13 😊' }],
  },
  {
    name: 'French: a summary title in gerund form before the blocks',
    answer:
      '**Analyse de la question**\n\nJe veux répondre brièvement et chaleureusement.\n\n# «send»\nLe chat a survécu ! Samedi 9h–13h 🙂',
    expect: [{ type: 'send', text: 'Le chat a survécu ! Samedi 9h–13h 🙂' }],
  },
  {
    name: 'German: "Antwort:" label in a heading line',
    answer: '# «send» Antwort:\nDie Katze ist wohlauf! Samstag 9–14 Uhr.',
    expect: [{ type: 'send', text: 'Die Katze ist wohlauf! Samstag 9–14 Uhr.' }],
  },
  {
    name: 'Greek: signature with a tilde',
    answer: '# «send»\nΗ γάτα ζει! Σάββατο ανοιχτά ως τις 2.\n~ Heidi',
    expect: [{ type: 'send', text: 'Η γάτα ζει! Σάββατο ανοιχτά ως τις 2.' }],
  },
  {
    name: 'Portuguese: whole message in quotation marks',
    answer: '# «send»\n“A gata está ótima, sábado abrimos às 9!”',
    expect: [{ type: 'send', text: 'A gata está ótima, sábado abrimos às 9!' }],
  },
  {
    name: 'Spanish: quoted word inside a real message stays',
    answer: '# «send»\nEl gato está "ofendido" pero vivo 😂 El sábado hasta las 14.',
    expect: [{ type: 'send', text: 'El gato está "ofendido" pero vivo 😂 El sábado hasta las 14.' }],
  },
];
