import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const URL = '/main/api/v2/public/banners';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  await t.db.query(
    `INSERT INTO banners (id, text, url, kind, dismissible, starts_at, ends_at, position) VALUES
      ('later', 'Second', NULL, 'warning', false, NULL, NULL, 2),
      ('now', 'First', 'https://hashvale.example/blog', 'info', true, '2026-02-01T00:00:00Z', '2026-04-01T00:00:00Z', 1),
      ('ended', 'Gone', NULL, 'info', true, NULL, '2026-03-01T12:00:00Z', 0),
      ('future', 'Soon', NULL, 'info', true, '2026-03-02T00:00:00Z', NULL, 0)`,
  );
});

afterAll(async () => t.close());

describe('GET main/api/v2/public/banners', () => {
  it('lists the banners shown now, in display order', async () => {
    const res = await t.app.inject(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      list: [
        { id: 'now', text: 'First', url: 'https://hashvale.example/blog', kind: 'info', dismissible: true },
        { id: 'later', text: 'Second', url: null, kind: 'warning', dismissible: false },
      ],
    });
  });
});
