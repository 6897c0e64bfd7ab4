// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { StatusSubscribe } from './StatusSubscribe';

describe('StatusSubscribe', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('asks for an e-mail address alone, under its heading, and says what is mailed', () => {
    renderWithIntl(<StatusSubscribe />);
    expect(screen.getByRole('heading').textContent).toBe('Get status updates by e-mail');
    expect(screen.getByLabelText(/^E-mail address/).getAttribute('type')).toBe('email');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByTestId('status-subscribe').textContent).toContain('link to unsubscribe');
  });

  it('checks the address before sending', async () => {
    renderWithIntl(<StatusSubscribe />);
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter an e-mail address like name@example.com.');
  });
});
