// Deploy keys and account SSH keys, as tests/integration/api_keys_test.go asserts them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { behavesAnswering, refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();

const RSA_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC4cn+iXnA4KvcQYSV88vGn0Yi91vG47t1P7okprVmhNTkipNRIHWr6WdCO4VDr/cvsRkuVJAsLO2enwjGWWueOO6BodiBgyAOZ/5t5nJNMCNuLGT5UIo/RI1b0WRQwxEZTRjt6mFNw6lH14wRd8ulsr9toSWBPMOGWoYs1PDeDL0JuTjL+tr1SZi/EyxCngpYszKdXllJEHyI79KQgeD0Vt3pTrkbNVTOEcCNqZePSVmUH8X8Vhugz3bnE0/iE9Pb5fkWO9c4AnM1FgI/8Bvp27Fw2ShryIXuR6kKvUqhVMTuOSDHwu6A8jLE5Owt3GAYugDpDYuwTVNGrHLXKpPzrGGPE/jPmaLCMZcsdkec95dYeU3zKODEm8UQZFhmJmDeWVJ36nGrGZHL4J5aTTaeFUJmmXDaJYiJ+K2/ioKgXqnXvltu0A9R8/LGy4nrTJRr4JMLuJFoUXvGm1gXQ70w2LSpk6yl71RNC0hCtsBe8BP8IhYCM0EP5jh7eCMQZNvM=';
/** alice's seeded key `laptop` */
const LAPTOP = 'SHA256:Ydyxs9S8uqizcdujvOV79SQ9jBLveZxKajodLyHLWKE';

asGiteaTests('tests/integration/api_keys_test.go', () => {
  following('TestViewDeployKeysNoLogin', (behaves) => {
    behaves('listing deploy keys without a token is 401', async () => {
      await sandbox.refuses(401, 'token is required', 'GET', '/repos/alice/hello/keys');
    });
  });

  // biome-ignore format: a table, one row a line
  behavesAnswering(sandbox, [
    ['TestCreateDeployKeyNoLogin', 'adding a deploy key without a token is 401', [401, 'POST', '/repos/alice/hello/keys', undefined, { title: 'title', key: 'key' }]],
    ['TestGetDeployKeyNoLogin', 'reading a deploy key without a token is 401', [401, 'GET', '/repos/alice/hello/keys/1']],
    ['TestDeleteDeployKeyNoLogin', 'deleting a deploy key without a token is 401', [401, 'DELETE', '/repos/alice/hello/keys/1']],
  ]);

  following('TestCreateReadOnlyDeployKey', (behaves) => {
    behaves('a read-only deploy key is created 201 with its title and content', async () => {
      const res = await sandbox.answers(201, 'POST', '/repos/alice/hello/keys', 'alice', {
        title: 'read-only',
        key: `${RSA_KEY} nocomment\n`,
        read_only: true,
      });
      expect(res.body).toMatchObject({ title: 'read-only', key: RSA_KEY, read_only: true });
      const read = await sandbox.answers(200, 'GET', `/repos/alice/hello/keys/${res.body.id}`, 'alice');
      expect(read.body.id).toBe(res.body.id);
    });

    behaves("another repository's deploy key id is 404 there", async () => {
      const keys = await sandbox.call('GET', '/repos/alice/hello/keys', 'alice');
      await sandbox.answers(404, 'GET', `/repos/bob/dotfiles/keys/${keys.body[0].id}`, 'bob');
    });
  });

  following('TestCreateReadWriteDeployKey', (behaves) => {
    behaves('a deploy key without read_only is read-write (routers/api/v1/repo/key.go)', async () => {
      const res = await sandbox.answers(201, 'POST', '/repos/bob/dotfiles/keys', 'bob', {
        title: 'read-write',
        key: RSA_KEY,
      });
      expect(res.body).toMatchObject({ title: 'read-write', read_only: false });
    });

    behaves(
      'the same key twice in one repository is 422 (HandleAddKeyError in routers/api/v1/repo/key.go)',
      async () => {
        await refusesAt(sandbox, 'POST', '/repos/bob/dotfiles/keys', [
          [
            422,
            'bob',
            { title: 'again', key: RSA_KEY },
            'This key has already been added to this repository',
          ],
        ]);
      },
    );
  });

  following('TestCreateUserKey', (behaves) => {
    behaves(
      "an account's key cannot become a deploy key (AddDeployKey in models/asymkey/ssh_key_deploy.go)",
      async () => {
        const laptop = await sandbox.call('GET', '/user/keys', 'alice');
        await refusesAt(sandbox, 'POST', '/repos/alice/hello/keys', [
          [
            422,
            'alice',
            { title: 'laptop', key: laptop.body[0].key },
            'Key content has been used as non-deploy key',
          ],
        ]);
      },
    );

    behaves('a new account key is created 201 with the owner shown to them', async () => {
      const fresh = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMJ3cZ5V1w2cQ7k2rW8Xc1bq0jX5yWvP3m4fQk9sY7aT';
      const res = await sandbox.answers(201, 'POST', '/user/keys', 'admin', {
        title: 'test-key',
        key: fresh,
      });
      expect(res.body).toMatchObject({
        title: 'test-key',
        key: fresh,
        fingerprint: expect.stringMatching(/^SHA256:/),
      });
      expect(res.body.user.login).toBe('admin');
    });

    behaves("searching one's keys by fingerprint finds the key with its owner", async () => {
      const res = await sandbox.answers(200, 'GET', `/user/keys?fingerprint=${LAPTOP}`, 'alice');
      expect(res.body).toHaveLength(1);
      expect(res.body[0].fingerprint).toBe(LAPTOP);
      expect(res.body[0].user.id).toBe(2);
      const byUser = await sandbox.call('GET', `/users/alice/keys?fingerprint=${LAPTOP}`, 'alice');
      expect(byUser.body[0].fingerprint).toBe(LAPTOP);
      expect(byUser.body[0].user.id).toBe(2);
    });

    behaves('a fingerprint nobody has finds nothing', async () => {
      const res = await sandbox.answers(200, 'GET', `/user/keys?fingerprint=${LAPTOP}A`, 'alice');
      expect(res.body).toEqual([]);
    });

    behaves("a fingerprint searched among another user's keys finds nothing", async () => {
      const res = await sandbox.answers(200, 'GET', `/users/bob/keys?fingerprint=${LAPTOP}`, 'alice');
      expect(res.body).toEqual([]);
    });

    behaves(
      "another user's key is found by fingerprint without saying whose it is, on both routes",
      async () => {
        for (const path of [`/user/keys?fingerprint=${LAPTOP}`, `/users/alice/keys?fingerprint=${LAPTOP}`]) {
          const res = await sandbox.answers(200, 'GET', path, 'bob');
          expect(res.body).toHaveLength(1);
          expect(res.body[0].fingerprint).toBe(LAPTOP);
          expect(res.body[0].user).toBeUndefined();
        }
      },
    );
  });
});
