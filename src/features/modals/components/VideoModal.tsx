/**
 * openModal('video', { src, title, watchUrl? }). Nothing of the video loads
 * before the user opens the modal, and closing it removes the player (the
 * video stops); what it shows depends on where the video lives (see
 * ../video-source.ts and docs/shell.md, "Product videos").
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { Dialog } from '../../../components/ui/Dialog';
import { focusableIn } from '../../../components/ui/use-focus-trap';
import { classifyVideoSource } from '../video-source';
import type { ModalComponentProps } from './modal-registry';

/** What an embedded player may use: full screen, picture in picture, protected media. Nothing else. */
export const EMBED_ALLOW = 'encrypted-media; fullscreen; picture-in-picture';

/**
 * True once the page's Content-Security-Policy refused a frame from `url`'s
 * origin: a page the worker drew from its shell, or reached by in-app
 * navigation from a page without a video, has no frame-src for the host.
 */
function useFrameBlocked(url: string | undefined): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onViolation = (event: SecurityPolicyViolationEvent): void => {
      if (event.blockedURI.startsWith(origin)) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [url]);
  return blocked;
}

/**
 * Tab pressed inside the player goes to the frame's document, not ours, so the
 * dialog's trap cannot see it: focus leaving the frame lands here and goes
 * back to the dialog's first control.
 */
function FrameFocusGuard() {
  return (
    <span
      tabIndex={0}
      data-focus-guard=""
      aria-hidden="true"
      onFocus={(event) => {
        const dialog = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
        if (dialog) focusableIn(dialog)[0]?.focus();
      }}
    />
  );
}

export function VideoModal({ props, onClose, isTop }: ModalComponentProps) {
  const intl = useIntl();
  const title = typeof props.title === 'string' && props.title ? props.title : intl.formatMessage({ id: 'shell.video.title' });
  const source = classifyVideoSource(props.src, window.location.origin);
  const blocked = useFrameBlocked(source.kind === 'embed' ? source.url : undefined);
  const watch = classifyVideoSource(props.watchUrl, window.location.origin);
  // The plain link: the video's own page when given, else a source we cannot play here.
  const link = watch.kind === 'external' ? watch : source.kind === 'external' ? source : null;
  return (
    <Dialog title={title} onClose={onClose} isTop={isTop} size="wide">
      {source.kind === 'file' && <video className="video-modal__player" src={source.url} controls preload="metadata" aria-label={title} />}
      {source.kind === 'frame' && <iframe className="video-modal__player" src={source.url} title={title} allow="fullscreen; picture-in-picture" />}
      {source.kind === 'frame' && <FrameFocusGuard />}
      {source.kind === 'embed' && !blocked && (
        <>
          <iframe className="video-modal__player" src={source.url} title={title} allow={EMBED_ALLOW} referrerPolicy="strict-origin-when-cross-origin" />
          <FrameFocusGuard />
        </>
      )}
      {source.kind === 'embed' && blocked && (
        <p className="muted">
          <FormattedMessage id="shell.video.blocked" />
        </p>
      )}
      {link && (source.kind === 'external' || blocked) && (
        <p className="video-modal__external">
          <a className="button" href={link.url} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="shell.video.watchOn" values={{ host: link.host }} />
          </a>
          <span className="muted">
            <FormattedMessage id="shell.video.newTab" />
          </span>
        </p>
      )}
      {source.kind === 'invalid' && (
        <p>
          <FormattedMessage id="shell.video.unavailable" />
        </p>
      )}
    </Dialog>
  );
}
