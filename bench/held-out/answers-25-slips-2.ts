/**
 * Held-out set 25, more slips: headings a little off, wrappers and labels inside bodies, stickers
 * written as prose, roleplay where it is not allowed, chat-template tokens of several model
 * families, and talk about the answer after its last block.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA, GUENTER, MIA, ROSE, VALENTINA } from './answers-25-cast.js';

export const HELD_OUT_25_SLIPS_2: CorpusEntry[] = [
  {
    name: 'set25 slip: a heading in mathematical angle brackets',
    answer: `## ⟨send⟩
Yes! Saturday 10 to 2, and the cat says hi 🐾`,
    expect: [{ type: 'send', text: 'Yes! Saturday 10 to 2, and the cat says hi 🐾' }],
  },
  {
    ...MIA,
    name: 'set25 slip: part numbers in brackets on two heading lines',
    callout: true,
    answer: `# «send» (1/2)
ok so i did questions 1-4

# «send» (2/2)
but 5 makes no sense 😭 who wrote this`,
    expect: [
      { type: 'send', text: 'ok so i did questions 1-4', replyTo: 4005 },
      { type: 'send', text: 'but 5 makes no sense 😭 who wrote this' },
    ],
  },
  {
    ...ROSE,
    name: 'set25 slip: a mention of the partner on the heading line',
    answer: `# «send» @Danny
Yes please love, 12 o'clock`,
    expect: [{ type: 'send', text: "Yes please love, 12 o'clock" }],
  },
  {
    ...ROSE,
    name: 'set25 slip: a cut-short task name is the only message block',
    answer: `# «sen»
Yes please pick me up at 12, I'll be by the window

# «remember»
Danny picks me up for Sunday lunch now that he drives.`,
    expect: [
      { type: 'send', text: "Yes please pick me up at 12, I'll be by the window" },
      { type: 'remember' },
    ],
  },
  {
    name: 'set25 slip: a sticker and a message as two headings on one line',
    answer: `# «sticker» 😂 # «send» poor cat, a laundry basket!`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: 'poor cat, a laundry basket!' },
    ],
  },
  {
    name: 'set25 slip: a sticker heading spelled with Cyrillic look-alike letters',
    answer: `# «send»
Oh no, how brave of him

# «ѕtіcker»
👋`,
    expect: [
      { type: 'send', text: 'Oh no, how brave of him' },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'set25 slip: a full-width hash and angle brackets of another script',
    answer: `＃ 〈send〉
Sure, we're open Saturday!`,
    expect: [{ type: 'send', text: "Sure, we're open Saturday!" }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: "mensaje 1" and "mensaje 2" on the heading lines',
    answer: `# «send» mensaje 1
Sí, Marta, yo me ocupo de las plantas

# «send» mensaje 2
Y traeme un zapallito de la feria si podés 🎃`,
    expect: [
      { type: 'send', text: 'Sí, Marta, yo me ocupo de las plantas' },
      { type: 'send', text: 'Y traeme un zapallito de la feria si podés 🎃' },
    ],
  },
  {
    ...ROSE,
    name: 'set25 slip: a label with a family title before the persona’s name',
    answer: `# «send» 4005
**Nana Rose:** Yes love, 12 o'clock, I'll have the kettle on when we're back`,
    expect: [
      {
        type: 'send',
        text: "Yes love, 12 o'clock, I'll have the kettle on when we're back",
        replyTo: 4005,
      },
    ],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a closing word and the persona’s full name under the message',
    answer: `# «send»
Andá tranquila, yo me encargo de todo.
Cariños, Valentina`,
    expect: [{ type: 'send', text: 'Andá tranquila, yo me encargo de todo.' }],
  },
  {
    ...MIA,
    name: 'set25 slip: the persona’s name, an emoji and a colon as a speaker label',
    callout: true,
    answer: `# «send»
Mia 🎀: nope lol copying urs tmrw`,
    expect: [{ type: 'send', text: 'nope lol copying urs tmrw', replyTo: 4005 }],
  },
  {
    ...BIA,
    name: 'set25 slip: a JSON body with Portuguese keys and a mood',
    answer: `# «send»
{"mensagem": "eu levo as bolas se a Carol não puder!", "humor": "animada"}`,
    expect: [{ type: 'send', text: 'eu levo as bolas se a Carol não puder!', replyTo: 4005 }],
  },
  {
    ...ROSE,
    name: 'set25 slip: a send call in a Python fence',
    answer: `\`\`\`python
send_message(chat="Danny", text="Yes please love, see you at 12")
\`\`\``,
    expect: [{ type: 'send', text: 'Yes please love, see you at 12' }],
  },
  {
    ...ROSE,
    name: 'set25 slip: a message wrapped in a markup element named msg',
    answer: `# «send»
<msg to="Danny">Yes love, pick me up, I'll make sandwiches for the drive</msg>`,
    expect: [{ type: 'send', text: "Yes love, pick me up, I'll make sandwiches for the drive" }],
  },
  {
    ...ROSE,
    name: 'set25 slip: the grandson’s reply made up after the message',
    answer: `# «send»
Yes please love, 12 is perfect

Danny: Great see you then Nana!`,
    expect: [{ type: 'send', text: 'Yes please love, 12 is perfect' }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a checklist of the turn in Spanish after the message',
    answer: `# «send»
Sí, Martita, andá tranquila que yo te riego todo 🌿

✔ respondí lo de las plantas
✔ le ofrecí ayuda`,
    expect: [{ type: 'send', text: 'Sí, Martita, andá tranquila que yo te riego todo 🌿' }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a note to self in Spanish set off after the message',
    answer: `# «send»
¡Obvio! Dejame la llave nomás 🔑 (nota para mí: preguntarle por la nieta)`,
    expect: [{ type: 'send', text: '¡Obvio! Dejame la llave nomás 🔑' }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a word count in Spanish closing the message',
    answer: `# «send»
Claro que sí, Marta. Andá tranquila y disfrutá a tu hija.

(12 palabras)`,
    expect: [{ type: 'send', text: 'Claro que sí, Marta. Andá tranquila y disfrutá a tu hija.' }],
  },
  {
    ...BIA,
    name: 'set25 slip: a translation in brackets after a teenager’s message',
    answer: `# «send»
eu levo se precisar!! 🏐 (tradução: I can bring them if needed!)`,
    expect: [{ type: 'send', text: 'eu levo se precisar!! 🏐', replyTo: 4005 }],
  },
  {
    ...MIA,
    name: 'set25 slip: a roleplay action in a group, before the message',
    callout: true,
    answer: `# «send»
*dramatically faints* friday??? 😭

# «react» 4001
💔`,
    expect: [
      { type: 'send', text: 'friday??? 😭', replyTo: 4005 },
      { type: 'react', emoji: '💔', messageId: 4001 },
    ],
  },
  {
    ...ROSE,
    name: 'set25 slip: a stage direction naming the persona between two blocks',
    answer: `# «send»
Oh hang on love

*(Rose pauses, looking for her glasses)*

# «send»
Yes 12 is fine`,
    expect: [
      { type: 'send', text: 'Oh hang on love' },
      { type: 'send', text: 'Yes 12 is fine' },
    ],
  },
  {
    ...MIA,
    name: 'set25 slip: a fenced answer, then a remark after the closing fence',
    callout: true,
    answer: `\`\`\`markdown
# «send»
lmaooo no 💀

# «react» 4001
😡
\`\`\`
I included a reaction too, since Mia would be annoyed about the test.`,
    expect: [
      { type: 'send', text: 'lmaooo no 💀', replyTo: 4005 },
      { type: 'react', emoji: '😡', messageId: 4001 },
    ],
  },
  {
    ...GUENTER,
    name: 'set25 slip: a German remark on the tone after a rule',
    callout: true,
    answer: `# «send»
Ja, hab ich. Bring ich Samstag mit.

---
**Anmerkung:** Ich habe Günters Ton knapp und sachlich gehalten.`,
    expect: [{ type: 'send', text: 'Ja, hab ich. Bring ich Samstag mit.', replyTo: 4005 }],
  },
  {
    ...BIA,
    name: 'set25 slip: a Markdown heading titling the answer with the persona’s name',
    answer: `# «send» 4003
## Resposta da Bia 💬
o nome dele é Rogério! te mando o número no pv`,
    expect: [{ type: 'send', text: 'o nome dele é Rogério! te mando o número no pv', replyTo: 4003 }],
  },
  {
    ...BIA,
    name: 'set25 slip: an offer of a shorter version in Portuguese after the last block',
    answer: `# «react» 4001
😢

# «send» 4003
tenho sim, é o Rogério! vou te passar

Quer que eu faça uma versão mais curta?`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      { type: 'send', text: 'tenho sim, é o Rogério! vou te passar', replyTo: 4003 },
    ],
  },
  {
    ...MIA,
    name: 'set25 slip: Llama end-of-turn tokens and a made-up next turn',
    callout: true,
    answer: `# «send»
no 😭 did u??<|eot_id|><|start_header_id|>user<|end_header_id|>

thank u!!`,
    expect: [{ type: 'send', text: 'no 😭 did u??', replyTo: 4005 }],
  },
  {
    ...GUENTER,
    name: 'set25 slip: an address on the heading line and a signature under the message',
    callout: true,
    answer: `# «send» für Erika:
Ja, die Schlüssel hab ich, bring ich mit.
– Günter`,
    expect: [{ type: 'send', text: 'Ja, die Schlüssel hab ich, bring ich mit.', replyTo: 4005 }],
  },
  {
    ...VALENTINA,
    name: 'set25 slip: a brain emoji line noting the tone, after the message',
    answer: `# «send»
Sí, Marta, yo te las riego. ¡Buen viaje!

🧠 kept it short and warm since she's about to travel`,
    expect: [{ type: 'send', text: 'Sí, Marta, yo te las riego. ¡Buen viaje!' }],
  },
  {
    ...GUENTER,
    others: new Map([
      [4001, 'Wer bringt am Samstag den Grill mit? Ich mache den Nudelsalat'],
      [4003, 'Die Wasserleitung am Tor tropft schon wieder, hat jemand Werkzeug da?'],
      [4005, 'Klaus, kannst du Samstag früher kommen und aufbauen helfen?'],
    ]),
    name: 'set25 slip: a lone dash as the message beside a private note, in a group',
    answer: `# «think»
Nicht für mich.

# «send»
–`,
    expect: [],
  },
  {
    ...VALENTINA,
    // The message goes to an Argentinian neighbour; the English copy was for the reader only.
    name: 'set25 slip: the message again in English under a flag',
    answer: `# «send»
¡Claro que sí, Marta! Andá tranquila.

🇬🇧 Of course, Marta! Don't worry about it.`,
    expect: [{ type: 'send', text: '¡Claro que sí, Marta! Andá tranquila.' }],
  },
  {
    ...BIA,
    name: 'set25 slip: a sticker narrated in Portuguese as its own block after a message',
    answer: `# «send» 4003
achei o contato!!

# «send»
*manda figurinha 😂*`,
    expect: [
      { type: 'send', text: 'achei o contato!!', replyTo: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    ...ROSE,
    name: 'set25 slip: a closing tag run of a model template after the message',
    answer: `# «send»
Yes please love, see you Sunday</s>`,
    expect: [{ type: 'send', text: 'Yes please love, see you Sunday' }],
  },
];
