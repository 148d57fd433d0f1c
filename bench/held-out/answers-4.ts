/**
 * Held-out set 4 of the speech boundary: a week of one account's answers as they come, most of
 * them ordinary (one to three messages, replies, reactions, stickers, a wait, silence in a group),
 * in several personas' voices and languages, and about a third with one slip a model makes
 * (answers-4-slips.ts). Written without looking at the boundary's code or its corpus; each
 * expectation follows docs/behaviour.md, and where the rules are silent, what a careful operator
 * of the account would want sent (said in a comment).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { SLIPS_4 } from './answers-4-slips.js';

/** A Spanish-speaking climbing coach's direct chat. */
const MATEO_CHAT: ReadonlyMap<number, string> = new Map([
  [4002, 'oye, ¿mañana sigue en pie lo del rocódromo?'],
  [4005, 'y ¿me puedes pasar la ubicación? nunca me acuerdo de la calle'],
]);

/** A Japanese student's direct chat. */
const YUKI_CHAT: ReadonlyMap<number, string> = new Map([
  [4004, 'レポート終わった？'],
  [4005, '明日のゼミ、何時からだっけ'],
]);

/** A Ukrainian florist's direct chat. */
const OLENA_CHAT: ReadonlyMap<number, string> = new Map([
  [4003, 'Добрий день! Чи можна замовити букет на суботу?'],
  [4005, 'Бажано півонії, якщо є. І скільки це буде коштувати?'],
]);

/** A developer's group chat where people ask each other for help. */
const PRIYA_GROUP: ReadonlyMap<number, string> = new Map([
  [4001, 'anyone else getting rate limited by the staging API since the deploy?'],
  [4003, 'lunch at the dosa place today? 12:30?'],
  [4005, '@priya you wrote the retry thing, how do I make it back off longer?'],
]);

/** A Brazilian musician's direct chat. */
const LUCAS_CHAT: ReadonlyMap<number, string> = new Map([
  [4004, 'cara, o show de sábado foi incrível'],
  [4005, 'vocês vão tocar de novo antes do natal?'],
]);

const ORDINARY_4: CorpusEntry[] = [
  {
    name: 'two short messages answering both questions',
    answer:
      '# «send»\nhe survived!! sulked under the sofa for a day tho\n\n# «send»\nand yes, Saturday 10–16 as always',
    expect: [
      { type: 'send', text: 'he survived!! sulked under the sofa for a day tho' },
      { type: 'send', text: 'and yes, Saturday 10–16 as always' },
    ],
  },
  {
    name: 'a reaction and one message',
    answer: '# «react»\n❤\n\n# «send»\nThe cat is fine, Jonas says she already owns the new windowsill 😄',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'The cat is fine, Jonas says she already owns the new windowsill 😄' },
    ],
  },
  {
    name: 'a reply to an older message with bold hours',
    answer:
      '# «send» 4003\nno blue umbrella here, sorry! I checked the stand\n\n# «send»\nSaturday: **10:00–16:00** 📚',
    expect: [
      { type: 'send', text: 'no blue umbrella here, sorry! I checked the stand', replyTo: 4003 },
      { type: 'send', text: 'Saturday: **10:00–16:00** 📚' },
    ],
  },
  {
    name: 'a sticker only',
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'a message, a wait, another message',
    answer:
      '# «send»\nwait let me check the calendar\n\n# «wait»\ndelay: 20\n\n# «send»\nyep, open Saturday. Sunday closed',
    expect: [
      { type: 'send', text: 'wait let me check the calendar' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'yep, open Saturday. Sunday closed' },
    ],
  },
  {
    name: 'German with a typo and an emoji',
    answer:
      '# «send»\nJa klar, Samstag hab ich offen 🙂 Katze lebt, Jonas hat sie im Wäschekorb transportirt 😂',
    expect: [
      {
        type: 'send',
        text: 'Ja klar, Samstag hab ich offen 🙂 Katze lebt, Jonas hat sie im Wäschekorb transportirt 😂',
      },
    ],
  },
  {
    name: 'a short list in one message',
    answer:
      '# «send»\nSaturday yes! bring me:\n- the Tana French you borrowed\n- coffee\n- gossip about the move',
    expect: [
      {
        type: 'send',
        text: 'Saturday yes! bring me:\n- the Tana French you borrowed\n- coffee\n- gossip about the move',
      },
    ],
  },
  {
    name: 'a link in markdown',
    answer:
      '# «send»\nopen 10–16, the hours are also [on the site](https://zweite-seite.example/hours) if you forget again',
    expect: [
      {
        type: 'send',
        text: 'open 10–16, the hours are also [on the site](https://zweite-seite.example/hours) if you forget again',
      },
    ],
  },
  {
    name: 'a question back',
    answer: '# «send»\nthe cat is a legend. open Saturday, why, are you finally coming for the Highsmith?',
    expect: [
      {
        type: 'send',
        text: 'the cat is a legend. open Saturday, why, are you finally coming for the Highsmith?',
      },
    ],
  },
  {
    name: 'a group: silence when nothing is addressed to the persona',
    chat: 'group',
    answer: '# «think»\nJonas and Mira are talking about the umbrella, nothing for me.',
    expect: [],
  },
  {
    name: 'a group: a callout answered in two messages',
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nShe did! Jonas sent me a video of her inspecting every box\n\n# «send»\nSaturday 10–16, come by',
    expect: [
      { type: 'send', text: 'She did! Jonas sent me a video of her inspecting every box', replyTo: 4005 },
      { type: 'send', text: 'Saturday 10–16, come by' },
    ],
  },
  {
    name: 'a group: a reaction only',
    chat: 'group',
    answer: '# «react» 4001\n🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4001 }],
  },
  {
    name: 'a group: a reply to the umbrella question',
    chat: 'group',
    answer: '# «send» 4003\nthere IS a blue one in the stand by the door, come get it Saturday',
    expect: [
      {
        type: 'send',
        text: 'there IS a blue one in the stand by the door, come get it Saturday',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'a direct chat: a roleplay action is allowed',
    answer: '# «send»\n*hugs the cat from afar* glad she made it. and yes, Saturday!',
    expect: [{ type: 'send', text: '*hugs the cat from afar* glad she made it. and yes, Saturday!' }],
  },
  {
    name: 'an aside in brackets in a direct chat is a message',
    answer: '# «send»\nopen Saturday!\n\n# «send»\n(ignore my last voice note, the tram was too loud)',
    expect: [
      { type: 'send', text: 'open Saturday!' },
      { type: 'send', text: '(ignore my last voice note, the tram was too loud)' },
    ],
  },
  {
    name: 'a message that starts with "Thinking" as a person says it',
    answer: '# «send»\nThinking of you and the cat lol. Saturday yes, 10 to 4',
    expect: [{ type: 'send', text: 'Thinking of you and the cat lol. Saturday yes, 10 to 4' }],
  },
  {
    name: 'a plan B list a person writes',
    answer:
      '# «send»\nPlan A: you come Saturday morning\nPlan B: I keep the book behind the till till Monday',
    expect: [
      {
        type: 'send',
        text: 'Plan A: you come Saturday morning\nPlan B: I keep the book behind the till till Monday',
      },
    ],
  },
  {
    name: 'a word in capitals in a direct chat',
    answer: '# «send»\nYESSS she survived\n\n# «send»\nopen Sat btw',
    expect: [
      { type: 'send', text: 'YESSS she survived' },
      { type: 'send', text: 'open Sat btw' },
    ],
  },
  {
    name: 'a quote of what someone said inside a message',
    answer:
      '# «send»\nJonas literally texted me "she hates the new flat" and then sent 40 photos of her loving it',
    expect: [
      {
        type: 'send',
        text: 'Jonas literally texted me "she hates the new flat" and then sent 40 photos of her loving it',
      },
    ],
  },
  {
    name: 'Spanish: location with the street and a reply',
    persona: 'Mateo',
    others: MATEO_CHAT,
    answer:
      '# «send» 4002\nsí sí, mañana a las 7 👊\n\n# «send»\nCalle de Embajadores 112, la puerta verde al lado del bar. No tiene pérdida jaja',
    expect: [
      { type: 'send', text: 'sí sí, mañana a las 7 👊', replyTo: 4002 },
      {
        type: 'send',
        text: 'Calle de Embajadores 112, la puerta verde al lado del bar. No tiene pérdida jaja',
      },
    ],
  },
  {
    name: 'Spanish: a reaction then a message with slang',
    persona: 'Mateo',
    others: MATEO_CHAT,
    answer: '# «react»\n👍\n\n# «send»\nte mando la ubi por maps en un rato, tío',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'te mando la ubi por maps en un rato, tío' },
    ],
  },
  {
    name: 'Japanese: a short answer',
    persona: 'Yuki',
    others: YUKI_CHAT,
    answer: '# «send»\n10時半からだよ〜\n\n# «send» 4004\nまだ半分…泣',
    expect: [
      { type: 'send', text: '10時半からだよ〜' },
      { type: 'send', text: 'まだ半分…泣', replyTo: 4004 },
    ],
  },
  {
    name: 'Japanese: a message in Japanese brackets quoting the professor',
    persona: 'Yuki',
    others: YUKI_CHAT,
    answer: '# «send»\n先生が「明日は遅刻厳禁」って言ってたから気をつけて！',
    expect: [{ type: 'send', text: '先生が「明日は遅刻厳禁」って言ってたから気をつけて！' }],
  },
  {
    name: 'Ukrainian: an order answered with prices',
    persona: 'Olena',
    others: OLENA_CHAT,
    answer:
      '# «send»\nДобрий день! Так, півонії на суботу ще будуть 🌸\n\n# «send»\n15 півоній — 1200 грн, 25 — 1900 грн. Який варіант вам підходить?',
    expect: [
      { type: 'send', text: 'Добрий день! Так, півонії на суботу ще будуть 🌸' },
      { type: 'send', text: '15 півоній — 1200 грн, 25 — 1900 грн. Який варіант вам підходить?' },
    ],
  },
  {
    name: 'Ukrainian: a numbered choice in one message',
    persona: 'Olena',
    others: OLENA_CHAT,
    answer:
      '# «send»\nМожу запропонувати:\n1. Рожеві півонії з евкаліптом\n2. Білі півонії з ранункулюсами\nОбидва по 1500 грн',
    expect: [
      {
        type: 'send',
        text: 'Можу запропонувати:\n1. Рожеві півонії з евкаліптом\n2. Білі півонії з ранункулюсами\nОбидва по 1500 грн',
      },
    ],
  },
  {
    name: 'a group: a code snippet in a message',
    persona: 'Priya',
    others: PRIYA_GROUP,
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nbump the base delay, it doubles each try:\n```ts\nconst retry = { baseMs: 2000, maxMs: 60_000 };\n```\nthat should calm staging down',
    expect: [
      {
        type: 'send',
        text: 'bump the base delay, it doubles each try:\n```ts\nconst retry = { baseMs: 2000, maxMs: 60_000 };\n```\nthat should calm staging down',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'a group: inline code and a reply to lunch',
    persona: 'Priya',
    others: PRIYA_GROUP,
    chat: 'group',
    callout: true,
    answer:
      "# «send»\nset `RETRY_MAX_MS` in the env, no redeploy needed\n\n# «send» 4003\nI'm in for dosa 🙋‍♀️",
    expect: [
      { type: 'send', text: 'set `RETRY_MAX_MS` in the env, no redeploy needed', replyTo: 4005 },
      { type: 'send', text: "I'm in for dosa 🙋‍♀️", replyTo: 4003 },
    ],
  },
  {
    name: 'a group: Hinglish reply to lunch only',
    persona: 'Priya',
    others: PRIYA_GROUP,
    chat: 'group',
    answer: '# «send» 4003\nhaan yaar 12:30 works, save me a seat',
    expect: [{ type: 'send', text: 'haan yaar 12:30 works, save me a seat', replyTo: 4003 }],
  },
  {
    name: "a group: silence about someone else's rate limits",
    persona: 'Priya',
    others: PRIYA_GROUP,
    chat: 'group',
    answer: '# «think»\nRavi is asking the group in general; Arjun already answered. Nothing to add.',
    expect: [],
  },
  {
    name: 'Portuguese: enthusiasm with emoji',
    persona: 'Lucas',
    others: LUCAS_CHAT,
    answer:
      '# «react» 4004\n🥰\n\n# «send»\nvaleu demais!! 🎸\n\n# «send»\ntalvez dia 14 no Bar do Zé, ainda tô confirmando',
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4004 },
      { type: 'send', text: 'valeu demais!! 🎸' },
      { type: 'send', text: 'talvez dia 14 no Bar do Zé, ainda tô confirmando' },
    ],
  },
  {
    name: 'Portuguese: a message with a P.S.',
    persona: 'Lucas',
    others: LUCAS_CHAT,
    answer: '# «send»\nsim! dia 14, Bar do Zé, 21h\n\nPS: leva o Rafa, ele prometeu que ia',
    expect: [{ type: 'send', text: 'sim! dia 14, Bar do Zé, 21h\n\nPS: leva o Rafa, ele prometeu que ia' }],
  },
  {
    name: 'a message with italics and strikethrough',
    answer: '# «send»\nshe is __fine__, ~~traumatised~~ thriving. open Saturday!',
    expect: [{ type: 'send', text: 'she is __fine__, ~~traumatised~~ thriving. open Saturday!' }],
  },
  {
    name: 'a reaction only to the newest message',
    answer: '# «react»\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: 'a message and a sticker after it',
    answer: '# «send»\nopen Saturday, see you!\n\n# «sticker»\nHeidiDuck\n👋',
    expect: [
      { type: 'send', text: 'open Saturday, see you!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'a message that mentions the answer word as a person does',
    answer: '# «send»\nsorry for the slow reply, inventory day. cat fine, Saturday open!',
    expect: [{ type: 'send', text: 'sorry for the slow reply, inventory day. cat fine, Saturday open!' }],
  },
  {
    name: 'a long paragraph message with a line break',
    answer:
      "# «send»\nOk so the cat: hid in the basket the whole ride, then walked out like she owned the place.\n\nSaturday I'm there 10–16, Sunday I'm at my mum's.",
    expect: [
      {
        type: 'send',
        text: "Ok so the cat: hid in the basket the whole ride, then walked out like she owned the place.\n\nSaturday I'm there 10–16, Sunday I'm at my mum's.",
      },
    ],
  },
  {
    name: 'a memory note and a message',
    answer: '# «note»\nJonas moved flats, cat is fine.\n\n# «send»\nglad to hear it! open Saturday',
    // Corrected after the set was first run: the note is planned too (the entry format had no way to say so).
    expect: [{ type: 'note' }, { type: 'send', text: 'glad to hear it! open Saturday' }],
  },
  {
    name: 'a message the persona signs with an emoji, not its name',
    answer: '# «send»\nsee you Saturday then 🦆',
    expect: [{ type: 'send', text: 'see you Saturday then 🦆' }],
  },
  {
    name: 'a message opening with a colon label a person uses',
    // A shop owner's own "Update:" line is her message; the rules name no such word as meta.
    answer: "# «send»\nUpdate: Jonas says the cat already found the warmest radiator. We're open Sat 10–16!",
    expect: [
      {
        type: 'send',
        text: "Update: Jonas says the cat already found the warmest radiator. We're open Sat 10–16!",
      },
    ],
  },
  {
    name: 'Mateo: a message that names himself as people do',
    persona: 'Mateo',
    others: MATEO_CHAT,
    // The persona naming himself in the first person ("soy Mateo") is speech, not a label.
    answer: '# «send»\nsi preguntan en recepción di que vienes de parte de Mateo, así no pagas la entrada',
    expect: [
      {
        type: 'send',
        text: 'si preguntan en recepción di que vienes de parte de Mateo, así no pagas la entrada',
      },
    ],
  },
  {
    name: 'a group: a callout answered with a reaction and a wait then a message',
    chat: 'group',
    callout: true,
    answer: '# «react»\n🎉\n\n# «wait»\ndelay: 15\n\n# «send»\nshe made it! and yes, Saturday as usual',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'wait', delay: 15 },
      { type: 'send', text: 'she made it! and yes, Saturday as usual', replyTo: 4005 },
    ],
  },
  {
    name: 'a group: silence as an empty answer',
    chat: 'group',
    answer: '',
    expect: [],
  },
  {
    name: 'a message with a time range and a question mark only',
    answer: '# «send»\n10–16 on Sat. the cat??? tell me everything',
    expect: [{ type: 'send', text: '10–16 on Sat. the cat??? tell me everything' }],
  },
  {
    name: 'German mixed in with English',
    answer: '# «send»\nna klar, Samstag offen! and the cat, alles gut?',
    expect: [{ type: 'send', text: 'na klar, Samstag offen! and the cat, alles gut?' }],
  },
  {
    name: 'a message that names the persona in the first person',
    answer: "# «send»\nit's Heidi btw, new number! open Saturday, cat news pls",
    expect: [{ type: 'send', text: "it's Heidi btw, new number! open Saturday, cat news pls" }],
  },
  {
    name: 'three short messages',
    answer: '# «send»\nomg\n\n# «send»\nthe laundry basket 😭\n\n# «send»\nyes open Saturday',
    expect: [
      { type: 'send', text: 'omg' },
      { type: 'send', text: 'the laundry basket 😭' },
      { type: 'send', text: 'yes open Saturday' },
    ],
  },
  {
    name: 'Japanese: a sticker-like emoji line as a message',
    persona: 'Yuki',
    others: YUKI_CHAT,
    answer: '# «send»\n了解〜！明日ね 🙆‍♀️',
    expect: [{ type: 'send', text: '了解〜！明日ね 🙆‍♀️' }],
  },
  {
    name: 'Ukrainian: a reaction and a short thanks',
    persona: 'Olena',
    others: OLENA_CHAT,
    answer: '# «react» 4003\n🙏\n\n# «send»\nДякую, що звернулися! Зараз надішлю фото варіантів',
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'Дякую, що звернулися! Зараз надішлю фото варіантів' },
    ],
  },
  {
    name: 'Portuguese: a message in capitals and laughter',
    persona: 'Lucas',
    others: LUCAS_CHAT,
    answer: '# «send»\nKKKKKK VALEU\n\n# «send»\ndia 14, anota aí',
    expect: [
      { type: 'send', text: 'KKKKKK VALEU' },
      { type: 'send', text: 'dia 14, anota aí' },
    ],
  },
  {
    name: "a message that mentions a tone of voice that is not the answer's",
    answer:
      '# «send»\nJonas used his serious tone on the phone so I panicked, but the cat is fine. open Sat!',
    expect: [
      {
        type: 'send',
        text: 'Jonas used his serious tone on the phone so I panicked, but the cat is fine. open Sat!',
      },
    ],
  },
];

export const HELD_OUT_4: readonly CorpusEntry[] = [...ORDINARY_4, ...SLIPS_4];
