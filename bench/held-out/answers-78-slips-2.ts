/**
 * Set 78, slips in the other five groups (Italian, Turkish, Brazilian Portuguese, Irish English,
 * Dutch): entrances and exits narrated, what the persona does not do, the mood under a label,
 * silence told as a scene, timestamps of a transcript, a reasoning title, members' turns.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bia, chiara, chiaraAside, elif, elifAside, fenna, maeve, maeveAside } from './answers-78-cast.js';

export const SLIPS_B: readonly CorpusEntry[] = [
  // A roleplay entrance in square brackets naming the persona, as in a chat script.
  chiara({
    name: 'Chiara slip: her entrance in square brackets',
    answer: '# «send»\n[Chiara entra nella chat ridendo]\nGiulia ovvio che vengo! Pallone nuovo incluso 😎\n',
    expect: [{ type: 'send', text: 'Giulia ovvio che vengo! Pallone nuovo incluso 😎', replyTo: 4005 }],
  }),
  // No block at all: the persona's silence told as a scene when the match talk is not for her.
  chiaraAside({
    name: 'Chiara slip: silence told in asterisks, no block',
    callout: false,
    answer: '*Chiara legge ma resta in silenzio, il calcio in tv non le interessa*\n',
    expect: [],
  }),
  // The group summarised with the persona in the third person, as the body's first paragraph.
  chiara({
    name: 'Chiara slip: the group and Giulia’s question summarised in the block',
    answer:
      '# «send»\nIl gruppo è in fermento per giovedì: Pietro è fuori per il ginocchio e Giulia chiede a Chiara del pallone.\n\nSì Giulia, ci sono e porto il pallone!\n',
    expect: [{ type: 'send', text: 'Sì Giulia, ci sono e porto il pallone!', replyTo: 4005 }],
  }),
  // Two slips: a turn-of-head direction between blocks, then Luca's and Marco's replies invented.
  chiara({
    name: 'Chiara slip: a direction to Luca, and Luca and Marco answering at the end',
    answer:
      '# «send» 4005\nCi sono! Pallone nuovo 🔥\n\n_(poi si rivolge a Luca)_\n\n# «send» 4001\nLuca dai, non farci il solito scherzo\n\nLuca: vabbè ci sono\nMarco: grande, siamo 10\n',
    expect: [
      { type: 'send', text: 'Ci sono! Pallone nuovo 🔥', replyTo: 4005 },
      { type: 'send', text: 'Luca dai, non farci il solito scherzo', replyTo: 4001 },
    ],
  }),
  // Silence narrated in Turkish by name, as the only block, when the question is for Zeynep.
  elifAside({
    name: 'Elif slip: her silence narrated by name',
    callout: false,
    answer: '# «send»\n*Elif mesajları okuyor ama bir şey yazmıyor.*\n',
    expect: [],
  }),
  // The turn's reading in Turkish on the line right above the message, no blank line between.
  elif({
    name: 'Elif slip: a Turkish line deciding whom to answer, glued to the message',
    answer:
      '# «send»\nBabam Elif’e nöbeti soruyor, o yüzden önce ona cevap veriyorum.\nPazar boşum baba, geliyorum! 🥟\n',
    expect: [{ type: 'send', text: 'Pazar boşum baba, geliyorum! 🥟', replyTo: 4005 }],
  }),
  // What the persona does not do, narrated in brackets between her two messages.
  elif({
    name: 'Elif slip: what she stays out of, narrated between the messages',
    answer:
      '# «send» 4005\nGeliyorum baba, bu hafta nöbet yok 😊\n\n(Elif, Can’ın lastik meselesine hiç karışmıyor.)\n\n# «send» 4002\nZeynep künefe süper olur 😋\n',
    expect: [
      { type: 'send', text: 'Geliyorum baba, bu hafta nöbet yok 😊', replyTo: 4005 },
      { type: 'send', text: 'Zeynep künefe süper olur 😋', replyTo: 4002 },
    ],
  }),
  // "ela" in a roleplay action over the message, Gemini's habit in groups as in direct chats.
  bia({
    name: 'Bia slip: “ela” opens her notes app on the first line',
    answer:
      '# «send»\n*ela abre as notas do celular e começa a lista*\nOrganizo sim, Rafa! Já já mando a lista 📝\n',
    expect: [{ type: 'send', text: 'Organizo sim, Rafa! Já já mando a lista 📝', replyTo: 4005 }],
  }),
  // The chat's lines repeated with a chat log's times above the persona's line.
  bia({
    name: 'Bia slip: Thiago’s and Camila’s lines repeated with times',
    answer:
      '# «send»\n[08:14] Thiago: Sugiro 6h pra pegar o nascer do sol\n[08:15] Camila: 6h?? vocês são loucos 😂\nRafa, organizo sim! Camila, vai valer a pena 🌅\n',
    expect: [{ type: 'send', text: 'Rafa, organizo sim! Camila, vai valer a pena 🌅', replyTo: 4005 }],
  }),
  // Two slips: a thought summary's bold title and plan before the blocks, Camila's turn at the end.
  bia({
    name: 'Bia slip: a reasoning title with the plan, and a block written as Camila',
    answer:
      '**Organizando a Trilha**\n\nRafa pediu para a Bia organizar; vou responder a ele e depois provocar a Camila.\n\n# «send»\nBora! Eu organizo 🙋‍♀️\n\n# «send»\nCamila: tá bom, tá bom, eu vou 😩\n',
    expect: [{ type: 'send', text: 'Bora! Eu organizo 🙋‍♀️', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // The room's mood under a bold label after the message, who banters with whom.
  maeve({
    name: 'Maeve slip: the group’s mood under a bold label after her line',
    answer:
      "# «send» 4005\nOn it, captain's list in ten minutes 🫡\n\n**Group mood:** giddy; Ollie and Kaz are at it again and Sorcha wants a plan from Maeve.\n",
    expect: [{ type: 'send', text: "On it, captain's list in ten minutes 🫡", replyTo: 4005 }],
  }),
  // Two slips: Sorcha's question echoed under her name, then the answer under the persona's label.
  maeve({
    name: 'Maeve slip: Sorcha’s line echoed, her own under a label',
    answer:
      '# «send»\nSorcha: Maeve you’re captain this week, who’s doing which round?\nMaeve: Ooh pressure! Dev science, Priya film, I’ll take music 🎵\n',
    expect: [
      { type: 'send', text: 'Ooh pressure! Dev science, Priya film, I’ll take music 🎵', replyTo: 4005 },
    ],
  }),
  // A block whose whole body narrates the persona by name, between her two real messages.
  maeve({
    name: 'Maeve slip: a block of narration between her two messages',
    answer:
      '# «send» 4005\nCaptain at your service 🫡\n\n# «send»\n*Maeve cracks her knuckles and starts typing up the rounds*\n\n# «send»\nDev science, Priya film, Kaz sport, Sorcha geography, me music, Ollie pictures. No arguments.\n',
    expect: [
      { type: 'send', text: 'Captain at your service 🫡', replyTo: 4005 },
      {
        type: 'send',
        text: 'Dev science, Priya film, Kaz sport, Sorcha geography, me music, Ollie pictures. No arguments.',
      },
    ],
  }),
  // A think block, then her silence narrated by name in a send block when the banter is not hers.
  maeveAside({
    name: 'Maeve slip: silence narrated by name after a think block',
    callout: false,
    answer:
      '# «think»\nPriya is talking to Kaz, not me.\n\n# «send»\n(Maeve stays out of this one and just laughs at her phone)\n',
    expect: [],
  }),
  // An action in underscores naming the persona, closing the message.
  fenna({
    name: 'Fenna slip: a reminder set, narrated by name on the last line',
    answer:
      '# «send»\nJa Henk, staat genoteerd, vrijdag haal ik alles op 👍\n_Fenna zet meteen een herinnering in haar telefoon._\n',
    expect: [{ type: 'send', text: 'Ja Henk, staat genoteerd, vrijdag haal ik alles op 👍', replyTo: 4005 }],
  }),
  // The turn decided in Dutch before the block, the persona named, a member's matter set aside.
  fenna({
    name: 'Fenna slip: whom to answer decided in Dutch before the block',
    answer:
      'Henk vraagt Fenna iets rechtstreeks, dus daar reageer ik op. De bus van Sanne laat ik aan Joost over.\n\n# «send»\nKlopt, ik haal de zakken en grijpers op!\n',
    expect: [{ type: 'send', text: 'Klopt, ik haal de zakken en grijpers op!', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // Henk's thanks written as a second send block, the model playing the next member.
  fenna({
    name: 'Fenna slip: Henk’s thanks written in a block of its own',
    answer: '# «send» 4005\nJa hoor, vrijdagmiddag haal ik ze op 👍\n\n# «send»\nHenk: top, dank je Fenna!\n',
    expect: [{ type: 'send', text: 'Ja hoor, vrijdagmiddag haal ik ze op 👍', replyTo: 4005 }],
  }),
];
