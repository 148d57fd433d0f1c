/**
 * Set 48, ordinary answers (Maddie, Katrin, Mateo): well-formed answers of models other than
 * Gemini, among them real messages that merely look unusual.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BANDA_PLAYERAS,
  banda,
  CREW_ROPE,
  crew,
  felix,
  HAUS_TONNEN,
  haus,
  lupita,
  priya,
} from './answers-48-cast.js';

export const ORDINARY_48: readonly CorpusEntry[] = [
  // GPT-4o-mini: two short messages.
  priya({
    name: 'priya chalk bag, two messages',
    answer: `# «send»
course you can!! it's in my locker at the wall, I'll bring it thurs

# «send»
the blue one tho, the pink one has a hole too 🙃`,
    expect: [
      { type: 'send', text: "course you can!! it's in my locker at the wall, I'll bring it thurs" },
      { type: 'send', text: 'the blue one tho, the pink one has a hole too 🙃' },
    ],
  }),
  // Llama 3.1 70B: a list the person types, replying to the older question.
  priya({
    name: 'priya thursday list',
    answer: `# «send» 4003
Thursday plan:
- chalk bag (yours for the night)
- spare tape
- snacks obvs`,
    expect: [
      {
        type: 'send',
        text: 'Thursday plan:\n- chalk bag (yours for the night)\n- spare tape\n- snacks obvs',
        replyTo: 4003,
      },
    ],
  }),
  // Qwen 3 32B: a reaction, then a message.
  priya({
    name: 'priya sad reaction then yes',
    answer: `# «react»
😢

# «send»
yes take it, just don't lose it, it was a birthday present 😤`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4005 },
      { type: 'send', text: "yes take it, just don't lose it, it was a birthday present 😤" },
    ],
  }),
  // Mistral Small 3: a message and a sticker.
  priya({
    name: 'priya sticker after yes',
    answer: `# «send»
obviously, what's mine is yours

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: "obviously, what's mine is yours" },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  // Claude Haiku: a P.S. line a person writes.
  priya({
    name: 'priya ps line',
    answer: `# «send»
yeah grab it off me thursday
ps. if you see Dev tell him he still owes me a tenner`,
    expect: [
      {
        type: 'send',
        text: 'yeah grab it off me thursday\nps. if you see Dev tell him he still owes me a tenner',
      },
    ],
  }),
  // Mistral Small 3: a callout answered, a mention of someone else inside.
  crew({
    name: 'crew saturday in, asks Sam',
    callout: true,
    answer: `# «send»
I'm in if it's dry! @Sam any room left in the fiesta?`,
    expect: [{ type: 'send', text: "I'm in if it's dry! @Sam any room left in the fiesta?", replyTo: 4005 }],
  }),
  // GPT-4o-mini: capitals a person shouts, then a reaction to another message.
  crew({
    name: 'crew capitals and thumbs up',
    callout: true,
    answer: `# «send»
YES. Stanage or bust

# «react» 4003
👍`,
    expect: [
      { type: 'send', text: 'YES. Stanage or bust', replyTo: 4005 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  }),
  // Llama 3.3 70B: a name at the start of each message, the first one replying to Ollie.
  crew({
    name: 'crew names at the start',
    callout: true,
    answer: `# «send» 4001
Ollie if you're driving I'll chip in for petrol ⛽

# «send»
and yes Dev I'm in`,
    expect: [
      { type: 'send', text: "Ollie if you're driving I'll chip in for petrol ⛽", replyTo: 4001 },
      { type: 'send', text: "and yes Dev I'm in" },
    ],
  }),
  // Gemma 3 27B: lines addressed to two people by name and a colon, as people do in groups.
  crew({
    name: 'crew colon addresses',
    callout: true,
    answer: `# «send»
Sam: you're a legend
Ollie: petrol money is on me this time`,
    expect: [
      { type: 'send', text: "Sam: you're a legend\nOllie: petrol money is on me this time", replyTo: 4005 },
    ],
  }),
  // Phi-4: silence in a group when nothing is asked of the persona.
  crew({
    name: 'crew rope, silent',
    others: CREW_ROPE,
    answer: `# «think»
Sam's offered his rope, nothing for me to add.`,
    expect: [],
  }),
  // Qwen 3 14B: chiming in with an aside in brackets a person types.
  crew({
    name: 'crew rope tip with aside',
    others: CREW_ROPE,
    answer: `# «send» 4001
Ollie there's a 9.8 on the gear swap for £60 (not mine, mine's a disgrace)`,
    expect: [
      {
        type: 'send',
        text: "Ollie there's a 9.8 on the gear swap for £60 (not mine, mine's a disgrace)",
        replyTo: 4001,
      },
    ],
  }),
  // Gemma 3 12B: a time, then thanks.
  felix({
    name: 'felix train time',
    answer: `# «send»
Mein Zug kommt um 17:42 an, Gleis 3 glaube ich

# «send»
Danke dir! Den Kartoffelsalat bring ich schon fertig mit 😄`,
    expect: [
      { type: 'send', text: 'Mein Zug kommt um 17:42 an, Gleis 3 glaube ich' },
      { type: 'send', text: 'Danke dir! Den Kartoffelsalat bring ich schon fertig mit 😄' },
    ],
  }),
  // Command R: German typographic quotes inside a message.
  felix({
    name: 'felix quote for mum',
    answer: `# «send» 4003
Sag Mama: „Ja, der Kartoffelsalat kommt. Mit Gurke, ohne Diskussion.“`,
    expect: [
      {
        type: 'send',
        text: 'Sag Mama: „Ja, der Kartoffelsalat kommt. Mit Gurke, ohne Diskussion.“',
        replyTo: 4003,
      },
    ],
  }),
  // DeepSeek V3: a connection written as lines.
  felix({
    name: 'felix connection lines',
    answer: `# «send»
ICE 1547
ab Leipzig 15:12
an Hannover 17:42
Falls er Verspätung hat, schreib ich dir!`,
    expect: [
      {
        type: 'send',
        text: 'ICE 1547\nab Leipzig 15:12\nan Hannover 17:42\nFalls er Verspätung hat, schreib ich dir!',
      },
    ],
  }),
  // Llama 3.1 8B: a sign-off with an initial.
  felix({
    name: 'felix initial sign-off',
    answer: `# «send»
Freitag 17:42, Hauptbahnhof. Bis dann, Brüderchen! 🎄
K.`,
    expect: [{ type: 'send', text: 'Freitag 17:42, Hauptbahnhof. Bis dann, Brüderchen! 🎄\nK.' }],
  }),
  // Command R+: the callout, then a message replying to an older one.
  haus({
    name: 'haus cake and parcel',
    callout: true,
    answer: `# «send»
Ja, klar! Ich backe einen Zwetschgenkuchen 🍰

# «send» 4003
Svenja, danke fürs Annehmen, ich hol's heute Abend ab`,
    expect: [
      { type: 'send', text: 'Ja, klar! Ich backe einen Zwetschgenkuchen 🍰', replyTo: 4005 },
      { type: 'send', text: "Svenja, danke fürs Annehmen, ich hol's heute Abend ab", replyTo: 4003 },
    ],
  }),
  // Mistral Small 3.1: a line opened by a word that looks like a label, a person's note to all.
  haus({
    name: 'haus note for everyone',
    callout: true,
    answer: `# «send»
Mach ich gern! Ich bring zwei Bleche Streuselkuchen.
Hinweis für alle: ohne Nüsse, wegen der Allergie vom kleinen Emil.`,
    expect: [
      {
        type: 'send',
        text: 'Mach ich gern! Ich bring zwei Bleche Streuselkuchen.\nHinweis für alle: ohne Nüsse, wegen der Allergie vom kleinen Emil.',
        replyTo: 4005,
      },
    ],
  }),
  // Qwen 3 8B: silence in German reasoning when the bins are not her business.
  haus({
    name: 'haus bins, silent',
    others: HAUS_TONNEN,
    answer: `# «think»
Geht um die Tonnen, niemand fragt mich. Ich halte mich raus.`,
    expect: [],
  }),
  // GPT-4o-mini: a word in capitals a person stresses.
  haus({
    name: 'haus bins capitals',
    others: HAUS_TONNEN,
    answer: `# «send»
Bernd, BITTE nicht in den Keller, da riecht's dann wochenlang 🙈`,
    expect: [
      {
        type: 'send',
        text: "Bernd, BITTE nicht in den Keller, da riecht's dann wochenlang 🙈",
        replyTo: 4005,
      },
    ],
  }),
  // DeepSeek V3: two short messages in Mexican Spanish.
  lupita({
    name: 'lupita nine o clock',
    answer: `# «send»
como a las 9, si no se alarga la mezcla

# «send»
te aviso cuando vaya saliendo 🙏`,
    expect: [
      { type: 'send', text: 'como a las 9, si no se alarga la mezcla' },
      { type: 'send', text: 'te aviso cuando vaya saliendo 🙏' },
    ],
  }),
  // Llama 3.3 70B: a reply to the older message with an aside in brackets.
  lupita({
    name: 'lupita sunday aside',
    answer: `# «send» 4003
dile que sí voy (y que no haga tanto mole como la otra vez jaja)`,
    expect: [
      {
        type: 'send',
        text: 'dile que sí voy (y que no haga tanto mole como la otra vez jaja)',
        replyTo: 4003,
      },
    ],
  }),
  // Gemma 3 27B: capitals and slang, then a sleepy sticker.
  lupita({
    name: 'lupita tired sticker',
    answer: `# «send»
NO MAMES llevo 12 horas aquí, como a las 10 ya

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'NO MAMES llevo 12 horas aquí, como a las 10 ya' },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  // Mistral Small 3: the callout answered with a technical guess.
  banda({
    name: 'banda amp ground',
    callout: true,
    answer: `# «send»
Sí, llévalo el jueves al ensayo y lo checo. Suena a tierra, casi seguro es el cable o el ground lift`,
    expect: [
      {
        type: 'send',
        text: 'Sí, llévalo el jueves al ensayo y lo checo. Suena a tierra, casi seguro es el cable o el ground lift',
        replyTo: 4005,
      },
    ],
  }),
  // Qwen 3 30B: a numbered list a person writes, addressed by name.
  banda({
    name: 'banda amp checklist',
    callout: true,
    answer: `# «send»
Beto antes del jueves prueba esto:
1. otro cable de corriente
2. otro enchufe (no el de la extensión)
3. bajar el gain a 4
Si sigue, lo abro yo`,
    expect: [
      {
        type: 'send',
        text: 'Beto antes del jueves prueba esto:\n1. otro cable de corriente\n2. otro enchufe (no el de la extensión)\n3. bajar el gain a 4\nSi sigue, lo abro yo',
        replyTo: 4005,
      },
    ],
  }),
  // Phi-4: a reaction alone in a group talk the persona is not asked in.
  banda({
    name: 'banda shirts fire',
    others: BANDA_PLAYERAS,
    answer: `# «react»
🔥`,
    expect: [{ type: 'react', emoji: '🔥', messageId: 4005 }],
  }),
  // Claude Haiku: chiming in with a size.
  banda({
    name: 'banda shirts size',
    others: BANDA_PLAYERAS,
    answer: `# «send»
va, yo quiero una L 🙋‍♂️`,
    expect: [{ type: 'send', text: 'va, yo quiero una L 🙋‍♂️', replyTo: 4005 }],
  }),
];
