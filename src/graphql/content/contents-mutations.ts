// Writes to files: changeFiles (any number of creates, updates, uploads, renames and deletes in ONE
// commit) and deleteFile (one file in a commit of its own).

import { changeFiles, deleteFile } from '../../forge/endpoints/index.js';
import type {
  ChangeFileOperation,
  ChangeFileOperationKind,
  ContentsEntry,
  FileCommitResponse,
  Verification,
} from '../../forge/types/index.js';
import { BranchRef } from '../git/branch.js';
import { CommitRef } from '../git/commit.js';
import { builder } from '../kit/builder.js';
import { fromFileCommit } from '../kit/commit-value.js';
import { forgeEnum } from '../kit/enum-values.js';
import { REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { normalisePath } from '../kit/file-loader.js';
import { forgeFields } from '../kit/forge-fields.js';
import {
  contentOf,
  fileOptionFields,
  fileOptionsOf,
  invalid,
  opt,
  repositoryFields,
  repositoryOf,
  requiredString,
  requireText,
} from '../kit/inputs.js';
import { repoKey, splitRepoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWrite } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { ContentsEntryRef } from './contents.js';

export const FileOperation = forgeEnum('FileOperation');

/** Which operations need, allow or refuse content: new or changed files carry it, a rename may, a delete never does. */
const CONTENT_RULE: Record<ChangeFileOperationKind, 'required' | 'optional' | 'forbidden'> = {
  create: 'required',
  update: 'required',
  upload: 'required',
  rename: 'optional',
  delete: 'forbidden',
};

export const FileChangeInput = builder.inputType('FileChangeInput', {
  description:
    'One file operation of changeFiles. Content is given as UTF-8 `text` or as `base64`, not both.',
  fields: (t) => ({
    operation: t.field({ description: 'What to do with the file.', type: FileOperation, required: true }),
    path: t.string({ description: 'The file’s path from the repository’s root.', required: true }),
    fromPath: t.string({
      description:
        'The old path: RENAME needs it; CREATE, UPDATE and UPLOAD given one move the file too (the forge removes the old path).',
    }),
    sha: t.string({
      description:
        'Blob id the file must still have; the change fails if it moved on (no check when absent).',
    }),
    text: t.string({ description: 'The new content as UTF-8 text.' }),
    base64: t.string({ description: 'The new content as standard base64 (padded).' }),
  }),
});

interface FileChange {
  operation: ChangeFileOperationKind;
  path: string;
  fromPath?: string | null;
  sha?: string | null;
  text?: string | null;
  base64?: string | null;
}

function operationOf(change: FileChange, index: number): ChangeFileOperation {
  const field = `files[${index}]`;
  const path = normalisePath(requireText(change.path, `${field}.path`));
  if (!path) throw invalid('`path` names no file', `${field}.path`);
  if (change.operation === 'rename' && !change.fromPath?.trim()) {
    throw invalid('RENAME needs `fromPath`', `${field}.fromPath`);
  }
  return {
    operation: change.operation,
    path,
    content: contentOf(change, field, CONTENT_RULE[change.operation]),
    sha: opt(change.sha),
    from_path: change.fromPath ? normalisePath(change.fromPath) : undefined,
  };
}

/** What every file write answers: the repository's key, the commit and its signature. */
interface FileWrite {
  repository: string;
  commit: FileCommitResponse;
  verification: Verification | null;
}

/** The commit a file write made, as the forge answered it (no call). */
const commitField = (t: PayloadFields<FileWrite>) =>
  t.field({
    type: CommitRef,
    nullable: false,
    description: 'The commit the write made, as the forge answered it; no further call.',
    resolve: (payload) => fromFileCommit(splitRepoKey(payload.repository), payload.commit),
  });

/** The commit's signature as the forge answered it, and the repository, read only when selected. */
const signedInRepository = (t: PayloadFields<FileWrite>) => ({
  ...forgeFields(t, {
    verification: [
      'verification',
      'CommitVerification',
      'Whether the forge signed the commit, as it answered.',
    ],
  }),
  repository: readAfterWrite(t, RepositoryRef, 'repository', 'The repository, read only when selected.'),
});

interface ChangeFilesResult extends FileWrite {
  files: (ContentsEntry | null)[];
}

// The forge refuses with 404 (repository or branch), 422 (bad input or a stale sha), 423 (archived)
// and 403 when the caller may not write to the branch (routers/api/v1/repo/file.go).
defineMutation('changeFiles', {
  input: 'The repository, the file changes and the commit to make of them (ChangeFilesOptions).',
  inputFields: (t) => ({
    ...repositoryFields(t),
    files: t.field({ type: [FileChangeInput], required: true, description: 'At least one.' }),
    ...fileOptionFields(t),
  }),
  description:
    'Creates, updates, uploads, renames and deletes files in one commit. Forge: POST /repos/{owner}/{repo}/contents, one call.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [RepositoryRef, BranchRef],
  write: async (input, context): Promise<ChangeFilesResult> => {
    const repository = repositoryOf(input);
    if (input.files.length === 0) throw invalid('`files` needs at least one operation', 'files');
    const files = input.files.map(operationOf);
    const { data } = await changeFiles(context.forge, repository, { files, ...fileOptionsOf(input) });
    return {
      repository: repoKey(repository.owner, repository.repo),
      commit: data.commit,
      // the forge answers in request order, with null for deleted paths
      files: Array.isArray(data.files) ? data.files : [],
      verification: data.verification ?? null,
    };
  },
  payload: 'The commit and the files as they are after it.',
  outputFields: (t) => ({
    commit: commitField(t),
    files: t.expose('files', {
      type: [ContentsEntryRef],
      nullable: { list: false, items: true },
      description: 'The changed files in the order given; null for deleted ones.',
    }),
    ...signedInRepository(t),
  }),
});

// The forge refuses with 404 for a missing file or branch, 422 for a stale sha, 423 when archived
// and 403 when the caller may not write to the branch, as for changeFiles.
defineMutation('deleteFile', {
  on: 'repository',
  input: 'The file to delete and the commit to make (DeleteFileOptions).',
  inputFields: (t) => ({
    path: t.string({
      description: 'The path of the file to delete, from the repository’s root.',
      required: true,
    }),
    sha: requiredString(t, 'The blob id the file has now; the forge requires it.'),
    ...fileOptionFields(t),
  }),
  description:
    'Deletes one file in a commit of its own. Forge: DELETE /repos/{owner}/{repo}/contents/{filepath}, one call.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [RepositoryRef, BranchRef],
  write: async (input, context, repository) => {
    const filepath = normalisePath(requireText(input.path, 'path'));
    if (!filepath) throw invalid('`path` names no file', 'path');
    const { data } = await deleteFile(
      context.forge,
      { ...repository, filepath },
      { sha: requireText(input.sha, 'sha'), ...fileOptionsOf(input) },
    );
    return {
      repository: repoKey(repository.owner, repository.repo),
      commit: data.commit,
      verification: data.verification ?? null,
    };
  },
  payload: 'The commit that removed the file.',
  outputFields: (t) => ({
    commit: commitField(t),
    ...signedInRepository(t),
  }),
});
