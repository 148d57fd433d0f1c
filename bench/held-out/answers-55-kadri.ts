/** Set 55, Kadri (Estonian, Tartu): her chat with Mart and the orienteering club group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kadriDm, kadriGroup, kadriGroupQuiet } from './answers-55-cast.js';

export const KADRI_55: readonly CorpusEntry[] = [
  kadriDm({
    name: 'set55 kadri: brings the compass and the sauna whisks (Gemini 2.5 Flash)',
    answer: `# «send»
Jah, võtan kompassi kaasa 👍

# «send»
Ja vihad ka, nagu lubasin`,
    expect: [
      { type: 'send', text: 'Jah, võtan kompassi kaasa 👍' },
      { type: 'send', text: 'Ja vihad ka, nagu lubasin' },
    ],
  }),
  kadriDm({
    name: 'set55 kadri: answers the older checkpoint question by id (Gemini 3)',
    answer: `# «send» 4001
Ei saanud, kaart läks märjaks ja lugesin kõrgusjooni valesti 🙈

# «send»
Kompass on juba mu kotis`,
    expect: [
      {
        type: 'send',
        text: 'Ei saanud, kaart läks märjaks ja lugesin kõrgusjooni valesti 🙈',
        replyTo: 4001,
      },
      { type: 'send', text: 'Kompass on juba mu kotis' },
    ],
  }),
  // An analysis paragraph about "the user" opens the message body.
  kadriDm({
    name: 'set55 kadri: an english analysis paragraph opening the body (Gemini 2.5 Flash)',
    answer: `# «send»
The user is asking Kadri to bring his compass, which he left in her car. She should simply confirm.

Võtan kaasa, ära muretse 🧭`,
    expect: [{ type: 'send', text: 'Võtan kaasa, ära muretse 🧭' }],
  }),
  // The persona signs a chat message with her name.
  kadriDm({
    name: 'set55 kadri: a dash signature under the message (Gemini 3)',
    answer: `# «send»
Toon kompassi laupäeval sauna kaasa

— Kadri`,
    expect: [{ type: 'send', text: 'Toon kompassi laupäeval sauna kaasa' }],
  }),
  // An estonian offer to rewrite it shorter closes the body.
  kadriDm({
    name: 'set55 kadri: an estonian offer to write it shorter (Gemini 3)',
    answer: `# «send»
Muidugi, see on mul juba kindalaekas. Laupäeval saad kätte

Kas kirjutan selle lühemalt?`,
    expect: [{ type: 'send', text: 'Muidugi, see on mul juba kindalaekas. Laupäeval saad kätte' }],
  }),
  // Third-person narration in brackets with actions off.
  kadriDm({
    name: 'set55 kadri: a bracketed narration naming her with actions off (Gemini 2.5 Flash)',
    actions: 'never',
    answer: `# «send»
(Kadri naeratab)
Muidugi toon, see on ju sinu lemmik kompass`,
    expect: [{ type: 'send', text: 'Muidugi toon, see on ju sinu lemmik kompass' }],
    withheld: ['narration'],
  }),
  kadriDm({
    name: 'set55 kadri: a sigh in asterisks with actions on (Gemini 3)',
    actions: 'direct',
    answer: `# «send»
*ohkab* Jälle sinu kompass... Olgu, toon 😄`,
    expect: [{ type: 'send', text: '*ohkab* Jälle sinu kompass... Olgu, toon 😄' }],
  }),
  kadriGroup({
    name: 'set55 kadri: volunteers for Sunday (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
Jah, olen vabatahtlik 🙋‍♀️ Võin olla finišis või stardis, kuidas vaja`,
    expect: [
      {
        type: 'send',
        text: 'Jah, olen vabatahtlik 🙋‍♀️ Võin olla finišis või stardis, kuidas vaja',
        replyTo: 4005,
      },
    ],
  }),
  kadriGroup({
    name: 'set55 kadri: answers Liis by id, then Kersti (Gemini 3)',
    callout: true,
    answer: `# «send» 4001
Liis, kell 17:15 Kaubamaja ees, sobib?

# «send»
Kersti, pühapäeval olen olemas, pane mind starti`,
    expect: [
      { type: 'send', text: 'Liis, kell 17:15 Kaubamaja ees, sobib?', replyTo: 4001 },
      { type: 'send', text: 'Kersti, pühapäeval olen olemas, pane mind starti' },
    ],
  }),
  // A speaker label with the persona's name in a group.
  kadriGroup({
    name: 'set55 kadri: speaker label in the group (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
Kadri: Jah, olen olemas! Mis kell peaks kohal olema?`,
    expect: [{ type: 'send', text: 'Jah, olen olemas! Mis kell peaks kohal olema?', replyTo: 4005 }],
    withheld: ['label'],
  }),
  // One estonian word for silence in capitals as the whole body in a group.
  kadriGroupQuiet({
    name: 'set55 kadri: a capitalised estonian silence word when not addressed (Gemini 2.5 Flash)',
    answer: `# «send»
VAIKUS`,
    expect: [],
  }),
  // The model repeats the question it answers as the body's first line.
  kadriGroup({
    name: 'set55 kadri: the question repeated above the answer (Gemini 3)',
    callout: true,
    answer: `# «send»
Kadri, kas sa oled pühapäeval võistlusel vabatahtlik?
Jah, olen! Kirjuta mind üles`,
    expect: [{ type: 'send', text: 'Jah, olen! Kirjuta mind üles', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // A think block, one message, then a second cut at the output limit.
  kadriDm({
    name: 'set55 kadri: the last message cut after a think block (Gemini 2.5 Flash)',
    truncated: true,
    answer: `# «think»
Mart jättis kompassi minu autosse. Kinnitan ja räägin saunast.

# «send»
Toon kompassi, ära muretse

# «send»
Ja laupäeval võta oma rätik kaasa, eelmine kord pidin sulle om`,
    expect: [{ type: 'send', text: 'Toon kompassi, ära muretse' }],
    withheld: ['truncated'],
  }),
  kadriDm({
    name: 'set55 kadri: a numbered plan for Saturday (Gemini 3)',
    answer: `# «send»
Toon! Ja laupäeva plaan:
1. 15:00 saun soojaks
2. 17:00 ujumine järves
3. 19:00 grill
Too oma rätik!`,
    expect: [
      {
        type: 'send',
        text: 'Toon! Ja laupäeva plaan:\n1. 15:00 saun soojaks\n2. 17:00 ujumine järves\n3. 19:00 grill\nToo oma rätik!',
      },
    ],
  }),
  // Two slips: a lead-in naming the persona's reply, and a bracketed tone note after it.
  kadriDm({
    name: 'set55 kadri: a lead-in for her reply and a tone note (Gemini 3)',
    answer: `# «send»
Here's Kadri's reply:

Jah, toon selle laupäeval kaasa 🧭

(Hoidsin tooni sõbralikuna ja lühidana.)`,
    expect: [{ type: 'send', text: 'Jah, toon selle laupäeval kaasa 🧭' }],
  }),
  kadriGroup({
    name: 'set55 kadri: a PS about parking in a second message (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
Jah, olen vabatahtlik 🙋‍♀️

# «send»
PS! Pühapäeval saab parkida ainult koolimaja juures 🚗`,
    expect: [
      { type: 'send', text: 'Jah, olen vabatahtlik 🙋‍♀️', replyTo: 4005 },
      { type: 'send', text: 'PS! Pühapäeval saab parkida ainult koolimaja juures 🚗' },
    ],
  }),
];
