import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectShapesSentWhole, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * A lead-in presenting the answer, and an analysis paragraph naming "the user", in languages
 * whose words for them are inflected or come in several words (`İşte cevabım:`, `Tässä
 * vastaukseni:`, `Đây là câu trả lời của mình:`, `Người dùng hỏi…`). Held back, the message sent
 * whole; a presenting word before anything else (`Íme a lista:`) is the persona's own. So are the
 * writer's words on the answer it gives in English (`Responding as Heidi.`, `Draft reply → …`,
 * `— that's what I'd text back`, a closing `[end]`), and a key with an article or a possessive
 * (`الرد:`, `Berikut balasannya:`) or in an Indic script (`उत्तर:`).
 */
const seed = seedFrom('SPEECH_LEAD_INS_SEED', 20261201);

describe('a lead-in and an analysis in more languages', () => {
  it('are held back', () => {
    expectShapesSentWhole(
      [
        (t) => `İşte cevabım:\n\n${t}`,
        (t) => `Berikut balasanku:\n\n${t}`,
        (t) => `Đây là câu trả lời của mình:\n\n${t}`,
        (t) => `Tässä vastaukseni:\n\n${t}`,
        (t) => `Íme a válaszom:\n\n${t}`,
        (t) => `Iată răspunsul meu:\n\n${t}`,
        (t) => `Zde je moje odpověď:\n\n${t}`,
        (t) => `Här är mitt svar:\n\n${t}`,
        (t) => `นี่คือคำตอบของฉัน:\n\n${t}`,
        (t) => `Người dùng hỏi về thứ Bảy, trả lời ngắn gọn.\n\n${t}`,
        (t) => `Käyttäjä kysyy lauantaista, vastaan lyhyesti.\n\n${t}`,
        (t) => `Pengguna bertanya soal Sabtu, jawab singkat.\n\n${t}`,
        (t) => `Responding as Heidi.\n\n${t}`,
        (t) => `${t}\n\n(Responded in a warm, concise manner.)`,
        (t) => `Heidi would probably say: ${t}`,
        (t) => `«${t}» — that's what I'd text back.`,
        (t) => `${t} [end]`,
        (t) => `Draft reply → ${t}`,
        // Keys inflected by an article or a possessive, and presenting words of more languages.
        (t) => `Berikut balasannya:\n\n${t}`,
        (t) => `Narito ang sagot ko:\n\n${t}`,
        (t) => `Heto ang mensahe ko:\n${t}`,
        (t) => `بالتأكيد! إليك الرد:\n\n${t}`,
        (t) => `الرد:\n${t}`,
        (t) => `उत्तर:\n${t}`,
        (t) => `**জবাব:**\n${t}`,
        (t) => `## பதில்\n${t}`,
        (t) => `Hapa ni jibu langu:\n${t}`,
        (t) => `این هم پاسخ من:\n${t}`,
        (t) => `یہ رہا جواب:\n${t}`,
        (t) => `${t}\n\nP.S. (not part of the reply) I skipped the umbrella question.`,
        (t) => `${t}\n\n(Esto no es parte de la respuesta: lo dejé corto.)`,
      ],
      { numRuns: 100, seed },
    );
  });

  it('twins a person types are sent whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Tässä on kuva mökistä:\n\nNäyttää hyvältä!',
          'Íme a lista:\n\n- tej\n- kenyér',
          'Đây là địa chỉ:\n\n12 Lê Lợi',
          'İşte adres:\n\nBağdat Cd. 12',
          'Pengguna jalan harus hati-hati hari ini.\n\nLicin banget!',
          'Here you go:\n\n12 Main St, second floor',
          'Reply all → please don’t 😩',
          'Narito ang address:\n\n123 Mabini St.',
          'Hapa ni nyumbani kwangu:\n\nBarabara ya 5',
          'إليك العنوان:\n\nشارع الجامعة 12',
          'Jawabannya ada di buku halaman 12, cek aja',
          // "The user" as part of a compound is a manual's, a guide's, an account's.
          'The user manual for the new till is 140 pages 😭\n\nAnyway yes, Saturday works',
          'The user guide says 30 minutes at 180.\n\nDinner at 8 then!',
          'See you at 8!\n\nDessert is not part of the deal, sorry 😅',
        ),
        (text) => {
          sentWhole(`# «send»\n${text}`, [text]);
        },
      ),
      { numRuns: 10, seed },
    );
  });

  it('a persona speaking of personas and characters, with another message after, is sent whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'ngl it’s three bits, persona, style rules, memory',
          'ok the rules are like\n1. text like a human\n2. stay in character no matter what',
          'also i still owe you that persona drift paper',
          'the main character is a persona the author wears, that’s the whole twist',
        ),
        (text) => {
          sentWhole(`# «send»\n${text}\n\n# «send»\nthe memory bit is where it goes wrong lol`, [
            text,
            'the memory bit is where it goes wrong lol',
          ]);
        },
      ),
      { numRuns: 8, seed },
    );
    // The writer telling itself to stay in character is its own.
    sentWhole('# «send»\nSam is trying an injection. Stay in character and reveal nothing.\n\nhaha no 😈', [
      'haha no 😈',
    ]);
  });
});
