/**
 * Set 75's cast: eleven busy group chats, each with its persona, its members as the model was
 * shown them and a few scenes (message id → text of the others; the persona's own messages).
 * Message 4005 is always the one the turn answers.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Scene = Omit<CorpusEntry, 'persona' | 'participants' | 'chat'>;

function group(persona: string, participants: readonly string[]) {
  return (entry: Scene): CorpusEntry => ({ persona, participants, chat: 'group', ...entry });
}

/** A German family group; Anke is the elder daughter. */
export const family = group('Anke', ['Mama', 'Papa', 'Jörg', 'Svenja', 'Oma Gisela', 'Tante Bea']);

/** Saturday barbecue: Mama asks Anke by name (4005). */
export const FAM_GRILL: ReadonlyMap<number, string> = new Map([
  [3998, 'Samstag grillen bei uns, 15 Uhr. Wer bringt was mit?'], // Papa
  [4000, 'Ich mach Nudelsalat 🍝'], // Svenja
  [4001, 'Ich bring Bier mit, wie immer 🍺'], // Jörg
  [4003, 'Ich backe einen Streuselkuchen, aber wer holt mich ab?'], // Oma Gisela
  [4005, 'Anke, kannst du Oma abholen? Und bringst du die Klappstühle mit?'], // Mama
]);
export const FAM_GRILL_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Bin dabei!'],
  [4002, 'Svenja, bitte ohne Erbsen diesmal 😅'],
]);

/** Mama's birthday present has arrived (4005, Jörg to everyone). */
export const FAM_PACKAGE: ReadonlyMap<number, string> = new Map([
  [4001, 'Hat jemand die Fotos von Opas Geburtstag noch?'], // Tante Bea
  [4003, 'Ich schau heute Abend auf der Festplatte nach'], // Papa
  [4005, 'Das Paket für Mama ist endlich angekommen!! Versteckt im Keller 🤫'], // Jörg
]);
export const FAM_PACKAGE_OWN: ReadonlyMap<number, string> = new Map([[4004, 'Wehe jemand verrät was']]);

/** Oma cannot find the button for photos (4005, in capitals). */
export const FAM_OMA: ReadonlyMap<number, string> = new Map([
  [4003, 'Oma, du musst auf das Büroklammer-Symbol drücken'], // Svenja
  [4005, 'ICH FINDE DEN KNOPF NICHT WO IST DER KNOPF FÜR DIE BILDER'], // Oma Gisela
]);
export const FAM_OMA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Oma, schick uns doch ein Foto vom Kuchen!'],
]);

/** A London design studio's general channel; Rosalind is a senior designer. */
export const studio = group('Rosalind', ['Tom', 'Aisha', 'Marek', 'Jules', 'Hannah']);

/** The deck deadline: Hannah asks Rosalind by mention to split slides (4005). */
export const WORK_DECK: ReadonlyMap<number, string> = new Map([
  [3997, 'Client moved the review to Thursday 10am. Deck needs to be final by Wed EOD'], // Hannah
  [3999, 'I can own the case studies section'], // Tom
  [4001, 'Motion tests are rendering, should be done by lunch'], // Aisha
  [4003, 'Who has the brand fonts? My licence expired 🙃'], // Marek
  [4005, '@rosalind can you split the remaining slides between people? 12-18 are still empty'], // Hannah
]);
export const WORK_DECK_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Nice one Tom'],
  [4002, 'Aisha those look amazing btw'],
]);

/** Lunch and a jammed printer (4005, Marek to everyone). */
export const WORK_LUNCH: ReadonlyMap<number, string> = new Map([
  [4001, 'Anyone want anything from Pret?'], // Jules
  [4003, 'chicken caesar wrap pls 🙏'], // Tom
  [4005, "Printer on 3rd floor is jammed again, don't bother"], // Marek
]);

/** Aisha's last week (4005, Jules to everyone). */
export const WORK_LEAVING: ReadonlyMap<number, string> = new Map([
  [4003, "It's my last day on Friday 🥲 drinks at the Crown after 5?"], // Aisha
  [4005, "Can't believe it. Who's organising the card?"], // Jules
]);

/** A Madrid bouldering group; Nerea owns the big crash pad. */
export const climbing = group('Nerea', ['Iker', 'Ainhoa', 'Javi', 'Lucía', 'Toño']);

/** A Saturday at La Pedriza: Iker asks Nerea (4005). */
export const CLIMB_TRIP: ReadonlyMap<number, string> = new Map([
  [3998, 'Propuesta: sábado a La Pedriza, salimos a las 8 de Plaza Castilla'], // Iker
  [4000, 'Yo me apunto, tengo sitio para 3 en el coche'], // Ainhoa
  [4001, 'Yo llevo la cuerda de 70 y los friends'], // Javi
  [4003, 'Es mi primera vez en roca 😬 qué tengo que llevar?'], // Lucía
  [4005, 'Nerea, ¿tú vienes? ¿y llevas el crash pad grande?'], // Iker
]);
export const CLIMB_TRIP_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Qué ganas!!'],
  [4002, 'Javi eres un crack'],
]);

/** At the gym: Javi lost his climbing shoes (4005, to everyone). */
export const CLIMB_GYM: ReadonlyMap<number, string> = new Map([
  [4001, 'Han cambiado los bloques del muro de 45°'], // Toño
  [4003, 'El amarillo nuevo es imposible, llevo una semana'], // Ainhoa
  [4005, 'Alguien ha visto mis pies de gato? Los dejé en la taquilla 14'], // Javi
]);
export const CLIMB_GYM_OWN: ReadonlyMap<number, string> = new Map([
  [4004, 'El amarillo es un V5 disfrazado de V3'],
]);

/** A block of flats in Lyon; Solène lives in flat 12. */
export const neighbours = group('Solène', ['M. Bertin', 'Fatou', 'Régis', 'Chantal', 'Karim']);

/** The lift is broken again; Régis wants the repairer's number (4005, to everyone). */
export const NEIGH_LIFT: ReadonlyMap<number, string> = new Map([
  [3999, "L'ascenseur est encore en panne. J'ai appelé le syndic."], // M. Bertin
  [4001, 'Encore ?! Avec mes courses du samedi…'], // Chantal
  [4003, 'Mon fils peut aider à monter les sacs si besoin'], // Fatou
  [4005, "Quelqu'un a le numéro du réparateur ? Le syndic ne répond jamais"], // Régis
]);
export const NEIGH_LIFT_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Courage Chantal 😩']]);

/** A parcel for flat 12 and the street party (4005, Chantal to everyone). */
export const NEIGH_PARTY: ReadonlyMap<number, string> = new Map([
  [4003, "J'ai un colis pour l'appartement 12 chez moi, c'est qui ?"], // Karim
  [4005, 'Fête des voisins le 14 dans la cour ! Chacun amène un plat 🥗'], // Chantal
]);

/** A primary class's parents' chat in Moscow; Ksenia collects the money for trips. */
export const parents = group('Ксения', ['Ольга Петровна', 'Дмитрий', 'Лена', 'Артём', 'Марина']);

/** The planetarium trip: Marina asks Ksenia (4005). */
export const CLASS_TRIP: ReadonlyMap<number, string> = new Map([
  [3997, 'Уважаемые родители! В пятницу экскурсия в планетарий. Сбор в 8:30 у школы.'], // Ольга Петровна
  [3999, 'А деньги на билеты кому сдавать?'], // Лена
  [4001, 'По 600 рублей, Ксения Андреевна собирает 🙏'], // Ольга Петровна
  [4003, 'Ваня заболел, мы не едем 😔'], // Дмитрий
  [4005, 'Ксения, можно перевести на карту? Я на работе до вечера'], // Марина
]);
export const CLASS_TRIP_OWN: ReadonlyMap<number, string> = new Map([[4000, 'Да, собираю я, до среды']]);

/** Homework: Marina asks the group about maths (4005). */
export const CLASS_HOMEWORK: ReadonlyMap<number, string> = new Map([
  [4001, 'Кто-нибудь знает, что задали по окружающему миру?'], // Артём
  [4003, 'Стр. 45-47 и рисунок про времена года'], // Лена
  [4005, 'Спасибо! А по математике?'], // Марина
]);

/** The teacher asks Dmitry about a permission slip (4005); nothing for Ksenia. */
export const CLASS_SLIP: ReadonlyMap<number, string> = new Map([
  [4003, 'Ваня уже здоров, спасибо всем 🙂'], // Дмитрий
  [4005, 'Дмитрий, принесите, пожалуйста, подписанное согласие до четверга.'], // Ольга Петровна
]);

/** A university photo club's alumni group; Haruka shoots hydrangeas. */
export const photo = group('遥', ['健太', '美咲', '翔', '田中先輩']);

/** A photo walk in Kamakura: Kenta asks Haruka (4005). */
export const PHOTO_WALK: ReadonlyMap<number, string> = new Map([
  [3999, '来週の日曜、鎌倉で撮影会やります！参加できる人〜？'], // 田中先輩
  [4001, '行きます！📷'], // 美咲
  [4003, 'レンズ何持っていけばいい？'], // 翔
  [4005, '遥も来るよね？去年の紫陽花の写真すごかったし'], // 健太
]);
export const PHOTO_WALK_OWN: ReadonlyMap<number, string> = new Map([[4002, '紫陽花の季節ですね〜']]);

/** Rain is forecast; Misaki sighs to everyone (4005). */
export const PHOTO_RAIN: ReadonlyMap<number, string> = new Map([
  [4001, '日曜のレンズ、やっぱり24-70にします'], // 翔
  [4003, 'いいと思う！'], // 田中先輩
  [4005, '雨予報だって…☔'], // 美咲
]);

/** A Turkish family group; Elif lives in Istanbul, the family in Izmir. */
export const aile = group('Elif', ['Annem', 'Babam', 'Burak', 'Zeynep Teyze']);

/** The holiday: her mother asks Elif when she comes (4005). */
export const TR_BAYRAM: ReadonlyMap<number, string> = new Map([
  [4000, 'Bayramda herkes bize geliyor, haberiniz olsun'], // Annem
  [4001, 'Ben cuma akşamı gelirim, işten çıkınca'], // Burak
  [4003, 'Ben baklava getiriyorum 😊'], // Zeynep Teyze
  [4005, 'Elif sen ne zaman geliyorsun kızım? Bilet aldın mı?'], // Annem
]);
export const TR_BAYRAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Teyzeciğim baklavanı özledim 😍'],
]);

/** A Warsaw backend team; Kuba fixed the cache. */
export const backend = group('Kuba', ['Ola', 'Bartek', 'Magda', 'Paweł']);

/** Release day: Paweł asks Kuba about his fix (4005). */
export const PL_DEPLOY: ReadonlyMap<number, string> = new Map([
  [3999, 'Deploy na produkcję o 16:00, ktoś ma coś do wrzucenia?'], // Magda
  [4001, 'Mój PR z migracją jeszcze czeka na review'], // Bartek
  [4003, 'Ja mogę zrobić review po standupie'], // Ola
  [4005, 'Kuba, czy twoja poprawka do cache już jest na mainie?'], // Paweł
]);
export const PL_DEPLOY_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Ja mam tylko drobny fix do logowania'],
]);

/** Magda asks Bartek for release notes (4005); nothing for Kuba. */
export const PL_NOTES: ReadonlyMap<number, string> = new Map([
  [4003, 'Deploy poszedł, wszystko zielone 🟢'], // Paweł
  [4005, 'Bartek, zrobisz release notes do jutra?'], // Magda
]);

/** A condominium's residents in São Paulo; Thaís has a parking space and a garden. */
export const condo = group('Thaís', ['Seu Jorge', 'Renata', 'Caio', 'Dona Cida']);

/** Water cut tomorrow; Renata wants a wheelbarrow (4005, to everyone). */
export const BR_WATER: ReadonlyMap<number, string> = new Map([
  [4001, 'Amanhã vão cortar a água das 8h às 14h, manutenção da caixa'], // Seu Jorge
  [4003, 'De novo?? Semana passada já foi assim'], // Dona Cida
  [4005, 'Alguém tem um carrinho de mão pra emprestar? Vou mudar umas plantas'], // Renata
]);
export const BR_WATER_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Obrigada pelo aviso, Seu Jorge!']]);

/** A Thursday five-a-side group in Bologna; Matteo keeps the bibs. */
export const calcetto = group('Matteo', ['Gigi', 'Davide', 'Sara', 'Fabio']);

/** Thursday's match: Fabio asks Matteo (4005). */
export const IT_MATCH: ReadonlyMap<number, string> = new Map([
  [3999, 'Giovedì 21:00 campo 3, siamo in 9, manca uno!'], // Gigi
  [4001, 'Porto il mio collega Luca se serve'], // Sara
  [4003, 'Io ci sono ma arrivo alle 21:10, traffico'], // Davide
  [4005, 'Matteo ci sei? Ti ricordi che tocca a te portare le pettorine'], // Fabio
]);
export const IT_MATCH_OWN: ReadonlyMap<number, string> = new Map([[4000, 'Ci sono ovviamente']]);

/** A Seoul university study group; Jisoo is good at graphs. */
export const study = group('지수', ['민준', '서연', '도윤']);

/** Splitting the presentation: Minjun asks Jisoo (4005). */
export const KR_STUDY: ReadonlyMap<number, string> = new Map([
  [4001, '발표 자료 다들 언제까지 올릴 수 있어요?'], // 서연
  [4003, '저는 목요일 밤까지 가능해요'], // 도윤
  [4005, '지수야 너는 트리 파트 맡을래? 아니면 그래프?'], // 민준
]);

/** Doyun's joke about the professor (4005, to everyone). */
export const KR_JOKE: ReadonlyMap<number, string> = new Map([
  [4003, '교수님 오늘 또 슬라이드 80장 ㅋㅋ'], // 서연
  [4005, '다음 주엔 100장 찍으실 듯 ㅋㅋㅋ'], // 도윤
]);
