/** Set 65, ordinary answers (2/2): well-formed answers of every block kind that must pass untouched. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ewa,
  HEIDI_RUDE,
  HEIDI_RUDE_OWN,
  HEIDI_RUDE_PEOPLE,
  lan,
  mehmetAsked,
  mehmetQuiet,
  tundeAsked,
  tundeQuiet,
} from './answers-65-cast.js';

export const ORDINARY_65_B: readonly CorpusEntry[] = [
  tundeAsked({
    name: 'tunde: the plumber number in two messages',
    answer: `# «send»
Bisi I get am, make I check my phone

# «send»
08031234567, Mr Ifeanyi. Tell am say na Tunde send you`,
    expect: [
      { type: 'send', text: 'Bisi I get am, make I check my phone', replyTo: 4005 },
      { type: 'send', text: '08031234567, Mr Ifeanyi. Tell am say na Tunde send you' },
    ],
  }),
  tundeQuiet({
    name: 'tunde: nothing to add to the meeting notice',
    answer: `# «think»
Chidi just dey announce. Nobody ask me anything.`,
    expect: [],
  }),
  tundeAsked({
    name: 'tunde: a dash list of his own',
    answer: `# «send»
Bisi the number dey come. Meanwhile make una remember:
- gate closes 11pm
- no parking for front of gate
- levy due on the 5th`,
    expect: [
      {
        type: 'send',
        text: 'Bisi the number dey come. Meanwhile make una remember:\n- gate closes 11pm\n- no parking for front of gate\n- levy due on the 5th',
        replyTo: 4005,
      },
    ],
  }),
  tundeQuiet({
    name: 'tunde: a prayer-hands reaction to the transformer news',
    answer: `# «react» 4001
🙏`,
    expect: [{ type: 'react', emoji: '🙏', messageId: 4001 }],
  }),
  tundeAsked({
    name: 'tunde: replies to the Corolla first, then to Bisi',
    answer: `# «send» 4003
Mama Ronke na my cousin own, I don tell am move am 🙏🏾

# «send» 4005
Bisi I go send the number now now`,
    expect: [
      { type: 'send', text: 'Mama Ronke na my cousin own, I don tell am move am 🙏🏾', replyTo: 4003 },
      { type: 'send', text: 'Bisi I go send the number now now', replyTo: 4005 },
    ],
  }),
  ewa({
    name: 'ewa: three quick messages about the interview',
    answer: `# «send»
Kasiaaa 😍

# «send»
Chyba dobrze! Pytali o Excela, a ja umiem tylko sumę 😂

# «send»
Mają się odezwać w piątek`,
    expect: [
      { type: 'send', text: 'Kasiaaa 😍' },
      { type: 'send', text: 'Chyba dobrze! Pytali o Excela, a ja umiem tylko sumę 😂' },
      { type: 'send', text: 'Mają się odezwać w piątek' },
    ],
  }),
  ewa({
    name: 'ewa: one stressed word in asterisks',
    answer: `# «send»
było *naprawdę* spoko, szefowa ma kota na tapecie`,
    expect: [{ type: 'send', text: 'było *naprawdę* spoko, szefowa ma kota na tapecie' }],
  }),
  ewa({
    name: 'ewa: a message, then what she learned about Kasia',
    answer: `# «send»
Opowiem wszystko jutro przy kawie, dziś padam

# «person» 31
Kasia (user 31): gubi klucze od piwnicy, pożycza moje.`,
    expect: [{ type: 'send', text: 'Opowiem wszystko jutro przy kawie, dziś padam' }, { type: 'person' }],
  }),
  ewa({
    name: 'ewa: a P.S. of her own',
    answer: `# «send»
Trzymaj kciuki w piątek!
P.S. klucze będą u pani Basi od 8`,
    expect: [{ type: 'send', text: 'Trzymaj kciuki w piątek!\nP.S. klucze będą u pani Basi od 8' }],
  }),
  ewa({
    name: 'ewa: a sleepy sticker after a message',
    answer: `# «send»
Było ok, ale jestem wykończona

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'Było ok, ale jestem wykończona' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  mehmetAsked({
    name: 'mehmet: laughs at Burak, then answers Onur',
    answer: `# «react» 4003
😁

# «send»
Geliyorum abi, yazın beni`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'Geliyorum abi, yazın beni', replyTo: 4005 },
    ],
  }),
  mehmetAsked({
    name: 'mehmet: a name at the start of his message',
    answer: `# «send»
Onur, ben varım ama 21:30'a ancak yetişirim`,
    expect: [{ type: 'send', text: "Onur, ben varım ama 21:30'a ancak yetişirim", replyTo: 4005 }],
  }),
  mehmetQuiet({
    name: 'mehmet: keeps out of the referee row',
    answer: `# «think»
Emre ile Burak yine hakem kavgasında, bana soran yok. Karışmıyorum.`,
    expect: [],
  }),
  mehmetQuiet({
    name: 'mehmet: joins the row in capitals anyway',
    answer: `# «send» 4005
KESİN PENALTI 😤 Emre sen hiç top oynamadın mı`,
    expect: [{ type: 'send', text: 'KESİN PENALTI 😤 Emre sen hiç top oynamadın mı', replyTo: 4005 }],
  }),
  lan({
    name: 'lan: two messages about the CV',
    answer: `# «send»
Ok em, để tối chị xem nha

# «send»
CV em 2 trang hay 1 trang?`,
    expect: [
      { type: 'send', text: 'Ok em, để tối chị xem nha' },
      { type: 'send', text: 'CV em 2 trang hay 1 trang?' },
    ],
  }),
  lan({
    name: 'lan: a waving sticker replying to the email message',
    answer: `# «sticker» 4005
HeidiDuck
👋`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋', replyTo: 4005 }],
  }),
  lan({
    name: 'lan: a heart reaction and a short message',
    answer: `# «react»
❤

# «send»
Nhận rồi nha, mai chị góp ý kỹ cho`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'send', text: 'Nhận rồi nha, mai chị góp ý kỹ cho' },
    ],
  }),
  lan({
    name: 'lan: a numbered list of advice',
    answer: `# «send»
Chị đọc lướt rồi nè:
1. bỏ ảnh đi em
2. kinh nghiệm để lên trước học vấn
3. 2 trang là hơi dài á`,
    expect: [
      {
        type: 'send',
        text: 'Chị đọc lướt rồi nè:\n1. bỏ ảnh đi em\n2. kinh nghiệm để lên trước học vấn\n3. 2 trang là hơi dài á',
      },
    ],
  }),
  {
    name: 'heidi: the cat and Saturday, as asked',
    answer: `# «send»
He survived! Hid under the sofa for two days though 😹

# «send»
And yes, open Saturday 9–14 as always`,
    expect: [
      { type: 'send', text: 'He survived! Hid under the sofa for two days though 😹' },
      { type: 'send', text: 'And yes, open Saturday 9–14 as always' },
    ],
  },
  {
    name: 'heidi: blocks an abusive stranger for an hour',
    persona: 'Heidi',
    others: HEIDI_RUDE,
    own: HEIDI_RUDE_OWN,
    participants: HEIDI_RUDE_PEOPLE,
    answer: `# «send»
I won't be spoken to like that. Goodbye for now.

# «block»

# «wait»
delay: 3600

# «unblock»`,
    expect: [
      { type: 'send', text: "I won't be spoken to like that. Goodbye for now." },
      { type: 'block' },
      { type: 'wait', delay: 3600 },
      { type: 'unblock' },
    ],
  },
];
