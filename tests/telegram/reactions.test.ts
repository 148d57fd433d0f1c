import { describe, expect, it } from 'vitest';
import { STATUS_EMOJI } from '../../src/delivery/status.js';
import { chooseReaction, TELEGRAM_REACTIONS } from '../../src/telegram/reactions.js';

describe('Telegram reactions', () => {
  it('lists the 73 standard reactions once each', () => {
    expect(TELEGRAM_REACTIONS).toHaveLength(73);
    expect(new Set(TELEGRAM_REACTIONS).size).toBe(73);
  });

  it('includes every status reaction', () => {
    for (const emoji of Object.values(STATUS_EMOJI)) expect(TELEGRAM_REACTIONS).toContain(emoji);
  });

  it('keeps a valid reaction, ignoring variation selectors and skin tones', () => {
    expect(chooseReaction('🔥')).toEqual({ emoji: '🔥' });
    expect(chooseReaction(' ❤️ ')).toEqual({ emoji: '❤' });
    expect(chooseReaction('👍🏽')).toEqual({ emoji: '👍' });
    expect(chooseReaction('👨‍💻')).toEqual({ emoji: '👨\u200d💻' });
  });

  it('falls back to a close valid reaction', () => {
    expect(chooseReaction('😂')).toEqual({ emoji: '🤣', substitutedFor: '😂' });
    expect(chooseReaction('💙')).toEqual({ emoji: '❤', substitutedFor: '💙' });
    expect(chooseReaction('❌')).toEqual({ emoji: '👎', substitutedFor: '❌' });
  });

  it('drops what has no close reaction, saying why', () => {
    expect(chooseReaction('🦑')).toEqual({
      dropped: '"🦑" is not a reaction Telegram accepts, and none is close',
    });
    expect(chooseReaction('ok')).toHaveProperty('dropped');
  });

  it('maps every fallback to a valid reaction', () => {
    for (const emoji of ['✅', '😊', '🙂', '💀', '🥳', '🧐', '⏳', '🫶', '🙄']) {
      const choice = chooseReaction(emoji);
      expect('emoji' in choice && TELEGRAM_REACTIONS.includes(choice.emoji)).toBe(true);
    }
  });
});
