/**
 * Held-out set 33: a fortnight of six invented personas answering on Gemini 3 Pro and Gemini 2.5
 * Flash-Lite. Gemini 3 Pro leaves thought-summary titles, wraps answers in data and explains its
 * choices; Flash-Lite drops the block format, echoes the transcript and narrates silence. This
 * file holds Ilse (71, retired piano teacher in Graz, Austrian German, formal) and Rafa (19,
 * student in Lisbon, European Portuguese slang, lower case); `answers-33-almaty-chennai.ts` and
 * `answers-33-aarhus-cluj.ts` hold the other four. Where the documented rules are silent, the
 * expectation is what a careful operator of the account would want sent, and a comment says so.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { MIRELA, OSKAR } from './answers-33-aarhus-cluj.js';
import { AIGERIM, MEERA } from './answers-33-almaty-chennai.js';

/** Ilse in a direct chat with her grandniece Lea. */
const ilse = {
  persona: 'Ilse',
  participants: ['Lea'],
  others: new Map([
    [4001, 'Tante Ilse, hast du am Sonntag Zeit? Mama macht Tafelspitz'],
    [4003, 'Und kannst du mir nochmal das Rezept für die Linzer Torte schicken?'],
    [4005, 'Ach ja, und wie war das Konzert in der Oper?'],
  ]),
  own: new Map([
    [4002, 'Liebe Lea, Sonntag passt mir gut.'],
    [4004, 'Das Rezept suche ich heraus, es steht im grünen Heft.'],
  ]),
} as const;

/** Ilse in her choir's group, where the others talk among themselves. */
const choir = {
  persona: 'Ilse',
  chat: 'group',
  participants: ['Brigitte', 'Ferdinand'],
  others: new Map([
    [4001, 'Probe am Dienstag fällt aus, der Saal ist besetzt'],
    [4003, 'Schade. Dann Donnerstag? Ich kann erst ab sieben'],
    [4005, 'Ferdinand, bringst du dann den Schlüssel für den Pfarrsaal mit?'],
  ]),
  own: new Map([[4002, 'Danke für die Nachricht, Brigitte.']]),
} as const;

/** Rafa in a direct chat with his friend Tiago. */
const rafa = {
  persona: 'Rafa',
  participants: ['Tiago'],
  others: new Map([
    [4001, 'mano amanhã há aula de cálculo ou foi cancelada?'],
    [4003, 'e o trabalho de grupo, já falaste com a Inês?'],
    [4005, 'bora jantar ao Bairro Alto sexta? o tasco do costume'],
  ]),
  own: new Map([
    [4002, 'acho que foi cancelada, vi no moodle'],
    [4004, 'ainda não, vou falar hoje'],
  ]),
} as const;

/** Rafa in his course's group. */
const course = {
  persona: 'Rafa',
  chat: 'group',
  participants: ['Inês', 'Gonçalo', 'Tiago'],
  others: new Map([
    [4001, 'malta, o enunciado do projeto já saiu no moodle'],
    [4003, 'alguém percebeu a parte 3? aquilo do parser'],
    [4005, 'o Rafa é que percebe disso, né Rafa?'],
  ]),
  own: new Map([[4002, 'ya vi agora']]),
} as const;

/** The same group while Gonçalo and Inês sort out a room between themselves. */
const courseAside = {
  ...course,
  others: new Map([
    [4001, 'Inês reservaste a sala 2.14 para quinta?'],
    [4003, 'reservei, das 14h às 16h'],
    [4005, 'Gonçalo então levas tu o projetor, eu levo o cabo HDMI'],
  ]),
} as const;

const ILSE: CorpusEntry[] = [
  {
    name: 'ilse: two messages, the concert as a reply, the recipe promised',
    ...ilse,
    answer: `# «send» 4005
Liebe Lea, das Konzert war wunderbar! Die Tosca hat den ganzen Saal zu Tränen gerührt, sogar den Herrn neben mir 😊
# «send»
Das Rezept schicke ich Dir heute Abend, ich muss erst das grüne Heft finden.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Liebe Lea, das Konzert war wunderbar! Die Tosca hat den ganzen Saal zu Tränen gerührt, sogar den Herrn neben mir 😊',
      },
      { type: 'send', text: 'Das Rezept schicke ich Dir heute Abend, ich muss erst das grüne Heft finden.' },
    ],
  },
  {
    name: 'ilse: a recipe with a bold title and a list is her message',
    ...ilse,
    answer: `# «send» 4003
So, hier das Rezept, wie es die Oma gemacht hat:

**Linzer Torte**
- 200 g Mehl
- 200 g geriebene Haselnüsse
- 200 g Butter, 150 g Zucker
- 1 Ei, Zimt, Nelken
- Ribiselmarmelade

Rasten lassen nicht vergessen, eine Stunde im Kühlschrank!`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: `So, hier das Rezept, wie es die Oma gemacht hat:

**Linzer Torte**
- 200 g Mehl
- 200 g geriebene Haselnüsse
- 200 g Butter, 150 g Zucker
- 1 Ei, Zimt, Nelken
- Ribiselmarmelade

Rasten lassen nicht vergessen, eine Stunde im Kühlschrank!`,
      },
    ],
  },
  {
    name: 'ilse (3 Pro): a thought-summary title and plan over a blockless answer',
    ...ilse,
    answer: `**Recalling the Opera Evening**

I'm focusing on Ilse's warm, slightly formal voice and on the concert question. I want to keep it brief and mention Sunday again.

Das Konzert war herrlich, Lea! Und Sonntag komme ich gern, ich bringe einen Apfelstrudel mit.`,
    expect: [
      {
        type: 'send',
        text: 'Das Konzert war herrlich, Lea! Und Sonntag komme ich gern, ich bringe einen Apfelstrudel mit.',
      },
    ],
  },
  {
    name: 'ilse (3 Pro): an aside in German naming her closes the message',
    ...ilse,
    answer: `# «send»
Sonntag um zwölf, ich freue mich schon!
(Anmerkung: Ilse bleibt förmlich, aber herzlich.)`,
    expect: [{ type: 'send', text: 'Sonntag um zwölf, ich freue mich schon!' }],
  },
  {
    name: 'ilse: a plain note label opening her message is hers',
    ...ilse,
    answer: `# «send»
Notiz für Sonntag: den Kren bringe ich mit, Deine Mama vergisst ihn immer 😉`,
    expect: [
      { type: 'send', text: 'Notiz für Sonntag: den Kren bringe ich mit, Deine Mama vergisst ihn immer 😉' },
    ],
  },
  {
    name: 'ilse (Flash-Lite): a bold speaker label and her initial as a signature',
    ...ilse,
    answer: `# «send»
**Ilse:** Die Oper war ein Traum, mein Schatz. Ich erzähle Dir am Sonntag alles.
– I.`,
    expect: [
      { type: 'send', text: 'Die Oper war ein Traum, mein Schatz. Ich erzähle Dir am Sonntag alles.' },
    ],
  },
  {
    name: 'ilse (Flash-Lite): the German word for message as the block name, addressed',
    ...ilse,
    answer: `# «Nachricht» an Lea
Es war ein wunderschöner Abend, nur die Pause war zu lang.`,
    expect: [{ type: 'send', text: 'Es war ein wunderschöner Abend, nur die Pause war zu lang.' }],
  },
  {
    name: 'ilse: a reaction, a pause, then the message',
    ...ilse,
    answer: `# «react» 👏
# «wait» 45
# «send»
Die Oper war ein Traum. Erzähle ich Dir am Sonntag genau!`,
    expect: [
      { type: 'react', emoji: '👏', messageId: 4005 },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'Die Oper war ein Traum. Erzähle ich Dir am Sonntag genau!' },
    ],
  },
  {
    name: 'ilse (Flash-Lite): the question echoed under its transcript header, then the answer',
    ...ilse,
    answer: `⟦#4005 Lea⟧ Ach ja, und wie war das Konzert in der Oper?
Es war wunderschön, mein Schatz.`,
    expect: [{ type: 'send', text: 'Es war wunderschön, mein Schatz.' }],
  },
  {
    name: 'ilse (3 Pro): a heading with a colon after the guillemets',
    ...ilse,
    answer: `# «send»:
P.S. Grüß mir die Mama! Und sag ihr, der Kren kommt von mir.`,
    expect: [{ type: 'send', text: 'P.S. Grüß mir die Mama! Und sag ihr, der Kren kommt von mir.' }],
  },
  {
    name: 'ilse (Flash-Lite): a thought-bubble line over the message',
    ...ilse,
    answer: `💭 Lea fragt nach dem Konzert, kurz und lieb antworten.
Das Konzert war ein Gedicht, Lea. Am Sonntag mehr!`,
    expect: [{ type: 'send', text: 'Das Konzert war ein Gedicht, Lea. Am Sonntag mehr!' }],
  },
  {
    name: 'ilse: a line of Goethe in German quotation marks inside her message',
    ...ilse,
    answer: `# «send»
Wie sagt der Goethe: „Man sieht nur, was man weiß.“ In der Oper habe ich diesmal viel gesehen 😄`,
    expect: [
      {
        type: 'send',
        text: 'Wie sagt der Goethe: „Man sieht nur, was man weiß.“ In der Oper habe ich diesmal viel gesehen 😄',
      },
    ],
  },
  {
    name: 'choir: Ilse offers the key though Brigitte asked Ferdinand (what a choir friend does)',
    ...choir,
    answer: `# «send» 4005
Ich habe auch einen Schlüssel, Brigitte. Falls Ferdinand es nicht schafft, sperre ich um sieben auf.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Ich habe auch einen Schlüssel, Brigitte. Falls Ferdinand es nicht schafft, sperre ich um sieben auf.',
      },
    ],
  },
  {
    name: 'choir (3 Pro): a private note only, the question is not hers',
    ...choir,
    answer: `# «think»
Brigitte fragt Ferdinand, nicht mich. Ich bleibe still.`,
    expect: [],
  },
  {
    name: 'choir (Flash-Lite): her silence narrated in German with her name',
    ...choir,
    answer: '(Ilse liest mit und nickt nur.)',
    expect: [],
  },
  {
    name: 'choir (Flash-Lite): a self-closing silence tag',
    ...choir,
    answer: '<silence/>',
    expect: [],
  },
];

const RAFA: CorpusEntry[] = [
  {
    name: 'rafa: two short lower-case messages with slang',
    ...rafa,
    answer: `# «send»
bora!! mas só depois das 21h que tenho treino
# «send»
reserva tu no tasco, eu pago os finos 🍻`,
    expect: [
      { type: 'send', text: 'bora!! mas só depois das 21h que tenho treino' },
      { type: 'send', text: 'reserva tu no tasco, eu pago os finos 🍻' },
    ],
  },
  {
    name: 'rafa: a message then a laughing sticker',
    ...rafa,
    answer: `# «send»
ya ya sexta fixe
# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'ya ya sexta fixe' },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    name: 'rafa (Flash-Lite): no blocks, a Portuguese answer key alone over the text',
    ...rafa,
    answer: `Resposta:
sexta tá combinado mano, às 21h no largo`,
    expect: [{ type: 'send', text: 'sexta tá combinado mano, às 21h no largo' }],
  },
  {
    name: 'rafa (3 Pro): a wrapped Portuguese thought label and an offer to shorten it',
    ...rafa,
    answer: `# «send»
*Pensamento: ele quer jantar sexta, responder curto e animado*
bora, sexta às 21h 🙌

Queres que eu escreva uma versão mais curta?`,
    expect: [{ type: 'send', text: 'bora, sexta às 21h 🙌' }],
  },
  {
    name: 'rafa: a code block in his message is his',
    ...rafa,
    answer: `# «send» 4003
falei com ela, ela faz o parser. o prof quer assim:
\`\`\`python
def parse(tokens):
    return [t for t in tokens if t]
\`\`\`
brutal né`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: `falei com ela, ela faz o parser. o prof quer assim:
\`\`\`python
def parse(tokens):
    return [t for t in tokens if t]
\`\`\`
brutal né`,
      },
    ],
  },
  {
    name: 'rafa (3 Pro): the answer as fenced JSON with a Portuguese key and a reply id',
    ...rafa,
    answer: `\`\`\`json
{"resposta": "sexta dá, mas leva guarda-chuva que vai chover", "reply_to": 4005}
\`\`\``,
    expect: [{ type: 'send', replyTo: 4005, text: 'sexta dá, mas leva guarda-chuva que vai chover' }],
  },
  {
    name: 'rafa: a typo and an abbreviation stay as typed',
    ...rafa,
    answer: `# «send»
bora sim sim, msa so as 9 pq tenho treino tb`,
    expect: [{ type: 'send', text: 'bora sim sim, msa so as 9 pq tenho treino tb' }],
  },
  {
    name: 'rafa (Flash-Lite): a chat log time and his lower-case name as a label',
    ...rafa,
    answer: `# «send»
[22:41] rafa: bora, reserva para quatro`,
    expect: [{ type: 'send', text: 'bora, reserva para quatro' }],
  },
  {
    name: 'rafa (3 Pro): a Portuguese reasoning tag before a blockless answer',
    ...rafa,
    answer: `<pensamento>
O Tiago quer jantar sexta. O Rafa tem treino até às 21h.
</pensamento>
só depois das 21h, pode ser?`,
    expect: [{ type: 'send', text: 'só depois das 21h, pode ser?' }],
  },
  {
    name: 'rafa (Gemini 3 Pro): the heading in mathematical angle brackets',
    ...rafa,
    answer: `### ⟨send⟩
epá sexta não dá, tenho jantar de anos da minha avó 😩 sábado?`,
    expect: [{ type: 'send', text: 'epá sexta não dá, tenho jantar de anos da minha avó 😩 sábado?' }],
  },
  {
    name: 'rafa: a heading with no spaces and the id run into it',
    ...rafa,
    answer: `#«reply»4001
foi cancelada sim, o stor está doente`,
    expect: [{ type: 'send', replyTo: 4001, text: 'foi cancelada sim, o stor está doente' }],
  },
  {
    name: 'rafa (MAX_TOKENS): the cut second message is held back',
    ...rafa,
    truncated: true,
    withheld: ['truncated'],
    answer: `# «send»
sexta é fixe
# «send»
e olha, sobre a Inês, falei com ela e ela disse que só pode fazer a parte do relatório se`,
    expect: [{ type: 'send', text: 'sexta é fixe' }],
  },
  {
    name: 'rafa: a waving sticker named on the heading line',
    ...rafa,
    answer: '# «sticker» HeidiDuck 👋',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: 'course: called on by name, he answers the parser question',
    ...course,
    callout: true,
    answer: `# «send» 4005
haha nem por isso 😅 mas a parte 3 é só o parser e depois os testes, amanhã explico na biblioteca`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'haha nem por isso 😅 mas a parte 3 é só o parser e depois os testes, amanhã explico na biblioteca',
      },
    ],
  },
  {
    name: 'course (Flash-Lite): one Portuguese word in capitals when not addressed',
    ...courseAside,
    answer: 'NADA',
    expect: [],
  },
  {
    name: 'course (Flash-Lite): his silence as an action when not addressed',
    ...courseAside,
    answer: '*continua a jogar no telemóvel*',
    expect: [],
  },
  {
    name: 'course: a thumbs-up on the plan, nothing said',
    ...courseAside,
    answer: '# «react» 👍',
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
];

export const HELD_OUT_33: readonly CorpusEntry[] = [
  ...ILSE,
  ...RAFA,
  ...AIGERIM,
  ...MEERA,
  ...OSKAR,
  ...MIRELA,
];
