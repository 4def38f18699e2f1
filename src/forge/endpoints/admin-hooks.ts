// The site's webhooks (routers/api/v1/admin/hooks.go): site admins only (401 without a token, 403 for
// anyone else). A hook made with config `is_system_webhook: "true"` receives every repository's events.

import { bodyEndpoint, endpoint } from '../routes/endpoint.js';

/** GET /admin/hooks: the system hooks (Gitea 1.23 added `type`, whose default is system), whole, unpaged */
export const listSystemHooks = endpoint('GET /admin/hooks');

/** POST /admin/hooks → 201 Hook */
export const createSystemHook = bodyEndpoint('POST /admin/hooks');

/** DELETE /admin/hooks/{id} → 204, 404 */
export const deleteSystemHook = endpoint('DELETE /admin/hooks/{id}');
