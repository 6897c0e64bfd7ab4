/**
 * A Sentry DSN, https://<public key>@<host>/<numeric project id>: checked
 * once in config.ts, read by the error sink to find the envelope endpoint.
 */
export function parseSentryDsn(raw: string): { origin: string; publicKey: string; projectId: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SENTRY_DSN must be a URL like https://<key>@<host>/<project id>, got "${raw}"`);
  }
  const projectId =
    url.pathname
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .pop() ?? '';
  if (!/^https?:$/.test(url.protocol) || !url.username || !/^\d+$/.test(projectId)) {
    throw new Error(`SENTRY_DSN must be a URL like https://<key>@<host>/<project id>, got "${raw}"`);
  }
  const prefix = url.pathname.replace(/\/+$/, '').slice(0, -projectId.length);
  return { origin: `${url.protocol}//${url.host}${prefix.replace(/\/$/, '')}`, publicKey: url.username, projectId };
}
