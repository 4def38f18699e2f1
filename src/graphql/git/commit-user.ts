// CommitUser: the author or committer a commit records (a commit's, a tag's, a wiki revision's).

import type { CommitUser } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { forgeFields } from '../kit/forge-fields.js';
import { FIELDS } from './fields.js';

export const CommitUserRef = builder.objectRef<CommitUser>('CommitUser').implement({
  description: 'The author or committer of a commit.',
  fields: (t) => forgeFields(t, FIELDS.CommitUser),
});
