/**
 * Held-out set 25, the ordinary half: well-formed answers of many blocks and task kinds, and
 * messages that merely look unusual (capitals, asides, rules, kaomoji, a grandmother's sign-off),
 * each to be sent as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA, GUENTER, MIA, ROSE, VALENTINA } from './answers-25-cast.js';

/** Heidi's group, where the newest message is Jonas asking Alice, not her. */
const HEIDI_GROUP_ASIDE = new Map([
  [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
  [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
  [4005, 'Alice, did you get home ok last night? The trains were a mess'],
]);

export const HELD_OUT_25_ORDINARY: CorpusEntry[] = [
  {
    name: 'set25 ordinary: a reaction to one message, then two replies to different ids',
    answer: `# «react» 4001
🥰

# «send» 4005
He survived!! Sulked under the sofa for a day, now he owns the new windowsill 🐈

# «send»
And yes, Saturday 10–14 as always.`,
    expect: [
      { type: 'react', emoji: '🥰', messageId: 4001 },
      {
        type: 'send',
        text: 'He survived!! Sulked under the sofa for a day, now he owns the new windowsill 🐈',
        replyTo: 4005,
      },
      { type: 'send', text: 'And yes, Saturday 10–14 as always.' },
    ],
  },
  {
    name: 'set25 ordinary: send, wait a minute and a half, send, note',
    answer: `# «send»
Ha, a laundry basket! Classic Jonas.

# «wait»
delay: 90

# «send»
Saturday we're open 10 to 2, come by 📚

# «note»
Jonas moved flats last Sunday; the cat travelled in a laundry basket.`,
    expect: [
      { type: 'send', text: 'Ha, a laundry basket! Classic Jonas.' },
      { type: 'wait', delay: 90 },
      { type: 'send', text: "Saturday we're open 10 to 2, come by 📚" },
      { type: 'note' },
    ],
  },
  {
    ...MIA,
    name: 'set25 ordinary: a teenager answers the worksheet question in two messages and reacts to the test news',
    callout: true,
    answer: `# «send»
nahhh 💀💀 i did like half

# «send»
page 47 is literally impossible 😭😭 someone send answers pls 🙏

# «react» 4001
😱`,
    expect: [
      { type: 'send', text: 'nahhh 💀💀 i did like half', replyTo: 4005 },
      { type: 'send', text: 'page 47 is literally impossible 😭😭 someone send answers pls 🙏' },
      { type: 'react', emoji: '😱', messageId: 4001 },
    ],
  },
  {
    ...ROSE,
    // Dictation writes "full stop" out when the speaker says it: her messages look like that.
    name: 'set25 ordinary: a grandmother dictating, a spoken "full stop" left in, and a memory',
    answer: `# «send»
oh Danny love that would be lovely if you could pick me up Grandad's knee is playing up again so he won't be driving full stop

# «send»
shall we say half 12 I'll have my coat on ready

# «remember»
Danny passed his driving test in November, first try. He offered to drive me to Sunday lunch.`,
    expect: [
      {
        type: 'send',
        text: "oh Danny love that would be lovely if you could pick me up Grandad's knee is playing up again so he won't be driving full stop",
      },
      { type: 'send', text: "shall we say half 12 I'll have my coat on ready" },
      { type: 'remember' },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: two replies to two members of the allotment group, and a note',
    callout: true,
    answer: `# «send» 4005
Ja, die Schlüssel hängen bei mir am Brett. Ich bring sie Samstag mit.

# «send» 4003
Klaus, die Leitung mach ich Montag, eine neue Dichtung hab ich schon gekauft.

# «note»
Schlüssel Geräteschuppen: bei Günter, Samstag mitbringen.`,
    expect: [
      {
        type: 'send',
        text: 'Ja, die Schlüssel hängen bei mir am Brett. Ich bring sie Samstag mit.',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Klaus, die Leitung mach ich Montag, eine neue Dichtung hab ich schon gekauft.',
        replyTo: 4003,
      },
      { type: 'note' },
    ],
  },
  {
    name: 'set25 ordinary: a group message between two others, a private note only',
    chat: 'group',
    others: HEIDI_GROUP_ASIDE,
    answer: `# «think»
Jonas is asking Alice, not me. Nothing to add.`,
    expect: [],
  },
  {
    ...BIA,
    name: 'set25 ordinary: a thumbs-up to a message for a teammate, nothing said',
    answer: `# «react»
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    ...BIA,
    name: 'set25 ordinary: a private note in Portuguese when the question is for Carol',
    answer: `# «think»
a pergunta é pra Carol, não pra mim. fico quieta.`,
    expect: [],
  },
  {
    ...VALENTINA,
    name: 'set25 ordinary: a neighbour answers two questions by id and notes the weekend',
    answer: `# «send» 4005
¡Claro, Marta! Dejame la llave abajo del felpudo como siempre 🌿

# «send» 4003
Y de la feria, si ves zapallo anco traeme uno, después te lo pago.

# «note»
Marta se va el finde a lo de la hija; le riego las plantas (llave bajo el felpudo).`,
    expect: [
      {
        type: 'send',
        text: '¡Claro, Marta! Dejame la llave abajo del felpudo como siempre 🌿',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Y de la feria, si ves zapallo anco traeme uno, después te lo pago.',
        replyTo: 4003,
      },
      { type: 'note' },
    ],
  },
  {
    ...MIA,
    name: 'set25 ordinary: several words in capitals, a teenager shouting',
    callout: true,
    answer: `# «send»
BROOO NO WAY 😭 i forgot it existed`,
    expect: [{ type: 'send', text: 'BROOO NO WAY 😭 i forgot it existed', replyTo: 4005 }],
  },
  {
    ...ROSE,
    name: 'set25 ordinary: a message opening with "Thinking of you", no label',
    answer: `# «send»
Thinking of you today love, drive carefully in all that rain

# «send» 4005
Yes please pick me up, Grandad can have a rest`,
    expect: [
      { type: 'send', text: 'Thinking of you today love, drive carefully in all that rain' },
      { type: 'send', text: 'Yes please pick me up, Grandad can have a rest', replyTo: 4005 },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: a shopping list with a rule between its parts, a person’s own',
    callout: true,
    answer: `# «send»
Für Samstag bring ich mit:
- Holzkohle
- Senf
- die Schlüssel 😉
---
und Klaus, denk an das Bier`,
    expect: [
      {
        type: 'send',
        text: 'Für Samstag bring ich mit:\n- Holzkohle\n- Senf\n- die Schlüssel 😉\n---\nund Klaus, denk an das Bier',
        replyTo: 4005,
      },
    ],
  },
  {
    ...MIA,
    chat: 'direct',
    participants: ['Lena'],
    name: 'set25 ordinary: an aside alone in a direct chat is the message',
    answer: `# «send»
(ignore that last msg autocorrect is evil 💀)`,
    expect: [{ type: 'send', text: '(ignore that last msg autocorrect is evil 💀)' }],
  },
  {
    name: 'set25 ordinary: a message, then a sticker by its emoji alone',
    answer: `# «send»
Haha poor cat, what an adventure

# «sticker»
😂`,
    expect: [
      { type: 'send', text: 'Haha poor cat, what an adventure' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'set25 ordinary: a reaction naming its message after the emoji, then a reply to it',
    answer: `# «react» 👍 4003

# «send» 4003
Found it! It was behind the counter, pick it up on Saturday.`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      {
        type: 'send',
        text: 'Found it! It was behind the counter, pick it up on Saturday.',
        replyTo: 4003,
      },
    ],
  },
  {
    ...ROSE,
    // She is Rose; "Nana" is how she signs to her grandchildren, as people do on the phone.
    name: 'set25 ordinary: a grandmother signs off as Nana, not her name',
    answer: `# «send» 4005
That would be smashing Danny, I'll be ready at 12.
Love Nana xx`,
    expect: [
      {
        type: 'send',
        text: "That would be smashing Danny, I'll be ready at 12.\nLove Nana xx",
        replyTo: 4005,
      },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: the persona’s own name inside a sentence',
    callout: true,
    answer: `# «send»
Erika sagt immer, der Günter hat alle Schlüssel 😄 Stimmt ja auch.`,
    expect: [
      {
        type: 'send',
        text: 'Erika sagt immer, der Günter hat alle Schlüssel 😄 Stimmt ja auch.',
        replyTo: 4005,
      },
    ],
  },
  {
    ...VALENTINA,
    name: 'set25 ordinary: a saying in guillemets inside a message',
    answer: `# «send»
Como decía mi madre, «el que riega con amor, cosecha flores» 😄 Quedate tranquila.`,
    expect: [
      {
        type: 'send',
        text: 'Como decía mi madre, «el que riega con amor, cosecha flores» 😄 Quedate tranquila.',
      },
    ],
  },
  {
    ...MIA,
    name: 'set25 ordinary: strike-through and an @mention in a group',
    callout: true,
    answer: `# «send»
i ~~totally~~ did it 🙂 jk page 47 is still blank

# «send»
@Tom did u do the diagram one`,
    expect: [
      { type: 'send', text: 'i ~~totally~~ did it 🙂 jk page 47 is still blank', replyTo: 4005 },
      { type: 'send', text: '@Tom did u do the diagram one' },
    ],
  },
  {
    name: 'set25 ordinary: a wait in minutes between a promise and its result',
    answer: `# «send» 4003
Let me look by the door, one sec

# «wait»
delay: 2 min

# «send»
Yep, blue with white dots? It's here 🌂`,
    expect: [
      { type: 'send', text: 'Let me look by the door, one sec', replyTo: 4003 },
      { type: 'wait', delay: 120 },
      { type: 'send', text: "Yep, blue with white dots? It's here 🌂" },
    ],
  },
  {
    ...BIA,
    name: 'set25 ordinary: kaomoji in brackets closing a reply to an older message',
    answer: `# «send» 4003
achei! o nome dele é Rogério, te passo o contato no privado (｡•̀ᴗ-)✧`,
    expect: [
      {
        type: 'send',
        text: 'achei! o nome dele é Rogério, te passo o contato no privado (｡•̀ᴗ-)✧',
        replyTo: 4003,
      },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: a reply, a fact about a member, a note',
    callout: true,
    answer: `# «send» 4005
Hab ich, liegen im Auto.

# «person» 31
Erika: macht den Nudelsalat, fragt öfter nach dem Schuppenschlüssel.

# «note»
Grillfest Samstag; Klaus bringt Bier.`,
    expect: [
      { type: 'send', text: 'Hab ich, liegen im Auto.', replyTo: 4005 },
      { type: 'person' },
      { type: 'note' },
    ],
  },
  {
    name: 'set25 ordinary: emoji alone, then the news',
    answer: `# «send»
🎉🎉🎉

# «send» 4003
It was behind the poetry shelf all along`,
    expect: [
      { type: 'send', text: '🎉🎉🎉' },
      { type: 'send', text: 'It was behind the poetry shelf all along', replyTo: 4003 },
    ],
  },
  {
    ...VALENTINA,
    name: 'set25 ordinary: dictated Spanish without punctuation, laughter included',
    answer: `# «send»
si si quedate tranquila yo te riego todo jajaja hasta el potus que está medio muerto pobrecito`,
    expect: [
      {
        type: 'send',
        text: 'si si quedate tranquila yo te riego todo jajaja hasta el potus que está medio muerto pobrecito',
      },
    ],
  },
  {
    ...MIA,
    others: new Map([
      [4001, 'ms keller said the test is moved to friday btw'],
      [4003, 'mia are u coming to the skatepark later or what'],
      [4005, 'tom can u send me the pics from saturday'],
    ]),
    name: 'set25 ordinary: a teenager’s private note when the group is talking to someone else',
    answer: `# «think»
lena asked tom not me`,
    expect: [],
  },
  {
    ...ROSE,
    name: 'set25 ordinary: three replies to three messages',
    answer: `# «send» 4001
First try! You get that from your Grandad 😊

# «send» 4003
Yes love Sunday lunch, I'm bringing a trifle

# «send» 4005
And yes please pick me up`,
    expect: [
      { type: 'send', text: 'First try! You get that from your Grandad 😊', replyTo: 4001 },
      { type: 'send', text: "Yes love Sunday lunch, I'm bringing a trifle", replyTo: 4003 },
      { type: 'send', text: 'And yes please pick me up', replyTo: 4005 },
    ],
  },
  {
    name: 'set25 ordinary: a single word in code, a password a person sends',
    answer: `# «send»
The wifi in the shop is BuchLaden_Gast, password \`Buecherwurm2024\``,
    expect: [{ type: 'send', text: 'The wifi in the shop is BuchLaden_Gast, password `Buecherwurm2024`' }],
  },
  {
    ...GUENTER,
    name: 'set25 ordinary: a reply by id, then a sticker set and emoji on two lines',
    callout: true,
    answer: `# «send» 4005
Ja, hab ich.

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Ja, hab ich.', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'set25 ordinary: a message opening with a plain note label, and a reaction',
    answer: `# «react»
🔥

# «send»
Note: we're closed Monday for inventory, so come Saturday if you can!`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: "Note: we're closed Monday for inventory, so come Saturday if you can!" },
    ],
  },
  {
    ...MIA,
    chat: 'direct',
    participants: ['Lena'],
    name: 'set25 ordinary: a teenager asks back with emoji, then a sleepy sticker',
    answer: `# «send»
wait r u mad at me?? 🥺👉👈

# «sticker» 😴 HeidiDuck`,
    expect: [
      { type: 'send', text: 'wait r u mad at me?? 🥺👉👈' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  },
  {
    ...VALENTINA,
    name: 'set25 ordinary: a plan label over a real plan, and an aside in a direct chat',
    answer: `# «send»
Plan: el sábado riego a la mañana y el domingo a la tarde 🌵

# «send»
(hasta el cactus, que no se riega, jajaja)`,
    expect: [
      { type: 'send', text: 'Plan: el sábado riego a la mañana y el domingo a la tarde 🌵' },
      { type: 'send', text: '(hasta el cactus, que no se riega, jajaja)' },
    ],
  },
  {
    ...BIA,
    name: 'set25 ordinary: a crying reaction to the cancelled practice',
    answer: `# «react» 4001
😭`,
    expect: [{ type: 'react', emoji: '😭', messageId: 4001 }],
  },
];
