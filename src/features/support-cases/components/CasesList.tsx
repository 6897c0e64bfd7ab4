/**
 * /support/my-cases: the user's cases, newest update first, with status,
 * last update, unread staff replies, a status filter, new cases still
 * waiting to send and refused ones with their text; "as of" when offline.
 */
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { buildPath } from '../../../config/paths';
import { SUPPORT_CASE_STATUSES } from '../../../config/support-cases';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { writeCaseDraft } from '../drafts';
import { casesState, dismissFailed, loadCases, setCasesFilter, type CasesState } from '../state';
import { CasesAsOf } from './CasesAsOf';
import { FailedMessageCard } from './FailedMessageCard';
import { RelativeTime } from './RelativeTime';
import { StatusBadge } from './StatusBadge';
import '../../../components/ui/field.css';
import './cases.css';

export function CasesList() {
  const intl = useIntl();
  const filterId = useId();
  const [, navigate] = useLocation();
  const state = useSnapshot(casesState);
  const userId = state.userId;
  useEffect(() => {
    if (userId) void loadCases();
  }, [userId]);

  const all = state.list.data ?? [];
  const shown = state.filter === 'ALL' ? all : all.filter((c) => c.status === state.filter);
  const waiting = state.pending.filter((p) => p.caseId === null);
  const refused = state.failed.filter((f) => f.caseId === null);
  const loading = state.list.status === 'loading' && state.list.data === undefined;

  return (
    <section className="cases" aria-labelledby={`${filterId}-title`}>
      <div className="cases__bar">
        <h2 id={`${filterId}-title`} className="visually-hidden">
          <FormattedMessage id="supportCases.list.heading" />
        </h2>
        <div className="field cases__filter">
          <label className="field__label" htmlFor={filterId}>
            <FormattedMessage id="supportCases.list.filter" />
          </label>
          <select id={filterId} className="field__input" value={state.filter} onChange={(event) => setCasesFilter(event.target.value as CasesState['filter'])}>
            <option value="ALL">{intl.formatMessage({ id: 'supportCases.list.filterAll' })}</option>
            {SUPPORT_CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: `supportCases.status.${status}` })}
              </option>
            ))}
          </select>
        </div>
        <Link className="button" href={buildPath('supportMyCasesNew')}>
          <FormattedMessage id="supportCases.list.new" />
        </Link>
      </div>
      <CasesAsOf slot={state.list} />
      {refused.map((failed) => (
        <FailedMessageCard
          key={failed.requestId}
          failed={failed}
          onEdit={() => {
            const body = failed.work.kind === 'supportCase' ? failed.work.body : null;
            void (async () => {
              if (userId && body) {
                await writeCaseDraft(userId, { category: body.category, subCategory: body.subCategory, subject: body.subject, description: body.description });
              }
              await dismissFailed(failed.requestId);
              navigate(buildPath('supportMyCasesNew'));
            })();
          }}
          onDismiss={() => void dismissFailed(failed.requestId)}
        />
      ))}
      {state.list.status === 'error' && state.list.data === undefined ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="supportCases.list.loadFailed" />{' '}
          <button type="button" className="button button--secondary" onClick={() => void loadCases()}>
            <FormattedMessage id="supportCases.retry" />
          </button>
        </p>
      ) : null}
      {loading ? (
        <p className="muted" role="status">
          <FormattedMessage id="supportCases.loading" />
        </p>
      ) : null}
      <ul className="cases__list" data-testid="cases-list" aria-busy={state.list.status === 'loading'}>
        {waiting.map((p) => (
          <li key={p.requestId} className="case-row case-row--waiting" data-testid="case-waiting">
            <span className="case-row__subject">{p.subject}</span>
            <StatusBadge status="WAITING" />
          </li>
        ))}
        {shown.map((c) => (
          <li key={c.id} className="case-row" data-testid="case-row">
            <Link className="case-row__subject" href={buildPath('supportMyCase', { id: c.id })}>
              <span className="muted">#{c.number}</span> {c.subject}
            </Link>
            <StatusBadge status={c.status} />
            <span className="case-row__meta muted">
              <FormattedMessage id="supportCases.list.updated" values={{ when: <RelativeTime at={c.updated} /> }} />
            </span>
            {c.unreadStaffReplies > 0 ? (
              <span className="case-row__unread" data-testid="case-unread">
                <FormattedMessage id="supportCases.list.unread" values={{ count: c.unreadStaffReplies }} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {state.list.data !== undefined && shown.length === 0 && waiting.length === 0 ? (
        <p className="cases__empty" data-testid="cases-empty">
          <FormattedMessage id={all.length === 0 ? 'supportCases.list.empty' : 'supportCases.list.emptyFilter'} />
        </p>
      ) : null}
    </section>
  );
}
