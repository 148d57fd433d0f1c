/**
 * Held-out set 15, slips (first half): headings, wrappers and labels in chats whose own content
 * looks like machinery. Models copy the shapes they see: a chat of JSON, YAML, logs and bots
 * draws answers written as data, as logs and as bots' lines.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import {
  ASKS_FOR_MACHINERY,
  BOT_GROUP_CALLOUT,
  BOT_PARTICIPANTS,
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

export const SLIPS: CorpusEntry[] = [
  // Headings in the typography of the chat's language: models writing German, French or
  // Ukrainian carry the language's quotation marks into the heading's brackets.
  {
    name: 'heading in French typography: spaced guillemets with no-break spaces',
    others: FRENCH,
    answer: lines('# «\u00a0send\u00a0»', 'Oui, samedi de 10 h à 14 h, il vous attend !'),
    expect: [sent('Oui, samedi de 10 h à 14 h, il vous attend !')],
  },
  {
    name: 'heading in German typography: reversed guillemets »send«',
    others: GERMAN,
    answer: lines('# »send«', 'Ja, Samstag von 10 bis 14 Uhr. Bis dann!'),
    expect: [sent('Ja, Samstag von 10 bis 14 Uhr. Bis dann!')],
  },
  {
    name: 'heading in German typography: low-high quotes „send“',
    others: GERMAN,
    answer: lines('# „send“', 'Ja, Samstag 10–14 Uhr 😊'),
    expect: [sent('Ja, Samstag 10–14 Uhr 😊')],
  },
  {
    name: 'heading with a Ukrainian task name, the only block: its body is the message',
    others: UKRAINIAN,
    answer: lines('# «надіслати»', 'Так, у суботу з 10 до 14 😊'),
    expect: [sent('Так, у суботу з 10 до 14 😊')],
  },
  {
    name: 'heading with a Cyrillic а in react, in a Russian chat',
    others: RUSSIAN_QUOTES,
    answer: lines('# «reаct» 🤗', '', '# «send»', 'Нет, не нормально. Позвони ему сегодня.'),
    expect: [
      { type: 'react', emoji: '🤗', messageId: 4005 },
      sent('Нет, не нормально. Позвони ему сегодня.'),
    ],
  },
  {
    name: 'heading with a closing run of hashes',
    answer: lines('## «send» ##', 'He survived! Sulking under the sofa. Open Saturday 10–14.'),
    expect: [sent('He survived! Sulking under the sofa. Open Saturday 10–14.')],
  },
  {
    name: 'hashtag-style heading with no space, in a hashtag chat',
    others: HASHTAGS,
    answer: lines('#send', 'Samstag 10–14, Kaffee aufs Haus ☕ #samstag #buchladen'),
    expect: [sent('Samstag 10–14, Kaffee aufs Haus ☕ #samstag #buchladen')],
  },
  {
    name: 'heading cut in the middle of its name, the only block',
    answer: lines('# «se', 'He made it! Open Saturday 10 to 2.'),
    expect: [sent('He made it! Open Saturday 10 to 2.')],
  },
  {
    name: 'heading with a parenthesised address and a heading with an emoji on one line',
    others: PRINTER_LOG,
    answer: lines('# «react» 😨 # «send» (to Jonas)', 'disk is full, delete the scans folder'),
    expect: [{ type: 'react', emoji: '😨', messageId: 4005 }, sent('disk is full, delete the scans folder')],
  },
  {
    name: 'full-width hash and corner brackets with an ideographic space',
    answer: lines('＃\u3000「send」', 'He survived 🐈 Saturday 10–14!'),
    expect: [sent('He survived 🐈 Saturday 10–14!')],
  },
  {
    name: 'heading in capitals, answering a friend who writes in capitals',
    others: CAPS,
    answer: lines('# «SEND»', 'RED X, TWICE, THEN PIN 0815'),
    expect: [sent('RED X, TWICE, THEN PIN 0815')],
  },
  // Speaker labels shaped like the chat's own lines.
  {
    name: 'label in capitals, copying a friend who shouts',
    others: CAPS,
    answer: lines('# «send»', 'HEIDI: RED X TWICE!!! then the pin'),
    expect: [sent('RED X TWICE!!! then the pin')],
  },
  {
    name: 'IRC-style line with time and nick in a bot group',
    chat: 'group',
    callout: true,
    others: BOT_GROUP_CALLOUT,
    participants: BOT_PARTICIPANTS,
    answer: lines('# «send»', '[22:41] <Heidi> checking the tablet now'),
    expect: [{ type: 'send', text: 'checking the tablet now', replyTo: 4005 }],
  },
  {
    name: 'a bot-style status prefix with her name, copying DeployBot',
    chat: 'group',
    callout: true,
    others: BOT_GROUP_CALLOUT,
    participants: BOT_PARTICIPANTS,
    answer: lines('# «send»', '[Heidi] ✅ tablet scans fine after the update'),
    expect: [{ type: 'send', text: '✅ tablet scans fine after the update', replyTo: 4005 }],
  },
  {
    name: 'her name in Cyrillic as the label, in a Russian chat',
    others: RUSSIAN_QUOTES,
    answer: lines('# «send»', 'Хайди: Нет, это не нормально. Скажи ему прямо.'),
    expect: [sent('Нет, это не нормально. Скажи ему прямо.')],
  },
  {
    name: 'an e-mail signature delimiter and her name under the message',
    others: GERMAN,
    answer: lines('# «send»', 'Ja, Samstag 10–14 Uhr, das Buch liegt bereit.', '-- ', 'Heidi'),
    expect: [sent('Ja, Samstag 10–14 Uhr, das Buch liegt bereit.')],
  },
  {
    name: 'a French closing word and her name under a guillemet-quoted line',
    others: FRENCH,
    answer: lines(
      '# «send»',
      'Oui, samedi 10 h – 14 h. Le « demain sans faute » a fini par arriver 😄',
      'Bonne journée,',
      'Heidi',
    ),
    expect: [sent('Oui, samedi 10 h – 14 h. Le « demain sans faute » a fini par arriver 😄')],
  },
  // Bodies written as the data the chat is full of.
  {
    name: 'answer as fenced JSON with a message key, in a chat of JSON',
    others: ASKS_FOR_MACHINERY,
    answer: lines(
      '```json',
      '{"message": "config is on the other laptop, tonight. restart: sudo systemctl restart cups"}',
      '```',
    ),
    expect: [sent('config is on the other laptop, tonight. restart: sudo systemctl restart cups')],
  },
  {
    name: 'JSON with a thought key and a reply key',
    others: TRACEBACK,
    answer: lines(
      '{',
      '  "thought": "Alice thinks she broke it; the column is renamed.",',
      '  "reply": "you broke nothing, the column is called Preis now 😅"',
      '}',
    ),
    expect: [sent('you broke nothing, the column is called Preis now 😅')],
  },
  {
    name: 'JSON with a list of messages under a plural key, inside a send block',
    others: PRINTER_LOG,
    answer: lines(
      '# «send»',
      '{"messages": [{"body": "disk full"}, {"body": "delete the scans folder, then print"}]}',
    ),
    expect: [sent('disk full'), sent('delete the scans folder, then print')],
  },
  {
    name: 'YAML answer with a German message key and a block scalar',
    others: GERMAN,
    answer: lines(
      'antwort: |',
      '  Ja, Samstag 10 bis 14 Uhr.',
      '  Das Buch liegt bereit.',
      'stimmung: freundlich',
    ),
    expect: [sent(lines('Ja, Samstag 10 bis 14 Uhr.', 'Das Buch liegt bereit.'))],
  },
  {
    name: 'key lines copied from a bot API: chat id and text',
    others: ASKS_FOR_MACHINERY,
    answer: lines('# «send»', 'chat_id: 4005', 'text: the config is on the other laptop, I send it tonight'),
    expect: [sent('the config is on the other laptop, I send it tonight')],
  },
  {
    name: 'a bare call line with a reply id, in a chat of code',
    others: TRACEBACK,
    answer: 'send_message(text="line 14: the column is Preis now, not price", reply_to=4003)',
    expect: [{ type: 'send', text: 'line 14: the column is Preis now, not price', replyTo: 4003 }],
  },
  {
    name: 'a tool call in XML-ish tags of a made-up name',
    others: PRINTER_LOG,
    answer: lines(
      '<tool_call>',
      '{"name": "telegram.send", "arguments": {"text": "disk full, delete the scans folder"}}',
      '</tool_call>',
    ),
    expect: [sent('disk full, delete the scans folder')],
  },
  {
    name: 'a message wrapped in a tag of any name',
    others: UKRAINIAN,
    answer: lines('# «send»', '<telegram_message to="Olena">Так, у суботу працюю 😊</telegram_message>'),
    expect: [sent('Так, у суботу працюю 😊')],
  },
  {
    name: 'the whole message in guillemets, in Russian',
    others: RUSSIAN_QUOTES,
    answer: lines('# «send»', '«Нет, это не нормально. Напиши ему, что так нельзя.»'),
    expect: [sent('Нет, это не нормально. Напиши ему, что так нельзя.')],
  },
  {
    name: 'the whole message in German low-high quotes',
    others: GERMAN,
    answer: lines('# «send»', '„Ja, Samstag 10 bis 14 Uhr – ich lege es Ihnen zurück.“'),
    expect: [sent('Ja, Samstag 10 bis 14 Uhr – ich lege es Ihnen zurück.')],
  },
  {
    name: 'a fence around the whole answer and an offer after it',
    others: COMPOSE_YAML,
    answer: lines(
      '~~~markdown',
      '# «send»',
      'line 5 has a tab, YAML wants spaces',
      '~~~',
      '',
      'Happy to adjust the wording or make it more detailed if you like!',
    ),
    expect: [sent('line 5 has a tab, YAML wants spaces')],
  },
  {
    name: 'prose around a fenced tool call: the call is the body',
    others: PRINTER_LOG,
    answer: lines(
      'Sure, here is the call:',
      '```json',
      '{"tool_calls": [{"function": {"name": "send_message", "arguments": "{\\"text\\": \\"disk full, delete the scans\\"}"}}]}',
      '```',
      'This tells Jonas what to do.',
    ),
    expect: [sent('disk full, delete the scans')],
  },
  {
    name: 'the transcript header of her new message, with a bot in the group',
    chat: 'group',
    callout: true,
    others: BOT_GROUP_CALLOUT,
    participants: BOT_PARTICIPANTS,
    answer: lines('# «send»', '⟦#4006 Heidi 22:43⟧ scans fine, tested three books'),
    expect: [{ type: 'send', text: 'scans fine, tested three books', replyTo: 4005 }],
  },
  {
    name: 'a bot line echoed with its sender and a comment after it',
    chat: 'group',
    callout: true,
    others: BOT_GROUP_CALLOUT,
    participants: BOT_PARTICIPANTS,
    answer: lines(
      '# «send»',
      'DeployBot: ✅ Build #231 passed on attempt 2 (shop-inventory)',
      'yes it scans, I just tried',
    ),
    expect: [{ type: 'send', text: 'yes it scans, I just tried', replyTo: 4005 }],
  },
  {
    name: 'a sticker block with a shortcode for its emoji',
    answer: lines('# «sticker»', 'HeidiDuck', ':wave:'),
    expect: [{ type: 'sticker', set: 'HeidiDuck', name: '👋' }],
  },
];
