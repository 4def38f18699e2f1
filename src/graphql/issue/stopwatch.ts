// Stopwatches: `viewer.stopwatches` (GET /user/stopwatches) and startStopwatch / stopStopwatch /
// cancelStopwatch on an issue or pull request (routers/api/v1/repo/issue_stopwatch.go).

import {
  cancelIssueStopwatch,
  listMyStopwatches,
  startIssueStopwatch,
  stopIssueStopwatch,
} from '../../forge/endpoints/index.js';
import type { StopWatch } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { viewerOnlyList } from '../kit/checks.js';
import { connectionType } from '../kit/connection-type.js';
import { ConflictGatewayError, REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { forgeFields } from '../kit/forge-fields.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { pagedList } from '../kit/paged-field.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import type { UserListRef } from '../kit/viewer.js';
import { UserRef } from '../people/user.js';
import { FIELDS } from './fields.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';
import { TimelineItemRef } from './timeline.js';
import { TrackedTimeRef } from './tracked-time.js';

const StopwatchRef = builder.objectRef<StopWatch>('Stopwatch').implement({
  description:
    'A stopwatch running on an issue or pull request. Not a Node: it is the caller’s on one issue, gone once stopped, and the forge reads no single stopwatch (only the caller’s list, GET /user/stopwatches).',
  fields: (t) => ({
    startedAt: t.string({
      nullable: false,
      description: 'When the stopwatch was started.',
      resolve: (s) => s.created ?? '',
    }),
    seconds: forgeNumberField(t, 'Int', (s) => s.seconds ?? 0, {
      description:
        'The seconds elapsed when the forge answered; null with UPSTREAM_ERROR when the forge sent no 32-bit whole number.',
    }),
    ...forgeFields(t, FIELDS.Stopwatch),
  }),
});

const StopwatchConnection = connectionType(StopwatchRef, 'Stopwatch');

const stopwatches = pagedList<UserListRef, object, StopWatch>({
  endpoint: listMyStopwatches,
  key: () => '@viewer',
  fetch: (context, _ref, _args, page) => listMyStopwatches(context.forge, page),
});

builder.objectFields(UserRef, (t) => ({
  stopwatches: t.field({
    type: StopwatchConnection,
    description:
      'The caller’s running stopwatches (GET /user/stopwatches, one call per page; at most one runs at a time). Only on `viewer`.',
    args: t.arg.connectionArgs(),
    ...viewerOnlyList('stopwatches', stopwatches),
  }),
}));

const ACTIONS = {
  startStopwatch: {
    call: startIssueStopwatch,
    description:
      'Starts the caller’s stopwatch on an issue or pull request (POST …/issues/{index}/stopwatch/start, one call); one running on another issue is stopped and tracked first. ConflictError when one runs on this issue already; ForbiddenError for callers who may not write issues or track time.',
  },
  stopStopwatch: {
    call: stopIssueStopwatch,
    description:
      'Stops the caller’s stopwatch on an issue or pull request and tracks the elapsed time (POST …/stopwatch/stop, one call). ConflictError when none runs.',
  },
  cancelStopwatch: {
    call: cancelIssueStopwatch,
    description:
      'Drops the caller’s stopwatch on an issue or pull request without tracking it (DELETE …/stopwatch/delete, one call). ConflictError when none runs.',
  },
} as const;

for (const [name, action] of Object.entries(ACTIONS)) {
  defineMutation(name, {
    input: 'The issue or pull request of the stopwatch.',
    inputFields: (t) => ({ ...issueOrPullFields(t) }),
    description: action.description,
    errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
    changes: [IssueRef, PullRequestRef, TrackedTimeRef, TimelineItemRef],
    write: async (input, context) => {
      const target = issueOrPullOf(input);
      await action.call(context.forge, target);
      return { issue: issueKey(target.owner, target.repo, target.index) };
    },
    payload: 'The issue or pull request of the stopwatch.',
    outputFields: (t) => ({
      issue: readAfterWrite(t, IssueRef, 'issue', 'The issue or pull request, read only when selected.'),
    }),
  });
}
