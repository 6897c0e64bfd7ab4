import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseSentryDsn } from './dsn.js';

describe('SENTRY_DSN', () => {
  it('finds the envelope endpoint of a DSN, with or without a path prefix', () => {
    expect(parseSentryDsn('https://abc@o1.ingest.sentry.io/42')).toEqual({ origin: 'https://o1.ingest.sentry.io', publicKey: 'abc', projectId: '42' });
    expect(parseSentryDsn('https://abc@errors.example/sentry/7/')).toEqual({ origin: 'https://errors.example/sentry', publicKey: 'abc', projectId: '7' });
  });

  it('stops the start with one line for a DSN that is not one', () => {
    for (const bad of ['nonsense', 'https://o1.ingest.sentry.io/42', 'https://abc@host/project', 'ftp://abc@host/1']) {
      expect(() => loadConfig({ SENTRY_DSN: bad })).toThrow(/^SENTRY_DSN must be a URL like/);
    }
    expect(loadConfig({}).sentryDsn).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: 'https://abc@host/1' }).sentryDsn).toBe('https://abc@host/1');
  });
});
