// The four reference workloads measured beside Tailcall (shared/peers/tailcall/README.md): the
// gateway's document, Tailcall's twin of it (flat root fields where that saves Tailcall a round
// trip), the direct REST client's calls, and the facts each answer must agree on before any timing.

import { getFileContents } from '../../src/forge/endpoints/files.js';
import { listPullRequests } from '../../src/forge/endpoints/pulls.js';
import { getRepository } from '../../src/forge/endpoints/repos.js';
import { getUser, listActivityFeeds, listPackages } from '../../src/forge/endpoints/users.js';
import type { ForgeSession } from '../../src/forge/session.js';
import type { WorkloadOperation } from '../workload.js';

export interface PeerWorkload {
  name: 'overview' | 'pulls50' | 'feed50' | 'packages50';
  gateway: string;
  tailcall: string;
  /** the same facts straight from the forge: the calls a hand-written client makes */
  direct(forge: ForgeSession): Promise<unknown>;
  /** the facts in an answer's `data`, in one shape for all three */
  facts: { gateway(data: Data): unknown; tailcall(data: Data): unknown };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read by known paths, checked by comparison
type Data = any;

const OWNER = 'alice';
const REPO = 'big';
const FILES = ['README.md', 'src/module-001.ts', 'src/module-002.ts'];
const where = { owner: OWNER, repo: REPO };
const login = (user: { login: string } | null | undefined) => user?.login ?? null;
const base64 = (content: string | null | undefined) => Buffer.from(content ?? '', 'base64').toString('utf8');

export const PEER_WORKLOADS: PeerWorkload[] = [
  {
    name: 'overview',
    gateway: `query Overview { repository(owner: "${OWNER}", name: "${REPO}") { fullName pullRequests(state: OPEN, first: 10) { nodes { number title author { login } base { repository { fullName } } } } files(paths: ${JSON.stringify(FILES)}) { path text } } }`,
    tailcall: `query Overview { repository(owner: "${OWNER}", name: "${REPO}") { full_name } pullRequests(owner: "${OWNER}", repo: "${REPO}", state: "open", limit: 10) { number title user { login } base { repo { full_name } } } fileContents(owner: "${OWNER}", repo: "${REPO}", input: { files: ${JSON.stringify(FILES)} }) { path content } }`,
    direct: async (forge) => {
      const [repository, pulls, files] = await Promise.all([
        getRepository(forge, where),
        listPullRequests(forge, { ...where, state: 'open', page: 1, limit: 10 }),
        getFileContents(forge, { ...where, files: FILES }),
      ]);
      return {
        fullName: repository.data.full_name,
        pulls: pulls.data.map((pr) => [
          pr.number,
          pr.title,
          login(pr.user),
          pr.base?.repo?.full_name ?? null,
        ]),
        files: files.data.map((file) => [file.path, base64(file.content)]),
      };
    },
    facts: {
      gateway: (d) => ({
        fullName: d.repository.fullName,
        pulls: d.repository.pullRequests.nodes.map((pr: Data) => [
          pr.number,
          pr.title,
          login(pr.author),
          pr.base?.repository?.fullName ?? null,
        ]),
        files: d.repository.files.map((file: Data) => [file.path, file.text]),
      }),
      tailcall: (d) => ({
        fullName: d.repository.full_name,
        pulls: d.pullRequests.map((pr: Data) => [
          pr.number,
          pr.title,
          login(pr.user),
          pr.base?.repo?.full_name ?? null,
        ]),
        files: d.fileContents.map((file: Data) => [file.path, base64(file.content)]),
      }),
    },
  },
  {
    name: 'pulls50',
    gateway: `query Pulls { repository(owner: "${OWNER}", name: "${REPO}") { fullName pullRequests(first: 50) { nodes { number title state author { login } labels { name } } } } }`,
    tailcall: `query Pulls { repository(owner: "${OWNER}", name: "${REPO}") { full_name pullRequests(state: "all", page: 1, limit: 50) { number title state user { login } labels { name } } } }`,
    direct: async (forge) => {
      const [repository, pulls] = await Promise.all([
        getRepository(forge, where),
        listPullRequests(forge, { ...where, state: 'all', page: 1, limit: 50 }),
      ]);
      return {
        fullName: repository.data.full_name,
        pulls: pulls.data.map((pr) => [
          pr.number,
          pr.title,
          pr.state,
          login(pr.user),
          (pr.labels ?? []).map((l) => l.name),
        ]),
      };
    },
    facts: {
      gateway: (d) => ({
        fullName: d.repository.fullName,
        pulls: d.repository.pullRequests.nodes.map((pr: Data) => [
          pr.number,
          pr.title,
          String(pr.state).toLowerCase(),
          login(pr.author),
          pr.labels.map((l: Data) => l.name),
        ]),
      }),
      tailcall: (d) => ({
        fullName: d.repository.full_name,
        pulls: d.repository.pullRequests.map((pr: Data) => [
          pr.number,
          pr.title,
          pr.state,
          login(pr.user),
          (pr.labels ?? []).map((l: Data) => l.name),
        ]),
      }),
    },
  },
  {
    name: 'feed50',
    gateway: `query Feed { user(login: "${OWNER}") { login activities(first: 50) { nodes { databaseId opType repo { fullName } } } } }`,
    tailcall: `query Feed { user(login: "${OWNER}") { login activities(limit: 50) { id op_type repo { full_name } } } }`,
    direct: async (forge) => {
      const [user, feed] = await Promise.all([
        getUser(forge, { username: OWNER }),
        listActivityFeeds(forge, { username: OWNER, page: 1, limit: 50 }),
      ]);
      return {
        login: user.data.login,
        items: feed.data.map((item) => [item.id, item.op_type, item.repo?.full_name ?? null]),
      };
    },
    facts: {
      gateway: (d) => ({
        login: d.user.login,
        items: d.user.activities.nodes.map((item: Data) => [
          item.databaseId,
          String(item.opType).toLowerCase(),
          item.repo?.fullName ?? null,
        ]),
      }),
      tailcall: (d) => ({
        login: d.user.login,
        items: d.user.activities.map((item: Data) => [item.id, item.op_type, item.repo?.full_name ?? null]),
      }),
    },
  },
  {
    name: 'packages50',
    gateway: `query Packages { user(login: "${OWNER}") { login packages(first: 50) { nodes { name version repository { fullName } } } } }`,
    tailcall: `query Packages { user(login: "${OWNER}") { login packages(limit: 50) { name version repository { full_name } } } }`,
    direct: async (forge) => {
      const [user, list] = await Promise.all([
        getUser(forge, { username: OWNER }),
        listPackages(forge, { owner: OWNER, page: 1, limit: 50 }),
      ]);
      return {
        login: user.data.login,
        packages: list.data.map((pkg) => [pkg.name, pkg.version, pkg.repository?.full_name ?? null]),
      };
    },
    facts: {
      gateway: (d) => ({
        login: d.user.login,
        packages: d.user.packages.nodes.map((pkg: Data) => [
          pkg.name,
          pkg.version,
          pkg.repository?.fullName ?? null,
        ]),
      }),
      tailcall: (d) => ({
        login: d.user.login,
        packages: d.user.packages.map((pkg: Data) => [
          pkg.name,
          pkg.version,
          pkg.repository?.full_name ?? null,
        ]),
      }),
    },
  },
];

/**
 * A peer workload in the shape of the bench's own operations, so that the bench's runners and its
 * direct-client load (measure/) drive it: the document `server` reads, the direct client's calls.
 */
export function asOperation(workload: PeerWorkload, server: 'gateway' | 'tailcall'): WorkloadOperation {
  const query = workload[server];
  return {
    name: workload.name,
    description: `${workload.name} (${server})`,
    chain: 1,
    load: true,
    requests: () => [{ query, variables: {} }],
    direct: async (forge) => [await workload.direct(forge)],
    comparable: (data) => data,
  };
}
