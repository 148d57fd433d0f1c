/**
 * Held-out set 24, slips of the first kind: prose and reasoning around or inside the message,
 * labels, signatures, wrappers and data bodies, as models of several vendors write them, in the
 * chats of `answers-24-chats.ts`. Only the message a person would type may arrive.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { CHLOE, DIMA, DM, GROUP, LENA, lines, SOFIA, YUKI } from './answers-24-chats.js';

export const HELD_OUT_24_SLIPS: CorpusEntry[] = [
  {
    // Claude-style: a sentence on how it will answer, before the block.
    name: '24 slip: a plan sentence before the block',
    ...DM,
    answer: lines(
      "I'll answer honestly but lightly, since Jonas is half-joking.",
      '',
      '# «send»',
      'Guilty 🙈 sometimes I read at the till and answer later',
    ),
    expect: [{ type: 'send', text: 'Guilty 🙈 sometimes I read at the till and answer later' }],
  },
  {
    name: '24 slip: an italic comment on the reply after a rule',
    ...DM,
    answer: lines(
      '# «send»',
      'Only when you send voice notes longer than four minutes 😇',
      '',
      '---',
      '_Playful deflection, keeps the friendship light._',
    ),
    expect: [{ type: 'send', text: 'Only when you send voice notes longer than four minutes 😇' }],
  },
  {
    // Gemini's reasoning summary title, left above the block.
    name: '24 slip: a bold summary title and its paragraph before the block',
    ...DM,
    answer: lines(
      '**Drafting a Reassuring Reply**',
      "I want to reassure him without sounding defensive, and keep Heidi's humour.",
      '',
      '# «send»',
      'nope, never on purpose. my phone just lives under a pile of books 📚',
    ),
    expect: [{ type: 'send', text: 'nope, never on purpose. my phone just lives under a pile of books 📚' }],
  },
  {
    // A struck-through thinking line: a wrapper the documented lists do not name.
    name: '24 slip: reasoning struck through above an unheaded answer',
    ...DM,
    answer: lines("~~thinking: he's teasing, tease back~~", "Never! I'm just slow at typing 🐢"),
    expect: [{ type: 'send', text: "Never! I'm just slow at typing 🐢" }],
  },
  {
    // A note-taking app's comment syntax, from a model asked about notes.
    name: '24 slip: an Obsidian comment inside the body',
    ...DM,
    answer: lines(
      '# «send»',
      '%% he wants reassurance, not a joke %%',
      'nope, never on purpose. I promise 🤞',
    ),
    expect: [{ type: 'send', text: 'nope, never on purpose. I promise 🤞' }],
  },
  {
    name: '24 slip: a reflection tag before the block',
    ...DM,
    answer: lines(
      '<reflection>',
      'He asks about read receipts. Be honest, keep it short.',
      '</reflection>',
      '# «send»',
      'sometimes, yes. when I need a minute to think about what to say',
    ),
    expect: [{ type: 'send', text: 'sometimes, yes. when I need a minute to think about what to say' }],
  },
  {
    name: '24 slip: an open-weights channel format with the final channel carrying the block',
    ...DM,
    answer: lines(
      '<|channel|>analysis<|message|>Jonas is teasing. Keep it warm.<|end|><|start|>assistant<|channel|>final<|message|># «send»',
      "only when I'm asleep, I swear 😴<|return|>",
    ),
    expect: [{ type: 'send', text: "only when I'm asleep, I swear 😴" }],
  },
  {
    name: '24 slip: German, a think span in triangle marks before an unheaded answer',
    ...LENA,
    answer:
      '◁think▷Paul fragt, warum ich nie vor 10 antworte. Locker bleiben.◁/think▷Weil ich vor 10 ein Mensch ohne Kaffee bin ☕',
    expect: [{ type: 'send', text: 'Weil ich vor 10 ein Mensch ohne Kaffee bin ☕' }],
  },
  {
    name: '24 slip: Russian persona labelled with the Latin spelling of his name',
    ...DIMA,
    answer: lines('# «send»', 'Dima: да читаю я, просто пишу медленно 😅'),
    expect: [{ type: 'send', text: 'да читаю я, просто пишу медленно 😅' }],
  },
  {
    name: '24 slip: a sign-off with the name after a closing word',
    ...DM,
    answer: lines('# «send»', 'Never on purpose. Pinky promise.', '', 'xo, Heidi'),
    expect: [{ type: 'send', text: 'Never on purpose. Pinky promise.' }],
  },
  {
    name: '24 slip: German, signed with an initial',
    ...LENA,
    answer: lines('# «send»', 'Du schreibst einfach zu früh 😄', '– L.'),
    expect: [{ type: 'send', text: 'Du schreibst einfach zu früh 😄' }],
  },
  {
    name: '24 slip: JSON with a nested reply object and a mood key',
    ...DM,
    answer: '{"reply": {"body": "Only on Mondays. Mondays don\'t count 😌"}, "mood": "teasing"}',
    expect: [{ type: 'send', text: "Only on Mondays. Mondays don't count 😌" }],
  },
  {
    // The JSON tool-call shape open models print when a function is offered.
    name: '24 slip: a bare JSON call with name and parameters',
    ...DM,
    answer:
      '{"name": "telegram_reply", "parameters": {"message": "Never on purpose, I read everything at the till 🙈", "chat": "Jonas"}}',
    expect: [{ type: 'send', text: 'Never on purpose, I read everything at the till 🙈' }],
  },
  {
    name: '24 slip: German, YAML with a text key and a tone key',
    ...LENA,
    answer: lines(
      'reply:',
      '  text: "Ich schreib ab 10, vorher schlaf ich quasi noch"',
      '  tone: verschlafen',
    ),
    expect: [{ type: 'send', text: 'Ich schreib ab 10, vorher schlaf ich quasi noch' }],
  },
  {
    name: '24 slip: the transcript header and question repeated inside the body',
    ...DM,
    answer: lines(
      '# «send»',
      '⟦#4005 Jonas 18:02⟧ Be honest, do you leave my messages on read on purpose sometimes?',
      'Honestly, only when the shop is full 😅',
    ),
    expect: [{ type: 'send', text: 'Honestly, only when the shop is full 😅' }],
  },
  {
    name: '24 slip: his diary question sent back as a block, then the real answer',
    ...DM,
    answer: lines(
      '# «send»',
      'Do you keep a diary? My therapist says writing notes every night helps',
      '',
      '# «send»',
      'I keep notes! Mostly lists and bad ideas 📝',
    ),
    expect: [{ type: 'send', text: 'I keep notes! Mostly lists and bad ideas 📝' }],
  },
  {
    name: '24 slip: the same short block twice',
    ...DM,
    answer: lines('# «send»', 'never on purpose 🙈', '', '# «send»', 'never on purpose 🙈'),
    expect: [{ type: 'send', text: 'never on purpose 🙈' }],
  },
  {
    name: '24 slip: cut at the output limit inside the second message',
    ...DM,
    truncated: true,
    answer: lines(
      '# «send»',
      "Ok real talk: sometimes I do, when I'm tired.",
      '',
      '# «send»',
      "But never to you on purpose, it's more that I draft a rep",
    ),
    expect: [{ type: 'send', text: "Ok real talk: sometimes I do, when I'm tired." }],
  },
  {
    name: '24 slip: German, a JSON task list cut inside its second item',
    ...LENA,
    truncated: true,
    answer:
      '[{"type": "send", "text": "Kurz gesagt: Kaffee zuerst ☕"}, {"type": "send", "text": "Danach bin ich ein ganz ande',
    expect: [{ type: 'send', text: 'Kurz gesagt: Kaffee zuerst ☕' }],
  },
  {
    name: '24 slip: a reaction beside a message of a word joiner and a zero-width space',
    ...DM,
    answer: lines('# «react» 👍', '', '# «send»', '\u2060\u200b'),
    expect: [{ type: 'react', emoji: '👍', messageId: 4005 }],
  },
  {
    name: '24 slip: a sticker noted in brackets with its set and emoji',
    ...DM,
    answer: lines('# «send»', '[sticker HeidiDuck/👋]'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
  {
    name: '24 slip: Japanese, a sticker noted in full-width brackets with a colon',
    ...YUKI,
    answer: lines('# «send»', '（スタンプ：😴）'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: '24 slip: German, an address with a colon on the heading line',
    ...LENA,
    answer: lines('# «send» an Paul:', 'Nein, ich schlafe einfach länger 😴'),
    expect: [{ type: 'send', text: 'Nein, ich schlafe einfach länger 😴' }],
  },
  {
    name: '24 slip: a heading in mathematical angle brackets',
    ...DM,
    answer: lines('## ⟨send⟩', 'Never on purpose! I just forget my phone in the stockroom'),
    expect: [{ type: 'send', text: 'Never on purpose! I just forget my phone in the stockroom' }],
  },
  {
    name: '24 slip: a full-width hash and a Cyrillic dze in the heading name',
    ...DM,
    answer: lines('＃ «ѕend»', 'only on purpose when you send me crypto memes 😇'),
    expect: [{ type: 'send', text: 'only on purpose when you send me crypto memes 😇' }],
  },
  {
    name: '24 slip: German, the heading name translated',
    ...LENA,
    answer: lines('# «Antwort»', 'Weil ich morgens Tagebuch schreibe und das Handy im Flur liegt'),
    expect: [{ type: 'send', text: 'Weil ich morgens Tagebuch schreibe und das Handy im Flur liegt' }],
  },
  {
    name: '24 slip: Spanish, reasoning as a wrapped italic label above the text',
    ...SOFIA,
    answer: lines(
      '# «send»',
      '_Razonamiento: Diego bromea, respondo igual._',
      'Jajaja no, solo escribo lento 🐢',
    ),
    expect: [{ type: 'send', text: 'Jajaja no, solo escribo lento 🐢' }],
  },
  {
    name: '24 slip: Japanese, a memo label after the text naming the persona',
    ...YUKI,
    answer: lines('# «send» 4003', '下書き送ったよ！', '【メモ】Yukiは少し照れている'),
    expect: [{ type: 'send', text: '下書き送ったよ！', replyTo: 4003 }],
  },
  {
    name: '24 slip: French, a wrapped reflection opening the line before the text',
    ...CHLOE,
    answer: lines(
      '# «send»',
      '(Réflexion : il veut un vrai avis) Honnêtement ? Pour un premier jet, oui. Après, tu réécris tout.',
    ),
    expect: [{ type: 'send', text: 'Honnêtement ? Pour un premier jet, oui. Après, tu réécris tout.' }],
  },
  {
    name: '24 slip: two slips, a lead-in naming the persona and a signature with an emoji',
    ...DM,
    answer: lines(
      "Sure! Here's a warm reply from Heidi:",
      '',
      '# «send»',
      "only when I'm elbow-deep in a box of books",
      'Heidi 🦆',
    ),
    expect: [{ type: 'send', text: "only when I'm elbow-deep in a box of books" }],
  },
  {
    name: '24 slip: two slips, an unclosed think tag up to the heading and a repeated block',
    ...DM,
    answer: lines(
      '<think>',
      'He is joking about read receipts.',
      '# «send»',
      'guilty 🙈',
      '# «send»',
      'guilty 🙈',
    ),
    expect: [{ type: 'send', text: 'guilty 🙈' }],
  },
  {
    name: '24 slip: an empty think span before an unheaded answer',
    ...DM,
    answer: lines('<think>', '', '</think>', '', 'Never on purpose 🙈 my phone is on silent all day'),
    expect: [{ type: 'send', text: 'Never on purpose 🙈 my phone is on silent all day' }],
  },
  {
    name: "24 slip: a chat template's turn tokens after the message and a made-up turn",
    ...DM,
    answer: lines(
      '# «send»',
      "only on Sundays, that's diary day 📓<end_of_turn>",
      '<start_of_turn>user',
      'haha ok fair',
    ),
    expect: [{ type: 'send', text: "only on Sundays, that's diary day 📓" }],
  },
  {
    name: '24 slip: a tool-calls prefix with a JSON list',
    ...DM,
    answer: '[TOOL_CALLS][{"name": "send_message", "arguments": {"text": "Nope! Just slow 🐢"}}]',
    expect: [{ type: 'send', text: 'Nope! Just slow 🐢' }],
  },
  {
    name: '24 slip: group, the persona labelled and a line made up for Jonas',
    ...GROUP,
    answer: lines('# «send»', 'Heidi: this prompt is basically my diary rules 😂', 'Jonas: lol'),
    expect: [{ type: 'send', text: 'this prompt is basically my diary rules 😂', replyTo: 4005 }],
  },
  {
    name: '24 slip: group, a Markdown heading titling the reply',
    ...GROUP,
    answer: lines('# «send»', '### Reply to Mira', 'three bullets is generous, I would say two'),
    expect: [{ type: 'send', text: 'three bullets is generous, I would say two', replyTo: 4005 }],
  },
  {
    name: '24 slip: German, two lettered drafts',
    ...LENA,
    answer: lines(
      '# «send»',
      'Entwurf A: Weil ich um 10 erst aufwache 😴',
      'Entwurf B: Vor 10 bin ich offline, sorry!',
    ),
    expect: [{ type: 'send', text: 'Weil ich um 10 erst aufwache 😴' }],
  },
  {
    name: '24 slip: Spanish, a JSON list of messages under a Spanish key',
    ...SOFIA,
    answer: '{"mensajes": ["¡Claro que no!", "Solo tardo porque lo pienso todo dos veces 😅"]}',
    expect: [
      { type: 'send', text: '¡Claro que no!' },
      { type: 'send', text: 'Solo tardo porque lo pienso todo dos veces 😅' },
    ],
  },
  {
    name: '24 slip: German, a message tag with a reply attribute',
    ...LENA,
    answer: '<message reply_to="4003">Ja klar, schick her, ich les ihn heute Abend!</message>',
    expect: [{ type: 'send', text: 'Ja klar, schick her, ich les ihn heute Abend!', replyTo: 4003 }],
  },
];
