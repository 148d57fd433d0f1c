/**
 * Set 56: Jannik (German, Gemini 3 Flash) with his friend Merve and in "WG Karli 12"; his
 * persona never sends roleplay actions.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { merve, WG_MILK, wg } from './answers-56-cast.js';

export const JANNIK_ANSWERS: readonly CorpusEntry[] = [
  merve({
    name: 'jannik: plain yes with a time',
    actions: 'never',
    answer: `# «send» 4005
Ja safe! Ich bring die Luftmatratze mit. 12 Uhr am Eingang Ost?`,
    expect: [
      {
        type: 'send',
        text: 'Ja safe! Ich bring die Luftmatratze mit. 12 Uhr am Eingang Ost?',
        replyTo: 4005,
      },
    ],
  }),
  // A roleplay action opening the message of a persona that never sends actions.
  merve({
    name: 'jannik: action before the text',
    actions: 'never',
    answer: `# «send» 4005
*grinst breit* Klar bin ich dabei, 28 Grad lass ich mir nicht entgehen`,
    expect: [
      { type: 'send', text: 'Klar bin ich dabei, 28 Grad lass ich mir nicht entgehen', replyTo: 4005 },
    ],
    withheld: ['narration'],
  }),
  merve({
    name: 'jannik: a stressed word in asterisks',
    actions: 'never',
    answer: `# «send» 4003
Digga, 2,3 ist *richtig* gut für Stochastik

# «send» 4005
Und Samstag: bin dabei`,
    expect: [
      { type: 'send', text: 'Digga, 2,3 ist *richtig* gut für Stochastik', replyTo: 4003 },
      { type: 'send', text: 'Und Samstag: bin dabei', replyTo: 4005 },
    ],
  }),
  wg({
    name: 'jannik: two answers to two questions',
    actions: 'never',
    callout: true,
    answer: `# «send»
Bad mach ich Samstag, versprochen

# «send»
Dienstag kann ich nicht, hab bis 16 Uhr Uni. Anh, du bist doch Dienstag im Homeoffice?`,
    expect: [
      { type: 'send', text: 'Bad mach ich Samstag, versprochen', replyTo: 4005 },
      {
        type: 'send',
        text: 'Dienstag kann ich nicht, hab bis 16 Uhr Uni. Anh, du bist doch Dienstag im Homeoffice?',
      },
    ],
  }),
  // A Gemini thought summary (bold -ing title, first-person plan) leaked before the blocks.
  wg({
    name: 'jannik: thought summary before the blocks',
    actions: 'never',
    callout: true,
    answer: `**Addressing the Chore Questions**

I'm focusing on Ben's two questions: the bathroom deadline and Tuesday's handyman. I'll confirm the first and decline the second casually.

# «send»
Jo, Bad ist Sonntag fertig

# «send»
Handwerker Dienstag schaff ich nicht, sorry`,
    expect: [
      { type: 'send', text: 'Jo, Bad ist Sonntag fertig', replyTo: 4005 },
      { type: 'send', text: 'Handwerker Dienstag schaff ich nicht, sorry' },
    ],
    withheld: ['outside-blocks'],
  }),
  // The silence token written as the whole answer in a group turn not meant for the persona.
  wg({
    name: 'jannik: silence token',
    actions: 'never',
    others: WG_MILK,
    answer: 'NO_REPLY',
    expect: [],
  }),
  wg({
    name: 'jannik: a reaction only',
    actions: 'never',
    others: WG_MILK,
    answer: `# «react» 4003
👏`,
    expect: [{ type: 'react', emoji: '👏', messageId: 4003 }],
  }),
  // A wrapped German reasoning label over the message.
  wg({
    name: 'jannik: wrapped German reasoning',
    actions: 'never',
    callout: true,
    answer: `# «send»
(Gedankengang: Ben will eine klare Zusage, also kurz antworten.)
Ja, Bad bis Sonntag. Dienstag weiß ich noch nicht`,
    expect: [{ type: 'send', text: 'Ja, Bad bis Sonntag. Dienstag weiß ich noch nicht', replyTo: 4005 }],
    withheld: ['reasoning'],
  }),
  // The helper's offer to reword the message, in German, after it.
  merve({
    name: 'jannik: offer to reword in German',
    actions: 'never',
    answer: `# «send» 4005
Bin dabei! Ich hol dich um 11 ab, dann kriegen wir noch nen Platz auf der Wiese

Soll ich es etwas lockerer formulieren?`,
    expect: [
      {
        type: 'send',
        text: 'Bin dabei! Ich hol dich um 11 ab, dann kriegen wir noch nen Platz auf der Wiese',
        replyTo: 4005,
      },
    ],
  }),
  merve({
    name: 'jannik: an aside in brackets a person types',
    actions: 'never',
    answer: `# «send»
Samstag passt perfekt (hab übrigens meine Note auch gekriegt, 1,7 🙃)`,
    expect: [{ type: 'send', text: 'Samstag passt perfekt (hab übrigens meine Note auch gekriegt, 1,7 🙃)' }],
  }),
  // Cut at the output limit inside the second message.
  wg({
    name: 'jannik: cut second message in the group',
    actions: 'never',
    callout: true,
    truncated: true,
    answer: `# «send»
Sonntag ist das Bad sauber 🧽

# «send»
Wegen Dienstag könnte ich vielleicht ab 16`,
    expect: [{ type: 'send', text: 'Sonntag ist das Bad sauber 🧽', replyTo: 4005 }],
    withheld: ['truncated'],
  }),
  // A block name the model made up in the chat's language.
  merve({
    name: 'jannik: made-up block name',
    actions: 'never',
    answer: `# «antwort»
Ja Mann, Cossi Samstag! Sonnencreme bring ich`,
    expect: [{ type: 'send', text: 'Ja Mann, Cossi Samstag! Sonnencreme bring ich' }],
  }),
  // An action closing the line in a group, with actions off.
  wg({
    name: 'jannik: action at the end in the group',
    actions: 'never',
    callout: true,
    answer: `# «send»
Okay okay, Bad bis Sonntag *seufzt*`,
    expect: [{ type: 'send', text: 'Okay okay, Bad bis Sonntag', replyTo: 4005 }],
  }),
  merve({
    name: 'jannik: capitals of joy',
    actions: 'never',
    answer: `# «send» 4005
JAAA endlich Sommer. Ich bring Melone mit 🍉`,
    expect: [{ type: 'send', text: 'JAAA endlich Sommer. Ich bring Melone mit 🍉', replyTo: 4005 }],
  }),
  merve({
    name: 'jannik: sticker then a message',
    actions: 'never',
    answer: `# «sticker»
HeidiDuck
😂

# «send»
2,3 und heult rum, typisch Merve. Samstag 12 Uhr!`,
    expect: [
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
      { type: 'send', text: '2,3 und heult rum, typisch Merve. Samstag 12 Uhr!' },
    ],
  }),
  wg({
    name: 'jannik: a weekend plan as lines',
    actions: 'never',
    callout: true,
    answer: `# «send»
Plan fürs Wochenende:
Sa – Bad
So – Müll runter + Flur
Handwerker Dienstag macht Anh, hab gerade gefragt`,
    expect: [
      {
        type: 'send',
        text: 'Plan fürs Wochenende:\nSa – Bad\nSo – Müll runter + Flur\nHandwerker Dienstag macht Anh, hab gerade gefragt',
        replyTo: 4005,
      },
    ],
  }),
];
