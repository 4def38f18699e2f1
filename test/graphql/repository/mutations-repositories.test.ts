// generateRepository, createOrganizationRepository and transferRepository over HTTP against the
// sandbox forge: the payloads, each error kind the forge answers them with,
// the sandbox's state afterwards and the exact upstream calls.

import { describe, expect, it } from 'vitest';
import { addRepo, type Json, mutate } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const repoOf = (owner: string, name: string) => {
  const ownerRec = harness.sandbox.store.userByName(owner);
  return ownerRec ? harness.sandbox.store.repoByName(ownerRec.id, name) : undefined;
};

describe('generateRepository', () => {
  const generate = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'GenerateRepository', { templateOwner: 'acme', templateRepo: 'template', ...input }, as);

  it('creates a repository from the template with its content, in one call, and echoes clientMutationId', async () => {
    const { result } = await generate({ owner: 'alice', name: 'from-template', clientMutationId: 'gen-1' });
    expect(result).toMatchObject({
      __typename: 'GenerateRepositoryPayload',
      clientMutationId: 'gen-1',
      repository: { fullName: 'alice/from-template', owner: { login: 'alice' }, private: false },
    });
    expect(harness.routes()).toEqual(['POST /repos/{template_owner}/{template_repo}/generate']);
    harness.resetCalls();
    const read = await harness.query<Json>(
      '{ repository(owner: "alice", name: "from-template") { file(path: "src/index.ts") { text } } }',
    );
    expect(read.data?.repository.file.text).toBe("export const name = 'template';\n");
    expect(repoOf('alice', 'from-template')?.template).toBe(false);
  });

  it('answers ConflictError when the owner already has a repository of that name', async () => {
    const { result } = await generate({ owner: 'alice', name: 'hello' });
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
  });

  it('answers ValidationError when the source is not a template', async () => {
    const { result } = await generate({
      templateOwner: 'alice',
      templateRepo: 'hello',
      owner: 'alice',
      name: 'x1',
    });
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'This is not a template repo.',
      upstreamStatus: 422,
    });
    expect(repoOf('alice', 'x1')).toBeUndefined();
  });

  it('answers ValidationError naming the forge’s field for a name the forge refuses', async () => {
    const { result } = await generate({ owner: 'alice', name: 'not a name!' });
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'Name', upstreamStatus: 422 });
  });

  it('refuses an empty name itself, without calling the forge', async () => {
    const { result } = await generate({ owner: 'alice', name: '' });
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'name', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it('answers ForbiddenError when a non-admin generates for another user', async () => {
    const { result } = await generate({ owner: 'bob', name: 'for-bob' });
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      message:
        "Not allowed in the repository 'acme/template': Only admin can generate repository for other user.",
      upstreamStatus: 403,
    });
    expect(repoOf('bob', 'for-bob')).toBeUndefined();
  });

  it('answers NotFoundError for an owner that does not exist (the forge’s `error` body)', async () => {
    const { result } = await generate({ owner: 'nobody', name: 'x2' });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(result.message).toContain('request owner `nobody` does not exist');
    expect(result.message).toMatch(/^Could not find what this change refers to/);
  });

  it('answers NotFoundError for a template the caller cannot see', async () => {
    const { result } = await generate(
      { templateOwner: 'alice', templateRepo: 'secret', owner: 'carol', name: 'x3' },
      'carol',
    );
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });
});

describe('createOrganizationRepository', () => {
  const create = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'CreateOrganizationRepository', { organization: 'acme', ...input }, as);

  it('creates the repository in the organization with the options given', async () => {
    const { result } = await create({
      name: 'rocket',
      private: true,
      autoInit: true,
      defaultBranch: 'trunk',
      trustModel: 'COLLABORATOR',
      objectFormat: 'SHA1',
      clientMutationId: 'org-1',
    });
    expect(result).toMatchObject({
      __typename: 'CreateOrganizationRepositoryPayload',
      clientMutationId: 'org-1',
      repository: {
        fullName: 'acme/rocket',
        owner: { login: 'acme' },
        private: true,
        empty: false,
        defaultBranch: 'trunk',
      },
    });
    expect(harness.routes()).toEqual(['POST /orgs/{org}/repos']);
    const repo = repoOf('acme', 'rocket');
    expect(repo?.private).toBe(true);
    expect(repo?.git.branches.has('trunk')).toBe(true);
  });

  it('answers ForbiddenError for carol, who may not create repositories in acme', async () => {
    const { result } = await create({ name: 'carols' }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(repoOf('acme', 'carols')).toBeUndefined();
  });

  it('answers NotFoundError for an organization that does not exist', async () => {
    const { result } = await create({ organization: 'no-such-org', name: 'x' });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ConflictError for a name the organization already uses', async () => {
    const { result } = await create({ name: 'template' });
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
  });

  it('answers ValidationError for a readme template the forge does not have (HTTP 400)', async () => {
    const { result } = await create({ name: 'with-readme', autoInit: true, readme: 'Fancy' });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 400 });
  });
});

describe('transferRepository', () => {
  const transfer = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'TransferRepository', input, as);

  it('moves the repository at once to an organization the caller may create in: TRANSFERRED', async () => {
    addRepo(harness.sandbox.store, 'alice', 'to-acme', { 'README.md': 'hi\n' });
    const { result } = await transfer({ owner: 'alice', repo: 'to-acme', newOwner: 'acme', teamIds: [2] });
    expect(result).toMatchObject({
      __typename: 'TransferRepositoryPayload',
      status: 'TRANSFERRED',
      repository: { fullName: 'acme/to-acme', owner: { login: 'acme' } },
      repoTransfer: null,
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/transfer']);
    expect(repoOf('alice', 'to-acme')).toBeUndefined();
    expect(repoOf('acme', 'to-acme')).toBeDefined();
  });

  it('leaves the transfer PENDING for another user, who must accept it', async () => {
    addRepo(harness.sandbox.store, 'alice', 'to-bob');
    const { result } = await transfer({
      owner: 'alice',
      repo: 'to-bob',
      newOwner: 'bob',
      clientMutationId: 't-2',
    });
    expect(result).toMatchObject({
      __typename: 'TransferRepositoryPayload',
      clientMutationId: 't-2',
      status: 'PENDING',
      repository: { fullName: 'alice/to-bob', owner: { login: 'alice' } },
      repoTransfer: { doer: { login: 'alice' }, recipient: { login: 'bob' }, teams: [] },
    });
    expect(repoOf('alice', 'to-bob')?.transfer).toMatchObject({ recipientId: 3 });
  });

  it('answers ConflictError while a transfer of the repository is pending', async () => {
    addRepo(harness.sandbox.store, 'alice', 'twice');
    await transfer({ owner: 'alice', repo: 'twice', newOwner: 'bob' });
    const { result } = await transfer({ owner: 'alice', repo: 'twice', newOwner: 'carol' });
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
  });

  it('answers ForbiddenError when the caller does not own the repository', async () => {
    const { result } = await transfer({ owner: 'alice', repo: 'hello', newOwner: 'bob' }, 'bob');
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      message: "Not allowed in the repository 'alice/hello': user should be the owner of the repo.",
      upstreamStatus: 403,
    });
    expect(repoOf('alice', 'hello')?.transfer).toBeNull();
  });

  it('answers NotFoundError for a new owner that does not exist', async () => {
    const { result } = await transfer({ owner: 'alice', repo: 'hello', newOwner: 'nobody' });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ValidationError when teams are given for a user as the new owner', async () => {
    const { result } = await transfer({ owner: 'alice', repo: 'hello', newOwner: 'bob', teamIds: [2] });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
    expect(repoOf('alice', 'hello')?.transfer).toBeNull();
  });
});
