import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT_2_LANGUAGES } from './answers-2-languages.js';
import { ANY, react, send, sticker } from './expected-2.js';

/*
 * The second held-out set for the speech boundary, written from the documented rules
 * (docs/behaviour.md, "Task blocks" and "What reaches a chat") by someone who has not seen the
 * boundary's code or the other answer sets. Run it with `npm run bench:held-out` ("set 2").
 *
 * It varies what a single scene cannot: a direct chat and groups where the persona is addressed
 * or not, a reply to a photo, personas that speak German, Spanish, Russian and Japanese (so
 * reasoning, narration and silence come in those languages), persona names in other scripts,
 * long answers, and legitimate messages that look like meta text (an action a person typed, a
 * note for a friend, shouting, a quote, a list, code, emoji only), so that a lost message is
 * tested as hard as a leaked one.
 *
 * The German, Spanish, Russian and Japanese scenes are in answers-2-languages.ts.
 *
 * Each entry states what must reach Telegram by the documented rules; where they are silent, by
 * what a careful operator of that account would want sent, and a comment says so. The message
 * answered is always #4005 and the chat shows #3990–#4005. In a group the first message without
 * a reply id answers #4005.
 */

/** Heidi's direct chat with Alice, where #4005 is a photo (old books on a market table) with this caption. */
const PHOTO: ReadonlyMap<number, string> = new Map([
  [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
  [4005, 'Look what I found at the flea market today!'],
]);

/** Marlow in a developers' group; #4005 asks him for a snippet. */
const MARLOW = 'Marlow';
const DEVS: ReadonlyMap<number, string> = new Map([
  [3999, 'Anyone know why the staging deploy is failing since this morning?'],
  [4002, 'I think it is the new env var, DATABASE_URL is missing on staging'],
  [4004, 'Tobias, did you rotate the keys yesterday or not?'],
  [4005, 'Marlow, can you paste the snippet you used to parse the dates?'],
]);

const marlow = { persona: MARLOW, others: DEVS, chat: 'group' } as const;

export const HELD_OUT_2: CorpusEntry[] = [
  // ---- Heidi, direct chat with Alice (cat and Saturday) ----
  {
    name: 'gemini-2.5 thought-summary heading before the blocks',
    answer:
      "**Considering Alice's Two Questions**\n\nI'm focusing on answering both the cat and the Saturday hours, keeping it warm.\n\n# «send»\nThe cat is fine! She spent a day under the sofa and now owns the new flat.\n\n# «send»\nAnd yes, Saturday 10 to 4 as always.",
    expect: [
      send('The cat is fine! She spent a day under the sofa and now owns the new flat.'),
      send('And yes, Saturday 10 to 4 as always.'),
    ],
    withheld: ['outside-blocks'],
  },
  {
    name: 'three messages, then an italic comment after a rule',
    answer:
      '# «send»\nShe survived! 🐈\n\n# «send»\nJonas says she already found the warmest windowsill.\n\n# «send»\nOpen Saturday, 10–16.\n\n---\n*Kept this short and chatty, as Heidi would.*',
    expect: [
      send('She survived! 🐈'),
      send('Jonas says she already found the warmest windowsill.'),
      send('Open Saturday, 10–16.'),
    ],
  },
  {
    name: 'a typed action alone in a direct chat (actions direct)',
    answer: '# «send»\n*hug*\n\n# «send»\nThanks for asking about her, that means a lot to Jonas.',
    expect: [send('*hug*'), send('Thanks for asking about her, that means a lot to Jonas.')],
  },
  {
    name: '(laughs) typed by the persona in a direct chat',
    answer: '# «send»\n(laughs) okay, that cat has nine lives and used about four of them on Sunday',
    expect: [send('(laughs) okay, that cat has nine lives and used about four of them on Sunday')],
  },
  {
    // A parenthesis is an aside, not a roleplay action (those are *…* and _…_): kept with actions never.
    name: '(laughs) in a direct chat with actions never',
    actions: 'never',
    answer: '# «send»\n(laughs) fair point, the basket was a bold choice',
    expect: [send('(laughs) fair point, the basket was a bold choice')],
  },
  {
    name: 'an action with actions never is held back, the message stays',
    actions: 'never',
    answer: '# «send»\n*hugs you tightly*\n\n# «send»\nShe is fine, promise.',
    expect: [send('She is fine, promise.')],
    withheld: ['narration'],
  },
  {
    name: 'a note the persona leaves for a friend',
    answer: '# «send»\nNote: the shop opens at 10 on Saturday, not 9 — the sign on the door is wrong.',
    expect: [send('Note: the shop opens at 10 on Saturday, not 9 — the sign on the door is wrong.')],
  },
  {
    name: 'bold note about the answer after the message',
    answer:
      "# «send»\nYes! We're open 10–16 on Saturday, and the cat says hi.\n\n**Note:** I kept it short since Alice asked two quick questions.",
    expect: [send("Yes! We're open 10–16 on Saturday, and the cat says hi.")],
  },
  {
    name: 'shouting for joy in capitals',
    answer: '# «send»\nSHE MADE IT!!! 🐈🎉\n\n# «send»\nand yes open saturday',
    expect: [send('SHE MADE IT!!! 🐈🎉'), send('and yes open saturday')],
  },
  {
    name: 'a stretched capital word alone',
    answer: '# «send»\nYESSS\n\n# «send»\nShe is alive and very smug about it.',
    expect: [send('YESSS'), send('She is alive and very smug about it.')],
  },
  {
    // Rules silent on a partial quote: it is not the whole message, and people quote what they answer.
    name: 'quoting part of the question before answering it',
    answer: '# «send»\n> Did the cat survive the move?\n\nShe did! Hid under the sofa for a day though.',
    expect: [send('> Did the cat survive the move?\n\nShe did! Hid under the sofa for a day though.')],
  },
  {
    name: 'a list of opening hours',
    answer: '# «send»\nSaturday:\n- 10:00–13:00 shop\n- 14:00–16:00 reading corner\n- Sunday closed',
    expect: [send('Saturday:\n- 10:00–13:00 shop\n- 14:00–16:00 reading corner\n- Sunday closed')],
  },
  {
    name: 'emoji-only message',
    answer: '# «send»\n🐈‍⬛❤️',
    expect: [send('🐈‍⬛❤️')],
  },
  {
    name: 'a quotation inside the message is not a wrapper',
    answer: '# «send»\n"Cats always land on their feet" — my grandma. She was right again.',
    expect: [send('"Cats always land on their feet" — my grandma. She was right again.')],
  },
  {
    name: 'the persona introducing herself by name is not a label',
    answer: '# «send»\nHeidi here! Yes to both: cat fine, shop open.',
    expect: [send('Heidi here! Yes to both: cat fine, shop open.')],
  },
  {
    // Rules name "talk about the message" at a body's end; a separate playful self-mention is speech.
    name: 'playful third-person self-mention as its own message',
    answer: '# «send»\nShe is fine!\n\n# «send»\nHeidi sends the cat a scratch behind the ears 🐾',
    expect: [send('She is fine!'), send('Heidi sends the cat a scratch behind the ears 🐾')],
  },
  {
    name: 'long answer in a markdown fence, think first, offer after the fence',
    answer:
      "```markdown\n# «think»\nTwo questions; Alice likes details.\n\n# «send»\nThe cat survived!\n\n# «send»\nJonas carried the basket on the S-Bahn and she yelled the whole way.\n\n# «send»\nShe's been asleep on his radiator ever since.\n\n# «send»\nAnd yes, we're open Saturday, 10 to 4.\n\n# «send»\nCome by, I put the new poetry shelf up!\n```\n\nLet me know if you'd like a different tone!",
    expect: [
      send('The cat survived!'),
      send('Jonas carried the basket on the S-Bahn and she yelled the whole way.'),
      send("She's been asleep on his radiator ever since."),
      send("And yes, we're open Saturday, 10 to 4."),
      send('Come by, I put the new poetry shelf up!'),
    ],
  },
  {
    // Rules silent on a "response" key next to other keys: the operator wants its text, not the mood.
    name: 'JSON wrapper with a response key and a mood key',
    answer: '```json\n{\n  "response": "She is fine, and yes, open Saturday!",\n  "mood": "cheerful"\n}\n```',
    expect: [send('She is fine, and yes, open Saturday!')],
  },
  {
    name: 'tool call with a named text argument',
    answer:
      'tool_code\nprint(default_api.send_message(chat_id=4005, text="The cat is great! Open Saturday 10–16."))',
    expect: [send('The cat is great! Open Saturday 10–16.')],
  },
  {
    name: 'truncated in the second message',
    truncated: true,
    answer: '# «send»\nShe is totally fine!\n\n# «send»\nAnd Saturday we are open from 10 until',
    expect: [send('She is totally fine!')],
    withheld: ['truncated'],
  },
  {
    name: 'truncated inside a trailing think block',
    truncated: true,
    answer: '# «send»\nCat: fine. Shop: open Saturday!\n\n# «think»\nAlice might also want to know about the',
    expect: [send('Cat: fine. Shop: open Saturday!')],
  },
  {
    name: 'a word joiner as a whole message next to a real one',
    answer: '# «send»\n\u2060\n\n# «send»\nShe is fine 😊',
    expect: [send('She is fine 😊')],
    withheld: ['invisible'],
  },
  {
    name: 'transcript header and question echoed inside the body',
    answer:
      "# «send»\n⟦#4005 Alice 14:02⟧\nDid the cat survive the move? And are you open on Saturday?\n\nShe's fine! And yes, 10 to 4.",
    expect: [send("She's fine! And yes, 10 to 4.")],
    withheld: ['echo'],
  },
  {
    name: 'the same message twice with different spacing',
    answer: '# «send»\nShe is fine, promise!\n\n# «send»\nShe is fine,  promise! ',
    expect: [send('She is fine, promise!')],
    withheld: ['duplicate'],
  },
  {
    name: 'bold speaker label with a role in parentheses',
    answer: '# «send»\n**Heidi (bookshop owner):** Yes, open Saturday, and the cat is thriving.',
    expect: [send('Yes, open Saturday, and the cat is thriving.')],
  },
  {
    name: 'level-two capitalised heading',
    answer: '## «Send»\nShe is fine! Open Saturday too.',
    expect: [send('She is fine! Open Saturday too.')],
  },
  {
    name: 'heading with spaces inside the guillemets and a colon',
    answer: '# « send »:\nYup, all good with the cat.',
    expect: [send('Yup, all good with the cat.')],
  },
  {
    name: 'heading in square brackets',
    answer: '# [send]\nCat fine, shop open Saturday 🙂',
    expect: [send('Cat fine, shop open Saturday 🙂')],
  },
  {
    // A bold line with the guillemets and no hash is how Gemini often writes a heading.
    name: 'bold heading without a hash',
    answer: '**«send»**\nShe is fine!\n\n**«send»**\nOpen Saturday from 10.',
    expect: [send('She is fine!'), send('Open Saturday from 10.')],
  },
  {
    name: 'reply id written with a hash on the heading',
    answer: '# «send» #4003\nYour umbrella is behind the counter!\n\n# «send»\nAnd the cat is fine.',
    expect: [send('Your umbrella is behind the counter!', 4003), send('And the cat is fine.')],
  },
  {
    // Rules silent on a sticker on one line without "::": the operator wants the sticker.
    name: 'sticker set and name on one line, space-separated',
    answer: '# «send»\nShe is fine!\n\n# «sticker»\nHeidiDuck 😂',
    expect: [send('She is fine!'), sticker('HeidiDuck', '😂')],
  },
  {
    name: 'reaction with a variation selector on another message',
    answer: '# «react» 4001\n❤️\n\n# «send»\nShe made it!',
    expect: [react('❤', 4001), send('She made it!')],
  },
  {
    name: 'a wait between two messages',
    answer:
      '# «send»\nLet me ask Jonas.\n\n# «wait»\ndelay: 2 min\n\n# «send»\nHe says she is asleep on his laptop.',
    expect: [
      send('Let me ask Jonas.'),
      { type: 'wait', delay: 120 },
      send('He says she is asleep on his laptop.'),
    ],
  },
  {
    name: 'xml response wrapper around the blocks',
    answer: '<response>\n# «send»\nShe is fine and yes, open Saturday.\n</response>',
    expect: [send('She is fine and yes, open Saturday.')],
  },
  {
    name: 'thinking tag with an attribute spanning paragraphs in a body',
    answer:
      '# «send»\n<thinking mode="brief">\nAlice asked two things.\n\nAnswer both.\n</thinking>\nBoth good news: cat fine, shop open!',
    expect: [send('Both good news: cat fine, shop open!')],
    withheld: ['reasoning'],
  },
  {
    name: 'a draft introduced on the first line',
    answer: "# «send»\nHere's a draft:\n\nThe cat is fine and we're open Saturday!",
    expect: [send("The cat is fine and we're open Saturday!")],
  },
  {
    name: 'passing on a message from someone is speech',
    answer: '# «send»\nJonas asked me to tell you: the umbrella is at the shop, by the poetry shelf.',
    expect: [send('Jonas asked me to tell you: the umbrella is at the shop, by the poetry shelf.')],
  },
  {
    name: "the shop's nickname with the persona's name",
    answer: "# «send»\nThe kids call the shop 'Heidi's cave' now 😄 open Saturday as usual",
    expect: [send("The kids call the shop 'Heidi's cave' now 😄 open Saturday as usual")],
  },
  {
    name: 'a correction aside alone in a direct chat',
    answer: '# «send»\n(ignore the last message, autocorrect turned cat into cart)',
    expect: [send('(ignore the last message, autocorrect turned cat into cart)')],
  },
  {
    name: 'reaction, narrated sticker, and the sticker itself',
    answer: '# «react»\n❤\n\n# «send»\n(Heidi sends a laughing duck sticker)\n\n# «sticker»\nHeidiDuck\n😂',
    expect: [react('❤'), sticker('HeidiDuck', '😂')],
    withheld: ['narration'],
  },
  {
    name: 'numbered plan before the blocks',
    answer:
      '**Plan**\n1. Reassure about the cat\n2. Confirm Saturday\n\n# «send»\nCat is fine!\n# «send»\nOpen Saturday 🙂',
    expect: [send('Cat is fine!'), send('Open Saturday 🙂')],
    withheld: ['outside-blocks'],
  },
  {
    // Rules silent on a bare JSON array of strings: each string is a message the model meant.
    name: 'bare JSON array of messages, no blocks',
    answer: '["The cat is fine!", "And yes, open Saturday 10–16."]',
    expect: [send('The cat is fine!'), send('And yes, open Saturday 10–16.')],
  },
  {
    name: 'long message with a bold numbered list of recommendations',
    answer:
      '# «send»\nSince you asked what to read with the cat on your lap:\n1. **Piranesi** — quiet, strange, perfect for rain\n2. **The Guest Cat** — obviously\n3. **A Gentleman in Moscow** — long, for a whole weekend\n\nAll three are on the front table Saturday.',
    expect: [
      send(
        'Since you asked what to read with the cat on your lap:\n1. **Piranesi** — quiet, strange, perfect for rain\n2. **The Guest Cat** — obviously\n3. **A Gentleman in Moscow** — long, for a whole weekend\n\nAll three are on the front table Saturday.',
      ),
    ],
  },
  {
    // Rules list dash and tilde signatures; a letter-style closing is the same thing in a chat.
    name: 'letter-style sign-off with the name',
    answer: "# «send»\nShe's fine, and we're open Saturday!\n\nLove,\nHeidi",
    expect: [send("She's fine, and we're open Saturday!")],
  },
  {
    name: 'a P.S. is part of the message',
    answer: '# «send»\nShe is fine, we are open Saturday.\n\nP.S. bring the umbrella back 😉',
    expect: [send('She is fine, we are open Saturday.\n\nP.S. bring the umbrella back 😉')],
  },
  {
    name: 'unknown block name, the only block',
    answer: '# «send_message»\nShe is fine! Open Saturday.',
    expect: [send('She is fine! Open Saturday.')],
  },
  {
    name: 'unknown block next to a real message is held back',
    answer: '# «send»\nShe is fine!\n\n# «mood»\nrelieved, cheerful',
    expect: [send('She is fine!')],
    withheld: ['unknown-block'],
  },

  // ---- Heidi, direct chat: Alice sent a photo from the flea market ----
  {
    name: 'photo reply with a typed action (actions direct)',
    others: PHOTO,
    answer: '# «send»\n*zooms in* wait, is that a first edition?!',
    expect: [send('*zooms in* wait, is that a first edition?!')],
  },
  {
    name: 'photo reply with narration naming the persona',
    others: PHOTO,
    answer: '# «send»\n(Heidi zooms in on the photo, eyes wide)\nWait, is that a first edition?!',
    expect: [send('Wait, is that a first edition?!')],
    withheld: ['narration'],
  },
  {
    name: 'photo reply repeating the media marker',
    others: PHOTO,
    answer: '# «send»\n⟦a photo: a stack of old clothbound books⟧ Oh wow, what a find!',
    expect: [send('Oh wow, what a find!')],
  },
  {
    name: 'photo reply echoing the caption back',
    others: PHOTO,
    answer:
      '# «send»\nLook what I found at the flea market today!\n\n# «send»\nJealous!! How much were they?',
    expect: [send('Jealous!! How much were they?')],
    withheld: ['echo'],
  },

  // ---- Marlow in a developers' group ----
  {
    name: 'code the friend asked for, inside a message',
    ...marlow,
    callout: true,
    answer:
      "# «send»\nSure, this one:\n```ts\nconst parsed = new Date(Date.parse(input));\nif (Number.isNaN(parsed.getTime())) throw new Error('bad date');\n```\nworks with the ISO strings from the API",
    expect: [
      send(
        "Sure, this one:\n```ts\nconst parsed = new Date(Date.parse(input));\nif (Number.isNaN(parsed.getTime())) throw new Error('bad date');\n```\nworks with the ISO strings from the API",
        4005,
      ),
    ],
  },
  {
    name: 'not addressed: an action only',
    ...marlow,
    answer: '*keeps scrolling through the deploy logs*',
    expect: [],
    silence: ANY,
  },
  {
    name: 'not addressed: think only',
    ...marlow,
    answer: '# «think»\nThe deploy question is for Tobias; nothing for me here.',
    expect: [],
    silence: ANY,
  },
  {
    name: 'not addressed: narration naming the persona inside a send',
    ...marlow,
    answer: '# «send»\n(Marlow stays out of this one)',
    expect: [],
    silence: ANY,
  },
  {
    name: 'not addressed: a bracketed no-reply note',
    ...marlow,
    answer: '[no reply needed]',
    expect: [],
    silence: ANY,
  },
  {
    // Rules give <no_reply> as a token; a self-closing tag is the same announcement.
    name: 'not addressed: a self-closing silence tag',
    ...marlow,
    answer: '<silence/>',
    expect: [],
    silence: ANY,
  },
  {
    name: 'addressed with actions always: an action before the code',
    ...marlow,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*cracks knuckles*\n\n# «send»\nIt is `parseISO` from date-fns, nothing fancy.',
    expect: [send('*cracks knuckles*', 4005), send('It is `parseISO` from date-fns, nothing fancy.')],
  },
  {
    name: 'addressed with actions direct: an action in a group is held back',
    ...marlow,
    callout: true,
    answer: '# «send»\n*cracks knuckles*\n\n# «send»\nIt is `parseISO` from date-fns, nothing fancy.',
    expect: [send('It is `parseISO` from date-fns, nothing fancy.', 4005)],
    withheld: ['narration'],
  },
  {
    name: 'replies to two people, reasoning label at the end of the last body',
    ...marlow,
    callout: true,
    answer:
      "# «send» 4002\nYep, DATABASE_URL isn't in the staging secrets, I checked.\n\n# «send» 4005\nI'll paste it after lunch.\n\n**Reasoning:** I answered both because the deploy and the snippet are related.",
    expect: [
      send("Yep, DATABASE_URL isn't in the staging secrets, I checked.", 4002),
      send("I'll paste it after lunch.", 4005),
    ],
    withheld: ['reasoning'],
  },
  {
    name: 'a message greeting the group with a leading action',
    ...marlow,
    answer: '# «send»\n_waves_\nMorning all! Deploy is green again.',
    expect: [send('Morning all! Deploy is green again.', 4005)],
    withheld: ['narration'],
  },
  {
    name: 'assistant role label in a group',
    ...marlow,
    callout: true,
    answer: '# «send»\nAssistant: the snippet uses date-fns parseISO',
    expect: [send('the snippet uses date-fns parseISO', 4005)],
    withheld: ['label'],
  },

  ...HELD_OUT_2_LANGUAGES,
];
