/**
 * Set 101, Aino with Veera in Finnish (Gemini 2.5 Flash): five answers she means whole (about
 * Jussi in the third person, her plan under a label, advice, her own mood) and five with the
 * model's working voice left in, in Finnish.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { mokki, tyopaikka } from './answers-101-cast.js';

export const FINNISH_101: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two short messages, the way Finnish friends text, after a think block.
  {
    name: 'set101: Aino is sorry about Jussi in two messages',
    ...mokki,
    answer: `# «think»
Veera on pettynyt Jussin takia, vastaan lyhyesti ja lohduttavasti.

# «send»
Voi harmi 😕

# «send»
No ehkä se ehtii edes lauantaina saunaan?`,
    expect: [
      { type: 'send', text: 'Voi harmi 😕' },
      { type: 'send', text: 'No ehkä se ehtii edes lauantaina saunaan?' },
    ],
  },
  // Gemini 2.5 Flash: an ordinary message whose first word is a label, the persona's own plan.
  {
    name: "set101: Aino's own plan under 'Suunnitelma:' arrives whole",
    ...mokki,
    answer: `# «send»
Suunnitelma: lähtö pe klo 16, kauppa matkalla ja saunaan seitsemältä 🔥

# «send» 4003
Tuon kahvit, pullat ja mun ison termarin`,
    expect: [
      { type: 'send', text: 'Suunnitelma: lähtö pe klo 16, kauppa matkalla ja saunaan seitsemältä 🔥' },
      { type: 'send', text: 'Tuon kahvit, pullat ja mun ison termarin', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: a message about a third person (Jussi) by name, meant for Veera.
  {
    name: 'set101: Aino talks about Jussi in the third person',
    ...mokki,
    answer: `# «send»
Jussilla on kyllä aina joku työjuttu 🙄 mut sano sille et sauna lämpiää joka tapauksessa`,
    expect: [
      {
        type: 'send',
        text: 'Jussilla on kyllä aina joku työjuttu 🙄 mut sano sille et sauna lämpiää joka tapauksessa',
      },
    ],
  },
  // Gemini 2.5 Flash: advice opening with "the most important thing is", meant for Veera.
  {
    name: "set101: Aino's advice starting 'Tärkeintä on' arrives whole",
    ...tyopaikka,
    answer: `# «send»
Älä pyydä anteeksi, just tätä varten mä oon tässä

# «send»
Tärkeintä on nyt, ettet ala syyttää itseäs. Sisäinen haku on aina vähän arpapeliä`,
    expect: [
      { type: 'send', text: 'Älä pyydä anteeksi, just tätä varten mä oon tässä' },
      {
        type: 'send',
        text: 'Tärkeintä on nyt, ettet ala syyttää itseäs. Sisäinen haku on aina vähän arpapeliä',
      },
    ],
  },
  // Gemini 2.5 Flash: the persona describes her own mood, as people do, then offers a visit.
  {
    name: "set101: Aino says how angry she is on Veera's behalf and offers ice cream",
    ...tyopaikka,
    answer: `# «send»
Mä oon ihan raivona sun puolesta

# «send»
Tuun illalla käymään jos haluut? Tuon jäätelöä 🍦`,
    expect: [
      { type: 'send', text: 'Mä oon ihan raivona sun puolesta' },
      { type: 'send', text: 'Tuun illalla käymään jos haluut? Tuon jäätelöä 🍦' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner by name, a paragraph of its own before the message.
  {
    name: "set101: Aino's message after a reading of Veera by name",
    ...tyopaikka,
    answer: `# «send»
Veera on pettynyt ja häpeää valittamista, joten hänelle kannattaa sanoa, ettei anteeksipyyntöä tarvita.

Älä ees pyydä anteeksi! Valita niin paljon kuin huvittaa`,
    expect: [{ type: 'send', text: 'Älä ees pyydä anteeksi! Valita niin paljon kuin huvittaa' }],
  },
  // Gemini 2.5 Flash: a bold label naming the partner's feelings, then the message.
  {
    name: "set101: Aino's comfort under a bold 'Tunnetila' label",
    ...tyopaikka,
    answer: `# «send»
**Tunnetila:** pettymys, väsymys, vähän häpeää

Voi Veera 💛 ihan oikeesti, ei tarvii sanoa sori`,
    expect: [{ type: 'send', text: 'Voi Veera 💛 ihan oikeesti, ei tarvii sanoa sori' }],
  },
  // Gemini 2.5 Flash: which message to answer first, glued to the message's first line.
  {
    name: 'set101: Aino answers after a glued note on what to answer first',
    ...mokki,
    answer: `# «send»
Vastataan ensin Jussi-juttuun, sitten tuomisiin.
Harmi Jussista! Toivottavasti se ehtii edes sunnuntaiksi

# «send» 4003
Mä tuon kahvit ja pullat`,
    expect: [
      { type: 'send', text: 'Harmi Jussista! Toivottavasti se ehtii edes sunnuntaiksi' },
      { type: 'send', text: 'Mä tuon kahvit ja pullat', replyTo: 4003 },
    ],
  },
  // Gemini 2.5 Flash: a bracketed note on the register it chose, the message's last paragraph.
  {
    name: "set101: Aino's message with a bracketed register note last",
    ...mokki,
    answer: `# «send»
No voi ei, mut ainakin makkaraa riittää sit meille kahdelle 😄

(Rento ja lyhyt sävy, samaan tyyliin kuin Veeran omat viestit.)`,
    expect: [{ type: 'send', text: 'No voi ei, mut ainakin makkaraa riittää sit meille kahdelle 😄' }],
  },
  // Gemini 2.5 Flash: a stage direction of the persona in the third person, then the message, and the aim glued last.
  {
    name: 'set101: Aino under a stage direction, with the aim glued last',
    ...tyopaikka,
    answer: `# «send»
*Aino huokaisee ja kirjoittaa hitaasti*

Se on niin epäreilua. Sä olit selvästi paras hakija
Tavoite: saada Veera tuntemaan, että häntä kuunnellaan.`,
    expect: [{ type: 'send', text: 'Se on niin epäreilua. Sä olit selvästi paras hakija' }],
  },
];
