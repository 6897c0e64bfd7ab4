/** A QR code drawn as an SVG element (src/lib/qr.ts), with a text alternative. */
import { useMemo } from 'react';
import { qrDrawing } from '../../lib/qr';

export interface QrCodeProps {
  value: string;
  /** What the code holds, for readers who cannot scan it. */
  label: string;
  className?: string;
}

export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg
      className={['qr-code', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect className="qr-code__light" width={size} height={size} />
      <path className="qr-code__dark" d={path} />
    </svg>
  );
}
