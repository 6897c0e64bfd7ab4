// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const TABS = [
  { key: 'book', label: 'Order book', panel: 'the book' },
  { key: 'chart', label: 'Chart', panel: 'the chart' },
  { key: 'trades', label: 'Trades', panel: 'the trades' },
];
const shown = () => screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => panel.hasAttribute('data-active'));

describe('Tabs', () => {
  it('shows the first tab, one tab in the Tab order, and every panel rendered', () => {
    render(<Tabs label="Market view" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Market view' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(shown().map((p) => p.textContent)).toEqual(['the book']);
    expect(shown()[0]!.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });

  it('moves by arrows (wrapping), Home and End, focusing and showing the tab; a click shows it too', () => {
    render(<Tabs label="Market view" tabs={TABS} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('Order book'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Chart'));
    expect(shown().map((p) => p.textContent)).toEqual(['the chart']);
    fireEvent.keyDown(tab('Chart'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Trades'));
    fireEvent.keyDown(tab('Trades'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Order book'));
    fireEvent.keyDown(tab('Order book'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Trades'));
    fireEvent.keyDown(tab('Trades'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Order book'));
    fireEvent.click(tab('Chart'));
    expect(tab('Chart').getAttribute('aria-selected')).toBe('true');
    expect(shown().map((p) => p.textContent)).toEqual(['the chart']);
  });

  it('follows its owner when the owner keeps the shown tab', () => {
    const chosen: string[] = [];
    render(<Tabs label="Market view" tabs={TABS} selected="trades" onSelect={(key) => chosen.push(key)} />);
    expect(shown().map((p) => p.textContent)).toEqual(['the trades']);
    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    expect(chosen).toEqual(['chart']);
  });
});
