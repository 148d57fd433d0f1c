import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, oneLineMessage } from './sent-whole.js';

/*
 * The chat model's own voice beside the persona's message: speaking of itself as an AI, safety
 * boilerplate, counsel said to everyone, a formal register in an informal chat. The twins are a
 * friend's own advice, which speaks as "I", and a chatbot's words quoted.
 */
const runs = { numRuns: 60, seed: seedFrom('ASSISTANT_SEED', 20261128) };

const VOICE = [
  'As an AI, I cannot replace professional support, but I want you to know your feelings matter.',
  'If you or someone you know is struggling, please contact a crisis line or local emergency services.',
  '*This is not medical advice. Please consult a doctor.*',
  "It's important to set clear boundaries and to look after your mental health.",
  'Remember: flirting should always be consensual and respectful.',
  'Si tú o alguien que conoces está pasando por un momento difícil, llama a una línea de crisis.',
  'Como IA, no puedo sustituir la ayuda de un profesional.',
  'Es ist wichtig, Grenzen zu setzen und auf die eigene Gesundheit zu achten.',
  'Если вы испытываете трудности, обратитесь на телефон доверия.',
  'Как ИИ, я не могу заменить профессиональную помощь.',
  // A referral said of the partner or of no one.
  'For specific concerns, she should consult her cardiologist.',
  'Рекомендуется обратиться к наркологу или психологу.',
  'It may also help to gently encourage Priya to speak with a counselor if this persists.',
  'Sería recomendable que Andrés hablara con un profesional lo antes posible.',
  // The message named as the subject of a sentence, not as "I".
  '(Diese Antwort setzt eine klare, aber freundliche Grenze.)',
  'Note: This is a sensitive situation; the response prioritizes safety and connection.',
  'The reply stays warm and brief, matching the mood of the chat.',
  // What the model does not know, and not-advice, in full sentences to no one.
  "I should mention I don't have current information on the towpath, so this is based on last month.",
  'Hinweis: Ich habe keine Informationen darüber, was im Kühlschrank ist.',
  'Nota: No tengo información sobre si Valeria ya se ofreció.',
  'Note: This is general information, not legal advice.',
  // The same in Portuguese, Italian, Dutch, Polish, Korean, Hindi and Arabic.
  'Como um modelo de linguagem, não tenho opiniões pessoais sobre restaurantes.',
  'Come modello di linguaggio non posso sapere cosa preferisce la tua famiglia.',
  'Als AI kan ik geen afspraken voor je maken.',
  'Jako model językowy nie mam dostępu do rozkładu jazdy.',
  'AI로서 저는 직접 경험한 적이 없습니다.',
  'एक AI के रूप में मैं यह तय नहीं कर सकता।',
  'بصفتي مساعدًا ذكيًا، لا أملك رأيًا شخصيًا في هذا.',
  'Dit is geen medisch advies; raadpleeg een huisarts bij twijfel.',
  'Pamiętaj: przy silnym bólu skonsultuj się z lekarzem.',
  'Nie mam aktualnych informacji o godzinach otwarcia.',
  '증상이 계속되면 의사와 상담하시기 바랍니다.',
  'मेरे पास इस दुकान के समय के बारे में कोई जानकारी नहीं है।',
  'ليس لدي معلومات محدثة عن هذا المطعم.',
];

/** The helper's closing wish, with or without its offer, after the message. */
const CLOSINGS = [
  'I hope this helps!',
  'Ich hoffe, das hilft dir weiter!',
  'Надеюсь, это поможет! Если нужно, могу сделать ответ более официальным.',
  'Umarım yardımcı olur! İstersen cevabı daha resmi hale getirebilirim.',
  "N'hésitez pas à me dire si vous souhaitez une version plus nuancée !",
  'Espero ter ajudado! 😊',
  'Mam nadzieję, że to pomoże!',
  '도움이 되길 바랍니다!',
  'آمل أن يكون هذا مفيدًا!',
  'Fammi sapere se vuoi una versione più breve!',
  'Daj znać, jeśli chcesz, żebym napisała to krócej.',
  'क्या आप चाहेंगे कि मैं इसे और छोटा बना दूँ?',
  '需要我换一个更轻松的说法吗？',
  'Spero di esserti stato utile!',
  'I hope this helps you pick the right one! 😊',
  'Hopelijk helpt dit!',
  // With the helper's invitation to ask more after it.
  'I hope this helps. If you have any other questions, let me know.',
  'Ik hoop dat dit u verder helpt. Mocht u nog vragen hebben, laat het gerust weten.',
  'Umarım bu yardımcı olur!',
  '도움이 되셨으면 좋겠어요 😊',
  '더 짧게 써 드릴까요?',
  'هل تريدني أن أجعل الرد أكثر رسمية؟',
];

/** A friend's advice or talk of a message, said to the partner or as "I": sent as typed, beside a message or alone. */
const FRIENDS = [
  'honestly you should talk to a therapist about this, no shame in it',
  "maybe see a doctor if it's still bad tomorrow, ok?",
  'the Samaritans number is 116 123, it is free, call them tonight ok?',
  'Diese Antwort kam von meinem Chef, nicht von mir.',
  'My reply to the landlord was maybe too harsh though.',
  'Vote with 👍 or ❤️ on this message.',
  'Heidi is tired today, so I will call you tomorrow.',
  'no tengo información del horario, pregúntale a Marta',
  'hope this helps you with the move, call me if not',
  'spero ti sia utile Carla, se non funziona passa da me',
];

/** A wish or compliment to whoever asked the model, naming the partner of a direct chat as someone else. */
const TO_THE_USER = [
  (partner: string) => `Boa sorte com o ${partner}! Você é uma amiga incrível.`,
  (partner: string) => `Wat fijn dat je ${partner} zo helpt!`,
  (partner: string) => `You're a great friend for checking on ${partner} like this.`,
];

describe("the model's own voice beside the message", () => {
  it('is held back after the message or before it, and the message is sent', () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...VOICE), fc.boolean(), (text, voice, after) => {
        const body = after ? `${text}\n\n${voice}` : `${voice}\n\n${text}`;
        expectAsMeant({ answer: `# «send»\n${body}`, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });

  it("a friend's advice or talk of a message is sent, alone or beside another paragraph", () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(...FRIENDS),
        fc.constantFrom('alone', 'after', 'before'),
        (text, friend, where) => {
          const body =
            where === 'alone' ? friend : where === 'after' ? `${text}\n\n${friend}` : `${friend}\n\n${text}`;
          expectAsMeant({ answer: `# «send»\n${body}`, expect: [{ type: 'send', text: body }] });
        },
      ),
      runs,
    );
  });

  it('a choice the writer made and its reason, after the message, is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, (text) => {
        expectAsMeant({
          answer: `# «send»\n${text}\n\nI've kept the message short and validating, since Priya is in acute distress.`,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it("the helper's closing wish or offer after the message is held back", () => {
    fc.assert(
      fc.property(oneLineMessage, fc.constantFrom(...CLOSINGS), (text, closing) => {
        expectAsMeant({ answer: `# «send»\n${text}\n\n${closing}`, expect: [{ type: 'send', text }] });
      }),
      runs,
    );
  });

  it("a wish or compliment to the model's user, naming the partner in the third person, is held back", () => {
    fc.assert(
      fc.property(
        oneLineMessage,
        fc.constantFrom(...TO_THE_USER),
        fc.constantFrom('Caio', 'Joris', 'Ola'),
        (text, to, partner) => {
          expectAsMeant({
            answer: `# «send»\n${text}\n\n${to(partner)}`,
            participants: [partner],
            expect: [{ type: 'send', text }],
          });
          // In a script other than the partner's name, and with the "you" in the verb (Polish).
          expectAsMeant({
            answer: `# «send»\n${text}\n\nआप बहुत अच्छी दोस्त हैं! रोहन को शुभकामनाएँ।`,
            participants: ['Rohan'],
            expect: [{ type: 'send', text }],
          });
          expectAsMeant({
            answer: `# «send»\n${text}\n\nSuper, że tak wspierasz Olę!`,
            participants: ['Ola'],
            expect: [{ type: 'send', text }],
          });
          // The partner called by name is spoken to.
          const called = `${text}\n\nobrigada ${partner}! você é demais`;
          expectAsMeant({
            answer: `# «send»\n${called}`,
            participants: [partner],
            expect: [{ type: 'send', text: called }],
          });
        },
      ),
      runs,
    );
  });

  it('twins: a short name’s letters inside other words, and the partner among "we", stay', () => {
    for (const [partner, text] of [
      ['Sam', 'Mum says: don’t you dare skip the ghee. Her words, not mine 😂'],
      ['Sam', '4. Send me a screenshot before you save it, fstab typos can stop the Pi booting'],
      ['Катя', 'С днём рождения! Целуем сто раз,\nКатя и Оля, то есть мы, то есть — вас 💐'],
    ] as const) {
      const body = `Here you go!\n\n${text}`;
      expectAsMeant({
        answer: `# «send»\n${body}`,
        participants: [partner],
        expect: [{ type: 'send', text: body }],
      });
    }
  });

  it('a block that only says what the model does not know is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, (text) => {
        expectAsMeant({
          answer: `# «send»\n${text}\n\n# «send»\nHinweis: Ich habe keine Informationen darüber, was im Kühlschrank ist.`,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it('in formal address under an informal message is held back', () => {
    const pairs: readonly [string, string][] = [
      [
        'Ich komm heut Abend, versprochen. Ruf mich an, wenn du was brauchst.',
        'Bitte wenden Sie sich bei Fragen an Ihren Arzt.',
      ],
      ['Держись, я тебе завтра позвоню.', 'Примите мои искренние соболезнования в связи с вашей утратой.'],
    ];
    for (const [text, voice] of pairs)
      expectAsMeant({ answer: `# «send»\n${text}\n\n${voice}`, expect: [{ type: 'send', text }] });
  });

  it('before the message on its line, up to the colon, is held back', () => {
    fc.assert(
      fc.property(oneLineMessage, (text) => {
        expectAsMeant({
          answer: `# «send»\nAs an AI I have no feelings, but here is how Heidi might reply: ${text}`,
          expect: [{ type: 'send', text }],
        });
      }),
      runs,
    );
  });

  it("twins: a friend's advice speaking as I, a hotline a friend shares, a chatbot quoted", () => {
    for (const text of [
      "no. absolutely not.\n\nIt's important to me that you eat something tonight, I'm bringing soup.",
      'please call the Samaritans if it gets bad again tonight. I mean it, and I will check on you at 8.',
      'lmaooo "as an AI language model" at a wedding 💀',
      'Remember when we got lost in Porto? I still laugh about it.',
    ])
      expectAsMeant({ answer: `# «send»\n${text}`, expect: [{ type: 'send', text }] });
  });
});
