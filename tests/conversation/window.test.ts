import { describe, expect, it } from 'vitest';
import { chooseWindow, windowStep } from '../../src/conversation/window.js';

const chat = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));
const ids = (w: { window: { id: number }[] }) => [w.window[0]?.id, w.window.at(-1)?.id, w.window.length];

describe('chooseWindow', () => {
  it('shows the newest `size` messages on a first turn, and a short chat whole', () => {
    expect(ids(chooseWindow(chat(1, 200), { size: 100 }))).toEqual([101, 200, 100]);
    expect(ids(chooseWindow(chat(1, 30), { size: 100 }))).toEqual([1, 30, 30]);
  });

  it('keeps the previous start while the window fits, then jumps a block forward', () => {
    // The turn fetches the newest 100; the previous window started at #101.
    let start = chooseWindow(chat(101, 200), { size: 100 }).start;
    const starts: (number | undefined)[] = [];
    for (let newest = 201; newest <= 260; newest++) {
      const chosen = chooseWindow(chat(newest - 99, newest), { size: 100, previousStart: start });
      expect(chosen.window.at(-1)?.id).toBe(newest);
      expect(chosen.window.length).toBeLessThanOrEqual(100);
      start = chosen.start;
      starts.push(start);
    }
    // A jump to 75 messages, then the start holds until the window is full again (26 turns).
    expect(new Set(starts)).toEqual(new Set([127, 153, 179]));
    expect(starts.filter((s) => s === 153)).toHaveLength(26);
    expect(windowStep(100)).toBe(25);
  });

  it('keeps a start whose message was deleted by starting at the next one', () => {
    const history = chat(60, 100).filter((m) => m.id !== 60);
    expect(chooseWindow(history, { size: 50, previousStart: 60 }).start).toBe(61);
  });

  it('jumps when the previous start is no longer among the fetched messages', () => {
    expect(ids(chooseWindow(chat(151, 250), { size: 100, previousStart: 120 }))).toEqual([176, 250, 75]);
  });
});
