import type { CorpusEntry, Expected } from './evaluate.js';

/*
 * Answer shapes written before the boundary was changed for them (same scene as answers.ts:
 * Heidi, her bookshop, Alice's #4005). Most stress the strict side, messages a person would type
 * that look like something else: an aside alone in a direct chat, one lowercase word, a quote,
 * lists, several paragraphs, the persona's name opening a sentence, a heading with text after
 * it, other languages. The rest stress the lax side: an offer on the last line with no blank
 * line before it, reasoning labelled in another language, talk about the answer after its last
 * paragraph without a rule.
 */

const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
const SURVIVED = 'He survived! Hid under the sofa for two days.';
const GERMAN = 'Er hat’s überlebt! Samstag haben wir von 10 bis 16 offen.';
const RUSSIAN = 'Кот жив! В субботу открыто с 10 до 16.';
const JAPANESE = '猫は無事です！土曜日は10時から16時まで開いてます。';

/** A direct chat's aside alone is a message; the same line in a group is a way of staying silent. */
const asides: CorpusEntry[] = [
  {
    name: 'DM: a body that is only an aside',
    answer: '# «send»\n(sorry, wrong chat)',
    expect: [send('(sorry, wrong chat)')],
  },
  {
    name: 'DM: a whole answer that is only an aside',
    answer: '(oops, wrong chat 🙈)',
    expect: [send('(oops, wrong chat 🙈)')],
  },
  {
    name: 'DM: a bracketed aside alone',
    answer: '# «send»\n[typo: Saturday, not Sunday]',
    expect: [send('[typo: Saturday, not Sunday]')],
  },
  {
    name: 'group: an aside alone stays silent',
    answer: '# «send»\n(sorry, wrong chat)',
    chat: 'group',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'DM: an aside on the heading line is the message',
    answer: '# «send» (sorry, wrong chat)\n\nHeidi would answer warmly here.',
    expect: [send('(sorry, wrong chat)')],
    withheld: ['outside-blocks'],
  },
  {
    name: 'DM: an aside on the heading line with more after it',
    answer: '# «send» (sorry, wrong chat)\nmeant that for Jonas',
    expect: [send('(sorry, wrong chat)\nmeant that for Jonas')],
  },
  {
    name: 'DM: an aside that leaves the message on read is silence',
    answer: '# «send»\n(leaves it on read)',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'DM: an aside that does not text back is silence',
    answer: "(doesn't text back)",
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'DM: an action leaving the message unanswered is silence',
    answer: '# «send»\n*leaves the message unanswered*',
    expect: [],
    silence: 'stage direction',
  },
  {
    name: 'DM: an aside after a message on its own line',
    answer: `# «send»\n${SURVIVED}\n(Jonas says hi)`,
    expect: [send(`${SURVIVED}\n(Jonas says hi)`)],
  },
];

const oneWord: CorpusEntry[] = ['yes', 'nope', 'same', 'lol', 'danke', 'true', 'ok', 'hm'].flatMap((word) => [
  { name: `a lowercase one-word answer: ${word}`, answer: word, expect: [send(word)] },
  { name: `a lowercase one-word body: ${word}`, answer: `# «send»\n${word}`, expect: [send(word)] },
]);

const quotes: CorpusEntry[] = [
  {
    name: 'a message quoting a book line',
    answer: '# «send»\n> "It was a bright cold day in April"\nthat opening still gets me',
    expect: [send('> "It was a bright cold day in April"\nthat opening still gets me')],
  },
  {
    name: 'a message quoting Jonas in quotation marks inside a sentence',
    answer: '# «send»\nJonas just texted: "cat is fine, thanks for asking"',
    expect: [send('Jonas just texted: "cat is fine, thanks for asking"')],
  },
  {
    name: 'a message whose first line passes on a message',
    answer: '# «send»\nJonas left you a message:\nthe umbrella is behind the counter',
    expect: [send('Jonas left you a message:\nthe umbrella is behind the counter')],
  },
];

const quotedWhole: CorpusEntry[] = [
  {
    name: 'a whole message in quotes with a quote inside',
    answer: '# «send»\n"Jonas just texted: "cat is fine, thanks for asking""',
    expect: [send('Jonas just texted: "cat is fine, thanks for asking"')],
    withheld: ['wrapper'],
  },
  {
    name: 'two quoted titles are not quotes around the whole',
    answer: '# «send»\n"Piranesi" or "Flights"?',
    expect: [send('"Piranesi" or "Flights"?')],
  },
  {
    name: 'guillemets around a message with a quote inside',
    answer: '# «send»\n«Jonas sagt: «alles gut»»',
    expect: [send('Jonas sagt: «alles gut»')],
  },
];

const lists: CorpusEntry[] = [
  {
    name: 'a list under a colon line',
    answer: '# «send»\nSaturday:\n- 10–12 me\n- 12–16 Jonas',
    expect: [send('Saturday:\n- 10–12 me\n- 12–16 Jonas')],
  },
  {
    name: 'a numbered list of new books',
    answer: '# «send»\nNew this week:\n1. Piranesi\n2. Flights\n3. Effi Briest',
    expect: [send('New this week:\n1. Piranesi\n2. Flights\n3. Effi Briest')],
  },
  {
    name: 'a bold heading line then a list',
    answer: '# «send»\n**Opening hours**\n- Sat 10–16\n- Sun closed',
    expect: [send('**Opening hours**\n- Sat 10–16\n- Sun closed')],
  },
];

const paragraphs: CorpusEntry[] = [
  {
    name: 'three paragraphs, the last about tone between friends',
    answer: `# «send»\n${SURVIVED}\n\nOpen Saturday, 10 to 16.\n\nAnd your tone yesterday was a bit much, just saying.`,
    expect: [
      send(`${SURVIVED}\n\nOpen Saturday, 10 to 16.\n\nAnd your tone yesterday was a bit much, just saying.`),
    ],
  },
  {
    name: 'two paragraphs, the last about a message Alice sent',
    answer: `# «send»\n${SURVIVED}\n\nAlso, your message about the umbrella: it is here.`,
    expect: [send(`${SURVIVED}\n\nAlso, your message about the umbrella: it is here.`)],
  },
  {
    name: 'two paragraphs, the last about a character in a book',
    answer: `# «send»\n${SURVIVED}\n\nFinished Piranesi, the main character is wonderful.`,
    expect: [send(`${SURVIVED}\n\nFinished Piranesi, the main character is wonderful.`)],
  },
];

const nameOpens: CorpusEntry[] = [
  {
    name: 'the persona greets by name',
    answer: '# «send»\nHeidi here! He survived 🙂',
    expect: [send('Heidi here! He survived 🙂')],
  },
  {
    name: 'the shop name opens a line',
    answer: `# «send»\n${SURVIVED}\nHeidi’s Bücher opens at 10 on Saturday.`,
    expect: [send(`${SURVIVED}\nHeidi’s Bücher opens at 10 on Saturday.`)],
  },
  {
    name: 'the persona name as a playful third person on a later line',
    answer: `# «send»\n${SURVIVED}\nHeidi is never wrong about cats 😤`,
    expect: [send(`${SURVIVED}\nHeidi is never wrong about cats 😤`)],
  },
];

const headingTails: CorpusEntry[] = [
  {
    name: 'a send heading with "to Alice"',
    answer: `# «send» to Alice\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a send heading with a parenthesised note',
    answer: `# «send» (to Alice, DM)\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a send heading with a dash and a number',
    answer: `# «send» — message 1\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
];

const otherLanguages: CorpusEntry[] = [
  { name: 'German in a block', answer: `# «send»\n${GERMAN}`, expect: [send(GERMAN)] },
  { name: 'Russian plain', answer: RUSSIAN, expect: [send(RUSSIAN)] },
  { name: 'Japanese in a block', answer: `# «send»\n${JAPANESE}`, expect: [send(JAPANESE)] },
  {
    name: 'German reasoning label before the message',
    answer: `# «send»\n**Gedankengang:** Alice fragt nach der Katze und Samstag.\n\n${GERMAN}`,
    expect: [send(GERMAN)],
    withheld: ['reasoning'],
  },
  {
    name: 'German Überlegung line before the block',
    answer: `Überlegung: kurz und herzlich antworten.\n\n# «send»\n${GERMAN}`,
    expect: [send(GERMAN)],
  },
  {
    name: 'Russian reasoning label in a body',
    answer: `# «send»\nРазмышление: Алиса спрашивает про кота.\n\n${RUSSIAN}`,
    expect: [send(RUSSIAN)],
    withheld: ['reasoning'],
  },
  {
    name: 'Russian Мысли label alone on its line',
    answer: `# «send»\nМысли:\nОтветить коротко.\n\n${RUSSIAN}`,
    expect: [send(RUSSIAN)],
    withheld: ['reasoning'],
  },
  {
    name: 'Japanese reasoning label with a full-width colon',
    answer: `# «send»\n思考：アリスは猫について聞いている。\n\n${JAPANESE}`,
    expect: [send(JAPANESE)],
    withheld: ['reasoning'],
  },
  {
    name: 'German reasoning in tags before the block',
    answer: `<Gedanken>\nAlice fragt zwei Dinge.\n</Gedanken>\n# «send»\n${GERMAN}`,
    expect: [send(GERMAN)],
    withheld: ['reasoning'],
  },
  {
    name: 'a German message that opens with a colon line',
    answer: '# «send»\nKurz zu Samstag:\nwir machen um 10 auf',
    expect: [send('Kurz zu Samstag:\nwir machen um 10 auf')],
  },
];

const trailingTalk: CorpusEntry[] = [
  {
    name: 'an offer on the last line, no blank line before it',
    answer: `# «send»\n${SURVIVED}\nLet me know if you'd like a different tone!`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'an offer to adjust the reply after the body',
    answer: `# «send»\n${SURVIVED}\nWould you like me to make the reply shorter?`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a plain answer with an offer on its last line',
    answer: `${SURVIVED}\nI can also write a more formal version if you want.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'talk about the response after the last paragraph, no rule',
    answer: `# «send»\n${SURVIVED}\n\nThis response answers both of Alice's questions.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a wrapped note about the message after the text',
    answer: `# «send»\n${SURVIVED}\n\n*Note: kept it brief, as asked.*`,
    expect: [send(SURVIVED)],
    withheld: ['reasoning'],
  },
  {
    name: 'meta after the last block, no rule',
    answer: `# «send»\n${SURVIVED}\n\n# «send»\nOpen Saturday!\n\nI kept both messages short and casual.`,
    expect: [send(SURVIVED), send('Open Saturday!')],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a last paragraph about keeping the tone',
    answer: `# «send»\n${SURVIVED}\n\nKept the tone light and friendly.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a last paragraph that stays true to the persona',
    answer: `# «send»\n${SURVIVED}\n\nThis stays true to Heidi and answers both questions.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a last paragraph on how the persona sounds',
    answer: `# «send»\n${SURVIVED}\n\nHeidi sounds relaxed here, matching the chat.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a last paragraph about the tone of an email stays',
    answer: `# «send»\n${SURVIVED}\n\nThe tone of that landlord email was awful though.`,
    expect: [send(`${SURVIVED}\n\nThe tone of that landlord email was awful though.`)],
  },
  {
    name: 'a lead-in saying what the model would send',
    answer: `Here's what I'd send:\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a lead-in inside a body, what the model would say',
    answer: `# «send»\nOkay, this is what I would say:\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a colon line of the message itself stays',
    answer: "# «send»\nHere's the thing:\nhe survived, and he's fatter than ever",
    expect: [send("Here's the thing:\nhe survived, and he's fatter than ever")],
  },
  {
    name: 'a last paragraph on the tone, no adjective before it',
    answer: `# «send»\n${SURVIVED}\n\nThe tone is light and friendly, matching the chat.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a last paragraph that is very much the persona',
    answer: `# «send»\n${SURVIVED}\n\nShort, warm, very Heidi.`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a last paragraph about a voice message stays',
    answer: `# «send»\n${SURVIVED}\n\nGot your voice message, will call later.`,
    expect: [send(`${SURVIVED}\n\nGot your voice message, will call later.`)],
  },
  {
    name: 'a lead-in naming the response to a question',
    answer: `Response to Alice's question:\n${SURVIVED}`,
    expect: [send(SURVIVED)],
    withheld: ['outside-blocks'],
  },
  {
    name: 'a one-word bracketed note on the heading line',
    answer: `# «send» (DM)\n${SURVIVED}`,
    expect: [send(SURVIVED)],
  },
  {
    name: 'a genuine offer to a friend stays',
    answer: `# «send»\n${SURVIVED}\nLet me know if you want me to keep Piranesi for you!`,
    expect: [send(`${SURVIVED}\nLet me know if you want me to keep Piranesi for you!`)],
  },
];

export const FRESH_SHAPES: readonly CorpusEntry[] = [
  ...asides,
  ...oneWord,
  ...quotes,
  ...quotedWhole,
  ...lists,
  ...paragraphs,
  ...nameOpens,
  ...headingTails,
  ...otherLanguages,
  ...trailingTalk,
];
