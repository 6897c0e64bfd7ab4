/**
 * /countdown and /countdown/:id: live countdowns to the events of
 * countdown/countdown-events.ts; with an id, that event alone (an unknown id
 * says so and lists the events), then how the dates are estimated
 * (content/pages/countdown.md).
 */
import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl';
import { COUNTDOWN_EVENTS, countdownEvent, type CountdownEvent } from './countdown/countdown-events';
import { CountdownTimer } from './countdown/CountdownTimer';
import './countdown/countdown.css';

function EventCard({ event, linkToOwnPage }: { event: CountdownEvent; linkToOwnPage: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `countdown.event.${event.id}.title` as MessageId });
  return (
    <li className="card countdown-card">
      <h2>{title}</h2>
      <p>
        <FormattedMessage id={`countdown.event.${event.id}.text` as MessageId} />
      </p>
      <CountdownTimer event={event} />
      {linkToOwnPage && (
        <p>
          <Link href={buildPath('countdown', { id: event.id })}>
            <FormattedMessage id="countdown.open" values={{ event: title }} />
          </Link>
        </p>
      )}
    </li>
  );
}

export function CountdownPage() {
  const intl = useIntl();
  const { id } = useParams<{ id?: string }>();
  const event = id ? countdownEvent(id) : undefined;
  const listLabel = intl.formatMessage({ id: 'countdown.list.label' });
  return (
    <RoutePage name="countdown">
      {event ? (
        <>
          <ul className="countdown-list">
            <EventCard event={event} linkToOwnPage={false} />
          </ul>
          <p>
            <Link href={buildPath('countdown')}>
              <FormattedMessage id="countdown.all" />
            </Link>
          </p>
        </>
      ) : (
        <>
          {id !== undefined && (
            <div className="notice notice--error countdown-not-found" role="status">
              <h2 className="notice__text">
                <FormattedMessage id="countdown.notFound.title" />
              </h2>
              <p className="notice__text">
                <FormattedMessage id="countdown.notFound.text" values={{ id }} />
              </p>
            </div>
          )}
          <ul className="countdown-list" aria-label={listLabel}>
            {COUNTDOWN_EVENTS.map((e) => (
              <EventCard key={e.id} event={e} linkToOwnPage />
            ))}
          </ul>
        </>
      )}
      <PageArticle url="countdown" />
    </RoutePage>
  );
}
