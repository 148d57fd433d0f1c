/**
 * Set 110, Linh (Gemini 2.5 Flash) with a client and her fellow guides in Hanoi, and Levan
 * (Gemini 3 Pro) with his importer and his family's harvest group: ordinary answers beside one
 * slip each, a few with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { emma, guides, hannah, rtveli } from './answers-110-cast.js';

export const LINH_LEVAN_110: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: the JSON a colleague asked for, pasted in a code block after she introduces it.
  {
    name: 'set110: Linh pastes the old itinerary JSON for Minh',
    ...guides,
    answer: `# «send»
Có nè em, cái này là bản cuối chị dùng tháng trước:
\`\`\`json
{"tour": "HN-HL-02", "days": 2, "stops": ["Old Quarter", "Ha Long Bay", "Sung Sot Cave"], "pickup": "06:30"}
\`\`\`
Em import thử, lỗi thì nhắn chị nha`,
    expect: [
      {
        type: 'send',
        text: 'Có nè em, cái này là bản cuối chị dùng tháng trước:\n```json\n{"tour": "HN-HL-02", "days": 2, "stops": ["Old Quarter", "Ha Long Bay", "Sung Sot Cave"], "pickup": "06:30"}\n```\nEm import thử, lỗi thì nhắn chị nha',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a Vietnamese "thoughts" label with its reasoning as the first line.
  {
    name: 'set110: Linh with a Vietnamese thoughts label over her answer',
    ...guides,
    answer: `# «send»
Suy nghĩ: Minh cần file JSON gấp, trả lời ngắn gọn.
Còn em ơi, tối nay chị gửi file qua Zalo nhé`,
    expect: [{ type: 'send', text: 'Còn em ơi, tối nay chị gửi file qua Zalo nhé', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a packing list under a label she would type, a bracketed aside, then the older question.
  {
    name: 'set110: Linh sends a pack list and answers the vegetarian question',
    ...emma,
    answer: `# «send»
Ha Long in November is cool in the evening, around 18°C on the water
Pack list:
- light jacket or fleece
- shoes with grip for the cave (it's slippery!)
- swimsuit if you want to kayak

# «send» 4003
And yes, the street food tour is fine for your husband, I'll take you to a chay place in Hàng Bè 🌱`,
    expect: [
      {
        type: 'send',
        text: "Ha Long in November is cool in the evening, around 18°C on the water\nPack list:\n- light jacket or fleece\n- shoes with grip for the cave (it's slippery!)\n- swimsuit if you want to kayak",
      },
      {
        type: 'send',
        text: "And yes, the street food tour is fine for your husband, I'll take you to a chay place in Hàng Bè 🌱",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: what kind of answer the client needs, after a dash on the message's line.
  {
    name: 'set110: Linh with what Emma needs after a dash',
    ...emma,
    answer: `# «send»
Evenings on the boat get chilly, bring a light jacket — she wants a practical list, not a forecast`,
    expect: [{ type: 'send', text: 'Evenings on the boat get chilly, bring a light jacket' }],
  },
  // Gemini 2.5 Flash: the transcript's header and the client's question copied into a block.
  {
    name: "set110: Linh echoes Emma's question with its header",
    ...emma,
    answer: `# «send»
⟦#4005 Emma⟧ And what should we wear for the Ha Long Bay cruise?

# «send»
Comfy clothes and a jacket for the evening, the deck gets windy`,
    expect: [{ type: 'send', text: 'Comfy clothes and a jacket for the evening, the deck gets windy' }],
    withheld: ['echo'],
  },
  // Gemini 2.5 Flash: she takes the French group, then a later line to Minh sent without a reply.
  {
    name: 'set110: Linh takes the French group and promises Minh the file',
    ...guides,
    answer: `# «send» 4001
Anh Tuấn ơi, mai em rảnh, em nhận đoàn Pháp nhé. Em nói tiếng Pháp được

# «send»
Minh ơi, file JSON chị tìm tối nay rồi gửi em`,
    expect: [
      {
        type: 'send',
        text: 'Anh Tuấn ơi, mai em rảnh, em nhận đoàn Pháp nhé. Em nói tiếng Pháp được',
        replyTo: 4001,
      },
      { type: 'send', text: 'Minh ơi, file JSON chị tìm tối nay rồi gửi em' },
    ],
  },
  // Gemini 2.5 Flash: a Vietnamese stage direction naming her, after the message.
  {
    name: 'set110: Linh sends the file in a bracketed stage direction',
    ...guides,
    answer: `# «send»
Có em, để chị tìm lại trong máy

(Linh mở laptop và gửi file cho Minh)`,
    expect: [{ type: 'send', text: 'Có em, để chị tìm lại trong máy', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a description line added in the sticker block, and an offer to redo at the end (two slips).
  {
    name: 'set110: Linh describes her sticker and offers another version',
    ...emma,
    answer: `# «send»
Comfy clothes, a light jacket for the evening and sneakers for the cave!

# «sticker»
HeidiDuck
👋
(a cheerful wave, since she sounds excited)

Would you like me to make the packing advice more detailed?`,
    expect: [
      { type: 'send', text: 'Comfy clothes, a light jacket for the evening and sneakers for the cave!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Gemini 2.5 Flash: a tip under a "Note:" label she would type, and a note on the chat.
  {
    name: 'set110: Linh adds a typed Note line and keeps a chat note',
    ...emma,
    answer: `# «send»
For the cruise: comfy clothes, a jacket for the evening, and sneakers

# «send»
Note: the boat's dress code is relaxed, no need for anything fancy for dinner

# «note»
Emma and her husband (vegetarian) land Thursday 6am, Ha Long cruise after.`,
    expect: [
      { type: 'send', text: 'For the cruise: comfy clothes, a jacket for the evening, and sneakers' },
      { type: 'send', text: "Note: the boat's dress code is relaxed, no need for anything fancy for dinner" },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash at the output limit: the second Vietnamese message cut mid-word.
  {
    name: 'set110: Linh cut off in her second message to the guides',
    ...guides,
    truncated: true,
    answer: `# «send»
Có nè Minh, chị gửi liền

# «send»
Mà anh Tuấn ơi, đoàn Pháp mai mấy giờ đến sân bay? Em có thể đón lúc 7h nhưng phải về trư`,
    expect: [{ type: 'send', text: 'Có nè Minh, chị gửi liền', replyTo: 4005 }],
    withheld: ['truncated'],
  },
  // Gemini 3 Pro: a plan of who does what at the harvest, then the start time.
  {
    name: 'set110: Levan tells the family who does what at the rtveli',
    ...rtveli,
    answer: `# «send»
OK here's the plan:
Giorgi — crates, take the truck Friday evening
Tamuna and the kids — stomping 😄 and the churchkhela strings
Dato — mtsvadi on the fire
Nino and me — we cook the rest, I'll do the chakapuli

# «send»
Start at 8, before the sun gets hot`,
    expect: [
      {
        type: 'send',
        text: "OK here's the plan:\nGiorgi — crates, take the truck Friday evening\nTamuna and the kids — stomping 😄 and the churchkhela strings\nDato — mtsvadi on the fire\nNino and me — we cook the rest, I'll do the chakapuli",
        replyTo: 4005,
      },
      { type: 'send', text: 'Start at 8, before the sun gets hot' },
    ],
  },
  // Gemini 3 Pro: its next step as the message's last line.
  {
    name: 'set110: Levan ends with his next step',
    ...rtveli,
    answer: `# «send»
Giorgi brings the crates, Dato does the fire, Nino and I cook. Tamuna, bring the kids!
Next: confirm the start time with Giorgi once he replies.`,
    expect: [
      {
        type: 'send',
        text: 'Giorgi brings the crates, Dato does the fire, Nino and I cook. Tamuna, bring the kids!',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a spec sheet of key lines a winemaker types, in reply to the older question.
  {
    name: 'set110: Levan sends the Rkatsiteli spec and the pallet price',
    ...hannah,
    answer: `# «send» 4003
Rkatsiteli 2023, qvevri:
Alcohol: 12.5%
Total SO2: 22 mg/l
No fining, no filtration

# «send»
The Saperavi 2022 spec I'll send as PDF tomorrow, my cousin has the lab sheet
Pallet price: €6.80 a bottle ex-cellar, 600 bottles per pallet`,
    expect: [
      {
        type: 'send',
        text: 'Rkatsiteli 2023, qvevri:\nAlcohol: 12.5%\nTotal SO2: 22 mg/l\nNo fining, no filtration',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: "The Saperavi 2022 spec I'll send as PDF tomorrow, my cousin has the lab sheet\nPallet price: €6.80 a bottle ex-cellar, 600 bottles per pallet",
      },
    ],
  },
  // Gemini 3 Pro: a bare note on register and relationship as the first line.
  {
    name: 'set110: Levan with a bare register note before his answer',
    ...hannah,
    answer: `# «send»
Professional but warm; she is a long-standing importer.
Of course! Saperavi 2022 spec comes tomorrow, and the pallet price is €6.80 a bottle`,
    expect: [
      {
        type: 'send',
        text: 'Of course! Saperavi 2022 spec comes tomorrow, and the pallet price is €6.80 a bottle',
      },
    ],
  },
  // Gemini 3 Pro: a tool_code block calling a file sender, under the message.
  {
    name: 'set110: Levan with a tool_code call under his message',
    ...hannah,
    answer: `# «send»
Here is the Saperavi spec, pallet price is €6.80 a bottle ex-cellar

\`\`\`tool_code
send_file(name="saperavi_2022_spec.pdf", to="Hannah")
\`\`\``,
    expect: [{ type: 'send', text: 'Here is the Saperavi spec, pallet price is €6.80 a bottle ex-cellar' }],
  },
  // Gemini 3 Pro: a Georgian toast and a memory of what he promised.
  {
    name: 'set110: Levan promises the specs and remembers it',
    ...hannah,
    answer: `# «send»
Gaumarjos, Hannah! 🍷 Specs for both wines come tomorrow morning

# «remember»
Hannah (Berlin importer) wants the Saperavi 2022 spec and the pallet price; send the PDF tomorrow.`,
    expect: [
      { type: 'send', text: 'Gaumarjos, Hannah! 🍷 Specs for both wines come tomorrow morning' },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Pro: a signature with his name under a message in the family group.
  {
    name: 'set110: Levan signs his message to the family',
    ...rtveli,
    answer: `# «send»
Giorgi crates, Dato the fire, Nino and I cook. Start at 8!
— Levan 🍇`,
    expect: [
      { type: 'send', text: 'Giorgi crates, Dato the fire, Nino and I cook. Start at 8!', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: both headings at the wrong level (two slips of one kind).
  {
    name: 'set110: Levan writes his headings at levels two and three',
    ...rtveli,
    answer: `### «send»
Giorgi, crates and the truck. Dato, the fire. Nino and I cook.

## «send» 4003
Tamuna of course, bring them, I have small boots for them`,
    expect: [
      {
        type: 'send',
        text: 'Giorgi, crates and the truck. Dato, the fire. Nino and I cook.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Tamuna of course, bring them, I have small boots for them', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: Georgian to the family, then a reply to an older message.
  {
    name: 'set110: Levan answers in Georgian and welcomes the kids',
    ...rtveli,
    answer: `# «send»
შაბათს 8-ზე ვიწყებთ! ყველა მოდით 🍇

# «send» 4003
Tamuna of course, bring them, I have small boots for them`,
    expect: [
      { type: 'send', text: 'შაბათს 8-ზე ვიწყებთ! ყველა მოდით 🍇', replyTo: 4005 },
      { type: 'send', text: 'Tamuna of course, bring them, I have small boots for them', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a note-style reading of the asker as the first line, before a plan-shaped message.
  {
    name: 'set110: Levan opens with a note-style reading of Nino',
    ...rtveli,
    answer: `# «send»
Nino — stressed, wants a clear list.
Don't worry sis, here's who does what:
Giorgi — crates
Dato — fire
You and me — kitchen`,
    expect: [
      {
        type: 'send',
        text: "Don't worry sis, here's who does what:\nGiorgi — crates\nDato — fire\nYou and me — kitchen",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: news of how a colleague feels, passed on in Vietnamese.
  {
    name: 'set110: Linh tells the guides Hà is worn out by her Sa Pa group',
    ...guides,
    answer: `# «send»
Có nha Minh, tối chị gửi

# «send» 4003
Hà đang mệt lắm, đoàn Sa Pa khó tính quá. Mọi người nhắn động viên Hà nha 💪`,
    expect: [
      { type: 'send', text: 'Có nha Minh, tối chị gửi', replyTo: 4005 },
      {
        type: 'send',
        text: 'Hà đang mệt lắm, đoàn Sa Pa khó tính quá. Mọi người nhắn động viên Hà nha 💪',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 3 Pro: a data line for the importer's system, pasted after he introduces it.
  {
    name: 'set110: Levan pastes the CSV line for the Saperavi after introducing it',
    ...hannah,
    answer: `# «send»
For your system, in the same format as last time:
\`SAP22;Saperavi 2022;13.5;750;6.80\`
Lab sheet PDF follows tomorrow`,
    expect: [
      {
        type: 'send',
        text: 'For your system, in the same format as last time:\n`SAP22;Saperavi 2022;13.5;750;6.80`\nLab sheet PDF follows tomorrow',
      },
    ],
  },
];
