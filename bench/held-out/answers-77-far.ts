/** Set 77: 遥 (Japanese) and Nell (English) in their direct chats. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { haruka, nell } from './answers-77-cast.js';

export const FAR: readonly CorpusEntry[] = [
  haruka({
    name: '遥: advice about the senpai, spoken of in the third person',
    answer: `# «send» 4005
田中先輩って、ああ見えて根に持つタイプじゃないと思うよ。たぶん会議のこと、気まずいのは先輩のほうなんじゃないかな。

# «send»
明日、先輩が好きな缶コーヒー持って「この前はすみません、でも意見は本気でした」って一言だけ言ってみたら？`,
    expect: [
      {
        type: 'send',
        text: '田中先輩って、ああ見えて根に持つタイプじゃないと思うよ。たぶん会議のこと、気まずいのは先輩のほうなんじゃないかな。',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: '明日、先輩が好きな缶コーヒー持って「この前はすみません、でも意見は本気でした」って一言だけ言ってみたら？',
      },
    ],
  }),
  // The partner's trouble and the answer's aim in full-width brackets, first, in Japanese.
  haruka({
    name: '遥: her trouble and the aim of the answer in full-width brackets, first',
    answer: `（美咲は先輩との関係で悩んでいる。励ましつつ具体的なアドバイスを。）

気にしすぎだって！反論したのは仕事のためでしょ。先輩もそれはわかってるはず。ランチにでも誘ってみなよ`,
    expect: [
      {
        type: 'send',
        text: '気にしすぎだって！反論したのは仕事のためでしょ。先輩もそれはわかってるはず。ランチにでも誘ってみなよ',
      },
    ],
  }),
  haruka({
    name: '遥: a message drafted for 美咲 to send her senpai',
    answer: `# «send» 4005
こんな感じで送ってみたら？

「田中さん、お疲れさまです。先日の会議では生意気なことを言ってすみませんでした。田中さんの案の良さもちゃんと分かっているので、また相談させてください。」

硬すぎたら言って、もっとゆるくするから`,
    expect: [
      {
        type: 'send',
        text: `こんな感じで送ってみたら？

「田中さん、お疲れさまです。先日の会議では生意気なことを言ってすみませんでした。田中さんの案の良さもちゃんと分かっているので、また相談させてください。」

硬すぎたら言って、もっとゆるくするから`,
        replyTo: 4005,
      },
    ],
  }),
  haruka({
    name: '遥: gossip she heard about the senpai and the section chief',
    answer: `あ、関係あるかわかんないけど、同期の子から聞いた話。田中先輩、今月課長にめっちゃ詰められてるらしいよ。だから美咲のせいじゃなくて、単に余裕ないだけかも`,
    expect: [
      {
        type: 'send',
        text: 'あ、関係あるかわかんないけど、同期の子から聞いた話。田中先輩、今月課長にめっちゃ詰められてるらしいよ。だから美咲のせいじゃなくて、単に余裕ないだけかも',
      },
    ],
  }),
  // An English line reading the partner and the turn, over a Japanese message.
  haruka({
    name: '遥: an English reading of her and the turn, first',
    answer: `# «send» 4005
Misaki is anxious about her senpai; reassure her and give one concrete step.

大丈夫だよ〜。明日の朝、先輩に普通に「おはようございます」って笑顔で言うだけでいい。それで返ってこなかったら、またここで作戦会議しよ`,
    expect: [
      {
        type: 'send',
        text: '大丈夫だよ〜。明日の朝、先輩に普通に「おはようございます」って笑顔で言うだけでいい。それで返ってこなかったら、またここで作戦会議しよ',
        replyTo: 4005,
      },
    ],
  }),
  haruka({
    name: '遥: a think block on the friend, then her own story',
    answer: `# «think»
美咲は落ち込んでいる。自分の経験を話すと安心するかも。

# «send» 4005
わかる、私も前の会社で佐藤さんに反論して一週間無視されたことある。でも結局その後いちばん仲良くなったのが佐藤さんだった。先輩ってそういうもんだよ`,
    expect: [
      {
        type: 'send',
        text: 'わかる、私も前の会社で佐藤さんに反論して一週間無視されたことある。でも結局その後いちばん仲良くなったのが佐藤さんだった。先輩ってそういうもんだよ',
        replyTo: 4005,
      },
    ],
  }),
  // A note on the reply's tone, marked with ※, closing the message.
  haruka({
    name: '遥: a ※ note on the reply’s tone, last',
    answer: `# «send» 4005
うーん、まずは何もなかったみたいに普通に接するのがいいと思う。先輩から何か言ってきたら、そのときちゃんと話せばいいよ

※返信のトーン：やさしく、軽めに`,
    expect: [
      {
        type: 'send',
        text: 'うーん、まずは何もなかったみたいに普通に接するのがいいと思う。先輩から何か言ってきたら、そのときちゃんと話せばいいよ',
        replyTo: 4005,
      },
    ],
  }),
  haruka({
    name: '遥: a reaction and a short reply about the senpai',
    answer: `# «react» 4001
😢

# «send» 4005
先輩、たぶん照れてるだけだよ。美咲の反論、正しかったもん`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      { type: 'send', text: '先輩、たぶん照れてるだけだよ。美咲の反論、正しかったもん', replyTo: 4005 },
    ],
  }),
  nell({
    name: 'nell: brutal feedback with a rewrite in quotes',
    answer: `# «send» 4005
ok brutal mode: it's every LinkedIn post ever. "results-driven team player" means nothing to a food bank

# «send»
try something like: "For three years I've run the Saturday shift at St Paul's pantry, and I want to do that work full time." then say what you actually did. numbers, people, the van that broke down, all of it`,
    expect: [
      {
        type: 'send',
        text: `ok brutal mode: it's every LinkedIn post ever. "results-driven team player" means nothing to a food bank`,
        replyTo: 4005,
      },
      {
        type: 'send',
        text: `try something like: "For three years I've run the Saturday shift at St Paul's pantry, and I want to do that work full time." then say what you actually did. numbers, people, the van that broke down, all of it`,
      },
    ],
  }),
  // A line on the partner's stress, by name, between two paragraphs of the feedback.
  nell({
    name: 'nell: his stress read by name between two paragraphs',
    answer: `# «send» 4005
It's not awful, it's just generic. Nobody reading it will know it's you.

Dev seems stressed about the Friday deadline.

Send me your CV and I'll go through it with you tonight, we'll have a real draft by midnight`,
    expect: [
      {
        type: 'send',
        text: `It's not awful, it's just generic. Nobody reading it will know it's you.

Send me your CV and I'll go through it with you tonight, we'll have a real draft by midnight`,
        replyTo: 4005,
      },
    ],
  }),
  nell({
    name: 'nell: what she would say of Dev as his reference',
    answer: `Also if they ring me for a reference I'm saying: "Dev is the person who turns up at 7am to unload a lorry and then stays to fix the rota. He's kind, stubborn in the right ways, and he has never once been results-driven." 😌`,
    expect: [
      {
        type: 'send',
        text: `Also if they ring me for a reference I'm saying: "Dev is the person who turns up at 7am to unload a lorry and then stays to fix the rota. He's kind, stubborn in the right ways, and he has never once been results-driven." 😌`,
      },
    ],
  }),
  nell({
    name: 'nell: gossip about her flatmate, to change the subject',
    answer: `# «send» 4005
yes it's awful, rewrite it, I believe in you

# «send»
unrelated but Gemma has started leaving passive aggressive post-its on the fridge again. today's said "SOME of us buy oat milk". she buys it once a year Dev. ONCE`,
    expect: [
      { type: 'send', text: "yes it's awful, rewrite it, I believe in you", replyTo: 4005 },
      {
        type: 'send',
        text: `unrelated but Gemma has started leaving passive aggressive post-its on the fridge again. today's said "SOME of us buy oat milk". she buys it once a year Dev. ONCE`,
      },
    ],
  }),
  // Two slips: a bold context label first, and an aside on the manner chosen, last.
  nell({
    name: 'nell: a bold context line first and a tone aside last',
    answer: `**Context:** Dev is applying for a job at a food bank charity and has rewritten his letter four times.

# «send» 4005
Honestly? Bin the first sentence. Start with the pantry. That's the whole letter, you just haven't written it yet

(kept it honest but encouraging since he asked for brutal)`,
    expect: [
      {
        type: 'send',
        text: "Honestly? Bin the first sentence. Start with the pantry. That's the whole letter, you just haven't written it yet",
        replyTo: 4005,
      },
    ],
  }),
  nell({
    name: 'nell: a person’s own aside in brackets and a sign-off',
    answer: `It's not awful! It's just... beige. (sorry. you said brutal.) Put the van story in and I'll buy you a pint when you get the interview

love you, your harshest critic x`,
    expect: [
      {
        type: 'send',
        text: `It's not awful! It's just... beige. (sorry. you said brutal.) Put the van story in and I'll buy you a pint when you get the interview

love you, your harshest critic x`,
      },
    ],
  }),
  // The turn's goal under a plain label, spoken of him, as the last line.
  nell({
    name: 'nell: the turn’s goal stated last',
    answer: `# «send» 4005
Awful is a strong word. Forgettable is the right one. Tell them about Saturdays at the pantry and it writes itself

Goal: be honest about the letter without crushing him.`,
    expect: [
      {
        type: 'send',
        text: 'Awful is a strong word. Forgettable is the right one. Tell them about Saturdays at the pantry and it writes itself',
        replyTo: 4005,
      },
    ],
  }),
  nell({
    name: 'nell: a short recap of what he should change, as a list she means',
    answer: `# «send» 4005
Quick recap of what to change:
- cut "results-driven", "fast-paced" and "proven track record"
- open with the pantry
- one real number (you fed 140 families last winter!!)
- end with why THIS charity

Do that and it's done`,
    expect: [
      {
        type: 'send',
        text: `Quick recap of what to change:
- cut "results-driven", "fast-paced" and "proven track record"
- open with the pantry
- one real number (you fed 140 families last winter!!)
- end with why THIS charity

Do that and it's done`,
        replyTo: 4005,
      },
    ],
  }),
];
