// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_TOOLTIP_MS } from '../../config/limits';
import { CopyButton } from './CopyButton';
import { renderWithIntl } from './test-utils';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies the value and says "Copied" for 2 s', async () => {
    writeText.mockResolvedValue(undefined);
    renderWithIntl(<CopyButton value="stratum+tcp://eu-west.hashvale.example:9200" />);
    const button = screen.getByRole('button', { name: 'Copy' });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('stratum+tcp://eu-west.hashvale.example:9200');
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPY_TOOLTIP_MS - 1));
    expect(screen.getByRole('tooltip').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('not allowed'));
    renderWithIntl(<CopyButton value="x" label="Copy address" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(screen.getByRole('tooltip').textContent).toBe('Could not copy');
  });
});
