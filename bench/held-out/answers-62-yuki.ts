/** Set 62: Yuki's long Japanese messages to Haruka (a Kyoto plan, step-by-step help), slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { L, send, yuki } from './answers-62-cast.js';

const day1 = L(
  '## 1日目',
  '- 京都駅 着 → ホテルに荷物',
  '- 東福寺（紅葉の名所！朝イチがおすすめ）',
  '- 伏見稲荷 → 夜は先斗町でごはん',
);
const day2 = L(
  '## 2日目',
  '- 嵐山：竹林の小径は7時台なら空いてる',
  '- 天龍寺 → 湯豆腐ランチ',
  '- 夕方は永観堂のライトアップ🍁',
);
const day3 = L(
  '## 3日目',
  '- 錦市場で食べ歩き',
  '- お土産買って15時くらいの新幹線',
  '',
  'こんな感じでどう？',
);
const plan = L('ざっくり作ってみた！', '', day1, '', day2, '', day3);
const money = L(
  '予算のめやす（1人）：',
  '',
  '| 項目 | 金額 |',
  '|---|---|',
  '| 新幹線 往復 | 約28,000円 |',
  '| ホテル 2泊 | 約20,000円 |',
  '| 食事・拝観料 | 約15,000円 |',
  '',
  '合計 6万ちょいかな',
);
const steps = L(
  'スマホでの新幹線予約、こうやるとラクだよ👇',
  '',
  '1. 「スマートEX」アプリを入れる',
  '2. 交通系ICカードを登録（Suicaでもいける）',
  '3. 日付と時間を選んで、座席は「E席」＝富士山側！',
  '4. 当日はICカードで改札タッチするだけ',
  '',
  '※ 変更は発車前なら何回でも無料',
);

export const YUKI: readonly CorpusEntry[] = [
  yuki({
    name: 'set62 yuki: a three-day plan under Markdown headings',
    answer: L('# «send»', plan),
    expect: [send(plan)],
  }),
  yuki({
    name: 'set62 yuki: the plan, then a budget table in a second message',
    answer: L('# «send»', plan, '', '# «send»', money),
    expect: [send(plan), send(money)],
  }),
  // Gemini 2.5 Flash: a reasoning line with a Japanese label between day 1 and day 2.
  yuki({
    name: 'set62 yuki: a Japanese reasoning label between two days of the plan',
    answer: L(
      '# «send»',
      'ざっくり作ってみた！',
      '',
      day1,
      '',
      '思考：ハルカは紅葉が見たいと言っていたので、2日目にライトアップを入れる。',
      '',
      day2,
      '',
      day3,
    ),
    expect: [send(plan)],
  }),
  // Gemini 3: a bold reasoning title and its paragraph between the plan and the budget.
  yuki({
    name: 'set62 yuki: a reasoning summary between the plan and the budget message',
    answer: L(
      '# «send»',
      plan,
      '',
      '# «send»',
      '**Estimating the Travel Budget**',
      '',
      "I'm now working out a rough per-person budget so Haruka can decide quickly. I'll keep it in a small table.",
      '',
      money,
    ),
    expect: [send(plan), send(money)],
  }),
  yuki({
    name: 'set62 yuki: step-by-step booking help with a note mark',
    answer: L('# «send»', steps),
    expect: [send(steps)],
  }),
  // Gemini 2.5 Flash: a tone note in full-width brackets closing the first of two messages.
  yuki({
    name: 'set62 yuki: a tone note in brackets between two messages',
    answer: L('# «send»', plan, '', '（フレンドリーでカジュアルな口調にしました）', '', '# «send»', steps),
    expect: [send(plan), send(steps)],
  }),
  // Gemini 2.5 Flash: an offer to redo the answer in Japanese closing the first block.
  yuki({
    name: 'set62 yuki: an offer to make the plan shorter between two messages',
    answer: L('# «send»', plan, '', 'この返信をもっと短いバージョンにしましょうか？', '', '# «send»', money),
    expect: [send(plan), send(money)],
  }),
  yuki({
    name: 'set62 yuki: a message that asks her friend whether to shorten the plan',
    answer: L('# «send»', plan, '', '長すぎたらごめん😂 行きたいとこだけ残して、あとは削っていいよ！'),
    expect: [send(L(plan, '', '長すぎたらごめん😂 行きたいとこだけ残して、あとは削っていいよ！'))],
  }),
  // Gemini 2.5 Flash, truncated: the output limit cut the third message in the middle.
  yuki({
    name: 'set62 yuki: the last of three messages cut at the output limit',
    truncated: true,
    answer: L(
      '# «send»',
      plan,
      '',
      '# «send»',
      money,
      '',
      '# «send»',
      'あとね、嵐山の湯豆腐は「西山艸堂」が',
    ),
    expect: [send(plan), send(money)],
    withheld: ['truncated'],
  }),
  // Gemini 2.5 Flash: a checklist of the turn after the first message.
  yuki({
    name: 'set62 yuki: a checklist of what the turn covered between two messages',
    answer: L(
      '# «send»',
      plan,
      '',
      '✅ 2泊3日のプラン ✅ 紅葉スポット ✅ カジュアルな口調',
      '',
      '# «send» 4003',
      '紅葉は東福寺と永観堂ならまだいけるはず！',
    ),
    expect: [send(plan), send('紅葉は東福寺と永観堂ならまだいけるはず！', 4003)],
  }),
  yuki({
    name: 'set62 yuki: a quote from a guidebook and her own comment',
    answer: L(
      '# «send»',
      'ガイドブックにこう書いてあった：',
      '',
      '> 永観堂は「もみじの永観堂」と呼ばれ、例年11月下旬に見頃を迎える。',
      '',
      'ってことは、私たちドンピシャじゃん！！🍁🍁',
    ),
    expect: [
      send(
        L(
          'ガイドブックにこう書いてあった：',
          '',
          '> 永観堂は「もみじの永観堂」と呼ばれ、例年11月下旬に見頃を迎える。',
          '',
          'ってことは、私たちドンピシャじゃん！！🍁🍁',
        ),
      ),
    ],
  }),
];
