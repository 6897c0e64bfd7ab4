/**
 * The bell beside the user menu: the unseen count (polled while the user is
 * present: tab visible, not idle; lib/presence.ts), and on opening the newest notifications with their category's
 * icon and the time in the user's language; "Mark all as seen" clears the
 * count, opening or marking one marks it read.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { UNSEEN_NOTIFICATIONS_POLL_MS } from '../../../config/limits';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { usePolling } from '../../../lib/use-polling';
import { relativeTime } from '../relative-time';
import { hasMore, loadFirstPage, loadMore, markAllSeen, markOneRead, refreshUnseen, userNotificationsState } from '../state';
import { CategoryIcon } from './CategoryIcon';
import './notifications-bell.css';

/**
 * Drawn, not an emoji: without an emoji font (Debian's Chromium) "🔔" shows
 * as an empty box. Stroked in currentColor like the header's other icons
 * (.icon-button svg), at the menu button's 24 px.
 */
function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

const pollUnseen = () => void refreshUnseen();

export function NotificationsBell() {
  const intl = useIntl();
  const state = useSnapshot(userNotificationsState);
  const items = state.pages.data?.items ?? [];
  const [open, setOpen] = useState(false);
  // Times are relative to when the list was opened.
  const [now, setNow] = useState(0);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // Asks now, then polls while the user is present (spec section 4: not while idle); coming back asks at once.
  usePolling(pollUnseen, UNSEEN_NOTIFICATIONS_POLL_MS);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => !wrapper.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    if (!open) {
      setNow(Date.now());
      void loadFirstPage();
    }
    setOpen(!open);
  };

  return (
    <div className="bell" ref={wrapper}>
      <button
        type="button"
        className="icon-button bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'userNotifications.bell' }, { count: state.unseen })}
        onClick={toggle}
      >
        <BellIcon />
        {state.unseen > 0 && (
          <span className="bell__count" aria-hidden="true">
            {state.unseen > 99 ? '99+' : state.unseen}
          </span>
        )}
      </button>
      <section id={panelId} className="bell__panel" hidden={!open} aria-label={intl.formatMessage({ id: 'userNotifications.heading' })}>
        <div className="bell__head">
          <h2 className="bell__title">
            <FormattedMessage id="userNotifications.heading" />
          </h2>
          <button type="button" className="bell__action" disabled={state.unseen === 0} onClick={() => void markAllSeen().catch(() => undefined)}>
            <FormattedMessage id="userNotifications.markAllSeen" />
          </button>
        </div>
        {state.pages.status === 'error' && (
          <p role="alert" className="bell__empty">
            <FormattedMessage id="userNotifications.failed" />
          </p>
        )}
        {state.pages.status === 'ready' && items.length === 0 && (
          <p className="bell__empty">
            <FormattedMessage id="userNotifications.empty" />
          </p>
        )}
        <ul className="bell__list">
          {items.map((item) => {
            const ago = relativeTime(item.createdTs, now);
            return (
              <li key={item.id} className={`bell__item${item.read ? '' : ' bell__item--unread'}`}>
                <span className="bell__icon" aria-hidden="true">
                  <CategoryIcon icon={item.icon} />
                </span>
                <span className="bell__text">
                  {item.link ? (
                    <a href={item.link} className="bell__link" onClick={() => void markOneRead(item.id).catch(() => undefined)}>
                      {item.title}
                    </a>
                  ) : (
                    <span className="bell__link">{item.title}</span>
                  )}
                  {item.text && <span className="bell__body">{item.text}</span>}
                  <time className="bell__time" dateTime={new Date(item.createdTs).toISOString()}>
                    {intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' })}
                  </time>
                </span>
                {!item.read && (
                  <button type="button" className="bell__action" onClick={() => void markOneRead(item.id).catch(() => undefined)}>
                    <FormattedMessage id="userNotifications.markRead" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {hasMore(state.pages) && (
          <button type="button" className="bell__action" onClick={() => void loadMore()}>
            <FormattedMessage id="userNotifications.more" />
          </button>
        )}
      </section>
    </div>
  );
}
