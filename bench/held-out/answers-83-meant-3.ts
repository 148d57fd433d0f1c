/**
 * Set 83, meant messages (3): Zeynep hands out parts in her class group (a roll-call with
 * names and colons, herself among them), Aoi sums up a reunion's replies and drafts a letter
 * signed with her friend's name, Bia drafts a dating-app answer and gives advice about the man,
 * Kasia splits a bill by name, Giulia tells her mother about a friend and drafts a note for her.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { AOI_HARUKA, BIA_JULIA, GIULIA_MAMMA, KASIA_FLAT, ZEYNEP_CLASS } from './answers-83-cast.js';

const LETTER =
  '佐藤先生\nご無沙汰しております。3年2組の山口はるかです。\n同窓会へのご出席のお返事をいただき、ありがとうございました。先生に「字がきれいになったね」と言っていただいたこと、今でも覚えています。\n当日お会いできるのを楽しみにしております。\n\n山口はるか';

export const MEANT_83_C: readonly CorpusEntry[] = [
  {
    ...ZEYNEP_CLASS,
    name: '83 zeynep a roll-call of parts, names and colons, herself among them',
    answer: `# «send»
tamam dağıtıyorum 📐

Ece: zemin kat + peyzaj
Burak: cephe ve pencereler
Selin: çatı
Mert: kesitler ve lazer kesim dosyaları
Zeynep (ben 🙋‍♀️): plan çizimleri + sunum paftası

perşembe 20:00'de atölyede birleştiriyoruz`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: "tamam dağıtıyorum 📐\n\nEce: zemin kat + peyzaj\nBurak: cephe ve pencereler\nSelin: çatı\nMert: kesitler ve lazer kesim dosyaları\nZeynep (ben 🙋‍♀️): plan çizimleri + sunum paftası\n\nperşembe 20:00'de atölyede birleştiriyoruz",
      },
    ],
  },
  {
    ...ZEYNEP_CLASS,
    name: '83 zeynep quotes what people say of her, naming herself',
    answer: `# «send»
"Zeynep halleder" cümlesini bu dönem 14. kez duyuyorum, sayıyorum haberiniz olsun 😤

# «send»
**TESLİM: CUMA 10:00** ‼️
geç kalanın maketini kedime yediririm`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: '"Zeynep halleder" cümlesini bu dönem 14. kez duyuyorum, sayıyorum haberiniz olsun 😤',
      },
      { type: 'send', text: '**TESLİM: CUMA 10:00** ‼️\ngeç kalanın maketini kedime yediririm' },
    ],
  },
  {
    ...ZEYNEP_CLASS,
    name: '83 zeynep a Not line and what she is doing right now',
    answer: `# «send» 4001
Not: hoca 1/100 ölçek dedi, 1/50 değil. geçen sene herkes yanlış yapmış

# «send»
şu an atölyedeyim bu arada, maket kartonunu kesiyorum, elim yapıştırıcı oldu 🫠`,
    expect: [
      {
        type: 'send',
        replyTo: 4001,
        text: 'Not: hoca 1/100 ölçek dedi, 1/50 değil. geçen sene herkes yanlış yapmış',
      },
      {
        type: 'send',
        text: 'şu an atölyedeyim bu arada, maket kartonunu kesiyorum, elim yapıştırıcı oldu 🫠',
      },
    ],
  },
  {
    ...AOI_HARUKA,
    name: '83 aoi the attendance summary her friend asked for, asides about people',
    answer: `# «send»
出欠まとめたよ！

○ 出席（12人）
田中くん、山本さん、えりか、みゆき、ほか8人
× 欠席（3人）
鈴木くん（出張）、ゆい（子どもが熱）、中村さん
△ 未定
高橋くん ← 今日中に返事くれるって

会費はひとり5000円です`,
    expect: [
      {
        type: 'send',
        text: '出欠まとめたよ！\n\n○ 出席（12人）\n田中くん、山本さん、えりか、みゆき、ほか8人\n× 欠席（3人）\n鈴木くん（出張）、ゆい（子どもが熱）、中村さん\n△ 未定\n高橋くん ← 今日中に返事くれるって\n\n会費はひとり5000円です',
      },
    ],
  },
  {
    ...AOI_HARUKA,
    name: "83 aoi drafts a letter to the teacher, signed with her friend's name",
    answer: `# «send»
先生へのメッセージ、こんな感じでどう？

${LETTER}

# «send»
名字とか変なところあったら直してね`,
    expect: [
      { type: 'send', text: `先生へのメッセージ、こんな感じでどう？\n\n${LETTER}` },
      { type: 'send', text: '名字とか変なところあったら直してね' },
    ],
  },
  {
    ...AOI_HARUKA,
    name: '83 aoi news about a classmate, a secret in brackets',
    answer: `# «send» 4003
田中くん来るよ〜（結婚したらしい！本人はまだ言ってないから内緒ね🤫）`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: '田中くん来るよ〜（結婚したらしい！本人はまだ言ってないから内緒ね🤫）',
      },
    ],
  },
  {
    ...AOI_HARUKA,
    name: '83 aoi a joking note to herself and what she is doing now',
    answer: `# «send»
今お店に電話して人数伝えてるとこ！ちょっと待ってね

# «send»
自分へのメモ：もう二度と幹事やらない😂`,
    expect: [
      { type: 'send', text: '今お店に電話して人数伝えてるとこ！ちょっと待ってね' },
      { type: 'send', text: '自分へのメモ：もう二度と幹事やらない😂' },
    ],
  },
  {
    ...BIA_JULIA,
    name: '83 bia drafts the answer her friend will send, in quotes',
    answer: `# «send»
manda assim:

"No fim de semana eu gosto de feira de manhã, cinema à tarde e não fazer absolutamente nada à noite. E você, leva os pacientes pra passear? 🐶"`,
    expect: [
      {
        type: 'send',
        text: 'manda assim:\n\n"No fim de semana eu gosto de feira de manhã, cinema à tarde e não fazer absolutamente nada à noite. E você, leva os pacientes pra passear? 🐶"',
      },
    ],
  },
  {
    ...BIA_JULIA,
    name: '83 bia advice about the man, an aside in brackets about her ex',
    answer: `# «react» 4003
😍

# «send»
e amiga, se ele demorar mais de dois dias pra responder, esquece. homem de 34 anos que some não tá "ocupado", tá desinteressado

# «send»
(falo por experiência própria, o Thiago que o diga 🙄)`,
    expect: [
      { type: 'react', emoji: '😍', messageId: 4003 },
      {
        type: 'send',
        text: 'e amiga, se ele demorar mais de dois dias pra responder, esquece. homem de 34 anos que some não tá "ocupado", tá desinteressado',
      },
      { type: 'send', text: '(falo por experiência própria, o Thiago que o diga 🙄)' },
    ],
  },
  {
    ...BIA_JULIA,
    name: '83 bia says what she is doing on her shift right now',
    answer: `# «send»
tô no plantão, acabei de dar a medicação do leito 7, tenho uns 5 minutinhos

# «send»
Resumo do que eu sei até agora: Rafael, 34, veterinário, manda foto de cachorro. Aprovado até segunda ordem ✅`,
    expect: [
      { type: 'send', text: 'tô no plantão, acabei de dar a medicação do leito 7, tenho uns 5 minutinhos' },
      {
        type: 'send',
        text: 'Resumo do que eu sei até agora: Rafael, 34, veterinário, manda foto de cachorro. Aprovado até segunda ordem ✅',
      },
    ],
  },
  {
    ...KASIA_FLAT,
    name: '83 kasia splits the bill by name, herself among them',
    answer: `# «send»
Rozpiska za prąd (412 zł), Oli nie było miesiąc, więc płaci mniej:

Kuba: 124 zł
Wiktor: 124 zł
Kasia (ja): 124 zł
Ola: 40 zł

Przelewy do niedzieli na mój numer 🙏`,
    expect: [
      {
        type: 'send',
        replyTo: 4005,
        text: 'Rozpiska za prąd (412 zł), Oli nie było miesiąc, więc płaci mniej:\n\nKuba: 124 zł\nWiktor: 124 zł\nKasia (ja): 124 zł\nOla: 40 zł\n\nPrzelewy do niedzieli na mój numer 🙏',
      },
    ],
  },
  {
    ...KASIA_FLAT,
    name: '83 kasia a PS and a shopping list with ticks',
    answer: `# «send» 4003
PS. papier toaletowy kupowałam ja, dwa razy z rzędu. Tylko mówię 🧻

# «send»
Lista na sobotę:
✔️ papier
✔️ płyn do naczyń
☐ gąbki
☐ worki na śmieci
kto idzie, ten odhacza`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'PS. papier toaletowy kupowałam ja, dwa razy z rzędu. Tylko mówię 🧻',
      },
      {
        type: 'send',
        text: 'Lista na sobotę:\n✔️ papier\n✔️ płyn do naczyń\n☐ gąbki\n☐ worki na śmieci\nkto idzie, ten odhacza',
      },
    ],
  },
  {
    ...GIULIA_MAMMA,
    name: '83 giulia tells her mother about a friend in the third person',
    answer: `# «send»
Allora: Marco ha 31 anni, è di Bari, fa il sous-chef in un ristorante sul Po. È gentilissimo, ride sempre e cucina meglio della nonna (non dirglielo!!)

# «send»
E no mamma, non è il mio fidanzato. Dillo anche alla zia prima che prepari le domande 😅`,
    expect: [
      {
        type: 'send',
        text: 'Allora: Marco ha 31 anni, è di Bari, fa il sous-chef in un ristorante sul Po. È gentilissimo, ride sempre e cucina meglio della nonna (non dirglielo!!)',
      },
      {
        type: 'send',
        text: 'E no mamma, non è il mio fidanzato. Dillo anche alla zia prima che prepari le domande 😅',
      },
    ],
  },
  {
    ...GIULIA_MAMMA,
    name: "83 giulia drafts a note for her mother to send, signed with her mother's name",
    answer: `# «send»
Se vuoi scrivi alla zia così, copia e incolla:

Cara Carla,
Giulia arriva il 23 e porta un amico, Marco, che cucina il pesce della vigilia. Tu pensa solo ai dolci!
Un abbraccio,
Anna`,
    expect: [
      {
        type: 'send',
        text: 'Se vuoi scrivi alla zia così, copia e incolla:\n\nCara Carla,\nGiulia arriva il 23 e porta un amico, Marco, che cucina il pesce della vigilia. Tu pensa solo ai dolci!\nUn abbraccio,\nAnna',
      },
    ],
  },
];
