/** Set 69's ordinary answers, continued: Ximena, Jakob, Tuệ and Oksana. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { jakob, oksana, tue, ximena } from './answers-69-cast.js';

export const ORDINARY_69_2: readonly CorpusEntry[] = [
  ximena({
    name: 'ximena: says yes to Lupita and answers Pau by id',
    callout: true,
    answer: `# «send»
Sí, yo la presento, Lupe 🙌 Pásame tus notas porfa

# «send» 4003
Pau, sí hay junta, a las 11 en la sala grande`,
    expect: [
      { type: 'send', text: 'Sí, yo la presento, Lupe 🙌 Pásame tus notas porfa', replyTo: 4005 },
      { type: 'send', text: 'Pau, sí hay junta, a las 11 en la sala grande', replyTo: 4003 },
    ],
  }),
  ximena({
    name: 'ximena: bold warning and capitals she types',
    callout: true,
    answer: `# «send»
**OJO** equipo: la junta es a las 11, NO a las 12 como dice el calendario`,
    expect: [
      {
        type: 'send',
        text: '**OJO** equipo: la junta es a las 11, NO a las 12 como dice el calendario',
        replyTo: 4005,
      },
    ],
  }),
  ximena({
    name: 'ximena: a fire reaction for the report and praise',
    callout: true,
    answer: `# «react» 4001
🔥

# «send»
Rodri eres un crack, gracias por subirlo`,
    expect: [
      { type: 'react', emoji: '🔥', messageId: 4001 },
      { type: 'send', text: 'Rodri eres un crack, gracias por subirlo', replyTo: 4005 },
    ],
  }),
  jakob({
    name: 'jakob: promises to buy it, an aside in brackets as its own message',
    answer: `# «send»
Ich geh heute nach der Arbeit zu dm, versprochen 🧻

# «send»
(und ich nehm die 24er-Packung, damit du mal Ruhe hast)`,
    expect: [
      { type: 'send', text: 'Ich geh heute nach der Arbeit zu dm, versprochen 🧻' },
      { type: 'send', text: '(und ich nehm die 24er-Packung, damit du mal Ruhe hast)' },
    ],
  }),
  jakob({
    name: 'jakob: gives in and keeps a note',
    answer: `# «send»
Okay okay, ich kauf diesmal. Und nächstes Mal auch, Frieden? ✌️

# «note»
Ich bin mit Klopapier dran, zwei Mal hintereinander (Merle war drei Mal dran)`,
    expect: [
      { type: 'send', text: 'Okay okay, ich kauf diesmal. Und nächstes Mal auch, Frieden? ✌️' },
      { type: 'note' },
    ],
  }),
  jakob({
    name: 'jakob: a reply by id with an amount and a quoted reference',
    answer: `# «send» 4003
Ja, schon gestern überwiesen: 84,30 € an die Stadtwerke, Verwendungszweck "Abschlag Nov"`,
    expect: [
      {
        type: 'send',
        text: 'Ja, schon gestern überwiesen: 84,30 € an die Stadtwerke, Verwendungszweck "Abschlag Nov"',
        replyTo: 4003,
      },
    ],
  }),
  tue({
    name: 'tuệ: admits to the charger and confirms the time',
    answer: `# «send»
Ờ tao mượn, để trong balo rồi 😅 tối mang trả

# «send»
Gặp ở quán lúc 7h nhé`,
    expect: [
      { type: 'send', text: 'Ờ tao mượn, để trong balo rồi 😅 tối mang trả' },
      { type: 'send', text: 'Gặp ở quán lúc 7h nhé' },
    ],
  }),
  tue({
    name: 'tuệ: a thumbs-up and a sticker on one line',
    answer: `# «react» 4003
👍

# «sticker»
HeidiDuck :: 😂`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  tue({
    name: 'tuệ: an order list for dinner',
    answer: `# «send»
Tối nay order:
- 2 suất bún chả
- 1 nem cua bể
- trà đá
Mày thêm gì thì nói nhé`,
    expect: [
      {
        type: 'send',
        text: 'Tối nay order:\n- 2 suất bún chả\n- 1 nem cua bể\n- trà đá\nMày thêm gì thì nói nhé',
      },
    ],
  }),
  oksana({
    name: 'oksana: agrees to pick up the parcel',
    callout: true,
    answer: `# «send»
Так, звісно, Ірино! Скиньте номер накладної в особисті 📦`,
    expect: [
      { type: 'send', text: 'Так, звісно, Ірино! Скиньте номер накладної в особисті 📦', replyTo: 4005 },
    ],
  }),
  oksana({
    name: 'oksana: thanks for the water warning and answers about the pram',
    callout: true,
    answer: `# «react» 4001
🙏

# «send» 4003
Здається, це з 5-го поверху, у них близнюки народились`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4001 },
      { type: 'send', text: 'Здається, це з 5-го поверху, у них близнюки народились', replyTo: 4003 },
    ],
  }),
];
