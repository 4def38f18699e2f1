// Three screens of operations/screens/ (repository home, issue view, pull request) as the bench runs
// them: the gateway's document with its example variables, the hand-written REST minimum its header
// lists as a direct client sends it (in parallel where the header says so), and the facts both
// answers must agree on before any timing.

import { readFileSync } from 'node:fs';
import {
  getContentsExt,
  getIssue,
  getLatestRelease,
  getPullRequest,
  getRepository,
  listIssueTimeline,
  listPullReviewComments,
  listPullReviews,
} from '../src/forge/endpoints/index.js';
import type { ForgeSession } from '../src/forge/session.js';
import { exampleVariables } from '../src/graphiql/examples.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by known paths, checked by comparison
type Data = any;

export interface ScreenWorkload {
  name: 'repositoryHome' | 'issueView' | 'pullRequest';
  /** the document of operations/screens/ and its example variables */
  query: string;
  variables: Record<string, unknown>;
  /** the hand-written REST minimum, answering the screen's facts */
  direct(forge: ForgeSession): Promise<unknown>;
  /** the same facts in the gateway's answer */
  facts(data: Data): unknown;
}

const variables = exampleVariables();

function screen(file: string, operation: string) {
  const query = readFileSync(new URL(`../operations/screens/${file}.graphql`, import.meta.url), 'utf8');
  const example = variables[operation];
  if (!example) throw new Error(`operations/variables.json has no example for ${operation}`);
  return { query, variables: example, where: { owner: String(example.owner), repo: String(example.name) } };
}

const home = screen('repository-home', 'ScreenRepositoryHome');
const issue = screen('issue-view', 'ScreenIssueView');
const pull = screen('pull-request', 'ScreenPullRequest');
const index = (workload: { variables: Record<string, unknown> }) => Number(workload.variables.number);

/**
 * The values at dotted paths (`user.login`), null where a step is missing; through a list, the list
 * of values (`labels.name`). `~state` lowercases: the gateway's enums against the forge's words.
 */
function pick(value: Data, paths: readonly string[]): unknown[] {
  return paths.map((path) => {
    const found = path
      .replace('~', '')
      .split('.')
      .reduce(
        (object, key) =>
          Array.isArray(object) ? object.map((item) => item?.[key] ?? null) : (object?.[key] ?? null),
        value,
      );
    return path.startsWith('~') && typeof found === 'string' ? found.toLowerCase() : found;
  });
}

/** The record's columns in the forge's names and in the gateway's. */
const ISSUE = {
  rest: ['number', 'title', 'state', 'user.login', 'labels.name'],
  gateway: ['number', 'title', '~state', 'author.login', 'labels.name'],
};
const PULL = {
  rest: ['number', 'title', 'state', 'merged', 'user.login', 'base.ref', 'head.ref'],
  gateway: ['number', 'title', '~state', 'merged', 'author.login', 'base.ref', 'head.ref'],
};

/** Timeline items as both sides name them: the forge's type word, the body. */
const timelineFacts = (items: Data[]) =>
  items.map((item) => [String(item.type).toLowerCase(), item.body ?? '']);

export const SCREEN_WORKLOADS: ScreenWorkload[] = [
  {
    name: 'repositoryHome',
    query: home.query,
    variables: home.variables,
    async direct(forge) {
      const [repository, root, release] = await Promise.all([
        getRepository(forge, home.where),
        getContentsExt(forge, { ...home.where, filepath: '', includes: ['commit_message'] }),
        getLatestRelease(forge, home.where),
      ]);
      const r = repository.data as Data;
      const entries = ((root.data as Data).dir_contents ?? []) as Data[];
      return {
        repository: [r.full_name, r.description, r.default_branch, r.stars_count, r.open_issues_count],
        entries: entries.map((entry) => [entry.name, entry.type, entry.last_commit_message ?? null]),
        release: (release.data as Data).tag_name,
      };
    },
    facts: ({ repository: r }) => ({
      repository: [r.fullName, r.description, r.defaultBranch, r.starsCount, r.openIssuesCount],
      entries: r.contents.entries.map((entry: Data) => [
        entry.name,
        String(entry.type).toLowerCase(),
        entry.lastCommitMessage ?? null,
      ]),
      release: r.latestRelease?.tagName,
    }),
  },
  {
    name: 'issueView',
    query: issue.query,
    variables: issue.variables,
    async direct(forge) {
      const args = { ...issue.where, index: index(issue) };
      const [record, timeline] = await Promise.all([
        getIssue(forge, args),
        listIssueTimeline(forge, { ...args, page: 1, limit: 50 }),
      ]);
      return {
        issue: pick(record.data, ISSUE.rest),
        timeline: timelineFacts((timeline.data as Data[]) ?? []),
      };
    },
    facts: ({ repository: { issue: i } }) => ({
      issue: pick(i, ISSUE.gateway),
      timeline: timelineFacts(i.timeline.nodes),
    }),
  },
  {
    name: 'pullRequest',
    query: pull.query,
    variables: pull.variables,
    async direct(forge) {
      const args = { ...pull.where, index: index(pull) };
      const [record, reviews, timeline] = await Promise.all([
        getPullRequest(forge, args),
        listPullReviews(forge, { ...args, page: 1, limit: 20 }),
        listIssueTimeline(forge, { ...args, page: 1, limit: 50 }),
      ]);
      // one more call per review with line comments, all in parallel
      const comments = await Promise.all(
        ((reviews.data as Data[]) ?? []).map(async (review) =>
          review.comments_count > 0
            ? ((await listPullReviewComments(forge, { ...args, id: review.id })).data as Data[])
            : [],
        ),
      );
      return {
        pull: pick(record.data, PULL.rest),
        reviews: comments.map((list) => list.map((comment) => [comment.body, comment.path])),
        timeline: timelineFacts((timeline.data as Data[]) ?? []),
      };
    },
    facts: ({ repository: { pullRequest: p } }) => ({
      pull: pick(p, PULL.gateway),
      reviews: p.reviews.nodes.map((review: Data) =>
        review.comments.nodes.map((comment: Data) => [comment.body, comment.path]),
      ),
      timeline: timelineFacts(p.timeline.nodes),
    }),
  },
];
