import { writeFileSync } from 'node:fs';

// Names the tests that passed only when tried again (vitest's `retry`): a retry keeps a loaded
// CI machine's timing from failing a run, and this keeps it from hiding a test that needs
// looking at. `npm test` repeats the names beside its totals (VITEST_FLAKY_REPORT).
export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) {
      this.flaky.push(
        `${testCase.project.name}: ${testCase.module.relativeModuleId} › ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd() {
    const file = process.env.VITEST_FLAKY_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.flaky));
    else if (this.flaky.length > 0) {
      console.log(`Passed on a retry:\n${this.flaky.map((name) => `  ~ ${name}`).join('\n')}`);
    }
  }
}
