import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import {
  expectAsMeant,
  expectShapesSentWhole,
  expectSilence,
  expectSentWhole as sentWhole,
} from './sent-whole.js';

/*
 * A thinking model's summary and self-assessment around a message: a bold title with the
 * writer's deliberation under it (in any of the languages a gerund titles it), the writer
 * weighing how the answer sounds, a score line or checklist of the persona's rules, a rating of
 * its own answer, a reminder of what the next message must do; silence set off by tildes or
 * dashes in a group, a dash alone; a family title before the persona's name; a sticker narrated
 * in another language. Each is held back and the message sent whole; the twins are sent.
 */
const seed = seedFrom('SPEECH_SUMMARIES_SEED', 20261131);
const runs = { numRuns: 100, seed };

describe('a thinking model’s summary and self-assessment around a message', () => {
  it('are held back', () => {
    const SHAPES = [
      (t: string) => `**Weighing the Reply**\n\nI want to keep it warm and brief.\n\n${t}`,
      (t: string) => `**Buscando el tono**\nVoy a sonar cálida y breve.\n\n${t}`,
      (t: string) => `**Pensando na resposta**\nQuero soar casual.\n\n${t}`,
      (t: string) => `I'm going for a casual, friendly tone here.\n\n${t}`,
      (t: string) => `${t}\n\n**Polishing the Response**`,
      (t: string) => `${t}\n\nPersona check → warm ✓ short ✓ no lists ✓`,
      (t: string) => `${t}\n\nRegeln:\n- locker ✓\n- keine Emojis ✓`,
      (t: string) => `${t}\n\nConfidence: 0.9`,
      (t: string) => `${t}\n\nSentiment: positive`,
      (t: string) => `${t}\n\nThe next message should answer the hours question.`,
      (t: string) => `**Oma Heidi:** ${t}`,
      (t: string) => `Coach Heidi: ${t}`,
      (t: string) => `${t}\n\nNota: mantuve un tono cercano.`,
      (t: string) => `${t}\n\nNota: ho mantenuto un tono amichevole.`,
      (t: string) => `${t}\n\n(Huom: pidin sävyn rentona)`,
      (t: string) => `${t}\n(mantive curto porque o Jonas escreve sempre curto)`,
      (t: string) => `${t}\n\nWhy it works: short, and it answers the question.`,
      (t: string) => `${t}\n\n**Begründung:** kurz und freundlich geantwortet.`,
      (t: string) => `${t}\n\nJustificación: respuesta breve.`,
      (t: string) => `${t}\n\nA few notes on this reply: kept it light.`,
      (t: string) => `${t}\n\nWord count: 11`,
      (t: string) => `${t}\n\n☑ ответила про субботу\n☑ спросила про кота`,
      (t: string) => `${t}\n\n(Translated: see you soon)`,
      (t: string) => `${t}\n\nI went with a playful tone since Jonas jokes a lot.`,
      // A plan of the turn as its steps, no label.
      (t: string) => `First answer the cat question, then give the Saturday hours.\n\n${t}`,
      (t: string) => `まず猫のことに答えて、それから土曜日の時間を伝える。\n\n${t}`,
      (t: string) => `Zuerst die Frage nach der Katze beantworten, dann die Öffnungszeiten.\n\n${t}`,
    ];
    expectShapesSentWhole(SHAPES, runs);
  });

  it('in a group not calling on the persona, silence set off by tildes or dashes, or a dash alone, is silence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('~ keeps reading her book ~', '— Heidi stays out of it —', '–', '—', '~ sips tea ~'),
        (body) => {
          expectSilence(`# «send»\n${body}`);
        },
      ),
      { ...runs, numRuns: 20 },
    );
  });

  it('a sticker narrated with the word for it in another language is that sticker', () => {
    for (const word of ['figurinha', 'stiker', 'nhãn dán', 'מדבקה', 'स्टिकर']) {
      expectAsMeant({
        answer: `# «send»\nok!\n\n# «send»\n*${word} 😂*`,
        expect: [
          { type: 'send', text: 'ok!' },
          { type: 'sticker', set: 'HeidiDuck', name: '😂' },
        ],
      });
    }
  });

  it('twins a person types are sent whole', () => {
    const TWINS = [
      '**Coming Soon**\n\nthe bakery on our corner, can’t wait',
      'I want to keep it casual at the party, what should I wear?',
      'packed: passport ✓ tickets ✓ charger ✓',
      'Sentiment: I miss you already',
      'The next bus should be here in 5',
      'Coach said: more squats 😩',
      '~ good vibes only ~ see you Friday',
      'Nota: mañana llevo el pastel',
      'Sorry about the mess!\n\nExplanation: the cat knocked it over 😂',
      'See you at 8!\n\nMy answer: yes to the trip!',
      'Can’t make it.\n\nReason: traffic, as always',
      'Lo mantuve informal con tu jefe, tranquila',
      'First answer my question, then we talk about Saturday 😅\n\nDeal?',
      'First confirm the booking, then send the invoice.\n\nThanks!',
    ];
    for (const text of TWINS) sentWhole(`# «send»\n${text}`, [text]);
  });
});
