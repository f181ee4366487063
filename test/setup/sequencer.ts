// The order test files start in: the longest first, so that two workers end together instead of one running the
// longest file alone at the end (the runner's own order, by file size on a fresh clone, started them last and
// added 90 s to CI's end-to-end step). Runs since remembered by the runner keep its order, these files ahead.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that run far longer than their size says: sequences of many `cal` runs, a database cluster. */
const LONGEST = [
  'test/e2e/readme.test.ts',
  'test/e2e/postgres.test.ts',
  'test/e2e/cli-export-complete.test.ts',
  'test/e2e/cli-spreadsheet-files.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return at < 0 ? LONGEST.length : at;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
