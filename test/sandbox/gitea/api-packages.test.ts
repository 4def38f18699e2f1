// The package listing and reading routes, as tests/integration/api_packages_test.go reads them (alice's
// packages: hello-lib, npm 1.0.0 and 1.1.0, linked to alice/hello, and tools, generic 0.1.0, unlinked).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_packages_test.go', () => {
  following('TestPackageAPI/ListPackages', (behaves) => {
    behaves("an owner's package versions list with type, name, version and creator", async () => {
      const res = await sandbox.answers(200, 'GET', '/packages/alice', 'alice');
      expect(
        res.body.map((p: { type: string; name: string; version: string }) => [p.type, p.name, p.version]),
      ).toEqual([
        ['npm', 'hello-lib', '1.1.0'],
        ['generic', 'tools', '0.1.0'],
        ['npm', 'hello-lib', '1.0.0'],
      ]);
      for (const p of res.body) expect(p.creator.login).toBe('alice');
    });
  });

  following('TestPackageAPI/GetPackage', (behaves) => {
    behaves('a version under a type it does not have is 404', async () => {
      await refusesAt(sandbox, 'GET', '/packages/alice/dummy/tools/0.1.0', [
        [404, 'alice', undefined, 'package does not exist'],
      ]);
    });

    behaves('a version reads with its type, name, version and creator', async () => {
      const res = await sandbox.answers(200, 'GET', '/packages/alice/generic/tools/0.1.0', 'bob');
      expect(res.body).toMatchObject({
        type: 'generic',
        name: 'tools',
        version: '0.1.0',
        creator: { login: 'alice' },
      });
    });
  });

  following('TestPackageAPI/GetPackage/RepositoryLink', (behaves) => {
    behaves('an unlinked package has no repository; a linked one names its public repository', async () => {
      expect(
        (await sandbox.call('GET', '/packages/alice/generic/tools/0.1.0', 'bob')).body.repository,
      ).toBeNull();
      const linked = await sandbox.call('GET', '/packages/alice/npm/hello-lib/1.1.0', 'carol');
      expect(linked.body.repository).toMatchObject({ id: 1, full_name: 'alice/hello' });
    });
  });
});
