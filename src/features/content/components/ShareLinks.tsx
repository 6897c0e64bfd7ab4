/** Share links of a post: plain links (lib/share-links), no third-party script. */
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import { shareLinks } from '../lib/share-links';
import './content.css';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  return (
    <nav className="share-links" aria-label={intl.formatMessage({ id: 'content.share.label' })}>
      <h2 className="share-links__title">
        <FormattedMessage id="content.share.label" />
      </h2>
      <ul className="share-links__list">
        {shareLinks(url, title).map(({ target, href }) => (
          <li key={target}>
            <a
              className="share-links__link"
              href={href}
              data-share={target}
              {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <FormattedMessage id={`content.share.${target}` as MessageId} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
