// What `npm test` takes from Playwright's JSON report: how many browser tests
// passed and failed, and each failure with its title and errors. A flaky test
// (failed, then passed on a retry) counts as failed: it failed once, and a
// test that fails now and then is a bug in the test or in the app.

/** `{ passed, failed, failures: [{ title, error }] }` of a Playwright JSON report. */
export function playwrightOutcome(report) {
  const failures = [];
  collect(report.suites ?? [], [], failures);
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    failures,
  };
}

function collect(suites, titles, failures) {
  for (const suite of suites) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const results = t.results ?? [];
        const errors = results.flatMap((r) => r.errors ?? []).map((e) => e.message ?? '');
        const title = [...here, spec.title].join(' › ');
        const runs = t.status === 'flaky' ? `, flaky: failed ${results.filter((r) => r.status !== 'passed').length} of ${results.length} runs` : '';
        failures.push({ title: `${title} (line ${spec.line}${runs})`, error: errors.join('\n') });
      }
    }
    collect(suite.suites ?? [], here, failures);
  }
}
