// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';
import { renderWithIntl } from './test-utils';

afterEach(cleanup);

/** An owner that reads an emptied field as zero, as the calculator's kWh price does. */
function Owner({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField label="Price" value={value} onChange={(next) => setValue(next ?? 0)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('NumberField', () => {
  it('lets through digits, dot and space and stops letters and signs at the key', () => {
    renderWithIntl(<Owner initial={1} />);
    const input = screen.getByLabelText('Price');
    for (const key of ['a', '-', 'e', '+']) expect(fireEvent.keyDown(input, { key }), key).toBe(false);
    for (const key of ['1', '.', ' ', 'Backspace']) expect(fireEvent.keyDown(input, { key }), key).toBe(true);
  });

  it('hands a number to its owner only when the text reads as one, and keeps "0." while it is typed', () => {
    renderWithIntl(<Owner initial={1} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price');
    fireEvent.change(input, { target: { value: '0.' } });
    expect(input.value).toBe('0.');
    expect(screen.getByTestId('value').textContent).toBe('0');
    fireEvent.change(input, { target: { value: '0.25' } });
    expect(screen.getByTestId('value').textContent).toBe('0.25');
  });

  it('stays empty when emptied, even if the owner reads that as zero', () => {
    renderWithIntl(<Owner initial={0.1} />);
    const input = screen.getByLabelText<HTMLInputElement>('Price');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(screen.getByTestId('value').textContent).toBe('0');
  });

  it('says why text is refused and keeps the last good value', () => {
    renderWithIntl(<Owner initial={1} />);
    const input = screen.getByLabelText('Price');
    fireEvent.change(input, { target: { value: '0.123456789' } });
    expect(screen.getByRole('alert').textContent).toBe('Use at most 8 decimals.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('1');
  });
});
