/**
 * A page whose real title is only known once its data arrives (a blog post, a
 * help article, a guide, a job) shows that title as its h1 and in the
 * document title, instead of the route's generic one.
 */
import { useEffect } from 'react';
import { proxy } from 'valtio';
import { useIntl } from '../../lib/intl';

export const pageTitleState = proxy<{ title: string | null }>({ title: null });

/** Call with the loaded title (undefined while loading); the override ends with the page. */
export function usePageTitle(title: string | undefined): void {
  const intl = useIntl();
  useEffect(() => {
    if (!title) return;
    pageTitleState.title = title;
    document.title = intl.formatMessage({ id: 'page.titleTemplate' }, { title });
    return () => {
      if (pageTitleState.title === title) pageTitleState.title = null;
    };
  }, [title, intl]);
}
