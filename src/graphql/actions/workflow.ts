// Workflow jobs of the viewer's repositories. Root field `workflowJobs`.

import { getWorkflowJob, listWorkflowJobs, WORKFLOW_JOBS_ROUTE } from '../../forge/endpoints/index.js';
import { requireRoute } from '../../forge/instance/capabilities.js';
import type { WorkflowJob, WorkflowStep } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { OrderDirection, WorkflowJobStatusFilter } from '../kit/enums.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../kit/forge-node.js';
import { parseKey, repoOfApiUrl } from '../kit/loaders.js';
import { countedList, listConnection, listField, pagedList } from '../kit/paged-field.js';
import { FIELDS } from './fields.js';

export const WorkflowStepRef = builder.objectRef<WorkflowStep>('WorkflowStep').implement({
  description: 'One step of a workflow job.',
  fields: (t) => ({
    ...commonFields(t, 'startedAt', 'completedAt'),
    ...forgeFields(t, FIELDS.WorkflowStep),
  }),
});

/** What a WorkflowJob node refetches by: its repository (from the job's API URL) and id. */
const jobKeyOf = (job: WorkflowJob) => {
  const repo = repoOfApiUrl(job.url);
  return JSON.stringify([repo?.owner ?? '', repo?.repo ?? '', job.id]);
};

/** The job route's arguments from a node key. */
const jobArgsOf = (key: string) => {
  const [owner = '', repo = '', id = ''] = parseKey(key);
  return { owner, repo, jobId: Number(id) };
};

export const WorkflowJobRef = forgeNodeRef<WorkflowJob>('WorkflowJob', {
  keyOf: jobKeyOf,
  read: readBy(getWorkflowJob, jobArgsOf, 'id'),
});

WorkflowJobRef.implement({
  description: 'A workflow (Actions) job. `node(id:)` refetches it with one read of its repository’s job.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'url', 'htmlUrl'),
    ...forgeFields(t, FIELDS.WorkflowJob),
    steps: t.field({
      description: 'The job’s steps, in order.',
      type: [WorkflowStepRef],
      resolve: (j) => j.steps ?? [],
    }),
    ...commonFields(t, 'createdAt', 'startedAt', 'completedAt'),
  })),
});

export const WorkflowJobConnection = connectionType(WorkflowJobRef, 'WorkflowJob');

export const WorkflowJobOrder = builder.inputType('WorkflowJobOrder', {
  description: 'Ordering of workflow jobs; the forge sorts by id, ascending by default.',
  fields: (t) => ({
    direction: t.field({
      type: OrderDirection,
      required: true,
      description: 'Ascending or descending by id.',
    }),
  }),
});

const ROOT = { jobs: true };

interface WorkflowJobArgs {
  status?: string[] | null;
  orderBy?: { direction: 'asc' | 'desc' } | null;
}

const workflowJobs = pagedList<typeof ROOT, WorkflowJobArgs, WorkflowJob>({
  endpoint: listWorkflowJobs,
  key: () => 'viewer',
  // No other route lists jobs across repositories: a forge without it answers NOT_SUPPORTED,
  // without a call once its absence is known (forge/instance/capabilities.ts).
  fetch: (context, _root, args, page) =>
    requireRoute(context.forge.capabilities, WORKFLOW_JOBS_ROUTE, 'workflow jobs', () =>
      listWorkflowJobs(context.forge, {
        status: args.status ?? undefined,
        sort: args.orderBy ? 'id' : undefined,
        order: args.orderBy?.direction,
        ...page,
      }),
    ),
  // The list's own total_count is there on every version (headers only on 1.26).
  read: countedList<WorkflowJob>('jobs', WORKFLOW_JOBS_ROUTE),
});

builder.queryFields((t) => ({
  workflowJobs: listConnection(
    t,
    WorkflowJobConnection,
    listField(workflowJobs, () => ROOT),
    'Workflow jobs in repositories the viewer owns; needs a token. Null with a NOT_SUPPORTED error on forges without the route (Gitea before 1.25, Forgejo). Forge: GET /user/actions/jobs, one call per page.',
    {
      status: t.arg({ type: [WorkflowJobStatusFilter], description: 'Any of these statuses.' }),
      orderBy: t.arg({
        type: WorkflowJobOrder,
        description: 'The order of the jobs; the forge’s own order when absent.',
      }),
    },
  ),
}));
