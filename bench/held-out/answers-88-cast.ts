/**
 * Set 88's cast: eleven personas, each in a direct chat with one friend, in eleven languages.
 * Each friend has two chats: one asking for news or a story, one asking for advice, a
 * description or feedback on something the friend wrote. The last message (4005) is the one
 * every answer answers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Pick<CorpusEntry, 'persona' | 'participants' | 'others' | 'own'>;

function scene(persona: string, friend: string, others: [number, string][], own: [number, string][]): Scene {
  return { persona, participants: [friend], others: new Map(others), own: new Map(own) };
}

/** German: Katrin and her friend Jule. */
export const KATRIN_NEWS = scene(
  'Katrin',
  'Jule',
  [
    [4001, 'Und, wie geht’s deiner Oma nach der OP?'],
    [4003, 'Ich hab morgen das Vorstellungsgespräch bei der Stadtbibliothek 😬'],
    [4005, 'Erzähl mal, was gibt’s Neues bei euch?'],
  ],
  [
    [4002, 'Ganz gut eigentlich! Erzähl ich dir gleich'],
    [4004, 'Oh wie aufregend!!'],
  ],
);
export const KATRIN_ADVICE = scene(
  'Katrin',
  'Jule',
  [
    [4001, 'Mein neuer Chef antwortet nie auf Mails, ich dreh durch'],
    [4003, 'Hier ist mein Anschreiben, kannst du mal drüberschauen? [Dokument]'],
    [4005, 'Sei ehrlich, taugt das was?'],
  ],
  [[4002, 'Herr Vogt? Den kenn ich von früher 😅']],
);

/** Spanish: Lucía and her friend Marta. */
export const LUCIA_NEWS = scene(
  'Lucía',
  'Marta',
  [
    [4001, 'Tía, ¿es verdad lo de Nacho y Carla??'],
    [4003, 'Mi padre sigue en el hospital, hoy le hacen más pruebas'],
    [4005, 'Cuéntame algo, lo que sea, necesito distraerme'],
  ],
  [[4002, 'Jajaja ahora te cuento todo']],
);
export const LUCIA_ADVICE = scene(
  'Lucía',
  'Marta',
  [
    [4001, 'Fuiste al café nuevo de la plaza? Cómo es?'],
    [4003, 'Mi tía pregunta cuándo es la reunión de la comunidad'],
    [4005, 'Y el viernes cenamos o qué? Mi hermana llega el sábado'],
  ],
  [[4002, 'Sí! El martes fui con Irene']],
);

/** French: Camille and her friend Théo. */
export const CAMILLE_NEWS = scene(
  'Camille',
  'Théo',
  [
    [4001, 'Alors, le chat de la voisine, retrouvé ?'],
    [4003, 'Je déménage samedi, je vais mourir'],
    [4005, 'Raconte, j’ai besoin de potins'],
  ],
  [[4002, 'Oh tu vas pas me croire']],
);
export const CAMILLE_ADVICE = scene(
  'Camille',
  'Théo',
  [
    [4001, 'Sophie ne répond jamais à mes mails, une idée ?'],
    [4003, 'Je t’envoie mon discours pour le mariage de Lucas, sois honnête'],
    [4005, 'Alors ?? Tu l’as lu ?'],
  ],
  [[4002, 'Ah Sophie… oui, j’ai une idée']],
);

/** Russian: Вера and her friend Оля. */
export const VERA_NEWS = scene(
  'Вера',
  'Оля',
  [
    [4001, 'Как там твои на даче?'],
    [4003, 'У мамы опять давление, сижу с ней'],
    [4005, 'Расскажи что-нибудь хорошее'],
  ],
  [[4002, 'Ой, там целая история']],
);
export const VERA_ADVICE = scene(
  'Вера',
  'Оля',
  [
    [4001, 'Мне надо подписать заявление у Сергея Петровича, боюсь идти'],
    [4003, 'Вот текст письма в управляющую компанию, глянь'],
    [4005, 'Ну как, нормально написала?'],
  ],
  [[4002, 'Не бойся, он не кусается 😄']],
);

/** Italian: Giulia and her friend Paolo. */
export const GIULIA_NEWS = scene(
  'Giulia',
  'Paolo',
  [
    [4001, 'Allora, novità dal fronte?'],
    [4003, 'Ho preso 19 a statistica. Di nuovo.'],
    [4005, 'La festa di sabato è confermata?'],
  ],
  [[4002, 'Tantissime, aspetta']],
);
export const GIULIA_ADVICE = scene(
  'Giulia',
  'Paolo',
  [
    [4001, 'Com’è la casa nuova di tua sorella?'],
    [4003, 'Ho litigato con Dario per i piatti, di nuovo'],
    [4005, 'E mia madre chiede la ricetta della torta'],
  ],
  [[4002, 'Bellissima, ti dico']],
);

/** Brazilian Portuguese: Bianca and her friend Rafa. */
export const BIANCA_NEWS = scene(
  'Bianca',
  'Rafa',
  [
    [4001, 'E o aniversário da vó, como foi?'],
    [4003, 'Amanhã é a entrevista no banco, tô surtando'],
    [4005, 'E o churrasco de domingo, ainda tá de pé?'],
  ],
  [[4002, 'Foi demais, depois te conto']],
);
export const BIANCA_ADVICE = scene(
  'Bianca',
  'Rafa',
  [
    [4001, 'O Júnior esqueceu de novo a reunião, não sei mais o que fazer'],
    [4003, 'Terminei o conto! Te mandei no e-mail'],
    [4005, 'Leu? Fala sério, ficou ruim?'],
  ],
  [[4002, 'Clássico Júnior kkkk']],
);

/** Polish: Agnieszka and her friend Kasia. */
export const AGA_NEWS = scene(
  'Agnieszka',
  'Kasia',
  [
    [4001, 'Co tam u babci?'],
    [4003, 'Padam z nóg, trzecia noc bez snu przez małego'],
    [4005, 'Pożyczysz mi auto w sobotę? I opowiedz coś, bo zasnę'],
  ],
  [[4002, 'Babcia to żywioł, mówię ci']],
);
export const AGA_ADVICE = scene(
  'Agnieszka',
  'Kasia',
  [
    [4001, 'Jutro muszę przedstawić budżet pani Renacie'],
    [4003, 'Słyszałaś coś o Tomku z trzeciego?'],
    [4005, 'Jak z nią gadać, żeby nie zjadła mnie żywcem?'],
  ],
  [[4002, 'Oj, Renata…']],
);

/** Turkish: Elif and her friend Burak. */
export const ELIF_NEWS = scene(
  'Elif',
  'Burak',
  [
    [4001, 'Dün akşam gelemedim, kusura bakma'],
    [4003, 'Annen İzmir’den döndü mü?'],
    [4005, 'Ne var ne yok?'],
  ],
  [[4002, 'Önemli değil ya']],
);
export const ELIF_ADVICE = scene(
  'Elif',
  'Burak',
  [
    [4001, 'Yeni ofis nasıl, anlatsana'],
    [4003, 'Yarınki sunumu attım, bir bakar mısın?'],
    [4005, 'Dürüst ol, kötü mü?'],
  ],
  [[4002, 'Anlatacağım, çok komik bir yer']],
);

/** Japanese: 美咲 and her friend ゆうと. */
export const MISAKI_NEWS = scene(
  '美咲',
  'ゆうと',
  [
    [4001, 'お姉さん、そろそろ予定日だよね？'],
    [4003, '昨日の試験、たぶん落ちた…'],
    [4005, '日曜、まだ来れる？'],
  ],
  [[4002, 'そうそう、実はね']],
);
export const MISAKI_ADVICE = scene(
  '美咲',
  'ゆうと',
  [
    [4001, '佐藤さんに資料の締め切りどう伝えればいいかな'],
    [4003, 'そっちの会社、最近なんか面白いことあった？'],
    [4005, 'なんかアドバイスちょうだい'],
  ],
  [[4002, 'あー佐藤さんね']],
);

/** English: Rosie and her friend Dan. */
export const ROSIE_NEWS = scene(
  'Rosie',
  'Dan',
  [
    [4001, 'How did your mum get on with the new neighbours?'],
    [4003, 'We lost 4-0. Four. Nil.'],
    [4005, 'Any chance you can cover my Saturday shift?'],
  ],
  [[4002, 'Oh you have NO idea']],
);
export const ROSIE_ADVICE = scene(
  'Rosie',
  'Dan',
  [
    [4001, 'Went to see the house on Elm Street yet?'],
    [4003, 'Sent you my blog post draft, be brutal'],
    [4005, 'Well??'],
  ],
  [[4002, 'Yes! Saturday morning']],
);

/** Dutch: Sanne and her friend Bram. */
export const SANNE_NEWS = scene(
  'Sanne',
  'Bram',
  [
    [4001, 'Hoe is het met oma Rie?'],
    [4003, 'Mijn zus Noor is bevallen!! Een meisje'],
    [4005, 'Kun je zaterdag helpen met verhuizen? Ik word gek'],
  ],
  [[4002, 'Die is verhuisd, wacht, verhaal']],
);
export const SANNE_ADVICE = scene(
  'Sanne',
  'Bram',
  [
    [4001, 'Pieter van inkoop zegt nooit wat tegen me, doe ik iets fout?'],
    [4003, 'Femke komt op de kat passen, kun je haar even uitleggen hoe het zit?'],
    [4005, 'Help 🙈'],
  ],
  [[4002, 'Haha nee joh']],
);
