/** Set 55, Ivana (Croatian, Split): her chat with her brother Luka and the picigin group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { ivanaDm, ivanaGroup, ivanaGroupQuiet } from './answers-55-cast.js';

export const IVANA_55: readonly CorpusEntry[] = [
  ivanaDm({
    name: 'set55 ivana: lends the car charger, two messages (Gemini 2.5 Flash)',
    answer: `# «send»
Mogu, imam rezervni u pretincu 🔌

# «send»
Dođi po njega večeras iza 8`,
    expect: [
      { type: 'send', text: 'Mogu, imam rezervni u pretincu 🔌' },
      { type: 'send', text: 'Dođi po njega večeras iza 8' },
    ],
  }),
  ivanaDm({
    name: 'set55 ivana: answers the lunch question by id, then the charger (Gemini 3)',
    answer: `# «send» 4003
Reci mami da donosim kolače iz one slastičarne na Rivi

# «send»
A punjač ti ostavljam kod portira`,
    expect: [
      { type: 'send', text: 'Reci mami da donosim kolače iz one slastičarne na Rivi', replyTo: 4003 },
      { type: 'send', text: 'A punjač ti ostavljam kod portira' },
    ],
  }),
  // A thought summary's bold -ing title and its paragraph open the message body.
  ivanaDm({
    name: 'set55 ivana: a thought summary opening the body (Gemini 3)',
    answer: `# «send»
**Analyzing Luka's Request**

I'm now focusing on Luka's need for a car charger. Ivana has a spare one, so she will offer it right away.

Naravno, uzmi moj, imam dva`,
    expect: [{ type: 'send', text: 'Naravno, uzmi moj, imam dva' }],
  }),
  // The body wrapped in a markup element.
  ivanaDm({
    name: 'set55 ivana: the body in message tags (Gemini 2.5 Flash)',
    answer: `# «send»
<message>Može, uzmi ga sutra ujutro prije posla</message>`,
    expect: [{ type: 'send', text: 'Može, uzmi ga sutra ujutro prije posla' }],
  }),
  // A croatian offer of a more formal version closes the body.
  ivanaDm({
    name: 'set55 ivana: a croatian offer of a more formal version (Gemini 3)',
    answer: `# «send»
Ma naravno, samo ga nemoj zaboravit vratit 😄

Želiš li da napišem malo formalniju verziju?`,
    expect: [{ type: 'send', text: 'Ma naravno, samo ga nemoj zaboravit vratit 😄' }],
  }),
  // A roleplay action in underscores with actions off.
  ivanaDm({
    name: 'set55 ivana: a laugh in underscores with actions off (Gemini 2.5 Flash)',
    actions: 'never',
    answer: `# «send»
_smije se_ Može, ali mi ga vrati do petka!`,
    expect: [{ type: 'send', text: 'Može, ali mi ga vrati do petka!' }],
    withheld: ['narration'],
  }),
  ivanaGroup({
    name: 'set55 ivana: books the table for Saturday (Gemini 3)',
    callout: true,
    answer: `# «send»
Petra, rezerviram kod Mate za subotu u 20h, 6 osoba?

# «send»
Javite do sutra ko sigurno dolazi`,
    expect: [
      { type: 'send', text: 'Petra, rezerviram kod Mate za subotu u 20h, 6 osoba?', replyTo: 4005 },
      { type: 'send', text: 'Javite do sutra ko sigurno dolazi' },
    ],
  }),
  ivanaGroup({
    name: 'set55 ivana: teases Dino in capitals with an emoticon (Gemini 2.5 Flash)',
    callout: true,
    answer: `# «send» 4003
DINO, loptica je kod tebe u ruksaku, vidila sam jučer :P

# «send» 4005
Petra, može, zovem ga danas`,
    expect: [
      { type: 'send', text: 'DINO, loptica je kod tebe u ruksaku, vidila sam jučer :P', replyTo: 4003 },
      { type: 'send', text: 'Petra, može, zovem ga danas', replyTo: 4005 },
    ],
  }),
  // A note justifying the answer after a rule, in Croatian.
  ivanaGroup({
    name: 'set55 ivana: a croatian note about the persona after a rule (Gemini 3)',
    callout: true,
    answer: `# «send»
Može, zvat ću Matu danas pa javim 👍

---
Napomena: Ivana poznaje vlasnika pa je logično da ona preuzme rezervaciju.`,
    expect: [{ type: 'send', text: 'Može, zvat ću Matu danas pa javim 👍', replyTo: 4005 }],
  }),
  // "No reply" written in Croatian in brackets as the whole message.
  ivanaGroupQuiet({
    name: 'set55 ivana: a bracketed croatian no-reply line when not addressed (Gemini 2.5 Flash)',
    answer: `# «send»
(bez odgovora)`,
    expect: [],
  }),
  // A markdown heading titling the body as the answer to Petra.
  ivanaGroup({
    name: 'set55 ivana: a croatian heading titling the reply (Gemini 3)',
    callout: true,
    answer: `# «send»
## Odgovor Petri
Naravno, rezerviram za subotu, javim vam točno vrijeme`,
    expect: [{ type: 'send', text: 'Naravno, rezerviram za subotu, javim vam točno vrijeme', replyTo: 4005 }],
  }),
  ivanaDm({
    name: 'set55 ivana: quotes their mother with croatian quotation marks (Gemini 2.5 Flash)',
    answer: `# «send»
Mama je rekla, citiram: „Ako ne dođeš, nema sarme“ 😂

# «send»
Punjač ti nosim u nedjelju`,
    expect: [
      { type: 'send', text: 'Mama je rekla, citiram: „Ako ne dođeš, nema sarme“ 😂' },
      { type: 'send', text: 'Punjač ti nosim u nedjelju' },
    ],
  }),
  // Cut at the output limit after a message and a reaction.
  ivanaGroup({
    name: 'set55 ivana: a message and a reaction, then a cut message (Gemini 2.5 Flash)',
    callout: true,
    truncated: true,
    answer: `# «send»
Može, rezerviram 👍

# «react» 4001
🔥

# «send»
Marija, ako kasniš i u subotu, naručit ćemo ti bez pi`,
    expect: [
      { type: 'send', text: 'Može, rezerviram 👍', replyTo: 4005 },
      { type: 'react', emoji: '🔥', messageId: 4001 },
    ],
    withheld: ['truncated'],
  }),
  // A JSON task list in a fence instead of blocks.
  ivanaDm({
    name: 'set55 ivana: a fenced json task list (Gemini 2.5 Flash)',
    answer: `\`\`\`json
[{"type": "send", "text": "Može, uzmi ga kad hoćeš, u autu je"}]
\`\`\``,
    expect: [{ type: 'send', text: 'Može, uzmi ga kad hoćeš, u autu je' }],
  }),
  ivanaDm({
    name: 'set55 ivana: a good night and a note on the loan (Gemini 3)',
    answer: `# «send»
Evo ti ga sutra. Laku noć! 🌙

# «note»
Luka ima moj rezervni punjač za auto, posudio u srijedu.`,
    expect: [{ type: 'send', text: 'Evo ti ga sutra. Laku noć! 🌙' }, { type: 'note' }],
  }),
  ivanaDm({
    name: 'set55 ivana: a P.S. and a winking emoticon (Gemini 2.5 Flash)',
    answer: `# «send»
Može, u pretincu je.
P.S. Ako ga izgubiš, kupuješ mi novi ;)`,
    expect: [{ type: 'send', text: 'Može, u pretincu je.\nP.S. Ako ga izgubiš, kupuješ mi novi ;)' }],
  }),
];
