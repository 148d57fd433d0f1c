/**
 * Set 112, 지우 (Gemini 3 Flash and 2.5 Flash), a Seoul webtoon artist: her editor and her artist
 * friends' group, in Korean. Half ordinary answers, half one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { editor, friends } from './answers-112-cast.js';

const F = '```';

export const JIWOO_112: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an ordinary answer opening with the editor's title, two messages.
  {
    name: 'set112: 지우 gives her editor the progress and the earlier deadline',
    ...editor,
    answer: `# «send»
편집자님, 42화는 지금 채색 60% 정도 됐어요

# «send»
마감은 하루 당겨서 목요일 밤까지 드릴게요! 썸네일은 금요일 오전에 따로 보내드릴게요 🙏`,
    expect: [
      { type: 'send', text: '편집자님, 42화는 지금 채색 60% 정도 됐어요' },
      {
        type: 'send',
        text: '마감은 하루 당겨서 목요일 밤까지 드릴게요! 썸네일은 금요일 오전에 따로 보내드릴게요 🙏',
      },
    ],
  },
  // Gemini 3 Flash: a note-style reading of the editor, in Korean, as the message's first line.
  {
    name: 'set112: 지우 with a note-style reading of her editor above the answer',
    ...editor,
    answer: `# «send»
편집자 - 일정 압박 받는 중, 조심스럽게 부탁하는 상황.
네, 목요일 밤까지 드릴 수 있어요. 썸네일도 금요일 오전에 보내드릴게요`,
    expect: [
      {
        type: 'send',
        text: '네, 목요일 밤까지 드릴 수 있어요. 썸네일도 금요일 오전에 보내드릴게요',
      },
    ],
  },
  // Gemini 2.5 Flash: an ordinary reply to the older question with a bracketed aside, then Saturday.
  {
    name: 'set112: 지우 answers the nib question as a reply, then says yes to Saturday',
    ...friends,
    answer: `# «send» 4003
와콤 공식몰에서 샀어! 표준 펜촉 10개짜리 (펠트심은 비추, 금방 닳음)

# «send»
토요일 갈 수 있어 ㅎㅎ 목요일에 마감 당겨서 오히려 여유로움`,
    expect: [
      {
        type: 'send',
        text: '와콤 공식몰에서 샀어! 표준 펜촉 10개짜리 (펠트심은 비추, 금방 닳음)',
        replyTo: 4003,
      },
      { type: 'send', text: '토요일 갈 수 있어 ㅎㅎ 목요일에 마감 당겨서 오히려 여유로움' },
    ],
  },
  // Gemini 2.5 Flash: a stage direction in stars above the message, in a group with actions off.
  {
    name: 'set112: 지우 stretches in stars before saying yes to Saturday',
    ...friends,
    actions: 'never',
    answer: `# «send»
*기지개 켜면서*
토요일 당연히 가지! 마감 목요일에 끝낼 거야`,
    expect: [{ type: 'send', text: '토요일 당연히 가지! 마감 목요일에 끝낼 거야', replyTo: 4005 }],
  },
  // Gemini 3 Flash: an ordinary sticker as a reply to an older message, then a message.
  {
    name: 'set112: 지우 answers the 14 hours of sleep with a sticker, then Saturday',
    ...friends,
    answer: `# «sticker» 3998
HeidiDuck
😴

# «send»
토요일 콜!! 나 3시쯤 도착할 듯`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😴', replyTo: 3998 },
      { type: 'send', text: '토요일 콜!! 나 3시쯤 도착할 듯' },
    ],
  },
  // Gemini 3 Flash: an English appraisal of its reply glued after the message's last full stop.
  {
    name: 'set112: 지우 with an English appraisal glued to her last sentence',
    ...editor,
    answer: `# «send»
목요일 밤까지 가능해요, 썸네일도 금요일 오전에 드릴게요. This reply stays polite and confirms both dates.`,
    expect: [{ type: 'send', text: '목요일 밤까지 가능해요, 썸네일도 금요일 오전에 드릴게요.' }],
  },
  // Gemini 2.5 Flash: an ordinary schedule she lays out for the editor, and a note.
  {
    name: 'set112: 지우 lays out the schedule and notes the new deadline',
    ...editor,
    answer: `# «send»
일정 정리하면요
- 목요일 밤: 42화 원고
- 금요일 오전: 썸네일 2종
- 다음 주 월요일: 43화 콘티

# «note»
42화 마감 목요일 밤으로 당김, 썸네일 금요일 오전.`,
    expect: [
      {
        type: 'send',
        text: '일정 정리하면요\n- 목요일 밤: 42화 원고\n- 금요일 오전: 썸네일 2종\n- 다음 주 월요일: 43화 콘티',
      },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: a code-style key line naming the message it answers, above the text.
  {
    name: 'set112: 지우 with a reply_to key line above her message',
    ...friends,
    answer: `# «send»
reply_to: 4005
토요일 가능! 마감 목요일에 끝내기로 했어`,
    expect: [{ type: 'send', text: '토요일 가능! 마감 목요일에 끝내기로 했어', replyTo: 4005 }],
  },
  // Gemini 2.5 Flash: a Korean reasoning label and its line as the message's last paragraph.
  {
    name: 'set112: 지우 with a 생각 line under her message',
    ...friends,
    answer: `# «send»
응 갈 수 있어! 마감 하루 당겼거든

생각: 하늘이가 마감 걱정해주니까 안심시키기.`,
    expect: [{ type: 'send', text: '응 갈 수 있어! 마감 하루 당겼거든', replyTo: 4005 }],
  },
  // Gemini 3 Flash: the whole answer wrapped in a markdown code fence.
  {
    name: 'set112: 지우 with her whole answer in a markdown fence',
    ...editor,
    answer: `${F}markdown
# «send»
네 편집자님, 목요일 밤까지 드릴게요!

# «send»
썸네일은 금요일 오전에 보내드릴게요
${F}`,
    expect: [
      { type: 'send', text: '네 편집자님, 목요일 밤까지 드릴게요!' },
      { type: 'send', text: '썸네일은 금요일 오전에 보내드릴게요' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary reply with a note on the friend who asked.
  {
    name: 'set112: 지우 promises the link and notes what 수빈 needs',
    ...friends,
    answer: `# «send» 4003
수빈아 링크 보내줄게 잠깐만

# «person» 23
수빈 (user 23): 태블릿 펜촉 다 닳아서 와콤 펜촉 찾는 중, 토요일 성수 모임 옴.`,
    expect: [{ type: 'send', text: '수빈아 링크 보내줄게 잠깐만', replyTo: 4003 }, { type: 'person' }],
  },
];
