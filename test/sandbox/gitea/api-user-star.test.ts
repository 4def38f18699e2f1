// Starring as Gitea's tests/integration/api_user_star_test.go asserts it (routers/api/v1/user/star.go;
// models/repo/star.go StarRepo refuses a user the repository's owner blocked).

import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const REPO = 'alice/many-prs';

asGiteaTests('tests/integration/api_user_star_test.go', () => {
  following('TestAPIStar/Star', (behaves) => {
    behaves('stars a repository with 204', async () => {
      expect((await sandbox.call('PUT', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
    });
  });

  following('TestAPIStar/GetStarredRepos', (behaves) => {
    behaves('lists a user’s starred repositories with X-Total-Count', async () => {
      const { status, body, headers } = await sandbox.call('GET', '/users/carol/starred', 'bob');
      expect(status).toBe(200);
      const names = body.map((r: { full_name: string }) => r.full_name);
      expect(names).toContain(REPO);
      expect(headers.get('x-total-count')).toBe(String(names.length));
    });
  });

  following('TestAPIStar/GetMyStarredRepos', (behaves) => {
    behaves('lists the caller’s starred repositories with X-Total-Count', async () => {
      const { status, body, headers } = await sandbox.call('GET', '/user/starred', 'carol');
      expect(status).toBe(200);
      expect(body.map((r: { full_name: string }) => r.full_name)).toContain(REPO);
      expect(headers.get('x-total-count')).toBe(String(body.length));
    });
  });

  following('TestAPIStar/IsStarring', (behaves) => {
    behaves('answers 204 for a starred repository and 404 for one that does not exist', async () => {
      expect((await sandbox.call('GET', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
      expect((await sandbox.call('GET', `/user/starred/${REPO}notexisting`, 'carol')).status).toBe(404);
    });
  });

  following('TestAPIStar/Unstar', (behaves) => {
    behaves('unstars a repository with 204', async () => {
      expect((await sandbox.call('DELETE', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
      expect((await sandbox.call('GET', `/user/starred/${REPO}`, 'carol')).status).toBe(404);
    });
  });

  following('TestAPIStar/Star', (behaves) => {
    behaves('refuses a user the repository’s owner blocked with 403', async () => {
      expect((await sandbox.call('PUT', '/user/blocks/carol', 'alice')).status).toBe(204);
      const { status, body } = await sandbox.call('PUT', `/user/starred/${REPO}`, 'carol');
      expect(status).toBe(403);
      expect(body.message).toBe('user is blocked');
      // unstarring stays possible
      expect((await sandbox.call('DELETE', `/user/starred/${REPO}`, 'carol')).status).toBe(204);
    });
  });
});
