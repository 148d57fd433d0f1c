import { describe, expect, it } from 'vitest';
import { runOnPeer } from './peer-run.js';

/**
 * `run` for one virtual hour on the real GramJS client, an idle account (one read chat, nothing
 * new): what it costs in requests, method by method. GramJS pings every 9 s on its own; we add a
 * keep-alive a minute and a scan every 90 s, and nothing else.
 */

const HOUR = 60 * 60_000;

/**
 * Most requests per hour of an idle persona, per method; anything else is not expected at all
 * (`account.UpdateStatus` included: a persona with nothing to do never shows itself online).
 */
const BUDGET: Record<string, number> = {
  'help.GetConfig': 1,
  'users.GetUsers': 2,
  'updates.GetState': 62,
  'messages.GetDialogs': 42,
  'contacts.GetBlocked': 42,
  'account.GetNotifySettings': 14,
  'messages.GetStickerSet': 1,
};

describe('request budget of an idle persona on the real client', () => {
  it('one virtual hour stays within the budget of every method', async () => {
    const live = await runOnPeer({ telegram: 'scan_interval_seconds: 90' });
    await live.advance(HOUR);
    const counts = live.peer.counts();
    const pings = live.peer.pings;
    expect(await live.stop()).toBe(0);

    expect(live.logs.some((l) => l.includes('persona is live'))).toBe(true);
    expect(live.peer.unscripted).toEqual([]);
    const over = Object.entries(counts).filter(([method, n]) => n > (BUDGET[method] ?? 0));
    expect(over, JSON.stringify(counts)).toEqual([]);
    // The scans did run: one at start and one every 90 s.
    expect(counts['messages.GetDialogs']).toBeGreaterThanOrEqual(40);
    expect(pings).toBeGreaterThan(300);
  });
});
