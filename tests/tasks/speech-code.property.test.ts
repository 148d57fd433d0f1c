import fc from 'fast-check';
import { describe, it } from 'vitest';
import { seedFrom } from '../property.js';
import { expectSentWhole } from './sent-whole.js';

/*
 * Code a friend pastes into a message: a comment in a language that writes comments after `#`
 * (Python, shell, YAML, Ruby, a Dockerfile) may read like a block's heading (`# send with
 * retries`, `# think twice`, `# wait for the lock`, `## notes`). In a closed code block it is code:
 * the message is sent whole, before and between other messages too. The snippets here are the
 * test's own.
 */
const seed = seedFrom('SPEECH_CODE_SEED', 20261129);

const COMMENTS = [
  '# send with retries: 0.5s, 1s, 2s',
  '# think twice before retrying!',
  '# wait for the lock, then write',
  '# react to SIGTERM: flush and exit',
  '## notes: keep this idempotent',
  '# reply: 200 means the job was queued',
  '# message queue settings',
  '#sticker cache, cleared nightly',
];
const LANGUAGES = ['python', 'bash', 'yaml', 'ruby', 'dockerfile', ''];

const snippet = fc
  .tuple(fc.constantFrom(...LANGUAGES), fc.subarray(COMMENTS, { minLength: 1, maxLength: 3 }))
  .map(([language, comments]) =>
    ['```' + language, ...comments.flatMap((c, i) => [c, `step_${i} = run(${i})`]), '```'].join('\n'),
  );

describe('a code block in a message', () => {
  it('keeps comments that look like headings, and the blocks around it', () => {
    fc.assert(
      fc.property(
        snippet,
        fc.constantFrom('Here, from our worker:', 'Держи, это из нашего воркера:', 'Mira, así lo hago yo:'),
        fc.boolean(),
        (code, intro, more) => {
          const message = `${intro}\n\n${code}`;
          const after = 'the retry limit is the part everyone forgets';
          const answer = more ? `# «send»\n${message}\n\n# «send»\n${after}` : `# «send»\n${message}`;
          expectSentWhole(answer, more ? [message, after] : [message]);
        },
      ),
      { numRuns: 60, seed },
    );
  });
});
