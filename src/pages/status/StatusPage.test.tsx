// The status page as the server renders it (src/entry-server.tsx), in a second language.
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../entry-server';
import { STATUS_SUMMARY_DATA_KEY, type ContentRequest } from '../../config/page-data';
import { STATUS_COMPONENTS } from '../../config/status-components';
import { SUMMARY } from '../../features/status-page/status-summary.fixture';

describe('/status rendered by the server', () => {
  it('asks for the summary and draws every component with its state, in German, with times in UTC', async () => {
    const asked: ContentRequest[] = [];
    const page = await renderApp({
      path: '/status',
      search: '',
      locale: 'de',
      data: {},
      lookup: async (requests) => {
        asked.push(...requests);
        return { [STATUS_SUMMARY_DATA_KEY]: SUMMARY };
      },
    });
    expect(asked).toEqual([{ statusSummary: true }]);
    expect(page.data[STATUS_SUMMARY_DATA_KEY]).toBe(SUMMARY);
    for (const c of STATUS_COMPONENTS)
      expect(page.html).toMatch(new RegExp(`data-component="${c}" data-state="${SUMMARY.components.find((x) => x.id === c)!.state}"`));
    expect(page.html).toContain('Dienststatus');
    expect(page.html).toContain('Hashpower-Marktplatz');
    expect(page.html).toContain('Teilausfall');
    expect(page.html).toContain('100,00 % Verfügbarkeit in 90 Tagen');
    expect(page.html).toContain('Das Mining ist nicht betroffen.');
    expect(page.html).toContain('Zeiten in UTC.');
    expect(page.html).toContain('2026-11-28 11:30 UTC');
    expect(page.html).toContain('href="/status/maintenance/4.ics"');
    expect(page.html).toContain('href="/status/feed.xml"');
  });

  it('says the status cannot be read when the server could not read it', async () => {
    const page = await renderApp({ path: '/status', search: '', locale: 'fr', data: {}, lookup: async () => ({ [STATUS_SUMMARY_DATA_KEY]: null }) });
    expect(page.html).toContain('Les composants et incidents ne peuvent pas être lus pour le moment.');
    expect(page.html).not.toContain('data-component=');
  });
});
