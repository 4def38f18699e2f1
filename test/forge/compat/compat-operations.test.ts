// The example operations whose forge calls depend on the forge (files, directories, workflow jobs),
// through their typed documents on every profile: the same data as on Gitea 1.26 wherever the
// forge can give it, each profile's own calls, and NOT_SUPPORTED where it cannot.

import { describe, expect, it } from 'vitest';
import {
  DirectoryListingDocument,
  RepositoryFilesDocument,
  RepositoryOverviewDocument,
  WorkflowJobsDocument,
} from '../../../generated/client/graphql.js';
import { countRoutes } from '../../helpers/harness.js';
import { fileRoute, isLegacy, PROFILES } from '../../helpers/profiles.js';
import { exampleOf, run } from '../../helpers/typed.js';
import { useProfileHarness } from '../../helpers/use-harness.js';

const REPO = 'GET /repos/{owner}/{repo}';

describe.each(PROFILES)('on %s', (profile) => {
  const legacy = isLegacy(profile);
  const harness = useProfileHarness(profile);
  const calls = () => countRoutes(harness.routes());

  it('RepositoryOverview reads its file in the same round as the repository and its pulls', async () => {
    const { data, errors } = await run(
      harness,
      RepositoryOverviewDocument,
      exampleOf(RepositoryOverviewDocument),
    );
    expect(errors).toBeUndefined();
    expect(data?.repository?.readme?.text).toMatch(/^# hello/);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/pulls': 1, [fileRoute(profile)]: 1 });
  });

  it('RepositoryFiles reads three files: one file-contents call, or three contents calls in parallel', async () => {
    const { data } = await run(harness, RepositoryFilesDocument, exampleOf(RepositoryFilesDocument));
    expect(data?.repository?.files.map((file) => [file?.path, file?.size, file?.sha?.length])).toEqual([
      ['README.md', 78, 40],
      ['src/main.ts', 106, 40],
      ['docs/guide.md', 45, 40],
    ]);
    expect(calls()).toEqual({ [fileRoute(profile)]: legacy ? 3 : 1 });
  });

  it('DirectoryListing lists docs/ with one contents call: contents-ext, or contents', async () => {
    const { data } = await run(harness, DirectoryListingDocument, exampleOf(DirectoryListingDocument));
    expect(data?.repository?.contents).toEqual({
      isDirectory: true,
      entries: [{ name: 'guide.md', path: 'docs/guide.md', type: 'FILE', size: 45 }],
      file: null,
    });
    const route = legacy
      ? 'GET /repos/{owner}/{repo}/contents/{filepath}'
      : 'GET /repos/{owner}/{repo}/contents-ext/{filepath}';
    expect(calls()).toEqual({ [route]: 1 });
  });

  it('WorkflowJobs lists six jobs in one call, or answers NOT_SUPPORTED without a call', async () => {
    const { data, errors } = await run(harness, WorkflowJobsDocument, exampleOf(WorkflowJobsDocument));
    if (legacy) {
      expect(data).toEqual({ workflowJobs: null });
      expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['workflowJobs'], 'NOT_SUPPORTED']]);
      expect(harness.routes()).toEqual([]);
    } else {
      expect(data?.workflowJobs?.totalCount).toBe(6);
      expect(harness.routes()).toEqual(['GET /user/actions/jobs']);
    }
  });
});
