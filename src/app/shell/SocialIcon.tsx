/**
 * Simplified marks of the social networks, drawn inline (no request to the
 * networks, nothing for the CSP to block). Decorative: the link around the
 * icon carries the name. Cut-outs use the even-odd rule so the icon takes the
 * link's colour and works on any background.
 */
import type { SocialNetwork } from '../../components/nav/social-links';

const PATHS: Record<SocialNetwork, string> = {
  youtube: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 4v6l5.2-3Z',
  x: 'M3 3h5.5l4.3 6 5-6H20l-6.1 7.4L21 21h-5.5l-4.7-6.5L5.3 21H3.1l6.6-7.9ZM6.4 4.6l10 14.8h1.5l-10-14.8Z',
  discord:
    'M19.5 5.5A16 16 0 0 0 15.5 4l-.5 1a14.5 14.5 0 0 0-6 0L8.5 4a16 16 0 0 0-4 1.5C2 9.3 1.3 13 1.7 16.7A16 16 0 0 0 6.6 19l1-1.6a10 10 0 0 1-1.6-.8l.4-.3a11.4 11.4 0 0 0 11.2 0l.4.3a10 10 0 0 1-1.6.8l1 1.6a16 16 0 0 0 4.9-2.3c.5-4.3-.7-8-2.8-11.2ZM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z',
  telegram:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.6 6.2-1.7 8c-.1.6-.5.7-1 .4l-2.6-1.9-1.3 1.2c-.1.1-.3.3-.6.3l.2-2.7 4.9-4.4c.2-.2 0-.3-.3-.1l-6 3.8-2.6-.8c-.6-.2-.6-.6.1-.9l10.1-3.9c.5-.2.9.1.8 1Z',
  reddit:
    'M12 3a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19ZM8.8 11a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8Zm6.4 0a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8Zm-7 5.2h7.6a4.6 4.6 0 0 1-7.6 0Z',
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  linkedin:
    'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2 8v8h3v-8Zm1.5-4.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM11 10v8h3v-4.5c0-1.2.8-1.8 1.6-1.8.9 0 1.4.6 1.4 1.8V18h3v-5c0-2.4-1.4-3.2-3-3.2-1.2 0-2.2.6-2.8 1.4V10Z',
  spotify:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.4 14.4c-.2.3-.6.4-.9.2-2.5-1.5-5.6-1.8-9.3-1a.7.7 0 0 1-.3-1.3c4-.9 7.5-.5 10.3 1.2.3.2.4.6.2.9Zm1.2-2.8c-.2.4-.7.5-1.1.3-2.8-1.7-7.2-2.2-10.5-1.2a.8.8 0 1 1-.5-1.6c3.8-1.1 8.6-.6 11.8 1.4.4.2.5.7.3 1.1Zm.1-2.9C14.3 8.7 8.8 8.5 5.6 9.5a1 1 0 1 1-.6-1.8c3.7-1.1 9.7-.9 13.6 1.4a1 1 0 0 1-.9 1.6Z',
};

export function SocialIcon({ network, size = 22 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg className="social-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fillRule="evenodd" />
    </svg>
  );
}
