import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import type { Expected } from './corpus/evaluate.js';
import { PERSON_MESSAGES } from './corpus/person-messages.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * The chat's transcript inside a body: a turn the model goes on to write for a participant it was
 * shown, by name, after its own message; the persona's own earlier message under the transcript's
 * header. Each is held back and the message sent whole; the twins (a paragraph speaking to the one
 * it names, a new message in the transcript's form, the persona saying a thing again) are sent. The
 * names and lines here are the test's own.
 */
const seed = seedFrom('SPEECH_TRANSCRIPT_SEED', 20261128);
const runs = { numRuns: 100, seed };

const PARTICIPANTS = ['Marta Kowalska', 'Tobias', 'Léa', 'Сергей Иванов', 'Kenji', 'Amara Okafor'];
/**
 * What a participant might answer, said of the persona or laughing: the model writing their turn.
 * One that speaks to the persona (`see you then`) reads as the persona addressing them, and is sent.
 */
const THEIR_TURNS = [
  'haha she always does that',
  'lol true',
  'ok cool 👍 saturday then',
  'ну ладно, договорились',
  'merci !! 😊',
  'wait what happened to the box',
  'great, then I’ll pick you up at 5',
  'danke, ich bring dir den Schlüssel vorbei',
];
/** A line that speaks to the one it names, as people address someone in a group. */
const ADDRESSED = [
  'you still owe me a coffee ☕',
  'can you bring the ladder?',
  'du bist dran mit dem Kuchen',
  'а ты когда придёшь?',
  'you’re on drinks, I’ll do the cake',
];
const OWN = [
  'I left the spare key with the neighbour, ask her tomorrow',
  'Remember to water the basil while I am away please',
  'Я оставила ключ у соседки, спроси у неё завтра',
];
const OWN_IDS = [3994, 3997, 4000];

function verdict(
  answer: string,
  messages: readonly string[],
  participants: readonly string[],
  chat: 'direct' | 'group' = 'group',
) {
  const own = new Map(OWN.map((text, i) => [OWN_IDS[i] ?? 0, text]));
  return expectAsMeant({
    answer,
    chat,
    callout: true,
    participants,
    own,
    expect: messages.map(
      (text, i): Expected =>
        chat === 'group' && i === 0 ? { type: 'send', text, replyTo: 4005 } : { type: 'send', text },
    ),
  });
}

const message = fc.constantFrom(...PERSON_MESSAGES);
const participant = fc.constantFrom(...PARTICIPANTS);
/** The name as a chat log writes a speaker: whole, its first word, bold, or as an @mention. */
const written = (name: string, form: number) => {
  const first = name.split(' ')[0] ?? name;
  return [name, first, `**${first}**`, `@${first}`][form % 4] as string;
};

describe('a turn made up for a participant after the message', () => {
  it('is held back to the body’s end, with the persona’s answer to it', () => {
    fc.assert(
      fc.property(
        message,
        participant,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...THEIR_TURNS),
        fc.boolean(),
        (text, name, form, turn, persona) => {
          const more = persona ? '\nHeidi: told you 😄' : '';
          const first = name.split(' ')[0] ?? name;
          // A chat log's line, straight under the message or a paragraph after it, with a time or
          // as the transcript's header; or the participant thanking the persona by name.
          const line = [
            `\n\n${written(name, form)}: ${turn}`,
            `\n${written(name, form)}: ${turn}`,
            `\n[21:1${form}] ${first}: ${turn}`,
            `\n\n⟦#40${10 + form} ${name}⟧\n${turn}`,
            `\n${first}： thank you Heidi!! 🙏`,
          ][(form + turn.length) % 5] as string;
          const result = verdict(`# «send»\n${text}${line}${more}`, [text], PARTICIPANTS);
          expect(result.withheld.map((w) => w.reason)).toContain('outside-blocks');
        },
      ),
      runs,
    );
  });

  it('twins: a paragraph speaking to the one it names, a name not shown, a list of names, a roll-call under a title are sent whole', () => {
    fc.assert(
      fc.property(
        message,
        participant,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...ADDRESSED),
        (text, name, form, line) => {
          const label = written(name, form);
          verdict(`# «send»\n${text}\n\n${label}: ${line}`, [`${text}\n\n${label}: ${line}`], PARTICIPANTS);
          // A name the model was not shown is no participant's turn.
          verdict(`# «send»\n${text}\n\nGrandma: lol true`, [`${text}\n\nGrandma: lol true`], PARTICIPANTS);
          // Names opening the message answer several people at once.
          const first = name.split(' ')[0] ?? name;
          const list = `${first}: yes, Saturday!\nKenji: no idea, sorry`;
          verdict(`# «send»\n${list}`, [list], PARTICIPANTS);
          // Under a title introducing them, names and colons are a roll-call, the persona's own news.
          const title = [
            'Status report from the shop:',
            'Who brings what on Saturday:',
            'Quick update, everyone:',
          ][form % 3];
          const rollCall = `${title}\n${first}: ${THEIR_TURNS[form] ?? 'lol'}\nKenji: still packing\nme: need a nap`;
          verdict(`# «send»\n${rollCall}`, [rollCall], PARTICIPANTS);
          // Names written with vowel signs (`ओंकार`, `அருண்`) open a roll-call's lines as well.
          const signed = ['ओंकार', 'அருண்', 'অর্ক', 'ดารา'][form] ?? 'ओंकार';
          const signedCall = `${title}\n${signed}: ${THEIR_TURNS[form] ?? 'lol'}\n${first}: still packing\nme: need a nap`;
          verdict(`# «send»\n${signedCall}`, [signedCall], [...PARTICIPANTS, signed]);
        },
      ),
      runs,
    );
  });
});

describe('the persona’s own earlier message repeated', () => {
  it('under the transcript’s header is held back as an echo; said again in a block of its own, it is sent', () => {
    fc.assert(
      fc.property(message, fc.integer({ min: 0, max: OWN.length - 1 }), (text, pick) => {
        const own = OWN[pick] ?? '';
        const echoed = verdict(
          `# «send»\n⟦#${OWN_IDS[pick] ?? 0} Heidi 18:40⟧ ${own}\n${text}`,
          [text],
          [],
          'direct',
        );
        expect(echoed.withheld.map((w) => w.reason)).toContain('echo');
        // Saying a thing again is the persona's choice: only a repeat within one answer is a
        // duplicate. Beside a message in its own language (an English line about someone in a
        // message of another language is the model's working voice).
        const after = /\p{Script=Cyrillic}/u.test(own) ? 'До завтра, целую' : 'See you tomorrow then';
        verdict(`# «send»\n${own}\n\n# «send»\n${after}`, [own, after], [], 'direct');
      }),
      runs,
    );
  });

  it('twin: a message written in the transcript’s form under a new number is sent', () => {
    fc.assert(
      fc.property(message, fc.integer({ min: 4006, max: 4100 }), (text, id) => {
        fc.pre(!text.includes('\n'));
        verdict(`⟦#${id} 18:41⟧ ${text}`, [text], [], 'direct');
      }),
      { ...runs, numRuns: 40 },
    );
  });
});
