// The forge answers the gateway reads, each with a document that reads it: the route whose answer
// is replaced, and where in the document the fields that decode it go (⟨⟩: every field of the type
// found there). A document without ⟨⟩ reads the answer with its one leaf field. Arguments name the
// demo seed’s objects (alice/hello, issue #1, pull request #3 or #4, organization acme). The test
// checks that each document calls its route, and that the routes reach every definition the
// gateway’s GET endpoints answer with.

const R = 'repository(owner: "alice", name: "hello")';
const page = (field: string) => `${field} { nodes ⟨⟩ }`;
/** a page of `field` under issue #1 of alice/hello */
const issuePage = (field: string) => `{ ${R} { issue(number: 1) { ${page(field)} } } }`;
/** a page of `field` under pull request `number` of alice/hello */
const pullPage = (number: number, field: string) =>
  `{ ${R} { pullRequest(number: ${number}) { ${page(field)} } } }`;

export const FORGE_ANSWERS: readonly (readonly [route: string, document: string])[] = [
  // a repository and what lists it
  ['GET /repos/{owner}/{repo}', `{ ${R} ⟨⟩ }`],
  ['GET /repos/search', `{ ${page('searchRepositories(first: 2)')} }`],
  ['GET /repos/{owner}/{repo}/forks', `{ ${R} { ${page('forks(first: 2)')} } }`],
  ['GET /users/{username}/repos', `{ user(login: "alice") { ${page('repositories(first: 2)')} } }`],
  ['GET /users/{username}/starred', `{ user(login: "alice") { ${page('starredRepositories(first: 2)')} } }`],
  [
    'GET /users/{username}/subscriptions',
    `{ user(login: "alice") { ${page('watchedRepositories(first: 2)')} } }`,
  ],
  ['GET /repos/{owner}/{repo}/languages', `{ ${R} { languages ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/subscription', `{ ${R} { viewerSubscription } }`],
  ['GET /repos/{owner}/{repo}/new_pin_allowed', `{ ${R} { newPinAllowed ⟨⟩ } }`],
  [
    'GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission',
    `{ ${R} { collaboratorPermission(login: "bob") ⟨⟩ } }`,
  ],
  ['GET /repos/{owner}/{repo}/teams', `{ ${R} { ${page('teams(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/hooks', `{ ${R} { ${page('hooks(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/keys', `{ ${R} { ${page('deployKeys(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/keys/{id}', `{ ${R} { deployKey(id: 1) ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/push_mirrors', `{ ${R} { ${page('pushMirrors(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/push_mirrors/{name}', `{ ${R} { pushMirror(name: "origin") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/activities/feeds', `{ ${R} { ${page('activities(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/notifications', `{ ${R} { ${page('viewerNotifications(first: 2)')} } }`],
  [
    'GET /repos/{owner}/{repo}/actions/variables',
    `{ ${R} { actionsSettings { ${page('variables(first: 2)')} } } }`,
  ],
  [
    'GET /repos/{owner}/{repo}/actions/secrets',
    `{ ${R} { actionsSettings { ${page('secrets(first: 2)')} } } }`,
  ],
  ['GET /repos/{owner}/{repo}/issue_templates', `{ ${R} { issueTemplates ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/issue_config', `{ ${R} { issueConfig ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/issue_config/validate', `{ ${R} { issueConfigValidation ⟨⟩ } }`],
  // issues, pull requests and what hangs off them
  ['GET /repos/{owner}/{repo}/issues/{index}', `{ ${R} { issue(number: 1) ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/issues', `{ ${R} { ${page('issues(first: 2)')} } }`],
  ['GET /repos/issues/search', `{ ${page('searchIssues(first: 2)')} }`],
  ['GET /repos/{owner}/{repo}/issues/pinned', `{ ${R} { ${page('pinnedIssues(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/issues/{index}/comments', issuePage('comments(first: 2)')],
  ['GET /repos/{owner}/{repo}/issues/comments', `{ ${R} { ${page('issueComments(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/issues/{index}/timeline', issuePage('timeline(first: 2)')],
  ['GET /repos/{owner}/{repo}/issues/{index}/reactions', issuePage('reactions(first: 2)')],
  ['GET /repos/{owner}/{repo}/issues/{index}/times', issuePage('trackedTimes(first: 2)')],
  ['GET /repos/{owner}/{repo}/times', `{ ${R} { ${page('allTrackedTimes(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/pulls/{index}', `{ ${R} { pullRequest(number: 3) ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/pulls', `{ ${R} { ${page('pullRequests(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/commits/{sha}/pull', `{ ${R} { pullRequestOfMergeCommit(sha: "main") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/pulls/{index}/files', pullPage(3, 'files(first: 2)')],
  ['GET /repos/{owner}/{repo}/pulls/{index}/commits', pullPage(3, 'commits(first: 2)')],
  ['GET /repos/{owner}/{repo}/pulls/{index}/reviews', pullPage(4, 'reviews(first: 2)')],
  [
    'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments',
    `{ ${R} { pullRequest(number: 4) { reviews(first: 2) { nodes { ${page('comments(first: 2)')} } } } } }`,
  ],
  [
    'GET /repos/{owner}/{repo}/commits/{ref}/status',
    `{ ${R} { pullRequest(number: 3) { statusCheck ⟨⟩ } } }`,
  ],
  ['GET /repos/{owner}/{repo}/labels', `{ ${R} { ${page('labels(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/milestones', `{ ${R} { ${page('milestones(first: 2)')} } }`],
  // releases, branches, tags, commits, files, wiki
  ['GET /repos/{owner}/{repo}/releases', `{ ${R} { ${page('releases(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/releases/latest', `{ ${R} { latestRelease ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/releases/tags/{tag}', `{ ${R} { release(tagName: "v1.0") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/branches', `{ ${R} { ${page('branches(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/branches/{branch}', `{ ${R} { branch(name: "main") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/branch_protections', `{ ${R} { ${page('branchProtections(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/branch_protections/{name}', `{ ${R} { branchProtection(name: "main") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/tags', `{ ${R} { ${page('tags(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/git/tags/{sha}', `{ ${R} { tags(first: 2) { nodes { tagger ⟨⟩ } } } }`],
  ['GET /repos/{owner}/{repo}/commits', `{ ${R} { ${page('commits(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/git/commits/{sha}', `{ ${R} { commit(sha: "main") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/compare/{basehead}', `{ ${R} { compare(base: "main", head: "main") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/git/refs', `{ ${R} { refs ⟨⟩ } }`],
  [
    'GET /repos/{owner}/{repo}/git/blobs/{sha}',
    `{ ${R} { blob(sha: "0000000000000000000000000000000000000000") ⟨⟩ } }`,
  ],
  ['GET /repos/{owner}/{repo}/git/trees/{sha}', `{ ${R} { ${page('tree(first: 2, recursive: true)')} } }`],
  ['GET /repos/{owner}/{repo}/contents-ext/{filepath}', `{ ${R} { contents(path: "docs") ⟨⟩ } }`],
  ['GET /repos/{owner}/{repo}/wiki/pages', `{ ${R} { ${page('wikiPages(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/wiki/page/{pageName}', `{ ${R} { wikiPage(name: "Home") ⟨⟩ } }`],
  [
    'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}',
    `{ ${R} { wikiPage(name: "Home") { ${page('revisions(first: 2)')} } } }`,
  ],
  // people and organizations
  ['GET /users/{username}', '{ user(login: "alice") ⟨⟩ }'],
  ['GET /user', '{ viewer ⟨⟩ }'],
  ['GET /users/search', `{ ${page('searchUsers(first: 2)')} }`],
  ['GET /users/{username}/heatmap', '{ user(login: "alice") { heatmap ⟨⟩ } }'],
  ['GET /users/{username}/followers', `{ user(login: "alice") { ${page('followers(first: 2)')} } }`],
  ['GET /repos/{owner}/{repo}/assignees', `{ ${R} { ${page('assignableUsers(first: 2)')} } }`],
  ['GET /orgs/{org}', '{ organization(login: "acme") ⟨⟩ }'],
  ['GET /orgs', `{ ${page('organizations(first: 2)')} }`],
  ['GET /orgs/{org}/teams', `{ organization(login: "acme") { ${page('teams(first: 2)')} } }`],
  ['GET /orgs/{org}/teams/search', `{ organization(login: "acme") { ${page('searchTeams(first: 2)')} } }`],
  ['GET /orgs/{org}/labels', `{ organization(login: "acme") { ${page('labels(first: 2)')} } }`],
  ['GET /orgs/{org}/activities/feeds', `{ organization(login: "acme") { ${page('activities(first: 2)')} } }`],
  [
    'GET /users/{username}/orgs/{org}/permissions',
    '{ organization(login: "acme") { permissionsOf(login: "alice") ⟨⟩ } }',
  ],
  ['GET /packages/{owner}', `{ user(login: "alice") { ${page('packages(first: 2)')} } }`],
  ['GET /notifications', `{ viewer { ${page('notifications(first: 2)')} } }`],
  ['GET /notifications/new', '{ viewer { unreadNotificationsCount } }'],
  ['GET /user/emails', `{ viewer { ${page('emails(first: 2)')} } }`],
  ['GET /user/keys', `{ viewer { ${page('publicKeys(first: 2)')} } }`],
  ['GET /user/gpg_keys', `{ viewer { ${page('gpgKeys(first: 2)')} } }`],
  ['GET /user/settings', '{ viewer { settings ⟨⟩ } }'],
  ['GET /user/stopwatches', `{ viewer { ${page('stopwatches(first: 2)')} } }`],
  ['GET /user/actions/jobs', `{ ${page('workflowJobs(first: 2)')} }`],
  ['GET /topics/search', `{ ${page('topics(first: 2, search: "a")')} }`],
  // the instance
  ['GET /version', '{ forge { version } }'],
  ['GET /nodeinfo', '{ forge { nodeInfo ⟨⟩ } }'],
  ['GET /settings/api', '{ forge { apiSettings ⟨⟩ } }'],
  ['GET /settings/attachment', '{ forge { attachmentSettings ⟨⟩ } }'],
  ['GET /settings/repository', '{ forge { repositorySettings ⟨⟩ } }'],
  ['GET /settings/ui', '{ forge { uiSettings ⟨⟩ } }'],
  ['GET /licenses', '{ forge { licenses ⟨⟩ } }'],
  ['GET /licenses/{name}', '{ forge { license(name: "MIT") ⟨⟩ } }'],
  ['GET /gitignore/templates', '{ forge { gitignoreTemplates } }'],
  ['GET /gitignore/templates/{name}', '{ forge { gitignoreTemplate(name: "Go") ⟨⟩ } }'],
  ['GET /label/templates', '{ forge { labelTemplates } }'],
  ['GET /label/templates/{name}', '{ forge { labelTemplate(name: "Default") ⟨⟩ } }'],
];
