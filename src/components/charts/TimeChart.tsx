/**
 * A small time chart with its text alternative: a caption, one sentence per
 * series (first, last, low, high) and the figures as a table behind a
 * disclosure. The canvas has a fixed height, so nothing moves when it draws,
 * and it is drawn only once it comes near the screen (the library loads
 * then): a chart below the fold costs the first load nothing. Without it the
 * caption and the sentences still say what the chart shows.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { currentTheme, onThemeChange, type Theme } from '../../lib/theme';
import { drawTimeChart, seriesSummary, type TimeSeriesSpec } from '../../lib/charts/draw-time-chart';
import { FormattedMessage, FormattedTime, useIntl } from '../../lib/intl';
import { whenNearScreen } from '../../lib/when-near-screen';
import './time-chart.css';

export interface ChartSeries extends TimeSeriesSpec {
  label: string;
  /** How a value reads in the sentences and the table (units included). */
  format: (value: number) => string;
}

/** A colour given as a custom property (`--color-brand`) is read from the page's styles (the theme's value). */
function resolveColour(element: Element, colour: string): string {
  if (!colour.startsWith('--')) return colour;
  const style = getComputedStyle(element);
  return style.getPropertyValue(colour).trim() || style.color;
}

/** The server draws no chart; in the browser the chart is drawn again in the new theme's colours when it changes. */
const serverTheme = (): Theme => 'light';

/** How far below the screen a chart starts drawing, so it is ready when scrolled to. */
const DRAW_AHEAD = '100px';

export function TimeChart({ caption, series, note }: { caption: ReactNode; series: readonly ChartSeries[]; note?: ReactNode }) {
  const intl = useIntl();
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The table is built when asked for: a day of minutes is 1,440 rows.
  const [figuresOpen, setFiguresOpen] = useState(false);
  const theme = useSyncExternalStore(onThemeChange, currentTheme, serverTheme);

  useEffect(() => {
    const element = canvas.current;
    if (!element || series.every((s) => s.points.length === 0)) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    // Colours are read when drawing, not here: reading styles forces them computed, in the task that mounts the page.
    const draw = () => {
      const resolved = series.map((s) => ({ ...s, color: resolveColour(element, s.color) }));
      const colours = {
        text: resolveColour(element, '--color-text-muted'),
        grid: resolveColour(element, '--color-border'),
        down: resolveColour(element, '--color-error'),
      };
      return drawTimeChart(element, resolved, colours, intl.locale).then(
        (dispose) => {
          if (cancelled) dispose();
          else remove = dispose;
        },
        () => setFailed(true),
      );
    };
    const stopWatching = whenNearScreen(element, () => void draw(), DRAW_AHEAD);
    return () => {
      cancelled = true;
      stopWatching();
      remove?.();
    };
  }, [series, intl.locale, theme]);

  const times = series[0]?.points.map((p) => p.time) ?? [];
  return (
    <figure className="time-chart">
      <figcaption className="time-chart__caption">{caption}</figcaption>
      <div ref={canvas} className="time-chart__canvas" aria-hidden="true" data-failed={failed || undefined} />
      <ul className="time-chart__summary">
        {series.map((s) => {
          const sum = seriesSummary(s.points);
          if (!sum) return null;
          return (
            <li key={s.label}>
              <FormattedMessage
                id="chart.summary"
                values={{ label: s.label, first: s.format(sum.first), last: s.format(sum.last), low: s.format(sum.low), high: s.format(sum.high) }}
              />
            </li>
          );
        })}
      </ul>
      <details className="time-chart__figures" onToggle={(e) => setFiguresOpen(e.currentTarget.open)}>
        <summary>
          <FormattedMessage id="chart.figures" />
        </summary>
        {figuresOpen && (
          <div className="time-chart__table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="chart.time" />
                  </th>
                  {series.map((s) => (
                    <th key={s.label} scope="col">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {times.map((time, i) => (
                  <tr key={time}>
                    <th scope="row">
                      <FormattedTime value={time * 1000} />
                    </th>
                    {series.map((s) => (
                      <td key={s.label}>{s.points[i] ? s.format(s.points[i].value) : ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      {note}
      <p className="time-chart__credit">
        <a href="https://www.tradingview.com/" rel="noopener noreferrer">
          <FormattedMessage id="chart.credit" />
        </a>
      </p>
    </figure>
  );
}
