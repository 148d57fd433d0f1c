/**
 * Set 83, slips (2): labels, narration, translations, notes on the answer, reasoning about the
 * friend, signatures, echoes and a cut last block in Zeynep's, Aoi's, Bia's, Kasia's and
 * Giulia's chats, next to the shapes of their meant messages.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AOI_HARUKA, BIA_JULIA, GIULIA_MAMMA, KASIA_FLAT, ZEYNEP_CLASS } from './answers-83-cast.js';

const LETTER =
  '佐藤先生\nご無沙汰しております。山口はるかです。\n同窓会でお会いできるのを楽しみにしております。\n\n山口はるか';

export const SLIPS_83_B: readonly CorpusEntry[] = [
  // The persona's own name as a chat-log label opening the body, above a real roll-call.
  {
    ...ZEYNEP_CLASS,
    name: '83 zeynep her name as a label over the roll-call',
    answer: `# «send»
Zeynep: tamam dağıtıyorum 📐

Ece: zemin + peyzaj
Burak: cephe
Selin: çatı
Mert: kesitler
ben: plan çizimleri

perşembe 20:00 atölye`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'tamam dağıtıyorum 📐\n\nEce: zemin + peyzaj\nBurak: cephe\nSelin: çatı\nMert: kesitler\nben: plan çizimleri\n\nperşembe 20:00 atölye',
      },
    ],
  },
  // Gemini narrates the persona's act in brackets in the third person, in her language.
  {
    ...ZEYNEP_CLASS,
    name: '83 zeynep a bracketed line narrating what she is doing',
    answer: `# «send»
(Zeynep grubun görev dağılımı isteğine cevap veriyor)

tamam, plan çizimlerini ben alıyorum, gerisini akşam yazarım`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'tamam, plan çizimlerini ben alıyorum, gerisini akşam yazarım',
      },
    ],
  },
  // Two slips: the persona's name in kana as a label, and an English gloss in brackets.
  {
    ...AOI_HARUKA,
    name: '83 aoi a kana label and an English gloss of her message',
    answer: `# «send»
あおい：出欠まとめたよ！出席12人、欠席3人、未定1人です

(English: I've compiled the attendance! 12 attending, 3 absent, 1 undecided.)`,
    expect: [{ type: 'send', text: '出欠まとめたよ！出席12人、欠席3人、未定1人です' }],
  },
  // A note in English on how the drafted letter was written, under it.
  {
    ...AOI_HARUKA,
    name: '83 aoi a drafted letter, then a note on its politeness level',
    answer: `# «send»
こんな感じでどう？

${LETTER}

Note: The message uses polite keigo suitable for a former teacher and is signed with Haruka's full name.`,
    expect: [{ type: 'send', text: `こんな感じでどう？\n\n${LETTER}` }],
  },
  // The model's plan for the message, about the friend in the third person, in her language.
  {
    ...BIA_JULIA,
    name: '83 bia a line planning the answer, the friend in the third person',
    answer: `# «send»
Júlia quer ajuda pra responder o Rafael, então vou sugerir algo leve e divertido.

manda: "feira de manhã, cinema à tarde e preguiça à noite. e você?" 😌`,
    expect: [
      { type: 'send', text: 'manda: "feira de manhã, cinema à tarde e preguiça à noite. e você?" 😌' },
    ],
  },
  // A signature with the persona's name under a chat message.
  {
    ...BIA_JULIA,
    name: '83 bia a signed chat message',
    answer: `# «send»
tô no plantão, te respondo direito em 10 min, mas já adianto: veterinário é green flag 🐶💚

— Bia 💕`,
    expect: [
      {
        type: 'send',
        text: 'tô no plantão, te respondo direito em 10 min, mas já adianto: veterinário é green flag 🐶💚',
      },
    ],
  },
  // Gemini stopped at the output limit inside the second message.
  {
    ...KASIA_FLAT,
    name: '83 kasia the split, then a second message cut off',
    truncated: true,
    answer: `# «send»
Rozpiska za prąd: Kuba 124, Wiktor 124, ja 124, Ola 40 zł. Razem 412 ✔️

# «send»
A co do papieru toaletowego, to ostatnio kupowa`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Rozpiska za prąd: Kuba 124, Wiktor 124, ja 124, Ola 40 zł. Razem 412 ✔️',
      },
    ],
  },
  // The transcript's line of the message being answered, copied above the answer.
  {
    ...KASIA_FLAT,
    name: "83 kasia the member's message copied above her answer",
    answer: `# «send»
Wiktor: Kasia możesz rozpisać kto ile płaci? Ola była miesiąc w Lizbonie

Jasne: po 124 zł Kuba, Wiktor i ja, Ola 40 zł. Przelewy do niedzieli 🙏`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Jasne: po 124 zł Kuba, Wiktor i ja, Ola 40 zł. Przelewy do niedzieli 🙏',
      },
    ],
  },
  // Two slips: a lead-in before the first block, and the persona's smile narrated in brackets.
  {
    ...GIULIA_MAMMA,
    name: '83 giulia a lead-in before the block and a bracketed smile naming her',
    answer: `Ecco una risposta calorosa per la mamma:

# «send»
(Giulia sorride)
Marco è un amico, mamma! Cuoco, 31 anni, simpaticissimo. Che la zia si calmi 😄`,
    expect: [
      {
        type: 'send',
        text: 'Marco è un amico, mamma! Cuoco, 31 anni, simpaticissimo. Che la zia si calmi 😄',
      },
    ],
    withheld: ['outside-blocks'],
  },
  // A memory note to itself left at the end of the message instead of in a note block.
  {
    ...GIULIA_MAMMA,
    name: '83 giulia a note to self with facts to remember under the message',
    answer: `# «send»
Sì, viene anche Marco! Porta lui il pesce per la vigilia 🐟

Note to self: Marco = cuoco, 31 anni, di Bari. Mamma e zia Carla curiose. Ricordare per Natale.`,
    expect: [{ type: 'send', text: 'Sì, viene anche Marco! Porta lui il pesce per la vigilia 🐟' }],
  },
];
