// Enums for the closed value sets of the forge's API. Output fields map unknown upstream strings to null.

import { builder } from '../builder.js';
import { enumValues } from './enum-values.js';

export const OPEN_CLOSED = ['open', 'closed'] as const;

export const IssueState = builder.enumType('IssueState', {
  values: { OPEN: { value: 'open' }, CLOSED: { value: 'closed' } } as const,
});

export const PullRequestState = builder.enumType('PullRequestState', {
  values: { OPEN: { value: 'open' }, CLOSED: { value: 'closed' } } as const,
});

export const PullRequestStateFilter = builder.enumType('PullRequestStateFilter', {
  values: { OPEN: { value: 'open' }, CLOSED: { value: 'closed' }, ALL: { value: 'all' } } as const,
});

export const MilestoneState = builder.enumType('MilestoneState', {
  values: { OPEN: { value: 'open' }, CLOSED: { value: 'closed' } } as const,
});

export const VISIBILITIES = ['public', 'limited', 'private'] as const;
export const Visibility = builder.enumType('Visibility', {
  values: enumValues('public', 'limited', 'private'),
});

export const ACCESS_MODES = ['none', 'read', 'write', 'admin', 'owner'] as const;
export const AccessMode = builder.enumType('AccessMode', {
  values: enumValues('none', 'read', 'write', 'admin', 'owner'),
});

export const CONTENT_TYPES = ['file', 'dir', 'symlink', 'submodule'] as const;
export const ContentType = builder.enumType('ContentType', {
  values: enumValues('file', 'dir', 'symlink', 'submodule'),
});

/** The `type` filter of GET /packages/{owner} (modules/packages/type.go) */
export const PACKAGE_TYPES = [
  'alpine',
  'cargo',
  'chef',
  'composer',
  'conan',
  'conda',
  'container',
  'cran',
  'debian',
  'generic',
  'go',
  'helm',
  'maven',
  'npm',
  'nuget',
  'pub',
  'pypi',
  'rpm',
  'rubygems',
  'swift',
  'terraform',
  'vagrant',
] as const;
export const PackageType = builder.enumType('PackageType', {
  values: Object.fromEntries(PACKAGE_TYPES.map((type) => [type.toUpperCase(), { value: type }])) as Record<
    Uppercase<(typeof PACKAGE_TYPES)[number]>,
    { value: (typeof PACKAGE_TYPES)[number] }
  >,
});

export const REVIEW_STATES = ['APPROVED', 'REQUEST_CHANGES', 'COMMENT', 'PENDING', 'REQUEST_REVIEW'] as const;
export const PullReviewState = builder.enumType('PullReviewState', {
  values: REVIEW_STATES,
});

/** The `status` filter values of GET /user/actions/jobs that the schema offers */
export const WorkflowJobStatusFilter = builder.enumType('WorkflowJobStatusFilter', {
  values: enumValues('pending', 'queued', 'in_progress', 'failure', 'success', 'skipped'),
});

export const OrderDirection = builder.enumType('OrderDirection', {
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const,
});
