// addTrackedTime (POST /repos/{owner}/{repo}/issues/{index}/times, Gitea's issue_tracked_time.go AddTime).

import { addIssueTrackedTime } from '../../forge/endpoints/index.js';
import { REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { invalid, requireText } from '../kit/inputs.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { explainingForbidden } from './comment-mutations.js';
import { INPUTS } from './inputs.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';
import { TimelineItemRef } from './timeline.js';
import { TrackedTimeRef } from './tracked-time.js';

// AddTime: 400 `time tracking disabled`, 403 (empty) for callers who may not track time, 404, 422
// binding; 423 archived (reqMutableIssuesOrPulls)
defineMutation('addTrackedTime', {
  input: 'AddTimeOption',
  inputFields: (t) => ({ ...issueOrPullFields(t), ...inputTable(t, INPUTS.AddTrackedTimeInput) }),
  description:
    'Tracks time spent on an issue or pull request. When time tracking is off the forge answers 400 (ValidationError `time tracking disabled`); when only contributors may track time, others get a ForbiddenError.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [TrackedTimeRef, IssueRef, PullRequestRef, TimelineItemRef],
  write: async (input, context) => {
    const args = issueOrPullOf(input);
    if (input.seconds < 1) throw invalid('`seconds` must be at least 1', 'seconds');
    const user = input.user == null ? undefined : requireText(input.user, 'user');
    const { data } = await explainingForbidden(
      'only writers, the issue’s author and its assignees may track time on this repository',
      () =>
        addIssueTrackedTime(context.forge, args, {
          time: input.seconds,
          created: input.createdAt?.toISOString(),
          user_name: user,
        }),
    );
    return { trackedTime: data, issue: issueKey(args.owner, args.repo, args.index) };
  },
  payload: 'The new entry and its issue.',
  outputFields: (t) => ({
    trackedTime: writtenObject(t, TrackedTimeRef, 'trackedTime'),
    issue: readAfterWrite(t, IssueRef, 'issue', 'The issue or pull request, read only when selected.'),
  }),
});
