// The avatar writes over real HTTP: update and delete the avatar of a repository, an organization and
// the viewer. The image is a part of a multipart request, sent to the forge base64-encoded; each write
// is one forge call, and the payload reads the owner again only when selected.

import { beforeEach, describe, expect, it } from 'vitest';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { multipart } from '../../helpers/uploads.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness({ gateway: { limits: { maxUploadBytes: 1000, maxUploadFiles: 1 } } });
beforeEach(() => harness().resetCalls());

/** a PNG's signature and a few bytes: enough for the sandbox, which reads the signature only */
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
  type: 'image/png',
});
const calls = () => countRoutes(harness().routes());

const ERRORS = '... on Error { message }';

function update(
  name: string,
  inputFields: string,
  selection: string,
  input: Json,
  image: Blob,
  as: DemoUser,
) {
  const capital = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const query = `mutation ($image: File!) { ${name}(input: { ${inputFields} image: $image }) { __typename ... on ${capital}Payload { ${selection} } ${ERRORS} } }`;
  return multipart(harness(), query, { ...input, image: null }, [['variables.image', image, 'face.png']], as);
}

/** updateRepositoryAvatar of alice/hello */
const updateHello = (image: Blob, as: DemoUser, selection = '__typename') =>
  update('updateRepositoryAvatar', 'owner: "alice", repo: "hello",', selection, {}, image, as);

const remove = (name: string, input: string, selection: string, as: DemoUser = 'alice') => {
  const capital = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return harness().query<Json>(
    `mutation { ${name}(input: { ${input} }) { __typename ... on ${capital}Payload { ${selection} } ${ERRORS} } }`,
    {},
    { as },
  );
};

describe('updateRepositoryAvatar and deleteRepositoryAvatar', () => {
  it('set the repository’s avatar and remove it again: one write each, and one read when selected', async () => {
    const { body } = await updateHello(PNG, 'alice', 'repository { avatarUrl }');
    expect(body.data.updateRepositoryAvatar.repository.avatarUrl).toMatch(/\/repo-avatars\/[0-9a-f]{32}$/);
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/avatar': 1, 'GET /repos/{owner}/{repo}': 1 });
    harness().resetCalls();
    const removed = await remove('deleteRepositoryAvatar', 'owner: "alice", repo: "hello"', '__typename');
    expect(removed.data?.deleteRepositoryAvatar).toEqual({ __typename: 'DeleteRepositoryAvatarPayload' });
    expect(harness().routes()).toEqual(['DELETE /repos/{owner}/{repo}/avatar']);
  });

  it('answer ForbiddenError to a caller who does not administer the repository, with one call', async () => {
    const { body } = await updateHello(PNG, 'bob');
    expect(body.data.updateRepositoryAvatar.__typename).toBe('ForbiddenError');
    expect(harness().routes()).toEqual(['POST /repos/{owner}/{repo}/avatar']);
  });

  it('answer UpstreamError when the forge cannot read the image (its 500)', async () => {
    const { body } = await updateHello(new Blob(['not an image']), 'alice');
    expect(body.data.updateRepositoryAvatar.__typename).toBe('UpstreamError');
    expect(harness().routes()).toEqual(['POST /repos/{owner}/{repo}/avatar']);
  });

  it('refuse an image past MAX_UPLOAD_BYTES with PAYLOAD_TOO_LARGE before any call', async () => {
    const { status, body } = await updateHello(new Blob([new Uint8Array(1001)]), 'alice');
    expect(status).toBe(413);
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(harness().routes()).toEqual([]);
  });
});

describe('updateOrganizationAvatar and deleteOrganizationAvatar', () => {
  it('set and remove an organization’s avatar for its owner: one write each', async () => {
    const { body } = await update(
      'updateOrganizationAvatar',
      'organization: "acme",',
      'organization { login avatarUrl }',
      {},
      PNG,
      'alice',
    );
    const { avatarUrl } = body.data.updateOrganizationAvatar.organization;
    expect(body.data.updateOrganizationAvatar.organization.login).toBe('acme');
    expect(calls()).toEqual({ 'POST /orgs/{org}/avatar': 1, 'GET /orgs/{org}': 1 });
    harness().resetCalls();
    const removed = await remove(
      'deleteOrganizationAvatar',
      'organization: "acme"',
      'organization { avatarUrl }',
    );
    expect(removed.data?.deleteOrganizationAvatar.organization.avatarUrl).not.toBe(avatarUrl);
    expect(calls()).toEqual({ 'DELETE /orgs/{org}/avatar': 1, 'GET /orgs/{org}': 1 });
  });

  it('answer ForbiddenError to a member who does not own the organization', async () => {
    const removed = await remove('deleteOrganizationAvatar', 'organization: "acme"', '__typename', 'bob');
    expect(removed.data?.deleteOrganizationAvatar.__typename).toBe('ForbiddenError');
    expect(harness().routes()).toEqual(['DELETE /orgs/{org}/avatar']);
  });
});

describe('updateViewerAvatar and deleteViewerAvatar', () => {
  it('set and remove the caller’s own avatar: one write each, and GET /user when `viewer` is selected', async () => {
    const { body } = await update('updateViewerAvatar', '', 'viewer { login avatarUrl }', {}, PNG, 'carol');
    expect(body.data.updateViewerAvatar.viewer).toEqual({
      login: 'carol',
      avatarUrl: expect.stringMatching(/\/avatars\/[0-9a-f]{32}$/),
    });
    expect(calls()).toEqual({ 'POST /user/avatar': 1, 'GET /user': 1 });
    harness().resetCalls();
    const removed = await remove('deleteViewerAvatar', '', '__typename', 'carol');
    expect(removed.data?.deleteViewerAvatar).toEqual({ __typename: 'DeleteViewerAvatarPayload' });
    expect(harness().routes()).toEqual(['DELETE /user/avatar']);
  });

  it('answer UnauthenticatedError to an anonymous caller without a call', async () => {
    const response = await harness().query<Json>(
      'mutation { deleteViewerAvatar(input: {}) { __typename } }',
      {},
      {},
    );
    expect(response.data?.deleteViewerAvatar.__typename).toBe('UnauthenticatedError');
    expect(harness().routes()).toEqual([]);
  });
});
