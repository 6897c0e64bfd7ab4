/** "Need help?" above the footer, on every page but the support screens themselves. */
import { Link } from 'wouter';
import { buildPath } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';

export function NeedHelpLink() {
  return (
    <aside className="need-help">
      <div className="container need-help__inner">
        <p className="need-help__text">
          <FormattedMessage id="shell.needHelp.text" />
        </p>
        <Link href={buildPath('support')} className="button button--secondary">
          <FormattedMessage id="shell.needHelp.link" />
        </Link>
      </div>
    </aside>
  );
}
