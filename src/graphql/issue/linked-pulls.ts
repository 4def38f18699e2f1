// The pull requests that mention an issue: Gitea answers no such list, but each one leaves a `pull_ref`
// event on the issue's timeline (models/issues/comment.go CommentTypePullRef) whose `ref_issue` is the
// pull request as an issue (services/convert/issue_comment.go). The timeline is the cheapest route:
// its pages of 50 are read until a short one (the forge counts only the page), then each pull request
// once through the PullRequest loader, all in parallel.

import { listIssueTimeline } from '../../forge/endpoints/index.js';
import type { TimelineComment } from '../../forge/types/comments.js';
import { UPSTREAM_MAX_PAGE } from '../kit/connection.js';
import { type Context, memoize } from '../kit/context.js';
import { issueKey, nodeKey } from '../kit/loaders.js';
import { expectList, listField } from '../kit/paged-field.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { type IssueParent, parentKey } from './issue-parent.js';

const ROUTE = 'GET /repos/{owner}/{repo}/issues/{index}/timeline';

/** every timeline page, one after another until a page that is not full */
async function wholeTimeline(context: Context, parent: IssueParent): Promise<TimelineComment[]> {
  const events: TimelineComment[] = [];
  for (let page = 1; ; page++) {
    const { data } = await listIssueTimeline(context.forge, { ...parent, page, limit: UPSTREAM_MAX_PAGE });
    const items = expectList<TimelineComment>(data, ROUTE);
    events.push(...items);
    if (items.length < UPSTREAM_MAX_PAGE) return events;
  }
}

/** the loader keys of the pull requests that mention the issue, first mention first, each once */
const linkedPullRequests = (context: Context, parent: IssueParent) =>
  memoize(context, `linked-pulls:${parentKey(parent)}`, async () => {
    const keys = new Set<string>();
    for (const event of await wholeTimeline(context, parent)) {
      const ref = event.type === 'pull_ref' ? event.ref_issue : null;
      if (ref?.pull_request && ref.repository)
        keys.add(issueKey(ref.repository.owner, ref.repository.name, ref.number));
    }
    return [...keys].map((key) => nodeKey(context, key));
  });

issueAndPullFields((t, parentOf) => ({
  linkedPullRequests: t.field({
    type: [PullRequestRef],
    description:
      'Pull requests that mention it (`#N` in their title or body), first mention first: the `pull_ref` events of GET /repos/{owner}/{repo}/issues/{index}/timeline (one call per 50 events, one for most issues), then GET …/pulls/{index} for each pull request, in parallel. Pull requests the caller cannot read are left out by the forge.',
    ...listField(linkedPullRequests, parentOf),
  }),
}));
