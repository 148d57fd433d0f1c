/**
 * Set 38, slips in Thai, Georgian, Armenian, Korean, Japanese and Chinese: labels with the
 * persona's name in its script and in Latin letters, reasoning and silence in those languages,
 * headings in their brackets, stickers as those chats write them, data and duplicates, and two
 * slips in one answer. Each expects only what the persona meant to say.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ANI, JIA, JIA_ASIDE, MALI, NINO, SAKURA, XIAOYU } from './answers-38-scenes.js';

export const SLIPS_38_MORE: CorpusEntry[] = [
  {
    name: 'Thai group, not addressed: her smile and work narrated with her name',
    ...MALI,
    answer: '*มะลิยิ้มแล้วกลับไปทำงานต่อ*',
    expect: [],
  },
  {
    // The model's reason written as a sentence about the persona, not to anyone in the group.
    name: 'Thai group, not addressed: the reason for silence naming the persona',
    ...MALI,
    answer: 'ข้อความนี้ไม่ได้ถึงมะลิ จึงไม่ต้องตอบ',
    expect: [],
  },
  {
    name: 'Thai heading name in Thai, bold around it, the only block',
    ...MALI,
    answer: '**# «ตอบ»**\nเอาชาไทยค่ะ หวาน 50% นะคะ',
    expect: [{ type: 'send', text: 'เอาชาไทยค่ะ หวาน 50% นะคะ', replyTo: 4005 }],
  },
  {
    // The name in Latin letters as Thai users romanise it: the operator would not want it typed.
    name: 'Thai label with the Latin-letter name, then a sticker written as a sticker list line',
    ...MALI,
    answer: '# «send»\nMali: สั่งด้วยค่ะ!\n\n- HeidiDuck :: 😂 - ‹เป็ดหัวเราะ›',
    expect: [
      { type: 'send', text: 'สั่งด้วยค่ะ!', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'Georgian: the friend’s message echoed back in its own block',
    ...NINO,
    answer: '# «send»\nნინო, შაბათს თავისუფალი ხარ? კინოში წავიდეთ\n\n# «send»\nკი, წავიდეთ! რომელ სეანსზე?',
    expect: [{ type: 'send', text: 'კი, წავიდეთ! რომელ სეანსზე?' }],
  },
  {
    name: 'Georgian label in Georgian and the same message twice',
    ...NINO,
    answer: '# «send»\nნინო: კი, მოვდივარ 🍿\n\n# «send»\nკი, მოვდივარ 🍿',
    expect: [{ type: 'send', text: 'კი, მოვდივარ 🍿' }],
  },
  {
    name: 'Georgian: a Cyrillic look-alike in the reaction heading',
    ...NINO,
    answer: '# «rеаct» 🔥\n\n# «send»\nწავედით!',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'წავედით!' },
    ],
  },
  {
    name: 'Armenian reasoning label set off with the Armenian comma',
    ...ANI,
    answer: '# «send»\nՄտքեր՝ Արամը ուզում է իմանալ, երբ եմ գալիս։\nՎաղը ժամը 6-ին կգամ 😊',
    expect: [{ type: 'send', text: 'Վաղը ժամը 6-ին կգամ 😊' }],
  },
  {
    // A name with one consonant reads the same whole in Latin letters.
    name: 'Armenian persona labelled in Latin letters',
    ...ANI,
    answer: 'Ani: Մամային ասա, որ երեկոյան կլինեմ',
    expect: [{ type: 'send', text: 'Մամային ասա, որ երեկոյան կլինեմ' }],
  },
  {
    name: 'Korean heading name in Korean inside lenticular brackets, the only block',
    ...JIA,
    callout: true,
    answer: '## 【답장】\n금요일 완전 가능!! 삼겹살 최고 🐷',
    expect: [{ type: 'send', text: '금요일 완전 가능!! 삼겹살 최고 🐷', replyTo: 4005 }],
  },
  {
    name: 'Korean sticker noted in brackets with the Korean word for it',
    ...JIA,
    callout: true,
    answer: '# «send»\n나도 갈래!!\n\n# «send»\n[스티커: 😂]',
    expect: [
      { type: 'send', text: '나도 갈래!!', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'Korean group, not addressed: the persona turning back to her phone',
    ...JIA_ASIDE,
    answer: '*지아는 조용히 핸드폰을 내려놓는다*',
    expect: [],
  },
  {
    name: 'Korean group, not addressed: silence in square brackets',
    ...JIA_ASIDE,
    answer: '[침묵]',
    expect: [],
  },
  {
    name: 'Korean lead-in naming the persona’s reply, no block',
    ...JIA,
    callout: true,
    answer: '다음은 지아의 답장입니다:\n\n좋아! 나도 갈게 ㅎㅎ',
    expect: [{ type: 'send', text: '좋아! 나도 갈게 ㅎㅎ', replyTo: 4005 }],
  },
  {
    name: 'Japanese heading addressed with へ on its line',
    ...SAKURA,
    answer: '# «send» ゆいちゃんへ\n土曜日空いてるよ！USJ行こう🎢',
    expect: [{ type: 'send', text: '土曜日空いてるよ！USJ行こう🎢' }],
  },
  {
    name: 'Japanese message with its romaji reading in brackets',
    ...SAKURA,
    answer: '# «send»\nありがとう！楽しみ！(Romaji: arigatou! tanoshimi!)',
    expect: [{ type: 'send', text: 'ありがとう！楽しみ！' }],
  },
  {
    name: 'Japanese out-of-character aside in full-width brackets closing the answer',
    ...SAKURA,
    answer: '# «send»\n行く行く！何時にどこ集合？\n\n（OOC：この後デートの場面に進めても大丈夫？）',
    expect: [{ type: 'send', text: '行く行く！何時にどこ集合？' }],
  },
  {
    name: 'Japanese private block under a Japanese marker word, then the message',
    ...SAKURA,
    answer: '# «考え»\nゆいはUSJに誘っている。土曜は休み。\n\n# «send»\n土曜休みだった！行こ〜',
    expect: [{ type: 'send', text: '土曜休みだった！行こ〜' }],
  },
  {
    name: 'Chinese analysis speaking of the user, then the reply, no block',
    ...XIAOYU,
    answer: '用户在问我周六有没有空去吃火锅。我应该简短热情地回答。\n\n周六可以呀，几点？',
    expect: [{ type: 'send', text: '周六可以呀，几点？' }],
  },
  {
    name: 'Chinese signature with the Chinese double dash',
    ...XIAOYU,
    answer: '# «send»\n排队我可以，但你得请我喝奶茶\n——小雨',
    expect: [{ type: 'send', text: '排队我可以，但你得请我喝奶茶' }],
  },
  {
    // A name of Chinese characters in pinyin: the operator would not want it before her words.
    name: 'Chinese persona labelled in pinyin',
    ...XIAOYU,
    answer: '# «send»\nXiaoyu：好呀，周六见！',
    expect: [{ type: 'send', text: '好呀，周六见！' }],
  },
  {
    name: 'Chinese heading in double angle brackets with the address, and an offer to redo',
    ...XIAOYU,
    answer: '# 《send》给阿杰\n行，那我下午三点去排队\n\n如果需要更正式的语气，我可以再改一版。',
    expect: [{ type: 'send', text: '行，那我下午三点去排队' }],
  },
  {
    name: 'Chinese: truncated JSON list of messages',
    ...XIAOYU,
    truncated: true,
    answer: '[{"type": "send", "text": "周六可以！"}, {"type": "send", "text": "不过排两个小时我可能会饿',
    expect: [{ type: 'send', text: '周六可以！' }],
  },
];
