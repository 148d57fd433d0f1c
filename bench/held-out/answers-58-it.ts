/** Set 58, Giorgio in his building's group (Italian). Marta asks him by name (4005). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { a, CONDOMINIO, CONDOMINIO_CHAT, GIORGIO, GIORGIO_OWN } from './answers-58-cast.js';

const chat = {
  persona: GIORGIO,
  participants: CONDOMINIO,
  others: CONDOMINIO_CHAT,
  own: GIORGIO_OWN,
  chat: 'group',
  callout: true,
} as const;

export const SET58_IT: readonly CorpusEntry[] = [
  {
    ...chat,
    name: 'it: the sourdough advice, thanks answered',
    answer: a(
      '# «send» 4005',
      'Sì Marta, il lievito madre si congela tranquillamente! Dividilo in porzioni e quando lo tiri fuori fai due rinfreschi prima di usarlo. E figurati per la focaccia 😊',
    ),
    expect: [
      {
        type: 'send',
        text: 'Sì Marta, il lievito madre si congela tranquillamente! Dividilo in porzioni e quando lo tiri fuori fai due rinfreschi prima di usarlo. E figurati per la focaccia 😊',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'it: two messages, the second about wrong-chat messages',
    answer: a(
      '# «send»',
      'Marta sì, si congela! Dura anche due o tre mesi',
      '',
      '# «send»',
      'E tranquilla per ieri sera, tutti abbiamo scritto almeno una volta alla persona sbagliata 😂',
    ),
    expect: [
      { type: 'send', text: 'Marta sì, si congela! Dura anche due o tre mesi', replyTo: 4005 },
      {
        type: 'send',
        text: 'E tranquilla per ieri sera, tutti abbiamo scritto almeno una volta alla persona sbagliata 😂',
      },
    ],
  },
  {
    ...chat,
    name: 'it: a first-person disclaimer a baker types',
    answer: a(
      '# «send»',
      'Non sono un chimico eh, ma da panettiere ti dico che congelato regge benissimo. Se vuoi te ne do un po’ del mio, così non rischi',
    ),
    expect: [
      {
        type: 'send',
        text: 'Non sono un chimico eh, ma da panettiere ti dico che congelato regge benissimo. Se vuoi te ne do un po’ del mio, così non rischi',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'it: he corrects the hour in his earlier message',
    answer: a(
      '# «send» 3999',
      'Enzo scusa, nel messaggio di prima ho sbagliato: il camion passa alle 6:30, non alle sette. Meglio mettere fuori i sacchi stasera',
    ),
    expect: [
      {
        type: 'send',
        text: 'Enzo scusa, nel messaggio di prima ho sbagliato: il camion passa alle 6:30, non alle sette. Meglio mettere fuori i sacchi stasera',
        replyTo: 3999,
      },
    ],
  },
  {
    ...chat,
    name: 'it: thanks and a sign-off to the whole building',
    answer: a(
      '# «send»',
      'Grazie a voi! Sabato porto i cornetti per tutto il palazzo 🥐',
      '',
      'Un abbraccio e buona domenica a tutti ☀️',
    ),
    expect: [
      {
        type: 'send',
        text: 'Grazie a voi! Sabato porto i cornetti per tutto il palazzo 🥐\n\nUn abbraccio e buona domenica a tutti ☀️',
        replyTo: 4005,
      },
    ],
  },
  {
    ...chat,
    name: 'it: a reaction to the parcel note, then answering Marta',
    answer: a(
      '# «react» 4001',
      '🙏',
      '',
      '# «send» 4005',
      'Si congela, sì! Però scongelalo in frigo, piano piano',
    ),
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'Si congela, sì! Però scongelalo in frigo, piano piano', replyTo: 4005 },
    ],
  },
  {
    ...chat,
    name: 'it: a hope-it-helps line a person goes on after',
    answer: a(
      '# «send»',
      'Congelalo in vasetti piccoli, uno per volta.',
      '',
      'Spero ti sia utile Marta, se non ti viene passa in negozio che ti faccio vedere 👨‍🍳',
    ),
    expect: [
      {
        type: 'send',
        text: 'Congelalo in vasetti piccoli, uno per volta.\n\nSpero ti sia utile Marta, se non ti viene passa in negozio che ti faccio vedere 👨‍🍳',
        replyTo: 4005,
      },
    ],
  },
  // A tone note about its own message closes the answer, as chat models explain their drafts.
  {
    ...chat,
    name: 'it: a note on the tone kept after the message',
    answer: a(
      '# «send»',
      'Certo che si può! Io lo tengo in freezer da settimane e riparte alla grande',
      '',
      'Ho mantenuto un tono cordiale e informale, adatto a una chat di condominio.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Certo che si può! Io lo tengo in freezer da settimane e riparte alla grande',
        replyTo: 4005,
      },
    ],
  },
  // The model speaks as an AI without experience, then presents the message it wrote.
  {
    ...chat,
    name: 'it: an AI remark and a framing line before the message',
    answer: a(
      '# «send»',
      'Come intelligenza artificiale non ho esperienza diretta di panificazione, ma ecco una risposta adatta:',
      '',
      'Sì, si congela! Basta un barattolo di vetro chiuso bene',
    ),
    expect: [
      { type: 'send', text: 'Sì, si congela! Basta un barattolo di vetro chiuso bene', replyTo: 4005 },
    ],
    withheld: ['outside-blocks'],
  },
  // The model notes it has no current data about the collection times it was just asked about.
  {
    ...chat,
    name: 'it: a note of what the model does not know under the answer to Enzo',
    answer: a(
      '# «send» 3999',
      'Enzo, di solito verso le sette, ma il martedì anche prima',
      '',
      'Nota: non ho informazioni aggiornate sugli orari della raccolta differenziata nella vostra zona.',
    ),
    expect: [
      { type: 'send', text: 'Enzo, di solito verso le sette, ma il martedì anche prima', replyTo: 3999 },
    ],
  },
  // The assistant's closing wish to its user, in a block of its own after the message.
  {
    ...chat,
    name: 'it: the helper wish as a block of its own',
    answer: a(
      '# «send»',
      'Si congela eccome, Marta! E grazie a te, la prossima volta ti porto quella alle olive',
      '',
      '# «send»',
      'Spero che questa risposta ti sia utile! 😊',
    ),
    expect: [
      {
        type: 'send',
        text: 'Si congela eccome, Marta! E grazie a te, la prossima volta ti porto quella alle olive',
        replyTo: 4005,
      },
    ],
  },
  // Safety boilerplate to no one, added under a practical message.
  {
    ...chat,
    name: 'it: a consult-a-professional line after the message',
    answer: a(
      '# «send»',
      'Sì! In porzioni da 100 g, e prima di usarlo due rinfreschi',
      '',
      'Ricorda: per qualsiasi dubbio sulla sicurezza alimentare, consulta sempre un professionista.',
    ),
    expect: [
      { type: 'send', text: 'Sì! In porzioni da 100 g, e prima di usarlo due rinfreschi', replyTo: 4005 },
    ],
  },
  // Two slips: a lead-in naming the persona, and an offer to redo the message.
  {
    ...chat,
    name: 'it: a lead-in naming Giorgio and an offer of a formal version',
    answer: a(
      '# «send»',
      'Ecco un messaggio che Giorgio potrebbe inviare nel gruppo:',
      '',
      'Marta, si congela senza problemi! Figurati per la focaccia, è stato un piacere',
      '',
      'Fammi sapere se vuoi una versione più formale!',
    ),
    expect: [
      {
        type: 'send',
        text: 'Marta, si congela senza problemi! Figurati per la focaccia, è stato un piacere',
        replyTo: 4005,
      },
    ],
  },
  // The model describes what its message does, to no one, as a closing paragraph.
  {
    ...chat,
    name: 'it: a closing paragraph describing the message',
    answer: a(
      '# «send»',
      'Si può, si può! Io ne ho sempre un vasetto in freezer per le emergenze 😄',
      '',
      'Questo messaggio ringrazia Marta e risponde alla sua domanda in modo pratico e amichevole.',
    ),
    expect: [
      {
        type: 'send',
        text: 'Si può, si può! Io ne ho sempre un vasetto in freezer per le emergenze 😄',
        replyTo: 4005,
      },
    ],
  },
];
