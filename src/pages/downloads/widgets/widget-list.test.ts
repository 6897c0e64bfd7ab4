import { describe, expect, it } from 'vitest';
import { WIDGETS, widgetSnippet } from './widget-list';

describe('widgetSnippet', () => {
  it('builds a lazy, sandboxed iframe for the widget in the given language', () => {
    const snippet = widgetSnippet(WIDGETS[0]!, 'Top paying algorithms', 'de');
    expect(snippet).toContain('<iframe src="https://widgets.hashvale.example/top-algorithms?lang=de"');
    expect(snippet).toContain('title="Hashvale: Top paying algorithms"');
    expect(snippet).toContain('width="360" height="420"');
    expect(snippet).toContain('loading="lazy" sandbox="allow-scripts allow-same-origin"');
    expect(snippet.trim().endsWith('</iframe>')).toBe(true);
  });

  it('escapes quotes and angle brackets of a translated title', () => {
    const snippet = widgetSnippet(WIDGETS[1]!, 'Les "stats" <live>', 'fr');
    expect(snippet).toContain('title="Hashvale: Les &quot;stats&quot; &lt;live>"');
  });
});
