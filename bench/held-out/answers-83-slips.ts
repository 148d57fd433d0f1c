/**
 * Set 83, slips (1): the shapes closest to the meant messages of this set, in Maren's,
 * Camille's, Rosa's, Olena's, Priya's and Nora's chats — notes, summaries, translations,
 * checklists, edits, P.S. lines and labels that speak about the answer or the chat rather than
 * to it. Each comment names the behaviour the slip is drawn from.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  CAMILLE_INES,
  MAREN_TEAM,
  MAREN_TILL,
  NORA_SAM,
  OLENA_DASHA,
  PRIYA_KABIR,
  ROSA_HIKE,
} from './answers-83-cast.js';

const BIO =
  'Till Brandt ist Data Engineer in Hamburg und baut seit acht Jahren Datenpipelines. In seinem Vortrag erzählt er, warum sein Team Airflow abgeschafft hat und trotzdem gut schläft.';

const TOAST =
  'Дорогі гості! Я не знаю нікого, хто так уміє дружити, як Марічка. Андрію, тепер ти теж у цьому клубі, вітаємо! За Марічку й Андрія — гірко! 🥂';

export const SLIPS_83_A: readonly CorpusEntry[] = [
  // Gemini 2.5 appends an English note explaining the choices it made in the message.
  {
    ...MAREN_TILL,
    name: '83 maren bio, then a note in English about how the bio was written',
    answer: `# «send»
Klar, hier:

${BIO}

Note: I kept the bio in the third person and under 60 words, which is the usual format for conference programmes.`,
    expect: [{ type: 'send', text: `Klar, hier:\n\n${BIO}` }],
  },
  // Gemini 3 states the situation in the third person before its first block.
  {
    ...MAREN_TEAM,
    name: '83 maren team, a third-person reading of the chat before the block',
    answer: `Jule is asking Maren directly to take over Friday's deployment. Since Maren wrote the runbook, she should agree and keep it short.

# «send»
Jo, übernehm ich. Liste kommt gleich ins Ticket, Kaan ist Backup.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Jo, übernehm ich. Liste kommt gleich ins Ticket, Kaan ist Backup.',
      },
    ],
    withheld: ['outside-blocks'],
  },
  // Two slips: the persona's name as a speaker label, and a TL;DR summing up the answer itself.
  {
    ...MAREN_TEAM,
    name: '83 maren team, a bold name label and a TL;DR of her own answer',
    answer: `# «send»
**Maren:** Jo, mach ich. Freeze 13:30, Canary 20 Minuten, dann voll. Kaan ist Backup.

TL;DR: Maren agrees to take over the deployment and summarises the plan.`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Jo, mach ich. Freeze 13:30, Canary 20 Minuten, dann voll. Kaan ist Backup.',
      },
    ],
  },
  // Models on an OpenAI-compatible endpoint add a block of their own for a summary of the chat.
  {
    ...MAREN_TILL,
    name: '83 maren a message, then a summary block of the chat',
    answer: `# «send» 4001
Der KeyError heißt nur, dass "port" in deiner Config fehlt. Schick mal die Datei

# «summary»
Till asked for help with a Python KeyError and for a short conference bio. Maren offered to look at his config.`,
    expect: [
      {
        type: 'send',
        replyTo: 4001,
        text: 'Der KeyError heißt nur, dass "port" in deiner Config fehlt. Schick mal die Datei',
      },
    ],
  },
  // Gemini adds an English translation of a non-English message for the reader of the log.
  {
    ...CAMILLE_INES,
    name: '83 camille, an English translation nobody asked for under her message',
    answer: `# «send»
là je suis dans le tram, je t'envoie le résumé en arrivant

(Translation: I'm on the tram, I'll send you the summary when I get there)`,
    expect: [{ type: 'send', text: "là je suis dans le tram, je t'envoie le résumé en arrivant" }],
  },
  // Gemini 2.5 opens the body with a summary of what the friend wants, in the third person.
  {
    ...CAMILLE_INES,
    name: "83 camille, a Summary of the friend's request opening the body",
    answer: `# «send»
Summary: Inès hasn't read the Bourdieu text and wants a quick summary plus an English translation of the final quote.

ok alors en gros : le goût dépend de la classe sociale, et on se distingue en méprisant le goût des autres. voilà, t'as 80 % du texte 😅`,
    expect: [
      {
        type: 'send',
        text: "ok alors en gros : le goût dépend de la classe sociale, et on se distingue en méprisant le goût des autres. voilà, t'as 80 % du texte 😅",
      },
    ],
  },
  // Reasoning labelled in the persona's language (French), before the message.
  {
    ...CAMILLE_INES,
    name: '83 camille, a French reasoning line before the message',
    answer: `# «send»
Réflexion : Inès panique, il faut la rassurer avant d'envoyer le résumé.

t'inquiète, on le fait ensemble ce soir, appelle-moi à 20h`,
    expect: [{ type: 'send', text: "t'inquiète, on le fait ensemble ce soir, appelle-moi à 20h" }],
  },
  // A thinking model checks its own rules with ticks under the message.
  {
    ...ROSA_HIKE,
    name: '83 rosa a packing list, then ticks checking the answer against its rules',
    answer: `# «send»
Lista final 🏔️
☑️ bolsa de dormir
☑️ 3 litros de agua
☑️ chamarra
☑️ lámpara

Memo la casa de campaña, Don Beto el botiquín, yo la estufita.

✅ En español mexicano
✅ Tono casual
✅ Respondí a Memo`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Lista final 🏔️\n☑️ bolsa de dormir\n☑️ 3 litros de agua\n☑️ chamarra\n☑️ lámpara\n\nMemo la casa de campaña, Don Beto el botiquín, yo la estufita.',
      },
    ],
  },
  // A roleplay action naming the persona, in a group where actions are not sent.
  {
    ...ROSA_HIKE,
    name: '83 rosa an action line naming herself in the group',
    answer: `# «send»
*Rosa revisa su libreta*

Ok, ahí va: sábado 5 am en la gasolinera. Lo demás ya lo mandé arriba ☝️`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Ok, ahí va: sábado 5 am en la gasolinera. Lo demás ya lo mandé arriba ☝️',
      },
    ],
  },
  // Role confusion: the model writes the next member's line after the persona's.
  {
    ...ROSA_HIKE,
    name: '83 rosa a message, then a made-up line for Memo',
    answer: `# «send»
Ya quedó la lista arriba ☝️ Memo, ¿sí puedes con la casa de campaña grande?

Memo: ¡Claro! Yo la llevo 💪`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Ya quedó la lista arriba ☝️ Memo, ¿sí puedes con la casa de campaña grande?',
      },
    ],
  },
  // Gemini puts a remark on the tone and length under a rule after a long message.
  {
    ...OLENA_DASHA,
    name: '83 olena a toast, then a tone and length remark under a rule',
    answer: `# «send»
Тримай 🙂

${TOAST}

---
Тон: теплий, з гумором. Тривалість — близько хвилини, можна додати спогад зі школи.`,
    expect: [{ type: 'send', text: `Тримай 🙂\n\n${TOAST}` }],
  },
  // Reasoning in English about the friend, in the third person, opening the body.
  {
    ...OLENA_DASHA,
    name: '83 olena an English line about the friend before her message',
    answer: `# «send»
Dasha is panicking about the toast. Olena should reassure her first and then write it.

Не панікуй, Дашо, встигнемо 💪 Зараз напишу`,
    expect: [{ type: 'send', text: 'Не панікуй, Дашо, встигнемо 💪 Зараз напишу' }],
  },
  // Two slips: a "Draft reply" label over the message and an offer to redo it.
  {
    ...PRIYA_KABIR,
    name: '83 priya a draft label and an offer of a more formal version',
    answer: `# «send»
Draft reply:
ok first line: please don't 😭 lead with a number instead, like the 18% thing from your last job

Let me know if you'd like a more formal version of this reply!`,
    expect: [
      {
        type: 'send',
        text: "ok first line: please don't 😭 lead with a number instead, like the 18% thing from your last job",
      },
    ],
  },
  // An "Edit:" line in which the model explains how it revised its own message.
  {
    ...PRIYA_KABIR,
    name: '83 priya an Edit line about shortening the message',
    answer: `# «send» 4003
honestly my prompt is just "60 words, friendly, no superlatives" and then I fix it by hand

Edit: shortened the message to match Priya's casual texting style.`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'honestly my prompt is just "60 words, friendly, no superlatives" and then I fix it by hand',
      },
    ],
  },
  // Local models wrap the body in a fence labelled text.
  {
    ...PRIYA_KABIR,
    name: '83 priya a message wrapped whole in a text fence',
    answer: `# «send»
\`\`\`text
lol my prompt is basically "be normal" and it still writes seamless
\`\`\``,
    expect: [{ type: 'send', text: 'lol my prompt is basically "be normal" and it still writes seamless' }],
  },
  // The helper voice's disclaimer in brackets under a caring message.
  {
    ...NORA_SAM,
    name: '83 nora an AI disclaimer in brackets under her message',
    answer: `# «send»
honestly? no. it's 3am and you want someone to answer. that's not a crime

(As an AI, I'm not a substitute for professional support. If you're struggling, please consider reaching out to a mental health service.)`,
    expect: [
      { type: 'send', text: "honestly? no. it's 3am and you want someone to answer. that's not a crime" },
    ],
  },
  // A P.S. to the operator explaining what the answer left out and why.
  {
    ...NORA_SAM,
    name: '83 nora a P.S. explaining the answer to the operator',
    answer: `# «send»
not bad at all. just promise you'll wake me up sometimes too

P.S. I didn't mention a crisis line here because Sam didn't say anything alarming, and Nora would keep it light.`,
    expect: [{ type: 'send', text: "not bad at all. just promise you'll wake me up sometimes too" }],
  },
];
