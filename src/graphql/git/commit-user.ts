// CommitUser: the author or committer a commit records (a commit's, a tag's, a wiki revision's).

import type { CommitUser } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { toDateTime } from '../kit/values.js';

export const CommitUserRef = builder.objectRef<CommitUser>('CommitUser').implement({
  description: 'The author or committer of a commit.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name recorded in the commit.' }),
    email: t.exposeString('email', { description: 'The email address recorded in the commit.' }),
    date: t.field({
      type: 'DateTime',
      description: 'When this person authored or committed the change, as recorded in the commit.',
      resolve: (u) => toDateTime(u.date),
    }),
  }),
});
