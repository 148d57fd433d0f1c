/**
 * Set 109, Korean: 하은 with her friend 지수 the day before an interview, and in her lab's group
 * (Gemini 2.5 Flash and 3 Flash). Advice, a sister's story passed on, her own plans and mood, a
 * group's arrangements summed up, beside readings, a register note, answering order and narration.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { interview, lab } from './answers-109-cast.js';

export const KOREAN_109: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages of advice in 반말, as a friend types them.
  {
    name: 'set109: 하은 advises 지수 on what to wear',
    ...interview,
    answer: `# «send»
정장까진 안 입어도 돼! 디자인 회사면 깔끔한 셔츠에 슬랙스 정도?

# «send»
그리고 신발은 꼭 편한 걸로. 긴장하면 발부터 아파`,
    expect: [
      { type: 'send', text: '정장까진 안 입어도 돼! 디자인 회사면 깔끔한 셔츠에 슬랙스 정도?' },
      { type: 'send', text: '그리고 신발은 꼭 편한 걸로. 긴장하면 발부터 아파' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner by name, in written 다-form with a plan, opening the body.
  {
    name: 'set109: 하은 reassures after a reading of 지수 by name',
    ...interview,
    answer: `# «send»
지수가 면접 때문에 많이 불안해하는 것 같다. 먼저 안심시켜 주기.

야 2차까지 붙었으면 이미 반은 된 거야

# «send»
옷은 셔츠에 슬랙스면 충분해!`,
    expect: [
      { type: 'send', text: '야 2차까지 붙었으면 이미 반은 된 거야' },
      { type: 'send', text: '옷은 셔츠에 슬랙스면 충분해!' },
    ],
  },
  // Gemini 3 Flash: a private think block, then her sister's story passed on in the third person.
  {
    name: "set109: 하은 passes on her sister's interview nerves",
    ...interview,
    answer: `# «think»
지수 긴장 많이 함. 언니 얘기 해주면 좋을 듯.

# «send»
우리 언니도 작년에 임원 면접 볼 때 전날 밤새 떨었대

# «send»
근데 막상 들어가니까 다들 생각보다 친절해서 오히려 수다 떨다 나왔다더라 ㅋㅋ`,
    expect: [
      { type: 'send', text: '우리 언니도 작년에 임원 면접 볼 때 전날 밤새 떨었대' },
      {
        type: 'send',
        text: '근데 막상 들어가니까 다들 생각보다 친절해서 오히려 수다 떨다 나왔다더라 ㅋㅋ',
      },
    ],
  },
  // Gemini 2.5 Flash: the register it chose, in parentheses, glued to the last message's end.
  {
    name: 'set109: 하은 promises chicken, a register note glued on',
    ...interview,
    answer: `# «send»
셔츠에 슬랙스! 그거면 충분해

# «send»
면접 끝나면 바로 연락해 치킨 쏜다 (반말, 짧고 밝게)`,
    expect: [
      { type: 'send', text: '셔츠에 슬랙스! 그거면 충분해' },
      { type: 'send', text: '면접 끝나면 바로 연락해 치킨 쏜다' },
    ],
  },
  // Gemini 3 Flash: a reply to the older message, then her own plan in two note-like lines.
  {
    name: 'set109: 하은 answers the older message and plans to meet',
    ...interview,
    answer: `# «send» 4003
임원 면접이면 질문 거의 인성 쪽일 거야

# «send»
나 내일 오후 수업 없으니까 끝나는 시간 맞춰서 갈게
시청역 2번 출구, 3시?`,
    expect: [
      { type: 'send', text: '임원 면접이면 질문 거의 인성 쪽일 거야', replyTo: 4003 },
      { type: 'send', text: '나 내일 오후 수업 없으니까 끝나는 시간 맞춰서 갈게\n시청역 2번 출구, 3시?' },
    ],
  },
  // Gemini 3 Flash: a callout answered, then the group's arrangements summed up.
  {
    name: "set109: 하은 confirms her slides and sums up the lab's week",
    ...lab,
    answer: `# «send»
네 거의 다 됐어요! 오늘 밤에 마무리해서 내일 오전에 드라이브에 올릴게요

# «send»
정리하면 랩미팅은 금요일 3시, 서아씨는 조교 수업 끝나고 합류, 회식은 다음 주 목요일 맞죠?`,
    expect: [
      {
        type: 'send',
        text: '네 거의 다 됐어요! 오늘 밤에 마무리해서 내일 오전에 드라이브에 올릴게요',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: '정리하면 랩미팅은 금요일 3시, 서아씨는 조교 수업 끝나고 합류, 회식은 다음 주 목요일 맞죠?',
      },
    ],
  },
  // Gemini 2.5 Flash: an English bold label with its reading of a member, above the message.
  {
    name: "set109: 하은 under a bold English reading of 도윤's worry",
    ...lab,
    answer: `# «send»
**Reading:** 도윤 seems anxious the professor will be annoyed if the slides are late.
네 준비됐어요! 내일 오전까지 올릴게요`,
    expect: [{ type: 'send', text: '네 준비됐어요! 내일 오전까지 올릴게요', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: which message to answer first, as a send block of its own between messages.
  {
    name: 'set109: 하은 with an answering order as its own block',
    ...lab,
    answer: `# «send»
발표 자료는 내일 오전까지 올릴게요!

# «send»
도윤씨 질문 먼저, 그다음 서아씨 회식 제안에 답하기.

# «send»
목요일 회식 좋아요 🙌`,
    expect: [
      { type: 'send', text: '발표 자료는 내일 오전까지 올릴게요!', replyTo: 4005 },
      { type: 'send', text: '목요일 회식 좋아요 🙌' },
    ],
  },
  // Gemini 3 Flash: her own mood, and a bracketed aside of her own inside a message.
  {
    name: 'set109: 하은 on her mood and a team dinner aside',
    ...lab,
    answer: `# «send»
네 준비 거의 끝났어요 ㅎㅎ

# «send»
요즘 실험 때문에 멘탈이 좀 나갔는데 회식이라도 있어서 버팁니다 ㅠㅠ

# «send»
목요일 좋아요! (이번엔 진짜 2차까지 갑니다)`,
    expect: [
      { type: 'send', text: '네 준비 거의 끝났어요 ㅎㅎ', replyTo: 4005 },
      { type: 'send', text: '요즘 실험 때문에 멘탈이 좀 나갔는데 회식이라도 있어서 버팁니다 ㅠㅠ' },
      { type: 'send', text: '목요일 좋아요! (이번엔 진짜 2차까지 갑니다)' },
    ],
  },
  // Gemini 2.5 Flash: a stage direction naming the persona, opening the body, then a sticker.
  {
    name: 'set109: 하은 narrated opening her laptop, then a sticker',
    ...lab,
    answer: `# «send»
(하은이 노트북을 열어 폴더를 확인한다)

네, 파일 방금 확인했어요. 내일 오전 중으로 공유드릴게요

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: '네, 파일 방금 확인했어요. 내일 오전 중으로 공유드릴게요', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
];
