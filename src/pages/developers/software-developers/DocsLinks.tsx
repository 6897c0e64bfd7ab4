/**
 * Links between the developer pages: the API reference, the websocket
 * reference and the API changelog. On one of them, its own name is text
 * marked as the current page, not a link back to itself.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buildPath } from '../../../config/paths';
import { FormattedMessage } from '../../../lib/intl';

const DOCS = {
  reference: { route: 'apiReference', text: 'dev.moreDocs.reference' },
  websocket: { route: 'apiWebsocket', text: 'dev.moreDocs.websocket' },
  changelog: { route: 'apiChangelog', text: 'dev.moreDocs.changelog' },
} as const;
type DocsPage = (typeof DOCS)[keyof typeof DOCS]['route'];

export function DocsLinks({ current }: { current?: DocsPage }) {
  const values: Record<string, ReactNode> = {};
  for (const [name, { route, text: textId }] of Object.entries(DOCS)) {
    const text = <FormattedMessage id={textId} />;
    values[name] = route === current ? <strong aria-current="page">{text}</strong> : <Link href={buildPath(route)}>{text}</Link>;
  }
  return (
    <p data-testid="developer-docs-links">
      <FormattedMessage id="dev.moreDocs" values={values} />
    </p>
  );
}
