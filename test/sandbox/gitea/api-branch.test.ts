// alice/hello's branches: main (default), develop, release/1.0 (protected by the rule release/*), …;
// tags v0.1, v1.0. bob writes to alice/hello.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const BRANCHES = '/repos/alice/hello/branches';
const create = (body: Record<string, string>) => sandbox.call('POST', BRANCHES, 'alice', body);
const headOf = async (name: string) =>
  (await sandbox.call('GET', `${BRANCHES}/${name}`, 'alice')).body.commit.id;

asGiteaTests('tests/integration/api_branch_test.go', () => {
  following('TestAPIGetBranch', (behaves) => {
    behaves('reads a branch, a nested one too, and answers 404 past its name', async () => {
      const main = await sandbox.answers(200, 'GET', `${BRANCHES}/main`, 'alice');
      expect(main.body).toMatchObject({ name: 'main', user_can_push: true, user_can_merge: true });
      expect((await sandbox.call('GET', `${BRANCHES}/release/1.0`, 'alice')).body.name).toBe('release/1.0');
      expect((await sandbox.call('GET', `${BRANCHES}/main/doesnotexist`, 'alice')).status).toBe(404);
      expect((await sandbox.call('GET', `${BRANCHES}/release/1.0/doesnotexist`, 'alice')).status).toBe(404);
    });
  });

  following('TestAPICreateBranch', (behaves) => {
    behaves(
      'creates a branch from the default branch and from a named one (201), and refuses a name in use (409)',
      async () => {
        const fromDefault = await create({ new_branch_name: 'new_branch_from_default_branch' });
        expect([fromDefault.status, fromDefault.body.name]).toEqual([201, 'new_branch_from_default_branch']);
        expect(fromDefault.body.commit.id).toBe(await headOf('main'));
        expect(
          (await create({ new_branch_name: 'new_branch_from_main_1', old_branch_name: 'main' })).status,
        ).toBe(201);
        const again = await create({ new_branch_name: 'new_branch_from_main_1', old_branch_name: 'main' });
        expect([again.status, again.body.message]).toEqual([409, 'The branch already exists.']);
        const fromOther = await create({ new_branch_name: 'branch_2', old_branch_name: 'develop' });
        expect([fromOther.status, fromOther.body.commit.id]).toEqual([201, await headOf('develop')]);
      },
    );

    behaves('answers 404 for a start branch that does not exist', async () => {
      const res = await create({
        new_branch_name: 'new_branch_from_non_existent',
        old_branch_name: 'does_not_exist',
      });
      expect([res.status, res.body.message]).toEqual([404, 'The old branch does not exist']);
    });

    behaves(
      'starts a branch at `old_ref_name`, a full ref name, a tag or a commit id (routers/api/v1/repo/branch.go CreateBranch)',
      async () => {
        const fromRef = await create({
          new_branch_name: 'from-full-ref',
          old_ref_name: 'refs/heads/develop',
        });
        expect([fromRef.status, fromRef.body.commit.id]).toEqual([201, await headOf('develop')]);
        // release/1.0 sits at the tag v1.0
        const fromTag = await create({ new_branch_name: 'from-tag-ref', old_ref_name: 'refs/tags/v1.0' });
        expect([fromTag.status, fromTag.body.commit.id]).toEqual([201, await headOf('release/1.0')]);
        const fromSha = await create({ new_branch_name: 'from-sha', old_ref_name: await headOf('main') });
        expect([fromSha.status, fromSha.body.commit.id]).toEqual([201, await headOf('main')]);
      },
    );
  });

  following('TestAPIBranchProtection', (behaves) => {
    behaves(
      'refuses to delete a protected branch and the default one (403), and deletes another (204)',
      async () => {
        const protectedOne = await sandbox.call('DELETE', `${BRANCHES}/release/1.0`, 'alice');
        expect([protectedOne.status, protectedOne.body.message]).toEqual([403, 'branch protected']);
        expect((await sandbox.call('DELETE', `${BRANCHES}/main`, 'alice')).status).toBe(403);
        expect((await sandbox.call('DELETE', `${BRANCHES}/branch_2`, 'alice')).status).toBe(204);
        expect((await sandbox.call('GET', `${BRANCHES}/branch_2`, 'alice')).status).toBe(404);
      },
    );
  });
});
