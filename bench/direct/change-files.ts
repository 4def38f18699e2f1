// Direct client for the changeFiles step and the read that follows: one POST, then the repository
// and one file-contents call at the new branch, together.

import { changeFiles, getFileContents, getRepository } from '../../src/forge/endpoints/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import type { ChangeFileOperationKind } from '../../src/forge/types/index.js';
import { fileFields } from './shape.js';

export interface FileChange {
  operation: 'CREATE' | 'UPDATE' | 'UPLOAD' | 'DELETE';
  path: string;
  text: string;
}

export interface ChangeFilesVariables {
  input: {
    owner: string;
    repo: string;
    branch: string;
    newBranch: string;
    message: string;
    files: FileChange[];
  };
}

export async function changeFilesAndRead(forge: ForgeSession, vars: ChangeFilesVariables) {
  const { owner, repo, branch, newBranch, message } = vars.input;
  const { data } = await changeFiles(
    forge,
    { owner, repo },
    {
      branch,
      new_branch: newBranch,
      message,
      files: vars.input.files.map((change) => ({
        operation: change.operation.toLowerCase() as ChangeFileOperationKind,
        path: change.path,
        content: Buffer.from(change.text, 'utf8').toString('base64'),
      })),
    },
  );
  const paths = vars.input.files.map((change) => change.path);
  const [repository, files] = await Promise.all([
    getRepository(forge, { owner, repo }),
    getFileContents(forge, { owner, repo, ref: newBranch, files: paths }),
  ]);
  const mutation = {
    changeFiles: {
      __typename: 'ChangeFilesPayload',
      commit: { sha: data.commit.sha, message: data.commit.message ?? null },
      files: data.files.map((file) => (file ? { path: file.path, sha: file.sha, size: file.size } : null)),
    },
  };
  const read = {
    repository: {
      fullName: repository.data.full_name,
      defaultBranch: repository.data.default_branch ?? null,
      files: paths.map((_, index) => fileFields(files.data[index])),
    },
  };
  return [mutation, read];
}
