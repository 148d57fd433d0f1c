/**
 * Held-out set 19: a mixed fortnight of six personas — Marisol (34, pastry chef in Valencia,
 * Spanish), Tomasz (52, night taxi driver in Kraków, Polish without diacritics when he hurries),
 * Priya (27, developer in Bangalore, Hinglish), Оксана (45, teacher in Lviv, Ukrainian), Kaito
 * (19, student in Tokyo, Japanese) and Fenna (61, retired ferry captain in Harlingen, Dutch, who
 * likes roleplay). Direct chats and groups, roleplay actions on and off, answers shaped as
 * Gemini, GPT, Claude, Qwen, DeepSeek, Llama and Mistral answers are reported to come back.
 * About half are ordinary; the rest carry slips, some two in one answer. Where the documented
 * rules are silent, a comment says what a careful operator of the account would want sent.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_19_MORE } from './answers-19-more.js';

const MARISOL_DIRECT = {
  persona: 'Marisol',
  participants: ['Lucía'],
  others: new Map([
    [4001, 'Oye, ¿al final hiciste la tarta de queso para el cumple de mi madre?'],
    [4003, 'Dice mi madre que la quiere sin azúcar glas por encima, que luego mancha todo'],
    [4005, '¿Te la paso a recoger el sábado a las once o mejor por la tarde?'],
  ]),
  own: new Map([
    [4002, 'Sí! Está enfriando en la cámara ahora mismo'],
    [4004, 'Vale, sin azúcar glas, apuntado'],
  ]),
} as const;

const MARISOL_GROUP = {
  persona: 'Marisol',
  chat: 'group',
  participants: ['Andrés', 'Nuria'],
  others: new Map([
    [4001, 'Buenos días equipo, hoy entran 40 kilos de harina a las siete'],
    [4003, 'El horno dos vuelve a marcar veinte grados de más, ojo con los hojaldres'],
    [4005, 'Nuria, ¿puedes cerrar tú hoy? Yo tengo médico a las seis'],
  ]),
  own: new Map([[4002, 'Perfecto, yo la coloco']]),
} as const;

const TOMASZ_DIRECT = {
  persona: 'Tomasz',
  participants: ['Kuba'],
  others: new Map([
    [4001, 'Tata, dasz radę jutro odebrać babcię z Balic o 7:40?'],
    [4003, 'Lot z Dortmundu, terminal jeden, będzie z dużą walizką'],
    [4005, 'I weź proszę fotelik dla Zosi, bo potem jedziemy prosto do nas'],
  ]),
  own: new Map([
    [4002, 'jutro mam wolne od 6 to dam rade'],
    [4004, 'ok terminal 1'],
  ]),
} as const;

const TOMASZ_GROUP = {
  persona: 'Tomasz',
  chat: 'group',
  participants: ['Marek', 'Grażyna'],
  others: new Map([
    [4001, 'Uwaga chłopaki, na Alejach korek od Mogilskiego do samego ronda'],
    [4003, 'Kurs z Galerii Krakowskiej na Nową Hutę, ktoś blisko?'],
    [4005, 'Tomek, jesteś jeszcze w okolicy dworca? Weźmiesz ten kurs?'],
  ]),
  own: new Map([[4002, 'dzieki Marek']]),
} as const;

const PRIYA_DIRECT = {
  persona: 'Priya',
  participants: ['Rohan'],
  others: new Map([
    [4001, 'bro the deploy failed again, kubectl says ImagePullBackOff'],
    [4003, 'did you change the registry secret last week or was that Anil'],
    [4005, 'also are we still on for biryani friday?'],
  ]),
  own: new Map([
    [4002, 'ugh again?? check the tag once'],
    [4004, 'hmm lemme look'],
  ]),
} as const;

const PRIYA_GROUP = {
  persona: 'Priya',
  chat: 'group',
  participants: ['Anil', 'Meera', 'Rohan'],
  others: new Map([
    [4001, 'standup: yesterday fixed the flaky login test, today payments retry'],
    [4003, 'blocked on the staging DB creds, who has access these days?'],
    [4005, 'Priya can you pair with me on the retry logic after lunch?'],
  ]),
  own: new Map([[4002, 'morning all ☕']]),
} as const;

const entries: CorpusEntry[] = [
  // --- Marisol, direct chat with Lucía ---
  {
    ...MARISOL_DIRECT,
    name: 'm: two short messages, a smiley',
    answer:
      '# «send»\nMejor por la tarde, a las cinco ya estoy libre 🙂\n\n# «send»\nY dile a tu madre que los frutos rojos van aparte',
    expect: [
      { type: 'send', text: 'Mejor por la tarde, a las cinco ya estoy libre 🙂' },
      { type: 'send', text: 'Y dile a tu madre que los frutos rojos van aparte' },
    ],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: Spanish reasoning paragraph before the first block',
    answer:
      'Razonamiento: Lucía pregunta por la hora de recogida. Marisol trabaja hasta las cuatro, así que mejor por la tarde.\n\n# «send»\nPor la tarde mejor, sobre las cinco',
    expect: [{ type: 'send', text: 'Por la tarde mejor, sobre las cinco' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a Spanish block name the registry does not know, the only block',
    answer: '# «responder»\nA las cinco perfecto, te la dejo en una caja con lazo',
    expect: [{ type: 'send', text: 'A las cinco perfecto, te la dejo en una caja con lazo' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a short signature of the first letters of her name',
    answer: '# «send»\nEl sábado a las cinco, te espero en el obrador\n— Mari',
    expect: [{ type: 'send', text: 'El sábado a las cinco, te espero en el obrador' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a message and a note on the chat',
    answer:
      '# «send»\nPerfecto, el sábado a las cinco\n\n# «note»\nLucía recoge la tarta de queso el sábado a las 17:00, sin azúcar glas.',
    expect: [{ type: 'send', text: 'Perfecto, el sábado a las cinco' }, { type: 'note' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a bold word a person types to open the message',
    answer: '# «send»\n**Importante:** sácala de la nevera veinte minutos antes de servir',
    expect: [{ type: 'send', text: '**Importante:** sácala de la nevera veinte minutos antes de servir' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a Spanish offer of a more serious version after the message',
    answer:
      '# «send»\nA las cinco genial, y le pongo una vela de regalo 🎂\n\n¿Te preparo una versión más seria del mensaje?',
    expect: [{ type: 'send', text: 'A las cinco genial, y le pongo una vela de regalo 🎂' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a roleplay action with actions off, in Spanish',
    actions: 'never',
    answer: '# «send»\n*se ríe a carcajadas* Tu madre siempre igual con el azúcar 😂',
    expect: [{ type: 'send', text: 'Tu madre siempre igual con el azúcar 😂' }],
    withheld: ['narration'],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: an answer with no block at all',
    answer: 'jajaja vale, a las cinco, no llegues tarde que cierro a las seis',
    expect: [{ type: 'send', text: 'jajaja vale, a las cinco, no llegues tarde que cierro a las seis' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: the message in quotes with a Spanish lead-in naming it',
    answer: '# «send»\nAquí tienes mi mensaje:\n"Por la tarde, a las cinco me viene genial"',
    expect: [{ type: 'send', text: 'Por la tarde, a las cinco me viene genial' }],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a reply to her older message and a heart',
    answer: '# «send» 4003\nTranquila, ni un gramo de azúcar glas\n\n# «react» 4005\n❤',
    expect: [
      { type: 'send', text: 'Tranquila, ni un gramo de azúcar glas', replyTo: 4003 },
      { type: 'react', emoji: '❤', messageId: 4005 },
    ],
  },
  // --- Marisol, the bakery's group ---
  {
    ...MARISOL_GROUP,
    name: 'mg: a question to Nuria, not to her: narrated work in the group',
    answer: '# «send»\n*sigue glaseando los cruasanes*',
    expect: [],
  },
  {
    ...MARISOL_GROUP,
    name: 'mg: her bold speaker label on a reply about the oven',
    callout: true,
    answer: '# «send» 4003\n**Marisol:** Andrés, baja el horno dos a 180 y avisa al técnico',
    expect: [{ type: 'send', text: 'Andrés, baja el horno dos a 180 y avisa al técnico', replyTo: 4003 }],
  },
  {
    ...MARISOL_GROUP,
    name: 'mg: a plain answer to the group, answering the target',
    callout: true,
    answer: '# «send»\nSi Nuria no puede, cierro yo, no pasa nada',
    expect: [{ type: 'send', text: 'Si Nuria no puede, cierro yo, no pasa nada', replyTo: 4005 }],
  },
  {
    ...MARISOL_GROUP,
    name: 'mg: the think block in Spanish, silence',
    answer: '# «think»\nEsto es entre Andrés y Nuria, no me toca.',
    expect: [],
  },
  {
    ...MARISOL_GROUP,
    name: 'mg: a thumbs up to the flour delivery and nothing more',
    answer: '# «react» 4001\n👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4001 }],
  },
  // --- Tomasz, direct chat with his son ---
  {
    ...TOMASZ_DIRECT,
    name: 't: two messages without diacritics, as he types',
    answer:
      '# «send»\nfotelik mam w bagazniku od wczoraj nie martw sie\n\n# «send»\nbede 7:30 zeby zaparkowac',
    expect: [
      { type: 'send', text: 'fotelik mam w bagazniku od wczoraj nie martw sie' },
      { type: 'send', text: 'bede 7:30 zeby zaparkowac' },
    ],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: a reaction to the car seat, then a message',
    answer: '# «react» 4005\n👍\n\n# «send»\nbabcia bedzie zadowolona ze Zosie zobaczy',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'babcia bedzie zadowolona ze Zosie zobaczy' },
    ],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: a message key and an emotion field under it',
    answer: '# «send»\nmessage: Dobra, biorę fotelik\nemotion: spokojny',
    expect: [{ type: 'send', text: 'Dobra, biorę fotelik' }],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: a fenced JSON body with a Polish message key',
    answer: '# «send»\n```json\n{"wiadomosc": "Ok, fotelik zabieram, do zobaczenia"}\n```',
    expect: [{ type: 'send', text: 'Ok, fotelik zabieram, do zobaczenia' }],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: the answer cut at the output limit in its second message',
    truncated: true,
    answer: '# «send»\nJasne, będę\n\n# «send»\nA fotelik wezmę ten szary, bo ten niebie',
    expect: [{ type: 'send', text: 'Jasne, będę' }],
    withheld: ['truncated'],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: a real message opening with a word and a colon',
    answer: '# «send»\nUwaga: na Balicach parking 10 min za darmo, potem płatny, wiec wyjdzcie szybko',
    expect: [
      {
        type: 'send',
        text: 'Uwaga: na Balicach parking 10 min za darmo, potem płatny, wiec wyjdzcie szybko',
      },
    ],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: the wave sticker as offered',
    answer: '# «sticker»\nHeidiDuck\n👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: a Polish reasoning label with its text, then the message line',
    answer: '# «send»\nRozumowanie: syn prosi o fotelik, potwierdzam krótko\nWezmę, spokojnie',
    expect: [{ type: 'send', text: 'Wezmę, spokojnie' }],
    withheld: ['reasoning'],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: a remember block and a message',
    answer:
      '# «remember»\nZosia jeździ w foteliku do 36 kg, szary jest jej.\n\n# «send»\nszary fotelik, wiem wiem',
    expect: [{ type: 'remember' }, { type: 'send', text: 'szary fotelik, wiem wiem' }],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: the model writes his son’s next line after the message',
    answer: '# «send»\nok bede z fotelikiem\nKuba: dzieki tata!!',
    expect: [{ type: 'send', text: 'ok bede z fotelikiem' }],
  },
  // --- Tomasz, the night-shift drivers' group ---
  {
    ...TOMASZ_GROUP,
    name: 'tg: a silence token in doubled round brackets',
    answer: '# «send»\n((CISZA))',
    expect: [],
  },
  {
    ...TOMASZ_GROUP,
    name: 'tg: he takes the ride, a reply to the ride offer',
    callout: true,
    answer: '# «send» 4003\nbiore, jestem pod Galeria za 3 min',
    expect: [{ type: 'send', text: 'biore, jestem pod Galeria za 3 min', replyTo: 4003 }],
  },
  {
    ...TOMASZ_GROUP,
    name: 'tg: the traffic message echoed back before his answer',
    callout: true,
    answer:
      '# «send»\nUwaga chłopaki, na Alejach korek od Mogilskiego do samego ronda\n\n# «send»\nto jade przez Wielicka, biore kurs',
    expect: [{ type: 'send', text: 'to jade przez Wielicka, biore kurs', replyTo: 4005 }],
    withheld: ['echo'],
  },
  {
    ...TOMASZ_GROUP,
    name: 'tg: laughter in capitals is a person’s',
    callout: true,
    answer: '# «send»\nHAHAHA Marek ty to masz szczescie do korkow',
    expect: [{ type: 'send', text: 'HAHAHA Marek ty to masz szczescie do korkow', replyTo: 4005 }],
  },
  // --- Priya, direct chat with Rohan ---
  {
    ...PRIYA_DIRECT,
    name: 'p: a command in a code span inside a sentence, then biryani',
    answer:
      "# «send»\nyaa that was me 😅 run `kubectl get secret regcred -o yaml` and check the expiry\n\n# «send»\nand biryani friday pakka, meghana's at 8?",
    expect: [
      {
        type: 'send',
        text: 'yaa that was me 😅 run `kubectl get secret regcred -o yaml` and check the expiry',
      },
      { type: 'send', text: "and biryani friday pakka, meghana's at 8?" },
    ],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: a code block a person pastes, at the message’s end',
    answer:
      '# «send»\ntry this:\n```\nkubectl delete secret regcred\nkubectl create secret docker-registry regcred --docker-server=ghcr.io\n```',
    expect: [
      {
        type: 'send',
        text: 'try this:\n```\nkubectl delete secret regcred\nkubectl create secret docker-registry regcred --docker-server=ghcr.io\n```',
      },
    ],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: a paired reasoning tag of two joined words opening a body',
    answer:
      '# «send»\n<reasoning_trace>Rohan asked two things, answer both, keep it light</reasoning_trace>\nyes I rotated it on monday, my bad\n\n# «send»\nbiryani haan obviously',
    expect: [
      { type: 'send', text: 'yes I rotated it on monday, my bad' },
      { type: 'send', text: 'biryani haan obviously' },
    ],
    withheld: ['reasoning'],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: an analysis paragraph naming the user, in Hinglish, then the message',
    answer:
      '# «send»\nUser do cheezein pooch raha hai: secret aur biryani. Casual tone rakhna hai.\n\nhaan maine hi rotate kiya tha, sorry 🙈',
    expect: [{ type: 'send', text: 'haan maine hi rotate kiya tha, sorry 🙈' }],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: a fire reaction written as a shortcode',
    answer: '# «react» 4005\n:fire:',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: a bold draft, then the bold final',
    answer:
      '# «send»\n**Draft:** yes it was me sorry\n**Final:** haan bhai, maine hi change kiya tha, sorry 🙏',
    expect: [{ type: 'send', text: 'haan bhai, maine hi change kiya tha, sorry 🙏' }],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: the same block twice',
    answer: '# «send»\nfriday 8 baje, done ✅\n\n# «send»\nfriday 8 baje, done ✅',
    expect: [{ type: 'send', text: 'friday 8 baje, done ✅' }],
    withheld: ['duplicate'],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: an answer of plain text with typos, no block',
    answer: 'lol yes friday, dont be late this time ya, last time u came at 9:40',
    expect: [{ type: 'send', text: 'lol yes friday, dont be late this time ya, last time u came at 9:40' }],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: a wait in minutes between a promise and the fix',
    answer:
      '# «send»\nwait lemme check the secret\n\n# «wait»\ndelay: 3 minutes\n\n# «send»\nyup expired on sunday, recreated it, redeploy now',
    expect: [
      { type: 'send', text: 'wait lemme check the secret' },
      { type: 'wait', delay: 180 },
      { type: 'send', text: 'yup expired on sunday, recreated it, redeploy now' },
    ],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: an OpenAI tool call copied as the answer',
    answer:
      '{"tool_calls": [{"type": "function", "function": {"name": "send_message", "arguments": "{\\"text\\": \\"my bad, rotated it monday. biryani yes!\\"}"}}]}',
    expect: [{ type: 'send', text: 'my bad, rotated it monday. biryani yes!' }],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: a checklist of the turn after the message',
    answer:
      '# «send»\nyes me, rotated monday, fixing now. biryani friday obv 🍛\n\n✅ Secret question answered\n✅ Friday plan confirmed',
    expect: [{ type: 'send', text: 'yes me, rotated monday, fixing now. biryani friday obv 🍛' }],
  },
  {
    ...PRIYA_DIRECT,
    name: 'p: an answer of one word joiner only, silence',
    answer: '\u2060',
    expect: [],
  },
  {
    ...MARISOL_DIRECT,
    name: 'm: a reasoning summary title and its paragraph opening the body',
    answer:
      "# «send»\n**Weighing the Pickup Options**\n\nI'm weighing whether Lucía should come in the morning or the afternoon, given the shop hours.\n\nMejor por la tarde, a las cinco 😊",
    expect: [{ type: 'send', text: 'Mejor por la tarde, a las cinco 😊' }],
  },
  {
    ...TOMASZ_DIRECT,
    name: 't: an HTML comment with the model’s plan inside the body',
    answer: '# «send»\n<!-- krótko, syn się spieszy -->\nwezme fotelik, spoko',
    expect: [{ type: 'send', text: 'wezme fotelik, spoko' }],
  },
  // --- Priya, the team's standup group ---
  {
    ...PRIYA_GROUP,
    name: 'pg: the think block, silence on someone else’s standup',
    answer: "# «think»\nAnil's update, nothing for me to add.",
    expect: [],
  },
  {
    ...PRIYA_GROUP,
    name: 'pg: an @mention answer to the pairing request',
    callout: true,
    answer: '# «send» 4005\n@meera_s sure, 2:30 in the small room? bring the logs',
    expect: [{ type: 'send', text: '@meera_s sure, 2:30 in the small room? bring the logs', replyTo: 4005 }],
  },
  {
    ...PRIYA_GROUP,
    name: 'pg: a reason the turn is not hers, as the whole body',
    answer: "# «send»\nNot directed at me, I'll skip this one.",
    expect: [],
  },
  {
    ...PRIYA_GROUP,
    name: 'pg: two blocks, the second with a chat log time and her label',
    callout: true,
    answer:
      '# «send»\nyes, after lunch works\n\n# «send» 4003\n[11:02] Priya: Anil has the staging creds, ask him',
    expect: [
      { type: 'send', text: 'yes, after lunch works', replyTo: 4005 },
      { type: 'send', text: 'Anil has the staging creds, ask him', replyTo: 4003 },
    ],
  },
];

export const HELD_OUT_19: readonly CorpusEntry[] = [...entries, ...HELD_OUT_19_MORE];
