/**
 * Set 90, meant messages (1 of 2): Ayşe, Lucía, Katya and Priya switching between their language
 * and English, in one message or across blocks; everything here reaches the chat.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ayseDeniz,
  ayseFlat,
  ayseTom,
  katyaGames,
  katyaMama,
  luciaHannah,
  luciaPrimos,
  luciaTia,
  priyaMummy,
  priyaTeam,
} from './answers-90-cast.js';

export const MEANT_90_A: readonly CorpusEntry[] = [
  ayseTom({
    name: 'Ayşe answers her English colleague in English, a Turkish exclamation first',
    answer: `# «send» 4001
Off off, sorry Tom, that meeting ate my whole afternoon. Looking at your PR now, the retry logic looks fine at first glance but I'll leave comments on the backoff

# «send» 4003
And yes, Hamburg is on! I already booked the 8:12 ICE`,
    expect: [
      {
        type: 'send',
        text: "Off off, sorry Tom, that meeting ate my whole afternoon. Looking at your PR now, the retry logic looks fine at first glance but I'll leave comments on the backoff",
        replyTo: 4001,
      },
      { type: 'send', text: 'And yes, Hamburg is on! I already booked the 8:12 ICE', replyTo: 4003 },
    ],
  }),
  ayseDeniz({
    name: 'Ayşe gives Deniz an English series title inside a Turkish message',
    answer: `# «send»
Cumartesi geliyorum tabii, Ece'ye hediye olarak ne alalım konuşalım mı?

# «send» 4005
"The Bear" kanka! Disney+'ta var. İkinci sezonun 6. bölümü efsane, "Fishes" diye geçiyor, mutlaka izle`,
    expect: [
      { type: 'send', text: "Cumartesi geliyorum tabii, Ece'ye hediye olarak ne alalım konuşalım mı?" },
      {
        type: 'send',
        text: `"The Bear" kanka! Disney+'ta var. İkinci sezonun 6. bölümü efsane, "Fishes" diye geçiyor, mutlaka izle`,
        replyTo: 4005,
      },
    ],
  }),
  ayseDeniz({
    name: 'Ayşe writes Turkish full of English tech words about her week',
    answer: `# «send»
Ya bu hafta release var, bütün gün deploy, rollback, yine deploy 😵 PR'ları review etmekten gözüm kaydı. Cuma akşamı offline'ım ama, söz`,
    expect: [
      {
        type: 'send',
        text: "Ya bu hafta release var, bütün gün deploy, rollback, yine deploy 😵 PR'ları review etmekten gözüm kaydı. Cuma akşamı offline'ım ama, söz",
      },
    ],
  }),
  ayseFlat({
    name: 'Ayşe answers three flatmates each in their own language, one block each',
    answer: `# «send» 4005
Ja ja, ich weiß 🙄 Mach ich heute Abend

# «send» 4002
Maya, bins: I'm on the bathroom, Jonas has the trash this week, you do recycling on Thursday. Easy 🙂

# «send» 4003
Emre geldi, kapının yanında duruyor 📦`,
    expect: [
      { type: 'send', text: 'Ja ja, ich weiß 🙄 Mach ich heute Abend', replyTo: 4005 },
      {
        type: 'send',
        text: "Maya, bins: I'm on the bathroom, Jonas has the trash this week, you do recycling on Thursday. Easy 🙂",
        replyTo: 4002,
      },
      { type: 'send', text: 'Emre geldi, kapının yanında duruyor 📦', replyTo: 4003 },
    ],
  }),
  ayseFlat({
    name: 'Ayşe writes German then the same plan in English for Maya, in one message',
    answer: `# «send»
Okay, Plan: Bad mach ich, Müll Jonas, Altpapier Maya.

(for Maya: bathroom me, trash Jonas, paper and plastic you 😉)`,
    expect: [
      {
        type: 'send',
        text: 'Okay, Plan: Bad mach ich, Müll Jonas, Altpapier Maya.\n\n(for Maya: bathroom me, trash Jonas, paper and plastic you 😉)',
        replyTo: 4005,
      },
    ],
  }),
  ayseFlat({
    name: 'Ayşe reacts to Jonas and writes a Turkish line to Emre',
    answer: `# «react» 4005
👍

# «send» 4003
Geldi geldi, odana bıraktım`,
    expect: [
      { type: 'react', emoji: '👍', messageId: 4005 },
      { type: 'send', text: 'Geldi geldi, odana bıraktım', replyTo: 4003 },
    ],
  }),
  luciaPrimos({
    name: 'Lucía answers the cousins in Spanish with a paragraph in English for Kevin',
    answer: `# «send»
Sí!! Ya tengo coche, el vochito de mi papá jaja

Kevin I'll pick you up, send me your flight number and wait for me at Terminal 1, exit by the Starbucks 🚗`,
    expect: [
      {
        type: 'send',
        text: "Sí!! Ya tengo coche, el vochito de mi papá jaja\n\nKevin I'll pick you up, send me your flight number and wait for me at Terminal 1, exit by the Starbucks 🚗",
        replyTo: 4005,
      },
    ],
  }),
  luciaPrimos({
    name: 'Lucía addresses Kevin with his name and a colon in English',
    answer: `# «send» 4003
Kevin: I got you, 19th at 6 I'll be there. Bring a jacket, it's cold at night here en diciembre 🥶`,
    expect: [
      {
        type: 'send',
        text: "Kevin: I got you, 19th at 6 I'll be there. Bring a jacket, it's cold at night here en diciembre 🥶",
        replyTo: 4003,
      },
    ],
  }),
  luciaPrimos({
    name: 'Lucía answers the punch question and quotes an English phrase in Spanish',
    answer: `# «send» 4001
El ponche lo hace mi mamá, como siempre. Y Kevin ya dijo que quiere probar "the real stuff" así que guárdenle uno con piquete 😂`,
    expect: [
      {
        type: 'send',
        text: 'El ponche lo hace mi mamá, como siempre. Y Kevin ya dijo que quiere probar "the real stuff" así que guárdenle uno con piquete 😂',
        replyTo: 4001,
      },
    ],
  }),
  luciaHannah({
    name: 'Lucía gives Hannah the Spanish sentence she asked for, in a list',
    answer: `# «send» 4003
Say it like this:
- Soy alérgica al cacahuate (in Mexico it's cacahuate, not maní!)
- ¿Esto tiene cacahuate? = does this have peanuts?
- Sin cacahuate, por favor 🙏

Write it on a card too, the señoras at the market will be super nice about it`,
    expect: [
      {
        type: 'send',
        text: "Say it like this:\n- Soy alérgica al cacahuate (in Mexico it's cacahuate, not maní!)\n- ¿Esto tiene cacahuate? = does this have peanuts?\n- Sin cacahuate, por favor 🙏\n\nWrite it on a card too, the señoras at the market will be super nice about it",
        replyTo: 4003,
      },
    ],
  }),
  luciaHannah({
    name: 'Lucía answers the grasshopper question in Spanglish',
    answer: `# «send»
CHAPULINES!! 🦗 con limón y chile, you loved them, don't lie

En Oaxaca they sell them by the bag at the mercado Benito Juárez, try the ones con chile de árbol`,
    expect: [
      {
        type: 'send',
        text: "CHAPULINES!! 🦗 con limón y chile, you loved them, don't lie\n\nEn Oaxaca they sell them by the bag at the mercado Benito Juárez, try the ones con chile de árbol",
      },
    ],
  }),
  luciaTia({
    name: 'Lucía writes her aunt a shopping list with English words for Kevin in it',
    answer: `# «send»
Tía aquí va la lista:
1. Tejocotes y guayabas
2. Caña
3. Piloncillo
4. Canela

Y no, Kevin no aguanta nada de picante, él dice "mild please" 😂 hazle su pozole aparte`,
    expect: [
      {
        type: 'send',
        text: 'Tía aquí va la lista:\n1. Tejocotes y guayabas\n2. Caña\n3. Piloncillo\n4. Canela\n\nY no, Kevin no aguanta nada de picante, él dice "mild please" 😂 hazle su pozole aparte',
      },
    ],
  }),
  katyaGames({
    name: 'Katya answers Sasha in Russian and Nino in English, two blocks',
    answer: `# «send» 4001
Да, буду! Только опоздаю минут на 20

# «send» 4005
Codenames! Yes I'll bring it, and the Duet version too if you want to play in pairs`,
    expect: [
      { type: 'send', text: 'Да, буду! Только опоздаю минут на 20', replyTo: 4001 },
      {
        type: 'send',
        text: "Codenames! Yes I'll bring it, and the Duet version too if you want to play in pairs",
        replyTo: 4005,
      },
    ],
  }),
  katyaGames({
    name: 'Katya writes one message in Russian then English for the whole group',
    answer: `# «send»
Всё в силе, Фабрика, 19:00 🎲

Yes Ben, Fabrika at 7, Wingspan is perfect`,
    expect: [
      {
        type: 'send',
        text: 'Всё в силе, Фабрика, 19:00 🎲\n\nYes Ben, Fabrika at 7, Wingspan is perfect',
        replyTo: 4005,
      },
    ],
  }),
  katyaMama({
    name: 'Katya explains an English loanword to her mother in Russian',
    answer: `# «send»
Мам, «дедлайн» — это от английского deadline, крайний срок. То есть день, когда работу надо сдать, хоть умри 😅 У меня в пятницу как раз такой

# «send»
Передай папе, что он теперь тоже знает модное слово 😄`,
    expect: [
      {
        type: 'send',
        text: 'Мам, «дедлайн» — это от английского deadline, крайний срок. То есть день, когда работу надо сдать, хоть умри 😅 У меня в пятницу как раз такой',
      },
      { type: 'send', text: 'Передай папе, что он теперь тоже знает модное слово 😄' },
    ],
  }),
  katyaMama({
    name: 'Katya quotes an English song line her father likes, in Russian',
    answer: `# «send»
Тепло, +18, хожу в куртке нараспашку ☀️ Скажи папе, что тут в каждом кафе играет его любимое "Let it be, let it be", вспоминаю его каждый раз`,
    expect: [
      {
        type: 'send',
        text: 'Тепло, +18, хожу в куртке нараспашку ☀️ Скажи папе, что тут в каждом кафе играет его любимое "Let it be, let it be", вспоминаю его каждый раз',
      },
    ],
  }),
  priyaTeam({
    name: 'Priya answers the team in Hinglish and Arjun in English, two blocks',
    answer: `# «send» 4003
Haan, DB connections max out ho gaye the, pool restart kar diya. Ab theek lag raha hai, 10 min monitor karti hoon

# «send» 4005
Yes Arjun, the DB again 😅 connection pool got exhausted, I restarted it and things are recovering. Will post an RCA by evening`,
    expect: [
      {
        type: 'send',
        text: 'Haan, DB connections max out ho gaye the, pool restart kar diya. Ab theek lag raha hai, 10 min monitor karti hoon',
        replyTo: 4003,
      },
      {
        type: 'send',
        text: 'Yes Arjun, the DB again 😅 connection pool got exhausted, I restarted it and things are recovering. Will post an RCA by evening',
        replyTo: 4005,
      },
    ],
  }),
  priyaTeam({
    name: 'Priya gives Sam a status as a list, with Hinglish after it',
    answer: `# «send» 4002
Status:
• 14:05 dashboards stopped loading
• 14:20 found the DB connection pool maxed out
• 14:32 pool restarted, latency back to normal
• next: raise pool size + alert on it

Rohan bhai, ab refresh kar ke dekh`,
    expect: [
      {
        type: 'send',
        text: 'Status:\n• 14:05 dashboards stopped loading\n• 14:20 found the DB connection pool maxed out\n• 14:32 pool restarted, latency back to normal\n• next: raise pool size + alert on it\n\nRohan bhai, ab refresh kar ke dekh',
        replyTo: 4002,
      },
    ],
  }),
  priyaTeam({
    name: 'Priya sends a command in a code block with Hinglish around it',
    answer: `# «send» 4001
Ye chala ke dekh, cache clear ho jayega:
\`\`\`
kubectl rollout restart deploy/dashboard -n prod
\`\`\`
phir bhi na chale toh mujhe ping kar`,
    expect: [
      {
        type: 'send',
        text: 'Ye chala ke dekh, cache clear ho jayega:\n```\nkubectl rollout restart deploy/dashboard -n prod\n```\nphir bhi na chale toh mujhe ping kar',
        replyTo: 4001,
      },
    ],
  }),
  priyaMummy({
    name: 'Priya explains an English office word to her mother in Hindi',
    answer: `# «send»
मम्मी, 'hybrid' मतलब कुछ दिन ऑफिस जाना और कुछ दिन घर से काम करना। जैसे मैं मंगल, बुध, गुरु ऑफिस जाती हूँ, बाकी दिन घर से 💻

आंटी को बोल देना, work from home भी काम ही होता है 😄`,
    expect: [
      {
        type: 'send',
        text: "मम्मी, 'hybrid' मतलब कुछ दिन ऑफिस जाना और कुछ दिन घर से काम करना। जैसे मैं मंगल, बुध, गुरु ऑफिस जाती हूँ, बाकी दिन घर से 💻\n\nआंटी को बोल देना, work from home भी काम ही होता है 😄",
      },
    ],
  }),
  priyaMummy({
    name: 'Priya answers her mother in Hindi with a bracketed aside in English',
    answer: `# «send» 4003
हाँ खा लिया, दाल चावल (office canteen wala, not as good as yours 😌)`,
    expect: [
      {
        type: 'send',
        text: 'हाँ खा लिया, दाल चावल (office canteen wala, not as good as yours 😌)',
        replyTo: 4003,
      },
    ],
  }),
  katyaGames({
    name: 'Katya welcomes Ben in English and thanks Sasha in Russian in one block',
    answer: `# «send» 4003
Ben yesss, Wingspan! I'll finally beat you this time 🐦

Саш, возьми ещё Каркассон, если не лень`,
    expect: [
      {
        type: 'send',
        text: "Ben yesss, Wingspan! I'll finally beat you this time 🐦\n\nСаш, возьми ещё Каркассон, если не лень",
        replyTo: 4003,
      },
    ],
  }),
];
