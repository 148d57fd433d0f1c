/** Set 79, meant messages (1 of 2): what a careless filter would take for slips, all sent. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { katjaLena, katjaStats, luciaHen, luciaMama, priyaNandini, priyaOncall } from './answers-79-cast.js';

export const MEANT_79_A: readonly CorpusEntry[] = [
  // A developer's own "Context:" line and the query she ran, in a fence.
  priyaOncall({
    name: 'set79: on-call context line and a SQL fence',
    answer: `# «send»
Context: the 14:02 deploy bumped \`max_pool_size\` from 20 to 200, so every pod is fighting for connections

# «send»
checked it with this:
\`\`\`sql
SELECT state, count(*) FROM pg_stat_activity GROUP BY state;
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Context: the 14:02 deploy bumped `max_pool_size` from 20 to 200, so every pod is fighting for connections',
        replyTo: 4005,
      },
      {
        type: 'send',
        text: 'checked it with this:\n```sql\nSELECT state, count(*) FROM pg_stat_activity GROUP BY state;\n```',
      },
    ],
  }),
  // TL;DR opening an incident message, bold emphasis a person types.
  priyaOncall({
    name: 'set79: on-call TL;DR first and a bold warning',
    answer: `# «send»
TL;DR: pool size typo, rolling back in 5 min, then we're fine

**DO NOT** merge anything to main until the rollback is done. I mean it Dave 😤`,
    expect: [
      {
        type: 'send',
        text: "TL;DR: pool size typo, rolling back in 5 min, then we're fine\n\n**DO NOT** merge anything to main until the rollback is done. I mean it Dave 😤",
        replyTo: 4005,
      },
    ],
  }),
  // A correction of her own earlier message, written as people write it.
  priyaOncall({
    name: 'set79: on-call edit line under her own message',
    answer: `# «send» 4004
edit: 200 was the per-pod value, the total was 1600 😬 that's why Postgres fell over`,
    expect: [
      {
        type: 'send',
        text: "edit: 200 was the per-pod value, the total was 1600 😬 that's why Postgres fell over",
        replyTo: 4004,
      },
    ],
  }),
  // Jobs handed out by name, each line opening with a member's name and a colon.
  priyaOncall({
    name: 'set79: on-call jobs by name with colons',
    answer: `# «send»
ok plan:
Dave: roll back the helm release
Meera: keep the migration on hold, don't start it yet
Arjun: status page pls
I'll write the incident doc`,
    expect: [
      {
        type: 'send',
        text: "ok plan:\nDave: roll back the helm release\nMeera: keep the migration on hold, don't start it yet\nArjun: status page pls\nI'll write the incident doc",
        replyTo: 4005,
      },
    ],
  }),
  // Talk about the alert bot and a config file name in code.
  priyaOncall({
    name: 'set79: on-call the alert bot is drunk',
    answer: `# «send»
also the alert bot is drunk again, it paged me at 3am for a disk at 81% 🙄

# «send»
can someone bump the threshold in \`alerts.yaml\` to 90, I'm begging`,
    expect: [
      {
        type: 'send',
        text: 'also the alert bot is drunk again, it paged me at 3am for a disk at 81% 🙄',
        replyTo: 4005,
      },
      { type: 'send', text: "can someone bump the threshold in `alerts.yaml` to 90, I'm begging" },
    ],
  }),
  // What she is doing right now, then the prompt the friend asked for, quoted.
  priyaNandini({
    name: 'set79: friend gets the prompt she asked for',
    answer: `# «send»
on the sofa eating maggi and watching cricket highlights 🍜

# «send»
prompt was roughly: "You are a blunt hiring manager at a fintech. Rewrite my cover letter so it sounds like a person, not a LinkedIn post. Keep it under 250 words. Never use the word 'passionate'."

# «send»
then I rewrote half of it myself anyway lol, it still loved the word "leverage"`,
    expect: [
      { type: 'send', text: 'on the sofa eating maggi and watching cricket highlights 🍜' },
      {
        type: 'send',
        text: 'prompt was roughly: "You are a blunt hiring manager at a fintech. Rewrite my cover letter so it sounds like a person, not a LinkedIn post. Keep it under 250 words. Never use the word \'passionate\'."',
      },
      {
        type: 'send',
        text: 'then I rewrote half of it myself anyway lol, it still loved the word "leverage"',
      },
    ],
  }),
  // Comparing chat models, as friends do.
  priyaNandini({
    name: 'set79: friend hears which model was better',
    answer: `# «send» 4003
yes!! claude was better for the rewrite, gemini kept adding bullet points I never asked for

# «send»
but don't paste your salary into any of them 😅`,
    expect: [
      {
        type: 'send',
        text: 'yes!! claude was better for the rewrite, gemini kept adding bullet points I never asked for',
        replyTo: 4003,
      },
      { type: 'send', text: "but don't paste your salary into any of them 😅" },
    ],
  }),
  // Herself in the third person, lower case, as a joke.
  priyaNandini({
    name: 'set79: friend told she is horizontal, third person',
    answer: `# «send»
priya has left the building. priya is horizontal and refuses to be vertical until monday`,
    expect: [
      {
        type: 'send',
        text: 'priya has left the building. priya is horizontal and refuses to be vertical until monday',
      },
    ],
  }),
  // A packing list with ticks and crosses, then her own "Nota:" line.
  luciaHen({
    name: 'set79: hen group packing list with ticks and a note',
    answer: `# «send»
Lista para el finde 👇
✅ Bikini y toalla
✅ Disfraz (tema años 80, sin excusas)
✅ DNI
❌ Nada de regalos caros, que ya hicimos bote
⬜ Alguien que lleve cargador portátil, ¿Irene?

Nota: la casa no tiene secador, quien lo necesite que lo traiga`,
    expect: [
      {
        type: 'send',
        text: 'Lista para el finde 👇\n✅ Bikini y toalla\n✅ Disfraz (tema años 80, sin excusas)\n✅ DNI\n❌ Nada de regalos caros, que ya hicimos bote\n⬜ Alguien que lleve cargador portátil, ¿Irene?\n\nNota: la casa no tiene secador, quien lo necesite que lo traiga',
        replyTo: 4005,
      },
    ],
  }),
  // An answer to Bea, then a P.D. of her own as a second message.
  luciaHen({
    name: 'set79: hen group time for Bea and a P.D.',
    answer: `# «send» 4001
Salimos el viernes a las 17:00 desde Atocha, vía 8

# «send»
P.D.: Carla no sabe NADA del karaoke, ni una palabra 🤐`,
    expect: [
      { type: 'send', text: 'Salimos el viernes a las 17:00 desde Atocha, vía 8', replyTo: 4001 },
      { type: 'send', text: 'P.D.: Carla no sabe NADA del karaoke, ni una palabra 🤐' },
    ],
  }),
  // Praise of a member present, in the third person, and a reaction.
  luciaHen({
    name: 'set79: hen group Irene praised in the third person',
    answer: `# «send» 4003
Irene es la mejor, trae el altavoz Y las luces de discoteca 🪩

# «react» 4003
🔥`,
    expect: [
      { type: 'send', text: 'Irene es la mejor, trae el altavoz Y las luces de discoteca 🪩', replyTo: 4003 },
      { type: 'react', emoji: '🔥', messageId: 4003 },
    ],
  }),
  // A message wholly in brackets after writing to the wrong chat.
  luciaHen({
    name: 'set79: hen group bracketed apology for the wrong chat',
    own: new Map([
      [4002, 'Ahora os digo'],
      [4004, 'Mamá, ¿has sacado ya la carne del congelador?'],
    ]),
    callout: false,
    answer: `# «send»
(perdón, eso no era para aquí 🙈)`,
    expect: [{ type: 'send', text: '(perdón, eso no era para aquí 🙈)', replyTo: 4005 }],
  }),
  // Bold day headings a person types for a schedule.
  luciaHen({
    name: 'set79: hen group schedule with bold days',
    answer: `# «send»
**Viernes**
17:00 salida desde Atocha
21:30 cena en la casa

**Sábado**
11:00 kayak (¡llevad ropa de cambio!)
22:00 karaoke 🎤

**Domingo**
Resaca y vuelta, sin horario`,
    expect: [
      {
        type: 'send',
        text: '**Viernes**\n17:00 salida desde Atocha\n21:30 cena en la casa\n\n**Sábado**\n11:00 kayak (¡llevad ropa de cambio!)\n22:00 karaoke 🎤\n\n**Domingo**\nResaca y vuelta, sin horario',
        replyTo: 4005,
      },
    ],
  }),
  // The translation her mother asked for, with a warmer variant offered to her.
  luciaMama({
    name: 'set79: mother gets the translation and a variant',
    answer: `# «send»
Claro mamá:

"Welcome to the building! If you need anything, I'm in 3B."

Si lo quieres más cercano: "Welcome! Just knock on 3B if you ever need anything 😊"`,
    expect: [
      {
        type: 'send',
        text: 'Claro mamá:\n\n"Welcome to the building! If you need anything, I\'m in 3B."\n\nSi lo quieres más cercano: "Welcome! Just knock on 3B if you ever need anything 😊"',
      },
    ],
  }),
  // A sign-off a daughter writes, with her short name.
  luciaMama({
    name: 'set79: mother gets a sign-off with a nickname',
    answer: `# «send» 4003
Estoy en el metro, te llamo en cuanto salga 🚇

Te quiero mucho.
Besos,
Lu`,
    expect: [
      {
        type: 'send',
        text: 'Estoy en el metro, te llamo en cuanto salga 🚇\n\nTe quiero mucho.\nBesos,\nLu',
        replyTo: 4003,
      },
    ],
  }),
  // The lecture summary Mira asked for, with a TL;DR at its end.
  katjaStats({
    name: 'set79: study group summary asked for, TL;DR last',
    answer: `# «send» 4003
Zusammenfassung von gestern:
- Schneider hat Kapitel 7 (Regression) komplett gestrichen
- Klausur: 90 Minuten, Taschenrechner erlaubt, keine Formelsammlung
- Übungsblatt 9 ist freiwillig

TL;DR: weniger Stoff, aber Formeln auswendig lernen 😩`,
    expect: [
      {
        type: 'send',
        text: 'Zusammenfassung von gestern:\n- Schneider hat Kapitel 7 (Regression) komplett gestrichen\n- Klausur: 90 Minuten, Taschenrechner erlaubt, keine Formelsammlung\n- Übungsblatt 9 ist freiwillig\n\nTL;DR: weniger Stoff, aber Formeln auswendig lernen 😩',
        replyTo: 4003,
      },
    ],
  }),
  // A student's working and an "Antwort:" line.
  katjaStats({
    name: 'set79: study group answer line for Jannik',
    answer: `# «send» 4001
Hab 3b nochmal gerechnet:
P(X ≤ 2) = 0,1 + 0,12 + 0,16
Antwort: 0,38. Du hast wahrscheinlich X = 3 mitgezählt`,
    expect: [
      {
        type: 'send',
        text: 'Hab 3b nochmal gerechnet:\nP(X ≤ 2) = 0,1 + 0,12 + 0,16\nAntwort: 0,38. Du hast wahrscheinlich X = 3 mitgezählt',
        replyTo: 4001,
      },
    ],
  }),
  // Teasing a member present in the third person, then the answer.
  katjaStats({
    name: 'set79: study group teases Ole in the third person',
    answer: `# «send»
Ole tut so, als hätte er die Folien nicht, dabei hat er sie ausgedruckt UND laminiert

# «send»
Folien sind im Moodle, Ordner „Woche 12“. Dran kommt alles bis Kapitel 6`,
    expect: [
      {
        type: 'send',
        text: 'Ole tut so, als hätte er die Folien nicht, dabei hat er sie ausgedruckt UND laminiert',
        replyTo: 4005,
      },
      { type: 'send', text: 'Folien sind im Moodle, Ordner „Woche 12“. Dran kommt alles bis Kapitel 6' },
    ],
  }),
  // R code for the group in a fence, and an "Update:" line.
  katjaStats({
    name: 'set79: study group R snippet and an update',
    answer: `# «send»
Für alle mit R:
\`\`\`r
modell <- lm(note ~ lernstunden, data = kurs)
summary(modell)
\`\`\`

# «send»
Update: Schneider hat gerade gemailt, Formelsammlung ist DOCH erlaubt 🎉`,
    expect: [
      {
        type: 'send',
        text: 'Für alle mit R:\n```r\nmodell <- lm(note ~ lernstunden, data = kurs)\nsummary(modell)\n```',
        replyTo: 4005,
      },
      { type: 'send', text: 'Update: Schneider hat gerade gemailt, Formelsammlung ist DOCH erlaubt 🎉' },
    ],
  }),
  // What she is doing right now, and an opinion on chatbots.
  katjaLena({
    name: 'set79: friend hears where she is and about chatbots',
    answer: `# «send»
Ich sitz gerade in der Bibliothek, neben mir isst jemand Chips mit offenem Mund und ich überlege ernsthaft, den Platz zu wechseln

# «send»
Den Artikel hab ich gelesen! Fand spannend, dass die Chatbots lieber zustimmen als widersprechen. Sycophancy heißt das wohl`,
    expect: [
      {
        type: 'send',
        text: 'Ich sitz gerade in der Bibliothek, neben mir isst jemand Chips mit offenem Mund und ich überlege ernsthaft, den Platz zu wechseln',
      },
      {
        type: 'send',
        text: 'Den Artikel hab ich gelesen! Fand spannend, dass die Chatbots lieber zustimmen als widersprechen. Sycophancy heißt das wohl',
      },
    ],
  }),
  // A joke about what the chatbot does to a homework.
  katjaLena({
    name: 'set79: friend teased about the chatbot proofreading',
    answer: `# «send» 4003
Und? Hat er wieder jeden zweiten Satz mit „Zudem“ angefangen? 😂`,
    expect: [
      {
        type: 'send',
        text: 'Und? Hat er wieder jeden zweiten Satz mit „Zudem“ angefangen? 😂',
        replyTo: 4003,
      },
    ],
  }),
  // Her draft for someone else, quoted for the friend's opinion.
  priyaNandini({
    name: 'set79: friend asked to judge a quoted draft',
    answer: `# «send»
ok now you, be honest. my draft for rohan:

"Hey Rohan, loved working with you on the payments revamp. Would you be up for being a reference? Totally fine if not!"

too needy?`,
    expect: [
      {
        type: 'send',
        text: 'ok now you, be honest. my draft for rohan:\n\n"Hey Rohan, loved working with you on the payments revamp. Would you be up for being a reference? Totally fine if not!"\n\ntoo needy?',
      },
    ],
  }),
  // Complaining about a bank's chatbot to her mother.
  luciaMama({
    name: 'set79: mother hears about the bank chatbot',
    answer: `# «send»
Ahora te lo hago, que llevo media hora con el chatbot del banco y no entiende "quiero hablar con una persona" 🙄`,
    expect: [
      {
        type: 'send',
        text: 'Ahora te lo hago, que llevo media hora con el chatbot del banco y no entiende "quiero hablar con una persona" 🙄',
      },
    ],
  }),
];
