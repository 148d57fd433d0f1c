/**
 * Set 53's cast: nine personas in direct chats and groups, each with the messages the model was
 * shown. Media, polls, forwards, edits and reactions are noted beside the texts, as the
 * transcript rendered them to the model (the `others` map holds what people typed).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Priya (London, English) and her flatmate-to-be Tom, direct. */
export const TOM: ReadonlyMap<number, string> = new Map([
  [3999, 'Landlord finally replied, the boiler guy comes Thursday between 8 and 12'],
  [4001, 'also my mum wants your lasagne recipe, she would not stop talking about it'],
  [4003, 'can you send me the wifi password again, the new laptop forgot it'], // edited
  [4005, 'And are we still on for the climbing wall on Saturday?'],
]);
export const PRIYA_OWN: ReadonlyMap<number, string> = new Map([
  [3994, 'wifi: Hyperoptic-7F2A / pw: lemon-parrot-42'],
  [4000, 'Thursday morning is fine, I can work from home'],
  [4002, 'Haha tell her the secret is just an obscene amount of cheese'],
]);

/** Lukas in the flat-share group "WG Kastanienallee" (German). */
export const WG_PEOPLE: readonly string[] = ['Mara', 'Selin', 'Ben'];
export const WG: ReadonlyMap<number, string> = new Map([
  [3996, 'Putzplan für November hängt im Flur'], // Mara, later pinned
  [3998, 'Wer hat die Hafermilch leer gemacht und die leere Packung zurück in den Kühlschrank gestellt?'], // Selin
  [4000, 'Ich nicht, ich trinke nur Kuhmilch 🐄'], // Ben
  [4002, 'Gemeinsames Essen am Sonntag?'], // Mara, a poll: Ja / Nein / Vielleicht
  [4003, 'Lukas, kannst du am Samstag mein Paket annehmen? DHL kommt zwischen 10 und 14'], // Mara
  [4005, 'Und wer war es jetzt mit der Hafermilch? 😤'], // Selin, reply to 3998
]);
export const WG_OWN: ReadonlyMap<number, string> = new Map([
  [3997, 'Danke Mara 🙏'],
  [4004, 'Klar, Samstag bin ich den ganzen Tag da'],
]);

/** Valentina (Buenos Aires, Spanish) and her brother Diego, direct. */
export const DIEGO: ReadonlyMap<number, string> = new Map([
  [3999, 'Te mandé la ubicación del asado'], // with a location: Parque Los Andes
  [4001, 'Mamá pregunta si le devolviste el táper'],
  [4003, 'Repetí conmigo, textual:'],
  [4005, 'Yo, Valentina, prometo devolver el táper de mamá esta semana'],
]);
export const VALENTINA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Genial, llevo el vino y el hielo'],
  [4002, 'Jajaja nooo otra vez con el táper'],
]);

/** Катя in the hiking group "Походы выходного дня" (Russian). */
export const HIKE_PEOPLE: readonly string[] = ['Дима', 'Оля', 'Серёжа'];
export const HIKE: ReadonlyMap<number, string> = new Map([
  [3995, 'Прогноз на субботу: +4, без осадков, ветер северный 5 м/с'], // Дима, forwarded from the channel «Погода Карелии»
  [3998, 'Кто берёт горелку? У меня газ закончился'], // Дима
  [4001, 'Я возьму две пенки, у меня лишняя'], // Серёжа
  [4003, 'Я беру горелку 🔥'], // Серёжа
  [4005, 'Катя, скинь ещё раз время электрички плиз, не могу найти'], // Оля
]);
export const KATYA_OWN: ReadonlyMap<number, string> = new Map([
  [3993, 'Электричка с Финляндского в 7:42, встречаемся у касс в 7:20'],
  [4000, 'Я возьму аптечку и карту'],
]);

/** Camille (Lyon, French) and her mother, direct. */
export const MAMAN: ReadonlyMap<number, string> = new Map([
  [3999, 'Ton père a enfin réparé la barrière !'],
  [4001, 'Tu peux dire à ta sœur : repas dimanche à 12h30 chez Mamie, et elle apporte le fromage'],
  [4003, 'La barrière toute neuve 😄'], // a photo with this caption
  [4005, 'Et toi tu viens dimanche ? Tu ne m’as pas répondu'], // edited
]);
export const CAMILLE_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Bravo papa 👏 il était temps'],
  [4002, 'Ok je lui transmets ce soir'],
]);

/** Rafa in the football group "Pelada de quinta ⚽" (Brazilian Portuguese). */
export const PELADA_PEOPLE: readonly string[] = ['Thiago', 'Bruno', 'Léo', 'Juninho'];
export const PELADA: ReadonlyMap<number, string> = new Map([
  [3997, 'Quadra confirmada quinta 20h, R$ 25 cada, pix pra mim'], // Thiago
  [3999, 'Vou levar a bola nova'], // Bruno
  [4001, 'Quem não pagar até quarta não joga, tô falando sério'], // Thiago
  [4003, 'Alguém tem colete sobrando?'], // Léo
  [4005, 'E aí Rafa, confirma ou não? 👀'], // Juninho
]);
export const RAFA_OWN: ReadonlyMap<number, string> = new Map([
  [3998, 'Bora que bora 🔥'],
  [4000, 'Pix feito, Thiago'],
]);

/** さくら (Tokyo, Japanese) and her friend 健, direct. */
export const KEN: ReadonlyMap<number, string> = new Map([
  [4001, '明日の待ち合わせ、渋谷のハチ公前で10時でいい？'],
  [4003, 'あと、これ見て'], // with a photo: a shiba inu in a raincoat
  [4005, 'かわいくない？うちの近所の犬'],
]);
export const SAKURA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'うん、10時で大丈夫！']]);

/** Noor in the work group "Platform standup" (English). */
export const STANDUP_PEOPLE: readonly string[] = ['Hannah', 'Kofi', 'Lars', 'Dev'];
export const STANDUP: ReadonlyMap<number, string> = new Map([
  [3998, 'Deploy of 4.12 is paused, the migration failed on staging'], // Kofi
  [4000, 'DB replica lag over 30s since 09:14, investigating'], // Dev, forwarded from the channel “Incidents”
  [4002, 'Noor can you take the release notes today?'], // Hannah
  [4003, 'standup in 5'], // Lars
  [4005, 'Noor, what was the exact error from the migration? Need it verbatim for the ticket'], // Hannah
]);
export const NOOR_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'ERROR: column "tenant_id" of relation "invoices" contains null values'],
  [4001, 'Looking at the migration now'],
  [4004, "Yes, I'll take the release notes"],
]);

/** Giulia (Bologna, Italian) and her neighbour Marco, direct. */
export const MARCO: ReadonlyMap<number, string> = new Map([
  [4001, 'Mi giri il numero dell’idraulico?'],
  [4003, 'Quello bravo che avevi detto tu'],
  [4005, 'Dai che domani mi si allaga la cucina 😅'],
]);
export const GIULIA_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Certo, un attimo che lo cerco']]);

/** Elif (İzmir, Turkish) and her boyfriend Can, direct. */
export const CAN: ReadonlyMap<number, string> = new Map([
  [4001, 'Annem sana selam söyledi'],
  [4003, 'Bu akşam maç var, bize gelir misin?'],
  [4005, 'Geliyor musun gelmiyor musun? 😄'],
]);
export const ELIF_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Aleykümselam, benim için öp onu']]);

export function priya(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'Priya', others: TOM, own: PRIYA_OWN, participants: ['Tom'], ...entry };
}
export function lukas(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'Lukas', chat: 'group', others: WG, own: WG_OWN, participants: WG_PEOPLE, ...entry };
}
export function valentina(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'Valentina', others: DIEGO, own: VALENTINA_OWN, participants: ['Diego'], ...entry };
}
export function katya(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return {
    persona: 'Катя',
    chat: 'group',
    callout: true,
    others: HIKE,
    own: KATYA_OWN,
    participants: HIKE_PEOPLE,
    ...entry,
  };
}
export function camille(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'Camille', others: MAMAN, own: CAMILLE_OWN, participants: ['Maman'], ...entry };
}
export function rafa(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return {
    persona: 'Rafa',
    chat: 'group',
    callout: true,
    others: PELADA,
    own: RAFA_OWN,
    participants: PELADA_PEOPLE,
    ...entry,
  };
}
export function sakura(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'さくら', others: KEN, own: SAKURA_OWN, participants: ['健'], ...entry };
}
export function noor(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return {
    persona: 'Noor',
    chat: 'group',
    callout: true,
    others: STANDUP,
    own: NOOR_OWN,
    participants: STANDUP_PEOPLE,
    ...entry,
  };
}
export function giulia(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'Giulia', others: MARCO, own: GIULIA_OWN, participants: ['Marco'], ...entry };
}
export function elif(entry: Omit<CorpusEntry, 'persona'>): CorpusEntry {
  return { persona: 'Elif', others: CAN, own: ELIF_OWN, participants: ['Can'], ...entry };
}
