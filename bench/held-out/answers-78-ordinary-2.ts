/**
 * Set 78, meant messages in the other five groups (Italian, Turkish, Brazilian Portuguese, Irish
 * English, Dutch): lists that open lines with members' names, her own name or "me", quotes,
 * announcements in capitals, a sign-off, asides in brackets, reactions and a sticker.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bia, chiara, elif, fenna, maeve } from './answers-78-cast.js';

export const ORDINARY_B: readonly CorpusEntry[] = [
  chiara({
    name: 'Chiara: yes to Giulia, then Thursday’s jobs with plain name lines, hers too',
    answer:
      '# «send» 4005\nVengo! E sì, il pallone nuovo lo porto io ⚽\n\n# «send»\nRiassunto per giovedì:\nMarco: campo e soldi\nSte: pettorine\nDavide: acqua\nChiara: pallone\nLuca: deciditi entro domani 😤\n',
    expect: [
      { type: 'send', text: 'Vengo! E sì, il pallone nuovo lo porto io ⚽', replyTo: 4005 },
      {
        type: 'send',
        text: 'Riassunto per giovedì:\nMarco: campo e soldi\nSte: pettorine\nDavide: acqua\nChiara: pallone\nLuca: deciditi entro domani 😤',
      },
    ],
  }),
  chiara({
    name: 'Chiara: a word to Pietro by name, then a question to everyone',
    answer:
      '# «send» 4003\nPietro riposati, il ginocchio prima di tutto 🙏\n\n# «send»\nAllora siamo 9, qualcuno ha un amico da portare?\n',
    expect: [
      { type: 'send', text: 'Pietro riposati, il ginocchio prima di tutto 🙏', replyTo: 4003 },
      { type: 'send', text: 'Allora siamo 9, qualcuno ha un amico da portare?' },
    ],
  }),
  chiara({
    name: 'Chiara: in, with a self-mocking aside in brackets',
    answer: '# «send»\nCi sono 🙋‍♀️ (sì, anche se quando gioco io in porta perdiamo sempre)\n',
    expect: [
      {
        type: 'send',
        text: 'Ci sono 🙋‍♀️ (sì, anche se quando gioco io in porta perdiamo sempre)',
        replyTo: 4005,
      },
    ],
  }),
  elif({
    name: 'Elif: yes to her father, and tea offered to Zeynep',
    answer:
      '# «send» 4005\nGeliyorum babacım, pazar nöbetim yok 🙌\n\n# «send» 4002\nZeynep künefe olur tabii, ben de çay getiririm\n',
    expect: [
      { type: 'send', text: 'Geliyorum babacım, pazar nöbetim yok 🙌', replyTo: 4005 },
      { type: 'send', text: 'Zeynep künefe olur tabii, ben de çay getiririm', replyTo: 4002 },
    ],
  }),
  elif({
    name: 'Elif: Can’s promise quoted with a date, and a heart-eyes for Mum',
    answer: '# «send» 4000\n"Bu hafta hallederim baba" — Can, Ekim 2023’ten beri 😂\n\n# «react» 4004\n😍\n',
    expect: [
      { type: 'send', text: '"Bu hafta hallederim baba" — Can, Ekim 2023’ten beri 😂', replyTo: 4000 },
      { type: 'react', emoji: '😍', messageId: 4004 },
    ],
  }),
  elif({
    name: 'Elif: an announcement in capitals, then a question to Mum',
    answer:
      '# «send»\nDUYURU 📢 Pazar için kimse tabak getirmesin, annemin yeni takımı var, onu kullanacağız 😄\nAnnecim, saat kaçta orada olalım?\n',
    expect: [
      {
        type: 'send',
        text: 'DUYURU 📢 Pazar için kimse tabak getirmesin, annemin yeni takımı var, onu kullanacağız 😄\nAnnecim, saat kaçta orada olalım?',
        replyTo: 4005,
      },
    ],
  }),
  elif({
    name: 'Elif: good night to everyone and a waving sticker to Mum',
    answer: '# «send»\nHerkese iyi akşamlar, pazar görüşürüz 🤗\n\n# «sticker» 4004\nHeidiDuck\n👋\n',
    expect: [
      { type: 'send', text: 'Herkese iyi akşamlar, pazar görüşürüz 🤗', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '👋', replyTo: 4004 },
    ],
  }),
  bia({
    name: 'Bia: yes to Rafa, then a packing list by name ending with "Eu"',
    answer:
      '# «send» 4005\nOrganizo sim 😎 Vamos lá:\n\n# «send»\n🥾 Trilha Pedra Bonita — sábado\nRafa: lanche e frutas\nDuda: água extra e protetor\nThiago: kit de primeiros socorros\nCamila: café na garrafa térmica (pra acordar às 6 😂)\nLéo: carro, busca todo mundo\nEu: mapa e playlist\nSaída 5h40 da casa do Léo!\n',
    expect: [
      { type: 'send', text: 'Organizo sim 😎 Vamos lá:', replyTo: 4005 },
      {
        type: 'send',
        text: '🥾 Trilha Pedra Bonita — sábado\nRafa: lanche e frutas\nDuda: água extra e protetor\nThiago: kit de primeiros socorros\nCamila: café na garrafa térmica (pra acordar às 6 😂)\nLéo: carro, busca todo mundo\nEu: mapa e playlist\nSaída 5h40 da casa do Léo!',
      },
    ],
  }),
  bia({
    name: 'Bia: thanks to Léo, and Camila promised a wake-up call',
    answer: '# «react» 4003\n🙏\n\n# «send» 4001\nCamila, eu te ligo às 5h30, sem desculpa 😂\n',
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'Camila, eu te ligo às 5h30, sem desculpa 😂', replyTo: 4001 },
    ],
  }),
  bia({
    name: 'Bia: Camila’s complaint quoted as a caption for the sunrise',
    answer:
      '# «send» 4001\n"6h?? vocês são loucos" — Camila, minutos antes de ver o nascer do sol mais lindo da vida dela 🌄\n',
    expect: [
      {
        type: 'send',
        text: '"6h?? vocês são loucos" — Camila, minutos antes de ver o nascer do sol mais lindo da vida dela 🌄',
        replyTo: 4001,
      },
    ],
  }),
  bia({
    name: 'Bia: a fire for Rafa and a short yes',
    answer: '# «react»\n🔥\n\n# «send»\nOrganizo! Lista sai hoje à noite ✍️\n',
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4005 },
      { type: 'send', text: 'Organizo! Lista sai hoje à noite ✍️', replyTo: 4005 },
    ],
  }),
  maeve({
    name: 'Maeve: captain’s rounds as a list, her own name in it and in the joke',
    answer:
      '# «send» 4005\nCaptain Maeve reporting for duty 🫡 Rounds:\n- Dev: science & tech\n- Sorcha: geography\n- Priya: film and TV\n- Kaz: sport\n- Ollie: picture round (NOT music, sorry Ollie)\n- Maeve: music + general knowledge\n',
    expect: [
      {
        type: 'send',
        text: 'Captain Maeve reporting for duty 🫡 Rounds:\n- Dev: science & tech\n- Sorcha: geography\n- Priya: film and TV\n- Kaz: sport\n- Ollie: picture round (NOT music, sorry Ollie)\n- Maeve: music + general knowledge',
        replyTo: 4005,
      },
    ],
  }),
  maeve({
    name: 'Maeve: a laugh for Kaz and a word to Ollie by name',
    answer:
      '# «react» 4003\n🤣\n\n# «send» 4001\nOllie, 4 out of 10 and two of those were guesses. We were there.\n',
    expect: [
      { type: 'react', emoji: '🤣', messageId: 4003 },
      {
        type: 'send',
        text: 'Ollie, 4 out of 10 and two of those were guesses. We were there.',
        replyTo: 4001,
      },
    ],
  }),
  maeve({
    name: 'Maeve: a word to everyone with a bracketed joke and a sign-off',
    answer:
      "# «send»\nRight, table's booked, rounds are sorted, I'm bringing the lucky pen.\n(If anyone's late I'm giving your seat to Tom's ghost.)\nSee you Tuesday, legends x\n",
    expect: [
      {
        type: 'send',
        text: "Right, table's booked, rounds are sorted, I'm bringing the lucky pen.\n(If anyone's late I'm giving your seat to Tom's ghost.)\nSee you Tuesday, legends x",
        replyTo: 4005,
      },
    ],
  }),
  fenna({
    name: 'Fenna: yes to Henk, and a trailer offered to Youssef',
    answer:
      '# «send» 4005\nKlopt Henk! Ik haal ze vrijdag om 15u op bij de milieustraat, 20 grijpers en een rol zakken 💪\n\n# «send» 3999\nYoussef, mijn schoonvader heeft een aanhanger, ik vraag het vanavond\n',
    expect: [
      {
        type: 'send',
        text: 'Klopt Henk! Ik haal ze vrijdag om 15u op bij de milieustraat, 20 grijpers en een rol zakken 💪',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'Youssef, mijn schoonvader heeft een aanhanger, ik vraag het vanavond',
        replyTo: 3999,
      },
    ],
  }),
  fenna({
    name: 'Fenna: Saturday for everyone, one line per neighbour with emoji',
    answer:
      '# «send»\nEven voor iedereen, zaterdag:\n☕ Els – koffie & cake\n🧤 ik – grijpers en zakken\n🚛 Youssef – groenafval (aanhanger volgt)\n📍 Henk – verzamelpunt bij het speelveldje\nNeem zelf handschoenen mee als je die hebt!\n',
    expect: [
      {
        type: 'send',
        text: 'Even voor iedereen, zaterdag:\n☕ Els – koffie & cake\n🧤 ik – grijpers en zakken\n🚛 Youssef – groenafval (aanhanger volgt)\n📍 Henk – verzamelpunt bij het speelveldje\nNeem zelf handschoenen mee als je die hebt!',
        replyTo: 4005,
      },
    ],
  }),
  fenna({
    name: 'Fenna: Joost quoted as the street’s detective, Sanne in the same line',
    answer:
      '# «send» 4003\n"Die is van de glazenwassers" — Joost, onze buurtdetective 🕵️ Sanne, ik heb geen ladder gezien, dus ik twijfel 😄\n',
    expect: [
      {
        type: 'send',
        text: '"Die is van de glazenwassers" — Joost, onze buurtdetective 🕵️ Sanne, ik heb geen ladder gezien, dus ik twijfel 😄',
        replyTo: 4003,
      },
    ],
  }),
  fenna({
    name: 'Fenna: Henk answered, then a P.S. to the group',
    answer:
      '# «send»\nJa Henk, vrijdag haal ik alles op bij de gemeente 👍\n\nPS wie heeft er nog een kruiwagen? Die van mij heeft een lekke band\n',
    expect: [
      {
        type: 'send',
        text: 'Ja Henk, vrijdag haal ik alles op bij de gemeente 👍\n\nPS wie heeft er nog een kruiwagen? Die van mij heeft een lekke band',
        replyTo: 4005,
      },
    ],
  }),
];
