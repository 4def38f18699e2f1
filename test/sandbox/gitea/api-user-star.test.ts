// Starring as Gitea's tests/integration/api_user_star_test.go asserts it (routers/api/v1/user/star.go;
// models/repo/star.go StarRepo refuses a user the repository's owner blocked).

import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const REPO = 'alice/many-prs';

asGiteaTests('tests/integration/api_user_star_test.go', () => {
  behaves('TestAPIStar/Star', 'stars a repository with 204', async () => {
    expect((await sandbox.call('PUT', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
  });

  behaves(
    'TestAPIStar/GetStarredRepos',
    'lists a user’s starred repositories with X-Total-Count',
    async () => {
      const { status, body, headers } = await sandbox.call('GET', '/users/carol/starred', 'bob');
      expect(status).toBe(200);
      const names = body.map((r: { full_name: string }) => r.full_name);
      expect(names).toContain(REPO);
      expect(headers.get('x-total-count')).toBe(String(names.length));
    },
  );

  behaves(
    'TestAPIStar/GetMyStarredRepos',
    'lists the caller’s starred repositories with X-Total-Count',
    async () => {
      const { status, body, headers } = await sandbox.call('GET', '/user/starred', 'carol');
      expect(status).toBe(200);
      expect(body.map((r: { full_name: string }) => r.full_name)).toContain(REPO);
      expect(headers.get('x-total-count')).toBe(String(body.length));
    },
  );

  behaves(
    'TestAPIStar/IsStarring',
    'answers 204 for a starred repository and 404 for one that does not exist',
    async () => {
      expect((await sandbox.call('GET', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
      expect((await sandbox.call('GET', `/user/starred/${REPO}notexisting`, 'carol')).status).toBe(404);
    },
  );

  behaves('TestAPIStar/Unstar', 'unstars a repository with 204', async () => {
    expect((await sandbox.call('DELETE', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
    expect((await sandbox.call('GET', `/user/starred/${REPO}`, 'carol')).status).toBe(404);
  });

  behaves('TestAPIStar/Star', 'refuses a user the repository’s owner blocked with 403', async () => {
    expect((await sandbox.call('PUT', '/user/blocks/carol', 'alice')).status).toBe(204);
    const { status, body } = await sandbox.call('PUT', `/user/starred/${REPO}`, 'carol');
    expect(status).toBe(403);
    expect(body.message).toBe('user is blocked');
    // unstarring stays possible
    expect((await sandbox.call('DELETE', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
  });
});
