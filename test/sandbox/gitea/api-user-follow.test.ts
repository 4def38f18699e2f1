// Following users, as tests/integration/api_user_follow_test.go walks it (bob follows carol; the seed has
// alice following carol, and bob and carol following alice).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const logins = (users: { login: string }[]) => users.map((u) => u.login);

asGiteaTests('tests/integration/api_user_follow_test.go', () => {
  behaves('TestAPIFollow/Follow', 'following a user answers 204', async () => {
    const res = await sandbox.call('PUT', '/user/following/carol', 'bob');
    expect(res.status).toBe(204);
  });

  behaves('TestAPIFollow/ListFollowing', "a user's following lists whom they follow", async () => {
    const res = await sandbox.call('GET', '/users/bob/following', 'bob');
    expect(res.status).toBe(200);
    expect(logins(res.body).sort()).toEqual(['alice', 'carol']);
  });

  behaves('TestAPIFollow/ListMyFollowing', "the caller's following lists whom they follow", async () => {
    const res = await sandbox.call('GET', '/user/following', 'bob');
    expect(res.status).toBe(200);
    expect(logins(res.body).sort()).toEqual(['alice', 'carol']);
  });

  behaves('TestAPIFollow/ListFollowers', "a user's followers include the new follower", async () => {
    const res = await sandbox.call('GET', '/users/carol/followers', 'carol');
    expect(res.status).toBe(200);
    expect(logins(res.body).sort()).toEqual(['alice', 'bob']);
  });

  behaves('TestAPIFollow/ListMyFollowers', "the caller's followers include the new follower", async () => {
    const res = await sandbox.call('GET', '/user/followers', 'carol');
    expect(res.status).toBe(200);
    expect(logins(res.body).sort()).toEqual(['alice', 'bob']);
  });

  behaves(
    'TestAPIFollow/CheckFollowing',
    'checking that a user follows another is 204, and 404 the other way',
    async () => {
      expect((await sandbox.call('GET', '/users/bob/following/carol', 'bob')).status).toBe(204);
      expect((await sandbox.call('GET', '/users/carol/following/bob', 'bob')).status).toBe(404);
    },
  );

  behaves(
    'TestAPIFollow/CheckMyFollowing',
    'checking that the caller follows a user is 204, and 404 when not',
    async () => {
      expect((await sandbox.call('GET', '/user/following/carol', 'bob')).status).toBe(204);
      expect((await sandbox.call('GET', '/user/following/bob', 'carol')).status).toBe(404);
    },
  );

  behaves('TestAPIFollow/Unfollow', 'unfollowing answers 204 and the follow is gone', async () => {
    expect((await sandbox.call('DELETE', '/user/following/carol', 'bob')).status).toBe(204);
    expect((await sandbox.call('GET', '/user/following/carol', 'bob')).status).toBe(404);
  });
});
