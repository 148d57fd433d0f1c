/**
 * Set 101, נועה with her friend דנה and in a hiking group in Hebrew (Gemini 3 Pro): five answers
 * she means whole (advice, her pride and an offer, an answer to the callout, a summary, what יואב
 * told her) and five with the model's working voice left in, in Hebrew and English.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dana, tiyul } from './answers-101-cast.js';

export const HEBREW_101: readonly CorpusEntry[] = [
  // Gemini 3 Pro: advice with "the most important thing", then a warmer second message.
  {
    name: "set101: נועה's advice starting 'הכי חשוב' arrives whole",
    ...dana,
    answer: `# «send»
הכי חשוב זה לא להתפטר לפני שיש לך לפחות כיוון

# «send»
אבל זה שאת לא מסוגלת יותר כבר אומר משהו. מגיע לך מקום שלא שוחק אותך ככה`,
    expect: [
      { type: 'send', text: 'הכי חשוב זה לא להתפטר לפני שיש לך לפחות כיוון' },
      { type: 'send', text: 'אבל זה שאת לא מסוגלת יותר כבר אומר משהו. מגיע לך מקום שלא שוחק אותך ככה' },
    ],
  },
  // Gemini 3 Pro: the persona's own feeling, then an offer to meet.
  {
    name: 'set101: נועה says she is proud of דנה and offers coffee',
    ...dana,
    answer: `# «send»
אני כל כך גאה בך שאת בכלל שוקלת את זה 💛

# «send»
רוצה שניפגש מחר לקפה ונעשה רשימה ביחד?`,
    expect: [
      { type: 'send', text: 'אני כל כך גאה בך שאת בכלל שוקלת את זה 💛' },
      { type: 'send', text: 'רוצה שניפגש מחר לקפה ונעשה רשימה ביחד?' },
    ],
  },
  // Gemini 3 Pro: a plain answer to the callout.
  {
    name: 'set101: נועה takes on the guesthouse',
    ...tiyul,
    answer: `# «send»
בטח! יש אחד ליד ראש פינה שהיינו בו פעם, אני בודקת אם פנוי`,
    expect: [
      { type: 'send', text: 'בטח! יש אחד ליד ראש פינה שהיינו בו פעם, אני בודקת אם פנוי', replyTo: 4005 },
    ],
  },
  // Gemini 3 Pro: a summary of the arrangements for the group, names in the third person.
  {
    name: 'set101: נועה sums up the trip for the group',
    ...tiyul,
    answer: `# «send»
אז מסכמת:
שישי – יציאה בעשר (לא בחמש, מיכל 😂)
צימר – עליי
יואב – מעדכן לפי המשמרת`,
    expect: [
      {
        type: 'send',
        text: 'אז מסכמת:\nשישי – יציאה בעשר (לא בחמש, מיכל 😂)\nצימר – עליי\nיואב – מעדכן לפי המשמרת',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: passing on what a member told her, in the third person.
  {
    name: 'set101: נועה passes on what יואב told her',
    ...tiyul,
    answer: `# «send»
על זה! 🏡

# «send»
ויואב אמר לי אתמול שהוא כנראה מצליח להחליף משמרת, אז תספרו אותו`,
    expect: [
      { type: 'send', text: 'על זה! 🏡', replyTo: 4005 },
      { type: 'send', text: 'ויואב אמר לי אתמול שהוא כנראה מצליח להחליף משמרת, אז תספרו אותו' },
    ],
  },
  // Gemini 3 Pro: a reading of the partner by name, a paragraph of its own before the message.
  {
    name: "set101: נועה's message after a reading of דנה by name",
    ...dana,
    answer: `# «send»
דנה מפחדת מחוסר ודאות ומחפשת אישור.

זה פחד נורמלי לגמרי. אבל תחשבי גם מה יקרה אם תישארי עוד שנה במקום הזה`,
    expect: [{ type: 'send', text: 'זה פחד נורמלי לגמרי. אבל תחשבי גם מה יקרה אם תישארי עוד שנה במקום הזה' }],
  },
  // Gemini 3 Pro: the aim under a label, the message's last paragraph, the partner as "her".
  {
    name: "set101: נועה's message with a 'מטרה' line last",
    ...dana,
    answer: `# «send»
את לא לבד בזה, אני פה 🤍

מטרה: להרגיע אותה בלי לדחוף להחלטה.`,
    expect: [{ type: 'send', text: 'את לא לבד בזה, אני פה 🤍' }],
  },
  // Gemini 3 Pro: an English plan for the persona glued above the message.
  {
    name: "set101: נועה's answer under a glued English plan",
    ...tiyul,
    answer: `# «send»
Noa should sound enthusiastic and take the task.
בשמחה! אני על זה 🏡`,
    expect: [{ type: 'send', text: 'בשמחה! אני על זה 🏡', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a bracketed register note after a dash on the message's line.
  {
    name: "set101: נועה's message with a register note after a dash",
    ...tiyul,
    answer: `# «send»
אני בודקת הערב ושולחת לכם שלוש אפשרויות — (קליל וקצר, בסגנון הקבוצה)`,
    expect: [{ type: 'send', text: 'אני בודקת הערב ושולחת לכם שלוש אפשרויות', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a roleplay-style stage direction of the persona in the third person, then the message.
  {
    name: "set101: נועה's message after a stage direction naming her",
    ...dana,
    answer: `# «send»
*נועה מחליטה להתקשר במקום לכתוב*

אני מתקשרת אלייך עכשיו, תעני`,
    expect: [{ type: 'send', text: 'אני מתקשרת אלייך עכשיו, תעני' }],
  },
];
