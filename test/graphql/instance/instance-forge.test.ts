// `Query.forge`: the forge's version, settings, templates, NodeInfo and signing key over HTTP against
// the sandbox, each field one call and the root none; unknown template names are NOT_FOUND.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());

describe('Query.forge', () => {
  it.each<[string, string, Json, Record<string, number>]>([
    ['the root alone', '__typename', { __typename: 'Forge' }, {}],
    ['the version', 'version', { version: '1.26.0-dev' }, { 'GET /version': 1 }],
    [
      'the API settings',
      'apiSettings { maxResponseItems defaultPagingNum defaultGitTreesPerPage defaultMaxBlobSize }',
      {
        apiSettings: {
          maxResponseItems: 50,
          defaultPagingNum: 30,
          defaultGitTreesPerPage: 1000,
          defaultMaxBlobSize: 10485760,
        },
      },
      { 'GET /settings/api': 1 },
    ],
    [
      'the attachment settings',
      'attachmentSettings { enabled maxFiles maxSize }',
      { attachmentSettings: { enabled: true, maxFiles: 5, maxSize: 2048 } },
      { 'GET /settings/attachment': 1 },
    ],
    [
      'the repository settings',
      'repositorySettings { mirrorsDisabled migrationsDisabled starsDisabled lfsDisabled }',
      {
        repositorySettings: {
          mirrorsDisabled: false,
          migrationsDisabled: false,
          starsDisabled: false,
          lfsDisabled: false,
        },
      },
      { 'GET /settings/repository': 1 },
    ],
    [
      'the UI settings',
      'uiSettings { defaultTheme allowedReactions }',
      {
        uiSettings: {
          defaultTheme: 'gitea-auto',
          allowedReactions: ['+1', '-1', 'laugh', 'hooray', 'confused', 'heart', 'rocket', 'eyes'],
        },
      },
      { 'GET /settings/ui': 1 },
    ],
    [
      'the .gitignore templates and one of them',
      'gitignoreTemplates gitignoreTemplate(name: "Node") { name source }',
      {
        gitignoreTemplates: ['Go', 'Node', 'Python'],
        gitignoreTemplate: { name: 'Node', source: 'node_modules/\nnpm-debug.log*\ndist/\n' },
      },
      { 'GET /gitignore/templates': 1, 'GET /gitignore/templates/{name}': 1 },
    ],
    [
      'the label sets and the labels of one',
      'labelTemplates labelTemplate(name: "Default") { name color description exclusive }',
      {
        labelTemplates: ['Advanced', 'Default'],
        labelTemplate: [
          { name: 'Bug', color: 'ee0701', description: 'Something is not working', exclusive: false },
          { name: 'Enhancement', color: '84b6eb', description: 'New feature', exclusive: false },
          { name: 'Help Wanted', color: '128a0c', description: 'Need some help', exclusive: false },
        ],
      },
      { 'GET /label/templates': 1, 'GET /label/templates/{name}': 1 },
    ],
    [
      'the licenses and the text of one',
      'licenses { key name } license(name: "MIT") { key body implementation }',
      {
        licenses: [
          { key: 'Apache-2.0', name: 'Apache-2.0' },
          { key: 'MIT', name: 'MIT' },
        ],
        license: {
          key: 'MIT',
          body: expect.stringMatching(/^MIT License/),
          implementation: expect.any(String),
        },
      },
      { 'GET /licenses': 1, 'GET /licenses/{name}': 1 },
    ],
    [
      'NodeInfo',
      'nodeInfo { version software { name } protocols openRegistrations usage { users { total } localPosts } }',
      {
        nodeInfo: {
          version: '2.1',
          software: { name: 'gitea' },
          protocols: ['activitypub'],
          openRegistrations: true,
          usage: { users: { total: expect.any(Number) }, localPosts: expect.any(Number) },
        },
      },
      { 'GET /nodeinfo': 1 },
    ],
    [
      'the signing key',
      'signingKey',
      { signingKey: expect.stringMatching(/^-----BEGIN PGP PUBLIC KEY BLOCK-----\n/) },
      { 'GET /signing-key.gpg': 1 },
    ],
  ])('answers %s with exactly its calls', async (_name, selection, data, expected) => {
    const body = await harness().query<Json>(`{ forge { ${selection} } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.forge).toEqual(data);
    expect(calls()).toEqual(expected);
  });

  it('links each license to its own route', async () => {
    const body = await harness().query<Json>('{ forge { licenses { url } } }');
    expect(body.data?.forge.licenses[1].url).toMatch(/\/api\/v1\/licenses\/MIT$/);
  });

  it.each([
    ['gitignoreTemplate(name: "Cobol") { name }', 'GET /gitignore/templates/{name}'],
    ['labelTemplate(name: "Nope") { name }', 'GET /label/templates/{name}'],
    ['license(name: "WTFPL-9") { key }', 'GET /licenses/{name}'],
  ])('answers NOT_FOUND for %s, after one call, and keeps its siblings', async (selection, route) => {
    const body = await harness().query<Json>(`{ forge { missing: ${selection} gitignoreTemplates } }`);
    expect(body.data?.forge).toEqual({ missing: null, gitignoreTemplates: ['Go', 'Node', 'Python'] });
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: ['forge', 'missing'],
        extensions: expect.objectContaining({
          code: 'NOT_FOUND',
          upstream: expect.objectContaining({ status: 404, route }),
        }),
      }),
    ]);
    expect(calls()).toEqual({ [route]: 1, 'GET /gitignore/templates': 1 });
  });
});
