/**
 * Set 87's cast: ten invented personas in ten languages, each in one or two chats. Marta
 * (Madrid) writes with her friend Lucía and in her building's group; Jakob (Bremen) with his
 * grandfather, who no longer sees well, and in his old boys' football group; Élodie (Lyon) in
 * her product team's group and with her brother Théo; Oksana (Moscow) with her sister Ира and in
 * her school class's group; Priya (London) in her book club and with Tom; Beatriz (a Brazilian in
 * Lisbon) with her mother; Kenji (Yokohama) with his friend ゆうと; Giulia (Verona) in her family
 * group; Zeynep (Istanbul) with Elif; Ania (Kraków) with Kasia.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = Pick<CorpusEntry, 'persona' | 'chat' | 'others' | 'own' | 'participants'>;

/** An entry in a chat, with the chat's defaults under what the entry states. */
function inChat(defaults: Chat): (entry: CorpusEntry) => CorpusEntry {
  return (entry) => ({ ...defaults, ...entry });
}

export const marta = inChat({
  persona: 'Marta',
  chat: 'direct',
  participants: ['Lucía'],
  others: new Map([
    [4001, 'Ya estoy en Valencia!! 🎉 el piso es enano pero tiene balcón'],
    [4003, 'Oye y allí qué, ¿llueve? Aquí un sol que flipas'],
    [4005, '¿Qué tal el tiempo por Madrid? Mañana vuelvo y no sé qué ponerme'],
  ]),
  own: new Map([
    [4002, 'qué envidia de balcón 😭'],
    [4004, 'espera que miro'],
  ]),
});

export const vecinos = inChat({
  persona: 'Marta',
  chat: 'group',
  participants: ['Paco', 'Carmen', 'Rafa', 'Nuria'],
  others: new Map([
    [3999, 'El ascensor sigue roto, dicen que hasta el jueves 😤'], // Carmen
    [4002, 'Otra vez bolsas de basura en el rellano del tercero...'], // Paco
    [4005, '¿Alguien ha recogido un paquete para el 4ºA? Pone entregado y no está'], // Nuria
  ]),
  own: new Map([[4000, 'Yo subo andando, me viene bien 😅']]),
});

export const opa = inChat({
  persona: 'Jakob',
  chat: 'direct',
  participants: ['Opa Heinz'],
  others: new Map([
    [4001, 'Moin Jakob. Die Augen wollen heute wieder nicht.'],
    [4003, 'Tante Gerda hat ein Foto geschickt'],
    [4005, 'Kannst du mir sagen was da drauf ist? Ich erkenne nur bunte Flecken'],
  ]),
  own: new Map([[4002, 'Moin Opa! Soll ich dir was vorlesen?']]),
});

export const herren = inChat({
  persona: 'Jakob',
  chat: 'group',
  participants: ['Kalle', 'Murat', 'Sven', 'Trainer Bernd'],
  others: new Map([
    [4001, 'Samstag 15 Uhr auswärts in Stuhr, Treffpunkt 13:45 am Vereinsheim'], // Bernd
    [4003, 'Wer hat eigentlich die Trikots gewaschen? Riechen wie Kalles Keller'], // Murat
    [4005, 'Jakob schreibst du den Spielbericht für die Homepage? Du warst ja am nächsten dran'], // Bernd
  ]),
  own: new Map([[4002, 'Ich fahr, hab noch 3 Plätze frei']]),
});

export const produit = inChat({
  persona: 'Élodie',
  chat: 'group',
  participants: ['Sami', 'Claire', 'Mathieu', 'Inès'],
  others: new Map([
    [4001, 'Qui a la main sur la démo client de jeudi ?'], // Sami
    [4003, 'Moi je suis en congé jeudi et vendredi 🏖️'], // Claire
    [4005, 'Élodie tu peux poster le CR de la réunion de ce matin stp ?'], // Sami
  ]),
  own: new Map([[4002, 'Je regarde mon agenda et je te dis']]),
});

export const theo = inChat({
  persona: 'Élodie',
  chat: 'direct',
  participants: ['Théo'],
  others: new Map([
    [4001, 'Ça y est, je récupère le chaton samedi !!'],
    [4003, 'Il est tigré avec une tache blanche sur le nez'],
    [4005, 'Tu peux me faire la liste de ce qu’il faut acheter ? Je suis perdu'],
  ]),
  own: new Map([[4002, 'NOOON trop bien 😻 photo !!']]),
});

export const ira = inChat({
  persona: 'Oksana',
  chat: 'direct',
  participants: ['Ира'],
  others: new Map([
    [4001, 'Привет, как вы там?'],
    [4003, 'Мама говорит, у вас метро закрыли, это правда?'],
    [4005, 'Расскажи, что там с метро, я ничего не поняла из её голосовых'],
  ]),
  own: new Map([[4002, 'Привет! Живы, кот орёт, всё как обычно']]),
});

export const klass = inChat({
  persona: 'Oksana',
  chat: 'group',
  participants: ['Дима', 'Света', 'Лёша', 'Наташа'],
  others: new Map([
    [3998, 'Двадцать лет выпуска, народ! Собираемся или как?'], // Дима
    [4001, 'Я в командировке до 1-го, без меня 😢'], // Лёша
    [4003, 'А мужа можно взять?'], // Наташа
    [4005, 'Я пропустила всё обсуждение, кто собирает деньги и когда встреча?'], // Света
  ]),
  own: new Map([[4002, 'Наташа, конечно можно!']]),
});

export const bookClub = inChat({
  persona: 'Priya',
  chat: 'group',
  participants: ['Tom', 'Hannah', 'Greg', 'Yasmin'],
  others: new Map([
    [4000, 'Chapter 5 was a slog, not going to lie'], // Greg
    [4003, 'I fell asleep halfway through chapter 5 and now I have no idea who anyone is'], // Hannah
    [4005, 'Remind me who Mrs Danvers is?? Is she the housekeeper or the sister'], // Hannah
  ]),
  own: new Map([[4001, 'Greg it gets SO much better, trust me']]),
});

export const tom = inChat({
  persona: 'Priya',
  chat: 'direct',
  participants: ['Tom'],
  others: new Map([
    [4001, 'Rough day. Didn’t get the job.'],
    [4003, 'They went with someone internal, which fair enough'],
    [4005, 'Anyway. What was that film you kept telling me about, the Korean one?'],
  ]),
  own: new Map([[4002, 'Oh Tom, no. Their loss, honestly']]),
});

export const mae = inChat({
  persona: 'Beatriz',
  chat: 'direct',
  participants: ['Mãe'],
  others: new Map([
    [4001, 'Filha, comprei a passagem! Chego dia 3 de dezembro ✈️'],
    [4003, 'Fiz aquele bolo de fubá hoje, olha'],
    [4005, 'Como tá o tempo aí em Lisboa? Levo casaco?'],
  ]),
  own: new Map([[4002, 'MÃE!!! que felicidade 😭❤️']]),
});

export const yuto = inChat({
  persona: 'Kenji',
  chat: 'direct',
  participants: ['ゆうと'],
  others: new Map([
    [4001, '明日の釣り、6時に本牧でいい？'],
    [4003, '昨日の試合見逃した…'],
    [4005, 'てか明日の天気わかる？風強かったらやめよう'],
  ]),
  own: new Map([[4002, 'いいよ、車出す']]),
});

export const famiglia = inChat({
  persona: 'Giulia',
  chat: 'group',
  participants: ['Mamma', 'Papà', 'Nonna Lina', 'Luca', 'Zia Rosa'],
  others: new Map([
    [4001, 'Foto dalla cima del Monte Baldo!! 🏔️'], // Luca
    [4003, 'Che bello Luca, ma non hai freddo?'], // Mamma
    [4005, 'Giulia mi dici cosa c’è nella foto di Luca? Col telefono non vedo niente'], // Nonna Lina
  ]),
  own: new Map([[4002, 'Bravissimo Luca 👏']]),
});

export const elif = inChat({
  persona: 'Zeynep',
  chat: 'direct',
  participants: ['Elif'],
  others: new Map([
    [4001, 'Yeni ev nasıl, yerleştin mi?'],
    [4003, 'Bu arada derbiyi izleyemedim, çalışıyordum'],
    [4005, 'Yeni ev arkadaşın nasıl biri peki? Anlat anlat'],
  ]),
  own: new Map([[4002, 'Yavaş yavaş, kutular hâlâ koridorda 😅']]),
});

export const kasia = inChat({
  persona: 'Ania',
  chat: 'direct',
  participants: ['Kasia'],
  others: new Map([
    [4001, 'Sorry że nie przyszłam wczoraj, mała miała gorączkę'],
    [4003, 'Już lepiej, śpi'],
    [4005, 'Co było na zebraniu wspólnoty? Coś ważnego?'],
  ]),
  own: new Map([[4002, 'Nic się nie stało! Jak mała?']]),
});
