/** Set 76 in other languages: Jana (German), Lucía (Spanish), Renata (Portuguese), Haruka (Japanese), Élodie (French). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CHORALE_COTISATION,
  CHORALE_MARDI,
  CHORALE_OWN,
  CHORALE_PEOPLE,
  ELODIE,
  FAMILIA_CUMPLE,
  FAMILIA_OWN,
  FAMILIA_PEOPLE,
  HARUKA,
  HARUKA_DM,
  HARUKA_OWN,
  JANA,
  JANA_DM,
  JANA_OWN,
  LUCIA,
  RENATA,
  RENATA_DM,
  RENATA_OWN,
} from './answers-76-cast.js';

const jana = { persona: JANA, others: JANA_DM, own: JANA_OWN, participants: ['Felix'] } as const;
const familia = {
  persona: LUCIA,
  others: FAMILIA_CUMPLE,
  own: FAMILIA_OWN,
  participants: FAMILIA_PEOPLE,
  chat: 'group',
  callout: true,
} as const;
const renata = { persona: RENATA, others: RENATA_DM, own: RENATA_OWN, participants: ['Bia'] } as const;
const haruka = { persona: HARUKA, others: HARUKA_DM, own: HARUKA_OWN, participants: ['Yui'] } as const;
const chorale = {
  persona: ELODIE,
  others: CHORALE_MARDI,
  own: CHORALE_OWN,
  participants: CHORALE_PEOPLE,
  chat: 'group',
  callout: true,
} as const;
const cotisation = {
  persona: ELODIE,
  others: CHORALE_COTISATION,
  own: CHORALE_OWN,
  participants: CHORALE_PEOPLE,
  chat: 'group',
} as const;

export const WORLD: readonly CorpusEntry[] = [
  {
    name: 'set76 jana: the key on the way home, dinner as a question with an emoji',
    ...jana,
    answer: `# «send»
Klar, hol ich auf dem Heimweg ab

# «send»
Essen: Ofenkartoffeln mit Quark? Oder wir bestellen, wenn du erst um neun da bist 🙈`,
    expect: [
      { type: 'send', text: 'Klar, hol ich auf dem Heimweg ab' },
      {
        type: 'send',
        text: 'Essen: Ofenkartoffeln mit Quark? Oder wir bestellen, wenn du erst um neun da bist 🙈',
      },
    ],
  },
  // Gemini 2.5 Flash remarks in German on how the persona comes across, under the message.
  {
    name: 'set76 jana: a remark on the persona staying relaxed under the message',
    ...jana,
    answer: `# «send»
Mach ich, und heute gibt's Nudeln. Komm einfach heil an 😘

Anmerkung: Jana bleibt locker, obwohl Felix schon wieder spät dran ist – das passt zu ihr.`,
    expect: [{ type: 'send', text: "Mach ich, und heute gibt's Nudeln. Komm einfach heil an 😘" }],
  },
  {
    name: 'set76 jana: a sad reaction to the delay and a reply to it',
    ...jana,
    answer: `# «react» 4003
😢

# «send» 4003
Halle ist verflucht, ehrlich. Schreib mir, wenn du weißt, welchen Zug du kriegst`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4003 },
      {
        type: 'send',
        text: 'Halle ist verflucht, ehrlich. Schreib mir, wenn du weißt, welchen Zug du kriegst',
        replyTo: 4003,
      },
    ],
  },
  // Mistral behind the endpoint: its newer tool-call tokens, the name between them and the arguments.
  {
    name: 'set76 jana: a Mistral tool call with the name between its call and argument tokens',
    ...jana,
    answer: `[TOOL_CALLS]send_message[ARGS]{"text": "Mach ich! Frau Krüger ist eh bis acht da."}`,
    expect: [{ type: 'send', text: 'Mach ich! Frau Krüger ist eh bis acht da.' }],
  },
  // Gemini 3 Pro: an internal note in brackets opening the message, and the answer cut at the limit.
  {
    name: 'set76 jana: an internal note opening the first message, the second cut off',
    ...jana,
    truncated: true,
    answer: `# «send»
(intern: Felix ist genervt, also kurz und lieb)
Kein Stress, ich hol den Schlüssel

# «send»
Und heute Abend koche ich, du musst nur noch ankommen und dich aufs Sofa fall`,
    expect: [{ type: 'send', text: 'Kein Stress, ich hol den Schlüssel' }],
  },
  {
    name: 'set76 lucía: flowers in reply, grandma in a second message',
    ...familia,
    answer: `# «send» 4005
¡Sí! Las flores las compro yo el viernes, ¿girasoles como siempre?

# «send»
Y a la abuela la recojo a la una y media 🚗`,
    expect: [
      {
        type: 'send',
        text: '¡Sí! Las flores las compro yo el viernes, ¿girasoles como siempre?',
        replyTo: 4005,
      },
      { type: 'send', text: 'Y a la abuela la recojo a la una y media 🚗' },
    ],
  },
  // GPT-4o in Spanish: a helper's lead-in before the block and an offer to make it warmer after.
  {
    name: 'set76 lucía: a lead-in for the family group and an offer of a warmer version',
    ...familia,
    answer: `¡Claro! Aquí tienes una respuesta natural para el grupo familiar:

# «send» 4005
Hecho, mamá: flores y abuela, todo mío 💐

¿Quieres que la haga un poco más cariñosa?`,
    expect: [{ type: 'send', text: 'Hecho, mamá: flores y abuela, todo mío 💐', replyTo: 4005 }],
  },
  {
    name: 'set76 lucía: to the aunt in reply, with an aside in brackets',
    ...familia,
    answer: `# «send» 4003
Tía, la tuya es la mejor y lo sabes (no se lo digas a mamá)`,
    expect: [
      { type: 'send', text: 'Tía, la tuya es la mejor y lo sabes (no se lo digas a mamá)', replyTo: 4003 },
    ],
  },
  // Llama behind the endpoint opens the message with the chat role's name in Spanish.
  {
    name: 'set76 lucía: the assistant role named in Spanish before the text',
    ...familia,
    answer: `# «send» 4005
Asistente: ¡Hecho! Las flores y la abuela corren de mi cuenta 💐`,
    expect: [{ type: 'send', text: '¡Hecho! Las flores y la abuela corren de mi cuenta 💐', replyTo: 4005 }],
  },
  {
    name: 'set76 lucía: yes in reply, then a waving sticker',
    ...familia,
    answer: `# «send» 4005
Hecho, yo me encargo de las dos cosas

# «sticker»
HeidiDuck
👋`,
    expect: [
      { type: 'send', text: 'Hecho, yo me encargo de las dos cosas', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  },
  {
    name: 'set76 renata: the beach in capitals, the film if it rains',
    ...renata,
    answer: `# «send»
PRAIA. sem discussão

# «send»
se chover a gente vê aquele filme do Wagner Moura, combinado?`,
    expect: [
      { type: 'send', text: 'PRAIA. sem discussão' },
      { type: 'send', text: 'se chover a gente vê aquele filme do Wagner Moura, combinado?' },
    ],
  },
  // Qwen 3 behind the endpoint: an empty reasoning span first and the end-of-turn token last.
  {
    name: 'set76 renata: an empty reasoning span before the blocks and an end token after',
    ...renata,
    answer: `<think>

</think>

# «send»
praia!! levo a canga e o cooler

# «send»
cinema fica pro domingo se quiser<|im_end|>`,
    expect: [
      { type: 'send', text: 'praia!! levo a canga e o cooler' },
      { type: 'send', text: 'cinema fica pro domingo se quiser' },
    ],
  },
  {
    name: 'set76 renata: a shocked reaction to the refund, then a message',
    ...renata,
    answer: `# «react» 4003
😱

# «send»
30 dias é sacanagem. mas sábado é nosso, bora de praia`,
    expect: [
      { type: 'react', emoji: '😱', messageId: 4003 },
      { type: 'send', text: '30 dias é sacanagem. mas sábado é nosso, bora de praia' },
    ],
  },
  // Gemini 2.5 Flash: an observation on its own answer under a rule, in Portuguese.
  {
    name: "set76 renata: an observation under a rule on keeping the persona's tone",
    ...renata,
    answer: `# «send»
bora de praia!! eu levo o guarda-sol
---
Obs.: mantive o tom animado da Renata e respondi só à pergunta principal.`,
    expect: [{ type: 'send', text: 'bora de praia!! eu levo o guarda-sol' }],
  },
  // GPT-4o in JSON mode behind the endpoint, stopped at the output limit inside the third message.
  {
    name: 'set76 renata: a JSON list of messages cut inside its third item',
    ...renata,
    truncated: true,
    answer: `{"messages": [{"text": "praia, claro!!"}, {"text": "e depois açaí na orla, eu pago"}, {"text": "se o tempo fechar a gente`,
    expect: [
      { type: 'send', text: 'praia, claro!!' },
      { type: 'send', text: 'e depois açaí na orla, eu pago' },
    ],
  },
  {
    name: 'set76 haruka: no rush for the umbrella, and tomorrow at seven',
    ...haruka,
    answer: `# «send»
全然いいよ〜 明日でOK！

# «send»
7時に駅前ね、遅れたら連絡して🙏`,
    expect: [
      { type: 'send', text: '全然いいよ〜 明日でOK！' },
      { type: 'send', text: '7時に駅前ね、遅れたら連絡して🙏' },
    ],
  },
  // Qwen adds a note on how it wrote the persona, in Japanese, after the message.
  {
    name: "set76 haruka: a note in brackets on writing in the persona's light tone",
    ...haruka,
    answer: `# «send»
傘なんていつでもいいよ！明日楽しみだね

（※ハルカらしく、軽い口調にしました）`,
    expect: [{ type: 'send', text: '傘なんていつでもいいよ！明日楽しみだね' }],
  },
  {
    name: 'set76 haruka: a waving sticker, then see you tomorrow',
    ...haruka,
    answer: `# «sticker»
HeidiDuck
👋

# «send»
じゃあ明日ね！`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'じゃあ明日ね！' },
    ],
  },
  // Gemini 3 Pro: English reasoning about the user before the block, and a reply label in the body.
  {
    name: 'set76 haruka: English reasoning before the block and a Japanese reply label inside it',
    ...haruka,
    answer: `The user Yui apologises for keeping the umbrella. Haruka should reassure her and mention tomorrow.

# «send»
返信：
気にしないで〜！明日会えるの楽しみにしてる`,
    expect: [{ type: 'send', text: '気にしないで〜！明日会えるの楽しみにしてる' }],
  },
  {
    name: 'set76 haruka: a thumbs-up and a joke about three umbrellas',
    ...haruka,
    answer: `# «react»
👍

# «send»
傘はいつでもいいよ、うちに3本あるし笑`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: '傘はいつでもいいよ、うちに3本あるし笑' },
    ],
  },
  {
    name: 'set76 élodie: the lift in reply, then the scores to Bruno',
    ...chorale,
    answer: `# «send» 4005
Oui bien sûr ! Je passe chez Bruno à 18h30 puis chez toi, Sylvie

# «send»
Et Bruno, j'ai les partitions, je te les apporte`,
    expect: [
      {
        type: 'send',
        text: 'Oui bien sûr ! Je passe chez Bruno à 18h30 puis chez toi, Sylvie',
        replyTo: 4005,
      },
      { type: 'send', text: "Et Bruno, j'ai les partitions, je te les apporte" },
    ],
  },
  // An older Mistral template behind the endpoint: the instruction's closing tag and the end token left in.
  {
    name: 'set76 élodie: an instruction closing tag before the block and an end token after',
    ...chorale,
    answer: `[/INST] # «send» 4005
Avec plaisir ! Rendez-vous devant chez Bruno à 18h30</s>`,
    expect: [{ type: 'send', text: 'Avec plaisir ! Rendez-vous devant chez Bruno à 18h30', replyTo: 4005 }],
  },
  {
    name: 'set76 élodie: a quoted phrase in guillemets answering the rehearsal time',
    ...chorale,
    answer: `# «send» 4003
« Avancée à 19h » : noté ! Et oui Sylvie, je vous emmène tous les deux`,
    expect: [
      {
        type: 'send',
        text: '« Avancée à 19h » : noté ! Et oui Sylvie, je vous emmène tous les deux',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro closes with a French remark on how it split its answer.
  {
    name: 'set76 élodie: a remark on answering in two separate messages after the last one',
    ...chorale,
    answer: `# «send» 4005
Pas de souci, je vous prends tous les deux

# «send»
Bruno, je t'apporte un exemplaire du Fauré

Remarque : j'ai répondu à Sylvie et à Bruno dans deux messages séparés.`,
    expect: [
      { type: 'send', text: 'Pas de souci, je vous prends tous les deux', replyTo: 4005 },
      { type: 'send', text: "Bruno, je t'apporte un exemplaire du Fauré" },
    ],
  },
  // Mistral narrates in French that the persona does not step in, as the message of a group turn.
  {
    name: 'set76 élodie: the persona narrated not stepping in, a question meant for Bruno',
    ...cotisation,
    answer: `# «send»
La question s'adresse à Bruno ; Élodie n'intervient pas.`,
    expect: [],
  },
];
