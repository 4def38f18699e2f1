// updateRelease (PATCH /repos/{owner}/{repo}/releases/{id}) and deleteRelease (DELETE …/releases/{id}).
// The release is named by its Node id, which carries owner, repository and release id: no read first.

import { deleteRelease, editRelease } from '../../forge/endpoints/index.js';
import type { EditReleaseOption } from '../../forge/types/index.js';
import { TagRef } from '../git/tag.js';
import { deletedIdField } from '../kit/deleted-id.js';
import { decodeGlobalID } from '../kit/global-id.js';
import { inputTable } from '../kit/input-table.js';
import { invalid, opt, optionsOf } from '../kit/inputs.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { payloadRepository } from '../repository/payload-repository.js';
import { INPUTS } from './inputs.js';
import { ReleaseRef, underRepository } from './release.js';

interface ReleaseTarget {
  owner: string;
  repo: string;
  id: number;
}

/** A Release id as `release` fields give them out; anything else is refused before any call. */
export function releaseTargetOf(globalId: string, field: string): ReleaseTarget {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    throw invalid('not an ID this API gave out', field);
  }
  const match = /^([^/]+)\/(.+)#(\d+)$/.exec(decoded.id);
  if (decoded.typename !== 'Release' || !match) throw invalid('not the ID of a Release', field);
  return { owner: match[1] as string, repo: match[2] as string, id: Number(match[3]) };
}

/** The forge keeps a field whose value is an empty string: say so instead of pretending to clear it. */
function nonEmpty(value: string | null | undefined, field: string): string | undefined {
  if (value === '') throw invalid(`the forge cannot set \`${field}\` to an empty string`, field);
  return opt(value);
}

// routers/api/v1/repo/release.go EditRelease: 404, reqRepoWriter's 403; a tag clash or a failed tag push is a 500
defineMutation('updateRelease', {
  input: 'The release and what to change; absent fields stay as they are (EditReleaseOption).',
  inputFields: (t) => inputTable(t, INPUTS.UpdateReleaseInput),
  description:
    'Edits a release (PATCH /repos/{owner}/{repo}/releases/{id}, 200). Needs write access to the repository. A tag name another release holds, an unknown target or publishing into an archived repository makes the forge fail with a 500 (UpstreamError).',
  changes: [ReleaseRef, TagRef],
  write: async (input, context) => {
    const target = releaseTargetOf(String(input.releaseId), 'releaseId');
    const body: EditReleaseOption = {
      tag_name: nonEmpty(input.tagName, 'tagName'),
      target_commitish: nonEmpty(input.targetCommitish, 'targetCommitish'),
      name: nonEmpty(input.name, 'name'),
      body: nonEmpty(input.body, 'body'),
      ...optionsOf(input, 'draft', 'prerelease'),
    };
    if (Object.values(body).every((value) => value === undefined)) {
      throw invalid('give at least one field to change', 'input');
    }
    const { data } = await editRelease(context.forge, target, body);
    return { ...target, release: underRepository(target, data) };
  },
  payload: 'The release as changed and its repository.',
  outputFields: (t) => ({
    release: writtenObject(t, ReleaseRef, 'release'),
    repository: payloadRepository(t),
  }),
});

defineMutation('deleteRelease', {
  input: 'The release to delete.',
  inputFields: (t) => inputTable(t, INPUTS.DeleteReleaseInput),
  description:
    'Deletes a release (DELETE /repos/{owner}/{repo}/releases/{id}, 204). Its git tag stays; a later createRelease of that tag makes a release of it again. Needs write access to the repository.',
  changes: [ReleaseRef],
  write: async (input, context) => {
    const target = releaseTargetOf(String(input.releaseId), 'releaseId');
    await deleteRelease(context.forge, target);
    return { ...target, deletedId: String(input.releaseId) };
  },
  payload: 'Which release went, and its repository.',
  outputFields: (t) => ({
    deletedReleaseId: deletedIdField(t),
    repository: payloadRepository(t),
  }),
});
