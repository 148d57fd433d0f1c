import { describe, expect, it } from 'vitest';
import { type PersonaEnd, runOutcome } from '../../src/live/state.js';
import { UserError } from '../../src/support/errors.js';

const shutdown = (persona: string): PersonaEnd => ({ cause: 'shutdown', persona, reason: 'bye' });
const refused = (persona: string): PersonaEnd => ({
  cause: 'refused',
  persona,
  error: new UserError(`no Telegram session for persona ${persona}`),
});

describe('runOutcome', () => {
  it('is 0 when an admin shut every persona down', () => {
    expect(runOutcome([shutdown('Heidi'), shutdown('Marlow')])).toEqual({ code: 0 });
  });

  it('is 1 with the one reason when one persona was refused', () => {
    expect(runOutcome([refused('Heidi')])).toEqual({
      code: 1,
      message: 'no Telegram session for persona Heidi',
    });
  });

  it('is 1, naming only what needs the operator, when some were refused and the others shut down', () => {
    expect(runOutcome([shutdown('Heidi'), refused('Marlow'), refused('Ada')])).toEqual({
      code: 1,
      message:
        'no persona can run: no Telegram session for persona Marlow; no Telegram session for persona Ada',
    });
  });
});
