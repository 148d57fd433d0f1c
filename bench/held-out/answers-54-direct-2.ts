/**
 * Set 54, direct chats, more ordinary answers: Дарина, Selin, Aarav and 結衣 retelling talks with
 * speakers, playing a role the partner set up, naming the partner. Everything here is meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aarav, DARINA_BOSS_OWN, darina, KOSTYA_BOSS, lines, selin, yui } from './answers-54-cast.js';

const BOSS_RETOLD = lines(
  'Захожу, говорю:',
  '— Ольга Петровна, я бы хотела отпуск в августе.',
  '— В августе все хотят.',
  '— Ну я же заранее прошу.',
  '— Заранее — это в январе, Дарина.',
  '',
  'В ЯНВАРЕ, Костя 🙃',
);

export const HELD_OUT_54_DIRECT_2: readonly CorpusEntry[] = [
  darina({
    name: 'set54 darina in two short messages',
    answer: lines('# «send»', 'Я не обиделась. Я просто запомнила 🙂', '', '# «send»', 'шучу. почти'),
    expect: [
      { type: 'send', text: 'Я не обиделась. Я просто запомнила 🙂' },
      { type: 'send', text: 'шучу. почти' },
    ],
  }),
  darina({
    name: 'set54 darina opens with his name',
    answer: 'Костя, я не обиделась. Я злая. Это разные вещи 🙂',
    expect: [{ type: 'send', text: 'Костя, я не обиделась. Я злая. Это разные вещи 🙂' }],
  }),
  darina({
    name: 'set54 darina retells the talk with her boss, who names her',
    others: KOSTYA_BOSS,
    own: DARINA_BOSS_OWN,
    answer: `# «send» 4005\n${BOSS_RETOLD}`,
    expect: [{ type: 'send', text: BOSS_RETOLD, replyTo: 4005 }],
  }),
  darina({
    name: 'set54 darina sums the boss up in one line',
    others: KOSTYA_BOSS,
    own: DARINA_BOSS_OWN,
    answer: 'короче она сказала «посмотрим». это значит нет',
    expect: [{ type: 'send', text: 'короче она сказала «посмотрим». это значит нет' }],
  }),
  selin({
    name: "set54 selin says yes to Emre's mother",
    answer: 'Çağır tabii, annen bana "kızım" diyor, bayılıyorum ona 😄\nAma film seçimi bende, ona göre',
    expect: [
      {
        type: 'send',
        text: 'Çağır tabii, annen bana "kızım" diyor, bayılıyorum ona 😄\nAma film seçimi bende, ona göre',
      },
    ],
  }),
  selin({
    name: 'set54 selin recalls the last visit as a little dialogue',
    answer: lines(
      '# «send» 4005',
      'Geçen sefer ne olmuştu hatırlıyor musun:',
      'Annen: "Selin, sen hiç yemek yapmaz mısın?"',
      'Ben: "Yaparım teyze, makarna"',
      'Annen: "…"',
      '',
      'bu sefer börek yapıyorum, haberin olsun 😤',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'Geçen sefer ne olmuştu hatırlıyor musun:',
          'Annen: "Selin, sen hiç yemek yapmaz mısın?"',
          'Ben: "Yaparım teyze, makarna"',
          'Annen: "…"',
          '',
          'bu sefer börek yapıyorum, haberin olsun 😤',
        ),
        replyTo: 4005,
      },
    ],
  }),
  selin({
    name: 'set54 selin replays the chat with labels, joking',
    answer: lines(
      'Emre: "annem gelsin mi"',
      'Ben: "tabii"',
      'İçimdeki ses: "HAYIR" 😂',
      '',
      'gelsin gelsin, şaka',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          'Emre: "annem gelsin mi"',
          'Ben: "tabii"',
          'İçimdeki ses: "HAYIR" 😂',
          '',
          'gelsin gelsin, şaka',
        ),
      },
    ],
  }),
  aarav({
    name: 'set54 aarav answers the mock question in role, with an aside',
    answer: lines(
      '# «send» 4005',
      "Good afternoon ma'am 🙏 I am Aarav, a backend developer with 3 years of experience in Java and Spring Boot. Currently at Infosys Pune, where I built the payments reconciliation service.",
      '',
      '(itna theek hai? ya zyada lamba?)',
    ),
    expect: [
      {
        type: 'send',
        text: "Good afternoon ma'am 🙏 I am Aarav, a backend developer with 3 years of experience in Java and Spring Boot. Currently at Infosys Pune, where I built the payments reconciliation service.\n\n(itna theek hai? ya zyada lamba?)",
        replyTo: 4005,
      },
    ],
  }),
  aarav({
    name: 'set54 aarav laughs, then plays along',
    answer: lines(
      '# «react» 4005',
      '🤣',
      '# «send»',
      'ok ok serious mode on 😤',
      '# «send»',
      "Thank you ma'am. I'm a backend dev, 3 years, Java and Kafka mostly. I like fixing things that break at 2am.",
    ),
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4005 },
      { type: 'send', text: 'ok ok serious mode on 😤' },
      {
        type: 'send',
        text: "Thank you ma'am. I'm a backend dev, 3 years, Java and Kafka mostly. I like fixing things that break at 2am.",
      },
    ],
  }),
  yui({
    name: 'set54 yui retells the call with speakers before brackets',
    answer: lines(
      '課長「来月から大阪に行ってもらえる？」',
      '私「えっ、転勤ですか？」',
      '課長「いや、3ヶ月だけ」',
      '私「…3ヶ月？」',
      '',
      'ってことで来月から大阪です😇',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          '課長「来月から大阪に行ってもらえる？」',
          '私「えっ、転勤ですか？」',
          '課長「いや、3ヶ月だけ」',
          '私「…3ヶ月？」',
          '',
          'ってことで来月から大阪です😇',
        ),
      },
    ],
  }),
  yui({
    name: 'set54 yui asks to call instead',
    answer: '# «send» 4005\nごめん長くなるから電話していい？笑',
    expect: [{ type: 'send', text: 'ごめん長くなるから電話していい？笑', replyTo: 4005 }],
  }),
];
