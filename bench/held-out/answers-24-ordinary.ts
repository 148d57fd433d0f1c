/**
 * Held-out set 24, ordinary answers: well-formed replies whose own words are the machinery's
 * (reasoning, note, thought, analysis, reply, message, skip, silent, draft, tone), code blocks,
 * lists and quotes a person types. Every one must arrive as written.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CALLOUT, CHLOE, DIMA, DM, GROUP, LENA, lines, SOFIA, YUKI } from './answers-24-chats.js';

export const HELD_OUT_24_ORDINARY: CorpusEntry[] = [
  {
    name: '24 ordinary: an honest answer that uses "think" and "reply"',
    ...DM,
    answer: lines('# «send»', 'Honestly? Sometimes yes 🙈 but only when I need to think before I reply'),
    expect: [
      { type: 'send', text: 'Honestly? Sometimes yes 🙈 but only when I need to think before I reply' },
    ],
  },
  {
    name: '24 ordinary: two messages, the first answering 4005, the second about notes and thoughts',
    ...DM,
    answer: lines(
      '# «send» 4005',
      'Never on purpose! I read things at the till and forget to reply 😅',
      '',
      '# «send»',
      "Also my notes app has 400 unsorted thoughts, so I'm not one to judge",
    ),
    expect: [
      {
        type: 'send',
        text: 'Never on purpose! I read things at the till and forget to reply 😅',
        replyTo: 4005,
      },
      { type: 'send', text: "Also my notes app has 400 unsorted thoughts, so I'm not one to judge" },
    ],
  },
  {
    name: '24 ordinary: a reaction to the speech story',
    ...DM,
    answer: '# «react» 🤣 4001',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4001 }],
  },
  {
    name: '24 ordinary: a sleepy sticker',
    ...DM,
    answer: lines('# «sticker»', 'HeidiDuck', '😴'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: "24 ordinary: a bot's commands pasted in a code block (/skip, /silent)",
    ...DM,
    answer: lines(
      '# «send»',
      'the shop bot only knows three commands lol',
      '```',
      '/start',
      '/skip',
      '/silent',
      '```',
    ),
    expect: [
      {
        type: 'send',
        text: lines('the shop bot only knows three commands lol', '```', '/start', '/skip', '/silent', '```'),
      },
    ],
  },
  {
    name: '24 ordinary: a note to self opening the message',
    ...DM,
    answer: lines('# «send»', 'Note to self: never let a chatbot near a wedding speech again 😂'),
    expect: [{ type: 'send', text: 'Note to self: never let a chatbot near a wedding speech again 😂' }],
  },
  {
    name: '24 ordinary: "Thought so" alone',
    ...DM,
    answer: lines('# «send»', 'Thought so 😏'),
    expect: [{ type: 'send', text: 'Thought so 😏' }],
  },
  {
    name: '24 ordinary: "Analysis paralysis" opening a line',
    ...DM,
    answer: lines('# «send»', "Analysis paralysis, that's my diary problem. I start, reread, delete."),
    expect: [{ type: 'send', text: "Analysis paralysis, that's my diary problem. I start, reread, delete." }],
  },
  {
    name: '24 ordinary: a message opening with "wait,", a wait, then the find',
    ...DM,
    answer: lines(
      '# «send»',
      'wait, let me find the screenshot',
      '',
      '# «wait»',
      'delay: 40',
      '',
      '# «send»',
      'found it!! the bot signed my birthday card "Best regards, your AI assistant"',
    ),
    expect: [
      { type: 'send', text: 'wait, let me find the screenshot' },
      { type: 'wait', delay: 40 },
      { type: 'send', text: 'found it!! the bot signed my birthday card "Best regards, your AI assistant"' },
    ],
  },
  {
    name: '24 ordinary: bold and italic rules a person types',
    ...DM,
    answer: lines(
      '# «send»',
      '**Rule one** of diaries: you never reread them the same week.',
      '__Rule two__: nobody else reads them. Not even an AI.',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          '**Rule one** of diaries: you never reread them the same week.',
          '__Rule two__: nobody else reads them. Not even an AI.',
        ),
      },
    ],
  },
  {
    name: '24 ordinary: group, not addressed, a private note only',
    ...GROUP,
    answer: lines('# «think»', 'Mira and Jonas are sorting the prompt out between them, nothing for me.'),
    expect: [],
  },
  {
    name: '24 ordinary: group, not addressed, an answer of blank lines',
    ...GROUP,
    answer: '\n  \n',
    expect: [],
  },
  {
    name: '24 ordinary: callout, "mood analysis" in quotes',
    ...CALLOUT,
    callout: true,
    answer: lines(
      '# «send»',
      'Worth it for the prompts, not for the "mood analysis", it told me I was 73% calm 🙃',
    ),
    expect: [
      {
        type: 'send',
        text: 'Worth it for the prompts, not for the "mood analysis", it told me I was 73% calm 🙃',
        replyTo: 4005,
      },
    ],
  },
  {
    name: '24 ordinary: callout, a reaction then a promise about drafts',
    ...CALLOUT,
    callout: true,
    answer: lines(
      '# «react» 👍',
      '',
      '# «send»',
      "I'll send you my prompt later, it's somewhere in my drafts",
    ),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: "I'll send you my prompt later, it's somewhere in my drafts", replyTo: 4005 },
    ],
  },
  {
    name: '24 ordinary: group, quoting part of a prompt and laughing at it',
    ...GROUP,
    answer: lines(
      '# «send»',
      '> skip the small talk',
      'this is exactly why our summaries read like a police report 😂',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          '> skip the small talk',
          'this is exactly why our summaries read like a police report 😂',
        ),
        replyTo: 4005,
      },
    ],
  },
  {
    name: '24 ordinary: group, NO_REPLY inside a sentence about the bot',
    ...GROUP,
    answer: lines('# «send» 4001', 'lol it sent your mum NO_REPLY like a telegram from 1920'),
    expect: [
      { type: 'send', text: 'lol it sent your mum NO_REPLY like a telegram from 1920', replyTo: 4001 },
    ],
  },
  {
    name: '24 ordinary: group, a reaction only when not addressed',
    ...GROUP,
    answer: '# «react» 🤣 4001',
    expect: [{ type: 'react', emoji: '🤣', messageId: 4001 }],
  },
  {
    name: '24 ordinary: callout, "silent mode" praised',
    ...CALLOUT,
    callout: true,
    answer: lines('# «send»', 'I mute it and read later. Silent mode is the best feature, honestly'),
    expect: [
      {
        type: 'send',
        text: 'I mute it and read later. Silent mode is the best feature, honestly',
        replyTo: 4005,
      },
    ],
  },
  {
    name: '24 ordinary: German, diary before ten, "Gedanken" in a sentence',
    ...LENA,
    answer: lines('# «send»', 'Vor 10 schreib ich Tagebuch. Ohne Kaffee keine Gedanken ☕'),
    expect: [{ type: 'send', text: 'Vor 10 schreib ich Tagebuch. Ohne Kaffee keine Gedanken ☕' }],
  },
  {
    // The tone named is the card's, a thing in the chat, not the answer's.
    name: '24 ordinary: German, "der Ton" of the card, with a reaction',
    ...LENA,
    answer: lines(
      '# «send» 4003',
      'Ja, schreib ihn um, der Ton ist zu förmlich für Oma 😄',
      '',
      '# «react» 👍 4003',
    ),
    expect: [
      { type: 'send', text: 'Ja, schreib ihn um, der Ton ist zu förmlich für Oma 😄', replyTo: 4003 },
      { type: 'react', emoji: '👍', messageId: 4003 },
    ],
  },
  {
    name: '24 ordinary: German, a note to self opening the message',
    ...LENA,
    answer: lines('# «send»', 'Notiz an mich: nie wieder die KI nach Geschenkideen fragen 🙈'),
    expect: [{ type: 'send', text: 'Notiz an mich: nie wieder die KI nach Geschenkideen fragen 🙈' }],
  },
  {
    name: '24 ordinary: Spanish, a diary of loose notes',
    ...SOFIA,
    answer: lines('# «send»', '¿Mi diario? Un cuaderno con notas sueltas y muchos dibujos de gatos 🐱'),
    expect: [
      { type: 'send', text: '¿Mi diario? Un cuaderno con notas sueltas y muchos dibujos de gatos 🐱' },
    ],
  },
  {
    name: '24 ordinary: Spanish, "Borrador" opening a line',
    ...SOFIA,
    answer: lines('# «send» 4005', 'Borrador mental, sí 😅 pienso la respuesta tres veces antes de escribir'),
    expect: [
      {
        type: 'send',
        text: 'Borrador mental, sí 😅 pienso la respuesta tres veces antes de escribir',
        replyTo: 4005,
      },
    ],
  },
  {
    name: '24 ordinary: Russian, "молчу" about group chats',
    ...DIMA,
    answer: lines('# «send»', 'Я вообще молчу в общих чатах, это не значит, что я обиделся 😅'),
    expect: [{ type: 'send', text: 'Я вообще молчу в общих чатах, это не значит, что я обиделся 😅' }],
  },
  {
    name: '24 ordinary: Russian, "Тон" opening a sentence about the bot',
    ...DIMA,
    answer: lines('# «send» 4001', 'Тон у него, конечно, как у бота из банка 😂'),
    expect: [{ type: 'send', text: 'Тон у него, конечно, как у бота из банка 😂', replyTo: 4001 }],
  },
  {
    name: '24 ordinary: Japanese, the draft was sent, tone in katakana',
    ...YUKI,
    answer: lines('# «send» 4003', '下書きはもう送ったよ！トーンが変だったら教えてね'),
    expect: [{ type: 'send', text: '下書きはもう送ったよ！トーンが変だったら教えてね', replyTo: 4003 }],
  },
  {
    name: '24 ordinary: Japanese, two short messages',
    ...YUKI,
    answer: lines('# «send» 4005', 'ごめん！寝落ちしてた😴', '', '# «send»', '今日ちゃんと返すね'),
    expect: [
      { type: 'send', text: 'ごめん！寝落ちしてた😴', replyTo: 4005 },
      { type: 'send', text: '今日ちゃんと返すね' },
    ],
  },
  {
    name: '24 ordinary: French guillemets inside a line, "Note :" mid-message',
    ...CHLOE,
    answer: lines(
      '# «send»',
      "Il m'a répondu « je ne peux pas répondre à cela » 🙄 Note : ton brouillon est bien meilleur que sa lettre.",
    ),
    expect: [
      {
        type: 'send',
        text: "Il m'a répondu « je ne peux pas répondre à cela » 🙄 Note : ton brouillon est bien meilleur que sa lettre.",
      },
    ],
  },
  {
    name: '24 ordinary: a prompt shared in a text code block',
    ...DM,
    answer: lines(
      '# «send»',
      "here's the prompt I use for my reading notes:",
      '```text',
      'Summarise the chapter in 3 bullets.',
      'Skip spoilers. Keep my tone.',
      '```',
      'steal it 😌',
    ),
    expect: [
      {
        type: 'send',
        text: lines(
          "here's the prompt I use for my reading notes:",
          '```text',
          'Summarise the chapter in 3 bullets.',
          'Skip spoilers. Keep my tone.',
          '```',
          'steal it 😌',
        ),
      },
    ],
  },
  {
    name: '24 ordinary: a promise and a chat note',
    ...DM,
    answer: lines(
      '# «send»',
      "Ok ok, I'll reply faster, promise 🤞",
      '',
      '# «note»',
      'Jonas feels ignored when I read and do not answer; answer him the same day.',
    ),
    expect: [{ type: 'send', text: "Ok ok, I'll reply faster, promise 🤞" }, { type: 'note' }],
  },
  {
    name: '24 ordinary: a memory first, then the message',
    ...DM,
    answer: lines(
      '# «remember»',
      'I told Jonas I keep notes, not a diary.',
      '',
      '# «send»',
      'A diary judges you. Notes just sit there quietly.',
    ),
    expect: [
      { type: 'remember' },
      { type: 'send', text: 'A diary judges you. Notes just sit there quietly.' },
    ],
  },
  {
    name: '24 ordinary: slang and a typo',
    ...DM,
    answer: lines('# «send» 4001', 'lmaooo "as an AI language model" at a weddin 💀 pls tell me ppl laughed'),
    expect: [
      {
        type: 'send',
        text: 'lmaooo "as an AI language model" at a weddin 💀 pls tell me ppl laughed',
        replyTo: 4001,
      },
    ],
  },
  {
    name: '24 ordinary: a word in capitals as excitement',
    ...DM,
    answer: lines('# «send» 4003', 'GENIUS 😂 your therapist, not the chatbot'),
    expect: [{ type: 'send', text: 'GENIUS 😂 your therapist, not the chatbot', replyTo: 4003 }],
  },
  {
    name: '24 ordinary: "My reasoning was" opening the message',
    ...DM,
    answer: lines(
      '# «send»',
      "My reasoning was simple: if the bot can't see edits, people think it ignores them. So now it reads edits.",
    ),
    expect: [
      {
        type: 'send',
        text: "My reasoning was simple: if the bot can't see edits, people think it ignores them. So now it reads edits.",
      },
    ],
  },
  {
    name: '24 ordinary: "thought for a second" opening the message',
    ...DM,
    answer: lines('# «send»', 'thought for a second there you were actually mad 😅'),
    expect: [{ type: 'send', text: 'thought for a second there you were actually mad 😅' }],
  },
];
