import type { ReactNode } from 'react';
import type { PageKind } from '../../config/paths';

/** What every page layout receives; pages add their content as children. */
export interface PageLayoutProps {
  routeName: string;
  kind: PageKind;
  title: string;
  lead: string;
  /** Calls to action under the lead (marketing and product heroes). */
  actions?: ReactNode;
  /** A side column: section navigation, filters, a table of contents. */
  aside?: ReactNode;
  children?: ReactNode;
}
