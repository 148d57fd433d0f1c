/**
 * Set 94, ordinary answers the persona means entirely, in the remote team (Priya), the
 * five-a-side (Dario) and the choir on tour (Ingrid): members answered in their own languages,
 * a roll call and a singers' list keyed by names and voices, relays and translations for the
 * group, code, a pause between messages, a roleplay action when actions are on, and silence.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dinner, goal, headcount, offsite, siena, staging } from './answers-94-cast.js';

export const ORDINARY_94_MORE: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: English for the manager, Portuguese for the colleague who asked in Portuguese.
  {
    name: 'set94: Priya takes ownership in English and answers Mateus in Portuguese',
    ...staging,
    answer: `# «send» 4003
Lena, put me down for it, I'll own the staging fix before Thursday

# «send» 4005
Mateus, consigo sim! Te chamo às 16h no Meet? 🙂`,
    expect: [
      {
        type: 'send',
        text: "Lena, put me down for it, I'll own the staging fix before Thursday",
        replyTo: 4003,
      },
      { type: 'send', text: 'Mateus, consigo sim! Te chamo às 16h no Meet? 🙂', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: three colleagues answered by name in one message, in three languages.
  {
    name: 'set94: Priya answers Lena, Mateus and Rohan by name in one message',
    ...staging,
    answer: `# «send»
Lena, I'll own it. Fix before Thursday, promise
Mateus, sim, me manda o log da migration que eu olho agora
Rohan, haan yaar, I restarted staging, give it 10 min`,
    expect: [
      {
        type: 'send',
        text: "Lena, I'll own it. Fix before Thursday, promise\nMateus, sim, me manda o log da migration que eu olho agora\nRohan, haan yaar, I restarted staging, give it 10 min",
      },
    ],
  },
  // Gemini 3 Pro: an engineer's message with a SQL code block, then Portuguese for Mateus.
  {
    name: 'set94: Priya posts the fix as SQL and tells Mateus in Portuguese',
    ...staging,
    answer: `# «send» 4005
Found it, the migration chokes on null currency codes:
\`\`\`sql
ALTER TABLE payments ALTER COLUMN currency SET DEFAULT 'EUR';
\`\`\`
Vou rodar isso no staging e te aviso, Mateus`,
    expect: [
      {
        type: 'send',
        text: "Found it, the migration chokes on null currency codes:\n```sql\nALTER TABLE payments ALTER COLUMN currency SET DEFAULT 'EUR';\n```\nVou rodar isso no staging e te aviso, Mateus",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: a quick message, a pause, and the follow-up.
  {
    name: 'set94: Priya says on it, waits, then reports staging back',
    ...staging,
    answer: `# «send»
On it 👀

# «wait»
delay: 40

# «send»
Staging is back. Mateus, pode testar de novo?`,
    expect: [
      { type: 'send', text: 'On it 👀' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'Staging is back. Mateus, pode testar de novo?' },
    ],
  },
  // Gemini 3 Pro: silence in a think block while two colleagues tease each other.
  {
    name: 'set94: Priya leaves the Lisbon banter alone in a think block',
    ...offsite,
    answer: `# «think»
Mateus and Rohan are just joking about accents. Nothing for me here.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a chip-in in Hinglish to one colleague and English to the other.
  {
    name: 'set94: Priya chips in, Hinglish to Rohan and English to Mateus',
    ...offsite,
    answer: `# «send»
Rohan bas karo 😂 Mateus, I'm coming too, you can order for me`,
    expect: [{ type: 'send', text: "Rohan bas karo 😂 Mateus, I'm coming too, you can order for me" }],
  },
  // Gemini 3 Pro: a numbered roll call with ticks, keyed by names.
  {
    name: 'set94: Dario posts the roll call keyed by names',
    ...headcount,
    answer: `# «send» 4005
Thursday 20:00, veld 3 ⚽
1. Dario ✅
2. Oleksii ✅
3. Facundo ✅ (20:10)
4. Luca ✅
5. Sem ✅
6. Bram ✅
7. ?
8. ?
9. ?
10. ?
Bring a friend, we need 4 more`,
    expect: [
      {
        type: 'send',
        text: 'Thursday 20:00, veld 3 ⚽\n1. Dario ✅\n2. Oleksii ✅\n3. Facundo ✅ (20:10)\n4. Luca ✅\n5. Sem ✅\n6. Bram ✅\n7. ?\n8. ?\n9. ?\n10. ?\nBring a friend, we need 4 more',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Flash: Italian to Luca and Argentine Spanish to Facundo, each by reply.
  {
    name: 'set94: Dario answers Luca in Italian and Facundo in Spanish',
    ...headcount,
    answer: `# «send» 4001
Luca sì ci sono, passami a prendere alle 19:40 🚲

# «send» 3999
Facu tranqui, te guardamos un lugar 😉`,
    expect: [
      { type: 'send', text: 'Luca sì ci sono, passami a prendere alle 19:40 🚲', replyTo: 4001 },
      { type: 'send', text: 'Facu tranqui, te guardamos un lugar 😉', replyTo: 3999 },
    ],
  },
  // Gemini 3 Pro: the persona relays to Sem in English what two others said in their languages.
  {
    name: 'set94: Dario relays Facundo and Luca to Sem in English',
    ...headcount,
    answer: `# «send» 4003
Sem, Facundo says he'll be 10 min late because of work, and Luca is picking me up, so count all three of us`,
    expect: [
      {
        type: 'send',
        text: "Sem, Facundo says he'll be 10 min late because of work, and Luca is picking me up, so count all three of us",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash: a message in Italian with a bracketed translation a person adds for the group.
  {
    name: 'set94: Dario answers Luca in Italian with a bracketed translation for the others',
    ...headcount,
    answer: `# «send» 4001
Luca ci sono, passami alle 19:40!
(for the non-Italians: I'm in, Luca gives me a lift 🚲)`,
    expect: [
      {
        type: 'send',
        text: "Luca ci sono, passami alle 19:40!\n(for the non-Italians: I'm in, Luca gives me a lift 🚲)",
        replyTo: 4001,
      },
    ],
  },
  // Gemini 3 Pro: silence in an Italian think block during banter about a goal.
  {
    name: 'set94: Dario stays out of the Lautaro banter in an Italian think block',
    ...goal,
    answer: `# «think»
Parlano del gol di Lautaro, non mi hanno chiesto niente. Meglio stare zitto.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a sticker alone as a chip-in.
  {
    name: 'set94: Dario laughs along with a sticker',
    ...goal,
    answer: `# «sticker»
HeidiDuck
😂`,
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  // Gemini 2.5 Flash: Norwegian to Henrik, English to Giulia, French to Aurélie, each by reply.
  {
    name: 'set94: Ingrid answers Henrik, Giulia and Aurélie each in their language',
    ...siena,
    answer: `# «send» 4005
Ja, Henrik, nøkkelen ligger i vesken min, jeg låser opp før vi kjører 🔑

# «send» 4003
Giulia, yes! I'll send the final list tonight after dinner

# «send» 4000
Aurélie, oui, 11h comme prévu 🎹`,
    expect: [
      {
        type: 'send',
        text: 'Ja, Henrik, nøkkelen ligger i vesken min, jeg låser opp før vi kjører 🔑',
        replyTo: 4005,
      },
      { type: 'send', text: "Giulia, yes! I'll send the final list tonight after dinner", replyTo: 4003 },
      { type: 'send', text: 'Aurélie, oui, 11h comme prévu 🎹', replyTo: 4000 },
    ],
  },
  // Gemini 3 Pro: the choir manager relays the guide's English message to the choir in Norwegian.
  {
    name: "set94: Ingrid relays Giulia's times to the choir in Norwegian",
    ...siena,
    answer: `# «send»
Alle sammen: Giulia sier at bussen går 7:45 i morgen, og kirken i Siena vil ha sangerlista i kveld. Ikke kom for sent! 🙏`,
    expect: [
      {
        type: 'send',
        text: 'Alle sammen: Giulia sier at bussen går 7:45 i morgen, og kirken i Siena vil ha sangerlista i kveld. Ikke kom for sent! 🙏',
      },
    ],
  },
  // Gemini 3 Pro: the singers' list keyed by voice, the persona's own full name in it.
  {
    name: 'set94: Ingrid sends Giulia the singers keyed by voice',
    ...siena,
    answer: `# «send» 4003
Giulia, here's the list:
Soprano: Kari Nygaard, Sigrid Lunde, Marte Bakke
Alto: Ingrid Solberg, Tone Haug
Tenor: Henrik Dahl, Jon Eide
Bass: Ole Brekke, Per Vik
Piano: Aurélie Martin`,
    expect: [
      {
        type: 'send',
        text: "Giulia, here's the list:\nSoprano: Kari Nygaard, Sigrid Lunde, Marte Bakke\nAlto: Ingrid Solberg, Tone Haug\nTenor: Henrik Dahl, Jon Eide\nBass: Ole Brekke, Per Vik\nPiano: Aurélie Martin",
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Flash with roleplay actions on: an action line alone, answering a callout.
  {
    name: 'set94: Ingrid jingles the keys as an action, actions always',
    ...siena,
    actions: 'always',
    answer: `# «send» 4005
*rasler med nøkkelknippet*`,
    expect: [{ type: 'send', text: '*rasler med nøkkelknippet*', replyTo: 4005 }],
  },
  // Gemini 3 Pro: silence in a Norwegian think block while others arrange dinner.
  {
    name: 'set94: Ingrid lets the others arrange pizza, Norwegian think block',
    ...dinner,
    answer: `# «think»
Kari, Henrik og Aurélie avtaler pizza seg imellom. Ingen spør meg, jeg trenger ikke svare.`,
    expect: [],
    silence: '',
  },
  // Gemini 2.5 Flash: a chip-in to join dinner, Norwegian with a name.
  {
    name: 'set94: Ingrid joins the pizza plan in Norwegian',
    ...dinner,
    answer: `# «send»
Jeg blir også med på pizza! Henrik, hold av en plass til meg 🍕`,
    expect: [{ type: 'send', text: 'Jeg blir også med på pizza! Henrik, hold av en plass til meg 🍕' }],
  },
];
