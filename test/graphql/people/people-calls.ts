// The forge calls of the people screens' reads, each list once: the viewer's lists beside who the viewer
// is, and an organization's lists with each of its teams' members and repositories.

export const VIEWER_LISTS_CALLS = {
  'GET /user': 1,
  'GET /user/repos': 1,
  'GET /user/followers': 1,
  'GET /user/following': 1,
  'GET /user/orgs': 1,
  'GET /user/teams': 1,
};

/** OrganizationPeople on acme: its lists, and the members and repositories of each of its two teams */
export const ORGANIZATION_PEOPLE_CALLS = {
  'GET /orgs/{org}': 1,
  'GET /orgs/{org}/members': 1,
  'GET /orgs/{org}/teams': 1,
  'GET /orgs/{org}/repos': 1,
  'GET /teams/{id}/members': 2,
  'GET /teams/{id}/repos': 2,
};
