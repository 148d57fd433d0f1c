/** Set 61, part C: slips in block headings and between blocks (Marlene, Inés, Arkadi, Haruka, Heidi). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ARKADI, HARUKA, INES, MARLENE, react, send, sticker, wait } from './answers-61-cast.js';

export const PART_C: readonly CorpusEntry[] = [
  // Gemini writing German typography: guillemets pointing inwards, as German print uses them.
  {
    name: 's61 marlene: inward guillemets',
    ...MARLENE,
    answer: `# »react« 4001
😁

# »send«
Samstag bin ich dabei, Inbus bring ich mit`,
    expect: [react('😁', 4001), send('Samstag bin ich dabei, Inbus bring ich mit')],
  },
  // The block name translated into the chat's language for the second message only.
  {
    name: 's61 marlene: a second block named in German',
    ...MARLENE,
    answer: `# «send»
Samstag klar!

# «senden»
Den Inbus hab ich noch, liegt im Auto`,
    expect: [send('Samstag klar!'), send('Den Inbus hab ich noch, liegt im Auto')],
  },
  // The private note's block named in German, its body the model's reasoning.
  {
    name: 's61 marlene: a think block named in German',
    ...MARLENE,
    answer: `# «Gedanken»
Tobias fragt nach Samstag und nach seinem Schlüssel. Ich sollte beides kurz beantworten und locker bleiben.

# «send»
Samstag ja! Schlüssel auch 🔑`,
    expect: [send('Samstag ja! Schlüssel auch 🔑')],
  },
  // Two headings run together on one line, the message's first words after the second.
  {
    name: 's61 marlene: react and send on one heading line',
    ...MARLENE,
    answer: `# «react» 4003 🔥 # «send» Samstag bin ich dabei!
Und dein Inbus kommt mit`,
    expect: [react('🔥', 4003), send('Samstag bin ich dabei!\nUnd dein Inbus kommt mit')],
  },
  // The model narrating its next step between two blocks, inside the message's body.
  {
    name: 's61 marlene: a narrated step between blocks',
    ...MARLENE,
    answer: `# «send»
Samstag passt mir super

Außerdem reagiere ich noch auf seine neuen Schuhe:

# «react» 4001
😁`,
    expect: [send('Samstag passt mir super'), react('😁', 4001)],
  },
  // A description of the block on its heading line, the message below.
  {
    name: 's61 marlene: the heading line describes the block',
    ...MARLENE,
    answer: `# «send» (Antwort auf beide Fragen, kurz und locker)
Samstag bin ich da! Und ja, Inbus ist bei mir 😇`,
    expect: [send('Samstag bin ich da! Und ja, Inbus ist bei mir 😇')],
  },
  // The wait block named in German between two messages.
  {
    name: 's61 marlene: a wait named in German',
    ...MARLENE,
    answer: `# «send»
Samstag 10 Uhr?

# «warten»
delay: 15

# «send»
Ach und dein Inbus, hätt ich fast vergessen, hab ich`,
    expect: [send('Samstag 10 Uhr?'), wait(15), send('Ach und dein Inbus, hätt ich fast vergessen, hab ich')],
  },
  // A sticker noted in brackets at the end of a message, as a person would describe it.
  {
    name: 's61 marlene: a sticker noted after the message',
    ...MARLENE,
    answer: `# «send»
Samstag, 10 Uhr, Halle. Inbus hab ich dabei
(Sticker: 👋)`,
    expect: [send('Samstag, 10 Uhr, Halle. Inbus hab ich dabei'), sticker('👋')],
  },
  // A misspelled block name (letters swapped) on the message.
  {
    name: 's61 ines: a misspelled send',
    ...INES,
    callout: true,
    answer: `# «sned»
Sí, pago yo la luz 💡

# «react» 4003
👍`,
    expect: [send('Sí, pago yo la luz 💡', 4005), react('👍', 4003)],
  },
  // The reaction block named in Spanish.
  {
    name: 's61 ines: a reaction named in Spanish',
    ...INES,
    callout: true,
    answer: `# «send»
Sí, la pago yo. Bizum cuando quieras

# «reacción» 4003
👍`,
    expect: [send('Sí, la pago yo. Bizum cuando quieras', 4005), react('👍', 4003)],
  },
  // The private note named in Spanish, holding the model's reasoning.
  {
    name: 's61 ines: a think block named in Spanish',
    ...INES,
    callout: true,
    answer: `# «pensamiento»
Pablo me pregunta directamente por la luz. Debo responderle a él; lo del yogur ya está resuelto.

# «send»
Sí, yo pago la luz este mes 👍`,
    expect: [send('Sí, yo pago la luz este mes 👍', 4005)],
  },
  // A sticker written in a message block the way the history describes one.
  {
    name: 's61 ines: a sticker as the history shows it',
    ...INES,
    callout: true,
    answer: `# «send»
Sí, la pago yo

# «send»
⟦the sticker \`😂\` from the sticker set \`HeidiDuck\`⟧`,
    expect: [send('Sí, la pago yo', 4005), sticker('😂')],
  },
  // Two slips: a lead-in before the first block and a misspelled sticker block.
  {
    name: 's61 ines: a lead-in and a misspelled sticker',
    ...INES,
    callout: true,
    answer: `Aquí va mi respuesta para el grupo:

# «send»
Sí Pablo, pago yo 👌

# «stiker»
HeidiDuck
👋`,
    expect: [send('Sí Pablo, pago yo 👌', 4005), sticker('👋')],
    withheld: ['outside-blocks'],
  },
  // Both blocks named in Russian.
  {
    name: 's61 arkadi: send and reaction named in Russian',
    ...ARKADI,
    answer: `# «реакция» 4003
🤣

# «отправить»
Едем! Дрель возьму`,
    expect: [react('🤣', 4003), send('Едем! Дрель возьму')],
  },
  // The sticker block named in Russian after a message.
  {
    name: 's61 arkadi: a sticker block named in Russian',
    ...ARKADI,
    answer: `# «send»
Едем, конечно

# «стикер»
HeidiDuck
😂`,
    expect: [send('Едем, конечно'), sticker('😂')],
  },
  // The reaction written as the history's reactions line.
  {
    name: 's61 arkadi: a reaction as the history shows it',
    ...ARKADI,
    answer: `# «react» 4003
⟦reactions: 🤣 you⟧

# «send»
Едем. Дрель уже в багажнике`,
    expect: [react('🤣', 4003), send('Едем. Дрель уже в багажнике')],
  },
  // Japanese lenticular brackets and block names translated into Japanese.
  {
    name: 's61 haruka: headings in lenticular brackets, in Japanese',
    ...HARUKA,
    answer: `# 【リアクション】4003
🥰

# 【送信】
行く〜！何時にする？`,
    expect: [react('🥰', 4003), send('行く〜！何時にする？')],
  },
  // A level-three heading with spaces inside the guillemets.
  {
    name: 's61 haruka: a level-three heading with spaces',
    ...HARUKA,
    answer: `### « send »
土曜あいてるよ！カフェ行こ〜

### « sticker »
HeidiDuck
👋`,
    expect: [send('土曜あいてるよ！カフェ行こ〜'), sticker('👋')],
  },
  // The private note named in Japanese.
  {
    name: 's61 haruka: a think block named in Japanese',
    ...HARUKA,
    answer: `# «考え»
めいがカフェに誘ってくれている。土曜は空いているので、行くと答える。

# «send»
行きたい！土曜ひまだよ〜`,
    expect: [send('行きたい！土曜ひまだよ〜')],
  },
  // Newlines lost: two message headings on one line.
  {
    name: 's61 heidi: two sends on one line',
    answer: `# «send» He survived, the little diva! # «send» And yes, open Saturday 9–1`,
    expect: [send('He survived, the little diva!'), send('And yes, open Saturday 9–1')],
  },
  // Headings written as bare guillemets, without the hash.
  {
    name: 's61 heidi: headings without the hash',
    answer: `«react» 4003
👀

«send»
Cat survived, Saturday we're open 9 to 1`,
    expect: [react('👀', 4003), send("Cat survived, Saturday we're open 9 to 1")],
  },
  // The sticker block headed in square brackets.
  {
    name: 's61 heidi: a sticker headed in square brackets',
    answer: `# «send»
He's fine! And yes, open Saturday

# [sticker]
HeidiDuck
😴`,
    expect: [send("He's fine! And yes, open Saturday"), sticker('😴')],
  },
  // The answer stopped at the output limit in the middle of its last message.
  {
    name: 's61 heidi: cut in the last message',
    truncated: true,
    answer: `# «send»
He survived! Sulked under the sofa for a day

# «react» 4003
👍

# «send»
And Saturday we're open from 9 until`,
    expect: [send('He survived! Sulked under the sofa for a day'), react('👍', 4003)],
    withheld: ['truncated'],
  },
];
