/**
 * openModal('video', { src, title }). Nothing of the video loads before the
 * user opens the modal; what it shows depends on where the video lives (see
 * ../video-source.ts and docs/shell.md).
 */
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { Dialog } from '../../../components/ui/Dialog';
import { classifyVideoSource } from '../video-source';
import type { ModalComponentProps } from './modal-registry';

export function VideoModal({ props, onClose, isTop }: ModalComponentProps) {
  const intl = useIntl();
  const title = typeof props.title === 'string' && props.title ? props.title : intl.formatMessage({ id: 'shell.video.title' });
  const source = classifyVideoSource(props.src, window.location.origin);
  return (
    <Dialog title={title} onClose={onClose} isTop={isTop} size="wide">
      {source.kind === 'file' && <video className="video-modal__player" src={source.url} controls preload="metadata" aria-label={title} />}
      {source.kind === 'frame' && <iframe className="video-modal__player" src={source.url} title={title} allow="fullscreen; picture-in-picture" />}
      {source.kind === 'external' && (
        <p className="video-modal__external">
          <a className="button" href={source.url} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="shell.video.watchOn" values={{ host: source.host }} />
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
