import { Link, useLocation } from 'wouter';

export interface SectionNavItem {
  href: string;
  label: string;
}

/** A section's own navigation (a labelled list of links); the current page is marked for assistive tech. */
export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  const [location] = useLocation();
  return (
    <nav className="section-nav" aria-label={label}>
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
