// `PullRequest.diff` and, on each changed file of a pull request, its patch and hunks: read from one
// `GET …/pulls/{index}.diff` per pull request (git/diff-loader.ts), parsed as a commit's diff is.

import type { ChangedFile } from '../../forge/types/pulls.js';
import { DiffRef, fileDiffFields, partOfSource } from '../git/diff.js';
import { loadDiff } from '../git/diff-loader.js';
import { builder } from '../kit/builder.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { ChangedFileRef } from './pull-request-changes.js';
import { pullRefOf } from './pull-review.js';

builder.objectFields(ChangedFileRef, (t) =>
  fileDiffFields(t, (file: ChangedFile, context) => partOfSource(file, context)),
);

const PULL_COST =
  'one `GET /repos/{owner}/{repo}/pulls/{index}.diff` per pull request and request, shared by every file of it';

builder.objectFields(PullRequestRef, (t) => ({
  diff: t.field({
    type: DiffRef,
    description: `The pull request’s changes from its merge base to its head as \`git diff\` writes them: ${PULL_COST}.`,
    resolve: (pr, _args, context) => loadDiff(context, { kind: 'pull', ...pullRefOf(pr) }),
  }),
}));
