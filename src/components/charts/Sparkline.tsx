/**
 * A price line in a few dozen bytes of SVG, for cards where the chart
 * library would be too heavy (Home). Decorative beside its figures, so it
 * carries a short label and no interaction.
 */
export function Sparkline({ values, label, width = 160, height = 40 }: { values: readonly number[]; label: string; width?: number; height?: number }) {
  if (values.length < 2) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const points = values
    .map((v, i) => `${((i / (values.length - 1)) * width).toFixed(1)},${(height - 2 - ((v - low) / span) * (height - 4)).toFixed(1)}`)
    .join(' ');
  const rising = values.at(-1)! >= values[0]!;
  return (
    <svg
      className={`sparkline sparkline--${rising ? 'up' : 'down'}`}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      data-layout-large
      role="img"
      aria-label={label}
    >
      <polyline points={points} fill="none" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
