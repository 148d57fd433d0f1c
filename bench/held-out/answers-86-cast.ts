/**
 * Set 86's cast: nine group chats in nine languages, three to nine members each, every turn
 * answering a member who called the persona by name (4005). Anke shares a Berlin flat (German),
 * Ximena is in her Mexican cousins' group (Spanish), Soline in a climbing club (French), Vera in
 * an office team (Russian), 美羽 in a university circle (Japanese), Thaís in a band (Brazilian
 * Portuguese), Elif in her building's neighbours' group (Turkish), Ornella in a five-a-side group
 * (Italian) and Femke in a book club of three (Dutch).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

/** Lines joined as the model wrote them. */
export const j = (...lines: string[]): string => lines.join('\n');

/** An answer in a group whose turn answers a member who called the persona. */
function group(
  persona: string,
  others: ReadonlyMap<number, string>,
  own: ReadonlyMap<number, string>,
  participants: readonly string[],
): (entry: Omit<CorpusEntry, 'persona'>) => CorpusEntry {
  return (entry) => ({ persona, chat: 'group', callout: true, others, own, participants, ...entry });
}

/** The flat share in Berlin: Saturday's dinner, the landlord, old photos. */
export const wg = group(
  'Anke',
  new Map([
    [3998, 'Wer hat eigentlich den Putzplan für Dezember gemacht? Ich steh da dreimal drauf 🙃'], // Till
    [4000, 'Samstag WG-Abendessen, wer bringt was mit? Ich mach Nachtisch'], // Mara
    [4001, 'Der Vermieter kommt Dienstag um 10 wegen der Heizung, kann jemand aufmachen?'], // Behrang
    [4003, 'Ich hab beim Ausmisten eine Kiste alter Fotos von 2019 gefunden 😂'], // Frieda
    [4005, 'Anke, du hast doch die Liste – wer macht jetzt was am Samstag?'], // Mara
  ]),
  new Map([
    [3999, 'Ich hab den Putzplan gemacht, Till, beschwer dich beim Würfel 🎲'],
    [4002, 'Ich kann Dienstag nicht, hab Frühschicht'],
  ]),
  ['Till', 'Mara', 'Behrang', 'Frieda'],
);

/** The cousins' group: the posada, the grill, the story of Memo locked in the bathroom. */
export const primos = group(
  'Ximena',
  new Map([
    [3996, 'Buenos días familia, ya confirmen quién viene a la posada del 20 🙏'], // Tía Lulú
    [3998, 'Yo llevo la piñata pero alguien que me ayude a rellenarla'], // Chuy
    [4000, '¿Quién trae el carbón para la carne asada? Yo pongo el asador'], // Rodrigo
    [4001, 'Xime, ¿te acuerdas cuando Memo se quedó encerrado en el baño de la abuela? jajaja'], // Paty
    [4003, 'Alguien haga un resumen porfa, llevo tres días sin leer el grupo 😅'], // Dani
    [4005, 'Xime cuenta la historia del baño, que Dani no se la sabe'], // Memo
  ]),
  new Map([
    [3999, 'Yo voy a la posada, llevo tamales de rajas'],
    [4002, 'JAJAJA cómo olvidarlo'],
  ]),
  ['Rodrigo', 'Paty', 'Chuy', 'Tía Lulú', 'Memo', 'Dani'],
);

/** The climbing club: Sunday at Fontainebleau, lifts, the club's announcement. */
export const grimpe = group(
  'Soline',
  new Map([
    [4001, "Qui vient à Fontainebleau dimanche ? Départ 8h de Porte d'Orléans"], // Bastien
    [4003, 'Je peux prendre deux personnes dans ma voiture, pas plus'], // Awa
    [4005, "Soline tu peux faire l'annonce pour la sortie du club ? T'écris mieux que nous 😅"], // Quentin
  ]),
  new Map([[4002, 'Moi je viens ! Je ramène le crash pad']]),
  ['Bastien', 'Awa', 'Quentin'],
);

/** The office team: Nina's birthday on Friday, the report, the coffee machine. */
export const otdel = group(
  'Вера',
  new Map([
    [3997, 'Коллеги, в пятницу у Нины день рождения, скидываемся по 500 ₽'], // Оксана
    [3999, 'Кто-нибудь знает, когда починят кофемашину на третьем?'], // Тимур
    [4001, 'Вера, ты отправила отчёт клиенту? Они спрашивают с утра'], // Кирилл
    [4003, 'Тимур, кофемашину обещали к среде, но я бы не верил'], // Лёша
    [4005, 'Вера, скажи тост за Нину, она сейчас в чате, пусть прочитает 🥂'], // Оксана
  ]),
  new Map([
    [4000, 'Я скинула, номер карты в закрепе'],
    [4002, 'Скидываю, 500 отправила 👍'],
  ]),
  ['Кирилл', 'Оксана', 'Тимур', 'Лёша', 'Нина'],
);

/** The university circle: shopping for the training camp. */
export const circle = group(
  '美羽',
  new Map([
    [4000, '合宿の買い出し、誰が何担当する？'], // 健太
    [4001, '私は車出せるよ！8人乗り'], // さくら
    [4003, '俺バイト終わるの18時だから遅れるかも'], // 翔
    [4005, '美羽、担当決めてくれない？まとめるの得意でしょ'], // 健太
  ]),
  new Map([[4002, 'さくらありがとう！助かる〜']]),
  ['健太', 'さくら', '翔'],
);

/** The band: the show on the 14th, rehearsal, the red cable, Duda's spoons. */
export const banda = group(
  'Thaís',
  new Map([
    [3996, 'Ensaio quinta às 19h no estúdio do Gui, confirmem'], // Renan
    [3998, 'Quem ficou com o cabo P10 vermelho? Sumiu de novo'], // Bia
    [4000, 'O show do dia 14 tá confirmado!! 🎸🔥'], // Fernando
    [4001, 'Alguém posta no insta? Eu não sei fazer arte'], // Lari
    [4003, 'Thaís, como foi aquele dia que a Duda esqueceu a baqueta e tocou com colher?'], // Caio
    [4005, 'Thaís manda o resumo do que ficou decidido ontem, eu perdi a reunião 😭'], // Malu
  ]),
  new Map([
    [3999, 'Tá comigo o cabo, Bia, desculpa 🙈'],
    [4002, 'Eu faço a arte, Lari!'],
  ]),
  ['Caio', 'Duda', 'Renan', 'Bia', 'Fernando', 'Lari', 'Gui', 'Malu'],
);

/** The building's neighbours: the lift, the monthly fee, a parcel; Elif now manages the building. */
export const apartman = group(
  'Elif',
  new Map([
    [4000, 'Komşular, asansör yine bozuk, yöneticiye haber veren oldu mu?'], // Ayşe Hanım
    [4001, 'Aidatlar bu ay 750 TL, cuma gününe kadar yatıralım lütfen'], // Murat Bey
    [4003, 'Elif Hanım, kargonuz bende, akşam kapınıza bırakırım'], // Cem
    [4005, 'Elif, yönetici sensin artık, bir duyuru yapsan mı? Herkes kafası karışık 😅'], // Selin
  ]),
  new Map([[4002, 'Yöneticiyi aradım, yarın sabah teknisyen gelecekmiş']]),
  ['Murat Bey', 'Ayşe Hanım', 'Cem', 'Selin'],
);

/** Thursday's five-a-side: the pitch, the bill, a newcomer called Enzo. */
export const calcetto = group(
  'Ornella',
  new Map([
    [3999, "Giovedì calcetto alle 21, chi c'è?"], // Davide
    [4001, 'Io ci sono ma ho il ginocchio a pezzi, faccio il portiere'], // Saverio
    [4003, 'Ho prenotato il campo 3, sono 80 euro in tutto'], // Marta
    [4005, 'Ornella, descrivi il gruppo in una frase per il nuovo, Enzo arriva giovedì'], // Pietro
  ]),
  new Map([[4002, 'Presente! Porto le pettorine']]),
  ['Pietro', 'Davide', 'Saverio', 'Marta'],
);

/** A book club of three: January's book, spoilers, whose home. */
export const leesclub = group(
  'Femke',
  new Map([
    [4001, 'Volgende keer bij mij? Ik heb nieuwe stoelen 😄'], // Joost
    [4003, 'Ik heb het boek nog niet uit, spoilers verboden!!'], // Anouk
    [4005, 'Femke, jij hebt nog het laatste woord: welk boek kiezen we voor januari?'], // Joost
  ]),
  new Map([[4002, 'Bij Joost is prima! Ik neem kaas mee']]),
  ['Joost', 'Anouk'],
);
