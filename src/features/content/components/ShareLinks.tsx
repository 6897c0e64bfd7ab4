/** Share links of a post: plain links (lib/share-links), no third-party script. */
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import { useHydrated } from '../../../lib/use-hydrated';
import { shareLinks } from '../lib/share-links';
import './content.css';

/** `path`: the page's own; shared as the full address once hydrated (the server does not know the address the reader used). */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const intl = useIntl();
  const url = useHydrated() ? new URL(path, window.location.origin).href : path;
  return (
    <nav className="share-links" aria-label={intl.formatMessage({ id: 'content.share.label' })}>
      <h2 className="share-links__title">
        <FormattedMessage id="content.share.label" />
      </h2>
      <ul className="share-links__list">
        {shareLinks(url, title).map(({ target, href }) => (
          <li key={target}>
            <a className="share-links__link" href={href} data-share={target} {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
              <FormattedMessage id={`content.share.${target}` as MessageId} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
