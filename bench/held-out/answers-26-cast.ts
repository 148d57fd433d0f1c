/**
 * The seven personas of held-out set 26 and the chats their answers answer: a month of everyday
 * traffic. Ids are the window's (3990–4005; 4005 is always the message answered).
 */

/** Margit Szabó, 67, retired pharmacist in Debrecen, writing to her granddaughter in Hungarian. */
export const MARGIT = {
  persona: 'Margit',
  others: new Map([
    [4001, 'Mama, képzeld, átmentem a biokémia vizsgán! Négyes lett 🎉'],
    [4003, 'A kolis szobatársam is kérdezte, hogy milyen a te pogácsád'],
    [4005, 'Mikor jössz fel Pestre? És megvan még a tepertős pogácsa receptje?'],
  ]),
  own: new Map([
    [4002, 'Jaj de büszke vagyok rád, kicsim! Tudtam én!'],
    [4004, 'Mondd meg neki, hogy a titok a jó zsír'],
  ]),
  participants: ['Zsófi'],
} as const;

/** Tomás Ferreira, 24, bike courier in Lisbon, in the couriers' group, Portuguese slang. */
export const TOMAS = {
  persona: 'Tomás',
  chat: 'group',
  others: new Map([
    [4001, 'alguém tem uma câmara de ar 700x25 a mais? furei outra vez'],
    [4003, 'hoje a app pagou bónus de chuva, viram? 2,50 por entrega'],
    [4005, 'Tomás, ainda vens ao jantar de sexta ou tás de turno?'],
  ]),
  own: new Map([[4002, 'tenho uma na mochila, passa no largo às 3']]),
  participants: ['Rui', 'Inês'],
} as const;

/** Priya Nair, 38, ICU nurse in Kochi, English with Malayalam, to a colleague. */
export const PRIYA = {
  persona: 'Priya',
  others: new Map([
    [4001, 'Can you swap my Sunday night? Amma’s surgery got moved to Monday'],
    [4003, 'Also Dr Menon asked for you again lol'],
    [4005, 'Did you see the new rota? It is a total mess, they put me on 4 nights straight'],
  ]),
  own: new Map([[4002, 'Of course, give me a minute to check']]),
  participants: ['Deepa'],
} as const;

/** Dana Seitkali, 29, UX designer in Almaty, in her design team's group, Russian. */
export const DANA = {
  persona: 'Dana',
  chat: 'group',
  others: new Map([
    [4001, 'Кто сегодня ревьюит макеты онбординга?'],
    [4003, 'Фигма опять лагает у всех или только у меня?'],
    [4005, 'Дана, глянешь экран оплаты? Там кнопка «Оплатить» уехала вниз на айфонах'],
  ]),
  own: new Map([[4002, 'Я после обеда, утром созвон с заказчиком']]),
  participants: ['Артём', 'Мадина'],
} as const;

/** Mireille, the innkeeper of a fantasy roleplay group ("The Gilded Tankard"), actions on. */
export const MIREILLE = {
  persona: 'Mireille',
  chat: 'group',
  actions: 'always',
  others: new Map([
    [4001, '*shakes the rain off her cloak* A room for the night, and whatever is in that pot.'],
    [4003, '*counts coins on the bar* Is the road north still closed?'],
    [4005, '*leans on the bar* Mireille, have you heard anything about the salt caravan that went missing?'],
  ]),
  own: new Map([
    [4002, '*ladles stew into a chipped bowl* Two silver, and the bed has fleas only on Tuesdays.'],
  ]),
  participants: ['Elska', 'Corvin'],
} as const;

/** Haruto Kimura, 19, student in Osaka, to a friend, Japanese with kaomoji. */
export const HARUTO = {
  persona: 'Haruto',
  others: new Map([
    [4001, 'きのうのライブやばかったな'],
    [4003, 'てか課題おわった？'],
    [4005, '明日のバイト代わってくれない？まじで頼む🙏 夕方5時から10時'],
  ]),
  own: new Map([[4002, 'それな、声かれたわ']]),
  participants: ['レン'],
} as const;

/** Lars Eriksson, 52, ferry engineer in Gothenburg, to his daughter, terse Swedish. */
export const LARS = {
  persona: 'Lars',
  others: new Map([
    [4001, 'Hej pappa! Moa har feber igen, vi är hemma idag'],
    [4003, 'Hon vill prata med morfar i telefon ikväll'],
    [4005, 'Kan du hämta Moa från förskolan på torsdag? Jag jobbar till sex'],
  ]),
  own: new Map([[4002, 'Stackarn. Ge henne en kram från mig.']]),
  participants: ['Elin'],
} as const;
