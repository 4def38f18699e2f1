// alice's addresses: alice@example.com (primary) and alice@work.example.com (verified).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const EMAILS = '/user/emails';
const addresses = (body: { email: string; primary: boolean; verified: boolean }[]) =>
  body.map(({ email, primary, verified }) => ({ email, primary, verified }));

asGiteaTests('tests/integration/api_user_email_test.go', () => {
  following('TestAPIListEmails', (behaves) => {
    behaves('lists the caller’s addresses, the primary one first', async () => {
      const res = await sandbox.answers(200, 'GET', EMAILS, 'alice');
      expect(addresses(res.body)).toEqual([
        { email: 'alice@example.com', primary: true, verified: true },
        { email: 'alice@work.example.com', primary: false, verified: true },
      ]);
    });
  });

  following('TestAPIAddEmail', (behaves) => {
    behaves('refuses an address another account uses with a 422', async () => {
      await sandbox.refuses(422, 'Email address has been used: bob@example.com', 'POST', EMAILS, 'alice', {
        emails: ['bob@example.com'],
      });
    });

    behaves('answers 201 with every address of the caller after adding one', async () => {
      const res = await sandbox.answers(201, 'POST', EMAILS, 'carol', { emails: ['carol-2@example.com'] });
      expect(addresses(res.body)).toEqual([
        { email: 'carol@example.com', primary: true, verified: true },
        { email: 'carol-2@example.com', primary: false, verified: true },
      ]);
    });

    behaves('refuses an address that is not one with a 422 naming it', async () => {
      await sandbox.refuses(422, 'Email address "notAEmail" invalid', 'POST', EMAILS, 'carol', {
        emails: ['notAEmail'],
      });
    });

    behaves('refuses an empty list with a 422', async () => {
      await sandbox.refuses(422, 'Email list empty', 'POST', EMAILS, 'carol', { emails: [] });
    });
  });

  following('TestAPIDeleteEmail', (behaves) => {
    behaves('answers 404 for an address the caller does not have', async () => {
      await sandbox.answers(404, 'DELETE', EMAILS, 'bob', { emails: ['bob-3@example.com'] });
    });

    behaves('deletes an address (204), leaving the primary one', async () => {
      await sandbox.call('POST', EMAILS, 'bob', { emails: ['bob-2@example.com'] });
      expect((await sandbox.call('DELETE', EMAILS, 'bob', { emails: ['bob-2@example.com'] })).status).toBe(
        204,
      );
      const res = await sandbox.call('GET', EMAILS, 'bob');
      expect(addresses(res.body)).toEqual([{ email: 'bob@example.com', primary: true, verified: true }]);
    });
  });
});
