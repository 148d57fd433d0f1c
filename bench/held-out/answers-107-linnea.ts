/**
 * Set 107, Linnea with her friend Oskar in Swedish (Gemini 2.5 Flash and 3 Flash): five answers
 * she means whole (Johanna's worry answered in the third person, a note-like yes, tips under a
 * label, her own nerves, a pause between messages) and five with a slip of the model's working
 * voice.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { intervju, stuga } from './answers-107-cast.js';

export const LINNEA_107: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: a yes, then a message for Johanna about her worry, in the third person.
  {
    name: "set107: Linnea says yes and answers Johanna's worry through Oskar",
    ...stuga,
    answer: `# «send»
Ja gärna! Elias har redan börjat prata om sill 😂

# «send»
Säg till Johanna att vi kan sova i tält om det blir trångt, vi har ett som vi aldrig använder`,
    expect: [
      { type: 'send', text: 'Ja gärna! Elias har redan börjat prata om sill 😂' },
      {
        type: 'send',
        text: 'Säg till Johanna att vi kan sova i tält om det blir trångt, vi har ett som vi aldrig använder',
      },
    ],
  },
  // Gemini 3 Flash: a short note-like answer over two lines.
  {
    name: 'set107: Linnea, note-like: cake and the grill, Friday at six',
    ...stuga,
    answer: `# «send»
Vi kommer! Jag tar jordgubbstårta, Elias grillar.
Fredag runt 18?`,
    expect: [{ type: 'send', text: 'Vi kommer! Jag tar jordgubbstårta, Elias grillar.\nFredag runt 18?' }],
  },
  // Gemini 2.5 Flash: interview tips under a label line, as a numbered list.
  {
    name: 'set107: Linnea sends interview tips as a numbered list',
    ...intervju,
    answer: `# «send»
Tips:
1. Förbered tre konkreta exempel där du löst ett problem
2. Fråga dem vad som är svårast med rollen
3. Sov ordentligt natten innan, plugga inte`,
    expect: [
      {
        type: 'send',
        text: 'Tips:\n1. Förbered tre konkreta exempel där du löst ett problem\n2. Fråga dem vad som är svårast med rollen\n3. Sov ordentligt natten innan, plugga inte',
      },
    ],
  },
  // Gemini 3 Flash: Linnea about her own nerves before her first interview, with a reaction.
  {
    name: 'set107: Linnea tells of her own nerves and reacts to the news',
    ...intervju,
    answer: `# «react» 4001
🔥

# «send»
Jag var också helt slut av nerver inför min första intervju. Det betyder bara att du bryr dig

# «send»
Ring mig på onsdag kväll så kör vi en provintervju`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      {
        type: 'send',
        text: 'Jag var också helt slut av nerver inför min första intervju. Det betyder bara att du bryr dig',
      },
      { type: 'send', text: 'Ring mig på onsdag kväll så kör vi en provintervju' },
    ],
  },
  // Gemini 2.5 Flash: a message, a pause, then the most important tip.
  {
    name: 'set107: Linnea pauses before her most important tip',
    ...intervju,
    answer: `# «send»
Klart jag har tips!

# «wait»
delay: 20

# «send»
Viktigast: var dig själv och säg när du inte vet något. Ingen gillar att någon hittar på`,
    expect: [
      { type: 'send', text: 'Klart jag har tips!' },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: 'Viktigast: var dig själv och säg när du inte vet något. Ingen gillar att någon hittar på',
      },
    ],
  },
  // Gemini 2.5 Flash: a Swedish reading of Oskar and a self-directive glued after the message.
  {
    name: 'set107: Linnea with a reading of Oskar glued to the end of the line',
    ...stuga,
    answer: `# «send»
Vi kommer jättegärna, tack! Oskar låter glad men lite stressad, svara kort och varmt.`,
    expect: [{ type: 'send', text: 'Vi kommer jättegärna, tack!' }],
  },
  // Gemini 3 Flash: the answer's aim in English as the first message's last paragraph.
  {
    name: 'set107: Linnea with an English aim between messages',
    ...intervju,
    answer: `# «send»
Lugn, du kommer fixa det!

Goal: calm Oskar down first, then give him something concrete.

# «send»
Tänk i exempel: situation, vad du gjorde, vad det ledde till. Det älskar de`,
    expect: [
      { type: 'send', text: 'Lugn, du kommer fixa det!' },
      { type: 'send', text: 'Tänk i exempel: situation, vad du gjorde, vad det ledde till. Det älskar de' },
    ],
  },
  // Gemini 2.5 Flash: a bracketed Swedish register note as a block of its own.
  {
    name: 'set107: Linnea with a bracketed register note as its own block',
    ...stuga,
    answer: `# «send»
Åh vad härligt, vi kommer!

# «send»
[ton: glad, avslappnad, kort]

# «send»
Jag tar med badkläder och myggmedel`,
    expect: [
      { type: 'send', text: 'Åh vad härligt, vi kommer!' },
      { type: 'send', text: 'Jag tar med badkläder och myggmedel' },
    ],
  },
  // Gemini 3 Flash: a Swedish recap of the conversation under its label, first in the body.
  {
    name: 'set107: Linnea under a Swedish recap of the chat',
    ...intervju,
    answer: `# «send»
Sammanfattning: Oskar har intervju på torsdag kl 10, är nervös och vill ha tips.

Absolut! Första tipset: läs på om vad teamet jobbar med just nu`,
    expect: [{ type: 'send', text: 'Absolut! Första tipset: läs på om vad teamet jobbar med just nu' }],
  },
  // Gemini 2.5 Flash: the persona narrated by name in asterisks before her message.
  {
    name: 'set107: Linnea narrated smiling at Elias',
    ...stuga,
    answer: `# «send»
*Linnea ler och vänder sig mot Elias*

Elias sa ja innan jag ens hann fråga 😄 Vi kommer!`,
    expect: [{ type: 'send', text: 'Elias sa ja innan jag ens hann fråga 😄 Vi kommer!' }],
  },
];
