/**
 * Held-out set 33, part 3: Oskar (38, bike mechanic in Aarhus, dry Danish; in a roleplay group he
 * plays the innkeeper, with actions allowed there) and Mirela (52, nurse in Cluj, Romanian with
 * diacritics and many emoji), on Gemini 3 Pro and Gemini 2.5 Flash-Lite.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Oskar in a direct chat with his friend Mikkel. */
const oskar = {
  persona: 'Oskar',
  participants: ['Mikkel'],
  others: new Map([
    [4001, 'Har du tid til at kigge på min gearskifter i morgen?'],
    [4003, 'Den hopper hele tiden af på det store tandhjul'],
    [4005, 'Og skal vi se håndbold lørdag? Danmark mod Norge'],
  ]),
  own: new Map([
    [4002, 'Kom forbi værkstedet ved 10'],
    [4004, 'Lyder som wiren, den er nok strakt'],
  ]),
} as const;

/** Oskar as the innkeeper in a roleplay group; the players write their characters' actions. */
const tavern = {
  persona: 'Oskar',
  chat: 'group',
  actions: 'always',
  participants: ['Freja', 'Jens'],
  others: new Map([
    [4001, 'Freja kicks open the tavern door, shaking snow off her cloak'],
    [4003, 'Jens slumps at the bar. "Ale. The strong one."'],
    [4005, '@oskar_kro Innkeeper! Any rooms left for the night?'],
  ]),
  own: new Map([[4002, '*nods at the newcomer and reaches for a mug*']]),
} as const;

/** The tavern while Jens and Freja talk between themselves. */
const tavernAside = {
  ...tavern,
  others: new Map([
    [4001, 'Freja sits down next to Jens and lowers her voice'],
    [4003, '"They say the old mine is haunted," Jens mutters'],
    [4005, 'Freja raises an eyebrow. "Haunted, or just full of bandits?"'],
  ]),
} as const;

/** Mirela in a direct chat with her daughter Ioana. */
const mirela = {
  persona: 'Mirela',
  participants: ['Ioana'],
  others: new Map([
    [4001, 'Mami, am luat permisul!!! 🎉'],
    [4003, 'Instructorul a zis că am condus super'],
    [4005, 'Pot să iau mașina sâmbătă la Turda? Cu Andra și Bianca'],
  ]),
  own: new Map([
    [4002, 'Bravo, puiule!!! 😍😍'],
    [4004, 'Știam eu că poți 💪'],
  ]),
} as const;

/** Mirela in the family group. */
const family = {
  persona: 'Mirela',
  chat: 'group',
  participants: ['Ioana', 'Radu', 'Tanti Vica'],
  others: new Map([
    [4001, 'Cine vine duminică la grătar?'],
    [4003, 'Eu vin, aduc sarmale 😋'],
    [4005, 'Mami, tu aduci prăjitura cu mere?'],
  ]),
  own: new Map([[4002, 'Noi venim toți 🙋‍♀️']]),
} as const;

/** The family group while Radu and Tanti Vica settle the grill. */
const familyAside = {
  ...family,
  others: new Map([
    [4001, 'Tanti, aveți grătarul cel mare sau îl aduc pe al meu?'],
    [4003, 'Adu-l pe al tău, Radu, al nostru e ruginit'],
    [4005, 'Bine, îl aduc. Și cărbuni iau eu de la Dedeman'],
  ]),
} as const;

export const OSKAR: CorpusEntry[] = [
  {
    name: 'oskar: a dry yes in Danish',
    ...oskar,
    answer: `# «send»
Ja for pokker. Kampen starter 17, jeg tager chips med`,
    expect: [{ type: 'send', text: 'Ja for pokker. Kampen starter 17, jeg tager chips med' }],
  },
  {
    name: 'oskar: an action in a direct chat, where actions are on by default',
    ...oskar,
    answer: `# «send»
*griner* du og dit gear. Kom bare kl 10, så skifter vi wiren`,
    expect: [{ type: 'send', text: '*griner* du og dit gear. Kom bare kl 10, så skifter vi wiren' }],
  },
  {
    name: 'oskar: the same kind of action when actions are off',
    ...oskar,
    actions: 'never',
    answer: `# «send»
*tørrer olie af hænderne* Ja, lørdag er fint!`,
    expect: [{ type: 'send', text: 'Ja, lørdag er fint!' }],
  },
  {
    // No Danish marker word is documented; an operator would not want the model's plan sent.
    name: 'oskar (Flash-Lite): a Danish thoughts label over the message',
    ...oskar,
    answer: `Tanker: Mikkel vil se håndbold, svar kort og tørt.
Selvfølgelig. Hos mig, jeg har den store skærm.`,
    expect: [{ type: 'send', text: 'Selvfølgelig. Hos mig, jeg har den store skærm.' }],
  },
  {
    name: 'oskar (Flash-Lite): a Danish block name, then a reaction',
    ...oskar,
    answer: `# «svar»
Klart! Jeg henter øl
# «react» 👍`,
    expect: [
      { type: 'send', text: 'Klart! Jeg henter øl' },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  },
  {
    name: 'oskar: shouting the sport in capitals in a direct chat',
    ...oskar,
    answer: `# «send»
HÅNDBOLD!!! 🔥🔥`,
    expect: [{ type: 'send', text: 'HÅNDBOLD!!! 🔥🔥' }],
  },
  {
    name: 'oskar: a message, ten minutes, another',
    ...oskar,
    answer: `# «send»
Skal lige lukke værkstedet
# «wait» 10 min
# «send»
Så. Lørdag kl 17 hos mig?`,
    expect: [
      { type: 'send', text: 'Skal lige lukke værkstedet' },
      { type: 'wait', delay: 600 },
      { type: 'send', text: 'Så. Lørdag kl 17 hos mig?' },
    ],
  },
  {
    name: 'oskar (3 Pro): the block name spelled with Cyrillic look-alike letters',
    ...oskar,
    answer: `# «mеssаge»
Ja. Og tag din cykel med i morgen, så kigger jeg på den.`,
    expect: [{ type: 'send', text: 'Ja. Og tag din cykel med i morgen, så kigger jeg på den.' }],
  },
  {
    name: 'oskar (3 Pro): the message inside a markup element with a language attribute',
    ...oskar,
    answer: '<message lang="da">Ja tak! Jeg tager Carlsberg med.</message>',
    expect: [{ type: 'send', text: 'Ja tak! Jeg tager Carlsberg med.' }],
  },
  {
    name: 'oskar (3 Pro): a paired scratchpad before the block',
    ...oskar,
    answer: `[scratchpad]
Mikkel asks two things. Gear first, then handball.
[/scratchpad]
# «send»
Gearet fikser vi i morgen. Håndbold: ja!`,
    expect: [{ type: 'send', text: 'Gearet fikser vi i morgen. Håndbold: ja!' }],
  },
  {
    name: 'tavern: called on, the innkeeper acts and speaks',
    ...tavern,
    callout: true,
    answer: `# «send» 4005
*slides a heavy iron key across the counter* Last room upstairs, m'lady. Two silver, and mind the creaking stair.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: "*slides a heavy iron key across the counter* Last room upstairs, m'lady. Two silver, and mind the creaking stair.",
      },
    ],
  },
  {
    name: 'tavern (Flash-Lite): not addressed, only an action',
    ...tavernAside,
    answer: '*keeps polishing the same tankard, listening*',
    expect: [],
  },
  {
    name: "tavern (3 Pro): an author's note naming him after the scene",
    ...tavern,
    callout: true,
    answer: `# «send» 4005
*sets down a bowl of stew* On the house, traveller. The room's yours.

(Author's note: Oskar is generous here to set up a plot hook about the mine.)`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: "*sets down a bowl of stew* On the house, traveller. The room's yours.",
      },
    ],
  },
  {
    name: 'tavern (Flash-Lite): a bold label with his role in brackets',
    ...tavern,
    callout: true,
    answer: `# «send» 4005
**Oskar (innkeeper):** *wipes his hands on his apron* Room's yours. Breakfast at dawn.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: "*wipes his hands on his apron* Room's yours. Breakfast at dawn.",
      },
    ],
  },
  {
    // A block named for staying silent, with the model's reason: an operator wants nothing sent.
    name: 'tavern (Flash-Lite): a silence block with its reason when not addressed',
    ...tavernAside,
    answer: `# «silence»
Jens is talking to Freja, not to the innkeeper.`,
    expect: [],
  },
];

export const MIRELA: CorpusEntry[] = [
  {
    name: 'mirela: yes, with worry and many exclamation marks',
    ...mirela,
    answer: `# «send»
Sigur că poți, puiule! 🚗💕 Dar condu încet pe autostradă și sună-mă când ajungi!!!`,
    expect: [
      {
        type: 'send',
        text: 'Sigur că poți, puiule! 🚗💕 Dar condu încet pe autostradă și sună-mă când ajungi!!!',
      },
    ],
  },
  {
    name: 'mirela: a stretched word in capitals in a direct chat',
    ...mirela,
    answer: `# «send» 4001
BRAVOOOO 🎉🎉🎉`,
    expect: [{ type: 'send', replyTo: 4001, text: 'BRAVOOOO 🎉🎉🎉' }],
  },
  {
    name: 'mirela: signing "mami" is a mother signing, not a label',
    ...mirela,
    answer: `# «send»
Da, ia-o. Plinul îl faci tu 😅 (glumesc)
Te pup, mami 😘`,
    expect: [{ type: 'send', text: 'Da, ia-o. Plinul îl faci tu 😅 (glumesc)\nTe pup, mami 😘' }],
  },
  {
    name: 'mirela (3 Pro): her name signed under a closing word',
    ...mirela,
    answer: `# «send»
Da, dar vreau să știu pe unde mergeți. Și fără muzică tare la volan!
Cu drag,
Mirela`,
    expect: [{ type: 'send', text: 'Da, dar vreau să știu pe unde mergeți. Și fără muzică tare la volan!' }],
  },
  {
    name: 'mirela (Flash-Lite): bare JSON with a Romanian message key',
    ...mirela,
    answer: '{"mesaj": "Da, dar ia-l și pe tata cu voi la prima tură 😅"}',
    expect: [{ type: 'send', text: 'Da, dar ia-l și pe tata cu voi la prima tură 😅' }],
  },
  {
    name: 'mirela (3 Pro): an offer in Romanian to make it shorter',
    ...mirela,
    answer: `# «send»
Da, puiule, dar întoarceți-vă până la 8 seara ❤️

Vrei să o fac mai scurtă?`,
    expect: [{ type: 'send', text: 'Da, puiule, dar întoarceți-vă până la 8 seara ❤️' }],
  },
  {
    name: "mirela (Flash-Lite): Ioana's question sent back to her, then the answer",
    ...mirela,
    answer: `# «send»
Pot să iau mașina sâmbătă la Turda? Cu Andra și Bianca
# «send»
Da, dar ai grijă! 😘`,
    expect: [{ type: 'send', text: 'Da, dar ai grijă! 😘' }],
  },
  {
    name: 'mirela (Flash-Lite): the same block twice',
    ...mirela,
    answer: `# «send»
Sună-mă când plecați 📞
# «send»
Sună-mă când plecați 📞`,
    expect: [{ type: 'send', text: 'Sună-mă când plecați 📞' }],
  },
  {
    name: 'mirela: bold a mother types for the one rule that matters',
    ...mirela,
    answer: `# «send»
Bine, dar **NU** uita centura și nu răspunde la telefon când conduci!`,
    expect: [{ type: 'send', text: 'Bine, dar **NU** uita centura și nu răspunde la telefon când conduci!' }],
  },
  {
    name: 'mirela: a message and a memory of the licence',
    ...mirela,
    answer: `# «send»
Sigur, puiule 🥰
# «remember»
Ioana și-a luat permisul de conducere în noiembrie`,
    expect: [{ type: 'send', text: 'Sigur, puiule 🥰' }, { type: 'remember' }],
  },
  {
    name: 'mirela (3 Pro): the heading in lenticular brackets',
    ...mirela,
    answer: `## 【send】
Ai grijă la radarul de la Tureni 😅`,
    expect: [{ type: 'send', text: 'Ai grijă la radarul de la Tureni 😅' }],
  },
  {
    name: 'mirela (Flash-Lite): a sending call in a tool_code fence',
    ...mirela,
    answer: `\`\`\`tool_code
send_telegram_message(text="Sâmbătă e ok, dar plinul îl faci tu! ⛽", reply_to=4005)
\`\`\``,
    expect: [{ type: 'send', replyTo: 4005, text: 'Sâmbătă e ok, dar plinul îl faci tu! ⛽' }],
  },
  {
    name: 'mirela (MAX_TOKENS): a sticker heading cut mid-word',
    ...mirela,
    truncated: true,
    answer: `# «send»
Da! Distracție plăcută 🥳
# «sti`,
    expect: [{ type: 'send', text: 'Da! Distracție plăcută 🥳' }],
  },
  {
    name: 'family: asked for the cake, and a tease for her son',
    ...family,
    callout: true,
    answer: `# «send» 4005
Da, fac două tăvi 🍎🥧
# «send»
Radu, tu adu cărbuni că data trecută ai uitat 😂`,
    expect: [
      { type: 'send', replyTo: 4005, text: 'Da, fac două tăvi 🍎🥧' },
      { type: 'send', text: 'Radu, tu adu cărbuni că data trecută ai uitat 😂' },
    ],
  },
  {
    name: 'family (Flash-Lite): a Romanian aside saying it is not for her',
    ...familyAside,
    answer: '(nu e pentru mine)',
    expect: [],
  },
  {
    name: 'family: a fire on the grill news, nothing said',
    ...familyAside,
    answer: '# «react» 🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  },
];
