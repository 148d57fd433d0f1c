import type { CorpusEntry, Expected } from './evaluate.js';
import { FAMILIES } from './families.js';
import { FRESH_SHAPES } from './fresh-shapes.js';
import { NEAR_MISSES } from './near-misses.js';

/*
 * Model answers as they come back in practice, each with what must reach Telegram. The scene:
 * Heidi, who runs a second-hand bookshop in Berlin, is asked by Alice (message #4005) whether
 * Jonas's cat survived the move and whether the shop is open on Saturday. The chat shows
 * messages #3990–#4005. Written for this corpus; grouped by what they stress.
 */

const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
const react = (emoji: string, messageId = 4005): Expected => ({ type: 'react', emoji, messageId });
const sticker = (set: string, name: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'sticker', set, name } : { type: 'sticker', set, name, replyTo };
const wait = (delay: number): Expected => ({ type: 'wait', delay });

const canonical: CorpusEntry[] = [
  {
    name: 'one send block',
    answer: '# «send»\nHe survived! Hid under the sofa for two days, but he is fine now.',
    expect: [send('He survived! Hid under the sofa for two days, but he is fine now.')],
  },
  {
    name: 'two sends and a reply id',
    answer: '# «send»\nHe survived 😅\n\n# «send» 4005\nAnd yes, open Saturday from 10, as always.',
    expect: [send('He survived 😅'), send('And yes, open Saturday from 10, as always.', 4005)],
  },
  {
    name: 'react then send',
    answer: '# «react» 4005\n❤️\n\n# «send»\nThe cat is a legend. Hiding in a box of Fontane paperbacks.',
    expect: [react('❤'), send('The cat is a legend. Hiding in a box of Fontane paperbacks.')],
  },
  {
    name: 'sticker on two lines',
    answer: '# «send»\nAlive and grumpy!\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [send('Alive and grumpy!'), sticker('HeidiDuck', '😂')],
  },
  {
    name: 'send, wait, send',
    answer:
      '# «send»\nwait, let me check the opening hours\n\n# «wait»\ndelay: 20\n\n# «send»\nyes! 10 to 16 on Saturday',
    expect: [send('wait, let me check the opening hours'), wait(20), send('yes! 10 to 16 on Saturday')],
  },
  {
    name: 'think then send',
    answer:
      '# «think»\nShe asks two things. Answer both, short.\n\n# «send»\nCat: alive. Shop: open Saturday 🙂',
    expect: [send('Cat: alive. Shop: open Saturday 🙂')],
  },
  {
    name: 'multi-line message with formatting',
    answer: '# «send»\n**Saturday:** 10–16\n__Sunday:__ closed\n\nAnd the cat says hi.',
    expect: [send('**Saturday:** 10–16\n__Sunday:__ closed\n\nAnd the cat says hi.')],
  },
  {
    name: 'reply to an older message in the window',
    answer: '# «send» 3998\nAbout the Tokarczuk you asked for: it came in yesterday!',
    expect: [send('About the Tokarczuk you asked for: it came in yesterday!', 3998)],
  },
  {
    name: 'block sequence in a direct chat',
    answer:
      '# «send»\nI will not be spoken to like that. Bye for now.\n\n# «block»\n\n# «wait»\ndelay: 3600\n\n# «unblock»',
    expect: [
      send('I will not be spoken to like that. Bye for now.'),
      { type: 'block' },
      wait(3600),
      { type: 'unblock' },
    ],
  },
  {
    name: 'sticker with a reply id',
    answer: '# «sticker» 4005\nHeidiDuck\n👋',
    expect: [sticker('HeidiDuck', '👋', 4005)],
  },
];

const headingText: CorpusEntry[] = [
  {
    name: 'message on the heading line',
    answer: '# «send» Hi Alice! He survived.',
    expect: [send('Hi Alice! He survived.')],
  },
  {
    name: 'reply id and message on the heading line',
    answer: '# «send» 4005 He survived, barely.',
    expect: [send('He survived, barely.', 4005)],
  },
  {
    name: 'message on the heading line continued below',
    answer: '# «send» He survived!\nTwo days under the sofa though.',
    expect: [send('He survived!\nTwo days under the sofa though.')],
  },
  { name: 'reaction on the heading line', answer: '# «react» 😂', expect: [react('🤣')] },
  { name: 'reaction with id on the heading line', answer: '# «react» 4003 👍', expect: [react('👍', 4003)] },
  {
    name: 'sticker on the heading line',
    answer: '# «sticker» HeidiDuck 👋',
    expect: [sticker('HeidiDuck', '👋')],
  },
  {
    name: 'wait on the heading line',
    answer: '# «send»\none sec\n# «wait» 30\n# «send»\nok!',
    expect: [send('one sec'), wait(30), send('ok!')],
  },
  {
    name: 'hash before the reply id',
    answer: '# «send» #4005\nYes, open Saturday!',
    expect: [send('Yes, open Saturday!', 4005)],
  },
  {
    name: 'reply id written out',
    answer: '# «send» (reply to 4002)\nThat was the Fontane, yes.',
    expect: [send('That was the Fontane, yes.', 4002)],
  },
  {
    name: 'think with its note on the heading line, then a send on its line',
    answer: '# «think» she is worried about the cat\n# «send» he is totally fine, promise 🐈',
    expect: [send('he is totally fine, promise 🐈')],
  },
];

const aliases: CorpusEntry[] = [
  {
    name: 'reply alias with id',
    answer: '# «reply» 4005\nSure, Saturday works!',
    expect: [send('Sure, Saturday works!', 4005)],
  },
  { name: 'message alias', answer: '# «message»\nHe is alive!', expect: [send('He is alive!')] },
  { name: 'text alias', answer: '# «text»\nalive and well', expect: [send('alive and well')] },
  { name: 'msg alias', answer: '# «msg»\nyes yes, he is fine', expect: [send('yes yes, he is fine')] },
  { name: 'reaction alias', answer: '# «reaction» 4005\n👍', expect: [react('👍')] },
  {
    name: 'Reply capitalised with text on the line',
    answer: '# «Reply» Of course! Saturday 10 to 16.',
    expect: [send('Of course! Saturday 10 to 16.')],
  },
  {
    name: 'aliases mixed with our names',
    answer: '# «reaction»\n❤\n# «message»\nHe survived!\n# «send»\nSee you Saturday?',
    expect: [react('❤'), send('He survived!'), send('See you Saturday?')],
  },
  {
    name: 'spaced clear conversation from an admin',
    answer: '# « Clear Conversation »',
    fromAdmin: true,
    expect: [{ type: 'clear-conversation' }],
  },
];

const headingForms: CorpusEntry[] = [
  { name: 'double angle brackets', answer: '# <<send>>\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'bare word heading', answer: '# send\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'level-three heading', answer: '### «send»\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'bold inside the heading', answer: '# **«send»**\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'bold around the heading', answer: '**# «send»**\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'bold without hash', answer: '**«send»**\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'guillemets without hash', answer: '«send»\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'square brackets', answer: '[send]\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'bold label', answer: '**Reply:**\nHe is fine!', expect: [send('He is fine!')] },
  { name: 'heading with a colon', answer: '## «send»: He is fine!', expect: [send('He is fine!')] },
  {
    name: 'id inside the guillemets',
    answer: '# «send 4005»\nHe is fine!',
    expect: [send('He is fine!', 4005)],
  },
  {
    name: 'mixed heading styles in one answer',
    answer: '### «react»\n🔥\n\n# <<send>> he survived!!\n\n**# «send»**\nsee you saturday',
    expect: [react('🔥'), send('he survived!!'), send('see you saturday')],
  },
];

const fences: CorpusEntry[] = [
  {
    name: 'whole answer in a markdown fence',
    answer: '```markdown\n# «send»\nHe is fine!\n```',
    expect: [send('He is fine!')],
  },
  {
    name: 'plain text in a text fence',
    answer: '```text\nHe is fine, thanks for asking!\n```',
    expect: [send('He is fine, thanks for asking!')],
  },
  {
    name: 'one fence per block',
    answer: '```markdown\n# «send»\nHe is fine.\n```\n\n```markdown\n# «send»\nOpen Saturday too!\n```',
    expect: [send('He is fine.'), send('Open Saturday too!')],
  },
  {
    name: 'prose followed by an empty fence pair',
    answer: "He's fine.\n```\n\n```",
    expect: [send("He's fine.")],
  },
  {
    name: 'fence opened before a heading and closed at the end of a body',
    answer: '# «react»\n👍\n```\n# «send»\nSaturday from 10!\n```',
    expect: [react('👍'), send('Saturday from 10!')],
  },
  {
    name: 'fence inside a body only',
    answer: '# «send»\n```\nHe is fine.\n```',
    expect: [send('He is fine.')],
  },
  {
    name: 'tilde fence',
    answer: '~~~\n# «send»\nHe is fine!\n~~~',
    expect: [send('He is fine!')],
  },
  {
    name: 'plaintext fence with a language after a heading',
    answer: '# «send»\n```plaintext\nHe survived and now sleeps on the cash register.\n```',
    expect: [send('He survived and now sleeps on the cash register.')],
  },
  {
    name: 'a real code block inside a message stays',
    answer: '# «send»\nThe shop wifi password is\n```\nFontane1898\n```\ndon’t share it 🙈',
    expect: [send('The shop wifi password is\n```\nFontane1898\n```\ndon’t share it 🙈')],
  },
  {
    name: 'fence lines between blocks',
    answer: '# «send»\nOne\n```\n```\n# «send»\nTwo',
    expect: [send('One'), send('Two')],
  },
];

const reasoning: CorpusEntry[] = [
  {
    name: 'thinking tags before plain text',
    answer:
      '<thinking>She asks about the cat and Saturday. Answer warmly.</thinking>\nHe survived! And yes, Saturday 10–16.',
    expect: [send('He survived! And yes, Saturday 10–16.')],
  },
  {
    name: 'think tags before blocks',
    answer: '<think>\nTwo questions. Keep it short.\n</think>\n\n# «send»\nAlive! Open Saturday!',
    expect: [send('Alive! Open Saturday!')],
  },
  {
    name: 'only think tags',
    answer: '<think>Not for me, Alice is talking to Jonas.</think>',
    expect: [],
    silence: 'reasoning',
  },
  {
    name: 'closing tag without an opening one',
    answer: 'The user asks two things, I should answer both.\n</think>\nHe is fine, and yes we are open!',
    expect: [send('He is fine, and yes we are open!')],
  },
  {
    name: 'unclosed think tag followed by blocks',
    answer: '<think>\nShe seems worried, reassure her\n# «send»\nHe is completely fine ❤',
    expect: [send('He is completely fine ❤')],
  },
  {
    name: 'think tags between blocks',
    answer: '# «send»\nHe survived!\n<think>also mention Saturday</think>\n# «send»\nOpen Saturday as usual.',
    expect: [send('He survived!'), send('Open Saturday as usual.')],
  },
  {
    name: 'reasoning prose before the blocks',
    answer:
      'Okay, the user wants to know about the cat. I should respond warmly.\n\n# «send»\nHe is alive and spoiled rotten.',
    expect: [send('He is alive and spoiled rotten.')],
  },
];

const reactions: CorpusEntry[] = [
  { name: 'emoji with a word', answer: '# «react» 4005\n😂 lol', expect: [react('🤣')] },
  { name: 'emoji with variation selector', answer: '# «react»\n❤️', expect: [react('❤')] },
  { name: 'emoji after a word', answer: '# «react»\nheart ❤', expect: [react('❤')] },
  { name: 'skin tone kept as its base', answer: '# «react» 4004\n👍🏽', expect: [react('👍', 4004)] },
  { name: 'several emoji: the first', answer: '# «react»\n🔥🔥🔥', expect: [react('🔥')] },
  { name: 'zwj sequence', answer: '# «react»\n❤️‍🔥', expect: [react('❤\u200d🔥')] },
  {
    name: 'reaction to a message not in this chat goes to the target',
    answer: '# «react» 123456\n👍',
    expect: [react('👍')],
  },
];

const stickers: CorpusEntry[] = [
  {
    name: 'copied sticker-list line as the whole answer',
    answer: '- HeidiDuck :: 👋 - ‹a round yellow duckling in a striped scarf, waving one wing hello›',
    expect: [sticker('HeidiDuck', '👋')],
  },
  {
    name: 'copied sticker-list line inside a sticker block',
    answer: '# «sticker»\n- HeidiDuck :: 😂 - ‹the duckling laughing so hard it falls over›',
    expect: [sticker('HeidiDuck', '😂')],
  },
  {
    name: 'copied sticker-list line inside a send block',
    answer: '# «send»\nHe survived!\nHeidiDuck :: 🎉 - ‹the duckling throwing confetti›',
    expect: [send('He survived!'), sticker('HeidiDuck', '🎉')],
  },
  {
    name: 'sticker name with its description on the second line',
    answer: '# «sticker»\nHeidiDuck\n👋 - ‹a round yellow duckling waving›',
    expect: [sticker('HeidiDuck', '👋')],
  },
  {
    name: 'set :: name on one line',
    answer: '# «sticker»\nHeidiDuck :: 📚',
    expect: [sticker('HeidiDuck', '📚')],
  },
  {
    name: 'set / name on one line',
    answer: '# «sticker»\nHeidiDuck / 📚',
    expect: [sticker('HeidiDuck', '📚')],
  },
  {
    name: 'sticker with keys',
    answer: '# «sticker»\nset: HeidiDuck\nname: 😴',
    expect: [sticker('HeidiDuck', '😴')],
  },
  {
    name: 'sticker with commentary after it',
    answer: '# «sticker»\nHeidiDuck\n🎉\n(this one is the confetti duck)',
    expect: [sticker('HeidiDuck', '🎉')],
  },
  {
    name: 'sticker in backticks',
    answer: '# «sticker»\n`HeidiDuck`\n`👋`',
    expect: [sticker('HeidiDuck', '👋')],
  },
  {
    name: 'send then a sticker on the heading line',
    answer: '# «send» yay!!\n# «sticker» HeidiDuck 🎉',
    expect: [send('yay!!'), sticker('HeidiDuck', '🎉')],
  },
];

const json: CorpusEntry[] = [
  {
    name: 'JSON task array',
    answer: '[{"type":"send","text":"hi","reply_to":4005}]',
    expect: [send('hi', 4005)],
  },
  {
    name: 'JSON array in a json fence',
    answer:
      '```json\n[\n  {"type": "react", "emoji": "👍", "message_id": 4005},\n  {"type": "send", "text": "He survived!"}\n]\n```',
    expect: [react('👍'), send('He survived!')],
  },
  {
    name: 'JSON object with tasks',
    answer:
      '{"tasks": [{"type": "send", "text": "Open Saturday 10–16!"}, {"type": "wait", "delay": 5}, {"type": "send", "text": "bring Jonas"}]}',
    expect: [send('Open Saturday 10–16!'), wait(5), send('bring Jonas')],
  },
  {
    name: 'JSON with a sticker and a wait in words',
    answer:
      '[{"type":"sticker","set":"HeidiDuck","name":"😂"},{"type":"wait","delay":"2 minutes"},{"type":"send","text":"ok I am back"}]',
    expect: [sticker('HeidiDuck', '😂'), wait(120), send('ok I am back')],
  },
  {
    name: 'JSON with prose around it',
    answer:
      'Here\'s my response:\n```json\n[{"type": "send", "text": "He is fine!"}]\n```\nLet me know if you need anything else.',
    expect: [send('He is fine!')],
  },
  {
    name: 'JSON with a think task only',
    answer: '[{"type": "think", "text": "This is between Alice and Jonas."}]',
    expect: [],
    silence: 'private note',
  },
  {
    name: 'JSON single object with a reply alias',
    answer: '{"type": "reply", "message": "Yes, Saturday!", "replyTo": "4005"}',
    expect: [send('Yes, Saturday!', 4005)],
  },
  {
    name: 'a message that looks like a JSON list stays a message',
    answer: '[1, 2, 3] — those are the shelves I still have to sort 😩',
    expect: [send('[1, 2, 3] — those are the shelves I still have to sort 😩')],
  },
];

const silence: CorpusEntry[] = [
  { name: 'no reply in parentheses', answer: '(no reply)', expect: [], silence: 'stage direction' },
  { name: 'stays silent in stars', answer: '*Heidi stays silent*', expect: [], silence: 'stage direction' },
  { name: 'silence in brackets', answer: '[silence]', expect: [], silence: 'stage direction' },
  { name: 'no response, capitalised', answer: '(No response.)', expect: [], silence: 'stage direction' },
  {
    name: 'ignores the message',
    answer: '*ignores the message and keeps reading*',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
    withheld: ['narration'],
  },
  { name: 'says nothing', answer: '[Heidi says nothing]', expect: [], silence: 'stage direction' },
  { name: 'nothing to add', answer: '(nothing to add here)', expect: [], silence: 'stage direction' },
  {
    name: 'stage direction inside a send block',
    answer: '# «send»\n(no reply — this is for Jonas)',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'stage direction in a fence',
    answer: '```\n*stays silent*\n```',
    actions: 'never',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'think block then a stage direction',
    answer: '# «think»\nAlice is asking Jonas.\n\n# «send»\n*silence*',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'two stage-direction lines',
    answer: '*glances at the message*\n*stays silent*',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'roleplay action stays a message',
    answer: '*looks up from a lantern*',
    expect: [send('*looks up from a lantern*')],
  },
  {
    name: 'roleplay action with speech stays a message',
    answer: '*laughs* Of course he survived, he is a cat!',
    expect: [send('*laughs* Of course he survived, he is a cat!')],
  },
  { name: 'ellipsis is a message', answer: '...', expect: [send('...')] },
  {
    name: 'a parenthesised aside is a message',
    answer: '(sorry, I was at the till) he survived!',
    expect: [send('(sorry, I was at the till) he survived!')],
  },
  {
    name: 'think block only',
    answer: '# «think»\nThis is for Jonas, not me.',
    expect: [],
    silence: 'private note',
  },
  { name: 'empty answer', answer: '', expect: [], silence: 'empty' },
  { name: 'whitespace answer', answer: '  \n\n', expect: [], silence: 'empty' },
  {
    name: 'group: think and nothing else',
    chat: 'group',
    answer: '# «think»\nThey are talking about the film, nothing for me.',
    expect: [],
    silence: 'private note',
  },
];

const waits: CorpusEntry[] = [
  {
    name: 'wait in milliseconds',
    answer: '# «wait»\ndelay: 1500ms\n# «send»\nok',
    expect: [wait(1.5), send('ok')],
  },
  { name: 'wait in seconds', answer: '# «wait»\ndelay: 45s\n# «send»\nok', expect: [wait(45), send('ok')] },
  { name: 'wait in min', answer: '# «wait»\ndelay: 5 min\n# «send»\nok', expect: [wait(300), send('ok')] },
  {
    name: 'wait in words',
    answer: '# «wait»\ndelay: 5 minutes\n# «send»\nok',
    expect: [wait(300), send('ok')],
  },
  {
    name: 'wait in hours',
    answer: '# «wait»\n2 hours\n# «send»\ngood morning!',
    expect: [wait(7200), send('good morning!')],
  },
  {
    name: 'wait of a day',
    answer: '# «wait»\ndelay: 1d\n# «send»\nas promised, here I am',
    expect: [wait(86_400), send('as promised, here I am')],
  },
  {
    name: 'wait of three days is capped at a day',
    answer: '# «wait»\ndelay: 3 days\n# «send»\nstill thinking about that cat',
    expect: [wait(86_400), send('still thinking about that cat')],
  },
  {
    name: 'wait with an unknown unit is dropped, the rest kept',
    answer: '# «send»\nbrb\n# «wait»\ndelay: 5 moons\n# «send»\nback!',
    expect: [send('brb'), send('back!')],
  },
  {
    name: 'wait alias with seconds in words',
    answer: '# «delay»\n10 seconds\n# «send»\nthere',
    expect: [wait(10), send('there')],
  },
  {
    name: 'wait written as a sentence is not guessed',
    answer: '# «send»\nhold on\n# «wait»\na little while\n# «send»\nok!',
    expect: [send('hold on'), send('ok!')],
  },
];

const replyIds: CorpusEntry[] = [
  {
    name: 'reply id not in this chat',
    answer: '# «send» 999999\nHe is fine!',
    expect: [send('He is fine!')],
  },
  {
    name: 'group: unknown reply id answers the target instead',
    chat: 'group',
    answer: '# «send» 12\nYes, open Saturday!',
    expect: [send('Yes, open Saturday!', 4005)],
  },
  {
    name: 'group: first message answers the target',
    chat: 'group',
    answer: '# «send»\nHe survived!\n# «send»\nAnd yes, Saturday 10–16.',
    expect: [send('He survived!', 4005), send('And yes, Saturday 10–16.')],
  },
];

const bounds: CorpusEntry[] = [
  {
    name: 'a 300-block answer sends its first 10 messages',
    answer: Array.from({ length: 300 }, (_, i) => `# «send»\nline ${i + 1}`).join('\n\n'),
    expect: Array.from({ length: 10 }, (_, i) => send(`line ${i + 1}`)),
  },
  {
    name: 'a very long message is cut at the character bound',
    answer: `# «send»\n${Array(1500).fill('lorem').join(' ')}`,
    expect: [send(`${Array(999).fill('lorem').join(' ')}…`)],
  },
  {
    name: 'messages past the bound go, with their waits',
    answer: Array.from({ length: 12 }, (_, i) => `# «send»\nmsg ${i + 1}\n# «wait»\ndelay: 2`).join('\n'),
    expect: Array.from({ length: 10 }, (_, i) => [send(`msg ${i + 1}`), wait(2)])
      .flat()
      .slice(0, 19),
  },
];

const plainAndStray: CorpusEntry[] = [
  {
    name: 'plain text',
    answer: 'He survived! And yes, open Saturday 🙂',
    expect: [send('He survived! And yes, open Saturday 🙂')],
  },
  {
    name: 'German plain text',
    answer: 'Er lebt! Hat sich zwei Tage unterm Sofa versteckt. Samstag haben wir ab 10 offen.',
    expect: [send('Er lebt! Hat sich zwei Tage unterm Sofa versteckt. Samstag haben wir ab 10 offen.')],
  },
  {
    name: 'Russian in a block',
    answer: '# «send»\nКот жив! В субботу открыто с 10.',
    expect: [send('Кот жив! В субботу открыто с 10.')],
  },
  {
    name: 'Japanese on the heading line',
    answer: '# «send» 猫は元気です！土曜日は10時から開いています。',
    expect: [send('猫は元気です！土曜日は10時から開いています。')],
  },
  {
    name: 'a message that opens with a «quotation» stays whole',
    answer: '«Alles gut», sagt Jonas. The cat is fine!',
    expect: [send('«Alles gut», sagt Jonas. The cat is fine!')],
  },
  {
    name: 'copied transcript marker',
    answer: '⟦#4006 18:22⟧ He survived, don’t worry!',
    expect: [send('He survived, don’t worry!')],
  },
  {
    name: 'transcript style',
    answer: 'You: «He survived!»',
    expect: [send('He survived!')],
  },
  {
    name: 'meta preamble before blocks is dropped',
    answer: "Sure! Here's my reply:\n\n# «send»\nHe is fine!",
    expect: [send('He is fine!')],
  },
  {
    name: 'text before the blocks is never sent, even when it reads like a message',
    answer: 'omg hi!!\n\n# «send»\nHe survived, and Saturday works.',
    expect: [send('He survived, and Saturday works.')],
    withheld: ['outside-blocks'],
  },
  {
    name: 'markdown heading in a body stays',
    answer: '# «send»\n# Saturday hours\n10–16, and the cat is there too.',
    expect: [send('# Saturday hours\n10–16, and the cat is there too.')],
  },
  {
    name: 'bold note at the start of a message stays a message',
    answer: '**Note:** bring the cat treats on Saturday 😄',
    expect: [send('**Note:** bring the cat treats on Saturday 😄')],
  },
  {
    name: 'plain label before the message',
    answer: 'Reply:\nHe is fine, thanks!',
    expect: [send('He is fine, thanks!')],
  },
  {
    name: 'unknown task type is dropped, the rest kept',
    answer: '# «dance»\n💃\n# «send»\nhe survived!',
    expect: [send('he survived!')],
  },
  {
    name: 'block in a group is not done',
    chat: 'group',
    answer: '# «send»\nEnough.\n# «block»',
    expect: [send('Enough.', 4005)],
  },
  {
    name: 'shutdown from someone who is not an admin',
    answer: '# «shutdown»\nAsked to stop.',
    expect: [],
  },
  {
    name: 'emoji-only message',
    answer: '🐈‍⬛❤️',
    expect: [send('🐈‍⬛❤️')],
  },
  {
    name: 'Gemini-style answer with everything at once',
    answer:
      '```markdown\n<thinking>Two questions. React, answer both.</thinking>\n### «react» 4005\n❤️ (so relieved)\n\n**# «send»** He survived!! Hid in the Fontane box 😂\n\n# «wait» 3s\n\n# «reply» 4005\nAnd yes, Saturday 10–16 ☕\n```',
    expect: [
      react('❤'),
      send('He survived!! Hid in the Fontane box 😂'),
      wait(3),
      send('And yes, Saturday 10–16 ☕', 4005),
    ],
  },
];

const moreStray: CorpusEntry[] = [
  {
    name: 'horizontal rules between blocks',
    answer: '# «send»\nHe survived!\n\n---\n\n# «send»\nSaturday: yes.\n\n---',
    expect: [send('He survived!'), send('Saturday: yes.')],
  },
  {
    name: 'wait in parentheses',
    answer: '# «wait»\n(30 seconds)\n# «send»\nthere',
    expect: [wait(30), send('there')],
  },
  {
    name: 'dash after the heading',
    answer: '# «send» — He survived, barely!',
    expect: [send('He survived, barely!')],
  },
  {
    name: 'JSON object with only a response',
    answer: '{"response": "He survived!"}',
    expect: [send('He survived!')],
  },
  {
    name: 'JSON with trailing commas',
    answer: '[\n  {"type": "send", "text": "Open Saturday!",},\n]',
    expect: [send('Open Saturday!')],
  },
  { name: 'cut-off JSON is not sent', answer: '[{"type": "send", "text": "He surv', expect: [] },
  { name: 'reaction id after the emoji', answer: '# «react» ❤️ 4003', expect: [react('❤', 4003)] },
  {
    name: 'a short message before a reaction block',
    answer: 'Haha yes\n# «react»\n😂',
    expect: [react('🤣')],
    withheld: ['outside-blocks'],
  },
];

export const CORPUS: readonly CorpusEntry[] = [
  ...FAMILIES,
  ...NEAR_MISSES,
  ...FRESH_SHAPES,
  ...moreStray,
  ...canonical,
  ...headingText,
  ...aliases,
  ...headingForms,
  ...fences,
  ...reasoning,
  ...reactions,
  ...stickers,
  ...json,
  ...silence,
  ...waits,
  ...replyIds,
  ...bounds,
  ...plainAndStray,
];
