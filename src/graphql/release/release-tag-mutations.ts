// deleteReleaseByTag (DELETE /repos/{owner}/{repo}/releases/tags/{tag}; Gitea's release_tags.go
// DeleteReleaseByTag): the release named by its tag, with no read first. The git tag stays.

import { deleteReleaseByTag } from '../../forge/endpoints/index.js';
import { TagRef } from '../git/tag.js';
import { inputTable } from '../kit/input-table.js';
import { requireText } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { returnedString } from '../kit/returned-value.js';
import { INPUTS } from './inputs.js';
import { ReleaseRef } from './release.js';

// 404 for a tag without a release (or a tag-only record), reqRepoWriter's 403, 422 a protected tag
defineMutation('deleteReleaseByTag', {
  on: 'repository',
  input: 'The repository and the tag of the release to delete.',
  inputFields: (t) => inputTable(t, INPUTS.DeleteReleaseByTagInput),
  description:
    'Deletes the release of a tag (DELETE /repos/{owner}/{repo}/releases/tags/{tag}, 204): one call. The tag stays. Needs write access to the repository’s releases (ForbiddenError); NotFoundError for a tag without a release.',
  changes: [ReleaseRef, TagRef],
  write: async (input, context, repository) => {
    const tag = requireText(input.tagName, 'tagName');
    await deleteReleaseByTag(context.forge, { ...repository, tag });
    return { tagName: tag, repository: repoKey(repository.owner, repository.repo) };
  },
  payload: 'Which tag lost its release, and the repository.',
  outputFields: (t) => ({
    tagName: returnedString(t, 'tagName', 'The tag of the deleted release (the tag itself stays).'),
    repository: readAfterWrite(t, RepositoryRef, 'repository', 'Read after the write, only when selected.'),
  }),
});
