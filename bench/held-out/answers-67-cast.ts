/**
 * Set 67's cast: seven people who write long messages. Marta (Madrid) sends her friend Lucía a
 * recipe and a trip plan; Jakob answers his flat-share's group about a cleaning rota, house
 * rules and the router; Priya helps Sam with a backup script and her mother's dal; Ольга writes
 * her sister a story, a recipe and a poem; Camille plans a hike in her walking group; 由紀 tells
 * Haruka how to see Kyoto and make matcha pudding; Giulia sends Marco the family ragù and a
 * game server's config. Helpers build answers and bodies from lines.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Lines joined as a message's lines. */
export function l(...lines: string[]): string {
  return lines.join('\n');
}

/** Paragraphs joined by a blank line. */
export function p(...paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

/** A message block, with its reply id when given. */
export function send(body: string, id?: number): string {
  return `# «send»${id === undefined ? '' : ` ${id}`}\n${body}\n`;
}

export const MARTA = 'Marta';
export const JAKOB = 'Jakob';
export const PRIYA = 'Priya';
export const OLGA = 'Ольга';
export const CAMILLE = 'Camille';
export const YUKI = '由紀';
export const GIULIA = 'Giulia';

/** Lucía wants the grandmother's tortilla for her in-laws, and asks about the long weekend. */
const LUCIA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Oye, ¿me pasas la receta de la tortilla de tu abuela? El sábado vienen mis suegros 😬'],
  [4003, '¿Y al final vais a Asturias en el puente?'],
  [4005, 'Bueno, lo que puedas, la receta sobre todo 🙏'],
]);
const LUCIA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Claro!! Te la escribo ahora bien'],
  [4004, 'Sí, ya lo tenemos casi todo, luego te cuento'],
]);

/** The flat-share: Lena asks Jakob by name for a rota (4005); Pia wants guest-room rules. */
const WG: ReadonlyMap<number, string> = new Map([
  [3998, 'Wer hat eigentlich das WLAN-Passwort geändert?? 😤'], // Ömer
  [4001, 'Können wir mal den Putzplan neu machen, das läuft so nicht'], // Lena
  [4003, 'Und Hausregeln fürs Gästezimmer wären auch gut, meine Eltern kommen im März'], // Pia
  [4005, 'Jakob, du bist doch der Ordentliche hier, mach du mal einen Vorschlag 😇'], // Lena
]);
const WG_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Ich war das, der Router hat gesponnen. Die neuen Daten kommen gleich'],
  [4002, 'Ja bitte, ich mach mir Gedanken'],
]);

/** Sam's backup script fails; Sam also wants the dal. */
const SAM_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'ok my raspberry pi backup script keeps failing and I have no idea why'],
  [4003, 'also can you send me that dal recipe you made last week, it was unreal'],
  [4005, "pls help, I'll owe you a coffee ☕"],
]);
const SAM_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'send me the error!! or just the script'],
  [4004, "haha yes it's my mum's, hang on"],
]);

/** Катя wants the goat story, the kefir pancakes and a poem for their mother. */
const KATYA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Оль, расскажи ещё раз ту историю про бабушку и козу, я Мише хочу пересказать'],
  [4003, 'И рецепт блинов на кефире скинь, у меня вечно комом'],
  [4005, 'И стих какой-нибудь на день рождения маме, ты же умеешь 🥺'],
]);
const KATYA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ахах, какую именно, их там три 😂'],
  [4004, 'Щас всё будет'],
]);

/** The walking group: Mike reads little French; Inès lost the route; storms forecast (4005). */
const RANDO: ReadonlyMap<number, string> = new Map([
  [3999, 'Sorry my French is bad — what time are we meeting Sunday?'], // Mike
  [4001, "Camille tu peux nous refaire l'itinéraire complet ? Je l'ai perdu"], // Inès
  [4003, 'Et la liste du matos, pour ceux qui oublient toujours leur frontale 👀'], // Bruno
  [4005, "Et la météo annonce des orages l'après-midi, on maintient ?"], // Inès
]);
const RANDO_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Dimanche 8h pétantes au parking du lac !'],
  [4002, 'Oui je vous fais ça ce soir'],
]);

/** Haruka goes to Kyoto next month and wants the matcha pudding too. */
const HARUKA_DM: ReadonlyMap<number, string> = new Map([
  [4001, '来月京都行くんだけど、おすすめの回り方教えて！'],
  [4003, 'あと、前に言ってた抹茶プリンの作り方も知りたい🍮'],
  [4005, '長くなってもいいから詳しくお願い🙏'],
]);
const HARUKA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'いいよー！2日間だっけ？'],
  [4004, 'プリンは簡単だよ、あとで送るね'],
]);

/** Marco wants the grandmother's ragù and help with his Minecraft server's config. */
const MARCO_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Giuli mi mandi la ricetta del ragù della nonna? Domenica ho gente'],
  [4003, 'E poi mi serve una mano col file di config del server Minecraft, i ragazzi non riescono a entrare'],
  [4005, 'Con calma eh, ma entro stasera 😅'],
]);
const MARCO_OWN: ReadonlyMap<number, string> = new Map([
  [4002, "Il ragù della nonna non si tocca, ma per te faccio un'eccezione"],
  [4004, 'Mandami il server.properties'],
]);

export function marta(entry: CorpusEntry): CorpusEntry {
  return { persona: MARTA, others: LUCIA_DM, own: LUCIA_OWN, participants: ['Lucía'], ...entry };
}

export function jakob(entry: CorpusEntry): CorpusEntry {
  return {
    persona: JAKOB,
    chat: 'group',
    callout: true,
    others: WG,
    own: WG_OWN,
    participants: ['Lena', 'Ömer', 'Pia'],
    ...entry,
  };
}

export function priya(entry: CorpusEntry): CorpusEntry {
  return { persona: PRIYA, others: SAM_DM, own: SAM_OWN, participants: ['Sam'], ...entry };
}

export function olga(entry: CorpusEntry): CorpusEntry {
  return { persona: OLGA, others: KATYA_DM, own: KATYA_OWN, participants: ['Катя'], ...entry };
}

export function camille(entry: CorpusEntry): CorpusEntry {
  return {
    persona: CAMILLE,
    chat: 'group',
    others: RANDO,
    own: RANDO_OWN,
    participants: ['Mike', 'Inès', 'Bruno'],
    ...entry,
  };
}

export function yuki(entry: CorpusEntry): CorpusEntry {
  return { persona: YUKI, others: HARUKA_DM, own: HARUKA_OWN, participants: ['はるか'], ...entry };
}

export function giulia(entry: CorpusEntry): CorpusEntry {
  return { persona: GIULIA, others: MARCO_DM, own: MARCO_OWN, participants: ['Marco'], ...entry };
}
