/**
 * The brand's social accounts (spec section 2 "Shell": YouTube, Twitter/X,
 * Discord, Telegram, Reddit, GitHub, LinkedIn, Spotify). The addresses are
 * placeholders under the brand's name until the real accounts are known.
 */
import type { MessageId } from '../../lib/intl';

export type SocialNetwork = 'youtube' | 'x' | 'discord' | 'telegram' | 'reddit' | 'github' | 'linkedin' | 'spotify';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  /** The accessible name: the icon alone says nothing to a screen reader. */
  label: MessageId;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'youtube', url: 'https://www.youtube.com/@hashvale', label: 'shell.social.youtube' },
  { network: 'x', url: 'https://x.com/hashvale', label: 'shell.social.x' },
  { network: 'discord', url: 'https://discord.gg/hashvale', label: 'shell.social.discord' },
  { network: 'telegram', url: 'https://t.me/hashvale', label: 'shell.social.telegram' },
  { network: 'reddit', url: 'https://www.reddit.com/r/hashvale', label: 'shell.social.reddit' },
  { network: 'github', url: 'https://github.com/hashvale', label: 'shell.social.github' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/hashvale', label: 'shell.social.linkedin' },
  { network: 'spotify', url: 'https://open.spotify.com/show/hashvale', label: 'shell.social.spotify' },
];
