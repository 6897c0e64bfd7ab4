/**
 * A bar per period in plain SVG, for figures whose every bar is a fact to
 * read back (a back-test's days): no library to load, each bar carries its
 * date and its figure as shown (`data-date`, `data-value`) and a tooltip, and
 * the whole reads as one sentence under it, which is also its accessible name
 * (`summary`; the page's table of the figures is the full alternative).
 *
 * The drawing is sized to its box in CSS pixels (measured, then redrawn on
 * resize), so the axis labels are real 12 px text, not text scaled with the
 * picture, and the margins are made from the longest label: nothing is
 * clipped at 390 px or at 1366 px. The box has a fixed height, so nothing
 * below moves when it draws.
 */
import { useEffect, useId, useRef, useState } from 'react';
import './bar-chart.css';

export interface Bar {
  key: string;
  value: number;
  /** The figure as shown in words and tables (units included). */
  text: string;
  /** The period it is for, as shown (e.g. a date). */
  label: string;
}

const HEIGHT = 240;
const FONT_PX = 12;
/** Average advance of a digit or letter at 12 px: enough to keep a label clear of the edge. */
const CHAR_PX = 7.2;
const GAP = { top: 22, bottom: 24, right: 8, tick: 6 };
const TICKS = 4;
/** The least room between two date labels. */
const LABEL_GAP = 12;
const DEFAULT_WIDTH = 600;

/** A round step (1, 2 or 5 times a power of ten) giving about `TICKS` intervals over `span`. */
export function niceStep(span: number): number {
  if (!(span > 0)) return 1;
  const raw = span / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** The value axis: round ticks covering the values and zero. */
export function valueTicks(values: readonly number[]): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low);
  const ticks: number[] = [];
  // Counted in steps, not summed, so zero is zero (a sum of steps drifts to -1e-17, drawn "-0").
  const first = Math.floor(low / step);
  for (let i = first; i <= Math.ceil(high / step); i++) ticks.push(i === 0 ? 0 : Number((i * step).toPrecision(12)));
  return ticks.length > 1 ? ticks : [0, step];
}

/**
 * Which bars get a date label: the first and the last always, and between them
 * as many as fit without touching. Each label's box is where its anchor puts
 * it (the first reads rightwards from its bar, the last leftwards, the others
 * centred), so the end labels never run into their neighbours.
 */
export function labelledBars(bars: readonly Bar[], slot: number): Set<number> {
  const labelled = new Set<number>();
  if (bars.length === 0) return labelled;
  const last = bars.length - 1;
  const textPx = (i: number) => bars[i]!.label.length * CHAR_PX;
  const centre = (i: number) => (i + 0.5) * slot;
  const span = (i: number): [number, number] =>
    i === 0
      ? [centre(0), centre(0) + textPx(0)]
      : i === last
        ? [centre(last) - textPx(last), centre(last)]
        : [centre(i) - textPx(i) / 2, centre(i) + textPx(i) / 2];
  labelled.add(0);
  if (last === 0) return labelled;
  const lastLeft = span(last)[0];
  const step = Math.max(1, Math.ceil((Math.max(...bars.map((_, i) => textPx(i))) + LABEL_GAP) / Math.max(slot, 1e-9)));
  let right = span(0)[1];
  for (let i = step; i < last; i += step) {
    const [from, to] = span(i);
    if (from >= right + LABEL_GAP && to + LABEL_GAP <= lastLeft) {
      labelled.add(i);
      right = to;
    }
  }
  if (lastLeft >= right + LABEL_GAP) labelled.add(last);
  return labelled;
}

export interface BarChartProps {
  bars: readonly Bar[];
  /** The value axis' title, with its unit (e.g. "Profit per day, USD"). */
  axisLabel: string;
  /** A tick's text (units are in the axis title). */
  formatTick: (value: number) => string;
  /** What the chart says as a whole, in a sentence: shown under it and its accessible name. */
  summary: string;
  testId?: string;
}

export function BarChart({ bars, axisLabel, formatTick, summary, testId }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(160, Math.round(element.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ticks = valueTicks(bars.map((b) => b.value));
  const tickTexts = ticks.map(formatTick);
  const left = Math.ceil(Math.max(...tickTexts.map((t) => t.length)) * CHAR_PX) + GAP.tick * 2;
  const plot = { x: left, y: GAP.top, w: Math.max(1, width - left - GAP.right), h: HEIGHT - GAP.top - GAP.bottom };
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const y = (v: number) => plot.y + ((high - v) / (high - low)) * plot.h;
  const slot = plot.w / Math.max(1, bars.length);
  const gap = slot > 4 ? 1 : 0;
  const labelled = labelledBars(bars, slot);
  return (
    <div className="bar-chart" data-testid={testId} data-bars={bars.length}>
      <div ref={box} className="bar-chart__box">
        <svg
          className="bar-chart__svg"
          data-layout-large
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={summaryId}
        >
          <text className="bar-chart__axis-title" x={0} y={FONT_PX} fontSize={FONT_PX}>
            {axisLabel}
          </text>
          {ticks.map((t, i) => (
            <g key={t} className={t === 0 ? 'bar-chart__zero' : 'bar-chart__grid'}>
              <line x1={plot.x} x2={plot.x + plot.w} y1={y(t)} y2={y(t)} />
              <text x={plot.x - GAP.tick} y={y(t)} fontSize={FONT_PX} textAnchor="end" dominantBaseline="middle">
                {tickTexts[i]}
              </text>
            </g>
          ))}
          {bars.map((b, i) => {
            const top = y(Math.max(0, b.value));
            return (
              <rect
                key={b.key}
                className={b.value < 0 ? 'bar-chart__bar bar-chart__bar--down' : 'bar-chart__bar'}
                x={plot.x + i * slot + gap / 2}
                y={top}
                width={Math.max(0.5, slot - gap)}
                height={Math.max(0, y(Math.min(0, b.value)) - top)}
                data-date={b.label}
                data-value={b.text}
              >
                <title>{`${b.label}: ${b.text}`}</title>
              </rect>
            );
          })}
          {bars.map((b, i) =>
            labelled.has(i) ? (
              <text
                key={b.key}
                className="bar-chart__label"
                x={plot.x + (i + 0.5) * slot}
                y={HEIGHT - 6}
                fontSize={FONT_PX}
                textAnchor={i === 0 ? 'start' : i === bars.length - 1 ? 'end' : 'middle'}
              >
                {b.label}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      <p id={summaryId} className="bar-chart__summary" data-testid={testId ? `${testId}-summary` : undefined}>
        {summary}
      </p>
    </div>
  );
}
