// The reference workload: each operation with the GraphQL request(s) a client sends, its direct
// REST counterpart, and its chain length (dependent REST round trips on the critical path).

import { readFileSync } from 'node:fs';
import type { ForgeSession } from '../src/forge/session.js';
import { readManifest } from '../src/persisted/manifest.js';
import { LARGE_SEED, largeRepoPaths } from '../src/sandbox/seed/large.js';
import { activityFeed } from './direct/activity-feed.js';
import { type ChangeFilesVariables, changeFilesAndRead } from './direct/change-files.js';
import { type FilesVariables, files } from './direct/files.js';
import { packages } from './direct/packages.js';
import { pullRequests } from './direct/pull-requests.js';
import { repositoryOverview } from './direct/repository-overview.js';

export interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface WorkloadOperation {
  name: string;
  description: string;
  /** dependent REST round trips on the critical path; the latency floor is chain × forge latency */
  chain: number;
  /** load-tested; false for the write, which commits on every execution (bench/README.md) */
  load: boolean;
  /** the GraphQL requests, sent one after the other; `tag` is unique per execution */
  requests(tag: string): GraphQLRequest[];
  /** the same data from the forge directly, one entry per request */
  direct(forge: ForgeSession, tag: string): Promise<unknown[]>;
  /** what must be equal between gateway and direct (fields that differ per execution removed) */
  comparable(data: unknown[]): unknown;
}

const document = (file: string) => readFileSync(new URL(`./operations/${file}`, import.meta.url), 'utf8');

/**
 * An example operation of operations/, as the persisted-operations manifest holds it (the operation
 * and the fragments it uses), so that the bench measures exactly what clients are shown.
 */
function exampleOperation(name: string): string {
  const operation = readManifest()?.operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`operations/manifest.json has no operation ${name}`);
  return operation.body;
}

const { owner, bigRepo } = LARGE_SEED;
/** The first of the seed's small repositories owned by `login`. */
function smallRepo(login: string) {
  const repo = LARGE_SEED.smallRepos.find((candidate) => candidate.owner === login);
  if (!repo) throw new Error(`the large seed has no small repository of ${login}`);
  return repo;
}

/** Three repositories of two owners: alice/big, alice/lib-01, acme/svc-01. */
const libRepo = smallRepo('alice');
const svcRepo = smallRepo('acme');

/** Ten paths per repository: every 20th module of alice/big, the first ten files of the small ones. */
const bigPaths = largeRepoPaths(LARGE_SEED.bigFileCount).filter((_, i) => i % 20 === 0);
const smallPaths = largeRepoPaths(LARGE_SEED.smallFileCount).slice(0, 10);

/** A read with fixed variables: one request, one direct call, everything comparable. */
function read<V extends Record<string, unknown>>(
  query: string,
  variables: V,
  direct: (forge: ForgeSession, variables: V) => Promise<unknown>,
) {
  return {
    load: true,
    requests: () => [{ query, variables }],
    direct: async (forge: ForgeSession) => [await direct(forge, variables)],
    comparable: (data: unknown[]) => data,
  };
}

const filesVariables: FilesVariables = {
  ownerA: owner,
  nameA: bigRepo,
  pathsA: bigPaths,
  ownerB: libRepo.owner,
  nameB: libRepo.name,
  pathsB: smallPaths,
  ownerC: svcRepo.owner,
  nameC: svcRepo.name,
  pathsC: smallPaths,
};

const CHANGED = [
  { operation: 'UPDATE', path: 'src/module-001.ts', text: 'export const changed = 1;\n' },
  { operation: 'UPDATE', path: 'src/module-002.ts', text: 'export const changed = 2;\n' },
  { operation: 'CREATE', path: 'docs/bench-notes.md', text: '# Notes\n\nWritten by the benchmark.\n' },
] as const;

function changeFilesVariables(tag: string): ChangeFilesVariables {
  return {
    input: {
      owner,
      repo: bigRepo,
      branch: 'main',
      newBranch: `bench-${tag}`,
      message: 'Benchmark change',
      files: CHANGED.map((change) => ({ ...change })),
    },
  };
}

const changeFilesQuery = document('change-files.graphql');
const readChangedQuery = document('read-changed-files.graphql');

export const WORKLOAD: WorkloadOperation[] = [
  {
    name: 'repositoryOverview',
    description: 'repository, owner, 5 open pull requests with authors, README',
    chain: 1,
    ...read(exampleOperation('RepositoryOverview'), { owner, name: bigRepo }, repositoryOverview),
  },
  {
    name: 'pullRequests50',
    description: '50 pull requests with authors, labels, base repositories',
    chain: 1,
    ...read(document('pull-requests.graphql'), { owner, name: bigRepo, first: 50 }, pullRequests),
  },
  {
    name: 'files30',
    description: '30 files across 3 repositories',
    chain: 1,
    ...read(document('files.graphql'), filesVariables, files),
  },
  {
    name: 'activityFeed50',
    description: 'feed of 50 items with their repositories',
    chain: 1,
    ...read(document('activity-feed.graphql'), { login: owner, first: 50 }, activityFeed),
  },
  {
    name: 'packages50',
    description: '50 packages with their repositories',
    chain: 1,
    ...read(document('packages.graphql'), { login: owner, first: 50 }, packages),
  },
  {
    name: 'changeFilesThenRead',
    description: 'changeFiles (3 files, new branch), then read them back',
    chain: 2,
    load: false,
    requests: (tag) => {
      const variables = changeFilesVariables(tag);
      return [
        { query: changeFilesQuery, variables: variables as unknown as Record<string, unknown> },
        {
          query: readChangedQuery,
          variables: {
            owner,
            name: bigRepo,
            paths: CHANGED.map((change) => change.path),
            ref: variables.input.newBranch,
          },
        },
      ];
    },
    direct: (forge, tag) => changeFilesAndRead(forge, changeFilesVariables(tag)),
    // The commit id differs per execution (new branch, new time); blob ids and contents do not.
    comparable: (data) => {
      const [mutation, ...rest] = data as [{ changeFiles: { commit: { sha?: string } } }, ...unknown[]];
      const { sha: _sha, ...commit } = mutation.changeFiles.commit;
      return [{ changeFiles: { ...mutation.changeFiles, commit } }, ...rest];
    },
  },
];
