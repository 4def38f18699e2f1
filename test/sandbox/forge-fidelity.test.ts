// `npm run forge-fidelity` (scripts/forge-fidelity.ts): the tallies it makes of a vitest JSON report,
// the table it prints, and its collect step over the Gitea-derived sandbox tests as they stand.

import { describe, expect, it } from 'vitest';
import {
  collect,
  GITEA_TESTS_DIR,
  giteaTestFiles,
  render,
  tally,
  type VitestJsonReport,
} from '../../scripts/forge-fidelity.js';

const gitea = (file: string) => `as Gitea's tests/integration/${file} asserts`;

const REPORT: VitestJsonReport = {
  testResults: [
    {
      assertionResults: [
        {
          ancestorTitles: [gitea('api_issue_test.go')],
          title: 'lists open issues [TestAPIListIssues]',
          status: 'passed',
        },
        {
          ancestorTitles: [gitea('api_issue_test.go')],
          title: 'refuses an empty title [TestAPICreateIssue]',
          status: 'failed',
        },
        {
          ancestorTitles: [gitea('api_issue_test.go'), 'when archived'],
          title: 'refuses an edit [TestAPIEditIssue/Archived]',
          status: 'passed',
        },
        {
          ancestorTitles: [gitea('api_issue_test.go')],
          title: 'lists closed issues [TestAPIListIssues]',
          status: 'skipped',
        },
        { ancestorTitles: ['some other suite'], title: 'is not a Gitea behaviour', status: 'failed' },
      ],
    },
    {
      assertionResults: [
        {
          ancestorTitles: [gitea('api_issue_milestone_test.go')],
          title: 'lists only open milestones when no state is given [TestAPIIssuesMilestone]',
          status: 'passed',
        },
      ],
    },
  ],
};

describe('the fidelity report', () => {
  it('tallies each Gitea test file’s behaviours stated, passing and failing and the functions followed', () => {
    expect(tally(REPORT)).toEqual({
      files: [
        {
          giteaFile: 'tests/integration/api_issue_milestone_test.go',
          stated: 1,
          passing: 1,
          failing: 0,
          functions: ['TestAPIIssuesMilestone'],
        },
        {
          giteaFile: 'tests/integration/api_issue_test.go',
          stated: 4,
          passing: 2,
          failing: 1,
          functions: ['TestAPICreateIssue', 'TestAPIEditIssue/Archived', 'TestAPIListIssues'],
        },
      ],
      totals: { stated: 5, passing: 3, failing: 1, functions: 4 },
    });
  });

  it('prints a row per Gitea test file and a row of totals', () => {
    expect(render(tally(REPORT)).split('\n')).toEqual([
      '| Gitea test file | stated | passing | failing | Gitea test functions followed |',
      '| --- | ---: | ---: | ---: | --- |',
      '| tests/integration/api_issue_milestone_test.go | 1 | 1 | 0 | TestAPIIssuesMilestone |',
      '| tests/integration/api_issue_test.go | 4 | 2 | 1 | TestAPICreateIssue, TestAPIEditIssue/Archived, TestAPIListIssues |',
      '| **total (2 files)** | 5 | 3 | 1 | 4 functions |',
    ]);
  });

  it('says so when no behaviour is stated', () => {
    expect(render(tally({ testResults: [] }))).toBe('No behaviours stated as Gitea asserts them yet.');
  });

  it('collects a Gitea-derived test file by running it: a row for its Gitea file with what passed', () => {
    // one file: the whole folder runs in the suite itself, and `npm run forge-fidelity` runs it all
    const { files, tally: counted } = collect(GITEA_TESTS_DIR, ['api-user-star.test.ts']);
    expect(files).toEqual(['test/sandbox/gitea/api-user-star.test.ts']);
    expect(giteaTestFiles(GITEA_TESTS_DIR)).toContain(files[0]);
    expect(counted.files).toHaveLength(1);
    const [row] = counted.files;
    expect(row?.giteaFile).toBe('tests/integration/api_user_star_test.go');
    expect(row?.stated).toBeGreaterThan(0);
    expect(row?.passing).toBe(row?.stated);
    expect(row?.functions.length).toBeGreaterThan(0);
  }, 120_000);
});
