import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { playwrightOutcome } from './playwright-report.mjs';

interface Outcome {
  passed: number;
  failed: number;
  failures: Array<{ title: string; error: string }>;
}

const outcome = (report: unknown) => playwrightOutcome(report) as Outcome;

const result = (status: string, message?: string) => ({ status, errors: message ? [{ message }] : [] });

/** A report as `playwright test --reporter=json` writes it: a file's suite, a describe's, specs with their runs. */
const report = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'maintenance.spec.ts',
      specs: [{ title: 'shows the banner', line: 17, tests: [{ status: 'expected', results: [result('passed')] }] }],
      suites: [
        {
          title: 'error reports',
          specs: [
            { title: 'arrives in errors list', line: 40, tests: [{ status: 'unexpected', results: [result('failed', 'expected 1, got 0')] }] },
            {
              title: 'throttles a burst',
              line: 60,
              tests: [{ status: 'flaky', results: [result('timedOut', 'Test timeout of 30000ms exceeded'), result('passed')] }],
            },
            { title: 'shows the status', line: 90, tests: [{ status: 'expected', results: [result('passed')] }] },
          ],
        },
      ],
    },
  ],
};

describe("npm test's reading of the browser tests", () => {
  it('counts a flaky test (failed, then passed on a retry) as failed', () => {
    expect(outcome(report)).toMatchObject({ passed: 2, failed: 2 });
  });

  it('lists every failed and flaky test with its title, line and errors', () => {
    expect(outcome(report).failures).toEqual([
      { title: 'maintenance.spec.ts › error reports › arrives in errors list (line 40)', error: 'expected 1, got 0' },
      { title: 'maintenance.spec.ts › error reports › throttles a burst (line 60, flaky: failed 1 of 2 runs)', error: 'Test timeout of 30000ms exceeded' },
    ]);
  });

  it('counts nothing from a report without figures', () => {
    expect(outcome({ suites: [] })).toEqual({ passed: 0, failed: 0, failures: [] });
  });
});
