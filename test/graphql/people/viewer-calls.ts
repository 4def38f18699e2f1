// The forge calls of a read of the viewer's lists: who the viewer is, then each list once, in parallel.

export const VIEWER_LISTS_CALLS = {
  'GET /user': 1,
  'GET /user/repos': 1,
  'GET /user/followers': 1,
  'GET /user/following': 1,
  'GET /user/orgs': 1,
  'GET /user/teams': 1,
};
