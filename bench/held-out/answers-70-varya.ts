/** Set 70, Варя: a story told in parts, sourdough help and a hiking weekend (Russian). */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { hike, lyosha, react, send } from './answers-70-cast.js';

const KARELIA_1 = `Ладно, рассказываю по порядку. Часть первая. Второй день похода, мы с Ниной решили срезать от озера до стоянки «по азимуту», потому что Гоша сказал, что тропа делает крюк. Компас был у Гоши. Гоша ушёл вперёд с палатками.`;

const KARELIA_2 = `Часть вторая. Через час болото. Через два — второе болото, которое мы приняли за первое. Нина сказала, что мох растёт с северной стороны, и мы полчаса спорили, где у сосны северная сторона. Связи нет, вода кончается, комары жрут так, что я всерьёз думала сдаться им добровольно.`;

const KARELIA_3 = `Часть третья. Вышли на просеку с ЛЭП и пошли вдоль неё, потому что провода куда-то да ведут. Привели к деревне, где бабушка напоила нас молоком и позвонила своему внуку, а внук довёз до стоянки на уазике. Гоша к тому моменту уже сварил гречку и даже не заметил, что нас не было пять часов.`;

const ZAKVASKA = `Так, не хорони её, а делай вот что:

1. Выкинь всё, кроме одной столовой ложки.
2. Добавь 50 г ржаной муки и 50 мл тёплой воды (не горячей, градусов 30).
3. Поставь в тёплое место — на холодильник сверху или в духовку с включённой лампочкой.
4. Корми так каждые 12 часов три дня подряд.
5. Когда за 4–6 часов после кормления вырастает вдвое — она готова.

Если сверху появилась тёмная жидкость, это не плесень, она просто голодная. Слей и покорми.`;

const SPISOK = `Список на выходные, по пунктам:

**Обязательно**
- рюкзак 40–60 л, спальник до +5, коврик
- налобный фонарик + запасные батарейки
- дождевик или мембрана, сменные носки ×2
- кружка, ложка, миска
- 1,5 л воды на старт

**Общее (распределим)**
- палатки: Гоша и я
- горелка и газ: Стас
- аптечка: я
- продукты: скидываемся по 800 ₽, закупаюсь в пятницу`;

const RASPISANIE = `Расписание:

| День | Время | Что |
|---|---|---|
| сб | 7:42 | электричка с Белорусского |
| сб | 9:10 | выходим от станции, 14 км |
| сб | 15:00 | стоянка у Москвы-реки, лагерь |
| вс | 9:00 | завтрак, сворачиваемся |
| вс | 10:30 | 11 км до Звенигорода |
| вс | 16:05 | автобус до станции |`;

export const VARYA_ANSWERS: readonly CorpusEntry[] = [
  lyosha({
    name: 'set70 Варя: the Karelia story in three parts, with a moral at the end',
    answer: `# «send»
${KARELIA_1}

# «send»
${KARELIA_2}

# «send»
${KARELIA_3}

Мораль: компас несёт тот, кто идёт последним. Записала это в правила клуба.`,
    expect: [
      send(KARELIA_1),
      send(KARELIA_2),
      send(`${KARELIA_3}\n\nМораль: компас несёт тот, кто идёт последним. Записала это в правила клуба.`),
    ],
  }),
  // Between two parts of a story, the model's reading of the brother and its plan for the rest.
  lyosha({
    name: 'set70 Варя: the story with an analysis and plan paragraph between its parts',
    answer: `# «send»
${KARELIA_1}

Лёша явно хочет подробностей и просит рассказать «нормально», поэтому рассказываю по частям; дальше — болото, потом деревня.

# «send»
${KARELIA_2}

# «send»
${KARELIA_3}`,
    expect: [send(KARELIA_1), send(KARELIA_2), send(KARELIA_3)],
  }),
  lyosha({
    name: 'set70 Варя: sourdough steps, a message relayed from mother and a P.S.',
    answer: `# «send» 4003
${ZAKVASKA}

Мама, кстати, просила передать: «Лёшенька, хлеб можно и в магазине купить». Я передала, моя совесть чиста.

P.S. Назови её как-нибудь. Говорят, с именем они лучше растут 😄`,
    expect: [
      send(
        `${ZAKVASKA}\n\nМама, кстати, просила передать: «Лёшенька, хлеб можно и в магазине купить». Я передала, моя совесть чиста.\n\nP.S. Назови её как-нибудь. Говорят, с именем они лучше растут 😄`,
        4003,
      ),
    ],
  }),
  // A note to the operator about what the persona card leaves unsaid, after a how-to.
  lyosha({
    name: 'set70 Варя: sourdough steps, then a note for the operator',
    answer: `# «send» 4003
${ZAKVASKA}

Примечание для оператора: в описании персонажа не сказано, печёт ли Варя сама хлеб; я исходила из того, что печёт, раз она так уверенно советует.`,
    expect: [send(ZAKVASKA, 4003)],
  }),
  hike({
    name: 'set70 Варя: the hiking list in the group, with a line for Нина',
    callout: true,
    answer: `# «send»
${SPISOK}

Нина, спальник мой запасной берёшь, я его уже достала с антресолей. Он пахнет прошлым летом, но греет.`,
    expect: [
      send(
        `${SPISOK}\n\nНина, спальник мой запасной берёшь, я его уже достала с антресолей. Он пахнет прошлым летом, но греет.`,
        4005,
      ),
    ],
  }),
  // A summary of what the turn did, after two real group messages.
  hike({
    name: 'set70 Варя: list and timetable, then a summary of the turn',
    callout: true,
    answer: `# «send»
${SPISOK}

# «send»
${RASPISANIE}

Итог хода: отправила Стасу список и расписание, Нине подтвердила спальник, про деньги напомнила.`,
    expect: [send(SPISOK, 4005), send(RASPISANIE)],
  }),
  hike({
    name: 'set70 Варя: the timetable and a recap she writes for those who skip long messages',
    callout: true,
    answer: `# «send»
${RASPISANIE}

Коротко для тех, кто не читает длинное (Гоша, это тебе): в субботу в 7:30 у касс Белорусского, в воскресенье к шести дома.

# «react» 4003
👍`,
    expect: [
      send(
        `${RASPISANIE}\n\nКоротко для тех, кто не читает длинное (Гоша, это тебе): в субботу в 7:30 у касс Белорусского, в воскресенье к шести дома.`,
        4005,
      ),
      react('👍', 4003),
    ],
  }),
  // Two slips: the model reasoning about Стас's request first, and an offer to shorten the answer last.
  hike({
    name: 'set70 Варя: reasoning about the request, the timetable, then an offer to shorten',
    callout: true,
    answer: `# «send»
Стас просит список и расписание на оба дня. Отвечу таблицей, так нагляднее, а список отправлю отдельно позже.

${RASPISANIE}

Если нужно, могу сделать этот ответ короче или переписать в более неформальном тоне.`,
    expect: [send(RASPISANIE, 4005)],
  }),
  lyosha({
    name: 'set70 Варя: words for mother the brother is to pass on, quoted',
    answer: `# «send» 4001
Передай маме дословно, а то ты всё перевираешь:

«Мам, приеду первого мая вечерним поездом, уеду четвёртого. Ничего не готовь, кроме пирога с капустой. Нет, парня не привезу. Да, шапку возьму».

Если спросит про работу, скажи, что всё хорошо. Подробности я сама расскажу.`,
    expect: [
      send(
        'Передай маме дословно, а то ты всё перевираешь:\n\n«Мам, приеду первого мая вечерним поездом, уеду четвёртого. Ничего не готовь, кроме пирога с капустой. Нет, парня не привезу. Да, шапку возьму».\n\nЕсли спросит про работу, скажи, что всё хорошо. Подробности я сама расскажу.',
        4001,
      ),
    ],
  }),
  // A translation of the message into English, wrapped in brackets under it.
  lyosha({
    name: 'set70 Варя: the last part of the story, then its English translation in brackets',
    answer: `# «send»
${KARELIA_3}

(In English: We came out onto a power-line clearing and followed it, because wires lead somewhere. They led to a village where a grandmother gave us milk and called her grandson, who drove us to the camp in a UAZ. By then Gosha had already cooked buckwheat and hadn't even noticed we'd been gone for five hours.)`,
    expect: [send(KARELIA_3)],
  }),
];
