/** Test helper: render inside the English IntlProvider (component tests only). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { defaultMessages, IntlProvider } from '../../lib/intl';

export function renderWithIntl(ui: ReactElement, path = '/'): RenderResult {
  const { hook } = memoryLocation({ path });
  return render(
    <IntlProvider locale="en" defaultLocale="en" messages={defaultMessages}>
      <Router hook={hook}>{ui}</Router>
    </IntlProvider>,
  );
}
