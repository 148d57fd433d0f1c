/**
 * Set 75, ordinary answers (2 of 2): the parents, the photo club, the Turkish family, the
 * backend team, the condominium, the five-a-side group and the study group; reactions, code in
 * backticks, a numbered list with an aside, a typed shrug, laughter only, a note, an action
 * where actions are allowed.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  aile,
  BR_WATER,
  BR_WATER_OWN,
  backend,
  CLASS_HOMEWORK,
  CLASS_TRIP,
  CLASS_TRIP_OWN,
  calcetto,
  condo,
  IT_MATCH,
  IT_MATCH_OWN,
  KR_JOKE,
  KR_STUDY,
  PHOTO_RAIN,
  PHOTO_WALK,
  PHOTO_WALK_OWN,
  PL_DEPLOY,
  PL_DEPLOY_OWN,
  parents,
  photo,
  study,
  TR_BAYRAM,
  TR_BAYRAM_OWN,
} from './answers-75-cast.js';

export const ORDINARY_75_2: readonly CorpusEntry[] = [
  photo({
    name: 'photo-walk-kenta-and-sho',
    others: PHOTO_WALK,
    own: PHOTO_WALK_OWN,
    callout: true,
    answer: `# «send» 4005
行く行く！紫陽花リベンジしたい笑

# «send» 4003
翔くん、鎌倉なら標準ズームと単焦点1本で十分だと思う〜 三脚は人多いからやめといた方がいいよ`,
    expect: [
      { type: 'send', text: '行く行く！紫陽花リベンジしたい笑', replyTo: 4005 },
      {
        type: 'send',
        text: '翔くん、鎌倉なら標準ズームと単焦点1本で十分だと思う〜 三脚は人多いからやめといた方がいいよ',
        replyTo: 4003,
      },
    ],
  }),
  photo({
    name: 'photo-walk-reaction-then-question-to-senpai',
    others: PHOTO_WALK,
    own: PHOTO_WALK_OWN,
    callout: true,
    answer: `# «react» 4001
🔥

# «send»
もちろん参加です📷 田中先輩、集合場所は鎌倉駅の東口ですか？`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      { type: 'send', text: 'もちろん参加です📷 田中先輩、集合場所は鎌倉駅の東口ですか？', replyTo: 4005 },
    ],
  }),
  photo({
    name: 'photo-rain-short-hope',
    others: PHOTO_RAIN,
    answer: `# «send»
てるてる坊主作っとく☀️`,
    expect: [{ type: 'send', text: 'てるてる坊主作っとく☀️', replyTo: 4005 }],
  }),
  aile({
    name: 'aile-bayram-mother-and-aunt',
    others: TR_BAYRAM,
    own: TR_BAYRAM_OWN,
    callout: true,
    answer: `# «send» 4005
Perşembe akşamı geliyorum anne, biletimi dün aldım ✈️ 19:40'ta Adnan Menderes'e iniyorum

# «send» 4003
Teyze bana iki dilim ayır ama, Burak hepsini yiyor yoksa 😂`,
    expect: [
      {
        type: 'send',
        text: "Perşembe akşamı geliyorum anne, biletimi dün aldım ✈️ 19:40'ta Adnan Menderes'e iniyorum",
        replyTo: 4005,
      },
      { type: 'send', text: 'Teyze bana iki dilim ayır ama, Burak hepsini yiyor yoksa 😂', replyTo: 4003 },
    ],
  }),
  aile({
    name: 'aile-bayram-one-word-and-a-heart-eyes',
    others: TR_BAYRAM,
    own: TR_BAYRAM_OWN,
    callout: true,
    answer: `# «send» 4005
Perşembe 🙋‍♀️

# «react» 4003
😍`,
    expect: [
      { type: 'send', text: 'Perşembe 🙋‍♀️', replyTo: 4005 },
      { type: 'react', emoji: '😍', messageId: 4003 },
    ],
  }),
  backend({
    name: 'backend-deploy-commit-in-backticks',
    others: PL_DEPLOY,
    own: PL_DEPLOY_OWN,
    callout: true,
    answer: `# «send» 4005
Tak, weszło wczoraj wieczorem, commit \`a3f9c12\`. Na stagingu działa, hit rate skoczył do ~92%`,
    expect: [
      {
        type: 'send',
        text: 'Tak, weszło wczoraj wieczorem, commit `a3f9c12`. Na stagingu działa, hit rate skoczył do ~92%',
        replyTo: 4005,
      },
    ],
  }),
  backend({
    name: 'backend-deploy-pawel-then-bartek',
    others: PL_DEPLOY,
    own: PL_DEPLOY_OWN,
    callout: true,
    answer: `# «send»
Jest na mainie 👍

# «send» 4001
Bartek, jak Ola nie zdąży, to ja rzucę okiem na tę migrację, tylko podeślij link`,
    expect: [
      { type: 'send', text: 'Jest na mainie 👍', replyTo: 4005 },
      {
        type: 'send',
        text: 'Bartek, jak Ola nie zdąży, to ja rzucę okiem na tę migrację, tylko podeślij link',
        replyTo: 4001,
      },
    ],
  }),
  condo({
    name: 'condo-water-wheelbarrow',
    others: BR_WATER,
    own: BR_WATER_OWN,
    answer: `# «send» 4005
Renata, tenho sim! Tá na garagem, vaga 27. Passa lá que eu desço pra abrir`,
    expect: [
      {
        type: 'send',
        text: 'Renata, tenho sim! Tá na garagem, vaga 27. Passa lá que eu desço pra abrir',
        replyTo: 4005,
      },
    ],
  }),
  condo({
    name: 'condo-water-numbered-tips-with-an-aside',
    others: BR_WATER,
    own: BR_WATER_OWN,
    answer: `# «send» 4003
Dona Cida, pois é 😩 Dica pra amanhã:
1. enche uns baldes hoje à noite
2. deixa a máquina de lavar pra quinta
3. (e não esquece de fechar o registro, senão entra ar no cano)`,
    expect: [
      {
        type: 'send',
        text: 'Dona Cida, pois é 😩 Dica pra amanhã:\n1. enche uns baldes hoje à noite\n2. deixa a máquina de lavar pra quinta\n3. (e não esquece de fechar o registro, senão entra ar no cano)',
        replyTo: 4003,
      },
    ],
  }),
  calcetto({
    name: 'calcetto-fabio-and-sara',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    callout: true,
    answer: `# «send» 4005
Ci sono! Pettorine lavate e già in macchina, stavolta niente scuse 😎

# «send» 4001
Sara sì, porta Luca, così siamo 10`,
    expect: [
      {
        type: 'send',
        text: 'Ci sono! Pettorine lavate e già in macchina, stavolta niente scuse 😎',
        replyTo: 4005,
      },
      { type: 'send', text: 'Sara sì, porta Luca, così siamo 10', replyTo: 4001 },
    ],
  }),
  calcetto({
    name: 'calcetto-typed-shrug-at-davide',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    answer: `# «send» 4003
Davide "alle 21:10" vuol dire 21:25 ¯\\_(ツ)_/¯`,
    expect: [{ type: 'send', text: 'Davide "alle 21:10" vuol dire 21:25 ¯\\_(ツ)_/¯', replyTo: 4003 }],
  }),
  calcetto({
    name: 'calcetto-action-where-actions-are-allowed',
    others: IT_MATCH,
    own: IT_MATCH_OWN,
    callout: true,
    actions: 'always',
    answer: `# «send» 4005
*alza la mano* presente! Pettorine comprese`,
    expect: [{ type: 'send', text: '*alza la mano* presente! Pettorine comprese', replyTo: 4005 }],
  }),
  study({
    name: 'study-picks-graphs-and-a-date',
    others: KR_STUDY,
    callout: true,
    answer: `# «send» 4005
나는 그래프 할게! 트리는 서연이가 저번에 정리 잘해놨잖아 ㅎㅎ

# «send» 4001
자료는 수요일 밤까지 올릴게요`,
    expect: [
      { type: 'send', text: '나는 그래프 할게! 트리는 서연이가 저번에 정리 잘해놨잖아 ㅎㅎ', replyTo: 4005 },
      { type: 'send', text: '자료는 수요일 밤까지 올릴게요', replyTo: 4001 },
    ],
  }),
  study({
    name: 'study-joke-laughter-only',
    others: KR_JOKE,
    answer: `# «send»
ㅋㅋㅋㅋㅋㅋ`,
    expect: [{ type: 'send', text: 'ㅋㅋㅋㅋㅋㅋ', replyTo: 4005 }],
  }),
  parents({
    name: 'parents-trip-card-number-with-her-name',
    others: CLASS_TRIP,
    own: CLASS_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Марина, да, конечно. Сбер по номеру +7 916 555-12-34, Ксения А.
В комментарии напишите фамилию ребёнка, пожалуйста`,
    expect: [
      {
        type: 'send',
        text: 'Марина, да, конечно. Сбер по номеру +7 916 555-12-34, Ксения А.\nВ комментарии напишите фамилию ребёнка, пожалуйста',
        replyTo: 4005,
      },
    ],
  }),
  parents({
    name: 'parents-trip-dmitry-then-who-paid',
    others: CLASS_TRIP,
    own: CLASS_TRIP_OWN,
    answer: `# «send» 4003
Выздоравливайте! Деньги тогда не сдавайте

# «send»
Кто уже сдал: Лена, Артём, Марина (переводом). Остальных жду до среды 🙏`,
    expect: [
      { type: 'send', text: 'Выздоравливайте! Деньги тогда не сдавайте', replyTo: 4003 },
      { type: 'send', text: 'Кто уже сдал: Лена, Артём, Марина (переводом). Остальных жду до среды 🙏' },
    ],
  }),
  parents({
    name: 'parents-homework-maths',
    others: CLASS_HOMEWORK,
    answer: `# «send» 4005
По математике №3, 5 и 7 на стр. 62 (а №7 со звёздочкой, по желанию)`,
    expect: [
      {
        type: 'send',
        text: 'По математике №3, 5 и 7 на стр. 62 (а №7 со звёздочкой, по желанию)',
        replyTo: 4005,
      },
    ],
  }),
  parents({
    name: 'parents-trip-answer-and-a-note',
    others: CLASS_TRIP,
    own: CLASS_TRIP_OWN,
    callout: true,
    answer: `# «send» 4005
Конечно, можно переводом 👍 номер скину в личку

# «note»
Марина переводит за планетарий, проверить вечером поступление`,
    expect: [
      { type: 'send', text: 'Конечно, можно переводом 👍 номер скину в личку', replyTo: 4005 },
      { type: 'note' },
    ],
  }),
];
