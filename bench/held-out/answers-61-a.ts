/** Set 61, part A: ordinary multi-block answers of Marlene, Inés, Arkadi and Haruka. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ARKADI,
  HARUKA,
  INES,
  MARLENE,
  note,
  person,
  react,
  send,
  sticker,
  wait,
} from './answers-61-cast.js';

export const PART_A: readonly CorpusEntry[] = [
  {
    name: 's61 marlene: react, then two messages',
    ...MARLENE,
    answer: `# «react» 4001
😁

# «send»
Samstag bin ich dabei! 10 Uhr wie immer?

# «send»
Und ja, dein Inbus liegt bei mir im Rucksack, bring ich mit`,
    expect: [
      react('😁', 4001),
      send('Samstag bin ich dabei! 10 Uhr wie immer?'),
      send('Und ja, dein Inbus liegt bei mir im Rucksack, bring ich mit'),
    ],
  },
  {
    name: 's61 marlene: think, send, wait, send',
    ...MARLENE,
    answer: `# «think»
Er fragt zwei Sachen. Schlüssel hab ich, Samstag passt.

# «send»
Jaaa Samstag!!

# «wait»
delay: 20

# «send»
Moment, ich schau kurz wegen dem Schlüssel… ja, hab ihn 🙈`,
    expect: [
      send('Jaaa Samstag!!'),
      wait(20),
      send('Moment, ich schau kurz wegen dem Schlüssel… ja, hab ihn 🙈'),
    ],
  },
  {
    name: 's61 marlene: a list in a message, then the note',
    ...MARLENE,
    answer: `# «send»
Samstag ja! Ich bring mit:
- deinen Inbus
- Tape
- Chalk (deins ist ja leer 😏)

# «note»
Tobias bekommt am Samstag seinen Inbusschlüssel zurück.`,
    expect: [
      send('Samstag ja! Ich bring mit:\n- deinen Inbus\n- Tape\n- Chalk (deins ist ja leer 😏)'),
      note,
    ],
  },
  {
    name: 's61 marlene: the sticker first, the reply to the older question',
    ...MARLENE,
    answer: `# «sticker»
HeidiDuck
👋

# «send» 4003
Den gelben Überhang mach ich Samstag, versprochen. Du bist Zeuge

# «send»
Und Inbus hab ich, klar`,
    expect: [
      sticker('👋'),
      send('Den gelben Überhang mach ich Samstag, versprochen. Du bist Zeuge', 4003),
      send('Und Inbus hab ich, klar'),
    ],
  },
  {
    name: 's61 marlene: a quote of his line, an aside in brackets, a sign-off',
    ...MARLENE,
    answer: `# «send»
> hast du meinen Inbusschlüssel noch?

Ähm. Ja. (Ich hab damit mein Fahrrad repariert, sorry 😅)

# «send»
Samstag klappt, bis dann!
– M.`,
    expect: [
      send(
        '> hast du meinen Inbusschlüssel noch?\n\nÄhm. Ja. (Ich hab damit mein Fahrrad repariert, sorry 😅)',
      ),
      send('Samstag klappt, bis dann!\n– M.'),
    ],
  },
  {
    name: 's61 ines: answer Pablo, react to Dani',
    ...INES,
    callout: true,
    answer: `# «send»
Sí, la pago yo, ya me haces bizum cuando puedas

# «react» 4003
👍`,
    expect: [send('Sí, la pago yo, ya me haces bizum cuando puedas', 4005), react('👍', 4003)],
  },
  {
    name: 's61 ines: two replies with ids, then a sticker',
    ...INES,
    callout: true,
    answer: `# «send» 4005
Vale Pablo, pago yo la luz. Son 63,40 €

# «send» 4003
Claro que sí Dani, que venga tu prima 😊

# «sticker»
HeidiDuck
😂`,
    expect: [
      send('Vale Pablo, pago yo la luz. Son 63,40 €', 4005),
      send('Claro que sí Dani, que venga tu prima 😊', 4003),
      sticker('😂'),
    ],
  },
  {
    name: 's61 ines: the name at the start, capitals, and a person note',
    ...INES,
    callout: true,
    answer: `# «send»
PABLO. Te recuerdo que el mes pasado también la pagué yo 😤

# «send»
Bueno venga, la pago, pero me debes 2 meses

# «person» 12
Pablo (user 12): siempre se olvida de pagar la luz, le toca el mes que viene.`,
    expect: [
      send('PABLO. Te recuerdo que el mes pasado también la pagué yo 😤', 4005),
      send('Bueno venga, la pago, pero me debes 2 meses'),
      person,
    ],
  },
  {
    name: 's61 ines: a think only about the yogurt, the reply, a wait and a joke',
    ...INES,
    callout: true,
    answer: `# «think»
Lo del yogur ya pasó, no hace falta volver a eso. Contesto a Pablo.

# «send»
Sí, yo la pago

# «wait»
delay: 5 s

# «send»
(y el yogur sigue siendo un misterio 🕵️‍♀️)`,
    expect: [send('Sí, yo la pago', 4005), wait(5), send('(y el yogur sigue siendo un misterio 🕵️‍♀️)')],
  },
  {
    name: 's61 arkadi: a reaction to the sticker, then the answer',
    ...ARKADI,
    answer: `# «react» 4003
🤣

# «send»
Едем, конечно. Дрель возьму, и шуруповёрт заодно

# «send»
Маме скажи, что буду к обеду`,
    expect: [
      react('🤣', 4003),
      send('Едем, конечно. Дрель возьму, и шуруповёрт заодно'),
      send('Маме скажи, что буду к обеду'),
    ],
  },
  {
    name: 's61 arkadi: a reminder event and a message',
    ...ARKADI,
    answer: `# «send»
Да, в субботу. Выезжаю в 8, заберу тебя у метро

# «event»
at: friday 20:00
Напомнить Кате про субботу и спросить, что ещё купить.`,
    expect: [send('Да, в субботу. Выезжаю в 8, заберу тебя у метро')],
  },
  {
    name: 's61 arkadi: a numbered list he types',
    ...ARKADI,
    answer: `# «send»
Ок, план такой:
1. Суббота, 8:00 — у метро «Площадь Маркса»
2. Дрель беру
3. Если машина не заведётся — едем на электричке 😅

# «react»
👌`,
    expect: [
      send(
        'Ок, план такой:\n1. Суббота, 8:00 — у метро «Площадь Маркса»\n2. Дрель беру\n3. Если машина не заведётся — едем на электричке 😅',
      ),
      react('👌'),
    ],
  },
  {
    name: 's61 arkadi: a sticker with a reply id',
    ...ARKADI,
    answer: `# «sticker» 4003
HeidiDuck
😴

# «send»
Едем-едем. Только не в 6 утра, умоляю`,
    expect: [sticker('😴', 4003), send('Едем-едем. Только не в 6 утра, умоляю')],
  },
  {
    name: 's61 haruka: a reaction and two short messages',
    ...HARUKA,
    answer: `# «react»
😍

# «send»
ひまひま！行きたい〜！

# «send»
何時にする？`,
    expect: [react('😍'), send('ひまひま！行きたい〜！'), send('何時にする？')],
  },
  {
    name: 's61 haruka: a wait between a message and a sticker',
    ...HARUKA,
    answer: `# «send»
土曜日あいてるよ〜☕️

# «wait»
delay: 3

# «sticker»
HeidiDuck
👋`,
    expect: [send('土曜日あいてるよ〜☕️'), wait(3), sticker('👋')],
  },
  {
    name: 's61 haruka: a remember block between messages',
    ...HARUKA,
    answer: `# «send»
行く！！

# «remember»
めい（user 31）と来週の土曜に新しいカフェに行く約束をした。

# «send»
セトリもまだ待ってるよ〜笑`,
    expect: [send('行く！！'), { type: 'remember' }, send('セトリもまだ待ってるよ〜笑')],
  },
  {
    name: 's61 haruka: kaomoji and brackets she types',
    ...HARUKA,
    answer: `# «send»
行く行く！(๑•̀ㅂ•́)و✧

# «send»
【カフェ候補】って前に送ったリストのとこかな？`,
    expect: [send('行く行く！(๑•̀ㅂ•́)و✧'), send('【カフェ候補】って前に送ったリストのとこかな？')],
  },
  {
    name: 's61 marlene: the reaction written with its id after the emoji',
    ...MARLENE,
    answer: `# «react»
🔥 4001

# «send»
Samstag safe. Inbus auch.`,
    expect: [react('🔥', 4001), send('Samstag safe. Inbus auch.')],
  },
  {
    name: 's61 ines: the sticker as set :: name, then the message',
    ...INES,
    callout: true,
    answer: `# «send»
Hecho, la luz es cosa mía

# «sticker»
HeidiDuck :: 👋`,
    expect: [send('Hecho, la luz es cosa mía', 4005), sticker('👋')],
  },
  {
    name: 's61 arkadi: a note after the sticker, the message last',
    ...ARKADI,
    answer: `# «sticker»
HeidiDuck
😂

# «note»
Суббота: дача, дрель для папы, выезд в 8.

# «send»
Едем 👍`,
    expect: [sticker('😂'), note, send('Едем 👍')],
  },
];
