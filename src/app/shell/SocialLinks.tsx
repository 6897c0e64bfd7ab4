import { useIntl } from '../../lib/intl';
import { SOCIAL_LINKS } from '../../components/nav/social-links';
import { SocialIcon } from './SocialIcon';

/** The footer's social links: icon links, each named for screen readers and on hover. */
export function SocialLinks() {
  const intl = useIntl();
  return (
    <ul className="social-links" aria-label={intl.formatMessage({ id: 'shell.social.label' })}>
      {SOCIAL_LINKS.map((link) => {
        const name = intl.formatMessage({ id: link.label });
        return (
          <li key={link.network}>
            <a className="social-links__link" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={name} title={name}>
              <SocialIcon network={link.network} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
