/**
 * Nine languages, not only the frame: for each locale a sample of pages
 * (home, a company page, a tool, pricing, a mining page, a help article, a
 * guide, the blog) opened with ?lang=xx has the body text of <main> in that
 * language (support/language-check.ts). Text the page marks as another
 * language (an untranslated article shown in English, language names) is left
 * out of the measure, and must be announced by the language note.
 */
import { EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../src/config/limits';
import { judgeLanguage } from './support/language-check';
import { expect, test, waitForApp } from './support/test';

test.use({ serviceWorkers: 'block' });

const LOCALES: readonly string[] = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES];

/** `ready`: what shows once the page's text has arrived. */
const SAMPLES = [
  { name: 'home', path: '/', ready: 'main .features' },
  { name: 'about', path: '/about', ready: 'main .article-body' },
  { name: 'calculator', path: '/profitability-calculator', ready: 'main .article-body' },
  { name: 'pricing', path: '/pricing', ready: 'main .article-body' },
  { name: 'mining', path: '/mining', ready: 'main .article-body' },
  { name: 'help article', path: '/support/mining-help/stratum/what-is-stratum', ready: 'main .article-body' },
  { name: 'guide', path: '/guide/first-hash-power-order', ready: 'main .article-body' },
  { name: 'blog', path: '/blog', ready: 'main .article-list__item' },
] as const;

/** The text of <main> without code and without what is marked as another language. */
function mainText(locale: string): string {
  const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
  for (const el of main.querySelectorAll('pre, code, kbd, samp')) el.remove();
  for (const el of main.querySelectorAll<HTMLElement>('[lang]')) if (el.lang.split('-')[0] !== locale) el.remove();
  return main.textContent ?? '';
}

for (const locale of LOCALES) {
  test(`a sample of pages in ${locale} reads in ${locale}, not English`, async ({ page }) => {
    test.slow(); // eight page loads
    for (const sample of SAMPLES) {
      await page.goto(`${sample.path}?lang=${locale}`);
      await waitForApp(page);
      await expect(page.locator(sample.ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // The sampled articles exist in every locale: none may fall back to English.
      const bodyLangs = await page.locator('main .article-body').evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
      for (const lang of bodyLangs) expect.soft(lang, `${sample.name}: the article's language`).toBe(locale);

      // Listed articles in another language (blog posts are English only so far) come with the note.
      const foreignItems = await page
        .locator('main .article-list__title a[lang]')
        .evaluateAll((links, own) => links.filter((a) => a.getAttribute('lang') !== own).length, locale);
      if (foreignItems > 0)
        await expect.soft(page.locator('main [data-testid="language-note"]').first(), `${sample.name}: the list's language note`).toBeVisible();

      const verdict = judgeLanguage(await page.evaluate(mainText, locale), locale);
      test.info().annotations.push({ type: sample.name, description: verdict.summary });
      expect.soft(verdict.problems, `${sample.name} in ${locale} (${verdict.summary})`).toEqual([]);
    }
  });
}
