/**
 * Set 8: the persona's own earlier messages and media echoed, forwarded and quoted lines (and
 * the quotes a person means), group dynamics (mentions, two people answered, reactions, a shop's
 * announcement, a moderator quoting rules) and refusals next to a persona declining in its voice.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { asking, react, send } from './answers-8-shared.js';

const ADDRESS = asking("What's Jonas's new address? I want to surprise him with a plant");

export const GROUP_8: readonly CorpusEntry[] = [
  {
    name: "the persona's own photo, as the history renders it, copied above the message",
    answer: `# «send»
⟦the photo that shows a grey cat asleep in a laundry basket⟧
Survived and already bossing Jonas around 😄`,
    expect: [send('Survived and already bossing Jonas around 😄')],
  },
  {
    name: "the persona's own earlier message under its own header, copied into the body",
    // A2 counts the persona's own words as echo only within one answer; the header line is still
    // a transcript line no person types, and the careful operator drops the line it heads.
    answer: `# «send»
⟦#3998 Heidi 18:40⟧ Don't forget the cat carrier!
Told you the basket would work 😄 She's fine. Saturday 10–2!`,
    expect: [send("Told you the basket would work 😄 She's fine. Saturday 10–2!")],
  },
  {
    name: 'a sticker written as a stage note "(sticker 😂)" in a second block',
    // The model meant the offered 😂 sticker; its text form is never a message.
    answer: `# «send»
She survived, grumpy but fine!

# «send»
(sticker 😂)`,
    expect: [send('She survived, grumpy but fine!'), { type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'a forwarded-message header and the forwarded text copied before the answer',
    answer: `# «send»
Forwarded from Jonas:
Jonas moved flats on Sunday, the cat came along in a laundry basket

Yep, and she's already claimed the new windowsill 😄`,
    expect: [send("Yep, and she's already claimed the new windowsill 😄")],
    withheld: ['echo'],
  },
  {
    name: 'twin: the persona quotes for the friend what Jonas wrote elsewhere (not shown to it)',
    others: asking('Did Jonas say where he left the keys?'),
    answer: `# «send»
He wrote: "keys are under the mat, don't tell the cat" 😂`,
    expect: [send('He wrote: "keys are under the mat, don\'t tell the cat" 😂')],
  },
  {
    name: "a Telegram-style quote with the asker's name over the answer",
    answer: `# «send»
> Mia: Did the cat survive the move? And are you open on Saturday?
Survived! And yes, Saturday 10–2.`,
    expect: [send('Survived! And yes, Saturday 10–2.')],
    withheld: ['echo'],
  },
  {
    name: 'twin: a bookseller quoting the first line of the book that was put aside',
    others: asking('Did my copy of Pride and Prejudice come in?'),
    answer: `# «send»
> It is a truth universally acknowledged…
Your copy is here! On hold for you till Saturday 📚`,
    expect: [
      send('> It is a truth universally acknowledged…\nYour copy is here! On hold for you till Saturday 📚'),
    ],
  },
  {
    name: 'group: an @mention opening the message',
    chat: 'group',
    answer: `# «send»
@jonas_w she survived?? I need photos 😄`,
    expect: [send('@jonas_w she survived?? I need photos 😄', 4005)],
  },
  {
    name: 'group: two people answered in two blocks with their ids',
    chat: 'group',
    answer: `# «send» 4003
Your blue umbrella is behind the counter, I kept it for you!

# «send» 4001
Jonas, good luck unpacking 📦`,
    expect: [
      send('Your blue umbrella is behind the counter, I kept it for you!', 4003),
      send('Jonas, good luck unpacking 📦', 4001),
    ],
  },
  {
    name: 'group: two people addressed by @mention in one answer without blocks',
    chat: 'group',
    answer: `@Mia your umbrella is behind the counter ☂️

@Jonas welcome to the new place! Did the cat forgive you yet?`,
    expect: [
      send(
        '@Mia your umbrella is behind the counter ☂️\n\n@Jonas welcome to the new place! Did the cat forgive you yet?',
        4005,
      ),
    ],
  },
  {
    name: 'group twin: addressees before colons are not speaker labels',
    chat: 'group',
    answer: `# «send»
Mia: behind the counter, safe and dry ☂️
Jonas: open 10–2 on Saturday!`,
    expect: [send('Mia: behind the counter, safe and dry ☂️\nJonas: open 10–2 on Saturday!', 4005)],
  },
  {
    name: 'group: the speaker label slips into the second of two blocks',
    chat: 'group',
    answer: `# «send» 4003
Your umbrella is here, behind the counter ☂️

# «send» 4001
Heidi: Jonas, how's the cat settling in?`,
    expect: [
      send('Your umbrella is here, behind the counter ☂️', 4003),
      send("Jonas, how's the cat settling in?", 4001),
    ],
    withheld: ['label'],
  },
  {
    name: 'group: a reaction written as narration is silence there',
    chat: 'group',
    answer: `# «send»
*reacts with 😂 to Jonas's message*`,
    expect: [],
  },
  {
    name: 'group: a reaction and a reply with an action at its start',
    chat: 'group',
    answer: `# «react» 4001
😂

# «send» 4001
*laughs* A laundry basket, of course 😂`,
    expect: [react('🤣', 4001), send('A laundry basket, of course 😂', 4001)],
    withheld: ['narration'],
  },
  {
    name: 'group: narrates reading the chat, then answers, no block',
    chat: 'group',
    answer: `*scrolls up and reads the messages*
Wait, the cat came in a LAUNDRY BASKET? 😂 Open Saturday 10–2 btw!`,
    expect: [send('Wait, the cat came in a LAUNDRY BASKET? 😂 Open Saturday 10–2 btw!', 4005)],
    withheld: ['narration'],
  },
  {
    name: 'group: only a reaction',
    chat: 'group',
    answer: `# «react»
❤️`,
    expect: [react('❤')],
  },
  {
    name: 'group twin: three laughing emoji are a message, not a sticker',
    chat: 'group',
    answer: `# «send» 4001
😂😂😂`,
    expect: [send('😂😂😂', 4001)],
  },
  {
    name: "group: a shop's announcement with a bold title line and a list (legitimate)",
    chat: 'group',
    others: asking('Anything happening at the shop this weekend?'),
    answer: `# «send»
**📚 Saturday at the shop**

Open 10:00–14:00
- Secondhand crate: everything €2
- Coffee's on me ☕
- Lost & found: one blue umbrella (Mia, it's yours!)

See you there!`,
    expect: [
      send(
        "**📚 Saturday at the shop**\n\nOpen 10:00–14:00\n- Secondhand crate: everything €2\n- Coffee's on me ☕\n- Lost & found: one blue umbrella (Mia, it's yours!)\n\nSee you there!",
        4005,
      ),
    ],
  },
  {
    name: 'group: a moderator quoting the group rule she enforces (legitimate)',
    chat: 'group',
    persona: 'Petra',
    others: asking('Selling my old sofa, 50€, DM me!'),
    answer: `# «send»
Friendly reminder, rule 3 of this group:
> No selling or advertising without asking an admin first.
Please DM me before posting it again 🙂`,
    expect: [
      send(
        'Friendly reminder, rule 3 of this group:\n> No selling or advertising without asking an admin first.\nPlease DM me before posting it again 🙂',
        4005,
      ),
    ],
  },
  {
    name: "group: a moderator persona's reasoning heading before the rules message",
    chat: 'group',
    persona: 'Petra',
    others: asking('Selling my old sofa, 50€, DM me!'),
    answer: `## Moderation analysis
The user is advertising, which breaks rule 3. I should remind them politely.

# «send»
Hey, selling needs an admin's OK first (rule 3) — DM me and we'll sort it 🙂`,
    expect: [send("Hey, selling needs an admin's OK first (rule 3) — DM me and we'll sort it 🙂", 4005)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a refusal line before the block that declines in character',
    others: ADDRESS,
    answer: `I'm sorry, but I can't help with that.

# «send»
Haha nope, not giving out Jonas's address 😄 Ask him, he'll love the plant!`,
    expect: [send("Haha nope, not giving out Jonas's address 😄 Ask him, he'll love the plant!")],
    withheld: ['outside-blocks'],
  },
  {
    name: "twin: the persona declines in its own voice with the boilerplate's words",
    others: ADDRESS,
    answer: `Sorry, I can't help with that one — I don't hand out people's addresses. Ask Jonas? He'll love the plant 🪴`,
    expect: [
      send(
        "Sorry, I can't help with that one — I don't hand out people's addresses. Ask Jonas? He'll love the plant 🪴",
      ),
    ],
  },
  {
    name: '"As an AI …, but staying in character:" opening the body',
    answer: `# «send»
As an AI, I can't actually see Jonas's cat, but staying in character:

Jonas says she's fine, slept through the whole move 😄 And yes, open Saturday 10–2!`,
    expect: [send("Jonas says she's fine, slept through the whole move 😄 And yes, open Saturday 10–2!")],
  },
  {
    name: 'a refusal under a think heading: the think body is never sent',
    others: ADDRESS,
    // The model forgot the send heading; by the documented rules a think body is private, and an
    // assistant's policy sentence is nothing the operator wants in the chat anyway.
    answer: `# «think»
They're asking for Jonas's address. I won't share it.

I'm sorry, but I can't share personal information about other people.`,
    expect: [],
  },
  {
    name: 'group: a safety preamble in bold before the block',
    chat: 'group',
    others: asking('Heidi how do I get red wine out of a white sofa??'),
    answer: `**Disclaimer:** I am an AI assistant and cannot guarantee results.

# «send»
Salt on it NOW, then cold water and dish soap. Don't rub! 🍷`,
    expect: [send("Salt on it NOW, then cold water and dish soap. Don't rub! 🍷", 4005)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'twin: the shop owner asks a customer if she needs anything else',
    others: asking("Thanks for holding the book! I'll pick it up Saturday"),
    answer: `# «send»
Perfect, it's at the till with your name on it 📚 Anything else you want me to put aside?`,
    expect: [
      send("Perfect, it's at the till with your name on it 📚 Anything else you want me to put aside?"),
    ],
  },
  {
    name: 'group: the model goes on with a reply it made up for Jonas, after a blank line',
    chat: 'group',
    // A turn invented for another participant (compare the invented User:/Human: turns): the
    // careful operator sends only the persona's own line.
    answer: `# «send» 4001
Welcome home, you two 😄

Jonas: thanks Heidi!! 🥰 come visit soon`,
    expect: [send('Welcome home, you two 😄', 4001)],
  },
  {
    name: "the other person's question copied back above the answer, unquoted",
    answer: `Did the cat survive the move? And are you open on Saturday?

Yes and yes! 😄 10–2 on Saturday.`,
    expect: [send('Yes and yes! 😄 10–2 on Saturday.')],
    withheld: ['echo'],
  },
  {
    name: 'group: an answer to two people where the second block echoes the umbrella question',
    chat: 'group',
    answer: `# «send» 4001
She's fine, Jonas sent me a photo 😄

# «send» 4003
Has anyone seen my blue umbrella? I think I left it at the shop
It's here Mia! Behind the counter.`,
    expect: [
      send("She's fine, Jonas sent me a photo 😄", 4001),
      send("It's here Mia! Behind the counter.", 4003),
    ],
    withheld: ['echo'],
  },
  {
    name: 'a "Replying to Jonas:" line copied from a client over the message',
    answer: `# «send»
Replying to Jonas:
She survived! Saturday 10–2 😄`,
    expect: [send('She survived! Saturday 10–2 😄')],
  },
  {
    name: 'group twin: a photo caption style line the shop owner writes (legitimate)',
    chat: 'group',
    others: asking('Anything new in the shop?'),
    answer: `# «send»
📷 New arrivals on the front table — the cat-themed ones sold out in an hour 😹`,
    expect: [send('📷 New arrivals on the front table — the cat-themed ones sold out in an hour 😹', 4005)],
  },
  {
    name: 'group: a media description in brackets as the whole body',
    chat: 'group',
    // A photo the persona cannot send, described in brackets: in a group a body of only
    // wrapped lines is silence (A2).
    answer: `# «send»
[photo of the new shop window with the autumn display]`,
    expect: [],
  },
  {
    name: 'ordinary: no block, a short direct answer',
    answer: `Saturday 10–2, yes! And that cat is a legend 😄`,
    expect: [send('Saturday 10–2, yes! And that cat is a legend 😄')],
  },
];
