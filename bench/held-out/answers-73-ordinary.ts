/** Set 73, ordinary answers that merely look unusual, across the cast's chats. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARJUN, BARAKA, ELENI, JIWOO, KASIA, MAUD, ROWAN, SELIN, THAO } from './answers-73-cast.js';

export const ORDINARY: readonly CorpusEntry[] = [
  // Ordinary: a song line in italics a person types.
  {
    name: 'maud: a song line in italics',
    ...MAUD,
    answer: '# «send»\n__Zaterdag, zaterdag, markt en zon__ 🎶 ja ik ga mee!',
    expect: [{ type: 'send', text: '__Zaterdag, zaterdag, markt en zon__ 🎶 ja ik ga mee!' }],
  },
  // Ordinary: a bracketed aside closing the message, said to the friend.
  {
    name: 'selin: an aside about the car',
    ...SELIN,
    answer: '# «send»\nGelirim, arabayla alırım seni de (annemle konuştum, arabayı veriyor 🙌)',
    expect: [
      { type: 'send', text: 'Gelirim, arabayla alırım seni de (annemle konuştum, arabayı veriyor 🙌)' },
    ],
  },
  // Ordinary: a sticker replying to the compliment, then a message.
  {
    name: 'jiwoo: a sticker as a reply, then yes',
    ...JIWOO,
    answer: '# «sticker» 4003\nHeidiDuck\n😂\n\n# «send»\n전시 콜 ㅋㅋ 2시쯤 어때?',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4003 },
      { type: 'send', text: '전시 콜 ㅋㅋ 2시쯤 어때?' },
    ],
  },
  // Ordinary: her mother's words quoted after a colon.
  {
    name: 'ελένη: her mother quoted',
    ...ELENI,
    answer:
      '# «send»\nΆβραστο. Η μάνα μου έλεγε: «το ρύζι θέλει να διψάει, όχι να πνίγεται». Βάλε λίγο νερό στο ταψί και φτάνει.',
    expect: [
      {
        type: 'send',
        text: 'Άβραστο. Η μάνα μου έλεγε: «το ρύζι θέλει να διψάει, όχι να πνίγεται». Βάλε λίγο νερό στο ταψί και φτάνει.',
      },
    ],
  },
  // Ordinary: a warning label a person types at the start, then the answer.
  {
    name: 'kasia: a warning about the meeting time',
    ...KASIA,
    callout: true,
    answer: '# «send»\nUwaga: jadę, ale zbiórka 6:50, nie 7:00! Wawel o siódmej to już tłum turystów',
    expect: [
      {
        type: 'send',
        text: 'Uwaga: jadę, ale zbiórka 6:50, nie 7:00! Wawel o siódmej to już tłum turystów',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: a menu with bullets and prices.
  {
    name: 'thảo: the menu with prices',
    ...THAO,
    answer:
      '# «send»\nGiao được nha em. Menu công ty hay đặt:\n• Cà phê muối 30k\n• Bạc xỉu 28k\n• Trà đào 35k\nEm chốt món rồi nhắn chị nha',
    expect: [
      {
        type: 'send',
        text: 'Giao được nha em. Menu công ty hay đặt:\n• Cà phê muối 30k\n• Bạc xỉu 28k\n• Trà đào 35k\nEm chốt món rồi nhắn chị nha',
      },
    ],
  },
  // Ordinary: a batting order handed out with names and colons, his own line last.
  {
    name: 'arjun: the batting order',
    ...ARJUN,
    callout: true,
    answer: `# «send»\nBhej diya bhai 🙏\n\n# «send»\nSunday ka order:\nFaiz: opening\nPooja: one down\nNikhil: jab aayega tab 😂\nmain: keeping`,
    expect: [
      { type: 'send', text: 'Bhej diya bhai 🙏', replyTo: 4005 },
      {
        type: 'send',
        text: 'Sunday ka order:\nFaiz: opening\nPooja: one down\nNikhil: jab aayega tab 😂\nmain: keeping',
      },
    ],
  },
  // Ordinary: an apology in brackets about typing.
  {
    name: 'rowan: floury hands',
    ...ROWAN,
    callout: true,
    answer: '# «send»\nyeah go on, I got it (sorry, typing with floury hands, excuse the typos)',
    expect: [
      {
        type: 'send',
        text: 'yeah go on, I got it (sorry, typing with floury hands, excuse the typos)',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: a pause, then a second message in Sheng.
  {
    name: 'baraka: a pause, then the gift',
    ...BARAKA,
    callout: true,
    answer:
      '# «send»\nNakuja bana 🙌\n\n# «wait»\ndelay: 30\n\n# «send»\nTuchangie zawadi pamoja? Nimeona blender poa sana Gikomba',
    expect: [
      { type: 'send', text: 'Nakuja bana 🙌', replyTo: 4005 },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'Tuchangie zawadi pamoja? Nimeona blender poa sana Gikomba' },
    ],
  },
];
