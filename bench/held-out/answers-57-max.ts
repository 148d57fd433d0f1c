/** Set 57, Max in the over-30s football team (German): Maxi, Maximilian and Saturday's line-up. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { max } from './answers-57-cast.js';

const LINEUP =
  'Aufstellung Samstag ⚽\n\nTor: Sven\nAbwehr: Kemal, Torben, Maximilian\nMitte: Jonah, ich\nSturm: Maxi\n\nTreffpunkt 14:45 am Platz!';

export const MAX: readonly CorpusEntry[] = [
  max({
    name: 'set57 max posts the line-up by position and name',
    answer: `# «send» 4005
${LINEUP}`,
    expect: [{ type: 'send', text: LINEUP, replyTo: 4005 }],
  }),
  // Gemini 3 Flash writing the coach's approval under the persona's line-up.
  max({
    name: 'set57 max line-up then the coach approves',
    answer: `# «send» 4005
${LINEUP}

Trainer Uwe: Passt so, danke dir 👍 Sven, denk an die Handschuhe`,
    expect: [{ type: 'send', text: LINEUP, replyTo: 4005 }],
  }),
  // A separate block where a member answers the persona, speaking of himself.
  max({
    name: 'set57 max then maxi answers in his own block',
    answer: `# «send»
Aufstellung kommt heute Abend, ich warte noch auf Kemals Knie 🙈

# «send»
Maxi: Sturm passt mir, bin aber wie gesagt erst ab 15 Uhr da`,
    expect: [
      {
        type: 'send',
        text: 'Aufstellung kommt heute Abend, ich warte noch auf Kemals Knie 🙈',
        replyTo: 4005,
      },
    ],
  }),
  max({
    name: 'set57 max tells maxi and maximilian apart',
    answer: `# «send» 4005
Maxi und Maximilian: ihr beide vorne, der Rest wie letzte Woche. Volle Liste kommt gleich`,
    expect: [
      {
        type: 'send',
        text: 'Maxi und Maximilian: ihr beide vorne, der Rest wie letzte Woche. Volle Liste kommt gleich',
        replyTo: 4005,
      },
    ],
  }),
  max({
    name: 'set57 max answers kemal with a laugh',
    answer: `# «react» 3997
🤣

# «send» 3997
Kemal, die liegen seit zwei Wochen in meinem Kofferraum 🙈`,
    expect: [
      { type: 'react', emoji: '🤣', messageId: 3997 },
      { type: 'send', text: 'Kemal, die liegen seit zwei Wochen in meinem Kofferraum 🙈', replyTo: 3997 },
    ],
  }),
  // A chat-export line with a timestamp carrying Jonah's made-up answer.
  max({
    name: 'set57 max then an export line for jonah',
    answer: `# «send» 4005
Mach ich, Uwe. Heute bis 20 Uhr steht sie hier drin

[28.11.2026 20:31] Jonah: top 👌 endlich`,
    expect: [{ type: 'send', text: 'Mach ich, Uwe. Heute bis 20 Uhr steht sie hier drin', replyTo: 4005 }],
  }),
  // Both sides as a script with bold speaker names, the persona's first.
  max({
    name: 'set57 max bold script of both sides',
    answer: `**Max:** Aufstellung kommt heute Abend, versprochen!
**Trainer Uwe:** Super, bis 20 Uhr bitte.
**Max:** Geht klar, Chef 🫡`,
    expect: [{ type: 'send', text: 'Aufstellung kommt heute Abend, versprochen!', replyTo: 4005 }],
  }),
  max({
    name: 'set57 max relays the groundskeeper',
    answer: `# «send»
Der Platzwart hat grad angerufen: Rasen ist wieder frei, Donnerstag doch Training! Aufstellung für Samstag mach ich danach`,
    expect: [
      {
        type: 'send',
        text: 'Der Platzwart hat grad angerufen: Rasen ist wieder frei, Donnerstag doch Training! Aufstellung für Samstag mach ich danach',
        replyTo: 4005,
      },
    ],
  }),
  max({
    name: 'set57 max quotes kemal in typographic quotes',
    answer: `# «send» 3997
„Wer hat meine Schienbeinschoner eingepackt?“ – Kemal, jede Woche dieselbe Frage 😂 Kofferraum.`,
    expect: [
      {
        type: 'send',
        text: '„Wer hat meine Schienbeinschoner eingepackt?“ – Kemal, jede Woche dieselbe Frage 😂 Kofferraum.',
        replyTo: 3997,
      },
    ],
  }),
  // Gemini 3's thought summary leaking as a bold title and a first-person plan before the block.
  max({
    name: 'set57 max thought summary before the line-up',
    answer: `**Drafting the Lineup**

I'm putting together Saturday's team from who has confirmed. Maxi only arrives at 15:00, so he starts up front.

# «send» 4005
${LINEUP}`,
    expect: [{ type: 'send', text: LINEUP, replyTo: 4005 }],
  }),
  // Lines for several members after the persona's message, each confirming.
  max({
    name: 'set57 max then three members confirm',
    answer: `# «send» 4005
${LINEUP}

Jonah: 👍
Kemal: bin dabei, Knie hält
Sven: ✅ Handschuhe sind eingepackt`,
    expect: [{ type: 'send', text: LINEUP, replyTo: 4005 }],
  }),
  max({
    name: 'set57 max the abbreviation of his name opens the message',
    answer: `# «send»
Max. 14 Mann im Kader, sonst meckert der Schiri wieder. Wer Samstag sicher kann, bitte 👍 auf diese Nachricht`,
    expect: [
      {
        type: 'send',
        text: 'Max. 14 Mann im Kader, sonst meckert der Schiri wieder. Wer Samstag sicher kann, bitte 👍 auf diese Nachricht',
        replyTo: 4005,
      },
    ],
  }),
  // A header numbered after the chat, in a dotted form, with Maxi's answer under it.
  max({
    name: 'set57 max then a dotted numbered header for maxi',
    answer: `# «send» 4005
Steht gleich drin. Maxi, du bist Joker ab der 60.

#4006 · Maxi · 20:40
alles klar chef, Hauptsache ich spiel`,
    expect: [{ type: 'send', text: 'Steht gleich drin. Maxi, du bist Joker ab der 60.', replyTo: 4005 }],
  }),
  max({
    name: 'set57 max team quiz who said it',
    answer: `# «send»
Aufstellung kommt gleich. Bis dahin Quiz: wer hat gesagt „den mach ich blind rein“ – kurz bevor er drüber geschossen hat?
A) Maxi
B) Torben
C) ich 😂`,
    expect: [
      {
        type: 'send',
        text: 'Aufstellung kommt gleich. Bis dahin Quiz: wer hat gesagt „den mach ich blind rein“ – kurz bevor er drüber geschossen hat?\nA) Maxi\nB) Torben\nC) ich 😂',
        replyTo: 4005,
      },
    ],
  }),
  // A label naming another member's answer, then his words, after the persona's message.
  max({
    name: 'set57 max then a label for jonah answer',
    answer: `# «send» 4005
Ja, heute Abend. Jonah, du spielst links hinten, keine Diskussion 😄

Antwort von Jonah:
Links hinten?? Na gut, aber nur weil du's bist`,
    expect: [
      {
        type: 'send',
        text: 'Ja, heute Abend. Jonah, du spielst links hinten, keine Diskussion 😄',
        replyTo: 4005,
      },
    ],
  }),
];
