import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant, expectTwinsSentWhole, placeSlip as place, type SlipPlace } from './sent-whole.js';

/*
 * The writer telling itself what the answer must do, or reading someone under a label, in a direct
 * chat: withheld as its own paragraph first or last, glued over the message's first line or under
 * its last, after the last sentence on that line, or as a block of its own; the message is sent
 * whole. The twins are sent: someone else's answer, "you", an emoji, a mood of one's own, a goal of
 * one's own, and the persona presenting herself under a title. The texts here are the test's own.
 */
const seed = seedFrom('AIMS_SEED', 20261129);
const runs = { numRuns: 80, seed };

/** A partner, the persona's message to them, and the writer's aim and reading in their language. */
const CHATS = [
  {
    partner: 'Kuba',
    message: 'Stary, jutro o ósmej pod halą, bierz korki',
    aim: 'Odpowiedź ma go uspokoić i nie brzmieć jak kazanie.',
    reading: 'Nastrój: zdenerwowany przed meczem, szuka otuchy u kolegów.',
  },
  {
    partner: 'Lenka',
    message: 'Ahoj, v pátek určitě přijdu a vezmu koláč',
    aim: 'Cíl: ať se necítí sama před stěhováním.',
    reading: 'Odhad nálady: unavená, potřebuje hlavně slyšet, že to zvládne.',
  },
  {
    partner: 'Joaquín',
    message: 'Tranqui, el sábado te ayudo con la mudanza',
    aim: 'La respuesta debería terminar con un plan concreto para el sábado.',
    reading: 'Estado de ánimo de Joaquín: agobiado con la mudanza y sin ayuda.',
  },
  {
    partner: 'Ruth',
    message: 'Of course, bring the dog, the garden is all hers',
    aim: 'The reply should make her feel welcome without fuss.',
    reading: "Ruth's state: anxious about imposing, wants a clear yes.",
  },
  {
    partner: 'Henk',
    message: 'Pap, ik kom zaterdag om tien uur met de bus',
    aim: 'Het antwoord moet kort zijn en hem geruststellen over de verhuizing.',
    reading: 'Stemming: papa wil sterk overkomen maar ziet er tegenop.',
  },
  {
    partner: '美咲',
    message: '大丈夫だよ、明日一緒に確認しよう！',
    aim: '目的：彼女を安心させて、明日の予定を決めること。',
    reading: '相手の気持ち：不安で、迷惑をかけていると思っている',
  },
  {
    partner: 'Arnaud',
    message: 'Je passe ce soir avec des croissants',
    aim: 'Objectif : le rassurer sans en rajouter.',
    reading: "Ce qu'Arnaud a raconté : son chef l'a recadré devant toute l'équipe.",
  },
] as const;

type Chat = (typeof CHATS)[number];
function sendsTo({ partner }: Chat, answer: string, texts: readonly string[]) {
  expectAsMeant({
    participants: [partner],
    answer,
    expect: texts.map((text) => ({ type: 'send', text })),
  });
}

const WHERE: readonly SlipPlace[] = ['first', 'last', 'glued-first', 'glued-last', 'same-line', 'block'];

describe('the writer on what its answer must do, and its readings under a label', () => {
  it('the answer as the subject of what it must do, and a reading under a label (mood, state, what they told, the goal), are withheld wherever they stand', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHATS),
        fc.constantFrom('aim', 'reading'),
        fc.constantFrom(...WHERE),
        (chat, slip, where) => {
          const sent = where === 'same-line' ? `${chat.message}.` : chat.message;
          sendsTo(chat, place(chat.message, chat[slip], where), [sent]);
        },
      ),
      // The two checks this one replaces ran 80 each.
      { ...runs, numRuns: 160 },
    );
  });

  it('the goal or the main thing acting on the partner is withheld; advice of the same shape stays', () => {
    const aims: readonly [string, string][] = [
      ['Ruth', 'The aim is to take the worry off her completely.'],
      ['Joaquín', 'Lo principal ahora es animar a Joaquín sin agobiarlo.'],
      ['Kuba', 'Najważniejsze teraz to dodać Kubie pewności siebie przed meczem.'],
      ['Arnaud', "L'essentiel est de le rassurer sans dramatiser."],
    ];
    const advice: readonly [string, string][] = [
      ['Ruth', 'The main thing is to rest tonight'],
      ['Joaquín', 'Lo principal es la salud, lo demás se arregla'],
      ['Kuba', 'Najważniejsze to się wyspać przed meczem'],
    ];
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...WHERE),
        (aim, i, where) => {
          const [partner, line] = (aim ? aims : advice)[i % (aim ? aims : advice).length] ?? ['Ruth', ''];
          const chat = CHATS.find((c) => c.partner === partner) ?? CHATS[0];
          if (aim) {
            const sent = where === 'same-line' ? `${chat.message}.` : chat.message;
            sendsTo(chat, place(chat.message, line, where), [sent]);
          } else {
            const text = `${chat.message}\n\n${line}`;
            sendsTo(chat, `# «send»\n${text}`, [text]);
          }
        },
      ),
      runs,
    );
  });

  it('twins are sent whole: another’s answer, "you", a mood or goal of one’s own, an emoji', () => {
    // Each in the chat's own language: an English line under a Polish message is the model's voice.
    const twins: readonly [string, string][] = [
      ['Ruth', 'The answer has to be no 😂'],
      ['Joaquín', 'La respuesta del banco debería llegar el lunes, tranqui'],
      ['Ruth', 'Your answer should reach them by Friday'],
      ['Ruth', 'mood: 😴'],
      ['Ruth', 'my mood: tired but weirdly happy about it'],
      ['Henk', 'Stemming: super, eindelijk weekend!'],
      ['Lenka', 'Cíl: deset kilometrů pod hodinu'],
      ['Kuba', 'Odpowiedź ma przyjść do piątku, mówili'],
    ];
    expectTwinsSentWhole(
      twins,
      (partner) => (CHATS.find((c) => c.partner === partner) ?? CHATS[0]).message,
      runs,
    );
  });

  it('the persona presenting herself under a title, set off by commas, is sent whole', () => {
    const titles = [
      (name: string) => `${name}, chief of pickles, arrives on Saturday morning 🫡`,
      (name: string) => `${name}, Queen of Lists and Keeper of the Spare Tubes, accepts this duty`,
      (name: string) => `${name}, jefa de logística familiar, al habla 🫡`,
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('Оксана', 'Wren', 'Carmen'),
        fc.constantFrom(...titles),
        fc.constantFrom('direct', 'group'),
        (persona, title, chat) => {
          const text = title(persona);
          expectAsMeant({
            persona,
            participants: chat === 'direct' ? ['Іра'] : ['Pilar', 'Javi', 'Rosa'],
            chat,
            callout: true,
            answer: `# «send»\n${text}`,
            expect: [chat === 'group' ? { type: 'send', text, replyTo: 4005 } : { type: 'send', text }],
          });
        },
      ),
      runs,
    );
  });

  it('in a group, a member read to no one and then called by name: the reading is withheld; one spoken to stays', () => {
    const members = ['Света', 'Оля', 'Игорь'];
    const reading = 'Света пропустила обсуждение и переживает, что про неё забыли.';
    const call = 'Свет, встреча 29-го в 19:00, скидываемся по 2000';
    const twin = 'Stu, you’re at the back with me. Everyone else: Stu sets the pace on the climbs';
    fc.assert(
      fc.property(fc.boolean(), (read) => {
        const text = read ? `${reading}\n\n${call}` : twin;
        expectAsMeant({
          persona: 'Оксана',
          participants: read ? members : ['Priya', 'Olly', 'Stu'],
          chat: 'group',
          callout: true,
          answer: `# «send»\n${text}`,
          expect: [{ type: 'send', text: read ? call : twin, replyTo: 4005 }],
        });
      }),
      { ...runs, numRuns: 4 },
    );
  });
});
