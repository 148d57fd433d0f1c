import { isMessageWord } from './meta-words.js';
import { SPEAKS_AS_I } from './speech-assistant.js';
import type { PersonaName } from './speech-context.js';
import { ANSWERING, FEELING, FIRST } from './speech-mind.js';
import { namesAMember, saidToNoOne, unwrapped } from './speech-room.js';
import { escapeRegExp, namesPersona, UNSPACED } from './speech-wrappers.js';

/*
 * The writer telling itself what its answer must do, or reading a mood under a label, in any of
 * the languages personas speak: held back as reasoning. A person's line speaks to someone, asks,
 * exclaims or carries an emoji.
 */

/**
 * The answer as the subject of what it must do (`Odpowiedź ma ją uspokoić…`, `The reply should
 * validate her feelings…`, `Cevap onu sakinleştirmeli…`): a line of its own opening with the word
 * for the answer, unowned, then a modal and what it must do. `The answer has to be no` is a
 * person's, and so is whose answer it is (`your answer`, `Antwort von Mama`).
 */
export function aimsItsAnswer(paragraph: string, partner?: string): boolean {
  const { line } = unwrapped(paragraph);
  if (!saidToNoOne(line) || /\p{Extended_Pictographic}/u.test(line)) return false;
  // The goal or the main thing, then what it does to the partner (`The aim is to take the guilt
  // off her`, `Lo principal ahora es animar a Quique…`); `the main thing is to rest` is advice.
  const aim = AIM_FIRST.exec(line);
  if (aim) {
    const rest = line.slice(aim[0].length);
    const named =
      partner !== undefined &&
      partner.length >= 3 &&
      new RegExp(`(?<!\\p{L})${escapeRegExp(partner.slice(0, -1))}\\p{L}{0,4}(?!\\p{L})`, 'iu').test(rest);
    return named || AIM_OBJECT.test(rest);
  }
  const opened = ANSWER_FIRST.exec(line);
  if (!opened || !isMessageWord(opened[1] ?? '')) return false;
  const rest = line.slice(opened[0].length);
  // An answer someone else owes, arriving (`Odpowiedź ma przyjść do piątku`), is news.
  if (ARRIVES.test(rest)) return false;
  const modal = MODAL.exec(rest);
  if (modal && modal.index === 0) return rest.slice(modal[0].length).trim().split(/\s+/).length >= 3;
  // How it came out, as the writer appraises it (`Ответ получился лёгким и с юмором…`); a figure
  // (`the answer came out 42`) is a person's sum.
  if (APPRAISED.test(rest) || DESCRIBED.test(rest))
    return !/\d/u.test(rest) && rest.trim().split(/\s+/).length >= 3;
  // Where the obligation is the verb's ending (`Cevap onu sakinleştirmeli`).
  return /^(?:\s+\p{L}+){0,3}?\s+\p{L}+(?:meli|malı)(?!\p{L})/u.test(rest);
}
const ANSWER_FIRST =
  /^[\s*_]*(?:(?:the|this|a|o|la|el|het|de|die|der|das|le|il|η|το)\s+|l['’]\s*)?(\p{L}+)(?=\s)/iu;
/** Him or her acted on, not an article (`lo principal es la salud` is advice). */
const AIM_OBJECT =
  /(?<!\p{L})(?:him|her|them|ihn|ihm|ją|go|jej|его|её|ему|ей|його|її|йому|jí|ho|mu|hem|haar|onu|honom|henne|őt|τον|την|της|του|אותה|אותו|אותם)(?!\p{L})|\p{L}{2,}r(?:la|lo|le|li|gli)(?!\p{L})|(?<!\p{L})(?:le|la|les|lui)\s+\p{L}+(?:er|ir|re)(?!\p{L})/iu;
/** The goal or the main thing as the sentence's subject, before what it is. */
const AIM_FIRST =
  /^[\s*_–—-]*(?:(?:the|a|o|la|el|il|lo|le|das|der|die|het|de)\s+|l['’])?(?:(?:main|most important|key)\s+thing|aim|goal|point|wichtigste|ziel|principal|más importante|essentiel|objectif|cosa più importante|obiettivo|главное|цель|najważniejsze|cel|belangrijkste|doel|en önemlisi|amaç|cél|célja|mål|målet|viktigaste|στόχος|scopul|obiectivul|objetivo|mais importante|tujuan|tujuannya|tavoite|מטרה|המטרה)(?!\p{L})(?:\s+(?:now|ahora|teraz|сейчас|jetzt|maintenant|ora|agora|nu|şimdi|acum|most|τώρα))?[\s,]*(?:is|es|ist|est|è|é|to|jest|это|—|–|-|=|är|az|e|είναι|is om|dat|hogy|att)?(?!\p{L})/iu;
const APPRAISED =
  /^\s+(?:came out|turned out|comes across|reads|sounds|βγήκε|ακούγεται|получился|получилось|вышел|звучит|вийшла|вийшов|klingt|wirkt|suena|quedó|soa|ficou|sembra|è venuta|brzmi|wyszła|wyszedł|zní|vyšla|oldu|a ieșit|sună|blev|låter|terdengar|jadinya)(?!\p{L})/iu;
/** Described by two words joined (`Odpověď je stručná a přátelská`); `the answer is yes and no` is one. */
const DESCRIBED =
  /^\s+(?:is|je|jest|est|ist|es|è|é|är|er|είναι|є|есть)\s+(?!(?:yes|no|ano|ne|tak|nie|sí|si|oui|non|ja|nein|да|нет|так|ні)(?!\p{L}))\p{L}+,?\s+(?:and|a|i|und|et|y|e|och|og|και|і|и|és|și|en)\s+\p{L}+/iu;
const ARRIVES =
  /(?<!\p{L})(?:come|comes|arrive|arrives|przyjść|przyjdzie|dojść|llegar|llegue|chegar|arriver|arrivare|kommen|komen|прийти|придёт|придет|gelmeli|gelir)(?!\p{L})/iu;
const MODAL =
  /^\s+(?:should|must|needs to|has to|ought to|должен|должна|должно|ma|musi|powinna|powinien|powinno|precisa|deve|devia|tem que|tem de|debería|debe|tiene que|ha de|moet|zou moeten|soll|sollte|muss|doit|devrait|dovrebbe)(?!\p{L})/iu;

/**
 * The writer's reading of someone under a label naming it, in any of the languages: their mood or
 * state (`Настроение: держится…`, `Estado de ánimo de Quique: inseguro…`, `相手の気持ち：不安と…`),
 * its reading of them (`Lecture : il est blessé…`, `Einschätzung: …`), what they told
 * (`What Kemi said: …`, `Ce qu'Arnaud m'a raconté : …`), or the turn's goal (`Ziel: sie zum Lachen
 * bringen`, `(obiettivo: farla ridere)`). A person's own says "I" (`my mood:`), carries an emoji
 * (`mood: 😴`) or exclaims; a mood of a few words may be her own.
 */
export function readsAMood(paragraph: string, participants: readonly string[] = []): boolean {
  const { line } = unwrapped(paragraph);
  // A member's name as the label, by colon or dash, then how they feel (`Otieno: defensive, feels
  // singled out…`, `Javiera – hurt but hiding it; Benjamín – …`); `Giorgi — crates` is a rota.
  const member = /^[\s*_[]*(\p{Lu}[\p{L}-]{2,})[*_]*(?:[:：]|\s+[—–-])\s*(.+)$/u.exec(line);
  if (
    member &&
    namesAMember(member[1] ?? '', participants) &&
    FEELING.test(member[2] ?? '') &&
    saidToNoOne(line) &&
    !SPEAKS_AS_I.test(line) &&
    !/\p{Extended_Pictographic}/u.test(line)
  )
    return true;
  const label = /^[\s*_[]*([^:：\n]{2,40}?)[*_]*[:：][*_]*\s*(.+?)[\]]?$/u.exec(line);
  const head = label?.[1] ?? '';
  const content = label?.[2] ?? '';
  if (
    !label ||
    /(?<!\p{L})(?:my|mi|mein|meine|mój|moja|мо[ёея]|ma|mon|il mio)(?!\p{L})/iu.test(head) ||
    !saidToNoOne(content) ||
    SPEAKS_AS_I.test(content) ||
    /\p{Extended_Pictographic}/u.test(content)
  )
    return false;
  const words = content.trim().split(/\s+/).length;
  if (READING.test(head)) return words >= 4 || UNSPACED_SIGN.test(content);
  if (TOLD.test(head)) return words >= 4;
  // The plan of the answer, its head naming both (`Plán odpovědi:`); `Piano:` alone is hers.
  if (PLAN.test(head) && head.split(/\s+/).some(isMessageWord)) return words >= 2;
  // A recap of the conversation (`Resumo da conversa: Rafa perguntou…`).
  if (RECAP.test(head)) return words >= 4;
  // The order it answers in (`Orden: primero Fer, después Karla`).
  if (ORDER.test(head) && (FIRST.test(content) || /→|->|⇒/u.test(content))) return true;
  // A goal is the writer's when it acts on someone: by pronoun (`le rassurer`, `farla ridere`), or
  // a member by name (`Cíl: potvrdit Pavlovi auto`).
  const named = namesAMember(content, participants);
  // Wrapped whole (`[Cél: megnyugtatni anyut, …]`), a goal is the writer's whatever it acts on.
  const wrapped = /^\s*[[(（]/u.test(paragraph);
  return GOAL.test(head) && (wrapped || OBJECT_PRONOUN.test(content) || UNSPACED_SIGN.test(content) || named);
}
/**
 * A summary under its label naming the persona in the third person (`Tóm tắt: Linh nhờ Thảo lo vụ
 * xe…`): the writer's recap of the turn. A person's summary for the group speaks as "I".
 */
export function recapsTheTurn(paragraph: string, persona: PersonaName): boolean {
  const { line } = unwrapped(paragraph);
  const label = SUMMARY_LABEL.exec(line);
  if (!label || !saidToNoOne(line)) return false;
  // Or answering both that it recaps (`…Bence apa miatt aggódik; mindkettőre válaszolok.`).
  const content = line.slice(label[0].length);
  if (ANSWERING.test(content) && BOTH.test(content)) return true;
  return !SPEAKS_AS_I.test(line) && namesPersona(content, persona);
}
const BOTH =
  /(?<!\p{L})(?:both|all|each|mindkett\p{L}*|mindegyik\p{L}*|beide\p{L}*|obu|oboje|obě|ambos|ambas|entrambi|tous les deux|обоим|обоих|на оба|обидва|ikisine|keduanya|cả hai|båda|begge|και στους δύο)(?!\p{L})/iu;
/** A summary, as the writer heads a recap, in the languages personas write. */
const SUMMARY =
  'summary|recap|tl;?dr|resumo|resumen|résumé|riepilogo|podsumowanie|zusammenfassung|samenvatting|özet|резюме|кратко|підсумок|shrnutí|yhteenveto|összefoglaló|rezumat|sammanfattning|sammendrag|ringkasan|rangkuman|tóm tắt|tóm lại|सारांश|まとめ|요약|总结|סיכום';
const SUMMARY_LABEL = new RegExp(`^[\\s*_[]*(?:${SUMMARY})[*_]*\\s*[:：]`, 'iu');
/** A sign of a script written without spaces, where words are not counted. */
const UNSPACED_SIGN = new RegExp(`[${UNSPACED}]`, 'u');
const READING =
  /(?<!\p{L})(?:mood|state of mind|emotional state|state|feelings|reading|assessment|humor|humour|humeur|stemming|stimmung|gemütslage|einschätzung|zustand|lecture|état|état d['’]esprit|настроение|настрій|состояние|стан|емоційний стан|nastrój|stan|ruh hali|durum|estado de ánimo|estado emocional|estado de espírito|estado|umore|stato d['’]animo|stato|lettura|ánimo|nálada|odhad nálady|stav|odczyt|tunnetila|mieliala|érzelmi állapot|hangulat|leitura|leitura da situação|perasaan|suasana hati|gemoedstoestand|approach|strategy|room|vibe|atmosphere|ambiance|ambiente|atmosfera|atmosfeer|aanpak|ansatz|vorgehen|enfoque|estrategia|approccio|strategia|abordagem|podejście|подход|yaklaşım|přístup|pendekatan)(?!\p{L})|気分|心情|気持ち|状況|様子|方針|기분|상태|감정|מצב רוח|גישה/iu;
/** A summary of the conversation, as the writer heads its recap. */
const RECAP = new RegExp(
  `^(?:${SUMMARY})\\s+(?:of the|da|de la|del|della|der|van het|z)\\s+(?:conversation|chat|thread|conversa|conversación|conversazione|rozmowy|unterhaltung|gesprek)$`,
  'iu',
);
/** An order, as the writer heads the order of its answers. */
const ORDER = /^(?:order|orden|ordem|ordre|ordine|reihenfolge|volgorde|kolejność|порядок|sıra|sıralama)$/iu;
/** A plan, as the writer heads the plan of its answer. */
const PLAN = /(?<!\p{L})(?:plan|plán|plano|piano|план|planu|suunnitelma|rencana)(?!\p{L})|計画|계획|תוכנית/iu;
/** What someone told, as the writer heads its recap (`What Kemi said:`, `Zeynep'in anlattığı:`). */
const TOLD =
  /^(?:what\s+\p{L}+\s+(?:said|told|wrote)|ce qu['’]\p{L}+\s+(?:m['’]a|a)\s+(?:dit|raconté|écrit)|lo que (?:dijo|contó)|was \p{L}+ (?:sagt|erzählt)|\p{L}+['’](?:in|ın|un|ün|nin|nın) anlattığı)/iu;
const GOAL =
  /(?<!\p{L})(?:goal|aim|objective|ziel|objectif|obiettivo|objetivo|cel|цель|мета|cíl|doel|amaç|hedef|tujuan|tujuannya|tavoite|scop|obiectiv|mål|mục tiêu|mục đích|cél|célja)(?!\p{L})|目的|目標|목표|מטרה|लक्ष्य|उद्देश्य/iu;
/** Him, her or them as a verb's object, as the writer acts on the partner. */
const OBJECT_PRONOUN =
  /(?<!\p{L})(?:him|her|them|ihn|ihm|sie|ihr|le|la|lui|les|lo|gli|ją|go|jej|его|её|ему|ей|його|її|йому|jí|ho|mu|hem|haar|onu|ona|אותה|אותו)(?!\p{L})|\p{L}{3,}(?:la|lo|gli)(?!\p{L})|(?<!\p{L})ať\s/iu;

/** A line under a label of its own (`Настроение: держится…`), whole without a full stop. */
export const LABEL_LINE = /^[\s*_]*[^:：\n]{2,40}?[*_]*(?:[:：][*_]*\s+|：[*_]*)\S/u;
