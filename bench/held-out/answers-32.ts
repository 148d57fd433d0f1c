/**
 * Held-out set 32: a busy month of six personas (see answers-32-cast.ts), the model sampled hot
 * with a long history in its prompt; ordinary answers beside slips of every family, written anew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AIGERIM, FARIDA, INES, MELE, RAVI, TOMEK } from './answers-32-cast.js';

const ORDINARY: CorpusEntry[] = [
  {
    ...INES,
    name: 'a grandmother answers both questions at length',
    answer: `# «send»\nClaro que podes trazer o Rui, minha querida! O almoço é à uma hora, mas chega mais cedo se quiseres ajudar com a mesa.\n\nDiz-lhe que não precisa de trazer nada.`,
    expect: [
      {
        type: 'send',
        text: 'Claro que podes trazer o Rui, minha querida! O almoço é à uma hora, mas chega mais cedo se quiseres ajudar com a mesa.\n\nDiz-lhe que não precisa de trazer nada.',
      },
    ],
  },
  {
    ...INES,
    name: 'two messages and a heart',
    answer: `# «react» 4005\n❤️\n\n# «send»\nTraz sim!\n\n# «send»\nÀ uma, não te atrases 😉`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'Traz sim!' },
      { type: 'send', text: 'À uma, não te atrases 😉' },
    ],
  },
  {
    ...INES,
    name: 'a memory note beside the reply',
    answer: `# «send»\nQue bom, finalmente vou conhecer o Rui! À uma hora.\n\n# «remember»\nBia namora com o Rui; vem almoçar no domingo.`,
    expect: [
      { type: 'send', text: 'Que bom, finalmente vou conhecer o Rui! À uma hora.' },
      { type: 'remember' },
    ],
  },
  {
    ...INES,
    name: 'a note that opens with Nota: is her own message',
    answer: `# «send»\nNota: o arroz doce leva leite gordo, não comprem do magro 😄`,
    expect: [{ type: 'send', text: 'Nota: o arroz doce leva leite gordo, não comprem do magro 😄' }],
  },
  {
    ...TOMEK,
    name: 'a slangy answer in the group replies to the target',
    answer: `# «send»\nmarta sorki 🙈 mam, jutro ci oddam na masie`,
    expect: [{ type: 'send', text: 'marta sorki 🙈 mam, jutro ci oddam na masie', replyTo: 4005 }],
  },
  {
    ...TOMEK,
    name: 'a laugh in capitals is sent in a group',
    answer: `# «send»\nHAHAHA no mam ją, leży pod łóżkiem`,
    expect: [{ type: 'send', text: 'HAHAHA no mam ją, leży pod łóżkiem', replyTo: 4005 }],
  },
  {
    ...TOMEK,
    name: 'a reaction alone in the group',
    answer: `# «react» 4003\n👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4003 }],
  },
  {
    ...TOMEK,
    name: 'two messages, the second answers Kuba by id',
    answer: `# «send»\nmam, oddam jutro\n\n# «send» 4001\nkuba ja jade, zbiórka pod rotundą?`,
    expect: [
      { type: 'send', text: 'mam, oddam jutro', replyTo: 4005 },
      { type: 'send', text: 'kuba ja jade, zbiórka pod rotundą?', replyTo: 4001 },
    ],
  },
  {
    ...AIGERIM,
    name: 'a colleague answers with a list of remarks',
    answer: `# «send»\nПосмотрела, в целом норм 👍\n\n- кнопки на втором экране лучше сделать одной ширины\n- заголовок да, мелковат, давай 24 вместо 20\n- «Пропустить» серым, а не синим\n\nЗавтра к 10:30 поправлю сама, если не успеешь`,
    expect: [
      {
        type: 'send',
        text: 'Посмотрела, в целом норм 👍\n\n- кнопки на втором экране лучше сделать одной ширины\n- заголовок да, мелковат, давай 24 вместо 20\n- «Пропустить» серым, а не синим\n\nЗавтра к 10:30 поправлю сама, если не успеешь',
      },
    ],
  },
  {
    ...AIGERIM,
    name: 'a wait then a message',
    answer: `# «send»\nЩас гляну\n\n# «wait»\ndelay: 20 min\n\n# «send»\nГотово, оставила комменты прямо в фигме`,
    expect: [
      { type: 'send', text: 'Щас гляну' },
      { type: 'wait', delay: 1200 },
      { type: 'send', text: 'Готово, оставила комменты прямо в фигме' },
    ],
  },
  {
    ...AIGERIM,
    name: 'a code span of a colour is hers',
    answer: `# «send»\nЗаголовок ок, но цвет кнопки поменяй на \`#1F6FEB\`, так контрастнее`,
    expect: [{ type: 'send', text: 'Заголовок ок, но цвет кнопки поменяй на `#1F6FEB`, так контрастнее' }],
  },
  {
    ...RAVI,
    name: 'a chef answers with a bold time',
    answer: `# «send»\nYes Priya, Saturday is on, **10 sharp**. We are doing Kerala fish molee, keep your coconut milk ready 🥥`,
    expect: [
      {
        type: 'send',
        text: 'Yes Priya, Saturday is on, **10 sharp**. We are doing Kerala fish molee, keep your coconut milk ready 🥥',
        replyTo: 4005,
      },
    ],
  },
  {
    ...RAVI,
    name: 'a numbered recipe with a Note line inside',
    answer: `# «send»\nFor the appam, try this:\n1. Half a teaspoon of fresh yeast\n2. A spoon of sugar, warm water\n3. Rest it 8 hours somewhere warm\n\nNote: in an AC room it will not ferment, keep it near the stove.`,
    expect: [
      {
        type: 'send',
        text: 'For the appam, try this:\n1. Half a teaspoon of fresh yeast\n2. A spoon of sugar, warm water\n3. Rest it 8 hours somewhere warm\n\nNote: in an AC room it will not ferment, keep it near the stove.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...RAVI,
    name: 'a Malayalam word in quotes is a message',
    answer: `# «send»\n"Saturday 10" – confirmed. Kids can come also, they can help with the "thoran" 😄`,
    expect: [
      {
        type: 'send',
        text: '"Saturday 10" – confirmed. Kids can come also, they can help with the "thoran" 😄',
        replyTo: 4005,
      },
    ],
  },
  {
    ...FARIDA,
    name: 'a nurse accepts the shift',
    answer: `# «send»\nOui je peux jeudi, mais tu me dois un café ☕ (un vrai, pas celui de la salle de repos)`,
    expect: [
      {
        type: 'send',
        text: 'Oui je peux jeudi, mais tu me dois un café ☕ (un vrai, pas celui de la salle de repos)',
        replyTo: 4005,
      },
    ],
  },
  {
    ...FARIDA,
    name: 'an Arabic word and a sticker',
    answer: `# «send»\nYalla, c'est bon pour jeudi habibti\n\n# «sticker»\nHeidiDuck\n👋`,
    expect: [
      { type: 'send', text: "Yalla, c'est bon pour jeudi habibti", replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    ...MELE,
    name: 'a student sends notes in a short burst',
    answer: `# «send»\nyesss ofc\n\n# «send»\nsending now, my handwriting is cooked tho 😭\n\n# «send»\nfeel better!!`,
    expect: [
      { type: 'send', text: 'yesss ofc' },
      { type: 'send', text: 'sending now, my handwriting is cooked tho 😭' },
      { type: 'send', text: 'feel better!!' },
    ],
  },
  {
    ...MELE,
    name: 'an aside alone in a direct chat is a message',
    answer: `# «send»\n(sorry that was meant for my mum lol)`,
    expect: [{ type: 'send', text: '(sorry that was meant for my mum lol)' }],
  },
  {
    ...MELE,
    name: 'a word in capitals in a direct chat is excitement',
    answer: `# «send»\nOBVIOUSLY`,
    expect: [{ type: 'send', text: 'OBVIOUSLY' }],
  },
  {
    ...MELE,
    name: 'a sticker from the offered set',
    answer: `# «sticker»\nHeidiDuck :: 😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    ...FARIDA,
    name: 'not addressed: a think block alone is silence',
    answer: `# «think»\nKarim parle du café, rien pour moi.`,
    expect: [],
  },
];

const SLIPS: CorpusEntry[] = [
  {
    ...INES,
    name: 'a Portuguese analysis paragraph before the block',
    answer: `A utilizadora pergunta se pode trazer o namorado e a hora do almoço. A Ines responderia com carinho.\n\n# «send»\nPodes sim, querida! À uma hora.`,
    expect: [{ type: 'send', text: 'Podes sim, querida! À uma hora.' }],
  },
  {
    ...INES,
    name: 'a signature with a closing word in Portuguese',
    answer: `# «send»\nPodes trazer o Rui, claro. Almoço à uma.\n\nBeijinhos,\nInes`,
    expect: [{ type: 'send', text: 'Podes trazer o Rui, claro. Almoço à uma.' }],
  },
  {
    ...INES,
    name: 'an offer to redo after the block',
    answer: `# «send»\nTraz o Rui! À uma hora 🥰\n\nLet me know if you'd like a more formal version!`,
    expect: [{ type: 'send', text: 'Traz o Rui! À uma hora 🥰' }],
  },
  {
    ...INES,
    name: 'a speaker label in bold inside the body',
    answer: `# «send»\n**Ines:** Claro que sim, meu amor. À uma.`,
    expect: [{ type: 'send', text: 'Claro que sim, meu amor. À uma.' }],
  },
  {
    ...TOMEK,
    name: 'narrated silence in the group when not his',
    answer: `*Tomek scrolluje dalej i nic nie pisze*`,
    others: new Map([
      [4003, 'ja wpadam, ale najpierw muszę odebrać paczkę z paczkomatu'],
      [4005, 'Kuba, a ty masz jeszcze ten zapasowy kask?'],
    ]),
    expect: [],
  },
  {
    ...TOMEK,
    name: 'a silence token in double angle brackets',
    others: new Map([[4005, 'Ola, kupiłaś tego monstera w końcu?']]),
    answer: `<<BRAK_ODPOWIEDZI>>`,
    expect: [],
  },
  {
    ...TOMEK,
    name: 'a thinking tag in Polish words before the block',
    answer: `<thinking>Marta pyta o pompkę, odpowiem krótko</thinking>\n# «send»\nmam, jutro oddam`,
    expect: [{ type: 'send', text: 'mam, jutro oddam', replyTo: 4005 }],
  },
  {
    ...TOMEK,
    name: 'the model continues the transcript with Marta answering',
    answer: `# «send»\nmam, leży w piwnicy, jutro przywiozę\nMarta: dzięki tomuś`,
    expect: [{ type: 'send', text: 'mam, leży w piwnicy, jutro przywiozę', replyTo: 4005 }],
  },
  {
    ...TOMEK,
    name: 'a heading in full-width brackets',
    answer: `# 《send》\nmam mam, spokojnie`,
    expect: [{ type: 'send', text: 'mam mam, spokojnie', replyTo: 4005 }],
  },
  {
    ...AIGERIM,
    name: 'a Cyrillic look-alike heading name',
    answer: `# «sеnd»\nПосмотрела, шрифт увеличь до 24`,
    expect: [{ type: 'send', text: 'Посмотрела, шрифт увеличь до 24' }],
  },
  {
    ...AIGERIM,
    name: 'a Russian reasoning label line with its paragraph',
    answer: `Размышление:\nДанияр просит посмотреть макет до вечера, надо ответить коротко.\n\n# «send»\nДа, до шести гляну`,
    expect: [{ type: 'send', text: 'Да, до шести гляну' }],
  },
  {
    ...AIGERIM,
    name: 'her name in Latin as a label over a Cyrillic-named chat',
    answer: `# «send»\nAigerim: Ок, гляну через час`,
    expect: [{ type: 'send', text: 'Ок, гляну через час' }],
  },
  {
    ...AIGERIM,
    name: 'the partner message echoed back',
    answer: `# «send»\nГлянь, пожалуйста, до вечера. Завтра показываем клиенту в 11:00\n\n# «send»\nХорошо, гляну до вечера`,
    expect: [{ type: 'send', text: 'Хорошо, гляну до вечера' }],
  },
  {
    ...AIGERIM,
    name: 'JSON body with a message key in Russian',
    answer: `# «send»\n{"сообщение": "Гляну в обед, не переживай"}`,
    expect: [{ type: 'send', text: 'Гляну в обед, не переживай' }],
  },
  {
    ...AIGERIM,
    name: 'a cut answer at the output limit',
    truncated: true,
    answer: `# «send»\nПосмотрела макет, всё ок\n\n# «send»\nПро шрифт: я бы сделала заголо`,
    expect: [{ type: 'send', text: 'Посмотрела макет, всё ок' }],
  },
  {
    ...RAVI,
    name: 'a transcript header of the target echoed with its text',
    answer: `⟦#4005 Priya⟧ Also Chef, is Saturday's class still on at 10? I need to plan the kids\n\n# «send»\nYes, still on at 10!`,
    expect: [{ type: 'send', text: 'Yes, still on at 10!', replyTo: 4005 }],
  },
  {
    ...RAVI,
    name: 'a Thinking Process list before the block',
    answer: `**Thinking Process:**\n1. Priya asks about Saturday.\n2. Confirm 10 am.\n\n# «send»\nSaturday 10 am, confirmed 👨‍🍳`,
    expect: [{ type: 'send', text: 'Saturday 10 am, confirmed 👨‍🍳', replyTo: 4005 }],
  },
  {
    ...RAVI,
    name: 'a rule and a note about the reply after the block',
    answer: `# «send»\nYes Priya, 10 am Saturday.\n\n---\n**Note:** I kept Ravi's reply short and warm.`,
    expect: [{ type: 'send', text: 'Yes Priya, 10 am Saturday.', replyTo: 4005 }],
  },
  {
    ...RAVI,
    name: 'a duplicate block at high temperature',
    answer: `# «send»\nSaturday is on, 10 am!\n\n# «send»\nSaturday is on, 10 am!`,
    expect: [{ type: 'send', text: 'Saturday is on, 10 am!', replyTo: 4005 }],
  },
  {
    ...RAVI,
    name: 'an unknown block name is the one message',
    answer: `# «respond»\nYes, 10 am as usual`,
    expect: [{ type: 'send', text: 'Yes, 10 am as usual', replyTo: 4005 }],
  },
  {
    ...FARIDA,
    name: 'a stage direction before the text with actions off in a group',
    answer: `# «send»\n*soupire en regardant son horaire* Ok Julie, je prends jeudi`,
    expect: [{ type: 'send', text: 'Ok Julie, je prends jeudi', replyTo: 4005 }],
  },
  {
    ...FARIDA,
    name: 'a French parenthesised thinking label',
    answer: `# «send»\n(réflexion : Julie a besoin d'aide, je dis oui)\nOui je te remplace jeudi`,
    expect: [{ type: 'send', text: 'Oui je te remplace jeudi', replyTo: 4005 }],
  },
  {
    ...FARIDA,
    name: 'a translation aside closing the line',
    answer: `# «send»\nC'est bon pour jeudi, inshallah (Translation: it's fine for Thursday, God willing)`,
    expect: [{ type: 'send', text: "C'est bon pour jeudi, inshallah", replyTo: 4005 }],
  },
  {
    ...FARIDA,
    name: 'not addressed: narrated silence in French',
    others: new Map([
      [4003, 'Le café de la salle de repos est encore vide, sérieux'],
      [4005, 'Noor tu peux rapporter du lait en montant?'],
    ]),
    answer: `(ne répond pas)`,
    expect: [],
  },
  {
    ...MELE,
    name: 'a NO_REPLY token after a real message',
    answer: `# «send»\nyep sending rn 📸\n\nNO_REPLY`,
    expect: [{ type: 'send', text: 'yep sending rn 📸' }],
  },
  {
    ...MELE,
    name: 'a signature with a tilde and emoji',
    answer: `# «send»\nsure bro, check ur email in 5\n~Mele 🌺`,
    expect: [{ type: 'send', text: 'sure bro, check ur email in 5' }],
  },
  {
    ...MELE,
    name: 'an answer of one zero-width space is silence',
    answer: '\u200b',
    expect: [],
  },
  {
    ...MELE,
    name: 'a sticker written as the history shows one',
    answer: `# «send»\nthe sticker \`😴\` from the sticker set \`HeidiDuck\``,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    ...MELE,
    name: 'a tool_code call sending the message',
    answer:
      '```tool_code\nprint(default_api.send_message(chat_id=4005, text="ya ill send them tonight"))\n```',
    expect: [{ type: 'send', text: 'ya ill send them tonight' }],
  },
  {
    ...MELE,
    name: 'text on the heading line addressing Sione',
    answer: `# «send» to Sione\nomg yes gimme a sec`,
    expect: [{ type: 'send', text: 'omg yes gimme a sec' }],
  },
];

export const HELD_OUT_32: CorpusEntry[] = [...ORDINARY, ...SLIPS];
