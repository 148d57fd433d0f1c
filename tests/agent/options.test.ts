import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_SETTINGS, runtimeSettings } from '../../src/agent/options.js';

describe('runtimeSettings', () => {
  it('is the defaults when nothing is set', () => {
    expect(runtimeSettings()).toEqual(DEFAULT_RUNTIME_SETTINGS);
  });

  it('takes what the caller set and keeps a default for a field given as undefined', () => {
    const settings = runtimeSettings({ debounceMs: 0, retry: undefined, mediaBudget: 2 });
    expect(settings.debounceMs).toBe(0);
    expect(settings.mediaBudget).toBe(2);
    expect(settings.retry).toEqual(DEFAULT_RUNTIME_SETTINGS.retry);
    expect(settings.retention).toBe(DEFAULT_RUNTIME_SETTINGS.retention);
  });
});
