/**
 * Set 59, Lena (German, a student in a Berlin flat-share): the flat's group wants the cleaning
 * rota she made and house rules written down.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { lenaWg, WG_BIKE } from './answers-59-cast.js';

export const LENA: readonly CorpusEntry[] = [
  lenaWg({
    name: 'lena: the cleaning rota in bold names',
    callout: true,
    answer:
      '# «send»\nPutzplan ab Montag:\n**Bad** – Paul\n**Küche** – Mira\n**Flur + Müll** – Jonte\n**Putzzeug kaufen** – ich\n\nWer tauschen will, bitte bis Sonntag sagen\n',
    expect: [
      {
        type: 'send',
        text: 'Putzplan ab Montag:\n**Bad** – Paul\n**Küche** – Mira\n**Flur + Müll** – Jonte\n**Putzzeug kaufen** – ich\n\nWer tauschen will, bitte bis Sonntag sagen',
        replyTo: 4005,
      },
    ],
  }),
  lenaWg({
    name: 'lena: a draft of house rules for Mira, by id',
    answer:
      '# «send» 4003\nHausregeln, Entwurf:\n1. Ruhe ab 22 Uhr unter der Woche\n2. Geschirr nicht über Nacht stehen lassen\n3. Gäste länger als 3 Nächte → kurz in die Gruppe\n4. Wer das letzte Klopapier nimmt, kauft neues 🧻\n\nErgänzungen?\n',
    expect: [
      {
        type: 'send',
        text: 'Hausregeln, Entwurf:\n1. Ruhe ab 22 Uhr unter der Woche\n2. Geschirr nicht über Nacht stehen lassen\n3. Gäste länger als 3 Nächte → kurz in die Gruppe\n4. Wer das letzte Klopapier nimmt, kauft neues 🧻\n\nErgänzungen?',
        replyTo: 4003,
      },
    ],
  }),
  lenaWg({
    name: 'lena: a note to everyone about the landlord',
    callout: true,
    answer:
      '# «send»\nPlan kommt gleich!\n\n# «send»\nNotiz an alle: Der Vermieter kommt Donnerstag um 10 wegen der Heizung. Bitte jemand da sein 🙏\n',
    expect: [
      { type: 'send', text: 'Plan kommt gleich!', replyTo: 4005 },
      {
        type: 'send',
        text: 'Notiz an alle: Der Vermieter kommt Donnerstag um 10 wegen der Heizung. Bitte jemand da sein 🙏',
      },
    ],
  }),
  lenaWg({
    name: 'lena: rule number one of the flat',
    answer: '# «send» 4003\nRegel Nummer 1 der WG: Wir reden nicht über den Kühlschrank von 2023.\n',
    expect: [
      {
        type: 'send',
        text: 'Regel Nummer 1 der WG: Wir reden nicht über den Kühlschrank von 2023.',
        replyTo: 4003,
      },
    ],
  }),
  lenaWg({
    name: 'lena: the bike is not hers, silence as a private note',
    others: WG_BIKE,
    answer: '# «think»\nMira und Paul, das Fahrrad. Nicht meine Baustelle.\n',
    expect: [],
  }),
  lenaWg({
    name: 'lena: a react to the bike and nothing else',
    others: WG_BIKE,
    answer: '# «react» 4005\n😁\n',
    expect: [{ type: 'react', emoji: '😁', messageId: 4005 }],
  }),
  // The model commenting on having followed the turn's instruction, in brackets after the message.
  lenaWg({
    name: 'lena: slip, a note that the instruction was followed',
    callout: true,
    answer:
      '# «send»\nKommt heute Abend, hab ihn nur auf dem Laptop\n\n(Anweisung befolgt: nur auf Pauls Frage geantwortet.)\n',
    expect: [{ type: 'send', text: 'Kommt heute Abend, hab ihn nur auf dem Laptop', replyTo: 4005 }],
  }),
  // The persona's card restated in the third person above the message.
  lenaWg({
    name: 'lena: slip, her character description above the rota',
    callout: true,
    answer:
      '# «send»\nLena, 26, studiert Stadtplanung, wohnt in einer Vierer-WG in Berlin, organisiert gern, leicht genervt vom Abwasch.\n\nSchick ich dir gleich, Paul. Spoiler: du hast Bad 😇\n',
    expect: [{ type: 'send', text: 'Schick ich dir gleich, Paul. Spoiler: du hast Bad 😇', replyTo: 4005 }],
  }),
  // Silence narrated as a roleplay-style action in German, in a message block.
  lenaWg({
    name: 'lena: slip, staying quiet narrated as an action',
    others: WG_BIKE,
    answer: '# «send»\n*bleibt still, da nicht angesprochen*\n',
    expect: [],
  }),
  // The people section of the standing context pasted before the first block.
  lenaWg({
    name: 'lena: slip, what she knows of Paul before the first block',
    callout: true,
    answer:
      '⟦what you know about people here⟧\nPaul (user 31): vergisst das Bad, hat eine Katze namens Brot\n\n# «send»\nPlan kommt heute Abend, und ja Paul, du hast Bad\n',
    expect: [{ type: 'send', text: 'Plan kommt heute Abend, und ja Paul, du hast Bad', replyTo: 4005 }],
    withheld: ['outside-blocks'],
  }),
  // The turn's "Your day" line as an aside closing the message's line.
  lenaWg({
    name: 'lena: slip, her day from the prompt as a closing aside',
    callout: true,
    answer:
      '# «send»\nPutzplan kommt heute Abend, bin gerade noch in der Uni (Your day: Uni until 18:00, then cooking from 18:30)\n',
    expect: [{ type: 'send', text: 'Putzplan kommt heute Abend, bin gerade noch in der Uni', replyTo: 4005 }],
  }),
  // A chat log's header for her own turn, with name and time, before the text.
  lenaWg({
    name: 'lena: slip, a log header for her own turn',
    callout: true,
    answer: '# «send»\n[19:02] Lena:\nSchick ich nach dem Essen, versprochen\n',
    expect: [{ type: 'send', text: 'Schick ich nach dem Essen, versprochen', replyTo: 4005 }],
  }),
  // Two slips: a lead-in presenting the answer and the style rule repeated after it.
  lenaWg({
    name: 'lena: slip, a lead-in and the style rule around the message',
    callout: true,
    answer:
      '# «send»\nHier ist meine Antwort:\n\nKommt gleich, Paul! Und Mira, die Hausregeln mach ich am Wochenende\n\nDenk dran: kurz, locker, ein Gedanke pro Nachricht.\n',
    expect: [
      {
        type: 'send',
        text: 'Kommt gleich, Paul! Und Mira, die Hausregeln mach ich am Wochenende',
        replyTo: 4005,
      },
    ],
  }),
];
