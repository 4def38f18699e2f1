// The GitHub-shaped schema: every type family registered with the face's builder, then built.

import './scalars.js';
import './node.js';
import './people.js';
import './repository.js';
import './comment-fields.js';
import './reactions.js';
import './issue.js';
import './git.js';
import './checks.js';
import './pull-request.js';
import './branch-protection.js';
import './labels.js';
import './search.js';
import './rate-limit.js';
import './mutations/issues.js';
import './mutations/pulls.js';
import './mutations/pull-writes.js';
import './mutations/reviews.js';
import './mutations/reactions.js';
import './mutations/labels.js';
import { builder } from './builder.js';

export const githubSchema = builder.toSchema({ sortSchema: true });
