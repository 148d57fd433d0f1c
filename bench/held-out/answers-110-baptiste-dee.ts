/**
 * Set 110, Baptiste (Gemini 3 Flash) with a customer and the Lyon bakers, and Dee (Gemini 3 Pro)
 * with her garage, her son and a stranger: ordinary answers beside one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { andre, claire, fournil, garage, stranger } from './answers-110-cast.js';

export const BAPTISTE_DEE_110: readonly CorpusEntry[] = [
  // Gemini 3 Flash: an order confirmed, the ingredients under a label he would type, an offer to the customer.
  {
    name: 'set110: Baptiste confirms the brioche and lists what is in it',
    ...claire,
    answer: `# «send»
Yes of course, a big one for 8, ready Sunday 10h

# «send»
Careful though, it's praline, so nuts everywhere.
Ingredients: flour, butter, eggs, sugar, pink pralines (almonds + sugar), a little orange blossom

# «send»
For your father-in-law I can do a plain brioche with pearl sugar, same size. Want both?`,
    expect: [
      { type: 'send', text: 'Yes of course, a big one for 8, ready Sunday 10h' },
      {
        type: 'send',
        text: "Careful though, it's praline, so nuts everywhere.\nIngredients: flour, butter, eggs, sugar, pink pralines (almonds + sugar), a little orange blossom",
      },
      {
        type: 'send',
        text: 'For your father-in-law I can do a plain brioche with pearl sugar, same size. Want both?',
      },
    ],
  },
  // Gemini 3 Flash: an appraisal of its own reply as the message's last line.
  {
    name: 'set110: Baptiste answers, then appraises his answer',
    ...claire,
    answer: `# «send»
Sunday 10h is noted! But the praline one has almonds, so not for your father-in-law. I can make him a plain one
This addresses both the order and the allergy concern clearly.`,
    expect: [
      {
        type: 'send',
        text: 'Sunday 10h is noted! But the praline one has almonds, so not for your father-in-law. I can make him a plain one',
      },
    ],
  },
  // Gemini 3 Flash: its reading of the customer by pronoun as the first line.
  {
    name: 'set110: Baptiste opens with a reading of Claire by pronoun',
    ...claire,
    answer: `# «send»
She's clearly anxious about the nut allergy, so lead with that.
The praline one is full of almonds, so I'd skip it for him. A plain butter brioche for 8, Sunday 10h?`,
    expect: [
      {
        type: 'send',
        text: "The praline one is full of almonds, so I'd skip it for him. A plain butter brioche for 8, Sunday 10h?",
      },
    ],
  },
  // Gemini 3 Flash: a bracketed register note in French glued to the message's last line.
  {
    name: 'set110: Baptiste with a French register note in brackets at the end',
    ...claire,
    answer: `# «send»
Sunday 10h, c'est noté! One praline, one plain for your father-in-law (vouvoiement évité, elle préfère l'anglais)`,
    expect: [{ type: 'send', text: "Sunday 10h, c'est noté! One praline, one plain for your father-in-law" }],
  },
  // Gemini 3 Flash: a joke in a bracketed aside he would type himself.
  {
    name: 'set110: Baptiste jokes in brackets about taking the credit',
    ...claire,
    answer: `# «send»
Done, one big plain brioche, no nuts anywhere near it, Sunday 10h (don't tell them it's from a shop, say you made it 😉)`,
    expect: [
      {
        type: 'send',
        text: "Done, one big plain brioche, no nuts anywhere near it, Sunday 10h (don't tell them it's from a shop, say you made it 😉)",
      },
    ],
  },
  // Gemini 3 Flash: the recap the group asked for, in French, then a question to an older message.
  {
    name: 'set110: Baptiste writes the meeting recap Jean-Luc asked for',
    ...fournil,
    answer: `# «send»
Récap de la réunion d'hier :
1. Hausse de la T65 : on négocie en groupe avec le moulin, Karim appelle lundi
2. Marché de la Croix-Rousse : Sophie et moi samedi, 6h-13h
3. Prochaine réunion le 14, chez Jean-Luc

# «send» 4001
Karim, tu peux aussi demander le prix de la T80 ?`,
    expect: [
      {
        type: 'send',
        text: "Récap de la réunion d'hier :\n1. Hausse de la T65 : on négocie en groupe avec le moulin, Karim appelle lundi\n2. Marché de la Croix-Rousse : Sophie et moi samedi, 6h-13h\n3. Prochaine réunion le 14, chez Jean-Luc",
        replyTo: 4005,
      },
      { type: 'send', text: 'Karim, tu peux aussi demander le prix de la T80 ?', replyTo: 4001 },
    ],
  },
  // Gemini 3 Flash writing French: the heading's guillemets spaced as French typography spaces them.
  {
    name: 'set110: Baptiste under a heading with French spaces in the guillemets',
    ...fournil,
    answer: `# « send »
Récap : hausse de la T65 au 1er, Karim négocie avec le moulin. Samedi au marché : Sophie et moi.`,
    expect: [
      {
        type: 'send',
        text: 'Récap : hausse de la T65 au 1er, Karim négocie avec le moulin. Samedi au marché : Sophie et moi.',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: his own name as a speaker label with a French space before the colon.
  {
    name: 'set110: Baptiste labelled with his name, French style',
    ...fournil,
    answer: `# «send»
Baptiste : Alors, en bref : la T65 augmente, on négocie ensemble, et samedi c'est Sophie et moi au marché.`,
    expect: [
      {
        type: 'send',
        text: "Alors, en bref : la T65 augmente, on négocie ensemble, et samedi c'est Sophie et moi au marché.",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Flash: an answer to the older question, a later line, a sticker and a chat note.
  {
    name: 'set110: Baptiste takes the market stand, sends a sleepy sticker and notes it',
    ...fournil,
    answer: `# «send» 4003
Moi je prends le stand samedi, comme d'hab

# «send»
Le récap je le fais ce soir, là j'ai les mains dans la pâte

# «sticker»
HeidiDuck
😴

# «note»
Marché de la Croix-Rousse samedi : je tiens le stand, 6h-13h.`,
    expect: [
      { type: 'send', text: "Moi je prends le stand samedi, comme d'hab", replyTo: 4003 },
      { type: 'send', text: "Le récap je le fais ce soir, là j'ai les mains dans la pâte" },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
      { type: 'note' },
    ],
  },
  // Gemini 3 Flash: the question it answers copied back as a message of its own first.
  {
    name: "set110: Baptiste echoes Jean-Luc's request before the recap",
    ...fournil,
    answer: `# «send»
Baptiste, tu peux faire le récap de la réunion d'hier pour ceux qui n'étaient pas là ?

# «send»
Oui ! En bref : la T65 augmente de 8 %, on négocie en groupe, et samedi au marché c'est Sophie et moi.`,
    expect: [
      {
        type: 'send',
        text: "Oui ! En bref : la T65 augmente de 8 %, on négocie en groupe, et samedi au marché c'est Sophie et moi.",
        replyTo: 4005,
      },
    ],
    withheld: ['echo'],
  },
  // Gemini 3 Pro: who does what for the flowers, news of how Marcus is, and a no to the swap.
  {
    name: 'set110: Dee sorts the flower collection and passes on how Marcus is',
    ...garage,
    answer: `# «send»
I'm collecting. $10 each, cash or Zelle to me
Tanya's picking up the flowers Thursday, Ray gets the card signed by the night guys

# «send»
Talked to Marcus this morning, he's tired but relieved, his mom's out of ICU

# «send» 4001
Ray I can't swap Saturday, I got my grandbaby. Ask Luis`,
    expect: [
      {
        type: 'send',
        text: "I'm collecting. $10 each, cash or Zelle to me\nTanya's picking up the flowers Thursday, Ray gets the card signed by the night guys",
        replyTo: 4005,
      },
      { type: 'send', text: "Talked to Marcus this morning, he's tired but relieved, his mom's out of ICU" },
      { type: 'send', text: "Ray I can't swap Saturday, I got my grandbaby. Ask Luis", replyTo: 4001 },
    ],
  },
  // Gemini 3 Pro: a thought summary's bold title left as the message's first line.
  {
    name: 'set110: Dee under a bold thought title',
    ...garage,
    answer: `# «send»
**Organizing the Flower Collection**
I'll collect, $10 a head. Envelope's in my locker, drop it by Friday`,
    expect: [
      {
        type: 'send',
        text: "I'll collect, $10 a head. Envelope's in my locker, drop it by Friday",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: the password pasted as code after she introduces it.
  {
    name: 'set110: Dee answers the game, the car and pastes the wifi password',
    ...andre,
    answer: `# «send»
Saw the 4th quarter, I'm not talking about it

# «send» 4003
Friday yes but it comes back with gas this time

# «send»
Wifi is
\`DeeLovesRoute9!\`
capital D capital L, exclamation at the end`,
    expect: [
      { type: 'send', text: "Saw the 4th quarter, I'm not talking about it" },
      { type: 'send', text: 'Friday yes but it comes back with gas this time', replyTo: 4003 },
      {
        type: 'send',
        text: 'Wifi is\n`DeeLovesRoute9!`\ncapital D capital L, exclamation at the end',
      },
    ],
  },
  // Gemini 3 Pro: its reading of the son under a "My read" label opening the message.
  {
    name: 'set110: Dee opens with her read of what Andre wants',
    ...andre,
    answer: `# «send»
My read: he mostly wants the password, the car is a second ask.
It's on the fridge, bottom left magnet. And yes you can have the car Friday`,
    expect: [
      {
        type: 'send',
        text: "It's on the fridge, bottom left magnet. And yes you can have the car Friday",
      },
    ],
  },
  // Gemini 3 Pro: a bracketed stage direction naming her, after the message.
  {
    name: 'set110: Dee skips the Bears in a bracketed stage direction',
    ...andre,
    answer: `# «send»
Password's on the fridge, bottom left magnet. Car's yours Friday, bring it back with gas

[Dee doesn't bring up the Bears loss]`,
    expect: [
      {
        type: 'send',
        text: "Password's on the fridge, bottom left magnet. Car's yours Friday, bring it back with gas",
      },
    ],
  },
  // Gemini 3 Pro: a reaction to the news about Marcus, the answer, and a memory.
  {
    name: 'set110: Dee reacts, says where the envelope is and remembers it',
    ...garage,
    answer: `# «react» 4003
🙏

# «send»
I got it Luis, envelope's in my locker. Drop it there by Friday

# «remember»
Collecting for Marcus's mom's flowers, envelope in my locker, due Friday.`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      {
        type: 'send',
        text: "I got it Luis, envelope's in my locker. Drop it there by Friday",
        replyTo: 4005,
      },
      { type: 'remember' },
    ],
  },
  // Gemini 3 Pro: a bracketed draft note offering to rework the wording, as a last line.
  {
    name: 'set110: Dee with a bracketed draft note offering to adjust the wording',
    ...garage,
    answer: `# «send»
I'm collecting, $10 each. Envelope in my locker till Friday, Tanya gets the flowers
(Draft: happy to adjust the wording or make it more formal.)`,
    expect: [
      {
        type: 'send',
        text: "I'm collecting, $10 each. Envelope in my locker till Friday, Tanya gets the flowers",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a threat answered with a last word, a block, a day's wait and an unblock.
  {
    name: 'set110: Dee blocks a threatening passenger for a day',
    ...stranger,
    answer: `# «send»
I'm not talking to you like this. Take it up with CTA customer service.

# «block»

# «wait»
delay: 86400

# «unblock»`,
    expect: [
      { type: 'send', text: "I'm not talking to you like this. Take it up with CTA customer service." },
      { type: 'block' },
      { type: 'wait', delay: 86400 },
      { type: 'unblock' },
    ],
  },
  // Gemini 3 Pro: its reading of the asker and its instruction to itself glued before the message.
  {
    name: 'set110: Dee with her reading of Luis glued before her answer',
    ...garage,
    answer: `# «send»
$10 each, envelope's in my locker

# «send»
Luis is asking as steward; answer with names and amounts. Luis I'll text you the names tonight`,
    expect: [
      { type: 'send', text: "$10 each, envelope's in my locker", replyTo: 4005 },
      { type: 'send', text: "Luis I'll text you the names tonight" },
    ],
  },
  // Gemini 3 Pro: the whole answer wrapped in a markdown code fence.
  {
    name: 'set110: Dee answers inside a markdown fence',
    ...andre,
    answer: `\`\`\`markdown
# «send» 4003
Friday's fine baby, keys under the mat

# «send»
Password is on the fridge, bottom left magnet
\`\`\``,
    expect: [
      { type: 'send', text: "Friday's fine baby, keys under the mat", replyTo: 4003 },
      { type: 'send', text: 'Password is on the fridge, bottom left magnet' },
    ],
  },
  // Gemini 3 Flash: the market stand's menu under a label he would type, answering the older question.
  {
    name: 'set110: Baptiste posts the market stand menu under a Menu label',
    ...fournil,
    answer: `# «send» 4003
Sophie et moi. Menu du stand samedi :
- pain de campagne au levain
- brioches aux pralines
- tartes aux pralines, 6 € la part

# «send»
Jean-Luc, le récap complet ce soir`,
    expect: [
      {
        type: 'send',
        text: 'Sophie et moi. Menu du stand samedi :\n- pain de campagne au levain\n- brioches aux pralines\n- tartes aux pralines, 6 € la part',
        replyTo: 4003,
      },
      { type: 'send', text: 'Jean-Luc, le récap complet ce soir' },
    ],
  },
  // Gemini 3 Pro: the answer, a short pause, then thanks to an older message.
  {
    name: 'set110: Dee answers Luis, waits, then thanks Tanya',
    ...garage,
    answer: `# «send»
Me. $10 each, envelope's in my locker

# «wait»
delay: 5

# «send» 4003
Tanya thanks for letting us know 🙏`,
    expect: [
      { type: 'send', text: "Me. $10 each, envelope's in my locker", replyTo: 4005 },
      { type: 'wait', delay: 5 },
      { type: 'send', text: 'Tanya thanks for letting us know 🙏', replyTo: 4003 },
    ],
  },
];
