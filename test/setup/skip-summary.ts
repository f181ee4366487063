// The last word of a test run: every suite it skipped, and why, on one line (the default reporter shows skips
// without their reasons). A suite is skipped where a program it needs is missing (test/helpers/system.ts), and only
// on a developer's machine: under CI the same suite fails instead.
import type { Reporter, TestModule } from 'vitest/node';

export default class SkipSummary implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const reasons = new Map<string, string>();
    for (const module of modules)
      for (const test of module.children.allTests('skipped')) {
        const result = test.result();
        const why = result.state === 'skipped' ? result.note : undefined;
        // Tests skipped for another's `only`, or marked skip in the code, say nothing of the machine.
        if (why === undefined) continue;
        const suite = test.parent.type === 'suite' ? test.parent.name : module.relativeModuleId;
        reasons.set(suite, why);
      }
    const line =
      reasons.size === 0
        ? 'Skipped suites: none.'
        : `Skipped suites (${reasons.size}): ${[...reasons].map(([suite, why]) => `"${suite}" (${why})`).join('; ')}.`;
    process.stdout.write(`\n${line}\n`);
  }
}
