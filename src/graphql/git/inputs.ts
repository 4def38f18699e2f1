// The inputs of this domain's writes, one row an input field: its type and what it means, named by its
// coordinate (kit/input-rows.ts). Each write reads its rows with `inputTable(t, INPUTS.CreateBranchInput)`.

import { inputRows } from '../kit/input-rows.js';

// biome-ignore format: a table, one row a line
export const INPUTS = inputRows({
  'CreateBranchInput.name': ['String!', 'The new branch (git’s ref name rules, at most 100 characters).'],
  'CreateBranchInput.fromBranch': ['String', 'Start at this branch’s head (NotFoundError when there is no such branch).'],
  'CreateBranchInput.fromRef': ['String', 'Start at this tag or commit sha instead; a name that matches nothing makes Gitea fail with HTTP 500 (an UpstreamError).'],
  'CreateTagInput.name': ['String!', 'The tag (git’s ref name rules, at most 255 characters).'],
  'CreateTagInput.target': ['String', 'Branch, tag or commit sha to tag; the default branch when absent.'],
  'CreateTagInput.message': ['String', 'Makes an annotated tag (a tag object with this message, the caller as tagger).'],
  'DeleteBranchInput.name': ['String!', 'The branch to delete, by name.'],
  'DeleteTagInput.name': ['String!', 'The tag to delete, by name.'],
});
