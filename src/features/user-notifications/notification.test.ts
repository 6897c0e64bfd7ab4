import { describe, expect, it } from 'vitest';
import { iconFor, linkPath, NOTIFICATION_CATEGORIES, toUserNotification } from './notification';

describe('user notifications', () => {
  it('reduces a link to its path, query and hash', () => {
    expect(linkPath('https://www.hashvale.example/my/wallets/BTC?tx=1#details')).toBe('/my/wallets/BTC?tx=1#details');
    expect(linkPath('/my/mining/rigs')).toBe('/my/mining/rigs');
    expect(linkPath('')).toBe('');
  });

  it('gives every category its own icon, and unknown ones the general icon', () => {
    const icons = NOTIFICATION_CATEGORIES.map(iconFor);
    expect(new Set(icons).size).toBe(NOTIFICATION_CATEGORIES.length);
    expect(iconFor('SOMETHING_NEW')).toBe(iconFor('GENERAL'));
  });

  it('builds the shown notification from the API item', () => {
    const shown = toUserNotification({
      id: 'a',
      createdTs: 1,
      category: 'WALLET_IN',
      title: 'Deposit',
      text: '',
      link: 'https://x.example/my/wallets',
      seen: false,
      read: false,
    });
    expect(shown).toMatchObject({ link: '/my/wallets', icon: 'arrow-in', title: 'Deposit' });
  });
});
