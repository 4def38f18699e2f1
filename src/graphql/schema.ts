// Assembles the schema: importing each type family registers its types, root fields and mutations.

import { builder } from './kit/builder.js';
import { guardForgeLeaves } from './kit/forge-leaves.js';
import { schemaDirectives } from './kit/incremental-directives.js';
import { orderFields, QUERY_FIELD_ORDER } from './root-order.js';
import './kit/common.js';
import './kit/enums.js';
import './people/user.js';
import './people/organization.js';
import './repository/repository.js';
import './content/attachment.js';
import './issue/issue.js';
import './issue/label.js';
import './issue/milestone.js';
import './issue/issue-list.js';
import './pull-request/pull-request.js';
import './pull-request/pull-review.js';
import './git/commit-status.js';
import './content/wiki.js';
import './pull-request/pull-request-changes.js';
import './content/contents.js';
import './git/commit.js';
import './git/commit-history.js';
import './git/branch.js';
import './git/tag.js';
import './git/tree.js';
import './git/git-objects.js';
import './repository/fork.js';
import './release/release.js';
import './repository/repository-social.js';
import './people/user-starred.js';
import './repository/package.js';
import './issue/comment.js';
import './issue/tracked-time.js';
import './issue/timeline.js';
import './issue/reaction.js';
import './issue/issue-links.js';
import './issue/issue-pins.js';
import './issue/linked-pulls.js';
import './repository/issue-templates.js';
import './issue/tracked-time-totals.js';
import './issue/issue-subscriptions.js';
import './issue/stopwatch.js';
import './issue/issue-attachments.js';
import './people/activity.js';
import './people/profile.js';
import './actions/workflow.js';
import './actions/workflow-run.js';
import './content/markdown-readme.js';
import './repository/hook.js';
import './people/user-lists.js';
import './people/organization-lists.js';
import './people/search.js';
import './people/notification.js';
import './instance/forge-instance.js';
import './kit/mutation.js';
import './repository/repository-mutations.js';
import './content/contents-mutations.js';
import './content/wiki-mutations.js';
import './issue/issue-mutations.js';
import './pull-request/pull-request-mutations.js';
import './pull-request/pull-review-mutations.js';
import './git/commit-status-mutations.js';
import './git/commit-checks.js';
import './git/diff.js';
import './pull-request/pull-request-diff.js';
import './git/diff-ahead-behind.js';
import './repository/hook-mutations.js';
import './repository/repository-hook-mutations.js';
import './release/release-mutations.js';
import './issue/comment-mutations.js';
import './issue/reaction-mutations.js';
import './issue/attachment-mutations.js';
import './issue/comment-attachment-mutations.js';
import './issue/tracked-time-mutations.js';
import './issue/issue-write-mutations.js';
import './issue/label-mutations.js';
import './issue/milestone-mutations.js';
import './issue/label-edit-mutations.js';
import './issue/org-label-mutations.js';
import './repository/mirrors.js';
import './issue/issue-link-mutations.js';
import './issue/issue-removal-mutations.js';
import './issue/repository-comments.js';
import './people/repository-notifications.js';
import './pull-request/pull-review-changes.js';
import './pull-request/pull-request-lookups.js';
import './repository/repository-social-mutations.js';
import './repository/repository-edit-mutations.js';
import './repository/repository-settings.js';
import './repository/repository-settings-mutations.js';
import './repository/deploy-key.js';
import './repository/repository-teams.js';
import './actions/actions-settings.js';
import './actions/actions-settings-mutations.js';
import './repository/account-hooks.js';
import './repository/branch-protection.js';
import './git/branch-protection-link.js';
import './release/release-assets.js';
import './release/release-asset-mutations.js';
import './release/release-tag-mutations.js';
import './repository/repository-avatar-mutations.js';
import './people/avatar-mutations.js';
import './pull-request/pull-branch-mutations.js';
import './release/release-edit-mutations.js';
import './git/git-mutations.js';
import './people/people-mutations.js';
import './settings/public-key.js';
import './settings/gpg-key.js';
import './settings/account.js';
import './settings/blocks.js';
import './organization/organization-admin.js';
import './organization/membership.js';
import './organization/team-admin.js';
// Live updates (src/live/) register their subscriptions and setup mutations on the same builder; they
// use the graph's types, and nothing of the graph uses them: this line is the only edge between the two.
import './live/schema.js';

// Not sorted here (a second build of the whole schema, 11 ms of start-up): the printed SDL is sorted
// where it is written (printed-schema.ts), and introspection order is for tools to arrange.
export const schema = builder.toSchema({ sortSchema: false, directives: schemaDirectives });
// A key the forge left out or sent with another type fails its field alone (forge-leaves.ts).
guardForgeLeaves(schema);
// GraphiQL's first page reads as a guide to the graph (root-order.ts).
const queryType = schema.getQueryType();
if (queryType) orderFields(queryType, QUERY_FIELD_ORDER);

// Built from code alone, the schema is the same at every start: test/graphql/schema-validity.test.ts proves
// it valid by graphql-js's rules, so the first request need not (about 30 ms of start-up CPU).
// This is what GraphQLSchema's own `assumeValid` option sets; Pothos builds the schema without it.
schema.__validationErrors = [];
