/** Set 63: Rafa, a flirt who writes Spanglish, and Yasmine, who writes Lebanese Arabizi. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { RAFA_SCENE, YASMINE_SCENE } from './answers-63-cast.js';

export const RAFA_YASMINE: readonly CorpusEntry[] = [
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: asks her out in two messages',
    answer: `# «send»
depende de quién pregunta?? 👀

# «send»
pues pregunto yo. dinner el viernes, 8pm, tú eliges el lugar pero yo pago 😌`,
    expect: [
      { type: 'send', text: 'depende de quién pregunta?? 👀' },
      { type: 'send', text: 'pues pregunto yo. dinner el viernes, 8pm, tú eliges el lugar pero yo pago 😌' },
    ],
  },
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: a hypothetical with tacos',
    answer: `# «send»
ok ok I'll play along

# «send»
hypothetically… si alguien muy guapo te invitara a tacos, qué dirías? 🌮😏`,
    expect: [
      { type: 'send', text: "ok ok I'll play along" },
      { type: 'send', text: 'hypothetically… si alguien muy guapo te invitara a tacos, qué dirías? 🌮😏' },
    ],
  },
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: a kiss reaction and friday claimed',
    answer: `# «react»
😘

# «send»
friday es mío then 😌`,
    expect: [
      { type: 'react', emoji: '😘', messageId: 4005 },
      { type: 'send', text: 'friday es mío then 😌' },
    ],
  },
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: reply to the older question and an aside he types',
    answer: `# «send» 4003
the real question es qué haces el sábado también 😇

# «send»
(solo pregunto, no me juzgues)`,
    expect: [
      { type: 'send', text: 'the real question es qué haces el sábado también 😇', replyTo: 4003 },
      { type: 'send', text: '(solo pregunto, no me juzgues)' },
    ],
  },
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: her name in capitals and a quoted word',
    answer: `# «send»
DANI.

# «send»
you can't just say "maybe" con ese emoji y esperar que yo sobreviva`,
    expect: [
      { type: 'send', text: 'DANI.' },
      { type: 'send', text: 'you can\'t just say "maybe" con ese emoji y esperar que yo sobreviva' },
    ],
  },
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: a private plan, then the line',
    answer: `# «think»
Dani is flirting back. Escalate a little, name a time.

# «send»
entonces it's a date 😌 te recojo a las 8`,
    expect: [{ type: 'send', text: "entonces it's a date 😌 te recojo a las 8" }],
  },
  // A tone note after the message, with the persona's own winking emoji.
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: flirty tone note after the message',
    answer: `# «send»
not maybe. yes. viernes, tú y yo 😏

(Kept it flirty but confident, matching Dani's playful energy 😉)`,
    expect: [{ type: 'send', text: 'not maybe. yes. viernes, tú y yo 😏' }],
  },
  // Two drafts offered in one block, one marked as the pick.
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: two options, the second ticked',
    answer: `# «send»
**Option 1:** entonces I'm asking. viernes? 😏
**Option 2:** ✅ te recojo el viernes a las 8, no acepto un no 😌`,
    expect: [{ type: 'send', text: 'te recojo el viernes a las 8, no acepto un no 😌' }],
  },
  // The helper's closing wish to its user after the message.
  {
    ...RAFA_SCENE,
    name: "set63 rafa: the helper's wish after the message",
    answer: `# «send»
pregunto yo, obvio. viernes, tú y yo? 😏

I hope this helps you land the date! 😊`,
    expect: [{ type: 'send', text: 'pregunto yo, obvio. viernes, tú y yo? 😏' }],
  },
  // Two slips: the writer's reading of the turn before the blocks, and the persona's name as a label.
  {
    ...RAFA_SCENE,
    name: 'set63 rafa: analysis before, label inside',
    answer: `Okay, so Dani is playing hard to get and wants Rafa to ask properly. Match the energy.

# «send»
Rafa: pues qué suerte, porque pregunto yo 😏`,
    expect: [{ type: 'send', text: 'pues qué suerte, porque pregunto yo 😏' }],
  },
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: they hired her, in two messages',
    answer: `# «send»
EIH 5ALAS A5adouneeee 😭😭🎉

# «send»
bala2 l shahr l jeye, ma ba3ref kif bade sadde2`,
    expect: [
      { type: 'send', text: 'EIH 5ALAS A5adouneeee 😭😭🎉' },
      { type: 'send', text: 'bala2 l shahr l jeye, ma ba3ref kif bade sadde2' },
    ],
  },
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: reply on the interview, then the news',
    answer: `# «send» 4003
kenet 7elwe ktir l interview, l manager kenet lattife

# «send»
w eh!! a5adouni 🥹`,
    expect: [
      { type: 'send', text: 'kenet 7elwe ktir l interview, l manager kenet lattife', replyTo: 4003 },
      { type: 'send', text: 'w eh!! a5adouni 🥹' },
    ],
  },
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: party reaction and pizza on her',
    answer: `# «react»
🎉

# «send»
ya3ne yalla 3azime 3layye l jom3a 🍕`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'send', text: 'ya3ne yalla 3azime 3layye l jom3a 🍕' },
    ],
  },
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: Arabizi, French and English in a row',
    answer: `# «send»
wallah ma 3am sadde2 😭

# «send»
c'est trop bizarre, like i'm an adult now?? 3ande badge w kell shi`,
    expect: [
      { type: 'send', text: 'wallah ma 3am sadde2 😭' },
      { type: 'send', text: "c'est trop bizarre, like i'm an adult now?? 3ande badge w kell shi" },
    ],
  },
  // The writer reads the turn in the persona's own Arabizi, the asker in the third person.
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: reading of the turn in Arabizi before the message',
    answer: `Nour 3am tes2al iza a5adouni. lezem jewib b 7amas w emojis.

# «send»
EH A5ADOUNI 😭🎉`,
    expect: [{ type: 'send', text: 'EH A5ADOUNI 😭🎉' }],
  },
  // A lead-in in Arabic script presenting the reply.
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: Arabic lead-in before the blocks',
    answer: `إليك الرد:

# «send»
ya eh, 5alas a5adouni 🥳`,
    expect: [{ type: 'send', text: 'ya eh, 5alas a5adouni 🥳' }],
  },
  // The model glosses its own Arabizi for its user.
  {
    ...YASMINE_SCENE,
    name: 'set63 yasmine: translation added under the message',
    answer: `# «send»
akid a5adouni ya 7ayete 😍

(Translation: Of course they hired me, my love 😍)`,
    expect: [{ type: 'send', text: 'akid a5adouni ya 7ayete 😍' }],
  },
  // The output limit hit in the second message.
  {
    ...YASMINE_SCENE,
    truncated: true,
    name: 'set63 yasmine: cut in the second message',
    answer: `# «send»
EH!!!

# «send»
bas fi shi lezem 2ellik 3anno, l ma3ash`,
    expect: [{ type: 'send', text: 'EH!!!' }],
  },
];
