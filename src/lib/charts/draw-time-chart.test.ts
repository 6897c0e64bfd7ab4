import { describe, expect, it, vi } from 'vitest';

const created: Array<Record<string, { entireTextOnly?: boolean }>> = [];
vi.mock('lightweight-charts', () => {
  const series = { setData: () => undefined };
  return {
    CrosshairMode: { Magnet: 1 },
    AreaSeries: 'area',
    LineSeries: 'line',
    HistogramSeries: 'histogram',
    CandlestickSeries: 'candles',
    createChart: (_container: unknown, options: Record<string, { entireTextOnly?: boolean }>) => {
      created.push(options);
      return { addSeries: () => series, timeScale: () => ({ fitContent: () => undefined }), remove: () => undefined };
    },
  };
});

const { drawTimeChart } = await import('./draw-time-chart');

describe('drawTimeChart', () => {
  it('draws a price scale label only where it fits whole, so none is clipped at the top or bottom edge', async () => {
    const colours = { text: '#000', grid: '#eee', down: '#f00' };
    await drawTimeChart({} as HTMLElement, [{ kind: 'area', points: [{ time: 1, value: 1 }], color: '#00f', scale: 'right' }], colours, 'en');
    await drawTimeChart({} as HTMLElement, [{ kind: 'line', points: [{ time: 1, value: 1 }], color: '#00f', scale: 'left' }], colours, 'en');
    expect(created).toHaveLength(2);
    for (const options of created) {
      expect(options.rightPriceScale?.entireTextOnly).toBe(true);
      expect(options.leftPriceScale?.entireTextOnly).toBe(true);
    }
  });
});
