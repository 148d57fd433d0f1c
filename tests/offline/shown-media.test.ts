import { describe, expect, it } from 'vitest';
import type { ReplayResult } from '../../src/terminal/results.js';
import { runCliInProcess } from '../cli/run-cli.js';

describe('a poll, a place, a contact and a dice in a replay', () => {
  it('reach the request as what they show, never "not understood", and never a phone number', async () => {
    const result = await runCliInProcess(['replay', 'tests/fixtures/shown-media.yaml', '--json']);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as ReplayResult;
    const request = JSON.stringify(out.request);
    expect(request).toContain('the poll “Where do we meet on Thursday? (Café Kotti / the shop / online)”');
    expect(request).toContain('the venue “Café Kotti, Adalbertstraße 96, Berlin”');
    expect(request).toContain('the location “52.5006, 13.4195”');
    expect(request).toContain('the contact “Priya Nair”');
    expect(request).toContain('the dice “🎲 6”');
    expect(request).not.toContain('not understood');
    expect(request).not.toContain('1234567');
  });
});
