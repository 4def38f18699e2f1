// alice's addresses: alice@example.com (primary) and alice@work.example.com (verified).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const EMAILS = '/user/emails';
const addresses = (body: { email: string; primary: boolean; verified: boolean }[]) =>
  body.map(({ email, primary, verified }) => ({ email, primary, verified }));

asGiteaTests('tests/integration/api_user_email_test.go', () => {
  behaves('TestAPIListEmails', 'lists the caller’s addresses, the primary one first', async () => {
    const res = await sandbox.call('GET', EMAILS, 'alice');
    expect(res.status).toBe(200);
    expect(addresses(res.body)).toEqual([
      { email: 'alice@example.com', primary: true, verified: true },
      { email: 'alice@work.example.com', primary: false, verified: true },
    ]);
  });

  behaves('TestAPIAddEmail', 'refuses an address another account uses with a 422', async () => {
    const res = await sandbox.call('POST', EMAILS, 'alice', { emails: ['bob@example.com'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Email address has been used: bob@example.com');
  });

  behaves('TestAPIAddEmail', 'answers 201 with every address of the caller after adding one', async () => {
    const res = await sandbox.call('POST', EMAILS, 'carol', { emails: ['carol-2@example.com'] });
    expect(res.status).toBe(201);
    expect(addresses(res.body)).toEqual([
      { email: 'carol@example.com', primary: true, verified: true },
      { email: 'carol-2@example.com', primary: false, verified: true },
    ]);
  });

  behaves('TestAPIAddEmail', 'refuses an address that is not one with a 422 naming it', async () => {
    const res = await sandbox.call('POST', EMAILS, 'carol', { emails: ['notAEmail'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Email address "notAEmail" invalid');
  });

  behaves('TestAPIAddEmail', 'refuses an empty list with a 422', async () => {
    const res = await sandbox.call('POST', EMAILS, 'carol', { emails: [] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Email list empty');
  });

  behaves('TestAPIDeleteEmail', 'answers 404 for an address the caller does not have', async () => {
    const res = await sandbox.call('DELETE', EMAILS, 'bob', { emails: ['bob-3@example.com'] });
    expect(res.status).toBe(404);
  });

  behaves('TestAPIDeleteEmail', 'deletes an address (204), leaving the primary one', async () => {
    await sandbox.call('POST', EMAILS, 'bob', { emails: ['bob-2@example.com'] });
    expect((await sandbox.call('DELETE', EMAILS, 'bob', { emails: ['bob-2@example.com'] })).status).toBe(204);
    const res = await sandbox.call('GET', EMAILS, 'bob');
    expect(addresses(res.body)).toEqual([{ email: 'bob@example.com', primary: true, verified: true }]);
  });
});
