/**
 * Set 51's cast: nine invented personas whose chats are full of text that is hard to type right —
 * paths, code, regular expressions, entities, templates, emoticons with backslashes, right-to-left
 * scripts with their joiners. Léa (French) and Camille; Bruno (Brazilian Portuguese) in a
 * developers' group; Yuki (Japanese) and Haruto; Даша (Russian) and Костя; Selin (Turkish) in a
 * friends' group; Priya (English, a sysadmin) and Marcus; Shirin (Persian) and Arash; Greta
 * (German) and Ole; Heidi with the corpus's own chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Léa and Camille: the landlady wants to come on Thursday; Camille asks about bread. */
export const CAMILLE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Tu as vu le message de la proprio ?'],
  [4003, 'Elle veut passer jeudi pour le chauffe-eau'],
  [4005, 'Tu seras là jeudi vers 18h ? Et tu ramènes du pain ?'],
]);
export const LEA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Non, elle dit quoi ?'],
  [4004, 'Encore ce chauffe-eau 🙄'],
]);

/** Léa and Camille alone. */
export function lea(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Léa',
    chat: 'direct',
    others: CAMILLE_DM,
    own: LEA_OWN,
    participants: ['Camille'],
    ...entry,
  };
}

/** Bruno's developers' group: Rafa calls on him about Tiago's script (4005). */
export const DEV_GROUP: ReadonlyMap<number, string> = new Map([
  [3999, 'alguém sabe o regex pra validar CEP?'], // Rafa
  [4001, 'o deploy quebrou de novo kkkk'], // Juliana
  [4003, 'o script não acha o arquivo no Windows, diz que o caminho não existe'], // Tiago
  [4005, 'Bruno, dá uma olhada no script do Tiago? erro no caminho'], // Rafa
]);
export const BRUNO_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'bom dia, quem quebrou a main? 😂'],
  [4002, 'de novo??'],
]);

/** An answer in the developers' group. */
export function bruno(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Bruno',
    chat: 'group',
    others: DEV_GROUP,
    own: BRUNO_OWN,
    participants: ['Rafa', 'Juliana', 'Tiago'],
    callout: true,
    ...entry,
  };
}

/** Yuki and Haruto: tomorrow's drinks. */
export const HARUTO_DM: ReadonlyMap<number, string> = new Map([
  [4001, '明日の飲み会、店どこだっけ？'],
  [4003, 'URL送ってくれる？'],
  [4005, 'あと何時集合？'],
]);
export const YUKI_OWN: ReadonlyMap<number, string> = new Map([
  [4002, '渋谷のいつもの居酒屋だよ'],
  [4004, 'ちょっと待ってね'],
]);

export function yuki(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Yuki',
    chat: 'direct',
    others: HARUTO_DM,
    own: YUKI_OWN,
    participants: ['Haruto'],
    ...entry,
  };
}

/** Даша and Костя: he is downstairs and has forgotten the door code. */
export const KOSTYA_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Даш, ты где?'],
  [4003, 'Я у подъезда, код домофона не помню'],
  [4005, 'Скинь код и этаж плиз'],
]);
export const DASHA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Дома, жду тебя!'],
  [4004, 'Ой, сейчас'],
]);

export function dasha(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Даша',
    chat: 'direct',
    others: KOSTYA_DM,
    own: DASHA_OWN,
    participants: ['Костя'],
    ...entry,
  };
}

/** Selin's friends' group: Saturday breakfast; Ayşe asks Selin what she brings (4005). */
export const KIZLAR: ReadonlyMap<number, string> = new Map([
  [4001, 'Cumartesi kahvaltı kimde?'], // Ece
  [4003, 'Bende olabilir ama menemen yapamam 😅'], // Zeynep
  [4005, 'Selin sen ne getirirsin?'], // Ayşe
]);
export const SELIN_OWN: ReadonlyMap<number, string> = new Map([[4002, 'Ben varım!!']]);

export function selin(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Selin',
    chat: 'group',
    others: KIZLAR,
    own: SELIN_OWN,
    participants: ['Ece', 'Zeynep', 'Ayşe'],
    callout: true,
    ...entry,
  };
}

/** Priya and Marcus: a backup job that cannot write to a share. */
export const MARCUS_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'the backup job failed again last night'],
  [4003, 'log says access denied on the share'],
  [4005, 'can you send me the exact path and the command you used?'],
]);
export const PRIYA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'ugh, which one'],
  [4004, 'on it'],
]);

export function priya(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Priya',
    chat: 'direct',
    others: MARCUS_DM,
    own: PRIYA_OWN,
    participants: ['Marcus'],
    ...entry,
  };
}

/** Shirin and Arash: a class tomorrow and the lecturer's e-mail. */
export const ARASH_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'شیرین، فردا میای کلاس؟'],
  [4003, 'استاد گفت تمرین‌ها رو باید ایمیل کنیم'],
  [4005, 'ایمیلش رو داری؟'],
]);
export const SHIRIN_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'آره میام'],
  [4004, 'صبر کن الان پیداش می‌کنم'],
]);

export function shirin(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Shirin',
    chat: 'direct',
    others: ARASH_DM,
    own: SHIRIN_OWN,
    participants: ['Arash'],
    ...entry,
  };
}

/** Greta and Ole: a flat-share's shopping and a broken Wi-Fi. */
export const OLE_DM: ReadonlyMap<number, string> = new Map([
  [4001, 'Das WLAN ist schon wieder weg'],
  [4003, 'Hast du das neue Passwort irgendwo?'],
  [4005, 'Und kaufst du heute noch ein? Wir haben keine Milch mehr'],
]);
export const GRETA_OWN: ReadonlyMap<number, string> = new Map([
  [4002, 'Ernsthaft? Der Router spinnt'],
  [4004, 'Moment, such ich'],
]);

export function greta(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Greta',
    chat: 'direct',
    others: OLE_DM,
    own: GRETA_OWN,
    participants: ['Ole'],
    ...entry,
  };
}
