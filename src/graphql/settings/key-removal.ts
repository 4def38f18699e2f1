// Removing one of the caller's keys (an SSH or a GPG key) answers, besides the removed key's id, the
// caller, whose keys changed.

import type { defineNodeDeletion } from '../kit/mutation-deletion.js';
import { viewerAfterWrite } from '../people/viewer-payload.js';

/** The payload words and fields of a key's removal, spread into its `defineNodeDeletion` row. */
export const KEY_REMOVAL_PAYLOAD = {
  payload: 'The removed key’s id and the caller.',
  also: (t) => ({ viewer: viewerAfterWrite(t) }),
} satisfies Pick<Parameters<typeof defineNodeDeletion>[3], 'payload' | 'also'>;
