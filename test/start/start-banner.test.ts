// What `npm start` prints fits the mode it starts in: the demo's GettingStarted query and its live
// updates only in demo mode, a query any forge answers when FORGE_URL is set, and an operation's id
// (which the gateway then runs) in persisted-only mode, where any other document is refused.

import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/persisted/manifest.js';
import { bannerOf, launch } from '../helpers/process.js';
import { useFileSandbox } from '../helpers/sandbox-client.js';

function start(env: Record<string, string>) {
  return launch(['--import', 'tsx', 'src/start/main.ts'], {
    FORGE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
}

/** The lines after `Example query:`. */
const exampleOf = (stdout: string) => stdout.slice(stdout.indexOf('Example query:'));

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

const forge = useFileSandbox();

describe('the start-up banner', () => {
  it('in demo mode, shows the GettingStarted query and says live updates are on for alice/hello', async () => {
    const gateway = start({});
    const url = await bannerOf(gateway);
    const { stdout } = gateway.output();
    expect(exampleOf(stdout)).toMatch(/Try it against the demo forge[\s\S]*query GettingStarted/);
    expect(stdout).toContain('Live updates are on for alice/hello');
    // the demo forge's system webhook feeds the cache every repository's events
    expect(stdout).toContain(
      'Shared cache: public answers of every public repository (a system webhook delivers their events), and sha-addressed answers.',
    );
    // the sandbox's admin checks pages of reviews for pending ones
    expect(stdout).toContain('Pull requests’ reviews: a site admin’s token (--forge-admin-token) checks');
    // The hook the demo made points at this gateway.
    const hooks = await post(url, {
      query: '{ repository(owner: "alice", name: "hello") { hooks(first: 10) { nodes { url active } } } }',
    });
    expect(hooks.body.data.repository.hooks.nodes).toContainEqual({
      url: `${new URL(url).origin}/webhooks/forge`,
      active: true,
    });
    gateway.child.kill();
  });

  it('with FORGE_URL set, shows a query any forge answers, not the demo’s', async () => {
    const gateway = start({ FORGE_URL: forge.url });
    const url = await bannerOf(gateway);
    const { stdout } = gateway.output();
    expect(stdout).not.toMatch(/GettingStarted|demo forge|Live updates/);
    const example = exampleOf(stdout).replace('Example query:\n', '').trimEnd();
    expect(example).toBe('query Viewer {\n  viewer { login fullName }\n}');
    const answer = await post(url, { query: example });
    // the shipped start reports extensions.cost: compare the data
    expect(answer.body).toMatchObject({ data: { viewer: { login: 'alice', fullName: expect.any(String) } } });
    gateway.child.kill();
  });

  it('in persisted-only mode, names an operation by its id, which runs, and no document the gateway refuses', async () => {
    const gateway = start({ FORGE_URL: forge.url, PERSISTED_ONLY: 'true' });
    const url = await bannerOf(gateway);
    const { stdout } = gateway.output();
    expect(stdout).not.toMatch(/GettingStarted|demo forge/);
    const [intro, body = ''] = exampleOf(stdout).trimEnd().split('\n');
    // the manifest's first query without variables (AccountSettings since the settings operations)
    const example = readManifest()?.operations.find(
      (operation) => operation.type === 'query' && !operation.body.includes('$'),
    );
    expect(intro).toMatch(/^Example query: persisted operations only/);
    expect(intro).toContain(`(${example?.name})`);
    const answer = await post(url, JSON.parse(body));
    expect(answer.status).toBe(200);
    expect(answer.body.data.viewer.login).toBe('alice');
    gateway.child.kill();
  });

  it('in demo mode with persisted operations only, still switches live updates on', async () => {
    const gateway = start({ PERSISTED_ONLY: 'true' });
    await bannerOf(gateway);
    expect(gateway.output().stdout).toContain('Live updates are on for alice/hello');
    gateway.child.kill();
  });
});
