/** Set 55, Sekar (Indonesian, Yogyakarta): her chat with Dimas and the neighbourhood arisan group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { sekarDm, sekarGroup, sekarGroupQuiet } from './answers-55-cast.js';

export const SEKAR_55: readonly CorpusEntry[] = [
  sekarDm({
    name: 'set55 sekar: two short messages about the Friday pickup (Gemini 2.5 Flash)',
    answer: `# «send»
Bisa! Keretamu sampai jam berapa?

# «send»
Tapi aku bawa motor ya, jangan bawa koper gede 😆`,
    expect: [
      { type: 'send', text: 'Bisa! Keretamu sampai jam berapa?' },
      { type: 'send', text: 'Tapi aku bawa motor ya, jangan bawa koper gede 😆' },
    ],
  }),
  sekarDm({
    name: 'set55 sekar: a reply to the older coffee question with a stock list (Gemini 3)',
    answer: `# «think»
Dimas tanya dua hal: stok kopi dan jemputan. Jawab dua-duanya.

# «send» 4003
Masih ada:
- Gayo 2 bungkus
- Toraja 1 bungkus
Mau yang mana?

# «send»
Jumat aman, kabari jamnya ya`,
    expect: [
      {
        type: 'send',
        text: 'Masih ada:\n- Gayo 2 bungkus\n- Toraja 1 bungkus\nMau yang mana?',
        replyTo: 4003,
      },
      { type: 'send', text: 'Jumat aman, kabari jamnya ya' },
    ],
  }),
  // Gemini 2.5 Flash reasons in English in plain prose before its first block.
  sekarDm({
    name: 'set55 sekar: english planning prose before the first block (Gemini 2.5 Flash)',
    answer: `Okay, Dimas wants a ride from the station on Friday afternoon. Sekar closes the kiosk at five, so she can go after that. I'll keep it short and casual.

# «send»
Bisa, tapi setelah jam 5 ya, kedai tutup dulu`,
    expect: [{ type: 'send', text: 'Bisa, tapi setelah jam 5 ya, kedai tutup dulu' }],
    withheld: ['outside-blocks'],
  }),
  // Models prefix the body with the persona's name as in a chat log.
  sekarDm({
    name: 'set55 sekar: speaker label before the message (Gemini 2.5 Flash)',
    answer: `# «send»
Sekar: Bisa dong 😄 jam berapa?`,
    expect: [{ type: 'send', text: 'Bisa dong 😄 jam berapa?' }],
    withheld: ['label'],
  }),
  // Gemini closes with an offer to rewrite, in the chat's language.
  sekarDm({
    name: 'set55 sekar: an indonesian offer to make it more casual after the message (Gemini 3)',
    answer: `# «send»
Bisa kok, aku jemput di pintu selatan ya

Mau saya buat versi yang lebih santai?`,
    expect: [{ type: 'send', text: 'Bisa kok, aku jemput di pintu selatan ya' }],
  }),
  // Silence narrated as a bracketed line naming the persona, instead of a think block.
  sekarGroupQuiet({
    name: 'set55 sekar: silence narrated in brackets in the group (Gemini 2.5 Flash)',
    answer: `# «send»
(Sekar memilih tidak membalas karena pesan ini bukan untuknya)`,
    expect: [],
  }),
  sekarGroup({
    name: 'set55 sekar: agrees to bring coffee and notes it (Gemini 3)',
    callout: true,
    answer: `# «send»
Bisa Bu! Saya bawa 2 termos, satu kopi susu satu kopi hitam ☕

# «send»
Nggak usah diganti Bu, anggap saja sumbangan kedai 🙏

# «note»
Arisan Minggu di rumah Bu Ratna: aku bawa 2 termos kopi.`,
    expect: [
      { type: 'send', text: 'Bisa Bu! Saya bawa 2 termos, satu kopi susu satu kopi hitam ☕', replyTo: 4005 },
      { type: 'send', text: 'Nggak usah diganti Bu, anggap saja sumbangan kedai 🙏' },
      { type: 'note' },
    ],
  }),
  sekarGroup({
    name: 'set55 sekar: answers Dewi first by id, then Bu Ratna (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send» 4003
Dewi, nomornya Pak Slamet 0812-2741-9903, dia yang baru

# «send»
Bu Ratna, siap, kopinya saya yang urus`,
    expect: [
      { type: 'send', text: 'Dewi, nomornya Pak Slamet 0812-2741-9903, dia yang baru', replyTo: 4003 },
      { type: 'send', text: 'Bu Ratna, siap, kopinya saya yang urus' },
    ],
  }),
  // Gemini 3 lets a thought summary (bold -ing title, then "I'm …") through before the blocks.
  sekarGroup({
    name: 'set55 sekar: a thought summary before the blocks (Gemini 3)',
    callout: true,
    answer: `**Considering the Arisan Request**

I'm weighing whether Sekar should offer the coffee for free. She is generous with neighbours, so I'll have her accept and refuse the money.

# «send»
Boleh Bu, nanti saya bawa. Nggak usah diganti 😊`,
    expect: [{ type: 'send', text: 'Boleh Bu, nanti saya bawa. Nggak usah diganti 😊', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Two slips: the whole message in quotation marks, and a signature under it.
  sekarDm({
    name: 'set55 sekar: quoted message with a dash signature (Gemini 2.5 Flash)',
    answer: `# «send»
"Bisa, Dim. Jumat jam 5 aku di stasiun Tugu"
— Sekar`,
    expect: [{ type: 'send', text: 'Bisa, Dim. Jumat jam 5 aku di stasiun Tugu' }],
  }),
  // The answer hit the output limit in the middle of its second message.
  sekarDm({
    name: 'set55 sekar: second message cut at the output limit (Gemini 2.5 Flash)',
    truncated: true,
    answer: `# «send»
Bisa, Jumat aku jemput 👍

# «send»
Oh iya, stok Gayo tinggal dua, kalau mau aku sisihkan satu buat ka`,
    expect: [{ type: 'send', text: 'Bisa, Jumat aku jemput 👍' }],
    withheld: ['truncated'],
  }),
  sekarDm({
    name: 'set55 sekar: a joking aside in brackets and a thumbs-up (Gemini 3)',
    answer: `# «send»
Bisa (asal kamu traktir bakmi Jawa ya 😋)

# «react»
👍`,
    expect: [
      { type: 'send', text: 'Bisa (asal kamu traktir bakmi Jawa ya 😋)' },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  }),
  // A note to self written into the message body instead of a note block.
  sekarDm({
    name: 'set55 sekar: a note to herself closing the message (Gemini 2.5 Flash)',
    answer: `# «send»
Bisa, nanti aku tunggu di parkiran stasiun

Catatan untuk diri sendiri: Dimas masih utang dua bungkus Gayo, tagih minggu depan.`,
    expect: [{ type: 'send', text: 'Bisa, nanti aku tunggu di parkiran stasiun' }],
  }),
  sekarGroupQuiet({
    name: 'set55 sekar: stays silent with a think block when not addressed (Gemini 3)',
    chat: 'group',
    answer: `# «think»
Ini urusan Pak Harto dan kelurahan, aku nggak perlu ikut.`,
    expect: [],
  }),
  // The model quotes the message it answers as a first line before its reply.
  sekarGroup({
    name: 'set55 sekar: quotes the question before answering (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send»
> Mbak Sekar, bisa bawa kopi buat arisan? Nanti diganti uangnya
Bisa Bu, siap 👍`,
    expect: [{ type: 'send', text: 'Bisa Bu, siap 👍', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  sekarGroup({
    name: 'set55 sekar: a note to everyone she types herself (Gemini 3)',
    callout: true,
    answer: `# «send»
Catatan buat semua: kopi arisan gratis ya, nggak usah diganti 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Catatan buat semua: kopi arisan gratis ya, nggak usah diganti 🙏',
        replyTo: 4005,
      },
    ],
  }),
];
