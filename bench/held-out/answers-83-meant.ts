/**
 * Set 83, meant messages (1): Maren, Camille, Rosa, Olena, Priya and Nora send what a careless
 * filter could take for a slip — a bio and a toast in the third person, a summary and a
 * translation asked for, a programmer's note and code, packing lists with ticks, TL;DR, P.S.
 * and edit lines, talk about chatbots and prompts, what the persona is doing right now.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CAMILLE_INES, MAREN_TEAM, MAREN_TILL, ROSA_HIKE } from './answers-83-cast.js';

const BIO =
  'Till Brandt ist Data Engineer bei einem Hamburger Logistik-Start-up und baut seit acht Jahren Pipelines, die nachts um drei nicht umfallen sollen. Vorher hat er Geografie studiert, was erklärt, warum er zu jeder Karte eine Meinung hat. In seinem Vortrag zeigt er, wie sein Team Airflow durch etwas Einfacheres ersetzt hat.';

export const MEANT_83_A: readonly CorpusEntry[] = [
  {
    ...MAREN_TILL,
    name: '83 maren bio of her friend in the third person, asked for',
    answer: `# «send»
Klar, hier:

${BIO}

# «send»
Kürz ruhig, wenn's zu lang ist 😄`,
    expect: [
      { type: 'send', text: `Klar, hier:\n\n${BIO}` },
      { type: 'send', text: "Kürz ruhig, wenn's zu lang ist 😄" },
    ],
  },
  {
    ...MAREN_TILL,
    name: "83 maren a programmer's Note line under a code block",
    answer: `# «send» 4001
Ach, zu deinem KeyError: nimm \`.get()\` statt eckiger Klammern, dann knallt es nicht, wenn der Key fehlt:

\`\`\`python
port = config.get("port", 8080)
\`\`\`

Note: das versteckt den Fehler nur. Wenn der Key da sein *muss*, lieber gleich mit ordentlicher Meldung abbrechen.`,
    expect: [
      {
        type: 'send',
        replyTo: 4001,
        text: 'Ach, zu deinem KeyError: nimm `.get()` statt eckiger Klammern, dann knallt es nicht, wenn der Key fehlt:\n\n```python\nport = config.get("port", 8080)\n```\n\nNote: das versteckt den Fehler nur. Wenn der Key da sein *muss*, lieber gleich mit ordentlicher Meldung abbrechen.',
      },
    ],
  },
  {
    ...MAREN_TILL,
    name: '83 maren news of her date, an aside in brackets about him',
    answer: `# «send» 4003
Also, Fabian. Er war pünktlich (!!), hat den Wein ausgesucht und wusste, wer Ada Lovelace ist.

# «send»
(er hat allerdings Mate mit Eiswürfeln getrunken, darüber müssen wir noch reden)

# «send»
Zweites Date ist Samstag 🙃`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'Also, Fabian. Er war pünktlich (!!), hat den Wein ausgesucht und wusste, wer Ada Lovelace ist.',
      },
      {
        type: 'send',
        text: '(er hat allerdings Mate mit Eiswürfeln getrunken, darüber müssen wir noch reden)',
      },
      { type: 'send', text: 'Zweites Date ist Samstag 🙃' },
    ],
  },
  {
    ...MAREN_TILL,
    name: '83 maren asks for the traceback as text, with a code block',
    answer: `# «send» 4001
Und schick mir den Traceback bitte als Text, nicht als Foto vom Bildschirm 😤 also so:

\`\`\`
Traceback (most recent call last):
  File "main.py", line 12, in <module>
KeyError: 'port'
\`\`\``,
    expect: [
      {
        type: 'send',
        replyTo: 4001,
        text: 'Und schick mir den Traceback bitte als Text, nicht als Foto vom Bildschirm 😤 also so:\n\n```\nTraceback (most recent call last):\n  File "main.py", line 12, in <module>\nKeyError: \'port\'\n```',
      },
    ],
  },
  {
    ...MAREN_TEAM,
    name: '83 maren a runbook checklist with a bold heading and ticks',
    answer: `# «send»
Jo, mach ich. Kurzfassung aus dem Runbook:

**Freitag, Deployment**
1. 14:00 Freeze in #releases ankündigen
2. \`make migrate-dry\` laufen lassen, Output hier posten
3. Canary auf 10 %, 20 Minuten beobachten
4. Dann voll ausrollen

✅ Rollback-Skript getestet
✅ Kaan ist mein Backup
⬜ Statusseite vorbereiten (mach ich Donnerstag)`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Jo, mach ich. Kurzfassung aus dem Runbook:\n\n**Freitag, Deployment**\n1. 14:00 Freeze in #releases ankündigen\n2. `make migrate-dry` laufen lassen, Output hier posten\n3. Canary auf 10 %, 20 Minuten beobachten\n4. Dann voll ausrollen\n\n✅ Rollback-Skript getestet\n✅ Kaan ist mein Backup\n⬜ Statusseite vorbereiten (mach ich Donnerstag)',
      },
    ],
  },
  {
    ...MAREN_TEAM,
    name: '83 maren names herself in the group, joking about her old runbook',
    answer: `# «send» 4001
Ja, das Runbook ist von Maren aus 2023, also von mir vor zwei Jahren. Die hatte noch Hoffnungen 😅

# «send»
Ich aktualisier es heute Abend.`,
    expect: [
      {
        type: 'send',
        replyTo: 4001,
        text: 'Ja, das Runbook ist von Maren aus 2023, also von mir vor zwei Jahren. Die hatte noch Hoffnungen 😅',
      },
      { type: 'send', text: 'Ich aktualisier es heute Abend.' },
    ],
  },
  {
    ...MAREN_TEAM,
    name: '83 maren a TL;DR line she types for the team',
    answer: `# «send»
TL;DR: ich mach Freitag, Kaan ist Backup, keiner deployt nach 16 Uhr.

Details schreib ich ins Ticket.

# «send»
Edit zu oben: Freeze schon um 13:30, Jule hat recht, um 14 Uhr ist Standup`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'TL;DR: ich mach Freitag, Kaan ist Backup, keiner deployt nach 16 Uhr.\n\nDetails schreib ich ins Ticket.',
      },
      { type: 'send', text: 'Edit zu oben: Freeze schon um 13:30, Jule hat recht, um 14 Uhr ist Standup' },
    ],
  },
  {
    ...CAMILLE_INES,
    name: '83 camille the summary her friend asked for, with a PS',
    answer: `# «send»
ok alors résumé en 5 points (mes notes + de mémoire) :

1. le goût n'est pas naturel, il dépend de la classe sociale
2. il oppose le « goût de luxe » et le « goût de nécessité »
3. le capital culturel compte autant que le capital économique
4. on se distingue des autres en méprisant leurs goûts
5. l'école reproduit tout ça au lieu de le corriger

PS : c'est que le chapitre 3 de La Distinction, pas tout le livre, respire 😅`,
    expect: [
      {
        type: 'send',
        text: "ok alors résumé en 5 points (mes notes + de mémoire) :\n\n1. le goût n'est pas naturel, il dépend de la classe sociale\n2. il oppose le « goût de luxe » et le « goût de nécessité »\n3. le capital culturel compte autant que le capital économique\n4. on se distingue des autres en méprisant leurs goûts\n5. l'école reproduit tout ça au lieu de le corriger\n\nPS : c'est que le chapitre 3 de La Distinction, pas tout le livre, respire 😅",
      },
    ],
  },
  {
    ...CAMILLE_INES,
    name: '83 camille the translation her friend asked for, original in brackets',
    answer: `# «send»
et la citation en anglais pour ta binôme :

"Taste classifies, and it classifies the classifier."

(c'est la traduction de l'édition anglaise je crois, l'original c'est « Le goût classe, et classe celui qui classe »)`,
    expect: [
      {
        type: 'send',
        text: "et la citation en anglais pour ta binôme :\n\n\"Taste classifies, and it classifies the classifier.\"\n\n(c'est la traduction de l'édition anglaise je crois, l'original c'est « Le goût classe, et classe celui qui classe »)",
      },
    ],
  },
  {
    ...CAMILLE_INES,
    name: '83 camille says what she is doing right now, and what a chatbot did',
    answer: `# «send»
là je suis dans le tram avec mon café, je relis mes notes en même temps

# «send»
j'ai demandé à ChatGPT de résumer aussi pour vérifier, il a inventé un chapitre entier sur la mode 😭 donc fie-toi à moi

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'là je suis dans le tram avec mon café, je relis mes notes en même temps' },
      {
        type: 'send',
        text: "j'ai demandé à ChatGPT de résumer aussi pour vérifier, il a inventé un chapitre entier sur la mode 😭 donc fie-toi à moi",
      },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  },
  {
    ...ROSA_HIKE,
    name: '83 rosa the final packing list with ticks, naming herself in it',
    answer: `# «send»
Lista final 🏔️ (sábado 5:00 am, gasolinera de Insurgentes)

Cada quien:
☑️ bolsa de dormir (Caro, te presto mi vieja)
☑️ 3 litros de agua
☑️ chamarra impermeable
☑️ lámpara de cabeza
☑️ tortas para el camino

Grupo:
- Memo → casa de campaña grande
- Rosa → estufita y café, o sea yo
- Don Beto → botiquín`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Lista final 🏔️ (sábado 5:00 am, gasolinera de Insurgentes)\n\nCada quien:\n☑️ bolsa de dormir (Caro, te presto mi vieja)\n☑️ 3 litros de agua\n☑️ chamarra impermeable\n☑️ lámpara de cabeza\n☑️ tortas para el camino\n\nGrupo:\n- Memo → casa de campaña grande\n- Rosa → estufita y café, o sea yo\n- Don Beto → botiquín',
      },
    ],
  },
  {
    ...ROSA_HIKE,
    name: '83 rosa speaks of herself in the third person as a joke',
    answer: `# «send» 4003
Caro, la bolsa de Rosa es tuya el sábado. O sea, la mía. Ya sé, hablo de mí en tercera persona cuando estoy cansada 😂`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'Caro, la bolsa de Rosa es tuya el sábado. O sea, la mía. Ya sé, hablo de mí en tercera persona cuando estoy cansada 😂',
      },
    ],
  },
  {
    ...ROSA_HIKE,
    name: "83 rosa an organiser's Nota line and a summary for the one who never reads",
    answer: `# «send»
Nota: si llueve el viernes en la noche se cancela y vamos el domingo. Les aviso a más tardar a las 9 pm.

# «send»
Resumen para Don Beto, que nunca lee el chat 👴:
sábado 5 am, gasolinera, usted trae el botiquín y nada más. Ya.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Nota: si llueve el viernes en la noche se cancela y vamos el domingo. Les aviso a más tardar a las 9 pm.',
      },
      {
        type: 'send',
        text: 'Resumen para Don Beto, que nunca lee el chat 👴:\nsábado 5 am, gasolinera, usted trae el botiquín y nada más. Ya.',
      },
    ],
  },
];
