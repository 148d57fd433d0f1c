/**
 * Set 51, answers with slips (2/2): escapes, entities, invisible characters, fences and template
 * fields in English, Persian and German, and in the corpus's own chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { greta, priya, shirin } from './answers-51-cast.js';

export const SLIPS_51_2: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash leaves a path JSON-escaped: every backslash doubled.
  priya({
    name: 'set51: Priya, a share path with its backslashes doubled',
    answer: `# «send»
share is \\\\\\\\fs01\\\\backups$\\\\nightly`,
    expect: [{ type: 'send', text: 'share is \\\\fs01\\backups$\\nightly' }],
  }),
  // GPT-4o-mini behind an HTML-escaping proxy, the entities inside a code span.
  priya({
    name: 'set51: Priya, redirections as entities in a command',
    answer: `# «send»
\`robocopy D:\\Data \\\\fs01\\backups$\\nightly /MIR &gt;&gt; C:\\logs\\out.txt 2&gt;&amp;1\` that's the whole line`,
    expect: [
      {
        type: 'send',
        text: "`robocopy D:\\Data \\\\fs01\\backups$\\nightly /MIR >> C:\\logs\\out.txt 2>&1` that's the whole line",
      },
    ],
  }),
  // Gemini 2.5 Flash escapes underscores in names as Markdown.
  priya({
    name: 'set51: Priya, escaped underscores in a task and an account name',
    answer: `# «send» 4003
the task is nightly\\_backup\\_fs01, it runs as svc\\_backup`,
    expect: [{ type: 'send', text: 'the task is nightly_backup_fs01, it runs as svc_backup', replyTo: 4003 }],
  }),
  // Two slips: a Windows-hosted model's CRLF endings and GPT-4o's MarkdownV2 escapes.
  priya({
    name: 'set51: Priya, CRLF endings and MarkdownV2 escapes',
    answer: "# «send»\r\nchecked it\\. svc\\-backup lost write on the share\r\nI'll fix the ACL in 5 min\r\n",
    expect: [
      { type: 'send', text: "checked it. svc-backup lost write on the share\nI'll fix the ACL in 5 min" },
    ],
  }),
  // The answer stopped at the output limit inside the second message.
  priya({
    name: 'set51: Priya, cut inside the second message',
    truncated: true,
    answer: `# «send»
share: \\\\fs01\\backups$\\nightly

# «send»
and the command was robocopy D:\\Data \\\\fs01\\back`,
    expect: [{ type: 'send', text: 'share: \\\\fs01\\backups$\\nightly' }],
  }),
  // Gemini 3 wraps right-to-left text in embedding marks, as web text carries them.
  shirin({
    name: 'set51: Shirin, the message wrapped in embedding marks',
    answer: `# «send»
\u202Bآره دارم: ahmadi.prof@ut.ac.ir، تمرین\u200Cها رو بفرست\u202C`,
    expect: [{ type: 'send', text: 'آره دارم: ahmadi.prof@ut.ac.ir، تمرین\u200Cها رو بفرست' }],
  }),
  // A small local model writes Persian as \u escapes, the non-joiner among them.
  shirin({
    name: 'set51: Shirin, Persian as unicode escapes',
    answer: `# «send»
\\u0622\\u0631\\u0647 \\u062f\\u0627\\u0631\\u0645\\u060c \\u0627\\u0644\\u0627\\u0646 \\u0645\\u06cc\\u200c\\u0641\\u0631\\u0633\\u062a\\u0645`,
    expect: [{ type: 'send', text: 'آره دارم، الان می\u200Cفرستم' }],
  }),
  // Llama 3.3 repeats an address as scraped pages obfuscate it, the at sign as an entity.
  shirin({
    name: 'set51: Shirin, the at sign of an address as an entity',
    answer: `# «send»
ایمیلش اینه: ahmadi.prof&#64;ut.ac.ir`,
    expect: [{ type: 'send', text: 'ایمیلش اینه: ahmadi.prof@ut.ac.ir' }],
  }),
  // The answer stopped at the output limit in the middle of an escape.
  shirin({
    name: 'set51: Shirin, cut in the middle of an escape',
    truncated: true,
    answer: `# «send»
آره دارم: ahmadi.prof@ut.ac.ir

# «send»
\\u062a\\u0645\\u0631\\u06cc\\u0646\\u200c\\u0647\\u0627 \\u0631\\u0648 \\u062a\\u0627 \\u067e\\u0646`,
    expect: [{ type: 'send', text: 'آره دارم: ahmadi.prof@ut.ac.ir' }],
  }),
  // A prompt with a Python-format {name} field that was never filled; the model echoes it.
  greta({
    name: 'set51: Greta, the partner greeted by an unfilled format field',
    answer: `# «send»
Hey {name}, ja ich geh nachher einkaufen 🛒`,
    expect: [{ type: 'send', text: 'Hey Ole, ja ich geh nachher einkaufen 🛒' }],
  }),
  // Gemini 2.5 Flash keeps escaped quotes from a JSON string.
  greta({
    name: 'set51: Greta, quotes escaped with backslashes',
    answer: `# «send» 4003
Passwort ist \\"Kartoffelsalat42\\", großes K`,
    expect: [{ type: 'send', text: 'Passwort ist "Kartoffelsalat42", großes K', replyTo: 4003 }],
  }),
  // An HTML-escaping proxy in front of GPT-4o-mini: an ampersand and an umlaut as entities.
  greta({
    name: 'set51: Greta, an ampersand and an umlaut as entities',
    answer: `# «send»
Ich kaufe Milch &amp; K&auml;se, brauchst du noch was?`,
    expect: [{ type: 'send', text: 'Ich kaufe Milch & Käse, brauchst du noch was?' }],
  }),
  // Two slips: a byte-order mark before the answer and CRLF endings, from a local server.
  greta({
    name: 'set51: Greta, a byte-order mark and CRLF endings',
    answer: '\uFEFF# «send» 4003\r\nSteht am Kühlschrank\r\n\r\n# «send»\r\nUnd ja, ich geh einkaufen\r\n',
    expect: [
      { type: 'send', text: 'Steht am Kühlschrank', replyTo: 4003 },
      { type: 'send', text: 'Und ja, ich geh einkaufen' },
    ],
  }),
  // Gemma 3 fences the message as Markdown.
  greta({
    name: 'set51: Greta, the message in a markdown fence',
    answer: `# «send»
\`\`\`markdown
Ja, ich geh um 6 zu Rewe. Noch was außer Milch?
\`\`\``,
    expect: [{ type: 'send', text: 'Ja, ich geh um 6 zu Rewe. Noch was außer Milch?' }],
  }),
  // Gemini 3 Flash leaves zero-width spaces inside words.
  greta({
    name: 'set51: Greta, zero-width spaces inside words',
    answer: `# «send»
Das Pass\u200Bwort steht am Kühl\u200Bschrank, ich kauf Milch`,
    expect: [{ type: 'send', text: 'Das Passwort steht am Kühlschrank, ich kauf Milch' }],
  }),
  // Llama 3.1 8B writes umlauts and ß as \u escapes.
  greta({
    name: 'set51: Greta, umlauts as unicode escapes',
    answer: `# «send»
Ich geh gleich los, brauchst du au\\u00dfer Milch noch was? Vielleicht K\\u00e4se f\\u00fcr morgen`,
    expect: [
      {
        type: 'send',
        text: 'Ich geh gleich los, brauchst du außer Milch noch was? Vielleicht Käse für morgen',
      },
    ],
  }),
  // Two slips: a plain fence around the message and a backslash-n inside it.
  greta({
    name: 'set51: Greta, a fence and a backslash-n',
    answer: `# «send»
\`\`\`
Klar, bring ich mit\\nNoch was?
\`\`\``,
    expect: [{ type: 'send', text: 'Klar, bring ich mit\nNoch was?' }],
  }),
  // GPT-4o through a chat front end that turns newlines into <br>.
  {
    name: 'set51: Heidi, a line break as an HTML tag',
    answer: `# «send»
The cat is fine!<br>Saturday 9–14 as usual`,
    expect: [{ type: 'send', text: 'The cat is fine!\nSaturday 9–14 as usual' }],
  },
  // GPT-4o told the text goes to Telegram escapes punctuation for MarkdownV2.
  {
    name: 'set51: Heidi, punctuation escaped for MarkdownV2',
    answer: `# «send»
We're open 9\\-14 on Saturday\\! The cat is fine, thanks for asking\\.`,
    expect: [{ type: 'send', text: "We're open 9-14 on Saturday! The cat is fine, thanks for asking." }],
  },
  // Gemini 2.5 Flash keeps a blank line as a non-breaking-space entity, a Markdown editor's habit.
  {
    name: 'set51: Heidi, a blank line written as an entity',
    answer: `# «send»
The cat is fine, just offended 😾
&nbsp;
Saturday: 9 to 2 as usual`,
    expect: [{ type: 'send', text: 'The cat is fine, just offended 😾\n\nSaturday: 9 to 2 as usual' }],
  },
  // Two slips: a byte-order mark and CRLF endings around a reaction and a message.
  {
    name: 'set51: Heidi, a byte-order mark and CRLF endings around a reaction',
    answer: '\uFEFF# «react» 4001\r\n🎉\r\n\r\n# «send»\r\nShe survived! Open Saturday 9 to 2\r\n',
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4001 },
      { type: 'send', text: 'She survived! Open Saturday 9 to 2' },
    ],
  },
  // Gemini 2.5 Pro writes curly apostrophes as \u escapes.
  {
    name: 'set51: Heidi, curly apostrophes as unicode escapes',
    answer: `# «send»
We\\u2019re open Saturday, 9 to 2. And the cat\\u2019s fine 🐈`,
    expect: [{ type: 'send', text: 'We’re open Saturday, 9 to 2. And the cat’s fine 🐈' }],
  },
  // Gemini 3 Flash escapes the numbers of a list so Markdown will not renumber them.
  {
    name: 'set51: Heidi, escaped list numbers',
    answer: `# «send»
Two things:
1\\. The cat is fine, she hid under the bath
2\\. Saturday 9 to 2`,
    expect: [
      { type: 'send', text: 'Two things:\n1. The cat is fine, she hid under the bath\n2. Saturday 9 to 2' },
    ],
  },
];
