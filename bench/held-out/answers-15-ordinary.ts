/**
 * Held-out set 15, ordinary answers: well-formed plans in chats full of machinery, and messages
 * that only look like machinery (a config a friend asked for, a command, a log line, capitals,
 * hashtags, typographic quotes). Each must reach Telegram exactly as meant.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ASKS_FOR_MACHINERY,
  CAPS,
  COMPOSE_YAML,
  FRENCH,
  GERMAN,
  HASHTAGS,
  lines,
  PRINTER_LOG,
  RUSSIAN_QUOTES,
  TRACEBACK,
  UKRAINIAN,
} from './answers-15-scenes.js';

const sent = (text: string) => ({ type: 'send' as const, text });

export const ORDINARY: CorpusEntry[] = [
  {
    name: 'log: plain advice naming the error in a code span',
    others: PRINTER_LOG,
    answer: lines(
      '# «send»',
      '`ENOSPC` means the disk is full. Delete the old scans folder on the desktop and print again',
    ),
    expect: [
      sent('`ENOSPC` means the disk is full. Delete the old scans folder on the desktop and print again'),
    ],
  },
  {
    name: 'log: a command to run, in a code block between two lines of prose',
    others: PRINTER_LOG,
    answer: lines(
      '# «send»',
      'open the terminal on the shop PC and run',
      '```',
      'sudo rm -rf /var/spool/cups/tmp/*',
      '```',
      'then turn the printer off and on',
    ),
    expect: [
      sent(
        lines(
          'open the terminal on the shop PC and run',
          '```',
          'sudo rm -rf /var/spool/cups/tmp/*',
          '```',
          'then turn the printer off and on',
        ),
      ),
    ],
  },
  {
    name: 'log: a reaction and a short message',
    others: PRINTER_LOG,
    answer: lines('# «react» 😱', '', '# «send»', 'coming, 10 min'),
    expect: [{ type: 'react', emoji: '😱', messageId: 4005 }, sent('coming, 10 min')],
  },
  {
    name: 'traceback: explanation with the column name in code',
    others: TRACEBACK,
    answer: lines(
      '# «send»',
      "you didn't break anything 😅 the new supplier calls the column `Preis`, not `price`.",
      'change line 14 to `row["Preis"]` and it runs',
    ),
    expect: [
      sent(
        lines(
          "you didn't break anything 😅 the new supplier calls the column `Preis`, not `price`.",
          'change line 14 to `row["Preis"]` and it runs',
        ),
      ),
    ],
  },
  {
    name: 'yaml: pointing at the tab, the key in a code span mid-line',
    others: COMPOSE_YAML,
    answer: lines(
      '# «send»',
      'there is a tab before `image:` on line 5. YAML only takes spaces, make it four spaces like the rest',
    ),
    expect: [
      sent(
        'there is a tab before `image:` on line 5. YAML only takes spaces, make it four spaces like the rest',
      ),
    ],
  },
  {
    name: 'yaml: the fixed file sent back after a line of prose',
    others: COMPOSE_YAML,
    answer: lines(
      '# «send»',
      'fixed it for you 👇',
      '```yaml',
      'services:',
      '  wiki:',
      '    image: wikijs',
      '    ports:',
      '      - "80:3000"',
      '```',
    ),
    expect: [
      sent(
        lines(
          'fixed it for you 👇',
          '```yaml',
          'services:',
          '  wiki:',
          '    image: wikijs',
          '    ports:',
          '      - "80:3000"',
          '```',
        ),
      ),
    ],
  },
  {
    name: 'caps: answering a shout with a shout of her own',
    others: CAPS,
    answer: lines('# «send»', 'PRESS THE RED X TWICE. TWICE!!', 'then it asks for the pin, 0815'),
    expect: [sent(lines('PRESS THE RED X TWICE. TWICE!!', 'then it asks for the pin, 0815'))],
  },
  {
    name: 'caps: one word in capitals in a direct chat is excitement',
    others: new Map([
      [4001, 'did you manage to push the fix for the price labels?'],
      [4003, 'the ones with the euro sign'],
      [4005, 'tell me you did'],
    ]),
    answer: lines('# «send»', 'DONE'),
    expect: [sent('DONE')],
  },
  {
    name: 'caps: a sticker for the shouting',
    others: CAPS,
    answer: lines('# «sticker»', 'HeidiDuck', '😂', '', '# «send»', 'red X, twice'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '😂' }, sent('red X, twice')],
  },
  {
    name: 'a status list with brackets a person types',
    others: new Map([
      [4001, 'are you doing the morning check today?'],
      [4003, 'I am stuck on the train'],
      [4005, 'what works and what doesnt?'],
    ]),
    answer: lines(
      '# «send»',
      '[OK] printer',
      '[OK] till',
      '[FAIL] card reader, again',
      'calling the bank now',
    ),
    expect: [sent(lines('[OK] printer', '[OK] till', '[FAIL] card reader, again', 'calling the bank now'))],
  },
  {
    name: 'machinery asked for: a JSON config after a line of prose',
    others: ASKS_FOR_MACHINERY,
    answer: lines(
      '# «send»',
      'this is the one from the old tablet',
      '```json',
      '{',
      '  "printer": "Brother QL-700",',
      '  "labelWidth": 62,',
      '  "currency": "EUR"',
      '}',
      '```',
    ),
    expect: [
      sent(
        lines(
          'this is the one from the old tablet',
          '```json',
          '{',
          '  "printer": "Brother QL-700",',
          '  "labelWidth": 62,',
          '  "currency": "EUR"',
          '}',
          '```',
        ),
      ),
    ],
  },
  {
    name: 'machinery asked for: the command alone in a code span, and a second message',
    others: ASKS_FOR_MACHINERY,
    answer: lines(
      '# «send»',
      '`sudo systemctl restart cups`',
      '',
      '# «send»',
      'the config I have to dig out tonight, it is on the other laptop',
    ),
    expect: [
      sent('`sudo systemctl restart cups`'),
      sent('the config I have to dig out tonight, it is on the other laptop'),
    ],
  },
  {
    name: 'machinery asked for: a cron line with its meaning under it',
    others: ASKS_FOR_MACHINERY,
    answer: lines(
      '# «send»',
      'and for the backup put this in crontab -e',
      '`0 3 * * * /home/jonas/backup.sh`',
      'runs every night at 3',
    ),
    expect: [
      sent(
        lines(
          'and for the backup put this in crontab -e',
          '`0 3 * * * /home/jonas/backup.sh`',
          'runs every night at 3',
        ),
      ),
    ],
  },
  {
    name: 'machinery asked for: the guest wifi with a password in code',
    others: new Map([
      [4001, 'my cousin is coming to the reading tonight'],
      [4003, 'she needs wifi for her slides'],
      [4005, 'whats the guest one again?'],
    ]),
    answer: lines('# «send»', 'ShopGuest, password `lesen-2026!`'),
    expect: [sent('ShopGuest, password `lesen-2026!`')],
  },
  {
    name: 'machinery asked for: a regex, a person explaining it',
    others: new Map([
      [4001, 'I want to find all the dates in the order export'],
      [4003, 'they look like 2026-11-27'],
      [4005, 'regex wizard help pls'],
    ]),
    answer: lines(
      '# «send»',
      'this catches them: `\\d{4}-\\d{2}-\\d{2}`',
      'add ^ and $ if the date is the whole cell',
    ),
    expect: [
      sent(lines('this catches them: `\\d{4}-\\d{2}-\\d{2}`', 'add ^ and $ if the date is the whole cell')),
    ],
  },
  {
    name: 'machinery asked for: a webhook body with no message keys, after prose',
    others: new Map([
      [4001, 'the shop page sends something to the till when an order comes in'],
      [4003, 'what does that look like?'],
      [4005, 'need it for the guy fixing the till'],
    ]),
    answer: lines(
      '# «send»',
      'roughly this, copied from last night',
      '```json',
      '{"order": 1182, "status": "paid", "giftWrap": true}',
      '```',
    ),
    expect: [
      sent(
        lines(
          'roughly this, copied from last night',
          '```json',
          '{"order": 1182, "status": "paid", "giftWrap": true}',
          '```',
        ),
      ),
    ],
  },
  {
    name: 'a draft letter for a friend, signed with his name, and a question after it',
    others: new Map([
      [4001, 'the landlord still has not fixed the heating'],
      [4003, 'can you write him something? you are better at this'],
      [4005, 'polite but firm pls'],
    ]),
    answer: lines(
      '# «send»',
      'something like this maybe',
      '',
      'Dear Mr Kowalski,',
      'the heating in flat 3 has been off since 12 November. Please have it repaired by Friday.',
      'Best,',
      'Jonas',
      '',
      'too stiff?',
    ),
    expect: [
      sent(
        lines(
          'something like this maybe',
          '',
          'Dear Mr Kowalski,',
          'the heating in flat 3 has been off since 12 November. Please have it repaired by Friday.',
          'Best,',
          'Jonas',
          '',
          'too stiff?',
        ),
      ),
    ],
  },
  {
    name: 'hashtags: a post suggestion made of hashtags',
    others: HASHTAGS,
    answer: lines('# «send»', 'Samstag 10–14 Uhr, Kaffee geht aufs Haus ☕', '#samstag #buchladen #leipzig'),
    expect: [sent(lines('Samstag 10–14 Uhr, Kaffee geht aufs Haus ☕', '#samstag #buchladen #leipzig'))],
  },
  {
    name: 'hashtags: a hashtag opening the message',
    others: HASHTAGS,
    answer: lines('# «send»', '#teamcat 🐈‍⬛ she earned those 4 hours'),
    expect: [sent('#teamcat 🐈‍⬛ she earned those 4 hours')],
  },
  {
    name: 'russian: guillemets quoting him inside the message',
    others: RUSSIAN_QUOTES,
    answer: lines(
      '# «send»',
      '«Всё под контролем» и три дня тишины? Классика 🙄 Напиши ему прямо, что тебе это неприятно',
    ),
    expect: [
      sent('«Всё под контролем» и три дня тишины? Классика 🙄 Напиши ему прямо, что тебе это неприятно'),
    ],
  },
  {
    name: 'russian: „“ inside guillemets, as Russian nests quotes',
    others: RUSSIAN_QUOTES,
    answer: lines('# «send»', 'Он так и сказал: «я „занят“ был»? Ну-ну.'),
    expect: [sent('Он так и сказал: «я „занят“ был»? Ну-ну.')],
  },
  {
    name: 'french: spaced guillemets quoting the courier, and a question',
    others: FRENCH,
    answer: lines(
      '# «send»',
      'Oui, samedi de 10 h à 14 h ! Le livre est arrivé hier, malgré le « demain sans faute » 😄',
    ),
    expect: [
      sent('Oui, samedi de 10 h à 14 h ! Le livre est arrivé hier, malgré le « demain sans faute » 😄'),
    ],
  },
  {
    name: 'french: a reply to an earlier message by id',
    others: FRENCH,
    answer: lines('# «send» 4001', 'Il vous attend à la caisse, au nom de « Moreau ».'),
    expect: [{ type: 'send', text: 'Il vous attend à la caisse, au nom de « Moreau ».', replyTo: 4001 }],
  },
  {
    name: 'german: „“ quoting the colleague',
    others: GERMAN,
    answer: lines(
      '# «send»',
      'Ja, Samstag 10 bis 14 Uhr. Und sorry für das „passt schon“ – das Buch kommt Freitag, versprochen.',
    ),
    expect: [
      sent(
        'Ja, Samstag 10 bis 14 Uhr. Und sorry für das „passt schon“ – das Buch kommt Freitag, versprochen.',
      ),
    ],
  },
  {
    name: 'german: »« as the book trade quotes titles',
    others: GERMAN,
    answer: lines('# «send»', 'Gern! »Die Mittagsfrau« liegt schon für Sie zurück.'),
    expect: [sent('Gern! »Die Mittagsfrau« liegt schon für Sie zurück.')],
  },
  {
    name: 'ukrainian: guillemets inside, and a wait before the second message',
    others: UKRAINIAN,
    answer: lines(
      '# «send»',
      'Так, з 10 до 14 😊',
      '',
      '# «wait»',
      'delay: 40 s',
      '',
      '# «send»',
      'А «все ок» від Оксани означає «нічого не ок», ти ж знаєш',
    ),
    expect: [
      sent('Так, з 10 до 14 😊'),
      { type: 'wait', delay: 40 },
      sent('А «все ок» від Оксани означає «нічого не ок», ти ж знаєш'),
    ],
  },
];
