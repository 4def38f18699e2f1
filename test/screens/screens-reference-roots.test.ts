// user(login:), organization(login:) and issue(number:) as references: a selection that needs none of
// the record's own fields costs no read of it, and a missing one answers as before, with the same
// NOT_FOUND, message and path, at the cost of that one read.

import { describe, expect, it } from 'vitest';
import { countRoutes, type DemoUser, type GraphQLResponse } from '../helpers/harness.js';
import { useHarness } from '../helpers/use-harness.js';

const harness = useHarness();

const USER = 'GET /users/{username}';
const ORG = 'GET /orgs/{org}';
const REPO = 'GET /repos/{owner}/{repo}';
const ISSUE = 'GET /repos/{owner}/{repo}/issues/{index}';
const COMMENTS = 'GET /repos/{owner}/{repo}/issues/{index}/comments';

interface Case {
  root: string;
  as: DemoUser;
  /** the document with `$` for the object's name (present or missing) and `%` for the selection */
  document: string;
  present: string;
  absent: string;
  /** a list under the root: its call alone, then the same under a missing object */
  list: string;
  listRoute: string;
  /** one of the object's own fields: the errors of the missing object must match its own */
  ownField: string;
  /** what a missing object costs beside the list call: the reads of the record */
  recordRoutes: string[];
  /** a selection that needs the record after all, with its calls */
  recordRead: [selection: string, calls: Record<string, number>];
}

const CASES: Case[] = [
  {
    root: 'user(login:)',
    as: 'bob',
    document: '{ user(login: "$") { % } }',
    present: 'alice',
    absent: 'nobody',
    list: 'repositories(first: 5) { nodes { name } }',
    listRoute: 'GET /users/{username}/repos',
    ownField: 'login',
    recordRoutes: [USER],
    // an ordered list searches by the user's id, which only the record has
    recordRead: [
      'repositories(first: 5, orderBy: { field: NAME, direction: ASC }) { totalCount }',
      { [USER]: 1, 'GET /repos/search': 1 },
    ],
  },
  {
    root: 'organization(login:)',
    as: 'alice',
    document: '{ organization(login: "$") { % } }',
    present: 'acme',
    absent: 'nowhere',
    list: 'teams(first: 10) { nodes { name } }',
    listRoute: 'GET /orgs/{org}/teams',
    ownField: 'name',
    recordRoutes: [ORG],
    // a listed team's organization is the one read of it
    recordRead: [
      'teams(first: 10) { nodes { organization { name fullName } } }',
      { 'GET /orgs/{org}/teams': 1, [ORG]: 1 },
    ],
  },
  {
    root: 'issue(number:)',
    as: 'alice',
    document: '{ repository(owner: "alice", name: "hello") { issue(number: $) { % } } }',
    present: '1',
    absent: '999',
    list: 'comments(first: 10) { totalCount nodes { body } }',
    listRoute: COMMENTS,
    ownField: 'title',
    // the issue's 404 may be the repository's: both are read
    recordRoutes: [ISSUE, REPO],
    recordRead: ['title comments(first: 10) { totalCount }', { [COMMENTS]: 1, [ISSUE]: 1 }],
  },
];

const documentOf = (c: Case, name: string, selection: string) =>
  c.document.replace('$', name).replace('%', selection);

/** The object the case looks up (the issue under its repository): null when missing. */
const rootObject = (data: unknown): unknown => {
  const [value] = Object.values((data ?? {}) as Record<string, unknown>);
  return value !== null && typeof value === 'object' && 'issue' in value ? value.issue : value;
};

/** The errors as a client reads them: message, path, code. */
const errorsOf = (response: GraphQLResponse<unknown>) =>
  response.errors?.map((error) => [error.message, error.path, error.extensions?.code]);

describe.each(CASES)('$root as a reference', (c) => {
  it('answers a list under it without reading its record', async () => {
    const response = await harness().query(documentOf(c, c.present, c.list), {}, { as: c.as });
    expect(response.errors).toBeUndefined();
    expect(JSON.stringify(rootObject(response.data))).toMatch(/"nodes":\[\{/);
    expect(countRoutes(harness().routes())).toEqual({ [c.listRoute]: 1 });
  });

  it('answers a missing one as null with the same NOT_FOUND, message and path, reading the record once', async () => {
    const direct = await harness().query(documentOf(c, c.absent, c.ownField), {}, { as: c.as });
    harness().resetCalls();
    const response = await harness().query(documentOf(c, c.absent, c.list), {}, { as: c.as });
    expect(rootObject(response.data)).toBeNull();
    expect(errorsOf(response)).toEqual(errorsOf(direct));
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const reads = Object.fromEntries(c.recordRoutes.map((route) => [route, 1]));
    expect(countRoutes(harness().routes())).toEqual({ [c.listRoute]: 1, ...reads });
  });

  it('reads the record where the selection needs it', async () => {
    const [selection, calls] = c.recordRead;
    const response = await harness().query(documentOf(c, c.present, selection), {}, { as: c.as });
    expect(response.errors).toBeUndefined();
    expect(JSON.stringify(rootObject(response.data))).not.toContain('null');
    expect(countRoutes(harness().routes())).toEqual(calls);
  });
});
