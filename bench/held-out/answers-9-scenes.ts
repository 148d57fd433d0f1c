/**
 * Set 9's scenes: a fortnight of one busy account running six personas — Margit (a bookshop
 * owner, German), Tomás (a student, Spanish), Rosa (a grandmother, Italian), Kai (a gamer,
 * English), Ingrid (a nurse on shifts, Swedish) and Haruka (a Japanese exchange student) — in
 * their direct chats and two groups: a book club and a raid night. Each scene is what the model
 * was shown from the others; 4005 is always the message being answered.
 */
import type { Expected } from '../../tests/tasks/corpus/evaluate.js';

export const BOOK_CLUB: ReadonlyMap<number, string> = new Map([
  [4001, 'Hat jemand schon Kapitel 5 gelesen? Ich hänge total hinterher'],
  [4003, 'Kennt jemand ein gutes Buch über Pilze?'],
  [4005, 'Hast du am Samstag offen? Ich würde das Buch abholen'],
]);

export const RAID_NIGHT: ReadonlyMap<number, string> = new Map([
  [4001, "who's on tonight? need 2 more for the raid"],
  [4003, 'i can do 9pm but only til 11'],
  [4005, 'you in or what'],
]);

export const MARGIT_JONAS: ReadonlyMap<number, string> = new Map([
  [4003, 'Der Kater hat sich übrigens gut eingelebt'],
  [4005, 'Kannst du mir das Buch bis Freitag zurücklegen?'],
]);

export const TOMAS_LUCIA: ReadonlyMap<number, string> = new Map([
  [4003, 'viste lo que dijo el profe de cálculo??'],
  [4005, 'vas a la fiesta de Marta el sábado? podrías llevar hielo'],
]);

export const ROSA_LUCA: ReadonlyMap<number, string> = new Map([
  [4003, 'Nonna, ho passato l’esame di statistica!'],
  [4005, 'Vengo domenica a pranzo! Posso portare Giulia?'],
]);

export const KAI_SAM: ReadonlyMap<number, string> = new Map([
  [4005, 'yo did you see the patch notes, they nerfed your main'],
]);

export const INGRID_ANNA: ReadonlyMap<number, string> = new Map([
  [4003, 'Tack för igår, du räddade mitt pass'],
  [4005, 'Kan du byta pass med mig på fredag natt? Jag har en grej.'],
]);

export const HARUKA_YUI: ReadonlyMap<number, string> = new Map([
  [4003, '明日の授業、休講だって！'],
  [4005, '土曜日の午後、みんなでカラオケ行かない？駅前の新しいところ！'],
]);

/** A message as meant; in a group the first one without an id answers the target. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

export function react(emoji: string, messageId = 4005): Expected {
  return { type: 'react', emoji, messageId };
}

export function sticker(name: string): Expected {
  return { type: 'sticker', set: 'HeidiDuck', name };
}
