// Assembles the schema: importing each type family registers its types, root fields and mutations.

import { builder } from './builder.js';
import './types/common.js';
import './types/enums.js';
import './types/user.js';
import './types/organization.js';
import './types/repository.js';
import './types/attachment.js';
import './types/issue.js';
import './types/label.js';
import './types/milestone.js';
import './types/issue-list.js';
import './types/pull-request.js';
import './types/pull-review.js';
import './types/commit-status.js';
import './types/pull-request-changes.js';
import './types/contents.js';
import './types/commit.js';
import './types/commit-history.js';
import './types/branch.js';
import './types/tag.js';
import './types/tree.js';
import './types/fork.js';
import './types/release.js';
import './types/repository-social.js';
import './types/user-starred.js';
import './types/package.js';
import './types/comment.js';
import './types/tracked-time.js';
import './types/timeline.js';
import './types/reaction.js';
import './types/issue-links.js';
import './types/issue-attachments.js';
import './types/activity.js';
import './types/workflow.js';
import './types/wiki.js';
import './types/hook.js';
import './types/user-lists.js';
import './types/organization-lists.js';
import './types/search.js';
import './types/notification.js';
import './types/mutation.js';
import './types/repository-mutations.js';
import './types/contents-mutations.js';
import './types/issue-mutations.js';
import './types/pull-request-mutations.js';
import './types/pull-request-write-mutations.js';
import './types/pull-review-mutations.js';
import './types/commit-status-mutations.js';
import './types/commit-checks.js';
import './types/hook-mutations.js';
import './types/repository-hook-mutations.js';
import './types/release-mutations.js';
import './types/comment-mutations.js';
import './types/reaction-mutations.js';
import './types/tracked-time-mutations.js';
import './types/issue-write-mutations.js';
import './types/label-mutations.js';
import './types/milestone-mutations.js';
import './types/repository-social-mutations.js';
import './types/repository-edit-mutations.js';
import './types/release-edit-mutations.js';
import './types/git-mutations.js';
import './types/people-mutations.js';
// Live updates (src/live/) register their subscriptions and setup mutations on the same builder; they
// use the graph's types, and nothing of the graph uses them: this line is the only edge between the two.
import '../live/schema.js';

// Not sorted here (a second build of the whole schema, 11 ms of start-up): the printed SDL is sorted
// where it is written (printed-schema.ts), and introspection order is for tools to arrange.
export const schema = builder.toSchema({ sortSchema: false });
