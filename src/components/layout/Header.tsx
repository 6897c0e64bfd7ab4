import { Link } from 'wouter';
import { BRAND } from '../../config/brand';
import { paths } from '../../app/paths';
import { useIntl } from '../../lib/intl';
import { BrandMark } from '../ui/BrandMark';

/** Brand and main navigation. The navigation's entries arrive with the route table (issue 3). */
export function Header() {
  const intl = useIntl();
  return (
    <header className="header">
      <div className="container header__inner">
        <Link href={paths.home.build()} className="header__brand" aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          <BrandMark />
          <span className="header__brand-name">{BRAND.name}</span>
        </Link>
        <nav className="header__nav" aria-label={intl.formatMessage({ id: 'header.nav.label' })} />
      </div>
    </header>
  );
}
