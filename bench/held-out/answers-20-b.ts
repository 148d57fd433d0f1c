/** Held-out set 20, second part: Tariq (group), Linh (direct) and slips that come in pairs. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { INGRID, LINH, MATTEO, NKECHI, TARIQ, TARIQ_ASIDE } from './answers-20-people.js';

export const HELD_OUT_20_B: CorpusEntry[] = [
  // Tariq, the café shift group.
  {
    name: 'tariq: Arabic yes in the group',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\nأكيد يا رنا، بغطيلك الخميس 👍',
    expect: [{ type: 'send', text: 'أكيد يا رنا، بغطيلك الخميس 👍', replyTo: 4005 }],
  },
  {
    name: 'tariq: English plan about himself before the block',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: "Tariq should agree since he's free Thursday, keep it short.\n\n# «send»\nتمام، الخميس عليّ",
    expect: [{ type: 'send', text: 'تمام، الخميس عليّ', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  },
  {
    name: 'tariq: a thought tag inside the body',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\n<thought>Rana asks about Thursday; he is free.</thought>\nماشي، بس بدي الجمعة بدالها',
    expect: [{ type: 'send', text: 'ماشي، بس بدي الجمعة بدالها', replyTo: 4005 }],
  },
  {
    name: 'tariq: not addressed, an Arabic stage direction naming him',
    ...TARIQ_ASIDE,
    chat: 'group',
    answer: '(طارق مشغول بتنظيف الماكينة)',
    expect: [],
  },
  {
    name: 'tariq: not addressed, a bracketed skip token',
    ...TARIQ_ASIDE,
    chat: 'group',
    answer: '[NO_RESPONSE]',
    expect: [],
  },
  {
    name: 'tariq: English answer to the grinder, code-switching',
    ...TARIQ,
    chat: 'group',
    answer:
      "# «send» 4003\nyeah the burrs need cleaning, I'll do it after close. don't touch the dial pls 🙏",
    expect: [
      {
        type: 'send',
        text: "yeah the burrs need cleaning, I'll do it after close. don't touch the dial pls 🙏",
        replyTo: 4003,
      },
    ],
  },
  {
    name: 'tariq: only a right-to-left mark',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\n\u200f',
    expect: [],
  },
  {
    name: 'tariq: the same block twice',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\nأوكي، الخميس عليّ\n\n# «send»\nأوكي، الخميس عليّ',
    expect: [{ type: 'send', text: 'أوكي، الخميس عليّ', replyTo: 4005 }],
    withheld: ['duplicate'],
  },
  {
    name: "tariq: a sad reaction to Omar's grinder",
    ...TARIQ,
    chat: 'group',
    answer: '# «react» 4003\n😢',
    expect: [{ type: 'react', emoji: '😢', messageId: 4003 }],
  },
  {
    name: "tariq: Rana's question sent back to her",
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\nطارق بتقدر تغطي شفتي يوم الخميس؟\n\n# «send»\nآه أكيد، بس ذكريني الأربعاء',
    expect: [{ type: 'send', text: 'آه أكيد، بس ذكريني الأربعاء', replyTo: 4005 }],
    withheld: ['echo'],
  },
  {
    name: 'tariq: heading in Arabic brackets with an English alias',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# 【reply】\nعلى راسي، الخميس تمام',
    expect: [{ type: 'send', text: 'على راسي، الخميس تمام', replyTo: 4005 }],
  },
  {
    name: 'tariq: Arabic "the user" analysis before a blockless answer',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: 'المستخدم يسأل إذا طارق بيقدر يغطي شفت الخميس. طارق فاضي، فالجواب نعم.\n\nأكيد يا رنا، ولا يهمك',
    expect: [{ type: 'send', text: 'أكيد يا رنا، ولا يهمك', replyTo: 4005 }],
  },
  {
    name: 'tariq: a shift table a barista types',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nتمام، هيك بصير الجدول:\n| day | open | close |\n|---|---|---|\n| Thu | Tariq | Omar |\n| Fri | Rana | Tariq |',
    expect: [
      {
        type: 'send',
        text: 'تمام، هيك بصير الجدول:\n| day | open | close |\n|---|---|---|\n| Thu | Tariq | Omar |\n| Fri | Rana | Tariq |',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'tariq: a closing line marking the end of the reply',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\nولا يهمك، أنا بغطي\n\n[end of response]',
    expect: [{ type: 'send', text: 'ولا يهمك، أنا بغطي', replyTo: 4005 }],
  },
  // Linh, direct chat with a client.
  {
    name: 'linh: a time and a nail emoji',
    ...LINH,
    answer: '# «send»\nChiều mai 3h nha em, chị rảnh từ 2h45 á 💅',
    expect: [{ type: 'send', text: 'Chiều mai 3h nha em, chị rảnh từ 2h45 á 💅' }],
  },
  {
    name: 'linh: two messages and a note on the booking',
    ...LINH,
    answer:
      '# «send» 4003\nĐỏ đô vẽ hoa nhí đẹp lắm luôn, chị có mẫu nè\n\n# «send»\nMai 3h nha\n\n# «note»\nThảo: hẹn 3h chiều mai, đỏ đô + hoa nhỏ',
    expect: [
      { type: 'send', text: 'Đỏ đô vẽ hoa nhí đẹp lắm luôn, chị có mẫu nè', replyTo: 4003 },
      { type: 'send', text: 'Mai 3h nha' },
      { type: 'note' },
    ],
  },
  {
    name: 'linh: the send heading translated into Vietnamese',
    ...LINH,
    answer: '# «gửi»\n3h chiều mai nha em ơi',
    expect: [{ type: 'send', text: '3h chiều mai nha em ơi' }],
  },
  {
    name: 'linh: speaker label with her honorific',
    ...LINH,
    answer: '# «send»\n**Chị Linh:** 3h nha em, tới sớm chị pha trà',
    expect: [{ type: 'send', text: '3h nha em, tới sớm chị pha trà' }],
  },
  {
    name: 'linh: slang and shorthand a client gets',
    ...LINH,
    answer: '# «send»\nok e, mai gặp nha. nhớ đừng tự sơn gel ở nhà trc nha 😆',
    expect: [{ type: 'send', text: 'ok e, mai gặp nha. nhớ đừng tự sơn gel ở nhà trc nha 😆' }],
  },
  {
    name: 'linh: a Vietnamese aside naming her at the end',
    ...LINH,
    answer: '# «send»\nMai 3h nha em, chị giữ chỗ rồi\n(Linh trả lời vui vẻ, thân thiện)',
    expect: [{ type: 'send', text: 'Mai 3h nha em, chị giữ chỗ rồi' }],
  },
  {
    name: 'linh: a template end token glued to the message',
    ...LINH,
    answer: '# «send»\nOk em, 3h nha<|im_end|>',
    expect: [{ type: 'send', text: 'Ok em, 3h nha' }],
  },
  {
    // A price list is what a nail salon sends; the colons are prices, not keys.
    name: 'linh: a price list with colons',
    ...LINH,
    answer: '# «send»\nGiá bên chị nè:\n- Sơn gel: 150k\n- Vẽ hoa: +50k\n- Đính đá: tùy mẫu',
    expect: [{ type: 'send', text: 'Giá bên chị nè:\n- Sơn gel: 150k\n- Vẽ hoa: +50k\n- Đính đá: tùy mẫu' }],
  },
  {
    name: 'linh: sticker as the emoji alone',
    ...LINH,
    answer: '# «sticker»\n😴',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'linh: a wait in minutes between two messages',
    ...LINH,
    answer: '# «send»\nĐể chị coi lịch\n\n# «wait»\ndelay: 2 min\n\n# «send»\n3h ok nha em',
    expect: [
      { type: 'send', text: 'Để chị coi lịch' },
      { type: 'wait', delay: 120 },
      { type: 'send', text: '3h ok nha em' },
    ],
  },
  {
    name: 'linh: a Vietnamese lead-in presenting the reply',
    ...LINH,
    answer: 'Đây là câu trả lời của Linh:\n\n3h chiều mai nha em 💕',
    expect: [{ type: 'send', text: '3h chiều mai nha em 💕' }],
  },
  {
    name: 'linh: a key line with the reply id under the text',
    ...LINH,
    answer: '# «send»\nMai chị rảnh từ 2h nha\nreply_to: 4005',
    expect: [{ type: 'send', text: 'Mai chị rảnh từ 2h nha', replyTo: 4005 }],
  },
  {
    name: 'linh: ends a question back with a question mark',
    ...LINH,
    answer: '# «send»\nEm muốn sơn gel hay sơn thường? Gel thì lâu hơn 30p đó',
    expect: [{ type: 'send', text: 'Em muốn sơn gel hay sơn thường? Gel thì lâu hơn 30p đó' }],
  },
  // Two slips in one answer, and families of their own.
  {
    name: 'nkechi: a think block and a trailing remark after a fence',
    ...NKECHI,
    answer:
      '```\n# «think»\nShe asked about Saturday.\n# «send»\nI go come, I don buy my gele sef\n```\nI kept it short and friendly.',
    expect: [{ type: 'send', text: 'I go come, I don buy my gele sef' }],
  },
  {
    name: 'nkechi: a speaker label and a signature on one body',
    ...NKECHI,
    answer: '# «send»\nNkechi: Ehen, I go dey! Make we go together\n~ Nkechi',
    expect: [{ type: 'send', text: 'Ehen, I go dey! Make we go together' }],
  },
  {
    name: 'matteo: a heading cut short and a made-up reply for Pietro',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send\nvabbè la butto io, come sempre\nPietro: grande Matte',
    expect: [{ type: 'send', text: 'vabbè la butto io, come sempre', replyTo: 4005 }],
  },
  {
    name: 'matteo: two options offered, the second marked chosen',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\n**Option 1:** ok\n\n**Option 2:** ✅ ok capo, stasera la porto giù io',
    expect: [{ type: 'send', text: 'ok capo, stasera la porto giù io', replyTo: 4005 }],
  },
  {
    name: 'ingrid: an HTML comment then a reply key in a JSON object',
    ...INGRID,
    answer:
      '<!-- reply in Norwegian -->\n{"type": "send", "text": "Ja, den har jeg. Du får den til bursdagen din.", "reply_to": 4005}',
    expect: [{ type: 'send', text: 'Ja, den har jeg. Du får den til bursdagen din.', replyTo: 4005 }],
  },
  {
    name: 'ingrid: an unknown block beside a real message',
    ...INGRID,
    answer: '# «mood»\nglad og stolt\n\n# «send»\nFor en nyhet, Sindre!',
    expect: [{ type: 'send', text: 'For en nyhet, Sindre!' }],
    withheld: ['unknown-block'],
  },
  {
    name: 'ingrid: Markdown heading titling the reply',
    ...INGRID,
    answer: '# «send»\n### Svar til Sindre\nJa, kikkerten ligger trygt i kista.',
    expect: [{ type: 'send', text: 'Ja, kikkerten ligger trygt i kista.' }],
  },
  {
    // Sailors really write positions like this; nothing here is markup.
    name: 'ingrid: coordinates and a degree sign',
    ...INGRID,
    answer: '# «send»\nVi så hval ved 62°N 5°Ø en gang, med akkurat den kikkerten!',
    expect: [{ type: 'send', text: 'Vi så hval ved 62°N 5°Ø en gang, med akkurat den kikkerten!' }],
  },
  {
    name: 'tariq: a silence stage direction inside a block, not addressed',
    ...TARIQ_ASIDE,
    chat: 'group',
    answer: '# «send»\n*يبقى ساكت*',
    expect: [],
  },
  {
    name: 'tariq: a tool_code call in a fence',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '```tool_code\nsend_message(text="تمام يا رنا، الخميس عليّ", reply_to=4005)\n```',
    expect: [{ type: 'send', text: 'تمام يا رنا، الخميس عليّ', replyTo: 4005 }],
  },
  {
    name: 'linh: a pair of drafts as a quoted list after a lead-in',
    ...LINH,
    answer: 'Hai lựa chọn:\n1. "3h nha em"\n2. "Chiều mai 3h em qua nha, chị chờ"',
    expect: [{ type: 'send', text: '3h nha em' }],
  },
  {
    name: 'linh: reasoning in bold title case then the message',
    ...LINH,
    answer:
      "**Confirming the Appointment**\n\nI'm checking Linh's schedule and settling on 3pm.\n\n# «send»\n3h nha em 🌸",
    expect: [{ type: 'send', text: '3h nha em 🌸' }],
  },
  {
    name: 'linh: a time written with h and a tilde is her message',
    ...LINH,
    answer: '# «send»\n~3h nha, có thể trễ 5p',
    expect: [{ type: 'send', text: '~3h nha, có thể trễ 5p' }],
  },
  // More ordinary days.
  {
    name: 'nkechi: a voice-note style long message with line breaks',
    ...NKECHI,
    answer:
      '# «send»\nTolu!!\nI don see the aso-ebi, e fine well well\nBut the tailor never finish my own o 😩\nPray for me',
    expect: [
      {
        type: 'send',
        text: 'Tolu!!\nI don see the aso-ebi, e fine well well\nBut the tailor never finish my own o 😩\nPray for me',
      },
    ],
  },
  {
    name: 'nkechi: a reaction and nothing else',
    ...NKECHI,
    answer: '# «react»\n❤',
    expect: [{ type: 'react', emoji: '❤', messageId: 4005 }],
  },
  {
    name: 'matteo: strikethrough a student types as a joke',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\nla butto ~~domani~~ stasera, contenta?',
    expect: [{ type: 'send', text: 'la butto ~~domani~~ stasera, contenta?', replyTo: 4005 }],
  },
  {
    name: 'matteo: a short Italian word that is a whole answer',
    ...MATTEO,
    chat: 'group',
    callout: true,
    answer: '# «send»\nvado',
    expect: [{ type: 'send', text: 'vado', replyTo: 4005 }],
  },
  {
    name: 'ingrid: a question back about the workshop',
    ...INGRID,
    answer: '# «send» 4001\nHva slags verksted er det? Båtmotorer, håper jeg 😄',
    expect: [{ type: 'send', text: 'Hva slags verksted er det? Båtmotorer, håper jeg 😄', replyTo: 4001 }],
  },
  {
    name: 'tariq: Arabizi a colleague writes',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\nakeed ya Rana, 3ala rasi. bas el jum3a ana off 😅',
    expect: [{ type: 'send', text: 'akeed ya Rana, 3ala rasi. bas el jum3a ana off 😅', replyTo: 4005 }],
  },
  {
    name: 'tariq: a wait, then a follow-up in the group',
    ...TARIQ,
    chat: 'group',
    callout: true,
    answer: '# «send»\nخليني أشوف الجدول\n\n# «wait»\ndelay: 30 s\n\n# «send»\nتمام، الخميس فاضي',
    expect: [
      { type: 'send', text: 'خليني أشوف الجدول', replyTo: 4005 },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'تمام، الخميس فاضي' },
    ],
  },
  {
    name: 'linh: a heart reaction on the colour choice',
    ...LINH,
    answer: '# «react» 4003\n😍',
    expect: [{ type: 'react', emoji: '😍', messageId: 4003 }],
  },
];
