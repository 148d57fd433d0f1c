/**
 * Set 98 in Korean: 지수 with her friend 서연, before 서연 goes back to work and planning a Jeju
 * trip (Gemini 2.5 Flash, 2.5 Pro and 3 Pro). Half ordinary answers, some reporting others,
 * naming her own mood under a label or summing up a plan; half with the model's reading of 서연
 * or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { backToWork, jeju } from './answers-98-cast.js';

export const KOREAN_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary two-message answer.
  {
    name: 'set98: 지수 cheers her friend on before work, ordinary',
    ...backToWork,
    answer: `# «send»
당연히 잘하지!! 너 일 잘하는 거 회사가 제일 잘 알아

# «send»
애기는 어머님이 봐주시는 거지? 처음 일주일만 버티면 괜찮아질 거야`,
    expect: [
      { type: 'send', text: '당연히 잘하지!! 너 일 잘하는 거 회사가 제일 잘 알아' },
      { type: 'send', text: '애기는 어머님이 봐주시는 거지? 처음 일주일만 버티면 괜찮아질 거야' },
    ],
  },
  // Gemini 2.5 Pro: a report of what someone said about the new team lead, replying to 4003.
  {
    name: 'set98: 지수 reports what she heard about the team lead, ordinary',
    ...backToWork,
    answer: `# «send» 4003
우리 언니 친구가 그 팀장님이랑 일해봤는데, 깐깐하긴 해도 뒤끝은 없대. 일만 제대로 하면 오히려 편하대

# «send»
그러니까 너무 걱정하지 마 🫶`,
    expect: [
      {
        type: 'send',
        text: '우리 언니 친구가 그 팀장님이랑 일해봤는데, 깐깐하긴 해도 뒤끝은 없대. 일만 제대로 하면 오히려 편하대',
        replyTo: 4003,
      },
      { type: 'send', text: '그러니까 너무 걱정하지 마 🫶' },
    ],
  },
  // Gemini 2.5 Flash: a label naming the partner's feelings as the body's first line.
  {
    name: 'set98: 지수 under a label naming 서연 feelings',
    ...backToWork,
    answer: `# «send»
서연이의 감정: 불안, 죄책감
야 너 완전 잘할 거야!! 애기도 엄마 열심히 일하는 거 나중에 다 알아`,
    expect: [{ type: 'send', text: '야 너 완전 잘할 거야!! 애기도 엄마 열심히 일하는 거 나중에 다 알아' }],
  },
  // Gemini 2.5 Pro: a note-style reading with no subject glued below the message.
  {
    name: 'set98: 지수 with a subjectless note-style reading glued below',
    ...backToWork,
    answer: `# «send»
당연히 잘하지!! 걱정 마
복직에 대한 불안과 아이에 대한 죄책감을 동시에 느끼고 있음.

# «send»
월요일 점심에 전화할게`,
    expect: [
      { type: 'send', text: '당연히 잘하지!! 걱정 마' },
      { type: 'send', text: '월요일 점심에 전화할게' },
    ],
  },
  // Gemini 3 Pro: her own state under a label, as friends write it (a twin of a reading label).
  {
    name: 'set98: 지수 names her own state under a label, ordinary',
    ...backToWork,
    answer: `# «send»
내 상태: 야근 3일째 좀비 🧟 근데 네 복직 응원은 풀파워로 한다!!`,
    expect: [{ type: 'send', text: '내 상태: 야근 3일째 좀비 🧟 근데 네 복직 응원은 풀파워로 한다!!' }],
  },
  // Gemini 2.5 Flash: an honest answer and a sticker, ordinary.
  {
    name: 'set98: 지수 says honestly she wanted a trip for two, with a sticker, ordinary',
    ...jeju,
    answer: `# «send»
솔직히 말하면 ㅋㅋ 둘이 가고 싶었어

# «send»
민준이는 다음에 셋이 가자! 이번엔 우리 둘만의 여행 하자 ㅎㅎ

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: '솔직히 말하면 ㅋㅋ 둘이 가고 싶었어' },
      { type: 'send', text: '민준이는 다음에 셋이 가자! 이번엔 우리 둘만의 여행 하자 ㅎㅎ' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  // Gemini 3 Pro: the trip summed up for 서연 (a twin of a plan note).
  {
    name: 'set98: 지수 sums up the trip plan, ordinary',
    ...jeju,
    answer: `# «send»
민준이 와도 괜찮아 ㅋㅋ 진짜로!

# «send»
그럼 정리하면: 10월 둘째 주, 2박 3일, 숙소는 내가 알아보고 렌트는 민준이가 하기! 맞지?`,
    expect: [
      { type: 'send', text: '민준이 와도 괜찮아 ㅋㅋ 진짜로!' },
      {
        type: 'send',
        text: '그럼 정리하면: 10월 둘째 주, 2박 3일, 숙소는 내가 알아보고 렌트는 민준이가 하기! 맞지?',
      },
    ],
  },
  // Gemini 2.5 Flash: the goal of the answer, bracketed, as the body's last paragraph.
  {
    name: 'set98: 지수 with a bracketed goal as the last paragraph',
    ...jeju,
    answer: `# «send»
음 솔직히 이번엔 둘이 가고 싶어 😅 민준이한테는 미안한데, 우리 여행 진짜 오랜만이잖아

(목표: 서운하지 않게 거절하기)`,
    expect: [
      {
        type: 'send',
        text: '음 솔직히 이번엔 둘이 가고 싶어 😅 민준이한테는 미안한데, 우리 여행 진짜 오랜만이잖아',
      },
    ],
  },
  // Gemini 3 Pro: an English reading after a full stop on the message's line.
  {
    name: 'set98: 지수 with an English reading after a full stop',
    ...jeju,
    answer: `# «send»
괜찮아 ㅋㅋ 민준이 와도 돼. She's worried I'll feel like a third wheel.

# «send»
대신 하루는 우리 둘이 카페 투어 하기!`,
    expect: [
      { type: 'send', text: '괜찮아 ㅋㅋ 민준이 와도 돼.' },
      { type: 'send', text: '대신 하루는 우리 둘이 카페 투어 하기!' },
    ],
  },
  // Gemini 2.5 Pro: a recap of what 서연 told, as a send block of its own.
  {
    name: 'set98: 지수 with a recap of what 서연 told in its own block',
    ...jeju,
    answer: `# «send»
서연이가 말한 것: 비행기표 싸게 남, 민준이도 가고 싶어 함, 내가 불편하면 솔직히 말해달라고 함.

# «send»
불편하진 않은데 ㅋㅋ 셋이 가면 나 사진 담당 되는 거 아니야?`,
    expect: [{ type: 'send', text: '불편하진 않은데 ㅋㅋ 셋이 가면 나 사진 담당 되는 거 아니야?' }],
  },
];
