/**
 * Set 65, slips (1/2): prose around blocks, reasoning in tag, label-line and wrapped forms,
 * narrated silence in groups and heading near-misses, each above its entry with the behaviour
 * it stands for.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  aigerim,
  chiara,
  ewa,
  jensAsked,
  jensQuiet,
  lan,
  marisol,
  mehmetAsked,
  mehmetQuiet,
  tundeAsked,
  tundeQuiet,
  yukiAsked,
  yukiQuiet,
} from './answers-65-cast.js';

export const SLIPS_65_A: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash sometimes plans in prose, in the persona's language, before the first block.
  marisol({
    name: 'marisol: a plan in Spanish before the block',
    answer: `Toño está triste por lo del concierto, así que le propongo pozole y lo animo un poco.

# «send»
pozole sin duda, y yo invito 🍲`,
    expect: [{ type: 'send', text: 'pozole sin duda, y yo invito 🍲' }],
    withheld: ['outside-blocks'],
  }),
  // Models append a comment on the persona's voice after the message, as a last paragraph.
  marisol({
    name: 'marisol: a comment on her voice after the message',
    answer: `# «send»
ya, pozole y chelas, yo invito 🍻

Este mensaje mantiene el tono juguetón y cariñoso de Marisol.`,
    expect: [{ type: 'send', text: 'ya, pozole y chelas, yo invito 🍻' }],
  }),
  // Gemini 3 adds a note after a `---` rule explaining why it answered the way it did.
  jensAsked({
    name: 'jens: a note after a rule, in German',
    answer: `# «send»
Klar, ich kümmere mich um den Anhänger.

---
*Hinweis: Jens antwortet knapp, weil Birgit ihn direkt gefragt hat.*`,
    expect: [{ type: 'send', text: 'Klar, ich kümmere mich um den Anhänger.', replyTo: 4005 }],
  }),
  // Reasoning models behind the OpenAI endpoint leave a think span before the blocks.
  aigerim({
    name: 'aigerim: a think tag in Russian before the blocks',
    answer: `<think>
Дана обижается, что я молчу. Надо извиниться и ответить про Наурыз.
</think>
# «send»
Прости, Дануля, закрутилась совсем

# «send»
На Наурыз приеду, честно`,
    expect: [
      { type: 'send', text: 'Прости, Дануля, закрутилась совсем' },
      { type: 'send', text: 'На Наурыз приеду, честно' },
    ],
    withheld: ['reasoning'],
  }),
  // A reasoning label line opening the message body, in English although the chat is Vietnamese.
  lan({
    name: 'lan: a reasoning label line at the top of the body',
    answer: `# «send»
Reasoning: Minh has sent the file, so I confirm and promise feedback tonight.

Chị nhận được rồi, tối nay chị xem rồi nhắn em nha`,
    expect: [{ type: 'send', text: 'Chị nhận được rồi, tối nay chị xem rồi nhắn em nha' }],
  }),
  // The reasoning label in the persona's own language, on its own line above the text.
  jensAsked({
    name: 'jens: an Überlegung line above his answer',
    answer: `# «send»
Überlegung: Birgit fragt direkt, also zusagen und den Schwager erwähnen.
Geht klar, mein Schwager leiht uns seinen Anhänger`,
    expect: [{ type: 'send', text: 'Geht klar, mein Schwager leiht uns seinen Anhänger', replyTo: 4005 }],
  }),
  // Reasoning wrapped in brackets at the start of the body, as a stage note to itself.
  chiara({
    name: 'chiara: a bracketed thought before the message',
    answer: `# «send»
(Thought: Luca is teasing, answer lightly and say I bring the wine.)
Porto io il vino, tu non toccare la moka 😂`,
    expect: [{ type: 'send', text: 'Porto io il vino, tu non toccare la moka 😂' }],
  }),
  // Gemini narrates the persona's silence in a message block instead of staying silent.
  jensQuiet({
    name: 'jens: narrates himself reading along',
    answer: `# «send»
*Jens liest mit, sagt aber nichts dazu.*`,
    expect: [],
  }),
  // The same narration in full-width brackets, in Japanese.
  yukiQuiet({
    name: 'yuki: narrated read-and-ignore in full-width brackets',
    answer: `# «send»
（ゆきは既読スルーした）`,
    expect: [],
  }),
  // A stage direction in Turkish square brackets, for a group turn that was not hers to answer.
  mehmetQuiet({
    name: 'mehmet: a bracketed stage direction of silence',
    answer: `# «send»
[Mehmet sessiz kalıyor, tartışmaya girmiyor]`,
    expect: [],
  }),
  // A made-up silence token in capitals with an underscore, in a group.
  tundeQuiet({
    name: 'tunde: a silence token instead of a think block',
    answer: `# «send»
NO_RESPONSE_NEEDED`,
    expect: [],
  }),
  // A colon put after the heading's guillemets, the message on the heading line.
  marisol({
    name: 'marisol: a colon after the heading and the text on its line',
    answer: `# «send»: jaja sí, el sábado a las 2`,
    expect: [{ type: 'send', text: 'jaja sí, el sábado a las 2' }],
  }),
  // Mismatched heading brackets: a guillemet opening, doubled angle brackets closing.
  ewa({
    name: 'ewa: a heading with mismatched brackets',
    answer: `# «send>>
Chyba poszło dobrze, trzymaj kciuki do piątku!`,
    expect: [{ type: 'send', text: 'Chyba poszło dobrze, trzymaj kciuki do piątku!' }],
  }),
  // A full-width hash and a Japanese name for the send block.
  yukiAsked({
    name: 'yuki: a full-width heading with a Japanese task name',
    answer: `＃《送信》
いいよー、明日の朝渡すね`,
    expect: [{ type: 'send', text: 'いいよー、明日の朝渡すね', replyTo: 4005 }],
  }),
  // Two headings on one line: a reaction, then the message written right after it.
  tundeAsked({
    name: 'tunde: a reaction and a message heading on one line',
    answer: `# «react» 4003 😂 # «send» Bisi I don send am for your DM`,
    expect: [
      { type: 'react', emoji: '😂', messageId: 4003 },
      { type: 'send', text: 'Bisi I don send am for your DM', replyTo: 4005 },
    ],
  }),
  // The heading translated into the persona's language (Spanish, Polish, Vietnamese).
  marisol({
    name: 'marisol: a heading named in Spanish',
    answer: `# «enviar»
pozole, y luego nos vamos por un helado`,
    expect: [{ type: 'send', text: 'pozole, y luego nos vamos por un helado' }],
  }),
  ewa({
    name: 'ewa: a reaction heading in Polish',
    answer: `# «reakcja» 4005
🔥

# «send»
Opowiem wieczorem, teraz jadę tramwajem`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'Opowiem wieczorem, teraz jadę tramwajem' },
    ],
  }),
  // A Cyrillic е in place of the Latin e in the task name, as a Russian-keyboard model types it.
  aigerim({
    name: 'aigerim: a look-alike letter in the heading name',
    answer: `# «sеnd»
Живая, не переживай. Приеду на Наурыз`,
    expect: [{ type: 'send', text: 'Живая, не переживай. Приеду на Наурыз' }],
  }),
  // Look-alike letters in a reaction heading (Cyrillic е and а).
  mehmetAsked({
    name: 'mehmet: a reaction heading with look-alike letters',
    answer: `# «rеаct» 4003
😂

# «send»
Geliyorum, Burak kaleye geçmezse ben geçerim`,
    expect: [
      { type: 'react', emoji: '😂', messageId: 4003 },
      { type: 'send', text: 'Geliyorum, Burak kaleye geçmezse ben geçerim', replyTo: 4005 },
    ],
  }),
  // A task name the contract does not know, for the only message of the answer.
  lan({
    name: 'lan: the only block under an unknown name',
    answer: `# «output»
Chị nhận file rồi nha em, tối chị xem`,
    expect: [{ type: 'send', text: 'Chị nhận file rồi nha em, tối chị xem' }],
  }),
];
