/** Set 86 in the Mexican cousins' group and the Turkish neighbours' group. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { apartman, j, primos } from './answers-86-cast.js';

export const SOUTH: readonly CorpusEntry[] = [
  primos({
    name: 'set86 primos: the story of Memo in the bathroom, told for Dani',
    answer: j(
      '# «send» 4005',
      'Va pues, Dani: era la Navidad de 2015, Memo entró al baño de la abuela y la manija se le quedó en la mano 😂',
      'Estuvo ahí como dos horas. Tía Lulú le pasaba tamales por debajo de la puerta.',
      'Al final lo sacó el vecino con un desarmador y Memo salió diciendo "ya sabía que iba a pasar" 🤣',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Va pues, Dani: era la Navidad de 2015, Memo entró al baño de la abuela y la manija se le quedó en la mano 😂',
          'Estuvo ahí como dos horas. Tía Lulú le pasaba tamales por debajo de la puerta.',
          'Al final lo sacó el vecino con un desarmador y Memo salió diciendo "ya sabía que iba a pasar" 🤣',
        ),
        replyTo: 4005,
      },
    ],
  }),
  primos({
    name: 'set86 primos: the recap Dani asked for',
    answer: j(
      '# «send» 4003',
      'Resumen para Dani 👇',
      '- Posada el 20 en casa de Tía Lulú',
      '- Chuy lleva la piñata (necesita ayuda para rellenarla)',
      '- Rodrigo pone el asador, falta quien traiga carbón',
      '- Yo llevo tamales de rajas',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'Resumen para Dani 👇',
          '- Posada el 20 en casa de Tía Lulú',
          '- Chuy lleva la piñata (necesita ayuda para rellenarla)',
          '- Rodrigo pone el asador, falta quien traiga carbón',
          '- Yo llevo tamales de rajas',
        ),
        replyTo: 4003,
      },
    ],
  }),
  primos({
    name: 'set86 primos: Rodrigo by name, then a sticker',
    answer: j(
      '# «send» 4000',
      'Rodrigo, el carbón lo llevo yo, pero tú te encargas de que no se queme la carne como el año pasado',
      '',
      '# «sticker»',
      '😂',
    ),
    expect: [
      {
        type: 'send',
        text: 'Rodrigo, el carbón lo llevo yo, pero tú te encargas de que no se queme la carne como el año pasado',
        replyTo: 4000,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  primos({
    name: 'set86 primos: a warning to the family in capitals',
    answer: j(
      '# «send»',
      'OJO FAMILIA: la posada empieza a las 7, NO a las 8 como dice la invitación 🙏',
      'Tía Lulú ya me regañó a mí, no quiero que les toque a ustedes',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          'OJO FAMILIA: la posada empieza a las 7, NO a las 8 como dice la invitación 🙏',
          'Tía Lulú ya me regañó a mí, no quiero que les toque a ustedes',
        ),
        replyTo: 4005,
      },
    ],
  }),
  // The target's line repeated under its sender's name before the answer.
  primos({
    name: "set86 primos: Memo's line repeated before the story",
    answer: j(
      '# «send» 4005',
      'Memo: Xime cuenta la historia del baño, que Dani no se la sabe',
      '',
      'Jajaja ok ok. Navidad 2015, Memo se quedó encerrado dos horas en el baño de la abuela y Tía Lulú le pasaba tamales por debajo de la puerta 😂',
    ),
    expect: [
      {
        type: 'send',
        text: 'Jajaja ok ok. Navidad 2015, Memo se quedó encerrado dos horas en el baño de la abuela y Tía Lulú le pasaba tamales por debajo de la puerta 😂',
        replyTo: 4005,
      },
    ],
  }),
  // Members narrated as a stage direction in parentheses, on its own line over the message.
  primos({
    name: 'set86 primos: Paty and Dani narrated in parentheses',
    answer: j(
      '# «send» 4003',
      '(Paty se ríe mientras Dani intenta ponerse al día con el chat)',
      '',
      'Dani, te hago resumen: posada el 20, Chuy piñata, Rodrigo asador, yo tamales 🫔',
    ),
    expect: [
      {
        type: 'send',
        text: 'Dani, te hago resumen: posada el 20, Chuy piñata, Rodrigo asador, yo tamales 🫔',
        replyTo: 4003,
      },
    ],
  }),
  // A note to whoever runs the account as a block between two messages.
  primos({
    name: 'set86 primos: a note for the account holder between two messages',
    answer: j(
      '# «send» 4005',
      'Ya voy, ya voy 😂 Dani, agárrate',
      '',
      '# «send»',
      'Nota para quien maneja esta cuenta: no tengo claro en qué año pasó lo del baño, lo puse como 2015.',
      '',
      '# «send»',
      'Navidad 2015: Memo entra al baño de la abuela, se le queda la manija en la mano y sale dos horas después con cara de héroe 🤣',
    ),
    expect: [
      { type: 'send', text: 'Ya voy, ya voy 😂 Dani, agárrate', replyTo: 4005 },
      {
        type: 'send',
        text: 'Navidad 2015: Memo entra al baño de la abuela, se le queda la manija en la mano y sale dos horas después con cara de héroe 🤣',
      },
    ],
  }),
  // The decision not to answer a member, closing the body.
  primos({
    name: 'set86 primos: not answering Paty, decided aloud at the end',
    answer: j(
      '# «send» 4005',
      'Luego la cuento con calma, que voy manejando 🚗',
      '',
      'No le voy a contestar a Paty por ahora, mejor espero a que Memo diga algo.',
    ),
    expect: [{ type: 'send', text: 'Luego la cuento con calma, que voy manejando 🚗', replyTo: 4005 }],
  }),
  apartman({
    name: 'set86 apartman: the announcement, signed as manager',
    answer: j(
      '# «send» 4005',
      '📢 Sayın komşular,',
      '1) Asansör: teknisyen yarın sabah 9-12 arası geliyor.',
      '2) Aidat: bu ay 750 TL, son gün cuma. IBAN sabitlenmiş mesajda.',
      '3) Kargo: kapıya bırakılan paketlere lütfen daire numarası yazın.',
      'Sorunuz olursa bana yazabilirsiniz.',
      'Elif (yönetici)',
    ),
    expect: [
      {
        type: 'send',
        text: j(
          '📢 Sayın komşular,',
          '1) Asansör: teknisyen yarın sabah 9-12 arası geliyor.',
          '2) Aidat: bu ay 750 TL, son gün cuma. IBAN sabitlenmiş mesajda.',
          '3) Kargo: kapıya bırakılan paketlere lütfen daire numarası yazın.',
          'Sorunuz olursa bana yazabilirsiniz.',
          'Elif (yönetici)',
        ),
        replyTo: 4005,
      },
    ],
  }),
  apartman({
    name: 'set86 apartman: Cem by name about the parcel',
    answer: j('# «send» 4003', "Cem çok teşekkürler! Akşam 8'den sonra evdeyim 🙏"),
    expect: [{ type: 'send', text: "Cem çok teşekkürler! Akşam 8'den sonra evdeyim 🙏", replyTo: 4003 }],
  }),
  apartman({
    name: 'set86 apartman: a thumbs-up and Ayşe Hanım by name',
    answer: j(
      '# «react» 4000',
      '👍',
      '',
      '# «send» 4000',
      'Ayşe Hanım, haber verdim, yarın sabah teknisyen geliyor. Merdivenlerde dikkat edin lütfen 🙏',
    ),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4000 },
      {
        type: 'send',
        text: 'Ayşe Hanım, haber verdim, yarın sabah teknisyen geliyor. Merdivenlerde dikkat edin lütfen 🙏',
        replyTo: 4000,
      },
    ],
  }),
  apartman({
    name: 'set86 apartman: Murat Bey quoted with a smile',
    answer: j(
      '# «send»',
      'Murat Bey\'in dediği gibi "aidat cumaya kadar" 😄 ben yatırdım bile (ilk kez erken 😅)',
    ),
    expect: [
      {
        type: 'send',
        text: 'Murat Bey\'in dediği gibi "aidat cumaya kadar" 😄 ben yatırdım bile (ilk kez erken 😅)',
        replyTo: 4005,
      },
    ],
  }),
  // A labelled context line saying who asked what, naming the persona in the third person.
  apartman({
    name: 'set86 apartman: a context line before the announcement',
    answer: j(
      '# «send» 4005',
      "Bağlam: Selin, Elif'ten apartman için bir duyuru yapmasını istiyor.",
      '',
      'Komşular merhaba! Asansör yarın sabah tamir ediliyor, aidat için son gün cuma 🙏',
    ),
    expect: [
      {
        type: 'send',
        text: 'Komşular merhaba! Asansör yarın sabah tamir ediliyor, aidat için son gün cuma 🙏',
        replyTo: 4005,
      },
    ],
  }),
  // The persona's own action in asterisks by name, at the end of the message's line.
  apartman({
    name: 'set86 apartman: her action narrated at the end of the line',
    answer: j('# «send» 4005', 'Tamam Selin, duyuru geliyor 😄 *Elif telefonu eline alır*'),
    expect: [{ type: 'send', text: 'Tamam Selin, duyuru geliyor 😄', replyTo: 4005 }],
  }),
  // A note to whoever runs the account after the message, in Turkish.
  apartman({
    name: 'set86 apartman: a note for the account holder after the thanks',
    answer: j(
      '# «send» 4003',
      'Cem sağ ol, akşam evdeyim!',
      '',
      "Hesabı yöneten kişiye not: Cem'in hangi dairede oturduğunu bilmiyorum, notlara ekleyebilir misiniz?",
    ),
    expect: [{ type: 'send', text: 'Cem sağ ol, akşam evdeyim!', replyTo: 4003 }],
  }),
  // A block of its own deciding not to answer a member.
  apartman({
    name: 'set86 apartman: not answering Murat Bey, as a block of its own',
    answer: j(
      '# «send» 4005',
      'Selin haklısın, akşam düzgün bir duyuru yazarım ✍️',
      '',
      '# «send»',
      "Murat Bey'e cevap vermeyeceğim, aidat konusu zaten açık.",
    ),
    expect: [{ type: 'send', text: 'Selin haklısın, akşam düzgün bir duyuru yazarım ✍️', replyTo: 4005 }],
  }),
];
