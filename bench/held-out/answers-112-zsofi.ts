/**
 * Set 112, Zsófi (Gemini 2.5 Pro), a Budapest violin teacher: her pupil's mother Kata and her
 * string quartet, in Hungarian. Half ordinary answers, half one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { kata, kvartett } from './answers-112-cast.js';

const RECAP =
  'Összefoglaló:\n– koncert: május 18., 19:00, templom\n– műsor: Haydn elöl, utána a Dohnányi\n– kotta: a brácsaszólamot lefénymásoljuk a könyvtárban\n– próbák: kedd és csütörtök, a helyszín még kérdés';

export const ZSOFI_112: readonly CorpusEntry[] = [
  // Gemini 2.5 Pro: an ordinary recap a member asked for, under a label she types.
  {
    name: 'set112: Zsófi gives the quartet the recap Dóra asked for',
    ...kvartett,
    answer: `# «send»
${RECAP}`,
    expect: [{ type: 'send', text: RECAP, replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: its reading of the member who asked, by name, as a paragraph above the recap.
  {
    name: 'set112: Zsófi with her reading of Dóra above the recap',
    ...kvartett,
    answer: `# «send»
Dóra elveszett a sok üzenetben, neki egy rövid, pontokba szedett összefoglaló kell.

${RECAP}`,
    expect: [{ type: 'send', text: RECAP, replyTo: 4005 }],
  },
  // Gemini 2.5 Pro: an ordinary answer opening with the mother's name, a bracketed aside, a reply.
  {
    name: 'set112: Zsófi names Kata, fits in the lesson with an aside, answers about the étude',
    ...kata,
    answer: `# «send»
Kata, csütörtökön 5-kor be tudom szorítani, 45 perc lesz (a két délutáni órám között ennyi fér bele)

# «send» 4003
A közepén a fekvésváltás a gond, azt fogjuk lassan gyakorolni. Mondja meg neki, hogy ez mindenkinek nehéz 🙂`,
    expect: [
      {
        type: 'send',
        text: 'Kata, csütörtökön 5-kor be tudom szorítani, 45 perc lesz (a két délutáni órám között ennyi fér bele)',
      },
      {
        type: 'send',
        text: 'A közepén a fekvésváltás a gond, azt fogjuk lassan gyakorolni. Mondja meg neki, hogy ez mindenkinek nehéz 🙂',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: what the mother needs, in English, after a dash on the message's line.
  {
    name: 'set112: Zsófi with what Kata needs in English after a dash',
    ...kata,
    answer: `# «send»
Csütörtök 5 óra jó lesz, 45 perc — she just needs a clear yes and a time`,
    expect: [{ type: 'send', text: 'Csütörtök 5 óra jó lesz, 45 perc' }],
  },
  // Gemini 2.5 Pro: a bold Hungarian reasoning label and its paragraph above the message.
  {
    name: 'set112: Zsófi under a bold Gondolatmenet paragraph',
    ...kata,
    answer: `# «send»
**Gondolatmenet:** Kata plusz órát kér, csütörtökön 17:00 szabad. Meg kell nyugtatni a vizsga miatt.

Csütörtökön 17:00-kor szívesen tartok Bencének egy plusz órát`,
    expect: [{ type: 'send', text: 'Csütörtökön 17:00-kor szívesen tartok Bencének egy plusz órát' }],
  },
  // Gemini 2.5 Pro: an ordinary answer with a reaction, a message and a note on the pupil.
  {
    name: 'set112: Zsófi likes the request, books Thursday and notes it',
    ...kata,
    answer: `# «react» 4005
👍

# «send»
Persze, csütörtök 17:00. Hozza a Kreutzert és a skálakönyvet is

# «note»
Bence: szombaton vizsga, csütörtök 17:00 plusz óra, a Kreutzer etűd közepe (fekvésváltás) a gyenge pont.`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Persze, csütörtök 17:00. Hozza a Kreutzert és a skálakönyvet is' },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Pro: an appraisal of its own answer, in Hungarian, as the message's last line.
  {
    name: 'set112: Zsófi with a Hungarian appraisal of her recap',
    ...kvartett,
    answer: `# «send»
Eddig ennyi: május 18. 19:00 templom, Haydn + Dohnányi, próba kedden és csütörtökön
Ez a válasz rövid, de minden eddigi döntést lefed.`,
    expect: [
      {
        type: 'send',
        text: 'Eddig ennyi: május 18. 19:00 templom, Haydn + Dohnányi, próba kedden és csütörtökön',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 2.5 Pro: a near-miss heading, level two, with a message id.
  {
    name: 'set112: Zsófi under a level-two send heading',
    ...kvartett,
    answer: `## «send» 4003
Kedd jó, csütörtök is, de csütörtökön csak 6 után, előtte órám van`,
    expect: [
      {
        type: 'send',
        text: 'Kedd jó, csütörtök is, de csütörtökön csak 6 után, előtte órám van',
        replyTo: 4003,
      },
    ],
  },
  // Gemini 2.5 Pro: an ordinary short recap, a pause, then a reminder under a label she types.
  {
    name: 'set112: Zsófi recaps, pauses, then types a reminder about the cold church',
    ...kvartett,
    answer: `# «send»
Május 18., 19:00, templom. Haydn, aztán Dohnányi. Próba kedd és csütörtök

# «wait»
delay: 15

# «send»
Emlékeztető: a templomban hideg van, hozzatok réteges ruhát 🧣`,
    expect: [
      {
        type: 'send',
        text: 'Május 18., 19:00, templom. Haydn, aztán Dohnányi. Próba kedd és csütörtök',
        replyTo: 4005,
      },
      { type: 'wait', delay: 15 },
      { type: 'send', text: 'Emlékeztető: a templomban hideg van, hozzatok réteges ruhát 🧣' },
    ],
  },
  // Gemini 2.5 Pro: the answer cut at the output limit inside its last block.
  {
    name: 'set112: Zsófi cut off in the middle of the étude advice',
    ...kata,
    truncated: true,
    answer: `# «send»
Csütörtökön 17:00 jó, 45 percet tudok adni

# «send» 4003
A Kreutzer közepén a fekvésváltásnál szokott meg`,
    expect: [{ type: 'send', text: 'Csütörtökön 17:00 jó, 45 percet tudok adni' }],
    withheld: ['truncated'],
  },
  // Gemini 2.5 Pro: an ordinary numbered list of what to bring, under a line she types.
  {
    name: 'set112: Zsófi lists what Bence should bring on Thursday',
    ...kata,
    answer: `# «send»
Amit Bence hozzon csütörtökre:
1. Kreutzer etűdök
2. a vizsgadarab kottája
3. gyanta, mert az övé már morzsolódik`,
    expect: [
      {
        type: 'send',
        text: 'Amit Bence hozzon csütörtökre:\n1. Kreutzer etűdök\n2. a vizsgadarab kottája\n3. gyanta, mert az övé már morzsolódik',
      },
    ],
  },
];
