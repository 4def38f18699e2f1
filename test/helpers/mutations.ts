// What the mutation tests share: they run the example operations of operations/mutations.graphql
// (so every example is exercised against the schema), compute git blob ids the way git does, and
// add repositories of their own to the sandbox so that no test depends on another's writes.

import { createHash } from 'node:crypto';
import { createGitRepo } from '../../src/sandbox/git/repository.js';
import type { IssueRec, RepoRec } from '../../src/sandbox/model/records.js';
import { newRepo } from '../../src/sandbox/model/repos.js';
import type { Store } from '../../src/sandbox/model/store.js';
import type { Json } from './examples.js';
import type { DemoUser, Harness } from './harness.js';

export type { Json } from './examples.js';
export { mutateExample as mutate, operation as exampleOperation } from './examples.js';

/** git's blob id: sha1 of `blob <length>\0<content>` (what `git hash-object` prints). */
export function gitBlobSha(content: string | Buffer): string {
  const body = Buffer.from(content);
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]))
    .digest('hex');
}

/** A fresh repository of the test's own, with one commit on `main` holding `files` (none: empty). */
export function addRepo(store: Store, owner: string, name: string, files?: Record<string, string>): RepoRec {
  const ownerRec = store.userByName(owner);
  if (!ownerRec) throw new Error(`no sandbox user ${owner}`);
  return newRepo(store, { ownerId: ownerRec.id, name, git: createGitRepo(files ? { files } : undefined) });
}

/** The sandbox's record of issue `owner/repo#index`, which the test changes in place or counts on. */
export function issueRecord(store: Store, owner: string, repo: string, index: number): IssueRec {
  const ownerRec = store.userByName(owner);
  const repoRec = ownerRec && store.repoByName(ownerRec.id, repo);
  const issue = repoRec && store.issueByIndex(repoRec.id, index);
  if (!issue) throw new Error(`no issue ${owner}/${repo}#${index} in the sandbox`);
  return issue;
}

const ERROR_FIELDS = '... on Error { __typename message upstreamStatus } ... on ValidationError { field }';

/**
 * Runs `mutation { name(input: $input) { __typename selection …error fields } }` and answers the field's
 * value (a payload or an error member); a top-level error is a failure of the test.
 */
export async function writeField(
  harness: Harness,
  name: string,
  input: Json,
  selection: string,
  as: DemoUser = 'alice',
): Promise<Json> {
  const capital = name.charAt(0).toUpperCase() + name.slice(1);
  const { data, errors } = await harness.query<Json>(
    `mutation ($input: ${capital}Input!) { ${name}(input: $input) { __typename ${selection} ${ERROR_FIELDS} } }`,
    { input },
    { as },
  );
  if (errors) throw new Error(`${name} answered errors: ${JSON.stringify(errors)}`);
  return data?.[name];
}
