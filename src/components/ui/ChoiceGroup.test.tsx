// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

afterEach(cleanup);

describe('ChoiceGroup', () => {
  it('is a named group of radios, the value checked, and a choice reports its option', () => {
    const onChange = vi.fn();
    render(<ChoiceGroup legend="Span" name="span" options={[30, 90, 365]} value={90} onChange={onChange} label={(days) => `${days} days`} testId="span" />);
    const group = screen.getByRole('group', { name: 'Span' });
    const radios = screen.getAllByRole('radio');
    expect(radios.every((radio) => group.contains(radio))).toBe(true);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(screen.getByRole('radio', { name: '365 days' }).getAttribute('data-testid')).toBe('span-365');
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    expect(onChange).toHaveBeenCalledWith(30);
  });
});
