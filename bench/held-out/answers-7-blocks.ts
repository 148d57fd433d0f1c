/**
 * Set 7, the task blocks used in unusual but valid ways: several messages answering different
 * messages, a reaction or sticker beside text, waits between messages, memory blocks whose text
 * reads like a message, headings in other case, spacing or markup, the whole answer in one fence
 * or quote. Most are ordinary; the slips are marked.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { asking, send } from './answers-7-shared.js';

export const BLOCKS_7: readonly CorpusEntry[] = [
  {
    name: 'set7 blocks: two sends answering two different messages',
    answer:
      '# «send» 4001\nTell me Jonas has photos of that laundry basket 😄\n\n# «send» 4005\nShe survived! Sulked under the sofa for a day. And yes, Saturday 10 to 2.',
    expect: [
      send('Tell me Jonas has photos of that laundry basket 😄', 4001),
      send('She survived! Sulked under the sofa for a day. And yes, Saturday 10 to 2.', 4005),
    ],
  },
  {
    name: 'set7 blocks: a reaction on an earlier message, then text',
    answer: '# «react» 4001\n🔥\n\n# «send»\nThe cat is fine, a bit offended. Saturday we are open 10–14!',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      send('The cat is fine, a bit offended. Saturday we are open 10–14!'),
    ],
  },
  {
    name: 'set7 blocks: a reaction to the answered message after the text',
    answer: '# «send»\nShe made it! Open Saturday, 10 till 2 🙂\n\n# «react»\n🥰',
    expect: [
      send('She made it! Open Saturday, 10 till 2 🙂'),
      { type: 'react', emoji: '🥰', messageId: 4005 },
    ],
  },
  {
    name: 'set7 blocks: a sticker named by its emoji alone, then text',
    answer: '# «sticker»\n👋\n\n# «send»\nHi you! Cat: alive and judging everyone. Saturday: open 10–14.',
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      send('Hi you! Cat: alive and judging everyone. Saturday: open 10–14.'),
    ],
  },
  {
    name: 'set7 blocks: a sticker emoji on the heading line, nothing else',
    answer: '# «sticker» 😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'set7 blocks: a wait between two messages',
    answer:
      '# «send»\nShe is fine!!\n\n# «wait» 20\n\n# «send»\nSorry, customer. Yes, Saturday we are open 10 to 2',
    expect: [
      send('She is fine!!'),
      { type: 'wait', delay: 20 },
      send('Sorry, customer. Yes, Saturday we are open 10 to 2'),
    ],
  },
  {
    name: 'set7 blocks: a wait written as a key with minutes',
    answer:
      '# «send»\nLet me check the calendar\n\n# «wait»\ndelay: 2 min\n\n# «send»\nSaturday works, open 10–14 🙂',
    expect: [
      send('Let me check the calendar'),
      { type: 'wait', delay: 120 },
      send('Saturday works, open 10–14 🙂'),
    ],
  },
  {
    name: 'set7 blocks: a note whose text reads like a message',
    answer:
      '# «send»\nYes, open Saturday 10–14! And the cat is totally fine.\n\n# «note»\nTell Jonas hi and ask for basket photos next time he comes in.',
    expect: [send('Yes, open Saturday 10–14! And the cat is totally fine.'), { type: 'note' }],
  },
  {
    name: 'set7 blocks: a memory written before the message',
    answer:
      '# «remember»\nJonas moved flats on Sunday; his cat travelled in a laundry basket.\n\n# «send»\nShe survived, apparently she slept the whole way 😄 Saturday we are open 10–14.',
    expect: [
      { type: 'remember' },
      send('She survived, apparently she slept the whole way 😄 Saturday we are open 10–14.'),
    ],
  },
  {
    // The documented rule: an answer of only memory blocks is silence, whatever its text reads like.
    name: 'set7 blocks: only a remember block whose text reads like a greeting',
    answer: '# «remember»\nSay hi to Jonas from me when he comes by on Saturday!',
    expect: [{ type: 'remember' }],
    silence: 'remember',
  },
  {
    name: 'set7 blocks: a heading in capitals',
    answer: '# «SEND»\nShe is fine! Open Saturday 10 to 2.',
    expect: [send('She is fine! Open Saturday 10 to 2.')],
  },
  {
    name: 'set7 blocks: a heading with spaces inside and around the guillemets',
    answer: '#   « send »   \nShe is fine! Open Saturday 10 to 2.',
    expect: [send('She is fine! Open Saturday 10 to 2.')],
  },
  {
    // Slip: a colon after the heading; the colon is the heading's, not the message's.
    name: 'set7 blocks: a heading with a colon after it',
    answer: '# «send»:\nShe survived! Saturday we are open from 10.',
    expect: [send('She survived! Saturday we are open from 10.')],
  },
  {
    // Slip: Setext headings are Markdown headings too; a careful operator would not send "send".
    name: 'set7 blocks: Setext-style headings',
    answer: 'send\n====\nShe survived! A bit grumpy.\n\nsend\n====\nSaturday we are open 10–14 🙂',
    expect: [send('She survived! A bit grumpy.'), send('Saturday we are open 10–14 🙂')],
  },
  {
    name: 'set7 blocks: two blocks inside one fenced code block',
    answer: '```\n# «send»\nShe survived!\n\n# «send»\nAnd yes, open Saturday 10–14.\n```',
    expect: [send('She survived!'), send('And yes, open Saturday 10–14.')],
  },
  {
    name: 'set7 blocks: a reaction, a sticker and a message inside a markdown fence',
    answer: '```markdown\n# «react» 👍\n\n# «sticker» 👋\n\n# «send»\nSee you Saturday, we open at 10!\n```',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      send('See you Saturday, we open at 10!'),
    ],
  },
  {
    // Slip: the whole answer quoted; every line carries the quote marker.
    name: 'set7 blocks: the whole answer in a blockquote',
    answer: '> # «send»\n> She survived! Saturday we are open 10–14.',
    expect: [send('She survived! Saturday we are open 10–14.')],
  },
  {
    name: 'set7 blocks: think written last, after the message',
    answer:
      '# «send»\nAlive and well! Open Saturday 10 to 2.\n\n# «think»\nShe sounded worried about the cat, reassure first. Maybe ask about the umbrella next time.',
    expect: [send('Alive and well! Open Saturday 10 to 2.')],
  },
  {
    name: 'set7 blocks: think whose text is a draft of the message',
    answer:
      '# «think»\n"She survived, and yes we are open Saturday" — too flat. Add the sofa.\n\n# «send»\nShe survived, after a full day under the sofa 😄 And yes, Saturday 10–14!',
    expect: [send('She survived, after a full day under the sofa 😄 And yes, Saturday 10–14!')],
  },
  {
    name: 'set7 blocks: three short sends in a row, as people text',
    answer: '# «send»\nomg\n\n# «send»\nshe survived 😂\n\n# «send»\nsat 10-2 ✌️',
    expect: [send('omg'), send('she survived 😂'), send('sat 10-2 ✌️')],
  },
  {
    name: 'set7 blocks: a reply id the model was never shown',
    answer: '# «send» 3812\nShe survived! Open Saturday 10–14.',
    expect: [send('She survived! Open Saturday 10–14.')],
  },
  {
    name: 'set7 blocks: a reaction naming its message after the emoji',
    answer: '# «react» 👀 4003\n\n# «send»\nCat: fine. Saturday: open. Umbrella: I will look 🙂',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      send('Cat: fine. Saturday: open. Umbrella: I will look 🙂'),
    ],
  },
  {
    name: 'set7 blocks: a message of hashtags under the text',
    answer: '# «send»\nShe survived the move 🐈\n#umzugskatze #survivor',
    expect: [send('She survived the move 🐈\n#umzugskatze #survivor')],
  },
  {
    name: 'set7 blocks: a group answer to the target and to the umbrella question',
    chat: 'group',
    answer:
      '# «send»\nShe did, and yes, Saturday 10–14!\n\n# «send» 4003\nYour blue umbrella is behind our counter ☂️',
    expect: [
      send('She did, and yes, Saturday 10–14!', 4005),
      send('Your blue umbrella is behind our counter ☂️', 4003),
    ],
  },
  {
    name: 'set7 blocks: a group reaction only',
    chat: 'group',
    answer: '# «react» 🤗',
    expect: [{ type: 'react', emoji: '🤗', messageId: 4005 }],
  },
  {
    name: 'set7 blocks: heading levels mixed within one answer',
    answer: '### «send»\nShe survived!\n\n# «send»\nOpen Saturday as always, 10 to 2.',
    expect: [send('She survived!'), send('Open Saturday as always, 10 to 2.')],
  },
  {
    // Slip: each block titled on its heading line, the way a model numbers the parts of an answer.
    name: 'set7 blocks: messages titled Message 1 and Message 2 under one heading each',
    answer: '# «send» Message 1\nShe survived!\n\n# «send» Message 2\nOpen Saturday 10–14 🙂',
    expect: [send('She survived!'), send('Open Saturday 10–14 🙂')],
  },
  {
    name: 'set7 blocks: a person message with an hour range on its first line',
    answer: '# «send»\n10:00–14:00 on Saturday 🙂\nAnd the cat is fine, thanks for asking!',
    expect: [send('10:00–14:00 on Saturday 🙂\nAnd the cat is fine, thanks for asking!')],
  },
  {
    name: 'set7 blocks: opening hours written as key lines',
    answer:
      '# «send»\nOpening hours this week:\nMon–Fri: 9–19\nSat: 10–14\nSun: closed\n\nCat is fine btw 🐈',
    expect: [send('Opening hours this week:\nMon–Fri: 9–19\nSat: 10–14\nSun: closed\n\nCat is fine btw 🐈')],
  },
  {
    name: 'set7 blocks: a reply to good news, a react and "!!"',
    others: asking('I got the flat!! Signed the lease this morning'),
    answer: '# «react» 🎉\n\n# «send»\n!!\n\n# «send»\nCongratulations!! When is the party?',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      send('!!'),
      send('Congratulations!! When is the party?'),
    ],
  },
  {
    name: 'set7 blocks: a group "!!!" to good news, then a message',
    chat: 'group',
    others: asking('We got the grant for the reading festival!!'),
    answer: '# «send»\n!!!\n\n# «send»\nBest news all week 🎉',
    expect: [send('!!!', 4005), send('Best news all week 🎉')],
  },
  {
    name: 'set7 blocks: a typo fixed with an asterisk in its own message',
    answer: '# «send»\nSee you on Sunday then!\n\n# «send»\n*Saturday',
    expect: [send('See you on Sunday then!'), send('*Saturday')],
  },
  {
    name: 'set7 blocks: a correction and "(sorry, autocorrect)"',
    answer:
      '# «send»\nWe are open till 12 on Saturday\n\n# «send»\n*till 2\n\n# «send»\n(sorry, autocorrect)',
    expect: [send('We are open till 12 on Saturday'), send('*till 2'), send('(sorry, autocorrect)')],
  },
  {
    name: 'set7 blocks: "?" as the whole answer to a teaser',
    others: asking('You will never guess who just walked into the café'),
    answer: '# «send»\n?',
    expect: [send('?')],
  },
  {
    name: 'set7 blocks: "..." in a direct chat, then the message',
    others: asking('So I may have accidentally adopted a second cat'),
    answer: '# «send»\n...\n\n# «send»\nyou did WHAT 😂',
    expect: [send('...'), send('you did WHAT 😂')],
  },
  {
    name: 'set7 blocks: a title-case heading, a colon and the message on its line',
    answer: '# «Send»: She survived! Saturday we are open 10–14.',
    expect: [send('She survived! Saturday we are open 10–14.')],
  },
  {
    name: 'set7 blocks: a note between two messages',
    answer:
      '# «send»\nShe survived!\n\n# «note»\nAlice worries about the cat; ask how her own move goes.\n\n# «send»\nAnd Saturday 10–14 as always 🙂',
    expect: [send('She survived!'), { type: 'note' }, send('And Saturday 10–14 as always 🙂')],
  },
];
