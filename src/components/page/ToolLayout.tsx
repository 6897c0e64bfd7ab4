import type { PageLayoutProps } from './layout-props';
import { PageHeader } from './PageHeader';

/** Tools (calculator, stratum generator): a wide working area under the title. */
export function ToolLayout({ kind, title, lead, aside, children }: PageLayoutProps) {
  return (
    <div className={`container page page--${kind}`}>
      <PageHeader title={title} lead={lead} />
      <div className={`page__tool${aside ? ' page__tool--with-aside' : ''}`}>
        {aside ? <div className="page__aside">{aside}</div> : null}
        <div className="page__tool-area">{children}</div>
      </div>
    </div>
  );
}
