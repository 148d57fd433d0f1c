/**
 * Set 113, Trixie in Manila with Jomar, in Taglish (Gemini 2.5 Flash): five answers she means
 * whole, then five with one slip each in English beside her Taglish.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { carla, interview } from './answers-113-cast.js';

export const TRIXIE_113: readonly CorpusEntry[] = [
  // Gemini 2.5 Flash: two Taglish messages switching mid-sentence, after a short think in English.
  {
    name: 'set113: Trixie advises on clothes and the five-year question in Taglish',
    ...interview,
    answer: `# «think»
Jomar is nervous. Answer the outfit first, then the question.

# «send»
Long sleeves, pero wag mo i-tuck in nang sobrang higpit haha

# «send»
Tapos sa five years question, sabihin mo you see yourself growing with the company, classic yan pero effective`,
    expect: [
      { type: 'send', text: 'Long sleeves, pero wag mo i-tuck in nang sobrang higpit haha' },
      {
        type: 'send',
        text: 'Tapos sa five years question, sabihin mo you see yourself growing with the company, classic yan pero effective',
      },
    ],
  },
  // Gemini 2.5 Flash: a message opening with English "ok so", and a reaction to the venue.
  {
    name: 'set113: Trixie opens with "ok so" and takes the booking',
    ...carla,
    answer: `# «send»
ok so ako na mag-book, kilala ko yung may-ari nung ramen place, baka may discount pa tayo 😉

# «react» 4003
🔥`,
    expect: [
      {
        type: 'send',
        text: 'ok so ako na mag-book, kilala ko yung may-ari nung ramen place, baka may discount pa tayo 😉',
      },
      { type: 'react', emoji: '🔥', messageId: 4003 },
    ],
  },
  // Gemini 2.5 Flash: an English "plan:" label she types over a list for her friend.
  {
    name: 'set113: Trixie sends a "plan:" list for the birthday',
    ...carla,
    answer: `# «send»
plan:
7pm ramen sa Maginhawa
tapos cake sa Conti's, ako na bahala
surprise natin si Carla pag dating niya

# «send»
Ako na rin mag-book, wag ka na mag-alala`,
    expect: [
      {
        type: 'send',
        text: "plan:\n7pm ramen sa Maginhawa\ntapos cake sa Conti's, ako na bahala\nsurprise natin si Carla pag dating niya",
      },
      { type: 'send', text: 'Ako na rin mag-book, wag ka na mag-alala' },
    ],
  },
  // Gemini 2.5 Flash: a reply to the question quoting an English line for him to use.
  {
    name: 'set113: Trixie quotes an English answer for the interview',
    ...interview,
    answer: `# «send» 4005
Sagutin mo lang ng "I see myself leading a small team by then" tapos smile ka, wag kang kabahan

# «send»
Practice tayo mamaya sa call kung gusto mo`,
    expect: [
      {
        type: 'send',
        text: 'Sagutin mo lang ng "I see myself leading a small team by then" tapos smile ka, wag kang kabahan',
        replyTo: 4005,
      },
      { type: 'send', text: 'Practice tayo mamaya sa call kung gusto mo' },
    ],
  },
  // Gemini 2.5 Flash: a message wholly in English in a Taglish chat, then a note to ask later.
  {
    name: 'set113: Trixie cheers him on in plain English and keeps a note',
    ...interview,
    answer: `# «send»
You got this. Seriously, text me the second you're out of that building

# «note»
Jomar's final interview in BGC is tomorrow. Ask him how it went.`,
    expect: [
      { type: 'send', text: "You got this. Seriously, text me the second you're out of that building" },
      { type: 'note' },
    ],
  },
  // Gemini 2.5 Flash: its reading of the partner as the body's first line, in English.
  {
    name: 'set113: Trixie after an English reading of Jomar on its own line',
    ...interview,
    answer: `# «send»
Jomar is clearly anxious about tomorrow, so reassure him before giving advice.
Uy kalma ka lang, long sleeves ka na, mas professional tignan`,
    expect: [{ type: 'send', text: 'Uy kalma ka lang, long sleeves ka na, mas professional tignan' }],
  },
  // Gemini 2.5 Flash: a tone note glued after the message's full stop.
  {
    name: 'set113: Trixie takes the booking, a tone note glued after the full stop',
    ...carla,
    answer: `# «send»
Ako na mag-book, chill ka lang. Keeping it light and Taglish to match his energy.`,
    expect: [{ type: 'send', text: 'Ako na mag-book, chill ka lang.' }],
  },
  // Gemini 2.5 Flash: its plan for the answer sent as a block of its own between two messages.
  {
    name: 'set113: Trixie with an English plan as a block between two messages',
    ...carla,
    answer: `# «send»
Ako na! Tatawag ako mamaya para mag-reserve

# «send»
Next I'll confirm the ramen place and ask about the cake.

# «send»
Maginhawa ramen talaga tayo, tapos ikaw na sa cake ha`,
    expect: [
      { type: 'send', text: 'Ako na! Tatawag ako mamaya para mag-reserve' },
      { type: 'send', text: 'Maginhawa ramen talaga tayo, tapos ikaw na sa cake ha' },
    ],
  },
  // Gemini 2.5 Flash: a closing offer to rewrite the message in another register.
  {
    name: 'set113: Trixie answers, then an offer to rewrite in straight Tagalog',
    ...interview,
    answer: `# «send»
Sabihin mo lang na you want to grow with the company, tapos magbigay ka ng isang specific goal. Safe yan

I can rewrite this in straight Tagalog if you'd prefer a less conyo feel.`,
    expect: [
      {
        type: 'send',
        text: 'Sabihin mo lang na you want to grow with the company, tapos magbigay ka ng isang specific goal. Safe yan',
      },
    ],
  },
  // Gemini 2.5 Flash: a bracketed appraisal of its own message at the end of the line.
  {
    name: 'set113: Trixie wishes him luck, a bracketed appraisal at the end of the line',
    ...interview,
    answer: `# «send»
Kaya mo yan, best of luck bukas!! 🍀 (Warm and encouraging, a good fit for the moment.)`,
    expect: [{ type: 'send', text: 'Kaya mo yan, best of luck bukas!! 🍀' }],
  },
];
