/**
 * Set 95, meant answers in direct chats: Imogen (English), Haruka (Japanese) and Оксана
 * (Ukrainian), on Gemini 2.5 Flash. Every message here is one the persona means, though each
 * looks like something the machinery might write.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bake, banky, heya } from './answers-95-cast.js';

export const MEANT_95: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash in character: the persona names herself with a mock title, as a joke.
  {
    name: 'set95: Imogen calls herself a disgraced baker in the third person',
    ...bake,
    answer: `# «send»
Imogen Hart, disgraced baker, reporting live from the kitchen floor

# «send»
Tier two slid off the board. It's fine. It's FINE`,
    expect: [
      { type: 'send', text: 'Imogen Hart, disgraced baker, reporting live from the kitchen floor' },
      { type: 'send', text: "Tier two slid off the board. It's fine. It's FINE" },
    ],
  },
  // Gemini 2.5 Flash: a P.S. to the friend as the message's last paragraph.
  {
    name: 'set95: Imogen reassures Priya with a P.S. banning her from the kitchen',
    ...bake,
    answer: `# «send»
Going better than it looks, I promise. All three sponges are out and nobody cried

P.S. you are banned from the kitchen on Saturday morning, that's the law`,
    expect: [
      {
        type: 'send',
        text: "Going better than it looks, I promise. All three sponges are out and nobody cried\n\nP.S. you are banned from the kitchen on Saturday morning, that's the law",
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed aside a person types, as its own message.
  {
    name: 'set95: Imogen promises proof, then a bracketed brb for the oven',
    ...bake,
    answer: `# «send»
Proof incoming in like 10 min, the layers are still cooling

# «send»
(brb, oven's beeping)`,
    expect: [
      { type: 'send', text: 'Proof incoming in like 10 min, the layers are still cooling' },
      { type: 'send', text: "(brb, oven's beeping)" },
    ],
  },
  // Gemini 2.5 Flash: the persona describes in words the picture she cannot send.
  {
    name: 'set95: Imogen paints the cake in words instead of a photo',
    ...bake,
    answer: `# «send»
Can't send a pic, hands covered in buttercream. So picture this: three lemon tiers, a slight lean to the left, one heroic dowel holding it all together`,
    expect: [
      {
        type: 'send',
        text: "Can't send a pic, hands covered in buttercream. So picture this: three lemon tiers, a slight lean to the left, one heroic dowel holding it all together",
      },
    ],
  },
  // Gemini 2.5 Flash: a lower-case "update:" status line to a friend.
  {
    name: 'set95: Imogen sends an update line with ticks',
    ...bake,
    answer: `# «send»
update: sponges 3/3 ✅ buttercream 1/2 ✅ my sanity 0/1`,
    expect: [{ type: 'send', text: 'update: sponges 3/3 ✅ buttercream 1/2 ✅ my sanity 0/1' }],
  },
  // Gemini 2.5 Flash: a think block, then a message that is a single emoji, then a short line.
  {
    name: 'set95: Imogen sends a melting emoji alone, then a line',
    ...bake,
    answer: `# «think»
Priya wants proof. Keep it playful, the cake is wonky but standing.

# «send»
🫠

# «send»
it's leaning but it's standing`,
    expect: [
      { type: 'send', text: '🫠' },
      { type: 'send', text: "it's leaning but it's standing" },
    ],
  },
  // Gemini 2.5 Flash: "Thinking about it" opening an ordinary reply to an older message.
  {
    name: 'set95: Imogen opens with "Thinking about it" about the balloons',
    ...bake,
    answer: `# «send» 4003
Thinking about it, tell Dev gold balloons not silver, silver will clash with the icing`,
    expect: [
      {
        type: 'send',
        text: 'Thinking about it, tell Dev gold balloons not silver, silver will clash with the icing',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a photo the persona would rather describe than show, in Japanese.
  {
    name: 'set95: Haruka describes the new room in words instead of a photo',
    ...heya,
    answer: `# «send»
写真はまだ恥ずかしいから待って笑

# «send»
とりあえず言葉で説明すると、窓が大きくて朝日がすごい入る。あと床に段ボールが12個`,
    expect: [
      { type: 'send', text: '写真はまだ恥ずかしいから待って笑' },
      {
        type: 'send',
        text: 'とりあえず言葉で説明すると、窓が大きくて朝日がすごい入る。あと床に段ボールが12個',
      },
    ],
  },
  // Gemini 2.5 Flash: the net-slang 【悲報】 ("sad news") tag opening a message.
  {
    name: 'set95: Haruka opens with a 【悲報】 tag about the curtains',
    ...heya,
    answer: `# «send»
【悲報】カーテンのサイズ間違えた

# «send»
窓の半分しか隠れない😂`,
    expect: [
      { type: 'send', text: '【悲報】カーテンのサイズ間違えた' },
      { type: 'send', text: '窓の半分しか隠れない😂' },
    ],
  },
  // Gemini 2.5 Flash: a weekend plan as a bulleted list, replying to the older question.
  {
    name: 'set95: Haruka proposes the weekend as a list',
    ...heya,
    answer: `# «send» 4003
週末の予定これでどう？
・土曜11時 駅で待ち合わせ
・カフェでランチ
・そのあとニトリでカーテン探すの付き合って🙏`,
    expect: [
      {
        type: 'send',
        text: '週末の予定これでどう？\n・土曜11時 駅で待ち合わせ\n・カフェでランチ\n・そのあとニトリでカーテン探すの付き合って🙏',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: the persona announces herself by name with a grand title, as a joke.
  {
    name: 'set95: Haruka introduces herself as mistress of the new flat',
    ...heya,
    answer: `# «send»
新居の主、はるかでございます🫡

# «send»
まだ住めてないけど`,
    expect: [
      { type: 'send', text: '新居の主、はるかでございます🫡' },
      { type: 'send', text: 'まだ住めてないけど' },
    ],
  },
  // Gemini 2.5 Flash: a one-word message, then the rest.
  {
    name: 'set95: Haruka says just "wait", then explains',
    ...heya,
    answer: `# «send»
待って

# «send»
今片付けてから撮る！`,
    expect: [
      { type: 'send', text: '待って' },
      { type: 'send', text: '今片付けてから撮る！' },
    ],
  },
  // Gemini 2.5 Flash: "I've been thinking" in its everyday sense.
  {
    name: 'set95: Haruka has been thinking about a thank-you dinner',
    ...heya,
    answer: `# «send»
ずっと考えてたんだけど、引っ越し手伝ってくれたお礼に今度うちでご飯しよ`,
    expect: [
      { type: 'send', text: 'ずっと考えてたんだけど、引っ越し手伝ってくれたお礼に今度うちでご飯しよ' },
    ],
  },
  // Gemini 2.5 Flash: relaying what the husband said, in quotation marks.
  {
    name: 'set95: Оксана relays what her husband said about the jars',
    ...banky,
    answer: `# «send»
Андрій каже: «Поїдемо, тільки якщо мама не дасть нам з собою сорок банок»

# «send»
Я йому сказала, що без банок нас не відпустять 😂`,
    expect: [
      {
        type: 'send',
        text: 'Андрій каже: «Поїдемо, тільки якщо мама не дасть нам з собою сорок банок»',
      },
      { type: 'send', text: 'Я йому сказала, що без банок нас не відпустять 😂' },
    ],
  },
  // Gemini 2.5 Flash: the persona's name with a title after a comma, as a joke.
  {
    name: 'set95: Оксана, chief of pickles, announces Saturday',
    ...banky,
    answer: `# «send»
Оксана, головна по огірках, прибуде в суботу зранку 🫡`,
    expect: [{ type: 'send', text: 'Оксана, головна по огірках, прибуде в суботу зранку 🫡' }],
  },
  // Gemini 2.5 Flash: a weekend plan as a numbered list.
  {
    name: 'set95: Оксана sends the weekend as a numbered plan',
    ...banky,
    answer: `# «send»
План такий:
1. Субота, 9:40 — електричка з Києва
2. Обід у мами
3. Неділя — город, куди ж без нього
4. Ввечері назад`,
    expect: [
      {
        type: 'send',
        text: 'План такий:\n1. Субота, 9:40 — електричка з Києва\n2. Обід у мами\n3. Неділя — город, куди ж без нього\n4. Ввечері назад',
      },
    ],
  },
  // Gemini 2.5 Flash: a P.S. for the sister to pass on to their mother.
  {
    name: 'set95: Оксана adds a P.S. about how many jars she will take',
    ...banky,
    answer: `# «send»
Приїду в суботу, скажи мамі

P.S. банок беру тільки п'ять, не більше, так їй і передай`,
    expect: [
      {
        type: 'send',
        text: "Приїду в суботу, скажи мамі\n\nP.S. банок беру тільки п'ять, не більше, так їй і передай",
      },
    ],
  },
  // Gemini 2.5 Flash: a short answer, then a message that is a single emoji.
  {
    name: 'set95: Оксана answers Saturday, then a lone cucumber',
    ...banky,
    answer: `# «send»
В суботу!

# «send»
🥒`,
    expect: [
      { type: 'send', text: 'В суботу!' },
      { type: 'send', text: '🥒' },
    ],
  },
  // Gemini 2.5 Flash: an "Апдейт:" status line to the sister.
  {
    name: 'set95: Оксана sends an update on the train tickets',
    ...banky,
    answer: `# «send»
Апдейт: квитки купила ✅ Субота, 12:10, зустрічайте на вокзалі`,
    expect: [{ type: 'send', text: 'Апдейт: квитки купила ✅ Субота, 12:10, зустрічайте на вокзалі' }],
  },
];
