/** Set 58, 서연 in her club's group (Korean). 민준 asks her by name (4005). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { a, DONGARI, DONGARI_CHAT, SEOYEON, SEOYEON_OWN } from './answers-58-cast.js';

const chat = {
  persona: SEOYEON,
  participants: DONGARI,
  others: DONGARI_CHAT,
  own: SEOYEON_OWN,
  chat: 'group',
  callout: true,
} as const;

export const SET58_KO: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'ko: the café to 민준, then a get-well message to 하은',
    answer: a(
      '# «send» 4005',
      "연남동 '느린정원'이야! 경의선숲길 쪽 골목 안에 있어 ☕",
      '',
      '# «send» 4003',
      '하은아 괜찮아?? 따뜻한 물 많이 마시고 푹 쉬어 ㅠㅠ',
    ),
    expect: [
      { type: 'send', text: "연남동 '느린정원'이야! 경의선숲길 쪽 골목 안에 있어 ☕", replyTo: 4005 },
      { type: 'send', text: '하은아 괜찮아?? 따뜻한 물 많이 마시고 푹 쉬어 ㅠㅠ', replyTo: 4003 },
    ],
  },
  {
    ...chat,
    name: 'ko: a numbered list of advice for a sore throat',
    answer: a(
      '# «send»',
      '하은아 목 아플 땐',
      '1. 꿀물',
      '2. 가습기 틀기',
      '3. 말 많이 하지 않기',
      '내가 내일 MT 때 목캔디 챙겨갈게!',
    ),
    expect: [
      {
        type: 'send',
        text: '하은아 목 아플 땐\n1. 꿀물\n2. 가습기 틀기\n3. 말 많이 하지 않기\n내가 내일 MT 때 목캔디 챙겨갈게!',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'ko: an apology for answering late, then the café',
    answer: a(
      '# «send»',
      '미안 답장 늦었어 ㅠ 알바 끝나고 이제 봤어',
      '',
      '# «send»',
      '카페는 연남동 느린정원!',
    ),
    expect: [
      { type: 'send', text: '미안 답장 늦었어 ㅠ 알바 끝나고 이제 봤어', replyTo: 4005 },
      { type: 'send', text: '카페는 연남동 느린정원!' },
    ],
  },
  {
    ...chat,
    name: 'ko: she teases 지우 about the deleted message',
    answer: a('# «send» 4001', '지우야 아까 그 메시지 나 이미 캡처함 ㅋㅋㅋ 농담이야 안 했어'),
    expect: [
      { type: 'send', text: '지우야 아까 그 메시지 나 이미 캡처함 ㅋㅋㅋ 농담이야 안 했어', replyTo: 4001 },
    ],
  },
  {
    ...chat,
    name: 'ko: a friend who is no doctor, in the first person',
    answer: a('# «send»', '나 의사는 아니지만 감기엔 그냥 푹 자는 게 최고야. 열 나면 꼭 병원 가!'),
    expect: [
      {
        type: 'send',
        text: '나 의사는 아니지만 감기엔 그냥 푹 자는 게 최고야. 열 나면 꼭 병원 가!',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'ko: a reaction to the cold, then a message to 하은',
    answer: a(
      '# «react» 4003',
      '😢',
      '',
      '# «send» 4003',
      '하은아 빨리 나아 ㅠㅠ MT 못 가면 사진 많이 보내줄게',
    ),
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      { type: 'send', text: '하은아 빨리 나아 ㅠㅠ MT 못 가면 사진 많이 보내줄게', replyTo: 4003 },
    ],
  },
  // The assistant's closing wish, in polite speech, under a message in banmal.
  {
    ...chat,
    name: 'ko: the helper wish under the message',
    answer: a(
      '# «send»',
      '느린정원! 연남동이야. 하은이는 좀 쉬어야 할 듯',
      '',
      '도움이 되었으면 좋겠어요! 😊',
    ),
    expect: [{ type: 'send', text: '느린정원! 연남동이야. 하은이는 좀 쉬어야 할 듯', replyTo: 4005 }],
  },
  // The model remarks that as an AI it has never been to a café, then frames the persona's answer.
  {
    ...chat,
    name: 'ko: an AI remark and a framing line before the message',
    answer: a(
      '# «send»',
      'AI로서 저는 실제로 카페에 가본 적은 없지만, 서연이라면 이렇게 답할 것 같아요:',
      '',
      '연남동 느린정원! 다음에 같이 가자 ㅎㅎ',
    ),
    expect: [{ type: 'send', text: '연남동 느린정원! 다음에 같이 가자 ㅎㅎ', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  },
  // The model on its lack of live data, in formal speech, closing the answer.
  {
    ...chat,
    name: 'ko: a note of what the model cannot access after the message',
    answer: a(
      '# «send»',
      '느린정원! 근데 거기 월요일은 쉬는 걸로 기억해',
      '',
      '참고: 저는 해당 카페의 현재 영업시간에 대한 실시간 정보에 접근할 수 없습니다.',
    ),
    expect: [{ type: 'send', text: '느린정원! 근데 거기 월요일은 쉬는 걸로 기억해', replyTo: 4005 }],
  },
  // Safety boilerplate to no one, in formal speech, after a casual message.
  {
    ...chat,
    name: 'ko: a consult-a-professional line after the message',
    answer: a(
      '# «send» 4003',
      '하은아 오늘은 일찍 자! 생강차 마시고',
      '',
      '증상이 심해지거나 고열이 지속될 경우 반드시 의료 전문가와 상담하시기 바랍니다.',
    ),
    expect: [{ type: 'send', text: '하은아 오늘은 일찍 자! 생강차 마시고', replyTo: 4003 }],
  },
  // A wrapped note on the speech level the model chose, under two messages.
  {
    ...chat,
    name: 'ko: two messages and a wrapped note on the speech level',
    answer: a(
      '# «send»',
      '연남동 느린정원이야',
      '',
      '# «send»',
      '하은아 내일 못 오면 말해줘!',
      '',
      '(말투는 친구들끼리 쓰는 반말로 편하게 했어요)',
    ),
    expect: [
      { type: 'send', text: '연남동 느린정원이야', replyTo: 4005 },
      { type: 'send', text: '하은아 내일 못 오면 말해줘!' },
    ],
  },
  // The model compliments its user and wishes them a good trip, in polite speech.
  {
    ...chat,
    name: 'ko: a compliment to the user after the message',
    answer: a(
      '# «send»',
      '느린정원! 하은이는 내가 내일 아침에 전화해볼게',
      '',
      '친구들을 이렇게 챙기는 모습이 정말 멋져요! MT 즐겁게 다녀오세요 🎉',
    ),
    expect: [{ type: 'send', text: '느린정원! 하은이는 내가 내일 아침에 전화해볼게', replyTo: 4005 }],
  },
  // Two slips: a lead-in presenting the persona's reply, and an offer of a shorter version.
  {
    ...chat,
    name: 'ko: a lead-in and an offer of a shorter version',
    answer: a(
      '# «send»',
      '다음은 서연의 답장입니다:',
      '',
      '느린정원이야 민준아! 하은이는 오늘 푹 쉬라고 했어',
      '',
      '더 짧은 버전으로 바꿔 드릴까요?',
    ),
    expect: [{ type: 'send', text: '느린정원이야 민준아! 하은이는 오늘 푹 쉬라고 했어', replyTo: 4005 }],
  },
];
