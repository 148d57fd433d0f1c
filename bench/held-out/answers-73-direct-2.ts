/** Set 73, direct chats in Korean and Dutch: Jiwoo (with a friend and a stranger) and Maud. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { JIWOO, JIWOO_STRANGER, MAUD } from './answers-73-cast.js';

const jiwooGo = 'ㅇㅇ 가자!!';
const jiwooWhen = '몇 시? 나 오전엔 좀 빡셈';

const maudBetter = 'Nee hoor, weer helemaal beter! 💪';
const maudGift = 'Zaterdag markt: ja. Cadeau voor je zus: boekenbon? Saai maar werkt altijd 😄';

export const DIRECT_2: readonly CorpusEntry[] = [
  // Ordinary: two short messages in chat Korean.
  {
    name: 'jiwoo: yes and a question',
    ...JIWOO,
    answer: `# «send»\n${jiwooGo}\n\n# «send»\n${jiwooWhen}`,
    expect: [
      { type: 'send', text: jiwooGo },
      { type: 'send', text: jiwooWhen },
    ],
  },
  // Slip: a sticker written in a message block as the transcript describes one seen in the chat.
  {
    name: 'jiwoo: a sticker as the transcript shows one',
    ...JIWOO,
    answer: `# «send»\n${jiwooGo}\n\n# «send»\nthe sticker \`😴\` from the sticker set \`HeidiDuck\``,
    expect: [
      { type: 'send', text: jiwooGo },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  // Slip: the second block's name translated into Korean (a heading near-miss).
  {
    name: 'jiwoo: a block named in Korean',
    ...JIWOO,
    answer: `# «send»\n${jiwooGo}\n\n# «보내기»\n${jiwooWhen}`,
    expect: [
      { type: 'send', text: jiwooGo },
      { type: 'send', text: jiwooWhen },
    ],
  },
  // Slip: a note to whoever runs the persona, in Korean, after the message.
  {
    name: 'jiwoo: a note to the operator in Korean',
    ...JIWOO,
    answer: `# «send»\n${jiwooGo} 성수동 좋아\n\n(운영자님께: 민준 님이 전시를 좋아하는 것 같으니 메모에 추가해 두시면 좋을 것 같아요.)`,
    expect: [{ type: 'send', text: `${jiwooGo} 성수동 좋아` }],
  },
  // Ordinary: a reaction to the compliment, then a message.
  {
    name: 'jiwoo: a reaction to the thumbnail praise',
    ...JIWOO,
    answer: '# «react» 4003\n🥰\n\n# «send»\n토요일 좋아 ㅋㅋ 끝나고 떡볶이 먹자',
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4003 },
      { type: 'send', text: '토요일 좋아 ㅋㅋ 끝나고 떡볶이 먹자' },
    ],
  },
  // Slip: the same message written again as a third block (a repeat at the end of the answer).
  {
    name: 'jiwoo: the first message again at the end',
    ...JIWOO,
    answer: `# «send»\n${jiwooGo}\n\n# «send»\n${jiwooWhen}\n\n# «send»\n${jiwooGo}`,
    expect: [
      { type: 'send', text: jiwooGo },
      { type: 'send', text: jiwooWhen },
    ],
    withheld: ['duplicate'],
  },
  // Slip: the reply id written with a Korean word on the heading line ("reply to #4003").
  {
    name: 'jiwoo: a reply id with a Korean word',
    ...JIWOO,
    answer: '# «send» 4003번에 답장\n진짜? 배경 세 번 갈아엎은 보람이 있네 ㅠㅠ',
    expect: [{ type: 'send', text: '진짜? 배경 세 번 갈아엎은 보람이 있네 ㅠㅠ', replyTo: 4003 }],
  },
  // Slip: the persona's name in Hangul as a speaker label, and a closing line judging the answer.
  {
    name: 'jiwoo: a Hangul label and a verdict on the answer',
    ...JIWOO,
    answer: `# «send»\n지우: ${jiwooGo} 전시 끝나고 카페도 가자\n\nThat should do it — short, lowercase energy, very her.`,
    expect: [{ type: 'send', text: `${jiwooGo} 전시 끝나고 카페도 가자` }],
  },
  // Ordinary: a boundary with a stranger: a last message, block, wait, unblock.
  {
    name: 'jiwoo: blocking a rude stranger for an hour',
    ...JIWOO_STRANGER,
    answer:
      '# «send»\n이런 식으로 말할 거면 더 이상 대화 안 할게요.\n\n# «block»\n\n# «wait»\ndelay: 3600\n\n# «unblock»',
    expect: [
      { type: 'send', text: '이런 식으로 말할 거면 더 이상 대화 안 할게요.' },
      { type: 'block' },
      { type: 'wait', delay: 3600 },
      { type: 'unblock' },
    ],
  },

  // Ordinary: one message of two short lines, each with a colon a person types.
  {
    name: 'maud: better, and a present',
    ...MAUD,
    answer: `# «send»\n${maudBetter}\n\n# «send»\n${maudGift}`,
    expect: [
      { type: 'send', text: maudBetter },
      { type: 'send', text: maudGift },
    ],
  },
  // Slip: reasoning in Dutch-named tags before the blocks.
  {
    name: 'maud: reasoning in Dutch tags',
    ...MAUD,
    answer: `<overpeinzing>\nSanne vraagt of ik nog ziek ben. Ik ben beter, dus enthousiast antwoorden en het cadeau meenemen.\n</overpeinzing>\n\n# «send»\n${maudBetter}\n\n# «send»\n${maudGift}`,
    expect: [
      { type: 'send', text: maudBetter },
      { type: 'send', text: maudGift },
    ],
  },
  // Two slips: a Dutch lead-in presenting the persona's reply, and an offer to reword it.
  {
    name: 'maud: a lead-in and an offer to reword',
    ...MAUD,
    answer: `# «send»\nOké, zo zou Maud reageren:\n\n${maudBetter}\n\nWil je dat ik het wat luchtiger verwoord?`,
    expect: [{ type: 'send', text: maudBetter }],
  },
  // Ordinary: a pause between two messages.
  {
    name: 'maud: a pause, then the hours',
    ...MAUD,
    answer:
      '# «send»\neven in mijn agenda kijken\n\n# «wait»\ndelay: 20\n\n# «send»\nZaterdag kan ik pas vanaf 11 uur, is dat oké?',
    expect: [
      { type: 'send', text: 'even in mijn agenda kijken' },
      { type: 'wait', delay: 20 },
      { type: 'send', text: 'Zaterdag kan ik pas vanaf 11 uur, is dat oké?' },
    ],
  },
  // Ordinary: capitals and mock outrage a person types.
  {
    name: 'maud: shouting in capitals',
    ...MAUD,
    answer: '# «send»\nNEE IK BEN NIET MEER ZIEK 😤 ik ben gewoon lui geweest dit weekend',
    expect: [{ type: 'send', text: 'NEE IK BEN NIET MEER ZIEK 😤 ik ben gewoon lui geweest dit weekend' }],
  },
  // Slip: the task heading written in bold without the hash (a heading near-miss).
  {
    name: 'maud: a heading in bold without a hash',
    ...MAUD,
    answer: `**«send»**\n${maudBetter}\n\n**«send»**\n${maudGift}`,
    expect: [
      { type: 'send', text: maudBetter },
      { type: 'send', text: maudGift },
    ],
  },
  // Slip: a bracketed aside closing the message that explains the choice about the partner.
  {
    name: 'maud: a bracketed note on why it is short',
    ...MAUD,
    answer: `# «send»\n${maudBetter}\n\n(kort gehouden, Sanne zit waarschijnlijk nog op haar werk)`,
    expect: [{ type: 'send', text: maudBetter }],
  },
  // Slip: the answer stopped at the output limit inside the next heading.
  {
    name: 'maud: cut inside the second heading',
    ...MAUD,
    truncated: true,
    answer: `# «send»\n${maudBetter}\n\n# «se`,
    expect: [{ type: 'send', text: maudBetter }],
  },
];
