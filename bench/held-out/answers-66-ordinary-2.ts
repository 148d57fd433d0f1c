/** Set 66, ordinary answers of Mariana, Samir and Liesl: well-formed, some merely unusual-looking. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  BIRGIT_DONE,
  birgit,
  camila,
  mama,
  oliveira,
  PARENTS_THANKS,
  parents,
  team,
} from './answers-66-cast.js';

export const ORDINARY_66_B: readonly CorpusEntry[] = [
  camila({
    name: 'mariana: the price, then a question back',
    answer: `# «send»
Pra 20 pessoas fica R$ 180 🥕🍫

# «send»
Com cobertura de brigadeiro, né? Ou prefere a tradicional?`,
    expect: [
      { type: 'send', text: 'Pra 20 pessoas fica R$ 180 🥕🍫' },
      { type: 'send', text: 'Com cobertura de brigadeiro, né? Ou prefere a tradicional?' },
    ],
  }),
  camila({
    name: "mariana: quotes the customer's words",
    answer: `# «send»
Tu disse "aniversário da minha filha" — quantos aninhos ela faz? 🎂 Posso escrever o nome dela no bolo`,
    expect: [
      {
        type: 'send',
        text: 'Tu disse "aniversário da minha filha" — quantos aninhos ela faz? 🎂 Posso escrever o nome dela no bolo',
      },
    ],
  }),
  camila({
    name: "mariana: starts with the customer's name",
    answer: `# «send»
Camila, sábado que horas tu precisa? Eu entrego até as 15h em POA`,
    expect: [{ type: 'send', text: 'Camila, sábado que horas tu precisa? Eu entrego até as 15h em POA' }],
  }),
  camila({
    name: 'mariana: a price list with an aside in brackets',
    answer: `# «send»
Olha as opções:
• cenoura com brigadeiro — R$ 180
• cenoura com chocolate branco — R$ 200
(a de chocolate branco é a que mais sai kkkk)`,
    expect: [
      {
        type: 'send',
        text: 'Olha as opções:\n• cenoura com brigadeiro — R$ 180\n• cenoura com chocolate branco — R$ 200\n(a de chocolate branco é a que mais sai kkkk)',
      },
    ],
  }),
  oliveira({
    name: 'mariana group: emoji only, to the kitten photo',
    answer: `# «send» 4003
😍😍😍`,
    expect: [{ type: 'send', text: '😍😍😍', replyTo: 4003 }],
  }),
  oliveira({
    name: 'mariana group: yes to Mãe, a question to Pedro',
    callout: true,
    answer: `# «send»
Trago sim mãe!! 🍇

# «send»
Pedro, quantos vão ser? Pra eu saber o tamanho da forma`,
    expect: [
      { type: 'send', text: 'Trago sim mãe!! 🍇', replyTo: 4005 },
      { type: 'send', text: 'Pedro, quantos vão ser? Pra eu saber o tamanho da forma' },
    ],
  }),
  oliveira({
    name: 'mariana group: a reply and a sticker',
    callout: true,
    answer: `# «send» 4005
Trago, claro 😘 duas, que a última sumiu em 10 minutos

# «sticker»
HeidiDuck
😂`,
    expect: [
      { type: 'send', text: 'Trago, claro 😘 duas, que a última sumiu em 10 minutos', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😂' },
    ],
  }),
  mama({
    name: 'samir: two messages in Arabic',
    answer: `# «send»
اكيد جايي ❤️

# «send»
بجيب معي حلو من عند صفصوف`,
    expect: [
      { type: 'send', text: 'اكيد جايي ❤️' },
      { type: 'send', text: 'بجيب معي حلو من عند صفصوف' },
    ],
  }),
  mama({
    name: 'samir: thanks for the warning, then yes',
    answer: `# «react» 4003
🙏

# «send» 4005
اي ماما جايي، بس ممكن اتأخر شوي`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'اي ماما جايي، بس ممكن اتأخر شوي', replyTo: 4005 },
    ],
  }),
  mama({
    name: 'samir: French and Arabizi to his mother',
    answer: `# «send»
Merci mama ❤️ w eh 3am bekol mnih, ma t2ele2e`,
    expect: [{ type: 'send', text: 'Merci mama ❤️ w eh 3am bekol mnih, ma t2ele2e' }],
  }),
  team({
    name: 'samir group: on it, and a lunch vote',
    callout: true,
    answer: `# «send» 4005
@maya on it, comments in 20 min

# «send» 4003
Tawlet pls, Barbar again no 😂`,
    expect: [
      { type: 'send', text: '@maya on it, comments in 20 min', replyTo: 4005 },
      { type: 'send', text: 'Tawlet pls, Barbar again no 😂', replyTo: 4003 },
    ],
  }),
  team({
    name: 'samir group: a command for Julien',
    answer: `# «send» 3999
Julien try
\`kubectl rollout restart deploy/api -n staging\`
usually unsticks it`,
    expect: [
      {
        type: 'send',
        text: 'Julien try\n`kubectl rollout restart deploy/api -n staging`\nusually unsticks it',
        replyTo: 3999,
      },
    ],
  }),
  team({
    name: 'samir group: a question back to Maya',
    callout: true,
    answer: `# «send»
Maya quick q: is #482 the one with the retry logic or the webhook one?`,
    expect: [
      {
        type: 'send',
        text: 'Maya quick q: is #482 the one with the retry logic or the webhook one?',
        replyTo: 4005,
      },
    ],
  }),
  team({
    name: 'samir group: looks, waits, approves',
    callout: true,
    answer: `# «send» 4005
looking now 👀

# «wait»
delay: 90

# «send»
done, approved with 2 nits`,
    expect: [
      { type: 'send', text: 'looking now 👀', replyTo: 4005 },
      { type: 'wait', delay: 90 },
      { type: 'send', text: 'done, approved with 2 nits' },
    ],
  }),
  birgit({
    name: 'liesl: yes, and where',
    answer: `# «send»
Ja, gerne! ☕

# «send»
Im Lehrerzimmer oder gehen wir rüber zu Paulsen?`,
    expect: [
      { type: 'send', text: 'Ja, gerne! ☕' },
      { type: 'send', text: 'Im Lehrerzimmer oder gehen wir rüber zu Paulsen?' },
    ],
  }),
  birgit({
    name: 'liesl: a message and a memory',
    answer: `# «send»
Klar, 13:15 bei Paulsen. Ich bringe meine Mathe-Bögen mit, dann schauen wir zusammen drauf.

# «remember»
Birgit quält sich mit den Mathe-Zeugnissen; Kaffee mit ihr Mittwoch 13:15 bei Paulsen.`,
    expect: [
      {
        type: 'send',
        text: 'Klar, 13:15 bei Paulsen. Ich bringe meine Mathe-Bögen mit, dann schauen wir zusammen drauf.',
      },
      { type: 'remember' },
    ],
  }),
  birgit({
    name: 'liesl: one word',
    answer: `# «send»
Unbedingt.`,
    expect: [{ type: 'send', text: 'Unbedingt.' }],
  }),
  birgit({
    name: 'liesl: capitals back, and a party reaction',
    others: BIRGIT_DONE,
    own: new Map(),
    answer: `# «send»
JAAA! Glückwunsch 🎉 Morgen gebe ich den Kaffee aus

# «react» 4005
🎉`,
    expect: [
      { type: 'send', text: 'JAAA! Glückwunsch 🎉 Morgen gebe ich den Kaffee aus' },
      { type: 'react', emoji: '🎉', messageId: 4005 },
    ],
  }),
  birgit({
    name: 'liesl: an aside in brackets',
    answer: `# «send»
Morgen geht, aber erst nach der Konferenz (die wieder ewig dauert, wetten?)`,
    expect: [
      { type: 'send', text: 'Morgen geht, aber erst nach der Konferenz (die wieder ewig dauert, wetten?)' },
    ],
  }),
  parents({
    name: 'liesl group: a sign-off to the parents',
    callout: true,
    answer: `# «send» 4005
Liebe Anja, ja, gerne! Bitte tragen Sie sich bis Freitag in die Liste an der Klassentür ein.

Liebe Grüße
L. Brandt`,
    expect: [
      {
        type: 'send',
        text: 'Liebe Anja, ja, gerne! Bitte tragen Sie sich bis Freitag in die Liste an der Klassentür ein.\n\nLiebe Grüße\nL. Brandt',
        replyTo: 4005,
      },
    ],
  }),
  parents({
    name: 'liesl group: two parents answered, one with a list',
    answer: `# «send» 4001
Der Hafenausflug ist am Dienstag, 17.6. Treffpunkt 8:00 am Schultor.

# «send» 4003
Ja, bitte:
- Regenjacke
- feste Schuhe
- ein kleines Frühstück
- HVV-Karte, falls vorhanden`,
    expect: [
      {
        type: 'send',
        text: 'Der Hafenausflug ist am Dienstag, 17.6. Treffpunkt 8:00 am Schultor.',
        replyTo: 4001,
      },
      {
        type: 'send',
        text: 'Ja, bitte:\n- Regenjacke\n- feste Schuhe\n- ein kleines Frühstück\n- HVV-Karte, falls vorhanden',
        replyTo: 4003,
      },
    ],
  }),
  parents({
    name: 'liesl group: a thumbs up to thanks',
    others: PARENTS_THANKS,
    callout: true,
    answer: `# «react» 4005
👍`,
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  }),
];
