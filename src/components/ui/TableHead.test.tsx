// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableHead } from './TableHead';
import { renderWithIntl } from './test-utils';

afterEach(cleanup);

describe('TableHead', () => {
  it('heads each column in order, numeric ones aligned as their cells, with the values a heading takes', () => {
    renderWithIntl(
      <table>
        <TableHead columns={['chart.time', { label: 'exchange.markets.price', values: { quote: 'USDT' }, numeric: true }]} />
      </table>,
    );
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(headings[0]?.className).toBe('');
    expect(headings[1]?.className).toBe('table__number');
    expect(headings[1]?.textContent).toContain('USDT');
  });
});
