/**
 * A modal dialog: title, close button, focus kept inside while it is the top
 * one, focus returned to its opener when it closes. Escape is handled by the
 * modals host (only the top dialog closes); a click on the backdrop closes
 * the top dialog too.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from '../../lib/intl';
import { CloseIcon } from './CloseIcon';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  title: string;
  onClose: () => void;
  /** False while another dialog is stacked above this one. */
  isTop: boolean;
  children: ReactNode;
  size?: 'medium' | 'wide';
}

export function Dialog({ title, onClose, isTop, children, size = 'medium' }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, isTop);

  return (
    <div
      className="modal"
      inert={!isTop || undefined}
      onPointerDown={(event) => {
        if (isTop && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className={`modal__dialog modal__dialog--${size}`} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={intl.formatMessage({ id: 'ui.dialog.close' })} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
