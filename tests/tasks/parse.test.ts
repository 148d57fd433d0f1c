import { describe, expect, it } from 'vitest';
import { readDelay } from '../../src/tasks/delay.js';
import { parseDelay, parseReply } from '../../src/tasks/parse.js';
import { type SpeechContext, speechBoundary } from '../../src/tasks/speech.js';

const DIRECT: SpeechContext = {
  persona: 'Heidi',
  chatKind: 'direct',
  actions: 'direct',
  callout: false,
  others: new Map(),
  stickers: [],
};
/** What of an answer reaches the chat: parsed, then through the speech boundary, as a turn does. */
const speak = (text: string) => speechBoundary(parseReply(text), DIRECT);
const steps = (text: string) => speak(text).steps;

describe('parseReply: task blocks', () => {
  it('parses every task type in order', () => {
    const reply = [
      '# «send»',
      "I'll reply shortly.",
      '# «wait»',
      'delay: 10',
      '# «sticker»',
      'WendyDancer',
      '👍',
      '# «shutdown»',
      'Because I was asked to stop.',
      '# «clear-conversation»',
      '# «react» 77',
      '🔥',
      '# «think»',
      'private',
      '# «block»',
      '# «unblock»',
    ].join('\n');
    expect(steps(reply)).toEqual([
      { type: 'send', params: { text: "I'll reply shortly." } },
      { type: 'wait', params: { delay: 10 } },
      { type: 'sticker', params: { set: 'WendyDancer', name: '👍' } },
      { type: 'shutdown', params: { reason: 'Because I was asked to stop.' } },
      { type: 'clear-conversation', params: {} },
      { type: 'react', params: { emoji: '🔥', messageId: 77 } },
      { type: 'think', params: { text: 'private' } },
      { type: 'block', params: {} },
      { type: 'unblock', params: {} },
    ]);
  });

  it('parses a lone clear-conversation block with no parameters', () => {
    expect(steps('# «clear-conversation»')).toEqual([{ type: 'clear-conversation', params: {} }]);
  });

  it('reads the reply id after the heading as a number', () => {
    const parsed = steps('# «send» 12345\nThis is a reply.\n# «sticker» 54321\nWendyDancer\n👍');
    expect(parsed).toEqual([
      { type: 'send', params: { text: 'This is a reply.', replyTo: 12345 } },
      { type: 'sticker', params: { set: 'WendyDancer', name: '👍', replyTo: 54321 } },
    ]);
  });
});

describe('parseReply: stickers', () => {
  it('takes set and name from two lines, without a reply id', () => {
    expect(steps('# «sticker»\n\nWendyDancer\n😀\n')).toEqual([
      { type: 'sticker', params: { set: 'WendyDancer', name: '😀' } },
    ]);
  });

  it('keeps the reply id of a sticker', () => {
    expect(steps('# «sticker» 1234\n\nWendyDancer\n😘\n')).toEqual([
      { type: 'sticker', params: { set: 'WendyDancer', name: '😘', replyTo: 1234 } },
    ]);
  });

  it('ignores lines after the second and keeps every block', () => {
    const parsed = steps(
      '# «sticker»\n\nWendyDancer\n😀\n\nSome narrative text.\n\n# «sticker» 42\n\nWendyDancer\n😘\n',
    );
    expect(parsed).toEqual([
      { type: 'sticker', params: { set: 'WendyDancer', name: '😀' } },
      { type: 'sticker', params: { set: 'WendyDancer', name: '😘', replyTo: 42 } },
    ]);
  });

  it('accepts a one-line "set :: name" body', () => {
    expect(steps('# «sticker»\nWendyDancer :: 😀')).toEqual([
      { type: 'sticker', params: { set: 'WendyDancer', name: '😀' } },
    ]);
  });
});

describe('parseReply: edge cases (the original’s, with our fixes)', () => {
  it.each([
    ['```markdown\n# «send»\n\nHi\n```', 'Hi'],
    ['```markdown\n# «send»\n\nHi\n```\n', 'Hi'],
    // Unlike the original, a bare fence and leading whitespace do not turn headings into text.
    ['```\n# «send»\n\nHi\n```', 'Hi'],
    ['\n# «send»\n\nHi', 'Hi'],
    ['Hello there', 'Hello there'],
    ['You: «Hello»', 'Hello'],
    ['# «send» 0\n\nzero', 'zero'],
    ['# «send»\n```markdown\nHi\n```', 'Hi'],
  ])('%j sends %j', (input, expected) => {
    const parsed = steps(input);
    expect(parsed).toEqual([{ type: 'send', params: { text: expected } }]);
  });

  it('gives a reason when a non-empty reply comes to nothing (found by the fuzz test)', () => {
    expect(parseReply('```\n```').issues.map((i) => i.reason)).toEqual(['the reply was an empty code block']);
    expect(speak('«\n   \n»')).toMatchObject({ steps: [], withheld: [{ reason: 'wrapper' }] });
  });

  it('drops text before the first block and says so', () => {
    const result = speak('# Title\n\npreamble\n# «send»\nHi');
    expect(result.steps).toEqual([{ type: 'send', params: { text: 'Hi' } }]);
    expect(result.withheld).toEqual([{ reason: 'outside-blocks', text: '# Title\n\npreamble' }]);
  });

  it('reads the type case-insensitively; text after the id is the first paragraph of the body', () => {
    expect(steps('# «SEND» 12 extra\n\nX')).toEqual([
      { type: 'send', params: { text: 'extra\n\nX', replyTo: 12 } },
    ]);
  });

  it('tolerates extra spaces in the heading', () => {
    expect(steps('#  «send»\n\nX')).toEqual([{ type: 'send', params: { text: 'X' } }]);
  });

  it('reads a level-three heading as a task, never sending the heading', () => {
    expect(steps('### «send»\n\nX')).toEqual([{ type: 'send', params: { text: 'X' } }]);
  });

  it('drops only the malformed wait and keeps the other blocks, not dropping the reply', () => {
    const result = parseReply('# «send»\nOne\n# «wait»\n\nsoon\n# «send»\nTwo');
    expect(result.steps).toEqual([
      { type: 'send', params: { text: 'One' } },
      { type: 'send', params: { text: 'Two' } },
    ]);
    expect(result.issues.map((i) => [i.block, i.reason])).toEqual([
      [2, 'wait block needs "delay: <number> [unit]"'],
    ]);
  });

  it('drops only an unknown task type, not the whole reply', () => {
    const result = speak('# «dance»\n\nx\n# «send»\nkept');
    expect(result.steps).toEqual([{ type: 'send', params: { text: 'kept' } }]);
    expect(result.withheld).toEqual([{ reason: 'unknown-block', text: '# «dance»\nx', block: 1 }]);
  });

  it('reads the names models use for our tasks', () => {
    expect(steps('# «reply» 7\nx\n# «message»\ny\n# «reaction»\n👍').map((s) => s.type)).toEqual([
      'send',
      'send',
      'react',
    ]);
  });

  it('drops a one-line sticker that is no emoji with a logged reason', () => {
    const result = parseReply('# «sticker»\n\nHeidiDuck');
    expect(result.steps).toEqual([]);
    expect(result.issues.map((i) => i.reason)).toEqual([
      'sticker block needs a set and a name',
      'the reply had task blocks but none was usable',
    ]);
  });

  it('leaves the set of a sticker named by its emoji alone to the offered stickers', () => {
    const offered = [
      { set: 'Cats', name: '😺' },
      { set: 'HeidiDuck', name: '😀' },
    ];
    const boundary = (answer: string, stickers: typeof offered) =>
      speechBoundary(parseReply(answer), { ...DIRECT, stickers }).steps;
    expect(boundary('# «sticker»\n\n😀', offered)).toEqual([
      { type: 'sticker', params: { set: 'HeidiDuck', name: '😀' } },
    ]);
    expect(boundary('# «sticker» 4003\n🙈', offered)).toEqual([
      { type: 'sticker', params: { set: 'Cats', name: '🙈', replyTo: 4003 } },
    ]);
    expect(boundary('# «sticker»\n😀', [])).toEqual([{ type: 'send', params: { text: '😀' } }]);
  });

  it('reports an empty send instead of sending nothing silently', () => {
    const result = parseReply('# «send»');
    expect(result.steps).toEqual([]);
    expect(result.issues[0]?.reason).toBe('empty send block');
  });

  it('parses a shutdown without a reason', () => {
    expect(steps('# «shutdown»')).toEqual([{ type: 'shutdown', params: {} }]);
  });

  it('keeps the unblock of a block / wait / unblock sequence (a heading with guillemets)', () => {
    const parsed = steps('# «send»\nBye.\n\n# «block»\n\n# «wait»\ndelay: 3600\n\n# «unblock»\n');
    expect(parsed.map((s) => s.type)).toEqual(['send', 'block', 'wait', 'unblock']);
  });

  it('treats an empty or whitespace reply as silence', () => {
    expect(speak('  \n\n ')).toEqual({ steps: [], withheld: [], silence: 'the answer was empty' });
  });

  it('removes our ⟦…⟧ markers from a message and notes it', () => {
    const result = speak('⟦#12 from Heidi⟧ Hello!');
    expect(result.steps).toEqual([{ type: 'send', params: { text: 'Hello!' } }]);
    expect(result.withheld).toEqual([{ reason: 'wrapper', text: '⟦#12 from Heidi⟧' }]);
  });

  it('keeps markdown headings inside a send body', () => {
    expect(steps('# «send»\n# Not a task\nbody')).toEqual([
      { type: 'send', params: { text: '# Not a task\nbody' } },
    ]);
  });

  it('normalises a spaced type name', () => {
    expect(steps('# « Clear Conversation »')).toEqual([{ type: 'clear-conversation', params: {} }]);
  });
});

describe('parseDelay', () => {
  it.each([
    ['delay: 10 seconds', 10],
    ['delay: 10', 10],
    ['Delay: 10', 10],
    ['delay = 2 min', 120],
    ['delay: 1.5h', 5400],
    ['30', 30],
  ])('%j is %d seconds', (body, seconds) => {
    expect(parseDelay(body)).toBe(seconds);
  });

  it.each([
    ['500ms', 0.5],
    ['45 s', 45],
    ['5 min', 300],
    ['delay: 5 minutes', 300],
    ['2 hours', 7200],
    ['1d', 86_400],
    ['3 days', 259_200],
    ['10 Seconds.', 10],
  ])('with a unit: %j is %d seconds', (body, seconds) => {
    expect(parseDelay(body)).toBe(seconds);
  });

  it('returns undefined without a number', () => {
    expect(parseDelay('a while')).toBeUndefined();
  });

  it('never guesses a unit it does not know', () => {
    expect(readDelay('delay: 5 moons')).toEqual({ error: 'unknown delay unit "moons"' });
    expect(readDelay('1:30')).toMatchObject({ error: expect.stringContaining('unknown delay unit') });
  });
});

describe('parseReply: memory blocks', () => {
  it('reads notes, memories and people, with ids only from the heading line', () => {
    const reply = [
      '# «note»',
      '3 cats live with Alice (user 7).',
      '# «note» n2',
      'Alice moved to Hamburg.',
      '# «remember» M4',
      '',
      '# «person» 7',
      'Alice: allergic to cats.',
      '# «send»',
      'Noted!',
    ].join('\n');
    expect(steps(reply)).toEqual([
      { type: 'note', params: { text: '3 cats live with Alice (user 7).' } },
      { type: 'note', params: { id: 'n2', text: 'Alice moved to Hamburg.' } },
      { type: 'remember', params: { id: 'm4', text: '' } },
      { type: 'person', params: { user: '7', text: 'Alice: allergic to cats.' } },
      { type: 'send', params: { text: 'Noted!' } },
    ]);
  });

  it('reads shared and pinned after the id, in either order; a note is never shared', () => {
    const reply = [
      '# «remember» pinned shared',
      'I grew up by the sea.',
      '# «note» n3 pinned',
      'Alice (user 7) is vegetarian.',
      '# «note» shared',
      'x',
      '# «person» 7 pinned',
      'Alice: birthday 12 May.',
      '# «remember» m2 pinned down',
      'y',
    ].join('\n');
    expect(steps(reply)).toEqual([
      { type: 'remember', params: { text: 'I grew up by the sea.', shared: true, pinned: true } },
      { type: 'note', params: { id: 'n3', text: 'Alice (user 7) is vegetarian.', pinned: true } },
      { type: 'note', params: { text: 'x' } },
      { type: 'person', params: { user: '7', text: 'Alice: birthday 12 May.', pinned: true } },
      { type: 'remember', params: { id: 'm2', text: 'pinned down\ny' } },
    ]);
  });

  it('refuses a person block without a user id and an empty new note', () => {
    const result = parseReply('# «person»\nsomeone nice\n# «note»\n');
    expect(result.steps).toEqual([]);
    expect(result.issues.map((i) => i.reason)).toEqual([
      'person block needs the user id after the heading',
      'empty note block',
      'the reply had task blocks but none was usable',
    ]);
  });

  it('keeps "Remember:" and "Note:" lines in a message as prose', () => {
    expect(steps('Remember:\nbring snacks')).toEqual([
      { type: 'send', params: { text: 'Remember:\nbring snacks' } },
    ]);
    expect(steps('# «send»\nNote:\nthe café opens at 9')).toEqual([
      { type: 'send', params: { text: 'Note:\nthe café opens at 9' } },
    ]);
  });

  it('reads memory tasks from a JSON answer, and treats an answer of only memory as silence', () => {
    const result = parseReply(
      '[{"type": "remember", "id": "m1", "text": "likes tea"}, {"type": "person", "user": 7, "text": "Alice"}]',
    );
    expect(result.steps).toEqual([
      { type: 'remember', params: { id: 'm1', text: 'likes tea' } },
      { type: 'person', params: { user: '7', text: 'Alice' } },
    ]);
    expect(result.silence).toBe('the answer only changed what the persona remembers');
  });
});
