/**
 * Set 112, Оксана (Gemini 3 Pro), a Lviv programmer: her colleague Тарас and her team's group, in
 * Ukrainian. Half ordinary answers (code and logs she pastes after a line, a recall, silence by
 * a think), half one slip each.
 */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { lunch, taras, team } from './answers-112-cast.js';

const F = '```';

const RETRY = `${F}ts
async function withRetry<T>(fn: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= tries - 1) throw e;
      await new Promise((r) => setTimeout(r, 500 * 2 ** i));
    }
  }
}
${F}`;

const BACKOFF = `${F}ts
const delay = 500 * 2 ** attempt; // 0.5 s, 1 s, 2 s
${F}`;

const LOGS = `${F}
2025-05-14 10:42:01 ERROR checkout upstream timed out (30s) pool=payments
2025-05-14 10:42:03 ERROR checkout upstream timed out (30s) pool=payments
${F}`;

export const OKSANA_112: readonly CorpusEntry[] = [
  // Gemini 3 Pro: an ordinary code snippet pasted after a line introducing it, then a tip.
  {
    name: 'set112: Оксана pastes her retry helper after a line, then a tip',
    ...taras,
    answer: `# «send»
Ось, тримай, це з нашого api-client:
${RETRY}

# «send»
Головне — таймаут став на сам запит (AbortController), а не на весь retry`,
    expect: [
      { type: 'send', text: `Ось, тримай, це з нашого api-client:\n${RETRY}` },
      {
        type: 'send',
        text: 'Головне — таймаут став на сам запит (AbortController), а не на весь retry',
      },
    ],
  },
  // Gemini 3 Pro: its next step, in Ukrainian, as the last line of the second message.
  {
    name: 'set112: Оксана with her next step about Тарас under the tip',
    ...taras,
    answer: `# «send»
Ось, дивись, у нас так:
${RETRY}

# «send»
Таймаут став на сам запит через AbortController, а не на весь retry
Далі: дочекатися, чи в Тараса запрацює, і тоді запропонувати circuit breaker.`,
    expect: [
      { type: 'send', text: `Ось, дивись, у нас так:\n${RETRY}` },
      {
        type: 'send',
        text: 'Таймаут став на сам запит через AbortController, а не на весь retry',
      },
    ],
  },
  // Gemini 3 Pro: its reasoning in an English bracket wrapper, reading the persona as "she".
  {
    name: 'set112: Оксана under an [Internal: …] line in the team group',
    ...team,
    answer: `# «send»
[Internal: she owns the module, so she should take it and give an ETA]
Дивлюсь, дайте 10 хв. Схоже на таймаут до платіжки, як минулого разу`,
    expect: [
      {
        type: 'send',
        text: 'Дивлюсь, дайте 10 хв. Схоже на таймаут до платіжки, як минулого разу',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: an ordinary reaction, then a message saying who does what.
  {
    name: 'set112: Оксана eyes the 502 and hands out who does what',
    ...team,
    answer: `# «react» 4003
👀

# «send»
Беру логи на себе. Андрію, ти тоді на чергуванні після 15:00? Марто, відкотиш фіче-флаг оплати, якщо за пів години не знайду?`,
    expect: [
      { type: 'react', emoji: '👀', messageId: 4003 },
      {
        type: 'send',
        text: 'Беру логи на себе. Андрію, ти тоді на чергуванні після 15:00? Марто, відкотиш фіче-флаг оплати, якщо за пів години не знайду?',
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: a stage direction in stars as the whole answer, in a group that did not ask her.
  {
    name: 'set112: Оксана laughs quietly in stars at the lunch talk',
    ...lunch,
    answer: `# «send»
*тихо сміється і повертається до коду*`,
    expect: [],
    silence: '',
  },
  // Gemini 3 Pro: an ordinary short message joining a group talk nobody asked her into.
  {
    name: 'set112: Оксана asks for dumplings too',
    ...lunch,
    answer: `# «send»
Мені теж вареники, з картоплею 🙏`,
    expect: [{ type: 'send', text: 'Мені теж вареники, з картоплею 🙏', replyTo: 4005 }],
  },
  // Gemini 3 Pro: a near-miss heading in ASCII angle brackets over a message with code.
  {
    name: 'set112: Оксана under a <<send>> heading',
    ...taras,
    answer: `# <<send>>
Ось шматок, дивись на backoff:
${BACKOFF}`,
    expect: [{ type: 'send', text: `Ось шматок, дивись на backoff:\n${BACKOFF}` }],
  },
  // Gemini 3 Pro: a signature with the persona's name as the message's last line.
  {
    name: 'set112: Оксана signs her log finding',
    ...team,
    answer: `# «send»
Знайшла: пул з'єднань до бази забитий, перезапустила воркери. 502 мають зникнути
— Оксана`,
    expect: [
      {
        type: 'send',
        text: "Знайшла: пул з'єднань до бази забитий, перезапустила воркери. 502 мають зникнути",
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: an ordinary message, then a recall of an older link.
  {
    name: 'set112: Оксана says she is looking, then recalls the PR',
    ...taras,
    answer: `# «send»
Зараз, у мене десь був лінк на PR з цим

# «recall»
retry PR api-client`,
    expect: [{ type: 'send', text: 'Зараз, у мене десь був лінк на PR з цим' }],
  },
  // Gemini 3 Pro: its reading of a member by pronoun, in English, as the first message's last line.
  {
    name: 'set112: Оксана with an English line on how stressed he sounds',
    ...team,
    answer: `# «send»
Так, гляну
He sounds stressed about prod, so give him a concrete ETA next.

# «send»
Дайте 15 хв, відпишу сюди`,
    expect: [
      { type: 'send', text: 'Так, гляну', replyTo: 4005 },
      { type: 'send', text: 'Дайте 15 хв, відпишу сюди' },
    ],
  },
  // Gemini 3 Pro: ordinary log lines pasted in a code block after a line introducing them.
  {
    name: 'set112: Оксана pastes two log lines for the team',
    ...team,
    answer: `# «send»
Ось що в логах, дивіться:
${LOGS}
Платіжка не відповідає, пишу їм у підтримку`,
    expect: [
      {
        type: 'send',
        text: `Ось що в логах, дивіться:\n${LOGS}\nПлатіжка не відповідає, пишу їм у підтримку`,
        replyTo: 4005,
      },
    ],
  },
  // Gemini 3 Pro: an ordinary silence, a think saying why, in a group that did not ask her.
  {
    name: 'set112: Оксана stays out of the lunch order with a think',
    ...lunch,
    answer: `# «think»
Це Андрій просить Марту, мене не питали. Мовчу.`,
    expect: [],
    silence: '',
  },
];
