// Enums for the closed value sets of the forge's API. Output fields map unknown upstream strings to null.

import { forgeEnum } from './enum-values.js';

export const OPEN_CLOSED = ['open', 'closed'] as const;

export const IssueState = forgeEnum('IssueState', 'Whether an issue is open or closed.', {
  OPEN: ['open', 'Open: still to be done or discussed.'],
  CLOSED: ['closed', 'Closed: done, or not to be done.'],
});

export const PullRequestState = forgeEnum(
  'PullRequestState',
  'Whether a pull request is open or closed (a merged one is closed).',
  {
    OPEN: ['open', 'Open: under review, not merged yet.'],
    CLOSED: ['closed', 'Closed: merged, or closed without merging.'],
  },
);

export const PullRequestStateFilter = forgeEnum('PullRequestStateFilter', 'Which pull requests to list.', {
  OPEN: ['open', 'Only open pull requests.'],
  CLOSED: ['closed', 'Only closed pull requests, merged or not.'],
  ALL: ['all', 'Open and closed pull requests.'],
});

export const MilestoneState = forgeEnum('MilestoneState', 'Whether a milestone is open or closed.', {
  OPEN: ['open', 'Open: its issues are still being worked on.'],
  CLOSED: ['closed', 'Closed: done or abandoned.'],
});

export const VISIBILITIES = ['public', 'limited', 'private'] as const;
export const Visibility = forgeEnum('Visibility', 'Who can see a user or an organization.', {
  PUBLIC: ['public', 'Everyone, signed in or not.'],
  LIMITED: ['limited', 'Signed-in users of the forge only.'],
  PRIVATE: ['private', 'The user themselves, or the organization’s members, and site administrators only.'],
});

export const ACCESS_MODES = ['none', 'read', 'write', 'admin', 'owner'] as const;
export const AccessMode = forgeEnum(
  'AccessMode',
  'A level of access to a repository or an organization’s units.',
  {
    NONE: ['none', 'No access.'],
    READ: ['read', 'May read (clone, view issues and pull requests).'],
    WRITE: ['write', 'May also push and manage issues and pull requests.'],
    ADMIN: ['admin', 'May also change settings and collaborators.'],
    OWNER: ['owner', 'Owns it: every right, including deletion and transfer.'],
  },
);

export const CONTENT_TYPES = ['file', 'dir', 'symlink', 'submodule'] as const;
export const ContentType = forgeEnum('ContentType', 'What an entry of a repository’s files is.', {
  FILE: ['file', 'A regular file.'],
  DIR: ['dir', 'A directory.'],
  SYMLINK: ['symlink', 'A symbolic link (see `target`).'],
  SUBMODULE: ['submodule', 'A git submodule: a commit of another repository.'],
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
export const PackageType = forgeEnum('PackageType', 'The registry format of a package.', {
  ALPINE: ['alpine', 'An Alpine Linux package (apk).'],
  CARGO: ['cargo', 'A Rust crate (Cargo).'],
  CHEF: ['chef', 'A Chef cookbook.'],
  COMPOSER: ['composer', 'A PHP package (Composer).'],
  CONAN: ['conan', 'A C/C++ package (Conan).'],
  CONDA: ['conda', 'A Conda package.'],
  CONTAINER: ['container', 'A container image (OCI/Docker).'],
  CRAN: ['cran', 'An R package (CRAN).'],
  DEBIAN: ['debian', 'A Debian package (deb).'],
  GENERIC: ['generic', 'Any files, uploaded as they are.'],
  GO: ['go', 'A Go module.'],
  HELM: ['helm', 'A Helm chart.'],
  MAVEN: ['maven', 'A Java package (Maven).'],
  NPM: ['npm', 'A JavaScript package (npm).'],
  NUGET: ['nuget', 'A .NET package (NuGet).'],
  PUB: ['pub', 'A Dart or Flutter package (pub).'],
  PYPI: ['pypi', 'A Python package (PyPI).'],
  RPM: ['rpm', 'An RPM package.'],
  RUBYGEMS: ['rubygems', 'A Ruby gem.'],
  SWIFT: ['swift', 'A Swift package.'],
  TERRAFORM: ['terraform', 'A Terraform module.'],
  VAGRANT: ['vagrant', 'A Vagrant box.'],
});

export const REVIEW_STATES = ['APPROVED', 'REQUEST_CHANGES', 'COMMENT', 'PENDING', 'REQUEST_REVIEW'] as const;
export const PullReviewState = forgeEnum('PullReviewState', 'Where a review of a pull request stands.', {
  APPROVED: ['APPROVED', 'The reviewer approved the changes.'],
  REQUEST_CHANGES: ['REQUEST_CHANGES', 'The reviewer asked for changes before a merge.'],
  COMMENT: ['COMMENT', 'The reviewer commented without a verdict.'],
  PENDING: ['PENDING', 'A draft review, not submitted yet: only its author sees it.'],
  REQUEST_REVIEW: ['REQUEST_REVIEW', 'A review was asked of the reviewer and is still due.'],
});

/** The `status` filter values of GET /user/actions/jobs that the schema offers */
export const WorkflowJobStatusFilter = forgeEnum(
  'WorkflowJobStatusFilter',
  'A state of an Actions job to list.',
  {
    PENDING: ['pending', 'Not started yet.'],
    QUEUED: ['queued', 'Waiting for a runner.'],
    IN_PROGRESS: ['in_progress', 'Running.'],
    FAILURE: ['failure', 'Done, and failed.'],
    SUCCESS: ['success', 'Done, and succeeded.'],
    SKIPPED: ['skipped', 'Not run: its condition was false.'],
  },
);

export const OrderDirection = forgeEnum('OrderDirection', 'Which way a list is sorted.', {
  ASC: ['asc', 'Smallest, oldest or first in the alphabet first.'],
  DESC: ['desc', 'Largest, newest or last in the alphabet first.'],
});
