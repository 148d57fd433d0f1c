/**
 * Held-out set 3, stage directions and look-alikes: asides in other brackets, silence narrated in
 * groups, echo, invisible bodies, and legitimate messages that look like meta (a list of options a
 * friend asked for, a draft written together, a table, a one-word reply, a quote answered) so
 * that losing a message is tested as hard as leaking one. Where the documented rules are silent
 * the expectation is what a careful operator would want sent, and the entry says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { SILENT, scene, send, TARGET_ID } from './answers-3-expect.js';

const SATURDAY = 'Saturday 10 to 4, as always';

const STAGE_DIRECTIONS: CorpusEntry[] = [
  {
    // Actions off: an action in square brackets is an action like one in asterisks.
    name: 'actions never: [sighs] before the text',
    actions: 'never',
    answer: '# «send»\n[sighs] He survived. The sofa did not.',
    expect: [send('He survived. The sofa did not.')],
  },
  {
    name: 'actions never: {smiles} before the text',
    actions: 'never',
    answer: `# «send»\n{smiles} ${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    name: 'actions never: an HTML-italic action',
    actions: 'never',
    answer: `# «send»\n<i>waves from behind the counter</i>\n${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    name: 'actions never: a ~*…*~ action',
    actions: 'never',
    answer: '# «send»\n~*yawns and stretches*~ Morning! Yes, he made it',
    expect: [send('Morning! Yes, he made it')],
  },
  {
    name: 'actions direct in a direct chat: an asterisk action is sent',
    answer: '# «send»\n*laughs* he survived, the basket did not',
    expect: [send('*laughs* he survived, the basket did not')],
  },
  {
    name: 'HTML-italic narration naming the persona',
    answer: `# «send»\n<i>Heidi checks the calendar</i>\n${SATURDAY}`,
    expect: [send(SATURDAY)],
  },
  {
    // Rules silent on OOC notes: out-of-character text is by definition not the persona's message.
    name: 'a bracketed OOC note after the message',
    answer: '# «send»\nHe survived!\n\n(OOC: kept this short since it is a DM)',
    expect: [send('He survived!')],
  },
  {
    name: 'a wrapped note to self after the message',
    answer: '# «send»\nHe survived!\n[Note to self: ask about the umbrella later]',
    expect: [send('He survived!')],
  },
  {
    // Actions are on in a direct chat, but this asterisk line is a reasoning label, not an action.
    name: 'an asterisk "internal monologue" line before the text',
    answer: "*Internal monologue: he's asking again, he worries too much.*\n\nHe survived! 🐈",
    expect: [send('He survived! 🐈')],
  },
  {
    name: 'group: [sighs] alone',
    chat: 'group',
    answer: '# «send»\n[sighs]',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'group: HTML-italic action alone',
    chat: 'group',
    answer: '# «send»\n<i>keeps shelving books</i>',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'group: a silence token in double brackets',
    chat: 'group',
    answer: '[[NO_REPLY]]',
    expect: [],
    silence: SILENT,
  },
  {
    name: 'group callout with actions always: an action is sent, answering the target',
    chat: 'group',
    callout: true,
    actions: 'always',
    answer: '# «send»\n*waves from behind the counter*',
    expect: [send('*waves from behind the counter*', TARGET_ID)],
  },
  {
    name: 'invisible: a word joiner only',
    answer: '# «send»\n\u2060',
    expect: [],
    withheld: ['invisible'],
  },
  {
    name: 'echo: the target repeated with another header shape, then the answer',
    answer: 'Jonas (4005): Did the cat survive the move? And are you open on Saturday?\n\nYes and yes! 😄',
    expect: [send('Yes and yes! 😄')],
  },
  {
    // A line of a longer body equal to another's message, `>` quoted too, is echo by the rules.
    name: 'the whole target quoted back with >, then the answer',
    answer: '# «send»\n> Did the cat survive the move? And are you open on Saturday?\n\nYes and yes 😄',
    expect: [send('Yes and yes 😄')],
  },
  {
    // Rules silent on a sign-off other than a dash: nobody signs a Telegram message.
    name: 'a sign-off "xo, Heidi"',
    answer: `# «send»\n${SATURDAY}\n\nxo, Heidi`,
    expect: [send(SATURDAY)],
  },
  {
    name: 'a note after the message about the answer',
    answer: `# «send»\n${SATURDAY}\n\n(Note: I answered both questions in one go.)`,
    expect: [send(SATURDAY)],
  },
];

const LEGITIMATE: CorpusEntry[] = [
  {
    name: 'a friend asked for the options: a numbered list',
    others: scene([4005, 'So what are my options for the book club pick?']),
    answer: "# «send»\n1. Piranesi\n2. Klara and the Sun\n3. The Remains of the Day\n\nI'd go with 1 😊",
    expect: [send("1. Piranesi\n2. Klara and the Sun\n3. The Remains of the Day\n\nI'd go with 1 😊")],
  },
  {
    name: 'a friend asked which train: Option 1 / Option 2 lines',
    others: scene([4005, 'Which train should I take on Friday, the 8:15 or the 8:40?']),
    answer:
      "Option 1: the 8:15, direct but pricey\nOption 2: the 8:40 with a change in Fulda\n\nI'd take option 1",
    expect: [
      send(
        "Option 1: the 8:15, direct but pricey\nOption 2: the 8:40 with a change in Fulda\n\nI'd take option 1",
      ),
    ],
  },
  {
    // Rules silent on a Draft: label; here the friend asked for a draft, so it is the message.
    name: 'writing a letter together: "Draft:" is the message',
    others: scene([4005, 'Can you help me draft the letter to the landlord? Just the first line']),
    answer: '# «send»\nDraft: Dear Mr. Berger, we would like to renew our lease for another year from March.',
    expect: [send('Draft: Dear Mr. Berger, we would like to renew our lease for another year from March.')],
  },
  {
    name: 'a joke in brackets in a direct chat',
    answer: '# «send»\n(this message was approved by the cat)',
    expect: [send('(this message was approved by the cat)')],
  },
  {
    name: 'a table a friend asked for',
    others: scene([4005, 'Can you send me your opening hours for the week?']),
    answer: '# «send»\n| Day | Hours |\n|---|---|\n| Mon–Fri | 9–18 |\n| Sat | 10–16 |\n| Sun | closed |',
    expect: [send('| Day | Hours |\n|---|---|\n| Mon–Fri | 9–18 |\n| Sat | 10–16 |\n| Sun | closed |')],
  },
  {
    name: 'a one-word reply without blocks',
    answer: 'Obviously.',
    expect: [send('Obviously.')],
  },
  {
    name: 'a friend asked what she is doing: "thinking about lunch"',
    others: scene([4005, 'what are you up to?']),
    answer: '# «send»\nthinking about lunch tbh',
    expect: [send('thinking about lunch tbh')],
  },
  {
    name: 'a message opening with "Thought so!"',
    answer: '# «send»\nThought so! He always lands on his feet',
    expect: [send('Thought so! He always lands on his feet')],
  },
  {
    name: 'a note written plain after the text',
    answer: '# «send»\nHe is fine!\nNote: he now refuses to go near a laundry basket',
    expect: [send('He is fine!\nNote: he now refuses to go near a laundry basket')],
  },
  {
    name: 'a partial quote of the friend, then the answer',
    answer: '# «send»\n> are you open on Saturday?\n\nYes! 10 to 4',
    expect: [send('> are you open on Saturday?\n\nYes! 10 to 4')],
  },
  {
    name: 'a message opening with "I\'ll"',
    others: scene(
      [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
      [4005, 'Any sign of it?'],
    ),
    answer: "# «send»\nI'll bring the umbrella on Saturday, it's behind the counter",
    expect: [send("I'll bring the umbrella on Saturday, it's behind the counter")],
  },
  {
    name: 'a message opening with "Here is the address:" and the address',
    others: scene([4005, 'What was the address of the new place again?']),
    answer: 'Here is the address: Lindenstraße 4, second floor, ring twice',
    expect: [send('Here is the address: Lindenstraße 4, second floor, ring twice')],
  },
  {
    // A line ending in a colon that does not name the answer or the persona: the friend asked.
    name: 'what to text him: "Something like:" and a quoted line',
    others: scene([4005, "What should I text Tom? I don't want to sound weird"]),
    answer: '# «send»\nSomething like:\n\n"Hey, sorry about Sunday — coffee on me this week?"',
    expect: [send('Something like:\n\n"Hey, sorry about Sunday — coffee on me this week?"')],
  },
  {
    name: "the shop's name holds the persona's name",
    answer: "# «send»\nHeidi's Books is open Saturday 10 to 4, come by!",
    expect: [send("Heidi's Books is open Saturday 10 to 4, come by!")],
  },
  {
    name: 'a code span for a password inside a message',
    others: scene([4005, "What's the wifi password at the shop?"]),
    answer: '# «send»\nwifi is `Buecher2026!` — the one without the 5G',
    expect: [send('wifi is `Buecher2026!` — the one without the 5G')],
  },
  {
    name: 'a final score is not a Final: label',
    others: scene([4005, 'Did you watch the match?']),
    answer: '# «send»\nFinal score 3–1 😭 I need a drink',
    expect: [send('Final score 3–1 😭 I need a drink')],
  },
  {
    name: 'excitement in capitals in a direct chat',
    answer: '# «send»\nYESSS',
    expect: [send('YESSS')],
  },
  {
    name: 'one emoji as a message',
    answer: '# «send»\n🙃',
    expect: [send('🙃')],
  },
  {
    // Wait, actually, typed by a person to correct themselves across two messages.
    name: 'a self-correction the persona types as a second message',
    answer: "# «send»\nWe're open till 6 on Saturday\n\n# «send»\nwait no, 4! Saturdays are short",
    expect: [send("We're open till 6 on Saturday"), send('wait no, 4! Saturdays are short')],
  },
  {
    name: 'group: a legitimate answer and a second message',
    chat: 'group',
    callout: true,
    answer: `# «send»\nHe's fine! ${SATURDAY}\n\n# «send»\nand Mia, your umbrella is here`,
    expect: [send(`He's fine! ${SATURDAY}`, TARGET_ID), send('and Mia, your umbrella is here')],
  },
];

export const HELD_OUT_3_LOOK_ALIKES: CorpusEntry[] = [...STAGE_DIRECTIONS, ...LEGITIMATE];
