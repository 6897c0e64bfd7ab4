import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import './not-found.css';

export function NotFoundPage() {
  return (
    <div className="container not-found">
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="notFound.text" />
      </p>
      <Link href={buildPath('home')} className="button">
        <FormattedMessage id="notFound.home" />
      </Link>
    </div>
  );
}
