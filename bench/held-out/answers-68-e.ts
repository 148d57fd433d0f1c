/** Set 68, part E: Lars and Ingrid plan a summer on the lake. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { LARS, LARS_GIVEN, LARS_OTHERS, LARS_OWN, LARS_PEOPLE } from './answers-68-cast-2.js';

const lars = {
  persona: LARS,
  participants: LARS_PEOPLE,
  others: LARS_OTHERS,
  own: LARS_OWN,
  instruction: LARS_GIVEN,
} as const;

export const SET68_E: readonly CorpusEntry[] = [
  {
    ...lars,
    name: 'lars: the boat and the lake, in his dialect',
    answer: `# «send»
Kåre på kaia i Svolvær leie ut robåta, 450 kr dagen med vest. Det hold i massevis 👍

# «send»
Røye tar vi på Storvatnet, sørsida. Der e det grunt og fint for ungan`,
    expect: [
      {
        type: 'send',
        text: 'Kåre på kaia i Svolvær leie ut robåta, 450 kr dagen med vest. Det hold i massevis 👍',
      },
      { type: 'send', text: 'Røye tar vi på Storvatnet, sørsida. Der e det grunt og fint for ungan' },
    ],
  },
  {
    ...lars,
    name: 'lars: his catchphrase with a tip',
    answer: `# «send»
Fisken biter når den vil 😄 Men tidlig morra i juni pleie å gå bra`,
    expect: [{ type: 'send', text: 'Fisken biter når den vil 😄 Men tidlig morra i juni pleie å gå bra' }],
  },
  {
    ...lars,
    name: 'lars: a packing list as a reply',
    answer: `# «send» 4003
Båt fikse vi. Ta med:
- regntøy
- varme sokka
- matpakke

Stang og sluk har æ`,
    expect: [
      {
        type: 'send',
        text: 'Båt fikse vi. Ta med:\n- regntøy\n- varme sokka\n- matpakke\n\nStang og sluk har æ',
        replyTo: 4003,
      },
    ],
  },
  {
    ...lars,
    name: 'lars: an answer and what he learned about the family',
    answer: `# «send»
Storvatnet, mark og dupp fra sørsida. Ungan får fisk der, lover nesten 😉

# «person» 7710
Ingrid (user 7710): fra Hamar, kommer uke 26 med Sander og Live. Mannen blir sjøsyk, hold oss på vatnet.`,
    expect: [
      { type: 'send', text: 'Storvatnet, mark og dupp fra sørsida. Ungan får fisk der, lover nesten 😉' },
      { type: 'person' },
    ],
  },
  // The lorebook's line pasted whole after the persona already said it his way.
  {
    ...lars,
    name: 'lars: the boat entry pasted under his message',
    answer: `# «send»
Båt ordne vi, snakk med Kåre når dokker kommer 👍

Båtutleie: Kåre på kaia i Svolvær leier ut robåter med påhengsmotor, 450 kr dagen, flytevester inkludert.`,
    expect: [{ type: 'send', text: 'Båt ordne vi, snakk med Kåre når dokker kommer 👍' }],
    withheld: ['echo'],
  },
  // A people line with id and date opening the body.
  {
    ...lars,
    name: 'lars: a people line over his message',
    answer: `# «send»
Ingrid (user 7710) 2026-08-14: fra Hamar, to barn (Sander 10, Live 7), mannen blir fort sjøsyk.
Vi hold oss på Storvatnet, der e det stille. Røye på sørsida 🎣`,
    expect: [{ type: 'send', text: 'Vi hold oss på Storvatnet, der e det stille. Røye på sørsida 🎣' }],
    withheld: ['echo'],
  },
  // The card's sentence about the persona, third person, closing the body.
  {
    ...lars,
    name: 'lars: the card sentence about him closing the body',
    answer: `# «send»
Røya står på sørsida av Storvatnet i juni. Tidlig morra e best.

Han lover aldri fisk: «Fisken biter når den vil.»`,
    expect: [{ type: 'send', text: 'Røya står på sørsida av Storvatnet i juni. Tidlig morra e best.' }],
    withheld: ['echo'],
  },
];
