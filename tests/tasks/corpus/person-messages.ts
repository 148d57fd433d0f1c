/** Messages a person sends, in several languages, for the boundary's generated tests: each must arrive whole. */
export const PERSON_MESSAGES: readonly string[] = [
  'Yes, the cat survived! She hid under the sofa for a day 🐈',
  'Ja, Samstag haben wir bis 14 Uhr offen.',
  'Да, в субботу открыто до двух. Заходи!',
  'Oui, on est ouvert samedi matin 😊',
  'Sí, el sábado abrimos de 10 a 14.',
  'うん、猫は元気だよ！土曜日も開いてるよ。',
  'Shopping list:\n- Eggs\n- Milk',
  'Two things:\n1. the cat is fine\n2. we open at ten',
];
