/**
 * Set 78, slips in five of the groups (German, Spanish, French, Russian, Japanese): the persona
 * narrated by her name or as "she", the group's mood and who talks to whom described, whom to
 * answer decided aloud, members' lines repeated as a transcript, other members' turns written
 * for them, stage directions before, between and after messages; some answers carry two.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { carmela, lotte, misaki, solene, soleneAside, varya, varyaAside } from './answers-78-cast.js';

export const SLIPS_A: readonly CorpusEntry[] = [
  // Gemini's roleplay habit: the persona's action narrated by name in asterisks over the message.
  lotte({
    name: 'Lotte slip: an action narrated by name on the first line',
    answer: '# «send»\n*Lotte seufzt und öffnet die Notizen-App*\nOkay okay, der Plan kommt heute Abend 😅\n',
    expect: [{ type: 'send', text: 'Okay okay, der Plan kommt heute Abend 😅', replyTo: 4005 }],
  }),
  // Gemini 3 opens with a reading of the room in the chat's language, the persona in the third person.
  lotte({
    name: 'Lotte slip: the flat’s mood and who addresses whom, before the block',
    answer:
      'Die Stimmung in der WG ist leicht gereizt: Merve ärgert sich über den Topf, Paul hält sich raus, und Ronja spricht Lotte direkt auf den versprochenen Putzplan an.\n\n# «send» 4005\nRonja 😂 ja, versprochen ist versprochen. Bis Sonntag steht er\n',
    expect: [
      { type: 'send', text: 'Ronja 😂 ja, versprochen ist versprochen. Bis Sonntag steht er', replyTo: 4005 },
    ],
    withheld: ['outside-blocks'],
  }),
  // A model continuing the group chat past its own line, writing the members' replies.
  lotte({
    name: 'Lotte slip: Ronja’s and Merve’s replies written after hers',
    answer: '# «send» 4005\nJa, mach ich! Heute Abend kommt er 📋\n\nRonja: danke Lotte 😘\nMerve: endlich\n',
    expect: [{ type: 'send', text: 'Ja, mach ich! Heute Abend kommt er 📋', replyTo: 4005 }],
  }),
  // A stage direction in a screenplay's manner between two messages, inside the first block.
  lotte({
    name: 'Lotte slip: a bracketed stage direction between the two messages',
    answer:
      '# «send» 4003\nMerve, ja bitte, sonst eskaliert das hier noch 😂\n\n*(kurze Pause, dann an Ronja gewandt)*\n\n# «send» 4005\nUnd ja, ich mach ihn. Heute Abend.\n',
    expect: [
      { type: 'send', text: 'Merve, ja bitte, sonst eskaliert das hier noch 😂', replyTo: 4003 },
      { type: 'send', text: 'Und ja, ich mach ihn. Heute Abend.', replyTo: 4005 },
    ],
  }),
  // Gemini 2.5's thinking spilled as plain English before the blocks: whom to answer first.
  carmela({
    name: 'Carmela slip: whom to answer decided in English before the block',
    answer:
      'Nuria is asking Carmela directly about the speech, so I should answer her first. Iker’s DJ question can wait, and Andrés already has the logistics covered.\n\n# «send»\n¡Sí, Nuria! Yo me encargo del discurso, ya tengo ideas 😏\n',
    expect: [
      { type: 'send', text: '¡Sí, Nuria! Yo me encargo del discurso, ya tengo ideas 😏', replyTo: 4005 },
    ],
    withheld: ['outside-blocks'],
  }),
  // Stage directions in parentheses around the line, the first naming her, the last a bare verb.
  carmela({
    name: 'Carmela slip: stage directions on the first and last lines',
    answer:
      '# «send»\n(Carmela deja el café y coge el móvil)\nNuria, ¡obvio que sí! Ya estoy con el borrador 📝\n(sonríe)\n',
    expect: [{ type: 'send', text: 'Nuria, ¡obvio que sí! Ya estoy con el borrador 📝', replyTo: 4005 }],
  }),
  // The chat's last lines repeated as a transcript above the persona's own line.
  carmela({
    name: 'Carmela slip: Paco’s and Iker’s lines repeated above her answer',
    answer:
      '# «send»\nPaco: Yo llevo el jamón, eso no se discute\nIker: ¿Alguien sabe si el DJ tiene ya la lista de canciones?\nNuria, sí al discurso 🙋‍♀️ Iker, la lista la tiene, tranquilo\n',
    expect: [
      {
        type: 'send',
        text: 'Nuria, sí al discurso 🙋‍♀️ Iker, la lista la tiene, tranquilo',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: the group's reaction narrated in asterisks, then a block written as Nuria.
  carmela({
    name: 'Carmela slip: the group’s applause narrated, then Nuria’s answer in its own block',
    answer:
      '# «send» 4005\nQue sííí, el discurso lo hago yo 😌 Eso sí, nadie me pide leerlo antes\n\n*El grupo se llena de emojis de aplausos.*\n\n# «send»\nNuria: jajaja trato hecho, te quiero 🥰\n',
    expect: [
      {
        type: 'send',
        text: 'Que sííí, el discurso lo hago yo 😌 Eso sí, nadie me pide leerlo antes',
        replyTo: 4005,
      },
    ],
  }),
  // The persona as "elle" in a roleplay action between her two messages.
  solene({
    name: 'Solène slip: “elle” opens her notebook between the messages',
    answer:
      '# «send» 4005\nOui, je m’en occupe ! Je vous envoie une liste ce soir\n\n*elle ouvre son carnet et relit ses notes*\n\n# «send»\nMargaux, je note : café des Arts jeudi 19h ☕\n',
    expect: [
      { type: 'send', text: 'Oui, je m’en occupe ! Je vous envoie une liste ce soir', replyTo: 4005 },
      { type: 'send', text: 'Margaux, je note : café des Arts jeudi 19h ☕' },
    ],
  }),
  // The model's plan for the turn, in French, as the block's first paragraph.
  solene({
    name: 'Solène slip: a French paragraph deciding whom to answer, inside the block',
    answer:
      '# «send»\nYann s’adresse directement à Solène, donc je lui réponds d’abord, puis je confirmerai le lieu à Bastien.\n\nOui Yann, je propose trois titres demain !\n',
    expect: [{ type: 'send', text: 'Oui Yann, je propose trois titres demain !', replyTo: 4005 }],
  }),
  // The conversation continued as a script: Bastien and Inès answer her in the same body.
  solene({
    name: 'Solène slip: Bastien and Inès written answering her',
    answer:
      '# «send»\nOui c’est moi ! Trois propositions arrivent ce soir 📚\nBastien : Top, merci Solène\nInès : J’espère qu’il y aura un polar 👀\n',
    expect: [{ type: 'send', text: 'Oui c’est moi ! Trois propositions arrivent ce soir 📚', replyTo: 4005 }],
  }),
  // Silence when the turn is not hers, narrated in the third person under underscores.
  soleneAside({
    name: 'Solène slip: her silence narrated by name when the question is for Inès',
    callout: false,
    answer: '# «send»\n_Solène sourit en lisant, mais ne répond pas : la question est pour Inès._\n',
    expect: [],
  }),
  // A line presenting the persona typing, then her message, as novels put it.
  varya({
    name: 'Varya slip: a Russian line presenting her as she types',
    answer:
      '# «send»\nВаря улыбается, читая сообщение тёти Зины, и сразу отвечает:\nКонечно, испеку! Как всегда, с капустой 🥧\n',
    expect: [{ type: 'send', text: 'Конечно, испеку! Как всегда, с капустой 🥧', replyTo: 4005 }],
  }),
  // Members' lines repeated under bracketed names before the answer, a transcript habit.
  varya({
    name: 'Varya slip: Dima’s and Kostya’s lines repeated under bracketed names',
    answer:
      '# «send» 4005\n[Дима]: Кто берёт мангал? Шашлык без мангала не шашлык\n[Костя]: Дима, мангал с прошлого года у тебя в гараже 😂\nИспеку, конечно! А мангал пусть Дима сам из гаража достаёт 😄\n',
    expect: [
      {
        type: 'send',
        text: 'Испеку, конечно! А мангал пусть Дима сам из гаража достаёт 😄',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: "она" in a stage direction first, a description of the group last.
  varya({
    name: 'Varya slip: “она” goes for the recipe, and the family described at the end',
    answer:
      '# «send»\n*она откладывает телефон и идёт искать рецепт*\n\nТётя Зина, конечно! Два пирога привезу\n\nТётя Зина явно рада, что все собираются, а Костя снова подкалывает Диму насчёт мангала.\n',
    expect: [{ type: 'send', text: 'Тётя Зина, конечно! Два пирога привезу', replyTo: 4005 }],
  }),
  // The model's reason to stay silent written as the message when the question is for Lena.
  varyaAside({
    name: 'Varya slip: the reason for silence written as the answer',
    callout: false,
    answer: '# «send»\nЭто вопрос Лене, не мне. Промолчу.\n',
    expect: [],
  }),
  // Narration in full-width brackets naming the persona, over her line.
  misaki({
    name: 'Misaki slip: full-width bracketed narration naming her',
    answer: '# «send»\n（美咲はノートを開いて歌詞を確認する）\nうん、ほぼできた！土曜に持ってくね📝\n',
    expect: [{ type: 'send', text: 'うん、ほぼできた！土曜に持ってくね📝', replyTo: 4005 }],
  }),
  // The turn planned in Japanese before the block: who asked her, what waits.
  misaki({
    name: 'Misaki slip: whom to answer decided in Japanese before the block',
    answer:
      '彩花が美咲に直接聞いているので、まず歌詞の件に答える。健太のキーの話は後回し。\n\n# «send»\n歌詞、8割できたよ！土曜に見せる✨\n',
    expect: [{ type: 'send', text: '歌詞、8割できたよ！土曜に見せる✨', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Ayaka's delighted reply written for her after the persona's line.
  misaki({
    name: 'Misaki slip: Ayaka’s reply written after hers',
    answer: '# «send»\nできたよ！今夜グループに貼るね\n\n彩花：やったー！楽しみ🥳\n',
    expect: [{ type: 'send', text: 'できたよ！今夜グループに貼るね', replyTo: 4005 }],
  }),
];
