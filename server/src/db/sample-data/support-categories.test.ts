import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HELP_SUB_LABELS } from '../../../../src/config/taxonomies.js';
import { SAMPLE_SUPPORT_CATEGORIES } from './support-categories.js';

const english = JSON.parse(readFileSync(new URL('../../../../src/locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('sample support categories', () => {
  it('give every sub-category a label, so no topic list shows a slug ("hashvale os")', () => {
    const unlabelled = SAMPLE_SUPPORT_CATEGORIES.flatMap((c) => c.subCategories).filter((sub) => !(HELP_SUB_LABELS as readonly string[]).includes(sub));
    expect(unlabelled).toEqual([]);
    for (const sub of HELP_SUB_LABELS) expect(english[`content.help.sub.${sub}`], sub).toBeTruthy();
  });
});
