/**
 * Set 87, groups: meant messages that name the persona, report or describe someone else, hand
 * out lists, post minutes and summaries asked for, and short bracketed or stage-like lines.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bookClub, famiglia, herren, klass, produit, vecinos } from './answers-87-cast.js';

export const GROUPS_87: readonly CorpusEntry[] = [
  vecinos({
    name: 'set87: Marta introduces herself by name to the building about the parcel',
    answer: `# «send»
Soy Marta, la del 2ºB. El paquete del 4ºA lo tengo yo, lo dejó el repartidor en mi puerta. Estoy en casa hasta las 22h.`,
    expect: [
      {
        type: 'send',
        text: 'Soy Marta, la del 2ºB. El paquete del 4ºA lo tengo yo, lo dejó el repartidor en mi puerta. Estoy en casa hasta las 22h.',
        replyTo: 4005,
      },
    ],
  }),
  vecinos({
    name: 'set87: Marta posts the minutes of the residents’ meeting, herself named as secretary',
    callout: true,
    others: new Map([
      [4003, 'Gracias a todos por venir ayer 🙏'], // Carmen
      [4005, 'Marta, ¿puedes pasar el acta de la junta para los que no vinieron?'], // Paco
    ]),
    answer: `# «send»
Acta de la junta, 20/11
Asistentes: 14 vecinos. Secretaria: Marta (2ºB)

1. Ascensor: se repara el jueves; la derrama se aprueba por mayoría.
2. Limpieza: Paco propone cambiar de empresa; se vota en enero.
3. Ruegos: Carmen pide que no se dejen bicis en el portal.`,
    expect: [
      {
        type: 'send',
        text: 'Acta de la junta, 20/11\nAsistentes: 14 vecinos. Secretaria: Marta (2ºB)\n\n1. Ascensor: se repara el jueves; la derrama se aprueba por mayoría.\n2. Limpieza: Paco propone cambiar de empresa; se vota en enero.\n3. Ruegos: Carmen pide que no se dejen bicis en el portal.',
        replyTo: 4005,
      },
    ],
  }),
  herren({
    name: 'set87: Jakob writes the match report for the club site, naming himself in it',
    callout: true,
    answer: `# «send»
Alte Herren – TuS Varrel 3:1

Nach frühem Rückstand drehte die Mannschaft das Spiel. Kalle glich per Kopf aus, Murat traf sehenswert aus 20 Metern, und Jakob Meier machte in der 80. Minute den Deckel drauf. Nächstes Spiel: Samstag, 15 Uhr, auswärts in Stuhr.

# «send»
Bernd, kannst du so hochladen, Fotos hat Sven`,
    expect: [
      {
        type: 'send',
        text: 'Alte Herren – TuS Varrel 3:1\n\nNach frühem Rückstand drehte die Mannschaft das Spiel. Kalle glich per Kopf aus, Murat traf sehenswert aus 20 Metern, und Jakob Meier machte in der 80. Minute den Deckel drauf. Nächstes Spiel: Samstag, 15 Uhr, auswärts in Stuhr.',
        replyTo: 4005,
      },
      { type: 'send', text: 'Bernd, kannst du so hochladen, Fotos hat Sven' },
    ],
  }),
  herren({
    name: 'set87: Jakob hands out the barbecue list with his own name among the others',
    callout: true,
    others: new Map([
      [
        4005,
        'Jakob mach mal ne Liste wer was zum Grillen mitbringt, sonst haben wir wieder 40 Würstchen und kein Brot',
      ], // Bernd
    ]),
    answer: `# «send»
- Kalle: Würstchen
- Murat: Salate
- Sven: Getränke
- Jakob: Grill + Kohle
- Bernd: Brot und Senf (diesmal wirklich 😄)`,
    expect: [
      {
        type: 'send',
        text: '- Kalle: Würstchen\n- Murat: Salate\n- Sven: Getränke\n- Jakob: Grill + Kohle\n- Bernd: Brot und Senf (diesmal wirklich 😄)',
        replyTo: 4005,
      },
    ],
  }),
  herren({
    name: 'set87: Jakob bows out of Saturday speaking of himself by name',
    others: new Map([
      [4005, 'Wer ist Samstag dabei? Brauch bis morgen die Zahl'], // Bernd
    ]),
    answer: `# «send»
Jakob ist raus, Knie kaputt 🙃 Samstag ohne mich

# «react» 4003
🤣`,
    expect: [
      { type: 'send', text: 'Jakob ist raus, Knie kaputt 🙃 Samstag ohne mich', replyTo: 4005 },
      { type: 'react', emoji: '🤣', messageId: 4003 },
    ],
  }),
  produit({
    name: 'set87: Élodie posts the minutes of the morning meeting Sami asked for',
    callout: true,
    answer: `# «send»
CR réunion produit – mardi 18/11
Présents : Sami, Claire, Mathieu, Inès, Élodie

1. Release 4.2 décalée au 2 décembre (bug paiement pas résolu).
2. Claire reprend l'onboarding, Mathieu passe sur l'API.
3. Démo client jeudi 10h : Inès présente, Élodie prépare les slides.

Prochaine réunion : mardi 25/11, même heure.`,
    expect: [
      {
        type: 'send',
        text: "CR réunion produit – mardi 18/11\nPrésents : Sami, Claire, Mathieu, Inès, Élodie\n\n1. Release 4.2 décalée au 2 décembre (bug paiement pas résolu).\n2. Claire reprend l'onboarding, Mathieu passe sur l'API.\n3. Démo client jeudi 10h : Inès présente, Élodie prépare les slides.\n\nProchaine réunion : mardi 25/11, même heure.",
        replyTo: 4005,
      },
    ],
  }),
  produit({
    name: 'set87: Élodie apologises in brackets for a message meant for another group',
    own: new Map([[4004, 'ok pour ce soir, je ramène le fromage 🧀']]),
    others: new Map([
      [4005, 'Du fromage ? On a une réunion ce soir ? 😂'], // Mathieu
    ]),
    answer: `# «send»
(désolée, mauvais groupe 🙈)`,
    expect: [{ type: 'send', text: '(désolée, mauvais groupe 🙈)', replyTo: 4005 }],
  }),
  produit({
    name: 'set87: Élodie sketches the new intern for Claire without a single I or you',
    others: new Map([
      [4005, 'Elle est comment la nouvelle stagiaire ? Je la vois lundi'], // Claire
    ]),
    answer: `# «send»
Grande, cheveux courts, lunettes rondes. Sort de l'ENSAE, très calme, pose peu de questions mais toujours les bonnes. Café sans sucre, arrive avant tout le monde.`,
    expect: [
      {
        type: 'send',
        text: "Grande, cheveux courts, lunettes rondes. Sort de l'ENSAE, très calme, pose peu de questions mais toujours les bonnes. Café sans sucre, arrive avant tout le monde.",
        replyTo: 4005,
      },
    ],
  }),
  klass({
    name: 'set87: Oksana names herself as the one collecting the money, then the details',
    answer: `# «send»
Деньги собирает Оксана, то есть я 😄

# «send»
По 2000 на карту, номер +7 916 123-45-67, до пятницы. Встреча 29-го в 19:00`,
    expect: [
      { type: 'send', text: 'Деньги собирает Оксана, то есть я 😄', replyTo: 4005 },
      { type: 'send', text: 'По 2000 на карту, номер +7 916 123-45-67, до пятницы. Встреча 29-го в 19:00' },
    ],
  }),
  klass({
    name: 'set87: Oksana gives Sveta the short summary she asked for',
    answer: `# «send»
Кратко: встреча 29-го в 19:00, кафе на Тверской, столик на 14 человек. Лёша не придёт, он в командировке. Наташа будет с мужем. Скидываемся по 2000.`,
    expect: [
      {
        type: 'send',
        text: 'Кратко: встреча 29-го в 19:00, кафе на Тверской, столик на 14 человек. Лёша не придёт, он в командировке. Наташа будет с мужем. Скидываемся по 2000.',
        replyTo: 4005,
      },
    ],
  }),
  bookClub({
    name: 'set87: Priya sketches Mrs Danvers for Hannah as a character note',
    answer: `# «send»
Housekeeper at Manderley. Tall, gaunt, always in black, utterly devoted to the first Mrs de Winter. Keeps Rebecca's rooms exactly as they were and makes the new wife's life hell.

# «send»
basically the scariest woman in English literature 😬`,
    expect: [
      {
        type: 'send',
        text: "Housekeeper at Manderley. Tall, gaunt, always in black, utterly devoted to the first Mrs de Winter. Keeps Rebecca's rooms exactly as they were and makes the new wife's life hell.",
        replyTo: 4005,
      },
      { type: 'send', text: 'basically the scariest woman in English literature 😬' },
    ],
  }),
  bookClub({
    name: 'set87: Priya posts what the club decided, one point naming herself',
    callout: true,
    others: new Map([
      [4005, "Priya can you post what we decided last night? I've lost track already"], // Greg
    ]),
    answer: `# «send»
Book club, Thu 13 Nov
• Next book: Piranesi (Susanna Clarke)
• Meeting: Thu 11 Dec, 7:30, at Yasmin's
• Tom brings wine, Hannah does snacks
• Priya books the back room at the Crown for January
• Greg still owes everyone £4 for the pizza`,
    expect: [
      {
        type: 'send',
        text: "Book club, Thu 13 Nov\n• Next book: Piranesi (Susanna Clarke)\n• Meeting: Thu 11 Dec, 7:30, at Yasmin's\n• Tom brings wine, Hannah does snacks\n• Priya books the back room at the Crown for January\n• Greg still owes everyone £4 for the pizza",
        replyTo: 4005,
      },
    ],
  }),
  bookClub({
    name: 'set87: Priya steps away with a bracketed brb in the group',
    others: new Map([
      [4005, 'Ok who is actually reading chapter 6 before Thursday'], // Yasmin
    ]),
    answer: `# «send»
(brb, doorbell)

# «wait»
delay: 45

# «send»
me! halfway through already`,
    expect: [
      { type: 'send', text: '(brb, doorbell)', replyTo: 4005 },
      { type: 'wait', delay: 45 },
      { type: 'send', text: 'me! halfway through already' },
    ],
  }),
  bookClub({
    name: 'set87: Priya numbers this year’s books for Yasmin’s newsletter',
    callout: true,
    others: new Map([
      [4005, '@Priya pls list the books we did this year, need it for the newsletter'], // Yasmin
    ]),
    answer: `# «send»
1. Klara and the Sun – Kazuo Ishiguro
2. Demon Copperhead – Barbara Kingsolver
3. The Remains of the Day – Kazuo Ishiguro (yes, again, Tom's fault)
4. Tomorrow, and Tomorrow, and Tomorrow – Gabrielle Zevin
5. Rebecca – Daphne du Maurier (ongoing)`,
    expect: [
      {
        type: 'send',
        text: "1. Klara and the Sun – Kazuo Ishiguro\n2. Demon Copperhead – Barbara Kingsolver\n3. The Remains of the Day – Kazuo Ishiguro (yes, again, Tom's fault)\n4. Tomorrow, and Tomorrow, and Tomorrow – Gabrielle Zevin\n5. Rebecca – Daphne du Maurier (ongoing)",
        replyTo: 4005,
      },
    ],
  }),
  famiglia({
    name: 'set87: Giulia describes Luca’s photo for her grandmother, in the third person',
    callout: true,
    answer: `# «send»
Nella foto c'è Luca in cima al Monte Baldo, con lo zaino rosso e il cappello di lana. Dietro si vede tutto il lago di Garda, azzurrissimo, e qualche nuvola bassa. Sorride tantissimo, sembra stanco morto ma felice.`,
    expect: [
      {
        type: 'send',
        text: "Nella foto c'è Luca in cima al Monte Baldo, con lo zaino rosso e il cappello di lana. Dietro si vede tutto il lago di Garda, azzurrissimo, e qualche nuvola bassa. Sorride tantissimo, sembra stanco morto ma felice.",
        replyTo: 4005,
      },
    ],
  }),
  famiglia({
    name: 'set87: Giulia resends her mother’s tiramisù recipe to her aunt, then a sticker',
    callout: true,
    others: new Map([
      [4005, 'Giulia mi rimandi la ricetta del tiramisù della mamma? Ho perso il foglio'], // Zia Rosa
    ]),
    answer: `# «send»
Tiramisù (per 6)
- 500 g mascarpone
- 4 uova freschissime
- 100 g zucchero
- savoiardi q.b.
- caffè della moka, freddo
- cacao amaro

Montare i tuorli con lo zucchero, aggiungere il mascarpone. Montare gli albumi a neve e incorporarli piano. Bagnare i savoiardi nel caffè, alternare biscotti e crema, finire con il cacao. Almeno 6 ore in frigo.

# «sticker»
HeidiDuck
😂`,
    expect: [
      {
        type: 'send',
        text: 'Tiramisù (per 6)\n- 500 g mascarpone\n- 4 uova freschissime\n- 100 g zucchero\n- savoiardi q.b.\n- caffè della moka, freddo\n- cacao amaro\n\nMontare i tuorli con lo zucchero, aggiungere il mascarpone. Montare gli albumi a neve e incorporarli piano. Bagnare i savoiardi nel caffè, alternare biscotti e crema, finire con il cacao. Almeno 6 ore in frigo.',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  famiglia({
    name: 'set87: Giulia announces her own exam result in the third person',
    others: new Map([
      [4005, 'Allora??? Com’è andata?? 🙏'], // Mamma
    ]),
    answer: `# «send»
Comunicazione ufficiale: Giulia Ferri ha superato l'esame di stato 🎉🎉

# «send»
da oggi architetta, chiamatemi dottoressa`,
    expect: [
      {
        type: 'send',
        text: "Comunicazione ufficiale: Giulia Ferri ha superato l'esame di stato 🎉🎉",
        replyTo: 4005,
      },
      { type: 'send', text: 'da oggi architetta, chiamatemi dottoressa' },
    ],
  }),
  famiglia({
    name: 'set87: Giulia writes to the family that the old cat has died, as her father asked',
    callout: true,
    others: new Map([
      [4005, 'Giulia lo scrivi tu agli altri? Io non ce la faccio'], // Papà
    ]),
    answer: `# «send»
Ciao a tutti. Stamattina è morto Briciola, a 19 anni. Se n'è andato tranquillo, in cucina, al sole, come piaceva a lui. Lo seppelliamo domenica in giardino sotto il fico, chi vuole venire è il benvenuto.`,
    expect: [
      {
        type: 'send',
        text: "Ciao a tutti. Stamattina è morto Briciola, a 19 anni. Se n'è andato tranquillo, in cucina, al sole, come piaceva a lui. Lo seppelliamo domenica in giardino sotto il fico, chi vuole venire è il benvenuto.",
        replyTo: 4005,
      },
    ],
  }),
  famiglia({
    name: 'set87: Giulia sends a hug in asterisks to her grandmother where actions are allowed',
    actions: 'always',
    others: new Map([
      [4005, 'Oggi sono 3 anni senza il nonno. Vi voglio bene'], // Nonna Lina
    ]),
    answer: `# «send»
*abbraccia forte la nonna*

# «send»
anche noi nonna, tanto. domenica vengo da te e guardiamo le foto insieme ❤️`,
    expect: [
      { type: 'send', text: '*abbraccia forte la nonna*', replyTo: 4005 },
      { type: 'send', text: 'anche noi nonna, tanto. domenica vengo da te e guardiamo le foto insieme ❤️' },
    ],
  }),
];
