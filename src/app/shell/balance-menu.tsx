/**
 * The balance's per-currency breakdown and the recent activity, as the user
 * menu's groups (after "Log out", so that stays in the first screen) and as
 * the phone menu panel's section. In the menu each line is an item the
 * arrow keys reach (a screen reader reads it there) that does nothing when
 * chosen; the site has no activity page, so there is no link to more.
 */
import type { ReactNode } from 'react';
import type { MenuGroup, MenuItem } from '../../components/ui/menu-items';
import { FormattedMessage, useIntl, type IntlShape } from '../../lib/intl';
import { ActivityLineView, activityLine, coinText, fiatText } from './balance-text';
import { useBalance, type BalanceView } from './use-balance';

interface Line {
  key: string;
  content: ReactNode;
  /** A state line (loading, failed, empty) rather than a figure. */
  note?: boolean;
}

function breakdownLines(intl: IntlShape, view: BalanceView): Line[] {
  if (!view.sum) {
    const id = view.status === 'error' ? 'shell.balance.unavailable' : 'shell.balance.loading';
    return [{ key: 'state', note: true, content: <FormattedMessage id={id} /> }];
  }
  if (view.sum.parts.length === 0) return [{ key: 'empty', note: true, content: <FormattedMessage id="shell.balance.empty" /> }];
  return view.sum.parts.map((part) => ({
    key: part.currency,
    content: (
      <span className="balance-part">
        <span className="balance-part__amount">{coinText(intl, part.amount, part.currency)}</span>
        <span className="balance-part__value">{fiatText(intl, part.value, view.currency)}</span>
      </span>
    ),
  }));
}

function activityLines(intl: IntlShape, view: BalanceView): Line[] {
  const { status, entries, asOf } = view.activity;
  if (status !== 'ready') {
    const id = status === 'error' ? 'shell.activity.unavailable' : 'shell.activity.loading';
    return [{ key: 'state', note: true, content: <FormattedMessage id={id} /> }];
  }
  if (entries.length === 0) return [{ key: 'empty', note: true, content: <FormattedMessage id="shell.activity.empty" /> }];
  return entries.map((entry) => ({ key: entry.id, content: <ActivityLineView line={activityLine(intl, entry, asOf)} /> }));
}

const asItem = (line: Line): MenuItem => ({ key: line.key, label: line.content, keepOpen: true, disabled: line.note });

/** The user menu's two groups; none signed out. */
export function useBalanceMenuGroups(): MenuGroup[] {
  const intl = useIntl();
  const view = useBalance();
  if (!view) return [];
  return [
    { key: 'balance', label: intl.formatMessage({ id: 'shell.balance.breakdown' }), items: breakdownLines(intl, view).map(asItem) },
    { key: 'activity', label: intl.formatMessage({ id: 'shell.activity.title' }), items: activityLines(intl, view).map(asItem) },
  ];
}

/** The same, as the phone menu panel's section: headings and lists. */
export function BalancePanel() {
  const intl = useIntl();
  const view = useBalance();
  if (!view) return null;
  const list = (lines: Line[]) => (
    <ul className="balance-panel__list">
      {lines.map((line) => (
        <li key={line.key} className={line.note ? 'balance-panel__note' : undefined}>
          {line.content}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="balance-panel" aria-label={intl.formatMessage({ id: 'shell.balance.breakdown' })}>
      <h2 className="balance-panel__title">
        <FormattedMessage id="shell.balance.breakdown" />
      </h2>
      {list(breakdownLines(intl, view))}
      <h2 className="balance-panel__title">
        <FormattedMessage id="shell.activity.title" />
      </h2>
      {list(activityLines(intl, view))}
    </section>
  );
}
