import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Tabs } from '../../../components/ui/Tabs';
import { MAX_PRECISION, STRATUM_LOCATIONS } from '../../../config/limits';
import { FormattedMessage, FormattedNumber, FormattedTime, useIntl } from '../../../lib/intl';
import { payingPrice } from '../hashpower-book';
import { marketState } from '../state';
import { useHashpowerBook } from '../use-hashpower-book';
import { AlgorithmPicker } from './AlgorithmPicker';
import { BookEstimate } from './BookEstimate';
import { LiveData } from './LiveData';
import { MarketHistoryChart } from './MarketHistoryChart';
import { OrderBookTable } from './OrderBookTable';
import './live-order-book.css';

const NO_ALGORITHMS: never[] = [];

/**
 * The live hash-power order book of an algorithm in a location, with the
 * totals, the paying price, the 24-hour chart and the buyer's estimate.
 * A trading view: on a wide screen the chart (with the estimate below it) and
 * the order book share the first screen side by side; narrower, the book and
 * the chart are tabs (docs/frontend.md, "The trading view"). `fixedAlgorithm`
 * hides the picker (an algorithm's own page).
 */
export function LiveOrderBook({ initialAlgorithm = 'SCRYPT', fixedAlgorithm }: { initialAlgorithm?: string; fixedAlgorithm?: string }) {
  const intl = useIntl();
  const algorithms = useSnapshot(marketState).algorithms.data ?? NO_ALGORITHMS;
  const [picked, setPicked] = useState(initialAlgorithm);
  const algorithm = fixedAlgorithm ?? picked;
  const [location, setLocation] = useState<string>(STRATUM_LOCATIONS[0].market);
  // The tab shown on a phone, kept here so it survives the book reloading for another algorithm or location.
  const [view, setView] = useState('book');
  const { state, mode } = useHashpowerBook(algorithm, location);
  const title = algorithms.find((a) => a.algorithm === algorithm)?.title ?? algorithm;
  return (
    <section className="live-book" aria-labelledby="live-book-heading">
      <div className="live-book__head">
        <h2 id="live-book-heading">
          <FormattedMessage id="marketplace.book.heading" />
        </h2>
        <p className="live-book__status" data-testid="book-status" data-mode={mode}>
          {mode === 'live' ? (
            <FormattedMessage id="marketplace.book.live" />
          ) : state.status === 'ready' && state.asOf !== undefined ? (
            <FormattedMessage id="marketplace.book.asOf" values={{ time: <FormattedTime value={state.asOf} timeStyle="medium" /> }} />
          ) : null}
        </p>
      </div>
      <div className="live-book__controls">
        {!fixedAlgorithm && <AlgorithmPicker algorithms={algorithms} value={algorithm} onChange={setPicked} />}
        <fieldset className="live-book__locations">
          <legend className="field__label">
            <FormattedMessage id="marketplace.book.location" />
          </legend>
          {STRATUM_LOCATIONS.map((l) => (
            <label key={l.market}>
              <input
                type="radio"
                name="book-location"
                value={l.market}
                checked={location === l.market}
                onChange={() => setLocation(l.market)}
                data-testid={`book-location-${l.market}`}
              />
              {l.market}
            </label>
          ))}
        </fieldset>
      </div>
      <LiveData state={state} reload={() => setLocation((l) => l)} testId="live-book" reserve="order-book">
        {(book) => {
          const paying = payingPrice(book.orders);
          return (
            <>
              <dl className="live-book__totals">
                <div>
                  <dt>
                    <FormattedMessage id="algorithms.column.speed" />
                  </dt>
                  <dd data-testid="book-total-speed">
                    <FormattedNumber value={book.totalSpeed} maximumFractionDigits={4} /> {book.unit}/s
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="algorithms.column.price" />
                  </dt>
                  <dd>{paying === null ? '–' : <FormattedNumber value={paying} maximumFractionDigits={MAX_PRECISION} />}</dd>
                </div>
              </dl>
              <div className="trading-view">
                <Tabs
                  className="trading-view__tabs"
                  label={intl.formatMessage({ id: 'marketplace.view.label' })}
                  testId="market-view"
                  selected={view}
                  onSelect={setView}
                  tabs={[
                    {
                      key: 'book',
                      label: <FormattedMessage id="marketplace.view.book" />,
                      panel: <OrderBookTable book={book} caption={intl.formatMessage({ id: 'marketplace.book.caption' }, { algorithm: title, location })} />,
                    },
                    {
                      key: 'chart',
                      label: <FormattedMessage id="marketplace.view.chart" />,
                      panel: <MarketHistoryChart algorithm={algorithms.find((a) => a.algorithm === algorithm)} />,
                    },
                  ]}
                />
                <div className="trading-view__estimate">
                  <BookEstimate book={book} suggested={paying} />
                </div>
              </div>
            </>
          );
        }}
      </LiveData>
    </section>
  );
}
