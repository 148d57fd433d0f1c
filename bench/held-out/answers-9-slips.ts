/**
 * Set 9, slips (part 1): prose around blocks, reasoning labels, narrated silence and heading
 * near-misses, in new words, languages, brackets and positions, some two in one answer.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BOOK_CLUB,
  HARUKA_YUI,
  INGRID_ANNA,
  KAI_SAM,
  MARGIT_JONAS,
  RAID_NIGHT,
  ROSA_LUCA,
  react,
  send,
  sticker,
  TOMAS_LUCIA,
} from './answers-9-scenes.js';

const margit = { persona: 'Margit', others: MARGIT_JONAS } as const;
const tomas = { persona: 'Tomás', others: TOMAS_LUCIA } as const;
const rosa = { persona: 'Rosa', others: ROSA_LUCA } as const;
const kai = { persona: 'Kai', others: KAI_SAM } as const;
const ingrid = { persona: 'Ingrid', others: INGRID_ANNA } as const;
const haruka = { persona: 'Haruka', others: HARUKA_YUI } as const;
const bookClub = { others: BOOK_CLUB, chat: 'group' } as const;
const raid = { others: RAID_NIGHT, chat: 'group' } as const;

export const SLIPS_9: CorpusEntry[] = [
  // Prose around blocks (Gemini 2.5 Pro's third-person preamble, in Spanish).
  {
    name: 'tomás: a Spanish analysis of the persona before the block',
    ...tomas,
    answer:
      'Tomás probablemente respondería con entusiasmo, porque le encantan las fiestas de Marta.\n\n# «send»\nobvio que voy, llevo hielo 🧊',
    expect: [send('obvio que voy, llevo hielo 🧊')],
  },
  {
    name: 'ingrid: talk about the persona after the message, inside the block',
    ...ingrid,
    answer:
      '# «send»\nJa, jag tar fredag natt!\n\nI kept Ingrid friendly but tired, which suits her night-shift persona.',
    expect: [send('Ja, jag tar fredag natt!')],
  },
  {
    name: 'rosa: a rule, then a wrapped remark on her tone',
    ...rosa,
    answer: '# «send»\nMa certo, portala! Più siamo meglio è 😘\n---\n*Tono: affettuoso, da nonna*',
    expect: [send('Ma certo, portala! Più siamo meglio è 😘')],
  },
  {
    name: 'margit: a question to the operator after the closing fence (German)',
    ...margit,
    answer:
      '```\n# «send»\nKlar, ich leg es dir bis Freitag zurück.\n```\nSoll ich die Antwort etwas förmlicher formulieren?',
    expect: [send('Klar, ich leg es dir bis Freitag zurück.')],
  },
  {
    name: 'kai: Claude introduces the reply on its own line',
    ...kai,
    answer: "Here's Kai's reply:\n\n# «send»\nyeah i saw, absolutely criminal 😤",
    expect: [send('yeah i saw, absolutely criminal 😤')],
  },
  {
    name: 'kai: an offer to make it more casual closes the body',
    ...kai,
    answer:
      "# «send»\nlol they'll buff her back in 2 weeks, always do\n\nLet me know if you'd like a more casual version!",
    expect: [send("lol they'll buff her back in 2 weeks, always do")],
  },
  {
    name: 'ingrid: no blocks, a lead-in naming the persona (Claude)',
    ...ingrid,
    answer: "I'll respond as Ingrid:\n\nJa, det går bra! Vad är det för grej?",
    expect: [send('Ja, det går bra! Vad är det för grej?')],
  },
  // Reasoning labels in new words and brackets.
  {
    name: 'tomás: a wrapped Spanish thought label before his line',
    ...tomas,
    answer: '# «send»\n*Pensamiento: quiere saber si voy y si llevo hielo*\nsí voy, y llevo dos bolsas',
    expect: [send('sí voy, y llevo dos bolsas')],
  },
  {
    name: 'haruka: a Japanese thinking label line inside the body',
    ...haruka,
    answer: '# «send»\n思考：ユイはカラオケに誘っている。喜んで答える。\nいいね！行きたい！',
    expect: [send('いいね！行きたい！')],
  },
  {
    name: 'ingrid: a Reflection paragraph before her line',
    ...ingrid,
    answer:
      '# «send»\nReflection: she is asking a favour, keep it short and warm.\n\nKlart jag byter med dig ❤️',
    expect: [send('Klart jag byter med dig ❤️')],
  },
  {
    name: 'kai: a reasoning tag with an attribute before the block',
    ...kai,
    answer:
      '<reasoning effort="low">Sam is teasing about the nerf. Kai mains that hero.</reasoning>\n# «send»\ndont remind me 😩',
    expect: [send('dont remind me 😩')],
  },
  {
    name: 'margit: a paired [analysis] span inside the body',
    ...margit,
    answer:
      '# «send»\n[analysis]Jonas wants a reservation until Friday.[/analysis]\nGeht klar, liegt bereit!',
    expect: [send('Geht klar, liegt bereit!')],
  },
  // Some servers strip the opening tag; an operator wants only the text after the closing one.
  {
    name: 'tomás: DeepSeek without the opening think tag, no blocks',
    ...tomas,
    answer:
      'Okay, the user is asking whether I will go to the party and bring ice. I should say yes casually.\n</think>\n\nsí voy! llevo hielo',
    expect: [send('sí voy! llevo hielo')],
  },
  {
    name: 'ingrid: gpt-oss analysis channel, then the final',
    ...ingrid,
    answer:
      '<|channel|>analysis<|message|>User asks for a shift swap. Agree.<|end|><|start|>assistant<|channel|>final<|message|>Absolut, jag tar fredag!',
    expect: [send('Absolut, jag tar fredag!')],
  },
  {
    name: 'haruka: Qwen3 empty think, then a plain answer',
    ...haruka,
    answer: '<think>\n\n</think>\n\nいいよ〜！何時にする？',
    expect: [send('いいよ〜！何時にする？')],
  },
  {
    name: 'margit: a thought bubble line, then her message',
    ...margit,
    answer: '# «send»\n💭 er klingt gestresst, kurz halten\nAlles gut, ich heb es dir auf.',
    expect: [send('Alles gut, ich heb es dir auf.')],
  },
  {
    name: 'rosa: an Italian reasoning label line with its paragraph before the heading',
    ...rosa,
    answer:
      'Ragionamento:\nLuca vuole portare la ragazza. Rosa è contenta.\n\n# «send»\nCerto! Non vedo l’ora di conoscerla',
    expect: [send('Certo! Non vedo l’ora di conoscerla')],
  },
  {
    name: 'kai: a bold emoji reasoning label, then a list, then the reply',
    ...kai,
    answer:
      '# «send»\n**🤔 Thinking:**\n- sam is trolling\n- be salty\n\nthey can nerf her, i still diff you',
    expect: [send('they can nerf her, i still diff you')],
  },
  // Narrated silence in groups, new acts and brackets.
  {
    name: 'book club, not addressed: Margit keeps sorting books (German)',
    persona: 'Margit',
    ...bookClub,
    answer: '*sortiert weiter die Neuerscheinungen ins Regal*',
    expect: [],
  },
  {
    name: 'raid night, not addressed: the persona named AFK in brackets',
    persona: 'Kai',
    ...raid,
    answer: '[Kai is AFK getting snacks]',
    expect: [],
  },
  {
    name: 'book club, not addressed: Japanese "read, no reply" in full-width brackets',
    persona: 'Haruka',
    ...bookClub,
    answer: '# «send»\n（既読スルー）',
    expect: [],
  },
  {
    name: 'raid night, not addressed: a self-closing no-response tag',
    persona: 'Ingrid',
    ...raid,
    answer: '<no-response/>',
    expect: [],
  },
  {
    name: 'raid night, not addressed: an all-caps token with underscores in a block',
    persona: 'Tomás',
    ...raid,
    answer: '# «send»\nNO_RESPONSE_NEEDED',
    expect: [],
  },
  {
    name: 'tomás, direct: a Spanish "no answer" stage direction',
    ...tomas,
    answer: '# «send»\n(no contesta)',
    expect: [],
  },
  {
    name: 'book club, addressed: an action line above her answer',
    persona: 'Margit',
    ...bookClub,
    callout: true,
    answer: '# «send»\n*schaut vom Kassenbuch auf*\nJa, Samstag bis 14 Uhr!',
    expect: [send('Ja, Samstag bis 14 Uhr!', 4005)],
  },
  {
    name: 'raid night, addressed, actions always: the action is his',
    persona: 'Kai',
    ...raid,
    callout: true,
    actions: 'always',
    answer: '# «send»\n*cracks knuckles* ok lets go',
    expect: [send('*cracks knuckles* ok lets go', 4005)],
  },
  // Heading near-misses.
  // An address in the persona's language, as `to Alice` is one; an operator wants only the message sent.
  {
    name: 'margit: a German address on the heading line',
    ...margit,
    answer: '## «send» an Jonas\nDein Buch liegt ab morgen an der Kasse.',
    expect: [send('Dein Buch liegt ab morgen an der Kasse.')],
  },
  {
    name: 'haruka: a Japanese name for the block in corner brackets',
    ...haruka,
    answer: '# 「返信」\nいいよ！土曜日空いてる！',
    expect: [send('いいよ！土曜日空いてる！')],
  },
  {
    name: 'kai: a sticker and a message heading on one line',
    ...kai,
    answer: '# «sticker» HeidiDuck 😂 ## «send» bro thats my whole personality gone',
    expect: [sticker('😂'), send('bro thats my whole personality gone')],
  },
  // The rules are silent on a name cut short; an operator wants the message under it sent, without the heading.
  {
    name: 'margit: a heading cut mid-name',
    ...margit,
    answer: '# «se\nJa klar, bis Freitag!',
    expect: [send('Ja klar, bis Freitag!')],
  },
  {
    name: 'ingrid: a reaction, then a heading in Cyrillic look-alike letters',
    ...ingrid,
    answer: '# «react» 👍\n# «ѕеnd»\nJa, fredag funkar!',
    expect: [react('👍'), send('Ja, fredag funkar!')],
  },
  {
    name: 'margit: the German word for answer as the block name',
    ...margit,
    answer: '# «Antwort»\nGerne! Bis Freitag liegt es bereit.',
    expect: [send('Gerne! Bis Freitag liegt es bereit.')],
  },
  {
    name: 'rosa: a heading with a two-word note in brackets',
    ...rosa,
    answer: '# «send» (per Luca)\nCerto amore, portala pure!',
    expect: [send('Certo amore, portala pure!')],
  },
];
