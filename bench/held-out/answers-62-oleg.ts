/** Set 62: Oleg's code snippets and explanations in a Russian backend group, slips inside. */
import type { CorpusEntry } from '../../tests/tasks/corpus/evaluate.js';
import { L, oleg, send } from './answers-62-cast.js';

const code = L(
  'Держи, это из нашего воркера:',
  '',
  '```python',
  'import random, time',
  '',
  '# send with retries: 0.5s, 1s, 2s, 4s ... plus jitter',
  'def with_backoff(fn, attempts=5, base=0.5):',
  '    for n in range(attempts):',
  '        try:',
  '            return fn()',
  '        except TransientError:',
  '            # think twice before retrying non-idempotent calls!',
  '            time.sleep(base * 2 ** n + random.random() / 10)',
  '    raise RuntimeError("gave up")',
  '```',
);
const explain = L(
  'Главное:',
  '1. ретраим **только** временные ошибки, а не всё подряд',
  '2. jitter обязателен, иначе все воркеры долбят базу одновременно',
  '3. лимит попыток, иначе получишь ровно то, что у Димы — вечный цикл',
);
const config = L(
  'И конфиг, если через tenacity:',
  '',
  '```yaml',
  'retry:',
  '  max_attempts: 5',
  '  wait_exponential: {multiplier: 0.5, max: 8}',
  '  retry_on: [TimeoutError, ConnectionError]',
  '```',
);

export const OLEG: readonly CorpusEntry[] = [
  oleg({
    name: 'set62 oleg: a Python snippet with comments that look like headings',
    answer: L('# «send»', code),
    expect: [send(code, 4005)],
  }),
  oleg({
    name: 'set62 oleg: snippet, numbered explanation, config in YAML',
    answer: L('# «send»', code, '', '# «send»', explain, '', '# «send»', config),
    expect: [send(code, 4005), send(explain), send(config)],
  }),
  // Gemini 2.5 Flash: a Russian reasoning label between the code and the explanation.
  oleg({
    name: 'set62 oleg: a Russian reasoning paragraph between code and explanation',
    answer: L(
      '# «send»',
      code,
      '',
      'Размышление: Дима спрашивал про зацикливание, значит надо подчеркнуть лимит попыток.',
      '',
      explain,
    ),
    expect: [send(L(code, '', explain), 4005)],
  }),
  // DeepSeek R1 behind the endpoint: a reasoning block in tags between two messages.
  oleg({
    name: 'set62 oleg: a thinking tag block between the snippet and the config',
    answer: L(
      '# «send»',
      code,
      '',
      '<thinking>',
      'The user Дима also had infinite retries. I should add a config example with max_attempts.',
      '</thinking>',
      '',
      '# «send»',
      config,
    ),
    expect: [send(code, 4005), send(config)],
  }),
  // Gemini 2.5 Flash: an explanation of the answer after a rule between two messages.
  oleg({
    name: 'set62 oleg: an explanation label after a rule, then another message',
    answer: L(
      '# «send»',
      code,
      '',
      '---',
      '**Почему так:** ответ короткий и по делу, в стиле Олега, с примером кода.',
      '',
      '# «send» 4001',
      explain,
    ),
    expect: [send(code, 4005), send(explain, 4001)],
  }),
  oleg({
    name: 'set62 oleg: a reply to Dima with a stack trace quoted and a fix',
    answer: L(
      '# «send» 4001',
      'Дима, смотри, у тебя вот это в логе:',
      '',
      '```',
      'Traceback (most recent call last):',
      '  File "worker.py", line 42, in run',
      '    return retry(fn)',
      'RecursionError: maximum recursion depth exceeded',
      '```',
      '',
      'То есть retry вызывает сам себя без выхода. Поставь счётчик попыток и всё.',
    ),
    expect: [
      send(
        L(
          'Дима, смотри, у тебя вот это в логе:',
          '',
          '```',
          'Traceback (most recent call last):',
          '  File "worker.py", line 42, in run',
          '    return retry(fn)',
          'RecursionError: maximum recursion depth exceeded',
          '```',
          '',
          'То есть retry вызывает сам себя без выхода. Поставь счётчик попыток и всё.',
        ),
        4001,
      ),
    ],
  }),
  // Gemini 2.5 Flash: a made-up answer by the one who asked, then the persona goes on.
  oleg({
    name: 'set62 oleg: a member reply made up between snippet and explanation',
    answer: L('# «send»', code, '', 'Дима: о, спасибо, сейчас попробую', '', '# «send»', explain),
    expect: [send(code, 4005), send(explain)],
  }),
  oleg({
    name: 'set62 oleg: a comparison table a developer types',
    answer: L(
      '# «send»',
      'Сравнил на прошлой неделе, вот цифры:',
      '',
      '| стратегия | p99, мс | нагрузка на БД |',
      '|---|---|---|',
      '| без ретраев | 120 | 1x |',
      '| фикс. пауза 1с | 900 | 3x |',
      '| backoff + jitter | 450 | 1.4x |',
      '',
      'Вывод очевиден 🙂',
    ),
    expect: [
      send(
        L(
          'Сравнил на прошлой неделе, вот цифры:',
          '',
          '| стратегия | p99, мс | нагрузка на БД |',
          '|---|---|---|',
          '| без ретраев | 120 | 1x |',
          '| фикс. пауза 1с | 900 | 3x |',
          '| backoff + jitter | 450 | 1.4x |',
          '',
          'Вывод очевиден 🙂',
        ),
        4005,
      ),
    ],
  }),
  // Gemini 2.5 Flash: a note about what the model cannot do, between two messages.
  oleg({
    name: 'set62 oleg: a note on what it cannot attach between two messages',
    answer: L(
      '# «send»',
      code,
      '',
      "(I'd attach the full worker.py file here, but I can only send text in this chat.)",
      '',
      '# «send»',
      explain,
    ),
    expect: [send(code, 4005), send(explain)],
  }),
  oleg({
    name: 'set62 oleg: a shell snippet with comments and a thumbs-up',
    answer: L(
      '# «react» 4003',
      '👍',
      '# «send»',
      'Чтобы поставить:',
      '',
      '```bash',
      '# в venv проекта',
      'pip install tenacity==8.2.3',
      '# проверить',
      'python -c "import tenacity; print(tenacity.__version__)"',
      '```',
    ),
    expect: [
      { type: 'react', emoji: '👍', messageId: 4003 },
      send(
        L(
          'Чтобы поставить:',
          '',
          '```bash',
          '# в venv проекта',
          'pip install tenacity==8.2.3',
          '# проверить',
          'python -c "import tenacity; print(tenacity.__version__)"',
          '```',
        ),
        4005,
      ),
    ],
  }),
  // Gemini 2.5 Flash: "the user" analysis paragraph buried between two real paragraphs.
  oleg({
    name: 'set62 oleg: an analysis of the user between two paragraphs of one message',
    answer: L(
      '# «send»',
      explain,
      '',
      'Пользователь спрашивает про пример с backoff, поэтому нужно дать рабочий код и объяснить jitter.',
      '',
      config,
    ),
    expect: [send(L(explain, '', config), 4005)],
  }),
];
