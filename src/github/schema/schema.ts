// The GitHub-shaped schema: every type family registered with the face's builder, then built.

import './scalars.js';
import './node.js';
import './people.js';
import './repository.js';
import { builder } from './builder.js';

export const githubSchema = builder.toSchema({ sortSchema: true });
