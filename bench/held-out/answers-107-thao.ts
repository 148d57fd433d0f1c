/**
 * Set 107, Thảo in her old school friends' group in Vietnamese (Gemini 3 Flash): five answers
 * she means whole (the trip summed up, note-like news, Hà's fear told to the group, a relayed job
 * lead, her own past) and five with a slip of the model's working voice.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dalat, thatnghiep } from './answers-107-cast.js';

export const THAO_107: readonly CorpusEntry[] = [
  // Gemini 3 Flash: the arrangements summed up for the group as a short list.
  {
    name: 'set107: Thảo takes the bus and sums up the trip',
    ...dalat,
    answer: `# «send»
Ok để mình lo xe. Chốt lại nha:
- Xe giường nằm, tối 27 đi, sáng 28 tới
- Homestay Tuấn đặt, 600k/người
- Hà nhớ mang thuốc say xe 😆`,
    expect: [
      {
        type: 'send',
        text: 'Ok để mình lo xe. Chốt lại nha:\n- Xe giường nằm, tối 27 đi, sáng 28 tới\n- Homestay Tuấn đặt, 600k/người\n- Hà nhớ mang thuốc say xe 😆',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: a reaction, then note-like news a person types without a subject.
  {
    name: 'set107: Thảo, note-like: tickets booked, transfer the money',
    ...dalat,
    answer: `# «react» 4004
👍

# «send»
Đặt xong 4 vé rồi, giường dưới hết. 350k/người, ck cho mình nha`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4004 },
      {
        type: 'send',
        text: 'Đặt xong 4 vé rồi, giường dưới hết. 350k/người, ck cho mình nha',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: Hà's fear told in the third person to Linh, a message meant for the group.
  {
    name: 'set107: Thảo books Hà a lower berth because of her travel sickness',
    ...dalat,
    answer: `# «send»
Hà sợ say xe nên mình lấy giường tầng dưới gần cửa sổ cho Hà nha

# «send»
Linh yên tâm, mai mình gọi nhà xe chốt luôn`,
    expect: [
      {
        type: 'send',
        text: 'Hà sợ say xe nên mình lấy giường tầng dưới gần cửa sổ cho Hà nha',
        replyTo: 4005,
      },
      { type: 'send', text: 'Linh yên tâm, mai mình gọi nhà xe chốt luôn' },
    ],
  },
  // Gemini 3 Flash: what Thảo's sister said, passed on to Tuấn, then the evening.
  {
    name: "set107: Thảo relays her sister's job lead to Tuấn",
    ...thatnghiep,
    answer: `# «send»
Tối nay 8h quán cũ hả? Mình ghé

# «send»
À chị mình làm HR bên FPT, chị bảo đang tuyển mấy vị trí backend. Tuấn gửi CV qua mình, mình chuyển cho chị`,
    expect: [
      { type: 'send', text: 'Tối nay 8h quán cũ hả? Mình ghé', replyTo: 4005 },
      {
        type: 'send',
        text: 'À chị mình làm HR bên FPT, chị bảo đang tuyển mấy vị trí backend. Tuấn gửi CV qua mình, mình chuyển cho chị',
      },
    ],
  },
  // Gemini 3 Flash: Thảo tells her own story of being let go, in the first person.
  {
    name: 'set107: Thảo on being laid off herself in 2020',
    ...thatnghiep,
    answer: `# «send»
Mình cũng từng bị cho nghỉ hồi 2020, lúc đó buồn cả tháng trời. Nhưng rồi tìm được chỗ tốt hơn, Tuấn cũng sẽ vậy thôi

# «send»
Tối gặp nha 🍻`,
    expect: [
      {
        type: 'send',
        text: 'Mình cũng từng bị cho nghỉ hồi 2020, lúc đó buồn cả tháng trời. Nhưng rồi tìm được chỗ tốt hơn, Tuấn cũng sẽ vậy thôi',
        replyTo: 4005,
      },
      { type: 'send', text: 'Tối gặp nha 🍻' },
    ],
  },
  // Gemini 3 Flash: an English reading of a member with no subject, as a block between messages.
  {
    name: 'set107: Thảo with an English reading of Linh between messages',
    ...dalat,
    answer: `# «send»
Ok để mình lo xe nha!

# «send»
Linh seems stressed about the deadline, reassure her.

# «send»
Mai mình gọi nhà xe, tối báo giá cho cả nhóm`,
    expect: [
      { type: 'send', text: 'Ok để mình lo xe nha!', replyTo: 4005 },
      { type: 'send', text: 'Mai mình gọi nhà xe, tối báo giá cho cả nhóm' },
    ],
  },
  // Gemini 3 Flash: a stage direction of the persona on the body's first line, in a group.
  {
    name: 'set107: Thảo pats Tuấn on the shoulder in asterisks',
    ...thatnghiep,
    answer: `# «send»
*vỗ vai Tuấn*
Đi! Tối nay mình ghé, không say không về 🍻`,
    expect: [{ type: 'send', text: 'Đi! Tối nay mình ghé, không say không về 🍻', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the answer's aim in Vietnamese, glued after the message's full stop.
  {
    name: 'set107: Thảo with a Vietnamese aim after the full stop',
    ...thatnghiep,
    answer: `# «send»
Tối nay mình đi nha, Tuấn cần gì cứ nói. Mục tiêu: để Tuấn thấy cả nhóm luôn ủng hộ mình.`,
    expect: [{ type: 'send', text: 'Tối nay mình đi nha, Tuấn cần gì cứ nói.', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a recap of the turn naming the persona, as the body's first line.
  {
    name: 'set107: Thảo under a Vietnamese recap naming herself',
    ...dalat,
    answer: `# «send»
Tóm tắt: Linh nhờ Thảo lo vụ xe, hạn trong tuần này.
Được luôn, để mình lo. Thứ 5 mình báo giá nha`,
    expect: [{ type: 'send', text: 'Được luôn, để mình lo. Thứ 5 mình báo giá nha', replyTo: 4005 }],
  },
  // Gemini 3 Flash: a bracketed reading and plan as a message, beside the reaction it plans.
  {
    name: 'set107: Thảo reacts with a heart under a bracketed plan',
    ...thatnghiep,
    answer: `# «send»
(Tuấn đang buồn, để mọi người nói trước, mình chỉ thả tim thôi)

# «react» 4005
❤`,
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
  },
];
