/**
 * The frame of every page of the route table: the layout its kind needs
 * (PageKind in src/config/paths.ts) with its title, lead and section
 * navigation. A page module renders `<RoutePage name="…">content</RoutePage>`
 * and grows its content inside, without touching the shell or the routes.
 */
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'wouter';
import { routeByName, type PageKind, type RouteName } from '../../config/paths';
import { useIntl } from '../../lib/intl';
import { ArticleLayout } from './ArticleLayout';
import { DownloadLayout } from './DownloadLayout';
import { FormLayout } from './FormLayout';
import { HeroLayout } from './HeroLayout';
import type { PageLayoutProps } from './layout-props';
import { pageText } from './page-messages';
import { ProductLayout } from './ProductLayout';
import { BlogNav, DeveloperNav, LegalPagesNav } from './section-navs';
import { SidebarLayout } from './SidebarLayout';
import { ToolLayout } from './ToolLayout';
import './page.css';

const LAYOUTS: Record<PageKind, ComponentType<PageLayoutProps>> = {
  home: HeroLayout,
  marketing: HeroLayout,
  product: ProductLayout,
  content: ArticleLayout,
  form: FormLayout,
  tool: ToolLayout,
  download: DownloadLayout,
  developer: SidebarLayout,
  support: SidebarLayout,
  blog: SidebarLayout,
  legal: SidebarLayout,
  account: ArticleLayout,
  'not-found': ArticleLayout,
};

/** Section navigation a kind shows unless the page passes its own `aside`. */
const DEFAULT_ASIDES: Partial<Record<PageKind, ComponentType>> = {
  blog: BlogNav,
  legal: LegalPagesNav,
  developer: DeveloperNav,
};

export interface RoutePageProps {
  /** The route's name in the route table. */
  name: RouteName;
  actions?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}

export function RoutePage({ name, actions, aside, children }: RoutePageProps) {
  const intl = useIntl();
  const params = useParams();
  const { kind } = routeByName(name);
  const { title, lead } = pageText(intl, name, params);
  const Layout = LAYOUTS[kind];
  const DefaultAside = DEFAULT_ASIDES[kind];
  return (
    <Layout routeName={name} kind={kind} title={title} lead={lead} actions={actions} aside={aside ?? (DefaultAside ? <DefaultAside /> : undefined)}>
      {children}
    </Layout>
  );
}
