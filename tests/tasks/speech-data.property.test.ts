import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../property.js';
import { type Expected, judge, SHOWN_IDS } from './corpus/evaluate.js';

/*
 * Messages a model writes as data rather than text: YAML, an XML element with attributes, any
 * vendor's tool call, and a data body cut by the output limit. Invariant: each message the data
 * carries for the chat is sent, in order, and nothing else of it; a call that does not send is
 * never sent; the item an answer was cut off in is held back as `truncated`. Each family has a
 * twin a person types with the same surface, sent as written. The words, names and shapes here
 * are the test's own.
 */
const seed = seedFrom('SPEECH_DATA_SEED', 20261129);
const runs = { numRuns: 150, seed };

const MESSAGES = [
  'The parcel came this morning, thank you so much!',
  'Ja, wir treffen uns um sieben am Brunnen.',
  'Не забудь зонтик, завтра дождь 🌧',
  'On se voit au marché dimanche ?',
  'お疲れさま！また明日ね。',
  'Two things:\n1. the tickets are booked\n2. the train leaves at nine',
];
const message = fc.constantFrom(...MESSAGES);
const messages = fc.uniqueArray(message, { minLength: 1, maxLength: 3 });
const shownId = fc.constantFrom(...SHOWN_IDS);

function sent(answer: string, options: { truncated?: boolean } = {}) {
  const verdict = judge({ name: 'generated', answer, expect: [], ...options });
  expect(verdict.leaked, answer).toEqual([]);
  return verdict;
}

function sends(texts: readonly string[], replyTo?: number): Expected[] {
  return texts.map((text, i) =>
    i === 0 && replyTo !== undefined ? { type: 'send', text, replyTo } : { type: 'send', text },
  );
}

function plannedSends(verdict: ReturnType<typeof judge>): Expected[] {
  return verdict.tasks.flatMap((task) =>
    task.type !== 'send'
      ? []
      : [
          task.params.replyTo === undefined
            ? { type: 'send', text: task.params.text }
            : { type: 'send', text: task.params.text, replyTo: task.params.replyTo },
        ],
  );
}

/** A YAML scalar of the text: double-quoted (JSON's escapes are YAML's), or a block scalar. */
function yamlScalar(text: string, indent: string, block: boolean): string {
  if (!block) return JSON.stringify(text);
  return `|\n${text
    .split('\n')
    .map((line) => `${indent}  ${line}`)
    .join('\n')}`;
}

const YAML_KEYS = ['send', 'text', 'message', 'reply', 'nachricht'];

describe('a body written as data', () => {
  it('YAML: each message of a `- key: …` list, a mapping or a list under a message key is sent, in order', () => {
    fc.assert(
      fc.property(
        messages,
        fc.constantFrom(...YAML_KEYS),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.option(shownId, { nil: undefined }),
        fc.boolean(),
        fc.option(fc.constantFrom('- react: "👍"', '- wait: 3', '- type: react\n  emoji: "🎉"'), {
          nil: undefined,
        }),
        (texts, key, form, block, replyTo, heading, task) => {
          const reply = replyTo === undefined ? '' : `\nreply_to: ${replyTo}`;
          const one = texts.slice(0, 1);
          // Another task among the sends carries no message.
          const listed = texts.map((t) => `- ${key}: ${yamlScalar(t, '  ', block)}`);
          if (task !== undefined) listed.splice(1, 0, task);
          const [yaml, meant, id] = [
            [listed.join('\n'), texts, undefined],
            [
              texts.map((t) => `- type: send\n  ${key}: ${yamlScalar(t, '  ', block)}`).join('\n'),
              texts,
              undefined,
            ],
            [`${key}: ${yamlScalar(texts[0] ?? '', '', block)}${reply}\nmood: cheerful`, one, replyTo],
            [
              `messages:\n${texts.map((t) => `  - ${yamlScalar(t, '    ', block)}`).join('\n')}`,
              texts,
              undefined,
            ],
          ][form] as [string, string[], number | undefined];
          const answer = heading ? `# «send»\n${yaml}` : yaml;
          expect(plannedSends(sent(answer)), answer).toEqual(sends(meant, id));
        },
      ),
      runs,
    );
  });

  it('twin: a list of facts a person types with colon-led lines is sent whole', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('Time', 'Place', 'Bring', 'Price', 'Wann', 'Wo'), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom('10–14', 'the old bakery', 'snacks and a blanket', '12 €', '7 Uhr'),
        fc.constantFrom('', '- ', '* '),
        fc.constantFrom('', 'Saturday:\n', 'Plan for the weekend:\n', 'text me when you leave\n'),
        (labels, value, marker, opening) => {
          const text = `${opening}${labels.map((label) => `${marker}${label}: ${value}`).join('\n')}`;
          expect(plannedSends(sent(text)), text).toEqual(sends([text]));
        },
      ),
      runs,
    );
  });

  it('an XML element with attributes around the message: the attributes never reach the chat, an id is the reply target', () => {
    fc.assert(
      fc.property(
        message,
        fc.constantFrom('message', 'reply', 'send', 'msg'),
        fc.uniqueArray(
          fc.constantFrom('to="Mara"', 'from="Ilse"', "lang='de'", 'tone="warm"', 'channel=dm'),
          {
            maxLength: 2,
          },
        ),
        fc.option(fc.tuple(fc.constantFrom('id', 'reply_to', 'message_id', 'to'), shownId), {
          nil: undefined,
        }),
        fc.boolean(),
        fc.constantFrom('', 'response', 'output', 'answer'),
        (text, element, attributes, id, multiline, outer) => {
          const all = [...attributes, ...(id === undefined ? [] : [`${id[0]}="${id[1]}"`])];
          const open = `<${element} ${all.join(' ')}>`.replace(' >', '>');
          const inner = multiline ? `${open}\n${text}\n</${element}>` : `${open}${text}</${element}>`;
          // Nested in another element, on the same lines (`<response><message to="…">…</message></response>`).
          const answer = outer === '' ? inner : `<${outer}>${inner}</${outer}>`;
          // A one-line element holds one line; a list message is written across lines.
          fc.pre(multiline || !text.includes('\n'));
          expect(plannedSends(sent(answer)), answer).toEqual(sends([text], id?.[1]));
        },
      ),
      runs,
    );
  });

  it('twin: a tag named in the middle of a sentence is sent as written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('message to="Mara"', 'reply id="3995"', 'a href="https://example.org"'),
        fc.constantFrom('is the template right: ', 'I typed ', 'why does the page show '),
        (tag, lead) => {
          const text = `${lead}<${tag}> there?`;
          expect(plannedSends(sent(text)), text).toEqual(sends([text]));
        },
      ),
      runs,
    );
  });
});

/** A call's arguments: the message under a message key, and the fields around it. */
const argumentsOf = (text: string, key: string) => ({ chat_id: 4005, [key]: text, silent: false });

/** How each vendor writes calls (name, arguments); every shape holds a list of them. */
const VENDORS: readonly ((calls: readonly [string, Record<string, unknown>][], prose: string) => string)[] = [
  // OpenAI: arguments as a JSON string, with or without the message around them
  (calls) =>
    JSON.stringify({
      role: 'assistant',
      content: null,
      tool_calls: calls.map(([name, args], i) => ({
        id: `call_${i}`,
        type: 'function',
        function: { name, arguments: JSON.stringify(args) },
      })),
    }),
  (calls) =>
    JSON.stringify(
      calls.map(([name, args]) => ({
        type: 'function',
        function: { name, arguments: JSON.stringify(args) },
      })),
    ),
  // Anthropic: tool_use objects, alone or in a content list after the model's own text
  (calls) =>
    calls
      .map(([name, input], i) => JSON.stringify({ type: 'tool_use', id: `toolu_${i}`, name, input }))
      .join('\n'),
  (calls, prose) =>
    JSON.stringify({
      content: [
        { type: 'text', text: prose },
        ...calls.map(([name, input]) => ({ type: 'tool_use', name, input })),
      ],
    }),
  // Llama
  (calls) => calls.map(([name, args]) => `<function=${name}>${JSON.stringify(args)}</function>`).join(''),
  // Gemini: functionCall parts
  (calls) => JSON.stringify({ parts: calls.map(([name, args]) => ({ functionCall: { name, args } })) }),
  // Mistral
  (calls) => `[TOOL_CALLS]${JSON.stringify(calls.map(([name, args]) => ({ name, arguments: args })))}`,
  // As code: Gemini's tool_code, Llama's python tag
  (calls) =>
    `tool_code\n${calls.map(([name, args]) => `print(default_api.${name}(${keywords(args)}))`).join('\n')}`,
  (calls) => `<|python_tag|>${calls.map(([name, args]) => `${name}(${keywords(args)})`).join('; ')}`,
  // A name and its JSON arguments between a vendor's marks: Mistral's newer form, Qwen's, a call in code
  (calls) => calls.map(([name, args]) => `[TOOL_CALLS]${name}[ARGS]${JSON.stringify(args)}`).join('\n'),
  (calls) => calls.map(([name, args]) => `✿FUNCTION✿: ${name}\n✿ARGS✿: ${JSON.stringify(args)}`).join('\n'),
  (calls) => calls.map(([name, args]) => `functions.${name}(${JSON.stringify(args)})`).join('\n'),
];
/** Keyword arguments as code writes them. */
function keywords(args: Record<string, unknown>): string {
  return Object.entries(args)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(', ');
}
/** The vendors whose calls are JSON (the rest write code). */
const JSON_VENDORS = 7;

describe('tool calls of any vendor, read by one structure', () => {
  it('the message arguments of the calls that send are sent in order; other calls and the text around them never are', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sends: fc.boolean(),
            text: message,
            name: fc.constantFrom('send_message', 'reply', 'post_message', 'respond', 'say'),
            other: fc.constantFrom('get_weather', 'search_web', 'lookup_contact', 'create_event'),
            key: fc.constantFrom('text', 'message', 'content'),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: VENDORS.length - 1 }),
        fc.boolean(),
        (calls, vendor, presented) => {
          // An other call carries prose too: it is never a message.
          const written = calls.map(({ sends, text, name, other, key }): [string, Record<string, unknown>] =>
            sends ? [name, argumentsOf(text, key)] : [other, { query: `${text} (looked up)` }],
          );
          const data = VENDORS[vendor]?.(written, 'I will send the message now.') ?? '';
          // JSON shown in a fence among the model's prose to its reader.
          const answer = presented
            ? `Here's the call:\n\`\`\`${vendor < JSON_VENDORS ? 'json' : ''}\n${data}\n\`\`\`\nDone!`
            : data;
          const meant = [...new Set(calls.filter((c) => c.sends).map((c) => c.text))];
          expect(plannedSends(sent(answer)), answer).toEqual(sends(meant));
        },
      ),
      runs,
    );
  });

  it('twin: a person writing about a call, or a call in code they paste, is sent as written', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('send_message', 'get_weather'),
        fc.constantFrom(
          (name: string) => `the bot calls ${name} twice, no idea why`,
          (name: string) => `is it ${name}(text) or ${name}(message)?`,
          (name: string) => `"name": "${name}" is what the log says`,
          (name: string) =>
            `the log says:\n\`\`\`json\n{"tool": "${name}", "status": "failed", "count": 3}\n\`\`\``,
        ),
        (name, write) => {
          const text = write(name);
          expect(plannedSends(sent(text)), text).toEqual(sends([text]));
        },
      ),
      runs,
    );
  });
});

/** Data bodies listing messages, each item's text at a known place so a cut can fall in one. */
const LISTS: readonly ((texts: readonly string[]) => string[])[] = [
  (texts) => texts.map((text) => JSON.stringify({ type: 'send', text })),
  (texts) => texts.map((text) => JSON.stringify(text)),
  (texts) => texts.map((text) => JSON.stringify({ text, mood: 'glad' })),
  // a list inside an item: a cut in it is still a cut in the item
  (texts) => texts.map((text) => JSON.stringify({ text, tags: ['late', 'fyi'] })),
];
const OPENINGS = [
  (items: string) => `[${items}]`,
  (items: string) => `{"messages": [${items}]}`,
  (items: string) => `# «send»\n{"nachrichten": [${items}]}`,
];

describe('a data body cut by the output limit', () => {
  it('the complete items before the cut are sent; the one it was cut in is held back as truncated', () => {
    fc.assert(
      fc.property(
        messages,
        fc.integer({ min: 0, max: LISTS.length - 1 }),
        fc.integer({ min: 0, max: OPENINGS.length - 1 }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.boolean(),
        (texts, list, opening, where, limit) => {
          const items = LISTS[list]?.(texts) ?? [];
          // The typed task list is a whole answer's form, not a body under a message key.
          fc.pre(list !== 0 || opening === 0);
          const whole = (OPENINGS[opening] ?? OPENINGS[0])?.(items.join(', ')) ?? '';
          const last = items.at(-1) ?? '';
          const start = whole.lastIndexOf(last);
          const cutAt = start + 1 + Math.floor(where * (last.length - 2));
          const answer = whole.slice(0, cutAt);
          const verdict = sent(answer, { truncated: limit });
          const complete = texts.slice(0, -1);
          expect(
            plannedSends(verdict).map((s) => s.type === 'send' && s.text),
            answer,
          ).toEqual(complete);
          expect(
            verdict.withheld.map((w) => w.reason),
            answer,
          ).toContain('truncated');
        },
      ),
      runs,
    );
  });

  it('YAML has no closing mark: under the output limit its last item is the cut one, the items before it are sent', () => {
    fc.assert(
      fc.property(
        messages,
        fc.constantFrom('send', 'text', 'message'),
        fc.constantFrom<'quoted' | 'plain' | 'block'>('quoted', 'plain', 'block'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (texts, key, style, where) => {
          const scalar = (text: string) =>
            style === 'block' || text.includes('\n')
              ? yamlScalar(text, '  ', true)
              : style === 'quoted'
                ? JSON.stringify(text)
                : text;
          const items = texts.map((text) => `- ${key}: ${scalar(text)}`);
          const last = items.at(-1) ?? '';
          const head = `- ${key}: `.length;
          const answer = [
            ...items.slice(0, -1),
            last.slice(0, head + 1 + Math.floor(where * (last.length - head - 1))),
          ].join('\n');
          const verdict = sent(answer, { truncated: true });
          expect(plannedSends(verdict), answer).toEqual(sends(texts.slice(0, -1)));
          expect(
            verdict.withheld.map((w) => w.reason),
            answer,
          ).toContain('truncated');
        },
      ),
      runs,
    );
  });
});
