import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { oneLineMessage, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * The writer's offer to redo its answer, after the message, in the languages personas speak:
 * an offer's form (at the sentence's start, or at its end where the verb comes last) with the
 * answer's wording, tone or version as its object. Held back, the message sent whole. The twins
 * are the persona's own offers, of a favour or of something for the partner, and are sent.
 * The words are the test's own.
 */
const seed = seedFrom('SPEECH_OFFERS_SEED', 20261128);
const runs = { numRuns: 150, seed };
const message = oneLineMessage;

/** Offers to redo the answer, one or two per language. */
const REWORK_OFFERS = [
  'Would a snappier variant work better? Happy to try.',
  'I can also rephrase it to sound less stiff.',
  'Soll ich das Ganze etwas förmlicher formulieren?',
  'Wenn du magst, schreibe ich eine kürzere Fassung.',
  '¿Quieres que lo reescriba más corto?',
  '¿Quieres que lo escriba más corto?',
  // "For you" before the verb.
  '¿Quieres que te haga una versión más formal del mensaje?',
  'Vuoi che ti faccia una versione più breve?',
  'Tu veux que je te fasse une version plus courte ?',
  'Si tu veux, je le fais plus court.',
  'Se quiser, posso reescrever com menos emojis.',
  'Se vuoi te la riformulo in modo più leggero.',
  'Si tu veux, je peux reformuler plus simplement.',
  'Zal ik het wat luchtiger herschrijven?',
  'Om du vill kan jag skriva om den lite kortare.',
  'Chcesz, żebym przeredagował to na luźniej?',
  'Хочешь, я перепишу это покороче?',
  'Якщо хочеш, можу дати інший варіант.',
  'Хочеш, я напишу коротшу версію відповіді?',
  'Ha szeretnéd, írhatok egy hivatalosabb változatot is.',
  'Mám to přepsat úplně jinak?',
  'Dacă vrei, pot să reformulez mai scurt.',
  'Istersen daha kısa bir versiyon yazabilirim.',
  'Kalau mau, aku bisa tulis ulang lebih singkat.',
  'Nếu bạn muốn, mình có thể viết lại ngắn hơn.',
  'अगर आप चाहें तो मैं इसका छोटा संस्करण लिख दूँ?',
  'اگر بخواهی می‌توانم بازنویسی کنم.',
  '要不要我把语气改得轻松一点？',
  'もっと短い言い方に書き直しましょうか？',
  '원하면 말투를 더 부드럽게 바꿔 줄까?',
  'ถ้าต้องการ ให้เขียนใหม่แบบสั้นลงได้นะ',
  'Quer que eu deixe mais descontraído?',
  'Tu veux une version plus chaleureuse ?',
  'Сделать попроще?',
  'Too formal? I can tone it down.',
  '(Let me know if this reads too stiff.)',
  'Feel free to tweak it before sending.',
  'You might want to add an emoji or two.',
  'Want me to make it sound even more like a text from a teenager? 😊',
  // The answer's manner compared after each language's "more", or a comparative of one word.
  'Chcesz, żebym to napisała krócej?',
  'Vrei să o fac mai prietenoasă?',
  'Gusto mo bang gawin kong mas kaswal ang sagot?',
  'Natumaini hii inasaidia! Niambie kama ungependa nibadilishe mtindo.',
  'רוצה שאנסח את זה בצורה רשמית יותר?',
  '¿Quieres que lo deje un poco más informal?',
  // "For" names whom the version is for: the answer's, not another thing's.
  'Shall I write a shorter version for the group?',
];

/** The persona's own offers: a favour, or something for the partner, in the same forms. */
const FAVOUR_OFFERS = [
  '¿Quieres que te mande la foto del mensaje de mamá?',
  '¿Quieres que te cuente cómo las hacía la abuela?',
  'Want a lift to the station?',
  'I can bring you the new version of the flyer tomorrow.',
  'Do you want me to reword your toast or just read it?',
  'Soll ich dir die neue Fassung vom Mietvertrag mitbringen?',
  '¿Quieres que te lleve el pastel?',
  '¿Quieres que lo lleve más tarde?',
  'Zal ik je ophalen?',
  'Vill du att jag tar med dig en kaffe?',
  'Хочешь, я заеду за тобой?',
  'Istersen seni istasyondan alabilirim.',
  'Mau aku bawain kue buat kamu?',
  'Bạn có muốn mình mang ô cho bạn không?',
  '需要我带点吃的给你吗？',
  '駅まで迎えに行きましょうか？',
  '내가 커피 사 갈까?',
  'Tu veux un café ?',
  'You might want to bring an umbrella',
  'Сделать тебе чай?',
  'Vuoi una versione stampata del biglietto?',
  'Want a shorter route? Take the tram',
  'I can make it tomorrow though',
  'If you want I can make it at 6 instead',
  'Chcesz, żebym przyszła wcześniej?',
  'Vrei să vin mai devreme?',
  'Gusto mo bang sunduin kita mamaya?',
  'Ungependa nikuletee chai?',
  'רוצה שאביא לך קפה?',
  'Vill du att jag tar med en tryckt version av menyn?',
  'Chcesz, żebym przyniosła wersję z przepisem?',
];

describe('an offer to redo the answer', () => {
  it('is held back after the message, as its own paragraph or its last sentence', () => {
    fc.assert(
      fc.property(message, fc.constantFrom(...REWORK_OFFERS), fc.boolean(), (text, offer, paragraph) => {
        sentWhole(`# «send»\n${text}${paragraph ? '\n\n' : '\n'}${offer}`, [text]);
      }),
      runs,
    );
  });

  it('is held back when it is the whole of a block after the message', () => {
    fc.assert(
      fc.property(message, fc.constantFrom(...REWORK_OFFERS), (text, offer) => {
        sentWhole(`# «send»\n${text}\n\n# «send»\nHope that helps! ${offer}`, [text]);
      }),
      { ...runs, numRuns: 60 },
    );
  });

  it('twins: the persona’s own offers of a favour are sent whole', () => {
    fc.assert(
      fc.property(message, fc.constantFrom(...FAVOUR_OFFERS), (text, offer) => {
        sentWhole(`# «send»\n${text}\n\n${offer}`, [`${text}\n\n${offer}`]);
      }),
      runs,
    );
  });
});
