/**
 * Set 87, slips in groups, in the same shapes as the meant messages: the persona narrated, a
 * silence told as a scene, a member described for memory, a recap of the chat, a report sent
 * twice, a member's message echoed, a member read aloud.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bookClub, famiglia, herren, klass, produit } from './answers-87-cast.js';

export const SLIPS_87_GROUPS: readonly CorpusEntry[] = [
  // A roleplay action naming the persona where her style forbids actions, on its own line.
  bookClub({
    name: 'set87: Priya’s answer to Hannah under an action narrating her by name',
    actions: 'never',
    answer: `# «send»
*Priya laughs and puts the kettle on*
Hannah, she's the housekeeper. Black dress, terrifying, worships Rebecca. No sister anywhere 😂`,
    expect: [
      {
        type: 'send',
        text: "Hannah, she's the housekeeper. Black dress, terrifying, worships Rebecca. No sister anywhere 😂",
        replyTo: 4005,
      },
    ],
  }),
  // Silence in a group told as a scene instead of an empty answer or a think block.
  famiglia({
    name: 'set87: Giulia’s silence in a row between her father and brother, told as a scene',
    others: new Map([
      [4003, 'Papà la Juve non vince da un mese, rassegnati'], // Luca
      [4005, 'Luca tu di calcio non capisci niente'], // Papà
    ]),
    answer: `# «send»
(Giulia legge i messaggi ma lascia che Luca e Papà finiscano di discutere tra loro)`,
    expect: [],
  }),
  // A person card meant for a memory block, sent as a message after the real one.
  famiglia({
    name: 'set87: Giulia’s thanks to her aunt, then a card about the aunt as a message',
    others: new Map([
      [4005, 'Domenica porto io il pesce, va bene?'], // Zia Rosa
    ]),
    answer: `# «send»
perfetto zia, grazie! 🐟

# «send»
Zia Rosa: sorella della mamma, vive a Bari, allergica ai crostacei, compleanno il 12 marzo.`,
    expect: [{ type: 'send', text: 'perfetto zia, grazie! 🐟', replyTo: 4005 }],
  }),
  // Gemini's recap of the chat before the blocks, in the chat's language, naming the persona.
  produit({
    name: 'set87: Élodie offers to run the demo after a recap of the chat before the blocks',
    others: new Map([
      [4001, 'Qui a la main sur la démo client de jeudi ?'], // Sami
      [4003, 'Moi je suis en congé jeudi et vendredi 🏖️'], // Claire
      [4005, 'Alors, quelqu’un ? Je dois confirmer au client ce soir'], // Sami
    ]),
    answer: `Récapitulatif : Sami demande qui prend la démo client de jeudi. Claire est en congé, Mathieu n'a pas répondu. Élodie connaît le mieux le client.

# «send»
Je peux la faire, je connais bien leur équipe 👍`,
    expect: [{ type: 'send', text: 'Je peux la faire, je connais bien leur équipe 👍', replyTo: 4005 }],
  }),
  // A repetition loop: the same long block written twice.
  herren({
    name: 'set87: Jakob’s match report for the site written twice',
    callout: true,
    answer: `# «send»
Alte Herren – TuS Varrel 3:1. Nach frühem Rückstand drehte die Mannschaft das Spiel: Kalle per Kopf, Murat aus 20 Metern und Jakob Meier in der 80. Minute.

# «send»
Alte Herren – TuS Varrel 3:1. Nach frühem Rückstand drehte die Mannschaft das Spiel: Kalle per Kopf, Murat aus 20 Metern und Jakob Meier in der 80. Minute.`,
    expect: [
      {
        type: 'send',
        text: 'Alte Herren – TuS Varrel 3:1. Nach frühem Rückstand drehte die Mannschaft das Spiel: Kalle per Kopf, Murat aus 20 Metern und Jakob Meier in der 80. Minute.',
        replyTo: 4005,
      },
    ],
  }),
  // The coach's announcement copied back under his name before the answer to it.
  herren({
    name: 'set87: Jakob offers a lift under a copy of the coach’s announcement',
    own: new Map([[4002, 'Bin Samstag dabei']]),
    others: new Map([
      [4001, 'Samstag 15 Uhr auswärts in Stuhr, Treffpunkt 13:45 am Vereinsheim'], // Bernd
      [4005, 'Wer fährt? Brauch noch Fahrer für Samstag'], // Bernd
    ]),
    answer: `# «send»
Trainer Bernd: Samstag 15 Uhr auswärts in Stuhr, Treffpunkt 13:45 am Vereinsheim

Ich fahr, hab 3 Plätze frei 👍`,
    expect: [{ type: 'send', text: 'Ich fahr, hab 3 Plätze frei 👍', replyTo: 4005 }],
  }),
  // A reading of the member who asked, and what she needs, left over the answer.
  klass({
    name: 'set87: Oksana’s answer to Sveta under a paragraph reading Sveta',
    answer: `# «send»
Света пропустила обсуждение и переживает, что про неё забыли. Ей нужен короткий ответ: когда встреча и сколько сдавать.

Свет, встреча 29-го в 19:00, скидываемся по 2000, деньги собираю я 🙂`,
    expect: [
      {
        type: 'send',
        text: 'Свет, встреча 29-го в 19:00, скидываемся по 2000, деньги собираю я 🙂',
        replyTo: 4005,
      },
    ],
  }),
];
