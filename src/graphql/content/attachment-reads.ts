// A parent's attachments as its field answers them: the list its record embeds costs no call; a
// record without one reads the parent's list route, once per request whichever fields ask.

import type { Attachment } from '../../forge/types/index.js';
import { type Context, memoize } from '../kit/context.js';
import { expectList, type RouteCarrier } from '../kit/paged-field.js';
import { type AttachmentParentKey, attachmentsUnder } from './attachment.js';

/** The attachments a record embeds, tagged with their parent; null when it embeds none. */
export const embeddedAttachments = (parent: AttachmentParentKey, assets: Attachment[] | null | undefined) =>
  Array.isArray(assets) ? attachmentsUnder(parent, assets) : null;

/** The parent's attachments read with `read`, a call of `endpoint`, whose route names an answer that is no list. */
export function readAttachments(
  context: Context,
  parent: AttachmentParentKey,
  endpoint: RouteCarrier,
  read: () => Promise<{ data: unknown }>,
): Promise<readonly Attachment[]> {
  return memoize(context, `attachments:${parent}`, async () => {
    const { data } = await read();
    return attachmentsUnder(parent, expectList<Attachment>(data, endpoint.route));
  });
}
