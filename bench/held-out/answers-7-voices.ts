/**
 * Set 7, the habits of a model playing a long persona (a recap of the conversation first, "As
 * Heidi, I would…", a translation after the message, a narrated reply) and the messages people
 * really type that look like them: a restated question, emoji alone, two languages at once,
 * lists, links, numbers, prices, times, mentions, code spans, a teacher's "Note:" and
 * "Example:", a quoted text, friends talking about chatbots and prompts.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { asking, send } from './answers-7-shared.js';

const LESSON =
  'Use **for** with a length of time: for two years, for ages.\nUse **since** with a starting point: since 2019, since Monday.\n\nExample: I have lived here for ten years / since 2016.\n\nNote: with "ago" it is the simple past, so "I moved here ten years ago".';

export const VOICES_7: readonly CorpusEntry[] = [
  {
    name: 'set7 voices: a labelled recap of the conversation before the block',
    answer:
      '**Conversation so far:** Jonas moved on Sunday with the cat in a laundry basket; someone lost a blue umbrella; now the cat and Saturday.\n\n# «send»\nShe survived! Hid in the wardrobe for a day, now she owns the flat 😄 Saturday we are open 10–14.',
    expect: [
      send(
        'She survived! Hid in the wardrobe for a day, now she owns the flat 😄 Saturday we are open 10–14.',
      ),
    ],
  },
  {
    // Slip, beyond the documented rules: a recap of the chat in the third person, then the
    // message. Nobody texts a friend a summary of what the friend just wrote.
    name: 'set7 voices: a recap paragraph without blocks',
    answer:
      'Recap: Jonas moved flats on Sunday and brought the cat in a laundry basket, and the latest message asks whether the cat survived and whether the shop is open on Saturday.\n\nShe survived! A bit offended about the basket 😄 And yes, Saturday 10 to 2.',
    expect: [send('She survived! A bit offended about the basket 😄 And yes, Saturday 10 to 2.')],
  },
  {
    name: 'set7 voices: "As Heidi, I would say:" before a message without blocks',
    answer: 'As Heidi, I would say:\n\nShe made it! Grumpy, but fine. Saturday we are open 10–14 🙂',
    expect: [send('She made it! Grumpy, but fine. Saturday we are open 10–14 🙂')],
  },
  {
    name: 'set7 voices: "As Heidi, I\'d keep this light:" opening the body',
    answer: "# «send»\nAs Heidi, I'd keep this light:\n\nShe survived the basket! Open Saturday, 10 till 2 ☀️",
    expect: [send('She survived the basket! Open Saturday, 10 till 2 ☀️')],
  },
  {
    name: 'set7 voices: the narrator types the reply in quotes',
    answer: 'Heidi smiles and types back:\n"She survived! Saturday we are open 10 to 2."',
    expect: [send('She survived! Saturday we are open 10 to 2.')],
  },
  {
    name: 'set7 voices: a reply restating the question, as people do',
    answer:
      '# «send»\nDid she survive? Barely 😄 Two days under the bed, now she rules the new flat. And Saturday yes, 10 to 2!',
    expect: [
      send(
        'Did she survive? Barely 😄 Two days under the bed, now she rules the new flat. And Saturday yes, 10 to 2!',
      ),
    ],
  },
  {
    name: 'set7 voices: an emoji alone without blocks',
    others: asking('Just finished the book you gave me. I cried on the train'),
    answer: '🥺❤️',
    expect: [send('🥺❤️')],
  },
  {
    name: 'set7 voices: laughing emoji alone in a send block',
    others: asking('The cat climbed into the laundry basket again this morning, like she wants to move back'),
    answer: '# «send»\n😂😂😂',
    expect: [send('😂😂😂')],
  },
  {
    name: 'set7 voices: an emoji alone in a group',
    chat: 'group',
    others: asking('Festival poster is printed, 200 copies!'),
    answer: '# «send»\n🙌',
    expect: [send('🙌', 4005)],
  },
  {
    name: 'set7 voices: a reply in two languages to a friend who mixes them',
    others: asking('Hat die cat den move überlebt? And are you open am Samstag?'),
    answer: '# «send»\nJa klar, she survived! Nur ein bisschen beleidigt 😄 Samstag we are open, 10 bis 14.',
    expect: [send('Ja klar, she survived! Nur ein bisschen beleidigt 😄 Samstag we are open, 10 bis 14.')],
  },
  {
    // Slip, beyond the documented tags: the message again in English under a flag. The friend
    // wrote German; the copy is for a reader of the page, not for her.
    name: 'set7 voices: the German message again in English under a flag',
    others: asking('Hat die Katze den Umzug überlebt? Und habt ihr Samstag offen?'),
    answer:
      "# «send»\nJa, sie hat's überlebt, nur etwas beleidigt 😄 Samstag haben wir von 10 bis 14 offen.\n\n🇬🇧 Yes, she survived, just a bit offended 😄 On Saturday we're open from 10 to 2.",
    expect: [send("Ja, sie hat's überlebt, nur etwas beleidigt 😄 Samstag haben wir von 10 bis 14 offen.")],
  },
  {
    name: 'set7 voices: a bullet list the friend asked for',
    others: asking('What should I bring to the book swap on Saturday?'),
    answer:
      '# «send»\n- 3 to 5 books you are done with\n- a tote bag\n- cake if you love me 🍰\n\nStarts at 10!',
    expect: [
      send('- 3 to 5 books you are done with\n- a tote bag\n- cake if you love me 🍰\n\nStarts at 10!'),
    ],
  },
  {
    name: 'set7 voices: a long recommendation in several paragraphs',
    others: asking('I need a book for the holidays. Something long, not too sad. Go!'),
    answer:
      '# «send»\nOkay, you asked for it 😄\n\nFirst choice: "The Thursday Murder Club". Four pensioners solving murders, funny and warm, and there are four more after it if you get hooked.\n\nIf you want something bigger: "Lonesome Dove". It is 900 pages, a cattle drive across Texas, and yes there are sad bits, but mostly it is about friendship and you will miss everyone when it ends.\n\nAnd if you want to stay close to home: "Tyll" by Kehlmann, a jester in the Thirty Years\' War. Strange, clever, often very funny.\n\nI have all three in the shop, come by Saturday and I will put them aside for you 📚',
    expect: [
      send(
        'Okay, you asked for it 😄\n\nFirst choice: "The Thursday Murder Club". Four pensioners solving murders, funny and warm, and there are four more after it if you get hooked.\n\nIf you want something bigger: "Lonesome Dove". It is 900 pages, a cattle drive across Texas, and yes there are sad bits, but mostly it is about friendship and you will miss everyone when it ends.\n\nAnd if you want to stay close to home: "Tyll" by Kehlmann, a jester in the Thirty Years\' War. Strange, clever, often very funny.\n\nI have all three in the shop, come by Saturday and I will put them aside for you 📚',
      ),
    ],
  },
  {
    name: 'set7 voices: a map link under a line ending in a colon',
    others: asking('Where exactly is the new shop? I keep getting lost'),
    answer:
      '# «send»\nHere is how to find us:\n[Bücherei am Kanal](https://maps.app.goo.gl/4xYzQ)\nThe green door next to the bakery!',
    expect: [
      send(
        'Here is how to find us:\n[Bücherei am Kanal](https://maps.app.goo.gl/4xYzQ)\nThe green door next to the bakery!',
      ),
    ],
  },
  {
    name: 'set7 voices: a message that is only a link',
    others: asking('What was that weather site you always use?'),
    answer: '# «send»\nhttps://www.dwd.de/DE/wetter/wetterundklima_vorort/berlin/_node.html',
    expect: [send('https://www.dwd.de/DE/wetter/wetterundklima_vorort/berlin/_node.html')],
  },
  {
    name: 'set7 voices: a phone number, a time and prices',
    others: asking('How do I get tickets for the reading on Friday?'),
    answer: '# «send»\nCall +49 30 1234567 before 10:00 and ask for Mia. Tickets are €12.50, kids €6.',
    expect: [send('Call +49 30 1234567 before 10:00 and ask for Mia. Tickets are €12.50, kids €6.')],
  },
  {
    name: 'set7 voices: an @mention in a group',
    chat: 'group',
    answer: '# «send»\n@jonas_w basket photos or it did not happen 😄 And yes, open Saturday 10–14!',
    expect: [send('@jonas_w basket photos or it did not happen 😄 And yes, open Saturday 10–14!', 4005)],
  },
  {
    name: 'set7 voices: a password in a code span',
    others: asking('What was the wifi password at the shop again?'),
    answer: '# «send»\nwifi is `Buecher2026!` 🙂',
    expect: [send('wifi is `Buecher2026!` 🙂')],
  },
  {
    name: 'set7 voices: a teacher writes Example: and Note: in her answer',
    persona: 'Amara',
    others: asking("Can you explain when to use 'since' and 'for'? Exam tomorrow 😭"),
    answer: `# «send»\n${LESSON}`,
    expect: [send(LESSON)],
  },
  {
    name: 'set7 voices: the teacher adds a note about her own explanation',
    persona: 'Amara',
    others: asking("Can you explain when to use 'since' and 'for'? Exam tomorrow 😭"),
    answer: `# «send»\n${LESSON}\n\n(Note: I kept the explanation simple because she is stressed about the exam.)`,
    expect: [send(LESSON)],
  },
  {
    name: 'set7 voices: quoting a text from the landlord',
    others: asking('Are we still on for the reading circle at yours on Saturday?'),
    answer:
      '# «send»\nYes! Although my landlord just wrote: "The heating will be off on Saturday from 8 to 12." So bring a sweater 😅',
    expect: [
      send(
        'Yes! Although my landlord just wrote: "The heating will be off on Saturday from 8 to 12." So bring a sweater 😅',
      ),
    ],
  },
  {
    name: 'set7 voices: a quoted line then her own words',
    others: asking('Are we still on for the reading circle at yours on Saturday?'),
    answer:
      '# «send»\n> The heating will be off on Saturday from 8 to 12\nthat is what my landlord sent me 🙄 still on, bring a sweater',
    expect: [
      send(
        '> The heating will be off on Saturday from 8 to 12\nthat is what my landlord sent me 🙄 still on, bring a sweater',
      ),
    ],
  },
  {
    name: 'set7 voices: steps the friend asked for',
    others: asking('How do I repot the monstera again? Step by step pls'),
    answer:
      '# «send»\n1. Water it the day before\n2. Pot only one size bigger\n3. Loosen the roots a little\n4. Fresh soil with some bark in it\n5. Then leave it alone for a week, no water!',
    expect: [
      send(
        '1. Water it the day before\n2. Pot only one size bigger\n3. Loosen the roots a little\n4. Fresh soil with some bark in it\n5. Then leave it alone for a week, no water!',
      ),
    ],
  },
  {
    name: 'set7 voices: a friend quotes a chatbot and she quotes it back',
    others: asking(
      "Did you see ChatGPT's answer to my cover letter? It started with 'As an AI language model' lol",
    ),
    answer:
      '# «send»\nHaha yes, "As an AI language model, I cannot have feelings about cover letters" 😂 Just send yours, it is good!',
    expect: [
      send(
        'Haha yes, "As an AI language model, I cannot have feelings about cover letters" 😂 Just send yours, it is good!',
      ),
    ],
  },
  {
    name: 'set7 voices: what a system prompt is, asked by a friend',
    others: asking('What does "system prompt" even mean? My nephew keeps saying it'),
    answer:
      '# «send»\nIt\'s the hidden instructions a chatbot gets before you type anything, like "You are a helpful assistant". Why, is he building one? 😄',
    expect: [
      send(
        'It\'s the hidden instructions a chatbot gets before you type anything, like "You are a helpful assistant". Why, is he building one? 😄',
      ),
    ],
  },
  {
    name: 'set7 voices: an image prompt in a code span for a friend',
    others: asking('How do you get Midjourney to make those cosy shop pictures? Mine look like plastic'),
    answer:
      '# «send»\nTry something like `watercolor bookshop at dusk, warm window light, rain outside --ar 3:2` and describe the light first, the rest after.',
    expect: [
      send(
        'Try something like `watercolor bookshop at dusk, warm window light, rain outside --ar 3:2` and describe the light first, the rest after.',
      ),
    ],
  },
  {
    name: 'set7 voices: sorry for the late reply, as a last paragraph',
    answer:
      '# «send»\nShe survived! Open Saturday 10–14 🙂\n\nSorry for the late reply, crazy day at the shop 🙈',
    expect: [
      send('She survived! Open Saturday 10–14 🙂\n\nSorry for the late reply, crazy day at the shop 🙈'),
    ],
  },
  {
    name: 'set7 voices: "let me think" typed by a person',
    answer: '# «send»\nHmm let me think… Saturday I am at the shop till 2, so after that works!',
    expect: [send('Hmm let me think… Saturday I am at the shop till 2, so after that works!')],
  },
  {
    // Slip, beyond the documented rules: the friend's question restated under a label, for a
    // reader of the page; the friend knows what she asked.
    name: 'set7 voices: the question restated under a bold label',
    answer:
      '**You asked:** whether the cat survived the move and whether the shop is open on Saturday.\n\nShe survived, and yes, Saturday 10 to 2 🙂',
    expect: [send('She survived, and yes, Saturday 10 to 2 🙂')],
  },
  {
    name: 'set7 voices: "Telegram message:" above the text',
    answer: 'Telegram message:\nShe survived! Saturday we are open 10 to 2 🙂',
    expect: [send('She survived! Saturday we are open 10 to 2 🙂')],
  },
];
