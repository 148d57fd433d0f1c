/**
 * Set 52's cast: eight invented personas in everyday chats. Tobias fixes bikes in Leipzig (with
 * Lea alone, and his flat-share group); Marisol bakes in Mexico City (with Daniela alone, and her
 * cousins' group); Priya runs with a London club (its group, and her brother Arjun alone); Olga is
 * an accountant in Kazan (with her colleague Дима alone, and the family's dacha group); Camille
 * teaches in Lyon, Kenji lives in Osaka, Beatriz in Recife and Aylin in İzmir, each with a friend.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

export const TOBIAS = 'Tobias';
export const MARISOL = 'Marisol';
export const PRIYA = 'Priya';
export const OLGA = 'Ольга';
export const CAMILLE = 'Camille';
export const KENJI = '健二';
export const BEATRIZ = 'Beatriz';
export const AYLIN = 'Aylin';

/** Lea asks about her bike, a café for her mother, and the price (4005). */
const LEA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Kannst du am Samstag mein Rad anschauen? Die Gangschaltung spinnt total'],
  [4003, 'Und kennst du ein nettes Café in Plagwitz? Meine Mutter kommt nächste Woche'],
  [4005, 'Ach ja, und was würde die Reparatur ungefähr kosten?'],
]);
const LEA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Klar! Was macht sie denn genau?'],
  [4004, 'Ui, Mama-Besuch 😄'],
]);

/** The flat-share group: Jule asks Tobi to cook tonight (4005). */
const WG: ReadonlyMap<number, string> = new Map([
  [4001, 'Wer hat diese Woche eigentlich Bad?'], // Malte
  [4003, 'Der Kühlschrank riecht echt komisch 🤢'], // Sina
  [4005, 'Tobi, kannst du heute Abend für alle kochen? Ich bring Wein mit 🍷'], // Jule
]);
const WG_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ich glaub ich, sorry 🙈'],
  [4004, 'Das ist Maltes Harzer, nicht meiner'],
]);

/** Daniela wants Marisol's corn bread recipe for her mother-in-law's birthday (4005). */
const DANIELA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Oye, ¿me pasas la receta de tu pan de elote?'],
  [4003, 'Es para el cumple de mi suegra el domingo 😬'],
  [4005, '¿Y crees que sale bien en un horno viejito? El mío calienta disparejo'],
]);
const DANIELA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '¡Claro que sí! Dame un segundo que la busco'],
  [4004, 'Uy, presión de suegra jaja'],
]);

/** The cousins plan the posada; Fer asks Marisol by name (4005). */
const PRIMOS: ReadonlyMap<number, string> = new Map([
  [4001, '¿Quién lleva qué a la posada del 20?'], // Rodrigo
  [4003, 'Yo hago el ponche, como cada año 🙏'], // Tía Lupe
  [4005, 'Marisol, ¿tú traes los tamales o el pan?'], // Fer
]);
const PRIMOS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Yo puedo llevar algo dulce'],
  [4004, 'Tía, tu ponche es sagrado 🙌'],
]);

/** The running club: Gemma asks Priya about the towpath (4005). */
const STRIDERS: ReadonlyMap<number, string> = new Map([
  [4001, "Route for Sunday: Regent's Canal to Victoria Park and back, 14k"], // Tunde
  [4003, "Can't do 14k, knee's still dodgy 😩"], // Hollie
  [4005, 'Priya you did the canal route last month, is the towpath ok after all the rain?'], // Gemma
]);
const STRIDERS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ooh lovely, count me in'],
  [4004, 'Hollie do the first loop with me then, we can cut back at Broadway Market'],
]);

/** Arjun wants a gift idea for Dad and help with a message to his landlord (4005). */
const ARJUN_DM: ReadonlyMap<number, string> = new Map([
  [4001, "Mum wants to know if you're coming on the 21st"],
  [4003, "Also I need a gift idea for Dad, I'm clueless"],
  [4005, "And can you help me write a msg to my landlord? Boiler's been broken 2 weeks and he's ignoring me"],
]);
const ARJUN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Yes, tell her I'll bring dessert"],
  [4004, 'Dad = anything with cricket on it, job done'],
]);

/** Дима asks about the report, holiday pay, and where to take the kids on Saturday (4005). */
const DIMA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Оль, ты отчёт сдала?'],
  [4003, 'Слушай, а как ты считаешь отпускные? Я запутался'],
  [4005, 'И посоветуй, куда сходить в субботу с детьми? Им 6 и 9'],
]);
const DIMA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Сдала вчера вечером 😮‍💨'],
  [4004, 'Ой, там всё просто, сейчас объясню'],
]);

/** The dacha group: Тётя Нина asks Оля about the seedlings (4005). */
const DACHA: ReadonlyMap<number, string> = new Map([
  [4001, 'Кто в субботу едет на дачу?'], // Мама
  [4003, 'Я могу взять машину, места на троих'], // Серёжа
  [4005, 'Оля, ты рассаду помидоров привезёшь?'], // Тётя Нина
]);
const DACHA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Я еду!'],
  [4004, 'Серёжа, заберёшь меня у метро?'],
]);

/** Inès hesitates between two flats and asks Camille what she would do (4005). */
const INES_DM: ReadonlyMap<number, string> = new Map([
  [4001, "T'as vu le film dont je t'ai parlé ?"],
  [4003, 'Je dois choisir entre deux apparts, un à la Croix-Rousse et un à Villeurbanne'],
  [4005, "Tu ferais quoi à ma place ? Villeurbanne c'est 80 € de moins"],
]);
const INES_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Pas encore, je le garde pour ce week-end'],
  [4004, 'Oh là là, grosse décision 😮'],
]);

/** ゆい asks about the weekend, a ramen shop, and a present for her brother (4005). */
const YUI_DM: ReadonlyMap<number, string> = new Map([
  [4001, '今週末空いてる？'],
  [4003, '天満に新しくできたラーメン屋行ってみたいんだけど'],
  [4005, 'あと、弟の誕生日プレゼント何がいいと思う？高校生'],
]);
const YUI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '土曜なら空いてるよ'],
  [4004, 'ええやん！どこ？'],
]);

/** Lucas is thinking of cycling to work (4005). */
const LUCAS_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Bia, vc vai no show sexta?'],
  [4003, 'Tô pensando em comprar uma bike pra ir pro trabalho'],
  [4005, 'Vale a pena ou é furada? Moro a uns 6km, em Boa Viagem'],
]);
const LUCAS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Vou sim!! Já comprei ingresso'],
  [4004, 'Olha só, o Lucas fitness 😂'],
]);

/** Emre invites Aylin to breakfast and asks about an English course (4005). */
const EMRE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Aylin, yarın kahvaltıya geliyor musun?'],
  [4003, 'Annem menemen yapacak 😋'],
  [4005, 'Bir de şunu soracaktım: İngilizce kursu için önerin var mı?'],
]);
const EMRE_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Saat kaçta?'],
  [4004, 'Oo, kesin geliyorum'],
]);

type Scene = (entry: CorpusEntry) => CorpusEntry;

function direct(
  persona: string,
  partner: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
): Scene {
  return (entry) => ({ persona, chat: 'direct', others, own, participants: [partner], ...entry });
}

function group(
  persona: string,
  people: readonly string[],
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
): Scene {
  return (entry) => ({ persona, chat: 'group', others, own, participants: people, ...entry });
}

export const lea = direct(TOBIAS, 'Lea', LEA_DM, LEA_OWN);
export const wg = group(TOBIAS, ['Malte', 'Sina', 'Jule', 'Lea'], WG, WG_OWN);
export const daniela = direct(MARISOL, 'Daniela', DANIELA_DM, DANIELA_OWN);
export const primos = group(MARISOL, ['Rodrigo', 'Tía Lupe', 'Fer', 'Valeria'], PRIMOS, PRIMOS_OWN);
export const striders = group(PRIYA, ['Tunde', 'Hollie', 'Gemma', 'Marcus'], STRIDERS, STRIDERS_OWN);
export const arjun = direct(PRIYA, 'Arjun', ARJUN_DM, ARJUN_OWN);
export const dima = direct(OLGA, 'Дима', DIMA_DM, DIMA_OWN);
export const dacha = group(OLGA, ['Мама', 'Серёжа', 'Тётя Нина', 'Катя'], DACHA, DACHA_OWN);
export const ines = direct(CAMILLE, 'Inès', INES_DM, INES_OWN);
export const yui = direct(KENJI, 'ゆい', YUI_DM, YUI_OWN);
export const lucas = direct(BEATRIZ, 'Lucas', LUCAS_DM, LUCAS_OWN);
export const emre = direct(AYLIN, 'Emre', EMRE_DM, EMRE_OWN);
