import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, expectTwinsSentWhole, placeSlip as place, type SlipPlace } from './sent-whole.js';

/*
 * The writer reading the partner's mind by pronoun or with no subject, and choosing the order of
 * its answers, in a direct chat's own language: withheld first or last, glued over the message or
 * under it, or as a block of its own; the message is sent whole. The twins are sent: a pronoun
 * after someone else named, a mind told as news, "you", an emoji, "I". The texts are the test's own.
 */
const seed = seedFrom('MIND_SEED', 20261130);
const runs = { numRuns: 120, seed };

const CHATS = [
  {
    partner: 'Tomek',
    message: 'Spokojnie, w sobotę pomogę ci z przeprowadzką',
    mind: 'On się martwi, że nikt nie przyjdzie pomóc.',
    order: 'Najpierw odpowiedź o sobotę, potem o samochód.',
  },
  {
    partner: 'Caio',
    message: 'Relaxa, amanhã passo aí depois do trabalho',
    mind: 'Ele está aflito com a entrevista e precisa de apoio.',
    order: 'Primeiro respondo sobre a entrevista, depois sobre o jantar.',
  },
  {
    partner: 'Paolo',
    message: 'Tranquillo, domani vengo io a prenderti',
    mind: 'È preoccupato per il padre e si sente solo stasera.',
    order: 'Prima rispondere sul padre, poi sulla cena.',
  },
  {
    partner: 'Νίκος',
    message: 'Μην ανησυχείς, αύριο έρχομαι νωρίς',
    mind: 'Νιώθει ότι τα έκανε όλα λάθος με τη δουλειά.',
    order: 'Πρώτα απαντώ για τη δουλειά, μετά για το ταξίδι.',
  },
  {
    partner: 'Maya',
    message: 'Of course I’ll come with you to the appointment',
    mind: 'She needs to know someone will be there on Thursday.',
    order: 'Answer the appointment question first, then the dinner.',
  },
  {
    partner: 'Oskar',
    message: 'Klart jag hänger med på lördag',
    mind: 'Han är orolig att ingen vill följa med honom.',
    order: 'Svara först på frågan om lördag, sedan om bilen.',
  },
  {
    partner: 'Petr',
    message: 'V pohodě, zítra ti to auto přivezu',
    mind: 'Potřebuje hlavně slyšet, že se na něj nikdo nezlobí.',
    order: 'Nejdřív odpovědět na auto, potom na chatu.',
  },
  {
    partner: '민지',
    message: '걱정 마, 내일 같이 가자',
    mind: '시험 때문에 불안해함 → 먼저 안심시키기',
    order: '먼저 시험 질문에 답하고, 그다음 저녁 얘기.',
  },
] as const;

const WHERE: readonly SlipPlace[] = ['first', 'last', 'glued-first', 'glued-last', 'block'];

function sendsTo(partner: string, answer: string, texts: readonly string[]) {
  expectAsMeant({ participants: [partner], answer, expect: texts.map((text) => ({ type: 'send', text })) });
}

describe('the writer reading the partner’s mind, and the order of its answers', () => {
  it('the partner’s mind by pronoun or with no subject, and the order of answering, are withheld wherever they stand', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHATS),
        fc.constantFrom('mind', 'order'),
        fc.constantFrom(...WHERE),
        (chat, slip, where) => {
          sendsTo(chat.partner, place(chat.message, chat[slip], where), [chat.message]);
        },
      ),
      runs,
    );
  });

  it('a pronoun’s reading after the message’s last sentence, on its line, is withheld', () => {
    const pronouns = CHATS.filter((chat) => /^(?:On|Ele|She|Han)\s/u.test(chat.mind));
    fc.assert(
      fc.property(fc.constantFrom(...pronouns), (chat) => {
        sendsTo(chat.partner, `# «send»\n${chat.message}. ${chat.mind}`, [`${chat.message}.`]);
      }),
      { ...runs, numRuns: 20 },
    );
  });

  it('twins are sent whole: a pronoun after someone else named, a mind told as news, "you", an emoji, "I"', () => {
    const twins: readonly [string, string][] = [
      ['Tomek', 'Rozmawiałam wczoraj z Martą. Ona chce zobaczyć mieszkanie przed podpisaniem'],
      ['Caio', 'Falei com a mãe da Duda ontem. Ela precisa fechar a lista até quinta'],
      ['Oskar', 'Переживает, конечно. Звонит ему каждый вечер ровно в девять'],
      ['Maya', 'She wants to know if you’re coming on Thursday'],
      ['Maya', 'He’s worried about the exam 😅 but he’ll be fine'],
      ['Maya', 'First I’ll answer my boss, then I’m all yours'],
      ['Paolo', 'Prima la cena, poi vediamo il film?'],
      ['Maya', 'Needs a new boiler though. The agent called it characterful'],
    ];
    expectTwinsSentWhole(
      twins,
      (partner) => (CHATS.find((c) => c.partner === partner) ?? CHATS[0]).message,
      runs,
    );
  });

  it('a note on the tone kept, or a reading then what to do, after the message’s last dash or sentence, is withheld', () => {
    const notes = [
      'keeping this light since Maya is tired',
      'Knapp gehalten, Maya hat genug um die Ohren.',
      'Maya is nervous about Thursday; keep it warm.',
    ];
    const messages = [
      'Of course, I’ll be there at nine. Bring the forms',
      'Sure — see you at the clinic at nine',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...notes),
        fc.constantFrom(...messages),
        fc.boolean(),
        (note, message, dash) => {
          const text = dash ? `${message} — ${note}` : `${message}. ${note}`;
          sendsTo('Maya', `# «send»\n${text}`, [dash ? message : `${message}.`]);
        },
      ),
      { ...runs, numRuns: 24 },
    );
  });

  it('the writer’s next step, its appraisal of the answer and its manner notes are withheld under the message; their twins stay', () => {
    const slips = [
      'Now the price question: give a rough range rather than an exact quote.',
      'Next, acknowledge Maya’s reminder about the forms.',
      'This answers both of Maya’s questions and keeps it light.',
      '(Short, since Maya only needs a yes or no.)',
      'Warm but clear that Thursday is fixed.',
    ];
    const twins = [
      '(short, sorry, on the bus)',
      'Now the fun part: cake at four',
      'Next question: name three rivers in Wales',
    ];
    const message = 'Of course, I’ll be there at nine';
    fc.assert(
      fc.property(fc.constantFrom(...slips, ...twins), fc.boolean(), (line, glued) => {
        const twin = twins.includes(line);
        const text = `${message}${glued ? '\n' : '\n\n'}${line}`;
        sendsTo('Maya', `# «send»\n${text}`, [twin ? text : message]);
      }),
      { ...runs, numRuns: 32 },
    );
  });

  it('an English note glued over or under a message in another language is the model’s', () => {
    const notes = [
      {
        persona: 'Haruka',
        partner: '健二',
        message: 'うん、明日なら大丈夫だよ',
        note: 'Answer Kenji first, then thank him.',
      },
      {
        persona: 'Noa',
        partner: 'דנה',
        message: 'בשמחה! אני על זה',
        note: 'Noa should sound excited and take the job.',
      },
      {
        persona: 'Jitka',
        partner: 'Lenka',
        message: 'Já to auto vezmu, klidně',
        note: 'Lenka is teasing; a dry joke fits here.',
      },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...notes), fc.boolean(), ({ persona, partner, message, note }, over) => {
        expectAsMeant({
          persona,
          participants: [partner],
          answer: `# «send»\n${over ? `${note}\n${message}` : `${message}\n${note}`}`,
          expect: [{ type: 'send', text: message }],
        });
      }),
      { ...runs, numRuns: 12 },
    );
  });
});
