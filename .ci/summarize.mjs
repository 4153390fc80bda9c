// Prints the closing line CI reads: "N passed, N failed" (", N skipped" when any), summed over every
// suite of every Vitest JSON report named on the command line. A missing report counts as one failure.
// Before it, each failed test is named with the first lines of its message, and so is each test that
// passed only on a retry (browser tests get one under CI: see e2e/vitest.config.ts), so that the tail
// of the log (all a CI record may keep) says what failed and what was flaky.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const retried = [];
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A test file that failed to load has no test results of its own: count it once.
    for (const suite of report.testResults ?? []) {
      if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
        failed += 1;
        failures.push({ where: suite.name, message: suite.message });
      }
      for (const test of suite.assertionResults ?? []) {
        const where = `${suite.name} > ${test.fullName}`;
        if (test.status === 'failed') failures.push({ where, message: test.failureMessages?.[0] });
        else if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) {
          retried.push({ where, message: test.failureMessages[0] });
        }
      }
    }
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0) failed += 1;
  } catch (error) {
    console.error(`No test report at ${file}: ${error instanceof Error ? error.message : error}`);
    failed += 1;
  }
}
const show = (label, list) => {
  for (const { where, message } of list) {
    console.log(`${label} ${where}`);
    const lines = String(message ?? '').split('\n').slice(0, 6);
    for (const line of lines) if (line.trim()) console.log(`    ${line.slice(0, 200)}`);
  }
};
show('PASSED ON RETRY', retried);
show('FAILED', failures);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
