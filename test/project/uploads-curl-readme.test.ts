// The upload of docs/clients.md, sent as it is printed there: its curl command, run by curl against a gateway
// and the sandbox forge, with only the address, the token and the file put in. The attachment must
// arrive byte for byte, with one forge call.

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commentExtras } from '../../src/sandbox/model/comment-extras.js';
import { readDoc } from '../helpers/readme.js';
import { useFileHarness } from '../helpers/use-harness.js';

const page = readDoc('clients');
const command = /```sh\n(curl http:\/\/localhost:4000\/graphql [^`]*?-F 0=@notes\.txt)\n```/.exec(page)?.[1];

const harness = useFileHarness();

describe('the curl upload of docs/clients.md', () => {
  it('attaches notes.txt to alice/hello#1 with one forge call', async () => {
    expect(command).toBeDefined();
    const folder = mkdtempSync(join(tmpdir(), 'curl-upload-'));
    writeFileSync(join(folder, 'notes.txt'), 'steps to reproduce\n');
    const script = (command ?? '')
      .replace('http://localhost:4000/graphql', harness.url)
      .replace('YOUR_TOKEN', 'alice-token');
    harness.resetCalls();
    const { stdout } = await promisify(execFile)('bash', ['-c', `curl -sS ${script.slice('curl '.length)}`], {
      cwd: folder,
    });
    expect(JSON.parse(stdout).data.uploadIssueAttachment).toMatchObject({
      __typename: 'UploadIssueAttachmentPayload',
      attachment: { name: 'notes.txt', size: 19 },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/issues/{index}/assets']);
    expect(commentExtras(harness.sandbox.store).attachments.at(-1)).toMatchObject({
      name: 'notes.txt',
      size: 19,
    });
  });
});
