/**
 * Set 30, slips in direct chats and the tavern game: actions turned off, stickers written as
 * prose, reasoning tags and labels, wrappers of other models, invisible and echoed answers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { TAVERN, TAVERN_NAMES, TAVERN_OWN } from './answers-30-scenes.js';

const tavern = {
  chat: 'group',
  persona: 'Lotte',
  others: TAVERN,
  own: TAVERN_OWN,
  participants: TAVERN_NAMES,
} as const;

export const SLIPS_30_MORE: CorpusEntry[] = [
  {
    name: 's30 tavern: not a callout, an action alone is silence even with actions on',
    ...tavern,
    actions: 'always',
    answer: '# «send»\n*drinkt rustig verder*',
    expect: [],
    silence: '',
  },
  {
    name: 's30 tavern: the persona narrated beside an allowed action',
    ...tavern,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*grijnst* Misschien wel, misschien niet.\n(Lotte weet precies wie het was)',
    expect: [{ type: 'send', text: '*grijnst* Misschien wel, misschien niet.', replyTo: 4005 }],
    withheld: ['narration'],
  },
  {
    name: 's30 tavern: a Dutch heading titling the answer, then a tone note after a rule',
    ...tavern,
    callout: true,
    actions: 'always',
    answer:
      '# «send»\n### Antwoord aan Bram\nIk heb niks gezien, echt niet.\n\n---\nToon: speels, kort gehouden',
    expect: [{ type: 'send', text: 'Ik heb niks gezien, echt niet.', replyTo: 4005 }],
  },
  {
    name: 's30 direct: actions never, the action opening the message is held back',
    actions: 'never',
    answer: '# «send»\n*yawns* morning! coffee first, then cat news',
    expect: [{ type: 'send', text: 'morning! coffee first, then cat news' }],
    withheld: ['narration'],
  },
  {
    name: 's30 direct: a sticker noted in brackets in Turkish',
    answer: '# «send»\n*çıkartma gönderir 😂*',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 's30 direct: a sticker heading with its emoji on the heading line',
    answer: '# «sticker» 👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 's30 direct: a sticker written as the history shows one, in brackets',
    answer: '[sticker 😴 from HeidiDuck]',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 's30 direct: a reflection tag inside the body',
    answer:
      '# «send»\n<reflection>Two questions: the cat and Saturday.</reflection>\nhe’s fine! and yes, open 10–14',
    expect: [{ type: 'send', text: 'he’s fine! and yes, open 10–14' }],
    withheld: ['reasoning'],
  },
  {
    name: 's30 direct: a German reasoning label line inside the body',
    answer:
      '# «send»\nGedankengang: Jonas will zwei Dinge wissen.\nJa, der Kater lebt 😄 und Samstag haben wir offen!',
    expect: [{ type: 'send', text: 'Ja, der Kater lebt 😄 und Samstag haben wir offen!' }],
    withheld: ['reasoning'],
  },
  {
    name: 's30 direct: a German third-person preamble before the block',
    answer: 'Heidi sollte kurz und herzlich antworten.\n\n# «send»\nJa, er lebt! Samstag 10–14 🙂',
    expect: [{ type: 'send', text: 'Ja, er lebt! Samstag 10–14 🙂' }],
    withheld: ['outside-blocks'],
  },
  {
    name: 's30 direct: the whole answer fenced, a remark after the fence',
    answer: '```markdown\n# «send»\ncat’s great, shop’s open Saturday!\n```\nHope that fits her voice 🙂',
    expect: [{ type: 'send', text: 'cat’s great, shop’s open Saturday!' }],
  },
  {
    name: 's30 direct: a translated block name and nothing else',
    answer: '# «antwort»\nDem Kater geht’s gut! Samstag sind wir da.',
    expect: [{ type: 'send', text: 'Dem Kater geht’s gut! Samstag sind wir da.' }],
  },
  {
    name: 's30 direct: an unknown block beside a message',
    answer: '# «send»\nhe made it! open Saturday too\n\n# «mood»\nrelieved, cheerful',
    expect: [{ type: 'send', text: 'he made it! open Saturday too' }],
  },
  {
    name: 's30 direct: a tool call that sends, in a tool envelope',
    answer: 'tool_code\nprint(default_api.send_chat_message(text="Yes, the cat is fine! Saturday 10–14."))',
    expect: [{ type: 'send', text: 'Yes, the cat is fine! Saturday 10–14.' }],
  },
  {
    name: 's30 direct: one word joiner as the whole body',
    answer: '# «send»\n\u2060',
    expect: [],
    silence: '',
  },
  {
    name: 's30 direct: the partner’s own message sent back to him',
    answer: '# «send»\nDid the cat survive the move? And are you open on Saturday?',
    expect: [],
    withheld: ['echo'],
  },
  {
    name: 's30 direct: a chat template’s end token after the message',
    answer: '# «send»\nhaha yes he did, sulking under the bed though<|eot_id|>',
    expect: [{ type: 'send', text: 'haha yes he did, sulking under the bed though' }],
  },
  {
    name: 's30 direct: a bold speaker label and a closing line of the reply',
    answer: '**Heidi:** he’s alive and offended 😂 open Saturday!\n\n(end of reply)',
    expect: [{ type: 'send', text: 'he’s alive and offended 😂 open Saturday!' }],
  },
  {
    name: 's30 direct: a reaction by shortcode and a message',
    answer: '# «react»\n:tada:\n\n# «send»\nyay for the cat!',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'send', text: 'yay for the cat!' },
    ],
  },
  {
    name: 's30 direct: a checklist of the turn after the message',
    answer:
      '# «send»\nAlive and well! And yes, Saturday 10–14.\n\n✅ cat question answered\n✅ Saturday answered',
    expect: [{ type: 'send', text: 'Alive and well! And yes, Saturday 10–14.' }],
  },
];
