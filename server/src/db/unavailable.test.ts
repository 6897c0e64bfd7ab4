import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it("is told by socket codes, shutdown and connection SQLSTATEs, and the drivers' messages for a connection gone", () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new AggregateError([withCode('ECONNREFUSED')], 'connect failed'),
      new Error('query failed', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('is not a query that failed on its own: a syntax error, a broken constraint, a bug', () => {
    for (const error of [withCode('42601', 'syntax error'), withCode('23505', 'duplicate key'), new TypeError('x is undefined'), 'text', null, undefined]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
