// A package version's files and deleting a version: what the forge holds after, its calls, and its
// refusals as typed errors.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const packageId = (owner: string, type: string, name: string, version: string) =>
  encodeGlobalID('Package', JSON.stringify([owner, type, name, version]));

const VERSION_FILES = `{ user(login: "alice") { packages(first: 10, type: GENERIC) { nodes { name version
  files { totalCount nodes { name size md5 sha256 } } } } } }`;

describe('a package version’s files', () => {
  it('list with their sizes and hashes, one call for the list and one for each version’s files', async () => {
    const { data, errors } = await query(VERSION_FILES);
    expect(errors).toBeUndefined();
    expect(data?.user.packages.nodes).toEqual([
      {
        name: 'tools',
        version: '0.1.0',
        files: {
          totalCount: 2,
          nodes: [
            {
              name: 'tools-linux-amd64',
              size: 15,
              md5: createHash('md5').update('tools for linux').digest('hex'),
              sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
            },
            {
              name: 'tools-darwin-arm64',
              size: 0,
              md5: 'd41d8cd98f00b204e9800998ecf8427e',
              sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
            },
          ],
        },
      },
    ]);
    expect(calls()).toEqual({
      'GET /packages/{owner}': 1,
      'GET /packages/{owner}/{type}/{name}/{version}/files': 1,
    });
  });

  it('read through node(id:) cost the version’s read and its files’ list', async () => {
    harness().resetCalls();
    const { data } = await query(
      `{ node(id: "${packageId('alice', 'npm', 'hello-lib', '1.1.0')}") { ... on Package { version files { nodes { name } } } } }`,
    );
    expect(data?.node).toEqual({ version: '1.1.0', files: { nodes: [{ name: 'hello-lib-1.1.0.tgz' }] } });
    expect(calls()).toEqual({
      'GET /packages/{owner}/{type}/{name}/{version}': 1,
      'GET /packages/{owner}/{type}/{name}/{version}/files': 1,
    });
  });
});

describe('deletePackage', () => {
  const DELETE = `mutation ($input: DeletePackageInput!) { deletePackage(input: $input) {
    __typename ... on Error { message } ... on DeletePackagePayload { deletedPackageId } } }`;

  it('refuses an anonymous caller with UnauthenticatedError and no call', async () => {
    harness().resetCalls();
    const input = { id: packageId('alice', 'npm', 'hello-lib', '1.0.0') };
    const { data } = await harness().query<Json>(DELETE, { input });
    expect(data?.deletePackage.__typename).toBe('UnauthenticatedError');
    expect(calls()).toEqual({});
  });

  it('refuses an id that names no package with ValidationError and no call', async () => {
    harness().resetCalls();
    const result = await write('deletePackage', { id: encodeGlobalID('User', '2') });
    expect(result).toEqual({ __typename: 'ValidationError', message: '`id` is not the id of a Package' });
    expect(calls()).toEqual({});
  });

  it('answers ForbiddenError to a reader of the packages, and the version stays', async () => {
    harness().resetCalls();
    const result = await write(
      'deletePackage',
      { id: packageId('alice', 'generic', 'tools', '0.1.0') },
      'bob',
    );
    expect(result.__typename).toBe('ForbiddenError');
    expect(calls()).toEqual({ 'DELETE /packages/{owner}/{type}/{name}/{version}': 1 });
    const { data } = await query('{ user(login: "alice") { packages(type: GENERIC) { totalCount } } }');
    expect(data?.user.packages.totalCount).toBe(1);
  });

  it('answers NotFoundError for a version that is not there', async () => {
    const result = await write('deletePackage', { id: packageId('alice', 'npm', 'hello-lib', '9.9.9') });
    expect(result.__typename).toBe('NotFoundError');
  });

  it('deletes the owner’s version with one call: its id answers, and the owner’s list goes without it', async () => {
    harness().resetCalls();
    const id = packageId('alice', 'npm', 'hello-lib', '1.0.0');
    const result = await write(
      'deletePackage',
      { id },
      'alice',
      '... on DeletePackagePayload { deletedPackageId }',
    );
    expect(result).toEqual({ __typename: 'DeletePackagePayload', deletedPackageId: id });
    expect(calls()).toEqual({ 'DELETE /packages/{owner}/{type}/{name}/{version}': 1 });
    const { data } = await query('{ user(login: "alice") { packages { nodes { name version } } } }');
    expect(data?.user.packages.nodes).toEqual([
      { name: 'hello-lib', version: '1.1.0' },
      { name: 'tools', version: '0.1.0' },
    ]);
  });
});
