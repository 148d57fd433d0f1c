/** Set 84's ordinary answers in Spanish, German and Brazilian Portuguese. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { annika, julia, tomas, WG_BINS } from './answers-84-cast.js';

export const WORLD: readonly CorpusEntry[] = [
  tomas({
    name: 'tomás: the pozole recipe as a list with a heading he types',
    answer: `# «send»
Va, ahí te va 👇
*Pozole rojo (para 6)*
1. 1 kg de maíz pozolero ya cocido
2. 1 kg de maciza y costilla de cerdo
3. 4 chiles guajillo y 2 anchos, remojados y licuados con ajo
4. orégano, sal, y al final rábano, lechuga, limón y tostadas

La carne hierve como 2 horas con cebolla y ajo, luego le echas el chile colado y el maíz. Otra media hora y listo.`,
    expect: [
      {
        type: 'send',
        text: `Va, ahí te va 👇
*Pozole rojo (para 6)*
1. 1 kg de maíz pozolero ya cocido
2. 1 kg de maciza y costilla de cerdo
3. 4 chiles guajillo y 2 anchos, remojados y licuados con ajo
4. orégano, sal, y al final rábano, lechuga, limón y tostadas

La carne hierve como 2 horas con cebolla y ajo, luego le echas el chile colado y el maíz. Otra media hora y listo.`,
      },
    ],
  }),
  tomas({
    name: 'tomás: answers the Saturday question by id and laughs at the photo',
    answer: `# «send» 4003
Ya confirmé, sí voy a lo de la tía Chela. ¿Llevo algo?

# «react» 4001
🤣`,
    expect: [
      { type: 'send', text: 'Ya confirmé, sí voy a lo de la tía Chela. ¿Llevo algo?', replyTo: 4003 },
      { type: 'react', emoji: '🤣', messageId: 4001 },
    ],
  }),
  tomas({
    name: 'tomás: opens with his sister’s name and an aside in brackets',
    answer: `# «send»
Lupe, el secreto es el guajillo bien tostado (pero sin quemarlo, eh, que se amarga). Luego te mando fotos de cómo queda.`,
    expect: [
      {
        type: 'send',
        text: 'Lupe, el secreto es el guajillo bien tostado (pero sin quemarlo, eh, que se amarga). Luego te mando fotos de cómo queda.',
      },
    ],
  }),
  tomas({
    name: 'tomás: a sticker then a message',
    answer: `# «sticker»
👋

# «send»
ahorita te la paso, estoy manejando`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
      { type: 'send', text: 'ahorita te la paso, estoy manejando' },
    ],
  }),
  tomas({
    name: 'tomás: quotes their mother in a quoted line',
    answer: `# «send»
> «mijo, el pozole sin orégano no es pozole»
así que no se te olvide el orégano, que luego me regañan a mí 😂`,
    expect: [
      {
        type: 'send',
        text: `> «mijo, el pozole sin orégano no es pozole»
así que no se te olvide el orégano, que luego me regañan a mí 😂`,
      },
    ],
  }),
  annika({
    name: 'annika: agrees to open the door, in two messages',
    answer: `# «send»
Klar, mach ich. Ich bin eh zuhause.

# «send»
Soll ich ihr auch das mit dem tropfenden Wasserhahn im Bad sagen?`,
    expect: [
      { type: 'send', text: 'Klar, mach ich. Ich bin eh zuhause.', replyTo: 4005 },
      { type: 'send', text: 'Soll ich ihr auch das mit dem tropfenden Wasserhahn im Bad sagen?' },
    ],
  }),
  annika({
    name: 'annika: a list for the landlady, headed as a person writes it',
    answer: `# «send»
Ja, ich bin da! Was ich ihr zeigen würde:
- Heizkörper in meinem Zimmer (bleibt kalt)
- Küche: Thermostat klemmt
- Bad: Wasserhahn tropft
Fehlt noch was? Dann schreibt's hier rein.`,
    expect: [
      {
        type: 'send',
        text: `Ja, ich bin da! Was ich ihr zeigen würde:
- Heizkörper in meinem Zimmer (bleibt kalt)
- Küche: Thermostat klemmt
- Bad: Wasserhahn tropft
Fehlt noch was? Dann schreibt's hier rein.`,
        replyTo: 4005,
      },
    ],
  }),
  annika({
    name: 'annika: not addressed, a short answer about the bins and a reaction',
    callout: false,
    others: WG_BINS,
    answer: `# «react» 4001
🎉

# «send» 4005
Ich bring ihn gleich runter, war eh auf dem Weg 🙈`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: 'Ich bring ihn gleich runter, war eh auf dem Weg 🙈', replyTo: 4005 },
    ],
  }),
  annika({
    name: 'annika: a wait, then the confirmation',
    answer: `# «send»
Moment, ich schau kurz in meinen Kalender

# «wait»
delay: 2 min

# «send»
Passt, Donnerstag 10–12 bin ich da 👍`,
    expect: [
      { type: 'send', text: 'Moment, ich schau kurz in meinen Kalender', replyTo: 4005 },
      { type: 'wait', delay: 120 },
      { type: 'send', text: 'Passt, Donnerstag 10–12 bin ich da 👍' },
    ],
  }),
  julia({
    name: 'júlia: capitals and laughter in Portuguese',
    answer: `# «send»
FECHOU!!! kkkkkkk finalmente alguém pra ir comigo`,
    expect: [{ type: 'send', text: 'FECHOU!!! kkkkkkk finalmente alguém pra ir comigo' }],
  }),
  julia({
    name: 'júlia: answers the ticket question by id, then the main one',
    answer: `# «send» 4003
tem meia pra estudante ainda, vê no site da Ticket360

# «send» 4005
e sim, fechou! a gente se encontra no metrô Barra Funda às 19h?`,
    expect: [
      { type: 'send', text: 'tem meia pra estudante ainda, vê no site da Ticket360', replyTo: 4003 },
      {
        type: 'send',
        text: 'e sim, fechou! a gente se encontra no metrô Barra Funda às 19h?',
        replyTo: 4005,
      },
    ],
  }),
  julia({
    name: 'júlia: a heart reaction and a note to remember',
    answer: `# «react»
😍

# «note»
Caio vai comigo no show do Emicida no sábado, combinar horário na sexta.`,
    expect: [{ type: 'react', emoji: '😍', messageId: 4005 }, { type: 'note' }],
  }),
  julia({
    name: 'júlia: a P.S. she writes herself',
    answer: `# «send»
bora!! vou levar a capa de chuva que vai chover com certeza

P.S. tu me deve uma coxinha da última vez`,
    expect: [
      {
        type: 'send',
        text: `bora!! vou levar a capa de chuva que vai chover com certeza

P.S. tu me deve uma coxinha da última vez`,
      },
    ],
  }),
];
