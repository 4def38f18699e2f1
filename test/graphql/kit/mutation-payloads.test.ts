// Every payload returns the object its write changed and that object's parent, so a client cache
// can update or refetch its lists; a parent the forge did not embed costs one read, and only when selected.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const run = async (document: string, input: Json, as: 'alice' | 'bob' = 'alice') => {
  const response = await harness.query<Json>(document, { input }, { as });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data ?? {})[0] as Json;
};

describe('the parent in a payload', () => {
  it('removeIssueAssignees returns the issue and its repository (one read when selected)', async () => {
    const result = await run(
      `mutation($input: RemoveIssueAssigneesInput!) { removeIssueAssignees(input: $input) {
        __typename ... on RemoveIssueAssigneesPayload { issue { id number } repository { id fullName } } } }`,
      { owner: 'alice', repo: 'hello', number: 1, assignees: ['bob'] },
    );
    expect(result).toMatchObject({ issue: { number: 1 }, repository: { fullName: 'alice/hello' } });
    expect(countRoutes(harness.routes())).toEqual({
      'DELETE /repos/{owner}/{repo}/issues/{index}/assignees': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('addIssueDependency returns the blocked issue, the one that blocks it and their repository', async () => {
    const result = await run(
      `mutation($input: AddIssueDependencyInput!) { addIssueDependency(input: $input) {
        __typename ... on AddIssueDependencyPayload { issue { number } dependency { number } repository { fullName } } } }`,
      { owner: 'alice', repo: 'hello', number: 2, dependencyNumber: 1 },
    );
    expect(result).toEqual({
      __typename: 'AddIssueDependencyPayload',
      issue: { number: 2 },
      dependency: { number: 1 },
      repository: { fullName: 'alice/hello' },
    });
  });

  it('generateRepository returns the template it came from', async () => {
    const result = await run(
      `mutation($input: GenerateRepositoryInput!) { generateRepository(input: $input) {
        __typename ... on GenerateRepositoryPayload { repository { fullName } template { id fullName template } } } }`,
      {
        templateOwner: 'acme',
        templateRepo: 'template',
        owner: 'alice',
        name: 'payload-parent',
        gitContent: true,
      },
    );
    expect(result).toMatchObject({
      repository: { fullName: 'alice/payload-parent' },
      template: { fullName: 'acme/template', template: true },
    });
  });

  it('createOrganizationRepository returns the organization', async () => {
    const result = await run(
      `mutation($input: CreateOrganizationRepositoryInput!) { createOrganizationRepository(input: $input) {
        __typename ... on CreateOrganizationRepositoryPayload { repository { fullName } organization { id login } } } }`,
      { organization: 'acme', name: 'payload-parent' },
    );
    expect(result).toMatchObject({
      repository: { fullName: 'acme/payload-parent' },
      organization: { login: 'acme' },
    });
  });

  it('createUserHook returns the account that owns the hook', async () => {
    const result = await run(
      `mutation($input: CreateUserHookInput!) { createUserHook(input: $input) {
        __typename ... on CreateUserHookPayload { hook { active } owner { login } } } }`,
      {
        type: 'gitea',
        config: [
          { key: 'url', value: 'https://hooks.example/payload' },
          { key: 'content_type', value: 'json' },
        ],
      },
      'bob',
    );
    expect(result).toEqual({
      __typename: 'CreateUserHookPayload',
      hook: { active: true },
      owner: { login: 'bob' },
    });
    expect(countRoutes(harness.routes())).toEqual({ 'POST /user/hooks': 1, 'GET /user': 1 });
  });
});

describe('removeIssueAssignees on an archived repository', () => {
  it('answers RepoArchivedError, a member of its union, from the forge’s 423', async () => {
    const result = await run(
      `mutation($input: RemoveIssueAssigneesInput!) { removeIssueAssignees(input: $input) {
        __typename ... on Error { message upstreamStatus } } }`,
      { owner: 'acme', repo: 'legacy', number: 1, assignees: ['alice'] },
    );
    expect(result).toEqual({
      __typename: 'RepoArchivedError',
      message: "The repository 'acme/legacy' is archived, so it cannot be changed.",
      upstreamStatus: 423,
    });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/issues/{index}/assignees']);
  });
});
