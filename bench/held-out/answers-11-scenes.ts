/**
 * The chats of held-out set 11: a week of group life with several named participants, four
 * groups and two direct chats, personas named in Latin, Cyrillic, Japanese and Greek script.
 * Several participants have names that are also ordinary words (Will, May, Joy, Sol, Luz, Mar),
 * so a line opening with one is sometimes the persona addressing them and sometimes not.
 * Every chat ends at the corpus target (4005), the message the answer answers.
 */

/** Allotment garden group (English); the persona is Rosa. */
export const GARDEN = {
  persona: 'Rosa',
  chat: 'group' as const,
  participants: ['Will', 'May', 'Tom'],
  others: new Map([
    [3996, 'Who has the key to the shed this week? I need the wheelbarrow'],
    [3998, 'The tomatoes on plot 4 have blight, we should pull them before it spreads'],
    [4001, 'I can bring my trailer on Saturday for the green waste'],
    [4003, 'Rosa did you water the beans yesterday or should I go tonight?'],
    [4005, 'Also, is anyone coming to the work day on Saturday at 10?'],
  ]),
  own: new Map([
    [3997, 'I have the key, I can leave it under the blue pot'],
    [4000, 'Tom you are a star, the compost heap is huge'],
    [4002, 'Pulling them now would be best, I have gloves in the shed'],
  ]),
};

/** Flat-share group (Russian, one English speaker); the persona is Катя. */
export const FLAT = {
  persona: 'Катя',
  chat: 'group' as const,
  participants: ['Дима', 'Лёша', 'Nina'],
  others: new Map([
    [3995, 'Кто опять оставил сковородку в раковине? Уже третий день стоит'],
    [3999, 'Not me! I was at my parents all weekend'],
    [4002, 'Я вечером помою, честно. Катя, ты за интернет уже заплатила?'],
    [4005, 'И кто в пятницу идёт на день рождения к Соне?'],
  ]),
  own: new Map([
    [3997, 'Это не я, я вообще неделю не готовила'],
    [4000, 'Нина, как там родители? Привет им!'],
    [4003, 'Ребята, счётчики надо передать до двадцатого'],
  ]),
};

/** Band group (Japanese and English); the persona is ハル. */
export const BAND = {
  persona: 'ハル',
  chat: 'group' as const,
  participants: ['Ken', '美咲', 'Joy'],
  others: new Map([
    [3994, 'Studio is booked for Thursday 19:00, 3 hours'],
    [3998, '木曜日ちょっと遅れるかも、バイトが18時半まで'],
    [4002, 'Joy here, I finally fixed the snare stand!!'],
    [4005, 'ハル、新曲のコード表送ってくれる？ and does anyone have a spare cable?'],
  ]),
  own: new Map([
    [3996, '了解！木曜日いけます'],
    [4000, '美咲ちゃん大丈夫、先に音作りしとくね'],
    [4003, 'Joy最高！！'],
  ]),
};

/** Sunday football group (Spanish); the persona is Inés. */
export const FOOTBALL = {
  persona: 'Inés',
  chat: 'group' as const,
  participants: ['Pablo', 'Sol', 'Luz', 'Mar'],
  others: new Map([
    [3993, 'Partido el domingo a las 11 en el campo de la calle Ancha'],
    [3997, 'Yo llevo los petos y el balón nuevo'],
    [4001, 'No puedo, tengo turno en el hospital hasta las 14'],
    [4004, '¿Alguien me puede llevar? Mi coche está en el taller'],
    [4005, 'Inés, ¿traes tú el botiquín? Y necesitamos uno más para ser diez'],
  ]),
  own: new Map([
    [3999, 'Yo voy seguro, ¡qué ganas!'],
    [4002, 'Luz, ¡ánimo con el turno! La próxima vienes'],
  ]),
};

/** Rosa's direct chat with Will, from the garden group. */
export const ROSA_WILL = {
  persona: 'Rosa',
  chat: 'direct' as const,
  participants: ['Will'],
  others: new Map([
    [4001, 'Sorry about the group chat drama earlier, May was just stressed'],
    [4003, 'Are you still up for the plant fair on Sunday?'],
    [4005, 'I could pick you up at 9 if that works'],
  ]),
  own: new Map([
    [4002, 'No worries at all, I know she means well'],
    [4004, 'Yes!! I need new strawberry plants'],
  ]),
};

/** Ελένη's direct chat with Marco (English and Greek). */
export const ELENI_MARCO = {
  persona: 'Ελένη',
  chat: 'direct' as const,
  participants: ['Marco'],
  others: new Map([
    [4002, 'Did you see the photos from the boat trip? Sol took like 300'],
    [4005, 'Also, dinner Thursday with the group? Lea is asking'],
  ]),
  own: new Map([[4003, 'Ναι! Τα είδα, η φωτογραφία με τα δελφίνια είναι τέλεια']]),
};

/** An answer written line by line, as the model's text has them. */
export function lines(...text: string[]): string {
  return text.join('\n');
}
