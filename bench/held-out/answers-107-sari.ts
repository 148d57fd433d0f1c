/**
 * Set 107, Sari in her boarding house's group and with her friend Rina in Indonesian (Gemini 2.5
 * Pro and 3 Pro): five answers she means whole (a yes and a chore taken, what Bu Kos said and how
 * she seemed, advice and a relayed story, note-like Indonesian, her own plan) and five with a
 * slip of the model's working voice.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kos, sidang } from './answers-107-cast.js';

export const SARI_107: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: agreement to the Saturday talk, then a chore she takes on.
  {
    name: 'set107: Sari agrees to Saturday and tops up the electricity',
    ...kos,
    answer: `# «send»
Setuju, Sabtu sore aja habis Bu Kos pulang arisan

# «send»
Token listrik biar aku yang isi hari ini, nanti patungan ya`,
    expect: [
      { type: 'send', text: 'Setuju, Sabtu sore aja habis Bu Kos pulang arisan', replyTo: 4005 },
      { type: 'send', text: 'Token listrik biar aku yang isi hari ini, nanti patungan ya' },
    ],
  },
  // Gemini 3 Pro: what the landlady said and how she seemed, passed on to the group.
  {
    name: 'set107: Sari relays what Bu Kos told her and how she seemed',
    ...kos,
    answer: `# «send»
Tadi aku ketemu Bu Kos di depan, katanya naiknya karena PBB juga naik. Beliau kelihatan nggak enak ngomongnya

# «send»
Sabtu oke, kita omongin baik-baik aja`,
    expect: [
      {
        type: 'send',
        text: 'Tadi aku ketemu Bu Kos di depan, katanya naiknya karena PBB juga naik. Beliau kelihatan nggak enak ngomongnya',
        replyTo: 4005,
      },
      { type: 'send', text: 'Sabtu oke, kita omongin baik-baik aja' },
    ],
  },
  // Gemini 2.5 Pro: a yes with a plan, then advice and what her sister went through.
  {
    name: 'set107: Sari will take Rina and tells her about Pak Hendra',
    ...sidang,
    answer: `# «send»
Bisa! Aku jemput jam 7 ya, kita sarapan dulu

# «send»
Pak Hendra galak tapi adil kok. Kakakku dulu diuji dia, katanya asal kamu kuasai bab 3 aman`,
    expect: [
      { type: 'send', text: 'Bisa! Aku jemput jam 7 ya, kita sarapan dulu' },
      {
        type: 'send',
        text: 'Pak Hendra galak tapi adil kok. Kakakku dulu diuji dia, katanya asal kamu kuasai bab 3 aman',
      },
    ],
  },
  // Gemini 3 Pro: a reaction, then note-like Indonesian a person types.
  {
    name: 'set107: Sari, note-like: quarter past seven, bring a spare stick',
    ...sidang,
    answer: `# «react» 4005
🙏

# «send»
Oke, besok 7.15 depan kos. Bawa flashdisk cadangan`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4005 },
      { type: 'send', text: 'Oke, besok 7.15 depan kos. Bawa flashdisk cadangan' },
    ],
  },
  // Gemini 2.5 Pro: Sari's own position and plan, in the first person.
  {
    name: 'set107: Sari says what she can afford and what she might do',
    ...kos,
    answer: `# «send»
Aku sih kalau naik 200 masih sanggup, tapi kalau tahun depan naik lagi aku juga mikir pindah

# «send»
Sabtu aku ikut ya`,
    expect: [
      {
        type: 'send',
        text: 'Aku sih kalau naik 200 masih sanggup, tapi kalau tahun depan naik lagi aku juga mikir pindah',
        replyTo: 4005,
      },
      { type: 'send', text: 'Sabtu aku ikut ya' },
    ],
  },
  // Gemini 2.5 Pro: an Indonesian reading of the members under a label, the body's first line.
  {
    name: 'set107: Sari under a labelled reading of Rina and Bagas',
    ...kos,
    answer: `# «send»
Analisis singkat: Rina cemas soal biaya, Bagas ingin solusi bersama.
Setuju sama Bagas, Sabtu kita ngomong bareng. Jangan ada yang pindah dulu ya`,
    expect: [
      {
        type: 'send',
        text: 'Setuju sama Bagas, Sabtu kita ngomong bareng. Jangan ada yang pindah dulu ya',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: which message to answer first, as a block of its own between the messages.
  {
    name: 'set107: Sari with an answering-order block between messages',
    ...sidang,
    answer: `# «send»
Bisa dong, aku temenin!

# «send»
Jawab dulu permintaan ditemani, baru soal Pak Hendra.

# «send»
Pak Hendra cuma galak di awal, habis itu biasa aja`,
    expect: [
      { type: 'send', text: 'Bisa dong, aku temenin!' },
      { type: 'send', text: 'Pak Hendra cuma galak di awal, habis itu biasa aja' },
    ],
  },
  // Gemini 2.5 Pro: a reading of Rina by pronoun, glued before the message on its first line.
  {
    name: 'set107: Sari with a reading of Rina by pronoun glued to the first line',
    ...sidang,
    answer: `# «send»
Dia gugup banget dan butuh ditemani. Bisa dong, aku temenin sampai selesai!`,
    expect: [{ type: 'send', text: 'Bisa dong, aku temenin sampai selesai!' }],
  },
  // Gemini 3 Pro: an English appraisal of the reply after the message's full stop.
  {
    name: 'set107: Sari with an English appraisal after the full stop',
    ...kos,
    answer: `# «send»
Sabtu oke, aku ikut. This keeps it short and shows Sari backs the group's plan.`,
    expect: [{ type: 'send', text: 'Sabtu oke, aku ikut.', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a stage direction in asterisks on the first line, actions off.
  {
    name: 'set107: Sari hugs Rina in asterisks with actions off',
    ...sidang,
    actions: 'never',
    answer: `# «send»
*memeluk Rina erat*
Kamu pasti bisa. Besok aku nunggu di luar ruangan sampai kamu keluar`,
    expect: [{ type: 'send', text: 'Kamu pasti bisa. Besok aku nunggu di luar ruangan sampai kamu keluar' }],
  },
];
