/** Set 70, 千晶: a Kyoto plan, a first week at work and a Kanazawa weekend (Japanese). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { react, send, trip, yukari } from './answers-70-cast.js';

const KYOTO = `三連休なら、こんな感じどう？

| 日 | 午前 | 午後 | 夜 |
|---|---|---|---|
| 1日目 | 東福寺（紅葉は朝8時台が勝負） | 伏見稲荷、上まで行かなくてOK | 先斗町でおばんざい |
| 2日目 | 嵐山・竹林（7時台に行くと人少ない） | 嵯峨野トロッコ列車 | 錦市場で食べ歩き |
| 3日目 | 南禅寺〜哲学の道 | 銀閣寺 | 帰りに京都駅で八つ橋 |

移動はバス一日券より地下鉄＋歩きのほうが絶対ラク。11月のバスは本当に地獄だから…`;

const SHIGOTO = `新しい職場、緊張するよね。わたしが転職したときにやってよかったこと書いとくね。

まず最初の一週間は、覚えることより「誰に何を聞けばいいか」を覚える週だと思ってOK。全部一回で覚えようとしなくていい。

それから、メモは自分用のノートを一冊決めて、そこに全部書く。付箋とかスマホとかに分散させると後で絶対見つからない。

あと、お昼に誘われたら一回は行ってみて。仕事の話より雑談のほうが職場の空気がわかるから。`;

const MOCHIMONO = `持ち物リスト作ったよ！

■ 必須
・切符（健太が取ってくれたやつ、スクショでも）
・身分証、保険証のコピー
・折りたたみ傘（金沢は「弁当忘れても傘忘れるな」らしい）
・モバイルバッテリー

■ あると便利
・歩きやすい靴
・エコバッグ（近江町市場で買いすぎる予定）
・カイロ

■ 各自で
・着替え、洗面用具、常備薬`;

const TIMETABLE = `当日のタイムテーブルはこれ：

| 時間 | 予定 |
|---|---|
| 8:10 | 大阪駅集合（中央改札） |
| 8:40 | サンダーバード発 |
| 11:20 | 金沢着、宿に荷物預ける |
| 12:00 | 近江町市場でお昼 |
| 14:00 | 兼六園〜金沢城 |
| 17:00 | ひがし茶屋街 |
| 19:00 | 夜ごはん（お店は真央におまかせ） |`;

export const CHIAKI_ANSWERS: readonly CorpusEntry[] = [
  yukari({
    name: 'set70 千晶: a three-day Kyoto plan as a table with a tip under it',
    answer: `# «send»
${KYOTO}

# «react» 4003
😁`,
    expect: [send(KYOTO), react('😁', 4003)],
  }),
  // An aside in full-width brackets reading the friend in the third person and planning the next turn.
  yukari({
    name: 'set70 千晶: the Kyoto plan, then a bracketed analysis and plan for the next turn',
    answer: `# «send»
${KYOTO}

（ゆかりさんは初めての京都旅行のようなので、定番スポットを中心にしました。次のターンでは予算と宿の場所を聞く予定です。）`,
    expect: [send(KYOTO)],
  }),
  yukari({
    name: 'set70 千晶: advice for a new job with a greeting relayed from her mother and an aside',
    answer: `# «send» 4001
${SHIGOTO}

あ、あと母が「ゆかりちゃんによろしく、がんばってね」って言ってたよ！

（長文ごめん笑 でも全部ほんとだから）`,
    expect: [
      send(
        `${SHIGOTO}\n\nあ、あと母が「ゆかりちゃんによろしく、がんばってね」って言ってたよ！\n\n（長文ごめん笑 でも全部ほんとだから）`,
        4001,
      ),
    ],
  }),
  // A closing line summing up what the answer covered, in the helper's register.
  yukari({
    name: 'set70 千晶: the job advice, then a summary of what was covered',
    answer: `# «send» 4001
${SHIGOTO}

以上、ゆかりさんの新しい職場での緊張について、最初の一週間の過ごし方・メモの取り方・人間関係の3点からアドバイスをまとめました。`,
    expect: [send(SHIGOTO, 4001)],
  }),
  trip({
    name: 'set70 千晶: the packing list for the group with a proverb in it',
    callout: true,
    answer: `# «send»
${MOCHIMONO}

足りないものあったら追加してね〜`,
    expect: [send(`${MOCHIMONO}\n\n足りないものあったら追加してね〜`, 4005)],
  }),
  // A note to the operator under two group messages, about an assumption the card did not settle.
  trip({
    name: 'set70 千晶: list and timetable, then a note for the operator',
    callout: true,
    answer: `# «send»
${MOCHIMONO}

# «send»
${TIMETABLE}

※オペレーターへ：キャラクター設定に千晶の住んでいる場所が書かれていなかったため、大阪在住と仮定して集合場所を決めました。`,
    expect: [send(MOCHIMONO, 4005), send(TIMETABLE)],
  }),
  trip({
    name: 'set70 千晶: the timetable and a recap she writes for the two friends',
    callout: true,
    answer: `# «send»
${TIMETABLE}

まとめると：8:10に大阪駅、お昼は市場、夜は真央のおすすめ。健太は寝坊しないこと！`,
    expect: [
      send(
        `${TIMETABLE}\n\nまとめると：8:10に大阪駅、お昼は市場、夜は真央のおすすめ。健太は寝坊しないこと！`,
        4005,
      ),
    ],
  }),
  // An offer to rewrite the message in another register, the polite closing form of Japanese offers.
  trip({
    name: 'set70 千晶: the timetable, then an offer to rewrite it more casually',
    callout: true,
    answer: `# «send»
${TIMETABLE}

もう少しカジュアルな口調に書き直しましょうか？`,
    expect: [send(TIMETABLE, 4005)],
  }),
  yukari({
    name: 'set70 千晶: the self-introduction the friend asked for, quoted to copy',
    answer: `# «send» 4001
自己紹介の例、こんな感じでどう？そのまま使ってもいいよ。

「本日からお世話になります、佐藤ゆかりです。前職では通販の顧客対応を5年していました。わからないことが多くご迷惑をおかけするかもしれませんが、早く戦力になれるよう頑張ります。趣味は旅行で、最近は京都にハマっています。よろしくお願いします！」

最後の趣味のとこ、雑談のきっかけになるから絶対入れたほうがいい。`,
    expect: [
      send(
        '自己紹介の例、こんな感じでどう？そのまま使ってもいいよ。\n\n「本日からお世話になります、佐藤ゆかりです。前職では通販の顧客対応を5年していました。わからないことが多くご迷惑をおかけするかもしれませんが、早く戦力になれるよう頑張ります。趣味は旅行で、最近は京都にハマっています。よろしくお願いします！」\n\n最後の趣味のとこ、雑談のきっかけになるから絶対入れたほうがいい。',
        4001,
      ),
    ],
  }),
  // Two slips: an English translation of the plan, then a note on the tone chosen.
  yukari({
    name: 'set70 千晶: the Kyoto plan, an English translation, then a tone note',
    answer: `# «send»
${KYOTO}

Translation: How about this for the long weekend? Day 1: Tofukuji in the morning, Fushimi Inari in the afternoon, obanzai in Pontocho at night. Day 2: Arashiyama bamboo grove, the Sagano train, Nishiki Market. Day 3: Nanzenji and the Philosopher's Path, Ginkakuji, yatsuhashi at Kyoto Station. Subway and walking are much easier than the bus in November.

（友達らしいカジュアルなトーンで書きました）`,
    expect: [send(KYOTO)],
  }),
];
