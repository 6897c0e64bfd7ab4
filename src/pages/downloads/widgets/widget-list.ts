/** The embeddable widgets and the <iframe> snippet that embeds one (text to copy, never rendered). */
import type { MessageId } from '../../../lib/intl';

export const WIDGET_HOST = 'https://widgets.hashvale.example';

export interface Widget {
  id: 'topAlgorithms' | 'globalStats' | 'btcEarnings';
  path: string;
  width: number;
  height: number;
}

export const WIDGETS: readonly Widget[] = [
  { id: 'topAlgorithms', path: 'top-algorithms', width: 360, height: 420 },
  { id: 'globalStats', path: 'global-stats', width: 360, height: 220 },
  { id: 'btcEarnings', path: 'earnings', width: 360, height: 480 },
];

export function widgetTitleId(widget: Widget): MessageId {
  return `widgets.item.${widget.id}.title` as MessageId;
}

export function widgetTextId(widget: Widget): MessageId {
  return `widgets.item.${widget.id}.text` as MessageId;
}

/** The HTML a site owner pastes; attribute values are escaped because the title is translated text. */
export function widgetSnippet(widget: Widget, title: string, lang: string): string {
  const escape = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const src = `${WIDGET_HOST}/${widget.path}?lang=${encodeURIComponent(lang)}`;
  return [
    `<iframe src="${escape(src)}"`,
    `  title="${escape(`Hashvale: ${title}`)}"`,
    `  width="${widget.width}" height="${widget.height}"`,
    `  loading="lazy" sandbox="allow-scripts allow-same-origin"`,
    `  style="border:0"></iframe>`,
  ].join('\n');
}
