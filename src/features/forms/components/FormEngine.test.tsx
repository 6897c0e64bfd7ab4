// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { FORM_DRAFTS_KEY_PREFIX } from '../../../lib/storage';
import { FormEngine } from './FormEngine';

describe('FormEngine', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('lists the errors with links to their fields and moves focus to the first one', async () => {
    renderWithIntl(<FormEngine form="businessDevelopment" />);
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please correct the following');
    const links = Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Name: This field is required.', '#businessDevelopment-name'],
      ['E-mail address: Enter an e-mail address like name@example.com.', '#businessDevelopment-email'],
      ['Message: This field is required.', '#businessDevelopment-message'],
    ]);
    await waitFor(() => expect(document.activeElement?.id).toBe('businessDevelopment-name'));
    expect(screen.getByLabelText(/^E-mail address/).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps what was typed as a draft across a reload', () => {
    const first = renderWithIntl(<FormEngine form="miningAffiliate" />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ada' } });
    expect(JSON.parse(localStorage.getItem(`${FORM_DRAFTS_KEY_PREFIX}miningAffiliate`)!)).toEqual({ name: 'Ada' });
    first.unmount();
    renderWithIntl(<FormEngine form="miningAffiliate" />);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
  });

  it('lets a number field take only the spec 5 keys and cleans pasted text', () => {
    renderWithIntl(<FormEngine form="privateEndpointQuote" />);
    const field = screen.getByLabelText(/^Hash rate/);
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '7' })).toBe(true);
    fireEvent.paste(field, { clipboardData: { getData: () => 'about 12.5 TH/s' } });
    expect((field as HTMLInputElement).value).toBe('12.5');
  });
});
