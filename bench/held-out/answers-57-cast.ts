/**
 * Set 57's cast: six busy groups, each with many members, where the persona's name collides with
 * a member's name or with an ordinary word. Sol (Spanish) in a Madrid neighbours' group with Sole
 * and Marisol; Max (German) in an over-30s football team with Maxi and Maximilian; Rose (English)
 * in a book club with Rosa and Ambrose; Илья (Russian) at a board-game table with another Илья;
 * Can (Turkish, some English) in a student project group with Canan and Cansu; Claude (French) in
 * a choir with Claudine and Jean-Claude. In every scene the newest message (4005) asks the persona
 * by name.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Madrid neighbours: Sole asks Sol about Saturday's rooftop lunch (4005). */
export const SOL_OTHERS: ReadonlyMap<number, string> = new Map([
  [3996, 'El ascensor vuelve a estar parado, ¿alguien ha llamado al técnico?'], // Paco
  [3998, 'Reunión de la comunidad el jueves a las 19:30 en el portal'], // Inma
  [4000, 'Sol, ¿te quedan llaves del trastero? Necesito bajar las bicis'], // Marisol
  [4001, 'Quien haya dejado la caja de la mudanza en el rellano del 3º que la quite porfa'], // Rubén
  [4003, 'Mañana hay sol todo el día, ¿hacemos la comida en la azotea?'], // Chelo
  [4005, 'Sol, ¿te apuntas a la comida del sábado? Hacemos lista de quién trae qué'], // Sole
]);
export const SOL_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Yo llamé ayer al técnico, viene el lunes 🙄'],
  [4002, 'Marisol te las dejo en el buzón esta noche'],
]);
export const SOL_PEOPLE: readonly string[] = ['Marisol', 'Sole', 'Paco', 'Inma', 'Rubén', 'Chelo', 'Dani'];

/** The football team: the coach asks Max for Saturday's line-up (4005). */
export const MAX_OTHERS: ReadonlyMap<number, string> = new Map([
  [3995, 'Training Donnerstag fällt aus, Platz ist gesperrt'], // Trainer Uwe
  [3997, 'Wer hat meine Schienbeinschoner eingepackt? 😅'], // Kemal
  [3999, 'Ich kann Samstag erst ab 15 Uhr'], // Maxi
  [4001, 'Trikots sind gewaschen, wer holt sie bei mir ab?'], // Torben
  [4003, 'Max, hast du die Aufstellung schon?'], // Jonah
  [4005, 'Max, mach bitte die Aufstellung für Samstag und poste sie hier. Anstoß 15:30'], // Trainer Uwe
]);
export const MAX_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Ich hol die Trikots Freitag bei dir ab, Torben'],
  [4002, 'Maxi, 15 Uhr reicht locker'],
]);
export const MAX_PEOPLE: readonly string[] = [
  'Maxi',
  'Maximilian Roth',
  'Jonah',
  'Kemal',
  'Torben',
  'Sven',
  'Trainer Uwe',
];

/** The book club: Linh asks Rose to post who brings what and confirm Thursday (4005). */
export const ROSE_OTHERS: ReadonlyMap<number, string> = new Map([
  [3994, "Next month's pick is Tomorrow, and Tomorrow, and Tomorrow — 40 pages in and hooked"], // Gwen
  [3996, "I'll host in January, my flat's finally got chairs"], // Ambrose
  [3998, 'Can we do Thursday instead of Wednesday? Parents evening'], // Priya
  [4000, 'Rosa, did you finish it?? no spoilers'], // Tobi
  [4001, "Nearly! Rose lent me her copy, it's covered in her notes 😂"], // Rosa
  [4003, 'Who is bringing what on Thursday? I have the cheese covered'], // Margaret
  [4005, "Rose, you're the organiser — can you post who's bringing what and confirm Thursday?"], // Linh
]);
export const ROSE_OWN: ReadonlyMap<number, string> = new Map([
  [3997, 'Ambrose you legend'],
  [4002, 'my notes are ESSENTIAL reading Rosa'],
]);
export const ROSE_PEOPLE: readonly string[] = [
  'Rosa',
  'Ambrose',
  'Priya',
  'Gwen',
  'Tobi',
  'Margaret',
  'Linh',
];

/** Friday board games: the game master asks Илья's dwarf for the password (4005). */
export const ILYA_OTHERS: ReadonlyMap<number, string> = new Map([
  [3995, 'В пятницу играем Каркассон или продолжаем кампанию?'], // Гоша
  [3997, 'Кампания! Вы застряли у ворот гномьего города уже третью неделю'], // Мастер Стас
  [3999, 'Я принесу пиццу, кто что будет?'], // Вика
  [4001, 'Тёзка, ты взял мои кубики в прошлый раз?'], // Илья Б.
  [4003, 'Лёша опять опоздает, ставлю сотку'], // Катя
  [4005, 'Илья, твой дварф стоит перед воротами. Стражник спрашивает пароль. Что говоришь?'], // Мастер Стас
]);
export const ILYA_OWN: ReadonlyMap<number, string> = new Map([
  [4000, 'Мне пепперони 🍕'],
  [4002, 'Катя, не ставь, проиграешь)'],
]);
export const ILYA_PEOPLE: readonly string[] = ['Илья Б.', 'Катя', 'Гоша', 'Лёша', 'Вика', 'Мастер Стас'];

/** The final-year project group: Emre asks Can to write out who does which slides (4005). */
export const CAN_OTHERS: ReadonlyMap<number, string> = new Map([
  [3996, "Sunum slaytları drive'da, herkes kendi kısmını doldursun"], // Emre
  [3998, 'Can you guys check the survey results? 212 yanıt geldi 🎉'], // Zeynep
  [4000, 'Ben perşembe yokum, dişçi'], // Burak
  [4001, 'Can, demo videosunu sen mi çekiyorsun?'], // Canan
  [4003, 'Cuma 23:59 teslim, unutmayın!!'], // Cansu
  [4005, 'Can iş bölümünü yazar mısın? Kim hangi slaytı yapıyor belli olsun'], // Emre
]);
export const CAN_OWN: ReadonlyMap<number, string> = new Map([
  [3999, 'Bakıyorum şimdi'],
  [4002, 'Canan evet ben çekiyorum, pazar'],
]);
export const CAN_PEOPLE: readonly string[] = ['Canan', 'Cansu', 'Emre', 'Zeynep', 'Burak'];

/** The choir: Claudine asks Claude who rides with whom on Sunday and who brings what (4005). */
export const CLAUDE_OTHERS: ReadonlyMap<number, string> = new Map([
  [3995, 'Répétition mardi 20h, on reprend le Cantique de Jean Racine'], // Yves
  [3997, 'Je ne trouve plus ma partition des altos 😩'], // Odile
  [3999, "Covoiturage pour le concert de dimanche ? J'ai 3 places"], // Jean-Claude
  [4001, "Claude, c'est toi qui fais la liste des tenues ?"], // Maëlle
  [4003, "Moi je chante faux le la aigu, qui m'aide ? 😅"], // Bertrand
  [4005, 'Claude, tu peux dire qui monte avec qui dimanche ? Et qui apporte quoi pour le pot après ?'], // Claudine
]);
export const CLAUDE_OWN: ReadonlyMap<number, string> = new Map([
  [3998, "Odile je t'en scanne une ce soir"],
  [4002, 'Oui Maëlle, liste demain 👍'],
]);
export const CLAUDE_PEOPLE: readonly string[] = [
  'Claudine',
  'Jean-Claude',
  'Odile',
  'Bertrand',
  'Maëlle',
  'Yves',
];

function group(
  persona: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  participants: readonly string[],
): (entry: CorpusEntry) => CorpusEntry {
  return (entry) => ({ persona, chat: 'group', callout: true, others, own, participants, ...entry });
}

export const sol = group('Sol', SOL_OTHERS, SOL_OWN, SOL_PEOPLE);
export const max = group('Max', MAX_OTHERS, MAX_OWN, MAX_PEOPLE);
export const rose = group('Rose', ROSE_OTHERS, ROSE_OWN, ROSE_PEOPLE);
export const ilya = group('Илья', ILYA_OTHERS, ILYA_OWN, ILYA_PEOPLE);
export const can = group('Can', CAN_OTHERS, CAN_OWN, CAN_PEOPLE);
export const claude = group('Claude', CLAUDE_OTHERS, CLAUDE_OWN, CLAUDE_PEOPLE);
