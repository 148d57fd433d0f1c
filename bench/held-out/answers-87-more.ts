/**
 * Set 87, more meant messages: photos and places described, recipes, notes and lists asked
 * for, a plot summed up, a forecast and a notice, in direct chats and groups.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { elif, herren, ira, klass, mae, marta, produit, vecinos, yuto } from './answers-87-cast.js';

export const MORE_87: readonly CorpusEntry[] = [
  marta({
    name: 'set87: Marta describes her mother’s photo for Lucía, whose phone will not load it',
    others: new Map([
      [4003, 'Tu madre me ha mandado una foto pero no me carga 😩'],
      [4005, '¿Qué es? Descríbemela porfa'],
    ]),
    answer: `# «send»
Es la tarta de cumpleaños de tu sobrino: tres pisos, azul, con un dinosaurio de fondant encima que más bien parece una patata con patas. Detrás, tu hermana con cara de no haber dormido en tres días.`,
    expect: [
      {
        type: 'send',
        text: 'Es la tarta de cumpleaños de tu sobrino: tres pisos, azul, con un dinosaurio de fondant encima que más bien parece una patata con patas. Detrás, tu hermana con cara de no haber dormido en tres días.',
      },
    ],
  }),
  ira({
    name: 'set87: Oksana sends their mother’s syrniki recipe that her sister asked for',
    others: new Map([[4005, 'Скинь мамин рецепт сырников, хочу детям сделать']]),
    answer: `# «send»
Сырники (на 12 штук)
- 500 г творога 9%
- 1 яйцо
- 2 ст. л. сахара
- 3 ст. л. муки + мука для обвалки
- щепотка соли, ваниль

Творог размять вилкой, добавить яйцо, сахар, соль, муку. Сформировать шайбы, обвалять в муке, жарить на среднем огне по 3 минуты с каждой стороны под крышкой.`,
    expect: [
      {
        type: 'send',
        text: 'Сырники (на 12 штук)\n- 500 г творога 9%\n- 1 яйцо\n- 2 ст. л. сахара\n- 3 ст. л. муки + мука для обвалки\n- щепотка соли, ваниль\n\nТворог размять вилкой, добавить яйцо, сахар, соль, муку. Сформировать шайбы, обвалять в муке, жарить на среднем огне по 3 минуты с каждой стороны под крышкой.',
      },
    ],
  }),
  yuto({
    name: 'set87: Kenji sends the camping list his friend asked for',
    others: new Map([[4005, 'キャンプの持ち物リスト送って、毎回なんか忘れる']]),
    answer: `# «send»
・テント、ペグ、ハンマー
・寝袋×2、マット
・ランタン＋予備電池
・バーナー、ガス缶2本
・クーラーボックス（氷は現地で）
・軍手、ゴミ袋

# «send»
あと去年忘れた箸な`,
    expect: [
      {
        type: 'send',
        text: '・テント、ペグ、ハンマー\n・寝袋×2、マット\n・ランタン＋予備電池\n・バーナー、ガス缶2本\n・クーラーボックス（氷は現地で）\n・軍手、ゴミ袋',
      },
      { type: 'send', text: 'あと去年忘れた箸な' },
    ],
  }),
  mae({
    name: 'set87: Beatriz sums up the week’s telenovela for her mother',
    others: new Map([[4005, 'Perdi a novela a semana toda, me conta o que aconteceu']]),
    answer: `# «send»
Resumindo: a Helena descobriu que o Caio é filho do Otávio. O Otávio negou tudo e mandou a Helena embora da fazenda. A Dona Lurdes sabe da verdade desde o começo e tá guardando uma carta. Sexta terminou com o Caio batendo na porta da Helena no meio da chuva.`,
    expect: [
      {
        type: 'send',
        text: 'Resumindo: a Helena descobriu que o Caio é filho do Otávio. O Otávio negou tudo e mandou a Helena embora da fazenda. A Dona Lurdes sabe da verdade desde o começo e tá guardando uma carta. Sexta terminou com o Caio batendo na porta da Helena no meio da chuva.',
      },
    ],
  }),
  elif({
    name: 'set87: Zeynep writes Elif the note of what to buy that she asked for',
    others: new Map([[4005, 'Eczaneye uğrayacağım, neler lazımdı yazar mısın? Unutuyorum hep']]),
    answer: `# «send»
Not:
- Parol (kutu)
- burun spreyi
- C vitamini
- annenin tansiyon ilacı, reçete çantanda

# «send»
bir de kendine bir çikolata al, hak ettin 🍫`,
    expect: [
      {
        type: 'send',
        text: 'Not:\n- Parol (kutu)\n- burun spreyi\n- C vitamini\n- annenin tansiyon ilacı, reçete çantanda',
      },
      { type: 'send', text: 'bir de kendine bir çikolata al, hak ettin 🍫' },
    ],
  }),
  vecinos({
    name: 'set87: Marta relays the water company’s notice to the building, a notice without I',
    others: new Map([
      [4005, '¿Por qué no sale agua?? Me he quedado con el champú puesto'], // Rafa
    ]),
    answer: `# «send»
Corte de agua hoy hasta las 14h por obras en la calle Olmo. Lo avisó el Canal en un cartel del portal, el que está detrás de la puerta.

# «send»
ánimo con el champú Rafa 😂`,
    expect: [
      {
        type: 'send',
        text: 'Corte de agua hoy hasta las 14h por obras en la calle Olmo. Lo avisó el Canal en un cartel del portal, el que está detrás de la puerta.',
        replyTo: 4005,
      },
      { type: 'send', text: 'ánimo con el champú Rafa 😂' },
    ],
  }),
  klass({
    name: 'set87: Oksana describes how to find the café for Dima',
    callout: true,
    others: new Map([
      [4005, 'Оксана, напомни, как найти это кафе? Я в прошлый раз полчаса кружил'], // Дима
    ]),
    answer: `# «send»
Вход со двора, вывеска маленькая, зелёная. Справа от аптеки, второй этаж. Столик у окна, бронь на фамилию Ковалёва.`,
    expect: [
      {
        type: 'send',
        text: 'Вход со двора, вывеска маленькая, зелёная. Справа от аптеки, второй этаж. Столик у окна, бронь на фамилию Ковалёва.',
        replyTo: 4005,
      },
    ],
  }),
  herren({
    name: 'set87: Jakob gives the group the forecast for Saturday’s away game',
    others: new Map([
      [4005, 'Weiß einer wie das Wetter Samstag in Stuhr wird?'], // Sven
    ]),
    answer: `# «send»
Samstag in Stuhr: 4 Grad, Regen ab Mittag, Wind aus West. Rasenplatz, also Stollen einpacken.`,
    expect: [
      {
        type: 'send',
        text: 'Samstag in Stuhr: 4 Grad, Regen ab Mittag, Wind aus West. Rasenplatz, also Stollen einpacken.',
        replyTo: 4005,
      },
    ],
  }),
  produit({
    name: 'set87: Élodie gives Mathieu the TL;DR of the client thread he asked for',
    others: new Map([
      [4005, 'Quelqu’un peut me résumer le thread avec Berthier ? 47 mails, pitié'], // Mathieu
    ]),
    answer: `# «send»
TL;DR : Berthier veut l'export Excel avant Noël, sinon pas de renouvellement. Sami a promis une date au 15/12. Leur DSI demande aussi le SSO, mais ça c'est pour 2026. Personne n'a encore parlé du prix.`,
    expect: [
      {
        type: 'send',
        text: "TL;DR : Berthier veut l'export Excel avant Noël, sinon pas de renouvellement. Sami a promis une date au 15/12. Leur DSI demande aussi le SSO, mais ça c'est pour 2026. Personne n'a encore parlé du prix.",
        replyTo: 4005,
      },
    ],
  }),
];
