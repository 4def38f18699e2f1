// The user search, as tests/integration/api_user_search_test.go asserts it.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_user_search_test.go', () => {
  following('TestAPIUserSearchLoggedIn', (behaves) => {
    behaves('a signed-in search answers { ok, data } with matching users and their addresses', async () => {
      const res = await sandbox.answers(200, 'GET', '/users/search?q=al', 'admin');
      expect(res.body.ok).toBe(true);
      expect(res.body.data.map((u: { login: string }) => u.login)).toEqual(['alice']);
      expect(res.body.data[0].email).toBe('alice@example.com');
    });
  });

  following('TestAPIUserSearchNotLoggedIn', (behaves) => {
    behaves(
      'an anonymous search finds the same users with placeholder addresses (services/convert/user.go)',
      async () => {
        const res = await sandbox.answers(200, 'GET', '/users/search?q=al');
        expect(res.body.ok).toBe(true);
        expect(res.body.data.map((u: { login: string }) => u.login)).toEqual(['alice']);
        expect(res.body.data[0].email).toBe('alice@noreply.localhost');
      },
    );
  });

  following('TestAPIUserSearchNotLoggedInUserHidden', (behaves) => {
    behaves('a search that matches nobody answers empty data', async () => {
      const res = await sandbox.answers(200, 'GET', '/users/search?q=zzz');
      expect(res.body).toEqual({ ok: true, data: [] });
      expect(res.headers.get('x-total-count')).toBe('0');
    });
  });
});
