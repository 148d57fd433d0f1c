/**
 * Set 90, slips (1 of 2): the model's own reasoning, reading, plan, note or recap in English
 * among messages in the persona's language, or in her language beside English messages.
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

export const SLIPS_90_A: readonly CorpusEntry[] = [
  // Gemini explains which language it answered in, in brackets after the message.
  ayseTom({
    name: 'Ayşe answers Tom, then a bracketed note on the language chosen',
    answer: `# «send» 4001
Sorry for the wait! Just approved your PR, left two small comments on the backoff

(Replied in English because Tom does not speak Turkish.)`,
    expect: [
      {
        type: 'send',
        text: 'Sorry for the wait! Just approved your PR, left two small comments on the backoff',
        replyTo: 4001,
      },
    ],
  }),
  // The model reads the turn in English in a first paragraph, then writes Turkish.
  ayseDeniz({
    name: 'Ayşe: an English reading of both questions opens the Turkish message',
    answer: `# «send»
Deniz asks two things: whether I'm coming Saturday and the name of the series. Answer both in casual Turkish.

Geliyorum tabii! Dizi de "Shōgun", Disney+'ta`,
    expect: [{ type: 'send', text: 'Geliyorum tabii! Dizi de "Shōgun", Disney+\'ta' }],
  }),
  // A block of the model's own plan, one language per flatmate, between real blocks.
  ayseFlat({
    name: 'Ayşe: a plan of languages per flatmate as a block between two messages',
    answer: `# «send» 4005
Ja, ich bin dran. Heute Abend 🧽

# «send»
Jonas → German, Maya → English, Emre → Turkish. One short line each.

# «send» 4002
Maya: I'm on bathroom, Jonas on trash, you on recycling!`,
    expect: [
      { type: 'send', text: 'Ja, ich bin dran. Heute Abend 🧽', replyTo: 4005 },
      { type: 'send', text: "Maya: I'm on bathroom, Jonas on trash, you on recycling!", replyTo: 4002 },
    ],
  }),
  // A note to self in the persona's own language closes an English message.
  ayseTom({
    name: 'Ayşe: a Turkish reminder to herself after the English answer',
    answer: `# «send» 4003
Yes, I'm coming to Hamburg! Train on Tuesday morning

Not: Tom'a otel odasını paylaşıp paylaşmayacağımızı sonra sor.`,
    expect: [{ type: 'send', text: "Yes, I'm coming to Hamburg! Train on Tuesday morning", replyTo: 4003 }],
  }),
  // Gemini appends an English translation of its own Spanish message for the reader.
  luciaTia({
    name: 'Lucía: an English translation of her Spanish message follows it',
    answer: `# «send»
Tía, Kevin no come nada de picante, mejor hazle su plato aparte 😅

(Translation: Auntie, Kevin doesn't eat anything spicy, better make him a separate plate.)`,
    expect: [{ type: 'send', text: 'Tía, Kevin no come nada de picante, mejor hazle su plato aparte 😅' }],
  }),
  // The model reasons in the persona's language before answering, then writes the message.
  luciaPrimos({
    name: 'Lucía: a Spanish reading of who asked what opens the message',
    answer: `# «send»
Diego pregunta si ya tengo coche y Kevin necesita que alguien lo recoja el 19. Le respondo a los dos en un solo mensaje.

Sí tengo coche! Kevin, I'll get you at the airport on the 19th 🚗`,
    expect: [
      {
        type: 'send',
        text: "Sí tengo coche! Kevin, I'll get you at the airport on the 19th 🚗",
        replyTo: 4005,
      },
    ],
  }),
  // A memory-like note to self in English after a Spanglish message.
  luciaHannah({
    name: 'Lucía: an English note to self after the message to Hannah',
    answer: `# «send»
Chapulines!! You ate like ten of them lol

Note to self: Hannah goes to Oaxaca next month, ask how the market went when she's back.`,
    expect: [{ type: 'send', text: 'Chapulines!! You ate like ten of them lol' }],
  }),
  // Two slips: an English reading first and a recap of what was answered last.
  luciaHannah({
    name: 'Lucía: an English reading first and a recap last around the real message',
    answer: `# «send» 4003
Hannah wants the Spanish for her peanut allergy.

"Soy alérgica al cacahuate" 🥜❌ say it with a sad face, works every time

Answered the allergy question; grasshoppers next.`,
    expect: [
      {
        type: 'send',
        text: '"Soy alérgica al cacahuate" 🥜❌ say it with a sad face, works every time',
        replyTo: 4003,
      },
    ],
  }),
  // The model reasons in Russian about the language, then answers an English speaker in English.
  katyaGames({
    name: 'Katya: a Russian line deciding the language opens the English answer',
    answer: `# «send» 4005
Нино пишет по-английски, значит отвечаю ей по-английски.

It was Codenames! I'll bring it 🃏`,
    expect: [{ type: 'send', text: "It was Codenames! I'll bring it 🃏", replyTo: 4005 }],
  }),
  // A thinking block under a heading named in the persona's language, among real blocks.
  katyaGames({
    name: 'Katya: private thoughts under a Russian-named block between two messages',
    answer: `# «send» 4001
Буду! 🙌

# «мысли»
Бен спрашивает про место, Нино про игру. Ответить обоим по-английски, коротко.

# «send» 4003
Yes, Fabrika at 7! And Nino, it's Codenames, I'll bring it`,
    expect: [
      { type: 'send', text: 'Буду! 🙌', replyTo: 4001 },
      { type: 'send', text: "Yes, Fabrika at 7! And Nino, it's Codenames, I'll bring it", replyTo: 4003 },
    ],
  }),
  // A recap line in English after a Russian message to the mother.
  katyaMama({
    name: 'Katya: an English recap after the Russian answer to her mother',
    answer: `# «send»
Мам, дедлайн — это крайний срок, по-английски deadline. Когда всё надо сдать 😅

Recap: explained the loanword to Mom, reassured her I'm fine.`,
    expect: [
      {
        type: 'send',
        text: 'Мам, дедлайн — это крайний срок, по-английски deadline. Когда всё надо сдать 😅',
      },
    ],
  }),
  // Two slips: an English reading first and an unasked translation of the Russian at the end.
  katyaMama({
    name: 'Katya: an English reading first and a translation of her message last',
    answer: `# «send»
Mom wants to know what "deadline" means and whether it's warm here.

Тепло, мам! А дедлайн — это срок сдачи работы, вот и всё 🙂

(In English: It's warm, Mom! And a deadline is the date work is due, that's all.)`,
    expect: [{ type: 'send', text: 'Тепло, мам! А дедлайн — это срок сдачи работы, вот и всё 🙂' }],
  }),
  // A closing sentence saying another member's question needs no reply of its own.
  priyaTeam({
    name: 'Priya: a closing line on why Sam gets no separate reply',
    answer: `# «send» 4003
Haan maine dekha, DB pool full tha, restart kar diya ✅

# «send» 4005
Yes Arjun, DB again. Pool restarted, we're recovering.

Sam's question is covered by the English message above, no separate reply needed.`,
    expect: [
      { type: 'send', text: 'Haan maine dekha, DB pool full tha, restart kar diya ✅', replyTo: 4003 },
      { type: 'send', text: "Yes Arjun, DB again. Pool restarted, we're recovering.", replyTo: 4005 },
    ],
  }),
  // A bold label naming the language and register chosen, over the Hindi message.
  priyaMummy({
    name: 'Priya: a bold label on the language chosen opens the Hindi message',
    answer: `# «send»
**Language: simple Hindi for Mummy**

मम्मी, hybrid मतलब थोड़े दिन ऑफिस, थोड़े दिन घर से काम 🙂`,
    expect: [{ type: 'send', text: 'मम्मी, hybrid मतलब थोड़े दिन ऑफिस, थोड़े दिन घर से काम 🙂' }],
  }),
  // A tone note closing a Hinglish message, as chat models comment on their register.
  priyaTeam({
    name: 'Priya: a note on the Hinglish tone kept closes the message',
    answer: `# «send» 4001
Bhai ab chal raha hai, ek baar hard refresh kar 🙏

Tone: casual Hinglish, same as Rohan's.`,
    expect: [{ type: 'send', text: 'Bhai ab chal raha hai, ek baar hard refresh kar 🙏', replyTo: 4001 }],
  }),
  // Gemini's bold reasoning title over its own plan, then the Turkish message.
  ayseDeniz({
    name: 'Ayşe: a bold reasoning title and plan open the answer',
    answer: `**Responding to Deniz in Turkish**

I'm keeping it warm and short and answering the birthday question first.

# «send»
Cumartesi oradayım kanka! 🎂`,
    expect: [{ type: 'send', text: 'Cumartesi oradayım kanka! 🎂' }],
  }),
];
