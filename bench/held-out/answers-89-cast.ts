/**
 * Set 89's cast: nine group chats in nine languages, three to eight members each. Lucía plans a
 * trip with her flatmates (Spanish), Leonie sings alto in a choir (German), Margaux leads a
 * Sunday hiking club (French), Chiara writes in her family group (Italian), Bruna organises an
 * office barbecue (Brazilian Portuguese), Ola is a parent in a class group (Polish), Оксана hosts
 * board-game Fridays (Russian), 美咲 runs a photo circle's outing (Japanese) and Zeynep sits on
 * her building's committee (Turkish).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'callout'>;

/** An answer in one of the set's groups: the scene's defaults, then the entry's own fields. */
function inGroup(scene: Scene): (entry: CorpusEntry) => CorpusEntry {
  return (entry) => ({ chat: 'group', ...scene, ...entry });
}

/** "Asturias 2026": Marta asks Lucía to hand out the trip's tasks (4005). */
export const ES_TRIP: ReadonlyMap<number, string> = new Map([
  [3996, 'He mirado la casa rural de Cangas, 4 habitaciones y barbacoa'], // Iker
  [3998, 'Yo solo pido que no haya que madrugar 😴'], // Sole
  [4001, '¿Quién lleva coche? Yo puedo llevar a tres'], // Dani
  [4003, 'Lucía, ¿al final te pillaste los días libres?'], // Paty
  [4005, 'Venga, que alguien reparta tareas que si no no salimos nunca 😂 Lucía tú que eres la organizada'], // Marta
]);
/** Later: Iker missed the thread and asks for a recap (4005). */
export const ES_RECAP: ReadonlyMap<number, string> = new Map([
  [4001, 'Reservado Cangas del 14 al 17 ✅'], // Sole
  [4003, 'Llevo coche yo, caben Lucía, Paty y Marta'], // Dani
  [4005, 'Perdón, me he perdido 200 mensajes, ¿alguien me hace un resumen?'], // Iker
]);
const ES_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Yo voto por Cangas, la barbacoa manda'],
  [4002, 'Dani yo voy contigo si hay sitio'],
]);
export const lucia = inGroup({
  persona: 'Lucía',
  others: ES_TRIP,
  own: ES_OWN,
  participants: ['Marta', 'Dani', 'Paty', 'Iker', 'Sole'],
  callout: true,
});

/** "Chor Alt 2": Mara, off sick, asks Leonie to lead Saturday's sectional (4005). */
const DE_CHOIR: ReadonlyMap<number, string> = new Map([
  [3997, 'Die Noten für das Brahms-Requiem liegen im Schrank, bitte nicht mit nach Hause nehmen'], // Kerstin
  [4001, 'Ich schaffe Donnerstag nicht, Elternabend 🙄'], // Till
  [4003, 'Wer bringt eigentlich diesmal Kuchen mit?'], // Ömer
  [4005, 'Leonie, kannst du am Samstag die Stimmprobe leiten? Ich bin krank geschrieben'], // Mara
]);
export const leonie = inGroup({
  persona: 'Leonie',
  others: DE_CHOIR,
  own: new Map([[4002, 'Till, kein Problem, ich sag Kerstin Bescheid']]),
  participants: ['Mara', 'Ömer', 'Kerstin', 'Till'],
  callout: true,
});

/** "Rando du dimanche": Régis asks Margaux for the route and the start time (4005). */
const FR_HIKE: ReadonlyMap<number, string> = new Map([
  [3995, 'Météo dimanche : grand soleil, 24° à midi'], // Yves
  [3998, 'Je prends la voiture, il me reste deux places'], // Claudine
  [4001, "Quelqu'un a une gourde en plus ? la mienne fuit"], // Odile
  [4003, "Moi je viens avec mon chien, ça pose problème à quelqu'un ?"], // Bastien
  [4005, "Margaux, c'est toi qui as le tracé ? Départ à quelle heure ?"], // Régis
]);
export const margaux = inGroup({
  persona: 'Margaux',
  others: FR_HIKE,
  own: new Map([[3999, 'Super Claudine, je monte avec toi 🙋‍♀️']]),
  participants: ['Régis', 'Odile', 'Bastien', 'Nour', 'Yves', 'Claudine'],
  callout: true,
});

/** "Famiglia Russo 🍝": Giulia asks Chiara to tell Nonna about Matteo at the wedding (4005). */
const IT_FAMILY: ReadonlyMap<number, string> = new Map([
  [3996, 'Domenica pranzo da me, fate sapere quanti siete'], // Nonna Pina
  [4000, 'Io porto il vino, come sempre 🍷'], // Zio Franco
  [4003, 'Ho vinto il torneo di briscola al bar 🏆'], // Matteo
  [4005, 'Chiara, racconta alla nonna cosa è successo a Matteo al matrimonio 😂'], // Giulia
]);
export const chiara = inGroup({
  persona: 'Chiara',
  others: IT_FAMILY,
  own: new Map([[4001, 'Nonna io ci sono, porto il tiramisù']]),
  participants: ['Nonna Pina', 'Zio Franco', 'Giulia', 'Matteo'],
  callout: true,
});

/** "Churras da firma 🔥": Thiago asks Bruna to split who brings what (4005). */
const BR_CHURRAS: ReadonlyMap<number, string> = new Map([
  [3999, 'Sábado na casa do Thiago então?'], // Rafa
  [4001, 'Eu sou vegetariana, lembrem de mim 🥲'], // Camila
  [4003, 'Pode ser aqui sim, tem piscina e tudo'], // Thiago
  [4005, 'Bruna, divide aí quem leva o quê que tu é boa nisso'], // Thiago
]);
export const bruna = inGroup({
  persona: 'Bruna',
  others: BR_CHURRAS,
  own: new Map([[4002, 'Camila, pode deixar que vai ter queijo coalho e legumes']]),
  participants: ['Thiago', 'Rafa', 'Camila'],
  callout: true,
});

/** "Rodzice 2B": the teacher needs two more parents for the school trip (4005, to everyone). */
const PL_CLASS: ReadonlyMap<number, string> = new Map([
  [3994, 'Przypominam: w piątek wycieczka do Torunia, zbiórka 7:30 pod szkołą'], // Pani Ewa
  [3998, 'Czy ktoś wie, ile trzeba dać na pierniki?'], // Tomasz
  [4001, 'Mój Staś ma gorączkę, chyba nie pojedzie 😔'], // Magda
  [4003, 'Ola, ty zbierałaś pieniądze na prezent dla pani, ile wyszło?'], // Kasia
  [4005, 'Potrzebuję jeszcze dwóch rodziców do opieki na wycieczce. Ktoś chętny?'], // Pani Ewa
]);
export const ola = inGroup({
  persona: 'Ola',
  others: PL_CLASS,
  own: new Map([[4002, 'Magda, zdrówka dla Stasia!']]),
  participants: ['Kasia', 'Pani Ewa', 'Tomasz', 'Magda', 'Bartek', 'Iza', 'Grzegorz'],
  callout: false,
});

/** "Настолки по пятницам": Дима asks Оксана whether she hosts and how many fit (4005). */
const RU_GAMES: ReadonlyMap<number, string> = new Map([
  [3997, 'Я купил «Кровь и ярость», кто готов разбираться в правилах?'], // Кирилл
  [4001, 'Я в пятницу могу только после восьми'], // Оля
  [4003, 'В прошлый раз Кирилл опять всех обыграл, требую реванша'], // Дима
  [4005, 'Оксана, ты у себя принимаешь? Сколько человек влезет?'], // Дима
]);
export const oksana = inGroup({
  persona: 'Оксана',
  others: RU_GAMES,
  own: new Map([[4002, 'Оля, ничего, начнём с чего-нибудь короткого']]),
  participants: ['Дима', 'Кирилл', 'Оля'],
  callout: true,
});

/** "写真サークル📷": 健太 asks 美咲 to coordinate the Kamakura outing (4005). */
const JA_CIRCLE: ReadonlyMap<number, string> = new Map([
  [3998, '来週の撮影会、場所どこにする？'], // 彩
  [4001, '鎌倉どうですか？紫陽花がちょうど見頃です'], // 拓海
  [4003, 'じゃあ誰が何担当か決めてほしいです！'], // 健太
  [4005, '美咲さん、まとめ役お願いできますか🙏'], // 健太
]);
export const misaki = inGroup({
  persona: '美咲',
  others: JA_CIRCLE,
  own: new Map([[4002, '鎌倉いいね！賛成']]),
  participants: ['健太', '彩', '拓海'],
  callout: true,
});

/** "Apartman Yönetimi 🏢": Burak missed the meeting and asks Zeynep for the notes (4005). */
const TR_BUILDING: ReadonlyMap<number, string> = new Map([
  [3996, 'Asansör yine arızalı, servisi aradım yarın gelecekler'], // Kemal Bey
  [4000, 'Bahçeye kim çöp bırakıyor? Kediler her yeri dağıtmış'], // Elif Hanım
  [4003, 'Aidatlar bu ay kime ödeniyor?'], // Selin
  [4005, 'Zeynep, toplantı notlarını paylaşır mısın? Ben gelemedim'], // Burak
]);
export const zeynep = inGroup({
  persona: 'Zeynep',
  others: TR_BUILDING,
  own: new Map([[4001, 'Kemal Bey çok teşekkürler 🙏']]),
  participants: ['Selin', 'Burak', 'Elif Hanım', 'Kemal Bey'],
  callout: true,
});
