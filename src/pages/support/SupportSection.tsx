import type { ReactNode } from 'react';
import { RoutePage } from '../../components/page/RoutePage';
import type { RouteName } from '../../config/paths';
import { SupportCategoriesNav } from '../../features/support/components/SupportCategoriesNav';

/** The frame of every support screen: the page of the route with the help topics beside it. */
export function SupportSection({ name, children }: { name: RouteName; children?: ReactNode }) {
  return (
    <RoutePage name={name} aside={<SupportCategoriesNav />}>
      {children}
    </RoutePage>
  );
}
