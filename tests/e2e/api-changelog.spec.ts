/**
 * The API changelog (docs/developer-portal.md, "The changelog"): without
 * JavaScript, the entries of content/api-changelog/ newest first, each with
 * its anchor, date and operations, and the deprecated operations' section;
 * linked from /software-developers and the reference.
 */
import { API } from '../../src/config/api-contract';
import { buildPath } from '../../src/config/paths';
import { expect, test } from './support/test';

test('without JavaScript the entries are listed newest first, each with its anchor and operations', async ({ browser, baseURL, request }) => {
  const answer = (await (await request.get(`/${API.apiChangelog.path}`)).json()) as { entries: Array<{ anchor: string; date: string }> };
  expect(answer.entries.length).toBeGreaterThanOrEqual(5);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(buildPath('apiChangelog'));
  const entries = page.locator('main [data-entry]');
  expect(await entries.evaluateAll((els) => els.map((el) => el.id))).toEqual(answer.entries.map((e) => e.anchor));
  const dates = await entries.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(entries.first().locator(`a[href="#${answer.entries[0]!.anchor}"]`)).toHaveCount(1);
  await expect(entries.first().locator('a[href^="/software-developers/api/"]').first()).toBeVisible();
  await expect(page.getByTestId('changelog-deprecated')).toBeVisible();
  // The changelog names itself as the current page; it does not link back to itself.
  const links = page.getByTestId('developer-docs-links');
  await expect(links.locator(`a[href="${buildPath('apiChangelog')}"]`)).toHaveCount(0);
  await expect(links.locator('[aria-current="page"]')).toHaveText('API changelog');

  for (const from of [buildPath('softwareDevelopers'), buildPath('apiReference')]) {
    await page.goto(from);
    await expect(page.getByTestId('developer-docs-links').locator(`a[href="${buildPath('apiChangelog')}"]`)).toHaveCount(1);
    await expect(page.getByTestId('developer-docs-links').locator(`a[href="${buildPath('apiWebsocket')}"]`)).toHaveCount(1);
  }
  await expect(page.getByTestId('developer-docs-links').locator(`a[href="${buildPath('apiReference')}"]`)).toHaveCount(0);
  await context.close();
});
