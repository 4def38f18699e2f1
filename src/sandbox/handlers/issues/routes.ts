// Issues and what hangs under them: labels, milestones, comments, reactions, times, attachments, links
// (routers/api/v1/api.go, the /repos/{owner}/{repo}/issues, /labels and /milestones groups).
import {
  mustEnableIssuesOrPulls,
  mustNotBeArchived,
  orgAssignment,
  repoAssignment,
  reqOrgVisible,
  reqRepoWriter,
  reqToken,
  reqUnit,
} from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import {
  getCommentAttachment,
  getIssueAttachment,
  listCommentAttachments,
  listIssueAttachments,
} from './attachments.js';
import {
  createComment,
  deleteComment,
  editComment,
  getComment,
  listComments,
  listTimeline,
} from './comments.js';
import { listBlocks, listDependencies } from './issue-links.js';
import { listIssues, searchIssues } from './issue-list.js';
import { addIssueTime, listIssueTimes } from './issue-times.js';
import { addIssueLabels, createIssue, deleteIssueLabel } from './issue-writes.js';
import { createDependency, editIssue, getIssue, removeAssignees } from './issues.js';
import { createLabel, getLabel, getOrgLabel, listLabels, listOrgLabels } from './labels.js';
import { createMilestone, editMilestone, getMilestone, listMilestones } from './milestones.js';
import {
  deleteCommentReaction,
  deleteIssueReaction,
  listCommentReactions,
  listIssueReactions,
  postCommentReaction,
  postIssueReaction,
} from './reactions.js';
import { listUserTimes } from './times.js';

/** repoAssignment, mustEnableIssuesOrPulls: every route of the issue group */
const issues = [repoAssignment, mustEnableIssuesOrPulls];
/** ... and a signed-in caller on a repository that is not archived: the group's writes */
const issueWrites = [...issues, reqToken, mustNotBeArchived];
const repoWriter = [repoAssignment, reqToken, reqRepoWriter];

/** Set `assigneesRoute` false to switch off the one route Gitea lacks (op 11). */
export function issueRoutes(options: { assigneesRoute: boolean }): RouteRow[] {
  return [
    { route: 'GET /repos/{owner}/{repo}/issues', guards: [repoAssignment], handler: listIssues },
    { route: 'POST /repos/{owner}/{repo}/issues', guards: issueWrites, handler: createIssue },
    { route: 'GET /repos/issues/search', handler: searchIssues },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}', guards: issues, handler: getIssue },
    { route: 'PATCH /repos/{owner}/{repo}/issues/{index}', guards: issueWrites, handler: editIssue },
    {
      route: 'POST /repos/{owner}/{repo}/issues/{index}/dependencies',
      guards: issueWrites,
      handler: createDependency,
    },
    {
      route: 'DELETE /repos/{owner}/{repo}/issues/{index}/assignees',
      guards: [...issues, reqToken, reqRepoWriter, mustNotBeArchived],
      handler: removeAssignees,
      enabled: () => options.assigneesRoute,
    },
    {
      route: 'POST /repos/{owner}/{repo}/issues/{index}/labels',
      guards: [...issues, reqToken],
      handler: addIssueLabels,
    },
    {
      route: 'DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}',
      guards: [...issues, reqToken],
      handler: deleteIssueLabel,
    },
    // labels and milestones
    { route: 'GET /repos/{owner}/{repo}/labels', guards: [repoAssignment], handler: listLabels },
    { route: 'POST /repos/{owner}/{repo}/labels', guards: repoWriter, handler: createLabel },
    { route: 'GET /repos/{owner}/{repo}/labels/{id}', guards: [repoAssignment], handler: getLabel },
    { route: 'GET /orgs/{org}/labels', guards: [orgAssignment, reqOrgVisible], handler: listOrgLabels },
    {
      route: 'GET /orgs/{org}/labels/{id}',
      guards: [orgAssignment, reqOrgVisible, reqToken],
      handler: getOrgLabel,
    },
    { route: 'GET /repos/{owner}/{repo}/milestones', guards: [repoAssignment], handler: listMilestones },
    { route: 'POST /repos/{owner}/{repo}/milestones', guards: repoWriter, handler: createMilestone },
    { route: 'GET /repos/{owner}/{repo}/milestones/{id}', guards: [repoAssignment], handler: getMilestone },
    { route: 'PATCH /repos/{owner}/{repo}/milestones/{id}', guards: repoWriter, handler: editMilestone },
    // comments and the timeline
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/comments', guards: issues, handler: listComments },
    {
      route: 'POST /repos/{owner}/{repo}/issues/{index}/comments',
      guards: issueWrites,
      handler: createComment,
    },
    { route: 'GET /repos/{owner}/{repo}/issues/comments/{id}', guards: issues, handler: getComment },
    { route: 'PATCH /repos/{owner}/{repo}/issues/comments/{id}', guards: issueWrites, handler: editComment },
    {
      route: 'DELETE /repos/{owner}/{repo}/issues/comments/{id}',
      guards: issueWrites,
      handler: deleteComment,
    },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/timeline', guards: issues, handler: listTimeline },
    // reactions
    {
      route: 'GET /repos/{owner}/{repo}/issues/{index}/reactions',
      guards: issues,
      handler: listIssueReactions,
    },
    {
      route: 'POST /repos/{owner}/{repo}/issues/{index}/reactions',
      guards: issueWrites,
      handler: postIssueReaction,
    },
    {
      route: 'DELETE /repos/{owner}/{repo}/issues/{index}/reactions',
      guards: issueWrites,
      handler: deleteIssueReaction,
    },
    {
      route: 'GET /repos/{owner}/{repo}/issues/comments/{id}/reactions',
      guards: issues,
      handler: listCommentReactions,
    },
    {
      route: 'POST /repos/{owner}/{repo}/issues/comments/{id}/reactions',
      guards: issueWrites,
      handler: postCommentReaction,
    },
    {
      route: 'DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions',
      guards: issueWrites,
      handler: deleteCommentReaction,
    },
    // tracked times
    {
      route: 'GET /repos/{owner}/{repo}/issues/{index}/times',
      guards: [...issues, reqToken],
      handler: listIssueTimes,
    },
    { route: 'POST /repos/{owner}/{repo}/issues/{index}/times', guards: issueWrites, handler: addIssueTime },
    {
      route: 'GET /repos/{owner}/{repo}/times/{user}',
      guards: [repoAssignment, reqUnit('issues'), reqToken],
      handler: listUserTimes,
    },
    // dependencies; listed after issues/comments/{id}, which wins a path both match (chi's static-first order)
    {
      route: 'GET /repos/{owner}/{repo}/issues/{index}/dependencies',
      guards: issues,
      handler: listDependencies,
    },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/blocks', guards: issues, handler: listBlocks },
    // attachments
    {
      route: 'GET /repos/{owner}/{repo}/issues/{index}/assets',
      guards: issues,
      handler: listIssueAttachments,
    },
    {
      route: 'GET /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}',
      guards: issues,
      handler: getIssueAttachment,
    },
    {
      route: 'GET /repos/{owner}/{repo}/issues/comments/{id}/assets',
      guards: issues,
      handler: listCommentAttachments,
    },
    {
      route: 'GET /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}',
      guards: issues,
      handler: getCommentAttachment,
    },
  ];
}
