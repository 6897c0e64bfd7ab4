/**
 * Code that calls one operation of the API, in curl, JavaScript (fetch, and
 * WebCrypto's HMAC for a signed call) and Python (requests and hmac),
 * generated from the operation as the reference reads it from the OpenAPI
 * document (api-reference.ts). A signed sample reads the key, secret and
 * organization id from the environment and signs exactly as
 * docs/api-signing.md says: the fields of SIGNED_FIELDS joined by one zero
 * byte, the body last and only when there is one (the layout of
 * src/lib/signing/hmac-signature.ts, which the unit test signs against).
 * Pure: the page renders them and a server test runs them.
 */
import { BRAND } from './brand.js';
import type { JsonSchema, ReferenceOperationDetail } from './api-reference.js';

export interface CodeSamples {
  readonly curl: string;
  readonly javascript: string;
  readonly python: string;
}

const ENV_PREFIX = BRAND.slug.toUpperCase();
/** The environment variables the samples read. */
export const SAMPLE_ENV = {
  url: `${ENV_PREFIX}_API_URL`,
  key: `${ENV_PREFIX}_API_KEY`,
  secret: `${ENV_PREFIX}_API_SECRET`,
  organization: `${ENV_PREFIX}_ORGANIZATION_ID`,
} as const;

/** The signed input's fields in order (docs/api-signing.md); '' are the two empty fields. */
export const SIGNED_FIELDS = ['key', 'time', 'nonce', '', 'organization', '', 'method', 'path', 'query'] as const;

/** A value worked out when the sample runs: a day or a time that must be recent. */
type Dynamic = 'yesterday' | 'nowSeconds' | 'hourAgoSeconds';
type SampleValue = { readonly literal: string } | { readonly dynamic: Dynamic };

/** Values that the server accepts for parameters of these names (the sample data's). */
const NAMED_VALUES: Readonly<Record<string, SampleValue>> = {
  algorithm: { literal: 'SHA256' },
  btcAddress: { literal: '3Mke2TgvWhVMQ5VwcbHpTaPRj9i6XJKt5v' },
  market: { literal: 'BTCUSDT' },
  id: { literal: 'USD' },
  category: { literal: 'page' },
  url: { literal: 'widgets' },
  search: { literal: 'mining' },
  day: { dynamic: 'yesterday' },
  from: { dynamic: 'hourAgoSeconds' },
  to: { dynamic: 'nowSeconds' },
};

const EXAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

function first<T>(list: unknown): T | undefined {
  return Array.isArray(list) && list.length > 0 ? (list[0] as T) : undefined;
}

/** A value that fits the schema, for a body or a parameter the table does not name. */
function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  const listed = first<unknown>(schema.enum) ?? first<unknown>(schema.examples);
  if (listed !== undefined) return listed;
  const alternative = first<JsonSchema>(schema.anyOf) ?? first<JsonSchema>(schema.oneOf);
  if (alternative) return sampleOf(alternative, depth);
  if (Array.isArray(schema.allOf)) return sampleOf(Object.assign({}, ...(schema.allOf as JsonSchema[])) as JsonSchema, depth);
  switch (schema.type) {
    case 'object': {
      if (depth > 3) return {};
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required as string[] | undefined) ?? Object.keys(properties).slice(0, 1);
      return Object.fromEntries(required.filter((name) => properties[name]).map((name) => [name, sampleOf(properties[name]!, depth + 1)]));
    }
    case 'array':
      return depth > 3 || !schema.items || typeof schema.items !== 'object' ? [] : [sampleOf(schema.items as JsonSchema, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    default:
      if (schema.format === 'uuid') return EXAMPLE_UUID;
      if (schema.format === 'email' || /email/i.test(String(schema.title ?? ''))) return 'satoshi@example.com';
      return 'text';
  }
}

function parameterValue(name: string, schema: JsonSchema): SampleValue {
  return NAMED_VALUES[name] ?? { literal: String(sampleOf(schema)) };
}

interface Request {
  readonly method: string;
  readonly path: string;
  readonly query: ReadonlyArray<readonly [string, SampleValue]>;
  readonly body?: { readonly text: string; readonly mediaType: string };
}

function requestOf(op: ReferenceOperationDetail): Request {
  let path = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const value = parameterValue(p.name, p.schema);
    path = path.replace(`{${p.name}}`, encodeURIComponent('literal' in value ? value.literal : ''));
  }
  const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, parameterValue(p.name, p.schema)] as const);
  if (!op.body) return { method: op.method, path, query };
  const json = op.body.mediaType.includes('json');
  const text = json ? JSON.stringify(sampleOf(op.body.schema)) : 'text';
  return { method: op.method, path, query, body: { text, mediaType: op.body.mediaType } };
}

const SHELL_DYNAMIC: Record<Dynamic, string> = {
  yesterday: '$(date -u -d yesterday +%F)',
  nowSeconds: '$(date +%s)',
  hourAgoSeconds: '$(($(date +%s) - 3600))',
};
const JS_DYNAMIC: Record<Dynamic, string> = {
  yesterday: 'new Date(Date.now() - 86400000).toISOString().slice(0, 10)',
  nowSeconds: 'String(Math.floor(Date.now() / 1000))',
  hourAgoSeconds: 'String(Math.floor(Date.now() / 1000) - 3600)',
};
const PY_DYNAMIC: Record<Dynamic, string> = {
  yesterday: '(datetime.now(timezone.utc) - timedelta(days=1)).date().isoformat()',
  nowSeconds: 'str(int(time.time()))',
  hourAgoSeconds: 'str(int(time.time()) - 3600)',
};

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
const literal = (text: string): string => JSON.stringify(text);

/** The sample in curl (bash, GNU date and openssl for a signed call). */
function curlOf(op: ReferenceOperationDetail, r: Request): string {
  const query = r.query
    .map(([name, v]) => `${encodeURIComponent(name)}=${'literal' in v ? encodeURIComponent(v.literal) : SHELL_DYNAMIC[v.dynamic]}`)
    .join('&');
  const lines = [`BASE="\${${SAMPLE_ENV.url}:-${op.serverUrl}}"`, `REQ_PATH=${shellQuote(r.path)}`, `QUERY="${query}"`];
  if (r.body) lines.push(`BODY=${shellQuote(r.body.text)}`);
  const url = '"$BASE$REQ_PATH${QUERY:+?$QUERY}"';
  if (op.websocket) {
    lines.push(`# A websocket: curl shows the upgrade; its messages are in the AsyncAPI document.`);
    lines.push(
      `curl -sS -i -N --max-time 5 -H 'Connection: Upgrade' -H 'Upgrade: websocket' -H 'Sec-WebSocket-Version: 13' -H "Sec-WebSocket-Key: $(openssl rand -base64 16)" ${url}`,
    );
    return lines.join('\n');
  }
  const args = [`-X ${r.method}`];
  if (r.body) args.push(`-H 'Content-Type: ${r.body.mediaType}'`, `--data-raw "$BODY"`);
  if (op.signed) {
    const org = op.organizationScoped ? `$${SAMPLE_ENV.organization}` : '';
    const values: Record<(typeof SIGNED_FIELDS)[number], string> = {
      key: `$${SAMPLE_ENV.key}`,
      time: '$TIME',
      nonce: '$NONCE',
      '': '',
      organization: org,
      method: r.method,
      path: '$REQ_PATH',
      query: '$QUERY',
    };
    const fields = [...SIGNED_FIELDS.map((f) => values[f]), ...(r.body ? ['$BODY'] : [])];
    lines.push(
      `# Signed: set ${SAMPLE_ENV.key}, ${SAMPLE_ENV.secret}${op.organizationScoped ? ` and ${SAMPLE_ENV.organization}` : ''} first.`,
      'TIME=$(($(date +%s) * 1000))',
      'NONCE=$(openssl rand -hex 16)',
      `SIGNATURE=$(printf '${fields.map(() => '%s').join('\\0')}' ${fields.map((f) => `"${f}"`).join(' ')} | openssl dgst -sha256 -hmac "$${SAMPLE_ENV.secret}" -r | cut -d' ' -f1)`,
    );
    args.push('-H "X-Time: $TIME"', '-H "X-Nonce: $NONCE"');
    if (op.organizationScoped) args.push(`-H "X-Organization-Id: $${SAMPLE_ENV.organization}"`);
    args.push(`-H "X-Auth: $${SAMPLE_ENV.key}:$SIGNATURE"`);
  }
  lines.push(`curl -sS --fail-with-body ${args.join(' ')} ${url}`);
  return lines.join('\n');
}

/** The sample in JavaScript: an ES module (sample.mjs) for Node 20 or newer. */
function javascriptOf(op: ReferenceOperationDetail, r: Request): string {
  const entries = r.query.map(([name, v]) => `${literal(name)}: ${'literal' in v ? literal(v.literal) : JS_DYNAMIC[v.dynamic]}`);
  const lines = [
    `const base = process.env.${SAMPLE_ENV.url} ?? ${literal(op.serverUrl)};`,
    `const path = ${literal(r.path)};`,
    `const query = new URLSearchParams({${entries.length > 0 ? ` ${entries.join(', ')} ` : ''}}).toString();`,
    `const url = base + path + (query ? '?' + query : '');`,
  ];
  if (op.websocket) {
    lines.push(`// A websocket (Node 22 or a browser): the messages are in the AsyncAPI document.`);
    lines.push(`const socket = new WebSocket(url.replace(/^http/, 'ws'));`, `socket.onmessage = (event) => console.log(event.data);`);
    return lines.join('\n');
  }
  if (r.body) lines.push(`const body = ${literal(r.body.text)};`);
  const headers: string[] = r.body ? [`'Content-Type': ${literal(r.body.mediaType)}`] : [];
  if (op.signed) {
    const org = op.organizationScoped ? `process.env.${SAMPLE_ENV.organization}` : `''`;
    lines.push(
      `// Signed: ${SAMPLE_ENV.key}, ${SAMPLE_ENV.secret}${op.organizationScoped ? ` and ${SAMPLE_ENV.organization}` : ''} come from the environment.`,
      `const key = process.env.${SAMPLE_ENV.key};`,
      `const organization = ${org};`,
      'const time = String(Date.now());',
      'const nonce = crypto.randomUUID();',
      `const fields = [${SIGNED_FIELDS.map((f) => (f === '' ? `''` : f === 'method' ? literal(r.method) : f)).join(', ')}${r.body ? ', body' : ''}];`,
      'const encoder = new TextEncoder();',
      `const hmacKey = await crypto.subtle.importKey('raw', encoder.encode(process.env.${SAMPLE_ENV.secret}), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);`,
      `const mac = await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(fields.join('\\0')));`,
      `const signature = Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');`,
    );
    headers.push(`'X-Time': time`, `'X-Nonce': nonce`);
    if (op.organizationScoped) headers.push(`'X-Organization-Id': organization`);
    headers.push("'X-Auth': `${key}:${signature}`");
  }
  const init = [`method: ${literal(r.method)}`, ...(headers.length > 0 ? [`headers: { ${headers.join(', ')} }`] : []), ...(r.body ? ['body'] : [])];
  lines.push(`const res = await fetch(url, { ${init.join(', ')} });`);
  lines.push('if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);');
  const json = (op.answer?.mediaType ?? 'application/json').includes('json');
  lines.push(
    json ? 'console.log(JSON.stringify(await res.json(), null, 2));' : `console.log(res.headers.get('content-type'), (await res.arrayBuffer()).byteLength);`,
  );
  return lines.join('\n');
}

/** The sample in Python 3 with requests. */
function pythonOf(op: ReferenceOperationDetail, r: Request): string {
  const dynamic = r.query.some(([, v]) => 'dynamic' in v);
  const json = (op.answer?.mediaType ?? 'application/json').includes('json');
  const imports = [
    ...(json && !op.websocket ? ['import json'] : []),
    'import os',
    ...(op.signed ? ['import hashlib', 'import hmac', 'import uuid'] : []),
    ...(op.signed || dynamic ? ['import time'] : []),
  ];
  if (r.query.some(([, v]) => 'dynamic' in v && v.dynamic === 'yesterday')) imports.push('from datetime import datetime, timedelta, timezone');
  imports.push('from urllib.parse import urlencode', '', op.websocket ? 'import websocket  # the websocket-client package' : 'import requests', '');
  const entries = r.query.map(([name, v]) => `${literal(name)}: ${'literal' in v ? literal(v.literal) : PY_DYNAMIC[v.dynamic]}`);
  const lines = [
    ...imports,
    `base = os.environ.get(${literal(SAMPLE_ENV.url)}, ${literal(op.serverUrl)})`,
    `path = ${literal(r.path)}`,
    `query = urlencode({${entries.join(', ')}})`,
    `url = base + path + ("?" + query if query else "")`,
  ];
  if (op.websocket) {
    lines.push('socket = websocket.create_connection(url.replace("http", "ws", 1))', 'print(socket.recv())');
    return lines.join('\n');
  }
  lines.push(r.body ? `body = ${literal(r.body.text)}` : 'body = ""');
  const headers: string[] = r.body ? [`"Content-Type": ${literal(r.body.mediaType)}`] : [];
  if (op.signed) {
    lines.push(
      `# Signed: ${SAMPLE_ENV.key}, ${SAMPLE_ENV.secret}${op.organizationScoped ? ` and ${SAMPLE_ENV.organization}` : ''} come from the environment.`,
      `key = os.environ[${literal(SAMPLE_ENV.key)}]`,
      `organization = ${op.organizationScoped ? `os.environ[${literal(SAMPLE_ENV.organization)}]` : '""'}`,
      'stamp = str(int(time.time() * 1000))',
      'nonce = str(uuid.uuid4())',
      `fields = [${SIGNED_FIELDS.map((f) => (f === '' ? '""' : f === 'method' ? literal(r.method) : f === 'time' ? 'stamp' : f)).join(', ')}] + ([body] if body else [])`,
      `signature = hmac.new(os.environ[${literal(SAMPLE_ENV.secret)}].encode(), "\\0".join(fields).encode(), hashlib.sha256).hexdigest()`,
    );
    headers.push('"X-Time": stamp', '"X-Nonce": nonce');
    if (op.organizationScoped) headers.push('"X-Organization-Id": organization');
    headers.push('"X-Auth": key + ":" + signature');
  }
  lines.push(`res = requests.request(${literal(r.method)}, url, headers={${headers.join(', ')}}, data=body.encode() if body else None, timeout=30)`);
  lines.push('if not res.ok:', '    raise SystemExit(f"{res.status_code} {res.text}")');
  lines.push(json ? 'print(json.dumps(res.json(), indent=2))' : 'print(res.headers.get("content-type"), len(res.content))');
  return lines.join('\n');
}

/** The three samples of an operation. */
export function codeSamples(op: ReferenceOperationDetail): CodeSamples {
  const request = requestOf(op);
  return { curl: curlOf(op, request), javascript: javascriptOf(op, request), python: pythonOf(op, request) };
}
