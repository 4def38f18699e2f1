// modules/upload/upload.go Verify: whether a file may be attached, by its name's extension or its sniffed
// type against the instance's allowed types (an issue's and a comment's attachments; a release's follow
// setting.Repository.Release.AllowedTypes, empty by default, so anything goes there). The sandbox sniffs
// no content, so an entry that is a MIME type or a wildcard type matches only `*/*`.
import { extname } from 'node:path';
import { ATTACHMENT_SETTINGS } from '../handlers/misc/instance-data.js';

/** ErrFileTypeForbidden's message */
export const FILE_TYPE_FORBIDDEN =
  'This file cannot be uploaded or modified due to a forbidden file extension or type.';

export function isAllowedAttachmentName(
  fileName: string,
  allowedTypes = ATTACHMENT_SETTINGS.allowed_types,
): boolean {
  const allowed = allowedTypes
    .replaceAll('|', ',')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (allowed.length === 0) return true;
  const extension = extname(fileName).toLowerCase();
  return allowed.some((entry) => entry === '*/*' || (entry.startsWith('.') && entry === extension));
}
