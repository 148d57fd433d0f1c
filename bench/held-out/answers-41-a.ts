import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 41, part a: thinking and chat models answering in European languages other than English —
 * offers to redo the answer, tone notes, reasoning labels, lead-ins, signatures — among ordinary
 * answers in those languages that merely look like slips. Heidi's chat as `evaluate.ts` sets it.
 */
export const HELD_OUT_41_A: readonly CorpusEntry[] = [
  {
    name: 'Polish: plain reply in two blocks',
    answer: '# «send»\nKot przeżył, obraził się na Jonasa na dwa dni 😹\n\n# «send»\nW sobotę otwarte do 14!',
    expect: [
      { type: 'send', text: 'Kot przeżył, obraził się na Jonasa na dwa dni 😹' },
      { type: 'send', text: 'W sobotę otwarte do 14!' },
    ],
  },
  {
    name: 'Polish: offer to rewrite more formally after the message',
    // A Polish "shall I write a more formal version" closing the body is the model's, never Heidi's.
    answer:
      '# «send»\nKot cały i zdrowy, w sobotę jesteśmy do 14 🙂\n\nChcesz, żebym napisała bardziej formalną wersję?',
    expect: [{ type: 'send', text: 'Kot cały i zdrowy, w sobotę jesteśmy do 14 🙂' }],
  },
  {
    name: 'Polish: a real question about a version of a document stays',
    answer: '# «send»\nW sobotę do 14. Chcesz, żebym ci wydrukowała nową wersję cennika?',
    expect: [{ type: 'send', text: 'W sobotę do 14. Chcesz, żebym ci wydrukowała nową wersję cennika?' }],
  },
  {
    name: 'Romanian: lead-in presenting the answer',
    answer:
      'Iată răspunsul meu:\n\n# «send»\nPisica a supraviețuit, e deja șefa casei noi 😄 Sâmbătă suntem deschiși 10–14.',
    expect: [
      {
        type: 'send',
        text: 'Pisica a supraviețuit, e deja șefa casei noi 😄 Sâmbătă suntem deschiși 10–14.',
      },
    ],
  },
  {
    name: 'Romanian: lead-in inside the body',
    answer: '# «send»\nIată răspunsul meu:\nDa, pisica e bine! Sâmbătă deschidem la 10.',
    expect: [{ type: 'send', text: 'Da, pisica e bine! Sâmbătă deschidem la 10.' }],
  },
  {
    name: 'Czech: reasoning label line then the message, no blocks',
    answer:
      'Úvaha: Uživatel se ptá na kočku a na sobotu, odpovím krátce.\n\n# «send»\nKočka to přežila, jen se schovává pod gaučem. V sobotu máme otevřeno do 13.',
    expect: [
      { type: 'send', text: 'Kočka to přežila, jen se schovává pod gaučem. V sobotu máme otevřeno do 13.' },
    ],
  },
  {
    name: 'Czech: message whose first word is a thinking verb stays',
    answer: '# «send»\nMyslím, že to přežila líp než Jonas 😅 V sobotu do 13!',
    expect: [{ type: 'send', text: 'Myslím, že to přežila líp než Jonas 😅 V sobotu do 13!' }],
  },
  {
    name: 'Hungarian: tone note after the message',
    answer:
      '# «send»\nA macska túlélte, már a dobozokban alszik 😺 Szombaton 10-től 14-ig vagyunk nyitva.\n\n(Megjegyzés: laza hangnemet választottam, mert Jonas barát.)',
    expect: [
      {
        type: 'send',
        text: 'A macska túlélte, már a dobozokban alszik 😺 Szombaton 10-től 14-ig vagyunk nyitva.',
      },
    ],
  },
  {
    name: 'Hungarian: ordinary reply with a real parenthesis',
    answer: '# «send»\nTúlélte! (Bár a kosárban végig nyávogott.) Szombaton nyitva vagyunk, gyere nyugodtan.',
    expect: [
      {
        type: 'send',
        text: 'Túlélte! (Bár a kosárban végig nyávogott.) Szombaton nyitva vagyunk, gyere nyugodtan.',
      },
    ],
  },
  {
    name: 'Dutch: offer to make it shorter as its own paragraph',
    answer:
      '# «send»\nDe kat heeft het overleefd hoor, ze woont nu in de wasmand 😂 Zaterdag zijn we open van 10 tot 16.\n\nZal ik het wat korter maken?',
    expect: [
      {
        type: 'send',
        text: 'De kat heeft het overleefd hoor, ze woont nu in de wasmand 😂 Zaterdag zijn we open van 10 tot 16.',
      },
    ],
  },
  {
    name: 'Dutch: asking a friend whether to bring something shorter stays',
    answer: '# «send»\nZaterdag open tot 16! Zal ik de korte ladder meenemen voor je kast?',
    expect: [{ type: 'send', text: 'Zaterdag open tot 16! Zal ik de korte ladder meenemen voor je kast?' }],
  },
  {
    name: 'Swedish: thinking label in a wrapped line before the text',
    answer:
      '# «send»\n*(Tankar: han vill veta om katten och lördag, svara kort)*\nKatten klarade sig fint! Lördag har vi öppet 10–15.',
    expect: [{ type: 'send', text: 'Katten klarade sig fint! Lördag har vi öppet 10–15.' }],
  },
  {
    name: 'Swedish: sticker narrated in words',
    // A wrapped line naming a sticker and one emoji is that sticker.
    answer: '# «send»\nKatten mår toppen!\n\n# «send»\n*skickar klistermärket 😂*',
    expect: [
      { type: 'send', text: 'Katten mår toppen!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'Portuguese: signature with the persona name',
    answer: '# «send»\nA gata sobreviveu, está ótima! No sábado abrimos das 9 às 13.\n— Heidi',
    expect: [{ type: 'send', text: 'A gata sobreviveu, está ótima! No sábado abrimos das 9 às 13.' }],
  },
  {
    name: 'Portuguese: "Segue a resposta" lead-in in bold',
    answer: '**Segue a minha resposta:**\n\n# «send»\nSobreviveu sim 😄 Sábado estamos abertos até às 13.',
    expect: [{ type: 'send', text: 'Sobreviveu sim 😄 Sábado estamos abertos até às 13.' }],
  },
  {
    name: 'Portuguese: ordinary message with a dash and a name that is not the persona',
    answer: '# «send»\nSobreviveu! Mandou um beijo — o Jonas, claro, não a gata 😂',
    expect: [{ type: 'send', text: 'Sobreviveu! Mandou um beijo — o Jonas, claro, não a gata 😂' }],
  },
  {
    name: 'Italian: speaker label in bold',
    answer: '# «send»\n**Heidi:** Il gatto è sopravvissuto alla grande! Sabato siamo aperti fino alle 13.',
    expect: [
      { type: 'send', text: 'Il gatto è sopravvissuto alla grande! Sabato siamo aperti fino alle 13.' },
    ],
  },
  {
    name: 'Italian: offer to change the tone',
    answer:
      '# «send»\nIl gatto sta benissimo, sabato aperto fino alle 13!\n\nVuoi che lo riscriva con un tono più formale?',
    expect: [{ type: 'send', text: 'Il gatto sta benissimo, sabato aperto fino alle 13!' }],
  },
  {
    name: 'Italian: real offer to bring something stays',
    answer: '# «send»\nSabato fino alle 13. Vuoi che ti tenga da parte il pane integrale?',
    expect: [{ type: 'send', text: 'Sabato fino alle 13. Vuoi che ti tenga da parte il pane integrale?' }],
  },
  {
    name: 'French: "Réflexion :" paragraph before the blocks',
    answer:
      'Réflexion : il pose deux questions, je réponds aux deux avec humour.\n\n# «send»\nLe chat a survécu, il boude encore un peu 😼\n\n# «send»\nSamedi on est ouverts de 9h à 13h !',
    expect: [
      { type: 'send', text: 'Le chat a survécu, il boude encore un peu 😼' },
      { type: 'send', text: 'Samedi on est ouverts de 9h à 13h !' },
    ],
  },
  {
    name: 'French: space before the colon and exclamation is French typography',
    answer: '# «send»\nBonne nouvelle : le chat va bien ! Samedi : 9h–13h.',
    expect: [{ type: 'send', text: 'Bonne nouvelle : le chat va bien ! Samedi : 9h–13h.' }],
  },
  {
    name: 'French: note after a rule about the register',
    answer:
      '# «send»\nIl a survécu, promis 😄 Samedi on ouvre à 9h.\n\n---\n**Note :** j’ai gardé un ton familier, comme d’habitude avec Jonas.',
    expect: [{ type: 'send', text: 'Il a survécu, promis 😄 Samedi on ouvre à 9h.' }],
  },
  {
    name: 'Spanish: narrated silence in a group in Spanish',
    chat: 'group',
    answer: '*(Heidi no dice nada, sigue colocando libros)*',
    expect: [],
    silence: '',
  },
  {
    name: 'Spanish: ordinary reply with inverted marks and a laugh',
    answer: '# «send»\n¡Sobrevivió! jajaja ahora duerme en la bañera. ¿El sábado? Abrimos de 10 a 14.',
    expect: [
      {
        type: 'send',
        text: '¡Sobrevivió! jajaja ahora duerme en la bañera. ¿El sábado? Abrimos de 10 a 14.',
      },
    ],
  },
  {
    name: 'Spanish: "Respuesta final" after a worked answer',
    answer:
      '# «send»\n**Paso 1:** responder lo del gato.\n**Paso 2:** confirmar el horario del sábado.\n\n**Respuesta final:** ¡El gato está perfecto! El sábado abrimos de 10 a 14.',
    expect: [{ type: 'send', text: '¡El gato está perfecto! El sábado abrimos de 10 a 14.' }],
  },
  {
    name: 'German: Gedankengang label alone with a list, then blocks',
    answer:
      '**Gedankengang:**\n- Jonas fragt nach der Katze\n- und nach Samstag\n\n# «send»\nDie Katze hat’s überlebt, sie thront jetzt auf dem Kühlschrank 😹\n\n# «send»\nSamstag haben wir von 9 bis 14 offen.',
    expect: [
      { type: 'send', text: 'Die Katze hat’s überlebt, sie thront jetzt auf dem Kühlschrank 😹' },
      { type: 'send', text: 'Samstag haben wir von 9 bis 14 offen.' },
    ],
  },
  {
    name: 'German: a message that opens with "Notiz:" plainly is the message',
    answer: '# «send»\nNotiz an mich selbst: nie wieder mit Katze umziehen 😅 Samstag 9–14 offen!',
    expect: [
      { type: 'send', text: 'Notiz an mich selbst: nie wieder mit Katze umziehen 😅 Samstag 9–14 offen!' },
    ],
  },
  {
    name: 'German: offer to write it more casually, verb last',
    answer:
      '# «send»\nDie Katze lebt und ist beleidigt. Samstag sind wir bis 14 Uhr da.\n\nSoll ich die Antwort noch lockerer formulieren?',
    expect: [{ type: 'send', text: 'Die Katze lebt und ist beleidigt. Samstag sind wir bis 14 Uhr da.' }],
  },
  {
    name: 'Greek: presenting word before the answer',
    answer: 'Ορίστε η απάντησή μου:\n\n# «send»\nΗ γάτα επέζησε μια χαρά! Το Σάββατο είμαστε ανοιχτά 10–14.',
    expect: [{ type: 'send', text: 'Η γάτα επέζησε μια χαρά! Το Σάββατο είμαστε ανοιχτά 10–14.' }],
  },
  {
    name: 'Greek: ordinary message with Greek question mark',
    answer: '# «send»\nΕπέζησε, κοιμάται στο καλάθι ακόμα 😂 Το Σάββατο έρχεσαι;',
    expect: [{ type: 'send', text: 'Επέζησε, κοιμάται στο καλάθι ακόμα 😂 Το Σάββατο έρχεσαι;' }],
  },
  {
    name: 'Ukrainian: thinking label wrapped in parentheses with a dash',
    answer:
      '# «send»\n(міркування — він питає про кота і суботу)\nКіт живий-здоровий! У суботу працюємо з 10 до 14.',
    expect: [{ type: 'send', text: 'Кіт живий-здоровий! У суботу працюємо з 10 до 14.' }],
  },
  {
    name: 'Ukrainian: reaction and a short message',
    answer: '# «react»\n😂\n\n# «send»\nВижив! Субота — до 14:00.',
    expect: [
      { type: 'react', emoji: '😂', messageId: 4005 },
      { type: 'send', text: 'Вижив! Субота — до 14:00.' },
    ],
  },
  {
    name: 'Ukrainian: offer of a shorter reply version',
    answer: '# «send»\nКіт у порядку, субота до 14 🙂\n\nХочеш, я зроблю відповідь коротшою?',
    expect: [{ type: 'send', text: 'Кіт у порядку, субота до 14 🙂' }],
  },
];
