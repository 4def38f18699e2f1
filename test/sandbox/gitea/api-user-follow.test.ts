// Following users, as tests/integration/api_user_follow_test.go walks it (bob follows carol; the seed has
// alice following carol, and bob and carol following alice).
import { expect } from 'vitest';
import { asGiteaTests, behaves, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { behavesAnswering } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const logins = (users: { login: string }[]) => users.map((u) => u.login);

asGiteaTests('tests/integration/api_user_follow_test.go', () => {
  following('TestAPIFollow/Follow', (behaves) => {
    behaves('following a user answers 204', async () => {
      await sandbox.answers(204, 'PUT', '/user/following/carol', 'bob');
    });
  });

  /** bob's lists are whom he follows, carol's who follows her */
  const listed = { bob: ['alice', 'carol'], carol: ['alice', 'bob'] };
  const lists = [
    ['ListFollowing', "a user's following lists whom they follow", '/users/bob/following', 'bob'],
    ['ListMyFollowing', "the caller's following lists whom they follow", '/user/following', 'bob'],
    ['ListFollowers', "a user's followers include the new follower", '/users/carol/followers', 'carol'],
    ['ListMyFollowers', "the caller's followers include the new follower", '/user/followers', 'carol'],
  ] as const;
  for (const [subtest, sentence, path, user] of lists) {
    behaves(`TestAPIFollow/${subtest}`, sentence, async () => {
      const res = await sandbox.answers(200, 'GET', path, user);
      expect(logins(res.body).sort()).toEqual(listed[user]);
    });
  }

  // biome-ignore format: a table, one row a line
  behavesAnswering(sandbox, [
    ['TestAPIFollow/CheckFollowing', 'checking that a user follows another is 204, and 404 the other way', [204, 'GET', '/users/bob/following/carol', 'bob'], [404, 'GET', '/users/carol/following/bob', 'bob']],
    ['TestAPIFollow/CheckMyFollowing', 'checking that the caller follows a user is 204, and 404 when not', [204, 'GET', '/user/following/carol', 'bob'], [404, 'GET', '/user/following/bob', 'carol']],
    ['TestAPIFollow/Unfollow', 'unfollowing answers 204 and the follow is gone', [204, 'DELETE', '/user/following/carol', 'bob'], [404, 'GET', '/user/following/carol', 'bob']],
  ]);
});
