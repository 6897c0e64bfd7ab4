/** The style guide's sample modal; it can open another one on top to show stacking. */
import { Dialog } from '../../../components/ui/Dialog';
import type { ModalComponentProps } from '../../../features/modals/components/modal-registry';
import { openModal } from '../../../features/modals/state';
import { FormattedMessage, useIntl } from '../../../lib/intl';

export const SAMPLE_MODAL_KIND = 'style-guide-sample';

export function SampleModal({ props, onClose, isTop }: ModalComponentProps) {
  const intl = useIntl();
  const depth = typeof props.depth === 'number' ? props.depth : 1;
  return (
    <Dialog title={`${intl.formatMessage({ id: 'styleGuide.modal.title' })} (${depth})`} onClose={onClose} isTop={isTop}>
      <p>
        <FormattedMessage id="styleGuide.modal.text" />
      </p>
      <button type="button" className="button button--secondary" onClick={() => openModal(SAMPLE_MODAL_KIND, { depth: depth + 1 })}>
        <FormattedMessage id="styleGuide.modal.stack" />
      </button>
    </Dialog>
  );
}
