/**
 * Set 93, Sanne with her father Henk (Dutch): ordinary answers about her mother's worry, a
 * colleague's operation and the moving day, and answers with one line of the model's reading
 * of Henk or plan for the turn, one with two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { knee, move } from './answers-93-cast.js';

export const DUTCH_93: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: the mother's worry and sleep told to the father.
  {
    name: 'set93: Sanne tells her dad mum sleeps badly since the result',
    ...knee,
    answer: `# «send»
Natuurlijk red je je, maar mama maakt zich gewoon zorgen. Ze zei vorige week nog dat ze slecht slaapt sinds de uitslag

# «send»
Kom nou gewoon een weekje, dan kan Daan eindelijk met opa schaken`,
    expect: [
      {
        type: 'send',
        text: 'Natuurlijk red je je, maar mama maakt zich gewoon zorgen. Ze zei vorige week nog dat ze slecht slaapt sinds de uitslag',
      },
      { type: 'send', text: 'Kom nou gewoon een weekje, dan kan Daan eindelijk met opa schaken' },
    ],
  },
  // Gemini 3 Flash: a reply to the older message, then what a colleague said of the same operation.
  {
    name: "set93: Sanne passes on her colleague Ingrid's weeks after the same operation",
    ...knee,
    answer: `# «send» 4001
Maart is mooi, dan ben je voor de zomer weer op de fiets

# «send»
Mijn collega Ingrid heeft vorig jaar dezelfde operatie gehad. Ze zegt dat de eerste twee weken echt zwaar zijn, vooral de trap`,
    expect: [
      { type: 'send', text: 'Maart is mooi, dan ben je voor de zomer weer op de fiets', replyTo: 4001 },
      {
        type: 'send',
        text: 'Mijn collega Ingrid heeft vorig jaar dezelfde operatie gehad. Ze zegt dat de eerste twee weken echt zwaar zijn, vooral de trap',
      },
    ],
  },
  // Gemini 2.5 Flash: the helpers named under "Helpers:" and Saturday's plan as timed lines.
  {
    name: "set93: Sanne lists the helpers and Saturday's schedule",
    ...move,
    answer: `# «send»
Helpers: Joris, Fleur en de buurman Ahmed, plus jij en ik

# «send»
Planning zaterdag:
8:00 bus laden in Utrecht
10:30 uitladen in Amersfoort
12:30 broodjes bij mij
middag: bed en kasten in elkaar`,
    expect: [
      { type: 'send', text: 'Helpers: Joris, Fleur en de buurman Ahmed, plus jij en ik' },
      {
        type: 'send',
        text: 'Planning zaterdag:\n8:00 bus laden in Utrecht\n10:30 uitladen in Amersfoort\n12:30 broodjes bij mij\nmiddag: bed en kasten in elkaar',
      },
    ],
  },
  // Gemini 3 Flash: "het belangrijkste is…" addressed to her father.
  {
    name: "set93: Sanne: 'the most important thing is you lift nothing heavy'",
    ...move,
    answer: `# «send»
Het belangrijkste is dat jij niks zwaars tilt, pap. Jij rijdt, de rest sjouwt

# «send»
En neem die dozen maar mee, tape koop ik morgen`,
    expect: [
      { type: 'send', text: 'Het belangrijkste is dat jij niks zwaars tilt, pap. Jij rijdt, de rest sjouwt' },
      { type: 'send', text: 'En neem die dozen maar mee, tape koop ik morgen' },
    ],
  },
  // Gemini 2.5 Flash: its reading of Henk in a think block, then two messages with a pause.
  {
    name: 'set93: Sanne thinks, agrees, pauses and asks him to consider the week',
    ...knee,
    answer: `# «think»
Hij wil stoer doen maar is bang om afhankelijk te zijn. Niet drammen.

# «send»
Tuurlijk red je je

# «wait»
delay: 4

# «send»
Maar één week bij ons is geen schande. Denk er gewoon even over na, oké?`,
    expect: [
      { type: 'send', text: 'Tuurlijk red je je' },
      { type: 'wait', delay: 4 },
      { type: 'send', text: 'Maar één week bij ons is geen schande. Denk er gewoon even over na, oké?' },
    ],
  },
  // Gemini 3 Flash: a "Stemming:" label reading the father, first line of the message.
  {
    name: "set93: Sanne's answer under a 'mood:' line about papa",
    ...knee,
    answer: `# «send»
Stemming: papa wil sterk overkomen maar is stiekem bang om hulpeloos te zijn.
Met krukken kom je de trap bij jou niet op, pap

# «send»
Eén week. Dan mag jij de afstandsbediening 😄`,
    expect: [
      { type: 'send', text: 'Met krukken kom je de trap bij jou niet op, pap' },
      { type: 'send', text: 'Eén week. Dan mag jij de afstandsbediening 😄' },
    ],
  },
  // Gemini 2.5 Flash: what the answer must do, as the message's last line.
  {
    name: "set93: Sanne's helpers closed by 'the answer must be short and reassure him'",
    ...move,
    answer: `# «send»
Joris, Fleur en Ahmed van hiernaast. Om 9 uur zijn ze er
Het antwoord moet kort zijn en hem geruststellen dat er genoeg mensen zijn.`,
    expect: [{ type: 'send', text: 'Joris, Fleur en Ahmed van hiernaast. Om 9 uur zijn ze er' }],
  },
  // Gemini 3 Flash: what the father is really asking, read by pronoun in brackets, as a block between messages.
  {
    name: "set93: Sanne's bracketed 'he is really asking permission' between messages",
    ...knee,
    answer: `# «send»
Toch?? Nee pap, niet "toch" 😅

# «send»
(Hij vraagt eigenlijk om toestemming om hulp aan te nemen.)

# «send»
Je komt gewoon een week. Mama heeft het logeerbed in gedachten al opgemaakt`,
    expect: [
      { type: 'send', text: 'Toch?? Nee pap, niet "toch" 😅' },
      { type: 'send', text: 'Je komt gewoon een week. Mama heeft het logeerbed in gedachten al opgemaakt' },
    ],
  },
  // Gemini 2.5 Flash: a recap of Henk's messages by name, glued before the reply on one line.
  {
    name: "set93: Sanne's 'Henk offers boxes and asks who comes' glued to her reply",
    ...move,
    answer: `# «send» 4003
Henk biedt dozen aan en vraagt wie er nog meer komt helpen. Ja graag, neem er tien mee!

# «send»
Joris en Fleur komen, en Ahmed van beneden misschien`,
    expect: [
      { type: 'send', text: 'Ja graag, neem er tien mee!', replyTo: 4003 },
      { type: 'send', text: 'Joris en Fleur komen, en Ahmed van beneden misschien' },
    ],
  },
  // Gemini 3 Flash: two slips, the order of answering in brackets first and a "Doel:" line last.
  {
    name: "set93: Sanne's answer between a bracketed order of answering and a 'goal:' line",
    ...knee,
    answer: `# «send»
[Eerst de vraag over de krukken, die is het meest beladen; daarna de operatie zelf.]
Met krukken red je je vast, maar niet met de trap naar je slaapkamer

# «send» 4001
En fijn dat er eindelijk een datum is
Doel: hem laten inzien dat hulp aannemen geen zwakte is.`,
    expect: [
      { type: 'send', text: 'Met krukken red je je vast, maar niet met de trap naar je slaapkamer' },
      { type: 'send', text: 'En fijn dat er eindelijk een datum is', replyTo: 4001 },
    ],
  },
];
