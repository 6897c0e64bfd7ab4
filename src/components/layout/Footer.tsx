import { FormattedMessage } from '../../lib/intl';
import { APP_VERSION } from '../../lib/build-info';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p>
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
        <p className="footer__version">
          <FormattedMessage id="footer.version" values={{ version: APP_VERSION }} />
        </p>
      </div>
    </footer>
  );
}
