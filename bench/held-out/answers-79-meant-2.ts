/** Set 79, meant messages (2 of 2): translations, summaries, asides, notes and letters, all sent. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aiko, chloe, clara, katjaLena, sasha, zeynep } from './answers-79-cast.js';

export const MEANT_79_B: readonly CorpusEntry[] = [
  // The translation the friend asked for, and a livelier variant explained.
  sasha({
    name: 'set79: translator gives the CV line and a variant',
    answer: `# «send»
Led a team of five and launched three products.

# «send»
Или живее: "Led a five-person team and shipped three products." Для IT «shipped» звучит отлично`,
    expect: [
      { type: 'send', text: 'Led a team of five and launched three products.' },
      {
        type: 'send',
        text: 'Или живее: "Led a five-person team and shipped three products." Для IT «shipped» звучит отлично',
      },
    ],
  }),
  // Her own "Примечание" line to the friend.
  sasha({
    name: 'set79: translator adds her own note line',
    answer: `# «send»
Led a team of five and launched three products.

Примечание от меня: «успешно» не пиши, это пишут все 😄`,
    expect: [
      {
        type: 'send',
        text: 'Led a team of five and launched three products.\n\nПримечание от меня: «успешно» не пиши, это пишут все 😄',
      },
    ],
  }),
  // A "Контекст" question back before translating.
  sasha({
    name: 'set79: translator asks for context first',
    answer: `# «send»
Контекст нужен: это в американскую компанию или в европейскую? От этого зависит, писать CV или résumé`,
    expect: [
      {
        type: 'send',
        text: 'Контекст нужен: это в американскую компанию или в европейскую? От этого зависит, писать CV или résumé',
      },
    ],
  }),
  // How to close an English letter, the sign-off quoted as an example.
  sasha({
    name: 'set79: translator shows a letter sign-off',
    others: new Map([
      [4003, 'Саш, спасёшь? Нужно перевести на английский пару строк для резюме'],
      [4005, 'И как закончить письмо HR-у? Я всегда туплю на этом'],
    ]),
    answer: `# «send»
Обычно так:

Best regards,
Marina Sokolova

А если уже переписывались, можно просто «Thanks, Marina»`,
    expect: [
      {
        type: 'send',
        text: 'Обычно так:\n\nBest regards,\nMarina Sokolova\n\nА если уже переписывались, можно просто «Thanks, Marina»',
      },
    ],
  }),
  // A message in brackets, then the translation.
  sasha({
    name: 'set79: translator bracketed aside then translation',
    answer: `# «send»
(пишу с телефона в очереди в МФЦ, так что коротко)

# «send»
Managed a team of 5, launched 3 products`,
    expect: [
      { type: 'send', text: '(пишу с телефона в очереди в МФЦ, так что коротко)' },
      { type: 'send', text: 'Managed a team of 5, launched 3 products' },
    ],
  }),
  // What she is doing right now, then the nuance explained.
  aiko({
    name: 'set79: osaka friend hears what she is doing and the nuance',
    answer: `# «send» 4003
いまベランダで洗濯物たたみながらアイス食べてる🍦

# «send»
"I'm not mad, just disappointed" は「怒ってないけど、がっかりした」って感じ。正直、怒られるより刺さるやつ😇`,
    expect: [
      { type: 'send', text: 'いまベランダで洗濯物たたみながらアイス食べてる🍦', replyTo: 4003 },
      {
        type: 'send',
        text: '"I\'m not mad, just disappointed" は「怒ってないけど、がっかりした」って感じ。正直、怒られるより刺さるやつ😇',
      },
    ],
  }),
  // A translation with her own P.S. line.
  aiko({
    name: 'set79: osaka friend gets a literal gloss and a P.S.',
    answer: `# «send»
直訳だと「怒ってない、ただ失望しただけ」。親が子どもに言うやつ
P.S. 彼氏に言われたなら、ちょっとちゃんと話したほうがいいかも笑`,
    expect: [
      {
        type: 'send',
        text: '直訳だと「怒ってない、ただ失望しただけ」。親が子どもに言うやつ\nP.S. 彼氏に言われたなら、ちょっとちゃんと話したほうがいいかも笑',
      },
    ],
  }),
  // A meme label in lenticular brackets, typed on the same line as the news.
  aiko({
    name: 'set79: osaka friend gets a bad-news meme label',
    answer: `# «send»
【悲報】アイス、半分ベランダに落ちた`,
    expect: [{ type: 'send', text: '【悲報】アイス、半分ベランダに落ちた' }],
  }),
  // Talk about asking an AI to write a reply to a boyfriend.
  aiko({
    name: 'set79: osaka friend hears about an AI-written reply',
    answer: `# «send»
そういえばこの前、彼への返信AIに考えてもらったら、めっちゃ丁寧な敬語になって笑った
# «send»
「ご不快な思いをさせてしまい」って、会社か😂`,
    expect: [
      {
        type: 'send',
        text: 'そういえばこの前、彼への返信AIに考えてもらったら、めっちゃ丁寧な敬語になって笑った',
      },
      { type: 'send', text: '「ご不快な思いをさせてしまい」って、会社か😂' },
    ],
  }),
  // The recap Bastien asked for: bold labels and a ticked list.
  chloe({
    name: 'set79: hiking group recap with ticks',
    answer: `# «send»
Récap pour Inès 🏕️
**Départ** : samedi 7h, parking de la gare
**À prendre** :
☑️ sac de couchage (confort 5°C minimum)
☑️ frontale + piles
☑️ 2 L d'eau
☑️ de quoi manger pour samedi midi
☐ tente : pas besoin, tu dors avec moi
**Retour** : dimanche vers 17h`,
    expect: [
      {
        type: 'send',
        text: "Récap pour Inès 🏕️\n**Départ** : samedi 7h, parking de la gare\n**À prendre** :\n☑️ sac de couchage (confort 5°C minimum)\n☑️ frontale + piles\n☑️ 2 L d'eau\n☑️ de quoi manger pour samedi midi\n☐ tente : pas besoin, tu dors avec moi\n**Retour** : dimanche vers 17h",
        replyTo: 4005,
      },
    ],
  }),
  // An aside in brackets inside a reassuring message.
  chloe({
    name: 'set79: hiking group aside in brackets for Inès',
    answer: `# «send» 4003
Inès, t'inquiète pas, c'est une rando facile (enfin, sauf la dernière montée, mais on n'en parlera pas 😅)`,
    expect: [
      {
        type: 'send',
        text: "Inès, t'inquiète pas, c'est une rando facile (enfin, sauf la dernière montée, mais on n'en parlera pas 😅)",
        replyTo: 4003,
      },
    ],
  }),
  // A member's name and a colon, speaking to him.
  chloe({
    name: 'set79: hiking group Théo told with a colon',
    answer: `# «send»
Théo : tu prends le réchaud, c'est toi qui l'as gardé depuis l'an dernier 😏`,
    expect: [
      {
        type: 'send',
        text: "Théo : tu prends le réchaud, c'est toi qui l'as gardé depuis l'an dernier 😏",
        replyTo: 4005,
      },
    ],
  }),
  // Her own "Note :" line, then a sticker.
  chloe({
    name: 'set79: hiking group weather note and a sticker',
    answer: `# «send»
Note : la météo annonce des orages dimanche après 15h, on redescend tôt

# «sticker»
HeidiDuck
👋`,
    expect: [
      {
        type: 'send',
        text: 'Note : la météo annonce des orages dimanche après 15h, on redescend tôt',
        replyTo: 4005,
      },
      { type: 'sticker', set: 'HeidiDuck', name: '👋' },
    ],
  }),
  // A novelist on AI and drafts, quoting a request she typed.
  clara({
    name: 'set79: novelist on using AI to brainstorm',
    answer: `# «send»
Pra escrever não, mas já usei pra me xingar quando travo 😂 tipo "me dê 10 motivos pelos quais esse capítulo é chato"

# «send»
O problema é que o rascunho da IA sai com cara de orelha de livro, tudo "uma jornada inesquecível"`,
    expect: [
      {
        type: 'send',
        text: 'Pra escrever não, mas já usei pra me xingar quando travo 😂 tipo "me dê 10 motivos pelos quais esse capítulo é chato"',
      },
      {
        type: 'send',
        text: 'O problema é que o rascunho da IA sai com cara de orelha de livro, tudo "uma jornada inesquecível"',
      },
    ],
  }),
  // Her drafts, and a joke "mental note" told to the friend.
  clara({
    name: 'set79: novelist third draft and a mental note',
    answer: `# «send» 4003
Terceiro rascunho do capítulo 4 pronto. O narrador finalmente parou de explicar tudo

# «send»
Nota mental pra mim: nunca mais começar capítulo falando do clima`,
    expect: [
      {
        type: 'send',
        text: 'Terceiro rascunho do capítulo 4 pronto. O narrador finalmente parou de explicar tudo',
        replyTo: 4003,
      },
      { type: 'send', text: 'Nota mental pra mim: nunca mais começar capítulo falando do clima' },
    ],
  }),
  // The summary of her book that the friend asked for.
  clara({
    name: 'set79: novelist summary the friend asked for',
    others: new Map([
      [4003, 'Como tá o livro?'],
      [4005, 'Me resume o livro em 3 frases pra eu contar pra minha mãe, ela não para de perguntar'],
    ]),
    answer: `# «send»
Resumo: uma mulher herda uma livraria falida em Ouro Preto. Descobre que o pai escondia cartas de uma irmã que ela nunca conheceu. Aí tem que decidir se vende a livraria ou vai atrás da irmã.

# «send»
Não conta o final pra ela, nem eu sei ainda 🙃`,
    expect: [
      {
        type: 'send',
        text: 'Resumo: uma mulher herda uma livraria falida em Ouro Preto. Descobre que o pai escondia cartas de uma irmã que ela nunca conheceu. Aí tem que decidir se vende a livraria ou vai atrás da irmã.',
      },
      { type: 'send', text: 'Não conta o final pra ela, nem eu sei ainda 🙃' },
    ],
  }),
  // The editor quoted by name, the persona's own name inside the quote.
  clara({
    name: 'set79: novelist quotes her editor',
    answer: `# «send»
Minha editora falou, palavra por palavra: "Clara, menos adjetivo e mais porta batendo." E ela não tá errada`,
    expect: [
      {
        type: 'send',
        text: 'Minha editora falou, palavra por palavra: "Clara, menos adjetivo e mais porta batendo." E ela não tá errada',
      },
    ],
  }),
  // A whole message in brackets to the friend.
  clara({
    name: 'set79: novelist bracketed plea about voice notes',
    answer: `# «send»
(e pelo amor de deus, não me manda áudio de 4 minutos de novo, escreve 😭)`,
    expect: [
      { type: 'send', text: '(e pelo amor de deus, não me manda áudio de 4 minutos de novo, escreve 😭)' },
    ],
  }),
  // The meeting summary Ayşe Hanım asked for, numbered, with a "Not:" line.
  zeynep({
    name: 'set79: flats group meeting summary with a note',
    answer: `# «send»
Ayşe Hanım, kısaca özet:
1. Asansör firması değişiyor, yenisi ayda 2 kez bakım yapacak
2. Aidat Ocak'tan itibaren 750 TL'den 900 TL'ye çıkıyor
3. Bahçeye bisiklet park yeri yapılacak

Not: Karar defteri yöneticide, isteyen bakabilir`,
    expect: [
      {
        type: 'send',
        text: "Ayşe Hanım, kısaca özet:\n1. Asansör firması değişiyor, yenisi ayda 2 kez bakım yapacak\n2. Aidat Ocak'tan itibaren 750 TL'den 900 TL'ye çıkıyor\n3. Bahçeye bisiklet park yeri yapılacak\n\nNot: Karar defteri yöneticide, isteyen bakabilir",
        replyTo: 4005,
      },
    ],
  }),
  // A correction line to her own earlier message.
  zeynep({
    name: 'set79: flats group correction of her own message',
    answer: `# «send» 4004
Düzeltme: perşembe değil cuma 10'da geliyor, kusura bakmayın 🙏`,
    expect: [
      {
        type: 'send',
        text: "Düzeltme: perşembe değil cuma 10'da geliyor, kusura bakmayın 🙏",
        replyTo: 4004,
      },
    ],
  }),
  // A reaction, a pause, then a message to Hakan Bey.
  zeynep({
    name: 'set79: flats group reaction, wait and reply',
    answer: `# «react» 4001
😢

# «wait»
delay: 20

# «send» 4001
Hakan Bey geçmiş olsun, servis yarın 10'da geliyor, bir gün daha merdiven 😅`,
    expect: [
      { type: 'react', emoji: '😢', messageId: 4001 },
      { type: 'wait', delay: 20 },
      {
        type: 'send',
        text: "Hakan Bey geçmiş olsun, servis yarın 10'da geliyor, bir gün daha merdiven 😅",
        replyTo: 4001,
      },
    ],
  }),
  // A member absent spoken of in the third person, and a P.S. to another.
  zeynep({
    name: 'set79: flats group Murat spoken of and a Ps line',
    answer: `# «send»
Murat Bey gelemedi ama itiraz dilekçesi yazmış, yönetici yüksek sesle okudu 😄 aidat konusunda haklıydı bence

Ps. Selin, yedek anahtarın bende, unutma`,
    expect: [
      {
        type: 'send',
        text: 'Murat Bey gelemedi ama itiraz dilekçesi yazmış, yönetici yüksek sesle okudu 😄 aidat konusunda haklıydı bence\n\nPs. Selin, yedek anahtarın bende, unutma',
        replyTo: 4005,
      },
    ],
  }),
  // A birthday letter to a friend, signed as friends sign.
  katjaLena({
    name: 'set79: friend gets a birthday letter signed',
    others: new Map([[4005, 'Ich werd heute 25 und fühl mich wie 40 😩']]),
    own: new Map(),
    answer: `# «send»
Liebe Lena,

alles, alles Gute zum 25.! Danke für jede Nachtschicht in der Bibliothek, jeden Döner um 2 Uhr und dafür, dass du nie fragst, warum ich schon wieder weine 🥹

Auf die nächsten 25!
Deine Katja`,
    expect: [
      {
        type: 'send',
        text: 'Liebe Lena,\n\nalles, alles Gute zum 25.! Danke für jede Nachtschicht in der Bibliothek, jeden Döner um 2 Uhr und dafür, dass du nie fragst, warum ich schon wieder weine 🥹\n\nAuf die nächsten 25!\nDeine Katja',
      },
    ],
  }),
];
