// Every number the forge sends is checked before GraphQL serializes it: one out of range, a fraction
// or text fails that field alone with UPSTREAM_ERROR (never INTERNAL_SERVER_ERROR), and bad data
// from the forge is never blamed on the caller. The schema walk finds any Int field built without
// the checked builder; the sandbox's injected answers show the checks at work over HTTP.

import { GraphQLInt, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FORGE_NUMBER } from '../../../src/graphql/kit/forge-numbers.js';
import { schema } from '../../../src/graphql/schema.js';
import { tokenOf } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

/**
 * Int fields that no forge JSON feeds: `upstreamStatus` is the HTTP status of the forge's answer,
 * which the HTTP client has already parsed as a three-digit number.
 */
const NOT_FROM_FORGE_DATA = new Set(['upstreamStatus']);

describe('the schema’s Int fields', () => {
  it('are each built by the checked forge-number builder, unless no forge data feeds them', () => {
    const unchecked: string[] = [];
    const checked: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      if (['Query', 'Mutation', 'Subscription'].includes(type.name)) continue;
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type) !== GraphQLInt || NOT_FROM_FORGE_DATA.has(field.name)) continue;
        const name = `${type.name}.${field.name}`;
        if (field.extensions[FORGE_NUMBER] === 'Int') checked.push(name);
        else unchecked.push(name);
      }
    }
    expect(unchecked).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'IssueConnection.totalCount',
        'Issue.number',
        'PullRequest.number',
        'ChangedFile.additions',
        'CommitStats.total',
        'Branch.requiredApprovals',
        'CombinedStatus.totalCount',
        'User.unreadNotificationsCount',
        'PushEvent.totalCommits',
      ]),
    );
  });

  it('include no root field that answers a bare Int', () => {
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      const bare = Object.values(root?.getFields() ?? {}).filter((f) => getNamedType(f.type) === GraphQLInt);
      expect(bare.map((f) => f.name)).toEqual([]);
    }
  });

  it('mark the compare’s totalCommits as one of the forge’s int64 values (BigInt, nullable)', () => {
    const field = schema.getType('Comparison');
    const totalCommits = isObjectType(field) ? field.getFields().totalCommits : undefined;
    expect(String(totalCommits?.type)).toBe('BigInt');
    expect(totalCommits?.extensions[FORGE_NUMBER]).toBe('BigInt');
  });
});

describe('the BigInt scalar', () => {
  const bigInt = schema.getType('BigInt');

  it('answers whole numbers past 32 and 53 bits', () => {
    if (!bigInt || !('serialize' in bigInt)) throw new Error('no BigInt scalar');
    expect(bigInt.serialize(2 ** 40)).toBe(2 ** 40);
    expect(bigInt.serialize('123456789012345678901'.slice(0, 19))).toBe('1234567890123456789');
  });

  it('refuses a fraction or text with the gateway’s upstream error', () => {
    if (!bigInt || !('serialize' in bigInt)) throw new Error('no BigInt scalar');
    for (const bad of [1.5, 'many', Number.NaN, true]) {
      expect(() => bigInt.serialize(bad)).toThrowError(expect.objectContaining({ code: 'UPSTREAM_ERROR' }));
    }
  });
});

const harness = useFileHarness();

type Answer = {
  data?: Json | null;
  errors?: { path?: (string | number)[]; extensions?: Json; message?: string }[];
};

const ask = (document: string) => harness.query(document, undefined, { as: 'alice' }) as Promise<Answer>;

/** The sandbox's own answer to a GET, to inject again with one value changed. */
async function forgeAnswer(path: string): Promise<Record<string, Json>> {
  const response = await fetch(`${harness.sandbox.url}${path}`, {
    headers: { authorization: tokenOf('alice') },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, Json>;
}

const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}';
const COMPARE_QUERY =
  '{ repository(owner: "alice", name: "hello") { compare(base: "main", head: "develop") { totalCommits commits(first: 1) { totalCount } } } }';

describe('the compare of issue 18', () => {
  it('answers a total_commits past 32 bits as it is, with the commits beside it', async () => {
    const compare = await forgeAnswer('/repos/alice/hello/compare/main...develop');
    harness.sandbox.faults.injectStatus(COMPARE, 200, { body: { ...compare, total_commits: 2 ** 40 } });
    const answer = await ask(COMPARE_QUERY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.repository.compare).toEqual({
      totalCommits: 2 ** 40,
      commits: { totalCount: (compare.commits as Json[]).length },
    });
  });

  it('fails totalCommits alone with UPSTREAM_ERROR when the forge sends no number, and keeps the commits', async () => {
    const compare = await forgeAnswer('/repos/alice/hello/compare/main...develop');
    for (const bad of ['many', 1.5]) {
      harness.sandbox.faults.injectStatus(COMPARE, 200, {
        body: { ...compare, total_commits: bad },
        times: 1,
      });
      const answer = await ask(COMPARE_QUERY);
      expect(answer.data?.repository.compare).toEqual({
        totalCommits: null,
        commits: { totalCount: (compare.commits as Json[]).length },
      });
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]).toMatchObject({
        path: ['repository', 'compare', 'totalCommits'],
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    }
  });
});

describe('an Int the forge sends out of range', () => {
  it('fails a changed file’s line count alone and keeps the file', async () => {
    const files = (await forgeAnswer('/repos/alice/hello/pulls/4/files')) as unknown as Json[];
    expect(files.length).toBeGreaterThan(0);
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/pulls/{index}/files', 200, {
      body: [{ ...(files[0] as Record<string, Json>), additions: 2 ** 40 }],
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 4) { files(first: 1) { nodes { filename additions deletions } } } } }',
    );
    const [file] = files as Record<string, Json>[];
    expect(answer.data?.repository.pullRequest.files.nodes).toEqual([
      { filename: file?.filename, additions: null, deletions: file?.deletions },
    ]);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'pullRequest', 'files', 'nodes', 0, 'additions'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('fails a branch’s requiredApprovals with UPSTREAM_ERROR, never INTERNAL_SERVER_ERROR', async () => {
    const branch = await forgeAnswer('/repos/alice/hello/branches/main');
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/branches/{branch}', 200, {
      body: { ...branch, required_approvals: -(2 ** 40) },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { name branch(name: "main") { name requiredApprovals } } }',
    );
    // requiredApprovals alone is null: the branch and its siblings are kept, in a list too.
    expect(answer.data).toEqual({
      repository: { name: 'hello', branch: { name: 'main', requiredApprovals: null } },
    });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'branch', 'requiredApprovals'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('fails an issue number that is text with UPSTREAM_ERROR', async () => {
    const issue = await forgeAnswer('/repos/alice/hello/issues/1');
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/issues/{index}', 200, {
      body: { ...issue, number: 'one' },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { name issue(number: 1) { title number } } }',
    );
    expect(answer.data).toEqual({ repository: { name: 'hello', issue: null } });
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_ERROR']);
    expect(answer.errors?.[0]?.path).toEqual(['repository', 'issue', 'number']);
  });
});

describe('a BigInt the forge sends as no whole number', () => {
  it('fails the repository’s size alone with UPSTREAM_ERROR', async () => {
    const repository = await forgeAnswer('/repos/alice/hello');
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 200, {
      body: { ...repository, size: 'large' },
    });
    const answer = await ask('{ repository(owner: "alice", name: "hello") { name size } }');
    expect(answer.data).toEqual({ repository: { name: 'hello', size: null } });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'size'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('fails a non-null databaseId with UPSTREAM_ERROR, never INTERNAL_SERVER_ERROR', async () => {
    const repository = await forgeAnswer('/repos/alice/hello');
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 200, {
      body: { ...repository, id: 'r-1' },
    });
    const answer = await ask('{ repository(owner: "alice", name: "hello") { name databaseId } }');
    expect(answer.data).toEqual({ repository: null });
    expect(answer.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['repository', 'databaseId'], 'UPSTREAM_ERROR'],
    ]);
  });
});

describe('a pull request whose base repository is not owner/name', () => {
  it('fails the fields that call the forge with UPSTREAM_ERROR, not the caller’s BAD_USER_INPUT', async () => {
    const pull = await forgeAnswer('/repos/alice/hello/pulls/4');
    const base = pull.base as Record<string, Json>;
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/pulls/{index}', 200, {
      body: { ...pull, base: { ...base, repo: { ...base.repo, full_name: 'hello' } } },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 4) { title reviews(first: 1) { totalCount } files(first: 1) { totalCount } } } }',
    );
    expect(answer.data?.repository.pullRequest).toEqual({ title: pull.title, reviews: null, files: null });
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['repository.pullRequest.reviews', 'UPSTREAM_ERROR'],
      ['repository.pullRequest.files', 'UPSTREAM_ERROR'],
    ]);
  });
});

describe('a repository whose owner and name the forge leaves empty', () => {
  it('fails the fields that call the forge under it with UPSTREAM_ERROR, not BAD_USER_INPUT', async () => {
    const repository = await forgeAnswer('/repos/alice/hello');
    const owner = repository.owner as Record<string, Json>;
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 200, {
      body: { ...repository, name: '', full_name: 'hello', owner: { ...owner, login: '' } },
      times: 1,
    });
    const answer = await ask(
      '{ repositoryOf: node(id: "UmVwb3NpdG9yeTphbGljZS9oZWxsbw==") { ... on Repository { fullName releases(first: 1) { totalCount } } } }',
    );
    expect(answer.data).toEqual({ repositoryOf: { fullName: 'hello', releases: null } });
    expect(answer.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['repositoryOf.releases', 'UPSTREAM_ERROR'],
    ]);
  });
});
