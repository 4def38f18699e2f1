// createRelease: a release, and its tag unless it is a draft.

import { createRelease } from '../../forge/endpoints/index.js';
import { TagRef } from '../git/tag.js';
import { ConflictGatewayError, REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { optionsOf, requireText } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, writtenInRepository } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { ReleaseRef } from './release.js';

// The forge refuses with 404 (target), 422 (bad input, empty repository, protected tag), 409 when the
// tag already has a release, and 403 without write access (routers/api/v1/repo/release.go).
defineMutation('createRelease', {
  on: 'repository',
  input: 'The tag, its target and the release’s title, notes and flags (CreateReleaseOption).',
  inputFields: (t) => inputTable(t, INPUTS.CreateReleaseInput),
  description:
    'Creates a release, tagging the target unless it is a draft. Forge: POST /repos/{owner}/{repo}/releases, one call.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  changes: [ReleaseRef, TagRef, RepositoryRef],
  write: async (input, context, repository) => {
    const { data } = await createRelease(context.forge, repository, {
      tag_name: requireText(input.tagName, 'tagName'),
      ...optionsOf(input, 'tagMessage', 'targetCommitish', 'name', 'body', 'draft', 'prerelease'),
    });
    return { release: data, repository: repoKey(repository.owner, repository.repo) };
  },
  payload: 'The new release.',
  outputFields: (t) =>
    writtenInRepository(t, ReleaseRef, 'release', 'The repository, read only when selected.'),
});
