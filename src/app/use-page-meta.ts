/**
 * The document's title and meta description for the current route, in the
 * active language (`page.<routeName>.title` / `.description`). Runs in an
 * effect: nothing touches the document on the server.
 */
import { useEffect } from 'react';
import { pageText } from '../components/page/page-messages';
import { useIntl } from '../lib/intl';

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export function usePageMeta(routeName: string, params: Readonly<Record<string, string | undefined>> = {}): void {
  const intl = useIntl();
  const { title, description } = pageText(intl, routeName, params);
  const documentTitle = intl.formatMessage({ id: 'page.titleTemplate' }, { title });
  useEffect(() => {
    document.title = documentTitle;
    setMetaDescription(description);
  }, [documentTitle, description]);
}
