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
  /**
   * A side column: section navigation, filters, a table of contents. Drawn in a
   * plain box: what it holds (a labelled nav) is the landmark, so pages do not
   * gain unnamed complementary landmarks.
   */
  aside?: ReactNode;
  children?: ReactNode;
}
