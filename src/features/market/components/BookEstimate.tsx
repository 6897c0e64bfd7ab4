import { useId, useState } from 'react';
import { MAX_PRECISION } from '../../../config/limits';
import { FormattedMessage, FormattedNumber } from '../../../lib/intl';
import { estimateSpeed, type LocationBook } from '../hashpower-book';
import '../../../components/ui/field.css';

/** "What would I get at price X": the speed the book would give a new order at that price. */
export function BookEstimate({ book, suggested }: { book: LocationBook; suggested: number | null }) {
  const id = useId();
  const [text, setText] = useState('');
  // Nothing typed, nothing estimated: the paying price shown as the placeholder often buys no speed ("about 0").
  const price = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(price) && price > 0;
  return (
    <form className="book-estimate" onSubmit={(e) => e.preventDefault()}>
      <h3>
        <FormattedMessage id="marketplace.book.estimate.heading" />
      </h3>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id="marketplace.book.estimate.price" values={{ unit: book.unit }} />
      </label>
      <input
        className="field__input"
        id={id}
        inputMode="decimal"
        value={text}
        data-testid="book-estimate-price"
        placeholder={suggested === null ? undefined : suggested.toFixed(MAX_PRECISION)}
        onChange={(e) => setText(e.target.value.replace(',', '.'))}
      />
      <p role="status" data-testid="book-estimate-result">
        {text.trim() === '' && <FormattedMessage id="marketplace.book.estimate.hint" />}
        {valid && (
          <FormattedMessage
            id="marketplace.book.estimate.result"
            values={{ speed: <FormattedNumber value={estimateSpeed(book.orders, price)} maximumFractionDigits={4} />, unit: book.unit }}
          />
        )}
      </p>
    </form>
  );
}
