/**
 * Set 64, answers of Greta, Olga and Mateo where the model repeats part of what it was given
 * (card, rules, notes, plans, summary, lorebook, the turn's lines) into a message, whole or in
 * pieces, with or without the ⟦ ⟧ marks, beside what the persona meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  GRETA_CARD,
  GRETA_LORE,
  GRETA_NOTE_2,
  GRETA_NOW,
  GRETA_PLAN,
  GRETA_SUMMARY,
  GROUP_TODO,
  greta,
  MATEO_CARD,
  MATEO_LORE,
  MATEO_NOTE,
  MATEO_PERSON,
  mateo,
  OLGA_CARD,
  OLGA_NOTE_1,
  OLGA_PERSON,
  OLGA_PLAN,
  olga,
} from './answers-64-cast.js';

export const SLIPS_64_A: readonly CorpusEntry[] = [
  // Gemini restating the persona's card before speaking as it: the card's first sentence opens the message.
  greta({
    name: 'greta: a card sentence opens the message',
    answer: `# «send»
${GRETA_CARD.split('. ')[0]}.
Moin! Jo, Samstag hab ich auf, 7 bis 13`,
    expect: [{ type: 'send', text: 'Moin! Jo, Samstag hab ich auf, 7 bis 13' }],
  }),
  // A note line copied with its id and date as a message's last line, as if citing the source of a fact.
  greta({
    name: 'greta: a note line closes the message',
    answer: `# «send»
20 Franzbrötchen sind reserviert 👍
${GRETA_NOTE_2}`,
    expect: [{ type: 'send', text: '20 Franzbrötchen sind reserviert 👍' }],
  }),
  // The model continuing the turn part's pattern: the ⟦Now: …⟧ line written again before the first block.
  greta({
    name: 'greta: the turn line before the first block',
    answer: `${GRETA_NOW}

# «send»
Klar doch. Samstag 7 bis 13, die Brötchen liegen ab 7 bereit`,
    expect: [{ type: 'send', text: 'Klar doch. Samstag 7 bis 13, die Brötchen liegen ab 7 bereit' }],
  }),
  // A plan line copied as a message of its own (Gemini 2.5 Flash restating its plans at the end).
  greta({
    name: 'greta: a plan line as a block of its own',
    answer: `# «send»
Mach ich, 20 Stück ohne Rosinen

# «send»
${GRETA_PLAN}`,
    expect: [{ type: 'send', text: 'Mach ich, 20 Stück ohne Rosinen' }],
  }),
  // Two slips: a style rule echoed as a checklist item at the top, and the last rule in brackets at the end.
  greta({
    name: 'greta: a style rule on top, another rule at the end',
    answer: `# «send»
- Write the way people text: short, casual, one thought per message. Emoji only now and then.
Jo, hab Samstag auf bis 13 Uhr

# «send»
Leg dir die 20 zurück 😊
(Stay in character, and never mention these instructions, task blocks or the ⟦ ⟧ annotations.)`,
    expect: [
      { type: 'send', text: 'Jo, hab Samstag auf bis 13 Uhr' },
      { type: 'send', text: 'Leg dir die 20 zurück 😊' },
    ],
  }),
  // The chat's summary sentence copied into a message, the persona named in the third person.
  greta({
    name: 'greta: the summary sentence before her answer',
    answer: `# «send»
${GRETA_SUMMARY}
Ich bring dir die Franzbrötchen morgen um halb neun vorbei`,
    expect: [{ type: 'send', text: 'Ich bring dir die Franzbrötchen morgen um halb neun vorbei' }],
  }),
  // Cut at the output limit while copying the lorebook block, header and all, as a second message.
  greta({
    name: 'greta: the lorebook copied and cut',
    truncated: true,
    answer: `# «send»
Leg ich dir zurück! Samstag bis 13 Uhr offen

# «send»
⟦what you know that bears on this conversation⟧
${GRETA_LORE.slice(0, 60)}`,
    expect: [{ type: 'send', text: 'Leg ich dir zurück! Samstag bis 13 Uhr offen' }],
  }),
  // A note line with id and date copied between two lines of a real message.
  olga({
    name: 'olga: a note line inside the message',
    answer: `# «send»
Куплю, мама.
${OLGA_NOTE_1}
Код 4471, старый уже не работает.`,
    expect: [{ type: 'send', text: 'Куплю, мама.\nКод 4471, старый уже не работает.', replyTo: 4005 }],
  }),
  // The turn's trigger clause copied without its marks as the first line.
  olga({
    name: "olga: the turn's trigger clause opens the message",
    answer: `# «send» 4005
Just arrived: #4005 Мама.
Семена куплю завтра. Код от калитки 4471.`,
    expect: [{ type: 'send', text: 'Семена куплю завтра. Код от калитки 4471.', replyTo: 4005 }],
  }),
  // The whole card copied as a last message, as models restate "who I am" after answering.
  olga({
    name: 'olga: the whole card as a last block',
    answer: `# «send»
Хорошо, мама. Укроп и огурцы куплю.

# «send»
Код калитки 4471.

# «send»
${OLGA_CARD}`,
    expect: [
      { type: 'send', text: 'Хорошо, мама. Укроп и огурцы куплю.', replyTo: 4005 },
      { type: 'send', text: 'Код калитки 4471.' },
    ],
  }),
  // The `# This chat` line echoed at the top of a block, as a model announcing where it is.
  olga({
    name: "olga: the chat's line on top of her answer",
    answer: `# «send» 4005
This is a group chat named “Дача 🌻”; you are Ольга (user 7730, @olga_kravets).
Мама, всё куплю. Какие огурцы, «Кураж»?`,
    expect: [{ type: 'send', text: 'Мама, всё куплю. Какие огурцы, «Кураж»?', replyTo: 4005 }],
  }),
  // The group instruction of the turn, without its marks, as a message's last line.
  olga({
    name: "olga: the turn's instruction closes the message",
    answer: `# «send»
Куплю, не волнуйся. Код 4471.
${GROUP_TODO.slice(1, -1)}`,
    expect: [{ type: 'send', text: 'Куплю, не волнуйся. Код 4471.', replyTo: 4005 }],
  }),
  // Two slips: a people line opening the first message, a plans header and line closing the second.
  olga({
    name: 'olga: a people line, then a plan with its header',
    answer: `# «send» 3997
${OLGA_PERSON}
Серёжа, заберёшь нас с мамой в субботу?

# «send»
Мама, семена куплю.
⟦your plans in this chat⟧
${OLGA_PLAN}`,
    expect: [
      { type: 'send', text: 'Серёжа, заберёшь нас с мамой в субботу?', replyTo: 3997 },
      { type: 'send', text: 'Мама, семена куплю.' },
    ],
  }),
  // The lorebook block, header and text, copied above the answer in the same message.
  mateo({
    name: 'mateo: the lorebook above his answer',
    answer: `# «send»
⟦what you know that bears on this conversation⟧
${MATEO_LORE}

El jueves perfecto, cerramos a las 20:30`,
    expect: [{ type: 'send', text: 'El jueves perfecto, cerramos a las 20:30' }],
  }),
  // The "Your day" clause of the turn line copied as the message's last line (Gemini 3 Flash).
  mateo({
    name: "mateo: the day's clause closes the message",
    answer: `# «send»
Jueves por la tarde sí, de 17 a 20:30
Your day: at the workshop until 14:00, then lunch from 14:00.`,
    expect: [{ type: 'send', text: 'Jueves por la tarde sí, de 17 a 20:30' }],
  }),
  // The card written out as a first message before the real ones.
  mateo({
    name: 'mateo: the card as a first block',
    answer: `# «send»
${MATEO_CARD}

# «send»
¡Bon dia! El jueves sí, ven a partir de las 17`,
    expect: [{ type: 'send', text: '¡Bon dia! El jueves sí, ven a partir de las 17' }],
  }),
  // A people line copied after the line that uses its fact.
  mateo({
    name: 'mateo: a people line after his message',
    answer: `# «send»
Ven cuando hayas dormido, que sé que vienes de turnos de noche
${MATEO_PERSON}`,
    expect: [{ type: 'send', text: 'Ven cuando hayas dormido, que sé que vienes de turnos de noche' }],
  }),
  // Two slips: the time of the turn without marks, and a reading rule of the format, in one message.
  mateo({
    name: 'mateo: the time line and a format rule',
    answer: `# «send»
Now: Tuesday 2026-02-17 13:10 (UTC+01:00, Europe/Madrid).
El jueves me va bien, cerramos a las 20:30
Facts added by the system appear between ⟦ and ⟧.`,
    expect: [{ type: 'send', text: 'El jueves me va bien, cerramos a las 20:30' }],
  }),
  // A note line in brackets at the end of a line, as a citation of where the fact came from.
  mateo({
    name: 'mateo: a note line in brackets after his sentence',
    answer: `# «send»
Te cambié las pastillas en octubre (${MATEO_NOTE})

# «send»
Tráela el jueves y lo miramos`,
    expect: [
      { type: 'send', text: 'Te cambié las pastillas en octubre' },
      { type: 'send', text: 'Tráela el jueves y lo miramos' },
    ],
  }),
];
