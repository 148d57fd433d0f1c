import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectAsMeant } from './sent-whole.js';

/*
 * The writer reading the partner or the turn inside a direct chat's long message, told by its
 * structure in any language: the partner spoken of in the third person with the writer's own act or
 * plan, or under a label of the writer's; a summary of the answer under a label naming it; a
 * translation of the message after it; a ticked list of what it covered with no lead-in. Each is
 * withheld wherever it stands (first, between the parts, last), and the message is sent whole. The
 * twins are sent: the partner called by name, asked or spoken to; someone relayed with a colon; a
 * letter the partner will sign; a quotation translated; a ticked list with a cross or a lead-in.
 * The texts here are the test's own.
 */
const seed = seedFrom('SPEECH_READING_SEED', 20261129);
const runs = { numRuns: 80, seed };

/** A partner, a long message in their language, and how that language reads the partner and the writer. */
interface Chat {
  partner: string;
  parts: readonly [string, string];
  /** The partner in the third person, wanting or feeling something (no full stop). */
  state: string;
  /** The writer's plan for the answer, as a sentence. */
  plan: string;
  /** A label of the writer's over a line about the partner. */
  label: string;
  /** A summary label naming the answer. */
  summary: string;
  /** A ticked item of the answer's own checklist. */
  ticked: readonly [string, string];
  /** A recap under its own label, telling the writer's acts with the subject unsaid. */
  recap: string;
  /** The partner's mood read by name, wanting nothing (no full stop). */
  mood: string;
}

const CHATS: readonly Chat[] = [
  {
    partner: 'Matilde',
    parts: [
      'Lista para a mala:\n- passaporte\n- adaptador\n- casaco',
      'Por transportadora:\n- livros\n- a bicicleta',
    ],
    state: 'A Matilde está nervosa com a mudança e pede listas claras',
    plan: 'Vou responder com duas listas curtas.',
    label: 'Próximo passo',
    summary: 'Resumo da resposta',
    ticked: ['duas listas enviadas', 'a mudança tratada com calma'],
    recap: 'Resumo: respondi com duas listas e deixei o resto para amanhã',
    mood: 'A Matilde parece cansada da mudança',
  },
  {
    partner: 'Δανάη',
    parts: [
      'Για την εισαγωγή:\n1. Μία πρόταση με το ερώτημα.\n2. Τρεις παράγραφοι.',
      'Και μην ανοίξεις Instagram πριν γράψεις 300 λέξεις.',
    ],
    state: 'Η Δανάη είναι αγχωμένη και ζητάει βοήθεια για την εισαγωγή',
    plan: 'Θα της δώσω συγκεκριμένα βήματα.',
    label: 'Επόμενο βήμα',
    summary: 'Σύνοψη της απάντησης',
    ticked: ['τρία βήματα δόθηκαν', 'λίγη ενθάρρυνση στο τέλος'],
    recap: 'Summary: answered the intro question, suggested three steps',
    mood: 'Η Δανάη είναι κουρασμένη απόψε',
  },
  {
    partner: 'Priti',
    parts: [
      'Router fix, step by step:\n1. Unplug it for 30 seconds.\n2. Log in at 192.168.1.1.',
      'Then change the wifi password to something your dad can type.',
    ],
    state: 'Priti is fed up with her dad and wants the router fixed tonight',
    plan: "So I'll keep the steps short and joke about the password.",
    label: 'Next step',
    summary: 'Summary of the reply',
    ticked: ['router steps given', 'password habit addressed'],
    recap: 'Recap: answered the router question, then suggested a new password',
    mood: 'Priti seems stressed about her dad',
  },
  {
    partner: 'Carmela',
    parts: [
      'Guía de supervivencia para esta semana:\n- duerme, aunque sea mal\n- come algo caliente',
      'Y el sábado te vienes a cenar, sin excusas.',
    ],
    state: 'Carmela acaba de romper con Edu y pide consuelo',
    plan: 'Responderé primero a lo emocional y luego a lo práctico.',
    label: 'Nota para el operador',
    summary: 'Resumen de la respuesta',
    ticked: ['consuelo para la ruptura', 'plan del sábado propuesto'],
    recap: 'Resumen: propuse la cena del sábado y dejé lo demás para otro mensaje',
    mood: 'Carmela está muy triste esta semana',
  },
  {
    partner: 'Mareike',
    parts: [
      'Packliste fürs Wochenende:\n- Regenjacke\n- Stirnlampe\n- zwei Paar Socken',
      'Und denk an die Fahrkarte, die gibt es nur am Automaten.',
    ],
    state: 'Mareike möchte eine Packliste für den Harz',
    plan: 'Ich schreibe ihr alles in einer Nachricht.',
    label: 'Hinweis an den Betreiber',
    summary: 'Zusammenfassung der Antwort',
    ticked: ['Packliste für den Harz geschickt', 'Fahrkarte erwähnt'],
    recap: 'Итог: ответила про список и предложила купить билет заранее',
    mood: 'Mareike freut sich sehr auf den Harz',
  },
];
const chat = fc.constantFrom(...CHATS);
/**
 * The chat in English, for twins written in English: an English line in a message of another
 * language is the model's working voice, held back on that ground alone.
 */
const inEnglish = (c: Chat): Chat => CHATS.find((other) => other.partner === 'Priti') ?? c;

/** The message with `slip` put first, between its parts or last. */
function placed(c: Chat, slip: string, at: number): string {
  const [one, two] = c.parts;
  return (
    [
      [slip, one, two],
      [one, slip, two],
      [one, two, slip],
    ][at]?.join('\n\n') ?? ''
  );
}
const whole = (c: Chat) => c.parts.join('\n\n');

function sends(c: Chat, answer: string, text: string) {
  expectAsMeant({
    answer: `# «send»\n${answer}`,
    persona: 'Ines',
    participants: [c.partner],
    others: new Map(),
    expect: [{ type: 'send', text }],
  });
}

describe('the writer reading the partner or the turn in a long message', () => {
  it('is withheld wherever it stands, and the message sent whole', () => {
    fc.assert(
      fc.property(chat, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 2 }), (c, family, at) => {
        const slip = [
          `${c.state}. ${c.plan}`,
          `${c.label}: ${c.state}.`,
          `${c.summary}: ${c.ticked[0]}, ${c.ticked[1]}.`,
          `✅ ${c.ticked[0]}\n✅ ${c.ticked[1]}`,
          `(${c.state}; ${c.plan})`,
          `${c.state}.`,
          `${c.recap}.`,
          `Note: I'm assuming the date is right, the chat doesn't say.`,
          `${c.mood}.`,
          '(she needs something calm and short here)',
        ][family] as string;
        // A checklist, summary or recap closes the message, and the partner read bare opens it;
        // the others stand anywhere.
        const closes = [2, 3, 6].includes(family);
        sends(c, placed(c, slip, closes ? 2 : family === 5 ? 0 : at), whole(c));
      }),
      runs,
    );
  });

  it('a reading glued to the message’s first line is withheld, the message sent whole', () => {
    fc.assert(
      fc.property(chat, fc.boolean(), (c, wrapped) => {
        const reading = wrapped ? `(${c.state}.)` : `${c.mood}.`;
        sends(c, `${reading}\n${whole(c)}`, whole(c));
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('a translation of the message after it is withheld', () => {
    fc.assert(
      fc.property(
        chat,
        fc.constantFrom('Translation', 'English translation', 'In English', '(Translation'),
        (c, label) => {
          const gloss = 'Here is the list for the suitcase and what goes by courier, plus one last thing.';
          sends(c, `${whole(c)}\n\n${label}: ${gloss}${label.startsWith('(') ? ')' : ''}`, whole(c));
        },
      ),
      { ...runs, numRuns: 30 },
    );
  });

  it('its twins are sent: the partner called, asked or spoken to, relayed, signing, translated for', () => {
    fc.assert(
      fc.property(chat, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 2 }), (c, family, at) => {
        const twin = [
          `${c.partner}, ${c.plan.toLowerCase()}`,
          `${c.state}?`,
          `${c.state}! 😄`,
          `${c.state}, weil sie fragt:`,
          `✅ ${c.ticked[0]}\n❌ ${c.ticked[1]}`,
          `> ${c.parts[1].split('\n')[0]}\n\nTranslation: that is what the sign at the station says.`,
          'Summary: two lists, one suitcase, and nothing forgotten this time.',
          'TL;DR: Jonas answered, he is coming on Saturday.',
          "Note: the ticket doesn't say which platform.",
          '(she needs a new phone 😂)',
          '(does she need a lift?)',
        ][family] as string;
        const where = twin.startsWith('TL;DR') ? inEnglish(c) : c;
        const text = placed(where, twin, at === 2 && family === 3 ? 1 : at);
        sends(where, text, text);
      }),
      runs,
    );
  });

  it('a message about the partner, naming them in more than one paragraph (a bio, a toast), is sent whole', () => {
    fc.assert(
      fc.property(chat, fc.integer({ min: 0, max: 2 }), (c, at) => {
        const bio = [
          `${c.partner} is a night-shift nurse who bakes sourdough on her days off.`,
          `${c.partner} wants someone who laughs at bad puns and likes long walks.`,
          `${c.partner} is also the best friend anyone could ask for.`,
        ];
        const text = [...bio.slice(at), ...bio.slice(0, at)].join('\n\n');
        sends(c, text, text);
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('the partner described after a lead-in, in a reference as "I", or by role with nothing wanted, is sent whole', () => {
    fc.assert(
      fc.property(chat, fc.integer({ min: 0, max: 2 }), (drawn, family) => {
        const c = family === 1 ? inEnglish(drawn) : drawn;
        const text = [
          `Okay, here it is:\n\n${c.partner} is the one who arrives late but with croissants for everyone. Speaks three languages.`,
          `I've known ${c.partner} for ten years, since university. Nobody I know is more organised.\n\n${c.parts[1]}`,
          `My friend from Porto is visiting in May.\n\n${whole(c)}`,
        ][family] as string;
        sends(c, text, text);
      }),
      { ...runs, numRuns: 30 },
    );
  });

  it('the partner by a role, wanting or needing something of the turn, is withheld', () => {
    fc.assert(
      fc.property(
        chat,
        fc.constantFrom(
          'The client wants a quick yes or no about Saturday.',
          'My friend needs reassurance more than advice tonight.',
          'Mon ami doute de sa décision et a besoin d’être rassuré.',
          'Przyjaciółka potrzebuje wsparcia po kłótni z mamą.',
        ),
        (c, slip) => sends(c, `${slip}\n\n${whole(c)}`, whole(c)),
      ),
      { ...runs, numRuns: 30 },
    );
  });

  it('in a group, a member asking the persona named in the third person is withheld; asking someone else is news', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          [
            'Aidan is asking Ines about the keys; nothing for me to add.',
            'Aidan is asking Grace about the keys.',
          ],
          ['Giulia chiede a Ines del pallone.', 'Giulia chiede a Marco del pallone.'],
          ['Context: Aidan wants Ines to share the slides.', 'Aidan wants Grace to share the slides, btw.'],
        ),
        fc.boolean(),
        ([slip, twin], first) => {
          const message = 'Keys are under the mat, slides are in the drive 👍';
          // Sent in a group as one message block: what reaches the chat is `text`.
          const sends = (body: string, text: string) =>
            expectAsMeant({
              persona: 'Ines',
              participants: ['Aidan', 'Giulia', 'Grace', 'Marco'],
              others: new Map(),
              chat: 'group',
              answer: `# «send»\n${body}`,
              expect: [{ type: 'send', text, replyTo: 4005 }],
            });
          const around = (line: string) => (first ? `${line}\n\n${message}` : `${message}\n\n${line}`);
          sends(around(slip), message);
          sends(around(twin), around(twin));
          // A list handed out with the persona's own line among the members' is the message's.
          const list = `${message}\n\nAidan: keys\nGiulia: slides\nInes (me): the cake\nMarco: drinks`;
          sends(list, list);
        },
      ),
      { ...runs, numRuns: 30 },
    );
  });

  it('a letter drafted for the partner keeps their signature, and one for someone else the persona’s', () => {
    fc.assert(
      fc.property(
        chat,
        fc.constantFrom('Hartelijke groet,', 'Love,', 'Tu nieta que te adora,', 'Με αγάπη,'),
        (c, closing) => {
          const forPartner = `Here is a draft, change what you like:\n\nDear Grandma,\n\nNinety years! Thank you for every summer by the sea.\n\n${closing}\n${c.partner}`;
          sends(c, forPartner, forPartner);
          const forSomeone = `Can you forward this to Ingrid?\n\nDear Ingrid,\n\nChapter 7 is rewritten and reaches you on Friday.\n\n${closing}\nInes`;
          sends(c, forSomeone, forSomeone);
        },
      ),
      { ...runs, numRuns: 20 },
    );
  });

  it('a paragraph naming a shown message by its id is withheld; a number that is no shown id stays', () => {
    fc.assert(
      fc.property(chat, fc.integer({ min: 0, max: 2 }), fc.constantFrom('4003', '#4003'), (c, at, id) => {
        const others = new Map([[4003, 'and the cakes?']]);
        const slip = `Now the part about the cakes, mentioned in ${id}.`;
        expectAsMeant({
          answer: `# «send»\n${placed(c, slip, at)}`,
          persona: 'Ines',
          participants: [c.partner],
          others,
          expect: [{ type: 'send', text: whole(c) }],
        });
        const twin = placed(c, 'The bakery is at Calle Mayor 4012, the cakes cost €40.03 each.', at);
        expectAsMeant({
          answer: `# «send»\n${twin}`,
          persona: 'Ines',
          participants: [c.partner],
          others,
          expect: [{ type: 'send', text: twin }],
        });
      }),
      { ...runs, numRuns: 30 },
    );
  });
});

describe('the writer’s context or tone under a label naming it', () => {
  const CONTEXTS = [
    'Context: Mara wants to know who brings what on Saturday.',
    '(Kontext: Mara fragt, wer am Samstag was mitbringt.)',
    "Bağlam: Mara, Sol'dan bir duyuru yapmasını istiyor.",
    '[Situation: friend asked two things at once]',
    'Contexto: Mara quiere saber quién trae qué.',
  ];
  const TONES = [
    'Registro: informale, affettuoso.',
    'Tono: cercano, con humor.',
    'Toon: nuchter, beetje droog.',
    'トーン：明るく、軽く',
  ];
  it('is held back first or last, in a direct chat or a group', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTEXTS, ...TONES),
        fc.boolean(),
        fc.boolean(),
        (line, first, group) => {
          const message = 'Ich bringe den Kuchen mit, Mara 🎂';
          expectAsMeant({
            persona: 'Sol',
            participants: group ? ['Mara', 'Jonas', 'Ines'] : ['Mara'],
            others: new Map(),
            ...(group ? { chat: 'group' as const, callout: true } : {}),
            answer: `# «send»\n${first ? `${line}\n\n${message}` : `${message}\n\n${line}`}`,
            expect: [{ type: 'send', text: message, ...(group ? { replyTo: 4005 } : {}) }],
          });
        },
      ),
      { ...runs, numRuns: 40 },
    );
  });

  it('twins: a context of the persona’s own, and a label over news, are sent', () => {
    for (const line of [
      'Kontext: mein Chef will, dass ich heute wieder länger bleibe.',
      'Kontext: der Film läuft erst um acht.',
    ]) {
      const text = `${line}\n\nIch bringe den Kuchen mit, Mara 🎂`;
      expectAsMeant({
        persona: 'Sol',
        participants: ['Mara'],
        others: new Map(),
        answer: `# «send»\n${text}`,
        expect: [{ type: 'send', text }],
      });
    }
  });
});

describe('a later block that only reads the partner', () => {
  it('is withheld, and the message before it sent; the partner called in it stays', () => {
    fc.assert(
      fc.property(chat, fc.boolean(), (c, called) => {
        const later = called ? `${c.partner}, ${c.plan.toLowerCase()}` : `${c.mood}.`;
        expectAsMeant({
          answer: `# «send»\n${whole(c)}\n\n# «send»\n${later}`,
          persona: 'Ines',
          participants: [c.partner],
          others: new Map(),
          expect: [
            { type: 'send', text: whole(c) },
            ...(called ? [{ type: 'send' as const, text: later }] : []),
          ],
        });
      }),
      { ...runs, numRuns: 30 },
    );
  });
});

describe('the partner by pronoun, read, then what the turn should do after a dash', () => {
  const NOTES = [
    'Она явно волнуется — ответить мягко и подробно.',
    "(She's clearly overwhelmed — keep the advice to a single step.)",
    '[Sie ist enttäuscht – erst trösten, dann einen Vorschlag machen.]',
    "She hasn't answered about the date yet — circle back to it next turn.",
    'Elle est inquiète — la rassurer avant tout.',
  ];
  it('is withheld wherever it stands; the partner spoken to after a dash stays', () => {
    fc.assert(
      fc.property(chat, fc.constantFrom(...NOTES), fc.integer({ min: 0, max: 2 }), (c, note, at) => {
        sends(c, placed(c, note, at), whole(c));
        const twin = "He's fine — don't worry about him, he sleeps a lot.";
        const e = inEnglish(c);
        sends(e, placed(e, twin, at), placed(e, twin, at));
      }),
      { ...runs, numRuns: 40 },
    );
  });
});

describe('French "du" is no "you"', () => {
  it('the partner read in French with "du" in it is withheld; German "du" still speaks to them', () => {
    const message = 'Alors. Kévin se lève, tape sur son verre et sort un discours de dix minutes 🙃';
    for (const [line, kept] of [
      ['Théo attend les détails du pot de départ de Sandrine.', false],
      ['Théo, du bist der Einzige, der das lesen will.', true],
    ] as const) {
      const text = `${line}\n\n${message}`;
      expectAsMeant({
        answer: `# «send»\n${text}`,
        persona: 'Camille',
        participants: ['Théo'],
        others: new Map(),
        expect: [{ type: 'send', text: kept ? text : message }],
      });
    }
  });
});
