/**
 * Set 85, slips (first half): beside a real message, the model describes the friend, someone
 * else or the situation to no one (their mood, wish, what they wait for or left unanswered), or
 * its own plan or tone: first, between or last, bare, labelled or in brackets, in the chat's
 * language or in English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { BIA, CAMILLE, GIULIA, inChat, JANA, LUCIA, OLYA } from './answers-85-cast.js';

export const SLIPS_85_A: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash opens a block by restating, in the chat's language, what the partner wants.
  inChat(LUCIA, {
    name: "set85: Spanish, the friend's wish restated by name before the news",
    answer: `# «send»
Marta está aburrida en el tren y quiere saber todo lo de la abuela y lo de Dani.

Pues la abuela ya está en casa, le dieron el alta esta mañana. Y lo de Dani da para una serie entera 😂`,
    expect: [
      {
        type: 'send',
        text: 'Pues la abuela ya está en casa, le dieron el alta esta mañana. Y lo de Dani da para una serie entera 😂',
      },
    ],
  }),
  // Gemini 3 closes a message with an English note in brackets on the partner's state.
  inChat(LUCIA, {
    name: 'set85: Spanish story, an English bracketed note on the friend last',
    answer: `# «send»
Dani trajo a la novia a la comida del domingo. Con perro. Un galgo. Mi madre no sabía dónde meterse 😂

(Marta is bored on the train, so a longer story works here)`,
    expect: [
      {
        type: 'send',
        text: 'Dani trajo a la novia a la comida del domingo. Con perro. Un galgo. Mi madre no sabía dónde meterse 😂',
      },
    ],
  }),
  // Two slips: a labelled situation line before the blocks and a labelled tone line after them.
  inChat(LUCIA, {
    name: 'set85: Spanish, a labelled situation first and a labelled tone last',
    answer: `Situación: Marta en el tren, espera noticias de la abuela y del primo.

# «send»
La abuela, como un roble. Ya le ha pedido a la enfermera que le pinte las uñas.

# «send»
Y Dani sigue con la del perro. Te lo cuento con vino el viernes 🍷

Tono: cercano, con humor.`,
    expect: [
      {
        type: 'send',
        text: 'La abuela, como un roble. Ya le ha pedido a la enfermera que le pinte las uñas.',
      },
      { type: 'send', text: 'Y Dani sigue con la del perro. Te lo cuento con vino el viernes 🍷' },
    ],
  }),
  // Models outside any block describe the partner by role ("the friend") before answering.
  inChat(JANA, {
    name: 'set85: German summary after an English line naming the friend by role',
    answer: `The friend missed the meeting because of a doctor's appointment and is waiting for a summary.

# «send»
Launch verschoben auf den 14., Birgit will bis Freitag die Kosten, Tobias macht das Onboarding.`,
    expect: [
      {
        type: 'send',
        text: 'Launch verschoben auf den 14., Birgit will bis Freitag die Kosten, Tobias macht das Onboarding.',
      },
    ],
  }),
  // Gemini ends the first of two messages with a bare line on the partner's worry.
  inChat(JANA, {
    name: "set85: German, a bare line on the friend's worry ending the first of two messages",
    answer: `# «send»
Birgit hat deinen Urlaub abgenickt 👍

Felix macht sich Sorgen um seinen Urlaub.

# «send»
Sie meinte nur, die Übergabe an Tobias muss vorher stehen.`,
    expect: [
      { type: 'send', text: 'Birgit hat deinen Urlaub abgenickt 👍' },
      { type: 'send', text: 'Sie meinte nur, die Übergabe an Tobias muss vorher stehen.' },
    ],
  }),
  // The model states its own plan, labelled in the chat's language, opening the message body.
  inChat(JANA, {
    name: 'set85: German, a labelled plan opening the summary',
    answer: `# «send»
Plan: erst die Zusammenfassung, dann die Urlaubsfrage.

Also: Launch am 14., Kosten bis Freitag an Birgit, und dein Urlaub geht klar.`,
    expect: [
      {
        type: 'send',
        text: 'Also: Launch am 14., Kosten bis Freitag an Birgit, und dein Urlaub geht klar.',
      },
    ],
  }),
  // Gemini 2.5 Pro opens with a bare third-person line about what the partner is waiting for.
  inChat(CAMILLE, {
    name: 'set85: French, a bare line on what the friend awaits before the story',
    answer: `# «send»
Théo attend les détails du pot de départ de Sandrine.

Alors. Kévin se lève, tape sur son verre, et nous sort un discours de dix minutes sur un séminaire de 2015 🙃`,
    expect: [
      {
        type: 'send',
        text: 'Alors. Kévin se lève, tape sur son verre, et nous sort un discours de dix minutes sur un séminaire de 2015 🙃',
      },
    ],
  }),
  // A bracketed note to itself with the partner by pronoun only, between two messages.
  inChat(CAMILLE, {
    name: 'set85: French, a bracketed pronoun-only note between two messages',
    answer: `# «send»
Personne ne comprenait rien. Sandrine souriait poliment, le DRH regardait ses chaussures.

(il adore les potins, tout raconter en détail)

# «send»
Et à la fin Kévin a pleuré. Vraiment 😭`,
    expect: [
      {
        type: 'send',
        text: 'Personne ne comprenait rien. Sandrine souriait poliment, le DRH regardait ses chaussures.',
      },
      { type: 'send', text: 'Et à la fin Kévin a pleuré. Vraiment 😭' },
    ],
  }),
  // After the last block, an English note on what the partner left unanswered.
  inChat(CAMILLE, {
    name: 'set85: French story, an English note on an unanswered question after the blocks',
    answer: `# «send»
Le discours de Kévin, c'était un mélange de TED talk et d'enterrement. Sandrine a été parfaite, comme toujours.

Note: Théo still hasn't answered about Saturday's climbing session.`,
    expect: [
      {
        type: 'send',
        text: "Le discours de Kévin, c'était un mélange de TED talk et d'enterrement. Sandrine a été parfaite, comme toujours.",
      },
    ],
  }),
  // A restatement of the partner's two questions with a to-do, before any block.
  inChat(OLYA, {
    name: "set85: Russian, the friend's questions restated by name before the blocks",
    answer: `Катя спрашивает про Артёма и про маму — ответить на оба вопроса.

# «send»
Артём нормально, снял комнату, работает.

# «send»
Мама переживает, но уже меньше. Звонит ему только раз в день 😅`,
    expect: [
      { type: 'send', text: 'Артём нормально, снял комнату, работает.' },
      { type: 'send', text: 'Мама переживает, но уже меньше. Звонит ему только раз в день 😅' },
    ],
  }),
  // The model's own reading of the partner's mood, by pronoun, with an infinitive to-do, last.
  inChat(OLYA, {
    name: 'set85: Russian, a pronoun-only note on the mood with a to-do closing the block',
    answer: `# «send»
Мама держится. Пьёт валерьянку и смотрит прогноз погоды в Казани каждое утро.

Она явно волнуется — ответить мягко и подробно.`,
    expect: [
      {
        type: 'send',
        text: 'Мама держится. Пьёт валерьянку и смотрит прогноз погоды в Казани каждое утро.',
      },
    ],
  }),
  // Two slips in English: the partner's mood before, and what she has not answered after.
  inChat(OLYA, {
    name: 'set85: Russian news between an English mood line and an English unanswered line',
    answer: `Katya seems worried about Olya's family.

# «send»
Всё хорошо, правда. Артём устроился, мама успокаивается потихоньку.

Katya still hasn't said whether she's coming on Friday.`,
    expect: [{ type: 'send', text: 'Всё хорошо, правда. Артём устроился, мама успокаивается потихоньку.' }],
  }),
  // An English line naming the partner, his feeling and his wish, before the block.
  inChat(GIULIA, {
    name: "set85: Italian toast after an English line on the friend's nerves",
    answer: `Paolo is anxious about the toast and wants something short and funny.

# «send»
A Chiara e Luca: si sono trovati a Lisbona per sbaglio, e da nove anni continuano a sbagliare insieme nel modo giusto. Alla salute degli sposi! 🥂`,
    expect: [
      {
        type: 'send',
        text: 'A Chiara e Luca: si sono trovati a Lisbona per sbaglio, e da nove anni continuano a sbagliare insieme nel modo giusto. Alla salute degli sposi! 🥂',
      },
    ],
  }),
  // A labelled tone line in the chat's language closing the message body.
  inChat(GIULIA, {
    name: 'set85: Italian toast, a labelled tone line last',
    answer: `# «send»
Nove anni, due città, un tram sbagliato a Lisbona. Chiara e Luca sono la prova che perdersi a volte è il modo migliore per trovarsi.
Alzate i calici! 🥂

Tono: affettuoso e un po' ironico, come piace a Paolo.`,
    expect: [
      {
        type: 'send',
        text: 'Nove anni, due città, un tram sbagliato a Lisbona. Chiara e Luca sono la prova che perdersi a volte è il modo migliore per trovarsi.\nAlzate i calici! 🥂',
      },
    ],
  }),
  // A bare line of the partner's state and wish, by pronoun only, opening the block.
  inChat(GIULIA, {
    name: "set85: Italian toast, a bare pronoun-only line on the friend's wish first",
    answer: `# «send»
È nervoso per sabato, vuole 5-6 righe e niente di sdolcinato.

Chiara e Luca: lei pianifica, lui improvvisa. Lei ha sempre ragione, lui lo sa. A voi due! 🥂`,
    expect: [
      {
        type: 'send',
        text: 'Chiara e Luca: lei pianifica, lui improvvisa. Lei ha sempre ragione, lui lo sa. A voi due! 🥂',
      },
    ],
  }),
  // A description of the situation written as its own message block.
  inChat(GIULIA, {
    name: 'set85: Italian toast, then a block of its own describing the situation in English',
    answer: `# «send»
A Chiara e Luca, che si sono conosciuti in Erasmus e non hanno mai smesso di fare gli studenti: curiosi, squattrinati e innamorati. Cin cin! 🥂

# «send»
Paolo will read this on Saturday in front of about 120 guests.`,
    expect: [
      {
        type: 'send',
        text: 'A Chiara e Luca, che si sono conosciuti in Erasmus e non hanno mai smesso di fare gli studenti: curiosi, squattrinati e innamorati. Cin cin! 🥂',
      },
    ],
  }),
  // The partner's need restated by name in the chat's language, first paragraph of the block.
  inChat(BIA, {
    name: "set85: Portuguese book summary after a line on the friend's need",
    answer: `# «send»
Rafa não leu o livro e quer um resumo antes do clube.

Duas irmãs no sertão da Bahia, um acidente com uma faca, e uma vida inteira de luta pela terra. É lindo e dói.`,
    expect: [
      {
        type: 'send',
        text: 'Duas irmãs no sertão da Bahia, um acidente com uma faca, e uma vida inteira de luta pela terra. É lindo e dói.',
      },
    ],
  }),
  // A bracketed remark on the partner's request, in the chat's language, closing the bio.
  inChat(BIA, {
    name: "set85: Portuguese bio, a bracketed note on the friend's request last",
    answer: `# «send»
Rafael Souza é designer em Recife e há oito anos faz interfaces que qualquer pessoa consegue usar. Nas horas vagas, surfa.

(bio em terceira pessoa, como ele pediu)`,
    expect: [
      {
        type: 'send',
        text: 'Rafael Souza é designer em Recife e há oito anos faz interfaces que qualquer pessoa consegue usar. Nas horas vagas, surfa.',
      },
    ],
  }),
  // An English context label before the blocks, on what the partner is waiting for.
  inChat(BIA, {
    name: 'set85: Portuguese bio and book line after an English context label',
    answer: `Context: Rafa is waiting on the bio; all the info is in his last message.

# «send» 4003
Rafael Souza, designer, 8 anos de estrada em acessibilidade. Recifense, surfista, defensor de botões grandes.

# «send»
Do livro te falo amanhã, é muita coisa pra resumir agora 😅`,
    expect: [
      {
        type: 'send',
        text: 'Rafael Souza, designer, 8 anos de estrada em acessibilidade. Recifense, surfista, defensor de botões grandes.',
        replyTo: 4003,
      },
      { type: 'send', text: 'Do livro te falo amanhã, é muita coisa pra resumir agora 😅' },
    ],
  }),
];
