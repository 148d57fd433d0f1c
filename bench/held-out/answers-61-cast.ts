/**
 * Set 61's cast: eight personas in seven languages, each with the chat the model was shown, and
 * small helpers that write what reaches Telegram. Marlene (German) and her climbing friend
 * Tobias; Inés (Spanish) in her flat-share group; Arkadi (Russian) and his sister Katya; Haruka
 * (Japanese) and her friend Mei; Chloé (French) in her choir group; Sam (English) in a running
 * club group; Bruno (Brazilian Portuguese) and his friend Lucas; Elif (Turkish) and her friend
 * Zeynep. Every persona is offered the HeidiDuck stickers (😂 👋 😴).
 */
import type { Expected } from '../../tests/tasks/corpus/evaluate.js';

export const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
export const sticker = (name: string, replyTo?: number): Expected =>
  replyTo === undefined
    ? { type: 'sticker', set: 'HeidiDuck', name }
    : { type: 'sticker', set: 'HeidiDuck', name, replyTo };
export const react = (emoji: string, messageId = 4005): Expected => ({ type: 'react', emoji, messageId });
export const wait = (delay: number): Expected => ({ type: 'wait', delay });
export const note: Expected = { type: 'note' };
export const remember: Expected = { type: 'remember' };
export const person: Expected = { type: 'person' };

/** Marlene, Berlin, bouldering on Saturdays; Tobias writes to her alone. */
export const MARLENE = {
  persona: 'Marlene',
  participants: ['Tobias'],
  others: new Map([
    [4001, 'Hab mir endlich neue Kletterschuhe gekauft, die drücken wie verrückt 😅'],
    [4003, 'Und der Boulder im Keller, der gelbe Überhang – hast du den inzwischen geschafft?'],
    [4005, 'Kommst du Samstag mit in die Halle? Und hast du meinen Inbusschlüssel noch?'],
  ]),
  own: new Map([
    [4002, 'Die ersten zwei Wochen sind immer Folter, das wird'],
    [4004, 'Noch nicht, ich komme immer bis zum vorletzten Griff'],
  ]),
} as const;

/** Inés, Madrid, in the group «Piso Lavapiés» with Pablo, Carla and Dani. */
export const INES = {
  persona: 'Inés',
  chat: 'group',
  participants: ['Pablo', 'Carla', 'Dani'],
  others: new Map([
    [4000, '¿Quién se ha comido mi yogur de mango? Era el último 😤'], // Carla
    [4001, 'Yo no he sido, lo juro'], // Dani
    [4003, 'Por cierto, el sábado viene mi prima a dormir, ¿os parece bien?'], // Dani
    [4005, 'Inés, ¿pagas tú la luz este mes? Te hago bizum luego'], // Pablo
  ]),
  own: new Map([[4002, 'Yo tampoco, pero sospecho de Pablo jajaja']]),
} as const;

/** Arkadi, Novosibirsk, and his sister Katya. */
export const ARKADI = {
  persona: 'Аркадий',
  participants: ['Катя'],
  others: new Map([
    [4001, 'Мама спрашивает, приедешь ли ты на дачу в эти выходные'],
    [4003, '⟦the sticker `😂` from the sticker set `HeidiDuck`⟧'],
    [4005, 'Ну так что, едем в субботу? И дрель захвати, папа просил'],
  ]),
  own: new Map([
    [4002, 'Если машина заведётся 😅'],
    [4004, 'Не смейся, она вчера опять заглохла'],
  ]),
} as const;

/** Haruka, Osaka, and her friend Mei. */
export const HARUKA = {
  persona: 'はるか',
  participants: ['めい'],
  others: new Map([
    [4001, '昨日のライブ最高だったね！！まだ耳がキーンってしてる'],
    [4003, 'あとでセトリ送るね'],
    [4005, '来週の土曜ひま？新しくできたカフェ行かない？'],
  ]),
  own: new Map([
    [4002, 'ほんとそれ！アンコールで泣いた😭'],
    [4004, 'ありがと〜！'],
  ]),
} as const;

/** Chloé, Lyon, in the choir group «Chorale du jeudi» with Maxime, Sarah and Julien. */
export const CHLOE = {
  persona: 'Chloé',
  chat: 'group',
  participants: ['Maxime', 'Sarah', 'Julien'],
  others: new Map([
    [4000, 'Rappel : concert le 14 à l’église Saint-Bruno, arrivée 18h30'], // Maxime
    [4001, 'Quelqu’un a la partition du Fauré ? J’ai perdu la mienne 🙈'], // Julien
    [4003, 'Je peux faire covoiturage depuis Villeurbanne, 3 places'], // Sarah
    [4005, 'Chloé tu peux apporter les partitions jeudi ? Et tu viens au resto après ?'], // Sarah
  ]),
  own: new Map([[4002, 'Julien je dois avoir un double, je regarde ce soir']]),
} as const;

/** Sam, Leeds, in the running club group «Kirkstall Harriers» with Priya, Dev and Owen. */
export const SAM = {
  persona: 'Sam',
  chat: 'group',
  participants: ['Priya', 'Dev', 'Owen'],
  others: new Map([
    [4000, 'Parkrun PB this morning!! 22:41 🥳'], // Priya
    [4001, 'Get in Priya!! 🔥'], // Dev
    [4003, 'My knee is still grumbling after Wednesday tbh'], // Dev
    [4005, 'Who’s in for the Sunday long run? 8am at the bridge, 18k easy. Sam you coming?'], // Owen
  ]),
  own: new Map([[4002, 'Absolute machine 👏']]),
} as const;

/** Bruno, Belo Horizonte, and his friend Lucas. */
export const BRUNO = {
  persona: 'Bruno',
  participants: ['Lucas'],
  others: new Map([
    [4001, 'Cara, o Galo jogou muito ontem'],
    [4003, 'Mandei o áudio do Rafa pra você, escuta e me fala'],
    [4005, 'E aí, vai no churrasco sábado? Leva o carvão que eu levo a carne'],
  ]),
  own: new Map([
    [4002, 'Jogou demais, aquele segundo gol foi absurdo'],
    [4004, 'Já escuto'],
  ]),
} as const;

/** Elif, İzmir, and her friend Zeynep. */
export const ELIF = {
  persona: 'Elif',
  participants: ['Zeynep'],
  others: new Map([
    [4001, 'Tezini teslim ettin mi sonunda??'],
    [4003, 'Kedim yine saksıyı devirdi, her yer toprak 🙄'],
    [4005, 'Akşam yemeğe geliyor musun? Annem mantı yapıyor'],
  ]),
  own: new Map([
    [4002, 'Ettim!! Dün gece 23:58’de 😅'],
    [4004, 'Pamuk yine mi 😂'],
  ]),
} as const;
