import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectSentWhole } from './sent-whole.js';

/*
 * What a model adds around a message for the reader of a page, not the chat: a short signature
 * after a dash (initials, the first letters of the name, a suffixed nickname), a mail program's
 * device line, a documentation callout, and a gloss of the reply in English or as a translation.
 * Each is held back and the message is sent whole; each has a twin a person types, sent whole.
 * The spellings and phrases here are the test's own, not the boundary's.
 */
const seed = seedFrom('SPEECH_ADDITIONS_SEED', 20261128);
// Each run builds a fresh persona's patterns: at 150 runs the heaviest tests of this file took
// 15–17 s alone, near vitest's 20 s limit, and timed out on a busy CI worker.
const runs = { numRuns: 80, seed };

const SYLLABLES = ['ka', 'li', 'mo', 'ren', 'sa', 'ta', 'vi', 'el', 'da', 'no', 'ri', 'he'];
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const name = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 3 })
  .map((parts) => capital(parts.join('')));
const persona = fc
  .tuple(name, fc.option(name, { nil: undefined }))
  .map(([first, last]) => (last === undefined ? first : `${first} ${last}`));

const MESSAGES = PERSON_MESSAGES;
const NON_ENGLISH = MESSAGES.slice(1, 6);

const DASHES = ['—', '–', '-', '~', '--', '— ', '– ', '~ '];

/** A short form of the persona's name after a dash, as people sign: initials, a clipped name, a nickname. */
function shortSignature(full: string, form: number, dash: string): string {
  const words = full.split(' ');
  const first = words[0] ?? full;
  if (form === 0) return `${dash}${words.map((w) => `${w.charAt(0)}.`).join('')}`;
  if (form === 1) return `${dash}${first.charAt(0)}`;
  if (form === 2) return `${dash}${first.slice(0, 3).toLowerCase()}`;
  if (form === 3) return `${dash}${first.slice(0, Math.max(3, first.length - 1))}`;
  // A pet name of its first letter (`Яся` for `Ярослава`).
  if (form === 7)
    return `${dash}${first.charAt(0).toUpperCase()}${/\p{Script=Cyrillic}/u.test(first) ? 'ся' : 'issy'}`;
  return `${dash}${first}-${['chan', 'san', 'kun'][form % 3]}`;
}

const DEVICE_LINES = [
  'Sent from my iPhone',
  'Sent from my Samsung Galaxy smartphone',
  'Sent from my mobile',
  'Von meinem iPhone gesendet',
  'Envoyé de mon iPhone',
  'Enviado desde mi Android',
  'Inviato da iPhone',
  'Отправлено с iPhone',
  '_Sent from my iPad_',
];

const CALLOUT_TYPES = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION', 'info', 'abstract'];
const CALLOUT_TEXTS = [
  'I kept the reply short and friendly.',
  'Heidi does not know the exact opening hours.',
  'Adjust the tone if you want it warmer.',
];
function callout(kind: string, remark: string, form: number): string {
  if (form === 0) return `> [!${kind}]\n> ${remark}`;
  if (form === 1) return `> [!${kind.toLowerCase()}]- About this reply\n> ${remark}\n> More below.`;
  if (form === 2) return `!!! ${kind.toLowerCase()}\n    ${remark}`;
  return `:::${kind.toLowerCase()}\n${remark}\n:::`;
}

const GLOSS_LABELS = [
  'English',
  'In English',
  'Translation',
  'Übersetzung',
  'Перевод',
  'Traducción',
  '英語',
  'Roman Urdu',
  'Romanised',
  'ትርጉም',
  'ترجمہ',
  'மொழிபெயர்ப்பு',
];
const GLOSSES = ['Yes, we are open on Saturday.', 'The cat is fine, come by!'];
function gloss(label: string, text: string, form: number): string {
  return [
    `(${label}: ${text})`,
    `*${label}: ${text}*`,
    `_(${label}: ${text})_`,
    `[${label}: ${text}]`,
    `**${label}:** ${text}`,
  ][form] as string;
}

/** Counts of the answer's own length, as models close an answer with them. */
const COUNTS = [
  '(word count: 8)',
  '（22文字）',
  '[~40 words]',
  '(≈120 characters)',
  '(Zeichen: 80)',
  '(12 слов)',
  '(글자 수 30자)',
  '_(≈ 6 woorden)_',
  '(12 słów)',
  '(~9 λέξεις)',
  '[15 kata]',
];

/** Two-letter tags of the language a line is in. */
const TAGS = ['EN', 'DE', 'ES', 'RU', 'FR', 'JA'];

const BUBBLES = ['💬', '🗨️', '🗯️', '💬️'];

/** A plan of the answer: its label, and what it says of the turn, in the test's own words. */
const PLANS = [
  'Plan: answer both questions, keep it short.',
  '**Goals:**\n- reassure about the cat\n- confirm Saturday',
  'Approach: friendly tone, confirm the hours.',
  '方針：短く、両方の質問に答える。',
  'План: ответить коротко на оба вопроса.',
  '**Ziel:** kurz antworten und beruhigen',
];

/** One message, whole, from `persona` in `chat`. */
const sentWhole = (answer: string, persona: string, message: string, chat: 'direct' | 'group') =>
  expectSentWhole(answer, [message], { persona, chat });

describe('what a model adds around a message for a page reader', () => {
  it('a short signature after a dash (initials, a clipped name, a nickname) is held back', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...MESSAGES),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom(...DASHES),
        fc.constantFrom('\n', '\n\n'),
        fc.constantFrom<'direct' | 'group'>('direct', 'group'),
        (who, message, form, dash, gap, chat) => {
          // Right under a list item of the same dash it is the list's next item (a twin below).
          const listed = message.split('\n').at(-1)?.startsWith(`${dash.trim()} `) === true;
          const answer = `# «send»\n${message}${listed ? '\n\n' : gap}${shortSignature(who, form, dash)}`;
          const verdict = sentWhole(answer, who, message, chat);
          expect(verdict.withheld.map((w) => w.reason)).toContain('label');
        },
      ),
      runs,
    );
  });

  it("twin: a quotation's author under it is sent", () => {
    const message = 'what she always says:\n\n"Measure twice, cut once."\n— Hanna';
    sentWhole(`# «send»\n${message}`, 'Heidi', message, 'direct');
  });

  it('a device line (`Sent from my iPhone`) is held back, in any of the languages mail programs write it', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...MESSAGES),
        fc.constantFrom(...DEVICE_LINES),
        (who, message, line) => {
          const verdict = sentWhole(`# «send»\n${message}\n\n${line}`, who, message, 'direct');
          expect(verdict.withheld.map((w) => w.text)).toContain(line);
        },
      ),
      runs,
    );
  });

  it('a documentation callout before or after the message is held back', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...MESSAGES),
        fc.constantFrom(...CALLOUT_TYPES),
        fc.constantFrom(...CALLOUT_TEXTS),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (who, message, kind, remark, form, before) => {
          const box = callout(kind, remark, form);
          const body = before ? `${box}\n\n${message}` : `${message}\n\n${box}`;
          const verdict = sentWhole(`# «send»\n${body}`, who, message, 'direct');
          expect(verdict.withheld.map((w) => w.reason)).toContain('reasoning');
        },
      ),
      runs,
    );
  });

  it('a gloss of a reply in English, or labelled a translation, after the reply is held back', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...NON_ENGLISH),
        fc.constantFrom(...GLOSS_LABELS),
        fc.constantFrom(...GLOSSES),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(' ', '\n', '\n\n'),
        (who, message, label, text, form, gap) => {
          // A bold label only sets a paragraph off; the wrapped forms also close a line.
          const separator = form === 4 ? '\n\n' : gap;
          sentWhole(`# «send»\n${message}${separator}${gloss(label, text, form)}`, who, message, 'direct');
        },
      ),
      runs,
    );
  });

  it('twins a person types are sent whole: a list ending in a short item, a quote, a plain translation, a device named in a sentence, exclamation marks', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...DASHES.filter((d) => d.trim() === '-' || d.trim() === '–')),
        fc.integer({ min: 0, max: 5 }),
        (who, dash, shape) => {
          const first = who.split(' ')[0] ?? who;
          const message = [
            // The last item of a list may spell the start of the persona's name.
            `We still need:\n${dash}Eggs\n${dash}${first.slice(0, 3)}`,
            '> Did the cat survive the move?\nShe did! Hid under the sofa for a day.',
            `English: "${GLOSSES[0]}" is how you'd say it.`,
            'I sent it from my phone earlier, check your inbox',
            '!!! so excited for Saturday !!!',
            'Sent the photos from my iPhone, did they arrive?',
          ][shape] as string;
          sentWhole(`# «send»\n${message}`, who, message, 'direct');
        },
      ),
      runs,
    );
  });
  it('a count of the answer wrapped at its end, a language tag before its translation, a speech bubble as label, a plan of the turn before it: held back', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...NON_ENGLISH),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 9 }),
        (who, message, family, pick) => {
          const body = [
            `${message}${pick % 2 === 0 ? '\n' : ' '}${COUNTS[pick % COUNTS.length]}`,
            `[${TAGS[pick % TAGS.length]}] ${message}\n[EN] ${GLOSSES[pick % 2]}`,
            `${BUBBLES[pick % BUBBLES.length]}${pick % 2 === 0 ? ':' : ''}\n${message}`,
            `${PLANS[pick % PLANS.length]}\n\n${message}`,
          ][family] as string;
          sentWhole(`# «send»\n${body}`, who, message, 'direct');
        },
      ),
      runs,
    );
  });

  it('twins: a plan of the day, a count in a sentence, a number in brackets, an emoji opening a message, are sent whole', () => {
    fc.assert(
      fc.property(persona, fc.integer({ min: 0, max: 5 }), (who, shape) => {
        const message = [
          'Plan: cinema at 8, then pizza.\n\nYou in?',
          'That essay needs 500 words by Monday 😩',
          'See you at the station (platform 4)',
          '💬 let’s talk tonight, ok?',
          'Ziel: 10 km am Sonntag!\n\nKommst du mit?',
          'I counted (12) ducks at the pond',
        ][shape] as string;
        sentWhole(`# «send»\n${message}`, who, message, 'direct');
      }),
      runs,
    );
  });

  it('the name in the forms a model writes it (without accents, after a direction mark, a Greek initial, with a suffix of address) is a label or signature', () => {
    const FORMS: readonly [string, string, string][] = [
      ['Lucía', 'Lucia: ¡Sobrevivió!', '¡Sobrevivió!'],
      ['José Luis', '**Jose:** claro que sí', 'claro que sí'],
      ['Ελένη', 'Μια χαρά η γάτα!\n\n— Ε.', 'Μια χαρά η γάτα!'],
      ['ليلى', 'القطة بخير!\n\u200F— ليلى', 'القطة بخير!'],
      ['Heidi', 'Heidi-chan: He survived!!', 'He survived!!'],
      ['Mira', 'Mira-san: see you!', 'see you!'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...FORMS), ([who, body, message]) => {
        const verdict = sentWhole(`# «send»\n${body}`, who, message, 'direct');
        expect(verdict.withheld.map((w) => w.reason)).toContain('label');
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('a transcript line under a header with a time repeats the other’s message: an echo', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Alice (17:02): ', '[17:02] Alice: ', 'Alice [17:02:11]: ', '(9:15) Alice: '),
        fc.constantFrom(...MESSAGES.slice(0, 5)),
        (header, message) => {
          const verdict = sentWhole(
            `# «send»\n${header}Did the cat survive the move? And are you open on Saturday?\n${message}`,
            'Heidi',
            message,
            'direct',
          );
          expect(verdict.withheld.map((w) => w.reason)).toContain('echo');
        },
      ),
      runs,
    );
  });

  it('the model introducing its answer on the message’s own line, naming its role above it, or going on as the other side: held back', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...MESSAGES.slice(0, 6)),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 5 }),
        (who, message, family, pick) => {
          const first = who.split(' ')[0] ?? who;
          const body = [
            `${[`As ${first}, I'd say`, 'I would reply', 'Here’s my reply', 'I’d answer', 'My suggested message', 'I will write'][pick]}: ${message}`,
            `${['assistant', 'model', '**Assistant**', 'Model:', 'assistant:', 'ASSISTANT'][pick]}\n${message}`,
            `${message}\n${pick % 2 === 0 ? '\n' : ''}${['User', 'Human', '**User:**', 'user', 'HUMAN', 'User'][pick]}${pick === 2 ? '' : ':'} ${['thanks!', 'cool, see you', 'ok'][pick % 3]}`,
          ][family] as string;
          sentWhole(`# «send»\n${body}`, who, message, 'direct');
        },
      ),
      runs,
    );
  });

  it('twins: a list of key lines with a User key, a saying of someone else’s reply, a role named in a sentence, are sent whole', () => {
    fc.assert(
      fc.property(persona, fc.integer({ min: 0, max: 4 }), (who, shape) => {
        const message = [
          'Your login for the shop laptop:\nHost: shop-pc\nUser: heidi\nPassword: ask me in person',
          'Jonas left you a message: call him back after six',
          'The assistant at the shop said Saturday is fine',
          'Human: 1, printer: 0 😤 finally fixed it',
          'Her reply: "maybe next week" 🙄',
        ][shape] as string;
        sentWhole(`# «send»\n${message}`, who, message, 'direct');
      }),
      runs,
    );
  });

  it('the writer describing the turn to itself before the message (thinking aloud, a summary title over its plan, a recap), or after it (a summary, a checklist, an aside): held back', () => {
    const PARTNER = [
      ['Okay, so she’s asking about the cat and Saturday.', 'I should answer both and keep it short.'],
      ['Hmm, he wants to know about the cat.', 'Right, short then.'],
      ['Also: Sie fragt nach der Katze.', 'Ich antworte kurz.'],
      ['Так, она спрашивает про кошку.', 'Отвечу коротко.'],
      ['Bueno, ella pregunta por el gato.', 'Respuesta breve.'],
      ['Alors, elle demande pour le chat.', 'Une réponse courte.'],
    ];
    const TITLES = ['**Assessing the Questions**', '**Crafting a Warm Reply**', '**Weighing the Options**'];
    const PLANS_OF_MINE = [
      'I’m focusing on the cat first, then the hours.',
      'I’ve landed on leading with the cat.',
    ];
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...MESSAGES.slice(0, 6)),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 11 }),
        (who, message, family, pick) => {
          const [opening, intent] = PARTNER[pick % PARTNER.length] as [string, string];
          const body = [
            `${opening} ${intent}\n\n${message}`,
            `${TITLES[pick % 3]}\n${pick % 2 === 0 ? '\n' : ''}${PLANS_OF_MINE[pick % 2]}\n\n${message}`,
            `${['Recap', 'Context', '**You asked:**'][pick % 3]}${pick % 3 === 2 ? '' : ':'} the latest message asks whether the cat survived.\n\n${message}`,
            `${message}\n\n${['Summary', 'Zusammenfassung', 'Итог'][pick % 3]}: ${['answered both questions.', 'Frage beantwortet.', 'ответ на вопрос дан.'][pick % 3]}`,
            `${message}\n\n✅ Cat question answered\n✅ Saturday hours confirmed`,
            `${message} (keeping it short, she seems to be in a hurry)`,
            `${message}\n\n((OOC: ${['going with the regular hours', 'keeping it in character'][pick % 2]}))`,
          ][family] as string;
          sentWhole(`# «send»\n${body}`, who, message, 'direct');
        },
      ),
      runs,
    );
  });

  it('twins: news of someone asking, the partner addressed, a title over news, a summary of a trip, a packing checklist, a relayed hello, a flag opening a message: sent whole', () => {
    fc.assert(
      fc.property(persona, fc.integer({ min: 0, max: 7 }), (who, shape) => {
        const message = [
          'He’s asking for his umbrella back.\n\nCan you bring it on Saturday?',
          'Okay, so she wants to know if you’re coming.\n\nAre you?',
          '**Coming Soon**\nOur new cake menu, from Monday!',
          'Summary: great trip, 10/10 would go again\n\nPhotos tonight!',
          'Packed for Saturday:\n\n✅ passport\n✅ charger\n✅ snacks',
          'See you Saturday! (she says hi too)',
          '🇩🇪 won 2–1 last night!!',
          'Okay so the cat survived.\n\nSaturday we’re open 10–14.',
        ][shape] as string;
        sentWhole(`# «send»\n${message}`, who, message, 'direct');
      }),
      runs,
    );
  });

  it('a flag before a translation of the message (🇬🇧 …) is held back; with the first line flagged too, the first is the message', () => {
    fc.assert(
      fc.property(persona, fc.constantFrom(...NON_ENGLISH), fc.boolean(), (who, message, flaggedFirst) => {
        const body = `${flaggedFirst ? '🇩🇪 ' : ''}${message}\n\n🇬🇧 ${GLOSSES[0]}`;
        sentWhole(`# «send»\n${body}`, who, message, 'direct');
      }),
      runs,
    );
  });

  it('a closing word without its comma over the name goes with it; a sentence over the name stays', () => {
    fc.assert(
      fc.property(
        persona,
        fc.constantFrom(...MESSAGES.filter((m) => !m.includes('\n'))),
        fc.constantFrom('xoxo', 'Viele Grüße', 'Cheers!', 'Kind regards', 'Besos', 'Pozdrawiam', 'Hugs'),
        (who, message, closing) => {
          const first = who.split(' ')[0] ?? who;
          sentWhole(`# «send»\n${message}\n\n${closing}\n${first}`, who, message, 'direct');
          const twin = `${message}\n\nSee you at the gate at nine`;
          sentWhole(`# «send»\n${twin}\n${first}`, who, twin, 'direct');
        },
      ),
      runs,
    );
  });
});
