/**
 * Set 62's cast: seven personas who write long messages. Marlene cooks in Leipzig and writes to
 * her friend Jana; Rafael plays guitar in a São Paulo band group ("Maré Alta"); Yuki plans trips
 * and helps her friend Haruka in Japanese; Oleg pastes code in a Russian backend group; Claire
 * writes poems and stories to her grandmother in French; Dev plans a Goa trip with a group of
 * friends in English; Lucía tells stories and recipes to her brother Tomás in Spanish.
 */
import type { CorpusEntry, Expected } from '../../tests/tasks/corpus/evaluate.js';

/** Lines joined as a message is typed. */
export const L = (...lines: string[]): string => lines.join('\n');

/** A message that reaches the chat. */
export function send(text: string, replyTo?: number): Expected {
  return replyTo === undefined ? { type: 'send', text } : { type: 'send', text, replyTo };
}

/** Marlene and Jana alone (German). */
export function marlene(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Marlene',
    participants: ['Jana'],
    others: new Map([
      [4001, 'Bist du heute Abend noch wach? 😅'],
      [4003, 'Ich hab übrigens den Hokkaido gekauft, der ist riesig 🎃'],
      [4005, 'Schickst du mir dein Rezept für die Kürbissuppe? Und wie lange hält die im Kühlschrank?'],
    ]),
    own: new Map([
      [4002, 'Klar, bin noch auf, was gibts'],
      [4004, 'Haha perfekt, genau der richtige'],
    ]),
    ...entry,
  };
}

/** Rafael in his band's group (Brazilian Portuguese). */
export function rafael(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Rafael',
    chat: 'group',
    participants: ['Duda', 'Caio', 'Bia', 'Léo'],
    others: new Map([
      [3998, 'Ensaio sábado às 15h no estúdio do Léo, confirmem'],
      [4001, 'Alguém tem a cifra de "Trem das Onze" no tom que a gente toca?'],
      [4003, 'Eu confirmo sábado 🤘'],
      [4005, 'Rafa, manda a cifra e o setlist do show de sexta pfv, tô perdida'],
    ]),
    own: new Map([[4002, 'Eu tenho, já mando']]),
    callout: true,
    ...entry,
  };
}

/** Yuki and Haruka alone (Japanese). */
export function yuki(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Yuki',
    participants: ['Haruka'],
    others: new Map([
      [4001, '来月の京都旅行、まだ何も決めてないんだけど😂'],
      [4003, '紅葉ってまだ見れるかな？'],
      [4005, 'ざっくりでいいからプラン作ってくれない？2泊3日で！'],
    ]),
    own: new Map([
      [4002, 'え、私も決めてないw'],
      [4004, '11月下旬ならギリいけると思う！'],
    ]),
    ...entry,
  };
}

/** Oleg in a backend developers' group (Russian). */
export function oleg(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Олег',
    chat: 'group',
    participants: ['Дима', 'Настя', 'Артём'],
    others: new Map([
      [3999, 'Кто-нибудь уже переехал на Postgres 16?'],
      [4001, 'У меня ретраи в воркере зацикливаются, не понимаю почему'],
      [4003, 'Покажи код, иначе гадание на кофейной гуще'],
      [4005, 'Олег, у тебя же был нормальный пример ретраев с backoff? Скинь пожалуйста'],
    ]),
    own: new Map([[4002, 'Мы переехали, полёт нормальный']]),
    callout: true,
    ...entry,
  };
}

/** Claire and her grandmother alone (French). */
export function claire(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Claire',
    participants: ['Mamie Odette'],
    others: new Map([
      [4001, "Ma chérie, j'ai retrouvé tes cahiers de poésie de l'école !"],
      [4003, 'Tu écris encore des poèmes ?'],
      [4005, 'Envoie-moi quelque chose que tu as écrit, ça me ferait plaisir pour mon anniversaire'],
    ]),
    own: new Map([
      [4002, 'Nooon, ceux avec les dessins de chats ?? 😂'],
      [4004, 'Un peu, en cachette 🙈'],
    ]),
    ...entry,
  };
}

/** Dev in the friends' trip group (English). */
export function dev(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Dev',
    chat: 'group',
    participants: ['Aditi', 'Kabir', 'Meera', 'Rohan'],
    others: new Map([
      [3997, 'Flights booked!! 14th to 18th, no backing out now 😎'], // Aditi
      [4001, 'Villa in Assagao is confirmed, deposit paid'], // Kabir
      [4003, "I'm not doing another trip where nobody tracks money 😤"], // Meera
      [4005, 'Dev you said you would make the plan + the money split, where is it'], // Rohan
    ]),
    own: new Map([[4002, 'Legend Kabir 🙌']]),
    callout: true,
    ...entry,
  };
}

/** Lucía and her brother Tomás alone (Spanish). */
export function lucia(entry: CorpusEntry): CorpusEntry {
  return {
    persona: 'Lucía',
    participants: ['Tomás'],
    others: new Map([
      [4001, 'Oye, ¿te acuerdas de la historia del abuelo y la mula?'],
      [4003, 'Quiero contarla en la boda de Nacho y no me acuerdo bien'],
      [4005, '¿Me la cuentas entera? Y de paso la receta de las torrijas de mamá 🙏'],
    ]),
    own: new Map([
      [4002, '¿La de Cuenca? ¡Claro!'],
      [4004, 'Jajaja vas a hacer llorar a todos'],
    ]),
    ...entry,
  };
}
