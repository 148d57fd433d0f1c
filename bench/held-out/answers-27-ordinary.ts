import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { groupSend, send, TOMAS } from './answers-27-cast.js';

/**
 * Set 27, ordinary answers: well-formed or merely unusual-looking messages that a person would
 * send as written, from Gemini 2.5 Flash / Pro, Gemini 3, Claude, GPT-4o, Llama, Qwen and Mistral.
 */
export const ORDINARY_27: CorpusEntry[] = [
  {
    name: 'gemini 2.5 flash: two short messages, one per question',
    answer:
      '# «send»\nKafka survived! Sulked under the sofa for a day, now he owns the new windowsill 🐈\n\n# «send»\nAnd yes, Saturday 10–16 as always',
    expect: [
      send('Kafka survived! Sulked under the sofa for a day, now he owns the new windowsill 🐈'),
      send('And yes, Saturday 10–16 as always'),
    ],
  },
  {
    name: 'gemini 3: a reply to an older message by its id',
    answer: '# «send» 4003\nThe blue one is still by the door, I put it behind the counter for you',
    expect: [send('The blue one is still by the door, I put it behind the counter for you', 4003)],
  },
  {
    name: 'gemini 2.5 pro: a reaction, then a message',
    answer: '# «react»\n❤\n\n# «send»\nHe is fine, a bit offended by the basket. Open Saturday from 10!',
    expect: [
      { type: 'react', emoji: '❤', messageId: 4005 },
      send('He is fine, a bit offended by the basket. Open Saturday from 10!'),
    ],
  },
  {
    name: 'gemini 2.5 flash: a sticker alone, as the prompt shows it',
    answer: '# «sticker»\nHeidiDuck\n😂',
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }],
  },
  {
    name: 'gemini 3: a message, a pause, a second thought',
    answer:
      '# «send»\nSurvived and already bossing Jonas around\n\n# «wait»\ndelay: 45\n\n# «send»\nSaturday yes, come after 11, the morning is chaos',
    expect: [
      send('Survived and already bossing Jonas around'),
      { type: 'wait', delay: 45 },
      send('Saturday yes, come after 11, the morning is chaos'),
    ],
  },
  {
    name: 'claude: a note kept beside the message',
    answer:
      '# «send»\nAlive and unimpressed 😄 See you Saturday then?\n\n# «note»\nAlice wants to come by on Saturday; Jonas moved on Sunday with his cat.',
    expect: [send('Alive and unimpressed 😄 See you Saturday then?'), { type: 'note' }],
  },
  {
    name: 'gemini 2.5 flash: silence in a group by a private note',
    chat: 'group',
    answer: '# «think»\nJonas and Alice are sorting out the umbrella between them, nothing for me here.',
    expect: [],
  },
  {
    name: 'gemini 2.5 flash: silence in a group by an empty answer',
    chat: 'group',
    answer: '',
    expect: [],
  },
  {
    name: 'gpt-4o: slang and typos a person keeps',
    answer:
      '# «send»\nhaha yess he survived!! hid in the laundry basket the whole nite lol\n\n# «send»\nsat open ofc',
    expect: [
      send('haha yess he survived!! hid in the laundry basket the whole nite lol'),
      send('sat open ofc'),
    ],
  },
  {
    name: 'gemini 2.5 pro: bold days a person types as a little timetable',
    answer: '# «send»\n**Saturday:** 10–16\n**Sunday:** closed, I am at the flea market',
    expect: [send('**Saturday:** 10–16\n**Sunday:** closed, I am at the flea market')],
  },
  {
    name: 'gemini 3: a quoted half-question answered under it',
    answer: '# «send»\n> are you open on Saturday?\n\nOf course, 10 to 4. Kafka will inspect you at the door',
    expect: [send('> are you open on Saturday?\n\nOf course, 10 to 4. Kafka will inspect you at the door')],
  },
  {
    name: 'llama 3.3: an answer without any block is the one message',
    answer: 'He made it! Hid in the basket the whole ride. And yes, open Saturday 🙂',
    expect: [send('He made it! Hid in the basket the whole ride. And yes, open Saturday 🙂')],
  },
  {
    name: 'gemini 2.5 flash: an emoji-only message stays a message',
    answer: '# «send»\n🐈‍⬛💨📦',
    expect: [send('🐈‍⬛💨📦')],
  },
  {
    name: "gemini 3: English with the persona's German",
    answer: '# «send»\nJa klar, Samstag offen! Kafka is a Drama-Kater but he lives 😄',
    expect: [send('Ja klar, Samstag offen! Kafka is a Drama-Kater but he lives 😄')],
  },
  {
    name: 'claude: a heads-up label a person writes',
    answer: '# «send»\nHeads-up: Saturday I close at 2 because of the street festival',
    expect: [send('Heads-up: Saturday I close at 2 because of the street festival')],
  },
  {
    name: 'gemini 2.5 flash: an aside alone in a direct chat is a message',
    answer: '# «send»\n(sorry, ignore the Sunday thing above, I meant Saturday)',
    expect: [send('(sorry, ignore the Sunday thing above, I meant Saturday)')],
  },
  {
    name: 'gemini 2.5 pro: one word in capitals in a direct chat is excitement',
    answer: '# «send»\nFINALLY\n\n# «send»\nI was so worried about that cat',
    expect: [send('FINALLY'), send('I was so worried about that cat')],
  },
  {
    name: 'gemini 3: answering a callout in a group',
    chat: 'group',
    callout: true,
    answer:
      '# «send»\nHe is fine, Jonas sent me a video of him yelling at a box 😂\n\n# «send»\nSaturday 10–16, come by',
    expect: [
      groupSend('He is fine, Jonas sent me a video of him yelling at a box 😂'),
      send('Saturday 10–16, come by'),
    ],
  },
  {
    name: 'gemini 2.5 flash: a message that opens with "Thinking of"',
    answer: '# «send»\nThinking of you both on moving day! Kafka sends a headbutt',
    expect: [send('Thinking of you both on moving day! Kafka sends a headbutt')],
  },
  {
    name: 'gpt-4o: a memory of the persona and a message',
    answer:
      '# «remember»\nAlice lost a blue umbrella at the shop in November.\n\n# «send»\nYour umbrella is safe with me btw',
    expect: [{ type: 'remember' }, send('Your umbrella is safe with me btw')],
  },
  {
    name: 'gemini 2.5 pro: what the persona learned about someone',
    answer:
      '# «person» 7\nAlice (user 7): comes by on Saturdays, loses umbrellas.\n\n# «send»\nSaturday works, bring the umbrella bag this time 😄',
    expect: [{ type: 'person' }, send('Saturday works, bring the umbrella bag this time 😄')],
  },
  {
    name: 'gemini 3: a reaction to an older message and a reply',
    answer: '# «react» 4003\n👀\n\n# «send» 4003\nIs it the one with the little ducks on it?',
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      send('Is it the one with the little ducks on it?', 4003),
    ],
  },
  {
    name: 'gemini 2.5 flash: a German private note as the only block in a group',
    chat: 'group',
    answer: '# «think»\nGeht nicht an mich, die beiden reden über den Umzug.',
    expect: [],
  },
  {
    name: 'claude: a small list the persona means',
    answer: '# «send»\nSaturday plan:\n- 10 open\n- 12 reading in the back room\n- 16 close and collapse',
    expect: [send('Saturday plan:\n- 10 open\n- 12 reading in the back room\n- 16 close and collapse')],
  },
  {
    name: 'gemini 2.5 pro: a link in Markdown',
    answer:
      '# «send»\nYes! And the reading is on too: [Zweite Seite events](https://zweite-seite.example/events)',
    expect: [
      send('Yes! And the reading is on too: [Zweite Seite events](https://zweite-seite.example/events)'),
    ],
  },
  {
    name: 'gemini 3: a book title in guillemets inside the message',
    answer: '# «send»\n«Der Process» is back in stock btw, if you still want it for your mum',
    expect: [send('«Der Process» is back in stock btw, if you still want it for your mum')],
  },
  {
    name: 'mistral: a message opening with the word "Reply" as a joke',
    answer: '# «send»\nReply hazy, try again 🎱 kidding, he is totally fine',
    expect: [send('Reply hazy, try again 🎱 kidding, he is totally fine')],
  },
  {
    name: 'gemini 2.5 flash: a postscript a person adds',
    answer: '# «send»\nSee you Saturday!\n\nP.S. he threw up in the basket, do not tell Jonas I told you',
    expect: [send('See you Saturday!\n\nP.S. he threw up in the basket, do not tell Jonas I told you')],
  },
  {
    name: 'gemini 3: a hashtag inside the text',
    answer: '# «send»\nKafka is now officially #catsofkreuzberg material',
    expect: [send('Kafka is now officially #catsofkreuzberg material')],
  },
  {
    name: 'qwen 2.5: a sticker written as set :: name beside a message',
    answer: '# «send»\nHe survived, barely\n\n# «sticker»\nHeidiDuck :: 😴',
    expect: [send('He survived, barely'), { type: 'sticker', set: 'HeidiDuck', name: '😴' }],
  },
  {
    name: 'gemini 2.5 pro: a question back',
    answer: '# «send»\nHe did! Which basket though, the wicker one I lent Jonas??',
    expect: [send('He did! Which basket though, the wicker one I lent Jonas??')],
  },
  {
    name: 'gemini 2.5 flash: a reaction alone closes a thanks',
    answer: '# «react»\n🙏',
    expect: [{ type: 'react', emoji: '🙏', messageId: 4005 }],
  },
  {
    name: 'gemini 3: a code block the persona pastes (the shop wifi)',
    answer: '# «send»\nSure, here is the wifi for Saturday:\n```\nZweiteSeite-Gast\nkafka2026\n```',
    expect: [send('Sure, here is the wifi for Saturday:\n```\nZweiteSeite-Gast\nkafka2026\n```')],
  },
  {
    name: 'gemini 2.5 flash (group): Tomás answers the question put to him',
    ...TOMAS,
    callout: true,
    answer: '# «send»\n¡Claro! El sábado abro a las 8:30, tráela que invito yo al café ☕',
    expect: [groupSend('¡Claro! El sábado abro a las 8:30, tráela que invito yo al café ☕')],
  },
  {
    name: 'gemini 3 (group): Tomás reacts to the churros joke and answers',
    ...TOMAS,
    callout: true,
    answer: '# «react» 4003\n😁\n\n# «send»\nA las 8:30 abro, Lucía. Y Pau, lo de los churros lo hablamos 😏',
    expect: [
      { type: 'react', emoji: '😁', messageId: 4003 },
      groupSend('A las 8:30 abro, Lucía. Y Pau, lo de los churros lo hablamos 😏'),
    ],
  },
  {
    name: 'gemini 2.5 pro (group): Tomás stays silent in Spanish',
    ...TOMAS,
    answer: '# «think»\nEsto va entre Pau y Lucía, no hace falta que diga nada.',
    expect: [],
  },
  {
    name: 'claude (group): Tomás replies to an older message by id, then a second line',
    ...TOMAS,
    callout: true,
    answer:
      '# «send» 4001\nYo me apunto al mercadillo, pero solo hasta las doce\n\n# «send»\nY sí, Lucía, abro el sábado desde las 8:30',
    expect: [
      send('Yo me apunto al mercadillo, pero solo hasta las doce', 4001),
      send('Y sí, Lucía, abro el sábado desde las 8:30'),
    ],
  },
  {
    name: 'gemini 2.5 flash: a time alone is the answer',
    answer: '# «send»\n10:00 sharp ☕',
    expect: [send('10:00 sharp ☕')],
  },
  {
    name: 'gpt-4o: a message in which the persona names herself as people do',
    answer: '# «send»\nHeidi here, reporting one very alive cat 🫡 Saturday open!',
    expect: [send('Heidi here, reporting one very alive cat 🫡 Saturday open!')],
  },
  {
    name: 'gemini 3: a strike-through joke and italics',
    answer:
      '# «send»\nSaturday ~~10~~ 11, I overslept last week and learned nothing\n\n# «send»\n__the cat is fine__',
    expect: [
      send('Saturday ~~10~~ 11, I overslept last week and learned nothing'),
      send('__the cat is fine__'),
    ],
  },
  {
    name: 'gemini 2.5 flash: a pause in minutes between two messages',
    answer:
      '# «send»\nhe survived!!\n\n# «wait»\ndelay: 2 min\n\n# «send»\nsorry, customer. Saturday yes, 10–16',
    expect: [
      send('he survived!!'),
      { type: 'wait', delay: 120 },
      send('sorry, customer. Saturday yes, 10–16'),
    ],
  },
  {
    name: "claude: someone else quoted inside the persona's own sentence",
    answer: '# «send»\nJonas told me "he screamed the whole way down the stairs" 😂 but he is fine now',
    expect: [send('Jonas told me "he screamed the whole way down the stairs" 😂 but he is fine now')],
  },
  {
    name: 'gemini 3: an aside in brackets closing a direct message',
    answer: '# «send»\nSee you Saturday! (bring a bag for the umbrella this time 😄)',
    expect: [send('See you Saturday! (bring a bag for the umbrella this time 😄)')],
  },
];
