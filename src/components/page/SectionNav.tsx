import { Link, useLocation } from 'wouter';

export interface SectionNavItem {
  href: string;
  label: string;
}

/**
 * A section's own navigation (a labelled list of links); the current page is
 * marked for assistive tech. With `titleId`, the label is also shown above the
 * links (a section with two lists side by side) and names the list.
 */
export function SectionNav({ label, items, titleId }: { label: string; items: readonly SectionNavItem[]; titleId?: string }) {
  const [location] = useLocation();
  return (
    <nav className="section-nav" {...(titleId ? { 'aria-labelledby': titleId } : { 'aria-label': label })}>
      {titleId && (
        <p className="section-nav__title" id={titleId}>
          {label}
        </p>
      )}
      <ul className="section-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="section-nav__link" aria-current={location === item.href ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
