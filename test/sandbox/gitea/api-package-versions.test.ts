// A package version's files and its deletion, as tests/integration/api_packages_test.go asserts them,
// and who may delete, as routers/api/v1/api.go guards DELETE with reqPackageAccess(write) over
// services/context/package.go determineAccessMode. Seed: alice's hello-lib (npm 1.0.0, 1.1.0) and
// tools (generic 0.1.0, two files); acme's acme-image (container latest), bob in acme's write team.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const hex = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
/** `method path` as alice is 404 with the message Gitea gives for a package (or version) it lacks. */
const noPackage = (method: string, path: string) =>
  sandbox.refuses(404, 'package does not exist', method, path, 'alice');

asGiteaTests('tests/integration/api_packages_test.go', () => {
  following('TestPackageAPI/ListPackageFiles', (behaves) => {
    behaves('the files of a version under a type it does not have are 404', async () => {
      await noPackage('GET', '/packages/alice/dummy/tools/0.1.0/files');
    });

    behaves('every file of a version lists with its size and its hashes', async () => {
      const res = await sandbox.answers(200, 'GET', '/packages/alice/generic/tools/0.1.0/files', 'alice');
      expect(res.body).toEqual([
        {
          id: 3,
          Size: 15,
          name: 'tools-linux-amd64',
          md5: hex('md5', 'tools for linux'),
          sha1: hex('sha1', 'tools for linux'),
          sha256: hex('sha256', 'tools for linux'),
          sha512: hex('sha512', 'tools for linux'),
        },
        {
          id: 4,
          Size: 0,
          name: 'tools-darwin-arm64',
          md5: 'd41d8cd98f00b204e9800998ecf8427e',
          sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
          sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          sha512:
            'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
        },
      ]);
    });
  });

  following('TestPackageAPI/DeletePackage', (behaves) => {
    behaves('deleting a version under a type it does not have is 404', async () => {
      await noPackage('DELETE', '/packages/alice/dummy/tools/0.1.0');
    });

    behaves('the owner deletes a version: 204, and it reads 404 after', async () => {
      await sandbox.answers(204, 'DELETE', '/packages/alice/npm/hello-lib/1.0.0', 'alice');
      await noPackage('GET', '/packages/alice/npm/hello-lib/1.0.0');
      await noPackage('GET', '/packages/alice/npm/hello-lib/1.0.0/files');
      const left = await sandbox.answers(200, 'GET', '/packages/alice', 'alice');
      expect(left.body.map((p: { version: string }) => p.version)).toEqual(['1.1.0', '0.1.0']);
    });
  });
});

describe('who may delete a package version, as routers/api/v1/api.go guards it (reqPackageAccess(write))', () => {
  it('a reader of a user’s packages is refused with 403 and the version stays', async () => {
    await sandbox.refuses(
      403,
      'user should have specific permission or be a site admin',
      'DELETE',
      '/packages/alice/generic/tools/0.1.0',
      'bob',
    );
    await sandbox.answers(200, 'GET', '/packages/alice/generic/tools/0.1.0', 'alice');
  });

  it('an anonymous caller is 401 (reqToken) before the write check', async () => {
    await sandbox.answers(401, 'DELETE', '/packages/alice/generic/tools/0.1.0');
  });

  it('a member of an organization team that writes deletes its version', async () => {
    await sandbox.answers(204, 'DELETE', '/packages/acme/container/acme-image/latest', 'bob');
    await noPackage('GET', '/packages/acme/container/acme-image/latest');
  });

  it('a site admin deletes any version, and the package goes with its last one', async () => {
    await sandbox.answers(204, 'DELETE', '/packages/alice/generic/tools/0.1.0', 'admin');
    const left = await sandbox.answers(200, 'GET', '/packages/alice', 'alice');
    expect(left.body.map((p: { name: string }) => p.name)).toEqual(['hello-lib']);
  });
});
