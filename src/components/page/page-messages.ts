/**
 * A route's texts in the active language, with react-intl; the ids and the
 * parameter labels are in src/config/page-text.ts, which the server shares.
 */
import {
  NOT_FOUND_PAGE,
  pageMessageId as pageMessageIdOf,
  pageMessageValuesWith,
  pageTextWith,
  paramLabelId as paramLabelIdOf,
  PARAM_LABEL_PREFIXES,
  type MessageFormatter,
  type PageText,
  type PageTextPart,
} from '../../config/page-text';
import type { IntlShape, MessageId } from '../../lib/intl';

export { NOT_FOUND_PAGE, PARAM_LABEL_PREFIXES, type PageText, type PageTextPart };

export function pageMessageId(routeName: string, part: PageTextPart): MessageId {
  return pageMessageIdOf(routeName, part) as MessageId;
}

export function paramLabelId(param: string, value: string): MessageId | undefined {
  return paramLabelIdOf(param, value) as MessageId | undefined;
}

function formatter(intl: IntlShape): MessageFormatter {
  return {
    has: (id) => intl.messages[id as MessageId] !== undefined,
    format: (id, values) => intl.formatMessage({ id: id as MessageId }, values),
  };
}

export function pageMessageValues(intl: IntlShape, params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return pageMessageValuesWith(formatter(intl), params);
}

export function pageText(intl: IntlShape, routeName: string, params: Readonly<Record<string, string | undefined>> = {}): PageText {
  return pageTextWith(formatter(intl), routeName, params);
}

/**
 * A route's texts once the browser has them, else undefined: in the browser
 * build they come with the route's page chunk (scripts/vite/split-messages.ts).
 */
export function loadedPageText(intl: IntlShape, routeName: string, params: Readonly<Record<string, string | undefined>> = {}): PageText | undefined {
  return intl.messages[pageMessageId(routeName, 'title')] === undefined ? undefined : pageText(intl, routeName, params);
}
