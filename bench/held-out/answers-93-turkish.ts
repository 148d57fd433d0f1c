/**
 * Set 93, Elif with her friend Zeynep (Turkish): ordinary answers about the boss, the future
 * mother-in-law, Elif's mother and the engagement plans, and answers with one line of the
 * model's reading of Zeynep or plan for the turn.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { boss, engagement } from './answers-93-cast.js';

export const TURKISH_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: gossip about the boss in the third person, recalling what Zeynep once told.
  {
    name: 'set93: Elif says Kerem Bey did the same to Selin',
    ...boss,
    answer: `# «send»
Sakın gönderme, en azından bu gece değil

# «send»
Kerem Bey'in geçen sene de Selin'e aynısını yaptığını sen anlatmıştın. Adam kendi hatasını hep başkasına yıkıyor`,
    expect: [
      { type: 'send', text: 'Sakın gönderme, en azından bu gece değil' },
      {
        type: 'send',
        text: "Kerem Bey'in geçen sene de Selin'e aynısını yaptığını sen anlatmıştın. Adam kendi hatasını hep başkasına yıkıyor",
      },
    ],
  },
  // Gemini 3 Flash: a reply to the older message, then "asıl önemli olan…" addressed to the friend.
  {
    name: 'set93: Elif asks for the email and says the main thing is staying calm',
    ...boss,
    answer: `# «send» 4003
Rakamları onun verdiğine dair mail var mı? Varsa sakla

# «send»
Asıl önemli olan şu an sakin kalman. Mektubu yarın sabah bir daha oku, hâlâ göndermek istiyorsan ben de arkandayım`,
    expect: [
      { type: 'send', text: 'Rakamları onun verdiğine dair mail var mı? Varsa sakla', replyTo: 4003 },
      {
        type: 'send',
        text: 'Asıl önemli olan şu an sakin kalman. Mektubu yarın sabah bir daha oku, hâlâ göndermek istiyorsan ben de arkandayım',
      },
    ],
  },
  // Gemini 2.5 Flash: a yes, then the future mother-in-law's feelings read aloud to the bride.
  {
    name: "set93: Elif says yes and reads Emre's mother kindly",
    ...engagement,
    answer: `# «send»
Olurum tabii!!! 🥹💃

# «send»
Emre'nin annesi de aslında iyi niyetli bence, sadece tek oğlu, her şeye karışmak istiyor. Salonu beraber gezmeyi teklif et, belki yumuşar`,
    expect: [
      { type: 'send', text: 'Olurum tabii!!! 🥹💃' },
      {
        type: 'send',
        text: "Emre'nin annesi de aslında iyi niyetli bence, sadece tek oğlu, her şeye karışmak istiyor. Salonu beraber gezmeyi teklif et, belki yumuşar",
      },
    ],
  },
  // Gemini 3 Flash: the plan the two are making, as bullets under "planımız şöyle".
  {
    name: 'set93: Elif sums up the engagement plan in bullets',
    ...engagement,
    answer: `# «send»
O zaman planımız şöyle:
• cumartesi salonlara bakıyoruz, ben de geliyorum
• elbise için pazar Kemeraltı
• kına listesini haftaya yaparız

# «send»
14 Haziran'ı takvime yazdım bile 📅`,
    expect: [
      {
        type: 'send',
        text: 'O zaman planımız şöyle:\n• cumartesi salonlara bakıyoruz, ben de geliyorum\n• elbise için pazar Kemeraltı\n• kına listesini haftaya yaparız',
      },
      { type: 'send', text: "14 Haziran'ı takvime yazdım bile 📅" },
    ],
  },
  // Gemini 2.5 Flash: an angry reaction, then her mother's story with a headmaster and how she felt.
  {
    name: "set93: Elif reacts and tells her mother's story of a bad headmaster",
    ...boss,
    answer: `# «react» 4001
😡

# «send»
Annem de ilk okulunda böyle bir müdürle çalışmış, o da her gün istifayı düşünüyormuş. Sonunda tayin istedi ve çok rahatladı

# «send»
Yani gitmek ayıp değil, ama önce arkanı sağlama al`,
    expect: [
      { type: 'react', emoji: '😡', messageId: 4001 },
      {
        type: 'send',
        text: 'Annem de ilk okulunda böyle bir müdürle çalışmış, o da her gün istifayı düşünüyormuş. Sonunda tayin istedi ve çok rahatladı',
      },
      { type: 'send', text: 'Yani gitmek ayıp değil, ama önce arkanı sağlama al' },
    ],
  },
  // Gemini 3 Flash: a "Ruh hali:" line reading the friend under the message's first line.
  {
    name: "set93: Elif's yes followed by a 'mood:' line about Zeynep",
    ...engagement,
    answer: `# «send»
Olurum tabii ki! 🥹
Ruh hali: çok heyecanlı ama kayınvalide konusunda gergin.

# «send»
Salon konusunu da konuşalım, kadına nazikçe ama net söylemen lazım`,
    expect: [
      { type: 'send', text: 'Olurum tabii ki! 🥹' },
      { type: 'send', text: 'Salon konusunu da konuşalım, kadına nazikçe ama net söylemen lazım' },
    ],
  },
  // Gemini 2.5 Flash: the friend read by pronoun, glued before the message on the same line.
  {
    name: "set93: Elif's 'she is hurt and about to decide in haste' glued to her answer",
    ...boss,
    answer: `# «send»
O çok kırılmış ve öfkeli, aceleyle karar vermek üzere. Zeynep, bu gece gönderme. Uyu, sabah konuşalım`,
    expect: [{ type: 'send', text: 'Zeynep, bu gece gönderme. Uyu, sabah konuşalım' }],
  },
  // Gemini 3 Flash: what the answer should do, sent as the last block.
  {
    name: "set93: Elif's answer followed by a 'the answer should calm her' block",
    ...boss,
    answer: `# «send»
Ne kadar haklı olsan da istifayı öfkeyle verme

# «send»
Yarın öğlen kahve içelim mi? Her şeyi baştan anlat

# «send»
Cevap onu sakinleştirmeli ama haklılığını da teslim etmeli.`,
    expect: [
      { type: 'send', text: 'Ne kadar haklı olsan da istifayı öfkeyle verme' },
      { type: 'send', text: 'Yarın öğlen kahve içelim mi? Her şeyi baştan anlat' },
    ],
  },
  // Gemini 2.5 Flash: which question to answer first and why, after a dash at the end of the line.
  {
    name: "set93: Elif's yes with 'answering the bridesmaid question first' after a dash",
    ...engagement,
    answer: `# «send»
Olurum!!! Tabii ki olurum 😭 — önce nedime sorusuna cevap vermek en doğrusu, en çok onu merak ediyor

# «send» 4003
Salonu da sen seçeceksin, nokta`,
    expect: [
      { type: 'send', text: 'Olurum!!! Tabii ki olurum 😭' },
      { type: 'send', text: 'Salonu da sen seçeceksin, nokta', replyTo: 4003 },
    ],
  },
  // Gemini 3 Flash: a recap of what Zeynep told, by name, opening the message.
  {
    name: "set93: Elif's comfort under a recap of Zeynep's day",
    ...boss,
    answer: `# «send»
Zeynep'in anlattığı: toplantıda Kerem Bey bağırmış, hatalı rakamları ona kendisi vermiş, şimdi istifa etmek istiyor.
Canım benim, önce bir nefes al

# «send»
Mektup dursun, kaçmıyor. Yarın beraber bakarız`,
    expect: [
      { type: 'send', text: 'Canım benim, önce bir nefes al' },
      { type: 'send', text: 'Mektup dursun, kaçmıyor. Yarın beraber bakarız' },
    ],
  },
];
