// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP } from '../../config/limits';
import { renderWithIntl } from './test-utils';
import { Tooltip } from './Tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  renderWithIntl(
    <Tooltip content="Paid every four hours">
      <button type="button">Payouts</button>
    </Tooltip>,
  );
  return { button: screen.getByRole('button', { name: 'Payouts' }), tooltip: screen.getByRole('tooltip', { hidden: true }) };
}

describe('Tooltip', () => {
  it('describes its control through aria-describedby', () => {
    const { button, tooltip } = setup();
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe('Paid every four hours');
  });

  it('shows on hover only after the 200 ms show delay, 5 px from the control, and hides when the pointer leaves', () => {
    const { button, tooltip } = setup();
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs - 1));
    expect(tooltip.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.style.marginBottom).toBe(`${TOOLTIP.distance}px`);
    fireEvent.pointerLeave(button);
    expect(tooltip.hidden).toBe(true);
  });

  it('shows on keyboard focus and hides on Escape and on blur', () => {
    const { button, tooltip } = setup();
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs));
    expect(tooltip.hidden).toBe(false);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs));
    act(() => button.blur());
    expect(tooltip.hidden).toBe(true);
  });

  it('does not show when the pointer leaves before the delay', () => {
    const { button, tooltip } = setup();
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs / 2));
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(TOOLTIP.showDelayMs));
    expect(tooltip.hidden).toBe(true);
  });
});
