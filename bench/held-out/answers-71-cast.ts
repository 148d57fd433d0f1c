/**
 * Set 71's cast: ten group chats of three to eight people, each with a scene where the newest
 * message (4005) calls on the persona and, for most, one where it does not. Flatmates in London
 * (Priya), a bouldering crew in Leipzig (Jana), a family in Sevilla (Lucía), a study group in
 * Kazan (Даша), a band in Osaka (唯), a book club in Lyon (Camille), a five-a-side group in São
 * Paulo (Rafa), an office in Istanbul (Elif), friends in Bologna (Giulia) and a study group in
 * Seoul (수진).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own'>;

/** One answer in a group scene: the scene's persona, members and messages unless the entry says otherwise. */
export function inGroup(scene: Scene, entry: CorpusEntry): CorpusEntry {
  return { chat: 'group', ...scene, ...entry };
}

const FLAT_PEOPLE = ['Tom', 'Oskar', 'Megan', 'Dele'];
/** Megan tells Priya she is on bins (4005); Dele proposes a party (4001). */
export const FLAT_BINS: Scene = {
  persona: 'Priya',
  participants: FLAT_PEOPLE,
  others: new Map([
    [3998, 'Whose turn is it for the bins? They stink 🤢'], // Megan
    [4000, 'Not mine, I did them last week, I have photographic evidence'], // Oskar
    [4001, 'Party at ours Saturday?? My cousin is bringing a speaker'], // Dele
    [4003, "Saturday is fine by me, I'll get ice"], // Tom
    [4005, "Priya you're on bins this week btw, it's on the fridge rota"], // Megan
  ]),
  own: new Map([
    [3999, 'lol the bins again'],
    [4002, 'I vote yes to the party but not past 1am pls'],
  ]),
};
/** The pub quiz, argued between others (4005: Dele to Oskar). */
export const FLAT_QUIZ: Scene = {
  persona: 'Priya',
  participants: FLAT_PEOPLE,
  others: new Map([
    [4001, 'Pub quiz results: we came 3rd 🥉'], // Tom
    [4003, 'robbed. the capital of Australia question was rigged'], // Oskar
    [4005, "Oskar it's Canberra mate, it's always been Canberra"], // Dele
  ]),
  own: new Map([[4002, 'wait what did we win']]),
};

const BOULDER_PEOPLE = ['Lukas', 'Merve', 'Felix', 'Anja', 'Sven'];
/** Sven asks Jana for a lift (4005, a mention). */
export const BOULDER_LIFT: Scene = {
  persona: 'Jana',
  participants: BOULDER_PEOPLE,
  others: new Map([
    [3997, 'Neue Routen in der Halle ab Montag 🧗'], // Felix
    [3999, 'Dienstag 19 Uhr wie immer?'], // Merve
    [4001, 'Bin dabei, aber erst ab halb acht'], // Lukas
    [4003, 'Ich hab noch Kreide übrig, falls jemand braucht'], // Anja
    [4005, '@jana_klettert kannst du mich mitnehmen? Mein Rad ist platt'], // Sven
  ]),
  own: new Map([
    [4000, 'Klar, Dienstag passt'],
    [4002, 'Lukas, halb acht ist auch ok, wir fangen locker an'],
  ]),
};
/** Lukas twisted his ankle; Felix answers him (4005). */
export const BOULDER_ANKLE: Scene = {
  persona: 'Jana',
  participants: BOULDER_PEOPLE,
  others: new Map([
    [4001, 'Hab mir beim Abspringen den Knöchel verdreht 🙄'], // Lukas
    [4003, 'Oh nein! Kühlen und hochlegen!'], // Merve
    [4005, 'Lukas, das war der gelbe Überhang oder? Der ist echt fies'], // Felix
  ]),
  own: new Map([[4002, 'Autsch 😬 gute Besserung']]),
};

const FAMILIA_PEOPLE = ['Mamá', 'Papá', 'Diego', 'Tía Carmen', 'Abuela Rosa'];
/** Mamá asks Lucía to order the cake (4005). */
export const FAMILIA_TARTA: Scene = {
  persona: 'Lucía',
  participants: FAMILIA_PEOPLE,
  others: new Map([
    [3996, 'Recordad que el domingo es el cumple de la abuela 🎂'], // Tía Carmen
    [3998, '¿Quién compra la tarta?'], // Diego
    [4000, 'Yo llevo el vino, como siempre'], // Papá
    [4001, 'No quiero regalos, solo que vengáis todos ❤️'], // Abuela Rosa
    [4003, 'jajaja abuela eso dices todos los años'], // Diego
    [4005, 'Lucía, ¿puedes encargar tú la tarta en la pastelería de la esquina?'], // Mamá
  ]),
  own: new Map([
    [3999, 'Yo me encargo de las flores 💐'],
    [4002, 'Abuela, ¡pero te vamos a traer algo igual!'],
  ]),
};
/** An old photo of Diego; Papá laughs (4005). */
export const FAMILIA_FOTO: Scene = {
  persona: 'Lucía',
  participants: FAMILIA_PEOPLE,
  others: new Map([
    [4001, 'Os mando la foto de Diego con 5 años disfrazado de pollo 🐥'], // Tía Carmen
    [4003, 'TÍA POR FAVOR'], // Diego
    [4005, 'Jajaja la tengo enmarcada en el despacho'], // Papá
  ]),
  own: new Map([[4002, 'JAJAJA ese disfraz lo hizo mamá']]),
};

const GRUPPA_PEOPLE = ['Артём', 'Полина', 'Игорь', 'Ксюша'];
/** Артём asks Даша for her lecture notes (4005). */
export const GRUPPA_EXAM: Scene = {
  persona: 'Даша',
  participants: GRUPPA_PEOPLE,
  others: new Map([
    [3999, 'Кто-нибудь знает, экзамен по матану в 9 или в 10?'], // Полина
    [4001, 'В 10, в 305 аудитории'], // Игорь
    [4003, 'Спасибо 🙏 а конспекты у кого есть?'], // Ксюша
    [4005, 'Даша, у тебя же были все лекции? Скинешь фотки?'], // Артём
  ]),
  own: new Map([
    [4000, 'Вроде в 10'],
    [4002, 'Игорь, спасибо!'],
  ]),
};
/** A meme and a tease between others (4005: Полина to Игорь). */
export const GRUPPA_MEME: Scene = {
  persona: 'Даша',
  participants: GRUPPA_PEOPLE,
  others: new Map([
    [4001, 'Когда сдал матан, а впереди ещё физика 💀'], // Игорь
    [4003, 'ахахах это я'], // Ксюша
    [4005, 'Игорь, у тебя физика только в июне, не ной'], // Полина
  ]),
  own: new Map([[4002, 'пхах']]),
};

const BAND_PEOPLE = ['健太', 'みさき', '翔'];
/** みさき asks 唯 about the new song's lyrics (4005). */
export const BAND_LIVE: Scene = {
  persona: '唯',
  participants: BAND_PEOPLE,
  others: new Map([
    [4000, '来月のライブ、セトリ決めよう🎸'], // みさき
    [4001, '新曲入れたい！'], // 健太
    [4003, 'ドラムは何でもいけるよ'], // 翔
    [4005, '唯ちゃん、新曲の歌詞できた？'], // みさき
  ]),
  own: new Map([[4002, '新曲賛成〜']]),
};
/** Studio money, teasing between others (4005: 翔 to 健太). */
export const BAND_STUDIO: Scene = {
  persona: '唯',
  participants: BAND_PEOPLE,
  others: new Map([
    [4001, 'スタジオ代、今月は一人2500円ね'], // 翔
    [4003, '了解、明日払う'], // 健太
    [4005, '健太いつもそれ言うよな笑'], // 翔
  ]),
  own: new Map([[4002, '払った〜']]),
};

const CLUB_PEOPLE = ['Hugo', 'Inès', 'Margaux', 'Théo', 'Yasmine', 'Bruno'];
/** Hugo asks Camille to break the tie (4005). */
export const CLUB_VOTE: Scene = {
  persona: 'Camille',
  participants: CLUB_PEOPLE,
  others: new Map([
    [3997, 'Prochain livre : on hésite entre « L’Étranger » et « Chanson douce »'], // Margaux
    [3999, 'Chanson douce, on a déjà fait Camus deux fois'], // Théo
    [4001, 'Je peux accueillir le 14, j’ai de la place'], // Yasmine
    [4003, 'Le 14 je suis à Lyon, dommage'], // Bruno
    [4005, 'Camille tu votes quoi ? C’est toi qui départages'], // Hugo
  ]),
  own: new Map([
    [4000, 'Ah j’adore Slimani'],
    [4002, 'Yasmine merci !! je ramène une tarte'],
  ]),
};
/** Inès is late; Théo teases Bruno (4005). */
export const CLUB_LATE: Scene = {
  persona: 'Camille',
  participants: CLUB_PEOPLE,
  others: new Map([
    [4001, 'Je serai en retard de 20 min, commencez sans moi'], // Inès
    [4003, 'On t’attend pour le fromage 🧀'], // Bruno
    [4005, 'Bruno tu gardes toujours le fromage pour toi'], // Théo
  ]),
  own: new Map([[4002, 'Pas de souci Inès']]),
};

const PELADA_PEOPLE = ['Caio', 'Bruno', 'Léo', 'Thiago', 'Duda', 'Gabi', 'Vini'];
/** Bruno asks Rafa to play in goal (4005). */
export const PELADA_LISTA: Scene = {
  persona: 'Rafa',
  participants: PELADA_PEOPLE,
  others: new Map([
    [3998, 'Pelada quinta 20h, quadra do Zé. Lista:'], // Caio
    [4000, '1. Caio 2. Léo 3. Thiago'], // Léo
    [4001, 'Eu e a Gabi vamos 🙋‍♀️'], // Duda
    [4003, 'Quem leva a bola? A minha furou'], // Vini
    [4005, 'Rafa, tu vai? Falta goleiro de novo kkkk'], // Bruno
  ]),
  own: new Map([
    [3999, 'bora'],
    [4002, 'Duda boa!!'],
  ]),
};
/** Vini's goal, talked about by others (4005: Caio). */
export const PELADA_GOL: Scene = {
  persona: 'Rafa',
  participants: PELADA_PEOPLE,
  others: new Map([
    [4001, 'Golaço do Vini ontem, alguém filmou?'], // Thiago
    [4003, 'Eu filmei! Mando já'], // Gabi
    [4005, 'Vini tá se achando o Neymar agora kkkk'], // Caio
  ]),
  own: new Map([[4002, 'que golaço mano']]),
};

const OFIS_PEOPLE = ['Burak', 'Zeynep', 'Can'];
/** Burak asks Elif whether she comes to lunch (4005). */
export const OFIS_OGLE: Scene = {
  persona: 'Elif',
  participants: OFIS_PEOPLE,
  others: new Map([
    [4001, 'Öğlen ne yiyoruz? Ben mantı istiyorum 🥟'], // Zeynep
    [4003, 'Mantı olur, 12:30 gibi?'], // Can
    [4005, 'Elif sen de geliyor musun? Masa ayırtayım'], // Burak
  ]),
  own: new Map([[4002, 'Bugün toplantım var ama 12:30 yetişirim sanırım']]),
};
/** A typo in Burak's slides; Can teases Zeynep (4005). */
export const OFIS_SUNUM: Scene = {
  persona: 'Elif',
  participants: OFIS_PEOPLE,
  others: new Map([
    [4001, 'Sunum dosyası klasörde, son hali'], // Burak
    [4003, 'Burak 14. slaytta yazım hatası var'], // Zeynep
    [4005, 'Zeynep kartal göz 🦅'], // Can
  ]),
  own: new Map([[4002, 'Eline sağlık Burak']]),
};

/** Marco asks Giulia whether her car takes four (4005). */
export const AMICI_MARE: Scene = {
  persona: 'Giulia',
  participants: ['Marco', 'Sara', 'Luca', 'Chiara'],
  others: new Map([
    [3999, 'Weekend al mare? Previsioni 28 gradi ☀️'], // Sara
    [4001, 'Io ci sto, porto l’ombrellone'], // Luca
    [4003, 'Chi ha la macchina? Io sono a piedi'], // Chiara
    [4005, 'Giulia, la tua Panda ce la fa con quattro persone?'], // Marco
  ]),
  own: new Map([
    [4000, 'Sìììì mare!!'],
    [4002, 'Luca sei un grande'],
  ]),
};

/** 민준 asks 수진 to put the slides together (4005). */
export const STUDY_SLIDES: Scene = {
  persona: '수진',
  participants: ['민준', '지현', '태호', '하은'],
  others: new Map([
    [4001, '내일 스터디 몇 시에 해?'], // 지현
    [4003, '2시 카페 어때'], // 태호
    [4005, '수진아 발표 자료 네가 정리해줄 수 있어?'], // 민준
  ]),
  own: new Map([[4002, '2시 좋아']]),
};
