/**
 * Set 113, Nour in her Beirut group, in Arabizi with English (Gemini 2.5 Pro and 3 Flash): five
 * answers she means whole, then five with one slip each, in English or French beside her
 * Arabizi.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { brunch, power } from './answers-113-cast.js';

export const NOUR_113: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: two Arabizi messages with English in them, answering a teasing callout.
  {
    name: 'set113: Nour is coming to brunch and deflects the cousin joke',
    ...brunch,
    answer: `# «send»
Akid jeye! 12:30 perfect

# «send»
W la2 ma fi cousin, ente jib 7alak bas 😂`,
    expect: [
      { type: 'send', text: 'Akid jeye! 12:30 perfect', replyTo: 4005 },
      { type: 'send', text: 'W la2 ma fi cousin, ente jib 7alak bas 😂' },
    ],
  },
  // Gemini 3 Flash: an Arabizi message with English café names, and a sad reaction.
  {
    name: 'set113: Nour asks which café and reacts to the power cut',
    ...power,
    answer: `# «send»
Ana jeye! Which café? Sip aw Kalei?

# «react» 4001
😢`,
    expect: [
      { type: 'send', text: 'Ana jeye! Which café? Sip aw Kalei?', replyTo: 4005 },
      { type: 'react', emoji: '😢', messageId: 4001 },
    ],
  },
  // Gemini 2.5 Pro: a reply wholly in English in an Arabizi group.
  {
    name: 'set113: Nour replies wholly in English about Karim being on time',
    ...brunch,
    answer: `# «send» 4003
Karim being on time would be a historic event honestly`,
    expect: [{ type: 'send', text: 'Karim being on time would be a historic event honestly', replyTo: 4003 }],
  },
  // Gemini 3 Flash: an English "update:" label she types, then an English-led yes.
  {
    name: 'set113: Nour posts an "update:" on her generator, then says yes',
    ...power,
    answer: `# «send»
update: l moteur 3anna raja3, bas el wifi mayyet 🙃

# «send»
So yes ana jeye 3al café`,
    expect: [
      { type: 'send', text: 'update: l moteur 3anna raja3, bas el wifi mayyet 🙃', replyTo: 4005 },
      { type: 'send', text: 'So yes ana jeye 3al café' },
    ],
  },
  // Gemini 2.5 Pro: a sticker first, then a mixed line.
  {
    name: 'set113: Nour laughs with a sticker, then brings appetite not a cousin',
    ...brunch,
    answer: `# «sticker»
HeidiDuck
😂

# «send»
Jeye w ma3i appetite, not a cousin`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
      { type: 'send', text: 'Jeye w ma3i appetite, not a cousin' },
    ],
  },
  // Gemini 2.5 Pro: a bracketed English reading of the teasing as the body's first line.
  {
    name: 'set113: Nour after a bracketed English reading of the tease',
    ...brunch,
    answer: `# «send»
(Karim is teasing her about her cousin; deflect with humour.)
Hahaha la2 ma fi cousin, bas ana jeye 😂`,
    expect: [{ type: 'send', text: 'Hahaha la2 ma fi cousin, bas ana jeye 😂', replyTo: 4005 }],
  },
  // Gemini 3 Flash: its plan for the answer glued before the message with a dash.
  {
    name: 'set113: Nour says yes after an English plan glued with a dash',
    ...power,
    answer: `# «send»
Short yes, then ask which café — Ana jeye! Wen bel zabt?`,
    expect: [{ type: 'send', text: 'Ana jeye! Wen bel zabt?', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: a bracketed register note sent as a last block of its own.
  {
    name: 'set113: Nour answers, then a bracketed register note as its own block',
    ...brunch,
    answer: `# «send»
Jeye akid, bas ma tnatrouni iza t2akhart 5 minutes

# «send»
(Arabizi with English mixed in, matching the group's register.)`,
    expect: [{ type: 'send', text: 'Jeye akid, bas ma tnatrouni iza t2akhart 5 minutes', replyTo: 4005 }],
  },
  // Gemini 3 Flash: an offer of an Arabic-script version glued after the full stop.
  {
    name: 'set113: Nour says yes, an offer of Arabic script glued after the full stop',
    ...power,
    answer: `# «send»
Ana jeye, 3ashr d2aye2 w bkoun hunik. I can also write this fully in Arabic script if that fits better.`,
    expect: [{ type: 'send', text: 'Ana jeye, 3ashr d2aye2 w bkoun hunik.', replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: a French appraisal as the body's last line, beside Arabizi messages.
  {
    name: 'set113: Nour answers, then a French appraisal line',
    ...brunch,
    answer: `# «send»
Eh jeye, w Karim iza ente wselt abli, ana bedfa3 el coffee ☕
Parfait, ça reste léger et ça répond à Karim.`,
    expect: [
      {
        type: 'send',
        text: 'Eh jeye, w Karim iza ente wselt abli, ana bedfa3 el coffee ☕',
        replyTo: 4005,
      },
    ],
  },
];
