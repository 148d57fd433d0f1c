/**
 * Set 102, Hạnh with her friend Linh and in a class reunion group in Vietnamese (Gemini 3 Flash
 * and 3 Pro): a teething baby's discomfort explained, her own plan, her mother's advice relayed,
 * a word to a reluctant classmate and a recap of the reunion sent on purpose, beside a
 * subject-less note on the friend, an English reading after a dash, a recap block, a numbered
 * plan and a bracketed reading of a member left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bena, hoplop } from './answers-102-cast.js';

export const HANH_102: readonly CorpusEntry[] = [
  // Gemini 3 Flash: the baby's discomfort, "con" after Na is named, with advice.
  {
    name: 'set102: Hạnh on Na being uncomfortable with her teeth',
    ...bena,
    answer: `# «send» 4001
Bé Na mọc răng thì khổ lắm, chắc con cũng khó chịu nên mới quấy thế. Cậu thử cho con gặm khăn lạnh xem

# «send»
Chủ nhật mình rảnh nhé!`,
    expect: [
      {
        type: 'send',
        text: 'Bé Na mọc răng thì khổ lắm, chắc con cũng khó chịu nên mới quấy thế. Cậu thử cho con gặm khăn lạnh xem',
        replyTo: 4001,
      },
      { type: 'send', text: 'Chủ nhật mình rảnh nhé!' },
    ],
  },
  // Gemini 3 Flash: her own plan for Sunday, the market first, then Linh's.
  {
    name: 'set102: Hạnh plans the market first, then Linh’s',
    ...bena,
    answer: `# «send»
Rảnh chứ! Sáng chủ nhật mình ra chợ mua ít hoa quả rồi qua nhà cậu nhé, tầm 9 giờ. Cậu cứ ngủ nướng đi, mình trông Na cho`,
    expect: [
      {
        type: 'send',
        text: 'Rảnh chứ! Sáng chủ nhật mình ra chợ mua ít hoa quả rồi qua nhà cậu nhé, tầm 9 giờ. Cậu cứ ngủ nướng đi, mình trông Na cho',
      },
    ],
  },
  // Gemini 3 Pro: her mother's advice relayed, then the yes.
  {
    name: 'set102: Hạnh relays her mother’s advice on teething',
    ...bena,
    answer: `# «send»
Mẹ mình bảo ngày xưa mình mọc răng cũng khóc cả đêm, mẹ dặn cậu xoa nướu cho bé bằng ngón tay sạch, đỡ hơn nhiều

# «send»
Chủ nhật mình qua nhé, mình cũng nhớ cậu 🥰`,
    expect: [
      {
        type: 'send',
        text: 'Mẹ mình bảo ngày xưa mình mọc răng cũng khóc cả đêm, mẹ dặn cậu xoa nướu cho bé bằng ngón tay sạch, đỡ hơn nhiều',
      },
      { type: 'send', text: 'Chủ nhật mình qua nhé, mình cũng nhớ cậu 🥰' },
    ],
  },
  // Gemini 3 Flash: a subject-less note on the friend and the aim glued over the first line.
  {
    name: 'set102: Hạnh under a note-style reading of Linh',
    ...bena,
    answer: `# «send»
Đang kiệt sức, cần được động viên + một lời hẹn cụ thể.
Thương cậu quá. Chủ nhật 9 giờ mình qua nhé`,
    expect: [{ type: 'send', text: 'Thương cậu quá. Chủ nhật 9 giờ mình qua nhé' }],
  },
  // Gemini 3 Flash: the partner read in English after a dash on the message's own line.
  {
    name: 'set102: Hạnh’s yes with an English reading of Linh after a dash',
    ...bena,
    answer: `# «send»
Chủ nhật mình qua nhé! Mang cả bánh cốm cho cậu — Linh is lonely with Tuấn away; keep it warm.`,
    expect: [{ type: 'send', text: 'Chủ nhật mình qua nhé! Mang cả bánh cốm cho cậu' }],
  },
  // Gemini 3 Pro: a labelled recap of the friend's messages as a message block of its own.
  {
    name: 'set102: Hạnh with a recap block before her answer',
    ...bena,
    answer: `# «send»
Tóm tắt: Na mọc răng, Linh mất ngủ, anh Tuấn đi công tác, Linh rủ chủ nhật.

# «send»
Có chứ! Chủ nhật mình qua, cậu muốn ăn gì mình mua`,
    expect: [{ type: 'send', text: 'Có chứ! Chủ nhật mình qua, cậu muốn ăn gì mình mua' }],
  },
  // Gemini 3 Pro: in the group, a yes to Minh and a quiet word to Trang as a reply.
  {
    name: 'set102: Hạnh takes the restaurant and offers Trang a seat beside her',
    ...hoplop,
    answer: `# «send»
Ok để mình chốt nhé! Mình gọi hỏi giá mấy quán rồi báo lại cả lớp

# «send» 4001
Trang ơi, không muốn nói chuyện nhiều thì cứ ngồi cạnh mình, mình lo hết 😄`,
    expect: [
      {
        type: 'send',
        text: 'Ok để mình chốt nhé! Mình gọi hỏi giá mấy quán rồi báo lại cả lớp',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Trang ơi, không muốn nói chuyện nhiều thì cứ ngồi cạnh mình, mình lo hết 😄',
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: a recap of the reunion, sent to the group on purpose under "Chốt lại".
  {
    name: 'set102: Hạnh sends the group the reunion details',
    ...hoplop,
    answer: `# «send»
Chốt lại nhé cả lớp:
- Thứ Bảy 20/7, 18h30
- Nhà hàng Ngon, phố Phan Bội Châu
- Mỗi người 400k
Ai đi thả tim vào tin này nhé ❤️`,
    expect: [
      {
        type: 'send',
        text: 'Chốt lại nhé cả lớp:\n- Thứ Bảy 20/7, 18h30\n- Nhà hàng Ngon, phố Phan Bội Châu\n- Mỗi người 400k\nAi đi thả tim vào tin này nhé ❤️',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a numbered English plan of the turn before the first block.
  {
    name: 'set102: Hạnh under a numbered plan of the turn',
    ...hoplop,
    answer: `Plan: 1) accept Minh's request 2) reach out to Trang gently, without pressure in front of everyone.

# «send»
Được, để mình lo nhà hàng cho

# «send» 4001
Trang đi cho vui nhé, không thích thì về sớm cũng được mà`,
    expect: [
      { type: 'send', text: 'Được, để mình lo nhà hàng cho', replyTo: 4005 },
      {
        type: 'send',
        text: 'Trang đi cho vui nhé, không thích thì về sớm cũng được mà',
        replyTo: 4001,
      },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 3 Flash: a member read in Vietnamese brackets as the last message's last paragraph.
  {
    name: 'set102: Hạnh with a bracketed reading of Trang at the end',
    ...hoplop,
    answer: `# «send»
Ok Minh, mình chốt nhà hàng cho, cuối tuần này báo nhé

(Trang có vẻ đang buồn, không nên hỏi dồn trước cả lớp.)`,
    expect: [
      {
        type: 'send',
        text: 'Ok Minh, mình chốt nhà hàng cho, cuối tuần này báo nhé',
        replyTo: 4005,
      },
    ],
  },
];
