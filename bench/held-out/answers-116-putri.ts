/**
 * Set 116, Putri in Jakarta (Gemini 3 Pro), in Indonesian: with Dimas, stuck on Sudirman, about
 * dinner in Blok M, and in her arisan group where Sari names her house. Lines of her own that
 * join two sentences, beside notes glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dinner, host } from './answers-116-cast.js';

export const PUTRI_116: readonly CorpusEntry[] = [
  // Gemini 3 Pro: a plan then a joke, in lower case after a full stop, her own name in the booking.
  {
    name: 'set116: Putri has booked under her name, then a lower-case joke about traffic',
    ...dinner,
    answer: `# «send»
Udah kok, aku pesen buat jam 7 atas nama Putri. santai aja, macet di Sudirman mah emang jalan hidup 😂`,
    expect: [
      {
        type: 'send',
        text: 'Udah kok, aku pesen buat jam 7 atas nama Putri. santai aja, macet di Sudirman mah emang jalan hidup 😂',
      },
    ],
  },
  // Gemini 3 Pro: news of how a friend feels then a question, and a line opening with Dimas's name.
  {
    name: 'set116: Putri says how Sari feels and asks, then a line to Dimas without a comma',
    ...dinner,
    answer: `# «send» 4003
Sari kasian banget, katanya demam dari kemarin. kamu udah jenguk dia belum?

# «send»
Dimas jangan lupa bawa payung, mau hujan`,
    expect: [
      {
        type: 'send',
        text: 'Sari kasian banget, katanya demam dari kemarin. kamu udah jenguk dia belum?',
        replyTo: 4003,
      },
      { type: 'send', text: 'Dimas jangan lupa bawa payung, mau hujan' },
    ],
  },
  // Gemini 3 Pro: an Indonesian reading of the partner glued before the message with no space.
  {
    name: 'set116: Putri confirms the table, a reading of Dimas glued before the words',
    ...dinner,
    answer: `# «send»
Dimas kelihatan panik karena telat, jadi aku tenangkan dulu.Udah kok, meja buat jam 7 udah aman`,
    expect: [{ type: 'send', text: 'Udah kok, meja buat jam 7 udah aman' }],
  },
  // Gemini 3 Pro: an English length note glued to the emoji with no space.
  {
    name: 'set116: Putri confirms the time, a length note glued to the emoji',
    ...dinner,
    answer: `# «send»
Udah dong, jam 7 di Blok M 👍Kept it short since he's driving.`,
    expect: [{ type: 'send', text: 'Udah dong, jam 7 di Blok M 👍' }],
  },
  // Gemini 3 Pro: an Indonesian appraisal of the reply after the full stop.
  {
    name: 'set116: Putri describes the table, an Indonesian appraisal after the full stop',
    ...dinner,
    answer: `# «send»
Udah aku pesen, meja di lantai 2 dekat jendela. Jawaban ini sudah cukup santai dan sesuai gaya chat kami.`,
    expect: [{ type: 'send', text: 'Udah aku pesen, meja di lantai 2 dekat jendela.' }],
  },
  // Gemini 3 Pro: a group answer joining a plan and a line to Bayu opening with his name.
  {
    name: 'set116: Putri hosts, then tells Bayu to bring es buah in the same line',
    ...host,
    answer: `# «send»
Boleh banget! Tanggal 20 ya, aku masakin soto Betawi. Bayu jangan cuma numpang makan, bawa es buah 😆`,
    expect: [
      {
        type: 'send',
        text: 'Boleh banget! Tanggal 20 ya, aku masakin soto Betawi. Bayu jangan cuma numpang makan, bawa es buah 😆',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a remark about how a member feels, then advice to her.
  {
    name: 'set116: Putri hosts, then a remark about Rina and advice to her',
    ...host,
    answer: `# «send»
Oke di rumahku aja, deket stasiun emang

# «send»
Rina kemarin bilang lagi capek banget sama kerjaan. Rin, kamu mau dateng agak telat juga gapapa kok`,
    expect: [
      { type: 'send', text: 'Oke di rumahku aja, deket stasiun emang', replyTo: 4005 },
      {
        type: 'send',
        text: 'Rina kemarin bilang lagi capek banget sama kerjaan. Rin, kamu mau dateng agak telat juga gapapa kok',
      },
    ],
  },
  // Gemini 3 Pro: an English goal glued after a dash.
  {
    name: 'set116: Putri accepts, an English goal after a dash',
    ...host,
    answer: `# «send»
Boleh, di rumahku aja tanggal 20 — goal: accept warmly and fix a date so the group can plan.`,
    expect: [{ type: 'send', text: 'Boleh, di rumahku aja tanggal 20', replyTo: 4005 }],
  },
  // Gemini 3 Pro: an Indonesian tone note before a colon, then the message.
  {
    name: 'set116: Putri accepts, an Indonesian tone note before a colon',
    ...host,
    answer: `# «send»
Nada hangat, pakai sapaan akrab: Ayo ayo, di rumahku aja! Nanti aku share lokasinya`,
    expect: [{ type: 'send', text: 'Ayo ayo, di rumahku aja! Nanti aku share lokasinya', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a reaction, a message, a wait and a second message, all meant.
  {
    name: 'set116: Putri reacts to Bayu, sets the date, waits, then shares',
    ...host,
    answer: `# «react» 4003
🤣

# «send»
Oke di rumahku! Minggu tanggal 20 jam 11 ya

# «wait»
delay: 20

# «send»
Nanti aku share loc di sini`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      { type: 'send', text: 'Oke di rumahku! Minggu tanggal 20 jam 11 ya', replyTo: 4005 },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Nanti aku share loc di sini' },
    ],
  },
];
