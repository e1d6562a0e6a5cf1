import type {FullConfig, Reporter, Suite} from '@playwright/test/reporter';

/** Ends the run with one plain 'N passed, N failed, N skipped' line for CI logs. */
export default class SummaryReporter implements Reporter {
  private suite?: Suite;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    const counts = {passed: 0, failed: 0, skipped: 0};
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'skipped') counts.skipped += 1;
      else if (outcome === 'unexpected') counts.failed += 1;
      else counts.passed += 1;
    }
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
