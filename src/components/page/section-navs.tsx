/**
 * The fixed navigation of the blog, legal and developer sections, built from
 * the route table (support categories come from the API: src/features/support).
 */
import { BLOG_TAGS, LEGAL_PAGES, buildPath } from '../../config/paths';
import { useIntl, type MessageId } from '../../lib/intl';
import { paramLabelId } from './page-messages';
import { SectionNav } from './SectionNav';

export function BlogTagsNav() {
  const intl = useIntl();
  const items = BLOG_TAGS.map((tag) => ({
    href: buildPath('BlogTag', { tag }),
    label: intl.formatMessage({ id: paramLabelId('tag', tag)! }),
  }));
  return <SectionNav label={intl.formatMessage({ id: 'blog.tags.label' })} items={items} />;
}

export function LegalPagesNav() {
  const intl = useIntl();
  const items = LEGAL_PAGES.map((page) => ({
    href: buildPath('page', { page }),
    label: intl.formatMessage({ id: paramLabelId('page', page)! }),
  }));
  return <SectionNav label={intl.formatMessage({ id: 'legal.nav.label' })} items={items} />;
}

const DEVELOPER_ROUTES = ['softwareDevelopers', 'stratumGenerator', 'styleGuide'] as const;

export function DeveloperNav() {
  const intl = useIntl();
  const items = DEVELOPER_ROUTES.map((name) => ({
    href: buildPath(name),
    label: intl.formatMessage({ id: `developer.nav.${name}` as MessageId }),
  }));
  return <SectionNav label={intl.formatMessage({ id: 'developer.nav.label' })} items={items} />;
}
