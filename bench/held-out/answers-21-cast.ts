/**
 * Held-out set 21: the six personas of a fortnight and the chats their models were shown. Each
 * chat's newest message is 4005, the one the turn answers; ids 3990–4005 were shown.
 *
 * - Оксана (52, pharmacist in Kraków, writes Ukrainian, warm and medium length; Gemini 2.5 Pro):
 *   her niece Дарина, and the pharmacy's shift group.
 * - Tomás (19, student in Buenos Aires, lower case, one word when he can; Gemini 2.5 Flash):
 *   his friend Facu, and his class group.
 * - Elif (28, graphic designer in Istanbul, Turkish with English words; Gemini 3): a client, Can,
 *   and a running club.
 * - Kwame Asante (67, retired maths teacher in Leeds, long formal English; Gemini 2.5 Pro): his
 *   grandson Kofi, and a church fellowship group.
 * - Bia (23, barista in Recife, Brazilian Portuguese, emoji and kkkk; Gemini 2.5 Flash): her friend
 *   Lari, and a tabletop roleplay group where she plays the bard Lira.
 * - Νίκος (35, ferry mechanic in Piraeus, Greek, terse; Gemini 3): his sister Ελένη, and the engine
 *   room crew.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat'>;

export const OKSANA_NIECE: Chat = {
  persona: 'Оксана',
  others: new Map([
    [4001, 'Тітко, а можна ібупрофен з парацетамолом разом пити?'],
    [4003, 'Я завтра їду до Львова, тобі щось привезти?'],
    [4005, 'Ну то що скажеш? І чи ти будеш вдома в неділю?'],
  ]),
  own: new Map([
    [4002, 'Зараз, дай хвилинку, я на касі'],
    [4004, 'Привези мені кави з тієї кав’ярні біля Ринку 😊'],
  ]),
  participants: ['Дарина'],
};

export const OKSANA_SHIFTS: Chat = {
  persona: 'Оксана',
  chat: 'group',
  others: new Map([
    [4001, 'Хто бере суботню зміну?'],
    [4003, 'Ja mogę do 14, potem nie'],
    [4005, 'Марек, дякую, тоді записую тебе до 14'],
  ]),
  own: new Map([[4002, 'Я в суботу на весіллі, вибачте']]),
  participants: ['Ірина', 'Marek'],
};

export const TOMAS_FACU: Chat = {
  persona: 'Tomás',
  others: new Map([
    [4001, 'che vas al partido del domingo?'],
    [4003, 'tengo una entrada de más'],
    [4005, 'dale confirmame antes de las 8'],
  ]),
  own: new Map([
    [4002, 'qué partido'],
    [4004, 'ah mirá'],
  ]),
  participants: ['Facu'],
};

export const TOMAS_CLASS: Chat = {
  persona: 'Tomás',
  chat: 'group',
  others: new Map([
    [4001, 'alguien tiene el apunte de análisis?'],
    [4003, 'yo tengo el de la clase 3'],
    [4005, 'pasámelo juli porfa'],
  ]),
  own: new Map([[4002, 'yo no fui a esa jaja']]),
  participants: ['Nico', 'Juli'],
};

export const ELIF_CLIENT: Chat = {
  persona: 'Elif',
  others: new Map([
    [4001, 'Logo taslaklarını gördüm, ikincisi çok iyi'],
    [4003, 'Renkleri biraz daha sıcak yapabilir miyiz?'],
    [4005, 'Cuma gününe yetişir mi sence?'],
  ]),
  own: new Map([
    [4002, 'Sevindim! İkinci benim de favorim'],
    [4004, 'Tabii, birkaç ton deneyeyim'],
  ]),
  participants: ['Can'],
};

export const ELIF_RUNNERS: Chat = {
  persona: 'Elif',
  chat: 'group',
  others: new Map([
    [4001, 'Pazar sabahı 7’de Moda sahilde mi buluşuyoruz?'],
    [4003, 'Ben 7.30 gibi gelebilirim'],
    [4005, 'Burak tamam, seni bekleriz'],
  ]),
  own: new Map([[4002, 'Ben bu hafta dizimden dolayı yokum 😕']]),
  participants: ['Deniz', 'Burak'],
};

export const KWAME_KOFI: Chat = {
  persona: 'Kwame Asante',
  others: new Map([
    [4001, 'Grandpa can you help me with simultaneous equations tonight?'],
    [4003, 'It’s question 4, 2x + 3y = 12 and x - y = 1'],
    [4005, 'Also mum says are you coming for Sunday lunch?'],
  ]),
  own: new Map([
    [4002, 'Of course, my boy. Send me the question.'],
    [4004, 'Let me have a look.'],
  ]),
  participants: ['Kofi'],
};

export const KWAME_FELLOWSHIP: Chat = {
  persona: 'Kwame Asante',
  chat: 'group',
  others: new Map([
    [4001, 'The roof repair fund now stands at £2,340. Thank you all.'],
    [4003, 'Praise God, we are nearly there'],
    [4005, 'Peter, can you collect the gift aid forms on Thursday?'],
  ]),
  own: new Map([[4002, 'Wonderful news. God is good.']]),
  participants: ['Daniel', 'Peter'],
};

export const BIA_LARI: Chat = {
  persona: 'Bia',
  others: new Map([
    [4001, 'amiga vc vai no show sábado??'],
    [4003, 'comprei os ingressos já kkkk'],
    [4005, 'me responde logo sua lerda 😂'],
  ]),
  own: new Map([
    [4002, 'qual show??'],
    [4004, 'mentiraaa'],
  ]),
  participants: ['Lari'],
};

export const BIA_TAVERN: Chat = {
  persona: 'Bia',
  chat: 'group',
  others: new Map([
    [4001, 'A porta da taverna se abre com um estrondo. Um anão ferido entra cambaleando.'],
    [4003, '*Thorin saca o machado* Quem te feriu, irmão?'],
    [4005, 'Lira, a barda, está mais perto da porta. O que você faz?'],
  ]),
  own: new Map([[4002, '*Lira para de tocar no meio da música*']]),
  participants: ['Mestre Rafa', 'Gui'],
};

export const NIKOS_SISTER: Chat = {
  persona: 'Νίκος',
  others: new Map([
    [4001, 'Νίκο, η μαμά ρωτάει αν θα έρθεις την Κυριακή'],
    [4003, 'Πάρε και ψωμί από τον φούρνο της γωνίας'],
    [4005, 'Απάντα ρε!'],
  ]),
  own: new Map([
    [4002, 'Θα δω'],
    [4004, 'οκ'],
  ]),
  participants: ['Ελένη'],
};

export const NIKOS_CREW: Chat = {
  persona: 'Νίκος',
  chat: 'group',
  others: new Map([
    [4001, 'Η αντλία στο Β μηχανοστάσιο πάλι στάζει'],
    [4003, 'Έβαλα καινούρια τσιμούχα χθες το βράδυ'],
    [4005, 'Μάκη, δες την πάλι σε παρακαλώ πριν το απόπλου'],
  ]),
  own: new Map([[4002, 'Ήταν η φλάντζα την άλλη φορά']]),
  participants: ['Στέλιος', 'Μάκης'],
};
