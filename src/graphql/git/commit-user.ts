// CommitUser: the author or committer a commit records (a commit's, a tag's, a wiki revision's).

import type { CommitUser } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { forgeFields } from '../kit/forge-fields.js';

export const CommitUserRef = builder.objectRef<CommitUser>('CommitUser').implement({
  description: 'The author or committer of a commit.',
  fields: (t) =>
    // biome-ignore format: a table, one row a line
    forgeFields(t, {
      name: ['name', 'String', 'The name recorded in the commit.'],
      email: ['email', 'String', 'The email address recorded in the commit.'],
      date: ['date', 'DateTime', 'When this person authored or committed the change, as recorded in the commit.'],
    }),
});
