// Every object with an identity is a Node: a global id that node(id:) refetches with the fewest
// forge calls there are, so client caches (Apollo, urql Graphcache, Relay) can normalize it.

import { type GraphQLObjectType, getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../../src/graphql/schema.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

/** Object types with a forge id that are deliberately not Nodes, and why. */
const NOT_NODES: Record<string, string> = {
  RepositoryMeta: 'the short record of a Repository embedded in issues; `repository` gives the Node',
  Project: 'the forge’s API has no route that reads a project (Gitea 1.22–1.26), so no refetch exists',
  PackageFile: 'the forge reads no single file of a package (only GET …/{version}/files, the whole list)',
  Topic: 'the forge’s API has no route that reads one topic (only GET /topics/search), so no refetch exists',
};

describe('the schema', () => {
  it('makes every object type with a databaseId implement Node, save the documented exceptions', () => {
    const types = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
    );
    const withIdentity = types.filter((type) => 'databaseId' in type.getFields());
    const missing = withIdentity
      .filter((type) => !type.getInterfaces().some((i) => i.name === 'Node'))
      .map((type) => type.name)
      .filter((name) => !(name in NOT_NODES));
    expect(missing).toEqual([]);
    expect(withIdentity.length).toBeGreaterThan(10);
  });

  it('makes every type a connection lists a Node, or says in its description why it is none', () => {
    const listed = Object.values(schema.getTypeMap())
      .filter((type): type is GraphQLObjectType => isObjectType(type) && type.name.endsWith('Connection'))
      .map((connection) => connection.getFields().nodes?.type)
      .map((type) => (type ? getNamedType(type) : undefined))
      .filter((type): type is GraphQLObjectType => isObjectType(type));
    const unexplained = listed
      .filter((type) => !type.getInterfaces().some((i) => i.name === 'Node'))
      .filter((type) => !/Not a Node/.test(type.description ?? ''))
      .map((type) => type.name);
    expect(unexplained).toEqual([]);
    expect(listed.map((type) => type.name)).toEqual(
      expect.arrayContaining(['BranchProtection', 'PushMirror', 'Workflow', 'ActionsVariable', 'Topic']),
    );
  });
});

const harness = useFileHarness();

async function refetch(id: string, selection: string) {
  harness.resetCalls();
  const response = await harness.query<{ node: Record<string, unknown> | null }>(
    `query($id: ID!) { node(id: $id) { __typename id ${selection} } }`,
    { id },
    { as: 'alice' },
  );
  expect(response.errors).toBeUndefined();
  return { node: response.data?.node, calls: countRoutes(harness.routes()) };
}

/** node(id:) of an object that does not exist answers NOT_FOUND after the calls named. */
async function expectGone(typename: string, key: string, calls: Record<string, number>) {
  harness.resetCalls();
  const id = Buffer.from(`${typename}:${key}`).toString('base64');
  const response = await harness.query<Json>(
    'query($id: ID!) { node(id: $id) { id } }',
    { id },
    { as: 'alice' },
  );
  expect(response.data?.node).toBeNull();
  expect(response.errors?.map((error: Json) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  expect(countRoutes(harness.routes())).toEqual(calls);
}

describe('node(id:) refetches', () => {
  it('a Package with one read of that version', async () => {
    const list = await harness.query<Json>(
      '{ user(login: "alice") { packages(first: 1) { nodes { id name version } } } }',
      undefined,
      { as: 'alice' },
    );
    const pkg = list.data?.user.packages.nodes[0];
    const { node, calls } = await refetch(pkg.id, '... on Package { name version }');
    expect(node).toEqual({ __typename: 'Package', id: pkg.id, name: pkg.name, version: pkg.version });
    expect(calls).toEqual({ 'GET /packages/{owner}/{type}/{name}/{version}': 1 });
  });

  it('a WorkflowJob with one read of its repository’s job', async () => {
    const list = await harness.query<Json>(
      '{ workflowJobs(first: 1) { nodes { id name headSha } } }',
      undefined,
      { as: 'alice' },
    );
    const job = list.data?.workflowJobs.nodes[0];
    const { node, calls } = await refetch(job.id, '... on WorkflowJob { name headSha }');
    expect(node).toEqual({ __typename: 'WorkflowJob', ...job });
    expect(calls).toEqual({ 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}': 1 });
  });

  it('an Activity with one read of its doer’s feed of that day', async () => {
    const list = await harness.query<Json>(
      '{ user(login: "alice") { activities(first: 1, onlyPerformedBy: true) { nodes { id opType databaseId } } } }',
      undefined,
      { as: 'alice' },
    );
    const activity = list.data?.user.activities.nodes[0];
    const { node, calls } = await refetch(activity.id, '... on Activity { opType databaseId }');
    expect(node).toEqual({ __typename: 'Activity', ...activity });
    expect(calls).toEqual({ 'GET /users/{username}/activities/feeds': 1 });
  });

  it('a WikiPage with no call until its revisions are selected', async () => {
    const page = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { wikiPage(name: "Home") { id name } } }',
      undefined,
      { as: 'alice' },
    );
    const { node, calls } = await refetch(page.data?.repository.wikiPage.id, '... on WikiPage { name }');
    expect(node).toEqual({ __typename: 'WikiPage', id: page.data?.repository.wikiPage.id, name: 'Home' });
    expect(calls).toEqual({});
  });

  it('a BranchProtection with one read of that rule, and NOT_FOUND once no rule has its name', async () => {
    const read = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { branchProtections(first: 1) { nodes { id ruleName requiredApprovals } } } }',
      undefined,
      { as: 'alice' },
    );
    const rule = read.data?.repository.branchProtections.nodes[0];
    expect(rule.ruleName).toBe('release/*');
    const { node, calls } = await refetch(rule.id, '... on BranchProtection { ruleName requiredApprovals }');
    expect(node).toEqual({ __typename: 'BranchProtection', ...rule });
    expect(calls).toEqual({ 'GET /repos/{owner}/{repo}/branch_protections/{name}': 1 });
    await expectGone('BranchProtection', 'alice/hello:no-such-rule', {
      'GET /repos/{owner}/{repo}/branch_protections/{name}': 1,
    });
  });

  it('a PushMirror with one read of that remote, and NOT_FOUND for a remote the repository lacks', async () => {
    const added = await harness.query<Json>(
      `mutation { addPushMirror(input: { owner: "alice", repo: "hello", remoteAddress: "https://mirror.example.com/alice/hello.git", interval: "8h0m0s" }) {
          ... on AddPushMirrorPayload { pushMirror { id remoteName interval } } } }`,
      undefined,
      { as: 'alice' },
    );
    const mirror = added.data?.addPushMirror.pushMirror;
    const { node, calls } = await refetch(mirror.id, '... on PushMirror { remoteName interval }');
    expect(node).toEqual({ __typename: 'PushMirror', ...mirror });
    expect(calls).toEqual({ 'GET /repos/{owner}/{repo}/push_mirrors/{name}': 1 });
    const listed = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { pushMirrors(first: 10) { nodes { id } } } }',
      undefined,
      { as: 'alice' },
    );
    expect(listed.data?.repository.pushMirrors.nodes).toContainEqual({ id: mirror.id });
    await expectGone('PushMirror', 'alice/hello:remote_mirror_none', {
      'GET /repos/{owner}/{repo}/push_mirrors/{name}': 1,
    });
  });

  it.each([
    [
      'a repository’s',
      { owner: 'alice', repo: 'hello' },
      'repository(owner: "alice", name: "hello")',
      '/repos/{owner}/{repo}',
    ],
    ['an organization’s', { organization: 'acme' }, 'organization(login: "acme")', '/orgs/{org}'],
    ['the caller’s own', {}, 'viewer', '/user'],
  ])(
    '%s ActionsVariable with one read of that variable, and NOT_FOUND for a name the owner lacks',
    async (_, input, root, prefix) => {
      const created = await harness.query<Json>(
        'mutation($input: CreateActionsVariableInput!) { createActionsVariable(input: $input) { __typename } }',
        { input: { ...input, name: 'node_region', value: 'eu' } },
        { as: 'alice' },
      );
      expect(created.data?.createActionsVariable.__typename).toBe('CreateActionsVariablePayload');
      const read = await harness.query<Json>(
        `{ ${root} { actionsSettings { variable(name: "node_region") { id name data } } } }`,
        undefined,
        { as: 'alice' },
      );
      const variable = Object.values(read.data ?? {})[0].actionsSettings.variable;
      const { node, calls } = await refetch(variable.id, '... on ActionsVariable { name data }');
      expect(node).toEqual({ __typename: 'ActionsVariable', ...variable });
      expect(calls).toEqual({ [`GET ${prefix}/actions/variables/{variablename}`]: 1 });
      const key = Buffer.from(variable.id, 'base64')
        .toString('utf8')
        .replace(/^ActionsVariable:/, '');
      await expectGone('ActionsVariable', key.replace(/NODE_REGION$/, 'NO_SUCH_NAME'), {
        [`GET ${prefix}/actions/variables/{variablename}`]: 1,
      });
    },
  );

  it('answers NOT_FOUND when another user refetches a user’s own ActionsVariable, not their own of that name', async () => {
    const read = await harness.query<Json>(
      '{ viewer { actionsSettings { variable(name: "node_region") { id } } } }',
      undefined,
      { as: 'alice' },
    );
    const id = read.data?.viewer.actionsSettings.variable.id;
    expect(Buffer.from(id, 'base64').toString('utf8')).toMatch(/^ActionsVariable:user:\d+:NODE_REGION$/);
    await harness.query<Json>(
      'mutation { createActionsVariable(input: { name: "node_region", value: "us" }) { __typename } }',
      undefined,
      { as: 'bob' },
    );
    harness.resetCalls();
    const response = await harness.query<Json>(
      'query($id: ID!) { node(id: $id) { id } }',
      { id },
      { as: 'bob' },
    );
    expect(response.errors?.map((error: Json) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(countRoutes(harness.routes())).toEqual({ 'GET /user/actions/variables/{variablename}': 1 });
  });

  it('a PullRequestCommit’s commit as the Commit node, at no call, refetched with one commit read', async () => {
    const read = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 3) { commits(first: 1) { nodes { sha commit { id sha message } } } } } }',
      undefined,
      { as: 'alice' },
    );
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}/pulls/{index}/commits': 1,
    });
    const { sha, commit } = read.data?.repository.pullRequest.commits.nodes[0] ?? {};
    expect(commit.sha).toBe(sha);
    const { node, calls } = await refetch(commit.id, '... on Commit { sha message }');
    expect(node).toEqual({ __typename: 'Commit', ...commit });
    expect(calls).toEqual({ 'GET /repos/{owner}/{repo}/git/commits/{sha}': 1 });
  });

  it('a Workflow with one read of that file’s workflow, and NOT_FOUND for a name no workflow has', async () => {
    const read = await harness.query<Json>(
      '{ repository(owner: "acme", name: "legacy") { workflows(first: 2) { nodes { id workflowId name state } } } }',
      undefined,
      { as: 'alice' },
    );
    const nightly = read.data?.repository.workflows.nodes[1];
    expect(nightly.workflowId).toBe('nightly.yml');
    const { node, calls } = await refetch(nightly.id, '... on Workflow { workflowId name state }');
    expect(node).toEqual({ __typename: 'Workflow', ...nightly });
    expect(calls).toEqual({ 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}': 1 });
    await expectGone('Workflow', 'acme/legacy:no-such.yml', {
      'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}': 1,
    });
  });

  it('answers NOT_FOUND for an id whose object is gone, and BAD_USER_INPUT for one it never gave out', async () => {
    const gone = Buffer.from('Package:["alice","npm","no-such-package","1.0.0"]').toString('base64');
    const missing = await harness.query<Json>(
      'query($id: ID!) { node(id: $id) { id } }',
      { id: gone },
      { as: 'alice' },
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const forged = await harness.query<Json>('{ node(id: "not-an-id") { id } }', undefined, { as: 'alice' });
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
