/** Set 82's meant answers, continued: the Russian, Italian, Polish and Turkish groups. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { chiara, elif, ola, vera } from './answers-82-cast.js';

export const MEANT_82_2: readonly CorpusEntry[] = [
  vera('voda: yes to Галина Петровна, the sum, a question to Саша', {
    answer:
      '# «send» 4005\nХорошо, Галина Петровна, соберу 🙂\n\nПо 1500 с участка. Можно наличными мне или переводом на карту, номер пришлю в личку.\nСаша, узнаешь цену насоса точно?',
    expect: [
      {
        type: 'send',
        text: 'Хорошо, Галина Петровна, соберу 🙂\n\nПо 1500 с участка. Можно наличными мне или переводом на карту, номер пришлю в личку.\nСаша, узнаешь цену насоса точно?',
        replyTo: 4005,
      },
    ],
  }),
  vera('voda: a list to tick, her own name first', {
    answer:
      '# «send» 4005\nСобираю на насос, по 1500:\nВера — ✅\nЛена — ?\nИгорь — ?\nСаша — ?\nГалина Петровна — ?\n\nОтмечайтесь 👆',
    expect: [
      {
        type: 'send',
        text: 'Собираю на насос, по 1500:\nВера — ✅\nЛена — ?\nИгорь — ?\nСаша — ?\nГалина Петровна — ?\n\nОтмечайтесь 👆',
        replyTo: 4005,
      },
    ],
  }),
  vera('voda: an announcement to the neighbours signed with her name and plot', {
    answer:
      'Уважаемые соседи! Напоминаю: в субботу воды не будет с 10 до 14, наберите заранее. Деньги на насос собираю я.\n\nС уважением, Вера (участок 17)',
    expect: [
      {
        type: 'send',
        text: 'Уважаемые соседи! Напоминаю: в субботу воды не будет с 10 до 14, наберите заранее. Деньги на насос собираю я.\n\nС уважением, Вера (участок 17)',
        replyTo: 4005,
      },
    ],
  }),
  vera('sobaka: to Игорь with an aside in brackets', {
    answer:
      'Игорь, это Рыжая, она и у нас в прошлом году всю клубнику перекопала 😅 (хозяйка на Садовой, 12, могу дать телефон)',
    expect: [
      {
        type: 'send',
        text: 'Игорь, это Рыжая, она и у нас в прошлом году всю клубнику перекопала 😅 (хозяйка на Садовой, 12, могу дать телефон)',
        replyTo: 4005,
      },
    ],
  }),
  chiara('scelta: the decision, with the book quoted and a joke about Ste', {
    answer:
      '# «send» 4005\nAgli ordini, Nonna Pina 😄\n\nLibro: "Il barone rampante" di Calvino (così Fede è contento e Ste ce la fa, sono 250 pagine)\nDove: da me, giovedì 14 alle 19\n\nMarco porta le patatine, Giulia il vino, Ste… Ste finisce il libro 📚',
    expect: [
      {
        type: 'send',
        text: 'Agli ordini, Nonna Pina 😄\n\nLibro: "Il barone rampante" di Calvino (così Fede è contento e Ste ce la fa, sono 250 pagine)\nDove: da me, giovedì 14 alle 19\n\nMarco porta le patatine, Giulia il vino, Ste… Ste finisce il libro 📚',
        replyTo: 4005,
      },
    ],
  }),
  chiara('scelta: a short answer, then one to Marco by his id', {
    answer: '# «send» 4005\nCalvino allora!\n\n# «send» 4001\nMarco 😂 smettila',
    expect: [
      { type: 'send', text: 'Calvino allora!', replyTo: 4005 },
      { type: 'send', text: 'Marco 😂 smettila', replyTo: 4001 },
    ],
  }),
  chiara('dolce: quoting Marco, then a heart', {
    answer: '# «send» 4005\nMarco il tiramisù "senza garanzie" è il mio preferito\n\n# «react» 4005\n❤',
    expect: [
      { type: 'send', text: 'Marco il tiramisù "senza garanzie" è il mio preferito', replyTo: 4005 },
      { type: 'react', emoji: '❤', messageId: 4005 },
    ],
  }),
  chiara('dolce: a short announcement to everyone with an aside', {
    answer:
      '# «send»\nRagazzi, breve annuncio: giovedì salta, ci vediamo martedì prossimo. Stessa ora, stesso posto (cioè casa mia) 🏠',
    expect: [
      {
        type: 'send',
        text: 'Ragazzi, breve annuncio: giovedì salta, ci vediamo martedì prossimo. Stessa ora, stesso posto (cioè casa mia) 🏠',
        replyTo: 4005,
      },
    ],
  }),
  ola('audyt: tasks by name with dashes, her own last', {
    answer:
      '# «send» 4005\nJasne, proponuję tak:\n\nMarta – dokumenty z 2023\nIza – kuchnia (dzielnie 💪)\nWojtek – segregatory w szafie B\nKuba – nic, bo urlop, ale w czwartek przynosi pączki 🍩\nOla – archiwum i lista dla Pana Zbigniewa\n\nPasuje?',
    expect: [
      {
        type: 'send',
        text: 'Jasne, proponuję tak:\n\nMarta – dokumenty z 2023\nIza – kuchnia (dzielnie 💪)\nWojtek – segregatory w szafie B\nKuba – nic, bo urlop, ale w czwartek przynosi pączki 🍩\nOla – archiwum i lista dla Pana Zbigniewa\n\nPasuje?',
        replyTo: 4005,
      },
    ],
  }),
  ola('audyt: a promise, then a P.S. for Kuba quoting him', {
    answer:
      '# «send» 4005\nPodzielę, tylko dajcie mi 10 minut\n\n# «send»\nPs. Kuba, "urlop" nie zwalnia z pączków',
    expect: [
      { type: 'send', text: 'Podzielę, tylko dajcie mi 10 minut', replyTo: 4005 },
      { type: 'send', text: 'Ps. Kuba, "urlop" nie zwalnia z pączków' },
    ],
  }),
  ola('urodziny: plain text, a question to Iza, an aside', {
    answer: 'Ekspres to świetny pomysł! Ja dorzucam 30 zł. Iza, zbierasz ty czy ja? (mogę założyć zrzutkę)',
    expect: [
      {
        type: 'send',
        text: 'Ekspres to świetny pomysł! Ja dorzucam 30 zł. Iza, zbierasz ty czy ja? (mogę założyć zrzutkę)',
        replyTo: 4005,
      },
    ],
  }),
  elif('kahvalti: the plan, lines to members by name', {
    answer:
      "# «send» 4005\nTamam ben ayarlıyorum 😄\nCumartesi 11:30, Kadıköy'deki yeni yer\nCan: 11:30 dedim, 11 değil, uyanabilirsin 😂\nSelin: rezervasyonu ben yapıyorum, sen sadece gel\nBurak: adresi at lütfen",
    expect: [
      {
        type: 'send',
        text: "Tamam ben ayarlıyorum 😄\nCumartesi 11:30, Kadıköy'deki yeni yer\nCan: 11:30 dedim, 11 değil, uyanabilirsin 😂\nSelin: rezervasyonu ben yapıyorum, sen sadece gel\nBurak: adresi at lütfen",
        replyTo: 4005,
      },
    ],
  }),
  elif('kahvalti: an announcement to everyone', {
    answer:
      'Herkese duyuru 📢 cumartesi kahvaltı kesin! Gelemeyen bugün söylesin ki masayı ona göre ayırtayım',
    expect: [
      {
        type: 'send',
        text: 'Herkese duyuru 📢 cumartesi kahvaltı kesin! Gelemeyen bugün söylesin ki masayı ona göre ayırtayım',
        replyTo: 4005,
      },
    ],
  }),
  elif('mac: comfort for Can, then a sticker', {
    answer: '# «send» 4005\nCan geçmiş olsun 🖤 bir dahaki maça kadar iyileşirsin\n\n# «sticker»\n😴',
    expect: [
      { type: 'send', text: 'Can geçmiş olsun 🖤 bir dahaki maça kadar iyileşirsin', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
];
