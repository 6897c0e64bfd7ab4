/**
 * Sentry envelopes (https://develop.sentry.dev/sdk/envelopes/): one JSON
 * header line, then items, each a JSON header line and a payload (of the
 * header's `length` in bytes when given, else up to the next newline).
 */
export interface EnvelopeItem {
  header: { type?: string; length?: number } & Record<string, unknown>;
  /** JSON payloads parsed; anything else kept as text. */
  payload: unknown;
}

export interface Envelope {
  header: { dsn?: string } & Record<string, unknown>;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

function parseJsonLine(bytes: Buffer, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new EnvelopeError(`The envelope's ${what} is not a JSON object`);
}

export function parseEnvelope(bytes: Buffer): Envelope {
  let at = bytes.indexOf(0x0a);
  const header = parseJsonLine(at === -1 ? bytes : bytes.subarray(0, at), 'header');
  const items: EnvelopeItem[] = [];
  while (at !== -1 && at + 1 < bytes.length) {
    const start = at + 1;
    const end = bytes.indexOf(0x0a, start);
    const line = end === -1 ? bytes.subarray(start) : bytes.subarray(start, end);
    if (line.length === 0) break;
    const itemHeader = parseJsonLine(line, 'item header');
    const payloadStart = end === -1 ? bytes.length : end + 1;
    const length = typeof itemHeader.length === 'number' ? itemHeader.length : undefined;
    const payloadEnd = length !== undefined ? payloadStart + length : indexOrEnd(bytes, payloadStart);
    if (payloadEnd > bytes.length) throw new EnvelopeError('An item is shorter than its length');
    const raw = bytes.subarray(payloadStart, payloadEnd).toString('utf8');
    items.push({ header: itemHeader, payload: parsePayload(raw) });
    at = payloadEnd < bytes.length ? payloadEnd : -1;
  }
  return { header, items };
}

function indexOrEnd(bytes: Buffer, from: number): number {
  const next = bytes.indexOf(0x0a, from);
  return next === -1 ? bytes.length : next;
}

function parsePayload(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function serializeEnvelope(envelope: Envelope): Buffer {
  const lines = [JSON.stringify(envelope.header)];
  for (const item of envelope.items) {
    const payload = typeof item.payload === 'string' ? item.payload : JSON.stringify(item.payload);
    const { length: _length, ...header } = item.header;
    lines.push(JSON.stringify({ ...header, length: Buffer.byteLength(payload) }), payload);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Whether two DSNs name the same key, host and project (a trailing slash or case of the host aside). */
export function sameDsn(a: string | undefined, b: string): boolean {
  if (!a) return false;
  try {
    const x = new URL(a);
    const y = new URL(b);
    const path = (u: URL) => u.pathname.replace(/\/+$/, '');
    return x.protocol === y.protocol && x.host === y.host && x.username === y.username && path(x) === path(y);
  } catch {
    return false;
  }
}

/** A one-line title for an event: "Type: message", else its message. */
export function eventTitle(event: unknown): string {
  const e = (event ?? {}) as {
    exception?: { values?: Array<{ type?: string; value?: string }> };
    message?: string | { formatted?: string; message?: string };
  };
  const first = e.exception?.values?.at(-1);
  if (first) return [first.type, first.value].filter(Boolean).join(': ').slice(0, 300) || 'Error';
  const message = typeof e.message === 'string' ? e.message : (e.message?.formatted ?? e.message?.message);
  return (message ?? 'Event without a message').slice(0, 300);
}
