import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** Downloads: the title, then a grid of download cards (one per product or platform). */
export function DownloadLayout({ kind, title, lead, actions, children }: PageLayoutProps) {
  return (
    <div className={`container page page--${kind}`}>
      <PageHeader title={title} lead={lead} actions={actions} />
      <div className="page__grid">{children}</div>
    </div>
  );
}
