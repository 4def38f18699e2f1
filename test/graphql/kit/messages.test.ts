// Messages are written for people: the gateway names what the caller asked for, and the forge's own
// text (Go function names, internal state) stays under extensions.upstream.message.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const errorOf = async (document: string, as: 'alice' | 'carol' = 'alice') => {
  const response = await harness.query(document, undefined, { as });
  return response.errors?.[0] as { message: string; path: string[]; extensions: Json };
};

describe('a missing object', () => {
  it('names the repository the caller asked for, like GitHub does', async () => {
    const error = await errorOf('{ repository(owner: "alice", name: "nothing-here") { fullName } }');
    expect(error.message).toBe("Could not resolve to a Repository with the name 'alice/nothing-here'.");
    expect(error.extensions.code).toBe('NOT_FOUND');
    expect(error.extensions.upstream).toMatchObject({ status: 404, route: 'GET /repos/{owner}/{repo}' });
  });

  it('names the user, and keeps the forge’s own words only under extensions.upstream.message', async () => {
    const error = await errorOf('{ user(login: "nobody") { login } }');
    expect(error.message).toBe("Could not resolve to a User with the login of 'nobody'.");
    expect(error.message).not.toMatch(/GetUserByName|redirect/);
    expect(error.extensions.upstream.message).toMatch(/user/i);
  });

  it('names the organization', async () => {
    const error = await errorOf('{ organization(login: "no-such-org") { login } }');
    expect(error.message).toBe("Could not resolve to an Organization with the login of 'no-such-org'.");
  });

  it('names the issue and its repository when the repository exists', async () => {
    const error = await errorOf(
      '{ repository(owner: "alice", name: "hello") { issue(number: 999) { title } } }',
    );
    expect(error.message).toBe("Could not resolve to an Issue '999' in the repository 'alice/hello'.");
    expect(error.path).toEqual(['repository', 'issue']);
  });

  it('hides a private repository from a caller who may not read it, in the same words as a missing one', async () => {
    const error = await errorOf('{ repository(owner: "alice", name: "secret") { fullName } }', 'carol');
    expect(error.message).toBe("Could not resolve to a Repository with the name 'alice/secret'.");
  });
});
