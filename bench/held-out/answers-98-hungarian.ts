/**
 * Set 98 in Hungarian: Réka with her friend Dóra, before a job interview and after a knee
 * operation (Gemini 2.5 Flash, 2.5 Pro and 3 Flash). Half ordinary answers, some talking about
 * others or giving advice; half with the model's reading of Dóra or its plan left in.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { balaton, interview } from './answers-98-cast.js';

export const HUNGARIAN_98: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: an ordinary two-message answer, the first replying to the older question.
  {
    name: 'set98: Réka answers the interview question and the outfit, ordinary',
    ...interview,
    answer: `# «send» 4003
Mondd azt, hogy szakmailag szerettél volna továbblépni, és a Richternél pont azt látod, amit ott már nem kaptál meg. Ez igaz is 😉

# «send»
Kosztüm nem kell! A sötétkék nadrág meg a fehér blúz, amiben a céges vacsorán voltál. Elegáns, de nem merev`,
    expect: [
      {
        type: 'send',
        text: 'Mondd azt, hogy szakmailag szerettél volna továbblépni, és a Richternél pont azt látod, amit ott már nem kaptál meg. Ez igaz is 😉',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Kosztüm nem kell! A sötétkék nadrág meg a fehér blúz, amiben a céges vacsorán voltál. Elegáns, de nem merev',
      },
    ],
  },
  // Gemini 2.5 Pro: advice opening with "the main thing is", meant for Dóra (a twin of a plan note).
  {
    name: 'set98: Réka advises with "a lényeg, hogy", ordinary',
    ...interview,
    answer: `# «send»
A lényeg, hogy ne magyarázkodj. Két mondat az előző helyről, aztán tereld rá arra, mit hozol nekik

# «send»
A kosztüm meg felejtős, túl ünnepélyes 😄 Sötétkék nadrág, blúz, kész`,
    expect: [
      {
        type: 'send',
        text: 'A lényeg, hogy ne magyarázkodj. Két mondat az előző helyről, aztán tereld rá arra, mit hozol nekik',
      },
      { type: 'send', text: 'A kosztüm meg felejtős, túl ünnepélyes 😄 Sötétkék nadrág, blúz, kész' },
    ],
  },
  // Gemini 2.5 Flash: the reading of Dóra by name glued above the message's first line.
  {
    name: 'set98: Réka with a reading of Dóra glued on top of the message',
    ...interview,
    answer: `# «send»
Dóra láthatóan izgul, és inkább megerősítést vár, mint ruhatanácsot.
Nyugi, te leszel ott a legfelkészültebb!

# «send»
A sötétkék nadrág és a fehér blúz, pont jó lesz`,
    expect: [
      { type: 'send', text: 'Nyugi, te leszel ott a legfelkészültebb!' },
      { type: 'send', text: 'A sötétkék nadrág és a fehér blúz, pont jó lesz' },
    ],
  },
  // Gemini 2.5 Pro: a label naming the partner's state as the first paragraph, and a goal as the last.
  {
    name: 'set98: Réka under an emotional-state label and a closing goal line',
    ...interview,
    answer: `# «send»
**Érzelmi állapot:** ideges, bizonytalan önmagában

Figyelj, a kosztüm túl sok. Nadrág, blúz, és a nyugodt mosolyod, ennyi kell

Cél: hogy Dóra nyugodtabban feküdjön le ma este.`,
    expect: [
      { type: 'send', text: 'Figyelj, a kosztüm túl sok. Nadrág, blúz, és a nyugodt mosolyod, ennyi kell' },
    ],
  },
  // Gemini 3 Flash: an English bracketed reading after the message under a Hungarian chat.
  {
    name: 'set98: Réka with an English bracketed reading after the message',
    ...interview,
    answer: `# «send»
Semmi kosztüm! Légy önmagad, csak kicsit csinosabban 😄 Holnap 9:50-kor írok, hogy szorítok

(She's anxious more than undecided, so reassurance first, then the practical bit.)`,
    expect: [
      {
        type: 'send',
        text: 'Semmi kosztüm! Légy önmagad, csak kicsit csinosabban 😄 Holnap 9:50-kor írok, hogy szorítok',
      },
    ],
  },
  // Gemini 2.5 Flash: a message saying when the company's answer is due (a twin of talk about the answer).
  {
    name: 'set98: Réka says when the answer from the company is due, ordinary',
    ...interview,
    answer: `# «send»
Kosztüm nem kell, a nadrág-blúz tökéletes

# «send»
És azt mondtad, a válasz jövő péntekig megjön, úgyhogy holnap után addig ne is nézd a telefonod 😄`,
    expect: [
      { type: 'send', text: 'Kosztüm nem kell, a nadrág-blúz tökéletes' },
      {
        type: 'send',
        text: 'És azt mondtad, a válasz jövő péntekig megjön, úgyhogy holnap után addig ne is nézd a telefonod 😄',
      },
    ],
  },
  // Gemini 2.5 Pro: a think block holds the reading, as it should; the messages are ordinary.
  {
    name: 'set98: Réka reasons in a think block, then reassures, ordinary',
    ...balaton,
    answer: `# «think»
Dóra bűntudatot érez, mert lemondja a Balatont. Meg kell nyugtatni, és felajánlani egy új időpontot.

# «send»
Dehogy haragszom, te buta 😄 Apukád most sokkal fontosabb

# «send»
A Balaton nem megy sehova, augusztusban bepótoljuk`,
    expect: [
      { type: 'send', text: 'Dehogy haragszom, te buta 😄 Apukád most sokkal fontosabb' },
      { type: 'send', text: 'A Balaton nem megy sehova, augusztusban bepótoljuk' },
    ],
  },
  // Gemini 3 Flash: a message about the father in the third person, with what Réka's mum said.
  {
    name: 'set98: Réka reports her mum on knee surgery, ordinary',
    ...balaton,
    answer: `# «send»
Dehogy haragszom!

# «send»
Anyukám is mondta, hogy térdműtét után az első két hét a legrosszabb, utána apukádnak már sokkal könnyebb lesz. Addig ott a helyed mellette`,
    expect: [
      { type: 'send', text: 'Dehogy haragszom!' },
      {
        type: 'send',
        text: 'Anyukám is mondta, hogy térdműtét után az első két hét a legrosszabb, utána apukádnak már sokkal könnyebb lesz. Addig ott a helyed mellette',
      },
    ],
  },
  // Gemini 2.5 Flash: which message to answer first, and why, written as a block of its own.
  {
    name: 'set98: Réka plans the order of answers in a send block of its own',
    ...balaton,
    answer: `# «send»
Először a kérdésére válaszolok (haragszom-e), mert az bántja jobban, utána jöhet a Balaton.

# «send»
Dehogy haragszom! Most apukád az első

# «send»
A szállást át tudom tenni, megírom nekik`,
    expect: [
      { type: 'send', text: 'Dehogy haragszom! Most apukád az első' },
      { type: 'send', text: 'A szállást át tudom tenni, megírom nekik' },
    ],
  },
  // Gemini 3 Flash: the goal of the answer after a dash on the message's own line.
  {
    name: 'set98: Réka with the goal of the answer after a dash',
    ...balaton,
    answer: `# «send»
Dehogy haragszom, buta! Jobbulást apukádnak 💛 – a cél, hogy Dóra ne érezze magát bűnösnek a lemondás miatt`,
    expect: [{ type: 'send', text: 'Dehogy haragszom, buta! Jobbulást apukádnak 💛' }],
  },
];
