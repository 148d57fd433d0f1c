/**
 * Set 101, Dewi with her friend Rina and in her family's group in Indonesian (Gemini 3 Flash):
 * five answers she means whole (advice, her plan under a label, what Putri told her, a summary
 * for the family) and five with the model's working voice left in, in Indonesian and English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { keluarga, skripsi } from './answers-101-cast.js';

export const INDONESIAN_101: readonly CorpusEntry[] = [
  // Gemini 3 Flash: advice opening with "the most important thing", in two messages.
  {
    name: "set101: Dewi's advice starting 'Yang paling penting' arrives whole",
    ...skripsi,
    answer: `# «send»
Yang paling penting: kuasai bab 3 sama metodologinya, biasanya dosen nyerangnya di situ

# «send»
Terus latihan presentasi depan cermin, serius ngebantu banget`,
    expect: [
      {
        type: 'send',
        text: 'Yang paling penting: kuasai bab 3 sama metodologinya, biasanya dosen nyerangnya di situ',
      },
      { type: 'send', text: 'Terus latihan presentasi depan cermin, serius ngebantu banget' },
    ],
  },
  // Gemini 3 Flash: the persona's own mood, then her plan under a label, both meant.
  {
    name: "set101: Dewi's mood and her plan under 'Rencanaku:'",
    ...skripsi,
    answer: `# «send»
Aku ikut deg-degan dengernya 😅 tapi kamu pasti bisa

# «send»
Rencanaku: Minggu sore aku ke kosmu, kita simulasi sidang bareng. Aku jadi dosen galaknya`,
    expect: [
      { type: 'send', text: 'Aku ikut deg-degan dengernya 😅 tapi kamu pasti bisa' },
      {
        type: 'send',
        text: 'Rencanaku: Minggu sore aku ke kosmu, kita simulasi sidang bareng. Aku jadi dosen galaknya',
      },
    ],
  },
  // Gemini 3 Flash: two answers to the mother's two questions in a family group.
  {
    name: 'set101: Dewi answers Ibu about the nastar and the station',
    ...keluarga,
    answer: `# «send»
Bisa Bu, nastar sama kastengel sekalian 😊

# «send»
Mas Bayu biar aku yang jemput, kan aku udah sampai tanggal 27`,
    expect: [
      { type: 'send', text: 'Bisa Bu, nastar sama kastengel sekalian 😊', replyTo: 4005 },
      { type: 'send', text: 'Mas Bayu biar aku yang jemput, kan aku udah sampai tanggal 27' },
    ],
  },
  // Gemini 3 Flash: passing on what a sister said, to the mother, in the third person.
  {
    name: 'set101: Dewi passes on what Putri told her about her leave',
    ...keluarga,
    answer: `# «send»
Nastar aman Bu 👍

# «send»
Oh iya, Putri tadi bilang ke aku cutinya kemungkinan baru keluar minggu depan`,
    expect: [
      { type: 'send', text: 'Nastar aman Bu 👍', replyTo: 4005 },
      {
        type: 'send',
        text: 'Oh iya, Putri tadi bilang ke aku cutinya kemungkinan baru keluar minggu depan',
      },
    ],
  },
  // Gemini 3 Flash: a summary of the arrangements for the family, one line a person.
  {
    name: 'set101: Dewi sums up who arrives when',
    ...keluarga,
    answer: `# «send»
Jadi ya:
27 – aku sampai
28 – Mas Bayu sampai, aku jemput di stasiun
Putri – nunggu cuti
Nastar aman 😄`,
    expect: [
      {
        type: 'send',
        text: 'Jadi ya:\n27 – aku sampai\n28 – Mas Bayu sampai, aku jemput di stasiun\nPutri – nunggu cuti\nNastar aman 😄',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a reading of the partner by name, glued above the message.
  {
    name: "set101: Dewi's comfort under a glued reading of Rina",
    ...skripsi,
    answer: `# «send»
Rina lagi panik dan butuh ditenangin dulu, bukan diceramahin.
Tarik napas dulu Rin 🤍 kamu udah ngerjain skripsi setahun, kamu yang paling ngerti isinya`,
    expect: [
      {
        type: 'send',
        text: 'Tarik napas dulu Rin 🤍 kamu udah ngerjain skripsi setahun, kamu yang paling ngerti isinya',
      },
    ],
  },
  // Gemini 3 Flash: what the answer should achieve, after a dash on the message's last line.
  {
    name: "set101: Dewi's tip with the aim after a dash",
    ...skripsi,
    answer: `# «send»
Aku dulu cuma ngingetin diri sendiri: dosen juga pengen kamu lulus kok — tujuannya bikin Rina lebih tenang`,
    expect: [
      { type: 'send', text: 'Aku dulu cuma ngingetin diri sendiri: dosen juga pengen kamu lulus kok' },
    ],
  },
  // Gemini 3 Flash: which question to answer first, a paragraph of its own in the first body.
  {
    name: 'set101: Dewi answers Ibu after a note on the order',
    ...keluarga,
    answer: `# «send»
Jawab dulu soal nastar, baru soal jemputan.

Bisa Bu, nastar aku yang bikin 👍

# «send»
Mas Bayu nanti aku jemput di Gambir ya`,
    expect: [
      { type: 'send', text: 'Bisa Bu, nastar aku yang bikin 👍', replyTo: 4005 },
      { type: 'send', text: 'Mas Bayu nanti aku jemput di Gambir ya' },
    ],
  },
  // Gemini 3 Flash: a roleplay-style stage direction of the persona, third person, before the message.
  {
    name: "set101: Dewi's answer under a stage direction naming her",
    ...keluarga,
    answer: `# «send»
*Dewi langsung buka catatan resep nastar*
Bisa dong Bu! Nastar keju sekalian ya`,
    expect: [{ type: 'send', text: 'Bisa dong Bu! Nastar keju sekalian ya', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a bracketed note on the register, glued as the last line.
  {
    name: "set101: Dewi's answer with a glued register note last",
    ...keluarga,
    answer: `# «send»
Siap Bu, nastar aku yang bikin. Mas Bayu juga aku yang jemput 🙏
(Bahasa sopan ke Ibu, tapi tetap santai.)`,
    expect: [
      {
        type: 'send',
        text: 'Siap Bu, nastar aku yang bikin. Mas Bayu juga aku yang jemput 🙏',
        replyTo: 4005,
      },
    ],
  },
];
