// The fields of this domain’s types that read one key of the forge’s object as it is, one row a field:
// the key, the type as the schema prints it, what it means (kit/forge-fields.ts). Each type spreads its
// rows with `...forgeFields(t, FIELDS.Issue)` beside the fields it computes.

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const FIELDS = fieldTable({
  'Attachment.name': ['name', 'String!', 'The file’s name.'],
  'Attachment.size': ['size', 'BigInt', 'The size in bytes.'],
  'Attachment.downloadCount': ['download_count', 'BigInt', 'How many times it was downloaded.'],
  'Attachment.uuid': ['uuid', 'String', 'The attachment’s UUID, part of its download address.'],
  'Attachment.browserDownloadUrl': ['browser_download_url', 'URL', 'Where a browser downloads the file.'],
  'FileLinks.self': ['self', 'URL', 'Its address in the forge’s contents API.'],
  'FileLinks.git': ['git', 'URL', 'Its blob or tree in the forge’s git API.'],
  'FileLinks.html': ['html', 'URL', 'Its page in the forge’s web interface.'],
  'ContentsEntry.name': ['name', 'String!', 'The entry’s name, without its directory.'],
  'ContentsEntry.path': ['path', 'String!', 'The entry’s path from the repository’s root.'],
  'ContentsEntry.sha': ['sha', 'String', 'Blob or tree SHA.'],
  'ContentsEntry.type': ['type', 'ContentType', 'Whether it is a file, a directory, a symlink or a submodule.'],
  'ContentsEntry.size': ['size', 'BigInt', 'The size in bytes.'],
  'ContentsEntry.encoding': ['encoding', 'String', 'Base64 for files; null otherwise.'],
  'ContentsEntry.content': ['content', 'String', 'The content as the forge sends it (base64).'],
  'ContentsEntry.target': ['target', 'String', 'Symlink target.'],
  'ContentsEntry.gitUrl': ['git_url', 'URL', 'Its blob or tree in the forge’s git API.'],
  'ContentsEntry.downloadUrl': ['download_url', 'URL', 'Where to download the raw file; null for directories.'],
  'ContentsEntry.submoduleGitUrl': ['submodule_git_url', 'URL', 'For a submodule: the address of the repository it points to.'],
  'ContentsEntry.lastCommitSha': ['last_commit_sha', 'String', 'The last commit that changed the entry.'],
  'ContentsEntry.lastCommitMessage': ['last_commit_message', 'String', 'The message of the last commit that changed the entry.'],
  'ContentsEntry.lastCommitterDate': ['last_committer_date', 'DateTime', 'When the last commit that changed the entry was committed.'],
  'ContentsEntry.lastAuthorDate': ['last_author_date', 'DateTime', 'When the last commit that changed the entry was written.'],
  'ContentsEntry.lfsOid': ['lfs_oid', 'String', 'For a file stored in Git LFS: its LFS object id.'],
  'ContentsEntry.lfsSize': ['lfs_size', 'BigInt', 'For a file stored in Git LFS: its size in bytes.'],
  'ContentsEntry.links': ['_links', 'FileLinks', 'The API, git and web links of this entry.'],
  'Contents.file': ['file', 'ContentsEntry', 'The file, symlink or submodule at the path; null for a directory.'],
});
