/**
 * Set 116, Defne in Istanbul (Gemini 3 Flash), in Turkish: with her sister Ece about the bayram,
 * and in her office group about lunch in Kadıköy. Lines of her own that join two sentences,
 * beside notes glued to the message on the same line.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bayram, lunch } from './answers-116-cast.js';

export const DEFNE_116: readonly CorpusEntry[] = [
  // Gemini 3 Flash: two messages, the second joining how their mother feels and a lower-case question.
  {
    name: 'set116: Defne gives her flight, then news of their mother and a question',
    ...bayram,
    answer: `# «send»
Perşembe akşamı uçağım var, biletimi dün aldım ✈️

# «send»
Annem Kerem gelmiyor diye biraz bozuldu bence. sen ona söyledin mi?`,
    expect: [
      { type: 'send', text: 'Perşembe akşamı uçağım var, biletimi dün aldım ✈️' },
      { type: 'send', text: 'Annem Kerem gelmiyor diye biraz bozuldu bence. sen ona söyledin mi?' },
    ],
  },
  // Gemini 3 Flash: a message opening with the sister's name and no comma, advice after the answer.
  {
    name: "set116: Defne opens with Ece's name without a comma",
    ...bayram,
    answer: `# «send»
Ben perşembe 19:40 uçağıyla geliyorum

# «send»
Ece sen de perşembe gel bence, cuma trafik berbat olur`,
    expect: [
      { type: 'send', text: 'Ben perşembe 19:40 uçağıyla geliyorum' },
      { type: 'send', text: 'Ece sen de perşembe gel bence, cuma trafik berbat olur' },
    ],
  },
  // Gemini 3 Flash: an English reading of the sister glued before the message with no space.
  {
    name: 'set116: Defne reassures, a reading of Ece glued before the words',
    ...bayram,
    answer: `# «send»
She's stressed about Mom's calls, reassure first.Merak etme, perşembe akşamı oradayım 🙂`,
    expect: [{ type: 'send', text: 'Merak etme, perşembe akşamı oradayım 🙂' }],
  },
  // Gemini 3 Flash: its answering order in Turkish after the message's full stop.
  {
    name: 'set116: Defne has the ticket, a Turkish answering order after the full stop',
    ...bayram,
    answer: `# «send»
Bileti aldım, perşembe akşamı geliyorum. Önce bilet sorusunu cevaplayıp sonra Kerem'i soracağım.

# «send»
Kerem'e de selam söyle`,
    expect: [
      { type: 'send', text: 'Bileti aldım, perşembe akşamı geliyorum.' },
      { type: 'send', text: "Kerem'e de selam söyle" },
    ],
  },
  // Gemini 3 Flash: a bracketed English length note glued to the emoji with no space.
  {
    name: 'set116: Defne gives the time, a bracketed length note after the emoji',
    ...bayram,
    answer: `# «send»
Aldım aldım, perşembe 19:40 🛫(kept it brief, she just wants the date)`,
    expect: [{ type: 'send', text: 'Aldım aldım, perşembe 19:40 🛫' }],
  },
  // Gemini 3 Flash: a group answer, then a remark about a colleague and advice to Mert in one line.
  {
    name: 'set116: Defne is in for lunch, then a remark about Selin and advice to Mert',
    ...lunch,
    answer: `# «send»
Ben varım! 12:30 gibi çıkarız

# «send»
Selin slaytlara gömülmüş durumda, Mert ona bir dürüm getirsen iyi olur 😄`,
    expect: [
      { type: 'send', text: 'Ben varım! 12:30 gibi çıkarız', replyTo: 4005 },
      { type: 'send', text: 'Selin slaytlara gömülmüş durumda, Mert ona bir dürüm getirsen iyi olur 😄' },
    ],
  },
  // Gemini 3 Flash: a plan then a joke, the joke in lower case after a full stop.
  {
    name: 'set116: Defne sets a meeting time, then a lower-case joke about Burak',
    ...lunch,
    answer: `# «send»
12:30'da aşağıda buluşalım. hesabı Burak öder, sunumu 10'a o aldı sonuçta 😂`,
    expect: [
      {
        type: 'send',
        text: "12:30'da aşağıda buluşalım. hesabı Burak öder, sunumu 10'a o aldı sonuçta 😂",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a Turkish label naming whom it answers and how, before a colon.
  {
    name: 'set116: Defne is in, a Turkish label before a colon',
    ...lunch,
    answer: `# «send»
Mert'e cevap, samimi ve kısa: Ben de geliyorum, bana da yer ayırın`,
    expect: [{ type: 'send', text: 'Ben de geliyorum, bana da yer ayırın', replyTo: 4005 }],
  },
  // Gemini 3 Flash: an English appraisal glued to the emoji with no space.
  {
    name: 'set116: Defne is in, an appraisal glued to the emoji',
    ...lunch,
    answer: `# «send»
Ben varım! 🐟This matches the group's casual vibe.`,
    expect: [{ type: 'send', text: 'Ben varım! 🐟', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a sticker, then a reply to Selin opening with her name and no comma.
  {
    name: 'set116: Defne sends a sticker, then offers Selin help',
    ...lunch,
    answer: `# «sticker»
HeidiDuck
😂

# «send» 4003
Selin yardım lazımsa öğlene kadar slaytlara bakabilirim`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂', replyTo: 4005 },
      { type: 'send', text: 'Selin yardım lazımsa öğlene kadar slaytlara bakabilirim', replyTo: 4003 },
    ],
  },
];
