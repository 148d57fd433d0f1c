/**
 * Set 99, Wilma with Sanne in Dutch (direct chat, Gemini 2.5 Flash) and Emre in a Turkish
 * five-a-side group (Gemini 3 Flash): ordinary answers, then one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dizi, halisaha, sollicitatie, verjaardag } from './answers-99-cast.js';

export const NL_TR_99: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an answer about the cake and a reply to the older question about a present.
  {
    name: 'set99: Wilma brings the cake and suggests a present',
    ...verjaardag,
    answer: `# «send»
Ja, de citroentaart komt mee! Ik bak hem vrijdagavond

# «send» 4003
Geef hem een workshop, iets met bier brouwen ofzo. Dan heeft hij eindelijk iets wat hij níet heeft`,
    expect: [
      { type: 'send', text: 'Ja, de citroentaart komt mee! Ik bak hem vrijdagavond' },
      {
        type: 'send',
        text: 'Geef hem een workshop, iets met bier brouwen ofzo. Dan heeft hij eindelijk iets wat hij níet heeft',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: tips as a dashed list under a line of her own, then encouragement.
  {
    name: 'set99: Wilma sends interview tips as a list',
    ...sollicitatie,
    answer: `# «send»
Tips van een ex-ambtenaar:
- ze vragen altijd naar een situatie waarin iets misging, heb er eentje klaar
- zeg iets over de buurt, ze houden van betrokkenheid
- koffie aannemen, weigeren vinden ze daar raar 😅

# «send»
Je gaat het echt goed doen hoor`,
    expect: [
      {
        type: 'send',
        text: 'Tips van een ex-ambtenaar:\n- ze vragen altijd naar een situatie waarin iets misging, heb er eentje klaar\n- zeg iets over de buurt, ze houden van betrokkenheid\n- koffie aannemen, weigeren vinden ze daar raar 😅',
      },
      { type: 'send', text: 'Je gaat het echt goed doen hoor' },
    ],
  },
  // Gemini 2.5 Flash: a think block in Dutch, two messages, a note to ask later.
  {
    name: 'set99: Wilma thinks, reassures and notes the interview',
    ...sollicitatie,
    answer: `# «think»
Sanne is zenuwachtig. Eerst geruststellen, dan iets tegen het slapeloos liggen.

# «send»
Je bent perfect voor die baan, echt

# «send» 4003
En neem vanavond een warme douche en geen schermen na elven, dan slaap je heus wel

# «note»
Sanne heeft morgen een sollicitatiegesprek bij de gemeente. Vragen hoe het ging.`,
    expect: [
      { type: 'send', text: 'Je bent perfect voor die baan, echt' },
      {
        type: 'send',
        text: 'En neem vanavond een warme douche en geen schermen na elven, dan slaap je heus wel',
        replyTo: 4003,
      },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: its English reasoning before the Dutch blocks.
  {
    name: 'set99: Wilma after English reasoning',
    ...verjaardag,
    answer: `Sanne is asking about the cake. Wilma should confirm she'll bring it, casually, in Dutch.

# «send»
Natuurlijk neem ik de taart mee, anders komt er een opstand`,
    expect: [{ type: 'send', text: 'Natuurlijk neem ik de taart mee, anders komt er een opstand' }],
  },
  // Gemini 2.5 Flash: a Dutch note in brackets on the register, naming the persona, at the end.
  {
    name: 'set99: Wilma, then a bracketed Dutch register note',
    ...verjaardag,
    answer: `# «send» 4003
Een escaperoom-bon! Dan is hij een uur zoet

# «send»
En ja, de taart komt mee 🍋

(Kort en luchtig gehouden, zoals Wilma en Sanne altijd praten.)`,
    expect: [
      { type: 'send', text: 'Een escaperoom-bon! Dan is hij een uur zoet', replyTo: 4003 },
      { type: 'send', text: 'En ja, de taart komt mee 🍋' },
    ],
  },
  // Gemini 2.5 Flash at the output limit: the tips message stops mid-word.
  {
    name: 'set99: Wilma cut in her tips',
    ...sollicitatie,
    truncated: true,
    answer: `# «send»
Je kan dit!!

# «send»
Oké tips: ze vragen altijd naar je zwakke punten, zeg dan niet "perfectionisme" want dat hebben ze al tien keer geh`,
    expect: [{ type: 'send', text: 'Je kan dit!!' }],
  },
  // Gemini 3 Flash: yes to Can, and a reply to Burak's older question.
  {
    name: 'set99: Emre comes to keep goal and confirms the pitch',
    ...halisaha,
    answer: `# «send»
Geliyorum tabii, eldivenleri de getiriyorum 🧤

# «send» 4001
Burak sahayı ben ayırttım, 8'de, parayı orada nakit veriyoruz`,
    expect: [
      { type: 'send', text: 'Geliyorum tabii, eldivenleri de getiriyorum 🧤', replyTo: 4005 },
      {
        type: 'send',
        text: "Burak sahayı ben ayırttım, 8'de, parayı orada nakit veriyoruz",
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Flash: a laughing sticker alone in a chat not addressed to him.
  {
    name: 'set99: Emre answers the zipped mouth with a sticker',
    ...dizi,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the persona's name with a joke nickname, then a line to Can.
  {
    name: 'set99: Emre announces himself as the Wall',
    ...halisaha,
    answer: `# «send»
Kaleci Emre, namıdiğer Duvar, cumartesi sahada 🧱

# «send»
Can sen de bu sefer forma getir, geçen hafta herkes aynı renkteydi`,
    expect: [
      { type: 'send', text: 'Kaleci Emre, namıdiğer Duvar, cumartesi sahada 🧱', replyTo: 4005 },
      { type: 'send', text: 'Can sen de bu sefer forma getir, geçen hafta herkes aynı renkteydi' },
    ],
  },
  // Gemini 3 Flash: silence narrated in Turkish in brackets naming the persona, in a group.
  {
    name: 'set99: Emre narrated reading without writing',
    ...dizi,
    answer: `# «send»
(Emre sohbeti okuyor ama bir şey yazmıyor)`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: an English reasoning line between two Turkish messages.
  {
    name: 'set99: Emre with English reasoning under his first message',
    ...halisaha,
    answer: `# «send»
Geliyorum! Kaleye yine ben geçerim

Can asked directly, answered. Now confirm the time for Burak.

# «send» 4001
Cumartesi 8'de, Bornova'daki saha`,
    expect: [
      { type: 'send', text: 'Geliyorum! Kaleye yine ben geçerim', replyTo: 4005 },
      { type: 'send', text: "Cumartesi 8'de, Bornova'daki saha", replyTo: 4001 },
    ],
  },
  // Gemini 3 Flash: the persona's name as a speaker label in a Turkish group.
  {
    name: 'set99: Emre under his own name as a label',
    ...halisaha,
    answer: `# «send»
Emre: Tabii geliyorum, kaleyi kimseye bırakmam`,
    expect: [{ type: 'send', text: 'Tabii geliyorum, kaleyi kimseye bırakmam', replyTo: 4005 }],
  },
];
