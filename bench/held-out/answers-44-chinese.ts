import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 44, personas writing Chinese: Simplified (Hangzhou) and Traditional with Cantonese (Hong
 * Kong), named in Chinese characters. Each comment names the model family and the habit.
 */

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

/** Xiaoyu, Hangzhou, with A-Jie (direct) and Lili: a CV to read before Monday. */
const XIAOYU: Scene = {
  persona: '小雨',
  others: new Map([
    [4001, '我下周要去成都出差，有什么好吃的推荐吗？'],
    [4003, '莉莉说她上次去的那家火锅店排队排了两个小时'],
    [4005, '你周末有空吗？想请你帮我看看简历，明天要投了'],
  ]),
  own: new Map([
    [4002, '成都必须吃火锅和兔头！'],
    [4004, '哈哈哈那家确实火'],
  ]),
  participants: ['阿杰', '莉莉'],
};

/** Ah Yan, Hong Kong, in a hotpot group with Kelvin and Mei-ling. */
const AHYAN: Scene = {
  persona: '阿欣',
  others: new Map([
    [4001, '今晚打邊爐邊個去？我book咗銅鑼灣嗰間'],
    [4003, 'Kelvin 你又遲到😂 上次等咗你半個鐘'],
    [4005, '阿欣你今晚得唔得閒？七點半銅鑼灣等'],
  ]),
  own: new Map([
    [4002, '我都想去！'],
    [4004, '哈哈佢一向都係咁'],
  ]),
  participants: ['Kelvin', '美玲'],
};

/** The same group when Kelvin asks Mei-ling about her dress: nothing for Ah Yan. */
const AHYAN_ASIDE: Scene = {
  ...AHYAN,
  others: new Map([
    [4001, '今晚打邊爐邊個去？我book咗銅鑼灣嗰間'],
    [4003, '我今日着咗條新裙😆'],
    [4005, '美玲你嗰條裙喺邊度買㗎？好靚呀'],
  ]),
};

export const CHINESE: CorpusEntry[] = [
  {
    // Gemini 2.5 Flash: two short messages.
    ...XIAOYU,
    name: 'zh: two short messages',
    answer: '# «send»\n有空呀，周六下午都行\n\n# «send»\n你先发我，我今晚就能看 📄',
    expect: [
      { type: 'send', text: '有空呀，周六下午都行' },
      { type: 'send', text: '你先发我，我今晚就能看 📄' },
    ],
  },
  {
    // Qwen3 with thinking left on: its reasoning span inside the message block.
    ...XIAOYU,
    name: 'zh: a reasoning span inside the body',
    answer: '# «send»\n<think>\n他想周末让我看简历，我应该答应。\n</think>\n有空！发过来吧',
    expect: [{ type: 'send', text: '有空！发过来吧' }],
    withheld: ['reasoning'],
  },
  {
    // GLM-4: a speaker label in pinyin for a persona named in characters (a careful operator
    // would not want "Xiaoyu:" sent; the documented rules do not read names in characters).
    ...XIAOYU,
    name: 'zh: a pinyin speaker label for a persona named in characters',
    answer: '# «send»\nXiaoyu: 当然有空，简历发我邮箱就行',
    expect: [{ type: 'send', text: '当然有空，简历发我邮箱就行' }],
  },
  {
    // DeepSeek-V3: JSON with Chinese keys, the message under "回复" ("reply") beside a tone key.
    ...XIAOYU,
    name: 'zh: JSON with Chinese keys, a reply and a tone',
    answer: '```json\n{"回复": "有空的，周日上午来我家吧", "语气": "友好"}\n```',
    expect: [{ type: 'send', text: '有空的，周日上午来我家吧' }],
  },
  {
    // Gemini 2.5 Flash: a real warning line opening with "注意：" ("careful:"), not a note label.
    ...XIAOYU,
    name: 'zh: a warning line opening with "careful:"',
    answer: '# «send»\n行，发我吧\n\n# «send»\n注意：别用PDF以外的格式，有的系统读不了Word',
    expect: [
      { type: 'send', text: '行，发我吧' },
      { type: 'send', text: '注意：别用PDF以外的格式，有的系统读不了Word' },
    ],
  },
  {
    // DeepSeek-V3: a parenthesised remark about the answer's tone after the message.
    ...XIAOYU,
    name: 'zh: a closing remark on how the reply kept her voice',
    answer: '# «send»\n没问题，周六下午三点？\n\n（以上回复保持了小雨活泼的语气）',
    expect: [{ type: 'send', text: '没问题，周六下午三点？' }],
  },
  {
    // Gemini 3 Flash: a sticker noted in square brackets with the Chinese word for one, after
    // the words of the message.
    ...XIAOYU,
    name: 'zh: a message ending in a bracketed sticker note',
    answer: '# «send»\n好滴～明天见\n[表情包 👋]',
    expect: [
      { type: 'send', text: '好滴～明天见' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    // Gemini 2.5 Pro at MAX_TOKENS: the next heading cut inside its name.
    ...XIAOYU,
    name: 'zh: a heading cut mid-name at the output limit',
    truncated: true,
    answer: '# «send»\n好的，周六见\n\n# «sen',
    expect: [{ type: 'send', text: '好的，周六见' }],
  },
  {
    // Gemini 2.5 Flash: markdown a person uses — a short bold list of CV tips.
    ...XIAOYU,
    name: 'zh: a short list with bold a person types',
    answer:
      '# «send»\n我先说三点：\n1. **项目经历**放前面\n2. 自我评价删掉\n3. 照片换一张正式点的\n周六细聊！',
    expect: [
      {
        type: 'send',
        text: '我先说三点：\n1. **项目经历**放前面\n2. 自我评价删掉\n3. 照片换一张正式点的\n周六细聊！',
      },
    ],
  },
  {
    // ERNIE style: a Chinese "thinking process" label line inside the body, then the message.
    ...XIAOYU,
    name: 'zh: a thinking-process label line before the message',
    answer: '# «send»\n思考过程：阿杰需要帮忙，小雨会爽快答应。\n\n周末随时，你发来就好～',
    expect: [{ type: 'send', text: '周末随时，你发来就好～' }],
    withheld: ['reasoning'],
  },
  {
    // Gemini 2.5 Flash in a group, called out: Cantonese mixed with English.
    ...AHYAN,
    name: 'yue group: a callout answered in Cantonese and English',
    chat: 'group',
    callout: true,
    answer: '# «send»\n得呀！不過可能七點四十先到 🙏',
    expect: [{ type: 'send', text: '得呀！不過可能七點四十先到 🙏', replyTo: 4005 }],
  },
  {
    // Qwen2.5 (Traditional): the persona's name in lenticular brackets as a speaker label.
    ...AHYAN,
    name: 'yue group: the name in lenticular brackets as a label',
    chat: 'group',
    callout: true,
    answer: '# «send»\n【阿欣】得閒呀，七點半見！',
    expect: [{ type: 'send', text: '得閒呀，七點半見！', replyTo: 4005 }],
  },
  {
    // Gemini 2.5 Pro: a gloss of its Cantonese in written Chinese, in full-width parentheses
    // (a translation for the reader; no person glosses their own chat message).
    ...AHYAN,
    name: 'yue: a written-Chinese gloss after the Cantonese',
    answer: '# «send»\n得閒呀，七點半見！\n（書面語：我有空，七點半見。）',
    expect: [{ type: 'send', text: '得閒呀，七點半見！' }],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: a private note, then "(read)" as the message.
    ...AHYAN_ASIDE,
    name: 'yue group: a private note and a bracketed "read"',
    chat: 'group',
    answer: '# «think»\n唔關我事。\n\n# «send»\n（已讀）',
    expect: [],
  },
  {
    // Gemini 2.5 Flash in a group: a callout answered, naming another participant.
    ...AHYAN,
    name: 'yue group: teasing the late one by name',
    chat: 'group',
    callout: true,
    answer: '# «send»\nok la 我七點半到，Kelvin 你唔好又遲到啊 😂',
    expect: [{ type: 'send', text: 'ok la 我七點半到，Kelvin 你唔好又遲到啊 😂', replyTo: 4005 }],
  },
  {
    // Gemini 2.5 Flash: a question back about what he meant, quoting his words.
    ...XIAOYU,
    name: 'zh: a question back quoting his words',
    answer: '# «send»\n你说的“明天要投”是几点截止？我怕来不及',
    expect: [{ type: 'send', text: '你说的“明天要投”是几点截止？我怕来不及' }],
  },
  {
    // Yi-Lightning: the message and then an English offer to make it more formal.
    ...AHYAN,
    name: 'yue: an English offer of a more formal version after the message',
    answer: '# «send»\n得閒！七點半銅鑼灣見\n\nWould you like me to make it sound a bit more formal?',
    expect: [{ type: 'send', text: '得閒！七點半銅鑼灣見' }],
  },
];
