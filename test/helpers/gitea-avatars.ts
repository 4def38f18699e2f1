// The avatar behaviours Gitea's three avatar test files share (a repository's, an organization's and the
// caller's): one upload route and one delete route each, the same decoding and image checks.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from './gitea-behaviours.js';
import type { SandboxUnderTest } from './sandbox-client.js';

/** a 1×1 PNG, base64 */
const AVATAR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface AvatarTests {
  giteaFile: string;
  update: string;
  remove: string;
  path: string;
  /** the file Gitea's test uploads as a non-image */
  textFile: string;
}

/** Gitea at the sandbox's reference commit answers an upload with 204 (later Gitea answers an
 * organization's with 201 or 200 and the stored image). */
export function avatarBehaviours(sandbox: SandboxUnderTest, t: AvatarTests): void {
  asGiteaTests(t.giteaFile, () => {
    behaves(t.update, 'a valid base64 image is stored, 204', async () => {
      const res = await sandbox.call('POST', t.path, 'alice', { image: AVATAR_PNG });
      expect(res.status).toBe(204);
    });

    behaves(t.update, "text that is not base64 is 400 with Go's decoding error", async () => {
      const res = await sandbox.call('POST', t.path, 'alice', { image: 'Invalid' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('illegal base64 data at input byte 4');
    });

    behaves(
      t.update,
      `a file that is not an image (${t.textFile}) fails inside UploadAvatar, 500`,
      async () => {
        const text = Buffer.from('module example.com/x\n\ngo 1.22\n').toString('base64');
        const res = await sandbox.call('POST', t.path, 'alice', { image: text });
        expect(res.status).toBe(500);
      },
    );

    behaves(t.remove, 'deleting the avatar is 204', async () => {
      expect((await sandbox.call('DELETE', t.path, 'alice')).status).toBe(204);
    });
  });
}
