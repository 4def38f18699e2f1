// The caller as a payload field: writes to the caller's account or follows change what `viewer`
// shows (counts, keys), so payloads offer it read afresh rather than from an earlier read. A
// selection of the caller's own lists and counts alone (`viewer { unreadNotificationsCount }`) is
// served by their own calls after the write, without GET /user, as the `viewer` root is.

import { readsForge } from '../kit/forge-calls.js';
import type { PayloadFields } from '../kit/mutation.js';
import { loadViewer } from './notification.js';
import { UserRef, viewerReference } from './user.js';

/** The caller after the write: GET /user (once per request) when a field of its record is selected. */
export const viewerAfterWrite = <Shape>(t: PayloadFields<Shape>) =>
  t.field({
    extensions: readsForge(),
    type: UserRef,
    nullable: false,
    description:
      'The caller after the write: GET /user when a field of its record is selected; its own lists and counts alone make only their own calls.',
    resolve: async (_payload, _args, context, info) =>
      (await viewerReference(context, info)) ?? loadViewer(context),
  });
