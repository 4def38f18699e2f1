// Releases as Gitea's tests/integration/api_releases_test.go asserts them, on acme/template (v0.9
// published, v0.10-rc.1 a pre-release, v0.10 a draft; bob writes through the devs team, carol only
// reads) and alice/hello (v1.0).

import { describe, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { reads } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const tags = (body: { tag_name: string }[]) => body.map((r) => r.tag_name);
const LIST = '/repos/acme/template/releases';

/** A raw POST of `bytes` as `user`, with the content type given (none for a Blob without a type) */
async function upload(path: string, bytes: Blob | FormData, user: string, type?: string) {
  const headers: Record<string, string> = { Authorization: `token ${user}-token` };
  if (type) headers['Content-Type'] = type;
  const res = await fetch(`${sandbox.sb.url}${path}`, { method: 'POST', headers, body: bytes });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

asGiteaTests('tests/integration/api_releases_test.go', () => {
  describe('drafts are their repository writers’ only', () => {
    following('TestAPIListReleases', (behaves) => {
      behaves('lists drafts, pre-releases and releases to a writer', async () => {
        const { body } = await sandbox.answers(200, 'GET', LIST, 'bob');
        expect(tags(body)).toEqual(['v0.10', 'v0.10-rc.1', 'v0.9']);
        expect(body[0]).toMatchObject({ draft: true, prerelease: false });
        expect(body[0].upload_url).toMatch(/\/api\/v1\/repos\/acme\/template\/releases\/4\/assets$/);
      });

      behaves('never lists a draft to an anonymous caller, even when asked for drafts', async () => {
        expect((await sandbox.call('GET', `${LIST}?draft=true`)).body).toEqual([]);
        expect(tags((await sandbox.call('GET', LIST)).body)).toEqual(['v0.10-rc.1', 'v0.9']);
      });

      behaves('never lists a draft to a signed-in reader who may not write', async () => {
        const { body, headers } = await sandbox.call('GET', LIST, 'carol');
        expect(tags(body)).toEqual(['v0.10-rc.1', 'v0.9']);
        expect(headers.get('x-total-count')).toBe('2');
      });

      behaves('filters by draft and pre-release for a writer', async () => {
        const only = async (query: string) =>
          tags((await sandbox.call('GET', `${LIST}?${query}`, 'bob')).body);
        expect(await only('draft=true')).toEqual(['v0.10']);
        expect(await only('draft=false')).toEqual(['v0.10-rc.1', 'v0.9']);
        expect(await only('draft=false&pre-release=false')).toEqual(['v0.9']);
        expect(await only('pre-release=true')).toEqual(['v0.10-rc.1']);
        expect(await only('draft=true&pre-release=true')).toEqual([]);
      });
    });

    following('TestAPIGetDraftReleaseByTag', (behaves) => {
      behaves('answers 404 to an anonymous caller asking for a draft by its tag', async () => {
        await sandbox.refuses(404, 'not found', 'GET', '/repos/acme/template/releases/tags/v0.10');
      });

      behaves('shows a draft by its tag to a writer, and 404 once the writer lost access', async () => {
        await sandbox.answers(201, 'POST', '/repos/alice/hello/releases', 'alice', {
          tag_name: 'draft-release',
          name: 'draft-release',
          draft: true,
        });
        const path = '/repos/alice/hello/releases/tags/draft-release';
        const collaborator = '/repos/alice/hello/collaborators/carol';
        expect((await sandbox.call('PUT', collaborator, 'alice', { permission: 'write' })).status).toBe(204);
        const seen = await sandbox.answers(200, 'GET', path, 'carol');
        expect(seen.body.name).toBe('draft-release');
        expect((await sandbox.call('DELETE', collaborator, 'alice')).status).toBe(204);
        expect((await sandbox.call('GET', path, 'carol')).status).toBe(404);
        // the publisher, the repository's owner, still sees it
        expect((await sandbox.call('GET', path, 'alice')).body.name).toBe('draft-release');
      });

      behaves('shows a draft by its tag to the repository’s owner', async () => {
        const { body } = await reads(sandbox, '/repos/acme/template/releases/tags/v0.10', 'alice');
        expect(body).toMatchObject({ tag_name: 'v0.10', draft: true });
      });

      behaves('answers a reader asking for a draft by its id 404, as for its tag', async () => {
        expect((await sandbox.call('GET', '/repos/acme/template/releases/4', 'carol')).status).toBe(404);
        expect((await sandbox.call('GET', '/repos/acme/template/releases/4')).status).toBe(404);
        expect((await sandbox.call('GET', '/repos/acme/template/releases/4', 'bob')).status).toBe(200);
        expect((await sandbox.call('GET', '/repos/acme/template/releases/4/assets', 'carol')).status).toBe(
          404,
        );
      });
    });
  });

  describe('reading one release', () => {
    following('TestAPIGetLatestRelease', (behaves) => {
      behaves('gives the newest published release that is no pre-release to anyone', async () => {
        const { body } = await sandbox.answers(200, 'GET', '/repos/acme/template/releases/latest');
        expect(body.tag_name).toBe('v0.9');
      });
    });

    following('TestAPIGetReleaseByTag', (behaves) => {
      behaves(
        'gives a published release by its tag, and 404 with a message for a tag without one',
        async () => {
          const found = await sandbox.answers(200, 'GET', '/repos/alice/hello/releases/tags/v1.0');
          expect(found.body.name).toBe('v1.0');
          const missing = await sandbox.answers(
            404,
            'GET',
            '/repos/alice/hello/releases/tags/nonexistingtag',
          );
          expect(missing.body.message).not.toBe('');
        },
      );
    });
  });

  describe('writing releases', () => {
    following('TestAPICreateAndUpdateRelease', (behaves) => {
      behaves('creates a release at a tag, reads it back and edits its note', async () => {
        const created = await sandbox.answers(201, 'POST', '/repos/alice/hello/releases', 'alice', {
          tag_name: 'v0.0.1',
          name: 'v0.0.1',
          body: 'test',
        });
        const path = `/repos/alice/hello/releases/${created.body.id}`;
        expect((await sandbox.call('GET', path, 'alice')).body).toMatchObject({
          tag_name: 'v0.0.1',
          body: 'test',
        });
        const edited = await sandbox.answers(200, 'PATCH', path, 'alice', { body: 'updated' });
        expect(edited.body).toMatchObject({ tag_name: 'v0.0.1', name: 'v0.0.1', body: 'updated' });
      });
    });

    following('TestAPICreateReleaseToDefaultBranch', (behaves) => {
      behaves('creates a release without a target at the default branch', async () => {
        const created = await sandbox.answers(201, 'POST', '/repos/alice/hello/releases', 'alice', {
          tag_name: 'v0.0.2',
          name: 'v0.0.2',
        });
        expect(created.body.target_commitish).toBe('main');
      });
    });

    following('TestAPICreateReleaseGivenInvalidTarget', (behaves) => {
      behaves('answers 404 for a target that names nothing', async () => {
        const { body } = await sandbox.answers(404, 'POST', '/repos/alice/hello/releases', 'alice', {
          tag_name: 'i-point-to-an-invalid-target',
          name: 'Invalid Target',
          target_commitish: 'invalid-target',
        });
        expect(body.message).toMatch(/^target "invalid-target" not found/);
      });
    });

    following('TestAPIDeleteReleaseByTagName', (behaves) => {
      behaves('deletes a release by its tag, then answers 404, and the tag can go after it', async () => {
        await sandbox.call('POST', '/repos/alice/hello/releases', 'alice', {
          tag_name: 'release-tag',
          name: 'Release Tag',
        });
        const path = '/repos/alice/hello/releases/tags/release-tag';
        expect((await sandbox.call('DELETE', path, 'alice')).status).toBe(204);
        expect((await sandbox.call('DELETE', path, 'alice')).status).toBe(404);
        expect((await sandbox.call('DELETE', '/repos/alice/hello/tags/release-tag', 'alice')).status).toBe(
          204,
        );
      });
    });
  });

  describe('uploading a release asset', () => {
    const assets = '/repos/alice/hello/releases/1/assets';
    const raw = [137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4];
    const bytes = new Blob([new Uint8Array(raw)]);

    following('TestAPIUploadAssetRelease/multipart/form-data', (behaves) => {
      behaves('names a multipart upload after its file, or after the query’s name', async () => {
        const form = () => {
          const data = new FormData();
          data.append('attachment', bytes, 'image.png');
          return data;
        };
        const plain = await upload(assets, form(), 'alice');
        expect(plain.status).toBe(201);
        expect(plain.body).toMatchObject({ name: 'image.png', size: raw.length });
        const named = await upload(`${assets}?name=test-asset`, form(), 'alice');
        expect(named.status).toBe(201);
        expect(named.body).toMatchObject({ name: 'test-asset', size: raw.length });
      });
    });

    following('TestAPIUploadAssetRelease/application/octet-stream', (behaves) => {
      behaves('takes a raw body as the file, named by the query', async () => {
        const { status, body } = await upload(
          `${assets}?name=stream.bin`,
          bytes,
          'alice',
          'application/octet-stream',
        );
        expect(status).toBe(201);
        expect(body).toMatchObject({ name: 'stream.bin', size: raw.length });
        const listed = await sandbox.call('GET', assets, 'alice');
        expect(listed.body.map((a: { name: string }) => a.name)).toContain('stream.bin');
      });

      behaves('refuses a raw body without a name with 400', async () => {
        const { status, body } = await upload(assets, bytes, 'alice', 'application/octet-stream');
        expect(status).toBe(400);
        expect(body.message).toBe('Could not determine name of attachment.');
      });
    });
  });
});
