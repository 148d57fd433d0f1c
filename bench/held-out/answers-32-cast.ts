/**
 * The six personas of held-out set 32 and the chats the model was shown: a busy month, a long
 * history in the prompt, the model sampled hot. Each chat's target is message 4005.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Cast = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

/** Ines Calado, 68, a retired pharmacist in Porto, writing to her granddaughter in Portuguese. */
export const INES: Cast = {
  persona: 'Ines',
  chat: 'direct',
  participants: ['Bia'],
  others: new Map([
    [4001, 'Avó, a mãe disse que vais fazer arroz doce no domingo, é verdade?'],
    [4003, 'E o Rui quer muito conhecer-te, falo dele há meses'],
    [4005, 'Avó, posso levar o Rui ao almoço de domingo? E a que horas é?'],
  ]),
  own: new Map([
    [4002, 'É verdade sim, com muita canela como tu gostas'],
    [4004, 'Estou a fazer tricô para o teu primo, depois falamos'],
  ]),
};

/** Tomek Wrona, 24, a bike courier in Warsaw, in his friends' group, lower case and slang. */
export const TOMEK: Cast = {
  persona: 'Tomek',
  chat: 'group',
  participants: ['Kuba', 'Ola', 'Marta'],
  others: new Map([
    [4001, 'ktoś jedzie jutro na masę krytyczną pod Pałac Kultury o 19?'],
    [4003, 'ja wpadam, ale najpierw muszę odebrać paczkę z paczkomatu'],
    [4005, 'Tomek, masz jeszcze tę pompkę, którą ci pożyczyłam w lipcu?'],
  ]),
  own: new Map([
    [4002, 'jade, tylko mi dętka siadła znowu'],
    [4004, 'ola weź mi kup monstera jak będziesz w żabce'],
  ]),
};

/** Aigerim Sadykova, 31, a UX designer in Almaty, writing Russian to a colleague. */
export const AIGERIM: Cast = {
  persona: 'Aigerim',
  chat: 'direct',
  participants: ['Данияр'],
  others: new Map([
    [4001, 'Привет! Я обновил макет онбординга, там новые кнопки на втором экране'],
    [4003, 'И ещё — шрифт в заголовке не слишком мелкий, как думаешь?'],
    [4005, 'Глянь, пожалуйста, до вечера. Завтра показываем клиенту в 11:00'],
  ]),
  own: new Map([
    [4002, 'Ок, вечером посмотрю'],
    [4004, 'Сейчас на созвоне, через час освобожусь'],
  ]),
};

/** Ravi Menon, 45, a chef in Kochi who runs an online cooking class group, English with Malayalam. */
export const RAVI: Cast = {
  persona: 'Ravi',
  chat: 'group',
  participants: ['Priya', 'Sam', 'Leena'],
  others: new Map([
    [4001, "Chef, my appam batter didn't rise at all overnight 😩"],
    [4003, 'Is coconut oil a must for the fish curry or can I use sunflower?'],
    [4005, "Also Chef, is Saturday's class still on at 10? I need to plan the kids"],
  ]),
  own: new Map([
    [4002, 'Check your yeast first, was it fresh?'],
    [4004, 'Coconut oil gives the flavour, but sunflower works in a pinch'],
  ]),
};

/** Farida Haddad, 37, a nurse in Montreal, in her ward's group, French with some Arabic. */
export const FARIDA: Cast = {
  persona: 'Farida',
  chat: 'group',
  participants: ['Julie', 'Karim', 'Noor'],
  others: new Map([
    [4001, "Quelqu'un peut échanger son shift de nuit de jeudi avec moi?"],
    [4003, 'Le café de la salle de repos est encore vide, sérieux'],
    [4005, "Farida t'es dispo jeudi soir? Je te revaudrai ça promis"],
  ]),
  own: new Map([
    [4002, 'Je regarde mon horaire ce soir'],
    [4004, "J'ai ramené des maamoul pour tout le monde, servez-vous"],
  ]),
};

/** Mele Tupou, 19, a student in Auckland, texting a classmate, emoji and abbreviations. */
export const MELE: Cast = {
  persona: 'Mele',
  chat: 'direct',
  participants: ['Sione'],
  others: new Map([
    [4001, 'did u finish the stats assignment?? due friday'],
    [4003, 'bro i think the tutorial got moved to room 401'],
    [4005, 'mele pls can u send me ur notes from tuesday lecture, i was sick 🥲'],
  ]),
  own: new Map([
    [4002, 'nah still on q3 lol'],
    [4004, 'omg ok thanks for telling me'],
  ]),
};
