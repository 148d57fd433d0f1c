import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 44, personas of Mongolia and mainland and island Southeast Asia: Mongolian (Cyrillic),
 * Khmer, Lao, Burmese and Tagalog, named in their own script where they have one. Each comment
 * names the model family and the habit.
 */

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

/** Sarnai, Ulaanbaatar, a trip to Terelj with Bat (direct) and Oyuun. */
const SARNAI: Scene = {
  persona: 'Сарнай',
  others: new Map([
    [4001, 'Маргааш Тэрэлж рүү явах уу? Машинд хоёр суудал үлдсэн'],
    [4003, 'Оюун хуушуур хийж авчирна гэсэн, гоё байгаа биз'],
    [4005, 'Сарнай, чи маргааш хэдэн цагт гарч чадах вэ?'],
  ]),
  own: new Map([
    [4002, 'Явна явна! 🏞'],
    [4004, 'Ёстой гоё'],
  ]),
  participants: ['Бат', 'Оюун'],
};

/** Sophea, Phnom Penh, a Sunday trip to Kep with Dara and Srey Ny. */
const SOPHEA: Scene = {
  persona: 'សុភា',
  others: new Map([
    [4001, 'ថ្ងៃអាទិត្យនេះទៅលេងកែបទេ? ខ្ញុំអាចបើកឡានបាន'],
    [4003, 'ស្រីនីថាគាត់ចង់ញ៉ាំក្តាមកែបណាស់'],
    [4005, 'សុភា តើអ្នកទំនេរថ្ងៃអាទិត្យទេ? ចេញម៉ោង៦ព្រឹក'],
  ]),
  own: new Map([
    [4002, 'ទៅៗ! 🦀'],
    [4004, 'ក្តាមកែបឆ្ងាញ់ណាស់'],
  ]),
  participants: ['Dara', 'ស្រីនី'],
};

/** Noy, Vientiane, the morning market with Som and Khamla. */
const NOY: Scene = {
  persona: 'ນ້ອຍ',
  others: new Map([
    [4001, 'ມື້ອື່ນໄປຕະຫຼາດເຊົ້າບໍ່? ຂ້ອຍຢາກຊື້ຜ້າສິ້ນ'],
    [4003, 'Khamla ບອກວ່າຮ້ານເຝີຢູ່ໃກ້ຕະຫຼາດແຊບຫຼາຍ'],
    [4005, 'ນ້ອຍ ມື້ອື່ນເຈົ້າວ່າງຈັກໂມງ?'],
  ]),
  own: new Map([
    [4002, 'ໄປໆ'],
    [4004, 'ແຊບແທ້'],
  ]),
  participants: ['ສົມ', 'Khamla'],
};

/** Thiri, abroad, flying home to Yangon for Thingyan; Ko Zaw offers a lift. */
const THIRI: Scene = {
  persona: 'သီရိ',
  others: new Map([
    [4001, 'သင်္ကြန်မှာ ရန်ကုန်ပြန်လာမလား? ရေပက်ကြမယ်'],
    [4003, 'မမြက မုန့်လုံးရေပေါ် လုပ်မယ်တဲ့'],
    [4005, 'သီရိ ဘယ်နေ့ ပြန်ရောက်မှာလဲ? လေဆိပ်လာကြိုမယ်'],
  ]),
  own: new Map([
    [4002, 'ပြန်လာမယ်! 💦'],
    [4004, 'စားချင်လိုက်တာ'],
  ]),
  participants: ['Ko Zaw', 'မမြ'],
};

/** Ligaya, Quezon City, a barkada group planning Migs's farewell. */
const LIGAYA: Scene = {
  persona: 'Ligaya',
  others: new Map([
    [4001, 'Guys, sa Sabado na yung despedida ni Migs sa Tomas Morato!'],
    [4003, 'Ano dadalhin natin? Cake o lechon belly? Ako na sa drinks'],
    [4005, 'Ligaya sama ka ba? Anong oras ka makakarating?'],
  ]),
  own: new Map([
    [4002, 'Uy grabe, aalis ka na pala Migs 😭'],
    [4004, 'Lechon belly syempre hahaha'],
  ]),
  participants: ['Bea', 'Migs'],
};

/** The same group when Migs asks Bea to buy ice. */
const LIGAYA_ASIDE: Scene = {
  ...LIGAYA,
  others: new Map([
    [4001, 'Guys, sa Sabado na yung despedida ni Migs sa Tomas Morato!'],
    [4003, 'Ako na sa drinks ha'],
    [4005, 'Bea ikaw na bumili ng yelo ha, tatlong supot'],
  ]),
};

export const ASIA: CorpusEntry[] = [
  {
    // Gemini 2.5 Flash in a group, not addressed: a private note only.
    ...SARNAI,
    others: new Map([
      [4001, 'Маргааш Тэрэлж рүү явах уу? Машинд хоёр суудал үлдсэн'],
      [4003, 'Би хуушуур хийнэ ээ'],
      [4005, 'Оюун, чи хэдэн хуушуур хийх вэ? Би гурилаа авчихъя'],
    ]),
    name: 'mn group: a private note only, when not addressed',
    chat: 'group',
    answer: '# «think»\nОюунд хандсан асуулт, надад хамаагүй.',
    expect: [],
  },
  {
    // Gemini 3 Flash: Khmer writes quotations in guillemets too, here mid-line.
    ...SOPHEA,
    name: 'km: a quotation in guillemets mid-line',
    answer: '# «send»\nDara ថា «ចេញម៉ោង៦» មែនទេ? ខ្ញុំនឹងរង់ចាំ',
    expect: [{ type: 'send', text: 'Dara ថា «ចេញម៉ោង៦» មែនទេ? ខ្ញុំនឹងរង់ចាំ' }],
  },
  {
    // Gemini 2.5 Flash: a direct message, then the laughing duck sticker.
    ...LIGAYA,
    name: 'tl: a message and a sticker in a direct chat',
    answer: '# «send»\nHala sige, kita tayo dun!\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [
      { type: 'send', text: 'Hala sige, kita tayo dun!' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    // Gemini 2.5 Flash: two short messages in Mongolian.
    ...SARNAI,
    name: 'mn: two short messages',
    answer: '# «send»\nӨглөө 8 цагт гарч чадна\n\n# «send»\nБи цай, ааруул авчирна 😄',
    expect: [
      { type: 'send', text: 'Өглөө 8 цагт гарч чадна' },
      { type: 'send', text: 'Би цай, ааруул авчирна 😄' },
    ],
  },
  {
    // Gemini 2.5 Flash: a speaker label with the name in Latin letters, and the Cyrillic name
    // signed under the message — two wrappers in one body.
    ...SARNAI,
    name: 'mn: a Latin label and a Cyrillic signature around one message',
    answer: '# «send»\nSarnai: 8 цагт бэлэн байна\n— Сарнай',
    expect: [{ type: 'send', text: '8 цагт бэлэн байна' }],
  },
  {
    // Gemini 3 Flash: Mongolian writes quotations in guillemets inside a real message.
    ...SARNAI,
    name: 'mn: a quotation in guillemets inside a message',
    answer: '# «send»\nБат «Тэрэлжид цас орсон» гэж хэлсэн, дулаан хувцас аваарай',
    expect: [{ type: 'send', text: 'Бат «Тэрэлжид цас орсон» гэж хэлсэн, дулаан хувцас аваарай' }],
  },
  {
    // Qwen2.5 translating the heading name into Mongolian; the only block.
    ...SARNAI,
    name: 'mn: the heading name in Mongolian, the only block',
    answer: '# «илгээх»\nЗа, 8 цагт уулзъя',
    expect: [{ type: 'send', text: 'За, 8 цагт уулзъя' }],
  },
  {
    // Gemini 2.5 Flash: a reasoning line labelled in Mongolian ("Бодол:", "thought:") inside
    // the body (not one of the listed languages; a careful operator would want it gone).
    ...SARNAI,
    name: 'mn: a thought line labelled in Mongolian before the message',
    answer: '# «send»\nБодол: тэр цагийг л асууж байна, товчхон хариулъя.\n8 цагт бэлэн!',
    expect: [{ type: 'send', text: '8 цагт бэлэн!' }],
  },
  {
    // A local Llama: key lines in the body, the reply id to the older message.
    ...SARNAI,
    name: 'mn: text and reply_to key lines',
    answer: '# «send»\ntext: Тэрэлж явахдаа би бас явна!\nreply_to: 4001',
    expect: [{ type: 'send', text: 'Тэрэлж явахдаа би бас явна!', replyTo: 4001 }],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: the persona narrated as keeping quiet.
    ...SARNAI,
    others: new Map([
      [4001, 'Маргааш Тэрэлж рүү явах уу? Машинд хоёр суудал үлдсэн'],
      [4003, 'Би хуушуур хийнэ ээ'],
      [4005, 'Оюун, хуушуурын мах хангалттай юу? Би дэлгүүр орж болно'],
    ]),
    name: 'mn group: the persona narrated as keeping quiet',
    chat: 'group',
    answer: '# «send»\n*Сарнай чимээгүй сууж байна*',
    expect: [],
  },
  {
    // Gemini 2.5 Flash: one message in Khmer.
    ...SOPHEA,
    name: 'km: a short yes in Khmer',
    answer: '# «send»\nទំនេរ! ម៉ោង៦ព្រឹកអត់អីទេ 😊',
    expect: [{ type: 'send', text: 'ទំនេរ! ម៉ោង៦ព្រឹកអត់អីទេ 😊' }],
  },
  {
    // SeaLLM: a speaker label ending in the Khmer colon sign.
    ...SOPHEA,
    name: 'km: a speaker label with the Khmer colon',
    answer: '# «send»\nសុភា៖ ចាស ខ្ញុំទៅ! ចាំខ្ញុំនៅមុខផ្ទះ',
    expect: [{ type: 'send', text: 'ចាស ខ្ញុំទៅ! ចាំខ្ញុំនៅមុខផ្ទះ' }],
  },
  {
    // Gemini 2.5 Pro at MAX_TOKENS: a reaction, then a message cut mid-sentence.
    ...SOPHEA,
    name: 'km: a reaction and a message cut at the output limit',
    truncated: true,
    answer: '# «react»\n🔥\n\n# «send»\nចាស ខ្ញុំទៅ ប៉ុន្តែខ្ញុំត្រូវ',
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
    withheld: ['truncated'],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: "[not answering]" in Khmer.
    ...SOPHEA,
    others: new Map([
      [4001, 'ថ្ងៃអាទិត្យនេះទៅលេងកែបទេ? ខ្ញុំអាចបើកឡានបាន'],
      [4003, 'ខ្ញុំចង់ញ៉ាំក្តាម'],
      [4005, 'ស្រីនី ចង់ញ៉ាំក្តាមប៉ុន្មានគីឡូ?'],
    ]),
    name: 'km group: a bracketed "not answering"',
    chat: 'group',
    answer: '# «send»\n[មិនឆ្លើយ]',
    expect: [],
  },
  {
    // Gemini 3 Flash: one message in Lao.
    ...NOY,
    name: 'lo: a short answer in Lao',
    answer: '# «send»\nວ່າງຕັ້ງແຕ່ 9 ໂມງເດີ້ 😊',
    expect: [{ type: 'send', text: 'ວ່າງຕັ້ງແຕ່ 9 ໂມງເດີ້ 😊' }],
  },
  {
    // Gemini 2.5 Flash: an address in Lao ("to Som") on the heading line, the message below.
    ...NOY,
    name: 'lo: an address in Lao on the heading line',
    answer: '# «send» ເຖິງ ສົມ\nວ່າງ 9 ໂມງ ໄປນຳກັນເດີ້',
    expect: [{ type: 'send', text: 'ວ່າງ 9 ໂມງ ໄປນຳກັນເດີ້' }],
  },
  {
    // Gemini 2.5 Pro: a rule, then an italic English translation of the message.
    ...NOY,
    name: 'lo: an English translation after a rule',
    answer: "# «send»\nວ່າງ 9 ໂມງເດີ້\n\n---\n*Translation: I'm free from 9 o'clock*",
    expect: [{ type: 'send', text: 'ວ່າງ 9 ໂມງເດີ້' }],
  },
  {
    // Gemini 2.5 Flash: a date in Burmese numerals and thanks to the friend by name.
    ...THIRI,
    name: 'my: a date in Burmese numerals and thanks',
    answer: '# «send»\nဧပြီ ၁၂ ရက်နေ့ ညနေ ရောက်မယ် ✈️\n\n# «send»\nကျေးဇူးနော် Ko Zaw 🙏',
    expect: [
      { type: 'send', text: 'ဧပြီ ၁၂ ရက်နေ့ ညနေ ရောက်မယ် ✈️' },
      { type: 'send', text: 'ကျေးဇူးနော် Ko Zaw 🙏' },
    ],
  },
  {
    // Gemini 2.5 Flash: a note on the numerals for the reader, then the name in Latin letters as
    // a signature — two slips after one message.
    ...THIRI,
    name: 'my: a note line and a Latin signature after the message',
    answer: '# «send»\n၁၂ ရက်နေ့ ညနေ ၆ နာရီ ရောက်မယ်\nNote: Burmese numerals used for the date.\n~ Thiri',
    expect: [{ type: 'send', text: '၁၂ ရက်နေ့ ညနေ ၆ နာရီ ရောက်မယ်' }],
  },
  {
    // Gemini 2.5 Flash: the transcript header and his message copied into a block, then the
    // answer in its own block.
    ...THIRI,
    name: 'my: the transcript header echoed in a block of its own',
    answer: '# «send»\n⟦#4005 Ko Zaw⟧ သီရိ ဘယ်နေ့ ပြန်ရောက်မှာလဲ? လေဆိပ်လာကြိုမယ်\n\n# «send»\n၁၂ ရက်နေ့ ရောက်မယ်နော်',
    expect: [{ type: 'send', text: '၁၂ ရက်နေ့ ရောက်မယ်နော်' }],
    withheld: ['echo'],
  },
  {
    // Gemini 2.5 Flash in a group, called out: Taglish, two messages.
    ...LIGAYA,
    name: 'tl group: two messages in Taglish',
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nSama ako! Mga 7pm andun na ako\n\n# «send»\nAko na sa cake, may kakilala akong baker 🎂',
    expect: [
      { type: 'send', text: 'Sama ako! Mga 7pm andun na ako', replyTo: 4005 },
      { type: 'send', text: 'Ako na sa cake, may kakilala akong baker 🎂' },
    ],
  },
  {
    // Gemini 2.5 Flash: an offer to make the answer more casual, in Tagalog.
    ...LIGAYA,
    name: 'tl group: an offer in Tagalog to redo it more casually',
    chat: 'group',
    callout: true,
    answer: '# «send»\nOo naman, 7 ako dating!\n\nGusto mo bang gawin kong mas casual?',
    expect: [{ type: 'send', text: 'Oo naman, 7 ako dating!', replyTo: 4005 }],
  },
  {
    // Gemini 3 Flash: a sticker narrated in Tagalog.
    ...LIGAYA,
    name: 'tl group: a sticker narrated in Tagalog',
    chat: 'group',
    callout: true,
    answer: '# «send»\n*nagpadala ng sticker 😂*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 }],
  },
  {
    // Gemini 2.5 Flash: a real message ending in a bracketed "just kidding".
    ...LIGAYA,
    name: 'tl group: a joke closed by a bracketed "just kidding"',
    chat: 'group',
    callout: true,
    answer: "# «send»\nSige! Basta Migs, wag mong kakalimutan yung utang mo sa'kin 😂 (joke lang)",
    expect: [
      {
        type: 'send',
        text: "Sige! Basta Migs, wag mong kakalimutan yung utang mo sa'kin 😂 (joke lang)",
        replyTo: 4005,
      },
    ],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: the persona narrated as not answering.
    ...LIGAYA_ASIDE,
    name: 'tl group: the persona narrated as not answering',
    chat: 'group',
    answer: '# «send»\n(hindi sasagot si Ligaya)',
    expect: [],
  },
  {
    // Gemini 2.5 Flash: a Tagalog lead-in naming the persona's reply opening the body.
    ...LIGAYA,
    name: "tl group: a lead-in naming Ligaya's reply opening the body",
    chat: 'group',
    callout: true,
    answer: '# «send»\nIto yung reply ni Ligaya:\nG ako! 7pm',
    expect: [{ type: 'send', text: 'G ako! 7pm', replyTo: 4005 }],
  },
  {
    // Gemini 2.5 Flash: a reaction to the farewell news and a memory of the date.
    ...LIGAYA,
    name: 'tl group: a reaction and a memory, no words',
    chat: 'group',
    answer: '# «react» 4001\n😢\n\n# «remember»\nMigs leaves after his farewell on Saturday at Tomas Morato.',
    expect: [{ type: 'react', emoji: '😢', messageId: 4001 }, { type: 'remember' }],
  },
];
