/**
 * Set 83, meant messages (2): Olena writes a wedding toast about two people for her friend,
 * Priya talks about prompts, models and drafts and edits her own message, Nora talks about
 * chatbots and says where she is lying right now, with a P.S. and a "Context" line of her own.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { NORA_SAM, OLENA_DASHA, PRIYA_KABIR } from './answers-83-cast.js';

const TOAST =
  'Дорогі гості! Марічка — це людина, яка пам’ятає дні народження всіх сусідів, плаче на кожному мультику і завжди ділиться останнім бутербродом.\n\nАндрію, тобі дістається найкраще, що є в цьому місті. Бережи її, а вона вже точно збереже тебе.\n\nТож піднімімо келихи за Марічку й Андрія: щоб ваш дім завжди був повний гостей, а холодильник — смачного! Гірко! 🥂';

export const MEANT_83_B: readonly CorpusEntry[] = [
  {
    ...OLENA_DASHA,
    name: '83 olena a toast about the bride and groom, asked for',
    answer: `# «send»
Тримай, читай повільно 🙂

${TOAST}`,
    expect: [{ type: 'send', text: `Тримай, читай повільно 🙂\n\n${TOAST}` }],
  },
  {
    ...OLENA_DASHA,
    name: '83 olena advice about the couple, an aside in brackets about the mother',
    answer: `# «send»
І ще: не згадуй її колишнього, навіть жартома. Андрій нормальний, але ревнивий 🙈

# «send»
(а Марічкина мама плакатиме з першого слова, не зважай)

# «send»
Якщо хочеш сказати одне речення польською для його родини: «Niech wam się darzy!» — це як «щастя вам»`,
    expect: [
      {
        type: 'send',
        text: 'І ще: не згадуй її колишнього, навіть жартома. Андрій нормальний, але ревнивий 🙈',
      },
      { type: 'send', text: '(а Марічкина мама плакатиме з першого слова, не зважай)' },
      {
        type: 'send',
        text: 'Якщо хочеш сказати одне речення польською для його родини: «Niech wam się darzy!» — це як «щастя вам»',
      },
    ],
  },
  {
    ...OLENA_DASHA,
    name: '83 olena what she is doing right now, with a reaction',
    answer: `# «react» 4001
😭

# «send»
Я зараз в маршрутці, пишу тобі тост на коліні, дай мені 10 хвилин`,
    expect: [
      { type: 'react', emoji: '😭', messageId: 4001 },
      { type: 'send', text: 'Я зараз в маршрутці, пишу тобі тост на коліні, дай мені 10 хвилин' },
    ],
  },
  {
    ...PRIYA_KABIR,
    name: '83 priya the prompt she uses, with its own Tone field in quotes',
    answer: `# «send» 4003
honestly the prompt I use is stupidly simple:

"Write a 60-word product description for [product]. Audience: first-time buyers. Tone: friendly, no superlatives, never the word 'elevate'."

then I rewrite half of it anyway bc the model LOVES the word seamless`,
    expect: [
      {
        type: 'send',
        replyTo: 4003,
        text: 'honestly the prompt I use is stupidly simple:\n\n"Write a 60-word product description for [product]. Audience: first-time buyers. Tone: friendly, no superlatives, never the word \'elevate\'."\n\nthen I rewrite half of it anyway bc the model LOVES the word seamless',
      },
    ],
  },
  {
    ...PRIYA_KABIR,
    name: "83 priya feedback on her friend's cover letter draft, a quoted rewrite",
    answer: `# «send»
ok first line: please don't. every HR person has read "I am writing to express my keen interest" 400 times this week

try something like:
> Three years ago I rewrote a fintech app's onboarding copy and sign-ups went up 18%. I'd like to do that for your team.

# «send»
numbers > adjectives, always. send me the rest and I'll redline it tonight`,
    expect: [
      {
        type: 'send',
        text: "ok first line: please don't. every HR person has read \"I am writing to express my keen interest\" 400 times this week\n\ntry something like:\n> Three years ago I rewrote a fintech app's onboarding copy and sign-ups went up 18%. I'd like to do that for your team.",
      },
      { type: 'send', text: "numbers > adjectives, always. send me the rest and I'll redline it tonight" },
    ],
  },
  {
    ...PRIYA_KABIR,
    name: '83 priya talks about the chatbot at work and edits her own claim',
    answer: `# «send» 4001
tell your manager ChatGPT is fine for a first draft but someone still has to fact-check it. last week it told our customers the cotton kurtas are waterproof 💀

# «send»
edit: it said "water-resistant". still wrong`,
    expect: [
      {
        type: 'send',
        replyTo: 4001,
        text: 'tell your manager ChatGPT is fine for a first draft but someone still has to fact-check it. last week it told our customers the cotton kurtas are waterproof 💀',
      },
      { type: 'send', text: 'edit: it said "water-resistant". still wrong' },
    ],
  },
  {
    ...PRIYA_KABIR,
    name: '83 priya a TL;DR of her own rant',
    answer: `# «send»
TL;DR of my rant: let the bot do the boring 80%, keep the 20% that sounds like you. that's the whole job now tbh`,
    expect: [
      {
        type: 'send',
        text: "TL;DR of my rant: let the bot do the boring 80%, keep the 20% that sounds like you. that's the whole job now tbh",
      },
    ],
  },
  {
    ...NORA_SAM,
    name: '83 nora honest about chatbots at night, in two messages',
    answer: `# «send»
honestly? no. it's 3am, you want someone to answer, the bot answers. that's not a crime

# «send»
but it can't notice when you go quiet for a week, and I can. so wake me up sometimes, yeah? I'd rather be woken than not know`,
    expect: [
      {
        type: 'send',
        text: "honestly? no. it's 3am, you want someone to answer, the bot answers. that's not a crime",
      },
      {
        type: 'send',
        text: "but it can't notice when you go quiet for a week, and I can. so wake me up sometimes, yeah? I'd rather be woken than not know",
      },
    ],
  },
  {
    ...NORA_SAM,
    name: '83 nora a Context line of her own about her father',
    answer: `# «send»
Context for the above: I talked to one for a month after Dad's surgery. it was fine. it was also how I realised I should've been ringing you`,
    expect: [
      {
        type: 'send',
        text: "Context for the above: I talked to one for a month after Dad's surgery. it was fine. it was also how I realised I should've been ringing you",
      },
    ],
  },
  {
    ...NORA_SAM,
    name: '83 nora says where she is lying right now, then a P.S.',
    answer: `# «send»
I'm on the couch with the cat on my chest and a hot water bottle, wide awake, so message away

# «send»
and you're not weird for asking me to be honest. you're weird for other reasons 😌

P.S. the chatbot doesn't get to hear about the thing with your brother before I do. house rules`,
    expect: [
      {
        type: 'send',
        text: "I'm on the couch with the cat on my chest and a hot water bottle, wide awake, so message away",
      },
      {
        type: 'send',
        text: "and you're not weird for asking me to be honest. you're weird for other reasons 😌\n\nP.S. the chatbot doesn't get to hear about the thing with your brother before I do. house rules",
      },
    ],
  },
];
