/**
 * Set 112, Youssef (Gemini 3 Flash), a Casablanca taxi driver: his client Sarah in French and his
 * drivers' group in Darija, in Latin letters and in Arabic script. Half ordinary answers, half
 * one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { derby, drivers, sarah } from './answers-112-cast.js';

export const YOUSSEF_112: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an ordinary answer that opens with the client's name.
  {
    name: 'set112: Youssef names Sarah, gives the fare and the pickup time',
    ...sarah,
    answer: `# «send»
Sarah, pour l’aéroport depuis Maârif c’est 300 dh, pas plus

# «send»
Jeudi je passe vous prendre à 3h45, comme ça on est large. Envoyez-moi l’adresse exacte svp`,
    expect: [
      { type: 'send', text: 'Sarah, pour l’aéroport depuis Maârif c’est 300 dh, pas plus' },
      {
        type: 'send',
        text: 'Jeudi je passe vous prendre à 3h45, comme ça on est large. Envoyez-moi l’adresse exacte svp',
      },
    ],
  },
  // Gemini 3 Flash: a register note in French brackets as the message's last line.
  {
    name: 'set112: Youssef with a bracketed register note under the fare',
    ...sarah,
    answer: `# «send»
Pour Maârif → aéroport je vous fais 300 dh, c’est le prix normal. Je serai là à 3h45 jeudi
(registre : poli, vouvoiement, rassurant sur le prix)`,
    expect: [
      {
        type: 'send',
        text: 'Pour Maârif → aéroport je vous fais 300 dh, c’est le prix normal. Je serai là à 3h45 jeudi',
      },
    ],
  },
  // Gemini 3 Flash: an ordinary Darija message with a bracketed joke he types, and a reaction.
  {
    name: 'set112: Youssef says when he comes, with a bracketed tram joke, and likes the tip',
    ...drivers,
    answer: `# «send»
Ana f Maârif m3a client, ghadi nwsel l café m3a 4 (ila ma t9ed7ch liya tram 😂)

# «react» 4001
👍`,
    expect: [
      {
        type: 'send',
        text: 'Ana f Maârif m3a client, ghadi nwsel l café m3a 4 (ila ma t9ed7ch liya tram 😂)',
        replyTo: 4005,
      },
      { type: 'react', emoji: '👍', messageId: 4001 },
    ],
  },
  // Gemini 3 Flash: silence narrated in Darija, naming the persona, as the whole answer in a group.
  {
    name: 'set112: Youssef narrates in brackets that he stays out of the derby banter',
    ...derby,
    answer: `# «send»
(Youssef ma kayjawebch, hadchi ghir dahk bin Hamid w Rachid)`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Flash: an ordinary sticker alone in a group that is only laughing.
  {
    name: 'set112: Youssef laughs at the derby with a sticker',
    ...derby,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the persona's own name as a speaker label, French spacing before the colon.
  {
    name: 'set112: Youssef labelled by his own name before the fare',
    ...sarah,
    answer: `# «send»
Youssef : Non non, 400 c’est trop. Avec moi c’est 300 dh, jeudi 3h45 devant chez vous`,
    expect: [
      { type: 'send', text: 'Non non, 400 c’est trop. Avec moi c’est 300 dh, jeudi 3h45 devant chez vous' },
    ],
    withheld: ['label'],
  },
  // Gemini 3 Flash: an ordinary answer with a note on the client for later.
  {
    name: 'set112: Youssef confirms and keeps a note on Sarah',
    ...sarah,
    answer: `# «send»
Parfait, 300 dh et je suis là jeudi 3h45 à Maârif ✈️

# «person» 41
Sarah (user 41): cliente française, habite Maârif, vol jeudi 6h10 à Mohammed V, prix convenu 300 dh.`,
    expect: [
      { type: 'send', text: 'Parfait, 300 dh et je suis là jeudi 3h45 à Maârif ✈️' },
      { type: 'person' },
    ],
  },
  // Gemini 3 Flash: a tool-call shaped JSON line after the message, inside the block.
  {
    name: 'set112: Youssef with a JSON booking line under the fare',
    ...sarah,
    answer: `# «send»
C’est 300 dh, prix fixe, pas de compteur pour l’aéroport
{"action": "schedule_pickup", "time": "03:45", "place": "Maârif"}`,
    expect: [{ type: 'send', text: 'C’est 300 dh, prix fixe, pas de compteur pour l’aéroport' }],
  },
  // Gemini 3 Flash: the member's question copied back as a block of its own before the answer.
  {
    name: 'set112: Youssef sends Hamid his question back, then answers it',
    ...drivers,
    answer: `# «send»
Youssef fin nta? ghadi tji l café lyoum wla la?

# «send» 4005
Jay jay, 10 d9ay9 w ana m3akom`,
    expect: [{ type: 'send', text: 'Jay jay, 10 d9ay9 w ana m3akom', replyTo: 4005 }],
    withheld: ['echo'],
  },
  // Gemini 3 Flash: an ordinary pause between the fare and a question about luggage.
  {
    name: 'set112: Youssef gives the fare, pauses, asks about big suitcases',
    ...sarah,
    answer: `# «send»
300 dh Madame, c’est le tarif aéroport

# «wait»
delay: 10

# «send»
Et si vous avez des grosses valises dites-le moi, je vide le coffre avant`,
    expect: [
      { type: 'send', text: '300 dh Madame, c’est le tarif aéroport' },
      { type: 'wait', delay: 10 },
      {
        type: 'send',
        text: 'Et si vous avez des grosses valises dites-le moi, je vide le coffre avant',
      },
    ],
  },
  // Gemini 3 Flash: an ordinary answer in Darija in Arabic script, the second a reply to the tip.
  {
    name: 'set112: Youssef answers in Arabic script and thanks for the tram tip',
    ...drivers,
    answer: `# «send»
جاي دابا، غير نوصل هاد الكليان للمعاريف 😄

# «send» 4001
شكرا خويا على التنبيه، غادي ندور من الزرقطوني`,
    expect: [
      { type: 'send', text: 'جاي دابا، غير نوصل هاد الكليان للمعاريف 😄', replyTo: 4005 },
      { type: 'send', text: 'شكرا خويا على التنبيه، غادي ندور من الزرقطوني', replyTo: 4001 },
    ],
  },
];
