/**
 * Held-out set 33, part 2: Aigerim (28, accountant in Almaty, Russian with Kazakh words) and
 * Meera (45, school principal in Chennai, Tamil and English), on Gemini 3 Pro and Gemini 2.5
 * Flash-Lite.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Aigerim in a direct chat with her sister Dana. */
const aigerim = {
  persona: 'Aigerim',
  participants: ['Дана'],
  others: new Map([
    [4001, 'Айка, ты маме звонила?'],
    [4003, 'Она опять про давление жалуется'],
    [4005, 'Приедешь в субботу на бешбармак? Апашка тоже будет'],
  ]),
  own: new Map([
    [4002, 'Звонила вчера вечером'],
    [4004, 'Я ей тонометр новый заказала'],
  ]),
} as const;

/** Aigerim in her department's group. */
const office = {
  persona: 'Aigerim',
  chat: 'group',
  participants: ['Ержан', 'Светлана Петровна'],
  others: new Map([
    [4001, 'Коллеги, отчёт по НДС сдаём до 25-го'],
    [4003, 'Ержан, а акты сверки кто делает?'],
    [4005, 'Светлана Петровна, я думал их Айгерим делает'],
  ]),
  own: new Map([[4002, 'Принято 👍']]),
} as const;

export const AIGERIM: CorpusEntry[] = [
  {
    name: 'aigerim: a warm yes with a question back',
    ...aigerim,
    answer: `# «send»
Конечно приеду! Апашка будет, ура 😍 Я баурсаки привезу, да?`,
    expect: [{ type: 'send', text: 'Конечно приеду! Апашка будет, ура 😍 Я баурсаки привезу, да?' }],
  },
  {
    name: 'aigerim: a reply to the worry, Kazakh endearment inside Russian',
    ...aigerim,
    answer: `# «send» 4003
Ой, опять... Я ей сказала таблетки пить по утрам, она не слушает. Жаным, поговори с ней тоже 🙏`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'Ой, опять... Я ей сказала таблетки пить по утрам, она не слушает. Жаным, поговори с ней тоже 🙏',
      },
    ],
  },
  {
    name: 'aigerim (3 Pro): a Russian reasoning tag before the block',
    ...aigerim,
    answer: `<размышления>
Дана спрашивает про субботу. Айгерим любит семейные посиделки, ответить тепло.
</размышления>
# «send»
Да, приеду к обеду! Что ещё привезти?`,
    expect: [{ type: 'send', text: 'Да, приеду к обеду! Что ещё привезти?' }],
  },
  {
    name: 'aigerim (Flash-Lite): a laugh, then a sticker narrated in Russian',
    ...aigerim,
    answer: `# «send»
хахаха
# «send»
(стикер 😂)`,
    expect: [
      { type: 'send', text: 'хахаха' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'aigerim (Flash-Lite): her name in Cyrillic as a label and an English translation closing the line',
    ...aigerim,
    answer: `# «send»
Айгерим: Да, конечно! В субботу буду к двум. (Translation: Yes, of course! I'll be there by two on Saturday.)`,
    expect: [{ type: 'send', text: 'Да, конечно! В субботу буду к двум.' }],
  },
  {
    name: 'aigerim: an NB line opening the message is hers',
    ...aigerim,
    answer: `# «send»
NB: не забудь паспорт, на въезде в Каскелен опять проверяют`,
    expect: [{ type: 'send', text: 'NB: не забудь паспорт, на въезде в Каскелен опять проверяют' }],
  },
  {
    name: 'aigerim (3 Pro): a made-up answer from Dana after her message',
    ...aigerim,
    answer: `# «send»
Приеду! Только к обеду, утром у меня маникюр 💅
Дана: ура, тогда я поставлю тесто пораньше`,
    expect: [{ type: 'send', text: 'Приеду! Только к обеду, утром у меня маникюр 💅' }],
  },
  {
    name: 'aigerim: a message and a note for the chat',
    ...aigerim,
    answer: `# «send»
Записала, суббота 13:00 👌
# «note»
Суббота: бешбармак у мамы, привезти баурсаки и тонометр`,
    expect: [{ type: 'send', text: 'Записала, суббота 13:00 👌' }, { type: 'note' }],
  },
  {
    name: 'aigerim (3 Pro): a rule then a wrapped tone check after the message',
    ...aigerim,
    answer: `# «send»
Буду! Скажи апашке, что я соскучилась ❤️‍🔥

---
*Тон: тёплый, сестринский ✔*`,
    expect: [{ type: 'send', text: 'Буду! Скажи апашке, что я соскучилась ❤️‍🔥' }],
  },
  {
    name: 'aigerim: a heading with spaces inside the guillemets',
    ...aigerim,
    answer: `# « send »
Да, еду. Маме тонометр везу, пусть при мне померит.`,
    expect: [{ type: 'send', text: 'Да, еду. Маме тонометр везу, пусть при мне померит.' }],
  },
  {
    name: 'aigerim (Gemini 3 Pro): a functionCall object as the answer',
    ...aigerim,
    answer: `{"functionCall": {"name": "reply", "args": {"text": "Приеду, конечно! Во сколько садимся?"}}}`,
    expect: [{ type: 'send', text: 'Приеду, конечно! Во сколько садимся?' }],
  },
  {
    name: 'aigerim: an hour later, the answer',
    ...aigerim,
    answer: `# «wait» 1h
# «send»
Прости, была на совещании. Да, приеду!`,
    expect: [
      { type: 'wait', delay: 3600 },
      { type: 'send', text: 'Прости, была на совещании. Да, приеду!' },
    ],
  },
  {
    name: 'office: named in the third person, she answers for the reconciliations',
    ...office,
    callout: true,
    answer: `# «send» 4005
Да, акты сверки на мне, к пятнице будут готовы.
# «send»
Итог на сегодня: 3 акта готовы, 2 в работе.`,
    expect: [
      { type: 'send', replyTo: 4005, text: 'Да, акты сверки на мне, к пятнице будут готовы.' },
      { type: 'send', text: 'Итог на сегодня: 3 акта готовы, 2 в работе.' },
    ],
  },
  {
    name: 'office (Flash-Lite): a silence word in Cyrillic capitals in double brackets',
    ...office,
    others: new Map([
      [4001, 'Коллеги, отчёт по НДС сдаём до 25-го'],
      [4003, 'Ержан, вы обед заказываете сегодня?'],
      [4005, 'Светлана Петровна, да, плов из столовой, вам тоже?'],
    ]),
    answer: '((ТИШИНА))',
    expect: [],
  },
];

/** Meera in a direct chat with her colleague Kavitha. */
const meera = {
  persona: 'Meera',
  participants: ['Kavitha'],
  others: new Map([
    [4001, "Ma'am, annual day rehearsal is on Thursday or Friday?"],
    [4003, 'The chief guest confirmed, it is the District Collector'],
    [4005, 'Should we print the invitations in Tamil and English both?'],
  ]),
  own: new Map([
    [4002, 'Thursday, after 3rd period'],
    [4004, 'Wonderful news!'],
  ]),
} as const;

/** Meera in the parents' committee group. */
const committee = {
  persona: 'Meera',
  chat: 'group',
  participants: ['Mr. Raghavan', 'Suresh', 'Priya'],
  others: new Map([
    [4001, "Ma'am will parents be allowed inside the hall this year?"],
    [4003, 'Last year there was no parking at all, we waited one hour'],
    [4005, "Ma'am, kindly clarify the seating arrangement for parents"],
  ]),
  own: new Map([[4002, 'Yes, all parents are welcome.']]),
} as const;

/** The committee while Suresh and Priya settle the parking between themselves. */
const committeeAside = {
  ...committee,
  others: new Map([
    [4001, 'Priya, can your brother lend the van for the chairs?'],
    [4003, 'I will ask him tonight Suresh, he may be in Madurai'],
    [4005, 'OK, tell me by tomorrow, otherwise I will book a tempo'],
  ]),
} as const;

export const MEERA: CorpusEntry[] = [
  {
    name: 'meera: both languages, a reply with a caution',
    ...meera,
    answer: `# «send» 4005
Yes, both. Tamil on top, English below. Please check the spelling of the Collector's name with his office before printing 🙏`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: "Yes, both. Tamil on top, English below. Please check the spelling of the Collector's name with his office before printing 🙏",
      },
    ],
  },
  {
    name: 'meera: Tamil script with an English word inside',
    ...meera,
    answer: `# «send»
சரி கவிதா, நாளைக்கு proof கொண்டு வாங்க. நான் பார்க்கிறேன்.`,
    expect: [{ type: 'send', text: 'சரி கவிதா, நாளைக்கு proof கொண்டு வாங்க. நான் பார்க்கிறேன்.' }],
  },
  {
    name: 'meera (3 Pro): a transliteration in brackets under her Tamil',
    ...meera,
    answer: `# «send»
நன்றி கவிதா! 🙏
[Transliteration: Nandri Kavitha!]`,
    expect: [{ type: 'send', text: 'நன்றி கவிதா! 🙏' }],
  },
  {
    // The marker words name no Tamil one; an operator would not want the model's note to itself sent.
    name: 'meera (Flash-Lite): a Tamil reasoning label over the message',
    ...meera,
    answer: `சிந்தனை: Kavitha wants bilingual invitations, agree and mention proofreading.
Yes Kavitha, both languages. Send me the proof by Friday.`,
    expect: [{ type: 'send', text: 'Yes Kavitha, both languages. Send me the proof by Friday.' }],
  },
  {
    name: 'meera (3 Pro): an introduction before the blocks',
    ...meera,
    answer: `Okay, here is Meera's response in her principal voice:

# «send» 4005
Both, definitely. Many grandparents read only Tamil.`,
    expect: [{ type: 'send', replyTo: 4005, text: 'Both, definitely. Many grandparents read only Tamil.' }],
  },
  {
    name: 'meera (3 Pro): a final-answer title and an explanation of why it works',
    ...meera,
    answer: `**Final Answer**

Yes, print both. I will sign the Tamil version myself.

Why this works: it answers Kavitha directly and keeps Meera's authority as principal.`,
    expect: [{ type: 'send', text: 'Yes, print both. I will sign the Tamil version myself.' }],
  },
  {
    name: 'meera (Gemini 3 Pro): YAML with a reply key and a block scalar',
    ...meera,
    answer: `reply_to: 4003
text: |
  Excellent. Please arrange a shawl and a bouquet for the Collector.
  I will write the welcome speech tonight.`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'Excellent. Please arrange a shawl and a bouquet for the Collector.\nI will write the welcome speech tonight.',
      },
    ],
  },
  {
    name: 'meera: a compound block name with an address on the heading line',
    ...meera,
    answer: `# «Send Message» to Kavitha
Thursday is fixed. Inform the dance teachers also.`,
    expect: [{ type: 'send', text: 'Thursday is fixed. Inform the dance teachers also.' }],
  },
  {
    name: 'committee: a note label opening her answer is the notice itself',
    ...committee,
    callout: true,
    answer: `# «send» 4005
Note: Parents will be seated in rows F to M. Entry by Gate 2 only, parking in the playground.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Note: Parents will be seated in rows F to M. Entry by Gate 2 only, parking in the playground.',
      },
    ],
  },
  {
    name: 'committee (Flash-Lite): a label with her title before her name',
    ...committee,
    callout: true,
    answer: `# «send» 4005
**Principal Meera:** Dear parents, seating is in rows F to M. Kindly come by 5.30 pm.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Dear parents, seating is in rows F to M. Kindly come by 5.30 pm.',
      },
    ],
  },
  {
    name: 'committee: duties for named members, each line speaking to them',
    ...committee,
    callout: true,
    answer: `# «send» 4005
Parents sit in rows F to M. Duties for Friday:
Suresh: you take care of chairs and the sound system.
Priya: you please coordinate the flowers.
Mr. Raghavan: kindly welcome the chief guest at Gate 1.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: `Parents sit in rows F to M. Duties for Friday:
Suresh: you take care of chairs and the sound system.
Priya: you please coordinate the flowers.
Mr. Raghavan: kindly welcome the chief guest at Gate 1.`,
      },
    ],
  },
  {
    name: 'committee (Flash-Lite): the question quoted back, then the answer',
    ...committee,
    callout: true,
    answer: `> Ma'am, kindly clarify the seating arrangement for parents

Rows F to M for parents, sir.`,
    expect: [{ type: 'send', replyTo: 4005, text: 'Rows F to M for parents, sir.' }],
  },
  {
    name: 'committee (Flash-Lite): a bracketed reason for not answering',
    ...committeeAside,
    answer: '(no reply needed — Suresh is asking Priya)',
    expect: [],
  },
  {
    name: 'committee (3 Pro): a private note only while two members arrange the van',
    ...committeeAside,
    answer: `# «think»
Suresh and Priya are arranging the van between themselves. Nothing for me.`,
    expect: [],
  },
  {
    name: 'committee: a clap for the van, nothing said',
    ...committeeAside,
    answer: `# «react» 4003 👏`,
    expect: [{ type: 'react', emoji: '👏', messageId: 4003 }],
  },
];
