import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectAsMeant, expectSilence, expectSentWhole as sentWhole } from './sent-whole.js';

/*
 * Passing a group's turn in words: the model explaining that the turn is not the persona's, a
 * block named for passing with its reason, and the model closing its answer with `(end of
 * reply)`. Each is silence or held back; a person's twins (keeping a secret quiet, a message
 * that is not for someone) are sent. The words here are the test's own.
 */
const seed = seedFrom('SPEECH_PASSING_SEED', 20261201);
const runs = { numRuns: 80, seed };

const REASONS = [
  'Not addressed to me, so I’ll stay silent.',
  'This one is not directed at me — Jonas and Mia are talking.',
  'Not my conversation, staying out of it.',
  'Das ist nicht an mich gerichtet, ich halte mich raus.',
  'Это не мне, промолчу.',
  'Não foi pra mim, fico quieta.',
  'Ce message ne m’est pas adressé.',
  'Pesan ini bukan untukku.',
  'Bu mesaj bana değil, karışmıyorum.',
  'これは私宛てではないので、黙っておく。',
  '这不是发给我的，不回复。',
  'Nobody tagged me, nothing to say.',
  'This is between Alice and Marek, so I’ll stay out of it.',
  'This message isn’t directed at Heidi, so no response is needed.',
  'No me lo preguntan a mí, así que no respondo.',
  'Δεν απευθύνεται σε μένα, δεν απαντώ.',
  'এটা তো আমাকে বলা হয়নি, চুপ করে থাকি।',
  'این پیام به من مربوط نیست.',
  'मुझसे नहीं पूछा गया, इसलिए चुप रहूँगी।',
  'Sijaulizwa mimi, nanyamaza.',
  'זה לא מופנה אליי, אז אני שותקת.',
  'هذه الرسالة ليست موجهة لي.',
  'ΣΙΩΠΗ',
  'N/A',
  'null',
];

describe('a group turn passed in words', () => {
  it('the model’s reason for not answering, with or without a block, is silence', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REASONS), fc.boolean(), (reason, block) => {
        expectSilence(block ? `# «send»\n${reason}` : reason);
      }),
      runs,
    );
  });

  it('a block named for passing, with its reason, is silence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('skip', 'pass', 'no_reply', 'silence', 'ignore'),
        fc.constantFrom(...REASONS, 'not my conversation'),
        (name, reason) => {
          expectSilence(`# «${name}»\n${reason}`);
        },
      ),
      runs,
    );
  });

  it('the model closing its answer, or noting the wait, is held back, the message sent whole', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSON_MESSAGES),
        fc.constantFrom(
          '(end of reply)',
          '[end of message]',
          '*end of response*',
          '[waiting for reply]',
          '(no reply needed beyond this)',
          '_(awaiting response)_',
          '(Ende der Antwort)',
          '(fin de la réponse)',
          '[конец ответа]',
          '（回答終わり）',
          '*fim da resposta*',
          '(fine della risposta)',
        ),
        fc.constantFrom<'direct' | 'group'>('direct', 'group'),
        (text, end, chat) => {
          sentWhole(`# «send»\n${text}\n\n${end}`, [text], { chat });
          // Speaking to someone, it is the persona's.
          const twin = `${text}\n\n(waiting for your answer 😅)`;
          sentWhole(`# «send»\n${twin}`, [twin], { chat });
        },
      ),
      runs,
    );
  });

  it('twins a person types in a group are sent whole', () => {
    const TWINS = [
      'I’ll stay quiet about the surprise 🤫 promise!',
      'That cake is not for me, I’m on a diet 😅',
      'Skip the intro, start at 2:10 😂',
      'এই কেকটা আমার জন্য নয়? 😢',
      'Si kwangu tu, ni kwa timu nzima 🎉',
      'کلید با من نیست، دست سارا است',
      'Этот торт не мне? 😢',
      // Words for an end and for an answer, in what a person says.
      'End of story. Fine answer though 😂',
      'son mesajını gördüm, tamam',
      'Fine della storia: ha vinto lei',
    ];
    for (const text of TWINS) {
      // Not called out, as the reasons above are read only then.
      expectAsMeant({
        answer: `# «send»\n${text}`,
        chat: 'group',
        expect: [{ type: 'send', text, replyTo: 4005 }],
      });
    }
  });
});
