/**
 * Message ids of a route's texts: `page.<routeName>.title`, `.description`,
 * `.lead` (a test checks that every route has all three). Constrained
 * parameter values (a legal page, a blog tag, a support category) are shown by
 * their translated label, since slugs are not words.
 */
import type { IntlShape } from '../../lib/intl';
import type { MessageId } from '../../lib/intl';

export type PageTextPart = 'title' | 'description' | 'lead';

export const NOT_FOUND_PAGE = 'notFound';

export function pageMessageId(routeName: string, part: PageTextPart): MessageId {
  return `page.${routeName}.${part}` as MessageId;
}

/** Parameters whose values have labels, and the prefix of the label's id. */
export const PARAM_LABEL_PREFIXES: Readonly<Record<string, string>> = {
  page: 'legal.page',
  tag: 'blog.tag',
  category: 'support.category',
};

export function paramLabelId(param: string, value: string): MessageId | undefined {
  const prefix = PARAM_LABEL_PREFIXES[param];
  return prefix ? (`${prefix}.${value}` as MessageId) : undefined;
}

/** Parameters shown in a fixed case: an algorithm's URL name is its enum name in lower case. */
const PARAM_DISPLAY: Readonly<Record<string, (value: string) => string>> = {
  name: (value) => value.toUpperCase(),
};

/** The values a route's texts are formatted with: labels where there are, else the (display-cased) value. */
export function pageMessageValues(intl: IntlShape, params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const labelId = paramLabelId(key, value);
    const display = PARAM_DISPLAY[key]?.(value) ?? value;
    values[key] = labelId && intl.messages[labelId] !== undefined ? intl.formatMessage({ id: labelId }) : display;
  }
  return values;
}

export interface PageText {
  title: string;
  description: string;
  lead: string;
}

export function pageText(intl: IntlShape, routeName: string, params: Readonly<Record<string, string | undefined>> = {}): PageText {
  const values = pageMessageValues(intl, params);
  const format = (part: PageTextPart): string => intl.formatMessage({ id: pageMessageId(routeName, part) }, values);
  return { title: format('title'), description: format('description'), lead: format('lead') };
}
