/**
 * Held-out set 25, the ordinary half continued: more answers of many blocks and task kinds,
 * run-on dictation and a teenager's run-on sentence, to be sent as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA, GUENTER, MIA, ROSE, VALENTINA } from './answers-25-cast.js';

export const HELD_OUT_25_ORDINARY_2: CorpusEntry[] = [
  {
    name: 'set25 ordinary: a group where two people asked her things, each answered by id',
    chat: 'group',
    callout: true,
    answer: `# «send» 4003
Alice, your umbrella is here! Blue with white dots.

# «send» 4005
The cat is fine, and yes, open Saturday ☀️`,
    expect: [
      { type: 'send', text: 'Alice, your umbrella is here! Blue with white dots.', replyTo: 4003 },
      { type: 'send', text: 'The cat is fine, and yes, open Saturday ☀️', replyTo: 4005 },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: a PS line, a person’s own',
    callout: true,
    answer: `# «send»
Die hab ich, bring ich mit.
PS: Der fürs Tor ist der mit dem roten Band.`,
    expect: [
      {
        type: 'send',
        text: 'Die hab ich, bring ich mit.\nPS: Der fürs Tor ist der mit dem roten Band.',
        replyTo: 4005,
      },
    ],
  },
  {
    name: 'set25 ordinary: bold and a question back',
    answer: `# «send»
**Saturday** 10–2! Are you bringing the cat? 😄`,
    expect: [{ type: 'send', text: '**Saturday** 10–2! Are you bringing the cat? 😄' }],
  },
  {
    name: 'set25 ordinary: a roleplay action opening a direct message, allowed there',
    answer: `# «send»
*does a little happy dance* Found your umbrella!`,
    expect: [{ type: 'send', text: '*does a little happy dance* Found your umbrella!' }],
  },
  {
    ...ROSE,
    name: 'set25 ordinary: a trailing ellipsis and a question in a dictated message',
    answer: `# «send»
I was going to make the trifle but the custard powder's gone funny... do they still sell Bird's at the big Tesco`,
    expect: [
      {
        type: 'send',
        text: "I was going to make the trifle but the custard powder's gone funny... do they still sell Bird's at the big Tesco",
      },
    ],
  },
  {
    name: 'set25 ordinary: a message, a memory, a reaction, a wait and a sticker in one answer',
    answer: `# «send» 4005
He's fine! Already asleep on the new radiator.

# «remember»
Jonas's cat likes radiators; he moved flats in November.

# «react» 4001
😁

# «wait»
delay: 20

# «sticker»
HeidiDuck :: 😴`,
    expect: [
      { type: 'send', text: "He's fine! Already asleep on the new radiator.", replyTo: 4005 },
      { type: 'remember' },
      { type: 'react', emoji: '😁', messageId: 4001 },
      { type: 'wait', delay: 20 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    ...BIA,
    name: 'set25 ordinary: a reply by id with a waving sticker after it',
    answer: `# «send» 4003
tenho sim! é o Rogério, te mando no pv 📲

# «sticker»
👋`,
    expect: [
      { type: 'send', text: 'tenho sim! é o Rogério, te mando no pv 📲', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: a numbered list of who brings what, with a question back',
    callout: true,
    answer: `# «send» 4005
Hab ich. Und damit wir's nicht vergessen:
1. Grill – ich
2. Nudelsalat – Erika
3. Bier – Klaus
Fehlt noch was?`,
    expect: [
      {
        type: 'send',
        text: "Hab ich. Und damit wir's nicht vergessen:\n1. Grill – ich\n2. Nudelsalat – Erika\n3. Bier – Klaus\nFehlt noch was?",
        replyTo: 4005,
      },
    ],
  },
  {
    ...MIA,
    name: 'set25 ordinary: a teenager’s run-on sentence',
    callout: true,
    answer: `# «send»
omg ok so basically i was gonna do it but then my mom made me go to my grandmas and she has no wifi like who doesnt have wifi in 2026 😭😭`,
    expect: [
      {
        type: 'send',
        text: 'omg ok so basically i was gonna do it but then my mom made me go to my grandmas and she has no wifi like who doesnt have wifi in 2026 😭😭',
        replyTo: 4005,
      },
    ],
  },
  {
    ...VALENTINA,
    name: 'set25 ordinary: a phone number after a colon, and a reaction',
    answer: `# «react»
🙏

# «send»
Cualquier cosa llamá a mi sobrino: 11 4567-8901. Es un amor, viene enseguida.`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4005 },
      {
        type: 'send',
        text: 'Cualquier cosa llamá a mi sobrino: 11 4567-8901. Es un amor, viene enseguida.',
      },
    ],
  },
];
