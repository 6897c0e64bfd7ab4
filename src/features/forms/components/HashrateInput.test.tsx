// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { HashrateInput, parseHashrate } from './HashrateInput';

afterEach(cleanup);

describe('parseHashrate', () => {
  it('reads a number and its unit in any case, or a number alone', () => {
    expect(parseHashrate('500 PH/s')).toEqual({ amount: '500', unit: 'PH/s' });
    expect(parseHashrate(' 1.2th/s ')).toEqual({ amount: '1.2', unit: 'TH/s' });
    expect(parseHashrate('12,5')).toEqual({ amount: '12,5', unit: undefined });
    expect(parseHashrate('about 12.5 TH/s')).toEqual({ amount: '12.5', unit: 'TH/s' });
    expect(parseHashrate('')).toEqual({ amount: '', unit: undefined });
  });
});

/** The control inside a form value it keeps, as FormEngine holds it. */
function Harness({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="rate">Hash rate</label>
      <HashrateInput
        id="rate"
        name="hashrate"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
        describedBy={undefined}
        invalid={false}
        required
      />
    </>
  );
}

describe('HashrateInput', () => {
  it('sends the number with the chosen unit, and a pasted "500 PH/s" sets both', () => {
    const seen: string[] = [];
    renderWithIntl(<Harness seen={seen} />);
    const amount = screen.getByRole('textbox', { name: 'Hash rate' });
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    fireEvent.change(amount, { target: { value: '12.5' } });
    expect(seen.at(-1)).toBe('12.5 TH/s');
    fireEvent.change(unit, { target: { value: 'GH/s' } });
    expect(seen.at(-1)).toBe('12.5 GH/s');
    fireEvent.paste(amount, { clipboardData: { getData: () => '500 PH/s' } });
    expect(seen.at(-1)).toBe('500 PH/s');
    expect(amount).toHaveProperty('value', '500');
    expect(unit).toHaveProperty('value', 'PH/s');
    fireEvent.change(amount, { target: { value: '' } });
    expect(seen.at(-1)).toBe('');
    expect(unit).toHaveProperty('value', 'PH/s');
  });
});
