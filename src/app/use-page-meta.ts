/**
 * The document's title and meta description for the current route, in the
 * active language (`page.<routeName>.title` / `.description`). Runs in an
 * effect: nothing touches the document on the server. A route's texts come
 * with its page's chunk (scripts/vite/split-messages.ts): until that has
 * loaded, the document keeps the title it has.
 */
import { useEffect } from 'react';
import { loadedPageText } from '../components/page/page-messages';
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
  const text = loadedPageText(intl, routeName, params);
  const documentTitle = text && intl.formatMessage({ id: 'page.titleTemplate' }, { title: text.title });
  const description = text?.description;
  useEffect(() => {
    if (documentTitle === undefined || description === undefined) return;
    document.title = documentTitle;
    setMetaDescription(description);
  }, [documentTitle, description]);
}
