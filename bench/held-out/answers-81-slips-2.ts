/**
 * Set 81, answers with one slip (two in one) in Italian, Turkish, Japanese, Polish, English and
 * Dutch chats: the model describes the friend or the turn to no one — mood, need, role, aim,
 * recap, tone, a note for whoever runs the account, a context line — first, between paragraphs
 * or last, labelled or not, bracketed or plain. `expect` holds only what the persona meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  AOI,
  DAAN,
  dm,
  ELIF,
  GIULIA,
  HARUKA,
  KASIA,
  MARCO,
  NONE,
  OLA,
  PRIYA,
  SAM,
  SANNE,
  ZEYNEP,
} from './answers-81-cast.js';

export const SLIPS_81_2: readonly CorpusEntry[] = [
  // Two slips: "the user" and his request first, a plan for the next turn last (Qwen behind the endpoint).
  {
    name: 'giulia: the flatmate and the dishes',
    persona: GIULIA,
    participants: MARCO,
    others: dm([[4005, 'Il mio coinquilino non lava mai i piatti. Gli dico qualcosa o lascio stare?']]),
    own: NONE,
    answer: `# «send»
The user is asking for advice about his flatmate and the dishes.

Diglielo, ma con leggerezza. Tipo: "Fra, facciamo i turni? Lunedì io, martedì tu". Se lo metti su un foglio in cucina è più difficile far finta di niente 😄

Next turn: ask how the talk with the flatmate went.`,
    expect: [
      {
        type: 'send',
        text: 'Diglielo, ma con leggerezza. Tipo: "Fra, facciamo i turni? Lunedì io, martedì tu". Se lo metti su un foglio in cucina è più difficile far finta di niente 😄',
      },
    ],
  },
  // The friend's hurt read by name and the plan to apologise, glued to the first line, in Turkish (Gemini 2.5 Flash).
  {
    name: 'elif: kept waiting',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([
      [4003, 'Dün akşam beni bir saat bekletmen hiç hoş değildi'],
      [4005, 'Neyse boşver'],
    ]),
    own: NONE,
    answer: `# «send»
Zeynep biraz kırgın görünüyor, önce özür dilemeliyim.
Canım kusura bakma, dün gerçekten çok saçma davrandım. Telefonum kapanmıştı ama bu bahane değil. Yarın kahveler benden?`,
    expect: [
      {
        type: 'send',
        text: 'Canım kusura bakma, dün gerçekten çok saçma davrandım. Telefonum kapanmıştı ama bu bahane değil. Yarın kahveler benden?',
      },
    ],
  },
  // A labelled English note to remember something about the friend, last (Gemini 3 Pro).
  {
    name: 'elif: the thesis deadline',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([[4005, 'Tez teslimine 3 gün kaldı, hâlâ sonuç bölümü yok 😭']]),
    own: NONE,
    answer: `# «send»
Sen yaparsın ya, her seferinde son gece mucize yaratıyorsun 😂 Akşam sana yemek getireyim mi, mutfakla uğraşma

Note: Zeynep's thesis is due on Friday; ask how it went after the weekend.`,
    expect: [
      {
        type: 'send',
        text: 'Sen yaparsın ya, her seferinde son gece mucize yaratıyorsun 😂 Akşam sana yemek getireyim mi, mutfakla uğraşma',
      },
    ],
  },
  // "The user" in Turkish and how to answer, bracketed between two paragraphs (Gemini 2.5 Flash).
  {
    name: 'elif: another fight with the sister',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([[4005, 'Ablamla yine kavga ettik, bu sefer çok kötüydü']]),
    own: NONE,
    answer: `# «send»
Ay canım, yine mi 😔 Ne oldu bu sefer?

(Kullanıcı destek istiyor, yargılamadan dinlemek gerek.)

İstersen ara beni, yazmaktan iyidir bazen`,
    expect: [
      {
        type: 'send',
        text: 'Ay canım, yine mi 😔 Ne oldu bu sefer?\n\nİstersen ara beni, yazmaktan iyidir bazen',
      },
    ],
  },
  // What the answer will do, in English, as a message block of its own before the message (GPT-4o-mini).
  {
    name: 'elif: the engagement',
    persona: ELIF,
    participants: ZEYNEP,
    others: dm([[4005, 'Nişanlandım!!! 💍']]),
    own: NONE,
    answer: `# «send»
I'll congratulate her warmly and ask when the wedding is.

# «send»
AAAA Zeynep!!! 💍 Çok mutlu oldum! Düğün ne zaman, nedime ben miyim? 😍`,
    expect: [
      { type: 'send', text: 'AAAA Zeynep!!! 💍 Çok mutlu oldum! Düğün ne zaman, nedime ben miyim? 😍' },
    ],
  },
  // The friend's low mood and the plan, in full-width brackets over the message, in Japanese (Gemini 2.5 Flash).
  {
    name: 'haruka: scolded by the boss',
    persona: HARUKA,
    participants: AOI,
    others: dm([[4005, '今日また上司に怒られた…もう辞めたい']]),
    own: NONE,
    answer: `# «send»
（葵は仕事で落ち込んでいるので、まず共感してから提案する）
うわぁ、それはしんどいね…😢 今日はもう何も考えずに美味しいもの食べて寝よ！

# «send»
週末ゆっくり話聞くよ`,
    expect: [
      {
        type: 'send',
        text: 'うわぁ、それはしんどいね…😢 今日はもう何も考えずに美味しいもの食べて寝よ！',
      },
      { type: 'send', text: '週末ゆっくり話聞くよ' },
    ],
  },
  // A labelled English context line first, in a Japanese chat (Gemini 3 Flash).
  {
    name: 'haruka: the grandmother’s surgery',
    persona: HARUKA,
    participants: AOI,
    others: dm([[4005, 'おばあちゃん、来週手術することになった']]),
    own: NONE,
    answer: `# «send»
Context: Aoi's grandmother is having surgery next week.

そっか…心配だね。おばあちゃん、きっと大丈夫だよ。何かできることあったら言ってね`,
    expect: [
      {
        type: 'send',
        text: 'そっか…心配だね。おばあちゃん、きっと大丈夫だよ。何かできることあったら言ってね',
      },
    ],
  },
  // A note on the friend's character and the register chosen, after a reference mark, last (Gemini 2.5 Pro).
  {
    name: 'haruka: a film tomorrow',
    persona: HARUKA,
    participants: AOI,
    others: dm([[4005, '明日ひま？映画いかない？']]),
    own: NONE,
    answer: `# «send»
ひま！行く行く🎬 何観る？

※葵は誘いを断られるのを気にするタイプなので、明るく即答するトーンにした。`,
    expect: [{ type: 'send', text: 'ひま！行く行く🎬 何観る？' }],
  },
  // The friend by a role and her need, unlabelled, first, in Polish (Gemini 2.5 Flash).
  {
    name: 'kasia: the row with her mother',
    persona: KASIA,
    participants: OLA,
    others: dm([[4005, 'Pokłóciłam się z mamą o święta. Znowu.']]),
    own: NONE,
    answer: `# «send»
Przyjaciółka potrzebuje wsparcia po kłótni z mamą.

Oj Ola 😔 O co tym razem? Znowu o to, u kogo Wigilia?`,
    expect: [{ type: 'send', text: 'Oj Ola 😔 O co tym razem? Znowu o to, u kogo Wigilia?' }],
  },
  // A bracketed note for the account's owner, last, in English (Claude-class behind the endpoint).
  {
    name: 'kasia: borrowing the car',
    persona: KASIA,
    participants: OLA,
    others: dm([[4005, 'Pożyczysz mi auto w przyszły weekend? Muszę przewieźć szafę']]),
    own: NONE,
    answer: `# «send»
Jasne, bierz! Tylko zatankuj na koniec, bo ja zawsze jeżdżę na oparach 😅

[For the account owner: Ola asked to borrow the car next weekend and I said yes.]`,
    expect: [
      { type: 'send', text: 'Jasne, bierz! Tylko zatankuj na koniec, bo ja zawsze jeżdżę na oparach 😅' },
    ],
  },
  // A labelled recap in Polish after the last of two messages (Gemini 2.5 Pro).
  {
    name: 'kasia: a third project',
    persona: KASIA,
    participants: OLA,
    others: dm([[4005, 'Szef mi dorzucił trzeci projekt. Nie wyrabiam']]),
    own: NONE,
    answer: `# «send»
To idź do niego i powiedz wprost: „Mogę wziąć trzeci, ale który z dwóch przesuwamy?”. Niech on zdecyduje, co ważniejsze.

# «send»
I nie przepraszaj, że masz granice 💪

Podsumowanie: doradziłam jej rozmowę z szefem i ustalenie priorytetów.`,
    expect: [
      {
        type: 'send',
        text: 'To idź do niego i powiedz wprost: „Mogę wziąć trzeci, ale który z dwóch przesuwamy?”. Niech on zdecyduje, co ważniejsze.',
      },
      { type: 'send', text: 'I nie przepraszaj, że masz granice 💪' },
    ],
  },
  // The friend called "the client", what she wants, first (a small local model behind the endpoint).
  {
    name: 'sam: still on for Saturday',
    persona: SAM,
    participants: PRIYA,
    others: dm([[4005, 'are we still on for saturday or nah']]),
    own: NONE,
    answer: `# «send»
The client wants a quick yes or no about Saturday.

yes!! still on, 7ish at mine?`,
    expect: [{ type: 'send', text: 'yes!! still on, 7ish at mine?' }],
  },
  // The friend's venting read by name and the plan for the answer, first (Gemini 3 Pro).
  {
    name: 'sam: the slide taken again',
    persona: SAM,
    participants: PRIYA,
    others: dm([[4005, 'Dave did it AGAIN. Took my slide and presented it as his. In front of everyone.']]),
    own: NONE,
    answer: `# «send»
Priya is venting about her manager again. Validate first, no advice unless she asks.

No way. In front of everyone?? That's so grim, I'm sorry. You must be fuming`,
    expect: [
      { type: 'send', text: "No way. In front of everyone?? That's so grim, I'm sorry. You must be fuming" },
    ],
  },
  // A bracketed read of her state by pronoun, between two paragraphs (Gemini 2.5 Flash).
  {
    name: 'sam: three deadlines and a boiler',
    persona: SAM,
    participants: PRIYA,
    others: dm([
      [
        4005,
        "I have three deadlines tomorrow and my landlord just texted that the boiler guy comes at 8am. I can't",
      ],
    ]),
    own: NONE,
    answer: `# «send»
Okay, breathe. One thing at a time.

(She's clearly overwhelmed — keep the advice to a single step.)

Text the landlord now and ask if the boiler guy can come after 5. That's it for tonight, then sleep`,
    expect: [
      {
        type: 'send',
        text: "Okay, breathe. One thing at a time.\n\nText the landlord now and ask if the boiler guy can come after 5. That's it for tonight, then sleep",
      },
    ],
  },
  // A tone label closing the message, after a reaction (Gemini 2.5 Pro).
  {
    name: 'sam: the flat',
    persona: SAM,
    participants: PRIYA,
    others: dm([[4005, 'I got the flat!!!']]),
    own: NONE,
    answer: `# «react» 4005
🎉

# «send»
PRIYA. Yes!!! Housewarming when? I'm bringing the ugly lamp as promised

Tone: excited, playful, matching her energy.`,
    expect: [
      { type: 'react', emoji: '🎉', messageId: 4005 },
      { type: 'send', text: "PRIYA. Yes!!! Housewarming when? I'm bringing the ugly lamp as promised" },
    ],
  },
  // The friend's nerves and need by name, first, in Dutch (Gemini 2.5 Flash).
  {
    name: 'daan: the driving test tomorrow',
    persona: DAAN,
    participants: SANNE,
    others: dm([[4005, 'Morgen rijexamen. Ik ga echt overgeven']]),
    own: NONE,
    answer: `# «send»
Sanne is zenuwachtig voor haar rijexamen en wil vooral gerustgesteld worden.

Jij gaat dat halen. Je rijdt beter dan mijn broer en die is ook geslaagd, dus 😂`,
    expect: [
      {
        type: 'send',
        text: 'Jij gaat dat halen. Je rijdt beter dan mijn broer en die is ook geslaagd, dus 😂',
      },
    ],
  },
  // A labelled English summary of the answer, last (Gemini 3 Flash).
  {
    name: 'daan: the weekend',
    persona: DAAN,
    participants: SANNE,
    others: dm([[4005, 'Nog nieuws van het weekend?']]),
    own: NONE,
    answer: `# «send»
Niks spannends, zaterdag bij mijn ouders gegeten en mijn vader heeft drie uur over zijn nieuwe grasmaaier gepraat 🙃 En jij?

Summary: told her about the weekend at my parents' and asked about hers.`,
    expect: [
      {
        type: 'send',
        text: 'Niks spannends, zaterdag bij mijn ouders gegeten en mijn vader heeft drie uur over zijn nieuwe grasmaaier gepraat 🙃 En jij?',
      },
    ],
  },
  // Two slips: her request by pronoun first, a tone label last, both in Dutch (Gemini 2.5 Flash).
  {
    name: 'daan: the colleague who takes her ideas',
    persona: DAAN,
    participants: SANNE,
    others: dm([[4005, 'Mijn collega Bram neemt al mijn ideeën over in vergaderingen. Wat moet ik doen?']]),
    own: NONE,
    answer: `# «send»
Ze vraagt om advies over haar collega Bram.

Stuur je ideeën voortaan eerst per mail naar het hele team, vóór de vergadering. Dan staat je naam erop en kan Bram niks meer claimen.

Toon: nuchter, beetje droog.`,
    expect: [
      {
        type: 'send',
        text: 'Stuur je ideeën voortaan eerst per mail naar het hele team, vóór de vergadering. Dan staat je naam erop en kan Bram niks meer claimen.',
      },
    ],
  },
];
