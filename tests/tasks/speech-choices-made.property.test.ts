import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectSentWhole, expectSilence, oneLineMessage } from './sent-whole.js';

/*
 * The writer's remarks on the turn it is writing, placed after or between the message's
 * paragraphs: a choice and its reason, a note for a later turn or for whoever runs the persona,
 * a draft redone. Each has twins a person types, sent whole.
 */

const CHOICES = [
  '(Keeping this casual since she is a close friend.)',
  '(Reacting with 😂 since the joke clearly landed.)',
  '(I chose a heart because she shared good news.)',
  '(Later I’ll follow up about her first week.)',
  '_(Matching his energy since he is so hyped.)_',
  '[Note for the operator: consider adding the opening hours to the prompt.]',
  'Next turn: ask how the first week went.',
  '(Respondo con entusiasmo ya que ella está emocionada.)',
  '(Reagi com ❤️ porque ela contou uma boa notícia.)',
  '(Ho scelto un tono scherzoso perché lui sta scherzando.)',
  'Note pour l’opérateur : il manque les horaires dans le prompt.',
  'I’d also react with 👍 to her message, but I can only send text here.',
  '*[would attach a photo of the cake here]*',
  '> **Tip:** Keep replies short in group chats.',
  '📝 *Memory: Alice likes the park café.*',
  'Sources: chat history (messages 4003–4005)',
  '(Aquí adjuntaría una foto del pastel.)',
  '(Отвечаю коротко, потому что она спешит.)',
  '(Réponse courte et chaleureuse, comme d’habitude.)',
  '(Short, friendly reply.)',
  '(Réponse tendre et personnelle, avec un poème original.)',
  '(Respuesta cariñosa y personal.)',
  '✅ 2泊3日のプラン ✅ 紅葉スポット ✅ カジュアルな口調',
  '✔ historia completa ✔ tono familiar',
  '(Used 🤣 on her first message because it was a joke.)',
  '(Salvei na memória: a Bia sempre leva a caixa de som.)',
  'Why the wave sticker: Jonas just moved, so a hello felt right.',
  'Para el próximo turno: preguntar a Paco por la fianza.',
  '(Odpowiadam krótko, bo on się spieszy.)',
  '(Ik houd het kort omdat hij haast heeft.)',
  'Reagirei con 👍 ma posso inviare solo testo.',
];
const CHOICE_TWINS = [
  '(Skipping lunch because I’m swamped)',
  '(Keeping my fingers crossed!)',
  '(sending hugs to everyone)',
  '(Adding the receipts later, Jonas has them)',
  'Next time: bring the charger 🔌',
  '(Respondo tarde porque estoy en el trabajo)',
  'I can’t send the photo, my phone died 😩',
  'Note: the operator of the ferry said 9am',
  '> bring snacks\nthat’s what Jonas said 😂',
  'Source: my mum 😂',
  '(memory lane tonight? 📸)',
  'Te adjuntaría la foto pero no tengo señal 😩',
  '(Отвечаю поздно, потому что я в метро)',
  '(short answer: yes)',
  '(sorry for the short message, on the bus)',
  '(Short reply, I’m driving)',
  '(Ik antwoord later want ik ben op mijn werk)',
];

describe('a remark on the turn among the message’s paragraphs', () => {
  const runs = { numRuns: 120, seed: seedFrom('SPEECH_CHOICES_MADE_SEED', 20261128) };

  it('between or after them, is held back and the paragraphs are sent', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        oneLineMessage,
        fc.constantFrom(...CHOICES),
        fc.boolean(),
        (a, b, remark, middle) => {
          fc.pre(a !== b);
          // A remark said plain ends the answer; wrapped, it may stand between paragraphs.
          if (middle && /^[([*_]/.test(remark))
            expectSentWhole(`# «send»\n${a}\n\n${remark}\n\n${b}`, [`${a}\n\n${b}`]);
          else expectSentWhole(`# «send»\n${a}\n\n${remark}`, [a]);
        },
      ),
      runs,
    );
  });

  it('an offer to redo it above the persona’s signature is held back with the signature', () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom('Vuoi che la riscriva in modo più formale?', 'Want me to make it more casual?'),
        (a, offer) => {
          expectSentWhole(`# «send»\n${a}\n\n${offer}\n— Heidi`, [a]);
        },
      ),
      runs,
    );
  });

  it('a word for passing the turn with a hyphen is silence; a word with one is a message', () => {
    expectSilence('**NO-REPLY**');
    expectSentWhole('# «send»\nWI-FI', ['WI-FI']);
  });

  it('closing the message’s line, a note on its manner is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, (a) => {
        expectSentWhole(`# «send»\n${a} (Note: I’m matching her casual style.)`, [a]);
      }),
      runs,
    );
  });

  it('twins: an aside of the persona’s own day, or a plan for the friends, is sent', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...CHOICE_TWINS), (drawn, twin) => {
        // An English paragraph about someone in a message of another language is the model's
        // working voice: that twin goes with an English message.
        const a = twin.includes('Jonas') ? 'Yes, we open at ten on Saturday.' : drawn;
        expectSentWhole(`# «send»\n${a}\n\n${twin}`, [`${a}\n\n${twin}`]);
      }),
      runs,
    );
  });
});

describe('a draft redone', () => {
  const runs = { numRuns: 100, seed: seedFrom('SPEECH_CHOICES_MADE_SEED', 20261128) };
  const LEADS = [
    'Wait, actually — she said 8, not 7. Let me redo that:',
    'Hmm, on second thought, that sounds too formal. Revised:',
    'Let me try again:',
    'Ups, déjame corregirlo:',
    'Moment, ich korrigiere:',
    'Anzi no, riscrivo:',
    'Pera, tá muito formal. Refazendo:',
  ];

  it('sends only what follows the line that redoes it', () => {
    fc.assert(
      fc.property(oneLineMessage, oneLineMessage, fc.constantFrom(...LEADS), (draft, final, lead) => {
        fc.pre(draft !== final);
        expectSentWhole(`# «send»\n${draft}\n\n${lead}\n\n${final}`, [final]);
      }),
      runs,
    );
  });

  it('twins: a correction a person sends, or a fix offered to someone, is sent whole', () => {
    for (const text of [
      'Sure! I’ll bring the cake 🎂\n\nCorrection: I meant the cheesecake, not the chocolate one.',
      'Your sentence had a typo. Let me fix that for you:\n\n“their” → “there”',
      'The shop opens at 9 [1] and closes at 6.\n\nwhy the [1]? no idea lol',
    ])
      expectSentWhole(`# «send»\n${text}`, [text]);
  });
});
