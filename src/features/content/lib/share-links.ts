/**
 * Share links for a post: plain links built from the page's URL, so sharing
 * loads no third-party script and tells the other site nothing until the
 * reader clicks.
 */
export type ShareTarget = 'x' | 'linkedin' | 'reddit' | 'telegram' | 'email';

export interface ShareLink {
  target: ShareTarget;
  href: string;
}

export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const u = encodeURIComponent(pageUrl);
  const t = encodeURIComponent(title);
  return [
    { target: 'x', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { target: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { target: 'reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { target: 'telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { target: 'email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
