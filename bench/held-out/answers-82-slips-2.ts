/** Set 82's slips, part two: the Portuguese, Russian, Italian, Polish and Turkish groups. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bia, chiara, elif, ola, vera } from './answers-82-cast.js';

export const SLIPS_82_2: readonly CorpusEntry[] = [
  // An English narrator's line about "she" taking charge, before a Portuguese block.
  bia('trabalho: "she" takes charge, before the block', {
    answer:
      'She takes charge and splits the work between everyone.\n\n# «send» 4005\nBora!\nCaio – metodologia\nJúlia – resultados\nRenan – discussão\nPaty – revisão\nLéo e Duda – slides\nEu – introdução',
    expect: [
      {
        type: 'send',
        text: 'Bora!\nCaio – metodologia\nJúlia – resultados\nRenan – discussão\nPaty – revisão\nLéo e Duda – slides\nEu – introdução',
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // A whole message block spent on the group's mood, in underscores, between two real ones.
  bia('cafe: a block of mood between two messages', {
    answer:
      '# «send» 4005\nDe novo?? 😭\n\n# «send»\n_O grupo todo lamenta a máquina de café, clima de velório na biblioteca_\n\n# «send»\nLéo, eu vou às 8 e levo térmica',
    expect: [
      { type: 'send', text: 'De novo?? 😭', replyTo: 4005 },
      { type: 'send', text: 'Léo, eu vou às 8 e levo térmica' },
    ],
  }),
  // The asker's thanks written by the model under her bold name.
  bia("trabalho: Duda's thanks in bold after the message", {
    answer: '# «send» 4005\nDivido sim, Duda! Em 1h mando a lista\n\n**Duda:** valeu Bia, salvou 🙏',
    expect: [{ type: 'send', text: 'Divido sim, Duda! Em 1h mando a lista', replyTo: 4005 }],
  }),
  // A block of its own narrating the persona's sigh, between a reaction and a message.
  bia('cafe: a sigh narrated in its own block', {
    answer: '# «react» 4005\n😭\n\n# «send»\nBia suspira.\n\n# «send»\nVou levar minha térmica amanhã ☕',
    expect: [
      { type: 'react', emoji: '😭', messageId: 4005 },
      { type: 'send', text: 'Vou levar minha térmica amanhã ☕', replyTo: 4005 },
    ],
  }),
  // A Russian narrator's line with the persona's name, before the block.
  vera('voda: Вера narrated smiling, before the block', {
    answer:
      'Вера улыбается и берёт сбор на себя.\n\n# «send» 4005\nХорошо, Галина Петровна, соберу! По 1500 с участка 🙂',
    expect: [{ type: 'send', text: 'Хорошо, Галина Петровна, соберу! По 1500 с участка 🙂', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Why this member gets the answer and who waits, in Russian, closing the body.
  vera('sobaka: the choice of whom to answer, last', {
    answer:
      '# «send» 4005\nСаша прав, рыжая с Лесной, хозяйку зовут Нина\n\nОтвечаю Саше, потому что он ближе всех к правде, Игорю напишу позже.',
    expect: [{ type: 'send', text: 'Саша прав, рыжая с Лесной, хозяйку зовут Нина', replyTo: 4005 }],
  }),
  // A stage direction between dashes in a block of its own, between two messages.
  vera('voda: a dashed stage direction as a middle block', {
    answer:
      '# «send» 4005\nСоберу, конечно\n\n# «send»\n— Вера достаёт тетрадку —\n\n# «send»\nЗаписываю: Лена, Игорь, Саша, Галина Петровна. По 1500 с участка',
    expect: [
      { type: 'send', text: 'Соберу, конечно', replyTo: 4005 },
      { type: 'send', text: 'Записываю: Лена, Игорь, Саша, Галина Петровна. По 1500 с участка' },
    ],
  }),
  // A bracketed summary of who is talking to whom, last.
  vera('sobaka: who says what, in brackets, last', {
    answer:
      '# «send» 4001\nИгорь, сочувствую 😔 у нас она тоже копала\n\n(Игорь жалуется, Лена оправдывается, Саша знает, чья собака)',
    expect: [{ type: 'send', text: 'Игорь, сочувствую 😔 у нас она тоже копала', replyTo: 4001 }],
  }),
  // Two slips: the persona's bold label, then an action in asterisks, both before the text.
  chiara('scelta: a bold label and an action before the text', {
    answer:
      '# «send» 4005\n**Chiara:** *sorride* Va bene Nonna Pina! Il barone rampante, giovedì da me alle 19 📚',
    expect: [
      {
        type: 'send',
        text: 'Va bene Nonna Pina! Il barone rampante, giovedì da me alle 19 📚',
        replyTo: 4005,
      },
    ],
    withheld: ['label'],
  }),
  // What the persona leaves uncommented, in italics opening the body.
  chiara('dolce: what Chiara does not comment on, opening the body', {
    answer:
      '# «send» 4005\n_Chiara non commenta la torta e passa oltre_\nMarco, il tiramisù va benissimo, io porto il vino come sempre 🍷',
    expect: [
      {
        type: 'send',
        text: 'Marco, il tiramisù va benissimo, io porto il vino come sempre 🍷',
        replyTo: 4005,
      },
    ],
    withheld: ['narration'],
  }),
  // Two lines of the chat copied with times, as a log, above the persona's answer.
  chiara('scelta: two lines of the chat with times above her answer', {
    answer:
      '# «send» 4005\n[18:02] Fede: Io voto Calvino\n[18:05] Nonna Pina: Chiara cara, decidi tu e dicci anche dove ci vediamo\n\nAllora Calvino! Da me giovedì alle 19',
    expect: [{ type: 'send', text: 'Allora Calvino! Da me giovedì alle 19', replyTo: 4005 }],
    withheld: ['echo'],
  }),
  // A made-up next turn of another member under the transcript's header.
  chiara("dolce: Giulia's next turn under a made-up header", {
    answer: '# «send» 4005\nDai Marco, tiramisù sia!\n\n⟦#4006 Giulia⟧\nPerfetto, io porto la frutta 🍓',
    expect: [{ type: 'send', text: 'Dai Marco, tiramisù sia!', replyTo: 4005 }],
  }),
  // Deciding aloud in Polish that the turn is hers, before the block.
  ola('audyt: the turn reasoned in Polish before the block', {
    answer:
      'Wojtek pyta mnie wprost, więc muszę odpowiedzieć i rozdzielić zadania.\n\n# «send» 4005\nJasne!\nMarta – dokumenty\nIza – kuchnia\nWojtek – segregatory\nOla – archiwum',
    expect: [
      {
        type: 'send',
        text: 'Jasne!\nMarta – dokumenty\nIza – kuchnia\nWojtek – segregatory\nOla – archiwum',
        replyTo: 4005,
      },
    ],
    withheld: ['outside-blocks'],
  }),
  // An English line in asterisks about what "she" stays out of, closing the body.
  ola('urodziny: "she" stays out of it, in asterisks, last', {
    answer:
      '# «send» 4005\nEkspres super pomysł, dorzucam 30 zł ☕\n\n*She stays out of the discussion about who collects the money.*',
    expect: [{ type: 'send', text: 'Ekspres super pomysł, dorzucam 30 zł ☕', replyTo: 4005 }],
  }),
  // The group's mood and who addresses the persona, as an unbracketed first paragraph.
  ola('audyt: the mood and who turns to Ola, opening the body', {
    answer:
      '# «send» 4005\nNastrój w grupie: lekki chaos przed audytem, Wojtek zwraca się do Oli jako koordynatorki.\n\nOk, biorę to na siebie! Lista w 10 minut 📋',
    expect: [{ type: 'send', text: 'Ok, biorę to na siebie! Lista w 10 minut 📋', replyTo: 4005 }],
  }),
  // Two slips: an action with her name before the block, a bracketed wait with her name after.
  elif('kahvalti: an action before and a note after, both naming Elif', {
    answer:
      '*Elif telefonu eline alır*\n\n# «send» 4005\nTamam ben ayarlarım! Cumartesi 11:30 Kadıköy 😄\n\n(Elif herkesin cevap vermesini bekliyor)',
    expect: [{ type: 'send', text: 'Tamam ben ayarlarım! Cumartesi 11:30 Kadıköy 😄', replyTo: 4005 }],
  }),
  // Who teases whom and the choice to comfort, reasoned in Turkish before the block.
  elif('mac: who teases whom, then the choice, before the block', {
    answer:
      "Zeynep Can'a takılıyor, ben de Can'ı teselli edeyim.\n\n# «send» 4003\nCan üzülme, seneye şampiyon biziz 😅",
    expect: [{ type: 'send', text: 'Can üzülme, seneye şampiyon biziz 😅', replyTo: 4003 }],
    withheld: ['outside-blocks'],
  }),
  // The asker's praise written on the next line under his name, inside the same body.
  elif("kahvalti: Mert's praise on the line after hers", {
    answer: '# «send» 4005\nTamam, ben ayarlıyorum, cumartesi 11:30!\nMert: süpersin Elif 🙌',
    expect: [{ type: 'send', text: 'Tamam, ben ayarlıyorum, cumartesi 11:30!', replyTo: 4005 }],
  }),
];
