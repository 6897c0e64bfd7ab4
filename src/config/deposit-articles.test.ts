import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_ARTICLES } from './deposit-articles';

const HELP = path.resolve(import.meta.dirname, '../../content/help');

describe('the deposit articles', () => {
  it('each names an English article of the help centre', () => {
    const categories = readdirSync(HELP, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const url of DEPOSIT_ARTICLES) {
      expect(
        categories.some((category) => existsSync(path.join(HELP, category.name, `${url}.md`))),
        url,
      ).toBe(true);
    }
  });
});
