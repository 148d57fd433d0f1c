/**
 * Set 85, meant messages (second half): a neighbour described, a baby's news, a mother after an
 * operation, a drummer's bio, a friend's words passed on, a family party told as gossip.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ELIF, inChat, KASIA, MISAKI, SAM, SANNE } from './answers-85-cast.js';

export const MEANT_85_B: readonly CorpusEntry[] = [
  inChat(KASIA, {
    name: 'set85: Polish description of the new neighbour, no I or you',
    answer: `# «send» 4003
Wysoki, rudy, broda jak u drwala. Ma psa, jamnika o imieniu Pan Kleks 😂

Pracuje chyba zdalnie, bo cały dzień słychać, jak gada po angielsku na callach.`,
    expect: [
      {
        type: 'send',
        text: 'Wysoki, rudy, broda jak u drwala. Ma psa, jamnika o imieniu Pan Kleks 😂\n\nPracuje chyba zdalnie, bo cały dzień słychać, jak gada po angielsku na callach.',
        replyTo: 4003,
      },
    ],
  }),
  inChat(KASIA, {
    name: "set85: Polish news of the sister's baby, the family's mood told",
    answer: `# «send»
Urodziła! W niedzielę o 4 rano. Zosia, 3200 g, 54 cm 🥹

# «send»
Mama od trzech dni chodzi nad ziemią, a szwagier śpi na stojąco. Marta (siostra) podobno już pyta, kiedy może wrócić na siłownię 😂`,
    expect: [
      { type: 'send', text: 'Urodziła! W niedzielę o 4 rano. Zosia, 3200 g, 54 cm 🥹' },
      {
        type: 'send',
        text: 'Mama od trzech dni chodzi nad ziemią, a szwagier śpi na stojąco. Marta (siostra) podobno już pyta, kiedy może wrócić na siłownię 😂',
      },
    ],
  }),
  inChat(KASIA, {
    name: 'set85: Polish, a party popper on the question, then the neighbour compared to an actor',
    answer: `# «react» 4005
🎉

# «send» 4001
A sąsiad? Wygląda jak młodszy brat Ede Sheerana, tylko smutniejszy. Pani Halinka z parteru już go adoptowała, nosi mu pierogi.`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      {
        type: 'send',
        text: 'A sąsiad? Wygląda jak młodszy brat Ede Sheerana, tylko smutniejszy. Pani Halinka z parteru już go adoptowała, nosi mu pierogi.',
        replyTo: 4001,
      },
    ],
  }),
  inChat(MISAKI, {
    name: "set85: Japanese news of the mother's recovery, no subject pronouns",
    answer: `# «send» 4001
母、今日からもう歩く練習してる！先生もびっくりしてた笑

食欲もあって、病院のご飯がまずいって文句言ってるから大丈夫そう`,
    expect: [
      {
        type: 'send',
        text: '母、今日からもう歩く練習してる！先生もびっくりしてた笑\n\n食欲もあって、病院のご飯がまずいって文句言ってるから大丈夫そう',
        replyTo: 4001,
      },
    ],
  }),
  inChat(MISAKI, {
    name: "set85: Japanese gossip about a colleague's secret girlfriend in two messages",
    answer: `# «send»
健太くん、ついに彼女できたらしい。しかも同じ部署の先輩。

# «send»
本人は隠してるつもりだけど、お揃いのキーホルダー付けてるからみんな知ってる笑
課長まで気づいてた`,
    expect: [
      { type: 'send', text: '健太くん、ついに彼女できたらしい。しかも同じ部署の先輩。' },
      {
        type: 'send',
        text: '本人は隠してるつもりだけど、お揃いのキーホルダー付けてるからみんな知ってる笑\n課長まで気づいてた',
      },
    ],
  }),
  inChat(MISAKI, {
    name: 'set85: Japanese, visiting hours and the mother pleased, then a sticker',
    answer: `# «send» 4003
お見舞いは土日ならいつでも大丈夫！母も絶対喜ぶ。ゆかちゃんのこと、小学生の頃から好きだったし

# «sticker»
HeidiDuck
👋`,
    expect: [
      {
        type: 'send',
        text: 'お見舞いは土日ならいつでも大丈夫！母も絶対喜ぶ。ゆかちゃんのこと、小学生の頃から好きだったし',
        replyTo: 4003,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  inChat(SAM, {
    name: "set85: English bio of the band's drummer for a poster, three lines",
    answer: `# «send» 4003
Dev Mistry hits things for a living.
Leicester-born ex-line-chef, he swapped knives for sticks in 2019 and never looked back.
Still cooks for the band. Still won't shut up about Rumours.`,
    expect: [
      {
        type: 'send',
        text: "Dev Mistry hits things for a living.\nLeicester-born ex-line-chef, he swapped knives for sticks in 2019 and never looked back.\nStill cooks for the band. Still won't shut up about Rumours.",
        replyTo: 4003,
      },
    ],
  }),
  inChat(SAM, {
    name: "set85: English, Nan's ninetieth told with no I or you",
    answer: `# «send»
Ninety and still the last one on the dance floor. Tom Jones, twice. Uncle Pete had to sit down before she did 😂

# «send»
Three cakes, a card from the King, and a new boyfriend from the care home called Reg. Reg is 84. Mum is not coping.`,
    expect: [
      {
        type: 'send',
        text: 'Ninety and still the last one on the dance floor. Tom Jones, twice. Uncle Pete had to sit down before she did 😂',
      },
      {
        type: 'send',
        text: 'Three cakes, a card from the King, and a new boyfriend from the care home called Reg. Reg is 84. Mum is not coping.',
      },
    ],
  }),
  inChat(SAM, {
    name: "set85: English, a note from Mum passed on in quotes, signed with Mum's name",
    answer: `# «send»
Mum's message to everyone, pasting it here since you're not on the family group:

"Thank you all for making Nan's day so special. Leftover cake is in the freezer, first come first served. Photos on the shared drive by Sunday.
— Linda"`,
    expect: [
      {
        type: 'send',
        text: "Mum's message to everyone, pasting it here since you're not on the family group:\n\n\"Thank you all for making Nan's day so special. Leftover cake is in the freezer, first come first served. Photos on the shared drive by Sunday.\n— Linda\"",
      },
    ],
  }),
  inChat(ELIF, {
    name: "set85: Turkish, the friend's exact words passed on as asked, in quotation marks",
    answer: `# «send»
Aynen şöyle dedi:

"Kızgın değilim, sadece biraz kırıldım. Doğum günümü unutması değil mesele, iki hafta özür dilememesi."`,
    expect: [
      {
        type: 'send',
        text: 'Aynen şöyle dedi:\n\n"Kızgın değilim, sadece biraz kırıldım. Doğum günümü unutması değil mesele, iki hafta özür dilememesi."',
      },
    ],
  }),
  inChat(ELIF, {
    name: "set85: Turkish, the friend's mood at the café described, then a second message",
    answer: `# «send» 4003
Burak biraz durgundu ama kötü değildi. Kahve içtik, bir saat konuştuk, sonunda güldü bile.

# «send»
Cumartesi maça gelecekmiş. Fırsat bu 😉`,
    expect: [
      {
        type: 'send',
        text: 'Burak biraz durgundu ama kötü değildi. Kahve içtik, bir saat konuştuk, sonunda güldü bile.',
        replyTo: 4003,
      },
      { type: 'send', text: 'Cumartesi maça gelecekmiş. Fırsat bu 😉' },
    ],
  }),
  inChat(ELIF, {
    name: 'set85: Turkish, what the friend wants and is waiting for, told as news in a list',
    answer: `# «send»
Özetle Burak'ın beklediği:
1. Düzgün bir özür, mesajla değil yüz yüze
2. Bir daha doğum günü unutulmayacak 😅
3. Geçen ay ödünç aldığı kulaklık geri gelecek`,
    expect: [
      {
        type: 'send',
        text: "Özetle Burak'ın beklediği:\n1. Düzgün bir özür, mesajla değil yüz yüze\n2. Bir daha doğum günü unutulmayacak 😅\n3. Geçen ay ödünç aldığı kulaklık geri gelecek",
      },
    ],
  }),
  inChat(SANNE, {
    name: "set85: Dutch story of the grandfather's speech, no I or you",
    answer: `# «send» 4001
Opa heeft een speech gehouden van twintig minuten. Over de oorlog, over oma, over zijn eerste fiets. Iedereen in tranen, de ober ook.`,
    expect: [
      {
        type: 'send',
        text: 'Opa heeft een speech gehouden van twintig minuten. Over de oorlog, over oma, over zijn eerste fiets. Iedereen in tranen, de ober ook.',
        replyTo: 4001,
      },
    ],
  }),
  inChat(SANNE, {
    name: "set85: Dutch, the aunt and the cousin's boyfriend described in two messages",
    answer: `# «send»
Tante Ria was er, natuurlijk. Met haar nieuwe hoed en haar oude meningen 😂

# «send»
Lottes nieuwe vriend heet Bram. Lang, stil, werkt bij een bank. Heeft de hele avond met opa over schaken gepraat, dus opa is fan.`,
    expect: [
      { type: 'send', text: 'Tante Ria was er, natuurlijk. Met haar nieuwe hoed en haar oude meningen 😂' },
      {
        type: 'send',
        text: 'Lottes nieuwe vriend heet Bram. Lang, stil, werkt bij een bank. Heeft de hele avond met opa over schaken gepraat, dus opa is fan.',
      },
    ],
  }),
  inChat(SANNE, {
    name: "set85: Dutch, the family's verdict on the boyfriend as a short list of names",
    answer: `# «send»
Oordeel van de familie over Bram:
Opa: "degelijke jongen"
Tante Ria: "te stil, verdacht"
Mama: "mooie schoenen"
Lotte: 😍`,
    expect: [
      {
        type: 'send',
        text: 'Oordeel van de familie over Bram:\nOpa: "degelijke jongen"\nTante Ria: "te stil, verdacht"\nMama: "mooie schoenen"\nLotte: 😍',
      },
    ],
  }),
  inChat(SANNE, {
    name: 'set85: Dutch, a sleepy sticker after a line on how the evening ended',
    answer: `# «send»
Om half twee thuis. Opa was de laatste die wegging, met een fles jenever onder zijn arm.

# «sticker»
HeidiDuck
😴`,
    expect: [
      {
        type: 'send',
        text: 'Om half twee thuis. Opa was de laatste die wegging, met een fles jenever onder zijn arm.',
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
];
