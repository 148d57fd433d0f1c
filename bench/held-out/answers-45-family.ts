/**
 * Set 45, the family group and Inês's chat with her grandmother: Portuguese, Polish and both in
 * one message. In the group, a message that names no reply id answers the target (4005) when it
 * is the answer's first.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { babcia, FAMILY_CHARGER, FAMILY_POLL, family } from './answers-45-cast.js';

/** Well-formed answers, some of which merely look unusual. */
export const FAMILY_ORDINARY: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash, the plain shape.
  family({
    name: 'family: yes to the cake, a plain reply to Mãe',
    callout: true,
    answer: '# «send»\nLevo sim mãe! Bolo de bolacha com muita canela 😋\n',
    expect: [{ type: 'send', text: 'Levo sim mãe! Bolo de bolacha com muita canela 😋', replyTo: 4005 }],
  }),
  family({
    name: "family: a thumbs-up on the cousin's lift, then a reply to it",
    answer:
      '# «react» 4001\n👍\n\n# «send» 4001\nTomás, já te disse que vou eu 😄 manda-me o número do voo\n',
    expect: [
      { type: 'react', emoji: '👍', messageId: 4001 },
      { type: 'send', text: 'Tomás, já te disse que vou eu 😄 manda-me o número do voo', replyTo: 4001 },
    ],
  }),
  // A list whose items open with the members' names in bold under a title ending in a colon:
  // the persona's own list, not made-up turns.
  family({
    name: "family: who brings what, a list keyed by the members' names",
    callout: true,
    answer:
      '# «send»\nOk, lista final para domingo:\n- **Mãe**: bacalhau com natas\n- **Tomek**: cadeiras (as 6!!)\n- **eu**: bolo de bolacha + vinho\n- **Tio Zé**: o pão, não te esqueças outra vez\n',
    expect: [
      {
        type: 'send',
        text: 'Ok, lista final para domingo:\n- **Mãe**: bacalhau com natas\n- **Tomek**: cadeiras (as 6!!)\n- **eu**: bolo de bolacha + vinho\n- **Tio Zé**: o pão, não te esqueças outra vez',
        replyTo: 4005,
      },
    ],
  }),
  // Her own offer again, word for word, because nobody answered it: her choice, sent.
  family({
    name: 'family: the persona repeats an offer of hers nobody answered',
    answer: '# «send» 4001\nTomás, posso ir eu, saio do trabalho às 21h\n',
    expect: [{ type: 'send', text: 'Tomás, posso ir eu, saio do trabalho às 21h', replyTo: 4001 }],
  }),
  family({
    name: 'family: laughing at a recipe sent at six in the morning, then the laughing sticker',
    answer:
      '# «send» 4000\nHAHAHA babcia às 6 da manhã já a mandar receitas 😂\n\n# «sticker»\nHeidiDuck\n😂\n',
    expect: [
      { type: 'send', text: 'HAHAHA babcia às 6 da manhã já a mandar receitas 😂', replyTo: 4000 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  family({
    name: 'family: two messages with a pause between them',
    callout: true,
    answer:
      '# «send»\nChego às 13h15, há trânsito na ponte 🙄\n\n# «wait»\ndelay: 45\n\n# «send»\nAlguém precisa de alguma coisa do Continente?\n',
    expect: [
      { type: 'send', text: 'Chego às 13h15, há trânsito na ponte 🙄', replyTo: 4005 },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'Alguém precisa de alguma coisa do Continente?' },
    ],
  }),
  family({
    name: 'family: a note on the lunch, then a short yes',
    callout: true,
    answer:
      '# «note»\nAlmoço de domingo na mãe às 13h: eu levo bolo de bolacha e vinho verde; o Tomek as cadeiras.\n\n# «send»\nCombinado 👌\n',
    expect: [{ type: 'note' }, { type: 'send', text: 'Combinado 👌', replyTo: 4005 }],
  }),
  // An album: the model answers the photo it was shown with the caption, the album's first.
  family({
    name: 'family: a heart on the birthday album and a reply to it',
    answer:
      '# «react» 4003\n❤️\n\n# «send» 4003\nA Lena com a cara cheia de bolo 😭❤️ Zuza manda-me a terceira em alta!\n',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4003 },
      {
        type: 'send',
        text: 'A Lena com a cara cheia de bolo 😭❤️ Zuza manda-me a terceira em alta!',
        replyTo: 4003,
      },
    ],
  }),
  // A person quotes a few words of the message she answers: no whole message is repeated.
  family({
    name: 'family: a few words of the brother quoted above the answer',
    answer: '# «send» 3996\n> kto zabrał moją ładowarkę\nnie ja!! ale widziałam białą w aucie taty 🚗\n',
    expect: [
      {
        type: 'send',
        text: '> kto zabrał moją ładowarkę\nnie ja!! ale widziałam białą w aucie taty 🚗',
        replyTo: 3996,
      },
    ],
  }),
  family({
    name: 'family: says where she voted in the Christmas Eve poll',
    others: FAMILY_POLL,
    answer: '# «send»\nVotei na babcia 🎄 lá cabe toda a gente e há pierogi\n',
    expect: [{ type: 'send', text: 'Votei na babcia 🎄 lá cabe toda a gente e há pierogi', replyTo: 4005 }],
  }),
  family({
    name: 'family: a question back about the guests',
    callout: true,
    answer: '# «send»\nLevo! Mas somos quantos? O Tio Zé vem com a namorada nova ou não? 👀\n',
    expect: [
      {
        type: 'send',
        text: 'Levo! Mas somos quantos? O Tio Zé vem com a namorada nova ou não? 👀',
        replyTo: 4005,
      },
    ],
  }),
  family({
    name: 'family: the charger hunt is not hers, a private note only',
    others: FAMILY_CHARGER,
    answer: "# «think»\nTomek again looking for his charger. Not addressed to me, and I don't have it.\n",
    expect: [],
  }),
  family({
    name: 'family: gently tells her grandmother a forwarded chain message is false',
    others: FAMILY_POLL,
    answer:
      '# «send» 3997\nBabciu, to nieprawda 🙈 Telegram nie będzie płatny, nie trzeba tego nikomu przesyłać ❤️\n',
    expect: [
      {
        type: 'send',
        text: 'Babciu, to nieprawda 🙈 Telegram nie będzie płatny, nie trzeba tego nikomu przesyłać ❤️',
        replyTo: 3997,
      },
    ],
  }),
  family({
    name: "family: laughs at Dad's innocence with a reaction only",
    others: FAMILY_CHARGER,
    answer: '# «react» 4003\n🤣\n',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4003 }],
  }),
  // `style.actions` defaults to direct chats: an action there is what the operator allowed.
  babcia({
    name: 'babcia: a hug written as an action in a direct chat',
    answer: '# «send»\n*przytula mocno* Przyjdę babciu, o 10 będę! Ciasto robimy razem?\n',
    expect: [{ type: 'send', text: '*przytula mocno* Przyjdę babciu, o 10 będę! Ciasto robimy razem?' }],
  }),
  babcia({
    name: 'babcia: a wait in minutes between two messages',
    answer:
      '# «send»\nBabciu, zaraz oddzwonię, jestem w sklepie\n\n# «wait»\ndelay: 10 min\n\n# «send»\nJuż! Co kupić? Twarogu chyba nie 😄\n',
    expect: [
      { type: 'send', text: 'Babciu, zaraz oddzwonię, jestem w sklepie' },
      { type: 'wait', delay: 600 },
      { type: 'send', text: 'Już! Co kupić? Twarogu chyba nie 😄' },
    ],
  }),
  babcia({
    name: 'babcia: remembers the December Saturdays, then answers',
    answer:
      '# «remember»\nSoboty w grudniu: pierogi u babci Hani o 10:00.\n\n# «send»\nBędę w sobotę o 10 🥟\n',
    expect: [{ type: 'remember' }, { type: 'send', text: 'Będę w sobotę o 10 🥟' }],
  }),
  // A thumbs-up as a message is a message: nothing turns it into a reaction.
  babcia({
    name: 'babcia: a single emoji sent as a message',
    answer: '# «send»\n👍\n',
    expect: [{ type: 'send', text: '👍' }],
  }),
  // Telegram formatting a person uses: strikethrough and italics.
  family({
    name: "family: teases Tio Zé's bacalhau with strikethrough and italics",
    others: FAMILY_POLL,
    answer: '# «send» 4001\n~~não discutam~~ ninguém se atreve a discutir contigo, tio 😂 __obrigada__\n',
    expect: [
      {
        type: 'send',
        text: '~~não discutam~~ ninguém se atreve a discutir contigo, tio 😂 __obrigada__',
        replyTo: 4001,
      },
    ],
  }),
  // Every kind of block in one answer, as a busy Sunday evening asks for.
  family({
    name: 'family: a note, a heart, a reply, a pause and a waving sticker',
    answer:
      '# «note»\nTomás volta para Lisboa dia 14; prometi levá-lo ao aeroporto outra vez.\n\n# «react» 4003\n❤️\n\n# «send» 4001\nTomás, dia 14 levo-te eu outra vez 🚗\n\n# «wait»\ndelay: 30\n\n# «sticker»\nHeidiDuck\n👋\n',
    expect: [
      { type: 'note' },
      { type: 'react', emoji: '❤', messageId: 4003 },
      { type: 'send', text: 'Tomás, dia 14 levo-te eu outra vez 🚗', replyTo: 4001 },
      { type: 'wait', delay: 30 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
];
