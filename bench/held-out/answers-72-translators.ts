/** Set 72, translators and tutors: 美咲 (Japanese and English) with Tom, سلمى (Arabic) with Karim, 지우 (Korean) with Emma. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { jiwoo, misaki, salma } from './answers-72-cast.js';

const m1 =
  '"Take your time" would be:\n\nJP: どうぞごゆっくりお過ごしください。\nEN (literal): Please spend your time slowly.\n\nThe literal one sounds odd in English, but in Japanese it\'s exactly what staff say.';
const m2 =
  'Yes, leave it! I\'d add a small gloss under it: *Itadakimasu* (said before eating, a bit like "let\'s eat" but with thanks in it)';
const m3 =
  '了解です！ Intro draft:\n\n「小さな町の、小さなカフェへようこそ。」\nWelcome to a small café in a small town.\n\n直訳より少し柔らかくしました。';
const m4 = 'Keep it in romaji, guests like learning one word 😊';
const m5 = 'Leave it! Just add a tiny note in brackets for guests.';
const m6 = '金曜の朝に送りますね。Friday morning, JP and EN side by side.';
const m7 =
  "For the menu layout:\n1. Japanese name on top (抹茶ラテ)\n2. romaji in small letters (matcha rate)\n3. English description under it\n\nThat's how most cafés in Kyoto do it.";

const s1 = 'حرفيًا: "Patience is the key to relief"\nوبالمعنى: "Good things come to those who wait" 🌱';
const s2 =
  'خطوات بسيطة:\n1. ابدأ بـ Dear Mr. Haddad,\n2. جملة واحدة عن سبب الرسالة\n3. اختم بـ Kind regards ثم اسمك';
const s3 =
  'مثال جاهز، غيّر التاريخ بس:\n\nDear Mr. Haddad,\n\nI would like to request a day off on Thursday, 12 June, for a family matter.\n\nKind regards,\nKarim';
const s4 = 'مقبولة، بس الإنجليزي ما يقول هيك. الأحسن تستخدم المثل الإنجليزي';
const s5 = 'في الإنجليزي الرسمي ما في "يا أستاذ"، بس Dear والاسم. وما تكتب "Hi" أبدًا للمدير 😅';

const k1 =
  'Not bad, just pick one!\n\n~~마셨습니다~~ → **마셨어요**\n\n근데 일기는 보통 반말로 써요: 나는 친구를 만났다. 우리는 커피를 마셨다.';
const k2 =
  'In a diary you use 해라체, the plain style. It reads like talking to yourself, nobody is listening, so no 요 and no 습니다.';
const k3 = '첫 일기인데 진짜 잘했어요 ^^ (빈말 아니에요)';
const k4 = '섞어도 괜찮아요, 근데 하나로 맞추면 더 자연스러워요!';
const k5 = 'ㅋㅋㅋ 저도 처음에 맨날 섞었어요';
const k6 =
  'Homework for Thursday 📝\n\nA: 주말에 뭐 했어요?\nB: 친구랑 영화 봤어요.\n\nWrite 3 more lines like this, but in 반말 this time.';
const k7 = '아 그리고 일기 계속 써요! 매일 세 줄이면 충분해요';

export const TRANSLATORS: readonly CorpusEntry[] = [
  misaki({
    name: '美咲 translates with language labels on the lines',
    answer: `# «send» 4003\n${m1}`,
    expect: [{ type: 'send', text: m1, replyTo: 4003 }],
  }),
  misaki({
    name: '美咲 suggests a gloss in asterisks and brackets',
    answer: `# «send»\n${m2}`,
    expect: [{ type: 'send', text: m2 }],
  }),
  misaki({
    name: '美咲 sends the intro draft in both languages with a note on her translation',
    answer: `# «send» 4001\n${m3}`,
    expect: [{ type: 'send', text: m3, replyTo: 4001 }],
  }),
  // Slip: the model signs the message with a dash and the persona's name, as in a letter.
  misaki({
    name: '美咲 romaji advice, signed',
    answer: `# «send»\n${m4}\n\n— 美咲`,
    expect: [{ type: 'send', text: m4 }],
  }),
  // Slip: an analysis paragraph about "the user" and the persona in the third person before the block.
  misaki({
    name: '美咲 leave it, after an analysis of the user',
    answer: `The user is asking whether "Itadakimasu" should stay untranslated. As a translator, 美咲 would say yes, with a short gloss.\n\n# «send»\n${m5}`,
    expect: [{ type: 'send', text: m5 }],
  }),
  misaki({
    name: '美咲 reacts to the deadline and promises both languages',
    answer: `# «react» 4001\n👌\n\n# «send»\n${m6}`,
    expect: [
      { type: 'react', emoji: '👌', messageId: 4001 },
      { type: 'send', text: m6 },
    ],
  }),
  misaki({
    name: '美咲 explains the menu layout in steps',
    answer: `# «send»\n${m7}`,
    expect: [{ type: 'send', text: m7 }],
  }),
  salma({
    name: 'سلمى gives a literal and a free translation',
    answer: `# «send» 4001\n${s1}`,
    expect: [{ type: 'send', text: s1, replyTo: 4001 }],
  }),
  salma({
    name: 'سلمى lists steps for a formal email',
    answer: `# «send»\n${s2}`,
    expect: [{ type: 'send', text: s2 }],
  }),
  salma({
    name: 'سلمى writes a letter template signed with Karim',
    answer: `# «send»\n${s3}`,
    expect: [{ type: 'send', text: s3 }],
  }),
  // Slip: a bracketed tone note under the message naming the persona in the third person.
  salma({
    name: 'سلمى literal is fine, then a tone note',
    answer: `# «send» 4003\n${s4}\n\n(حافظتُ على نبرة ودّية وقصيرة كما تفعل سلمى دائمًا.)`,
    expect: [{ type: 'send', text: s4, replyTo: 4003 }],
  }),
  salma({
    name: 'سلمى on register, quoting forms of address',
    answer: `# «send»\n${s5}`,
    expect: [{ type: 'send', text: s5 }],
  }),
  jiwoo({
    name: '지우 corrects with strikethrough, an arrow and bold',
    answer: `# «send»\n${k1}`,
    expect: [{ type: 'send', text: k1 }],
  }),
  jiwoo({
    name: '지우 explains the plain style as talking to yourself',
    answer: `# «send»\n${k2}`,
    expect: [{ type: 'send', text: k2 }],
  }),
  jiwoo({
    name: '지우 praises with an emoticon and a bracketed aside',
    answer: `# «send» 4001\n${k3}`,
    expect: [{ type: 'send', text: k3, replyTo: 4001 }],
  }),
  // Slip: a Korean note in brackets on the tone the answer was written in.
  jiwoo({
    name: '지우 mixing is fine, then a tone note',
    answer: `# «send»\n${k4}\n\n(선생님답게 다정하고 짧은 말투로 답했습니다.)`,
    expect: [{ type: 'send', text: k4 }],
  }),
  jiwoo({
    name: '지우 laughs and sends a sticker',
    answer: `# «send»\n${k5}\n\n# «sticker»\nHeidiDuck\n😂`,
    expect: [
      { type: 'send', text: k5 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  jiwoo({
    name: '지우 sets homework with A and B lines',
    answer: `# «send»\n${k6}`,
    expect: [{ type: 'send', text: k6 }],
  }),
  // Slip: the sticker's description copied after its emoji, against the two-line rule.
  jiwoo({
    name: '지우 keep writing, sticker with a description',
    answer: `# «send»\n${k7}\n\n# «sticker»\nHeidiDuck\n😂 ‹a duck laughing so hard it falls over›`,
    expect: [
      { type: 'send', text: k7 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
];
