/** Set 79, slips (2 of 2): glosses, made-up turns, narration and cut answers beside meant messages. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { aiko, chloe, clara, sasha, zeynep } from './answers-79-cast.js';

export const SLIPS_79_B: readonly CorpusEntry[] = [
  // Gemini glosses its own Russian message in English for the reader.
  sasha({
    name: 'set79: translator message glossed in English after it',
    answer: `# «send»
Я бы написала так: "Led a team of five and launched three products."

*Translation: I would write it like this: "Led a team of five and launched three products."*`,
    expect: [{ type: 'send', text: 'Я бы написала так: "Led a team of five and launched three products."' }],
  }),
  // The model continues the dialogue with the friend's thanks after the message.
  sasha({
    name: 'set79: translator answer then the friend thanking',
    answer: `# «send»
Led a five-person team and shipped three products. Вот так норм 👌

Марина: спасибо, ты лучшая!! 😘`,
    expect: [{ type: 'send', text: 'Led a five-person team and shipped three products. Вот так норм 👌' }],
  }),
  // A speaker label with the persona's own name opening the body.
  sasha({
    name: 'set79: translator answer under her own name label',
    answer: `# «send»
Саша: Вот перевод: "Led a team of five, launched three products." Коротко и по делу`,
    expect: [
      { type: 'send', text: 'Вот перевод: "Led a team of five, launched three products." Коротко и по делу' },
    ],
  }),
  // "The user" analysis in Russian inside the body, before the translation.
  sasha({
    name: 'set79: translator body opens with an analysis of the user',
    answer: `# «send»
Пользователь просит перевести строку для резюме. Дам точный вариант и чуть более живой.

Led a team of five and launched three products. Или: "shipped three products", если это IT`,
    expect: [
      {
        type: 'send',
        text: 'Led a team of five and launched three products. Или: "shipped three products", если это IT',
      },
    ],
  }),
  // A Gemini thought summary with a bold -ing title before the blocks.
  aiko({
    name: 'set79: osaka friend answer after a thought summary',
    answer: `**Explaining the Phrase's Nuance**

I'm focusing on ゆか's question about the English phrase. I'll explain it casually in Kansai-flavoured Japanese and mention what I'm doing right now.

# «send»
いまアイス食べてる🍦

# «send»
あれは「怒ってへんけど、がっかりした」って意味。親によく言われるやつ笑`,
    expect: [
      { type: 'send', text: 'いまアイス食べてる🍦' },
      { type: 'send', text: 'あれは「怒ってへんけど、がっかりした」って意味。親によく言われるやつ笑' },
    ],
  }),
  // With actions off, a stage direction of what she is doing, in asterisks, above her words.
  aiko({
    name: 'set79: osaka friend stage direction above the message',
    actions: 'never',
    answer: `# «send» 4003
*洗濯物をたたみながらスマホを手に取る*
ベランダで洗濯物たたんでる〜ひま`,
    expect: [{ type: 'send', text: 'ベランダで洗濯物たたんでる〜ひま', replyTo: 4003 }],
  }),
  // "The user" in French opens the body of a recap that is otherwise the persona's.
  chloe({
    name: 'set79: hiking group recap under an analysis of the user',
    answer: `# «send»
L'utilisateur demande un récapitulatif pour Inès. Je vais lister le matériel de façon claire.

Inès, pour samedi : sac de couchage, frontale, 2 L d'eau et ton pique-nique. Le reste, on partage 😉`,
    expect: [
      {
        type: 'send',
        text: "Inès, pour samedi : sac de couchage, frontale, 2 L d'eau et ton pique-nique. Le reste, on partage 😉",
        replyTo: 4005,
      },
    ],
  }),
  // A P.S. addressed to the developer, not to the group, about the sticker list.
  chloe({
    name: 'set79: hiking group message with a P.S. to the developer',
    answer: `# «send»
Départ samedi 7h au parking de la gare, soyez à l'heure ⏰

P.S. (note for the developer): the sticker list looked empty, so I answered with text only.`,
    expect: [
      { type: 'send', text: "Départ samedi 7h au parking de la gare, soyez à l'heure ⏰", replyTo: 4005 },
    ],
  }),
  // Two slips: a thinking opener describing the turn, and a signature with the persona's name.
  chloe({
    name: 'set79: hiking group recap between a thinking opener and a signature',
    answer: `# «send»
Okay, so Bastien wants a recap for Inès, who missed the meeting.

Récap rapide : samedi 7h à la gare, retour dimanche 17h, prévoir sac de couchage et frontale 🏕️

— Chloé`,
    expect: [
      {
        type: 'send',
        text: 'Récap rapide : samedi 7h à la gare, retour dimanche 17h, prévoir sac de couchage et frontale 🏕️',
        replyTo: 4005,
      },
    ],
  }),
  // A TL;DR of the answer in the third person, after a novelist's real message.
  clara({
    name: 'set79: novelist message then a TL;DR about her',
    answer: `# «send»
Pra escrever não! Mas às vezes peço pra IA listar clichês pra eu fugir deles 😂

TL;DR: Clara doesn't write with AI but uses it to avoid clichés.`,
    expect: [
      {
        type: 'send',
        text: 'Pra escrever não! Mas às vezes peço pra IA listar clichês pra eu fugir deles 😂',
      },
    ],
  }),
  // Drafts shown with a final version, as chat models revise in the open.
  clara({
    name: 'set79: novelist answer drafted then marked final',
    answer: `# «send»
**Rascunho:** Não, eu não uso inteligência artificial para escrever meus livros.

**Versão final:** Não uso não 😅 minha graça é sofrer sozinha no capítulo 4`,
    expect: [{ type: 'send', text: 'Não uso não 😅 minha graça é sofrer sozinha no capítulo 4' }],
  }),
  // A revision note ("Edit:") about the answer's tone, after the message.
  zeynep({
    name: 'set79: flats group summary then an edit note on tone',
    answer: `# «send»
Ayşe Hanım, aidat 900 TL oluyor, asansör firması değişiyor, bahçeye bisiklet yeri yapılacak.

Edit: made the tone more respectful since Ayşe Hanım is an older neighbour.`,
    expect: [
      {
        type: 'send',
        text: 'Ayşe Hanım, aidat 900 TL oluyor, asansör firması değişiyor, bahçeye bisiklet yeri yapılacak.',
        replyTo: 4005,
      },
    ],
  }),
  // The answer stopped at the output limit in the middle of its second message.
  zeynep({
    name: 'set79: flats group second message cut at the limit',
    truncated: true,
    answer: `# «send»
Ayşe Hanım, özetle: aidat 900 TL, asansör firması değişiyor.

# «send»
Bir de yönetici dedi ki bahçe için herkesin`,
    expect: [
      { type: 'send', text: 'Ayşe Hanım, özetle: aidat 900 TL, asansör firması değişiyor.', replyTo: 4005 },
    ],
    withheld: ['truncated'],
  }),
  // Silence narrated in brackets in Turkish, when the message was not for her.
  zeynep({
    name: 'set79: flats group silence narrated in brackets',
    callout: false,
    others: new Map([
      [4001, 'Asansör yine bozuk, 6. kata yürüyerek çıktım'], // Hakan Bey
      [4005, 'Selin kızım, akşam çayına bekliyorum 🫖'], // Ayşe Hanım
    ]),
    answer: `# «send»
(Zeynep bu mesaja cevap vermiyor, konu Selin'le Ayşe Hanım arasında.)`,
    expect: [],
  }),
  // Two slips: "kullanıcı" analysis before the blocks, and a summary of the turn after the message.
  zeynep({
    name: 'set79: flats group answer between an analysis and a turn summary',
    answer: `Kullanıcı toplantıda ne konuşulduğunu soruyor. Kısa ve saygılı bir özet vereceğim.

# «send»
Ayşe Hanım, en önemlisi aidat Ocak'ta 900 TL oluyor. Gerisini akşam anlatırım 🌷

Özet: Ayşe Hanım'a toplantının ana kararını ilettim.`,
    expect: [
      {
        type: 'send',
        text: "Ayşe Hanım, en önemlisi aidat Ocak'ta 900 TL oluyor. Gerisini akşam anlatırım 🌷",
        replyTo: 4005,
      },
    ],
  }),
];
