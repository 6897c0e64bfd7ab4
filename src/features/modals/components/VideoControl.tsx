/**
 * "Watch the video" on a product page (docs/shell.md, "Product videos").
 * The server writes a plain link to the video's page on YouTube: that is the
 * control without JavaScript, and before the island is hydrated. Hydrated
 * (on interaction: nothing of it loads with the page) and online, the link
 * opens the video modal instead; offline it stays the plain link, with a
 * note that the video needs a connection (no frame that cannot load). A press
 * before hydration is held and replayed (`data-hold-press`, src/islands/runtime.ts),
 * so a quick first tap opens the dialog rather than leaving the page.
 */
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Island } from '../../../components/island/Island';
import { formatVideoDuration } from '../../../config/product-videos';
import { FormattedMessage } from '../../../lib/intl';
import { useOnline } from '../../../lib/online';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasModalHost, openModal } from '../state';
import { IslandModalsHost } from './IslandModalsHost';

export interface VideoControlProps {
  /** The video's title, in the page's language: the dialog's name and the frame's title. */
  title: string;
  embedUrl: string;
  watchUrl: string;
  durationSeconds: number;
}

export function VideoControl(props: VideoControlProps) {
  return <Island name="videoControl" hydrate="interaction" component={VideoControlIsland} props={props} />;
}

export function VideoControlIsland({ title, embedUrl, watchUrl, durationSeconds }: VideoControlProps) {
  const hydrated = useHydrated();
  const online = useOnline();
  // A page of islands has no modals host of its own (the layout is not React there).
  const [ownHost, setOwnHost] = useState(false);
  const enhanced = hydrated && online;

  const open = (event: MouseEvent | KeyboardEvent): void => {
    // A click meant for a new tab or window stays the link's.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!hasModalHost()) setOwnHost(true);
    openModal('video', { src: embedUrl, watchUrl, title });
  };
  const dialogControl = enhanced
    ? {
        role: 'button',
        'aria-haspopup': 'dialog' as const,
        onClick: open,
        // A button also answers the space bar; a link does not.
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === ' ') open(event);
        },
      }
    : {};

  return (
    <>
      <a className="button button--secondary video-control" href={watchUrl} data-testid="video-control" data-hold-press="" {...dialogControl}>
        <svg className="video-control__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" />
        </svg>
        <FormattedMessage id="products.video.watch" values={{ duration: formatVideoDuration(durationSeconds) }} />
      </a>
      {hydrated && !online && (
        <span className="video-control__note" role="note">
          <FormattedMessage id="products.video.offline" />
        </span>
      )}
      {ownHost && <IslandModalsHost />}
    </>
  );
}
