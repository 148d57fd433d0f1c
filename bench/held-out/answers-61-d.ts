/** Set 61, part D: slips in block headings and between blocks (Chloé, Sam, Bruno, Elif, Heidi), and more ordinary answers. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BRUNO, CHLOE, ELIF, react, SAM, send, sticker, wait } from './answers-61-cast.js';

export const PART_D: readonly CorpusEntry[] = [
  // Both blocks named in French.
  {
    name: 's61 chloe: send and reaction named in French',
    ...CHLOE,
    callout: true,
    answer: `# «envoyer»
Oui pour les partitions et oui pour le resto !

# «réaction» 4003
🙏`,
    expect: [send('Oui pour les partitions et oui pour le resto !', 4005), react('🙏', 4003)],
  },
  // Headings with no space after the hash, and the id glued to the guillemets.
  {
    name: 's61 chloe: headings without spaces',
    ...CHLOE,
    callout: true,
    answer: `#«send»
Je les apporte, promis 🎶

##«react»4001
👍`,
    expect: [send('Je les apporte, promis 🎶', 4005), react('👍', 4001)],
  },
  // The private note named in French.
  {
    name: 's61 chloe: a think block named in French',
    ...CHLOE,
    callout: true,
    answer: `# «réflexion»
Sarah me demande les partitions et le resto. Je réponds aux deux, et je rassure Julien au passage.

# «send»
Partitions : je m’en charge. Resto : je viens !`,
    expect: [send('Partitions : je m’en charge. Resto : je viens !', 4005)],
  },
  // The sticker block named in French, its body written set :: name.
  {
    name: 's61 chloe: a sticker block named in French',
    ...CHLOE,
    callout: true,
    answer: `# «send»
Oui et oui 😄

# «autocollant»
HeidiDuck :: 👋`,
    expect: [send('Oui et oui 😄', 4005), sticker('👋')],
  },
  // The manner and purpose of the message noted on its heading line.
  {
    name: 's61 sam: the heading line notes the manner',
    ...SAM,
    callout: true,
    answer: `# «send» — casual, short, answering Owen
Yeah go on then, I'm in 🏃

# «react» 4000
🔥`,
    expect: [send("Yeah go on then, I'm in 🏃", 4005), react('🔥', 4000)],
  },
  // Block names in capitals and with a capital letter.
  {
    name: 's61 sam: block names in capitals',
    ...SAM,
    callout: true,
    answer: `# «Reaction» 4000
👏

# «SEND»
Sunday works, see you at the bridge`,
    expect: [react('👏', 4000), send('Sunday works, see you at the bridge', 4005)],
  },
  // The model explaining its next block in brackets between two blocks.
  {
    name: 's61 sam: an aside about the next block between blocks',
    ...SAM,
    callout: true,
    answer: `# «send»
In! 8am sharp, I'll bring jelly babies

(Also giving Priya some love for the PB.)

# «react» 4000
🎉`,
    expect: [send("In! 8am sharp, I'll bring jelly babies", 4005), react('🎉', 4000)],
  },
  // The sticker copied from the offer list with its set line and description.
  {
    name: 's61 sam: a sticker copied from the offer list',
    ...SAM,
    callout: true,
    answer: `# «send»
Sunday yes. 18k easy, sure 🙃

# «sticker»
Set HeidiDuck:
- 😴 — ‹a duck asleep on a pillow›`,
    expect: [send('Sunday yes. 18k easy, sure 🙃', 4005), sticker('😴')],
  },
  // A misspelled reaction block.
  {
    name: 's61 sam: a misspelled reaction',
    ...SAM,
    callout: true,
    answer: `# «send»
Yes! See you Sunday

# «raect» 4001
😁`,
    expect: [send('Yes! See you Sunday', 4005), react('😁', 4001)],
  },
  // The heading written twice, the first left empty.
  {
    name: 's61 sam: a doubled heading',
    ...SAM,
    callout: true,
    answer: `# «send»
# «send»
I'm in Owen, see you at 8`,
    expect: [send("I'm in Owen, see you at 8", 4005)],
  },
  // Both messages under a block named in Portuguese.
  {
    name: 's61 bruno: messages named in Portuguese',
    ...BRUNO,
    answer: `# «enviar»
Vou sim! Carvão comigo

# «enviar»
Que horas começa?`,
    expect: [send('Vou sim! Carvão comigo'), send('Que horas começa?')],
  },
  // Two slips: the private note and the sticker named in Portuguese.
  {
    name: 's61 bruno: think and sticker named in Portuguese',
    ...BRUNO,
    answer: `# «pensamento»
Lucas quer saber se eu vou e pediu o carvão. Respondo que sim.

# «send»
Bora! Levo o carvão

# «figurinha»
HeidiDuck
👋`,
    expect: [send('Bora! Levo o carvão'), sticker('👋')],
  },
  // A full-width hash and double angle brackets from a model that drifted into CJK punctuation.
  {
    name: 's61 bruno: full-width hash and double angle brackets',
    ...BRUNO,
    answer: `＃《send》
Fechado, levo o carvão 🔥

＃《react》4003
👍`,
    expect: [send('Fechado, levo o carvão 🔥'), react('👍', 4003)],
  },
  // Two slips: the addressee on the heading line and a reaction named in Portuguese.
  {
    name: 's61 bruno: an address on the heading and a reaction in Portuguese',
    ...BRUNO,
    answer: `# «send» pro Lucas:
Vou sim, carvão é comigo

# «reação» 4001
🔥`,
    expect: [send('Vou sim, carvão é comigo'), react('🔥', 4001)],
  },
  // Message and reaction blocks named in Turkish.
  {
    name: 's61 elif: send and reaction named in Turkish',
    ...ELIF,
    answer: `# «tepki» 4003
🙈

# «gönder»
Gelirim tabii, mantıya hayır denmez 😋`,
    expect: [react('🙈', 4003), send('Gelirim tabii, mantıya hayır denmez 😋')],
  },
  // The private note named in Turkish.
  {
    name: 's61 elif: a think block named in Turkish',
    ...ELIF,
    answer: `# «düşünce»
Zeynep akşam yemeğine çağırıyor, gitmek istiyorum. Kısa ve sıcak cevap vereyim.

# «send»
Geliyorum!! Annene şimdiden teşekkürler 🥰`,
    expect: [send('Geliyorum!! Annene şimdiden teşekkürler 🥰')],
  },
  // Two slips: the wait named in Turkish and a sticker narrated in Turkish after the message.
  {
    name: 's61 elif: a wait named in Turkish and a narrated sticker',
    ...ELIF,
    answer: `# «send»
Geliyorum!

# «bekle»
delay: 10

# «send»
Saat kaçta olayım?
*😂 çıkartması gönderir*`,
    expect: [send('Geliyorum!'), wait(10), send('Saat kaçta olayım?'), sticker('😂')],
  },
  // A level-two heading closed with a colon.
  {
    name: 's61 heidi: a level-two heading with a colon',
    answer: `## «send»:
He survived! Grumpy but fine

## «send»:
Saturday we're open 9–1`,
    expect: [send('He survived! Grumpy but fine'), send("Saturday we're open 9–1")],
  },
  // The reply id written inside the guillemets.
  {
    name: 's61 heidi: ids inside the guillemets',
    answer: `# «react 4003»
👍

# «send 4001»
How did the cat take the laundry basket? Tell me everything`,
    expect: [react('👍', 4003), send('How did the cat take the laundry basket? Tell me everything', 4001)],
  },
  // The model summing up what it did after the last block.
  {
    name: 's61 heidi: a summary of the turn after the last block',
    answer: `# «send»
He survived, he's already claimed the windowsill

# «send»
Saturday yes, 9 to 1

# «react» 4003
👀

I answered both questions and reacted to Alice's umbrella message.`,
    expect: [
      send("He survived, he's already claimed the windowsill"),
      send('Saturday yes, 9 to 1'),
      react('👀', 4003),
    ],
  },
  {
    name: 's61 heidi: values on the heading lines of wait and sticker',
    answer: `# «send»
He survived! And yes, open Saturday

# «wait» 10

# «sticker» HeidiDuck 👋`,
    expect: [send('He survived! And yes, open Saturday'), wait(10), sticker('👋')],
  },
  {
    name: 's61 chloe: text on the heading lines of two replies',
    ...CHLOE,
    callout: true,
    answer: `# «send» 4001 Julien je l’ai, ton Fauré !

# «send» 4005 Sarah oui pour les deux 😊`,
    expect: [send('Julien je l’ai, ton Fauré !', 4001), send('Sarah oui pour les deux 😊', 4005)],
  },
  {
    name: 's61 elif: hashtags she types in a message',
    ...ELIF,
    answer: `# «send»
Menü tahminim: #mantı #yoğurt #sumak 😋

# «send»
Şaka şaka, geliyorum 😄`,
    expect: [send('Menü tahminim: #mantı #yoğurt #sumak 😋'), send('Şaka şaka, geliyorum 😄')],
  },
  {
    name: 's61 bruno: a message about reacting, then the reaction',
    ...BRUNO,
    answer: `# «send»
Vou sim! E reage aí no áudio do Rafa que ele tá carente kkk

# «react» 4003
😁`,
    expect: [send('Vou sim! E reage aí no áudio do Rafa que ele tá carente kkk'), react('😁', 4003)],
  },
  {
    name: 's61 sam: a message quoting a block name as a word',
    ...SAM,
    callout: true,
    answer: `# «send»
I'm in. Send me the route when you can Owen

# «send»
Dev: ice, rest, and no "just a quick 5k" 😂`,
    expect: [
      send("I'm in. Send me the route when you can Owen", 4005),
      send('Dev: ice, rest, and no "just a quick 5k" 😂'),
    ],
  },
];
