import { Api } from 'telegram';
import { describe, expect, it } from 'vitest';
import { big } from '../../../src/telegram/gramjs/peers.js';
import { writeBanOf } from '../../../src/telegram/gramjs/rights.js';
import { basicGroup, channel, DATE } from './objects.js';

const ban = (extra: Partial<ConstructorParameters<typeof Api.ChatBannedRights>[0]> = {}) =>
  new Api.ChatBannedRights({ untilDate: 0, ...extra });

function withRights<C extends Api.Channel | Api.Chat>(chat: C, rights: Partial<C>): C {
  return Object.assign(chat, rights);
}

describe('writeBanOf: whether a group lets the account write, from its entity', () => {
  it('reads the group default, the account’s own ban with its end, and lets admins and the creator through', () => {
    const admin = new Api.ChatAdminRights({ deleteMessages: true });
    expect(writeBanOf(channel('5', 'Open'))).toBeUndefined();
    expect(
      writeBanOf(withRights(channel('5', 'Quiet'), { defaultBannedRights: ban({ sendMessages: true }) })),
    ).toEqual({ reason: 'only admins may write in this group' });
    expect(
      writeBanOf(withRights(channel('5', 'Plain'), { defaultBannedRights: ban({ sendPlain: true }) })),
    ).toEqual({ reason: 'only admins may write in this group' });
    expect(
      writeBanOf(
        withRights(channel('5', 'Timeout'), {
          bannedRights: ban({ sendMessages: true, untilDate: DATE + 60 }),
        }),
      ),
    ).toEqual({ reason: 'the account is banned from writing in this group', until: DATE + 60 });
    expect(
      writeBanOf(
        withRights(channel('5', 'Mine'), {
          defaultBannedRights: ban({ sendMessages: true }),
          adminRights: admin,
        }),
      ),
    ).toBeUndefined();
    expect(
      writeBanOf(
        withRights(basicGroup('6', 'Family'), {
          defaultBannedRights: ban({ sendMessages: true }),
          creator: true,
        }),
      ),
    ).toBeUndefined();
    expect(
      writeBanOf(withRights(basicGroup('6', 'Family'), { defaultBannedRights: ban({ sendMessages: true }) })),
    ).toEqual({ reason: 'only admins may write in this group' });
    // Slow mode and media-only bans leave text free.
    expect(writeBanOf(withRights(channel('5', 'Slow'), { slowmodeEnabled: true }))).toBeUndefined();
    expect(
      writeBanOf(withRights(channel('5', 'No photos'), { defaultBannedRights: ban({ sendPhotos: true }) })),
    ).toBeUndefined();
  });

  it('a chat the account left or was removed from, and a broadcast channel it may not post in', () => {
    expect(writeBanOf(withRights(channel('5', 'Gone'), { left: true }))?.reason).toMatch(/not a member/);
    expect(
      writeBanOf(new Api.ChannelForbidden({ id: big('5'), accessHash: big('1'), title: 'Kicked' }))?.reason,
    ).toMatch(/no longer in this chat/);
    expect(writeBanOf(channel('5', 'News', { broadcast: true }))?.reason).toMatch(/only admins post/);
    expect(
      writeBanOf(
        withRights(channel('5', 'My news', { broadcast: true }), {
          adminRights: new Api.ChatAdminRights({ postMessages: true }),
        }),
      ),
    ).toBeUndefined();
  });
});
