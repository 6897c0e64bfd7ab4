/**
 * The fee waterfall: each step per day and per month in BTC and each fiat
 * shown, with its formula. Deductions are negative, so a column adds up to
 * its net row (the figures are the rounded ones the net is made from).
 */
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import type { EconomicsView } from '../../calculator/economics-view';
import type { WithdrawalMethod } from '../../calculator/fee-waterfall';
import type { EconomicsFormat } from './economics-format';

export interface WaterfallTableProps {
  view: EconomicsView;
  format: EconomicsFormat;
  withdrawal: WithdrawalMethod;
  /** The rig's rows as text, e.g. "1 × 200 TH/s at 0.000520000 BTC/PH/day". */
  grossFormula: string;
}

export function WaterfallTable({ view, format, withdrawal, grossFormula }: WaterfallTableProps) {
  const intl = useIntl();
  const { input, day, month, currencies } = view;
  const wd = month.withdrawal;
  const formulas: Record<string, string> = {
    gross: grossFormula,
    sellerFee: intl.formatMessage({ id: 'calculator.economics.formula.sellerFee' }, { fee: format.percent(input.sellerFee) }),
    withdrawalFee:
      wd.feeBtc === null
        ? intl.formatMessage({ id: 'calculator.economics.formula.withdrawalUnknown' })
        : intl.formatMessage(
            { id: 'calculator.economics.formula.withdrawal' },
            {
              method: intl.formatMessage({ id: `calculator.economics.withdrawal.${withdrawal}` }),
              amount: format.btc(Math.round(wd.amountBtc * 1e8)),
              fee: format.btc(Math.round(wd.feeBtc * 1e8)),
            },
          ),
    electricity: intl.formatMessage(
      { id: 'calculator.economics.formula.electricity' },
      {
        kwh: intl.formatNumber(input.kwh, { maximumFractionDigits: 3 }),
        price: intl.formatNumber(input.kwhPrice, { maximumFractionDigits: 8 }),
        currency: input.kwhCurrency,
      },
    ),
    net: intl.formatMessage({ id: 'calculator.economics.formula.net' }),
  };
  const columns = (period: 'day' | 'month') => [
    { key: `${period}-btc`, label: 'BTC' },
    ...currencies.map((c) => ({ key: `${period}-${c.toLowerCase()}`, label: c })),
  ];
  return (
    <div className="econ__scroll" data-testid="econ-waterfall-box">
      <table className="table econ__table" data-testid="econ-waterfall">
        <caption>
          <FormattedMessage id="calculator.economics.waterfall.caption" />
        </caption>
        <thead>
          <tr>
            <td rowSpan={2} />
            <th scope="colgroup" colSpan={currencies.length + 1} className="econ__group">
              <FormattedMessage id="calculator.economics.perDay" />
            </th>
            <th scope="colgroup" colSpan={currencies.length + 1} className="econ__group">
              <FormattedMessage id="calculator.economics.perMonth" />
            </th>
            <th scope="col" rowSpan={2}>
              <FormattedMessage id="calculator.economics.formula" />
            </th>
          </tr>
          <tr>
            {[...columns('day'), ...columns('month')].map((col) => (
              <th key={col.key} scope="col" className="table__number">
                {col.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {day.steps.map((step, i) => {
            const monthStep = month.steps[i]!;
            const cells = (s: typeof step, period: string) => [
              <td key={`${period}-btc`} className="table__number" data-testid={`econ-wf-${s.key}-${period}-btc`}>
                {format.btc(s.sat)}
              </td>,
              ...currencies.map((c) => (
                <td key={`${period}-${c}`} className="table__number" data-testid={`econ-wf-${s.key}-${period}-${c.toLowerCase()}`}>
                  {format.fiat(c, s.minor[c])}
                </td>
              )),
            ];
            return (
              <tr key={step.key} className={step.key === 'net' ? 'econ__total' : undefined} data-step={step.key}>
                <th scope="row">
                  <FormattedMessage id={`calculator.economics.step.${step.key}`} />
                </th>
                {cells(step, 'day')}
                {cells(monthStep, 'month')}
                <td className="econ__formula">{formulas[step.key]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
