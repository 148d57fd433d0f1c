import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/*
 * The writer's notes on its own answer that name no marker word: a summary title over the
 * partner's request and how to answer it, a review of the answer's messages by their order, and a
 * note to whoever runs the persona by mention. Each with the twin a person writes.
 */
const runs = { numRuns: 60, seed: seedFrom('WRITER_NOTES_SEED', 20261128) };

describe("a reasoning summary's title over the partner's request", () => {
  const SUMMARIES: readonly [string, string][] = [
    [
      '**Confirmando las magdalenas**',
      'Carmen me pide magdalenas para el jueves; quiero sonar cariñosa y breve.',
    ],
    ['**Confermando la cena**', 'Marco mi chiede della cena; rispondo breve.'],
    ['**Respondendo ao convite**', 'Ana pede uma resposta sobre sábado, tom leve e breve.'],
    ['**Answering the Invite**', 'Jonas is asking about Saturday, so a short answer.'],
  ];
  it('is held back with it, and the message under them is sent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUMMARIES), oneLineMessage, ([title, plan], text) => {
        expectAsMeant({
          answer: `# «send»\n${title}\n\n${plan}\n\n${text}`,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it('twin: news of someone asking under a bold heading a person writes stays', () => {
    const text = '**Sábado**\n\nCarmen me pide que lleves tú el pastel, ¿te va bien?\n\nNos vemos a las 8';
    expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});

describe("a closing review of the answer's messages by their order", () => {
  const REVIEWS = [
    'Moment, eigentlich ist die zweite Nachricht doppelt. Egal, ich lasse es so.',
    'Hmm, the first message already covers the hours, but I will leave both.',
    'En realidad el segundo mensaje sobra, pero lo dejo.',
  ];
  it('is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...REVIEWS), (text, review) => {
        expectAsMeant({ answer: `# «send»\n${text}\n\n${review}`, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });

  it('twin: said to the reader, about their message, it stays', () => {
    const text = 'Got it!\n\nYour second message made me laugh so hard 😂';
    expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});

describe('a note to whoever runs the persona, by mention', () => {
  const NOTES = [
    "@admin the shop's Saturday hours aren't in my notes, I used 10–16 from last week's chat.",
    '@operator this is not in my memory, so I guessed.',
    '@dev the system prompt says nothing about prices.',
    '@admin não sei o horário, confirma pra mim e salva na memória',
  ];
  it('is held back between two paragraphs of the message', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...NOTES), (text, note) => {
        const closing = 'See you Saturday!';
        expectAsMeant({
          answer: `# «send»\n${text}\n\n${note}\n\n${closing}`,
          expect: [{ type: 'send', text: `${text}\n\n${closing}` }],
        });
      }),
      runs,
    );
  });

  it("twin: a person's call to a group's admins stays", () => {
    const text = 'ugh, spam again\n\n@admin please remove this bot\n\nthanks!';
    expectAsMeant({
      answer: `# «send»\n${text}`,
      chat: 'group',
      callout: true,
      expect: [{ type: 'send', text, replyTo: 4005 }],
    });
  });
});

describe('a note to whoever holds the account, by a label naming that role', () => {
  const LABELS = [
    'Nota para quien maneja esta cuenta',
    'Hesabı yöneten kişiye not',
    'P.S. для владельца аккаунта',
    'Opmerking voor de beheerder',
    'Note for the account holder',
    'Obs. para o dono da conta',
    'Operatöre not',
    'Notatka dla osoby prowadzącej konto',
  ];
  it('is held back wherever it stands, in a direct chat or a group', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(...LABELS),
        fc.boolean(),
        fc.boolean(),
        (text, label, last, group) => {
          const note = `${label}: the year of the trip is not in the notes, I guessed 2015.`;
          expectAsMeant({
            answer: `# «send»\n${last ? `${text}\n\n${note}` : `${note}\n\n${text}`}`,
            ...(group ? { chat: 'group' as const, callout: true } : {}),
            expect: [{ type: 'send', text, ...(group ? { replyTo: 4005 } : {}) }],
          });
        },
      ),
      runs,
    );
  });

  it("twin: a note for someone in the persona's life stays", () => {
    const text = 'Sure, here it is.\n\nNote for Grandma: the cake goes in the fridge.';
    expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});

describe('the answer named with its manner', () => {
  it('in an offer to make it more so, whatever the manner, is held back', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(
          'Quer que eu deixe a resposta mais animada?',
          '¿Quieres que haga la respuesta más graciosa?',
          'Soll ich die Antwort mehr verspielt machen?',
        ),
        (text, offer) => {
          expectAsMeant({ answer: `# «send»\n${text}\n\n${offer}`, expect: [{ type: 'send', text }] });
        },
      ),
      runs,
    );
  });

  it('in a note set off under the message is held back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('באה 🎸', 'boraaa', 'ok see you'),
        fc.constantFrom(
          'הערה: שמרתי על תשובה קצרה וקלילה.',
          'Note: kept the reply short.',
          '(Respuesta breve y amable.)',
        ),
        (text, note) => {
          expectAsMeant({ answer: `# «send»\n${text}\n\n${note}`, expect: [{ type: 'send', text }] });
        },
      ),
      runs,
    );
  });

  it('twins: the answer sent later, and a short answer a person gives, stay', () => {
    for (const text of [
      'ok!\n\n¿Quieres que te mande la respuesta más tarde?',
      'Short answer: yes. Long answer: tonight.',
    ])
      expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});
