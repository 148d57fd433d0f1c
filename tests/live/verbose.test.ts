import { describe, expect, it } from 'vitest';
import { runOnPeer } from './peer-run.js';

describe("GramJS's own log lines under run", () => {
  it('appear with --verbose, as redacted debug lines of the persona', async () => {
    const live = await runOnPeer({ verbose: true });
    await live.advance(30_000);
    live.peer.drop();
    await live.advance(10_000);
    expect(await live.stop()).toBe(0);
    const gramjs = live.logs.filter((l) => l.includes('GramJS: '));
    expect(gramjs.some((l) => l.includes('Running gramJS version'))).toBe(true);
    // A dropped connection is told by GramJS itself, not only by us.
    expect(gramjs.some((l) => /Connection closed|reconnect/i.test(l))).toBe(true);
    expect(gramjs.every((l) => l.includes('Heidi'))).toBe(true);
  });

  it('stay silent without it', async () => {
    const live = await runOnPeer();
    await live.advance(30_000);
    live.peer.drop();
    await live.advance(10_000);
    expect(await live.stop()).toBe(0);
    expect(live.logs.filter((l) => l.includes('GramJS'))).toEqual([]);
  });
});
