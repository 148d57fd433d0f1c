/**
 * Set 90, slips (2 of 2): Yuki, Camille, Layla and Kasia, with the model's reasoning, plans,
 * notes, glosses or recaps in one language beside messages in another.
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

export const SLIPS_90_B: readonly CorpusEntry[] = [
  // A note in full-width brackets, in the persona's language, on why the answer is in English.
  yukiLiam({
    name: 'Yuki: a Japanese note on answering in English closes the English message',
    answer: `# «send» 4001
No way!! April is the best, sakura season 🌸 tell me your dates!

（リアムは日本語がまだ苦手なので英語で返信）`,
    expect: [
      {
        type: 'send',
        text: 'No way!! April is the best, sakura season 🌸 tell me your dates!',
        replyTo: 4001,
      },
    ],
  }),
  // The model reads the member's question in English between two Japanese paragraphs.
  yukiBand({
    name: 'Yuki: an English reading of the question between two Japanese paragraphs',
    answer: `# «send» 4005
「丸の内サディスティック」やりたい！

Misaki wants to know which songs I'd like to sing, so pick two and mention the encore.

アンコールはチェリーがいいな🍒`,
    expect: [
      {
        type: 'send',
        text: '「丸の内サディスティック」やりたい！\n\nアンコールはチェリーがいいな🍒',
        replyTo: 4005,
      },
    ],
  }),
  // A separate block that only plans what to say to the English-speaking member.
  yukiBand({
    name: 'Yuki: a block planning the answer to Chris, then the answers',
    answer: `# «send»
Plan: answer Misaki in Japanese first, then tell Chris in English that Wonderwall is OK.

# «send» 4005
チェリー歌いたい！

# «send» 4003
Wonderwall is totally fine, Chris 🎸`,
    expect: [
      { type: 'send', text: 'チェリー歌いたい！', replyTo: 4005 },
      { type: 'send', text: 'Wonderwall is totally fine, Chris 🎸', replyTo: 4003 },
    ],
  }),
  // Gemini's habit of a bold title summarising its step, in English, over an English line.
  camilleHockey({
    name: 'Camille: a bold step title before the English line for Ryan',
    answer: `# «send» 4005
Oui oui, j'ai les dossards dans mon char 👍

# «send» 4003
**Switching to English for Ryan**

Yes Ryan, still 9pm!`,
    expect: [
      { type: 'send', text: "Oui oui, j'ai les dossards dans mon char 👍", replyTo: 4005 },
      { type: 'send', text: 'Yes Ryan, still 9pm!', replyTo: 4003 },
    ],
  }),
  // A plan for a later turn, in English, after a French message.
  camilleHockey({
    name: 'Camille: an English plan for a later turn after the French message',
    answer: `# «send» 4001
Je texte mon cousin Max pour le goalie, je vous reviens ce soir

Next turn: check whether Max said yes and tell the group.`,
    expect: [
      {
        type: 'send',
        text: 'Je texte mon cousin Max pour le goalie, je vous reviens ce soir',
        replyTo: 4001,
      },
    ],
  }),
  // The partner read in the persona's language, as a paragraph to no one, before English.
  camilleJosh({
    name: 'Camille: a French reading of Josh opens the English pep talk',
    answer: `# «send»
Josh a l'air stressé pour le match des séries, il a besoin d'être rassuré.

Dude, you're one of our best passers. One bad practice means nothing. See you Thursday 🏒`,
    expect: [
      {
        type: 'send',
        text: "Dude, you're one of our best passers. One bad practice means nothing. See you Thursday 🏒",
      },
    ],
  }),
  // An explanation of the dialect chosen, in English, closing an Arabic message to the family.
  laylaFamily({
    name: 'Layla: an English note on the dialect chosen after the Arabic message',
    answer: `# «send» 4005
أكيد يا عمر، الكنافة علي 😋

(Replied in Levantine Arabic to match the family chat.)`,
    expect: [{ type: 'send', text: 'أكيد يا عمر، الكنافة علي 😋', replyTo: 4005 }],
  }),
  // A recap of both answers in English after the last message.
  laylaFamily({
    name: 'Layla: an English recap of both answers after the last message',
    answer: `# «send» 4005
طبعاً بجيبها، من حبيبة 🍯

# «send» 4003
Yay Yasmine!! March it is, we'll plan a trip to Petra ❤️

Summary: confirmed kunafa for Friday in Arabic; welcomed Yasmine in English since she lives in Canada.`,
    expect: [
      { type: 'send', text: 'طبعاً بجيبها، من حبيبة 🍯', replyTo: 4005 },
      {
        type: 'send',
        text: "Yay Yasmine!! March it is, we'll plan a trip to Petra ❤️",
        replyTo: 4003,
      },
    ],
  }),
  // A note in Arabic to self, after the Arabic text and its meaning asked for.
  laylaSarah({
    name: 'Layla: an Arabic reminder to herself after the text Sarah asked for',
    answer: `# «send»
كل سنة وانتِ سالمة يا أم خالد، وعقبال المية 🎂

It means "may you be well every year, Um Khaled, and may you reach a hundred" 😄

ملاحظة لنفسي: اسأل سارة بعدين إذا عجبها الرد.`,
    expect: [
      {
        type: 'send',
        text: 'كل سنة وانتِ سالمة يا أم خالد، وعقبال المية 🎂\n\nIt means "may you be well every year, Um Khaled, and may you reach a hundred" 😄',
      },
    ],
  }),
  // Two slips: an English reading first, and the Polish answer also given again in English.
  kasiaOla({
    name: 'Kasia: an English reading first and an English version of her answer last',
    answer: `# «send»
Ola needs two phrases for her GP visit tomorrow.

Zgaga to "heartburn", a skierowanie to "referral" 👍

In English: Heartburn is "heartburn" and a referral is "referral".`,
    expect: [{ type: 'send', text: 'Zgaga to "heartburn", a skierowanie to "referral" 👍' }],
  }),
  // The model labels its message with the language, and adds the same in English, unasked.
  kasiaOla({
    name: 'Kasia: the Polish message under a language label, an English copy after',
    answer: `# «send» 4005
**Po polsku:**
„Skierowanie" po angielsku to "referral". Powiedz: "I think I need a referral" 😉

**In English:**
"Skierowanie" in English is "referral". Say: "I think I need a referral" 😉`,
    expect: [
      {
        type: 'send',
        text: '„Skierowanie" po angielsku to "referral". Powiedz: "I think I need a referral" 😉',
        replyTo: 4005,
      },
    ],
  }),
  // A Polish note on the partner after the English message, the model reading Aoife to itself.
  kasiaAoife({
    name: 'Kasia: a Polish line reading Aoife closes the English message',
    answer: `# «send» 4005
Friday yes!! 🍻 I'll be there by 9

Aoife jest w dobrym humorze, pyta tylko o piątek, nie trzeba więcej.`,
    expect: [{ type: 'send', text: "Friday yes!! 🍻 I'll be there by 9", replyTo: 4005 }],
  }),
];
