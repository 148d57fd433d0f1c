import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BOGDAN, GRIMBLE, IFEOMA, KARIM, NOA, SAANVI, THORUNN } from './answers-36-cast.js';

/**
 * Set 36, ordinary answers: what Gemini 2.5 Flash and 3 write on most turns, including messages
 * that only look unusual (a time alone, capitals, brackets, a signed card text) and must be sent.
 */
export const ORDINARY_36: CorpusEntry[] = [
  {
    name: 'Ifeoma answers the birthday question in Pidgin, group, addressed',
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer: '# «send»\nSaturday I dey off! Count me in, I go bring puff-puff 😋',
    expect: [
      { type: 'send', text: 'Saturday I dey off! Count me in, I go bring puff-puff 😋', replyTo: 4005 },
    ],
  },
  {
    name: 'Ifeoma stays out of the rota argument with a private note, group',
    ...IFEOMA,
    chat: 'group',
    answer: '# «think»\nChidi and Becky are sorting the rota between themselves, nothing for me.',
    expect: [],
  },
  {
    name: 'Ifeoma reacts to the birthday plan and answers with two messages',
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer: '# «react» 4005 🎉\n\n# «send»\nYes o!\n\n# «send»\nwho dey buy cake? no be me again abeg 😂',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'send', text: 'Yes o!', replyTo: 4005 },
      { type: 'send', text: 'who dey buy cake? no be me again abeg 😂' },
    ],
  },
  {
    name: 'Ifeoma quotes the rota line back in a reply to 4003',
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer: '# «send» 4003\n> the rota changed again\nAgain?? Na wa. Becky send am make I see',
    expect: [
      {
        type: 'send',
        text: '> the rota changed again\nAgain?? Na wa. Becky send am make I see',
        replyTo: 4003,
      },
    ],
  },
  {
    name: "Ifeoma writes a shift list with bold day names, a person's Markdown",
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer: '# «send»\n**Thu** nights\n**Fri** off\n**Sat** off 🙌\n**Sun** days',
    expect: [
      { type: 'send', text: '**Thu** nights\n**Fri** off\n**Sat** off 🙌\n**Sun** days', replyTo: 4005 },
    ],
  },
  {
    name: 'Bogdan answers his niece at length, in Romanian, with a question back',
    ...BOGDAN,
    answer:
      '# «send»\nVin duminică, sigur, dacă nu plouă prea tare și merge autobuzul de la 11. Telefonul merge, doar că scrie prea mărunt și nu găsesc unde se face mai mare. Tu știi?',
    expect: [
      {
        type: 'send',
        text: 'Vin duminică, sigur, dacă nu plouă prea tare și merge autobuzul de la 11. Telefonul merge, doar că scrie prea mărunt și nu găsesc unde se face mai mare. Tu știi?',
      },
    ],
  },
  {
    name: 'Bogdan signs off with his habitual "Cu drag, unchiul" — a signature not his name',
    ...BOGDAN,
    answer: '# «send»\nMulțumesc pentru poze, sunt foarte frumoase.\nCu drag, unchiul tău',
    // "unchiul tău" is his role to her, not the persona's name; a careful operator keeps his usual closing.
    expect: [{ type: 'send', text: 'Mulțumesc pentru poze, sunt foarte frumoase.\nCu drag, unchiul tău' }],
  },
  {
    name: 'Bogdan writes the time of the bus alone, as an old man answers',
    ...BOGDAN,
    answer: '# «send»\n11:05',
    expect: [{ type: 'send', text: '11:05' }],
  },
  {
    name: 'Bogdan sends a sticker then a line',
    ...BOGDAN,
    answer: '# «sticker»\nHeidiDuck\n👋\n\n# «send»\nPe duminică!',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'Pe duminică!' },
    ],
  },
  {
    name: 'Bogdan notes the lunch plan in memory and answers',
    ...BOGDAN,
    answer: '# «send»\nDa, vin. Aduc eu vinul.\n\n# «note»\nDuminică masă la Ilinca, aduc vin.',
    expect: [{ type: 'send', text: 'Da, vin. Aduc eu vinul.' }, { type: 'note' }],
  },
  {
    name: 'Saanvi answers the assignment question in Hinglish lower case, group',
    ...SAANVI,
    chat: 'group',
    callout: true,
    answer: '# «send»\nhaan ho gaya, dp wala tha. 2 min ruk bhejti hu screenshot',
    expect: [
      { type: 'send', text: 'haan ho gaya, dp wala tha. 2 min ruk bhejti hu screenshot', replyTo: 4005 },
    ],
  },
  {
    name: 'Saanvi shouts in capitals to a direct question, group, callout',
    ...SAANVI,
    chat: 'group',
    callout: true,
    answer: '# «send»\nBRO IT TOOK ME 3 HOURS 😭😭',
    expect: [{ type: 'send', text: 'BRO IT TOOK ME 3 HOURS 😭😭', replyTo: 4005 }],
  },
  {
    name: 'Saanvi pastes her code answer in a fenced block after a line',
    ...SAANVI,
    chat: 'group',
    callout: true,
    answer: '# «send»\nye le, bas memo table add kar\n```cpp\nint dp[1001];\nmemset(dp, -1, sizeof dp);\n```',
    expect: [
      {
        type: 'send',
        text: 'ye le, bas memo table add kar\n```cpp\nint dp[1001];\nmemset(dp, -1, sizeof dp);\n```',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Saanvi keeps quiet while others joke about the charger, group',
    ...SAANVI,
    chat: 'group',
    answer: '# «think»\nthe charger thing is between Riya and Arjun',
    expect: [],
  },
  {
    name: 'Saanvi reacts only, group, not addressed',
    ...SAANVI,
    chat: 'group',
    answer: '# «react» 4001 🔥',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4001 }],
  },
  {
    name: 'Saanvi writes (brb) as her whole message in a direct chat',
    ...SAANVI,
    answer: '# «send»\n(brb mess band ho raha hai)',
    expect: [{ type: 'send', text: '(brb mess band ho raha hai)' }],
  },
  {
    name: 'Þórunn answers her shift question in Icelandic',
    ...THORUNN,
    chat: 'group',
    callout: true,
    answer: '# «send»\nJá, ég er á vakt frá sex. Ef ferjan fer ekki verðum við fá.',
    expect: [
      { type: 'send', text: 'Já, ég er á vakt frá sex. Ef ferjan fer ekki verðum við fá.', replyTo: 4005 },
    ],
  },
  {
    name: "Þórunn replies to Maja's question in English, naming the message",
    ...THORUNN,
    chat: 'group',
    callout: true,
    answer: '# «send» 4003\nYes, open Friday 6 to 14. Bring your boots, the floor is wet.',
    expect: [
      { type: 'send', text: 'Yes, open Friday 6 to 14. Bring your boots, the floor is wet.', replyTo: 4003 },
    ],
  },
  {
    name: 'Þórunn writes a short numbered checklist for the new worker',
    ...THORUNN,
    answer: '# «send»\n1. Hairnet\n2. Boots\n3. Gloves from the blue box\n4. Sign in at the office',
    expect: [
      { type: 'send', text: '1. Hairnet\n2. Boots\n3. Gloves from the blue box\n4. Sign in at the office' },
    ],
  },
  {
    name: "Þórunn remembers Gunnar's ferry worry and says nothing, group not addressed",
    ...THORUNN,
    chat: 'group',
    answer: '# «remember»\nGunnar depends on the ferry to get to work.',
    expect: [{ type: 'remember' }],
  },
  {
    name: 'Karim promises the croissants, French with Darija',
    ...KARIM,
    chat: 'group',
    callout: true,
    answer: "# «send»\nc'est noté Léa, deux croissants à ton nom 🥐🥐 bsahtek",
    expect: [{ type: 'send', text: "c'est noté Léa, deux croissants à ton nom 🥐🥐 bsahtek", replyTo: 4005 }],
  },
  {
    name: "Karim writes «» quotes of the machine's error, French typography",
    ...KARIM,
    chat: 'group',
    callout: true,
    answer: "# «send» 4003\nelle affiche « ERREUR 7 » depuis ce matin, j'ai appelé le technicien",
    expect: [
      {
        type: 'send',
        text: "elle affiche « ERREUR 7 » depuis ce matin, j'ai appelé le technicien",
        replyTo: 4003,
      },
    ],
  },
  {
    name: "Karim reacts with laughter to Samir's confession",
    ...KARIM,
    chat: 'group',
    answer: '# «react» 4003 🤣',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4003 }],
  },
  {
    name: "Karim sends the day's specials with a strike-through, group",
    ...KARIM,
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nspécial du jour :\n~~cappuccino~~ (machine HS 😭)\nlatte glacé 3,50\nthé à la menthe 2,50',
    expect: [
      {
        type: 'send',
        text: 'spécial du jour :\n~~cappuccino~~ (machine HS 😭)\nlatte glacé 3,50\nthé à la menthe 2,50',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Noa answers dryly in English with a question back',
    ...NOA,
    answer: '# «send»\nUnfair how? Like "I died" unfair or "the hitbox lies" unfair?',
    expect: [{ type: 'send', text: 'Unfair how? Like "I died" unfair or "the hitbox lies" unfair?' }],
  },
  {
    name: 'Noa switches to Hebrew mid-chat',
    ...NOA,
    answer: '# «send»\nמחר בבוקר אני מסתכלת. תשלח לי את ה-save',
    expect: [{ type: 'send', text: 'מחר בבוקר אני מסתכלת. תשלח לי את ה-save' }],
  },
  {
    name: 'Noa pastes a log line with a key and value inside a code block',
    ...NOA,
    answer: '# «send»\nlook:\n```\nboss_phase: 2\ndamage_mult: 3.5\n```\nthat 3.5 is your merge 🙃',
    expect: [
      { type: 'send', text: 'look:\n```\nboss_phase: 2\ndamage_mult: 3.5\n```\nthat 3.5 is your merge 🙃' },
    ],
  },
  {
    name: 'Noa sends a sleeping sticker by emoji alone',
    ...NOA,
    answer: '# «sticker»\n😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'Noa writes a person\'s "Option A / Option B" for the boss fight, plain',
    ...NOA,
    answer: '# «send»\nOption A: slower wind-up on the slam\nOption B: one more dodge window\nI vote B',
    expect: [
      {
        type: 'send',
        text: 'Option A: slower wind-up on the slam\nOption B: one more dodge window\nI vote B',
      },
    ],
  },
  {
    name: 'Grimble answers in character with an action, actions always',
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer:
      '# «send»\n*spits on the whetstone* Two days, if the ore holds. Three if Brakk keeps drinking my ale.',
    expect: [
      {
        type: 'send',
        text: '*spits on the whetstone* Two days, if the ore holds. Three if Brakk keeps drinking my ale.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'Grimble answers Brakk with a tankard action on its own line, actions always',
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send» 4003\n*slides a tankard down the counter*\nLast one, ye bottomless barrel.',
    expect: [
      {
        type: 'send',
        text: '*slides a tankard down the counter*\nLast one, ye bottomless barrel.',
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'Grimble stays at the forge while others talk, group not addressed',
    ...GRIMBLE,
    chat: 'group',
    actions: 'always',
    answer: '# «think»\nElowen and Brakk are bickering; Grimble keeps hammering.',
    expect: [],
  },
  {
    name: 'Grimble uses an emphasised word, not an action, actions never',
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'never',
    answer: '# «send»\nThat blade is *old* dwarf-steel. Two days.',
    expect: [{ type: 'send', text: 'That blade is *old* dwarf-steel. Two days.', replyTo: 4005 }],
  },
  {
    name: 'Ifeoma answers in a direct chat with a thumbs-up reaction and nothing else',
    ...IFEOMA,
    answer: '# «react» 👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: "Karim writes his week's hours as a small table",
    ...KARIM,
    answer: '# «send»\n| jour | horaires |\n|---|---|\n| lun–ven | 7h30–15h |\n| sam | 8h–13h |',
    expect: [
      { type: 'send', text: '| jour | horaires |\n|---|---|\n| lun–ven | 7h30–15h |\n| sam | 8h–13h |' },
    ],
  },
  {
    name: 'Saanvi writes "PS:" under her message, a person\'s afterthought',
    ...SAANVI,
    answer: "# «send»\nassignment bhej diya check kar\nPS: don't copy exactly, sir pakad lega",
    expect: [
      { type: 'send', text: "assignment bhej diya check kar\nPS: don't copy exactly, sir pakad lega" },
    ],
  },
  {
    name: 'Bogdan writes a proverb in quotes and a comment on it',
    ...BOGDAN,
    answer: '# «send»\nCum zicea tata: „Graba strică treaba.” Deci vin cu autobuzul de 11, nu cu cel de 9.',
    expect: [
      {
        type: 'send',
        text: 'Cum zicea tata: „Graba strică treaba.” Deci vin cu autobuzul de 11, nu cu cel de 9.',
      },
    ],
  },
  {
    name: 'Þórunn sends a typo and its correction as two messages',
    ...THORUNN,
    answer: '# «send»\nsee you at the fery\n\n# «send»\n*ferry',
    expect: [
      { type: 'send', text: 'see you at the fery' },
      { type: 'send', text: '*ferry' },
    ],
  },
  {
    name: 'Noa tells Itay what her partner asked, a third-person report that is news',
    ...NOA,
    answer: '# «send»\nDana is asking if you still want the old monitor. Free, you carry it.',
    expect: [{ type: 'send', text: 'Dana is asking if you still want the old monitor. Free, you carry it.' }],
  },
  {
    name: "Ifeoma addresses Tunde by name with a colon inside the group, a person's line",
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer: '# «send»\nSaturday works!\nTunde: you no go escape this party o 🎂',
    expect: [
      { type: 'send', text: 'Saturday works!\nTunde: you no go escape this party o 🎂', replyTo: 4005 },
    ],
  },
  {
    name: 'Karim gives a note on his own shift to remember, with an answer in a direct chat',
    ...KARIM,
    answer: '# «send»\nok je te les mets de côté 👌\n\n# «note»\nLéa: deux croissants à 8h samedi.',
    expect: [{ type: 'send', text: 'ok je te les mets de côté 👌' }, { type: 'note' }],
  },
];
