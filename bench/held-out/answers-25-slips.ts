/**
 * Held-out set 25, slips before, between, inside and after blocks: prose and reasoning around
 * answers of many blocks, heading near-misses, wrappers and labels, written anew for a teenager,
 * two grandparents, a retired teacher, a volleyball player and the bookshop.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA, GUENTER, MIA, ROSE, VALENTINA } from './answers-25-cast.js';

export const HELD_OUT_25_SLIPS: CorpusEntry[] = [
  {
    ...MIA,
    name: 'set25 slip: a third-person analysis in English before a teenager’s blocks',
    callout: true,
    answer: `Mia is being asked about homework by Tom; she'd answer in her usual chaotic way and react to the test news.

# «send»
nah i did like 2 questions 💀

# «react» 4001
😭`,
    expect: [
      { type: 'send', text: 'nah i did like 2 questions 💀', replyTo: 4005 },
      { type: 'react', emoji: '😭', messageId: 4001 },
    ],
    withheld: ['outside-blocks'],
  },
  {
    ...ROSE,
    name: 'set25 slip: the writer reminds itself between two blocks',
    answer: `# «send» 4001
Oh I'm still smiling about your test love

Now the second message should answer the Sunday question.

# «send» 4005
Yes please, pick me up at 12`,
    expect: [
      { type: 'send', text: "Oh I'm still smiling about your test love", replyTo: 4001 },
      { type: 'send', text: 'Yes please, pick me up at 12', replyTo: 4005 },
    ],
  },
  {
    ...ROSE,
    name: 'set25 slip: an offer to make the persona sound older, after the last block',
    answer: `# «remember»
Danny drives now; he picks me up for Sunday lunch.

# «send»
Yes love that would be a great help, Grandad's knee is bad again

Want me to make it sound even more like a text from an 81-year-old? 😊`,
    expect: [
      { type: 'remember' },
      { type: 'send', text: "Yes love that would be a great help, Grandad's knee is bad again" },
    ],
  },
  {
    ...ROSE,
    name: 'set25 slip: a "Chain of thought" label over the first message',
    answer: `# «send»
**Chain of thought:** Danny wants to know about Sunday; Rose would say yes and fuss a little.

Yes please love, and wear a proper coat it's freezing`,
    expect: [{ type: 'send', text: "Yes please love, and wear a proper coat it's freezing" }],
  },
  {
    name: 'set25 slip: a scratchpad tag at the top of a message body',
    answer: `# «send» 4005
<scratchpad>two questions: cat + Saturday. answer both, short</scratchpad>
Cat's fine, bit offended. Saturday 10 to 2!`,
    expect: [{ type: 'send', text: "Cat's fine, bit offended. Saturday 10 to 2!", replyTo: 4005 }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a quoted thinking line inside the body',
    answer: `# «send»
> 🤔 thinking: she's asking for a favour, say yes warmly
¡Pero claro, Martita! Andá tranquila que yo me ocupo 🌸`,
    expect: [{ type: 'send', text: '¡Pero claro, Martita! Andá tranquila que yo me ocupo 🌸' }],
  },
  {
    ...GUENTER,
    name: 'set25 slip: a thought with an arrow instead of a colon, in brackets',
    callout: true,
    answer: `# «send»
(thought → Erika fragt nach den Schlüsseln, kurz antworten)
Ja, die hab ich noch.`,
    expect: [{ type: 'send', text: 'Ja, die hab ich noch.', replyTo: 4005 }],
  },
  {
    ...GUENTER,
    others: new Map([
      [4001, 'Wer bringt am Samstag den Grill mit? Ich mache den Nudelsalat'],
      [4003, 'Die Wasserleitung am Tor tropft schon wieder, hat jemand Werkzeug da?'],
      [4005, 'Klaus, kannst du Samstag früher kommen und aufbauen helfen?'],
    ]),
    name: 'set25 slip: silence narrated in German as a stage direction, in a group',
    answer: `*liest mit und trinkt seinen Kaffee*`,
    expect: [],
  },
  {
    ...BIA,
    name: 'set25 slip: silence narrated in Portuguese naming the persona',
    answer: `# «send»
(a Bia só observa a conversa)`,
    expect: [],
  },
  {
    ...MIA,
    others: new Map([
      [4001, 'ms keller said the test is moved to friday btw'],
      [4003, 'mia are u coming to the skatepark later or what'],
      [4005, 'tom can u send me the pics from saturday'],
    ]),
    name: 'set25 slip: a self-closing silence tag in a group',
    answer: `<silent/>`,
    expect: [],
  },
  {
    chat: 'group',
    others: new Map([
      [4001, 'Jonas moved flats on Sunday, the cat came along in a laundry basket'],
      [4003, 'Has anyone seen my blue umbrella? I think I left it at the shop'],
      [4005, 'Alice, did you get home ok last night? The trains were a mess'],
    ]),
    // Said of the persona by someone else; the operator would want nothing sent.
    name: 'set25 slip: silence announced between dashes in the third person',
    answer: `— nothing from Heidi this time —`,
    expect: [],
  },
  {
    ...BIA,
    name: 'set25 slip: the model’s reason for silence in Portuguese, in a group',
    answer: `Não é comigo, fico quieta.`,
    expect: [],
  },
  {
    ...MIA,
    name: 'set25 slip: the message being answered echoed back as its own block',
    callout: true,
    answer: `# «send»
mia are u coming to the skatepark later or what

# «send» 4003
yesss after dinner 🛹

# «send» 4005
and no i did not finish it lol`,
    expect: [
      { type: 'send', text: 'yesss after dinner 🛹', replyTo: 4003 },
      { type: 'send', text: 'and no i did not finish it lol', replyTo: 4005 },
    ],
  },
  {
    ...MIA,
    name: 'set25 slip: a log-style header with the other’s line before the answer',
    callout: true,
    answer: `# «send»
#4005 Tom: mia did u finish the bio worksheet or nah
almost!! just the last question left 😤`,
    expect: [{ type: 'send', text: 'almost!! just the last question left 😤', replyTo: 4005 }],
  },
  {
    ...ROSE,
    name: 'set25 slip: the original transcript’s header of the grandson’s message echoed',
    answer: `[4005] (Danny): Do you want me to pick you up on Sunday or is Grandad driving?
Yes you pick me up love, Grandad can put his feet up`,
    expect: [{ type: 'send', text: 'Yes you pick me up love, Grandad can put his feet up' }],
  },
  {
    ...GUENTER,
    name: 'set25 slip: the same reply twice, as two blocks',
    callout: true,
    answer: `# «send» 4005
Ja, liegen bei mir.

# «send»
Ja, liegen bei mir.

# «note»
Schlüssel Geräteschuppen bei mir.`,
    expect: [{ type: 'send', text: 'Ja, liegen bei mir.', replyTo: 4005 }, { type: 'note' }],
  },
  {
    name: 'set25 slip: a cut answer, its last message stopped mid-word',
    truncated: true,
    answer: `# «react» 4001
😁

# «send» 4005
He survived! Hid in the wardrobe for two days.

# «send»
Saturday we're open from ten, and Alice, about your umbre`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4001 },
      { type: 'send', text: 'He survived! Hid in the wardrobe for two days.', replyTo: 4005 },
    ],
    withheld: ['truncated'],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a cut answer after a note, the last message cut',
    truncated: true,
    answer: `# «send» 4005
Sí, Marta, yo te las riego 🌿

# «note»
Finde: regar las plantas de Marta.

# «send» 4001
Y lo del gas ni me hables, este mes me vin`,
    expect: [{ type: 'send', text: 'Sí, Marta, yo te las riego 🌿', replyTo: 4005 }, { type: 'note' }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a JSON task list cut in its last item',
    truncated: true,
    answer: `[{"type": "send", "text": "¡Obvio que sí! Andá tranquila"}, {"type": "react", "emoji": "👍"}, {"type": "send", "text": "Y el domingo te`,
    expect: [
      { type: 'send', text: '¡Obvio que sí! Andá tranquila' },
      { type: 'react', emoji: '👍', messageId: 4005 },
    ],
  },
  {
    ...MIA,
    name: 'set25 slip: a reaction beside a message of one invisible separator',
    callout: true,
    answer: `# «react» 4005
🙈

# «send»
\u2063`,
    expect: [{ type: 'react', emoji: '🙈', messageId: 4005 }],
  },
  {
    name: 'set25 slip: an answer of one byte-order mark',
    answer: '\uFEFF',
    expect: [],
  },
];
