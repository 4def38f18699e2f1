// Search answers: the envelopes of GET /repos/search and GET /users/search, with the overlaid
// Repository and User (types.ts); the user search's envelope, an inline schema in the swagger, gets a
// name of its own.

import type * as Rest from '../../../generated/forge-rest.js';
import type { Repository, User } from './index.js';

/** SearchResults of GET /repos/search */
export interface SearchResults extends Omit<Rest.SearchResults, 'data'> {
  ok: boolean;
  data: Repository[];
}

/** GET /users/search answers the same envelope with users (an inline schema in the swagger) */
export interface UserSearchResults {
  ok: boolean;
  data: User[];
}
