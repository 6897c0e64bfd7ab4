/** The shared UI components rendered live: the dark hero, buttons, Tooltip, Menu, CopyButton, Pagination, a notification and a modal. */
import { useState, type ReactNode } from 'react';
import { buildPath } from '../../../config/paths';
import { STRATUM_PORT } from '../../../config/limits';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Menu } from '../../../components/ui/Menu';
import { Pagination } from '../../../components/ui/Pagination';
import { Tooltip } from '../../../components/ui/Tooltip';
import { registerModal } from '../../../features/modals/components/modal-registry';
import { openModal } from '../../../features/modals/state';
import { notify } from '../../../features/notifications/state';
import { FormattedMessage, useIntl, type MessageId } from '../../../lib/intl';
import { SAMPLE_MODAL_KIND, SampleModal } from './SampleModal';

registerModal(SAMPLE_MODAL_KIND, SampleModal);

const SAMPLE_STRATUM = `stratum+tcp://sha256.auto.hashvale.example:${STRATUM_PORT}`;
const SAMPLE_PAGE_COUNT = 12;

function Specimen({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <section className="card style-guide__specimen" aria-labelledby={`specimen-${id}`}>
      <h3 id={`specimen-${id}`}>
        <FormattedMessage id={title} />
      </h3>
      <div className="style-guide__row">{children}</div>
    </section>
  );
}

export function ComponentsShowcase() {
  const intl = useIntl();
  const [page, setPage] = useState(5);
  const showNotification = (): void => void notify('info', intl.formatMessage({ id: 'styleGuide.notify.message' }));
  return (
    <section aria-labelledby="style-guide-components">
      <h2 id="style-guide-components">
        <FormattedMessage id="styleGuide.components.heading" />
      </h2>
      <div className="style-guide__specimens">
        <Specimen id="hero" title="styleGuide.hero.heading">
          <div className="hero hero--dark style-guide__hero">
            <div className="hero__inner">
              <p className="hero__title">
                <FormattedMessage id="home.hero.title" />
              </p>
              <p className="hero__lead">
                <FormattedMessage id="styleGuide.hero.text" />
              </p>
              <div className="hero__actions">
                <span className="button button--on-hero">
                  <FormattedMessage id="home.hero.ctaMine" />
                </span>
                <span className="button button--ghost-on-hero">
                  <FormattedMessage id="home.hero.ctaBuy" />
                </span>
              </div>
            </div>
          </div>
        </Specimen>
        <Specimen id="buttons" title="styleGuide.buttons.heading">
          <button type="button" className="button">
            <FormattedMessage id="styleGuide.button.primary" />
          </button>
          <button type="button" className="button button--secondary">
            <FormattedMessage id="styleGuide.button.secondary" />
          </button>
        </Specimen>
        <Specimen id="tooltip" title="styleGuide.tooltip.heading">
          <Tooltip content={<FormattedMessage id="styleGuide.tooltip.content" />}>
            <button type="button" className="button button--secondary">
              <FormattedMessage id="styleGuide.tooltip.trigger" />
            </button>
          </Tooltip>
        </Specimen>
        <Specimen id="menu" title="styleGuide.menu.heading">
          <Menu
            label={<FormattedMessage id="styleGuide.menu.label" />}
            groups={[
              {
                key: 'sample',
                items: [
                  { key: 'download', label: intl.formatMessage({ id: 'styleGuide.menu.item.download' }), href: buildPath('downloadCenter') },
                  { key: 'blog', label: intl.formatMessage({ id: 'styleGuide.menu.item.blog' }), href: buildPath('blog') },
                  { key: 'notify', label: intl.formatMessage({ id: 'styleGuide.menu.item.notify' }), onSelect: showNotification },
                ],
              },
            ]}
          />
        </Specimen>
        <Specimen id="copy" title="styleGuide.copy.heading">
          <span>
            <FormattedMessage id="styleGuide.copy.sample" />: <code>{SAMPLE_STRATUM}</code>
          </span>
          <CopyButton value={SAMPLE_STRATUM} />
        </Specimen>
        <Specimen id="pagination" title="styleGuide.pagination.heading">
          <Pagination page={page} pageCount={SAMPLE_PAGE_COUNT} onPageChange={setPage} />
          <p role="status">
            <FormattedMessage id="styleGuide.pagination.status" values={{ page, count: SAMPLE_PAGE_COUNT }} />
          </p>
        </Specimen>
        <Specimen id="notification" title="styleGuide.notify.heading">
          <button type="button" className="button" onClick={showNotification}>
            <FormattedMessage id="styleGuide.notify.button" />
          </button>
        </Specimen>
        <Specimen id="modal" title="styleGuide.modal.heading">
          <button type="button" className="button" onClick={() => openModal(SAMPLE_MODAL_KIND, { depth: 1 })}>
            <FormattedMessage id="styleGuide.modal.button" />
          </button>
        </Specimen>
      </div>
    </section>
  );
}
