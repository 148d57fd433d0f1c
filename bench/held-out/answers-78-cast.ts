/**
 * Set 78's cast: ten group chats in ten languages, four to eight members each, every one with a
 * scene whose newest message (4005) calls on the persona by name, and a few with a scene where
 * 4005 is not for her. Lotte's flat share (German), Carmela's wedding group (Spanish), Solène's
 * book club (French), Varya's dacha family (Russian), Misaki's band (Japanese), Chiara's
 * five-a-side (Italian), Elif's family (Turkish), Bia's hiking crew (Brazilian Portuguese),
 * Maeve's quiz team (Irish English) and Fenna's street group (Dutch).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** A group as the model was shown it. */
interface Group {
  persona: string;
  people: readonly string[];
  others: ReadonlyMap<number, string>;
  own: ReadonlyMap<number, string>;
}

/** An answer in the group's calling scene, unless the entry says otherwise. */
function inGroup(group: Group): (entry: CorpusEntry) => CorpusEntry {
  return (entry) => ({
    persona: group.persona,
    chat: 'group',
    participants: group.people,
    others: group.others,
    own: group.own,
    callout: true,
    ...entry,
  });
}

export const lotte = inGroup({
  persona: 'Lotte',
  people: ['Jannik', 'Merve', 'Paul', 'Ronja'],
  others: new Map([
    [3996, 'Wer hat schon wieder den Topf mit Nudeln eingeweicht stehen lassen 🙃'], // Merve
    [3998, 'Nicht ich, ich war das ganze Wochenende bei meinen Eltern'], // Paul
    [4000, 'Samstag kommt der Vermieter wegen der Heizung, jemand muss zwischen 10 und 12 da sein'], // Ronja
    [4001, 'Kann nicht, hab Schicht'], // Jannik
    [4003, 'Sollen wir nicht endlich mal einen richtigen Putzplan machen?'], // Merve
    [4005, 'Lotte, du hattest doch gesagt du machst den Plan? 😇'], // Ronja
  ]),
  own: new Map([
    [3999, 'Der Topf war ich, sorry, ich kümmer mich heute Abend drum 🙈'],
    [4002, 'Ich kann Samstag da sein, zumindest bis 11'],
  ]),
});

export const carmela = inGroup({
  persona: 'Carmela',
  people: ['Nuria', 'Iker', 'Lucía', 'Andrés', 'Paco'],
  others: new Map([
    [3995, 'Chicas, el sábado prueba del vestido a las 11, ¿quién viene?'], // Nuria
    [3997, 'Yo voy seguro!!'], // Lucía
    [3999, 'Lo del autobús para los invitados ya está, sale de Atocha a las 16:30'], // Andrés
    [4001, 'Yo llevo el jamón, eso no se discute'], // Paco
    [4003, '¿Alguien sabe si el DJ tiene ya la lista de canciones?'], // Iker
    [4005, 'Carmela, ¿te encargas tú del discurso de las damas de honor? Porfa 🥺'], // Nuria
  ]),
  own: new Map([
    [3998, 'Yo también voy a la prueba, llevo pañuelos 😭'],
    [4002, 'Paco, mientras no lo cortes tú, todo bien jajaja'],
  ]),
});

const SOLENE = {
  persona: 'Solène',
  people: ['Bastien', 'Inès', 'Margaux', 'Yann'],
  own: new Map([
    [4001, 'Presque fini, la fin du deuxième chapitre m’a retournée'],
    [4003, 'Café des Arts pour moi aussi'],
  ]),
};
export const solene = inGroup({
  ...SOLENE,
  others: new Map([
    [3996, 'Alors, vous en êtes où de « L’Anomalie » ?'], // Margaux
    [3998, 'Page 80, j’ai du mal avec le début honnêtement'], // Yann
    [4000, 'Fini !! Je ne dis rien, pas de spoil 🤐'], // Inès
    [4002, 'Prochaine séance jeudi 19h chez moi ou au café des Arts ?'], // Bastien
    [4004, 'Café des Arts, ton chat me fait éternuer 😅'], // Margaux
    [4005, 'Solène tu avais proposé de choisir le prochain livre, non ?'], // Yann
  ]),
});
/** The same evening later: Margaux asks Inès (4005); nothing is asked of Solène. */
export const soleneAside = inGroup({
  ...SOLENE,
  others: new Map([
    [4000, 'Fini !! Je ne dis rien, pas de spoil 🤐'], // Inès
    [4002, 'Prochaine séance jeudi 19h chez moi ou au café des Arts ?'], // Bastien
    [4004, 'Café des Arts, ton chat me fait éternuer 😅'], // Margaux
    [4005, 'Inès tu m’as fait peur avec ton « pas de spoil », ça finit mal ??'], // Margaux
  ]),
});

const VARYA = {
  persona: 'Варя',
  people: ['Гоша', 'Лена', 'Дима', 'Тётя Зина', 'Костя'],
  own: new Map([
    [3998, 'Я приеду в пятницу вечером, помогу с грядками'],
    [4002, 'Мясо замариную я, не спорьте'],
  ]),
};
export const varya = inGroup({
  ...VARYA,
  others: new Map([
    [3995, 'Дети, в субботу сажаем картошку, всех жду к девяти!'], // Тётя Зина
    [3997, 'Я смогу только к обеду, с утра машину в сервис'], // Гоша
    [3999, 'Мы с Костей привезём рассаду помидоров'], // Лена
    [4001, 'Кто берёт мангал? Шашлык без мангала не шашлык'], // Дима
    [4003, 'Дима, мангал с прошлого года у тебя в гараже 😂'], // Костя
    [4005, 'Варенька, ты пирог испечёшь? Твой с капустой все любят'], // Тётя Зина
  ]),
});
/** Sunday at the dacha: Kostya asks Lena (4005); nothing is asked of Varya. */
export const varyaAside = inGroup({
  ...VARYA,
  others: new Map([
    [4001, 'Кто берёт мангал? Шашлык без мангала не шашлык'], // Дима
    [4003, 'Дима, мангал с прошлого года у тебя в гараже 😂'], // Костя
    [4005, 'Лена, ты зарядку от шуруповёрта не видела?'], // Костя
  ]),
});

export const misaki = inGroup({
  persona: '美咲',
  people: ['健太', '彩花', '翔', '理沙'],
  others: new Map([
    [3996, '来週のライブ、セトリ決めないと'], // 健太
    [3998, 'スタジオ土曜14時から取れたよ！'], // 彩花
    [4000, 'ごめん土曜はバイトで16時からしか無理'], // 翔
    [4002, 'じゃあ16時からにずらす？'], // 理沙
    [4004, '3曲目のキー下げたいって話どうなった？'], // 健太
    [4005, '美咲ちゃん、新曲の歌詞できた？👀'], // 彩花
  ]),
  own: new Map([
    [3999, 'ありがとう彩花！'],
    [4001, '私は何時でも大丈夫〜'],
  ]),
});

const CHIARA = {
  persona: 'Chiara',
  people: ['Marco', 'Davide', 'Ste', 'Luca', 'Pietro', 'Giulia'],
  own: new Map([
    [3998, 'Ci sono!'],
    [4002, 'Luca non fare il solito che poi ci manca uno 😤'],
  ]),
};
export const chiara = inGroup({
  ...CHIARA,
  others: new Map([
    [3995, 'Giovedì campo prenotato alle 21, siamo in 10?'], // Marco
    [3997, 'Io ci sono'], // Davide
    [3999, 'Presente, porto le pettorine'], // Ste
    [4001, 'Forse, dipende dal lavoro'], // Luca
    [4003, 'Io no ragazzi, ho il ginocchio ancora gonfio 😩'], // Pietro
    [4005, 'Chiara tu vieni? E porti il pallone nuovo?'], // Giulia
  ]),
});
/** Friday: Marco rants about last night's match (4005); nothing is asked of Chiara. */
export const chiaraAside = inGroup({
  ...CHIARA,
  others: new Map([
    [4001, 'Forse, dipende dal lavoro'], // Luca
    [4003, 'Io no ragazzi, ho il ginocchio ancora gonfio 😩'], // Pietro
    [4005, 'Qualcuno ha visto la partita ieri? Che rigore era quello 😡'], // Marco
  ]),
});

const ELIF = {
  persona: 'Elif',
  people: ['Annem', 'Babam', 'Can', 'Zeynep'],
  own: new Map([
    [3999, 'Annecim ellerine sağlık şimdiden 😍'],
    [4001, 'Can "bu hafta" dedi, herkes not alsın 😂'],
  ]),
};
export const elif = inGroup({
  ...ELIF,
  others: new Map([
    [3996, 'Pazar günü herkes bize, mantı yapıyorum'], // Annem
    [3998, 'Can, arabanın lastiklerini değiştirdin mi?'], // Babam
    [4000, 'Bu hafta hallederim baba'], // Can
    [4002, 'Ben tatlı getiririm, künefe olur mu?'], // Zeynep
    [4004, 'Olur kızım 😊'], // Annem
    [4005, 'Elif sen de gelebiliyor musun, yoksa yine nöbet mi var?'], // Babam
  ]),
});
/** Later: Can asks Zeynep about the künefe (4005); nothing is asked of Elif. */
export const elifAside = inGroup({
  ...ELIF,
  others: new Map([
    [4002, 'Ben tatlı getiririm, künefe olur mu?'], // Zeynep
    [4004, 'Olur kızım 😊'], // Annem
    [4005, 'Zeynep künefeyi Hatay usulü mü yapacaksın 😋'], // Can
  ]),
});

export const bia = inGroup({
  persona: 'Bia',
  people: ['Rafa', 'Duda', 'Thiago', 'Camila', 'Léo'],
  others: new Map([
    [3996, 'Pessoal, trilha da Pedra Bonita confirmada sábado!'], // Rafa
    [3998, 'Que horas a gente sai?'], // Duda
    [4000, 'Sugiro 6h pra pegar o nascer do sol'], // Thiago
    [4001, '6h?? vocês são loucos 😂'], // Camila
    [4003, 'Eu levo o carro, cabe mais 4'], // Léo
    [4005, 'Bia, você organiza quem leva o quê? Você é a mais organizada 😅'], // Rafa
  ]),
  own: new Map([
    [3999, 'Eu topo qualquer horário'],
    [4002, 'Camila, vale a pena, prometo'],
  ]),
});

const MAEVE = {
  persona: 'Maeve',
  people: ['Dev', 'Sorcha', 'Tom', 'Priya', 'Ollie', 'Kaz'],
  own: new Map([[3999, 'Tom 😢 ok table for 6 is grand then']]),
};
export const maeve = inGroup({
  ...MAEVE,
  others: new Map([
    [3994, 'Quiz is Tuesday at Doyle’s, 8pm, table booked for 6'], // Sorcha
    [3996, 'We are 7 though?'], // Dev
    [3998, 'I’m out, work thing. Sorry lads'], // Tom
    [4000, 'Can someone other than Ollie do the music round this time 🙏'], // Priya
    [4001, 'Excuse me I got 4 out of 10 last time'], // Ollie
    [4003, 'out of 10, Ollie'], // Kaz
    [4005, 'Maeve you’re captain this week, who’s doing which round?'], // Sorcha
  ]),
});
/** After the quiz: Priya laughs at Kaz (4005); nothing is asked of Maeve. */
export const maeveAside = inGroup({
  ...MAEVE,
  others: new Map([
    [4001, 'Excuse me I got 4 out of 10 last time'], // Ollie
    [4003, 'out of 10, Ollie'], // Kaz
    [4005, 'Kaz that was brutal 💀'], // Priya
  ]),
});

export const fenna = inGroup({
  persona: 'Fenna',
  people: ['Henk', 'Sanne', 'Youssef', 'Els', 'Joost'],
  others: new Map([
    [3995, 'Zaterdag is de buurtschoonmaak, start 10 uur bij het speelveldje'], // Henk
    [3997, 'Ik zet koffie en neem cake mee'], // Els
    [3999, 'Heeft iemand een aanhanger voor het groenafval?'], // Youssef
    [4001, 'Er staat al drie dagen een witte bus voor nummer 14 met de knipperlichten aan'], // Sanne
    [4003, 'Die is van de glazenwassers volgens mij'], // Joost
    [4005, 'Fenna, jij zou de vuilniszakken en grijpers bij de gemeente ophalen toch?'], // Henk
  ]),
  own: new Map([
    [3998, 'Els jouw cake 😍'],
    [4002, 'Sanne ik heb aangebeld bij 14, niemand thuis'],
  ]),
});
