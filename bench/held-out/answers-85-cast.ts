/**
 * Set 85's cast: eleven invented personas, each in a direct chat with one friend, in eleven
 * languages. Every chat ends with the friend asking for news, a story, a description, a toast,
 * a bio or a summary (4005), so the persona's real answers speak of people in the third person.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

interface Chat {
  persona: string;
  friend: string;
  others: ReadonlyMap<number, string>;
  own: ReadonlyMap<number, string>;
}

function chat(persona: string, friend: string, others: [number, string][], own: [number, string][]): Chat {
  return { persona, friend, others: new Map(others), own: new Map(own) };
}

/** Lucía (Madrid) and Marta: the grandmother in hospital, the cousin's new girlfriend. */
export const LUCIA = chat(
  'Lucía',
  'Marta',
  [
    [4001, 'Oye, ¿cómo sigue tu abuela?'],
    [4003, '¿Y lo de tu primo Dani con la novia esa?'],
    [4005, 'Cuéntame todo que estoy aburridísima en el tren 😩'],
  ],
  [
    [4002, 'Mejor, creo que mañana le dan el alta'],
    [4004, 'Jajaja lo de Dani es un culebrón'],
  ],
);

/** Jana (Cologne) and Felix: the team meeting he missed, what the boss said of his leave. */
export const JANA = chat(
  'Jana',
  'Felix',
  [
    [4001, 'Warst du heute beim Teammeeting? Ich war beim Arzt'],
    [4003, 'Kannst du mir kurz sagen, was rauskam?'],
    [4005, 'Und hat Birgit was zu meinem Urlaub gesagt?'],
  ],
  [
    [4002, 'Ja, zwei Stunden lang 🙃'],
    [4004, 'Klar, Moment'],
  ],
);

/** Camille (Lyon) and Théo: a colleague's leaving drinks and Kévin's speech. */
export const CAMILLE = chat(
  'Camille',
  'Théo',
  [
    [4001, 'Alors, le pot de départ de Sandrine ?'],
    [4003, 'Il paraît que Kévin a fait un discours bizarre ??'],
    [4005, 'Raconte !!'],
  ],
  [
    [4002, "C'était... spécial 😅"],
    [4004, 'Oh que oui'],
  ],
);

/** Оля (Moscow) and Катя: the brother's move to Kazan, the worried mother. */
export const OLYA = chat(
  'Оля',
  'Катя',
  [
    [4001, 'Как там твой брат, устроился на новом месте?'],
    [4003, 'А мама как, всё ещё переживает?'],
    [4005, 'Напиши, как будет минутка'],
  ],
  [
    [4002, 'Ой, там целая история'],
    [4004, 'Сейчас, еду в метро'],
  ],
);

/** Giulia (Bologna) and Paolo: a toast for his sister's wedding. */
export const GIULIA = chat(
  'Giulia',
  'Paolo',
  [
    [4001, 'Sabato si sposa mia sorella e devo fare il brindisi 😰'],
    [4003, 'Tu sei brava con le parole, mi scrivi qualcosa? Breve, 5-6 righe'],
    [4005, 'Si chiamano Chiara e Luca, stanno insieme da 9 anni, conosciuti in Erasmus a Lisbona'],
  ],
  [
    [4002, 'Noooo che bello! Auguri a Chiara!'],
    [4004, 'Dimmi tutto, nomi e qualche dettaglio'],
  ],
);

/** Bia (São Paulo) and Rafa: a bio of him for a conference, the book club's novel. */
export const BIA = chat(
  'Bia',
  'Rafa',
  [
    [4001, 'Bia, preciso de uma bio curtinha em terceira pessoa pro site da conferência 🙏'],
    [4003, 'Designer, 8 anos, trabalho com acessibilidade, moro em Recife, gosto de surf'],
    [4005, 'E me conta do livro do clube, não li 😬 Torto Arado'],
  ],
  [
    [4002, 'Manda as infos'],
    [4004, 'Deixa comigo'],
  ],
);

/** Kasia (Kraków) and Ania: the new neighbour, the sister's baby. */
export const KASIA = chat(
  'Kasia',
  'Ania',
  [
    [4001, 'Poznałaś już nowego sąsiada?'],
    [4003, 'Opisz go, jestem ciekawa 😏'],
    [4005, 'A co u twojej siostry, urodziła już?'],
  ],
  [
    [4002, 'Wczoraj na klatce 😄'],
    [4004, 'Haha zaraz'],
  ],
);

/** 美咲 (Osaka) and ゆか: the mother's operation, a colleague's secret girlfriend. */
export const MISAKI = chat(
  '美咲',
  'ゆか',
  [
    [4001, 'お母さん、手術どうだった？'],
    [4003, 'お見舞い行ってもいいかな'],
    [4005, 'あと健太くんの話も聞きたい笑'],
  ],
  [
    [4002, '無事終わったよ！'],
    [4004, 'ちょっと待ってね'],
  ],
);

/** Sam (Manchester) and Priya: a bio of the drummer for a gig poster, Nan's ninetieth. */
export const SAM = chat(
  'Sam',
  'Priya',
  [
    [4001, 'Need a favour — a 3-line bio of Dev for the gig poster'],
    [4003, 'He plays drums, from Leicester, used to be a chef, obsessed with Fleetwood Mac'],
    [4005, "Also how did your nan's 90th go??"],
  ],
  [
    [4002, 'Course, send me the facts'],
    [4004, 'on it'],
  ],
);

/** Elif (İzmir) and Mert: what their friend Burak said after a quarrel. */
export const ELIF = chat(
  'Elif',
  'Mert',
  [
    [4001, "Dün Burak'la konuştun mu?"],
    [4003, 'Bana hâlâ kızgın mı?'],
    [4005, 'Ne dedi, aynen yaz'],
  ],
  [
    [4002, 'Konuştum evet'],
    [4004, 'Biraz karışık'],
  ],
);

/** Sanne (Utrecht) and Joost: the grandfather's 85th, an aunt, a cousin's new boyfriend. */
export const SANNE = chat(
  'Sanne',
  'Joost',
  [
    [4001, 'Hoe was het verjaardagsfeest van je opa?'],
    [4003, 'Was je tante Ria er ook?'],
    [4005, 'En die nieuwe vriend van je nicht?'],
  ],
  [
    [4002, 'Geweldig, hij is 85 geworden!'],
    [4004, 'Jazeker 😂'],
  ],
);

/** An answer in the given direct chat. */
export function inChat(c: Chat, entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return {
    persona: c.persona,
    participants: [c.friend],
    others: c.others,
    own: c.own,
    chat: 'direct',
    callout: true,
    ...entry,
  };
}
