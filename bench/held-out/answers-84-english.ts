/** Set 84's ordinary English answers: well-formed blocks, some of them messages that look unusual. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dev, FOOTY_BANTER, maya, nora, ruth } from './answers-84-cast.js';

export const ENGLISH: readonly CorpusEntry[] = [
  maya({
    name: 'maya: two short messages, the second answering the practice question',
    answer: `# «send»
GREEN BLAZER. it's the best thing you own and you know it

# «send» 4003
and you didn't bomb it, you just rambled a bit. we'll do it again over the phone`,
    expect: [
      { type: 'send', text: "GREEN BLAZER. it's the best thing you own and you know it" },
      {
        type: 'send',
        text: "and you didn't bomb it, you just rambled a bit. we'll do it again over the phone",
        replyTo: 4003,
      },
    ],
  }),
  maya({
    name: 'maya: a structure for the answer, typed as a numbered list',
    answer: `# «send» 4003
ok for the conflict one do it like this:
1. the situation (two lines max!!)
2. what YOU did, not what the team did
3. how it ended + what you'd keep doing

that's it. no essay 🙃`,
    expect: [
      {
        type: 'send',
        text: `ok for the conflict one do it like this:
1. the situation (two lines max!!)
2. what YOU did, not what the team did
3. how it ended + what you'd keep doing

that's it. no essay 🙃`,
        replyTo: 4003,
      },
    ],
  }),
  maya({
    name: 'maya: a reaction and a sticker, no words',
    answer: `# «react» 4005
🔥

# «sticker»
😂`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  maya({
    name: 'maya: a private note before the message, and a note to remember the interview',
    answer: `# «think»
She needs a yes, not a debate. Blazer is fine.

# «send»
wear it. with the white top, not the stripy one

# «note»
Priya's interview is Tuesday at 10, ask how it went in the afternoon`,
    expect: [{ type: 'send', text: 'wear it. with the white top, not the stripy one' }, { type: 'note' }],
  }),
  maya({
    name: 'maya: signs off jokingly with her own name after a sentence',
    answer: `# «send»
not too much. confident. there's a difference 💅
sleep early ok?? Maya has spoken`,
    expect: [
      {
        type: 'send',
        text: `not too much. confident. there's a difference 💅
sleep early ok?? Maya has spoken`,
      },
    ],
  }),
  maya({
    name: 'maya: a wait between two messages',
    answer: `# «send»
hang on let me find that photo of you in it from Jess's wedding

# «wait»
delay: 40

# «send»
found it. you look like a CEO. case closed`,
    expect: [
      { type: 'send', text: "hang on let me find that photo of you in it from Jess's wedding" },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'found it. you look like a CEO. case closed' },
    ],
  }),
  dev({
    name: 'dev: answers Ade, then reacts to Kev',
    answer: `# «send»
yeah I'm in, put me down

# «react» 4003
🤣`,
    expect: [
      { type: 'send', text: "yeah I'm in, put me down", replyTo: 4005 },
      { type: 'react', emoji: '🤣', messageId: 4003 },
    ],
  }),
  dev({
    name: 'dev: a bold line a person types over a list of who owes what',
    answer: `# «send»
in. also while we're here —
**subs still owed for October:**
- Kev £5
- Rory £5
- me £5 (I know, I know)`,
    expect: [
      {
        type: 'send',
        text: `in. also while we're here —
**subs still owed for October:**
- Kev £5
- Rory £5
- me £5 (I know, I know)`,
        replyTo: 4005,
      },
    ],
  }),
  dev({
    name: 'dev: quotes a line someone said about him, with his name in it',
    answer: `# «send»
100% in. and Callum last week: "Dev won't score again this season" — we'll see about that`,
    expect: [
      {
        type: 'send',
        text: '100% in. and Callum last week: "Dev won\'t score again this season" — we\'ll see about that',
        replyTo: 4005,
      },
    ],
  }),
  dev({
    name: 'dev: not addressed, only a reaction to the fines jar',
    callout: false,
    others: FOOTY_BANTER,
    answer: `# «react» 4005
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
  dev({
    name: 'dev: not addressed, stays quiet with only a private note',
    callout: false,
    others: FOOTY_BANTER,
    answer: `# «think»
Just banter between Rory and Kev, I've got nothing to add.`,
    expect: [],
  }),
  dev({
    name: 'dev: replies to Sanjay about the time and to Ade, two ids',
    answer: `# «send» 3994
7 is fine but can we get pitch 2, 4 has that puddle

# «send» 4005
and yes I'm in`,
    expect: [
      { type: 'send', text: '7 is fine but can we get pitch 2, 4 has that puddle', replyTo: 3994 },
      { type: 'send', text: "and yes I'm in", replyTo: 4005 },
    ],
  }),
  dev({
    name: 'dev: calls himself by full name in a joke',
    answer: `# «send»
Dev Patel, reporting for duty. 7pm, pitch 4, boots on 🫡`,
    expect: [
      { type: 'send', text: 'Dev Patel, reporting for duty. 7pm, pitch 4, boots on 🫡', replyTo: 4005 },
    ],
  }),
  ruth({
    name: 'ruth: a long story with paragraphs, as she writes',
    answer: `# «send»
Well, the real story. I was 22 and teaching my first class in Leicester, and your grandad came to fix the radiator in my classroom. He took three weeks to fix one radiator, Oliver.

On the last day he left a note in the register: "Radiator fixed. Would you like to go to the pictures on Saturday?" I said no, because I didn't like being asked in a register.

He asked again the Monday after, properly this time, with his cap in his hands. We saw The Sound of Music and he fell asleep halfway through.

Forty-six years. He was stubborn and kind and he could not sing, though he always did.`,
    expect: [
      {
        type: 'send',
        text: `Well, the real story. I was 22 and teaching my first class in Leicester, and your grandad came to fix the radiator in my classroom. He took three weeks to fix one radiator, Oliver.

On the last day he left a note in the register: "Radiator fixed. Would you like to go to the pictures on Saturday?" I said no, because I didn't like being asked in a register.

He asked again the Monday after, properly this time, with his cap in his hands. We saw The Sound of Music and he fell asleep halfway through.

Forty-six years. He was stubborn and kind and he could not sing, though he always did.`,
      },
    ],
  }),
  ruth({
    name: 'ruth: the chilli recipe, with a heading and a note line of her own',
    answer: `# «send» 3996
Found it! Grandad's chilli (serves 4, or you and your flatmates)

- 500g beef mince
- 2 onions, 3 cloves garlic
- 2 tins tomatoes, 1 tin kidney beans
- 1 tsp cumin, 1 tsp chilli powder, a square of dark chocolate

Brown the mince, add everything else, simmer an hour with the lid half on.
Note: he always said the chocolate was the secret. It isn't, it's the hour.`,
    expect: [
      {
        type: 'send',
        text: `Found it! Grandad's chilli (serves 4, or you and your flatmates)

- 500g beef mince
- 2 onions, 3 cloves garlic
- 2 tins tomatoes, 1 tin kidney beans
- 1 tsp cumin, 1 tsp chilli powder, a square of dark chocolate

Brown the mince, add everything else, simmer an hour with the lid half on.
Note: he always said the chocolate was the secret. It isn't, it's the hour.`,
        replyTo: 3996,
      },
    ],
  }),
  ruth({
    name: 'ruth: a sign-off she always writes, and a kiss',
    answer: `# «send»
Ring me on Sunday and I'll tell you the rest properly. It's better said than typed.

Love, Nan xx`,
    expect: [
      {
        type: 'send',
        text: `Ring me on Sunday and I'll tell you the rest properly. It's better said than typed.

Love, Nan xx`,
      },
    ],
  }),
  ruth({
    name: 'ruth: an aside in brackets she types herself',
    answer: `# «send»
He was the funniest man I ever met (don't tell your mother I said that, she thinks it's her Uncle Pete).`,
    expect: [
      {
        type: 'send',
        text: "He was the funniest man I ever met (don't tell your mother I said that, she thinks it's her Uncle Pete).",
      },
    ],
  }),
  ruth({
    name: 'ruth: a reaction to the interview request, then a remember block',
    answer: `# «react» 4003
🙏

# «remember»
Ollie is doing a family history project at uni and wants to interview me.

# «send»
Yes to the interview. Bring biscuits and a proper notebook.`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'remember' },
      { type: 'send', text: 'Yes to the interview. Bring biscuits and a proper notebook.' },
    ],
  }),
  nora({
    name: 'nora: quotes a line from the book and defends the pick',
    answer: `# «send»
I stand by it 😌
"The worst thing you can do to a kid is make him feel like he's one too many."
that line alone was worth the 500 pages`,
    expect: [
      {
        type: 'send',
        text: `I stand by it 😌
"The worst thing you can do to a kid is make him feel like he's one too many."
that line alone was worth the 500 pages`,
        replyTo: 4005,
      },
    ],
  }),
  nora({
    name: 'nora: a spoiler warning in capitals for Femi, then her answer',
    answer: `# «send»
SPOILER ALERT, FEMI LOOK AWAY

# «send» 4003
Marcus the ending is supposed to make you angry, that's the point!! we'll fight about it on Thursday`,
    expect: [
      { type: 'send', text: 'SPOILER ALERT, FEMI LOOK AWAY', replyTo: 4005 },
      {
        type: 'send',
        text: "Marcus the ending is supposed to make you angry, that's the point!! we'll fight about it on Thursday",
        replyTo: 4003,
      },
    ],
  }),
  nora({
    name: 'nora: meeting details with her name on the host line',
    answer: `# «send»
defending myself in person, thanks 😂 details:
📍 host: Nora (flat 2, buzzer's broken, just call)
🕖 Thursday 7pm
🍷 bring a bottle and your grievances`,
    expect: [
      {
        type: 'send',
        text: `defending myself in person, thanks 😂 details:
📍 host: Nora (flat 2, buzzer's broken, just call)
🕖 Thursday 7pm
🍷 bring a bottle and your grievances`,
        replyTo: 4005,
      },
    ],
  }),
  nora({
    name: 'nora: a line answering Hilary, then a sticker',
    answer: `# «send»
it's a masterpiece and you'll all come round

# «sticker»
😴`,
    expect: [
      { type: 'send', text: "it's a masterpiece and you'll all come round", replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  nora({
    name: 'nora: an emoticon and a kaomoji in a short answer',
    answer: `# «send»
I accept no criticism :P  (ง'̀-'́)ง`,
    expect: [{ type: 'send', text: "I accept no criticism :P  (ง'̀-'́)ง", replyTo: 4005 }],
  }),
  maya({
    name: 'maya: a shell command in a code block for a friend',
    others: new Map([
      [4001, 'ok random but how do I make my laptop not sleep during the zoom'],
      [4005, "it's a mac, the interview is on zoom and it keeps dimming"],
    ]),
    answer: `# «send»
open terminal and paste this, it keeps it awake till you close the window:
\`\`\`
caffeinate -d
\`\`\`
ctrl+c to stop it after`,
    expect: [
      {
        type: 'send',
        text: `open terminal and paste this, it keeps it awake till you close the window:
\`\`\`
caffeinate -d
\`\`\`
ctrl+c to stop it after`,
      },
    ],
  }),
];
