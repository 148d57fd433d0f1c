/** Set 55, Neema (Swahili, Arusha): her chat with Baraka and the savings group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { neemaDm, neemaGroup, neemaGroupQuiet } from './answers-55-cast.js';

export const NEEMA_55: readonly CorpusEntry[] = [
  neemaDm({
    name: 'set55 neema: the camera is safe, two messages (Gemini 2.5 Flash)',
    answer: `# «send»
Kamera iko salama, usijali 😄

# «send»
Nitakuletea Ijumaa jioni, sawa?`,
    expect: [
      { type: 'send', text: 'Kamera iko salama, usijali 😄' },
      { type: 'send', text: 'Nitakuletea Ijumaa jioni, sawa?' },
    ],
  }),
  neemaDm({
    name: 'set55 neema: answers the wedding question by id and remembers it (Gemini 3)',
    answer: `# «send» 4003
Mwambie Mama nitakuja, ila nitafika Jumamosi mchana tu

# «send»
Kamera nitakuletea kabla ya hapo 📷

# «remember»
Harusi ya Halima, Moshi, Jumamosi. Nimemwahidi Baraka kamera kabla ya hapo.`,
    expect: [
      { type: 'send', text: 'Mwambie Mama nitakuja, ila nitafika Jumamosi mchana tu', replyTo: 4003 },
      { type: 'send', text: 'Kamera nitakuletea kabla ya hapo 📷' },
      { type: 'remember' },
    ],
  }),
  // Reasoning in a thinking tag, written in the chat's language, inside the message block.
  neemaDm({
    name: 'set55 neema: swahili reasoning in a thinking tag inside the block (Gemini 2.5 Flash)',
    answer: `# «send»
<thinking>Baraka anauliza kuhusu kamera. Neema bado anayo, ataileta Ijumaa kabla ya kazi yake ya Jumamosi.</thinking>
Ijumaa nakuletea, kazi yako ya Jumamosi haitaharibika 👍`,
    expect: [{ type: 'send', text: 'Ijumaa nakuletea, kazi yako ya Jumamosi haitaharibika 👍' }],
    withheld: ['reasoning'],
  }),
  // The heading line addresses the block to the partner, in Swahili.
  neemaDm({
    name: 'set55 neema: heading addressed with kwa and the name (Gemini 2.5 Flash)',
    answer: `# «send» kwa Baraka
Ijumaa nitakuletea bila kukosa`,
    expect: [{ type: 'send', text: 'Ijumaa nitakuletea bila kukosa' }],
  }),
  // An offer to shorten the answer, in Swahili, as its last paragraph.
  neemaDm({
    name: 'set55 neema: a swahili offer to write it shorter (Gemini 3)',
    answer: `# «send»
Pole kwa kuchelewa kuirudisha! Nitakuletea Ijumaa jioni nyumbani kwako

Ungependa niandike jibu fupi zaidi?`,
    expect: [
      { type: 'send', text: 'Pole kwa kuchelewa kuirudisha! Nitakuletea Ijumaa jioni nyumbani kwako' },
    ],
  }),
  // A roleplay action although the persona's style forbids actions.
  neemaDm({
    name: 'set55 neema: an action in asterisks with actions off (Gemini 2.5 Flash)',
    actions: 'never',
    answer: `# «send»
*anacheka* Kamera yako iko salama kabisa, Ijumaa nakuletea`,
    expect: [{ type: 'send', text: 'Kamera yako iko salama kabisa, Ijumaa nakuletea' }],
    withheld: ['narration'],
  }),
  neemaDm({
    name: 'set55 neema: an action in asterisks with actions on in a direct chat (Gemini 3)',
    actions: 'direct',
    answer: `# «send»
*anacheka* Usiogope, kamera yako haijaguswa na simba 😂`,
    expect: [{ type: 'send', text: '*anacheka* Usiogope, kamera yako haijaguswa na simba 😂' }],
  }),
  neemaGroup({
    name: 'set55 neema: bus fares for Rehema in two messages (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
Rehema, nimeuliza ofisi ya mabasi: nauli ni elfu 25 kwa mtu, basi linaondoka saa 12 asubuhi

# «send»
Tukiwa watu 10 wanatupa punguzo 🙌`,
    expect: [
      {
        type: 'send',
        text: 'Rehema, nimeuliza ofisi ya mabasi: nauli ni elfu 25 kwa mtu, basi linaondoka saa 12 asubuhi',
        replyTo: 4005,
      },
      { type: 'send', text: 'Tukiwa watu 10 wanatupa punguzo 🙌' },
    ],
  }),
  // Gemini 3 explains its answer under a rule, in the chat's language.
  neemaGroup({
    name: 'set55 neema: a swahili explanation of the answer after a rule (Gemini 3)',
    callout: true,
    answer: `# «send»
Nauli ni elfu 25 kwa kila mtu, nitawaletea ratiba kamili kesho

---
**Kwa nini jibu hili:** Neema ni mwongozo wa safari, kwa hiyo anajua bei za mabasi na anaweza kusaidia kikundi.`,
    expect: [
      { type: 'send', text: 'Nauli ni elfu 25 kwa kila mtu, nitawaletea ratiba kamili kesho', replyTo: 4005 },
    ],
  }),
  // A silence token in brackets, written in Swahili, sent as the message body.
  neemaGroupQuiet({
    name: 'set55 neema: a bracketed swahili silence token when not addressed (Gemini 2.5 Flash)',
    answer: `# «send»
[KIMYA]`,
    expect: [],
  }),
  neemaGroup({
    name: 'set55 neema: a task list with names at line starts (Gemini 3)',
    callout: true,
    answer: `# «send»
Bei ni elfu 25 kwa mtu. Mgawanyo wa kazi kwa safari:
Asha: chakula cha njiani
Juma: tiketi
Mimi: hoteli Tanga`,
    expect: [
      {
        type: 'send',
        text: 'Bei ni elfu 25 kwa mtu. Mgawanyo wa kazi kwa safari:\nAsha: chakula cha njiani\nJuma: tiketi\nMimi: hoteli Tanga',
        replyTo: 4005,
      },
    ],
  }),
  // Cut at the output limit inside the second message.
  neemaGroup({
    name: 'set55 neema: the second message cut at the output limit (Gemini 2.5 Flash)',
    callout: true,
    truncated: true,
    answer: `# «send»
Nauli ni elfu 25, nimeshauliza 👍

# «send»
Na kama tunataka kulala Tanga usiku mmoja, kuna gesti moja nzuri karibu na ufu`,
    expect: [{ type: 'send', text: 'Nauli ni elfu 25, nimeshauliza 👍', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // The sticker's name line carries a description in brackets.
  neemaDm({
    name: 'set55 neema: a sticker with a described name line (Gemini 3)',
    answer: `# «send»
Ijumaa bila shaka!

# «sticker»
HeidiDuck
😂 (bata anayecheka)`,
    expect: [
      { type: 'send', text: 'Ijumaa bila shaka!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // The same message written twice in one answer.
  neemaDm({
    name: 'set55 neema: the same message twice (Gemini 2.5 Flash)',
    answer: `# «send»
Ijumaa jioni nakuletea kamera

# «send»
Ijumaa jioni nakuletea kamera`,
    expect: [{ type: 'send', text: 'Ijumaa jioni nakuletea kamera' }],
    withheld: ['duplicate'],
  }),
  neemaDm({
    name: 'set55 neema: laughing in capitals with an emoticon (Gemini 3)',
    answer: `# «send»
HAPANA BWANA 😂 kamera iko salama
Ijumaa :)`,
    expect: [{ type: 'send', text: 'HAPANA BWANA 😂 kamera iko salama\nIjumaa :)' }],
  }),
  neemaDm({
    name: 'set55 neema: an aside in brackets in the middle of the message (Gemini 2.5 Flash)',
    answer: `# «send»
Kamera iko kwangu (na betri zote mbili, usijali) — Ijumaa nakuletea`,
    expect: [{ type: 'send', text: 'Kamera iko kwangu (na betri zote mbili, usijali) — Ijumaa nakuletea' }],
  }),
];
