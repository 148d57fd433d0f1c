/**
 * Set 8: Markdown a person types that looks like structure (bold section titles, a recipe, a
 * code block, a table, hashtags, a joke separator, greentext), ordinary answers of every kind,
 * and two or three slips in one answer or in its second or third block.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { asking, react, send } from './answers-8-shared.js';

const MOVING = asking("I'm moving next month, any tips?? I'm dreading it");
const CAT_JA = asking('猫ちゃん引っ越し大丈夫だった？あと土曜日って開いてる？');
const CAT_KO = asking('고양이 이사 잘 했어? 그리고 토요일에 열어?');

export const MARKUP_8: readonly CorpusEntry[] = [
  {
    name: 'bold section titles in a long message of moving tips (legitimate)',
    others: MOVING,
    answer: `# «send»
Ok moving tips from someone who's done it 6 times:

**Before**
Label every box with the ROOM, not the contents.

**On the day**
Cat goes in the bathroom with food and the door shut. Last thing into the car.

**After**
Bed first. Everything else can wait.`,
    expect: [
      send(
        "Ok moving tips from someone who's done it 6 times:\n\n**Before**\nLabel every box with the ROOM, not the contents.\n\n**On the day**\nCat goes in the bathroom with food and the door shut. Last thing into the car.\n\n**After**\nBed first. Everything else can wait.",
      ),
    ],
  },
  {
    name: 'a numbered recipe the friend asked for (legitimate)',
    others: asking("Can you send me your grandma's plum cake recipe? 🙏"),
    answer: `# «send»
Grandma's Zwetschgenkuchen, as promised:
1. 500 g flour, 200 g butter, 100 g sugar, 1 egg — knead, chill 30 min
2. Roll out on the tray, cover with halved plums
3. 45 min at 180 °C
4. Cinnamon sugar on top while warm
Enjoy!! 🍰`,
    expect: [
      send(
        "Grandma's Zwetschgenkuchen, as promised:\n1. 500 g flour, 200 g butter, 100 g sugar, 1 egg — knead, chill 30 min\n2. Roll out on the tray, cover with halved plums\n3. 45 min at 180 °C\n4. Cinnamon sugar on top while warm\nEnjoy!! 🍰",
      ),
    ],
  },
  {
    name: 'a code block inside a message, between two lines of text (legitimate)',
    others: asking('What was that git command again to update without losing my changes?'),
    answer: `# «send»
Try this:
\`\`\`
git stash && git pull --rebase && git stash pop
\`\`\`
should work 🤞`,
    expect: [send('Try this:\n```\ngit stash && git pull --rebase && git stash pop\n```\nshould work 🤞')],
  },
  {
    name: 'a table of opening hours the friend asked for (legitimate)',
    others: asking('Can you send me your opening hours for the week?'),
    answer: `# «send»
| Day | Hours |
|---|---|
| Mon–Fri | 9–18 |
| Sat | 10–14 |
| Sun | closed |`,
    expect: [send('| Day | Hours |\n|---|---|\n| Mon–Fri | 9–18 |\n| Sat | 10–14 |\n| Sun | closed |')],
  },
  {
    name: 'a message opening with a #hashtag, no block',
    answer: `#throwback to moving day 😂 the cat in the laundry basket was iconic`,
    expect: [send('#throwback to moving day 😂 the cat in the laundry basket was iconic')],
  },
  {
    name: 'a ranking written #1 #2 #3 at line starts (legitimate)',
    others: MOVING,
    answer: `# «send»
Top 3 rules:
#1 never move on a Sunday
#2 the cat goes LAST
#3 pizza for the helpers 🍕`,
    expect: [
      send('Top 3 rules:\n#1 never move on a Sunday\n#2 the cat goes LAST\n#3 pizza for the helpers 🍕'),
    ],
  },
  {
    name: 'a --- line as a joke separator between "Me before" and "Me after" (legitimate)',
    answer: `Me before the move: I'll label every box
---
Me after the move: box 14 contains a lamp, two socks and the cat's dignity`,
    expect: [
      send(
        "Me before the move: I'll label every box\n---\nMe after the move: box 14 contains a lamp, two socks and the cat's dignity",
      ),
    ],
  },
  {
    name: 'greentext with a punchline line after it (legitimate)',
    answer: `# «send»
>be me
>run a bookshop
>friend moves flats
>cat travels in laundry basket
mfw the cat now refuses to leave the basket`,
    expect: [
      send(
        '>be me\n>run a bookshop\n>friend moves flats\n>cat travels in laundry basket\nmfw the cat now refuses to leave the basket',
      ),
    ],
  },
  {
    name: 'an asterisk correction of a typo in the last message (legitimate)',
    answer: `# «send»
*their`,
    expect: [send('*their')],
  },
  {
    name: 'ordinary: two short messages',
    answer: `# «send»
She survived!! 😄

# «send»
And yes, Saturday 10–2.`,
    expect: [send('She survived!! 😄'), send('And yes, Saturday 10–2.')],
  },
  {
    name: "the third block is an assistant's closing line",
    answer: `# «send»
She survived!! 😄

# «send»
And yes, Saturday 10–2.

# «send»
Hope that helps! Let me know if you'd like me to adjust the tone.`,
    expect: [send('She survived!! 😄'), send('And yes, Saturday 10–2.')],
  },
  {
    name: 'group: label, translation and signature in the second block',
    chat: 'group',
    answer: `# «send» 4003
Mia, your umbrella is behind the counter ☂️

# «send» 4005
**Heidi:** Katze lebt, Samstag 10–14 offen!
(Translation: Cat's alive, open Saturday 10–2!)
— Heidi`,
    expect: [
      send('Mia, your umbrella is behind the counter ☂️', 4003),
      send('Katze lebt, Samstag 10–14 offen!', 4005),
    ],
    withheld: ['label'],
  },
  {
    name: 'ja: an unlabelled plan paragraph and a katakana narration in one body',
    others: CAT_JA,
    // The first paragraph plans the answer in the writer's own words (no label); the careful
    // operator sends only what is said to the friend.
    answer: `# «send»
まず猫のことに答えて、それから土曜日の時間を伝える。

猫は元気！土曜は10時〜14時だよ。
*ハイジは微笑む*`,
    expect: [send('猫は元気！土曜は10時〜14時だよ。')],
  },
  {
    name: 'ordinary: a reaction and a message',
    answer: `# «react»
😂

# «send»
A laundry basket!! Of course. Saturday 10–2 btw`,
    expect: [react('🤣'), send('A laundry basket!! Of course. Saturday 10–2 btw')],
  },
  {
    name: 'ordinary: a sticker after a message',
    answer: `# «send»
She made it! 🐈

# «sticker»
HeidiDuck :: 👋`,
    expect: [send('She made it! 🐈'), { type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'ordinary: a message with a link and a P.S.',
    answer: `# «send»
Open Saturday 10–2! Here's the map for your new place → shop: https://maps.app.goo.gl/xyz123
P.S. kiss the cat from me`,
    expect: [
      send(
        "Open Saturday 10–2! Here's the map for your new place → shop: https://maps.app.goo.gl/xyz123\nP.S. kiss the cat from me",
      ),
    ],
  },
  {
    name: 'ordinary: a long answer without a block, three paragraphs',
    answer: `omg a laundry basket 😂 that is peak Jonas

she's probably already found the warmest spot in the flat, cats always do

and yes we're open Saturday, 10 to 2. come by, I'll have coffee`,
    expect: [
      send(
        "omg a laundry basket 😂 that is peak Jonas\n\nshe's probably already found the warmest spot in the flat, cats always do\n\nand yes we're open Saturday, 10 to 2. come by, I'll have coffee",
      ),
    ],
  },
  {
    name: 'ordinary: a message with a time range and a bullet list of what to bring',
    others: asking('What should I bring to the reading on Saturday?'),
    answer: `# «send»
Reading starts 11:00, doors 10:30. Bring:
- a cushion (the chairs are hard)
- your questions for the author
- cake if you feel generous 😇`,
    expect: [
      send(
        'Reading starts 11:00, doors 10:30. Bring:\n- a cushion (the chairs are hard)\n- your questions for the author\n- cake if you feel generous 😇',
      ),
    ],
  },
  {
    name: 'ordinary: bold and italic emphasis inside a message',
    answer: `# «send»
She **survived**. Jonas, however, is __traumatised__ 😂 Saturday 10–2!`,
    expect: [send('She **survived**. Jonas, however, is __traumatised__ 😂 Saturday 10–2!')],
  },
  {
    name: 'ordinary: a reply to an earlier message by id',
    answer: `# «send» 4003
Mia's umbrella? It's here, blue with white dots ☂️`,
    expect: [send("Mia's umbrella? It's here, blue with white dots ☂️", 4003)],
  },
  {
    name: 'a Markdown heading title and a closing offer around the message, no block',
    answer: `## Reply to Jonas

She survived! Saturday 10–2 😄

Would you like me to make the reply more playful?`,
    expect: [send('She survived! Saturday 10–2 😄')],
  },
  {
    name: 'a bold summary title over a plan, then the message, then a word count',
    answer: `**Answering Both Questions**
I'm confirming the cat is fine and giving the Saturday hours.

She's fine! Saturday 10–2 😊 (12 words)`,
    expect: [send("She's fine! Saturday 10–2 😊")],
  },
  {
    name: 'an HTML comment and a reasoning tag left in the second block',
    answer: `# «send»
The cat survived 😄

# «send»
<!-- answer the Saturday question too -->
<thinking>hours are 10–14</thinking>
Saturday we're open 10–2!`,
    expect: [send('The cat survived 😄'), send("Saturday we're open 10–2!")],
  },
  {
    name: "a hashtag line closing a message is the persona's (legitimate)",
    chat: 'group',
    answer: `# «send»
Welcome to the new flat, Jonas! 🏠
#movingday #catsofinstagram`,
    expect: [send('Welcome to the new flat, Jonas! 🏠\n#movingday #catsofinstagram', 4005)],
  },
  {
    name: 'a heading-like Markdown title naming the persona inside the body',
    answer: `# «send»
### Heidi's reply
She survived! Saturday 10–2 😄`,
    expect: [send('She survived! Saturday 10–2 😄')],
  },
  {
    name: 'the first message repeated in the third block (a duplicate)',
    answer: `# «send»
She survived!

# «send»
Saturday 10–2 😊

# «send»
She survived!`,
    expect: [send('She survived!'), send('Saturday 10–2 😊')],
    withheld: ['duplicate'],
  },
  {
    name: 'a list the persona writes of two quoted film titles (legitimate)',
    others: asking('Film tonight? Your pick'),
    answer: `# «send»
Two options:
1. "Paddington 2" — cosy
2. "The Grand Budapest Hotel" — pretty
I vote Paddington 🐻`,
    // Quoted titles under a lead-in with a colon, but no item is a whole quotation: the
    // persona's own list, sent whole.
    expect: [
      send(
        'Two options:\n1. "Paddington 2" — cosy\n2. "The Grand Budapest Hotel" — pretty\nI vote Paddington 🐻',
      ),
    ],
  },
  {
    name: "an answer quoted whole as a Telegram quote of the persona's own draft",
    answer: `Heidi's message:
> She survived! Saturday 10–2 😄`,
    expect: [send('She survived! Saturday 10–2 😄')],
  },
  {
    name: 'three slips: reasoning first paragraph, the message, then a checklist of the turn',
    answer: `Okay, so Jonas is asking about the cat and the weekend hours. I'll answer both.

She survived, grumpy but fine 😄 Saturday we're open 10–2!

✅ Cat question answered
✅ Saturday hours given`,
    expect: [send("She survived, grumpy but fine 😄 Saturday we're open 10–2!")],
  },
  {
    name: 'ordinary: a question back in another language the partner writes',
    others: asking('Kommst du Samstag zur Lesung?'),
    answer: `# «send»
Klar! Ich mach ja auf 😄 Bringst du Kuchen mit?`,
    expect: [send('Klar! Ich mach ja auf 😄 Bringst du Kuchen mit?')],
  },
  {
    name: 'ordinary: Spanish, no block',
    others: asking('¿El gato sobrevivió a la mudanza? ¿Abres el sábado?'),
    answer: `¡Sobrevivió! Durmió todo el viaje en el cesto de la ropa 😂 El sábado abro de 10 a 14.`,
    expect: [send('¡Sobrevivió! Durmió todo el viaje en el cesto de la ropa 😂 El sábado abro de 10 a 14.')],
  },
  {
    name: 'ordinary: only a reaction in a direct chat',
    answer: `# «react»
👍`,
    expect: [react('👍')],
  },
  {
    name: 'group ordinary: a question back to Jonas by reply',
    chat: 'group',
    answer: `# «send» 4001
Wait, how did you get her INTO the basket? 😂`,
    expect: [send('Wait, how did you get her INTO the basket? 😂', 4001)],
  },
  {
    name: 'ordinary: Korean with laughter and a tilde',
    others: CAT_KO,
    answer: `# «send»
ㅋㅋㅋ 고양이 멀쩡해~ 토요일 10시부터 2시까지!`,
    expect: [send('ㅋㅋㅋ 고양이 멀쩡해~ 토요일 10시부터 2시까지!')],
  },
  {
    name: 'twin: a first-person aside to the reader closing the line',
    answer: `# «send»
Saturday 10–2! (sorry for the late reply, inventory day 📦)`,
    expect: [send('Saturday 10–2! (sorry for the late reply, inventory day 📦)')],
  },
  {
    name: 'ordinary: a reply by id and a plain follow-up',
    answer: `# «send» 4005
She survived, and yes, open Saturday 10–2!

# «send»
Bring the umbrella lady too, hers is still here ☂️`,
    expect: [
      send('She survived, and yes, open Saturday 10–2!', 4005),
      send('Bring the umbrella lady too, hers is still here ☂️'),
    ],
  },
];
