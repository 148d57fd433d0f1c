/**
 * Set 67, 由紀 and Haruka (Japanese): two days in Kyoto, matcha pudding, foods to try. Real
 * messages with ※ notes, a "point" tip, a mother's words quoted and a 追伸; slips of an English
 * translation under the message, a tone note in brackets, the turn analysed between the days,
 * a closing line naming the reply with an offer, and a summary line after two messages.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { l, p, send, yuki } from './answers-67-cast.js';

const DAY1 = l(
  '■1日目（東山エリア）',
  '・8:00 清水寺（朝イチが空いてる！）',
  '・二年坂・三年坂をぶらぶら',
  '・お昼は祇園で親子丼',
  '・午後は建仁寺 → 八坂神社',
  '・夜は先斗町で軽く飲む🍶',
);
const DAY2 = l(
  '■2日目（嵐山）',
  '・朝7時台に竹林の小径（9時過ぎると人だらけ）',
  '・天龍寺の庭',
  '・トロッコ列車は前日までに予約必須',
  '・帰りに錦市場で食べ歩き',
);
const CHUI = '※ 注意：バスは本当に混むから、移動はなるべく電車と歩きで。ICカード必須だよ';
const ZAIRYO = l(
  '抹茶プリン（4個分）',
  '',
  '材料：',
  '・抹茶 大さじ1',
  '・砂糖 40g',
  '・牛乳 300ml',
  '・生クリーム 100ml',
  '・粉ゼラチン 5g（大さじ1の水でふやかす）',
);
const TEJUN = l(
  '作り方：',
  '1. 抹茶と砂糖をよく混ぜておく（ダマ防止）',
  '2. 牛乳を少しずつ入れて溶かす',
  '3. 鍋で沸騰直前まで温めて、火を止めてゼラチンを入れる',
  '4. 生クリームを混ぜて、こして容器へ',
  '5. 冷蔵庫で3時間以上',
);
const POINT = 'ポイント：抹茶は安いのでいいけど、製菓用じゃなくて飲む用のほうが色がきれいに出るよ🍵';

export const YUKI_SET: readonly CorpusEntry[] = [
  yuki({
    name: '由紀: two days in Kyoto with a ※ note',
    answer: send(p('2日間ならこんな感じがおすすめ！', DAY1, DAY2, CHUI), 4001),
    expect: [{ type: 'send', text: p('2日間ならこんな感じがおすすめ！', DAY1, DAY2, CHUI), replyTo: 4001 }],
  }),
  yuki({
    name: '由紀: the matcha pudding with a tip',
    answer: send(p(ZAIRYO, TEJUN, POINT), 4003),
    expect: [{ type: 'send', text: p(ZAIRYO, TEJUN, POINT), replyTo: 4003 }],
  }),
  // Gemini adding an English translation under a Japanese message to a Japanese friend.
  yuki({
    name: '由紀: the Kyoto plan, then an English translation of it',
    answer: send(
      p(
        DAY1,
        DAY2,
        '(Translation: Day 1 (Higashiyama): Kiyomizu-dera at 8, stroll Ninenzaka and Sannenzaka, oyakodon in Gion for lunch, Kennin-ji and Yasaka Shrine, drinks in Pontocho. Day 2 (Arashiyama): bamboo grove before 9, Tenryu-ji garden, book the Sagano train in advance, Nishiki Market on the way back.)',
      ),
    ),
    expect: [{ type: 'send', text: p(DAY1, DAY2) }],
  }),
  // A tone note in brackets closing the message, as Gemini writes in Japanese.
  yuki({
    name: '由紀: the pudding, then a bracketed note on the tone',
    answer: send(p(ZAIRYO, TEJUN, POINT, '（友達向けに、やわらかい口調でまとめました）')),
    expect: [{ type: 'send', text: p(ZAIRYO, TEJUN, POINT) }],
  }),
  // The turn analysed in Japanese between the two days of the plan.
  yuki({
    name: '由紀: the Kyoto plan with a line about the request between the days',
    answer: send(
      p(DAY1, 'はるかさんは京都の回り方を聞いているので、日ごとに分けて詳しく答える。', DAY2, CHUI),
      4001,
    ),
    expect: [{ type: 'send', text: p(DAY1, DAY2, CHUI), replyTo: 4001 }],
  }),
  yuki({
    name: '由紀: the pudding with her mother’s words and a 追伸',
    answer: send(
      p(
        ZAIRYO,
        TEJUN,
        'お母さんに聞いたら「ゼラチンは板より粉のほうが絶対楽」だって！',
        '追伸：京都行くなら、おみやげは阿闍梨餅でお願いします🙏笑',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: p(
          ZAIRYO,
          TEJUN,
          'お母さんに聞いたら「ゼラチンは板より粉のほうが絶対楽」だって！',
          '追伸：京都行くなら、おみやげは阿闍梨餅でお願いします🙏笑',
        ),
      },
    ],
  }),
  // Two slips: a line naming the text as the reply to Haruka, then an offer of a shorter version.
  yuki({
    name: '由紀: the pudding, a line naming the reply and an offer to shorten it',
    answer: send(
      p(ZAIRYO, TEJUN, '以上、はるかさんへの返信です。', 'もっと短いバージョンにしましょうか？'),
      4003,
    ),
    expect: [{ type: 'send', text: p(ZAIRYO, TEJUN), replyTo: 4003 }],
  }),
  yuki({
    name: '由紀: five foods not to miss',
    answer: send(
      l(
        'あと、これだけは食べてほしいリスト🍡',
        '',
        '1. 中村藤吉の抹茶ゼリー',
        '2. 錦市場のたこたまご（見た目はアレだけどおいしい）',
        '3. 祇園の親子丼',
        '4. 出町ふたばの豆餅（並ぶけど価値あり）',
        '5. 湯豆腐、嵐山で',
        '',
        '全部行けたら教えて、表彰するから笑',
      ),
    ),
    expect: [
      {
        type: 'send',
        text: l(
          'あと、これだけは食べてほしいリスト🍡',
          '',
          '1. 中村藤吉の抹茶ゼリー',
          '2. 錦市場のたこたまご（見た目はアレだけどおいしい）',
          '3. 祇園の親子丼',
          '4. 出町ふたばの豆餅（並ぶけど価値あり）',
          '5. 湯豆腐、嵐山で',
          '',
          '全部行けたら教えて、表彰するから笑',
        ),
      },
    ],
  }),
  // A plan-word summary of the turn after the second of two messages.
  yuki({
    name: '由紀: the plan and the pudding, then a summary of the turn',
    answer:
      send(p(DAY1, DAY2), 4001) +
      '\n' +
      send(
        p(
          ZAIRYO,
          TEJUN,
          '**Summary:** Answered both the Kyoto question and the pudding recipe in a friendly tone.',
        ),
        4003,
      ),
    expect: [
      { type: 'send', text: p(DAY1, DAY2), replyTo: 4001 },
      { type: 'send', text: p(ZAIRYO, TEJUN), replyTo: 4003 },
    ],
  }),
  yuki({
    name: '由紀: the plan, a pause, then the pudding promised',
    answer:
      send(p(DAY1, DAY2, CHUI), 4001) +
      '\n# «wait»\ndelay: 30\n\n' +
      send('プリンのレシピは今写真撮ってから送るね、ちょっと待ってて📸'),
    expect: [
      { type: 'send', text: p(DAY1, DAY2, CHUI), replyTo: 4001 },
      { type: 'wait', delay: 30 },
      { type: 'send', text: 'プリンのレシピは今写真撮ってから送るね、ちょっと待ってて📸' },
    ],
  }),
];
