/**
 * How the balance and activity read, wherever they are shown (the header's
 * total, the user menu, the phone menu's panel): amounts in the locale's
 * digits at the precision the sum chose, an activity entry's kind, signed
 * amount and age.
 */
import type { ReactNode } from 'react';
import type { ActivityEntry } from '../../config/api/session';
import { findCurrency } from '../../features/currencies/state';
import { formatAmount } from '../../features/currencies/lib/format-amount';
import { relativeTime } from '../../features/user-notifications/relative-time';
import type { IntlShape, MessageId } from '../../lib/intl';

const fractionDigits = (text: string): number => text.split('.')[1]?.length ?? 0;

/** A fiat figure already rounded (balance-total.ts), in the locale's form with its symbol. */
export function fiatText(intl: IntlShape, amount: string, currency: string): string {
  const digits = fractionDigits(amount);
  try {
    return intl.formatNumber(Number(amount), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    // Not an ISO 4217 code the browser knows: the number and the code.
    return `${intl.formatNumber(Number(amount), { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${currency}`;
  }
}

/**
 * The same figure short enough for a phone's bar: from a thousand up, in the
 * locale's compact form to three digits ("$73.4K", "73,4 тыс. $", "$7.34万");
 * below, as fiatText.
 */
export function fiatCompactText(intl: IntlShape, amount: string, currency: string): string {
  if (Math.abs(Number(amount)) < 1000) return fiatText(intl, amount, currency);
  try {
    return intl.formatNumber(Number(amount), { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3 });
  } catch {
    return `${intl.formatNumber(Number(amount), { notation: 'compact', maximumSignificantDigits: 3 })} ${currency}`;
  }
}

/** A crypto amount already rounded, with its symbol. */
export function coinText(intl: IntlShape, amount: string, currency: string, signed = false): string {
  const digits = fractionDigits(amount);
  const text = intl.formatNumber(Number(amount), { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' });
  return `${text} ${currency}`;
}

const KINDS: Record<string, MessageId> = {
  DEPOSIT: 'shell.activity.kind.deposit',
  WITHDRAWAL: 'shell.activity.kind.withdrawal',
  HASHPOWER_ORDER: 'shell.activity.kind.hashpowerOrder',
  EXCHANGE_TRADE: 'shell.activity.kind.exchangeTrade',
};

export interface ActivityLine {
  kind: string;
  /** The signed amount with its currency, when the entry moved funds. */
  amount?: string;
  ago: string;
}

/** An entry as one line: a known kind in the user's language, else the server's description. */
export function activityLine(intl: IntlShape, entry: ActivityEntry, nowMs: number): ActivityLine {
  const kind = KINDS[entry.type] ? intl.formatMessage({ id: KINDS[entry.type]! }) : entry.description || entry.type;
  const { amount, currency } = entry.meta as { amount?: unknown; currency?: unknown };
  const ago = relativeTime(entry.createdTs, nowMs);
  const line: ActivityLine = { kind, ago: intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' }) };
  if (typeof amount === 'string' && typeof currency === 'string') {
    line.amount = coinText(intl, formatAmount(amount, findCurrency(currency)?.precision ?? 8, { rounding: 'down', trimZeros: true }), currency, true);
  }
  return line;
}

export function ActivityLineView({ line }: { line: ActivityLine }): ReactNode {
  return (
    <span className="balance-activity">
      <span className="balance-activity__kind">{line.kind}</span>
      {line.amount && <span className="balance-activity__amount">{line.amount}</span>}
      <span className="balance-activity__time">{line.ago}</span>
    </span>
  );
}
