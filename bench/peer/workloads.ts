// The four reference workloads measured beside Tailcall (shared/peers/tailcall/README.md): the
// gateway's document, Tailcall's twin of it (flat root fields where that saves Tailcall a round
// trip), the direct REST client's calls, and the facts each answer must agree on before any timing.

import {
  getFileContents,
  getRepository,
  getUser,
  listActivityFeeds,
  listPackages,
  listPullRequests,
} from '../../src/forge/endpoints/index.js';
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
const base64 = (content: string | null | undefined) => Buffer.from(content ?? '', 'base64').toString('utf8');

/**
 * The value at a dotted path (`repo.full_name`), null where a step is missing; through a list, the
 * list of values (`labels.name`). `~state` lowercases: the gateway's enums against the forge's words.
 */
function at(value: Data, path: string): unknown {
  const lower = path.startsWith('~');
  const found = (lower ? path.slice(1) : path)
    .split('.')
    .reduce(
      (object, key) =>
        Array.isArray(object) ? object.map((item) => item?.[key] ?? null) : (object?.[key] ?? null),
      value,
    );
  return lower && typeof found === 'string' ? found.toLowerCase() : found;
}

const rows = (items: Data[] | null, paths: string[]) =>
  (items ?? []).map((item) => paths.map((path) => at(item, path)));

/** A selection set from dotted paths: `repo.fullName` → `repo { fullName }`. */
const selection = (columns: string[]) =>
  columns
    .map((path) =>
      path
        .replace('~', '')
        .split('.')
        .reduceRight((inner, key) => `${key} { ${inner} }`),
    )
    .join(' ');

/** Columns of one list in the gateway's names and in the forge's (REST keys, Tailcall's fields too). */
interface Columns {
  gateway: string[];
  rest: string[];
}

const OVERVIEW_PULLS: Columns = {
  gateway: ['number', 'title', 'author.login', 'base.repository.fullName'],
  rest: ['number', 'title', 'user.login', 'base.repo.full_name'],
};

const PULLS: Columns = {
  gateway: ['number', 'title', '~state', 'author.login', 'labels.name'],
  rest: ['number', 'title', 'state', 'user.login', 'labels.name'],
};

/**
 * A user and a page of 50 of its items (feed, packages): two independent calls; the documents
 * select exactly the columns.
 */
function userPage(name: PeerWorkload['name'], list: string, columns: Columns) {
  const user = `user(login: "${OWNER}") { login ${list}`;
  return {
    reading: (read: (forge: ForgeSession) => Promise<{ data: unknown[] }>): PeerWorkload => ({
      name,
      gateway: `query Page { ${user}(first: 50) { nodes { ${selection(columns.gateway)} } } } }`,
      tailcall: `query Page { ${user}(limit: 50) { ${selection(columns.rest)} } } }`,
      direct: async (forge) => {
        const [owner, page] = await Promise.all([getUser(forge, { username: OWNER }), read(forge)]);
        return { login: owner.data.login, items: rows(page.data, columns.rest) };
      },
      facts: {
        gateway: (d) => ({ login: d.user.login, items: rows(d.user[list].nodes, columns.gateway) }),
        tailcall: (d) => ({ login: d.user.login, items: rows(d.user[list], columns.rest) }),
      },
    }),
  };
}

const repository = `repository(owner: "${OWNER}", name: "${REPO}")`;

export const PEER_WORKLOADS: PeerWorkload[] = [
  {
    name: 'overview',
    gateway: `query Overview { ${repository} { fullName pullRequests(state: OPEN, first: 10) { nodes { ${selection(OVERVIEW_PULLS.gateway)} } } files(paths: ${JSON.stringify(FILES)}) { path text } } }`,
    tailcall: `query Overview { ${repository} { full_name } pullRequests(owner: "${OWNER}", repo: "${REPO}", state: "open", limit: 10) { ${selection(OVERVIEW_PULLS.rest)} } fileContents(owner: "${OWNER}", repo: "${REPO}", input: { files: ${JSON.stringify(FILES)} }) { path content } }`,
    direct: async (forge) => {
      const [repo, pulls, files] = await Promise.all([
        getRepository(forge, where),
        listPullRequests(forge, { ...where, state: 'open', page: 1, limit: 10 }),
        getFileContents(forge, { ...where, files: FILES }),
      ]);
      return {
        fullName: repo.data.full_name,
        pulls: rows(pulls.data, OVERVIEW_PULLS.rest),
        files: files.data.map((file) => [file.path, base64(file.content)]),
      };
    },
    facts: {
      gateway: (d) => ({
        fullName: d.repository.fullName,
        pulls: rows(d.repository.pullRequests.nodes, OVERVIEW_PULLS.gateway),
        files: d.repository.files.map((file: Data) => [file.path, file.text]),
      }),
      tailcall: (d) => ({
        fullName: d.repository.full_name,
        pulls: rows(d.pullRequests, OVERVIEW_PULLS.rest),
        files: d.fileContents.map((file: Data) => [file.path, base64(file.content)]),
      }),
    },
  },
  {
    name: 'pulls50',
    gateway: `query Pulls { ${repository} { fullName pullRequests(first: 50) { nodes { ${selection(PULLS.gateway)} } } } }`,
    tailcall: `query Pulls { ${repository} { full_name pullRequests(state: "all", page: 1, limit: 50) { ${selection(PULLS.rest)} } } }`,
    direct: async (forge) => {
      const [repo, pulls] = await Promise.all([
        getRepository(forge, where),
        listPullRequests(forge, { ...where, state: 'all', page: 1, limit: 50 }),
      ]);
      return { fullName: repo.data.full_name, pulls: rows(pulls.data, PULLS.rest) };
    },
    facts: {
      gateway: (d) => ({
        fullName: d.repository.fullName,
        pulls: rows(d.repository.pullRequests.nodes, PULLS.gateway),
      }),
      tailcall: (d) => ({
        fullName: d.repository.full_name,
        pulls: rows(d.repository.pullRequests, PULLS.rest),
      }),
    },
  },
  userPage('feed50', 'activities', {
    gateway: ['databaseId', 'opType', 'repo.fullName'],
    rest: ['id', 'op_type', 'repo.full_name'],
  }).reading((forge) => listActivityFeeds(forge, { username: OWNER, page: 1, limit: 50 })),
  userPage('packages50', 'packages', {
    gateway: ['name', 'version', 'repository.fullName'],
    rest: ['name', 'version', 'repository.full_name'],
  }).reading((forge) => listPackages(forge, { owner: OWNER, page: 1, limit: 50 })),
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
