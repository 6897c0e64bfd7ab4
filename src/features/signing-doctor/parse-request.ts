/**
 * Reads a request as people paste it into the signing doctor: a curl command
 * (one line or several joined by backslashes; -X, -H, -d/--data-raw/
 * --data-binary, --url) or a raw HTTP request (request line, headers, a blank
 * line, the body). Pure: nothing here touches the network.
 */

export interface PastedRequest {
  source: 'curl' | 'http';
  method: string;
  /** The host the request goes to, when the paste names one (URL or Host header). */
  host: string;
  /** The path exactly as pasted (absolute-form targets keep their scheme and host: the doctor reports it). */
  path: string;
  /** The query string as pasted, without "?". */
  query: string;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  /** The body exactly as it would be sent; null without one. */
  body: string | null;
}

export type ParseResult = { ok: true; request: PastedRequest } | { ok: false; reason: 'empty' | 'unreadable' };

const DATA_FLAGS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json']);
const METHOD_LINE = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?$/;

/** Shell words of a pasted command: quotes, backslash escapes and line continuations, as bash reads them. */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const push = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && (text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n'))) {
      i += text[i + 1] === '\r' ? 3 : 2;
    } else if (c === '\\') {
      word += text[i + 1] ?? '';
      inWord = true;
      i += 2;
    } else if (c === "'" || (c === '$' && text[i + 1] === "'")) {
      const ansi = c === '$';
      let j = i + (ansi ? 2 : 1);
      while (j < text.length && text[j] !== "'") {
        if (ansi && text[j] === '\\' && j + 1 < text.length) {
          const next = text[j + 1]!;
          word += next === 'n' ? '\n' : next === 't' ? '\t' : next === 'r' ? '\r' : next === '0' ? '\0' : next;
          j += 2;
        } else word += text[j++];
      }
      inWord = true;
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && '"\\$`'.includes(text[j + 1] ?? '')) j += 1;
        else if (text[j] === '\\' && text[j + 1] === '\n') {
          j += 2;
          continue;
        }
        word += text[j++];
      }
      inWord = true;
      i = j + 1;
    } else if (/\s/.test(c)) {
      push();
      i += 1;
    } else {
      word += c;
      inWord = true;
      i += 1;
    }
  }
  push();
  return words;
}

function splitTarget(target: string): { host: string; path: string; query: string } {
  const q = target.indexOf('?');
  const beforeQuery = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q + 1).replace(/#.*$/, '');
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/([^/]*)(\/.*)?$/i.exec(beforeQuery);
  if (absolute) return { host: absolute[1]!.toLowerCase(), path: absolute[2] ?? '/', query };
  // A URL without a scheme (curl accepts "host/path").
  if (!beforeQuery.startsWith('/') && /^[\w.-]+(:\d+)?(\/|$)/.test(beforeQuery)) {
    const slash = beforeQuery.indexOf('/');
    return { host: (slash < 0 ? beforeQuery : beforeQuery.slice(0, slash)).toLowerCase(), path: slash < 0 ? '/' : beforeQuery.slice(slash), query };
  }
  return { host: '', path: beforeQuery, query };
}

function headerPair(line: string): [string, string] | null {
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
}

function parseCurl(text: string): ParseResult {
  const words = shellWords(text);
  let method = '';
  let url = '';
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    const [flag, inline] =
      word.startsWith('--') && word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, undefined];
    const value = () => inline ?? words[++i] ?? '';
    if (flag === '-X' || flag === '--request') method = value().toUpperCase();
    else if (/^-X[A-Z]+$/.test(flag)) method = flag.slice(2);
    else if (flag === '-H' || flag === '--header') {
      const pair = headerPair(value());
      if (pair) headers[pair[0]] = pair[1];
    } else if (DATA_FLAGS.has(flag)) {
      if (flag === '--json') {
        headers['content-type'] ??= 'application/json';
        headers.accept ??= 'application/json';
      }
      data.push(value());
    } else if (flag === '--url') url = value();
    else if (flag === '-A' || flag === '--user-agent' || flag === '-o' || flag === '--output' || flag === '-u' || flag === '--user') value();
    else if (!flag.startsWith('-') && !url) url = flag;
  }
  if (!url) return { ok: false, reason: 'unreadable' };
  const target = splitTarget(url);
  const body = data.length > 0 ? data.join('&') : null;
  // curl sends data with POST and, unless told, as a form.
  if (body !== null) headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return { ok: true, request: { source: 'curl', method: method || (body !== null ? 'POST' : 'GET'), ...target, headers, body } };
}

function parseHttp(text: string): ParseResult {
  const normalised = text.replace(/\r\n/g, '\n');
  const blank = normalised.indexOf('\n\n');
  const head = (blank < 0 ? normalised : normalised.slice(0, blank)).split('\n');
  const rest = blank < 0 ? '' : normalised.slice(blank + 2);
  const line = METHOD_LINE.exec(head[0]!.trim());
  if (!line) return { ok: false, reason: 'unreadable' };
  const headers: Record<string, string> = {};
  for (const h of head.slice(1)) {
    const pair = headerPair(h);
    if (pair) headers[pair[0]] = pair[1];
  }
  const target = splitTarget(line[2]!);
  const host = target.host || (headers.host ?? '').toLowerCase();
  return { ok: true, request: { source: 'http', method: line[1]!, ...target, host, headers, body: rest.length > 0 ? rest : null } };
}

/**
 * One pasted request, curl or raw HTTP (told apart by the first word). The
 * paste is trimmed at both ends: a text area adds a final newline more often
 * than a body ends with one.
 */
export function parseRequest(text: string): ParseResult {
  const trimmed = text.trim().replace(/^\$\s+/, '');
  if (!trimmed) return { ok: false, reason: 'empty' };
  return /^curl(\s|$)/.test(trimmed) ? parseCurl(trimmed) : parseHttp(trimmed);
}
