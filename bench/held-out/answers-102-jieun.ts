/**
 * Set 102, 지은 with her friend 수빈 in Korean (Gemini 2.5 Flash): the friend's mother's worry
 * explained, her own plan, advice and mood, a wait and a sticker, beside subject-less notes on the
 * friend, a thought summary title, a recap block, a length note and the aim left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { myeonjeop } from './answers-102-cast.js';

export const JIEUN_102: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: the friend's mother's feelings explained, then a yes to dinner.
  {
    name: 'set102: 지은 on 수빈’s mother worrying, then dinner',
    ...myeonjeop,
    answer: `# «send» 4003
어머니도 너 걱정돼서 그러시는 거지 ㅎㅎ 그래도 오늘은 폰 좀 무음으로 해놔

# «send»
당연하지!! 나 내일 야근 없어. 끝나면 바로 연락해`,
    expect: [
      {
        type: 'send',
        text: '어머니도 너 걱정돼서 그러시는 거지 ㅎㅎ 그래도 오늘은 폰 좀 무음으로 해놔',
        replyTo: 4003,
      },
      { type: 'send', text: '당연하지!! 나 내일 야근 없어. 끝나면 바로 연락해' },
    ],
  },
  // Gemini 2.5 Flash: her own plan for tomorrow evening, first the florist, then the office.
  {
    name: 'set102: 지은 plans the florist first, then 수빈’s office',
    ...myeonjeop,
    answer: `# «send»
콜! 나 퇴근하고 먼저 꽃집 들렀다가 너네 회사 앞으로 갈게. 7시쯤?`,
    expect: [{ type: 'send', text: '콜! 나 퇴근하고 먼저 꽃집 들렀다가 너네 회사 앞으로 갈게. 7시쯤?' }],
  },
  // Gemini 2.5 Flash: advice for the interview as its own message, before the yes.
  {
    name: 'set102: 지은 gives breathing advice, then the yes',
    ...myeonjeop,
    answer: `# «send» 4001
들어가기 전에 물 한 잔 마시고 심호흡 세 번. 이거 진짜 효과 있어

# «send»
저녁 무조건 먹자 ㅋㅋ 야근 없음`,
    expect: [
      {
        type: 'send',
        text: '들어가기 전에 물 한 잔 마시고 심호흡 세 번. 이거 진짜 효과 있어',
        replyTo: 4001,
      },
      { type: 'send', text: '저녁 무조건 먹자 ㅋㅋ 야근 없음' },
    ],
  },
  // Gemini 2.5 Flash: her own low mood told to the friend, meant.
  {
    name: 'set102: 지은 says she has been down herself lately',
    ...myeonjeop,
    answer: `# «send»
좋아!! 사실 나도 요즘 회사 때문에 좀 우울했는데 너랑 저녁 먹으면 기분 풀릴 듯`,
    expect: [
      {
        type: 'send',
        text: '좋아!! 사실 나도 요즘 회사 때문에 좀 우울했는데 너랑 저녁 먹으면 기분 풀릴 듯',
      },
    ],
  },
  // Gemini 2.5 Flash: a short holding message, a pause, then the answer and a sticker.
  {
    name: 'set102: 지은 is called away, comes back with a yes and a sticker',
    ...myeonjeop,
    answer: `# «send»
잠깐만 팀장님이 불러

# «wait»
delay: 60

# «send»
왔어! 저녁 콜. 너 먹고 싶은 거 골라

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: '잠깐만 팀장님이 불러' },
      { type: 'wait', delay: 60 },
      { type: 'send', text: '왔어! 저녁 콜. 너 먹고 싶은 거 골라' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  // Gemini 2.5 Flash: a subject-less note on the friend and the aim glued over the first line.
  {
    name: 'set102: 지은 under a note-style reading of 수빈',
    ...myeonjeop,
    answer: `# «send»
면접 때문에 불안해함 → 먼저 안심시키기
수빈아 너 포트폴리오 진짜 좋잖아. 잘할 거야

# «send»
저녁 먹자!`,
    expect: [
      { type: 'send', text: '수빈아 너 포트폴리오 진짜 좋잖아. 잘할 거야' },
      { type: 'send', text: '저녁 먹자!' },
    ],
  },
  // Gemini 2.5 Flash: a thought summary's bold English title alone before the blocks.
  {
    name: 'set102: 지은 under an English summary title',
    ...myeonjeop,
    answer: `**Supporting Subin Before Her Interview**

# «send»
너 진짜 잘할 거야. 떨리는 건 준비 많이 했다는 뜻이야

# «send»
내일 저녁 콜!`,
    expect: [
      { type: 'send', text: '너 진짜 잘할 거야. 떨리는 건 준비 많이 했다는 뜻이야' },
      { type: 'send', text: '내일 저녁 콜!' },
    ],
    withheld: ['outside-blocks'],
  },
  // Gemini 2.5 Flash: a labelled recap of the friend's messages as a message block of its own.
  {
    name: 'set102: 지은 with a recap block before her answer',
    ...myeonjeop,
    answer: `# «send»
요약: 수빈 내일 면접, 엄마 전화로 스트레스, 면접 후 저녁 제안.

# «send»
나 야근 없어! 내일 저녁 먹자`,
    expect: [{ type: 'send', text: '나 야근 없어! 내일 저녁 먹자' }],
  },
  // Gemini 2.5 Flash: a note on length and the friend's state after a full stop on the line.
  {
    name: 'set102: 지은 with a length note after her sentence',
    ...myeonjeop,
    answer: `# «send»
응 저녁 먹자! 야근 없어. 짧게 답함, 수빈이 지금 정신없어 보임.`,
    expect: [{ type: 'send', text: '응 저녁 먹자! 야근 없어.' }],
  },
  // Gemini 2.5 Flash: what the friend needs, in English, in brackets under the last message.
  {
    name: 'set102: 지은 with 수빈’s need in brackets at the end',
    ...myeonjeop,
    answer: `# «send»
수빈아 떨리는 거 당연해. 근데 너 진짜 준비 많이 했잖아

# «send»
내일 저녁은 내가 살게 🍜
(She needs confidence more than advice right now.)`,
    expect: [
      { type: 'send', text: '수빈아 떨리는 거 당연해. 근데 너 진짜 준비 많이 했잖아' },
      { type: 'send', text: '내일 저녁은 내가 살게 🍜' },
    ],
  },
];
