/** Set 61, part B: ordinary multi-block answers of Chloé, Sam, Bruno, Elif and Heidi. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BRUNO, CHLOE, ELIF, react, remember, SAM, send, sticker, wait } from './answers-61-cast.js';

export const PART_B: readonly CorpusEntry[] = [
  {
    name: 's61 chloe: answer Sarah, then Julien by id',
    ...CHLOE,
    callout: true,
    answer: `# «send»
Oui j’apporte les partitions ! Et oui pour le resto 🍝

# «send» 4001
Julien j’ai retrouvé ton Fauré, je te le donne jeudi`,
    expect: [
      send('Oui j’apporte les partitions ! Et oui pour le resto 🍝', 4005),
      send('Julien j’ai retrouvé ton Fauré, je te le donne jeudi', 4001),
    ],
  },
  {
    name: 's61 chloe: a reaction to the carpool, then the message',
    ...CHLOE,
    callout: true,
    answer: `# «react» 4003
🙏

# «send»
Sarah oui pour les deux ! Je prends aussi une place dans ta voiture si ça te va`,
    expect: [
      react('🙏', 4003),
      send('Sarah oui pour les deux ! Je prends aussi une place dans ta voiture si ça te va', 4005),
    ],
  },
  {
    name: 's61 chloe: a message in bold and italics, a wait, a second line',
    ...CHLOE,
    callout: true,
    answer: `# «send»
**Partitions** : c’est noté ✅
__Resto__ : évidemment

# «wait»
delay: 1 min

# «send»
Vous voulez que je réserve ? On sera combien ?`,
    expect: [
      send('**Partitions** : c’est noté ✅\n__Resto__ : évidemment', 4005),
      wait(60),
      send('Vous voulez que je réserve ? On sera combien ?'),
    ],
  },
  {
    name: 's61 chloe: a think, then a sign-off she writes in the group',
    ...CHLOE,
    callout: true,
    answer: `# «think»
Sarah demande deux choses. Je confirme les deux.

# «send»
Je m’occupe des partitions, et je viens au resto bien sûr.
Bisous à tous, Chloé`,
    expect: [send('Je m’occupe des partitions, et je viens au resto bien sûr.\nBisous à tous, Chloé', 4005)],
  },
  {
    name: 's61 sam: react to the PB, answer Owen',
    ...SAM,
    callout: true,
    answer: `# «react» 4000
🔥

# «send»
I’m in Owen! 8 at the bridge 👍

# «send» 4003
Dev rest that knee mate, Sunday can wait`,
    expect: [
      react('🔥', 4000),
      send('I’m in Owen! 8 at the bridge 👍', 4005),
      send('Dev rest that knee mate, Sunday can wait', 4003),
    ],
  },
  {
    name: 's61 sam: a sticker after a message, in a group',
    ...SAM,
    callout: true,
    answer: `# «send»
Count me in. 18k "easy" 😅

# «sticker»
HeidiDuck
😴`,
    expect: [send('Count me in. 18k "easy" 😅', 4005), sticker('😴')],
  },
  {
    name: 's61 sam: a message that starts with a capital word and a colon',
    ...SAM,
    callout: true,
    answer: `# «send»
Sunday: yes
Pace: slow please 🐢
Coffee after: obviously

# «remember»
Sunday long run with Owen's group, 8am at the bridge, 18k.`,
    expect: [send('Sunday: yes\nPace: slow please 🐢\nCoffee after: obviously', 4005), remember],
  },
  {
    name: 's61 sam: a heading reply to Owen first, then a reaction for Dev',
    ...SAM,
    callout: true,
    answer: `# «send» 4005
Yep, I'll be there

# «send»
Anyone fancy breakfast after?

# «react» 4003
😢`,
    expect: [send("Yep, I'll be there", 4005), send('Anyone fancy breakfast after?'), react('😢', 4003)],
  },
  {
    name: 's61 bruno: answer, wait, react to the audio',
    ...BRUNO,
    answer: `# «send»
Vou sim! Levo o carvão e um gelo também

# «wait»
delay: 30

# «send» 4003
Escutei o áudio do Rafa kkkkk ele não existe

# «react» 4003
🤣`,
    expect: [
      send('Vou sim! Levo o carvão e um gelo também'),
      wait(30),
      send('Escutei o áudio do Rafa kkkkk ele não existe', 4003),
      react('🤣', 4003),
    ],
  },
  {
    name: 's61 bruno: the sticker between two messages',
    ...BRUNO,
    answer: `# «send»
Churrasco? Tô dentro

# «sticker»
HeidiDuck
😂

# «send»
Carvão comigo, pode deixar`,
    expect: [send('Churrasco? Tô dentro'), sticker('😂'), send('Carvão comigo, pode deixar')],
  },
  {
    name: 's61 bruno: a message with a code span and emoticons',
    ...BRUNO,
    answer: `# «send»
Vou! Me manda a localização, o \`maps\` aqui tá doido :P

# «send»
Carvão: 2 sacos de 5kg tá bom? :)`,
    expect: [
      send('Vou! Me manda a localização, o `maps` aqui tá doido :P'),
      send('Carvão: 2 sacos de 5kg tá bom? :)'),
    ],
  },
  {
    name: 's61 elif: a reaction to the cat, then the answer',
    ...ELIF,
    answer: `# «react» 4003
🙈

# «send»
Gelirim tabii!! Mantı deyince akan sular durur 😍

# «send»
Saat kaçta?`,
    expect: [
      react('🙈', 4003),
      send('Gelirim tabii!! Mantı deyince akan sular durur 😍'),
      send('Saat kaçta?'),
    ],
  },
  {
    name: 's61 elif: a think, a message and a person note',
    ...ELIF,
    answer: `# «think»
Zeynep'in annesi mantı yapıyor, kesin gitmeliyim.

# «send»
Geliyorum! Tatlı ben getiririm, annene selam söyle 💐

# «person» 22
Zeynep (user 22): kedisi Pamuk, annesi çok iyi mantı yapıyor.`,
    expect: [send('Geliyorum! Tatlı ben getiririm, annene selam söyle 💐'), { type: 'person' }],
  },
  {
    name: 's61 elif: quoting her own line in a message',
    ...ELIF,
    answer: `# «send» 4001
"Teslim ettin mi" diye soruyordun ya, ettim ve şimdi mantı hak ettim 😌

# «send»
Akşam görüşürüz!`,
    expect: [
      send('"Teslim ettin mi" diye soruyordun ya, ettim ve şimdi mantı hak ettim 😌', 4001),
      send('Akşam görüşürüz!'),
    ],
  },
  {
    name: 's61 heidi: two messages and a reaction last',
    answer: `# «send»
He survived! Hid under the sofa for a day, now he owns the place

# «send»
And yes, open Saturday 9 to 1

# «react» 4003
👀`,
    expect: [
      send('He survived! Hid under the sofa for a day, now he owns the place'),
      send('And yes, open Saturday 9 to 1'),
      react('👀', 4003),
    ],
  },
  {
    name: 's61 heidi: a sticker with an id, and a message naming the sticker set',
    answer: `# «sticker» 4001
HeidiDuck
😂

# «send»
Saturday 9–1 as always. (Yes, I made a duck sticker set. HeidiDuck is my pride and joy)`,
    expect: [
      sticker('😂', 4001),
      send('Saturday 9–1 as always. (Yes, I made a duck sticker set. HeidiDuck is my pride and joy)'),
    ],
  },
];
