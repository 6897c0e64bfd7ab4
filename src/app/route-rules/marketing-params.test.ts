import { describe, expect, it } from 'vitest';
import { MARKETING_VALUE_MAX_LENGTH } from '../../config/limits';
import { marketingCookies } from './marketing-params';

describe('marketing parameters', () => {
  it('keeps every marketing parameter for 7 days, and refby for 90', () => {
    const cookies = marketingCookies('?utm_source=news&utm_medium=mail&utm_campaign=spring&utm_content=top&reffid=r1&refby=friend&other=x');
    expect(cookies).toEqual([
      { name: 'utm_source', value: 'news', days: 7 },
      { name: 'utm_medium', value: 'mail', days: 7 },
      { name: 'utm_campaign', value: 'spring', days: 7 },
      { name: 'utm_content', value: 'top', days: 7 },
      { name: 'reffid', value: 'r1', days: 7 },
      { name: 'refby', value: 'friend', days: 90 },
    ]);
  });

  it('stores a value of exactly 128 characters and ignores a longer or empty one', () => {
    const max = 'a'.repeat(MARKETING_VALUE_MAX_LENGTH);
    expect(marketingCookies(`utm_source=${max}`)).toEqual([{ name: 'utm_source', value: max, days: 7 }]);
    expect(marketingCookies(`utm_source=${max}b&refby=`)).toEqual([]);
  });
});
