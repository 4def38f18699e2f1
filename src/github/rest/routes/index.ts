// Every REST route the gateway serves under /api/v3, one table.

import type { RestRow } from '../request.js';
import { LABEL_ROUTES } from './labels.js';
import { PULL_ROUTES } from './pulls.js';
import { REF_ROUTES } from './refs.js';
import { REPOSITORY_ROUTES } from './repository.js';
import { ROOT_ROUTES } from './root.js';
import { SEARCH_ROUTES } from './search.js';
import { USER_ROUTES } from './users.js';

export const REST_ROUTES: readonly RestRow[] = [
  ...ROOT_ROUTES,
  ...USER_ROUTES,
  ...SEARCH_ROUTES,
  ...REPOSITORY_ROUTES,
  ...PULL_ROUTES,
  ...LABEL_ROUTES,
  ...REF_ROUTES,
];
