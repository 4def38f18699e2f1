// The fields of this domain’s types that read one key of the forge’s object as it is, one row a field:
// the key, the type as the schema prints it, what it means (kit/forge-fields.ts). Each type spreads its
// rows with `...forgeFields(t, FIELDS.Issue)` beside the fields it computes.

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const FIELDS = fieldTable({
  'Release.tagName': ['tag_name', 'String!', 'The git tag the release is made from.'],
  'Release.targetCommitish': ['target_commitish', 'String', 'The branch or commit the tag was created from when the release made it.'],
  'Release.name': ['name', 'String!', 'Display title.'],
  'Release.body': ['body', 'String!', 'Release notes.'],
  'Release.tarballUrl': ['tarball_url', 'URL', 'The source code at the tag, as a .tar.gz archive.'],
  'Release.zipballUrl': ['zipball_url', 'URL', 'The source code at the tag, as a .zip archive.'],
  'Release.uploadUrl': ['upload_url', 'String', 'A URL template.'],
  'Release.draft': ['draft', 'Boolean!', 'Whether it is a draft: not published, seen only by those who may write to the repository.'],
  'Release.prerelease': ['prerelease', 'Boolean!', 'Whether it is marked as a pre-release (not ready for production).'],
  'Release.publishedAt': ['published_at', 'DateTime', 'When it was published; for a draft, when it was created.'],
  'Release.author': ['author', 'User', 'Who created the release.'],
});
