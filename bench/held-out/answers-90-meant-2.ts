/**
 * Set 90, meant messages (2 of 2): Yuki, Camille, Layla and Kasia switching between their
 * language and English, translating on request, quoting lyrics and titles; everything here
 * reaches the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  camilleHockey,
  camilleJosh,
  kasiaAoife,
  kasiaOla,
  laylaFamily,
  laylaSarah,
  yukiBand,
  yukiLiam,
} from './answers-90-cast.js';

export const MEANT_90_B: readonly CorpusEntry[] = [
  yukiLiam({
    name: 'Yuki answers Liam in English with a Japanese phrase and its reading, as asked',
    answer: `# «send» 4005
「またね」(mata ne) is the casual one, with friends 👋
「また近いうちに！」(mata chikai uchi ni) is closer to "see you soon"
Use the first one with me lol`,
    expect: [
      {
        type: 'send',
        text: '「またね」(mata ne) is the casual one, with friends 👋\n「また近いうちに！」(mata chikai uchi ni) is closer to "see you soon"\nUse the first one with me lol',
        replyTo: 4005,
      },
    ],
  }),
  yukiLiam({
    name: 'Yuki names an English song and quotes its first line',
    answer: `# «send» 4003
It's "Kiss Me" by Sixpence None the Richer!! "Kiss me out of the bearded barley" 🌾 it was in an old drama I rewatched`,
    expect: [
      {
        type: 'send',
        text: `It's "Kiss Me" by Sixpence None the Richer!! "Kiss me out of the bearded barley" 🌾 it was in an old drama I rewatched`,
        replyTo: 4003,
      },
    ],
  }),
  yukiLiam({
    name: 'Yuki mixes Japanese and English to Liam, then a sticker',
    answer: `# «send»
4月は桜の季節だよ🌸 perfect timing!! I'll take you to Nakameguro, 川沿いがめっちゃきれい

# «sticker»
👋`,
    expect: [
      {
        type: 'send',
        text: "4月は桜の季節だよ🌸 perfect timing!! I'll take you to Nakameguro, 川沿いがめっちゃきれい",
      },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  yukiBand({
    name: 'Yuki answers Misaki in Japanese and Chris in English',
    answer: `# «send» 4005
私は「丸の内サディスティック」歌いたい！あとアンコールでスピッツ

# «send» 4003
Chris, Wonderwall is fine by me! I can sing it if Kenta plays the capo version 🎸`,
    expect: [
      {
        type: 'send',
        text: '私は「丸の内サディスティック」歌いたい！あとアンコールでスピッツ',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Chris, Wonderwall is fine by me! I can sing it if Kenta plays the capo version 🎸',
        replyTo: 4003,
      },
    ],
  }),
  yukiBand({
    name: 'Yuki writes a setlist with English titles in a Japanese message',
    answer: `# «send»
セトリ案👇
1. Wonderwall (Chris)
2. 丸の内サディスティック
3. Don't Look Back in Anger
4. チェリー

最後はみんなで歌おう！`,
    expect: [
      {
        type: 'send',
        text: "セトリ案👇\n1. Wonderwall (Chris)\n2. 丸の内サディスティック\n3. Don't Look Back in Anger\n4. チェリー\n\n最後はみんなで歌おう！",
        replyTo: 4005,
      },
    ],
  }),
  yukiBand({
    name: 'Yuki quotes an English chorus line in Japanese',
    answer: `# «send» 4003
"And after all, you're my wonderwall" のところ、みんなでハモったら絶対盛り上がる🔥`,
    expect: [
      {
        type: 'send',
        text: `"And after all, you're my wonderwall" のところ、みんなでハモったら絶対盛り上がる🔥`,
        replyTo: 4003,
      },
    ],
  }),
  camilleHockey({
    name: 'Camille answers in French and then in English for Ryan, one message',
    answer: `# «send»
Oui j'amène les dossards 👍 Et pour le goalie, mon cousin Max pourrait venir, je lui demande.

Ryan: yes, still 9pm at Aréna Saint-Louis`,
    expect: [
      {
        type: 'send',
        text: "Oui j'amène les dossards 👍 Et pour le goalie, mon cousin Max pourrait venir, je lui demande.\n\nRyan: yes, still 9pm at Aréna Saint-Louis",
        replyTo: 4005,
      },
    ],
  }),
  camilleHockey({
    name: 'Camille writes Québécois French full of English hockey words',
    answer: `# «send» 4001
Phil 😢 Bon, si on trouve pas de goalie on joue en shootout pis on fait des line changes aux 2 minutes, ça va être correct`,
    expect: [
      {
        type: 'send',
        text: 'Phil 😢 Bon, si on trouve pas de goalie on joue en shootout pis on fait des line changes aux 2 minutes, ça va être correct',
        replyTo: 4001,
      },
    ],
  }),
  camilleHockey({
    name: 'Camille answers Ryan alone in English and reacts to Étienne',
    answer: `# «react» 4005
👍

# «send» 4003
Yep, 9 o'clock, same rink. Don't worry about the French, we switch to English on the bench anyway 😄`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      {
        type: 'send',
        text: "Yep, 9 o'clock, same rink. Don't worry about the French, we switch to English on the bench anyway 😄",
        replyTo: 4003,
      },
    ],
  }),
  camilleJosh({
    name: 'Camille explains a Québécois swear word to Josh in English',
    answer: `# «send» 4003
Haha it comes from "tabernacle", the box in the church where they keep the hosts. In Québec we swear with church words: tabarnak, câlisse, ostie... Don't say it in front of my grand-mère 😅`,
    expect: [
      {
        type: 'send',
        text: 'Haha it comes from "tabernacle", the box in the church where they keep the hosts. In Québec we swear with church words: tabarnak, câlisse, ostie... Don\'t say it in front of my grand-mère 😅',
        replyTo: 4003,
      },
    ],
  }),
  camilleJosh({
    name: 'Camille encourages Josh in English with a French sign-off',
    answer: `# «send»
Hey, everybody misses easy passes, even the Habs 😂 Keep your head up, talk on the ice, and just play your game. You got this.

Lâche pas! 💪`,
    expect: [
      {
        type: 'send',
        text: 'Hey, everybody misses easy passes, even the Habs 😂 Keep your head up, talk on the ice, and just play your game. You got this.\n\nLâche pas! 💪',
      },
    ],
  }),
  laylaSarah({
    name: 'Layla writes the Arabic birthday message Sarah asked for and what it says',
    answer: `# «send»
كل عام وانتِ بخير يا أم خالد، الله يعطيكِ الصحة وطولة العمر، وشكراً على كل لطفك معي 🌹

# «send»
It says: "Happy birthday Um Khaled, may God give you health and a long life, and thank you for all your kindness to me" 🌹 very warm, she'll love it`,
    expect: [
      {
        type: 'send',
        text: 'كل عام وانتِ بخير يا أم خالد، الله يعطيكِ الصحة وطولة العمر، وشكراً على كل لطفك معي 🌹',
      },
      {
        type: 'send',
        text: `It says: "Happy birthday Um Khaled, may God give you health and a long life, and thank you for all your kindness to me" 🌹 very warm, she'll love it`,
      },
    ],
  }),
  laylaSarah({
    name: 'Layla gives Sarah a transliteration for saying it aloud',
    answer: `# «send» 4005
And if you want to say it out loud when you see her:
Kull 3am w enti bkheir ya Um Khaled!
(the 3 is the ع sound, just do your best, she'll be thrilled you tried 😄)`,
    expect: [
      {
        type: 'send',
        text: "And if you want to say it out loud when you see her:\nKull 3am w enti bkheir ya Um Khaled!\n(the 3 is the ع sound, just do your best, she'll be thrilled you tried 😄)",
        replyTo: 4005,
      },
    ],
  }),
  laylaFamily({
    name: 'Layla answers Omar in Arabic and Yasmine in English',
    answer: `# «send» 4005
أكيد، من عند حبيبة، بلاش حدا يجيب حلو غيري 😄

# «send» 4003
Yasmine!! March is perfect, it won't be too hot yet. We'll take you to Jerash and feed you mansaf until you can't move ❤️`,
    expect: [
      { type: 'send', text: 'أكيد، من عند حبيبة، بلاش حدا يجيب حلو غيري 😄', replyTo: 4005 },
      {
        type: 'send',
        text: "Yasmine!! March is perfect, it won't be too hot yet. We'll take you to Jerash and feed you mansaf until you can't move ❤️",
        replyTo: 4003,
      },
    ],
  }),
  laylaFamily({
    name: 'Layla writes Arabic with English words mixed in, as Ammanis do',
    answer: `# «send»
ماما أنا جاية الجمعة بس بعد الـ meeting، يعني حوالي الساعة ٢. والكنافة on me 😎`,
    expect: [
      {
        type: 'send',
        text: 'ماما أنا جاية الجمعة بس بعد الـ meeting، يعني حوالي الساعة ٢. والكنافة on me 😎',
        replyTo: 4005,
      },
    ],
  }),
  kasiaOla({
    name: 'Kasia gives her sister the English words she asked for, in Polish',
    answer: `# «send»
„Mam zgagę" to "I have heartburn" 🔥
A „skierowanie" to "a referral", np. "Could I get a referral to a specialist?"

Tutaj lekarz to GP, mówi się dżi-pi 😉`,
    expect: [
      {
        type: 'send',
        text: '„Mam zgagę" to "I have heartburn" 🔥\nA „skierowanie" to "a referral", np. "Could I get a referral to a specialist?"\n\nTutaj lekarz to GP, mówi się dżi-pi 😉',
      },
    ],
  }),
  kasiaOla({
    name: 'Kasia writes her sister a little phrasebook for the GP',
    answer: `# «send» 4005
Masz ściągę na jutro:
- I've had heartburn for two weeks = mam zgagę od dwóch tygodni
- It's worse after eating = gorzej po jedzeniu
- Do I need a referral? = czy potrzebuję skierowania?

Powodzenia siostra ❤️`,
    expect: [
      {
        type: 'send',
        text: "Masz ściągę na jutro:\n- I've had heartburn for two weeks = mam zgagę od dwóch tygodni\n- It's worse after eating = gorzej po jedzeniu\n- Do I need a referral? = czy potrzebuję skierowania?\n\nPowodzenia siostra ❤️",
        replyTo: 4005,
      },
    ],
  }),
  kasiaAoife({
    name: 'Kasia explains a Polish toast to Aoife in English',
    answer: `# «send» 4003
It means "to your health"! Funny thing: in Poland we don't actually say it when we drink, we say "zdrowie" or "sto lat". "Na zdrowie" is what you say when someone sneezes 🤧 so your da is basically blessing everyone at the bar`,
    expect: [
      {
        type: 'send',
        text: `It means "to your health"! Funny thing: in Poland we don't actually say it when we drink, we say "zdrowie" or "sto lat". "Na zdrowie" is what you say when someone sneezes 🤧 so your da is basically blessing everyone at the bar`,
        replyTo: 4003,
      },
    ],
  }),
  kasiaAoife({
    name: 'Kasia says yes to Aoife in English with a Polish exclamation',
    answer: `# «send»
Jasne! I'm in for Friday 🎻 Kurczę, I haven't been to Whelans since the summer`,
    expect: [
      {
        type: 'send',
        text: "Jasne! I'm in for Friday 🎻 Kurczę, I haven't been to Whelans since the summer",
      },
    ],
  }),
  kasiaAoife({
    name: 'Kasia answers both questions with a reaction between them',
    answer: `# «send» 4003
Honestly your da has better Polish than my Irish lol

# «react» 4005
🔥

# «send» 4005
And yes Friday!! Save me a seat near the fiddles`,
    expect: [
      { type: 'send', text: 'Honestly your da has better Polish than my Irish lol', replyTo: 4003 },
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'And yes Friday!! Save me a seat near the fiddles', replyTo: 4005 },
    ],
  }),
  camilleJosh({
    name: 'Camille writes a French line then its meaning for Josh, as a lesson',
    answer: `# «send»
Tiens, ta phrase du jour: « On lâche pas, la gang! »
= "We don't give up, gang!" Yell it on the bench Thursday, the guys will lose it 😂`,
    expect: [
      {
        type: 'send',
        text: 'Tiens, ta phrase du jour: « On lâche pas, la gang! »\n= "We don\'t give up, gang!" Yell it on the bench Thursday, the guys will lose it 😂',
      },
    ],
  }),
  yukiLiam({
    name: 'Yuki notes in a think block, then answers Liam in English and Japanese',
    answer: `# «think»
Liam asked about the song and "see you soon". Answer both, keep it light.

# «send» 4005
"See you soon" → じゃあまたね！ (jaa mata ne) 😊
Practice it before April!`,
    expect: [
      {
        type: 'send',
        text: '"See you soon" → じゃあまたね！ (jaa mata ne) 😊\nPractice it before April!',
        replyTo: 4005,
      },
    ],
  }),
];
