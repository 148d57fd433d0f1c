/**
 * Set 74's cast: seven personas, each in a direct chat with one friend, relative or client who
 * asks for something written about themselves or for them (a dating profile, a toast, a
 * reference, a letter, a post, feedback on their own text) or hears news of other people.
 */
import type { Expected } from '../../tests/tasks/corpus/evaluate.js';

/** An answer or a message written line by line. */
export const lines = (...parts: string[]): string => parts.join('\n');

/** A meant message. */
export const send = (text: string, replyTo?: number): Expected =>
  replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };

export const LENA = 'Lena';
export const RAFAEL = 'Rafael';
export const OLGA = 'Ольга';
export const PRIYA = 'Priya';
export const KENJI = '健二';
export const SOFIA = 'Sofía';
export const AOIFE = 'Aoife';

/** Lena (Leipzig, copy editor) and her friend Jana, who has just joined a dating app. */
export const JANA: readonly string[] = ['Jana'];
export const JANA_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Okay, ich hab mich endlich bei Hinge angemeldet 🙈'],
  [4003, 'Kannst du mir die Bio schreiben? Du kennst mich besser als ich mich selbst'],
  [4005, 'Stichworte: Klettern, schlechte Wortwitze, Katze Mochi, 34, Zahnärztin. Bitte nicht cringe 😅'],
]);
export const JANA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'NEIN. Doch! Endlich!!'],
  [4004, 'Klar, gib mir Stichworte'],
]);

/** Lena and her client Jürgen Albers (a bike shop), who sent his "About us" text. */
export const ALBERS: readonly string[] = ['Jürgen Albers'];
export const ALBERS_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Guten Morgen Frau Vogt, anbei wie besprochen der Text für unsere Seite „Über uns“.'],
  [
    4003,
    'Seit 1987 schrauben wir in Connewitz an allem, was zwei Räder hat. Bei uns bist du kein Kunde, sondern Teil der Familie. Komm vorbei, der Kaffee ist immer heiß!',
  ],
  [4005, 'Könnten Sie mir kurz sagen, was Sie davon halten? Und ob das „Du“ so passt?'],
]);
export const ALBERS_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Guten Morgen Herr Albers, danke, ich schaue es mir gleich an.'],
]);

/** Rafael (Recife, wedding DJ) and his friend Caio, best man at his brother Léo's wedding. */
export const CAIO: readonly string[] = ['Caio'];
export const CAIO_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'mano, o casamento do Léo é sábado e eu sou o padrinho'],
  [4003, 'tenho que fazer um discurso e travei total'],
  [4005, 'me ajuda? ele é tímido, engenheiro, conheceu a Bia num bloco de carnaval em Olinda'],
]);
export const CAIO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'que massa!! parabéns padrinho 🎉'],
  [4004, 'relaxa, me conta a história deles'],
]);

/** Olga (Kazan, HR) and her friend Dima, who is applying for a logistics job. */
export const DIMA: readonly string[] = ['Дима'];
export const DIMA_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Оль, меня позвали на финал в «Волга-Транзит»!'],
  [4003, 'Они просят рекомендацию от прошлого руководителя. Ты же была моим начальником в 2021–2023'],
  [4005, 'Напишешь? Можно сегодня? И передай маме спасибо за варенье 🙏'],
]);
export const DIMA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ура!!! Я же говорила 🎉'],
  [4004, 'Была, конечно. Что им нужно?'],
]);

/** Priya (Leicester, pharmacist) and her younger brother Arjun. */
export const ARJUN: readonly string[] = ['Arjun'];
export const ARJUN_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'ok so Dev made me a Hinge and says I need a "friend vouches" bit'],
  [4003, 'also landlord still hasnt given my deposit back. 6 weeks now'],
  [4005, 'can you write the vouch thing? and what do I even say to Okafor'],
]);
export const ARJUN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'DEV did this?? iconic'],
  [4004, 'six WEEKS? that is illegal-adjacent'],
]);

/** Kenji (Osaka, barber) and his cousin Haruto, who must give a speech at their uncle's retirement. */
export const HARUTO: readonly string[] = ['ハルト'];
export const HARUTO_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, '来週、和夫おじさんの退職祝いでスピーチすることになった😇'],
  [
    4003,
    '下書き：「和夫おじさん、三十五年間お疲れさまでした。おじさんはいつも厳しかったけど、僕が高校をやめそうになった時、黙って釣りに連れて行ってくれました。あの日のことは一生忘れません。」',
  ],
  [4005, 'これどう？短すぎ？あとばあちゃん元気？'],
]);
export const HARUTO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'マジか、頑張れ笑'],
  [4004, '見せて見せて'],
]);

/** Sofía (CDMX, community manager) and her client Don Ernesto, who runs a bakery. */
export const ERNESTO: readonly string[] = ['Don Ernesto'];
export const ERNESTO_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Buenos días Sofi, el de la harina otra vez me entregó tarde'],
  [4003, 'Y quiero subir lo de las roscas de Reyes, ya le pasé fotos'],
  [4005, '¿Me ayuda a escribirle al proveedor? Que no suene grosero pero que entienda'],
]);
export const ERNESTO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Buenos días Don Ernesto, ¡qué coraje! ¿Otra vez el señor Ramírez?'],
  [4004, 'Ya las vi, quedaron preciosas 😍'],
]);

/** Aoife (Galway, teacher) and her granny Nora, who wants to write to her sister in Boston. */
export const NORA: readonly string[] = ['Granny Nora'];
export const NORA_CHAT: ReadonlyMap<number, string> = new Map([
  [4001, 'Aoife love did your mother say what time she is collecting me Sunday'],
  [4003, 'Peggy Joyce is 90 on Friday imagine'],
  [4005, 'Would you write a letter for me to Bridie in Boston I cant manage the small keys'],
]);
export const NORA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "I'll ask her now Gran x"],
  [4004, 'NINETY! Is she having a do?'],
]);
