import { describe, expect, it } from 'vitest';
import { clientFromLoginUrl } from './client-app';

describe('the client app named by the sign-in link', () => {
  it('splits client into name and version at the slash', () => {
    expect(clientFromLoginUrl('/my/login', '?nhm&client=QuickMiner/1049')).toEqual({ name: 'QuickMiner', version: '1049' });
    expect(clientFromLoginUrl('/my/login', '?nhm=1&client=tools%2F3.0.9')).toEqual({ name: 'tools', version: '3.0.9' });
    expect(clientFromLoginUrl('/my/login', '?nhm&client=miner')).toEqual({ name: 'miner', version: '' });
  });

  it('needs both nhm and client, on /my/login only', () => {
    expect(clientFromLoginUrl('/my/login', '?client=QuickMiner/1049')).toBeUndefined();
    expect(clientFromLoginUrl('/my/login', '?nhm')).toBeUndefined();
    expect(clientFromLoginUrl('/my/register', '?nhm&client=QuickMiner/1049')).toBeUndefined();
  });
});
