import type { ReactNode } from 'react';
import { FormattedMessage } from '../../lib/intl';
import { UpdateNotice } from '../ui/UpdateNotice';
import { Footer } from './Footer';
import { Header } from './Header';

export const MAIN_CONTENT_ID = 'main-content';

/** The page frame: skip link, header, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header />
      <UpdateNotice />
      <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
