/**
 * Set 51, ordinary answers (1/2): real messages that carry backslashes, code, paths, entities,
 * braces and escapes their writer typed on purpose, beside plain chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { bruno, dasha, lea, priya, yuki } from './answers-51-cast.js';

export const ORDINARY_51: readonly CorpusEntry[] = [
  lea({
    name: 'set51: Léa answers both questions in two messages',
    answer: `# «send»
Oui je serai là vers 18h 👍

# «send»
Et je prends le pain, tradition ou campagne ?`,
    expect: [
      { type: 'send', text: 'Oui je serai là vers 18h 👍' },
      { type: 'send', text: 'Et je prends le pain, tradition ou campagne ?' },
    ],
  }),
  lea({
    name: 'set51: Léa ends on a lopsided emoticon with a backslash',
    answer: `# «send»
18h ça dépend du boulot :-\\ je te redis demain matin`,
    expect: [{ type: 'send', text: '18h ça dépend du boulot :-\\ je te redis demain matin' }],
  }),
  lea({
    name: 'set51: Léa quotes the bakery site that shows a raw entity',
    answer: `# «send»
Le site de la boulangerie affiche « Pains &amp; Viennoiseries » en gros 😂 ils ont cassé leur site
Mais oui je passe prendre une tradi`,
    expect: [
      {
        type: 'send',
        text: 'Le site de la boulangerie affiche « Pains &amp; Viennoiseries » en gros 😂 ils ont cassé leur site\nMais oui je passe prendre une tradi',
      },
    ],
  }),
  lea({
    name: 'set51: Léa laughs at the landlady mail that greets her with a blank field',
    answer: `# «send» 4003
Elle m'a envoyé un mail qui commence par « Bonjour {prénom} » 😂 elle utilise un modèle la pauvre

# «send»
Jeudi 18h ok pour moi`,
    expect: [
      {
        type: 'send',
        text: "Elle m'a envoyé un mail qui commence par « Bonjour {prénom} » 😂 elle utilise un modèle la pauvre",
        replyTo: 4003,
      },
      { type: 'send', text: 'Jeudi 18h ok pour moi' },
    ],
  }),
  lea({
    name: 'set51: Léa sends a heart as a person types it',
    answer: `# «send»
Oui oui je ramène le pain, merci ma belle <3`,
    expect: [{ type: 'send', text: 'Oui oui je ramène le pain, merci ma belle <3' }],
  }),
  lea({
    name: 'set51: Léa reacts and answers in one line with an aside in brackets',
    answer: `# «react» 4003
👀

# «send»
Jeudi 18h c'est bon (si le tram fait pas grève…)`,
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      { type: 'send', text: "Jeudi 18h c'est bon (si le tram fait pas grève…)" },
    ],
  }),
  bruno({
    name: 'set51: Bruno explains that \\t in a Windows path became a tab',
    answer: `# «send» 4003
Tiago, o caminho tá com barra simples numa string normal do Python, o \\t de \\tiago vira TAB 😂
Usa raw string: \`r"C:\\Users\\tiago\\dados\\entrada.csv"\``,
    expect: [
      {
        type: 'send',
        text: 'Tiago, o caminho tá com barra simples numa string normal do Python, o \\t de \\tiago vira TAB 😂\nUsa raw string: `r"C:\\Users\\tiago\\dados\\entrada.csv"`',
        replyTo: 4003,
      },
    ],
  }),
  bruno({
    name: 'set51: Bruno answers the postcode regex, then the call',
    answer: `# «send» 3999
Rafa, pra CEP: \`^\\d{5}-?\\d{3}$\`

# «send»
e já tô olhando o do Tiago`,
    expect: [
      { type: 'send', text: 'Rafa, pra CEP: `^\\d{5}-?\\d{3}$`', replyTo: 3999 },
      { type: 'send', text: 'e já tô olhando o do Tiago' },
    ],
  }),
  bruno({
    name: 'set51: Bruno pastes a Python fix with a raw path, an f-string and \\n',
    answer: `# «send» 4003
Testa assim:
\`\`\`python
from pathlib import Path
p = Path(r"C:\\Users\\tiago\\dados") / "entrada.csv"
print(f"achou {p}: {p.exists()}\\n")
\`\`\``,
    expect: [
      {
        type: 'send',
        text: 'Testa assim:\n```python\nfrom pathlib import Path\np = Path(r"C:\\Users\\tiago\\dados") / "entrada.csv"\nprint(f"achou {p}: {p.exists()}\\n")\n```',
        replyTo: 4003,
      },
    ],
  }),
  bruno({
    name: 'set51: Bruno shrugs with the arm a backslash draws',
    answer: `# «send» 4001
quem quebrou o deploy? ¯\\_(ツ)_/¯ não fui eu dessa vez`,
    expect: [
      { type: 'send', text: 'quem quebrou o deploy? ¯\\_(ツ)_/¯ não fui eu dessa vez', replyTo: 4001 },
    ],
  }),
  bruno({
    name: 'set51: Bruno pastes the deploy error with its escaped JSON',
    answer: `# «send» 4001
o erro do deploy é esse, olha o path:
\`\`\`json
{"error": "ENOENT", "path": "C:\\\\build\\\\out\\\\app.js", "detail": "arquivo \\"app.js\\" não encontrado"}
\`\`\`
alguém mudou o outDir`,
    expect: [
      {
        type: 'send',
        text: 'o erro do deploy é esse, olha o path:\n```json\n{"error": "ENOENT", "path": "C:\\\\build\\\\out\\\\app.js", "detail": "arquivo \\"app.js\\" não encontrado"}\n```\nalguém mudou o outDir',
        replyTo: 4001,
      },
    ],
  }),
  bruno({
    name: 'set51: Bruno cheers with arms up made of slashes',
    answer: `# «send»
RODOU \\o/ era o caminho mesmo

# «send»
Tiago no Windows a quebra de linha é \\r\\n, por isso o diff mostrou o arquivo inteiro mudado`,
    expect: [
      { type: 'send', text: 'RODOU \\o/ era o caminho mesmo', replyTo: 4005 },
      {
        type: 'send',
        text: 'Tiago no Windows a quebra de linha é \\r\\n, por isso o diff mostrou o arquivo inteiro mudado',
      },
    ],
  }),
  bruno({
    name: 'set51: Bruno quotes the error message in a code span',
    answer: `# «send» 4001
Juliana, é \`Cannot find module '@/utils'\`, o alias do tsconfig sumiu no último merge`,
    expect: [
      {
        type: 'send',
        text: "Juliana, é `Cannot find module '@/utils'`, o alias do tsconfig sumiu no último merge",
        replyTo: 4001,
      },
    ],
  }),
  bruno({
    name: 'set51: Bruno answers and sends a sticker',
    answer: `# «send»
vou olhar depois do almoço, Rafa

# «sticker»
HeidiDuck
😴`,
    expect: [
      { type: 'send', text: 'vou olhar depois do almoço, Rafa', replyTo: 4005 },
      { type: 'sticker', set: 'HeidiDuck', name: '😴' },
    ],
  }),
  yuki({
    name: 'set51: Yuki pastes a shop link with its query string and a percent-encoded map link',
    answer: `# «send» 4003
https://tabelog.com/tokyo/A1303/A130301/13012345/?lid=share&utm_source=line
地図はこれ https://www.google.com/maps/search/%E5%B1%85%E9%85%92%E5%B1%8B+%E6%B8%8B%E8%B0%B7

# «send»
19時にハチ公前ね！`,
    expect: [
      {
        type: 'send',
        text: 'https://tabelog.com/tokyo/A1303/A130301/13012345/?lid=share&utm_source=line\n地図はこれ https://www.google.com/maps/search/%E5%B1%85%E9%85%92%E5%B1%8B+%E6%B8%8B%E8%B0%B7',
        replyTo: 4003,
      },
      { type: 'send', text: '19時にハチ公前ね！' },
    ],
  }),
  yuki({
    name: 'set51: Yuki cheers with a kaomoji drawn with a backslash',
    answer: `# «send»
19時集合！ \\(^o^)/ 楽しみ`,
    expect: [{ type: 'send', text: '19時集合！ \\(^o^)/ 楽しみ' }],
  }),
  yuki({
    name: 'set51: Yuki reacts and answers in corner quotes',
    answer: `# «react» 4005
👍

# «send»
19時に「ハチ公前」で！遅れたら連絡してね🙏`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: '19時に「ハチ公前」で！遅れたら連絡してね🙏' },
    ],
  }),
  dasha({
    name: 'set51: Даша sends the door code with a letter in it',
    answer: `# «send»
Код 2580В, потом кнопка «В» (это не ошибка, прям буква В)

# «send»
Пятый этаж, квартира 47)))`,
    expect: [
      { type: 'send', text: 'Код 2580В, потом кнопка «В» (это не ошибка, прям буква В)' },
      { type: 'send', text: 'Пятый этаж, квартира 47)))' },
    ],
  }),
  dasha({
    name: 'set51: Даша reacts and sends a short line',
    answer: `# «react» 4003
🙏

# «send»
2580В, 5 этаж. Лифт не работает, сорян`,
    expect: [
      { type: 'react', emoji: '🙏', messageId: 4003 },
      { type: 'send', text: '2580В, 5 этаж. Лифт не работает, сорян' },
    ],
  }),
  priya({
    name: 'set51: Priya gives a UNC path whose last folder starts with n, and the command',
    answer: `# «send»
share is \\\\fs01\\backups$\\nightly (the $ matters, it's a hidden share)

# «send»
ran it like this:
\`\`\`
robocopy D:\\Data \\\\fs01\\backups$\\nightly /MIR /R:2 /W:5 /LOG:C:\\logs\\backup.log
\`\`\``,
    expect: [
      { type: 'send', text: "share is \\\\fs01\\backups$\\nightly (the $ matters, it's a hidden share)" },
      {
        type: 'send',
        text: 'ran it like this:\n```\nrobocopy D:\\Data \\\\fs01\\backups$\\nightly /MIR /R:2 /W:5 /LOG:C:\\logs\\backup.log\n```',
      },
    ],
  }),
  priya({
    name: 'set51: Priya sends a grep with a word-boundary regex',
    answer: `# «send» 4003
grep for it: \`grep -E 'denied|\\bACL\\b' /var/log/backup/*.log\``,
    expect: [
      {
        type: 'send',
        text: "grep for it: `grep -E 'denied|\\bACL\\b' /var/log/backup/*.log`",
        replyTo: 4003,
      },
    ],
  }),
  priya({
    name: 'set51: Priya warns about entities the log viewer shows',
    answer: `# «send»
fyi the web log viewer shows &quot; everywhere instead of quotes, ignore that, the raw log is fine`,
    expect: [
      {
        type: 'send',
        text: 'fyi the web log viewer shows &quot; everywhere instead of quotes, ignore that, the raw log is fine',
      },
    ],
  }),
  priya({
    name: 'set51: Priya shows the templated Ansible line in a fence',
    answer: `# «send»
the path comes from ansible, so check the vars too:
\`\`\`yaml
dest: "{{ backup_share }}\\\\nightly"
\`\`\`
if backup_share is empty you get exactly that error`,
    expect: [
      {
        type: 'send',
        text: 'the path comes from ansible, so check the vars too:\n```yaml\ndest: "{{ backup_share }}\\\\nightly"\n```\nif backup_share is empty you get exactly that error',
      },
    ],
  }),
];
