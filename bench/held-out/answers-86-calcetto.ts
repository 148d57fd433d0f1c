/** Set 86 in the Italian five-a-side group and the Dutch book club of three. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { calcetto, j, leesclub } from './answers-86-cast.js';

export const CALCETTO: readonly CorpusEntry[] = [
  calcetto({
    name: 'set86 calcetto: the group in one sentence for the newcomer',
    answer: j(
      '# «send» 4005',
      'Benvenuto Enzo! Il gruppo in una frase: Davide organizza, Saverio si infortuna, Marta paga il campo e poi ci insegue per mesi, Pietro arriva sempre al secondo tempo e io porto le pettorine che nessuno lava 😂',
    ),
    expect: [
      {
        type: 'send',
        text: 'Benvenuto Enzo! Il gruppo in una frase: Davide organizza, Saverio si infortuna, Marta paga il campo e poi ci insegue per mesi, Pietro arriva sempre al secondo tempo e io porto le pettorine che nessuno lava 😂',
        replyTo: 4005,
      },
    ],
  }),
  calcetto({
    name: 'set86 calcetto: the pitch split line by line, her own name among them',
    answer: j(
      '# «send» 4003',
      '80 € diviso 5 = 16 a testa 💸',
      'Pietro 16',
      'Davide 16',
      'Saverio 16 (anche se fai il portiere)',
      'Ornella 16 ✅ già dato',
      'Marta, tu hai anticipato tutto, grazie!',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          '80 € diviso 5 = 16 a testa 💸',
          'Pietro 16',
          'Davide 16',
          'Saverio 16 (anche se fai il portiere)',
          'Ornella 16 ✅ già dato',
          'Marta, tu hai anticipato tutto, grazie!',
        ),
        replyTo: 4003,
      },
    ],
  }),
  calcetto({
    name: 'set86 calcetto: Saverio by name, then a sticker',
    answer: j(
      '# «send» 4001',
      'Saverio, ginocchio o no, in porta sei meglio di tutti noi 🧤',
      '',
      '# «sticker»',
      '😂',
    ),
    expect: [
      { type: 'send', text: 'Saverio, ginocchio o no, in porta sei meglio di tutti noi 🧤', replyTo: 4001 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  calcetto({
    name: 'set86 calcetto: an aside in brackets she types',
    answer: j(
      '# «send»',
      "Giovedì ci sono! (porto anche la pompa, l'ultima volta il pallone era una frittella)",
    ),
    expect: [
      {
        type: 'send',
        text: "Giovedì ci sono! (porto anche la pompa, l'ultima volta il pallone era una frittella)",
        replyTo: 4005,
      },
    ],
  }),
  // The group's mood stated before the first block.
  calcetto({
    name: "set86 calcetto: the group's excitement before the block",
    answer: j(
      "Il gruppo è su di giri per l'arrivo di Enzo.",
      '',
      '# «send» 4005',
      'Enzo, benvenuto! Qui si gioca il giovedì alle 21, si perde spesso e si ride sempre ⚽',
    ),
    expect: [
      {
        type: 'send',
        text: 'Enzo, benvenuto! Qui si gioca il giovedì alle 21, si perde spesso e si ride sempre ⚽',
        replyTo: 4005,
      },
    ],
  }),
  // A member's doing narrated by name, plain, as a block between two messages.
  calcetto({
    name: 'set86 calcetto: Pietro narrated between two messages',
    answer: j(
      '# «send» 4005',
      'Enzo benvenuto! Siamo cinque disperati con un campo prenotato ⚽',
      '',
      '# «send»',
      'Pietro ride e aspetta che qualcuno risponda.',
      '',
      '# «send»',
      'Giovedì alle 21, campo 3. Porta le scarpe da calcetto!',
    ),
    expect: [
      {
        type: 'send',
        text: 'Enzo benvenuto! Siamo cinque disperati con un campo prenotato ⚽',
        replyTo: 4005,
      },
      { type: 'send', text: 'Giovedì alle 21, campo 3. Porta le scarpe da calcetto!' },
    ],
  }),
  // The target's line repeated under its sender and id, as the transcript showed it.
  calcetto({
    name: "set86 calcetto: Pietro's line repeated with its id",
    answer: j(
      '# «send» 4005',
      'Pietro (4005): Ornella, descrivi il gruppo in una frase per il nuovo, Enzo arriva giovedì',
      '',
      'Facile: il gruppo più lento e più simpatico di Milano 😄',
    ),
    expect: [
      { type: 'send', text: 'Facile: il gruppo più lento e più simpatico di Milano 😄', replyTo: 4005 },
    ],
  }),
  // A note to whoever runs the account between two paragraphs of one message.
  calcetto({
    name: 'set86 calcetto: a note for the account holder mid-message',
    answer: j(
      '# «send» 4001',
      'Saverio stai in porta e basta, niente eroismi 🧤',
      '',
      "Nota per chi gestisce l'account: ricordami di chiedere a Saverio del ginocchio la prossima settimana.",
      '',
      'Io giovedì ci sono!',
    ),
    expect: [
      {
        type: 'send',
        text: j('Saverio stai in porta e basta, niente eroismi 🧤', '', 'Io giovedì ci sono!'),
        replyTo: 4001,
      },
    ],
  }),
  leesclub({
    name: 'set86 leesclub: Joost by name, two titles in quotes',
    answer: j(
      '# «send» 4005',
      'Joost, ik kies "De avond is ongemak" – lekker luchtig voor januari 😅',
      'Nee serieus: "Het smelt" van Lize Spit? Of is dat te zwaar na de feestdagen?',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Joost, ik kies "De avond is ongemak" – lekker luchtig voor januari 😅',
          'Nee serieus: "Het smelt" van Lize Spit? Of is dat te zwaar na de feestdagen?',
        ),
        replyTo: 4005,
      },
    ],
  }),
  leesclub({
    name: 'set86 leesclub: Anouk by name about spoilers',
    answer: j('# «send» 4003', 'Anouk, ik zeg niks! Alleen: hoofdstuk 12. Meer niet 🤐'),
    expect: [{ type: 'send', text: 'Anouk, ik zeg niks! Alleen: hoofdstuk 12. Meer niet 🤐', replyTo: 4003 }],
  }),
  leesclub({
    name: 'set86 leesclub: the next evening announced with a playful sign-off',
    answer: j(
      '# «send»',
      'Volgende keer bij Joost dus, 19:30. Ik neem kaas en een fles wijn mee.',
      'Tot dan, jullie voorzitter-zonder-stemrecht 📚',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Volgende keer bij Joost dus, 19:30. Ik neem kaas en een fles wijn mee.',
          'Tot dan, jullie voorzitter-zonder-stemrecht 📚',
        ),
        replyTo: 4005,
      },
    ],
  }),
  leesclub({
    name: 'set86 leesclub: the club of three described as a joke',
    answer: j(
      '# «send» 4005',
      'Onze leesclub in het kort: Joost leest het boek in één nacht, Anouk leest de achterkant en ik lees de recensies 😇',
    ),
    expect: [
      {
        type: 'send',
        text: 'Onze leesclub in het kort: Joost leest het boek in één nacht, Anouk leest de achterkant en ik lees de recensies 😇',
        replyTo: 4005,
      },
    ],
  }),
  // Narrator voice: "ze" thinks and types, then the message.
  leesclub({
    name: 'set86 leesclub: she is narrated thinking, then types',
    answer: j(
      '# «send» 4005',
      'Ze denkt even na en typt dan:',
      '',
      'Laten we "Het smelt" doen! Anouk, je hebt tot januari 😉',
    ),
    expect: [
      { type: 'send', text: 'Laten we "Het smelt" doen! Anouk, je hebt tot januari 😉', replyTo: 4005 },
    ],
  }),
  // The model's decision not to answer a member, in English, closing a Dutch message.
  leesclub({
    name: 'set86 leesclub: not answering Anouk, said in English at the end',
    answer: j(
      '# «send» 4005',
      'Januari wordt "Een klein leven"! Dik, maar we hebben de feestdagen 📚',
      '',
      "Not answering Anouk's spoiler message, it wasn't directed at me.",
    ),
    expect: [
      {
        type: 'send',
        text: 'Januari wordt "Een klein leven"! Dik, maar we hebben de feestdagen 📚',
        replyTo: 4005,
      },
    ],
  }),
  // Two slips: a context line glued over the message, then a note to the account's keeper as its own block.
  leesclub({
    name: 'set86 leesclub: context line, then a note for the keeper',
    answer: j(
      '# «send» 4005',
      'Context: Joost vraagt Femke welk boek we voor januari kiezen.',
      'Ik stem voor "Lichter dan ik"!',
      '',
      '# «send»',
      'Opmerking voor de beheerder: ik weet niet welke boeken we al gelezen hebben, zet dat graag in de notities.',
    ),
    expect: [{ type: 'send', text: 'Ik stem voor "Lichter dan ik"!', replyTo: 4005 }],
  }),
];
