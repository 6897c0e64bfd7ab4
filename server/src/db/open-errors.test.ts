import { describe, expect, it } from 'vitest';
import { pgliteOpenError, postgresOpenError } from './open-errors.js';

describe('database open errors', () => {
  it('turns PGlite file system errno numbers into words', () => {
    const errno = (n: number) => Object.assign(new Error(''), { name: 'ErrnoError', errno: n });
    expect(pgliteOpenError('/d/pglite', errno(51)).message).toBe('Could not open the embedded database in /d/pglite: the disk is full');
    expect(pgliteOpenError('/d/pglite', errno(69)).message).toMatch(/read-only$/);
    expect(pgliteOpenError('/d/pglite', errno(2)).message).toMatch(/permission denied$/);
  });

  it('keeps only the first line of anything else', () => {
    expect(pgliteOpenError('/d', new Error('first\n    at minified.js:1:99999')).message).toBe('Could not open the embedded database in /d: first');
  });

  it('names host, port and database of PostgreSQL but never the password', () => {
    const error = postgresOpenError('postgres://u:hunter2@db.internal/hv', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(error.message).toBe(
      'Could not connect to PostgreSQL at db.internal:5432/hv (DATABASE_URL): connection refused (is PostgreSQL running and listening there?)',
    );
    expect(postgresOpenError('postgres://h:1/x', Object.assign(new Error(''), { name: 'TimeoutError' })).message).toMatch(/no answer within 10 s$/);
  });
});
