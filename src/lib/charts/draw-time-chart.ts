/**
 * The one chart library (lightweight-charts: canvas, about 45 KB brotli, kept up
 * by TradingView, Apache-2.0), loaded on first use so only pages that chart pay
 * for it. Charts here are small and still: no scrolling, zooming or kinetic
 * motion, so a finger on a phone scrolls the page, not the chart, and reduced
 * motion needs nothing more. The library's own logo is switched off (it is
 * injected markup with inline styles, which the strict CSP refuses); the
 * figure carries the credit link the licence asks for (TimeChart).
 */
export interface TimePoint {
  /** Epoch seconds. */
  time: number;
  value: number;
}

export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface TimeSeriesSpec {
  kind: 'line' | 'area' | 'histogram' | 'candles';
  /** The values (for candles, the closes: what the text alternative reads). */
  points: readonly TimePoint[];
  /** Only for `candles`. */
  candles?: readonly CandlePoint[];
  color: string;
  /** Series on the left scale are drawn on their own axis (e.g. speed beside a price). */
  scale?: 'left' | 'right';
  /** Digits after the point on the axis. */
  precision?: number;
}

export interface ChartColours {
  text: string;
  grid: string;
  /** Falling candles. */
  down: string;
}

/** Draws the series into `container` and returns the function that removes the chart. */
export async function drawTimeChart(container: HTMLElement, series: readonly TimeSeriesSpec[], colours: ChartColours, locale: string): Promise<() => void> {
  const lib = await import('lightweight-charts');
  const chart = lib.createChart(container, {
    autoSize: true,
    layout: { background: { color: 'transparent' }, textColor: colours.text, attributionLogo: false, fontSize: 12 },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    // entireTextOnly: a scale label at the very top or bottom edge would be drawn half outside the canvas (issue 32: "axis labels clipped").
    rightPriceScale: { visible: series.some((s) => (s.scale ?? 'right') === 'right'), borderVisible: false, entireTextOnly: true },
    leftPriceScale: { visible: series.some((s) => s.scale === 'left'), borderVisible: false, entireTextOnly: true },
    timeScale: { timeVisible: true, secondsVisible: false, borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
    handleScroll: false,
    handleScale: false,
    kineticScroll: { touch: false, mouse: false },
    crosshair: { mode: lib.CrosshairMode.Magnet },
    localization: { locale },
  });
  for (const s of series) {
    const priceFormat = s.precision === undefined ? undefined : { type: 'price' as const, precision: s.precision, minMove: 10 ** -s.precision };
    const common = { priceScaleId: s.scale ?? 'right', lastValueVisible: false, priceLineVisible: false, ...(priceFormat ? { priceFormat } : {}) };
    const data = s.points.map((p) => ({ time: p.time as never, value: p.value }));
    if (s.kind === 'candles') {
      chart
        .addSeries(lib.CandlestickSeries, {
          ...common,
          upColor: s.color,
          borderUpColor: s.color,
          wickUpColor: s.color,
          downColor: colours.down,
          borderDownColor: colours.down,
          wickDownColor: colours.down,
        })
        .setData((s.candles ?? []).map((c) => ({ ...c, time: c.time as never })));
    } else if (s.kind === 'line') chart.addSeries(lib.LineSeries, { ...common, color: s.color, lineWidth: 2 }).setData(data);
    else if (s.kind === 'area') {
      chart.addSeries(lib.AreaSeries, { ...common, lineColor: s.color, topColor: `${s.color}55`, bottomColor: `${s.color}05`, lineWidth: 2 }).setData(data);
    } else chart.addSeries(lib.HistogramSeries, { ...common, color: `${s.color}88` }).setData(data);
  }
  chart.timeScale().fitContent();
  return () => chart.remove();
}

/** The lowest, highest and last value of a series: what the chart's text alternative says. */
export function seriesSummary(points: readonly TimePoint[]): { low: number; high: number; first: number; last: number } | undefined {
  if (points.length === 0) return undefined;
  let low = Infinity;
  let high = -Infinity;
  for (const p of points) {
    if (p.value < low) low = p.value;
    if (p.value > high) high = p.value;
  }
  return { low, high, first: points[0]!.value, last: points.at(-1)!.value };
}
