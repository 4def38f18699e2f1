// The inputs of this domain's writes, one row an input field: its type and what it means, named by its
// coordinate (kit/input-table.ts). Each write reads its rows with `inputTable(t, INPUTS.CreateReleaseInput)`.

import { inputRows } from '../kit/input-table.js';

// biome-ignore format: a table, one row a line
export const INPUTS = inputRows({
  'CreateReleaseInput.tagName': ['String!', 'The tag to release: an existing one, or a new one made at `targetCommitish`.'],
  'CreateReleaseInput.tagMessage': ['String', 'Makes the tag annotated.'],
  'CreateReleaseInput.targetCommitish': ['String', 'Branch or commit to tag; the default branch when absent.'],
  'CreateReleaseInput.name': ['String', 'Display title.'],
  'CreateReleaseInput.body': ['String', 'Release notes.'],
  'CreateReleaseInput.draft': ['Boolean', 'A draft gets its tag only when published.'],
  'CreateReleaseInput.prerelease': ['Boolean', 'Marks it as a pre-release (not ready for production).'],
  'UpdateReleaseInput.releaseId': ['ID!', 'The `id` of the Release.'],
  'UpdateReleaseInput.tagName': ['String', 'A published release gets this tag at its target when it is missing.'],
  'UpdateReleaseInput.targetCommitish': ['String', 'Branch or commit the tag is made at.'],
  'UpdateReleaseInput.name': ['String', 'A new display title.'],
  'UpdateReleaseInput.body': ['String', 'Release notes.'],
  'UpdateReleaseInput.draft': ['Boolean', 'False publishes a draft, which tags its target.'],
  'UpdateReleaseInput.prerelease': ['Boolean', 'Marks it as a pre-release, or not.'],
  'DeleteReleaseInput.releaseId': ['ID!', 'The `id` of the Release.'],
  'DeleteReleaseByTagInput.tagName': ['String!', 'The release’s tag.'],
});
