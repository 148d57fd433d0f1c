import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BOGDAN, GRIMBLE, IFEOMA, KARIM, NOA, SAANVI, THORUNN } from './answers-36-cast.js';

/**
 * Set 36, answers with slips Gemini 2.5 Flash and 3 were seen to make: labels and signatures in
 * the persona's other spellings, reasoning and drafts around the message, actions where the
 * persona takes none, silence written as text, wrappers from chat apps, and two slips in one.
 */
export const SLIPS_36: CorpusEntry[] = [
  {
    name: "label: Ifeoma's name in bold with a colon over a Pidgin line, group",
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer: '# «send»\n**Ifeoma:** I dey off Saturday, I go come',
    expect: [{ type: 'send', text: 'I dey off Saturday, I go come', replyTo: 4005 }],
  },
  {
    name: 'label: Bogdan in Cyrillic over a Romanian answer',
    ...BOGDAN,
    answer: '# «send»\nБогдан: Vin duminică, mulțumesc de invitație.',
    expect: [{ type: 'send', text: 'Vin duminică, mulțumesc de invitație.' }],
  },
  {
    name: 'label: Þórunn written Thorunn in plain Latin letters',
    ...THORUNN,
    answer: '# «send»\nThorunn: Yes, I am on shift Friday from six.',
    // The operator would not want the persona's own name typed before her words in either spelling.
    expect: [{ type: 'send', text: 'Yes, I am on shift Friday from six.' }],
  },
  {
    name: 'signature: Noa in Hebrew letters under the message',
    ...NOA,
    answer: "# «send»\nI'll look at it tomorrow at ten.\n— נועה",
    expect: [{ type: 'send', text: "I'll look at it tomorrow at ten." }],
  },
  {
    name: 'signature: Karim with a heart after a closing word',
    ...KARIM,
    answer: '# «send»\nils sont réservés, à demain !\nBisous, Karim ❤️',
    expect: [{ type: 'send', text: 'ils sont réservés, à demain !' }],
  },
  {
    name: 'narration: a bracketed line naming Saanvi before her answer, group',
    ...SAANVI,
    chat: 'group',
    callout: true,
    answer: '# «send»\n(Saanvi looks up from her laptop)\nhaan done hai, bhejti hu',
    expect: [{ type: 'send', text: 'haan done hai, bhejti hu', replyTo: 4005 }],
  },
  {
    name: 'narration: an action after the text where actions are never sent',
    ...IFEOMA,
    actions: 'never',
    answer: '# «send»\nNa so o, I don tire for this rota *yawns*',
    expect: [{ type: 'send', text: 'Na so o, I don tire for this rota' }],
  },
  {
    name: 'narration: an action line of its own, actions never, Grimble in plain talk',
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'never',
    answer: '# «send»\n*wipes soot from his brow*\nTwo days. No sooner.',
    expect: [{ type: 'send', text: 'Two days. No sooner.', replyTo: 4005 }],
  },
  {
    name: "narration: Grimble's name in a bracketed action, actions never",
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'never',
    answer: '# «send»\n(Grimble laughs, the sound like rocks in a barrel)\nTwo days, elf.',
    expect: [{ type: 'send', text: 'Two days, elf.', replyTo: 4005 }],
  },
  {
    name: 'reasoning label in Romanian over the plan, then the message',
    ...BOGDAN,
    answer:
      '# «think»\nGândire: răspund la ambele întrebări.\n\n# «send»\nVin duminică. Telefonul e bun, dar scrie mic.',
    expect: [{ type: 'send', text: 'Vin duminică. Telefonul e bun, dar scrie mic.' }],
  },
  {
    name: 'thinking tags left before the block',
    ...NOA,
    answer:
      '<thinking>Itay is annoyed about the boss; agree to look tomorrow.</thinking>\n# «send»\nFine, tomorrow 10:00. Bring coffee.',
    expect: [{ type: 'send', text: 'Fine, tomorrow 10:00. Bring coffee.' }],
  },
  {
    name: "outside blocks: an English lead-in before Þórunn's Icelandic answer",
    ...THORUNN,
    answer: "Here is Þórunn's reply in Icelandic:\n\n# «send»\nJá, ég er á vakt.",
    expect: [{ type: 'send', text: 'Já, ég er á vakt.' }],
  },
  {
    name: "offer to redo the answer in French after Karim's message",
    ...KARIM,
    answer:
      "# «send»\nc'est bon, deux croissants pour 8h 👍\n\nTu veux que je le reformule de façon plus formelle ?",
    expect: [{ type: 'send', text: "c'est bon, deux croissants pour 8h 👍" }],
  },
  {
    name: "offer to redo the answer in Hinglish after Saanvi's message",
    ...SAANVI,
    answer: '# «send»\nhaan ho gaya yaar\n\nI can also write a more formal version if you want.',
    expect: [{ type: 'send', text: 'haan ho gaya yaar' }],
  },
  {
    name: 'talk about the answer: a tone note in Icelandic after the message',
    ...THORUNN,
    answer: '# «send»\nJá, frá sex til tvö.\n\n(Athugasemd: hélt tóninum stuttum og vingjarnlegum.)',
    expect: [{ type: 'send', text: 'Já, frá sex til tvö.' }],
  },
  {
    name: 'silence token in a group, with a suffix Gemini 3 uses',
    ...IFEOMA,
    chat: 'group',
    answer: '# «send»\n[NO_RESPONSE_NEEDED]',
    expect: [],
  },
  {
    name: 'silence narrated in Pidgin-flavoured English, brackets, group',
    ...IFEOMA,
    chat: 'group',
    answer: '# «send»\n(stays silent, the rota talk is not for her)',
    expect: [],
  },
  {
    name: 'silence: the reason a group turn is not hers, in French',
    ...KARIM,
    chat: 'group',
    answer: "# «send»\nÇa ne m'est pas adressé, je reste silencieux.",
    expect: [],
  },
  {
    name: 'silence: an ellipsis alone in a group, not addressed',
    ...SAANVI,
    chat: 'group',
    answer: '# «send»\n…',
    expect: [],
  },
  {
    name: 'JSON answer from Gemini 2.5 Flash with a reply id',
    ...NOA,
    answer: '```json\n[{"type": "send", "text": "Tomorrow. 10. Coffee.", "reply_to": 4005}]\n```',
    expect: [{ type: 'send', text: 'Tomorrow. 10. Coffee.', replyTo: 4005 }],
  },
  {
    name: 'whole answer in a text fence',
    ...BOGDAN,
    answer: '```text\n# «send»\nVin duminică la 12.\n```',
    expect: [{ type: 'send', text: 'Vin duminică la 12.' }],
  },
  {
    name: 'drafts: two versions numbered, the first sent',
    ...KARIM,
    answer: "# «send»\nVersion 1: c'est noté, deux croissants 🥐\nVersion 2: ok pour 8h, je te les garde",
    expect: [{ type: 'send', text: "c'est noté, deux croissants 🥐" }],
  },
  {
    name: 'drafts: a ✅ marks the chosen one among bold options',
    ...IFEOMA,
    answer:
      '# «send»\n**Option 1:** I dey come Saturday!\n\n**Option 2:** ✅ Saturday sure, I go bring puff-puff',
    expect: [{ type: 'send', text: 'Saturday sure, I go bring puff-puff' }],
  },
  {
    name: "made-up turn for Itay after Noa's message",
    ...NOA,
    answer: "# «send»\nOK, tomorrow morning.\nItay: great, I'll send the save tonight",
    expect: [{ type: 'send', text: 'OK, tomorrow morning.' }],
  },
  {
    name: 'template token ending the turn and a user turn after it',
    ...SAANVI,
    answer: '# «send»\nha ho gaya\n<end_of_turn>\n<start_of_turn>user\nthanks!!',
    expect: [{ type: 'send', text: 'ha ho gaya' }],
  },
  {
    name: 'translation in brackets after a Hebrew message',
    ...NOA,
    answer: '# «send»\nמחר בעשר.\n_(EN: Tomorrow at ten.)_',
    expect: [{ type: 'send', text: 'מחר בעשר.' }],
  },
  {
    name: "checklist of the persona's rules after the message",
    ...BOGDAN,
    answer: '# «send»\nVin duminică, Ilinca.\n\nRomanian ✓ warm ✓ no emoji ✓',
    expect: [{ type: 'send', text: 'Vin duminică, Ilinca.' }],
  },
  {
    name: 'analysis paragraph naming the user in Romanian before the message',
    ...BOGDAN,
    answer:
      '# «send»\nUtilizatorul întreabă despre duminică și telefon, așa că răspund la ambele.\n\nVin duminică. Telefonul merge bine.',
    expect: [{ type: 'send', text: 'Vin duminică. Telefonul merge bine.' }],
  },
  {
    name: 'reasoning summary title in title case over a plan, Gemini 3',
    ...THORUNN,
    answer:
      "# «send»\n**Confirming the Friday Shift**\n\nI'm confirming the shift briefly in Icelandic.\n\nJá, ég er á vakt á föstudaginn.",
    expect: [{ type: 'send', text: 'Já, ég er á vakt á föstudaginn.' }],
  },
  {
    name: 'a chat app\'s "Thought for" line over the answer',
    ...KARIM,
    answer: 'Thought for 6 seconds\n\n# «send»\noui je te les garde 🥐',
    expect: [{ type: 'send', text: 'oui je te les garde 🥐' }],
  },
  {
    name: 'a row of app buttons copied under the answer',
    ...SAANVI,
    answer: '# «send»\nkal subah bhejungi pakka\n\nCopy · Regenerate · 👍 👎',
    expect: [{ type: 'send', text: 'kal subah bhejungi pakka' }],
  },
  {
    name: 'sticker described in brackets by its emoji',
    ...NOA,
    answer: '# «send»\n[sticker: 😂]',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: "sent-from line under Bogdan's message, in Romanian",
    ...BOGDAN,
    answer: '# «send»\nAm primit pozele, mulțumesc.\n\nTrimis de pe Samsung-ul meu',
    // The device line is the mail program's, not his; his niece knows the phone already.
    expect: [{ type: 'send', text: 'Am primit pozele, mulțumesc.' }],
  },
  {
    name: 'word count in italics after the answer',
    ...IFEOMA,
    answer: '# «send»\nSaturday I dey free, I go come\n\n_(≈ 7 words)_',
    expect: [{ type: 'send', text: 'Saturday I dey free, I go come' }],
  },
  {
    name: 'explanation label after a rule under the message',
    ...KARIM,
    answer:
      "# «send»\nc'est fait, deux croissants pour toi\n\n---\n**Pourquoi ça marche :** ton chaleureux et court.",
    expect: [{ type: 'send', text: "c'est fait, deux croissants pour toi" }],
  },
  {
    name: 'two slips: a label and an offer to redo, Icelandic persona in English',
    ...THORUNN,
    answer: "# «send»\nÞórunn: Yes, Friday from six.\n\nLet me know if you'd like a warmer tone!",
    expect: [{ type: 'send', text: 'Yes, Friday from six.' }],
  },
  {
    name: 'two slips: a lead-in and an action, actions never, Grimble',
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'never',
    answer: "Here's Grimble's reply:\n\n# «send»\n*grunts* Two days.",
    expect: [{ type: 'send', text: 'Two days.', replyTo: 4005 }],
  },
  {
    name: 'two slips: thinking tag and a signature, Saanvi',
    ...SAANVI,
    answer: '<think>short, hinglish</think>\n# «send»\nha bhej diya, check kar\n~ Saanvi',
    expect: [{ type: 'send', text: 'ha bhej diya, check kar' }],
  },
  {
    name: 'two slips: a made-up participant line and a checklist, Ifeoma group',
    ...IFEOMA,
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nI dey come Saturday!\nTunde: I go thank you well well\n\n✅ answered Saturday question',
    expect: [{ type: 'send', text: 'I dey come Saturday!', replyTo: 4005 }],
  },
  {
    name: "two slips: typing indicator and edit mark around Karim's line",
    ...KARIM,
    answer: "# «send»\nen train d'écrire…\noui je te les mets de côté (edited)",
    // The client's own words are never the barista's; his line without them is what he meant.
    expect: [{ type: 'send', text: 'oui je te les mets de côté' }],
  },
  {
    name: "label: a speech bubble and Noa's name over her answer",
    ...NOA,
    answer: '# «send»\n💬 Noa:\nTomorrow, first thing.',
    expect: [{ type: 'send', text: 'Tomorrow, first thing.' }],
  },
  {
    name: 'label: "Model:" role over Bogdan\'s answer',
    ...BOGDAN,
    answer: '# «send»\nModel: Vin duminică, cu autobuzul de 11.',
    expect: [{ type: 'send', text: 'Vin duminică, cu autobuzul de 11.' }],
  },
  {
    name: "OOC aside after Grimble's in-character answer, actions always",
    ...GRIMBLE,
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\nTwo days, and not a candle sooner.\n\n((OOC: keeping Grimble gruff per the setting))',
    expect: [{ type: 'send', text: 'Two days, and not a candle sooner.', replyTo: 4005 }],
  },
  {
    name: "aside logging the language chosen, after Ifeoma's Pidgin line",
    ...IFEOMA,
    answer:
      '# «send»\nI don reach house, I go sleep small\n\n(Replied in Pidgin because Chidi wrote in Pidgin.)',
    expect: [{ type: 'send', text: 'I don reach house, I go sleep small' }],
  },
  {
    name: 'silence: a bare capital word in a group, not addressed, Þórunn',
    ...THORUNN,
    chat: 'group',
    answer: '# «send»\nSKIP',
    expect: [],
  },
  {
    name: 'a reminder to itself closing the answer, Noa',
    ...NOA,
    answer: '# «send»\nTomorrow at ten.\n\nWait, I should also answer the Hebrew question about coming back.',
    expect: [{ type: 'send', text: 'Tomorrow at ten.' }],
  },
  {
    name: "ordinary: Ifeoma opens with 'Thinking of you', no label",
    ...IFEOMA,
    answer: '# «send»\nThinking of you, hope your mum is better 🙏',
    expect: [{ type: 'send', text: 'Thinking of you, hope your mum is better 🙏' }],
  },
  {
    name: "ordinary: Noa's 'Short answer / Long answer' joke",
    ...NOA,
    answer: '# «send»\nShort answer: no.\nLong answer: also no 🙃 the boss stays hard',
    expect: [{ type: 'send', text: 'Short answer: no.\nLong answer: also no 🙃 the boss stays hard' }],
  },
  {
    name: 'ordinary: Saanvi says she sends a draft today, the final tomorrow, group',
    ...SAANVI,
    chat: 'group',
    callout: true,
    answer: '# «send»\ndraft bhej rahi hu abhi, final kal tak',
    expect: [{ type: 'send', text: 'draft bhej rahi hu abhi, final kal tak', replyTo: 4005 }],
  },
  {
    name: 'sticker list line copied as the message',
    ...KARIM,
    answer: '# «send»\n- HeidiDuck :: 😂 - ‹a duck crying with laughter›',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'a last paragraph naming Bogdan as someone else would',
    ...BOGDAN,
    answer:
      '# «send»\nVin duminică, aduc și vin.\n\nBogdan would keep it warm and a little formal with his niece.',
    expect: [{ type: 'send', text: 'Vin duminică, aduc și vin.' }],
  },
  {
    name: 'label: Þórunn in square brackets with a colon',
    ...THORUNN,
    answer: '# «send»\n[Þórunn]: Já, á vakt frá sex.',
    expect: [{ type: 'send', text: 'Já, á vakt frá sex.' }],
  },
];
