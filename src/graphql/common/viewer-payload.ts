// The caller as a payload field: writes to the caller's account or follows change what `viewer`
// shows (counts, keys), so payloads offer it read afresh rather than from an earlier read.

import { readsForge } from '../forge-calls.js';
import { loadViewer } from '../people/notification.js';
import { UserRef } from '../people/user.js';
import type { PayloadFields } from './mutation.js';

/** The caller, read after the write (GET /user, once per request) and only when selected. */
export const viewerAfterWrite = <Shape>(t: PayloadFields<Shape>) =>
  t.field({
    extensions: readsForge(),
    type: UserRef,
    nullable: false,
    description: 'GET /user when selected',
    resolve: (_payload, _args, context) => loadViewer(context),
  });
