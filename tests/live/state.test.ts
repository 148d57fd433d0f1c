import { describe, expect, it } from 'vitest';
import type { Activity } from '../../src/config/schedule.js';
import { availabilityAt } from '../../src/intake/availability.js';
import { type PersonaEnd, personaStatus, runOutcome } from '../../src/live/state.js';
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

describe('personaStatus', () => {
  // Asleep 23:00–07:00 in Berlin; 02:00 Berlin on 2026-03-05 is 01:00 UTC.
  const night: Activity[] = [
    { name: 'asleep', startMinute: 23 * 60, endMinute: 7 * 60, responsiveness: 0, asleep: true },
  ];
  const asleep = availabilityAt(night, 'Europe/Berlin', Date.parse('2026-03-05T01:00:00Z'));
  const connected = { stopped: false, connected: true, sendingPaused: false };

  it('is asleep, with the moment it wakes, while the schedule says so', () => {
    expect(personaStatus({ ...connected, availability: asleep })).toEqual({
      state: 'asleep',
      wakeAt: Date.parse('2026-03-05T06:00:00Z'),
    });
  });

  it('is running when awake or free', () => {
    const awake = availabilityAt(night, 'Europe/Berlin', Date.parse('2026-03-05T12:00:00Z'));
    expect(personaStatus({ ...connected, availability: awake })).toEqual({ state: 'running' });
  });

  it('puts what needs the operator before sleep', () => {
    expect(personaStatus({ ...connected, sendingPaused: true, availability: asleep }).state).toBe(
      'sending-paused',
    );
    expect(personaStatus({ ...connected, connected: false, availability: asleep }).state).toBe(
      'reconnecting',
    );
    expect(personaStatus({ ...connected, stopped: true, availability: asleep }).state).toBe('stopped');
  });
});
