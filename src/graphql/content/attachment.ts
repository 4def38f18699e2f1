// Attachment: a file attached to an issue, a comment or a release. Gitea has no
// route by attachment id alone, so an attachment's key names its parent as well, and node(id:)
// refetches it with the single-attachment route of that parent (one call).

import {
  getCommentAttachment,
  getIssueAttachment,
  getReleaseAttachment,
} from '../../forge/endpoints/index.js';
import type { Attachment, Release } from '../../forge/types/index.js';
import type { FieldsOf } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, issueKey, repoKey, splitIssueKey, splitRepoKey } from '../kit/loaders.js';
import { FIELDS } from './fields.js';

/** `issue:owner/name#index`, `comment:owner/name:id` or `release:owner/name:id` */
export type AttachmentParentKey = string;

export const issueAttachmentParent = (owner: string, repo: string, index: number): AttachmentParentKey =>
  `issue:${issueKey(owner, repo, index)}`;
export const commentAttachmentParent = (owner: string, repo: string, id: number): AttachmentParentKey =>
  `comment:${repoKey(owner, repo)}:${id}`;
export const releaseAttachmentParent = (owner: string, repo: string, id: number): AttachmentParentKey =>
  `release:${repoKey(owner, repo)}:${id}`;

const parents = new WeakMap<Attachment, AttachmentParentKey>();

/** Remembers where each attachment hangs, which its id needs; answers the list (empty for none). */
export function attachmentsUnder(
  parent: AttachmentParentKey,
  list: readonly Attachment[] | null | undefined,
) {
  const items = Array.isArray(list) ? list : [];
  for (const item of items) if (item && typeof item === 'object') parents.set(item, parent);
  return items;
}

/** A release's repository and id, from its API URL (`.../repos/{owner}/{repo}/releases/{id}`). */
export function releaseParentOf(release: Release): AttachmentParentKey | null {
  const match = /\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)$/.exec(release.url ?? '');
  if (!match) return null;
  const [, owner = '', repo = '', id = '0'] = match;
  return releaseAttachmentParent(decodeURIComponent(owner), decodeURIComponent(repo), Number(id));
}

const attachmentKeyOf = (attachment: Attachment): string =>
  `${parents.get(attachment) ?? 'unknown:'}@${attachment.id}`;

/** The parent kind (`issue`, `comment`, `release`), the parent's key and the attachment's id. */
export function splitAttachmentKey(key: string) {
  const at = key.lastIndexOf('@');
  const parent = key.slice(0, at);
  const colon = parent.indexOf(':');
  return {
    parent,
    kind: parent.slice(0, colon),
    rest: parent.slice(colon + 1),
    attachmentId: Number(key.slice(at + 1)),
  };
}

function loadAttachment(context: Parameters<typeof getIssueAttachment>[0], key: string) {
  const { kind, rest, attachmentId } = splitAttachmentKey(key);
  if (kind === 'issue') return getIssueAttachment(context, { ...splitIssueKey(rest), attachmentId });
  const colon = rest.lastIndexOf(':');
  const repo = splitRepoKey(rest.slice(0, colon));
  const id = Number(rest.slice(colon + 1));
  if (kind === 'comment') return getCommentAttachment(context, { ...repo, id, attachmentId });
  return getReleaseAttachment(context, { ...repo, releaseId: id, attachmentId });
}

export const AttachmentRef = forgeNodeRef<Attachment>('Attachment', {
  keyOf: attachmentKeyOf,
  read: {
    route: 'GET /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}',
    identity: 'id',
    fetch: (context, key) => loadAttachment(context.forge, baseKey(key)),
    // the attachment remembers the parent it was read under, as listed ones do
    wrap: (attachment, key) => {
      attachmentsUnder(splitAttachmentKey(baseKey(key)).parent, [attachment]);
      return attachment;
    },
  },
});

AttachmentRef.implement({
  description:
    'A file attached to an issue, comment or release. Its id names the parent too: node(id:) refetches it with one call to that parent’s attachment route.',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.Attachment),
    ...commonFields(t, 'createdAt'),
  })),
});

/** A parent's attached files (`attachments`, `assets`): what `read` finds of them, in the record or by one call. */
export const attachmentsField = <Parent>(
  t: FieldsOf<Parent>,
  description: string,
  read: (
    context: Context,
    parent: Parent,
  ) => Promise<readonly Attachment[] | null> | readonly Attachment[] | null,
) =>
  t.field({ type: [AttachmentRef], description, resolve: (parent, _args, context) => read(context, parent) });
