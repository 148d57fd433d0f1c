/**
 * Held-out set 13, slips of the first kinds: prose around the blocks, reasoning in labels and
 * tags of several languages, silence narrated in groups, headings that nearly match. Each answer
 * is written anew for one of the eight personas; what must arrive is the message the model meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ADAEZE,
  BEA,
  BEA_ASIDE,
  GRIGORI,
  LORENZO,
  MATEO,
  PRIYA,
  PRIYA_ASIDE,
  YUKI,
} from './answers-13-cast.js';

export const SLIPS_13: CorpusEntry[] = [
  // Prose around the blocks.
  {
    ...LORENZO,
    name: 'h13 lorenzo a rule then an italic remark on his warmth',
    answer:
      '# «send»\nAnna, cara! Saturday at 8, six people, the best table. Happy birthday to your mamma 🎂\n\n---\n\n*Lorenzo’s warmth comes through in the Italian touches; tell me if it should be more restrained.*',
    expect: [
      {
        type: 'send',
        text: 'Anna, cara! Saturday at 8, six people, the best table. Happy birthday to your mamma 🎂',
      },
    ],
  },
  {
    ...YUKI,
    name: 'h13 yuki a closing paragraph describing her habit',
    answer: '# «send»\nいく\n\nYuki keeps it to one word, as she usually does with Sora.',
    expect: [{ type: 'send', text: 'いく' }],
  },
  {
    ...PRIYA,
    name: 'h13 priya an offer to make it more Hinglish',
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nHaan aa rahi hoon, 7 baje pakka 🏏\n\nHope this works! I can make it more Hinglish if you want 😊',
    expect: [{ type: 'send', text: 'Haan aa rahi hoon, 7 baje pakka 🏏', replyTo: 4005 }],
  },
  {
    // German talk about the answer after the last message: no person sends this to a friend.
    name: 'h13 heidi a German closing line about both answers',
    answer:
      '# «send»\nEr hat’s überlebt! Zwei Tage unterm Sofa, jetzt thront er auf dem Kühlschrank.\n\n# «send»\nUnd ja, Samstag 10–16 Uhr.\n\nIch habe beide Fragen beantwortet und den Ton locker gehalten.',
    expect: [
      {
        type: 'send',
        text: 'Er hat’s überlebt! Zwei Tage unterm Sofa, jetzt thront er auf dem Kühlschrank.',
      },
      { type: 'send', text: 'Und ja, Samstag 10–16 Uhr.' },
    ],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze a register note after a closing fence',
    answer:
      '```\n# «send»\nYes, please do. I land at 14:35 on Thursday; I shall telephone when I have my luggage.\n```\nI kept Dr Okafor’s register formal but warm, as befits an aunt.',
    expect: [
      {
        type: 'send',
        text: 'Yes, please do. I land at 14:35 on Thursday; I shall telephone when I have my luggage.',
      },
    ],
  },
  // Reasoning in labels and tags.
  {
    ...LORENZO,
    name: 'h13 lorenzo an Italian wrapped thought opening the body',
    answer:
      '# «send»\n*Pensiero: è il compleanno della mamma, devo essere caloroso*\nAnna, cara! Six at eight on Saturday, it is done. I will bake something for the birthday.',
    expect: [
      {
        type: 'send',
        text: 'Anna, cara! Six at eight on Saturday, it is done. I will bake something for the birthday.',
      },
    ],
  },
  {
    ...YUKI,
    name: 'h13 yuki a bracketed Japanese "thinking" label above the word',
    answer: '# «send»\n【考え】短く返す\nいく、7時',
    expect: [{ type: 'send', text: 'いく、7時' }],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori a Russian "thought" label with its text, then the message',
    answer:
      '# «send»\nМысль: внучка спрашивает про помидоры, надо ответить подробно и ласково.\n\nМашенька, рассаду сажай в конце мая, когда ночи станут тёплыми.',
    expect: [{ type: 'send', text: 'Машенька, рассаду сажай в конце мая, когда ночи станут тёплыми.' }],
  },
  {
    // An instruction to itself in brackets opening the body; no operator wants it in the chat.
    ...ADAEZE,
    name: 'h13 adaeze an internal note in brackets opening the body',
    answer:
      '# «send»\n(Internal note: he is anxious about money; reassure him first.)\nTwo months is quite usual, Chidi. Do not worry; if it is difficult, we can talk about it.',
    expect: [
      {
        type: 'send',
        text: 'Two months is quite usual, Chidi. Do not worry; if it is difficult, we can talk about it.',
      },
    ],
  },
  {
    name: 'h13 heidi a German reasoning label with a dash instead of a colon',
    answer:
      '# «send»\n**Gedankengang** — zwei Fragen, kurz und herzlich antworten\n\nHe survived! Took him two days to come out from under the sofa. And yes, open Saturday.',
    expect: [
      {
        type: 'send',
        text: 'He survived! Took him two days to come out from under the sofa. And yes, open Saturday.',
      },
    ],
  },
  {
    ...BEA,
    name: 'h13 bea an OOC note in double parentheses before her action',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer:
      '# «send»\n(( OOC: Rowan’s player wants rumours, so I’ll make the flood sound sinister ))\n*leans in, voice low* Out since Tuesday. And they say it wasn’t the rain that took it.',
    expect: [
      {
        type: 'send',
        text: '*leans in, voice low* Out since Tuesday. And they say it wasn’t the rain that took it.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...YUKI,
    name: 'h13 yuki an empty think tag then a bare answer',
    answer: '<think>\n\n</think>\n\nramen いいね、7時',
    expect: [{ type: 'send', text: 'ramen いいね、7時' }],
  },
  {
    // A chat app's "thought for N seconds" line copied above the message.
    name: 'h13 heidi a copied "Thought for 12s" line',
    answer: '# «send»\nThought for 12s\nHe made it, a bit offended but fine! Open Saturday 10–16.',
    expect: [{ type: 'send', text: 'He made it, a bit offended but fine! Open Saturday 10–16.' }],
  },
  // Silence narrated in groups.
  {
    ...PRIYA_ASIDE,
    name: 'h13 priya scrolls past in an action',
    chat: 'group',
    answer: '# «send»\n*scrolls past, busy with a deck*',
    expect: [],
  },
  {
    // Actions are on, but the turn was no callout: her business at the bar is not a message.
    ...BEA_ASIDE,
    name: 'h13 bea wipes the bar while others talk',
    chat: 'group',
    actions: 'always',
    answer: '# «send»\n*keeps wiping the same spot on the bar, pretending not to listen*',
    expect: [],
  },
  {
    name: 'h13 heidi a silence token in a code span',
    chat: 'group',
    answer: '# «send»\n`NO_REPLY`',
    expect: [],
  },
  {
    ...PRIYA_ASIDE,
    name: 'h13 priya a Hinglish narration of keeping quiet',
    chat: 'group',
    answer: '(chup rehti hai)',
    expect: [],
  },
  {
    name: 'h13 heidi think then a snake-case token after it',
    chat: 'group',
    answer: '# «think»\nAlice and Jonas are chatting, not about me.\n\nNOTHING_TO_ADD',
    expect: [],
  },
  // Headings that nearly match.
  {
    ...MATEO,
    name: 'h13 mateo a heading in mathematical angle brackets',
    chat: 'group',
    callout: true,
    answer: '# ⟨send⟩\nsiii voy 🎸',
    expect: [{ type: 'send', text: 'siii voy 🎸', replyTo: 4005 }],
  },
  {
    ...GRIGORI,
    name: 'h13 grigori a heading named in Russian, the only block',
    answer: '# «отправить»\nМашенька, не торопись с помидорами: сначала пусть земля прогреется.',
    expect: [{ type: 'send', text: 'Машенька, не торопись с помидорами: сначала пусть земля прогреется.' }],
  },
  {
    ...LORENZO,
    name: 'h13 lorenzo a reaction then a block named in Italian',
    answer: '# «react»\n🔥\n\n# «invia»\nSaturday, eight o’clock, six places. Consider it done, Anna!',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'Saturday, eight o’clock, six places. Consider it done, Anna!' },
    ],
  },
  {
    ...ADAEZE,
    name: 'h13 adaeze a colon then the id on the heading line',
    answer: '# «reply»: 4003\nIt is common, Chidi, but insist on a written receipt.',
    expect: [{ type: 'send', text: 'It is common, Chidi, but insist on a written receipt.', replyTo: 4003 }],
  },
  {
    ...BEA,
    name: 'h13 bea a heading with italic guillemets',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# *«send»*\n*taps the map* Ferry. Two coppers. Don’t tip the boatman, he drinks it.',
    expect: [
      {
        type: 'send',
        text: '*taps the map* Ferry. Two coppers. Don’t tip the boatman, he drinks it.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'h13 heidi an id inside the guillemets after "to"',
    answer: '# «reply to 4003»\nIt’s here! Behind the counter, safe and dry.',
    expect: [{ type: 'send', text: 'It’s here! Behind the counter, safe and dry.', replyTo: 4003 }],
  },
  {
    ...YUKI,
    name: 'h13 yuki a part count on the heading line',
    answer: '# «send» (1/2)\nいく\n\n# «send» (2/2)\n駅の東口ね',
    expect: [
      { type: 'send', text: 'いく' },
      { type: 'send', text: '駅の東口ね' },
    ],
  },
];
