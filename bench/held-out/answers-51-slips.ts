/**
 * Set 51, answers with slips (1/2): escapes, entities, wrappers and template fields left in the
 * text by Gemini and other models, in French, Brazilian Portuguese, Japanese, Russian and Turkish.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bruno, dasha, lea, selin, yuki } from './answers-51-cast.js';

export const SLIPS_51: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash writes the newline as the two characters of a JSON escape.
  lea({
    name: 'set51: Léa, a newline written as backslash-n',
    answer: `# «send»
Oui je serai là vers 18h !\\nEt je prends le pain 🥖`,
    expect: [{ type: 'send', text: 'Oui je serai là vers 18h !\nEt je prends le pain 🥖' }],
  }),
  // Gemini 3 Flash keeps the backslashes of quotes escaped for a JSON string.
  lea({
    name: 'set51: Léa, quotes escaped with backslashes',
    answer: `# «send» 4003
Elle a dit \\"vers 18h\\" mais tu la connais, ce sera 19h 🙄`,
    expect: [
      { type: 'send', text: 'Elle a dit "vers 18h" mais tu la connais, ce sera 19h 🙄', replyTo: 4003 },
    ],
  }),
  // Llama 3.1 8B on a local server writes accented letters as \u escapes.
  lea({
    name: 'set51: Léa, accents as unicode escapes',
    answer: `# «send»
Oui, je serai l\\u00e0 jeudi. Je passe \\u00e0 la boulangerie apr\\u00e8s le boulot, tradi ou compl\\u00e8te ?`,
    expect: [
      {
        type: 'send',
        text: 'Oui, je serai là jeudi. Je passe à la boulangerie après le boulot, tradi ou complète ?',
      },
    ],
  }),
  // GPT-4o-mini behind a proxy that HTML-escapes the completion.
  lea({
    name: 'set51: Léa, apostrophes as numeric entities',
    answer: `# «send»
C&#39;est bon pour jeudi, j&#39;apporte le pain 👍`,
    expect: [{ type: 'send', text: "C'est bon pour jeudi, j'apporte le pain 👍" }],
  }),
  // Gemini 2.5 Flash under a character card whose {{user}} macro was never rendered.
  lea({
    name: 'set51: Léa, the partner greeted by an unfilled macro',
    answer: `# «send»
Coucou {{user}} ! Oui jeudi 18h je suis là`,
    expect: [{ type: 'send', text: 'Coucou Camille ! Oui jeudi 18h je suis là' }],
  }),
  // Two slips: a byte-order mark before the answer (a local server reading a file) and an entity.
  lea({
    name: 'set51: Léa, a byte-order mark and an entity',
    answer: `\uFEFF# «send»
J&#39;arrive vers 18h jeudi, et oui pour le pain !`,
    expect: [{ type: 'send', text: "J'arrive vers 18h jeudi, et oui pour le pain !" }],
  }),
  // Mistral Small writes the body as a JSON string literal, quotes, \u escapes and a surrogate pair.
  lea({
    name: 'set51: Léa, the message as a JSON string literal',
    answer: `# «send»
"Oui, je serai l\\u00e0 \\u00e0 18h ! Je prends une tradi \\ud83e\\udd56"`,
    expect: [{ type: 'send', text: 'Oui, je serai là à 18h ! Je prends une tradi 🥖' }],
  }),
  // Gemini 2.5 Flash escapes an underscore in a handle, a Markdown habit.
  bruno({
    name: 'set51: Bruno, an escaped underscore in a handle',
    answer: `# «send» 4003
@tiago\\_dev manda o script inteiro que eu olho`,
    expect: [{ type: 'send', text: '@tiago_dev manda o script inteiro que eu olho', replyTo: 4003 }],
  }),
  // GPT-4o told the text goes to Telegram escapes punctuation for MarkdownV2.
  bruno({
    name: 'set51: Bruno, punctuation escaped for MarkdownV2',
    answer: `# «send»
Bora\\! Tiago, me manda o script\\. Qual versão do Python?`,
    expect: [{ type: 'send', text: 'Bora! Tiago, me manda o script. Qual versão do Python?', replyTo: 4005 }],
  }),
  // Qwen 2.5 Coder wraps a plain chat line in a code fence.
  bruno({
    name: 'set51: Bruno, a plain line in a code fence',
    answer: `# «send» 4003
\`\`\`
Tiago, troca as barras invertidas por / que funciona no Windows também
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Tiago, troca as barras invertidas por / que funciona no Windows também',
        replyTo: 4003,
      },
    ],
  }),
  // Gemini 2.5 Pro puts a JSON object in the block whose string was escaped twice.
  bruno({
    name: 'set51: Bruno, a JSON body whose newline was escaped twice',
    answer: `# «send»
{"message": "Já olho, Tiago!\\\\nManda o script inteiro?"}`,
    expect: [{ type: 'send', text: 'Já olho, Tiago!\nManda o script inteiro?', replyTo: 4005 }],
  }),
  // llama.cpp on Windows returns CRLF line endings, mixed with bare LF.
  bruno({
    name: 'set51: Bruno, mixed line endings around a path',
    answer:
      '# «send» 4003\r\nTiago, testa com Path:\r\n\r\nPath(r"C:\\dados") / "entrada.csv"\n\n# «send»\r\nse não der, me chama\r\n',
    expect: [
      { type: 'send', text: 'Tiago, testa com Path:\n\nPath(r"C:\\dados") / "entrada.csv"', replyTo: 4003 },
      { type: 'send', text: 'se não der, me chama' },
    ],
  }),
  // Two slips: GPT-4o-mini fences the line as text and escapes it for MarkdownV2.
  bruno({
    name: 'set51: Bruno, a fenced line with MarkdownV2 escapes',
    answer: `# «send»
\`\`\`text
Resolvido\\! Era o caminho, Rafa\\. Valeu Tiago
\`\`\``,
    expect: [{ type: 'send', text: 'Resolvido! Era o caminho, Rafa. Valeu Tiago', replyTo: 4005 }],
  }),
  // DeepSeek V3 keeps the escaped slashes of a JSON-encoded link.
  bruno({
    name: 'set51: Bruno, a link with escaped slashes',
    answer: `# «send»
PR com o fix: https:\\/\\/github.com\\/devsquad\\/etl\\/pull\\/142`,
    expect: [{ type: 'send', text: 'PR com o fix: https://github.com/devsquad/etl/pull/142', replyTo: 4005 }],
  }),
  // Qwen 3 8B writes the emoji as the surrogate pair of a JSON escape.
  yuki({
    name: 'set51: Yuki, an emoji as a surrogate pair escape',
    answer: `# «send»
19時にハチ公前で！\\ud83c\\udf7b`,
    expect: [{ type: 'send', text: '19時にハチ公前で！🍻' }],
  }),
  // A DeepSeek R1 distill writes the whole message ASCII-escaped, as json.dumps does.
  yuki({
    name: 'set51: Yuki, the whole message as unicode escapes',
    answer: `# «send»
19\\u6642\\u96c6\\u5408\\u3067\\uff01\\u9045\\u308c\\u306a\\u3044\\u3067\\u306d\\ud83c\\udf7b`,
    expect: [{ type: 'send', text: '19時集合で！遅れないでね🍻' }],
  }),
  // Gemini 3 Flash breaks a link with a zero-width space, as chat pages do against auto-linking.
  yuki({
    name: 'set51: Yuki, a zero-width space inside a link',
    answer: `# «send» 4003
https://tabelog.com/tokyo/A1303/\u200B13012345/

# «send»
19時ね！`,
    expect: [
      { type: 'send', text: 'https://tabelog.com/tokyo/A1303/13012345/', replyTo: 4003 },
      { type: 'send', text: '19時ね！' },
    ],
  }),
  // GPT-4o-mini behind an HTML-escaping proxy.
  yuki({
    name: 'set51: Yuki, quotes as named entities',
    answer: `# «send»
店の名前は&quot;とりいち&quot;だよ、19時集合！`,
    expect: [{ type: 'send', text: '店の名前は"とりいち"だよ、19時集合！' }],
  }),
  // Two slips: Gemini 2.5 Flash writes backslash-n and a byte-order mark rides in with pasted text.
  yuki({
    name: 'set51: Yuki, backslash-n and a byte-order mark mid-text',
    answer: `# «send»
19時！\\n\uFEFF遅れたら連絡して`,
    expect: [{ type: 'send', text: '19時！\n遅れたら連絡して' }],
  }),
  // Gemini 2.5 Flash writes the newline as backslash-n.
  dasha({
    name: 'set51: Даша, a newline written as backslash-n',
    answer: `# «send»
Код 2580В\\nЭтаж 5, квартира 47`,
    expect: [{ type: 'send', text: 'Код 2580В\nЭтаж 5, квартира 47' }],
  }),
  // A small local model writes Cyrillic as \u escapes.
  dasha({
    name: 'set51: Даша, Cyrillic as unicode escapes',
    answer: `# «send»
\\u041a\\u043e\\u0434 2580\\u0412, \\u044d\\u0442\\u0430\\u0436 \\u043f\\u044f\\u0442\\u044b\\u0439`,
    expect: [{ type: 'send', text: 'Код 2580В, этаж пятый' }],
  }),
  // Claude Haiku fences the message as text after a reaction.
  dasha({
    name: 'set51: Даша, a reaction then the message in a text fence',
    answer: `# «react» 4003
🙏

# «send»
\`\`\`text
Код 2580В, пятый этаж, лифт не работает
\`\`\``,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: 'Код 2580В, пятый этаж, лифт не работает' },
    ],
  }),
  // Gemini 3 wraps digits in left-to-right marks, as text copied from web pages carries them.
  dasha({
    name: 'set51: Даша, direction marks around the digits',
    answer: `# «send»
Код \u200E2580В\u200E, этаж \u200E5\u200E`,
    expect: [{ type: 'send', text: 'Код 2580В, этаж 5' }],
  }),
  // Two slips: Gemini 2.5 Flash leaves escaped quotes and a backslash-n from a JSON string.
  dasha({
    name: 'set51: Даша, escaped quotes and backslash-n',
    answer: `# «send»
Код 2580В, там кнопка \\"вызов\\" справа\\nПятый этаж)))`,
    expect: [{ type: 'send', text: 'Код 2580В, там кнопка "вызов" справа\nПятый этаж)))' }],
  }),
  // An unrendered {{user}} macro from a character card, echoed as the address.
  dasha({
    name: 'set51: Даша, the partner addressed by an unfilled macro',
    answer: `# «send»
{{user}}, код 2580В, пятый этаж 🙈`,
    expect: [{ type: 'send', text: 'Костя, код 2580В, пятый этаж 🙈' }],
  }),
  // GPT-4o-mini behind an HTML-escaping proxy.
  selin({
    name: 'set51: Selin, an ampersand as an entity',
    answer: `# «send»
Ben simit &amp; poğaça getiririm 🥯`,
    expect: [{ type: 'send', text: 'Ben simit & poğaça getiririm 🥯', replyTo: 4005 }],
  }),
  // An entity escaped twice: the proxy escaped an already escaped apostrophe.
  selin({
    name: 'set51: Selin, an apostrophe escaped twice',
    answer: `# «send»
Ece&amp;#39;nin sevdiği reçeli de getiririm 🍓`,
    expect: [{ type: 'send', text: "Ece'nin sevdiği reçeli de getiririm 🍓", replyTo: 4005 }],
  }),
  // Gemini 2.5 Flash writes a paragraph break as two backslash-n.
  selin({
    name: 'set51: Selin, a paragraph break as backslash-n twice',
    answer: `# «send»
Menemen bende!\\n\\nZeynep sen sadece çay demle 😄`,
    expect: [{ type: 'send', text: 'Menemen bende!\n\nZeynep sen sadece çay demle 😄', replyTo: 4005 }],
  }),
  // A character card's {{char}} sign-off, never rendered, closes the message.
  selin({
    name: 'set51: Selin, a sign-off of an unfilled macro',
    answer: `# «send»
Börek bende 🥟

— {{char}}`,
    expect: [{ type: 'send', text: 'Börek bende 🥟', replyTo: 4005 }],
  }),
  // Gemini 2.5 Flash escapes a hashtag's hash as Markdown.
  selin({
    name: 'set51: Selin, an escaped hashtag',
    answer: `# «send»
Poğaça bende \\#cumartesikahvaltısı`,
    expect: [{ type: 'send', text: 'Poğaça bende #cumartesikahvaltısı', replyTo: 4005 }],
  }),
  // Gemini 2.5 Pro answers with a JSON object, Turkish letters escaped inside it.
  selin({
    name: 'set51: Selin, a JSON answer with escaped letters',
    answer: `{"send": "Ben b\\u00f6rek getiririm, \\u00e7ay da bende \\u2615"}`,
    expect: [{ type: 'send', text: 'Ben börek getiririm, çay da bende ☕', replyTo: 4005 }],
  }),
];
