/**
 * A route's texts, by message id: `page.<routeName>.title`, `.description`,
 * `.lead` (a test checks that every route has all three). Constrained
 * parameter values (a legal page, a blog tag or category, a support category) are shown
 * by their translated label, since slugs are not words. Pure: the app formats
 * with react-intl (src/components/page/page-messages.ts), the server with
 * @formatjs/intl when it writes a page's head (server/src/pages/).
 */

export type PageTextPart = 'title' | 'description' | 'lead';

export const NOT_FOUND_PAGE = 'notFound';

/** The document title around a page's title ("{title} | Hashvale"). */
export const TITLE_TEMPLATE_ID = 'page.titleTemplate';

export function pageMessageId(routeName: string, part: PageTextPart): string {
  return `page.${routeName}.${part}`;
}

/** Parameters whose values have labels, and the prefix of the label's id. */
export const PARAM_LABEL_PREFIXES: Readonly<Record<string, string>> = {
  page: 'legal.page',
  tag: 'blog.tag',
  subCategory: 'blog.category',
  category: 'support.category',
};

export function paramLabelId(param: string, value: string): string | undefined {
  const prefix = PARAM_LABEL_PREFIXES[param];
  return prefix ? `${prefix}.${value}` : undefined;
}

/** Parameters shown in a fixed case: an algorithm's URL name is its enum name in lower case. */
const PARAM_DISPLAY: Readonly<Record<string, (value: string) => string>> = {
  name: (value) => value.toUpperCase(),
};

/** What formatting needs of a catalogue: whether it has an id, and the formatted message. */
export interface MessageFormatter {
  has(id: string): boolean;
  format(id: string, values?: Readonly<Record<string, string>>): string;
}

/** The values a route's texts are formatted with: labels where there are, else the (display-cased) value. */
export function pageMessageValuesWith(messages: MessageFormatter, params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const labelId = paramLabelId(key, value);
    const display = PARAM_DISPLAY[key]?.(value) ?? value;
    values[key] = labelId && messages.has(labelId) ? messages.format(labelId) : display;
  }
  return values;
}

export interface PageText {
  title: string;
  description: string;
  lead: string;
}

export function pageTextWith(messages: MessageFormatter, routeName: string, params: Readonly<Record<string, string | undefined>> = {}): PageText {
  const values = pageMessageValuesWith(messages, params);
  const format = (part: PageTextPart): string => messages.format(pageMessageId(routeName, part), values);
  return { title: format('title'), description: format('description'), lead: format('lead') };
}
