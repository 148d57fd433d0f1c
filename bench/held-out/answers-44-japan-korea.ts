import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/**
 * Set 44, Japanese and Korean personas named in their own script. Each answer's shape is one a
 * model was seen to write; the comment names the model family and the habit.
 */

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants'>;

/** Yuki, Tokyo, planning cherry-blossom viewing with Haruto (direct) and Mio (group). */
const YUKI: Scene = {
  persona: 'ユキ',
  others: new Map([
    [4001, '来週の土曜日、みんなで花見に行かない？場所はまだ決めてないんだけど'],
    [4003, 'ミオちゃんも来れるって！お弁当は各自で持ってくる感じでいい？'],
    [4005, '土曜日って何時から空いてる？あと、レジャーシート持ってる？'],
  ]),
  own: new Map([
    [4002, 'いいね！行きたい行きたい🌸'],
    [4004, 'お弁当は各自でいいと思う！'],
  ]),
  participants: ['ハルト', 'ミオ'],
};

/** The same group when the newest message is Haruto thanking Mio: nothing asks Yuki. */
const YUKI_ASIDE: Scene = {
  ...YUKI,
  others: new Map([
    [4001, '来週の土曜日、みんなで花見に行かない？場所はまだ決めてないんだけど'],
    [4003, '昨日の写真送るね〜'],
    [4005, 'ミオちゃん、写真ありがとう！めっちゃきれいに撮れてる'],
  ]),
};

/** Jimin, Seoul, with Seojun (direct) and Haeun (group): a driving licence and Friday chicken. */
const JIMIN: Scene = {
  persona: '지민',
  others: new Map([
    [4001, '나 드디어 운전면허 땄어!! 세 번 만에 ㅋㅋㅋ'],
    [4003, '이번 주 금요일에 치킨 먹으러 갈 사람? 하은이도 온대'],
    [4005, '지민아 너 금요일 저녁에 시간 돼? 7시쯤 생각 중이야'],
  ]),
  own: new Map([
    [4002, '헐 대박 축하해!!! 🎉'],
    [4004, '치킨 좋지ㅋㅋ'],
  ]),
  participants: ['서준', '하은'],
};

/** The same group when Seojun asks Haeun for his charger back. */
const JIMIN_ASIDE: Scene = {
  ...JIMIN,
  others: new Map([
    [4001, '나 드디어 운전면허 땄어!! 세 번 만에 ㅋㅋㅋ'],
    [4003, '충전기 나한테 있어 ㅋㅋ 미안'],
    [4005, '하은아 어제 빌려간 충전기 내일 꼭 갖다줘 ㅋㅋ'],
  ]),
};

export const JAPAN_KOREA: CorpusEntry[] = [
  {
    // Gemini 2.5 Flash: polite Japanese to an older acquaintance, her name with an honorific.
    ...YUKI,
    participants: ['田中', 'ミオ'],
    name: 'ja: a polite answer with an honorific on the name',
    answer: '# «send»\n田中さん、承知しました！土曜日は10時に伺いますね。',
    expect: [{ type: 'send', text: '田中さん、承知しました！土曜日は10時に伺いますね。' }],
  },
  {
    // Gemini 3 Flash: the bracketed "(laughs)" Japanese texters close a line with.
    ...YUKI,
    name: 'ja: a short answer closed by a bracketed laugh',
    answer: '# «send»\nそれな（笑）シートは任せて',
    expect: [{ type: 'send', text: 'それな（笑）シートは任せて' }],
  },
  {
    // Gemini 2.5 Flash: a link and a question back.
    ...JIMIN,
    name: 'ko: a link and a question back',
    answer: '# «send»\n여기 어때? 리뷰 좋더라 ㅎㅎ https://naver.me/5xKq2Tz',
    expect: [{ type: 'send', text: '여기 어때? 리뷰 좋더라 ㅎㅎ https://naver.me/5xKq2Tz' }],
  },
  {
    // Gemini 2.5 Flash: two short messages, as the format asks.
    ...YUKI,
    name: 'ja: two short messages with an emoji',
    answer: '# «send»\n10時からなら空いてるよ！\n\n# «send»\nレジャーシートあるある、大きいの持ってく🌸',
    expect: [
      { type: 'send', text: '10時からなら空いてるよ！' },
      { type: 'send', text: 'レジャーシートあるある、大きいの持ってく🌸' },
    ],
  },
  {
    // Gemini 2.5 Flash: a third-person analysis in the persona's language before the first block.
    ...YUKI,
    name: 'ja: an analysis of the turn in Japanese before the block',
    answer:
      'ハルトは土曜日の空き時間とレジャーシートについて聞いている。ユキとして明るく短く答える。\n\n# «send»\n10時から大丈夫！シートも持ってくね',
    expect: [{ type: 'send', text: '10時から大丈夫！シートも持ってくね' }],
    withheld: ['outside-blocks'],
  },
  {
    // Qwen2.5 under a Japanese system prompt: headings typed with an IME in full width, corner
    // brackets for guillemets, full-width digits for the reply id.
    ...YUKI,
    name: 'ja: full-width hash, corner brackets and full-width digits in headings',
    answer: '＃「react」 ４００３\n👍\n\n＃「send」\n10時ならいけるよ〜',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'send', text: '10時ならいけるよ〜' },
    ],
  },
  {
    // Gemma 3: a speaker label with the full-width colon, then a romanised reading of its own
    // message for the reader — no person types their own text again in Latin letters (the
    // documented rules do not list romaji; a careful operator would want it gone).
    ...YUKI,
    name: 'ja: a label with a full-width colon and a romaji line after',
    answer: '# «send»\nユキ：土曜は10時からOKだよ〜\n(Romaji: Doyoubi wa juuji kara OK da yo)',
    expect: [{ type: 'send', text: '土曜は10時からOKだよ〜' }],
  },
  {
    // Gemini 3 Flash: a shop-style title in lenticular brackets opening a line a person types.
    ...YUKI,
    name: 'ja: a bracketed title at the start of a real line',
    answer: '# «send»\n【持ち物】シート、紙皿、ゴミ袋！飲み物はハルトくんお願い🙏',
    expect: [{ type: 'send', text: '【持ち物】シート、紙皿、ゴミ袋！飲み物はハルトくんお願い🙏' }],
  },
  {
    // Gemini 2.5 Flash in a group: the persona's own name in a list of who brings what, under a
    // title that introduces the list; a person writes exactly this (operator's reading).
    ...YUKI,
    name: 'ja: a list of names with the persona among them, under a title',
    chat: 'group',
    callout: true,
    answer: '# «send»\n持ち物の分担：\nミオ：おにぎり\nハルト：飲み物\nユキ：シート',
    expect: [
      { type: 'send', text: '持ち物の分担：\nミオ：おにぎり\nハルト：飲み物\nユキ：シート', replyTo: 4005 },
    ],
  },
  {
    // Gemini 2.5 Flash in a group not addressed to her: the persona narrated in full-width
    // parentheses instead of a think block.
    ...YUKI_ASIDE,
    name: 'ja group: the persona narrated quietly drinking tea',
    chat: 'group',
    answer: '# «send»\n（ユキは黙ってお茶を飲んでいる）',
    expect: [],
  },
  {
    // Llama 3.1 fine-tune: a think block, then a self-closing silence tag of its own making.
    ...YUKI_ASIDE,
    name: 'ja group: a private note, then a self-closing silence tag',
    chat: 'group',
    answer: '# «think»\nミオへのお礼なので私は関係ない。\n\n# «send»\n<silence/>',
    expect: [],
  },
  {
    // Gemini 2.5 Pro stopped at MAX_TOKENS in the second message.
    ...YUKI,
    name: 'ja: the second message cut at the output limit',
    truncated: true,
    answer: '# «send»\n10時からいけるよ！\n\n# «send»\nシートは青いのと、あと去年買った大きめ',
    expect: [{ type: 'send', text: '10時からいけるよ！' }],
    withheld: ['truncated'],
  },
  {
    // Qwen2.5 translating the heading name into Japanese; no other message block.
    ...YUKI,
    name: 'ja: the heading name translated, the only block',
    answer: '# «送信»\n土曜は10時からで！シートも任せて',
    expect: [{ type: 'send', text: '土曜は10時からで！シートも任せて' }],
  },
  {
    // Gemini 2.5 Flash: a message, then a note about the plan.
    ...YUKI,
    name: 'ja: a message and a chat note',
    answer:
      '# «send»\nじゃあ土曜10時ね！シート持ってく\n\n# «note»\n土曜10時に花見。シートは私が持っていく。',
    expect: [{ type: 'send', text: 'じゃあ土曜10時ね！シート持ってく' }, { type: 'note' }],
  },
  {
    // Gemini 3 Flash: a good-night message, then a sticker block with only the emoji.
    ...YUKI,
    name: 'ja: good night and a sticker given by its emoji alone',
    answer: '# «send»\nじゃあ土曜日ね、おやすみ〜\n\n# «sticker»\n😴',
    expect: [
      { type: 'send', text: 'じゃあ土曜日ね、おやすみ〜' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    // Gemini 2.5 Flash: a reaction to the licence news and an answer.
    ...JIMIN,
    name: 'ko: a reaction to older news and a reply',
    answer: '# «react» 4001\n🎉\n\n# «send»\n응 7시 완전 가능! 어디로 갈 거야?',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: '응 7시 완전 가능! 어디로 갈 거야?' },
    ],
  },
  {
    // HyperCLOVA X style: a bold speaker label, and a tone note in Korean after the message.
    ...JIMIN,
    name: 'ko: a bold label and a tone note in Korean',
    answer: '# «send»\n**지민:** 7시 좋아~ 근데 나 조금 늦을 수도 있어 ㅠㅠ\n\n(톤: 친근하고 가볍게)',
    expect: [{ type: 'send', text: '7시 좋아~ 근데 나 조금 늦을 수도 있어 ㅠㅠ' }],
  },
  {
    // EXAONE: a polite assistant lead-in before the block.
    ...JIMIN,
    name: 'ko: a polite lead-in before the block',
    answer: '네, 지민으로서 자연스럽게 답장해 볼게요.\n\n# «send»\n콜! 7시에 보자',
    expect: [{ type: 'send', text: '콜! 7시에 보자' }],
    withheld: ['outside-blocks'],
  },
  {
    // Gemini 2.5 Flash: a real message opening with the word for "thinking about it".
    ...JIMIN,
    name: 'ko: a message that opens with "thinking about it"',
    answer: '# «send»\n생각해 보니까 금요일에 알바가 있었어 ㅠ 8시 반부터는 돼!',
    expect: [{ type: 'send', text: '생각해 보니까 금요일에 알바가 있었어 ㅠ 8시 반부터는 돼!' }],
  },
  {
    // Solar: a reaction, then the message under the Korean word for "send".
    ...JIMIN,
    name: 'ko: a reaction, then a message under a Korean heading name',
    answer: '# «react»\n👍\n\n# «보내기»\n좋아 금요일 7시!',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: '좋아 금요일 7시!' },
    ],
  },
  {
    // Gemini 3 Flash: a sticker noted in brackets with Korean's word for it.
    ...JIMIN,
    name: 'ko: a sticker noted in brackets with the Korean word',
    answer: '# «send»\n(이모티콘 😂)',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    // Gemini 2.5 Flash: the partner's question sent back to him before the answer.
    ...JIMIN,
    name: 'ko: his question echoed back, then the answer',
    answer: '# «send»\n지민아 너 금요일 저녁에 시간 돼? 7시쯤 생각 중이야\n\n# «send»\n돼 돼! 어디서 만나?',
    expect: [{ type: 'send', text: '돼 돼! 어디서 만나?' }],
    withheld: ['echo'],
  },
  {
    // Gemini 2.5 Flash in a group, not addressed: a bracketed "(reads and moves on)".
    ...JIMIN_ASIDE,
    name: 'ko group: reads and moves on, in brackets',
    chat: 'group',
    answer: '# «send»\n(읽고 넘어감)',
    expect: [],
  },
  {
    // Gemini 2.5 Flash in a group, called out: a roleplay action before the words, where actions
    // are off in groups.
    ...JIMIN,
    name: 'ko group: an action before the answer when actions are off there',
    chat: 'group',
    callout: true,
    answer: '# «send»\n*손 번쩍 든다* 나 갈래!!',
    expect: [{ type: 'send', text: '나 갈래!!', replyTo: 4005 }],
  },
  {
    // A Korean fine-tune closing with a letter's humble signature, "지민 드림" ("from Jimin").
    ...JIMIN,
    name: 'ko: a letter signature with the humble closing word',
    answer: '# «send»\n금요일 7시 좋아! 맛있는 데로 가자\n지민 드림',
    expect: [{ type: 'send', text: '금요일 7시 좋아! 맛있는 데로 가자' }],
  },
  {
    // Gemini 2.5 Flash: the sticker written in Korean the way it reads the set in the history.
    ...JIMIN,
    name: 'ko: a message and a sticker named with its set in Korean',
    answer: '# «send»\n축하 다시 한 번!!\n\n# «send»\nHeidiDuck 스티커 👋',
    expect: [
      { type: 'send', text: '축하 다시 한 번!!' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
];
