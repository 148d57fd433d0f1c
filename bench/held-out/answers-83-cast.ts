/**
 * Set 83's cast: eleven invented personas and the chats they answer in. Maren is a backend
 * developer in Hamburg (her friend Till alone, and her team's group); Camille a sociology
 * student in Lyon (Inès alone); Rosa organises hikes in Mexico City (her hiking group); Olena
 * lives in Lviv (Dasha alone); Priya is a copy editor in Bengaluru (Kabir alone); Zeynep studies
 * architecture in Istanbul (her class group); Aoi lives in Osaka (Haruka alone); Bia is a nurse
 * in São Paulo (Júlia alone); Kasia shares a flat in Kraków (the flat's group); Giulia lives in
 * Turin (her mother alone); Nora lives in Cork (Sam alone).
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';

type Chat = Pick<CorpusEntry, 'persona' | 'others' | 'own' | 'participants' | 'chat' | 'callout'>;

/** Maren and Till: a KeyError, a date, and a bio for Till's talk (4005). */
export const MAREN_TILL: Chat = {
  persona: 'Maren',
  participants: ['Till'],
  others: new Map([
    [4001, 'Kannst du mir kurz helfen? Mein Python-Skript wirft einen KeyError'],
    [4003, 'Und sag mal, wie war das Date mit Fabian?'],
    [
      4005,
      'Ach, und schreib mir bitte eine kurze Bio für meinen Vortrag am Donnerstag, du kannst das besser 🙈',
    ],
  ]),
  own: new Map([
    [4002, 'Klar, schick mal den Traceback'],
    [4004, 'Haha, erzähl ich dir gleich'],
  ]),
};

/** Maren's team group: Jule asks her by name to take Friday's deployment (4005). */
export const MAREN_TEAM: Chat = {
  persona: 'Maren',
  chat: 'group',
  callout: true,
  participants: ['Jule', 'Kaan', 'Ole'],
  others: new Map([
    [3998, 'Wer kümmert sich um das Deployment am Freitag?'],
    [4001, 'Maren hatte doch das Runbook geschrieben, oder?'],
    [4003, 'Ich bin Freitag raus, Zahnarzt 🦷'],
    [4005, 'Maren, kannst du das übernehmen und kurz aufschreiben, was zu tun ist?'],
  ]),
  own: new Map([[4000, 'Moin zusammen']]),
};

/** Camille and Inès: thirty pages of sociology, a summary and a translation asked for (4005). */
export const CAMILLE_INES: Chat = {
  persona: 'Camille',
  participants: ['Inès'],
  others: new Map([
    [4001, 'tu as lu le texte de Bourdieu pour le TD de socio ?'],
    [4003, "franchement j'ai rien compris, c'est 30 pages"],
    [
      4005,
      'tu peux me faire un résumé rapide stp 🙏 et me traduire la citation de la fin en anglais pour ma binôme erasmus',
    ],
  ]),
  own: new Map([
    [4002, "oui hier soir, c'est dense"],
    [4004, 'attends je regarde mes notes'],
  ]),
};

/** Rosa's hiking group: Memo asks her by name for the final packing list (4005). */
export const ROSA_HIKE: Chat = {
  persona: 'Rosa',
  chat: 'group',
  callout: true,
  participants: ['Memo', 'Lupita', 'Caro', 'Don Beto'],
  others: new Map([
    [3997, '¿Quién lleva la casa de campaña grande?'],
    [4001, '¿Ya está la lista de lo que hay que llevar?'],
    [4003, 'Yo no tengo bolsa de dormir 😬'],
    [4005, 'Rosa, pásanos la lista final porfa, salimos el sábado a las 5am'],
  ]),
  own: new Map([[3999, 'Yo armo la lista hoy en la noche']]),
};

/** Olena and Dasha: Marichka's wedding tomorrow, Dasha has no toast (4005). */
export const OLENA_DASHA: Chat = {
  persona: 'Olena',
  participants: ['Даша'],
  others: new Map([
    [4001, 'Завтра весілля Марічки, а я досі без тосту 😭'],
    [4003, 'Ти ж її знаєш з першого класу'],
    [4005, 'Напиши мені тост, будь ласка, хвилини на дві, не більше'],
  ]),
  own: new Map([
    [4002, 'Ой, вже завтра?'],
    [4004, 'Знаю, ще б пак 😄'],
  ]),
};

/** Priya and Kabir: ChatGPT at work, prompts, and his cover letter (4005). */
export const PRIYA_KABIR: Chat = {
  persona: 'Priya',
  participants: ['Kabir'],
  others: new Map([
    [4001, 'yaar my manager wants us to use ChatGPT for all the product descriptions now'],
    [4003, 'what prompt do you even use for that'],
    [
      4005,
      'also can you look at my cover letter draft? first line is "I am writing to express my keen interest in the role of Content Lead"',
    ],
  ]),
  own: new Map([
    [4002, 'lol welcome to 2025'],
    [4004, 'depends, send me what you have'],
  ]),
};

/** Zeynep's class group: Mert asks her by name to hand out the model's parts (4005). */
export const ZEYNEP_CLASS: Chat = {
  persona: 'Zeynep',
  chat: 'group',
  callout: true,
  participants: ['Ece', 'Burak', 'Selin', 'Mert'],
  others: new Map([
    [3999, 'maket teslimi perşembe mi cuma mı'],
    [4001, 'cuma 10:00, hoca söyledi'],
    [4003, 'kim hangi kısmı yapıyor hâlâ belli değil'],
    [4005, 'Zeynep sen dağıtsana görevleri, en düzenlimiz sensin 😅'],
  ]),
  own: new Map([[4000, 'bence de cuma']]),
};

/** Aoi and Haruka: the class reunion Aoi organises, and a thank-you to their old teacher (4005). */
export const AOI_HARUKA: Chat = {
  persona: 'Aoi',
  participants: ['はるか'],
  others: new Map([
    [4001, '来週の同窓会、幹事やってくれてありがとう！'],
    [4003, 'ところで田中くんって来るの？'],
    [4005, '出欠まとめてもらえる？あと佐藤先生にお礼のメッセージ送りたいんだけど、文面考えてくれない？'],
  ]),
  own: new Map([
    [4002, 'いえいえ、楽しみだね'],
    [4004, 'うん、来るって！'],
  ]),
};

/** Bia and Júlia: a vet from a dating app, and what to answer him (4005). */
export const BIA_JULIA: Chat = {
  persona: 'Bia',
  participants: ['Júlia'],
  others: new Map([
    [4001, 'amiga, conheci um cara no app'],
    [4003, 'ele se chama Rafael, 34, veterinário 🐶'],
    [4005, 'me ajuda a responder ele? ele perguntou o que eu gosto de fazer no fim de semana'],
  ]),
  own: new Map([
    [4002, 'CONTA TUDO'],
    [4004, 'veterinário??? casa logo'],
  ]),
};

/** Kasia's flat group: the electricity bill, Wiktor asks her by name to split it (4005). */
export const KASIA_FLAT: Chat = {
  persona: 'Kasia',
  chat: 'group',
  callout: true,
  participants: ['Kuba', 'Ola', 'Wiktor'],
  others: new Map([
    [4001, 'rachunek za prąd przyszedł, 412 zł 💀'],
    [4003, 'kto ostatnio kupował papier toaletowy?'],
    [4005, 'Kasia możesz rozpisać kto ile płaci? Ola była miesiąc w Lizbonie'],
  ]),
  own: new Map([[4002, 'o nie']]),
};

/** Giulia and her mother: Christmas, and Marco the cook her aunt wants to know about (4005). */
export const GIULIA_MAMMA: Chat = {
  persona: 'Giulia',
  participants: ['Mamma'],
  others: new Map([
    [4001, 'Tesoro, zia Carla chiede se vieni a Natale'],
    [4003, 'E il tuo amico Marco, quello che fa il cuoco, viene anche lui?'],
    [4005, 'Dimmi qualcosa di lui, che la zia vuole sapere tutto 😄'],
  ]),
  own: new Map([
    [4002, 'Sì mamma, arrivo il 23'],
    [4004, 'Forse sì!'],
  ]),
};

/** Nora and Sam: talking to a chatbot at night (4005). */
export const NORA_SAM: Chat = {
  persona: 'Nora',
  participants: ['Sam'],
  others: new Map([
    [4001, 'ok weird question, do you think it is bad that I talk to a chatbot at night'],
    [4003, "it's just easier than waking anyone up"],
    [4005, 'be honest'],
  ]),
  own: new Map([
    [4002, 'not weird at all, go on'],
    [4004, 'mm'],
  ]),
};
