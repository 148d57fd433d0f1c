/**
 * Held-out set 21, ordinary answers: well-formed replies, reactions, stickers, waits, memory
 * writes and silence of the six personas, and real messages that merely look unusual. Every one
 * must reach the chat as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BIA_LARI,
  BIA_TAVERN,
  ELIF_CLIENT,
  ELIF_RUNNERS,
  KWAME_FELLOWSHIP,
  KWAME_KOFI,
  NIKOS_CREW,
  NIKOS_SISTER,
  OKSANA_NIECE,
  OKSANA_SHIFTS,
  TOMAS_CLASS,
  TOMAS_FACU,
} from './answers-21-cast.js';

export const ORDINARY_21: CorpusEntry[] = [
  {
    name: '2.5 Pro, Оксана: two messages, the medicine and Sunday',
    ...OKSANA_NIECE,
    answer:
      '# «send»\nМожна, але не одночасно — з перервою години дві-три. І ібупрофену не більше трьох таблеток на день.\n\n# «send»\nВ неділю вдома, приходь на вареники 🥟',
    expect: [
      {
        type: 'send',
        text: 'Можна, але не одночасно — з перервою години дві-три. І ібупрофену не більше трьох таблеток на день.',
      },
      { type: 'send', text: 'В неділю вдома, приходь на вареники 🥟' },
    ],
  },
  {
    name: '2.5 Pro, Оксана: a heart on the Lviv offer, then thanks',
    ...OKSANA_NIECE,
    answer: '# «react» 4003\n❤️\n\n# «send»\nДякую, зайчику! Тільки кави, більше нічого 😊',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: 'Дякую, зайчику! Тільки кави, більше нічого 😊' },
    ],
  },
  {
    name: '2.5 Pro, Оксана: a dosing schedule, times opening each line',
    ...OKSANA_NIECE,
    answer:
      '# «send» 4001\nЯкщо температура тримається, то так:\n08:00 — ібупрофен 400\n12:00 — парацетамол 500\n16:00 — ібупрофен 400\n20:00 — парацетамол 500\n\nІ пий багато води!',
    expect: [
      {
        type: 'send',
        text: 'Якщо температура тримається, то так:\n08:00 — ібупрофен 400\n12:00 — парацетамол 500\n16:00 — ібупрофен 400\n20:00 — парацетамол 500\n\nІ пий багато води!',
        replyTo: 4001,
      },
    ],
  },
  {
    // A direct chat: an aside alone is a message (she pasted into the wrong chat).
    name: '2.5 Pro, Оксана: a lone aside in a direct chat is hers',
    ...OKSANA_NIECE,
    answer: '# «send»\n(вибач, це було не тобі)',
    expect: [{ type: 'send', text: '(вибач, це було не тобі)' }],
  },
  {
    name: '2.5 Pro, Оксана: the shift group, not addressed, a private note only',
    ...OKSANA_SHIFTS,
    answer: '# «think»\nІрина домовляється з Мареком, мене це не стосується.',
    expect: [],
  },
  {
    name: '2.5 Pro, Оксана: a note on the chat beside a reply',
    ...OKSANA_NIECE,
    answer:
      '# «send»\nВ неділю так, чекаю після обіду\n\n# «note»\nДарина їде до Львова в понеділок, привезе каву.',
    expect: [{ type: 'send', text: 'В неділю так, чекаю після обіду' }, { type: 'note' }],
  },
  {
    name: '2.5 Flash, Tomás: one word',
    ...TOMAS_FACU,
    answer: '# «send»\ndale',
    expect: [{ type: 'send', text: 'dale' }],
  },
  {
    name: '2.5 Flash, Tomás: two short ones, no punctuation',
    ...TOMAS_FACU,
    answer: '# «send»\nvoy voy\n\n# «send»\ncuánto te debo',
    expect: [
      { type: 'send', text: 'voy voy' },
      { type: 'send', text: 'cuánto te debo' },
    ],
  },
  {
    name: '2.5 Flash, Tomás: a question mark alone',
    ...TOMAS_FACU,
    answer: '# «send»\n?',
    expect: [{ type: 'send', text: '?' }],
  },
  {
    name: '2.5 Flash, Tomás: the laughing sticker',
    ...TOMAS_FACU,
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: '2.5 Flash, Tomás: quoting the coach inside his sentence',
    ...TOMAS_FACU,
    answer: '# «send»\n"no pasa nada" dijo el técnico la última vez jaja, ahí estoy',
    expect: [{ type: 'send', text: '"no pasa nada" dijo el técnico la última vez jaja, ahí estoy' }],
  },
  {
    name: '2.5 Flash, Tomás: the class group, someone else asked, silence by a note',
    ...TOMAS_CLASS,
    answer: '# «think»\nle piden a juli, no a mí',
    expect: [],
  },
  {
    // Laughter in capitals is a person laughing, in a group too.
    name: '2.5 Flash, Tomás: laughing in capitals when called',
    ...TOMAS_CLASS,
    others: new Map([
      [4001, 'alguien tiene el apunte de análisis?'],
      [4003, 'tomi vos dormiste en la clase 4 no?'],
      [4005, 'tomi contestá jajaja'],
    ]),
    callout: true,
    answer: '# «send»\nJAJAJAJA\n\n# «send»\nsí, no tengo nada',
    expect: [
      { type: 'send', text: 'JAJAJAJA', replyTo: 4005 },
      { type: 'send', text: 'sí, no tengo nada' },
    ],
  },
  {
    name: '2.5 Flash, Tomás: a thumbs up on Juli’s notes, nothing said',
    ...TOMAS_CLASS,
    answer: '# «react» 4003\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  {
    name: 'Gemini 3, Elif: Friday works',
    ...ELIF_CLIENT,
    answer: '# «send»\nCuma yetişir, perşembe akşamı sana atarım 👍',
    expect: [{ type: 'send', text: 'Cuma yetişir, perşembe akşamı sana atarım 👍' }],
  },
  {
    // A lead line with a colon over a list of colours is her own, not drafts offered.
    name: 'Gemini 3, Elif: colours as a list under a lead line',
    ...ELIF_CLIENT,
    answer:
      '# «send»\nŞöyle düşündüm:\n- terracotta (#C8553D)\n- hardal (#E0A458)\n- krem arka plan\n\nHangisi daha çok sen?',
    expect: [
      {
        type: 'send',
        text: 'Şöyle düşündüm:\n- terracotta (#C8553D)\n- hardal (#E0A458)\n- krem arka plan\n\nHangisi daha çok sen?',
      },
    ],
  },
  {
    name: 'Gemini 3, Elif: a link and a password in code',
    ...ELIF_CLIENT,
    answer:
      '# «send»\nDosyalar burada: https://drive.google.com/drive/folders/1xYz_AbC9\n\nŞifre: `moda2026`',
    expect: [
      {
        type: 'send',
        text: 'Dosyalar burada: https://drive.google.com/drive/folders/1xYz_AbC9\n\nŞifre: `moda2026`',
      },
    ],
  },
  {
    name: 'Gemini 3, Elif: a CSS snippet in a code block at the end',
    ...ELIF_CLIENT,
    answer:
      '# «send»\nWeb için renkler bunlar, geliştiriciye ilet:\n```css\n:root {\n  --brand-warm: #c8553d;\n  --brand-mustard: #e0a458;\n}\n```',
    expect: [
      {
        type: 'send',
        text: 'Web için renkler bunlar, geliştiriciye ilet:\n```css\n:root {\n  --brand-warm: #c8553d;\n  --brand-mustard: #e0a458;\n}\n```',
      },
    ],
  },
  {
    name: 'Gemini 3, Elif: reply, then a fact about the client',
    ...ELIF_CLIENT,
    answer:
      '# «send»\nTamam, perşembe akşamı!\n\n# «person» 4711\nCan (user 4711): acelesi var, sıcak renkleri seviyor.',
    expect: [{ type: 'send', text: 'Tamam, perşembe akşamı!' }, { type: 'person' }],
  },
  {
    name: 'Gemini 3, Elif: the running group, nothing for her',
    ...ELIF_RUNNERS,
    answer: '# «think»\nBana sorulan bir şey yok, Deniz Burak’la konuşuyor.',
    expect: [],
  },
  {
    name: 'Gemini 3, Elif: called in the group, answers and reacts to the plan',
    ...ELIF_RUNNERS,
    others: new Map([
      [4001, 'Pazar sabahı 7’de Moda sahilde mi buluşuyoruz?'],
      [4003, 'Ben 7.30 gibi gelebilirim'],
      [4005, 'Elif sen geliyor musun, dizin nasıl?'],
    ]),
    callout: true,
    answer: '# «send»\nDizim daha iyi, geliyorum! 🏃‍♀️\n\n# «react» 4001\n👍',
    expect: [
      { type: 'send', text: 'Dizim daha iyi, geliyorum! 🏃‍♀️', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4001 },
    ],
  },
  {
    name: '2.5 Pro, Kwame: the working and the lunch, long and formal',
    ...KWAME_KOFI,
    answer:
      "# «send»\nRight, Kofi. From the second equation, x = y + 1. Put that into the first: 2(y + 1) + 3y = 12, so 5y + 2 = 12, and y = 2. Then x = 3.\n\nAlways check your answer: 2×3 + 3×2 = 12, and 3 − 2 = 1. Both hold.\n\n# «send»\nTell your mother yes, I will be there by one o'clock. God bless.",
    expect: [
      {
        type: 'send',
        text: 'Right, Kofi. From the second equation, x = y + 1. Put that into the first: 2(y + 1) + 3y = 12, so 5y + 2 = 12, and y = 2. Then x = 3.\n\nAlways check your answer: 2×3 + 3×2 = 12, and 3 − 2 = 1. Both hold.',
      },
      { type: 'send', text: "Tell your mother yes, I will be there by one o'clock. God bless." },
    ],
  },
  {
    // A grandfather teaching: numbered steps ending in the result are his message, not work shown.
    name: '2.5 Pro, Kwame: steps of a method, written for the boy',
    ...KWAME_KOFI,
    answer:
      '# «send»\nStep 1: make one letter the subject. From x − y = 1 we get x = y + 1.\nStep 2: substitute into the other equation.\nStep 3: solve for y, then go back for x.\n\nDo it yourself now and send me what you get.',
    expect: [
      {
        type: 'send',
        text: 'Step 1: make one letter the subject. From x − y = 1 we get x = y + 1.\nStep 2: substitute into the other equation.\nStep 3: solve for y, then go back for x.\n\nDo it yourself now and send me what you get.',
      },
    ],
  },
  {
    name: '2.5 Pro, Kwame: a note label opening the message is his',
    ...KWAME_KOFI,
    answer:
      '# «send»\nNote: bring your calculator and your textbook on Sunday. We will do question 5 after lunch.',
    expect: [
      {
        type: 'send',
        text: 'Note: bring your calculator and your textbook on Sunday. We will do question 5 after lunch.',
      },
    ],
  },
  {
    name: '2.5 Pro, Kwame: a table of who brings what',
    ...KWAME_KOFI,
    answer:
      '# «send»\nFor Sunday, as your grandmother arranged it:\n\n| Who | Brings |\n|---|---|\n| Grandpa | kelewele |\n| Auntie Ama | jollof |\n| You | the drinks |\n\nDo not forget the drinks again.',
    expect: [
      {
        type: 'send',
        text: 'For Sunday, as your grandmother arranged it:\n\n| Who | Brings |\n|---|---|\n| Grandpa | kelewele |\n| Auntie Ama | jollof |\n| You | the drinks |\n\nDo not forget the drinks again.',
      },
    ],
  },
  {
    name: '2.5 Pro, Kwame: called to lead the prayer',
    ...KWAME_FELLOWSHIP,
    others: new Map([
      [4001, 'The roof repair fund now stands at £2,340. Thank you all.'],
      [4003, 'Praise God, we are nearly there'],
      [4005, 'Brother Kwame, will you lead the prayer on Sunday?'],
    ]),
    callout: true,
    answer: '# «send»\nIt would be my honour, Brother Daniel. I will prepare something short.',
    expect: [
      {
        type: 'send',
        text: 'It would be my honour, Brother Daniel. I will prepare something short.',
        replyTo: 4005,
      },
    ],
  },
  {
    // "Thinking of you" is a person's sympathy, not a reasoning label.
    name: '2.5 Pro, Kwame: sympathy opening with “Thinking of”',
    ...KWAME_FELLOWSHIP,
    others: new Map([
      [4001, 'My mother was taken to St James’s this morning'],
      [4003, 'We will pray for her, Daniel'],
      [4005, 'Thank you brothers. Kwame, would you visit her with me on Friday?'],
    ]),
    callout: true,
    answer:
      '# «send»\nThinking of you and your mother, Daniel. Yes, I will come on Friday. Shall we meet at the main entrance at two?',
    expect: [
      {
        type: 'send',
        text: 'Thinking of you and your mother, Daniel. Yes, I will come on Friday. Shall we meet at the main entrance at two?',
        replyTo: 4005,
      },
    ],
  },
  {
    name: '2.5 Pro, Kwame: praying hands on the fund, nothing said',
    ...KWAME_FELLOWSHIP,
    answer: '# «react» 4001\n🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4001 }],
  },
  {
    // In a direct chat a shout in capitals is excitement.
    name: '2.5 Flash, Bia: shouting yes, then laughing',
    ...BIA_LARI,
    answer: '# «send»\nVOU SIMMMM\n\n# «send»\nkkkkkkk desculpa tava no trampo',
    expect: [
      { type: 'send', text: 'VOU SIMMMM' },
      { type: 'send', text: 'kkkkkkk desculpa tava no trampo' },
    ],
  },
  {
    name: '2.5 Flash, Bia: a sticker by its emoji alone',
    ...BIA_LARI,
    answer: '# «sticker»\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    // Speaking of herself in the third person is a habit of hers, not narration.
    name: '2.5 Flash, Bia: herself in the third person, plain lines',
    ...BIA_LARI,
    answer: '# «send»\nBia tá chegandooo 🏃‍♀️💨\n\n# «send»\nguarda lugar pra mim na fila',
    expect: [
      { type: 'send', text: 'Bia tá chegandooo 🏃‍♀️💨' },
      { type: 'send', text: 'guarda lugar pra mim na fila' },
    ],
  },
  {
    name: '2.5 Flash, Bia: fire on the tickets, then words',
    ...BIA_LARI,
    answer: '# «react» 4003\n🔥\n\n# «send»\nvc é a melhor amiga do mundo',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4003 },
      { type: 'send', text: 'vc é a melhor amiga do mundo' },
    ],
  },
  {
    name: '2.5 Flash, Bia: a wait between two messages',
    ...BIA_LARI,
    answer:
      '# «send»\npera q vou ver minha escala\n\n# «wait»\ndelay: 90\n\n# «send»\nfolga no sábado!! bora',
    expect: [
      { type: 'send', text: 'pera q vou ver minha escala' },
      { type: 'wait', delay: 90 },
      { type: 'send', text: 'folga no sábado!! bora' },
    ],
  },
  {
    name: '2.5 Flash, Bia: the bard acts when the master asks her, actions on',
    ...BIA_TAVERN,
    actions: 'always',
    callout: true,
    answer: '# «send»\n*Lira larga o alaúde e corre até o anão* Calma, calma, deixa eu ver esse ferimento!',
    expect: [
      {
        type: 'send',
        text: '*Lira larga o alaúde e corre até o anão* Calma, calma, deixa eu ver esse ferimento!',
        replyTo: 4005,
      },
    ],
  },
  {
    name: '2.5 Flash, Bia: the tavern, Gui’s turn, a private note',
    ...BIA_TAVERN,
    actions: 'always',
    others: new Map([
      [4001, 'A porta da taverna se abre com um estrondo. Um anão ferido entra cambaleando.'],
      [4003, '*Lira corre até o anão*'],
      [4005, 'Thorin, o anão diz que foram orcs. O que você faz?'],
    ]),
    answer: '# «think»\nÉ a vez do Gui jogar com o Thorin.',
    expect: [],
  },
  {
    name: 'Gemini 3, Νίκος: one word',
    ...NIKOS_SISTER,
    answer: '# «send»\nΝαι',
    expect: [{ type: 'send', text: 'Ναι' }],
  },
  {
    name: 'Gemini 3, Νίκος: Greeklish',
    ...NIKOS_SISTER,
    answer: '# «send»\nerxomai, 1 i ora. fernw kai psomi',
    expect: [{ type: 'send', text: 'erxomai, 1 i ora. fernw kai psomi' }],
  },
  {
    name: 'Gemini 3, Νίκος: a thumbs up and nothing else',
    ...NIKOS_SISTER,
    answer: '# «react»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'Gemini 3, Νίκος: asked for a spanner, where it is',
    ...NIKOS_CREW,
    others: new Map([
      [4001, 'Η αντλία στο Β μηχανοστάσιο πάλι στάζει'],
      [4003, 'Έβαλα καινούρια τσιμούχα χθες το βράδυ'],
      [4005, 'Νίκο έχεις το κλειδί 24;'],
    ]),
    callout: true,
    answer: '# «send»\nστο ντουλάπι 3',
    expect: [{ type: 'send', text: 'στο ντουλάπι 3', replyTo: 4005 }],
  },
  {
    // Several words in capitals are a shout, not a silence token.
    name: 'Gemini 3, Νίκος: a whole sentence in capitals, called in the group',
    ...NIKOS_CREW,
    others: new Map([
      [4001, 'Η αντλία στο Β μηχανοστάσιο πάλι στάζει'],
      [4003, 'Έβαλα καινούρια τσιμούχα χθες το βράδυ'],
      [4005, 'Νίκο κατέβα τώρα κάτω'],
    ]),
    callout: true,
    answer: '# «send»\nΟΧΙ ΤΩΡΑ, ΕΙΜΑΙ ΣΤΗ ΓΕΦΥΡΑ ΜΕ ΤΟΝ ΚΑΠΕΤΑΝΙΟ',
    expect: [{ type: 'send', text: 'ΟΧΙ ΤΩΡΑ, ΕΙΜΑΙ ΣΤΗ ΓΕΦΥΡΑ ΜΕ ΤΟΝ ΚΑΠΕΤΑΝΙΟ', replyTo: 4005 }],
  },
  {
    name: 'Gemini 3, Νίκος: a memory of his own beside a reply',
    ...NIKOS_SISTER,
    answer: '# «send»\nΈρχομαι Κυριακή\n\n# «remember»\nΚυριακή τραπέζι στης μαμάς, να πάρω ψωμί.',
    expect: [{ type: 'send', text: 'Έρχομαι Κυριακή' }, { type: 'remember' }],
  },
  {
    name: '2.5 Flash, Tomás: nothing much, lower case',
    ...TOMAS_FACU,
    others: new Map([
      [4001, 'che vas al partido del domingo?'],
      [4003, 'tengo una entrada de más'],
      [4005, 'qué hacés?'],
    ]),
    answer: '# «send»\nnada, al pedo en casa',
    expect: [{ type: 'send', text: 'nada, al pedo en casa' }],
  },
];
