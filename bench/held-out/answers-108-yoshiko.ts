/**
 * Set 108, Yoshiko, who keeps a sweets shop in Osaka, in a street festival's organisers' group, in
 * English and Japanese (Gemini 2.5 Pro and 3 Pro): the stall list, a barber tip between two
 * others, and thanks after the festival.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { festivalBarber, festivalStalls, festivalThanks } from './answers-108-cast.js';

export const YOSHIKO_108: readonly CorpusEntry[] = [
  // Ordinary: the stall list Haruto asked for, numbered, each line naming who does what.
  {
    name: 'set108: Yoshiko posts the stall list',
    ...festivalStalls,
    answer: `# «send» 4005
Stall list (draft):
1. Mark-san: coffee, by the shrine gate
2. My shop: warabi mochi and cold tea
3. Aiko-san: lanterns + info desk
4. Kenji-san: tents, 6 of them
5. Sato-san: tables from the hall
Tell me if you want to swap 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Stall list (draft):\n1. Mark-san: coffee, by the shrine gate\n2. My shop: warabi mochi and cold tea\n3. Aiko-san: lanterns + info desk\n4. Kenji-san: tents, 6 of them\n5. Sato-san: tables from the hall\nTell me if you want to swap 🙏',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of the list as an unbracketed last line.
  {
    name: 'set108: Yoshiko posts the stall list, then appraises it',
    ...festivalStalls,
    answer: `# «send» 4005
屋台リスト📝
Mark-san: coffee
Aiko-san: lanterns
Kenji-san: tents
Sato-san: tables
私: わらび餅
This keeps the list scannable and friendly for everyone.`,
    expect: [
      {
        type: 'send',
        text: '屋台リスト📝\nMark-san: coffee\nAiko-san: lanterns\nKenji-san: tents\nSato-san: tables\n私: わらび餅',
        replyTo: 4005,
      },
    ],
  },
  // Ordinary: silence when two others have settled a question between them.
  {
    name: 'set108: Yoshiko stays out of the barber talk',
    ...festivalBarber,
    answer: `# «think»
Kenji already answered Mark and he said thanks. Nothing for me to add.`,
    expect: [],
    silence: 'note',
  },
  // Gemini 3 Pro: silence narrated as a stage direction in full-width parentheses.
  {
    name: 'set108: Yoshiko narrated watching in full-width parentheses',
    ...festivalBarber,
    answer: `# «send»
（黙ってにこにこ見ている）`,
    expect: [],
    silence: 'stage direction',
  },
  // Ordinary: thanks in Japanese and English to two members, by id.
  {
    name: 'set108: Yoshiko thanks Sato-san and Mark',
    ...festivalThanks,
    answer: `# «send» 4005
ありがとう Sato-san！ I made 150 and they were all gone by 2 😳

# «send» 4003
Mark-san 240!! お疲れ様 ☕ your arm deserves a rest`,
    expect: [
      {
        type: 'send',
        text: 'ありがとう Sato-san！ I made 150 and they were all gone by 2 😳',
        replyTo: 4005,
      },
      { type: 'send', text: 'Mark-san 240!! お疲れ様 ☕ your arm deserves a rest', replyTo: 4003 },
    ],
  },
  // Gemini 3 Pro: a reading of the room and a length order glued before the message after a dash.
  {
    name: 'set108: Yoshiko thanks everyone after a glued reading of the room',
    ...festivalThanks,
    answer: `# «send» 4005
Happy, tired room — keep it short. 本当にありがとう！みんなのおかげです 🙏`,
    expect: [{ type: 'send', text: '本当にありがとう！みんなのおかげです 🙏', replyTo: 4005 }],
  },
  // Ordinary: thanks to all, and a neighbouring family's words passed on.
  {
    name: "set108: Yoshiko thanks everyone and passes on the Nakano family's wish",
    ...festivalThanks,
    answer: `# «send»
みなさん お疲れ様でした！
The Nakano-san family asked me to say thank you to everyone, and they want to do takoyaki next year 🐙`,
    expect: [
      {
        type: 'send',
        text: 'みなさん お疲れ様でした！\nThe Nakano-san family asked me to say thank you to everyone, and they want to do takoyaki next year 🐙',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: the persona's name as a label with a full-width colon.
  {
    name: 'set108: Yoshiko labelled by her name with a full-width colon',
    ...festivalStalls,
    answer: `# «send»
Yoshiko：はーい、今夜リスト作って9時までにここに貼りますね 📝`,
    expect: [{ type: 'send', text: 'はーい、今夜リスト作って9時までにここに貼りますね 📝', replyTo: 4005 }],
  },
  // Ordinary: two reactions and nothing else.
  {
    name: 'set108: Yoshiko reacts to Sato-san and Mark',
    ...festivalThanks,
    answer: `# «react» 4005
❤

# «react» 4003
🔥`,
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4003 },
    ],
  },
  // Gemini 3 Pro: a reading of the organiser and whom to answer second, as a block between messages.
  {
    name: 'set108: Yoshiko answers Kenji and Haruto, a reasoning block between',
    ...festivalStalls,
    answer: `# «send» 4001
Kenji-san, 6張りで大丈夫！

# «send»
Haruto-san is the organiser and clearly wants something printable; answer him second.

# «send» 4005
Stall list coming tonight, with names and places 📝`,
    expect: [
      { type: 'send', text: 'Kenji-san, 6張りで大丈夫！', replyTo: 4001 },
      { type: 'send', text: 'Stall list coming tonight, with names and places 📝', replyTo: 4005 },
    ],
  },
];
