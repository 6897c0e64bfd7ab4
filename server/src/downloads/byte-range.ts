/**
 * One byte range of a `Range` header (RFC 9110, 14.1.2): `bytes=a-b`,
 * `bytes=a-` or `bytes=-n`. Several ranges, or another unit, are answered
 * with the whole file (which the RFC allows); a range that starts past the
 * end is unsatisfiable (416).
 */
export type RangeChoice = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeChoice {
  if (!header) return { kind: 'whole' };
  const match = ONE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'whole' };
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}
