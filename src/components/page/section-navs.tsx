/**
 * The fixed navigation of the blog, legal and developer sections, built from
 * the route table (support categories come from the API: src/features/support).
 */
import { BLOG_SUB_CATEGORIES, BLOG_TAGS, LEGAL_PAGES, buildPath } from '../../config/paths';
import { useIntl, type MessageId } from '../../lib/intl';
import { paramLabelId } from './page-messages';
import { SectionNav } from './SectionNav';

/** The blog's categories (spec section 2's sub-categories), then its tags. */
export function BlogNav() {
  const intl = useIntl();
  const categories = BLOG_SUB_CATEGORIES.map((subCategory) => ({
    href: buildPath('BlogCategory', { subCategory }),
    label: intl.formatMessage({ id: paramLabelId('subCategory', subCategory)! }),
  }));
  const tags = BLOG_TAGS.map((tag) => ({
    href: buildPath('BlogTag', { tag }),
    label: intl.formatMessage({ id: paramLabelId('tag', tag)! }),
  }));
  return (
    <>
      <SectionNav label={intl.formatMessage({ id: 'blog.categories.label' })} items={categories} titleId="blog-categories-nav" />
      <SectionNav label={intl.formatMessage({ id: 'blog.tags.label' })} items={tags} titleId="blog-tags-nav" />
    </>
  );
}

export function LegalPagesNav() {
  const intl = useIntl();
  const items = LEGAL_PAGES.map((page) => ({
    href: buildPath('page', { page }),
    label: intl.formatMessage({ id: paramLabelId('page', page)! }),
  }));
  return <SectionNav label={intl.formatMessage({ id: 'legal.nav.label' })} items={items} />;
}

const DEVELOPER_ROUTES = ['softwareDevelopers', 'apiReference', 'signingDoctor', 'apiWebsocket', 'apiChangelog', 'stratumGenerator', 'styleGuide'] as const;

export function DeveloperNav() {
  const intl = useIntl();
  const items = DEVELOPER_ROUTES.map((name) => ({
    href: buildPath(name),
    label: intl.formatMessage({ id: `developer.nav.${name}` as MessageId }),
  }));
  return <SectionNav label={intl.formatMessage({ id: 'developer.nav.label' })} items={items} />;
}
