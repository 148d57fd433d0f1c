/**
 * Set 51, ordinary answers (2/2): right-to-left text with the joiners its spelling needs, emoji
 * built with joiners, passwords, lists and symbols a person types, the corpus's own chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { dasha, greta, priya, selin, shirin, yuki } from './answers-51-cast.js';

export const ORDINARY_51_2: readonly CorpusEntry[] = [
  selin({
    name: 'set51: Selin lists what she brings, an ampersand among them',
    answer: `# «send»
Ben getiririm:
- simit (10 tane)
- beyaz peynir & zeytin
- çay 🫖`,
    expect: [
      {
        type: 'send',
        text: 'Ben getiririm:\n- simit (10 tane)\n- beyaz peynir & zeytin\n- çay 🫖',
        replyTo: 4005,
      },
    ],
  }),
  selin({
    name: "set51: Selin offers börek and Ece's jam, the suffix after an apostrophe",
    answer: `# «send»
Ben börek getiririm 🥟 bir de Ece'nin sevdiği çilek reçeli

# «send» 4003
Zeynep menemeni ben yaparım merak etme 😄`,
    expect: [
      { type: 'send', text: "Ben börek getiririm 🥟 bir de Ece'nin sevdiği çilek reçeli", replyTo: 4005 },
      { type: 'send', text: 'Zeynep menemeni ben yaparım merak etme 😄', replyTo: 4003 },
    ],
  }),
  selin({
    name: 'set51: Selin tags the breakfast with a hashtag and stars a word',
    answer: `# «send»
Poğaça bende, ama *sıcak* gelmeyecek haberiniz olsun 😅 #cumartesikahvaltısı`,
    expect: [
      {
        type: 'send',
        text: 'Poğaça bende, ama *sıcak* gelmeyecek haberiniz olsun 😅 #cumartesikahvaltısı',
        replyTo: 4005,
      },
    ],
  }),
  selin({
    name: 'set51: Selin reacts, then answers',
    answer: `# «react» 4003
😁

# «send»
Meyve getiririm, bir de portakal suyu 🍊`,
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      { type: 'send', text: 'Meyve getiririm, bir de portakal suyu 🍊', replyTo: 4005 },
    ],
  }),
  shirin({
    name: 'set51: Shirin sends the e-mail, Persian words joined with a non-joiner',
    answer: `# «send»
آره دارم: ahmadi.prof@ut.ac.ir

# «send»
فقط تمرین\u200Cها رو تا پنج\u200Cشنبه بفرستیم`,
    expect: [
      { type: 'send', text: 'آره دارم: ahmadi.prof@ut.ac.ir' },
      { type: 'send', text: 'فقط تمرین\u200Cها رو تا پنج\u200Cشنبه بفرستیم' },
    ],
  }),
  shirin({
    name: 'set51: Shirin ends on an emoji built with a joiner',
    answer: `# «send»
کلاس فردا ساعت ۱۰ــه، من لپ\u200Cتاپ میارم 👩\u200D💻`,
    expect: [{ type: 'send', text: 'کلاس فردا ساعت ۱۰ــه، من لپ\u200Cتاپ میارم 👩\u200D💻' }],
  }),
  shirin({
    name: 'set51: Shirin replies to the older message and sends a sticker',
    answer: `# «send» 4003
آره، موضوع ایمیل رو بنویس «تمرین ۳ - نام و شماره\u200Cی دانشجویی»

# «sticker»
HeidiDuck
👋`,
    expect: [
      {
        type: 'send',
        text: 'آره، موضوع ایمیل رو بنویس «تمرین ۳ - نام و شماره\u200Cی دانشجویی»',
        replyTo: 4003,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  greta({
    name: 'set51: Greta sends a Wi-Fi password with a backslash and an ampersand in a code span',
    answer: `# «send» 4003
Steht auf dem Zettel am Kühlschrank: \`K@rtoffel\\Salat&42\`

# «send»
Und ja, geh nach der Arbeit zu Rewe`,
    expect: [
      { type: 'send', text: 'Steht auf dem Zettel am Kühlschrank: `K@rtoffel\\Salat&42`', replyTo: 4003 },
      { type: 'send', text: 'Und ja, geh nach der Arbeit zu Rewe' },
    ],
  }),
  greta({
    name: 'set51: Greta asks about the shopping with a star for times',
    answer: `# «send»
Klar. Milch 2 * 1 l, Haferdrink & Klopapier? Sonst noch was?`,
    expect: [{ type: 'send', text: 'Klar. Milch 2 * 1 l, Haferdrink & Klopapier? Sonst noch was?' }],
  }),
  greta({
    name: 'set51: Greta names the new network, underscores and all',
    answer: `# «send»
Das Netz heißt jetzt \`Router_McRouterface_5G\` 🙄 Jan fand das witzig

# «send»
Passwort kommt gleich`,
    expect: [
      { type: 'send', text: 'Das Netz heißt jetzt `Router_McRouterface_5G` 🙄 Jan fand das witzig' },
      { type: 'send', text: 'Passwort kommt gleich' },
    ],
  }),
  greta({
    name: 'set51: Greta reacts, then answers',
    answer: `# «react»
👍

# «send»
Sorry, war im Keller. Ja ich kauf ein, Milch & Brot`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Sorry, war im Keller. Ja ich kauf ein, Milch & Brot' },
    ],
  }),
  greta({
    name: 'set51: Greta thinks with escapes in her private note, then writes plainly',
    answer: `# «think»
Ole fragt zwei Sachen.\\nPasswort: {{wifi_password}} steht auf dem Zettel, nicht nochmal raten.

# «send»
Passwort such ich dir gleich raus. Milch bring ich mit 🥛`,
    expect: [{ type: 'send', text: 'Passwort such ich dir gleich raus. Milch bring ich mit 🥛' }],
  }),
  dasha({
    name: 'set51: Даша gives a fallback code with a hash sign',
    answer: `# «send»
Код 2580В. Если не сработает — набери 47# и я открою сама`,
    expect: [{ type: 'send', text: 'Код 2580В. Если не сработает — набери 47# и я открою сама' }],
  }),
  yuki({
    name: 'set51: Yuki points to the photo folder on the home NAS',
    answer: `# «send»
19時ハチ公前！

# «send»
この前の写真はNASに入れといた \\\\nas\\photos\\nomikai_0412`,
    expect: [
      { type: 'send', text: '19時ハチ公前！' },
      { type: 'send', text: 'この前の写真はNASに入れといた \\\\nas\\photos\\nomikai_0412' },
    ],
  }),
  selin({
    name: 'set51: Selin gives a recipe joined with ampersands',
    answer: `# «send» 4003
Zeynep menemen çok kolay: domates & biber & yumurta, o kadar 😄 ben yaparım`,
    expect: [
      {
        type: 'send',
        text: 'Zeynep menemen çok kolay: domates & biber & yumurta, o kadar 😄 ben yaparım',
        replyTo: 4003,
      },
    ],
  }),
  greta({
    name: 'set51: Greta links the shopping pad, its query string and all',
    answer: `# «send»
Ja! Schreib alles hier rein: https://pad.example.org/p/wg-einkauf?view=1&lang=de`,
    expect: [
      {
        type: 'send',
        text: 'Ja! Schreib alles hier rein: https://pad.example.org/p/wg-einkauf?view=1&lang=de',
      },
    ],
  }),
  priya({
    name: 'set51: Priya explains a hidden share, a dollar at the end of its name',
    answer: `# «send»
note the $ at the end: \\\\fs01\\backups$ — type it without and you get access denied every time`,
    expect: [
      {
        type: 'send',
        text: 'note the $ at the end: \\\\fs01\\backups$ — type it without and you get access denied every time',
      },
    ],
  }),
  priya({
    name: 'set51: Priya tells an escaped filename in the log from the real one',
    answer: `# «send»
also the filename in the log is \`Q3_R\\u00e9sum\\u00e9.xlsx\` because the job writes names JSON-escaped, the real file is Q3_Résumé.xlsx`,
    expect: [
      {
        type: 'send',
        text: 'also the filename in the log is `Q3_R\\u00e9sum\\u00e9.xlsx` because the job writes names JSON-escaped, the real file is Q3_Résumé.xlsx',
      },
    ],
  }),
  priya({
    name: 'set51: Priya pastes a PowerShell check and a short line',
    answer: `# «send»
can you run this from the backup box and send me what it says
\`\`\`powershell
Get-Acl "\\\\fs01\\backups$\\nightly" | Format-List Owner, AccessToString
\`\`\`

# «send»
my bet is the service account lost write`,
    expect: [
      {
        type: 'send',
        text: 'can you run this from the backup box and send me what it says\n```powershell\nGet-Acl "\\\\fs01\\backups$\\nightly" | Format-List Owner, AccessToString\n```',
      },
      { type: 'send', text: 'my bet is the service account lost write' },
    ],
  }),
  {
    name: 'set51: Heidi answers both questions, the hours with a dash',
    answer: `# «send»
The cat is fine! Hid under the sofa for a day, now she owns the place 😹

# «send»
And yes, Saturday 9–14 as always`,
    expect: [
      { type: 'send', text: 'The cat is fine! Hid under the sofa for a day, now she owns the place 😹' },
      { type: 'send', text: 'And yes, Saturday 9–14 as always' },
    ],
  },
  {
    name: 'set51: Heidi cheers with arms up',
    answer: `# «send»
\\o/ yes, open Saturday! And the cat survived, barely`,
    expect: [{ type: 'send', text: '\\o/ yes, open Saturday! And the cat survived, barely' }],
  },
  {
    name: 'set51: Heidi answers the umbrella, then the rest, with a shrug',
    answer: `# «send» 4003
Found a blue one behind the counter 🌂 I'll keep it for you

# «send»
Cat: alive, offended, eating. Saturday: open till 2 ¯\\_(ツ)_/¯ same as ever`,
    expect: [
      { type: 'send', text: "Found a blue one behind the counter 🌂 I'll keep it for you", replyTo: 4003 },
      { type: 'send', text: 'Cat: alive, offended, eating. Saturday: open till 2 ¯\\_(ツ)_/¯ same as ever' },
    ],
  },
  {
    name: 'set51: Heidi lists the raffle numbers left, in braces',
    answer: `# «send»
Cat's fine, thanks for asking 🐈 Saturday 9 to 2.
Alice, raffle numbers still free: {3, 7, 12}. Pick one before Saturday!`,
    expect: [
      {
        type: 'send',
        text: "Cat's fine, thanks for asking 🐈 Saturday 9 to 2.\nAlice, raffle numbers still free: {3, 7, 12}. Pick one before Saturday!",
      },
    ],
  },
];
